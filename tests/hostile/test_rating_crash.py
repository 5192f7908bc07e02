"""mancala-server killed with SIGKILL while rated games end, then restarted on the same database:
a result is never stored without its rating change, nor a rating change without its result, and
every rated `game.over` a player heard is in the database as it was announced."""

import asyncio
import random

import websockets

from crash_support import Database, check, kill9, legal_pits
from harness import main

PAIRS = 6


async def pair_plays_rated_games(s, i, heard, rng):
    """Two players of their own variant (their own queue) play game after game: each side moves,
    then one resigns. Every `game.over` heard goes into `heard` until the server dies."""
    variant = {"seeds": 3 + i % 4, "pits": 4 + i // 4}
    a = await s.client(name="A%d" % i)
    b = await s.client(name="B%d" % i)
    try:
        while True:
            for c in (a, b):
                await c.send(type="queue.join", variant=variant)
                await c.expect("queue.joined")
            ga, gb = await a.wait_for("game"), await b.wait_for("game")
            south, north, g = (a, b, ga) if ga["you"] == "south" else (b, a, gb)
            state, moved = g["state"], set()
            while len(moved) < 2 or rng.random() < 0.5:
                if state["over"]:
                    break
                side = state["to_move"]
                seat = south if side == "south" else north
                await seat.send(type="move", game=g["game"], ply=state["ply"], pit=rng.choice(legal_pits(state, side)))
                state = (await south.wait_for("moved"))["state"]
                await north.wait_for("moved")
                moved.add(side)
            if not state["over"]:
                await rng.choice((south, north)).send(type="resign", game=g["game"])
            over = await south.wait_for("game.over")
            await north.wait_for("game.over")
            heard.append(over)
    except (websockets.ConnectionClosed, ConnectionError, asyncio.TimeoutError, OSError):
        return


async def test_a_sigkill_never_splits_a_result_from_its_rating():
    db = Database()
    settings = dict(disconnect_grace_ms=30000, bot_after_ms=60000, max_rated_per_pair=1000)
    try:
        s = db.server(**settings)
        heard = []
        rng = random.Random(7)
        tasks = [asyncio.create_task(pair_plays_rated_games(s, i, heard, rng)) for i in range(PAIRS)]
        await asyncio.sleep(3.0)
        kill9(s)
        await asyncio.wait_for(asyncio.gather(*tasks), 20)
        rated_heard = [o for o in heard if o["rated"]]
        check(len(rated_heard) >= PAIRS, "too few rated games ended before the kill: %d" % len(rated_heard))
        print("%d rated results announced before the kill" % len(rated_heard), flush=True)

        s = db.server(**settings)  # restores the games in progress; some end at once
        try:
            games = s.query("SELECT id, result FROM games WHERE from_queue = 1")
            rows = {}
            for game_id, side, player, rating in s.query("SELECT game_id, side, player_id, rating FROM game_ratings"):
                rows.setdefault(game_id, {})[side] = (player, rating)
            results = dict(games)
            for game_id, sides in rows.items():
                check(results.get(game_id) is not None, "game %s has a rating change but no result" % game_id)
                check(set(sides) == {0, 1}, "game %s has one side's rating only: %s" % (game_id, sides))
            for game_id, result in results.items():
                if result is None or game_id in rows:
                    continue
                sides = {side for (side,) in s.query("SELECT DISTINCT side FROM plies WHERE game_id = ?", (game_id,))}
                check(sides != {0, 1}, "game %s ended with both sides moved but has no rating change" % game_id)
            for over in rated_heard:
                game_id = over["game"]
                check(game_id in rows, "an announced rated result is missing: %s" % game_id)
                for side, name in ((0, "south"), (1, "north")):
                    check(abs(rows[game_id][side][1] - over["ratings"][name]["rating"]) < 1e-9,
                          "game %s: stored %s, announced %s" % (game_id, rows[game_id], over["ratings"]))
            # Each player's rating is the last of their rating rows, and counts them.
            for player, variant, rating, games in s.query("SELECT player_id, variant, rating, games FROM ratings"):
                history = s.query("SELECT rating FROM game_ratings WHERE player_id = ? AND variant = ? "
                                  "ORDER BY ended_at, game_id", (player, variant))
                check(games == len(history), "player %s: %d games rated, %d rows" % (player, games, len(history)))
                check(abs(history[-1][0] - rating) < 1e-9, "player %s: rating %s, last row %s" % (player, rating, history[-1]))
        finally:
            s.stop()
    finally:
        db.cleanup()


if __name__ == "__main__":
    main([test_a_sigkill_never_splits_a_result_from_its_rating])
