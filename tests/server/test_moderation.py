"""mancala-server: moderation (docs/protocol.md §Moderation) — `mancala-server --grant-moderator
NAME` / `--revoke-moderator NAME` on the server's database (before the server starts and while it
runs; an unknown name exits 2), every /api/mod/ endpoint refused without a token or with a forged
one (401) and to anyone but a moderator (403), bad bodies (400), unknown players (404); each
action's effect on the player's standing, the reports queue and the log (who, when, why), and
close_account: the player's connection is closed and their token names nobody any more; a chat
timeout refuses the player's next `chat.say` with `chat_muted`, a shadow-banned line reaches its
sender alone."""

import asyncio
import http.client
import json
import subprocess

import harness
from harness import Server, check, main

PASSWORD = "correct horse battery"
ENDPOINTS = [("GET", "/api/mod/reports"), ("GET", "/api/mod/log"), ("GET", "/api/mod/players/%s"),
             ("POST", "/api/mod/players/%s/actions")]


def call(s, method, path, token=None, body=None, raw=None, content_type="application/json"):
    """(status, parsed JSON body) of `method` on `path` with `token` as a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        data = None
        if body is not None or raw is not None:
            headers["Content-Type"] = content_type
            data = raw if raw is not None else json.dumps(body).encode()
        con.request(method, path, body=data, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


def register(s, username):
    """(token, player id) of a new account."""
    status, body = call(s, "POST", "/api/accounts", body={"username": username, "password": PASSWORD})
    check(status == 201, "account %s: %s %s" % (username, status, body))
    return body["token"], body["player"]["id"]


def moderator_command(s, flag, name, db=None):
    """(exit code, stdout, stderr) of `mancala-server FLAG NAME` on server `s`'s store (or `db`)."""
    args = [harness.SERVER, flag, name, "--db", db or s.db, "--log-level", "warn"]
    if harness.POSTGRES:
        for key, value in harness.postgres_settings(db or s.db).items():
            args += ["--" + key, value]
    r = subprocess.run(args, capture_output=True, text=True, timeout=60)
    return r.returncode, r.stdout, r.stderr


def grant(s, name, db=None):
    code, out, err = moderator_command(s, "--grant-moderator", name, db)
    check(code == 0, "--grant-moderator %s: exit %d, %s %s" % (name, code, out, err))
    check(out.count("\n") == 1 and name.lower() in out.lower() and "is a moderator now" in out, "one line: %r" % out)


def act(s, token, player, action, reason="for the test", **extra):
    return call(s, "POST", "/api/mod/players/%s/actions" % player, token,
                body=dict({"action": action, "reason": reason}, **extra))


def minutes_between(a, b):
    from datetime import datetime
    parse = lambda t: datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%fZ")
    return (parse(b) - parse(a)).total_seconds() / 60


async def test_every_endpoint_refuses_a_missing_token_and_anyone_but_a_moderator():
    s = Server()
    try:
        mod_token, _ = register(s, "Mona")
        pat_token, pat = register(s, "Pat")
        guest = await s.client(name="Gus")
        for method, path in ENDPOINTS:
            target = path % pat if "%s" in path else path
            body = {"action": "shadow_ban", "reason": "x"} if method == "POST" else None
            for token, why in ((None, "no token"), ("f" * 64, "a token that names nobody")):
                status, answer = call(s, method, target, token, body=body)
                check(status == 401 and answer["error"] == "unauthorized", "%s %s, %s: %s %s"
                      % (method, target, why, status, answer))
            for token, who in ((pat_token, "an account"), (guest.welcome["token"], "a guest"),
                               (mod_token, "an account before its grant")):
                status, answer = call(s, method, target, token, body=body)
                check(status == 403 and answer["error"] == "forbidden", "%s %s by %s: %s %s"
                      % (method, target, who, status, answer))
        # Granted while the server runs: the next request is a moderator's.
        grant(s, "mona")  # any case
        for method, path in ENDPOINTS[:3]:
            target = path % pat if "%s" in path else path
            status, answer = call(s, method, target, mod_token)
            check(status == 200, "%s %s by the moderator: %s %s" % (method, target, status, answer))
        check(call(s, "GET", "/api/mod/log", mod_token)[1] == {"actions": []}, "nothing was done")
        # Another method: 405 before anything else.
        check(call(s, "DELETE", "/api/mod/log", mod_token)[0] == 405, "DELETE")
        check(call(s, "GET", "/api/mod/players/%s/actions" % pat, mod_token)[0] == 405, "GET actions")
        check(call(s, "GET", "/api/mod/elsewhere", mod_token)[0] == 404, "no such API")
    finally:
        s.stop()


async def test_bad_bodies_and_unknown_players_are_refused_and_change_nothing():
    s = Server()
    try:
        mod_token, mod = register(s, "Mona")
        _, pat = register(s, "Pat")
        grant(s, "Mona")
        path = "/api/mod/players/%s/actions" % pat
        for body in ({"reason": "x"}, {"action": "ban", "reason": "x"}, {"action": 3, "reason": "x"},
                     {"action": "shadow_ban"}, {"action": "shadow_ban", "reason": "   "},
                     {"action": "shadow_ban", "reason": 7}, {"action": "shadow_ban", "reason": "é" * 201},
                     {"action": "play_ban", "reason": "x", "minutes": 0},
                     {"action": "play_ban", "reason": "x", "minutes": 2881},
                     {"action": "play_ban", "reason": "x", "minutes": "60"},
                     {"action": "play_ban", "reason": "x", "minutes": 1.5}, ["shadow_ban"]):
            status, answer = call(s, "POST", path, mod_token, body=body)
            check(status == 400 and answer["error"] == "bad_request", "%s: %s %s" % (body, status, answer))
        check(call(s, "POST", path, mod_token, raw=b"{")[0] == 400, "bad JSON")
        check(call(s, "POST", path, mod_token, raw=b"{}", content_type="text/plain")[0] == 415, "not JSON")
        status, answer = act(s, mod_token, mod, "shadow_ban")
        check(status == 400, "a moderator on themself: %s %s" % (status, answer))
        for method, p in (("GET", "/api/mod/players/nobody"), ("POST", "/api/mod/players/nobody/actions")):
            status, answer = call(s, method, p, mod_token,
                                  body={"action": "shadow_ban", "reason": "x"} if method == "POST" else None)
            check(status == 404 and answer["error"] == "not_found", "%s %s: %s %s" % (method, p, status, answer))
        check(call(s, "GET", "/api/mod/log?limit=0", mod_token)[0] == 400, "limit 0")
        status, log = call(s, "GET", "/api/mod/log", mod_token)
        check(status == 200 and log == {"actions": []}, "nothing logged: %s" % log)
        status, record = call(s, "GET", "/api/mod/players/" + pat, mod_token)
        check(record["standing"]["shadow"] is False, str(record["standing"]))
    finally:
        s.stop()


async def test_each_action_shows_in_the_standing_the_queue_and_the_log():
    s = Server()
    try:
        mod_token, mod = register(s, "Mona")
        pat_token, pat = register(s, "Pat")
        rex_token, rex = register(s, "Rex")
        grant(s, "Mona")
        # A game of Pat's, for the record.
        pat_ws = await s.client(token=pat_token)
        await pat_ws.send(type="bot.play", level="easy", side="south")
        game = (await pat_ws.wait_for("game"))["game"]

        status, _ = call(s, "POST", "/api/reports", rex_token, body={"player": pat, "reason": "insult", "text": "rude"})
        check(status == 201, "report")
        status, queue = call(s, "GET", "/api/mod/reports", mod_token)
        check(status == 200 and len(queue["reports"]) == 1, str(queue))
        r = queue["reports"][0]
        check(r["reporter"] == {"id": rex, "name": "Rex"} and r["player"] == {"id": pat, "name": "Pat"}
              and r["reason"] == "insult" and r["text"] == "rude" and r["game"] is None and r["created_at"], str(r))

        status, record = call(s, "GET", "/api/mod/players/" + pat, mod_token)
        check(status == 200, "%s %s" % (status, record))
        check(record["player"]["id"] == pat and record["player"]["name"] == "Pat" and record["player"]["account"] == "Pat"
              and record["player"]["created_at"], str(record["player"]))
        check(record["standing"] == {"account": True, "moderator": False, "closed": False, "shadow": False,
                                     "chat_until": None, "play_ban": None}, str(record["standing"]))
        check([g["game"] for g in record["games"]] == [game], str(record["games"]))
        check([x["id"] for x in record["reports"]] == [r["id"]] and record["actions"] == [], str(record))

        # dismiss_reports: the queue is empty.
        status, entry = act(s, mod_token, pat, "dismiss_reports", "nothing rude in the chat")
        check(status == 201 and entry["action"] == "dismiss_reports" and entry["until"] is None, "%s %s" % (status, entry))
        check(call(s, "GET", "/api/mod/reports", mod_token)[1] == {"reports": []}, "dismissed")

        status, entry = act(s, mod_token, pat, "chat_timeout", "insults in the chat")
        check(status == 201, "%s %s" % (status, entry))
        check(abs(minutes_between(entry["at"], entry["until"]) - 15) < 0.01, str(entry))
        record = call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]
        check(record["standing"]["chat_until"] == entry["until"], str(record["standing"]))

        check(act(s, mod_token, pat, "shadow_ban", "spam")[0] == 201, "shadow_ban")
        check(call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]["standing"]["shadow"] is True, "shadow")
        check(act(s, mod_token, pat, "lift_shadow_ban", "spam stopped")[0] == 201, "lift_shadow_ban")
        check(call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]["standing"]["shadow"] is False, "no shadow")

        status, ban = act(s, mod_token, pat, "play_ban", "aborts every game", minutes=30)
        check(status == 201 and abs(minutes_between(ban["at"], ban["until"]) - 30) < 0.01, "%s %s" % (status, ban))
        standing = call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]["standing"]
        check(standing["play_ban"] == {"until": ban["until"], "reason": "aborts every game"}, str(standing))
        status, default_ban = act(s, mod_token, rex, "play_ban", "the default length")
        check(status == 201 and abs(minutes_between(default_ban["at"], default_ban["until"]) - 60) < 0.01,
              str(default_ban))
        check(act(s, mod_token, pat, "lift_play_ban", "appeal granted")[0] == 201, "lift_play_ban")
        check(call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]["standing"]["play_ban"] is None, "lifted")

        # The log: every moderator's actions, newest first, with who, when and why.
        status, log = call(s, "GET", "/api/mod/log", mod_token)
        check(status == 200, str(log))
        check([(a["action"], a["player"]["id"]) for a in log["actions"]] ==
              [("lift_play_ban", pat), ("play_ban", rex), ("play_ban", pat), ("lift_shadow_ban", pat),
               ("shadow_ban", pat), ("chat_timeout", pat), ("dismiss_reports", pat)], str(log))
        for a in log["actions"]:
            check(a["moderator"] == {"id": mod, "name": "Mona"} and a["at"] and a["reason"] and a["id"], str(a))
        check(log["actions"][0]["reason"] == "appeal granted", str(log["actions"][0]))
        check([a["action"] for a in call(s, "GET", "/api/mod/log?limit=2", mod_token)[1]["actions"]] ==
              ["lift_play_ban", "play_ban"], "limit")
        record = call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]
        check(len(record["actions"]) == 6 and record["actions"][0]["action"] == "lift_play_ban", str(record["actions"]))
        # Another moderator sees the same log.
        other_token, _ = register(s, "Otto")
        grant(s, "Otto")
        check(call(s, "GET", "/api/mod/log", other_token)[1] == log, "one log for every moderator")
        await pat_ws.close()
    finally:
        s.stop()


async def test_close_account_closes_the_connection_and_the_token_names_nobody():
    s = Server()
    try:
        mod_token, _ = register(s, "Mona")
        pat_token, pat = register(s, "Pat")
        grant(s, "Mona")
        pat_ws = await s.client(token=pat_token)
        check(pat_ws.welcome["player"]["id"] == pat, str(pat_ws.welcome))
        status, entry = act(s, mod_token, pat, "close_account", "a second account for boosting")
        check(status == 201 and entry["action"] == "close_account", "%s %s" % (status, entry))
        code = await pat_ws.closed_with()
        check(code == 4003, "closed with %s" % code)
        # The token names nobody: a hello with it gets a new guest, an API call 401.
        again = await s.client(token=pat_token)
        check(again.welcome["player"]["id"] != pat and again.welcome["token"] != pat_token, str(again.welcome))
        check(call(s, "POST", "/api/reports", pat_token, body={"player": again.welcome["player"]["id"],
                                                              "reason": "spam"})[0] == 401, "the old token")
        standing = call(s, "GET", "/api/mod/players/" + pat, mod_token)[1]["standing"]
        check(standing["closed"] is True, str(standing))
        # The right password opens nothing any more.
        status, answer = call(s, "POST", "/api/sessions", body={"username": "Pat", "password": PASSWORD})
        check(status == 403 and answer["error"] == "account_closed", "login: %s %s" % (status, answer))
        await again.close()
    finally:
        s.stop()


async def test_the_command_grants_and_revokes_and_refuses_an_unknown_name():
    s = Server(round_trip=False)
    db = s.db
    try:
        mod_token, _ = register(s, "Mona")
        code, out, err = moderator_command(s, "--grant-moderator", "nobody")
        check(code == 2 and out == "" and "no account named nobody" in err, "unknown: %d %r %r" % (code, out, err))
        code, out, err = moderator_command(s, "--grant-moderator", "")
        check(code == 2, "an empty name: %d %r %r" % (code, out, err))
        r = subprocess.run([harness.SERVER, "--grant-moderator"], capture_output=True, text=True, timeout=60)
        check(r.returncode == 2 and "--grant-moderator" in r.stderr, "no name: %d %r" % (r.returncode, r.stderr))
        grant(s, "Mona")
        check(call(s, "GET", "/api/mod/log", mod_token)[0] == 200, "granted")
        code, out, err = moderator_command(s, "--revoke-moderator", "MONA")
        check(code == 0 and out.count("\n") == 1 and "no longer" in out, "revoke: %d %r %r" % (code, out, err))
        check(call(s, "GET", "/api/mod/log", mod_token)[0] == 403, "revoked")
        # Granted while no server runs, then a server on the same database.
        s.proc.terminate()
        check(s.proc.wait(10) == 0, "stopped")
        grant(s, "Mona", db=db)
        t = Server(db=db, round_trip=False)
        try:
            check(call(t, "GET", "/api/mod/log", mod_token)[0] == 200, "granted before the start")
        finally:
            t.stop()
    finally:
        s.stop()


async def test_a_chat_timeout_refuses_the_players_next_line():
    s = Server()
    try:
        mod_token, _ = register(s, "Mona")
        pat_token, pat = register(s, "Pat")
        grant(s, "Mona")
        a = await s.client(token=pat_token)
        b = await s.client(name="Bea")
        for c in (a, b):
            await c.send(type="queue.join")
            await c.wait_for("queue.joined")
        game = (await a.wait_for("game"))["game"]
        await b.wait_for("game")
        await a.send(type="chat.say", game=game, room="players", text="Good luck", id="c1")
        for c in (a, b):
            line = await c.wait_for("chat")
            check(line["text"] == "Good luck", str(line))
        status, entry = act(s, mod_token, pat, "chat_timeout", "insults")
        check(status == 201, "%s %s" % (status, entry))
        await a.send(type="chat.say", game=game, room="players", text="you are bad", id="c2")
        m = await a.wait_for("error")
        check(m["code"] == "chat_muted" and m["id"] == "c2" and m.get("until") == entry["until"], str(m))
        # A shadow-ban: Bea's line comes back to her alone, without an error.
        bea = b.welcome["player"]["id"]
        check(act(s, mod_token, bea, "shadow_ban", "spam")[0] == 201, "shadow_ban")
        await b.send(type="chat.say", game=game, room="players", text="Well played", id="c3")
        mine = await b.wait_for("chat")
        check(mine["text"] == "Well played" and mine.get("id") == "c3", str(mine))
        heard = []
        try:
            while True:
                heard.append(await a.next(0.5))
        except asyncio.TimeoutError:
            pass
        check(not [m for m in heard if m.get("type") == "chat"], "Pat heard the shadow-banned line: %s" % heard)
        for c in (a, b):
            await c.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_every_endpoint_refuses_a_missing_token_and_anyone_but_a_moderator,
        test_bad_bodies_and_unknown_players_are_refused_and_change_nothing,
        test_each_action_shows_in_the_standing_the_queue_and_the_log,
        test_close_account_closes_the_connection_and_the_token_names_nobody,
        test_the_command_grants_and_revokes_and_refuses_an_unknown_name,
        test_a_chat_timeout_refuses_the_players_next_line,
    ])
