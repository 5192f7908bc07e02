"""mancala-server: games with clocks, on short real clocks — the server flags a side by itself,
a missed first ply aborts, each ply's clock is in `moved` and the record, the computer plays with
a clock of its own (PROTOCOL.md §Clocks and time controls)."""

import asyncio
import time

import websockets

from delay_proxy import DelayProxy
from harness import Client, Server, check, legal_pits, main


async def timed_pair(s, clock):
    """Two greeted clients matched in the queue's pool of `clock`: (south, north, south's game)."""
    a = await s.client(name="Ann")
    b = await s.client(name="Bob")
    for c in (a, b):
        await c.send(type="queue.join", clock=clock)
        joined = await c.expect("queue.joined")
        check(joined.get("clock") == clock, "queue.joined echoes the clock: %s" % joined)
    ga = await a.expect("game")
    gb = await b.expect("game")
    return (a, b, ga) if ga["you"] == "south" else (b, a, gb)


async def first_plies(south, north, g):
    """Each side sows its pit 0 (four seeds: no store reached, no extra turn); returns North's `moved`."""
    await south.send(type="move", game=g["game"], ply=0, pit=0)
    await south.wait_for("moved")
    m = await north.wait_for("moved")
    check(m["clock"]["running"] is None and 0 < m["clock"]["first_move_ms"] <= 30000,
          "North's first ply is on its first-move timer: %s" % m["clock"])
    await north.send(type="move", game=g["game"], ply=1, pit=0)
    await north.wait_for("moved")
    return await south.wait_for("moved")


async def test_the_server_flags_a_side_within_half_a_second_with_nobody_sending_anything():
    s = Server()
    try:
        south, north, g = await timed_pair(s, {"limit_s": 2, "inc_s": 0})
        c = g["clock"]
        check(c["limit_s"] == 2 and c["inc_s"] == 0 and c["south_ms"] == 2000 and c["north_ms"] == 2000, str(c))
        status, live = s.get_json("/api/live")
        listed = [x for x in live["games"] if x["game"] == g["game"]]
        check(status == 200 and listed and listed[0]["clock"] == {"limit_s": 2, "inc_s": 0}, str(live)[:300])
        check(c["running"] is None and c["first_move_ms"] == 30000, str(c))
        moved = await first_plies(south, north, g)
        seen_at = time.monotonic()
        check(moved["clock"]["running"] == "south" and moved["clock"]["south_ms"] == 2000, str(moved["clock"]))
        over = await north.wait_for("game.over", timeout=10)
        late = time.monotonic() - seen_at
        check(over["state"]["reason"] == "timeout" and over["state"]["result"] == "north", str(over["state"]))
        check(over["clock"]["south_ms"] == 0 and over["clock"]["running"] is None, str(over["clock"]))
        # South's 2 s ran from its turn's start, a little before `moved` reached this client.
        check(1.9 <= late <= 2.5, "game.over %.3f s after the turn started, not within 0.5 s of the flag" % late)
        over_s = await south.wait_for("game.over")
        check(over_s["state"] == over["state"], "both seats hear the same end")
    finally:
        s.stop()


async def test_a_missed_first_ply_aborts_the_game_unrated_with_no_result():
    s = Server(first_move_ms=1000)
    try:
        south, north, g = await timed_pair(s, {"limit_s": 60, "inc_s": 0})
        check(g["clock"]["first_move_ms"] == 1000, str(g["clock"]))
        over = await north.wait_for("game.over", timeout=10)
        check(over["state"]["over"] and over["state"]["reason"] == "aborted" and over["state"]["result"] is None,
              str(over["state"]))
        check(over["rated"] is False, str(over))
    finally:
        s.stop()


async def test_each_ply_carries_the_clocks_and_the_increment_comes_when_the_turn_passes():
    s = Server()
    try:
        south, north, g = await timed_pair(s, {"limit_s": 60, "inc_s": 5})
        await first_plies(south, north, g)
        # South's second turn: pit 1 holds 5 seeds, the last lands in its store: an extra turn,
        # which keeps South's time running and earns nothing; then pit 2 (6 seeds) passes the turn.
        await south.send(type="move", game=g["game"], ply=2, pit=1)
        m = await north.wait_for("moved")
        c = m["clock"]
        check(m["extra_turn"] and c["running"] == "south" and c["south_ms"] <= 60000, "an extra turn: %s" % c)
        await south.send(type="move", game=g["game"], ply=3, pit=2)
        m = await north.wait_for("moved")
        c = m["clock"]
        check(not m["extra_turn"], str(m))
        check(c["running"] == "north" and 60000 < c["south_ms"] <= 65000, "the increment once the turn passed: %s" % c)
        check(c["north_ms"] == 60000, str(c))
        await south.send(type="resign", game=g["game"])
        await north.wait_for("game.over")
    finally:
        s.stop()


async def test_the_computer_plays_with_a_clock_and_the_game_ends_on_the_board():
    s = Server()
    try:
        a = await s.client(name="Ann")
        await a.send(type="bot.play", level="easy", clock={"limit_s": 20, "inc_s": 1})
        g = await a.expect("game")
        check(g["clock"]["limit_s"] == 20 and g["clock"]["inc_s"] == 1, str(g.get("clock")))
        state = g["state"]
        while not state["over"]:
            if state["to_move"] == "south":
                await a.send(type="move", game=g["game"], ply=state["ply"], pit=legal_pits(state, "south")[-1])
            m = await a.wait_for("moved", timeout=15)
            check(m["clock"] is not None and m["clock"]["limit_s"] == 20, str(m.get("clock")))
            state = m["state"]
        check(state["reason"] == "normal", "nobody flags in 20+1 with quick plies: %s" % state)
    finally:
        s.stop()


async def test_draw_offer_accepted_and_abort_over_the_wire():
    s = Server()
    try:
        south, north, g = await timed_pair(s, {"limit_s": 60, "inc_s": 0})
        await first_plies(south, north, g)
        await south.send(type="draw", game=g["game"])
        offer = await north.wait_for("offer")
        check(offer == {"type": "offer", "game": g["game"], "kind": "draw", "from": "south"}, str(offer))
        await north.send(type="decline", game=g["game"], kind="draw")
        cleared = await south.wait_for("offer.cleared")
        check(cleared["kind"] == "draw", str(cleared))
        await north.send(type="draw", game=g["game"])
        await south.wait_for("offer")
        await south.send(type="draw", game=g["game"])
        over = await north.wait_for("game.over")
        check(over["state"]["result"] == "draw" and over["state"]["reason"] == "agreement", str(over["state"]))
        status, stored = s.get_json("/api/games/" + g["game"])
        check(status == 200 and stored["reason"] == "agreement" and stored["result"] == "draw", str(stored)[:300])

        south, north, g = await timed_pair(s, {"limit_s": 60, "inc_s": 0})
        await north.send(type="decline", game=g["game"], kind="sideways", id="d1")
        err = await north.expect("error", id="d1")
        check(err["code"] == "bad_message" and "kind" in err["message"], str(err))
        await north.send(type="abort", game=g["game"])
        over = await south.wait_for("game.over")
        check(over["state"]["reason"] == "aborted" and over["state"]["result"] is None, str(over["state"]))
        status, stored = s.get_json("/api/games/" + g["game"])
        check(stored["reason"] == "aborted" and stored["result"] is None and stored["ended_at"], str(stored)[:300])
    finally:
        s.stop()


async def test_the_computer_grants_a_takeback_at_once_and_the_store_keeps_the_earlier_plies():
    s = Server(bot_pause_ms=0)
    try:
        a = await s.client(name="Ann")
        await a.send(type="bot.play", level="easy", side="south", clock={"limit_s": 60, "inc_s": 0})
        g = await a.expect("game")
        state = g["state"]
        turns_started = []  # the ply number at the start of each of Ann's turns (a turn may hold extra plies)
        last_side = None
        while True:
            check(not state["over"], str(state))
            if state["to_move"] == "south":
                if last_side != "south":
                    if len(turns_started) == 2:
                        break  # Ann's second turn is made and the computer has answered it
                    turns_started.append(state["ply"])
                await a.send(type="move", game=g["game"], ply=state["ply"], pit=legal_pits(state, "south")[-1])
            m = await a.wait_for("moved", timeout=15)
            state, last_side = m["state"], m["side"]
        await a.send(type="takeback", game=g["game"])
        back = await a.wait_for("game")
        kept = turns_started[1]
        check(back["state"]["ply"] == kept and back["state"]["to_move"] == "south", str(back["state"]))
        check(len(back["moves"]) == kept, str(back["moves"]))
        status, stored = s.get_json("/api/games/" + g["game"])
        check(status == 200 and len(stored["moves"]) == kept, str(stored)[:400])
        check(stored["moves"] == back["moves"], "the stored moves are those kept: %s / %s" % (stored, back["moves"]))
        # The game goes on from there, numbered from the kept plies.
        await a.send(type="move", game=g["game"], ply=kept, pit=legal_pits(back["state"], "south")[0])
        m = await a.wait_for("moved", timeout=15)
        check(m["state"]["ply"] == kept + 1, str(m["state"]))
    finally:
        s.stop()


async def test_correspondence_your_turn_lists_the_games_where_the_player_is_to_move():
    s = Server()
    try:
        south, north, g = await timed_pair(s, {"days": 3})
        check(g["clock"]["days"] == 3 and g["clock"]["deadline"].endswith("Z"), str(g["clock"]))
        sid, nid = south.welcome["player"]["id"], north.welcome["player"]["id"]
        status, mine = s.get_json("/api/players/%s/games?status=your_turn" % sid)
        check(status == 200 and [x["game"] for x in mine["games"]] == [g["game"]], str(mine))
        check(mine["games"][0]["clock"] == {"days": 3} and mine["games"][0]["deadline"].endswith("Z"), str(mine))
        _, theirs = s.get_json("/api/players/%s/games?status=your_turn" % nid)
        check(theirs["games"] == [], str(theirs))
        await south.send(type="move", game=g["game"], ply=0, pit=0)
        await north.wait_for("moved")
        _, mine = s.get_json("/api/players/%s/games?status=your_turn" % sid)
        _, theirs = s.get_json("/api/players/%s/games?status=your_turn" % nid)
        check(mine["games"] == [] and [x["game"] for x in theirs["games"]] == [g["game"]], "%s %s" % (mine, theirs))
        status, body = s.get_json("/api/players/%s/games?status=mine" % sid)
        check(status == 400 and body["error"] == "bad_request", str(body))
        # Leaving a correspondence game is normal: no grace runs, the opponent hears no deadline.
        await north.close()
        gone = await south.wait_for("opponent")
        check(gone["connected"] is False and gone["grace_ms"] is None, str(gone))
    finally:
        s.stop()


async def test_a_far_client_is_credited_its_round_trip_as_far_as_the_quota_goes():
    # Pings every quarter of idle_timeout_ms (250 ms) measure each connection's round trip.
    s = Server(idle_timeout_ms=1000)
    proxy = await DelayProxy(s.port, 0.15).start()  # 300 ms a round trip for South
    try:
        south = Client(s)
        south.ws = await websockets.connect("ws://127.0.0.1:%d/ws" % proxy.port, max_size=None, open_timeout=10)
        await south.hello(name="Far")
        north = await s.client(name="Near")
        # The far client invites and sits South: its clock is the one read.
        await south.send(type="friend.create", side="south", clock={"limit_s": 60, "inc_s": 0})
        code = (await south.expect("friend.created"))["code"]
        await north.send(type="friend.join", code=code)
        g = await south.expect("game")
        await north.expect("game")
        check(g["you"] == "south", str(g))
        await asyncio.sleep(1.5)  # a few pings: the round trip is measured
        await first_plies(south, north, g)
        # South answers North's ply the moment it arrives: its time ran only on the wire.
        await south.send(type="move", game=g["game"], ply=2, pit=2)  # 5 seeds: no extra turn
        m = await north.wait_for("moved")
        charged = 60000 - m["clock"]["south_ms"]
        # Uncredited, South would lose the whole round trip (~300 ms); the quota (1,170 ms to start
        # with at 60+0) covers it.
        check(0 <= charged < 150, "the far client was charged %d ms for a ply made at once" % charged)
        await south.ws.close()
    finally:
        await proxy.stop()
        s.stop()


if __name__ == "__main__":
    main([
        test_the_server_flags_a_side_within_half_a_second_with_nobody_sending_anything,
        test_a_missed_first_ply_aborts_the_game_unrated_with_no_result,
        test_each_ply_carries_the_clocks_and_the_increment_comes_when_the_turn_passes,
        test_the_computer_plays_with_a_clock_and_the_game_ends_on_the_board,
        test_draw_offer_accepted_and_abort_over_the_wire,
        test_correspondence_your_turn_lists_the_games_where_the_player_is_to_move,
        test_a_far_client_is_credited_its_round_trip_as_far_as_the_quota_goes,
        test_the_computer_grants_a_takeback_at_once_and_the_store_keeps_the_earlier_plies,
    ])
