"""mancala-server: the public queue's races and rules — a human arriving as the computer timer
fires, disconnects while queued, one entry per player, one live queue game per player, one pool
per variant and clock."""

import asyncio
import json
import struct

from harness import RawSocket, Server, check, main
from test_cluster import Staircase


async def games_within(client, seconds):
    """Every `game` message the client receives within `seconds`."""
    games = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while True:
        left = end - loop.time()
        if left <= 0:
            return games
        try:
            m = await client.next(left)
        except asyncio.TimeoutError:
            return games
        if m["type"] == "game":
            games.append(m)


async def test_a_human_arriving_as_the_timer_fires_gets_exactly_one_game_many_times():
    """Each round, B (already connected) joins `delay` ms after A's join, racing A's 100 ms
    computer timer. The delay is a staircase (test_cluster.Staircase): shorter after a round the
    timer won, longer after a pairing, from 0 to 200 ms, its step (20 ms) halved at each turn,
    down to 5 ms. So the rounds gather where the two meet, however fast the machine is that day
    (on a cluster node the timer and the pairing go through Redis), and both outcomes occur
    (checked) as long as B's join reaches the queue within the 100 ms."""
    bot_after = 100
    s = Server(bot_after_ms=bot_after, disconnect_grace_ms=100)
    stairs, delays = Staircase(bot_after), []
    outcomes = {"human": 0, "bot": 0}
    try:
        for _ in range(40):
            a = await s.client()
            b = await s.client()
            await a.send(type="queue.join")
            await a.expect("queue.joined")
            delay = stairs.delay
            await asyncio.sleep(delay / 1000)
            await b.send(type="queue.join")
            # Each gets its first game however slow the machine; then nothing more may come.
            first = await asyncio.gather(a.wait_for("game", 10), b.wait_for("game", 10))
            more = await asyncio.gather(games_within(a, 0.3), games_within(b, 0.3))
            ga, gb = [first[0]] + more[0], [first[1]] + more[1]
            check(len(ga) == 1, "A got %d games" % len(ga))
            check(len(gb) == 1, "B got %d games" % len(gb))
            if ga[0]["players"]["north"]["bot"] is None and ga[0]["players"]["south"]["bot"] is None:
                outcomes["human"] += 1
                delays.append((delay, "human"))
                check(ga[0]["game"] == gb[0]["game"] and {ga[0]["you"], gb[0]["you"]} == {"south", "north"},
                      "A and B matched into different games")
            else:
                outcomes["bot"] += 1
                delays.append((delay, "bot"))
                check(gb[0]["game"] != ga[0]["game"] and gb[0]["players"]["north"]["bot"] == "medium",
                      "B, alone after A's computer game, must get its own computer game")
            stairs.next(timer_won=delays[-1][1] == "bot")
            for c in (a, b):
                # The writer thread stores a game after its `game` went out: wait for the row.
                for _ in range(100):
                    n = s.query("SELECT COUNT(*) FROM games WHERE south_player = ? OR north_player = ?",
                                (c.welcome["player"]["id"],) * 2)
                    if n != [(0,)]:
                        break
                    await asyncio.sleep(0.02)
                check(n == [(1,)], "a player is in %s games" % n)
            await a.close()
            await b.close()
        print("  outcomes over 40 races:", outcomes, "(delay ms, outcome):", delays)
        check(all(outcomes.values()), "an outcome never occurred, the race was not run: %s, (delay ms, outcome) %s"
              % (outcomes, delays))
    finally:
        s.stop()


async def test_a_disconnect_while_queued_never_leaves_a_half_made_game():
    s = Server(bot_after_ms=300)
    try:
        for _ in range(10):
            a = await s.client()
            await a.send(type="queue.join")
            await a.expect("queue.joined")
            await a.close()
            b = await s.client()
            await b.send(type="queue.join")
            await b.expect("queue.joined")
            # b must not be matched with the departed a: its game, if any, is the computer's after 300 ms.
            g = await b.expect("game", timeout=3)
            check(g["players"]["north"]["bot"] == "medium", "matched with a closed connection: %s" % g["players"])
            await b.close()
        _, h = s.get_json("/healthz")
        check(h["queue"] == 0, str(h))
    finally:
        s.stop()


async def test_a_player_whose_close_frame_was_answered_is_never_matched():
    # The window the test above can only hit by chance (it did under the sanitizers on a busy
    # machine): the server has answered A's close frame, so A's client is done, but A's TCP
    # connection is not closed yet. A raw client holds that state open: B must still get the computer.
    s = Server(bot_after_ms=300)
    try:
        a = RawSocket(s.port)

        def text_frame():
            while True:
                opcode, payload = a.read_frame()
                if opcode == 1:
                    return json.loads(payload)

        a.send_frame(1, json.dumps({"type": "hello", "protocol": 1}).encode())
        check(text_frame()["type"] == "welcome", "welcome expected")
        a.send_frame(1, json.dumps({"type": "queue.join"}).encode())
        check(text_frame()["type"] == "queue.joined", "queue.joined expected")
        a.send_frame(8, struct.pack("!H", 1000))
        check(a.close_code() == 1000, "the server must answer the close frame")
        b = await s.client()
        await b.send(type="queue.join")
        await b.expect("queue.joined")
        g = await b.expect("game", timeout=3)
        check(g["players"]["north"]["bot"] == "medium", "matched with a closing connection: %s" % g["players"])
        a.sock.close()
        await b.close()
    finally:
        s.stop()


async def queue_gauge_is(s, n):
    """Whether /healthz's `queue` reaches `n` within 5 s: an entry joins after its rating is read,
    after `queue.joined` went out (on PostgreSQL that read takes a moment)."""
    for _ in range(100):
        if s.get_json("/healthz")[1]["queue"] == n:
            await asyncio.sleep(0.1)  # and stays there: a second entry would show by now
            return s.get_json("/healthz")[1]["queue"] == n
        await asyncio.sleep(0.05)
    return False


async def test_one_queue_entry_per_player_and_one_live_queue_game():
    s = Server(bot_after_ms=60000)
    try:
        a = await s.client()
        for i in range(3):
            await a.send(type="queue.join", id=str(i))
            await a.expect("queue.joined", id=str(i))
        check(await queue_gauge_is(s, 1), "one entry expected")
        # A second tab of the same player replaces the first, whose entry goes: never matched with itself.
        tab2 = await s.client(token=a.welcome["token"])
        check(await a.closed_with() == 4001, "4001 expected")
        await tab2.send(type="queue.join")
        await tab2.expect("queue.joined")
        await tab2.silent(0.3)
        check(await queue_gauge_is(s, 1), "one entry expected")
        await tab2.send(type="queue.leave", id="l")
        await tab2.expect("queue.left", id="l")
        await tab2.send(type="queue.leave", id="l2")
        await tab2.expect("queue.left", id="l2")
        check(await queue_gauge_is(s, 0), "queue.leave must remove the entry")

        # Different variants never meet.
        b = await s.client()
        await tab2.send(type="queue.join", variant={"seeds": 3})
        await tab2.expect("queue.joined")
        await b.send(type="queue.join")
        await b.expect("queue.joined")
        await tab2.silent(0.3)
        # Same variant: matched; then neither may queue again while that game is on.
        await tab2.send(type="queue.join")
        await tab2.expect("queue.joined")
        g1 = await tab2.expect("game")
        await b.expect("game")
        await tab2.error("bad_message", type="queue.join")
        await tab2.send(type="resign", game=g1["game"])
        await tab2.expect("game.over")
        await tab2.send(type="queue.join", id="again")
        await tab2.expect("queue.joined", id="again")
    finally:
        s.stop()


ONE_PLUS_ONE = {"limit_s": 60, "inc_s": 1}
THREE_PLUS_TWO = {"limit_s": 180, "inc_s": 2}


async def join(client, **fields):
    """queue.join with `fields`; returns its queue.joined."""
    await client.send(type="queue.join", id="j", **fields)
    return await client.expect("queue.joined", id="j")


async def test_each_variant_and_clock_is_a_pool_of_its_own():
    s = Server(bot_after_ms=60000)
    try:
        a, b, c = await s.client(name="A"), await s.client(name="B"), await s.client(name="C")
        check((await join(a, clock=ONE_PLUS_ONE))["clock"] == ONE_PLUS_ONE, "queue.joined echoes the clock")
        check((await join(b, clock=THREE_PLUS_TWO))["clock"] == THREE_PLUS_TWO, "queue.joined echoes the clock")
        check(await queue_gauge_is(s, 2), "two entries expected")
        await a.silent(0.3)
        await b.silent(0.05)
        # Joining again with the same pool is a no-op answered queue.joined: A keeps her one entry.
        await join(a, clock=ONE_PLUS_ONE)
        check(await queue_gauge_is(s, 2), "joining the same pool again must not add an entry")
        # A bad clock is refused, naming the field, and B stays where he was.
        m = await b.error("bad_message", type="queue.join", clock={"limit_s": 60, "inc_s": 200})
        check("clock.inc_s" in m["message"], str(m))
        m = await b.error("bad_message", type="queue.join", clock="3+2")
        check("clock" in m["message"], str(m))
        check(await queue_gauge_is(s, 2), "a refused join must change nothing")
        # The same clock: C meets A (not B), and both games carry the pool's clock.
        await join(c, clock=ONE_PLUS_ONE)
        ga, gc = await a.expect("game"), await c.expect("game")
        check(ga["game"] == gc["game"], "A and C must share one game")
        for g in (ga, gc):
            check(g["clock"] is not None and g["clock"]["limit_s"] == 60 and g["clock"]["inc_s"] == 1, str(g))
        await b.silent(0.2)
        d = await s.client(name="D")
        await join(d, clock=THREE_PLUS_TWO)
        gb, gd = await b.expect("game"), await d.expect("game")
        check(gb["game"] == gd["game"] and gb["clock"]["limit_s"] == 180, "%s / %s" % (gb, gd))
        check(await queue_gauge_is(s, 0), "everyone paired")
    finally:
        s.stop()


async def test_an_omitted_clock_is_default_clock_and_null_is_untimed():
    s = Server(bot_after_ms=60000, default_clock="2+1")
    try:
        a, b, c, d = [await s.client() for _ in range(4)]
        check((await join(a))["clock"] == {"limit_s": 2, "inc_s": 1}, "omitted: the server's default_clock")
        check((await join(b, clock=None))["clock"] is None, "null: untimed")
        await a.silent(0.3)
        # Another variant with the same clock is still another pool.
        await join(c, variant={"seeds": 3}, clock={"limit_s": 2, "inc_s": 1})
        await a.silent(0.3)
        # Moving to another pool: A leaves the 2+1 pool and meets B in the untimed one.
        await join(a, clock=None)
        ga, gb = await a.expect("game"), await b.expect("game")
        check(ga["game"] == gb["game"] and ga["clock"] is None and isinstance(ga["move_deadline_ms"], int), str(ga))
        await join(d, variant={"seeds": 3})
        gc, gd = await c.expect("game"), await d.expect("game")
        check(gc["game"] == gd["game"] and gc["clock"]["limit_s"] == 2, str(gc))
    finally:
        s.stop()


async def test_the_computer_after_bot_after_ms_keeps_the_pools_clock():
    s = Server(bot_after_ms=300)
    try:
        a = await s.client()
        await join(a, clock=ONE_PLUS_ONE)
        g = await a.expect("game", timeout=5)
        check(g["players"]["north"]["bot"] == "medium", str(g["players"]))
        check(g["clock"] is not None and g["clock"]["limit_s"] == 60 and g["clock"]["inc_s"] == 1, str(g))
    finally:
        s.stop()


async def test_bot_play_takes_its_clock_and_local_play_is_untimed():
    s = Server()
    try:
        a = await s.client()
        await a.send(type="bot.play", id="t", level="easy", clock=ONE_PLUS_ONE)
        g = await a.expect("game", id="t")
        check(g["clock"] is not None and g["clock"]["limit_s"] == 60, str(g))
        for i, fields in enumerate(({}, {"clock": None})):
            await a.send(type="bot.play", id="u%d" % i, level="easy", **fields)
            g = await a.expect("game", id="u%d" % i)
            check(g["clock"] is None, "bot.play without a clock is untimed: %s" % g)
        await a.send(type="local.play", id="l")
        check((await a.expect("game", id="l"))["clock"] is None, "local.play is untimed whatever default_clock says")
        m = await a.error("bad_message", type="bot.play", level="easy", clock={"limit_s": 0, "inc_s": 0})
        check("clock.limit_s" in m["message"], str(m))
    finally:
        s.stop()


async def test_two_players_of_whom_one_blocked_the_other_are_never_paired():
    # Both wait in one pool, long enough to meet at any rating: each gets the computer instead,
    # and a third player who comes is paired with whichever is still waiting.
    import http.client
    s = Server(bot_after_ms=1500)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
        con.request("POST", "/api/players/%s/block" % b.welcome["player"]["id"],
                    headers={"Authorization": "Bearer " + a.welcome["token"]})
        r = con.getresponse()
        check(r.status == 200, "block: %s %s" % (r.status, r.read()))
        con.close()
        for c in (a, b):
            await c.send(type="queue.join", clock={"limit_s": 60, "inc_s": 0})
            await c.expect("queue.joined")
        await a.silent(1.0)  # past half of bot_after_ms the window is unlimited: only the block holds
        c = await s.client(name="Cid")
        await c.send(type="queue.join", clock={"limit_s": 60, "inc_s": 0})
        await c.expect("queue.joined")
        gc = await c.wait_for("game")
        opponent = gc["players"]["north" if gc["you"] == "south" else "south"]
        check(opponent["bot"] is None and opponent["name"] in ("Ann", "Bob"), "Cid meets Ann or Bob: %s" % gc)
        other = b if opponent["name"] == "Ann" else a
        go = await other.wait_for("game", timeout=5)
        seat = go["players"]["north" if go["you"] == "south" else "south"]
        check(seat["bot"] is not None, "the one left waiting gets the computer, not the blocked player: %s" % go)
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_human_arriving_as_the_timer_fires_gets_exactly_one_game_many_times,
        test_a_disconnect_while_queued_never_leaves_a_half_made_game,
        test_a_player_whose_close_frame_was_answered_is_never_matched,
        test_one_queue_entry_per_player_and_one_live_queue_game,
        test_each_variant_and_clock_is_a_pool_of_its_own,
        test_an_omitted_clock_is_default_clock_and_null_is_untimed,
        test_the_computer_after_bot_after_ms_keeps_the_pools_clock,
        test_bot_play_takes_its_clock_and_local_play_is_untimed,
        test_two_players_of_whom_one_blocked_the_other_are_never_paired,
    ])
