"""mancala-server killed with SIGKILL in the middle of games, then restarted on the same database:
no announced result and no acknowledged ply is lost, players get their games back with their
tokens and finish them, and timers restart from the stored timestamps."""

import asyncio
import random

from crash_support import Database, Table, check, kill9, players_locked, stored_moves
from harness import execute_on, main, play_out


async def open_tables(s, n):
    tables = []
    for i in range(n):
        a = await s.client(name="A%d" % i)
        b = await s.client(name="B%d" % i)
        await a.send(type="queue.join")
        await a.expect("queue.joined")
        await b.send(type="queue.join")
        await b.expect("queue.joined")
        ga, gb = await a.expect("game"), await b.expect("game")
        south, north, g = (a, b, ga) if ga["you"] == "south" else (b, a, gb)
        tables.append(Table(south, north, g))
    return tables


async def test_sigkill_mid_game_loses_nothing_acknowledged_and_both_players_continue():
    db = Database()
    settings = dict(disconnect_grace_ms=30000, restart_grace_ms=5000, move_time_limit_ms=60000, bot_after_ms=60000)
    try:
        s = db.server(**settings)
        tables = await open_tables(s, 8)
        # One game ends (resign) and one is played to its end before the crash: both announced.
        await tables[0].seats["south"].send(type="resign", game=tables[0].game)
        tables[0].over = (await tables[0].seats["north"].wait_for("game.over"))["state"]
        await tables[1].play(pause=0)
        check(tables[1].over is not None, "game 1 should have ended")
        # A game against the computer, a few plies in.
        human = await s.client(name="Solo")
        await human.send(type="bot.play", level="easy", side="south")
        bot_game = await human.expect("game")
        bot_table = Table(human, human, bot_game)
        await human.send(type="move", game=bot_table.game, ply=0, pit=0)
        await human.wait_for("moved")  # South's pit 0 (4 seeds) ends in pit 4: North (the computer) next
        await human.wait_for("moved")
        # Six games in full flow when the process dies.
        rng = random.Random(7)
        live = tables[2:]
        players = [asyncio.create_task(t.play(pause=0.01, rng=rng)) for t in live]
        # Kill once every game is a few plies in (however slow the machine), with moves in flight.
        for _ in range(200):
            if all(len(t.acked) >= 3 for t in live):
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.1)
        kill9(s)
        await asyncio.gather(*players)
        check(all(len(t.acked) >= 3 for t in live), "every game should be under way: %s" % [len(t.acked) for t in live])

        s = db.server(**settings)
        # Every announced result is stored, once.
        for t in tables[:2] + [t for t in live if t.over]:
            row = s.query("SELECT result, reason, ended_at FROM games WHERE id = ?", (t.game,))
            check(len(row) == 1 and row[0][0] == t.over["result"] and row[0][1] == t.over["reason"] and row[0][2],
                  "announced result lost for %s: %s vs %s" % (t.game, row, t.over))
        # Every acknowledged ply is stored, in order; each unfinished game comes back to both players.
        in_progress = [t for t in live if not t.over]
        check(len(in_progress) >= 4, "the crash should catch games in progress")
        for t in in_progress:
            stored = stored_moves(s, t.game)
            check(stored[: len(t.acked)] == t.acked, "acknowledged plies lost in %s: %s vs %s" % (t.game, t.acked, stored))
            clients = {}
            for side, old in t.seats.items():
                c = await s.client(token=old.welcome["token"])
                check(c.welcome["player"] == old.welcome["player"], "the token must restore the player")
                snap = await c.wait_for("game")
                check(snap["game"] == t.game and snap["you"] == side, str(snap))
                # (The queue's games are timed: their moves also carry each ply's clock_ms.)
                moves = [{k: v for k, v in m.items() if k != "clock_ms"} for m in snap["moves"]]
                check(moves == stored and snap["state"]["ply"] == len(stored), "snapshot differs from the store")
                clients[side] = c
            snap_state = snap["state"]
            final, _ = await play_out({"game": t.game, "state": snap_state}, clients)
            row = s.query("SELECT result, reason FROM games WHERE id = ?", (t.game,))
            check(row == [(final["result"], final["reason"])], "finished game stored: %s" % row)
            check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (t.game,)) == [(final["ply"],)],
                  "every ply stored once")
        # The computer game resumes: the human gets it back and the computer answers.
        back = await s.client(token=human.welcome["token"])
        snap = await back.wait_for("game")
        check(snap["game"] == bot_table.game and snap["state"]["ply"] >= 2, str(snap))
        final, _ = await play_out({"game": snap["game"], "state": snap["state"]}, {snap["you"]: back})
        check(final["over"], "the computer game should end")
        s.stop()
    finally:
        db.cleanup()


async def test_timers_restart_from_the_stored_timestamps_with_the_restart_grace():
    db = Database()
    # Untimed queue games (default_clock null): the per-ply move limit is what restarts.
    settings = dict(disconnect_grace_ms=30000, restart_grace_ms=1500, move_time_limit_ms=4000, default_clock=None)
    try:
        s = db.server(**settings)
        (t,) = await open_tables(s, 1)
        await t.seats["south"].send(type="move", game=t.game, ply=0, pit=0)  # no extra turn: North to move
        await t.seats["south"].wait_for("moved")
        await asyncio.sleep(1.5)
        kill9(s)
        s = db.server(**settings)
        north = await s.client(token=t.seats["north"].welcome["token"])
        snap = await north.wait_for("game")
        # 4000 ms limit, at least 1500 ms of it used before the crash, plus the 1500 ms grace.
        left = snap["move_deadline_ms"]
        check(1500 < left <= 4000 - 1500 + 1500, "move_deadline_ms after restart: %s" % left)
        over = await north.wait_for("game.over", timeout=left / 1000 + 5)
        check(over["state"]["result"] == "south" and over["state"]["reason"] == "timeout", str(over))
        s.stop()
    finally:
        db.cleanup()


async def test_clocks_come_back_after_sigkill_with_the_time_down_charged_and_the_restart_credit():
    db = Database()
    settings = dict(disconnect_grace_ms=30000, default_clock="60+0")
    try:
        s = db.server(**settings)
        (t,) = await open_tables(s, 1)
        south, north = t.seats["south"], t.seats["north"]
        # Each side's first ply (pit 0: no extra turn), then South's second: North's time runs.
        for seat, ply, pit in ((south, 0, 0), (north, 1, 0), (south, 2, 2)):
            await seat.send(type="move", game=t.game, ply=ply, pit=pit)
            moved = await north.wait_for("moved")
            await south.wait_for("moved")
        check(moved["clock"]["running"] == "north" and moved["clock"]["north_ms"] == 60000, str(moved["clock"]))
        south_left = moved["clock"]["south_ms"]
        await asyncio.sleep(1.5)
        kill9(s)
        s = db.server(**settings)
        back = await s.client(token=north.welcome["token"])
        snap = await back.wait_for("game")
        c = snap["clock"]
        check(c["running"] == "north" and snap["state"]["ply"] == 3, str(snap)[:300])
        # North: 60 s less the 1.5 s before the crash and the time down, plus 20 s; South: its time plus 10 s.
        check(60000 - 1500 + 20000 - 15000 < c["north_ms"] <= 60000 - 1500 + 20000, "north after restart: %s" % c)
        check(c["south_ms"] == south_left + 10000, "south after restart: %s (was %s)" % (c, south_left))
        check([m.get("clock_ms") for m in snap["moves"]] == [60000, 60000, south_left], str(snap["moves"]))
        s.stop()
    finally:
        db.cleanup()


async def test_a_game_whose_last_ply_was_stored_but_not_its_result_is_finished_at_start_up():
    db = Database()
    try:
        s = db.server()
        (t,) = await open_tables(s, 1)
        final, plies = await play_out({"game": t.game, "state": t.state}, t.seats)
        s.stop()
        # The crash window between the final ply's commit and the result's: plies stored, no result.
        execute_on(db.path, "UPDATE games SET result = NULL, reason = NULL, south_store = NULL, north_store = NULL, "
                   "ended_at = NULL WHERE id = ?", (t.game,))
        s = db.server()
        for _ in range(100):
            row = s.query("SELECT result, reason, south_store, north_store FROM games WHERE id = ?", (t.game,))
            if row[0][0] is not None:
                break
            await asyncio.sleep(0.05)
        check(row == [(final["result"], final["reason"], final["stores"][0], final["stores"][1])],
              "replayed result %s vs announced %s" % (row, final))
        check(plies == len(stored_moves(s, t.game)), "plies kept")
        s.stop()
    finally:
        db.cleanup()


async def test_a_guest_welcomed_just_before_a_crash_is_known_by_their_token_after_it():
    db = Database()
    try:
        s = db.server()
        c = await s.client(hello=False)
        with players_locked(db):  # the new guest's row waits for the lock
            await c.send(type="hello", protocol=1, name="Early")
            await c.silent(0.5)  # no token handed out that the store does not hold
        welcome = await c.expect("welcome")
        kill9(s)
        s = db.server(handshake_timeout_ms=1000)
        again = await s.client(token=welcome["token"])
        check(again.welcome["player"] == welcome["player"], "after the crash: %s, before: %s" % (again.welcome, welcome))
        # Held past handshake_timeout_ms: the client, who did say hello, is told to try again (1011).
        c = await s.client(hello=False)
        with players_locked(db):
            await c.send(type="hello", protocol=1, name="Late")
            code = await c.closed_with(5)
        check(code == 1011, "a hello the store cannot answer in time: 1011, got %s" % code)
        s.stop()
    finally:
        db.cleanup()


if __name__ == "__main__":
    main([
        test_sigkill_mid_game_loses_nothing_acknowledged_and_both_players_continue,
        test_timers_restart_from_the_stored_timestamps_with_the_restart_grace,
        test_clocks_come_back_after_sigkill_with_the_time_down_charged_and_the_restart_credit,
        test_a_game_whose_last_ply_was_stored_but_not_its_result_is_finished_at_start_up,
        test_a_guest_welcomed_just_before_a_crash_is_known_by_their_token_after_it,
    ])
