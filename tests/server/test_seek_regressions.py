"""mancala-server: regressions from attacking seeks, challenges and offers over the wire.
A lobby step that reads ratings off the lobby's strand (seek.accept, a rated challenge.accept) must
act on the world as it is then: an accepter who left meanwhile gets no game (no seat named ""), and
one whose connection was replaced gets the game on the live one; these tests make the race certain
by keeping the server's two store readers busy hashing passwords (POST /api/accounts). A player who
gets a real-time game from a seek leaves the queue, and the queue refuses a player at
max_games_per_player. Throwaway guests cannot fill the lobby with correspondence seeks. A draw
accepted after the flag fell does not count (a timing race: each run tries 80 games around the
deadline). moretime to a side on its first-move timer stops at the bound too."""

import asyncio
import json
import os
import socket
import time

from harness import Server, check, main
from test_seek_races import alive, drain, listed, pid, seek


def hold_the_readers(s, n=2):
    """Keeps the server's store readers busy for a moment (each POST /api/accounts hashes a password
    on one of them), so that a lobby step waiting for a read comes after what the client does next.
    Returns the sockets; read_answers() collects the 201s."""
    socks = []
    for _ in range(n):
        body = json.dumps({"username": "u" + os.urandom(6).hex(), "password": "p" * 20}).encode()
        c = socket.create_connection(("127.0.0.1", s.port), timeout=10)
        c.sendall(b"POST /api/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Content-Length: %d\r\n\r\n" % len(body) + body)
        socks.append(c)
    return socks


def read_answers(socks):
    for c in socks:
        check(c.recv(64).startswith(b"HTTP/1.1 201"), "an account was made")
        c.close()


async def test_an_accepter_who_leaves_while_the_accept_is_judged_keeps_their_name():
    # Bug: seek.accept reads both ratings off the lobby's strand; when the accepting player's
    # connection closes meanwhile, Lobby::disconnected erases them from players_, and open_proposal's
    # seat_of(player) makes an empty entry again: the game opens with the accepter's seat named "".
    s = Server()
    try:
        a = await s.client(name="Ann")
        for round_ in range(3):
            b = await s.client(name="Bob")
            sid = await seek(a, clock={"days": 3}, rated=False)
            socks = hold_the_readers(s)
            await asyncio.sleep(0.02)
            await b.send(type="seek.accept", id="sa", seek=sid)
            await b.close()
            read_answers(socks)
            try:
                ga = await a.wait_for("game", timeout=2)
            except (AssertionError, asyncio.TimeoutError):
                continue  # refused because Bob left: fine too
            seat = ga["players"]["north" if ga["you"] == "south" else "south"]
            check(seat["name"] == "Bob" and seat["id"] == pid(b), "round %d: the accepter's seat: %s" % (round_, seat))
            await a.send(type="resign", game=ga["game"])
            await a.wait_for("game.over")
            await drain(a, 0.1)
        alive(s)
    finally:
        s.stop()


async def test_a_rated_challenge_accepter_who_leaves_while_it_is_judged_keeps_their_name():
    # The same bug through challenge.accept: a rated challenge reads both ratings off the strand.
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        await a.send(type="challenge.create", id="cc", player=pid(b), rated=True, clock={"days": 3})
        cid = (await a.expect("challenge.created"))["challenge"]
        await b.expect("challenge")
        socks = hold_the_readers(s)
        await asyncio.sleep(0.02)
        await b.send(type="challenge.accept", id="ca", challenge=cid)
        await b.close()
        read_answers(socks)
        try:
            ga = await a.wait_for("game", timeout=2)
        except (AssertionError, asyncio.TimeoutError):
            return  # refused because Bob left: fine too
        seat = ga["players"]["north" if ga["you"] == "south" else "south"]
        check(seat["name"] == "Bob" and seat["id"] == pid(b), "the accepter's seat: %s" % seat)
        alive(s)
    finally:
        s.stop()


async def test_an_accept_sent_just_before_a_second_connection_opens_the_game_on_the_live_one():
    # Bug: open_proposal seats the accepting player on the connection the accept came from
    # (reply.peer). When the player's second connection has replaced that one meanwhile (4001),
    # the game is opened on the closed connection: the live one never hears of it, and the
    # connected player loses it by abandon after the grace (or the first-move timer).
    s = Server()
    try:
        a = await s.client(name="Ann")
        b1 = await s.client(name="Bob")
        token = b1.welcome["token"]
        sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False)
        socks = hold_the_readers(s)
        await asyncio.sleep(0.02)
        await b1.send(type="seek.accept", id="sa", seek=sid)
        await asyncio.sleep(0.01)
        b2 = await s.client(token=token)
        read_answers(socks)
        try:
            ga = await a.wait_for("game", timeout=2)
        except (AssertionError, asyncio.TimeoutError):
            ga = None  # refused: fine too, but then the seek must still be open
        if ga is None:
            check(sid in listed(s), "no game, and the seek is gone: %s" % listed(s))
        else:
            try:
                gb = await b2.wait_for("game", timeout=2)
            except (AssertionError, asyncio.TimeoutError):
                raise AssertionError("game %s opened for Bob, but his live connection never heard of it" % ga["game"])
            check(gb["game"] == ga["game"], "Bob's live connection gets the game: %s / %s" % (gb, ga))
            check((await a.wait_for("seek.cancelled"))["seek"] == sid, "the accepted seek leaves Ann's list")
            await a.silent(2.5)  # Bob is connected: no `opponent` away, no abandon
        alive(s)
    finally:
        s.stop()



async def test_a_player_queued_who_accepts_a_seek_gets_no_second_game_from_the_queue():
    # Bug: a game from seek.accept (or challenge.accept, friend.join) leaves its players in the
    # queue, and the queue's pairing and computer fallback (Lobby::open_pairing, on_fallback) never
    # count max_games_per_player: with a limit of 1, the queued accepter holds two real-time games,
    # both clocks running. Reproduce: max_games_per_player=1; Bob queue.join (60+0), then
    # seek.accept of Ann's 60+0 seek: Bob gets the seek's game, then the computer's 300 ms later.
    s = Server(max_games_per_player=1)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False)
        await b.send(type="queue.join", clock={"limit_s": 60, "inc_s": 0})
        await b.expect("queue.joined")
        await b.send(type="seek.accept", id="sa", seek=sid)
        got = await drain(b, 1.0)  # bot_after_ms is 300
        games = [m for m in got if m["type"] == "game"]
        check(len(games) == 1, "Bob, allowed one game, holds %d: %s" % (
            len(games), [(g["game"], g["players"]["south"]["name"], g["players"]["north"]["name"]) for g in games]))
        check(s.get_json("/healthz")[1]["games"] == 1, str(s.get_json("/healthz")))
    finally:
        s.stop()


async def test_a_player_at_the_game_limit_gets_no_game_from_the_queue():
    # The other way round: at max_games_per_player already (a game from a seek), queue.join is
    # answered queue.joined and the computer's game comes all the same.
    s = Server(max_games_per_player=1)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False)
        await b.send(type="seek.accept", id="sa", seek=sid)
        await b.expect("game", id="sa")
        await b.send(type="queue.join", id="q", clock={"limit_s": 60, "inc_s": 0})
        got = await drain(b, 1.0)
        extra = [(m["game"], m["players"]["north"]["name"]) for m in got if m["type"] == "game"]
        check(not extra, "a second game beyond the limit of 1: %s" % extra)
    finally:
        s.stop()


async def test_guests_filling_the_lobby_with_correspondence_seeks_do_not_close_it_to_everyone():
    # Bug: a correspondence seek outlives its player, is stored, never expires, and a guest is one
    # `hello` away. 400 throwaway guests (20 connections at a time, well under a second) each file
    # 5 correspondence seeks and leave: the lobby holds its 2000 seeks at most (max_seeks), so every
    # other player's seek.create is refused `rate_limited` "at most 5 open seeks at once" though
    # they hold none, for good (a restart lists them again). GET /api/seeks, oldest first with at
    # most 100, shows only the guests' seeks once 20 guests have done it.
    s = Server()
    try:
        async def guest(n):
            c = await s.client(name="G%d" % n)
            for _ in range(5):
                await c.send(type="seek.create", clock={"days": 14}, rated=False)
            answers = [await c.next() for _ in range(5)]
            await c.close()
            return sum(m["type"] == "seek.created" for m in answers)
        made = 0
        for batch in range(0, 400, 20):
            made += sum(await asyncio.gather(*(guest(batch + k) for k in range(20))))
        victim = await s.client(name="Vic")
        await victim.send(type="seek.create", id="v", clock={"limit_s": 180, "inc_s": 2})
        m = await victim.next()
        check(m["type"] == "seek.created", "after %d seeks of departed guests, a player with none is refused: %s" % (made, m))
        alive(s)
    finally:
        s.stop()


async def one_draw_at_the_flag(s, n, offset_ms):
    """South, on a 1 s clock, accepts North's draw offer `offset_ms` after its time runs out (as
    the last `moved` told it). Returns South's `game.over`."""
    a = await s.client(name="S%d" % n)
    b = await s.client(name="N%d" % n)
    sid = await seek(a, clock={"limit_s": 1, "inc_s": 0}, rated=False, side="south")
    await b.send(type="seek.accept", seek=sid)
    g = await b.wait_for("game")
    state, seats, last = g["state"], {"south": a, "north": b}, None
    while state["ply"] < 2 or state["to_move"] != "south":
        await seats[state["to_move"]].send(type="move", game=g["game"], ply=state["ply"],
                                           pit=[i for i, k in enumerate(state["pits"][0 if state["to_move"] == "south" else 1]) if k][0])
        last = await a.wait_for("moved")
        state = last["state"]
        await b.wait_for("moved")
    heard = time.monotonic()
    await b.send(type="draw", game=g["game"])
    await a.wait_for("offer")
    await asyncio.sleep(max(0.0, heard + (last["clock"]["south_ms"] + offset_ms) / 1000 - time.monotonic()))
    await a.send(type="draw", game=g["game"])
    over = await a.wait_for("game.over", timeout=5)
    await a.close()
    await b.close()
    return over


async def test_a_draw_accepted_after_the_flag_fell_does_not_count():
    # Bug: a ply sent after the side to move's deadline, before the room's timer has run, does not
    # count (GameRoom::apply checks game_clock_->expired first), but an offer does: GameRoom::offer
    # (and more_time, and a takeback's acceptance) never looks at the clock. South, whose 1 s has
    # run out, accepts North's draw a few ms later and the game ends a draw by `agreement` with
    # South's clock at 0 in game.over, instead of `timeout`. The window is the timer's latency: the
    # test sweeps 80 games' accepts over -10..+30 ms around the deadline, at once (most runs catch it).
    s = Server(first_move_ms=1000, max_connections_per_ip=400)
    try:
        overs = await asyncio.gather(*(one_draw_at_the_flag(s, n, n / 2 - 10) for n in range(80)))
        late = [o for o in overs if o["state"]["reason"] == "agreement" and o["clock"]["south_ms"] == 0]
        check(not late, "%d draws agreed after South's flag fell: %s" % (len(late), [o["game"] for o in late]))
        check(all(o["state"]["reason"] in ("agreement", "timeout") for o in overs), str(overs))
        alive(s)
    finally:
        s.stop()

async def test_moretime_to_a_side_on_its_first_move_timer_stops_at_the_bound_too():
    # Bug: moretime is refused "once the opponent holds two hours" (docs/protocol.md §Offers), but
    # GameRoom::more_time compares the opponent's clock (left_ms), while GameClock::give puts the
    # time on the first-move timer when the opponent is still on it: North's 600 moretimes at ply 0
    # are all granted, and South's first-move timer reaches 2.5 h (up to 30 days with more).
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False, side="south")
        await b.send(type="seek.accept", seek=sid)
        g = await b.wait_for("game")
        for _ in range(600):  # 600 x 15 s would be 2.5 h: the bound is 2 h
            await b.send(type="moretime", game=g["game"])
        snapshots, refused = 0, 0
        while snapshots + refused < 600:
            m = await b.next()
            if m["type"] == "game":
                snapshots += 1
                last = m
            elif m["type"] == "error":
                check(m["code"] == "bad_message" and "as much time" in m["message"], str(m))
                refused += 1
        check(470 <= snapshots <= 482 and refused == 600 - snapshots, "%d given, %d refused; last: %s" % (snapshots, refused, last["clock"]))
        given = last["clock"]["first_move_ms"]  # South is still on the first-move timer
        check(2 * 3600 * 1000 <= given <= 2 * 3600 * 1000 + 45000, str(last["clock"]))
        check(last["clock"]["south_ms"] == 60000 and last["clock"]["north_ms"] == 60000, str(last["clock"]))
        await a.send(type="move", game=g["game"], ply=0, pit=0)
        moved = await a.wait_for("moved")
        check(moved["clock"]["south_ms"] == 60000, "the first-move gift stays on that timer: %s" % moved["clock"])
        await b.send(type="resign", game=g["game"])
        alive(s)
    finally:
        s.stop()

if __name__ == "__main__":
    main([
        test_an_accepter_who_leaves_while_the_accept_is_judged_keeps_their_name,
        test_a_rated_challenge_accepter_who_leaves_while_it_is_judged_keeps_their_name,
        test_an_accept_sent_just_before_a_second_connection_opens_the_game_on_the_live_one,
        test_a_player_queued_who_accepts_a_seek_gets_no_second_game_from_the_queue,
        test_a_player_at_the_game_limit_gets_no_game_from_the_queue,
        test_guests_filling_the_lobby_with_correspondence_seeks_do_not_close_it_to_everyone,
        test_a_draw_accepted_after_the_flag_fell_does_not_count,
        test_moretime_to_a_side_on_its_first_move_timer_stops_at_the_bound_too,
    ])
