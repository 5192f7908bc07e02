"""mancala-server: blocking (PROTOCOL.md §Chat, §Seeks and challenges) — GET, POST and DELETE
/api/players/{id}/block with a bearer token: a block refuses a challenge either way
(`challenge_refused`) and a seek's acceptance; it outlives a restart; unblocking lifts it; a
missing or forged token, an unknown player, oneself, another method and a foreign origin are
refused and change nothing."""

import http.client
import json
import os
import tempfile

from harness import Server, check, main


def call(s, method, path, token=None, origin=None, auth=None):
    """(status, parsed JSON body) of `method` on `path`, with `token` as a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        if auth is not None:
            headers["Authorization"] = auth
        if origin is not None:
            headers["Origin"] = origin
        con.request(method, path, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


def pid(client):
    return client.welcome["player"]["id"]


async def test_a_block_refuses_challenges_both_ways_until_lifted():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        path = "/api/players/%s/block" % pid(a)
        check(call(s, "GET", path, b.welcome["token"]) == (200, {"player": pid(a), "blocked": False}), "not yet")
        check(call(s, "POST", path, b.welcome["token"]) == (200, {"player": pid(a), "blocked": True}), "blocked")
        check(call(s, "POST", path, b.welcome["token"]) == (200, {"player": pid(a), "blocked": True}), "twice: one")
        err = await a.error("challenge_refused", type="challenge.create", player=pid(b))
        check("challenge" in err["message"], str(err))
        await b.error("challenge_refused", type="challenge.create", player=pid(a))  # the blocker cannot either
        # Seeks: neither takes the other's.
        await a.send(type="seek.create", id="sc")
        sid = (await a.expect("seek.created", id="sc"))["seek"]
        await b.error("bad_message", type="seek.accept", seek=sid)
        check(call(s, "DELETE", path, b.welcome["token"]) == (200, {"player": pid(a), "blocked": False}), "lifted")
        await a.send(type="challenge.create", id="cc", player=pid(b))
        await a.expect("challenge.created", id="cc")
        await b.send(type="seek.accept", id="sa", seek=sid)
        await b.wait_for("game")
    finally:
        s.stop()


async def test_a_block_outlives_a_restart():
    folder = tempfile.TemporaryDirectory(prefix="mancala-blocks-")
    db = os.path.join(folder.name, "keep.db")
    try:
        s = Server(db=db)
        try:
            a = await s.client(name="Ann")
            b = await s.client(name="Bob")
            tokens = a.welcome["token"], b.welcome["token"]
            ids = pid(a), pid(b)
            check(call(s, "POST", "/api/players/%s/block" % ids[1], tokens[0])[0] == 200, "blocked")
        finally:
            s.stop()
        s = Server(db=db)
        try:
            a = await s.client(token=tokens[0])
            await a.error("challenge_refused", type="challenge.create", player=ids[1])
            check(call(s, "GET", "/api/players/%s/block" % ids[1], tokens[0])[1]["blocked"] is True, "still")
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_bad_tokens_unknown_players_oneself_methods_and_origins_are_refused():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        path = "/api/players/%s/block" % pid(b)
        for token, auth in ((None, None), ("f" * 64, None), (None, "Basic abc"), (None, "Bearer "),
                            (None, "Bearer " + "a" * 200)):
            status, body = call(s, "POST", path, token, auth=auth)
            check(status == 401 and body["error"] == "unauthorized", "%s %s: %s %s" % (token, auth, status, body))
        token = a.welcome["token"]
        check(call(s, "POST", "/api/players/nobody/block", token)[0] == 404, "unknown player")
        check(call(s, "POST", "/api/players/%s/block" % pid(a), token)[0] == 400, "oneself")
        status, body = call(s, "PUT", path, token)
        check(status == 405 and body["error"] == "method_not_allowed", "%s %s" % (status, body))
        status, body = call(s, "DELETE", path, token, origin="https://evil.example")
        check(status == 403 and body["error"] == "origin_not_allowed", "%s %s" % (status, body))
        check(call(s, "POST", path, token, auth="bearer " + token)[0] == 200, "the scheme in any case")
        check(call(s, "DELETE", path, token, origin="http://127.0.0.1:%d" % s.port)[0] == 200, "own origin")
        check(call(s, "GET", path, token)[1]["blocked"] is False, "nothing left")
        await a.send(type="challenge.create", id="cc", player=pid(b))
        await a.expect("challenge.created", id="cc")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_block_refuses_challenges_both_ways_until_lifted,
        test_a_block_outlives_a_restart,
        test_bad_tokens_unknown_players_oneself_methods_and_origins_are_refused,
    ])
