"""The live games pushed across the nodes of a cluster (two server processes, one PostgreSQL
database, one Redis): a connection on one node that sent `live.watch` is pushed the other node's
game as it starts, gets a ply and ends, and a node that dies drops out of the pushed list; a
connection relayed to its player's home node is answered and pushed there, every node's games."""

import time

from harness import check, legal_pits, main
from test_cluster import two_nodes
from test_live import bot_game, entry, live_watch, ply_and_answer, push_until


async def test_a_game_of_the_other_node_is_pushed_as_it_starts_plays_and_ends():
    async with two_nodes("live_push") as (redis, n1, n2):
        w = await n2.client(name="Wes")
        check(await live_watch(w) == [], "an empty cluster lists games")
        p, g = await bot_game(n1, "Pia")
        game = g["game"]
        # n1 tells its games every second; n2 pushes what it was told.
        games = await push_until(w, "n1's game", lambda gs: entry(gs, game) is not None, seconds=6)
        check(entry(games, game)["players"]["south"]["name"] == "Pia", str(games))
        state = await ply_and_answer(p, game, g["state"])
        await push_until(w, "ply %d" % state["ply"], lambda gs: (entry(gs, game) or {}).get("ply") == state["ply"], seconds=6)
        await p.send(type="resign", game=game)
        await p.wait_for("game.over")
        await push_until(w, "n1's game gone", lambda gs: entry(gs, game) is None, seconds=6)
        # A node that dies drops out of the list pushed by the other (after live_stale_after).
        _, g2 = await bot_game(n1, "Pat")
        await push_until(w, "n1's second game", lambda gs: entry(gs, g2["game"]) is not None, seconds=6)
        n1.proc.kill()
        n1.proc.wait()
        await push_until(w, "the dead node's game gone", lambda gs: entry(gs, g2["game"]) is None, seconds=10)


async def test_a_relayed_connection_is_pushed_by_its_home_node():
    async with two_nodes("live_relay") as (redis, n1, n2):
        # Pia's home is n1 (her game is there); her second connection lands on n2 and is relayed.
        p, g = await bot_game(n1, "Pia")
        _, other = await bot_game(n2, "Oli")
        again = await n2.client(token=p.welcome["token"])
        await again.wait_for("game")  # her game's snapshot, from n1 through n2
        started = time.time()
        games = await live_watch(again, "l1")
        # The answer may come before n1 has heard n2's list: every node's games within a push.
        if entry(games, other["game"]) is None:
            games = await push_until(again, "n2's game", lambda gs: entry(gs, other["game"]) is not None, seconds=6)
        check(entry(games, g["game"]) is not None, "her home's game is missing: %s" % games)
        check(time.time() - started < 6, "the list took %.1f s" % (time.time() - started))
        # A ply of her game on n1 is pushed to her connection on n2.
        state = await ply_and_answer(again, g["game"], g["state"])
        await push_until(again, "ply %d" % state["ply"], lambda gs: (entry(gs, g["game"]) or {}).get("ply") == state["ply"])
        await again.send(type="live.unwatch", id="u")
        await again.wait_for("live.unwatched")


if __name__ == "__main__":
    main([
        test_a_game_of_the_other_node_is_pushed_as_it_starts_plays_and_ends,
        test_a_relayed_connection_is_pushed_by_its_home_node,
    ])
