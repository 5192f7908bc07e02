"""mancala-server: seeks and challenges under attack (PROTOCOL.md §Seeks and challenges) — one seek
accepted by two players at the same instant opens one game; a seek accepted while its seeker leaves
opens at most one game and is never listed again; a seek survives its player's second connection
(4001 `replaced`); odd and huge fields are one `error` each and change nothing; a challenge, a seek
and a friend code accepted at once never give a player more than `max_games_per_player` games;
GET /api/seeks refuses odd limits and methods; a moretime flood stops at its bound; the server keeps
answering /healthz and /metrics throughout."""

import asyncio
import http.client
import json

from harness import Server, check, main


def pid(client):
    return client.welcome["player"]["id"]


def listed(s):
    status, body = s.get_json("/api/seeks")
    check(status == 200, "GET /api/seeks: %s %s" % (status, body))
    return {e["seek"]: e for e in body["seeks"]}


def alive(s):
    """The process runs and answers /healthz and /metrics."""
    check(s.proc.poll() is None, "the server exited with %s" % s.proc.returncode)
    status, health = s.get_json("/healthz")
    check(status == 200 and health["status"] == "ok", str(health))
    status, _, body = s.get("/metrics")
    check(status == 200 and b"# TYPE" in body, "metrics: %s" % status)
    return health


async def seek(client, **fields):
    await client.send(type="seek.create", id="sc", **fields)
    m = await client.wait_for("seek.created")
    return m["seek"]


async def drain(client, seconds=0.3):
    """Every message that arrives within `seconds` (and those already kept)."""
    out, client.inbox = client.inbox, []
    try:
        while True:
            out.append(await client.next(seconds))
    except (asyncio.TimeoutError, Exception):
        return out


async def test_two_players_accepting_one_seek_at_the_same_instant_open_one_game():
    s = Server()
    try:
        a = await s.client(name="Ann")
        for round_ in range(8):
            b = await s.client(name="Bob%d" % round_)
            c = await s.client(name="Cat%d" % round_)
            sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=round_ % 2 == 0)
            frame = json.dumps({"type": "seek.accept", "id": "race", "seek": sid})
            await asyncio.gather(b.ws.send(frame), c.ws.send(frame))
            answers = [await b.next(), await c.next()]
            games = [m for m in answers if m["type"] == "game"]
            errors = [m for m in answers if m["type"] == "error"]
            check(len(games) == 1 and len(errors) == 1, "round %d: %s" % (round_, answers))
            check(errors[0]["code"] == "bad_message" and errors[0]["id"] == "race", str(errors))
            ga = await a.wait_for("game")
            check(ga["game"] == games[0]["game"], "%s / %s" % (ga, games[0]))
            rest = await drain(a)
            check([m["type"] for m in rest] == ["seek.cancelled"], "round %d, Ann heard: %s" % (round_, rest))
            check(listed(s) == {}, str(listed(s)))
            await a.send(type="resign", game=ga["game"])
            await a.wait_for("game.over")
            for x in (b, c):
                await x.close()
        alive(s)
    finally:
        s.stop()


async def test_a_seek_accepted_while_its_seeker_leaves_opens_at_most_one_game_and_is_gone():
    s = Server(disconnect_grace_ms=500)
    try:
        opened = 0
        for round_ in range(8):
            a = await s.client(name="Ann%d" % round_)
            b = await s.client(name="Bob%d" % round_)
            sid = await seek(a, clock={"limit_s": 60, "inc_s": 0})
            await asyncio.gather(b.send(type="seek.accept", id="sa", seek=sid), a.ws.close())
            m = await b.next()
            check(m["type"] in ("game", "error"), str(m))
            if m["type"] == "game":
                opened += 1
                away = await b.wait_for("opponent")  # the seeker's seat is away: its grace ends it
                check(away["connected"] is False, str(away))
                over = await b.wait_for("game.over", timeout=5)
                check(over["state"]["reason"] in ("abandon", "aborted"), str(over))
            else:
                check(m["code"] == "bad_message" and m["id"] == "sa", str(m))
            for _ in range(40):
                if sid not in listed(s):
                    break
                await asyncio.sleep(0.05)
            check(sid not in listed(s), "round %d: the seek is still listed" % round_)
            await b.error("bad_message", type="seek.accept", seek=sid)
            await b.close()
        alive(s)
        print("    (%d of 8 accepts opened a game)" % opened)
    finally:
        s.stop()


async def test_a_seek_survives_its_players_second_connection_and_ends_with_the_last():
    s = Server()
    try:
        a = await s.client(name="Ann")
        token = a.welcome["token"]
        fast = await seek(a, clock={"limit_s": 60, "inc_s": 0}, side="north")
        a2 = await s.client(token=token)
        check(await a.closed_with() == 4001, "the first connection is replaced")
        await asyncio.sleep(0.2)
        check(fast in listed(s), "the replaced connection's close leaves the player's seek: %s" % listed(s))
        await a2.error("bad_message", type="seek.accept", seek=fast)  # still one's own
        b = await s.client(name="Bob")
        await b.send(type="seek.accept", id="sa", seek=fast)
        gb = await b.expect("game", id="sa")
        ga = await a2.wait_for("game")
        check(ga["game"] == gb["game"] and ga["you"] == "north", "the live connection gets the game: %s" % ga)
        check((await a2.wait_for("seek.cancelled"))["seek"] == fast, "and the seek's end")
        again = await seek(a2, clock={"limit_s": 60, "inc_s": 0})
        await a2.close()
        for _ in range(40):
            if again not in listed(s):
                break
            await asyncio.sleep(0.05)
        check(again not in listed(s), "the last connection's close ends the real-time seek")
        alive(s)
    finally:
        s.stop()


async def test_odd_and_huge_seek_fields_are_one_error_each_and_change_nothing():
    s = Server()
    try:
        a = await s.client(name="Ann")
        big = "x" * 3800
        raw = [
            '{"type":"seek.create","id":"r","rating_range":[1400.0,1600]}',
            '{"type":"seek.create","id":"r","rating_range":[1400,1600.5]}',
            '{"type":"seek.create","id":"r","rating_range":[1e309,1600]}',
            '{"type":"seek.create","id":"r","rating_range":[-1,1600]}',
            '{"type":"seek.create","id":"r","rating_range":[0,4001]}',
            '{"type":"seek.create","id":"r","rating_range":[18446744073709551615,1]}',
            '{"type":"seek.create","id":"r","rating_range":[9223372036854775808,4000]}',
            '{"type":"seek.create","id":"r","rating_range":[-9223372036854775809,4000]}',
            '{"type":"seek.create","id":"r","rating_range":[[1400],[1600]]}',
            '{"type":"seek.create","id":"r","rating_range":[1400,1600,1700]}',
            '{"type":"seek.create","id":"r","rating_range":[true,false]}',
            '{"type":"seek.create","id":"r","rating_range":{"lo":1,"hi":2}}',
            '{"type":"seek.create","id":"r","rating_range":["1400","1600"]}',
            '{"type":"seek.create","id":"r","side":["north"]}',
            '{"type":"seek.create","id":"r","side":"North"}',
            '{"type":"seek.create","id":"r","side":null}',
            '{"type":"seek.create","id":"r","rated":1}',
            '{"type":"seek.create","id":"r","rated":null}',
            '{"type":"seek.create","id":"r","clock":{"limit_s":1e309,"inc_s":0}}',
            '{"type":"seek.create","id":"r","clock":{"limit_s":60.0,"inc_s":0}}',
            '{"type":"seek.create","id":"r","clock":{"days":7.5}}',
            '{"type":"seek.create","id":"r","clock":[60,0]}',
            '{"type":"seek.create","id":"r","clock":"3+2"}',
            '{"type":"seek.create","id":"r","variant":[]}',
            '{"type":"seek.create","id":"r","variant":{"game":"kalah","pits":1e309}}',
            '{"type":"seek.create","id":"r","variant":{"game":"\\u0000"}}',
            '{"type":"seek.create","id":"r","side":"%s"}' % big,
            '{"type":"seek.accept","id":"r","seek":"%s"}' % big,
            '{"type":"seek.cancel","id":"r","seek":"%s"}' % big,
            '{"type":"seek.accept","id":"r","seek":"\\u00e9\\ud83d\\ude00"}',
            '{"type":"seek.accept","id":"r","seek":null}',
            '{"type":"seek.accept","id":"r","seek":["a"]}',
            '{"type":"seek.accept","id":"r","seek":{"seek":"a"}}',
            '{"type":"seek.accept","id":"r"}',
            '{"type":"seek.cancel","id":"r","seek":""}',
        ]
        for text in raw:
            await a.send_raw(text)
            m = await a.next()
            if "1e309" in text:  # out of the range of a double: not JSON that can be read
                check(m["type"] == "error" and m["code"] == "bad_json", "%s -> %s" % (text[:80], m))
                continue
            check(m["type"] == "error" and m["code"] == "bad_message" and m["id"] == "r", "%s -> %s" % (text[:80], m))
        # Deeply nested arrays within the frame limit: one error, no crash.
        await a.send_raw('{"type":"seek.create","id":"r","rating_range":' + "[" * 1500 + "]" * 1500 + "}")
        m = await a.next()
        check(m["type"] == "error" and m["code"] in ("bad_message", "bad_json"), str(m))
        # Over the frame limit: closed with 1009, nothing listed.
        c = await s.client(name="Cat")
        await c.send_raw('{"type":"seek.create","side":"%s"}' % ("y" * 5000))
        check(await c.closed_with() == 1009, "a message over 4096 bytes is closed 1009")
        check(listed(s) == {}, "nothing listed: %s" % listed(s))
        ok = await seek(a, rating_range=[0, 4000], rated=False)
        check(listed(s)[ok]["rating_range"] == [0, 4000], str(listed(s)))
        alive(s)
    finally:
        s.stop()


async def test_seek_messages_before_hello_are_no_hello():
    s = Server()
    try:
        a = await s.client(name="Ann")
        sid = await seek(a)
        c = await s.client(hello=False)
        for msg in ({"type": "seek.accept", "seek": sid}, {"type": "seek.create"}, {"type": "seek.cancel", "seek": sid},
                    {"type": "challenge.create", "player": pid(a)}, {"type": "challenge.accept", "challenge": "x"}):
            await c.error("no_hello", **msg)
        check(sid in listed(s), "the seek is still open")
        await a.silent(0.3)
        alive(s)
    finally:
        s.stop()


async def test_a_challenge_a_seek_and_a_friend_code_accepted_at_once_respect_the_game_limit():
    s = Server(max_games_per_player=1)
    try:
        for round_ in range(4):
            hub = await s.client(name="Hub%d" % round_)
            x, y, z = [await s.client(name="%s%d" % (n, round_)) for n in "XYZ"]
            sid = await seek(x, clock={"limit_s": 60, "inc_s": 0}, rated=False)
            await y.send(type="challenge.create", id="cc", player=pid(hub), clock={"limit_s": 60, "inc_s": 0})
            cid = (await y.expect("challenge.created"))["challenge"]
            await hub.expect("challenge")
            await z.send(type="friend.create", id="fc")
            code = (await z.expect("friend.created"))["code"]
            frames = [json.dumps({"type": "seek.accept", "id": "s", "seek": sid}),
                      json.dumps({"type": "challenge.accept", "id": "c", "challenge": cid}),
                      json.dumps({"type": "friend.join", "id": "f", "code": code})]
            await asyncio.gather(*(hub.ws.send(f) for f in frames))
            got = await drain(hub, 0.5)
            games = {m["game"] for m in got if m["type"] == "game"}
            check(len(games) <= 1, "round %d: more than one game for a player allowed one: %s" % (round_, got))
            errors = [m for m in got if m["type"] == "error"]
            check(len(errors) >= 2 and all(e["code"] == "bad_message" for e in errors), "round %d: %s" % (round_, got))
            health = alive(s)
            for c in (hub, x, y, z):
                await c.close()
            await asyncio.sleep(0.1)
        check(health["games"] >= 0, str(health))
    finally:
        s.stop()


async def test_get_api_seeks_with_odd_limits_and_methods():
    s = Server()
    try:
        a = await s.client(name="Ann")
        for _ in range(3):
            await seek(a, rated=False)
        for q in ("limit=0", "limit=-1", "limit=101", "limit=1.5", "limit=1e2", "limit=", "limit", "limit=abc",
                  "limit=+1", "limit=%31", "limit=1%00", "limit=99999999999999999999"):
            status, body = s.get_raw("/api/seeks?" + q)
            check(status == 400 and json.loads(body)["error"] == "bad_request", "%s: %s %s" % (q, status, body))
        for q, n in (("limit=1", 1), ("limit=100", 3), ("x=1", 3), ("", 3)):
            status, body = s.get_raw("/api/seeks?" + q)
            check(status == 200 and len(json.loads(body)["seeks"]) == n, "%s: %s %s" % (q, status, body))
        check(a.welcome["token"] not in s.get_raw("/api/seeks")[1].decode(), "no token in the list")
        for method in ("POST", "PUT", "DELETE", "OPTIONS", "PATCH"):
            con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=10)
            con.request(method, "/api/seeks", body=b"{}", headers={"Content-Type": "application/json"})
            r = con.getresponse()
            r.read()
            con.close()
            check(r.status == 405 and r.getheader("Allow") == "GET, HEAD", "%s: %s" % (method, r.status))
        for path in ("/api/seeks/", "/api/seeks/x", "/api//seeks"):
            check(s.get_raw(path)[0] == 404, path)
        check(len(listed(s)) == 3, "nothing changed")
        alive(s)
    finally:
        s.stop()


async def test_moretime_spam_stops_at_the_bound_once_both_sides_have_moved():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        sid = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False, side="south")
        await b.send(type="seek.accept", seek=sid)
        g = await b.wait_for("game")
        state = g["state"]
        while state["ply"] < 2 or state["to_move"] != "north":  # both on their clocks, North to move
            mover = a if state["to_move"] == "south" else b
            row = state["pits"][0 if state["to_move"] == "south" else 1]
            await mover.send(type="move", game=g["game"], ply=state["ply"], pit=[i for i, k in enumerate(row) if k][0])
            state = (await b.wait_for("moved"))["state"]
        for _ in range(600):  # North gives South 600 x 15 s = 2.5 h: the bound is 2 h
            await b.send(type="moretime", game=g["game"])
        snapshots, refused, last = 0, 0, None
        while snapshots + refused < 600:
            m = await b.next()
            if m["type"] == "game":
                snapshots += 1
                last = m
            elif m["type"] == "error":
                check(m["code"] == "bad_message" and "as much time" in m["message"], str(m))
                refused += 1
        check(470 <= snapshots <= 482 and refused == 600 - snapshots,
              "%d given, %d refused; last: %s" % (snapshots, refused, last["clock"]))
        check(2 * 3600 * 1000 <= last["clock"]["south_ms"] <= 2 * 3600 * 1000 + 60000, str(last["clock"]))
        check(last["clock"]["north_ms"] <= 60000, str(last["clock"]))
        await b.send(type="resign", game=g["game"])
        await a.wait_for("game.over")
        alive(s)
    finally:
        s.stop()

if __name__ == "__main__":
    main([
        test_two_players_accepting_one_seek_at_the_same_instant_open_one_game,
        test_a_seek_accepted_while_its_seeker_leaves_opens_at_most_one_game_and_is_gone,
        test_a_seek_survives_its_players_second_connection_and_ends_with_the_last,
        test_odd_and_huge_seek_fields_are_one_error_each_and_change_nothing,
        test_seek_messages_before_hello_are_no_hello,
        test_a_challenge_a_seek_and_a_friend_code_accepted_at_once_respect_the_game_limit,
        test_get_api_seeks_with_odd_limits_and_methods,
        test_moretime_spam_stops_at_the_bound_once_both_sides_have_moved,
    ])
