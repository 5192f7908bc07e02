"""mancala-server: seeks (PROTOCOL.md §Seeks and challenges) — seek.create, .cancel, .accept and
GET /api/seeks: a seek is listed with its player, rating, clock, side and range; accepting opens
the game for both; one's own seek, or one whose rating range excludes the accepting player's
rating, is refused; a closed connection ends a real-time seek and a guest's correspondence seek,
but not the correspondence seek of a player with an account, which is stored and listed again after
a restart; a
game from a seek ends both players' other real-time seeks; bad fields are refused."""

import asyncio
import http.client
import json
import os
import tempfile

from harness import Server, check, main, play_one_ply_each_then_resign


async def seek(client, **fields):
    """`client` seeks a game; returns the seek id from `seek.created`."""
    await client.send(type="seek.create", id="sc", **fields)
    m = await client.expect("seek.created", id="sc")
    check(isinstance(m["seek"], str) and len(m["seek"]) == 12, str(m))
    return m["seek"]


def listed(s):
    """GET /api/seeks as {seek id: entry}."""
    status, body = s.get_json("/api/seeks")
    check(status == 200, "GET /api/seeks: %s %s" % (status, body))
    return {e["seek"]: e for e in body["seeks"]}


def give_account(s, client, username):
    """The client's player gets an account (POST /api/accounts with their token)."""
    body = json.dumps({"username": username, "password": "a long enough password",
                       "token": client.welcome["token"]}).encode()
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        con.request("POST", "/api/accounts", body=body, headers={"Content-Type": "application/json"})
        r = con.getresponse()
        check(r.status == 201, "account: %s %s" % (r.status, r.read()))
    finally:
        con.close()


def pid(client):
    return client.welcome["player"]["id"]


async def test_a_seek_is_listed_and_accepted_into_a_game_for_both():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        sid = await seek(a, clock={"limit_s": 120, "inc_s": 1}, side="north", rating_range=[1400, 1600],
                         variant={"game": "kalah", "seeds": 4})
        entry = listed(s)[sid]
        check(entry["player"] == {"id": pid(a), "name": "Ann", "rating": None}, str(entry))
        check(entry["clock"] == {"limit_s": 120, "inc_s": 1} and entry["rated"] is True, str(entry))
        check(entry["side"] == "north" and entry["rating_range"] == [1400, 1600], str(entry))
        check(entry["variant"]["seeds"] == 4, str(entry))
        await b.send(type="seek.accept", id="sa", seek=sid)
        gb = await b.expect("game", id="sa")
        ga = await a.wait_for("game")
        check(ga["game"] == gb["game"] and ga["you"] == "north" and gb["you"] == "south", "%s / %s" % (ga, gb))
        check(ga["rated"] is True and ga["clock"]["limit_s"] == 120 and ga["clock"]["inc_s"] == 1, str(ga))
        check(ga["players"]["north"]["id"] == pid(a) and ga["players"]["south"]["id"] == pid(b), str(ga["players"]))
        check((await a.wait_for("seek.cancelled"))["seek"] == sid, "the seeker's list drops the seek")
        check(sid not in listed(s), "an accepted seek is no longer listed")
        await b.error("bad_message", type="seek.accept", seek=sid)
    finally:
        s.stop()


async def test_own_seek_and_a_rating_outside_the_range_are_refused():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        # A rated game Bob resigns: Ann ~1663, Bob ~1337 at blitz.
        sid = await seek(a, clock={"limit_s": 180, "inc_s": 2})
        await b.send(type="seek.accept", seek=sid)
        g = await b.wait_for("game")
        await a.wait_for("game")
        await a.wait_for("seek.cancelled")  # the accepted seek leaves Ann's list
        south, north = (b, a) if g["you"] == "south" else (a, b)
        await play_one_ply_each_then_resign(south, north, g, b)
        strong = await seek(a, clock={"limit_s": 180, "inc_s": 2}, rating_range=[1600, 2200])
        entry = listed(s)[strong]
        check(1650 < entry["player"]["rating"] < 1680, "Ann's blitz rating is shown: %s" % entry)
        await a.error("bad_message", type="seek.accept", seek=strong)  # one's own
        refused = await b.error("bad_message", type="seek.accept", seek=strong)
        check("1600-2200" in refused["message"], str(refused))
        c = await s.client(name="Cat")
        await c.error("bad_message", type="seek.accept", seek=strong)  # a newcomer's 1500
        check(strong in listed(s), "a refused accept leaves the seek open")
        weak = await seek(a, clock={"limit_s": 180, "inc_s": 2}, rating_range=[1300, 1400])
        await b.send(type="seek.accept", id="ok", seek=weak)
        gb = await b.expect("game", id="ok")
        check(gb["rated"] is True, str(gb))
    finally:
        s.stop()


async def test_a_closed_connection_ends_real_time_seeks_and_keeps_correspondence_ones():
    s = Server()
    try:
        a = await s.client(name="Ann")
        token = a.welcome["token"]
        fast = await seek(a, clock={"limit_s": 60, "inc_s": 0}, rated=False)
        guests = await seek(a, clock={"days": 3})  # made as a guest: it lives with the connection
        give_account(s, a, "ann_seeks")
        slow = await seek(a, clock={"days": 3})
        check({fast, guests, slow} <= set(listed(s)), str(listed(s)))
        await a.ws.close()
        for _ in range(100):
            if fast not in listed(s):
                break
            await asyncio.sleep(0.05)
        now = listed(s)
        check(fast not in now and guests not in now and slow in now, "after the close: %s" % now)
        b = await s.client(name="Bob")
        await b.send(type="seek.accept", id="sa", seek=slow)
        gb = await b.expect("game", id="sa")
        check(gb["clock"]["days"] == 3, str(gb))
        a2 = await s.client(token=token)
        ga = await a2.wait_for("game")
        check(ga["game"] == gb["game"], "the seeker finds the correspondence game at hello")
    finally:
        s.stop()


async def test_a_correspondence_seek_is_listed_again_after_a_restart_and_accepted_then():
    folder = tempfile.TemporaryDirectory(prefix="mancala-seeks-")
    db = os.path.join(folder.name, "keep.db")
    try:
        s = Server(db=db)
        try:
            a = await s.client(name="Ann")
            token = a.welcome["token"]
            give_account(s, a, "ann_restart")
            slow = await seek(a, clock={"days": 7}, rated=False, side="south", rating_range=[1000, 2000])
            gone = await seek(a, clock={"days": 5})
            await a.send(type="seek.cancel", id="x", seek=gone)
            await a.expect("seek.cancelled", id="x")
            fast = await seek(a, clock={"limit_s": 60, "inc_s": 0})
            before = listed(s)
            check(set(before) == {slow, fast}, str(before))
        finally:
            s.stop()
        s = Server(db=db)
        try:
            after = listed(s)
            check(set(after) == {slow}, "only the open correspondence seek is back: %s" % after)
            check(after[slow] == before[slow], "as it was: %s / %s" % (after[slow], before[slow]))
            b = await s.client(name="Bob")
            await b.send(type="seek.accept", id="sa", seek=slow)
            gb = await b.expect("game", id="sa")
            check(gb["you"] == "north" and gb["clock"]["days"] == 7 and gb["rated"] is False, str(gb))
            check(listed(s) == {}, "accepted: no longer listed")
            a2 = await s.client(token=token)
            ga = await a2.wait_for("game")
            check(ga["game"] == gb["game"] and ga["you"] == "south", str(ga))
        finally:
            s.stop()
        s = Server(db=db)
        try:
            check(listed(s) == {}, "an accepted seek stays gone after a restart")
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_cancel_and_a_game_from_a_seek_end_the_other_real_time_seeks():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        first = await seek(a)
        await b.error("bad_message", type="seek.cancel", seek=first)  # not Bob's
        await a.send(type="seek.cancel", id="x", seek=first)
        await a.expect("seek.cancelled", id="x", seek=first)
        check(first not in listed(s), str(listed(s)))
        taken, other = await seek(a), await seek(a)
        slow = await seek(a, clock={"days": 1})
        bobs = await seek(b)
        await b.send(type="seek.accept", id="sa", seek=taken)
        await b.wait_for("game")
        now = listed(s)
        check(taken not in now and other not in now and bobs not in now and slow in now, str(now))
    finally:
        s.stop()


async def test_bad_fields_and_one_seek_too_many_are_refused():
    s = Server()
    try:
        a = await s.client(name="Ann")
        for fields in ({"rating_range": [1700, 1300]}, {"rating_range": [1300]}, {"rating_range": "wide"},
                       {"rated": "yes"}, {"side": "east"}, {"clock": {"days": 4}}, {"variant": {"seeds": 99}}):
            await a.error("bad_message", type="seek.create", **fields)
        await a.error("bad_message", type="seek.cancel")
        await a.error("bad_message", type="seek.accept", seek=7)
        await a.error("bad_message", type="seek.accept", seek="nope")
        for _ in range(5):
            await seek(a)
        await a.error("rate_limited", type="seek.create")
        check(len(listed(s)) == 5, str(listed(s)))
        check(s.get("/api/seeks?limit=0")[0] == 400, "a bad limit is refused")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_seek_is_listed_and_accepted_into_a_game_for_both,
        test_own_seek_and_a_rating_outside_the_range_are_refused,
        test_a_closed_connection_ends_real_time_seeks_and_keeps_correspondence_ones,
        test_a_correspondence_seek_is_listed_again_after_a_restart_and_accepted_then,
        test_cancel_and_a_game_from_a_seek_end_the_other_real_time_seeks,
        test_bad_fields_and_one_seek_too_many_are_refused,
    ])
