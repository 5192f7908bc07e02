"""Watching across the nodes of a cluster (two server processes, one PostgreSQL database, one
Redis): a spectator whose connection lands on one node watches a game of the other node and sees
every ply, the players see them counted, /api/live on either node lists every node's games, an
unknown game is still game_not_found, a spectator still cannot act, and a connection that plays,
invites or watches on its own node is told to watch from another."""

import time

from harness import check, legal_pits, main
from test_cluster import two_nodes, wait_until


async def bot_game(server, name):
    """A game against the computer on `server` (listed in /api/live): (the player, its `game`)."""
    p = await server.client(name=name)
    await p.send(type="bot.play", level="easy", side="south")
    return p, await p.expect("game")


async def refused(client, code, **msg):
    """Sends `msg` and waits for the `error` echoing its id (other frames may come first): its `code`."""
    msg.setdefault("id", "e-" + code)
    await client.send(**msg)
    m = await client.wait_for("error", 10)
    check(m.get("code") == code and m.get("id") == msg["id"], "expected error %s for %s, got %s" % (code, msg, m))
    return m


def live_ids(server):
    return [g["game"] for g in server.get_json("/api/live?limit=100")[1]["games"]]


async def test_a_spectator_on_one_node_watches_a_game_of_the_other():
    async with two_nodes("watch") as (redis, n1, n2):
        a, g = await bot_game(n1, "Ann")
        game = g["game"]
        s = await n2.client(name="Sam", path="/ws?watch")
        await s.send(type="watch", id="w1", game=game)
        snap = await s.expect("game", id="w1", game=game)
        check(snap["you"] == "spectator" and snap["players"]["south"]["name"] == "Ann", str(snap))
        check(snap["state"] == g["state"] and "token" not in snap, str(snap))
        m = await a.wait_for("watchers", 5)
        check(m["count"] == 1, "the player does not see the spectator of the other node: %s" % m)
        # Every ply reaches the spectator as the player sees it, the computer's replies included.
        state = g["state"]
        for _ in range(6):
            if state["to_move"] == "south":
                await a.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, "south")[0])
            mine = await a.wait_for("moved", 10)
            theirs = await s.wait_for("moved", 10)
            check(theirs == mine, "the spectator saw %s, the player %s" % (theirs, mine))
            state = mine["state"]
            if state["over"]:
                break
        # The spectator cannot act on the game, through the relay as anywhere.
        await refused(s, "not_in_game", type="resign", game=game)
        await refused(s, "not_in_game", type="move", game=game, ply=state["ply"], pit=0)


async def test_live_games_of_every_node_on_either_node():
    async with two_nodes("live") as (redis, n1, n2):
        _, g1 = await bot_game(n1, "One")
        _, g2 = await bot_game(n2, "Two")
        for n in (n1, n2):
            wait_until("both games in /api/live", lambda: {g1["game"], g2["game"]} <= set(live_ids(n)),
                       why=lambda: str(live_ids(n)))
        # The most watched first, whichever node has it: n1's older game, watched from n2, before n2's own.
        s = await n2.client(name="Sam")
        await s.send(type="watch", id="w", game=g1["game"])
        await s.expect("game", id="w", game=g1["game"])

        def first_on_n2():
            games = n2.get_json("/api/live?limit=1")[1]["games"]
            return games if games and games[0]["game"] == g1["game"] and games[0]["watchers"] == 1 else None

        wait_until("the watched game first on n2", first_on_n2, why=lambda: str(n2.get_json("/api/live")))
        games = first_on_n2()
        check(len(games) == 1, str(games))
        check(set(games[0]) >= {"game", "variant", "players", "ply", "watchers", "started_at"}, str(games[0]))
        check(live_ids(n1)[0] == g1["game"], str(live_ids(n1)))
        # A node that dies drops out of the others' lists.
        n2.proc.kill()
        n2.proc.wait()
        wait_until("n2's game gone from n1's list", lambda: g2["game"] not in live_ids(n1))
        check(g1["game"] in live_ids(n1), str(live_ids(n1)))


async def test_unknown_games_and_bound_connections_are_refused():
    async with two_nodes("bound") as (redis, n1, n2):
        c = await n2.client(name="Cid")
        started = time.time()
        await refused(c, "game_not_found", type="watch", game="nosuchgame")
        check(time.time() - started < 5, "the answer took %.1f s" % (time.time() - started))
        # An id the server could not have made is not asked of the other nodes.
        await refused(c, "game_not_found", type="watch", game="x" * 200)
        await refused(c, "game_not_found", type="watch", game="no such game")
        # One question at a time: a second watch of another node's game while the first is asked.
        await c.send(type="watch", id="first", game="nosuchgame2")
        second = await refused(c, "rate_limited", type="watch", game="nosuchgame3")
        check("under way" in second["message"], str(second))
        m = await c.wait_for("error", 5)
        check(m["id"] == "first" and m["code"] == "game_not_found", str(m))
        _, g = await bot_game(n1, "Ann")
        # A player with an open friend code on n2 stays there: the friend joins there.
        f = await n2.client(name="Fay")
        await f.send(type="friend.create", id="code")
        await f.expect("friend.created", id="code")
        m = await refused(f, "game_not_found", type="watch", game=g["game"])
        check("another node" in m["message"], str(m))
        # A player with a game in progress on n2 keeps their connection there.
        p, mine = await bot_game(n2, "Pat")
        m = await refused(p, "game_not_found", type="watch", game=g["game"])
        check("another node" in m["message"], str(m))
        await p.send(type="move", game=mine["game"], ply=0, pit=legal_pits(mine["state"], "south")[0])
        await p.wait_for("moved")
        # A connection that already watches a game of its node does not move either.
        _, local = await bot_game(n2, "Lou")
        w = await n2.client(name="Wes")
        await w.send(type="watch", id="here", game=local["game"])
        await w.expect("game", id="here")
        await refused(w, "game_not_found", type="watch", game=g["game"])


if __name__ == "__main__":
    main([
        test_a_spectator_on_one_node_watches_a_game_of_the_other,
        test_live_games_of_every_node_on_either_node,
        test_unknown_games_and_bound_connections_are_refused,
    ])
