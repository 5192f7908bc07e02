"""Games across the nodes of a cluster (two server processes, one PostgreSQL database, one Redis):
players on different nodes paired from the queue and playing to the end, a second connection on
another node replacing the first (4001), the owner node killed mid-game (kill -9) and its game going
on from the other node, Redis and PostgreSQL restarted mid-game, and an owner that comes back after
its game was taken (it must not write)."""

import asyncio
import os
import signal
import time

import pg
from harness import check, main, play_out, query_on
from test_cluster import Staircase, games_within, two_nodes, wait_until


def stored(key, sql, args):
    return query_on(key, sql, args, postgres=True)


async def paired_across(redis, n1, n2):
    """A on n1 joins first (the game is n1's), B on n2 next: (a, b, A's game, B's game)."""
    a = await n1.client(name="A")
    await a.send(type="queue.join")
    await a.expect("queue.joined")
    entry = "mancala:entry:" + a.welcome["player"]["id"]
    wait_until("A's entry in Redis", lambda: redis.cli("HGET", entry, "state") == "waiting")
    b = await n2.client(name="B")
    await b.send(type="queue.join")
    await b.expect("queue.joined")
    ga, gb = await a.wait_for("game", 10), await b.wait_for("game", 10)
    check(ga["game"] == gb["game"] and {ga["you"], gb["you"]} == {"south", "north"}, "%s / %s" % (ga, gb))
    return a, b, ga, gb


async def play_plies(game, clients_by_side, count):
    """`count` plies of the first legal pit; the state after them, as every client saw it."""
    state = game["state"]
    for _ in range(count):
        side = state["to_move"]
        pit = [i for i, n in enumerate(state["pits"][0 if side == "south" else 1]) if n > 0][0]
        await clients_by_side[side].send(type="move", game=game["game"], ply=state["ply"], pit=pit)
        seen = [await c.wait_for("moved") for c in clients_by_side.values()]
        check(all(m == seen[0] for m in seen), "the nodes' players saw different frames: %s" % seen)
        state = seen[0]["state"]
    return state


async def test_players_on_two_nodes_are_paired_and_play_to_the_end():
    async with two_nodes("cross", bot_after_ms=8000) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        check(gb["players"][ga["you"]]["name"] == "A" and ga["players"][gb["you"]]["name"] == "B", str(gb))
        check(stored("cross", "SELECT owner_node FROM games WHERE id = ?", (ga["game"],)) == [("n1",)],
              "the game is not the node's of the longer wait")
        state, plies = await play_out(ga, {ga["you"]: a, gb["you"]: b})
        rows = []
        wait_until("the stored result", lambda: rows.extend(stored(
            "cross", "SELECT south_store, north_store FROM games WHERE id = ? AND result IS NOT NULL",
            (ga["game"],))) or rows)
        check(list(rows[0]) == state["stores"], "stored %s, played %s" % (rows, state["stores"]))
        n = stored("cross", "SELECT COUNT(*) FROM plies WHERE game_id = ?", (ga["game"],))
        check(n == [(plies,)], "stored %s plies, played %d" % (n, plies))
        # The next game of the player handed over to n1 starts from there too.
        await b.send(type="queue.join")
        await b.expect("queue.joined")


async def test_a_player_of_another_node_arriving_as_the_timer_fires_gets_one_answer_many_times():
    """Each round, B (connected to n2 beforehand) joins `delay` ms after A's join on n1, racing n1's 300 ms
    computer timer for A. The delay is a staircase (test_cluster.Staircase): shorter after a round
    the timer won (both with the computer), longer after a pairing, from 0 to 600 ms, its step
    halved at each turn; the rounds where B drops at once leave it as it is. So the rounds gather
    where the two meet, however fast the machine is that day, and both outcomes occur (checked)
    as long as B's join takes less than the 300 ms to reach Redis."""
    bot_after = 300
    stairs, delays = Staircase(bot_after), []
    outcomes = {"paired": 0, "both with the computer": 0, "B left at once": 0}
    async with two_nodes("timer", bot_after_ms=bot_after) as (redis, n1, n2):
        for i in range(15):
            a = await n1.client(name="A")
            b = await n2.client(name="B")  # connected first: only the join races the timer
            await a.send(type="queue.join")
            await a.expect("queue.joined")
            delay = stairs.delay
            await asyncio.sleep(delay / 1000)
            await b.send(type="queue.join")
            leaves = i % 5 == 4  # B's connection drops as it joins: a pairing then finds B gone
            if leaves:
                await b.close()
            got = await asyncio.gather(games_within(a, 2.5), games_within(b, 0 if leaves else 2.5))
            check(len(got[0]) == 1, "A got %d games" % len(got[0]))
            opponent = got[0][0]["players"][{"south": "north", "north": "south"}[got[0][0]["you"]]]
            b_games = 1
            if leaves:
                # B's join may reach a pairing before its close reaches n2 (as on one node): then A
                # plays B, and B's seat is stored; otherwise the pairing finds B gone and A plays the
                # computer. Either way the stored games say what A was told.
                b_games = 0 if opponent["bot"] else 1
                check(opponent["bot"] == "medium" or opponent["name"] == "B", "A's opponent: %s" % opponent)
                outcomes["B left at once"] += 1
            else:
                check(len(got[1]) == 1, "B got %d games" % len(got[1]))
                together = got[0][0]["game"] == got[1][0]["game"]
                bots = [g["players"][{"south": "north", "north": "south"}[g["you"]]]["bot"] for g in (got[0][0], got[1][0])]
                check(together or bots == ["medium", "medium"], "neither paired nor each with the computer: %s" % got)
                outcomes["paired" if together else "both with the computer"] += 1
                delays.append((delay, "paired" if together else "computer"))
                stairs.next(timer_won=not together)
            for c, want in ((a, 1), (b, b_games)):
                player = c.welcome["player"]["id"]
                count = lambda: stored("timer", "SELECT COUNT(*) FROM games WHERE south_player = ? OR north_player = ?",
                                       (player, player))[0][0]  # noqa: E731
                wait_until("%d stored games of %s" % (want, c.welcome["player"]["name"]), lambda: count() == want,
                           why=lambda: "(%d)" % count())
            await a.close()
            if not leaves:
                await b.close()
        print("  outcomes over 15 races:", outcomes, "(delay ms, outcome):", delays)
        check(all(outcomes.values()), "an outcome never occurred, the race was not run: %s, (delay ms, outcome) %s"
              % (outcomes, delays))


async def test_a_second_connection_on_another_node_replaces_the_first_and_gets_its_game():
    async with two_nodes("again") as (redis, n1, n2):
        a = await n1.client(name="A")
        await a.send(type="bot.play", level="easy", side="south")
        g = await a.wait_for("game")
        a2 = await n2.client(token=a.welcome["token"])
        check(a2.welcome["player"]["id"] == a.welcome["player"]["id"], "another player on n2: %s" % a2.welcome)
        check(await a.closed_with() == 4001, "the first connection was not replaced")
        g2 = await a2.wait_for("game")
        check(g2["game"] == g["game"] and g2["state"] == g["state"], "%s / %s" % (g2, g))
        await a2.send(type="move", game=g["game"], ply=0, pit=0)
        m = await a2.wait_for("moved")
        check(m["side"] == "south" and m["pit"] == 0, str(m))
        # The same player again on n1: n1 relays it to the session on n2 (its home now), which replaces a2.
        a3 = await n1.client(token=a.welcome["token"])
        check(await a2.closed_with() == 4001, "the second connection was not replaced")
        g3 = await a3.wait_for("game")
        check(g3["game"] == g["game"] and g3["state"]["ply"] >= 1, str(g3))


async def test_the_owner_killed_mid_game_the_other_node_takes_the_game_and_both_play_on():
    settings = dict(bot_after_ms=8000, node_lease_ms=1000, disconnect_grace_ms=20000)
    async with two_nodes("kill", **settings) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        before = await play_plies(ga, {ga["you"]: a, gb["you"]: b}, 4)
        n1.proc.kill()
        n1.proc.wait()
        killed = time.time()
        again = await b.wait_for("game", 20)  # B sits on n2: a fresh snapshot from n2, without reconnecting
        print("  the game answered again %.1f s after its node was killed" % (time.time() - killed))
        check(again["game"] == ga["game"] and again["you"] == gb["you"] and again["state"] == before,
              "the snapshot after the take-over: %s, before: %s" % (again, before))
        check(stored("kill", "SELECT owner_node FROM games WHERE id = ?", (ga["game"],)) == [("n2",)], "not n2's")
        a2 = await n2.client(token=a.welcome["token"])  # A's node is gone: A reconnects, to n2
        ga2 = await a2.wait_for("game")
        check(ga2["state"] == before and ga2["you"] == ga["you"], str(ga2))
        state, plies = await play_out(again, {ga["you"]: a2, gb["you"]: b})
        rows = []
        wait_until("the stored result", lambda: rows.extend(stored(
            "kill", "SELECT COUNT(*) FROM plies WHERE game_id = ? AND EXISTS (SELECT 1 FROM games WHERE id = ? "
            "AND result IS NOT NULL)", (ga["game"], ga["game"]))) or rows[0][0] > 0)
        check(rows[0][0] == 4 + plies, "stored %s plies, played %d" % (rows, 4 + plies))


async def test_redis_restarted_mid_game_the_players_of_two_nodes_play_on():
    settings = dict(bot_after_ms=8000, node_lease_ms=1000)
    async with two_nodes("restart", **settings) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        before = await play_plies(ga, {ga["you"]: a, gb["you"]: b}, 2)
        redis.stop()
        redis.start()  # empty: the homes, the leases and the channels' subscriptions are gone
        # Frames of B's session may have been lost with Redis: n2 closes B's relayed connection.
        check(await b.closed_with(15) == 1012, "B's relayed connection was not closed with 1012")
        # Each node ends the relays it serves when it has subscribed again and when its lease sees a
        # new Redis connection, each at its own time (the reconnections' backoff, the lease's tick):
        # B comes back once both nodes have done both, or its new relay may be ended too.
        wait_until("both nodes subscribed again and their leases on a new connection", lambda: all(
            "subscribed to its channels again" in n.logs() and "its Redis connection is a new one" in n.logs()
            for n in (n1, n2)), 20)
        b2 = await n2.client(token=b.welcome["token"])
        gb2 = await b2.wait_for("game", 15)
        check(gb2["game"] == ga["game"] and gb2["state"] == before, "B's game after the restart: %s" % gb2)
        after = await play_plies(gb2, {ga["you"]: a, gb["you"]: b2}, 2)
        check(after["ply"] == before["ply"] + 2, str(after))
        n = stored("restart", "SELECT COUNT(*) FROM plies WHERE game_id = ?", (ga["game"],))
        check(n == [(after["ply"],)], "stored %s plies, played %d" % (n, after["ply"]))


async def test_postgres_restarted_mid_game_acknowledged_plies_survive_and_the_game_goes_on():
    settings = dict(bot_after_ms=8000, node_lease_ms=1000)
    async with two_nodes("pgdown", **settings) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        by_side = {ga["you"]: a, gb["you"]: b}
        state = await play_plies(ga, by_side, 2)
        pg.cluster().stop("immediate")  # as a crash: what was committed is replayed from the WAL
        try:
            # The plies are kept in memory and retried while PostgreSQL is away; the game goes on.
            state = await play_plies({"game": ga["game"], "state": state}, by_side, 2)
        finally:
            pg.cluster().start()
        count = lambda: stored("pgdown", "SELECT COUNT(*) FROM plies WHERE game_id = ?", (ga["game"],))[0][0]  # noqa: E731
        wait_until("the retried plies stored", lambda: count() == 4, seconds=20, why=lambda: "(%d)" % count())
        state = await play_plies({"game": ga["game"], "state": state}, by_side, 2)
        wait_until("every ply stored", lambda: count() == 6, why=lambda: "(%d)" % count())
        check(state["ply"] == 6, str(state))


async def test_an_owner_back_after_its_game_was_taken_writes_nothing_and_stops():
    # n1 times a move out after 3 s: once it runs again, that timer fires at once and n1 tries to
    # store the result of a game that is n2's by then.
    async with two_nodes("fence", n1=dict(move_time_limit_ms=3000), n2=dict(restart_grace_ms=30000), bot_after_ms=8000,
                         node_lease_ms=1000) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        before = await play_plies(ga, {ga["you"]: a, gb["you"]: b}, 2)
        os.kill(n1.proc.pid, signal.SIGSTOP)
        try:
            again = await b.wait_for("game", 20)
            check(again["state"] == before, "the snapshot after the take-over: %s" % again)
            wait_until("n2's claim", lambda: stored("fence", "SELECT owner_node FROM games WHERE id = ?",
                                                    (ga["game"],)) == [("n2",)])
            time.sleep(3.5)  # past n1's move limit
        finally:
            os.kill(n1.proc.pid, signal.SIGCONT)
        wait_until("n1 to stop", lambda: n1.proc.poll() is not None, why=lambda: n1.logs()[-2000:])
        check(n1.proc.returncode == 3, "n1 exited with %d" % n1.proc.returncode)
        check("another node owns game %s now" % ga["game"] in n1.logs(), n1.logs()[-2000:])
        rows = stored("fence", "SELECT result, (SELECT COUNT(*) FROM plies WHERE game_id = ?) FROM games WHERE id = ?",
                      (ga["game"], ga["game"]))
        check(rows == [(None, 2)], "n1 wrote to a game it no longer owned: %s" % rows)
        # The game goes on from n2.
        a2 = await n2.client(token=a.welcome["token"])
        ga2 = await a2.wait_for("game")
        check(ga2["state"] == before, str(ga2))
        await play_plies(again, {ga["you"]: a2, gb["you"]: b}, 2)


if __name__ == "__main__":
    main([
        test_players_on_two_nodes_are_paired_and_play_to_the_end,
        test_a_player_of_another_node_arriving_as_the_timer_fires_gets_one_answer_many_times,
        test_a_second_connection_on_another_node_replaces_the_first_and_gets_its_game,
        test_the_owner_killed_mid_game_the_other_node_takes_the_game_and_both_play_on,
        test_redis_restarted_mid_game_the_players_of_two_nodes_play_on,
        test_postgres_restarted_mid_game_acknowledged_plies_survive_and_the_game_goes_on,
        test_an_owner_back_after_its_game_was_taken_writes_nothing_and_stops,
    ])
