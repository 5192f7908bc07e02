"""mancala-server: optional accounts (PROTOCOL.md §Ratings and accounts) — POST /api/accounts
with and without a player's token, POST /api/sessions on a second device, one answer for wrong
credentials, the failed-login limit per username and per address, the input and body checks, the
Origin check, the account mark in `game` and `welcome`, and no password or token in the log."""

import hashlib
import http.client
import json
import time

from harness import Server, check, legal_pits, main, play_one_ply_each_then_resign, without_ids

PASSWORD = "correct horse battery"


def post(s, path, body=None, raw=None, content_type="application/json", origin=None, source="127.0.0.1"):
    """(status, headers, parsed JSON body) of a POST from the loopback address `source`."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20, source_address=(source, 0))
    try:
        headers = {}
        if content_type is not None:
            headers["Content-Type"] = content_type
        if origin is not None:
            headers["Origin"] = origin
        data = raw if raw is not None else json.dumps(body).encode()
        con.request("POST", path, body=data, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, dict(r.headers), (json.loads(text) if text else None)
    finally:
        con.close()


def sha256(text):
    return hashlib.sha256(text.encode()).hexdigest()


def check_log_is_clean(logs, secrets):
    for secret in secrets:
        check(secret not in logs, "the server log holds a secret (%s...)" % secret[:6])


async def queue_game(a, b):
    for c in (a, b):
        await c.send(type="queue.join")
        await c.wait_for("queue.joined")
    return await a.wait_for("game"), await b.wait_for("game")


async def test_registering_with_a_token_keeps_the_player_games_and_ratings():
    s = Server(log_level="debug")
    secrets = [PASSWORD]
    try:
        ann = await s.client(name="Ann")
        bob = await s.client(name="Bob")
        ga, gb = await queue_game(ann, bob)
        check(ga["rated"] is True, str(ga))
        check(ga["players"]["south"]["account"] is False and ga["players"]["north"]["account"] is False, str(ga))
        south, north = (ann, bob) if ga["you"] == "south" else (bob, ann)
        over, _ = await play_one_ply_each_then_resign(south, north, ga, bob)
        check(over["rated"] is True, str(over))
        aid, token = ann.welcome["player"]["id"], ann.welcome["token"]
        secrets += [token, bob.welcome["token"]]
        check(ann.welcome["player"]["account"] is False, str(ann.welcome))
        _, before = s.get_json("/api/players/" + aid)

        status, _, body = post(s, "/api/accounts", {"username": "Ann_1", "password": PASSWORD, "token": token})
        check(status == 201, "%d %s" % (status, body))
        check(body["player"] == {"id": aid, "name": "Ann_1", "account": True} and body["token"] == token, str(body))

        status, page = s.get_json("/api/players/" + aid)
        check(status == 200 and page["account"] == "Ann_1" and page["name"] == "Ann_1", str(page))
        check(page["games"] == before["games"] == 1, str(page))
        check(page["ratings"] == before["ratings"] and len(page["ratings"]) == 1, str(page))
        check(page["history"] == before["history"], str(page))
        _, games = s.get_json("/api/players/%s/games" % aid)
        check([g["game"] for g in games["games"]] == [ga["game"]], str(games))
        rows = s.query("SELECT username_key, username, player_id, password_hash FROM accounts")
        check(len(rows) == 1 and rows[0][:3] == ("ann_1", "Ann_1", aid), str(rows))
        check(rows[0][3].startswith("$argon2id$") and PASSWORD not in rows[0][3], "only the Argon2id hash is stored")

        # The connected player plays their next game under the username, with the mark.
        ga2, gb2 = await queue_game(ann, bob)
        mine, theirs = ga2["you"], gb2["you"]
        check(ga2["players"][mine] == {"name": "Ann_1", "bot": None, "account": True, "id": aid}, str(ga2["players"]))
        check(ga2["players"][theirs]["account"] is False and gb2["players"] == ga2["players"], str(gb2["players"]))
        # Stored games mark a seat whose name is the account's username: the game played as the
        # guest "Ann" is not marked, the one played as "Ann_1" is (and the live list shows it too).
        _, live = s.get_json("/api/live")
        check([g["players"] for g in live["games"] if g["game"] == ga2["game"]] == [without_ids(ga2["players"])], str(live))
        _, old = s.get_json("/api/games/" + ga["game"])
        check(old["players"][ga["you"]] == {"name": "Ann", "bot": None, "account": False}, str(old["players"]))
        # A game's row is written after its `game` message goes out: wait for it.
        deadline = time.time() + 5
        while s.get_json("/api/games/" + ga2["game"])[0] == 404 and time.time() < deadline:
            time.sleep(0.02)
        _, new = s.get_json("/api/games/" + ga2["game"])
        check(new["players"] == without_ids(ga2["players"]), "%s vs %s" % (new["players"], ga2["players"]))
        await ann.close()
        # A new connection with the token: welcome carries the account; hello's name does not rename it.
        again = await s.client(name="Impostor", token=token)
        check(again.welcome["player"] == {"id": aid, "name": "Ann_1", "account": True}, str(again.welcome))
        # A guest may take the same text as a name, but never the mark.
        guest = await s.client(name="Ann_1")
        check(guest.welcome["player"]["account"] is False, str(guest.welcome))
        secrets.append(guest.welcome["token"])
        for c in (again, bob, guest):
            await c.close()
    finally:
        s.stop()
    check("account Ann_1 created for player %s" % aid in s.final_logs, "the log is at debug level and tells of the account")
    check_log_is_clean(s.final_logs, secrets)


async def test_registering_without_a_token_makes_a_new_player():
    s = Server(log_level="debug")
    try:
        status, _, body = post(s, "/api/accounts", {"username": "dora-2", "password": PASSWORD})
        check(status == 201 and body["player"]["name"] == "dora-2" and body["player"]["account"] is True, str(body))
        token, pid = body["token"], body["player"]["id"]
        check(len(token) == 64, str(body))
        c = await s.client(token=token)
        check(c.welcome["player"] == {"id": pid, "name": "dora-2", "account": True}, str(c.welcome))
        check(c.welcome["token"] == token, str(c.welcome))
        status, page = s.get_json("/api/players/" + pid)
        check(status == 200 and page["account"] == "dora-2" and page["games"] == 0, str(page))
        check(s.query("SELECT token_hash FROM players WHERE id = ?", (pid,)) == [(sha256(token),)], "only the hash")
        await c.close()
    finally:
        s.stop()
    check_log_is_clean(s.final_logs, [PASSWORD, token])


async def test_a_name_is_taken_once_whatever_its_case():
    s = Server()
    try:
        status, _, first = post(s, "/api/accounts", {"username": "Zed", "password": PASSWORD})
        check(status == 201, str(first))
        for name in ("zED", "zed", "ZED"):
            status, _, body = post(s, "/api/accounts", {"username": name, "password": PASSWORD + "x"})
            check(status == 409 and body["error"] == "username_taken", "%s: %d %s" % (name, status, body))
        # A player with an account cannot take a second name.
        status, _, body = post(s, "/api/accounts", {"username": "Zed2", "password": PASSWORD, "token": first["token"]})
        check(status == 409 and body["error"] == "has_account", "%d %s" % (status, body))
        status, _, body = post(s, "/api/accounts", {"username": "Zed3", "password": PASSWORD, "token": "0" * 64})
        check(status == 400 and body["error"] == "unknown_token", "%d %s" % (status, body))
        check(s.query("SELECT COUNT(*) FROM accounts") == [(1,)], "one account")
    finally:
        s.stop()


async def test_a_login_gives_the_same_player_a_new_token_and_keeps_the_first():
    s = Server(log_level="debug")
    try:
        status, _, made = post(s, "/api/accounts", {"username": "Eve", "password": PASSWORD})
        check(status == 201, str(made))
        first, pid = made["token"], made["player"]["id"]
        one = await s.client(token=first)
        status, _, login = post(s, "/api/sessions", {"username": "eVE", "password": PASSWORD})
        check(status == 200, "%d %s" % (status, login))
        second = login["token"]
        check(second != first and len(second) == 64, str(login))
        check(login["player"] == {"id": pid, "name": "Eve", "account": True}, str(login))
        check(s.query("SELECT token_hash, player_id FROM player_tokens") == [(sha256(second), pid)], "hash of the new one")
        # The second device is the same player; it replaces the first one's connection, as any
        # second connection of a player does, but the first device's token still works.
        two = await s.client(token=second)
        check(two.welcome["player"]["id"] == pid and two.welcome["token"] == second, str(two.welcome))
        check(await one.closed_with() == 4001, "the older connection is replaced")
        back = await s.client(token=first)
        check(back.welcome["player"]["id"] == pid and back.welcome["token"] == first, str(back.welcome))
        await back.close()
        await two.close()
        # Another login: another token; every one of them is good.
        status, _, third = post(s, "/api/sessions", {"username": "Eve", "password": PASSWORD})
        check(status == 200 and third["token"] not in (first, second), str(third))
        c = await s.client(token=third["token"])
        check(c.welcome["player"]["id"] == pid, str(c.welcome))
        await c.close()
    finally:
        s.stop()
    check_log_is_clean(s.final_logs, [PASSWORD, first, second, third["token"]])


async def test_a_wrong_password_and_an_unknown_name_get_the_same_answer():
    s = Server()
    try:
        # Finn must exist, or both requests below would ask about an unknown name.
        status, _, body = post(s, "/api/accounts", {"username": "Finn", "password": PASSWORD})
        check(status == 201, "registering Finn: %d %s" % (status, body))
        wrong = post(s, "/api/sessions", {"username": "Finn", "password": "not the password"})
        unknown = post(s, "/api/sessions", {"username": "Nobody_here", "password": PASSWORD})
        for status, headers, body in (wrong, unknown):
            check(status == 401 and body == {"error": "bad_credentials", "message": "wrong username or password"},
                  "%d %s" % (status, body))
        check(wrong[2] == unknown[2], "one answer for both")
        check({k: v for k, v in wrong[1].items() if k != "Date"} == {k: v for k, v in unknown[1].items() if k != "Date"},
              "the same headers: %s vs %s" % (wrong[1], unknown[1]))
    finally:
        s.stop()


async def test_the_sixth_failed_login_in_a_minute_is_refused_per_username_and_per_address():
    s = Server()
    try:
        # Gus must exist, or the refusal below would be of an unknown name, not of the right password.
        status, _, body = post(s, "/api/accounts", {"username": "Gus", "password": PASSWORD})
        check(status == 201, "registering Gus: %d %s" % (status, body))
        # One username from five addresses (the whole of 127/8 is the loopback): the sixth try is
        # refused even with the right password.
        for i in range(5):
            status, _, body = post(s, "/api/sessions", {"username": "Gus", "password": "wrong password"},
                                   source="127.0.0.%d" % (10 + i))
            check(status == 401, "try %d: %d %s" % (i + 1, status, body))
        for name in ("Gus", "gUS"):
            status, headers, body = post(s, "/api/sessions", {"username": name, "password": PASSWORD},
                                         source="127.0.0.20")
            check(status == 429 and body["error"] == "rate_limited", "%d %s" % (status, body))
            check(1 <= int(headers["Retry-After"]) <= 60, str(headers))
        # Those addresses may still try other names.
        status, _, body = post(s, "/api/sessions", {"username": "Hal", "password": PASSWORD}, source="127.0.0.10")
        check(status == 401, "%d %s" % (status, body))
        # One address, five names: the sixth name from there is refused; from elsewhere it is not.
        for i in range(5):
            status, _, body = post(s, "/api/sessions", {"username": "name%d" % i, "password": PASSWORD},
                                   source="127.0.0.30")
            check(status == 401, "try %d: %d %s" % (i + 1, status, body))
        status, headers, body = post(s, "/api/sessions", {"username": "fresh_name", "password": PASSWORD},
                                     source="127.0.0.30")
        check(status == 429 and 1 <= int(headers["Retry-After"]) <= 60, "%d %s %s" % (status, headers, body))
        status, _, body = post(s, "/api/sessions", {"username": "fresh_name", "password": PASSWORD},
                               source="127.0.0.31")
        check(status == 401, "%d %s" % (status, body))
        # Registering is not a login: it is not limited by failed logins.
        status, _, body = post(s, "/api/accounts", {"username": "Ida", "password": PASSWORD}, source="127.0.0.30")
        check(status == 201, "%d %s" % (status, body))
    finally:
        s.stop()


async def test_bad_input_and_bodies_are_refused():
    s = Server()
    try:
        def account(**fields):
            return post(s, "/api/accounts", fields)
        for username in ("ab", "a" * 21, "bad name", "na\u00efve", "dot.ted", "", 12, None):
            status, _, body = account(username=username, password=PASSWORD)
            check(status == 400 and body["error"] == "bad_request", "%r: %d %s" % (username, status, body))
        for password in ("short", "x" * 129, "\u00e9" * 9, 1234567890, None):
            status, _, body = account(username="Jo_1", password=password)
            check(status == 400 and body["error"] == "bad_request", "%r: %d %s" % (password, status, body))
        status, _, body = post(s, "/api/accounts", {"password": PASSWORD})
        check(status == 400, "no username: %d %s" % (status, body))
        status, _, body = account(username="Jo_1", password=PASSWORD, token=5)
        check(status == 400, "a token that is not a string: %d %s" % (status, body))
        for raw in (b"{", b"[]", b'"text"', b"null", b"", b"\xff\xfe"):
            status, _, body = post(s, "/api/accounts", raw=raw)
            check(status == 400 and body["error"] == "bad_request", "%r: %d %s" % (raw, status, body))
            status, _, body = post(s, "/api/sessions", raw=raw)
            check(status == 400 and body["error"] == "bad_request", "%r: %d %s" % (raw, status, body))
        # Passwords are counted in characters, not bytes: ten accented letters are enough.
        status, _, body = account(username="Jo_1", password="\u00e9" * 10)
        check(status == 201, "%d %s" % (status, body))
        status, _, body = post(s, "/api/sessions", {"username": "jo_1", "password": "\u00e9" * 10})
        check(status == 200, "%d %s" % (status, body))
        # A body over 8 KiB is not read.
        status, _, body = account(username="Big_1", password=PASSWORD, pad="x" * 9000)
        check(status == 413, "%d %s" % (status, body))
        for path in ("/api/accounts", "/api/sessions"):
            for ctype in ("text/plain", "application/x-www-form-urlencoded", None):
                status, _, body = post(s, path, {"username": "Kim_1", "password": PASSWORD}, content_type=ctype)
                check(status == 415 and body["error"] == "unsupported_media_type", "%s %s: %d %s" % (path, ctype, status, body))
        status, _, body = post(s, "/api/accounts", {"username": "Kim_1", "password": PASSWORD},
                               content_type="Application/JSON; charset=utf-8")
        check(status == 201, "a JSON type with parameters: %d %s" % (status, body))
        # POST only on these two; GET only elsewhere.
        status, headers, _ = s.get("/api/accounts")
        check(status == 405 and headers.get("Allow") == "POST", "%d %s" % (status, headers))
        status, _, body = post(s, "/api/games", {})
        check(status == 405, "%d %s" % (status, body))
        check(s.query("SELECT COUNT(*) FROM accounts") == [(2,)], "Jo_1 and Kim_1 only")
    finally:
        s.stop()


async def test_a_post_from_another_sites_page_is_refused():
    s = Server()
    try:
        for path in ("/api/accounts", "/api/sessions"):
            status, _, body = post(s, path, {"username": "Lee", "password": PASSWORD}, origin="https://evil.example")
            check(status == 403 and body["error"] == "origin_not_allowed", "%s: %d %s" % (path, status, body))
        check(s.query("SELECT COUNT(*) FROM accounts") == [(0,)], "nothing created")
        status, _, body = post(s, "/api/accounts", {"username": "Lee", "password": PASSWORD},
                               origin="http://127.0.0.1:%d" % s.port)
        check(status == 201, "the server's own page: %d %s" % (status, body))
    finally:
        s.stop()
    s = Server(allowed_origins="https://mancala.example")
    try:
        status, _, body = post(s, "/api/accounts", {"username": "Lee", "password": PASSWORD},
                               origin="https://mancala.example")
        check(status == 201, "an allowed origin: %d %s" % (status, body))
        status, _, body = post(s, "/api/sessions", {"username": "Lee", "password": PASSWORD},
                               origin="http://127.0.0.1:%d" % s.port)
        check(status == 403, "not in allowed_origins: %d %s" % (status, body))
    finally:
        s.stop()


async def test_an_account_survives_a_restart():
    import os
    import tempfile
    folder = tempfile.TemporaryDirectory(prefix="mancala-accounts-")
    db = os.path.join(folder.name, "keep.db")
    try:
        s = Server(db=db)
        try:
            status, _, made = post(s, "/api/accounts", {"username": "Max", "password": PASSWORD})
            check(status == 201, str(made))
        finally:
            s.stop()
        s = Server(db=db)
        try:
            status, _, login = post(s, "/api/sessions", {"username": "MAX", "password": PASSWORD})
            check(status == 200 and login["player"]["id"] == made["player"]["id"], "%d %s" % (status, login))
            c = await s.client(token=made["token"])
            check(c.welcome["player"]["account"] is True, str(c.welcome))
            await c.close()
        finally:
            s.stop()
    finally:
        folder.cleanup()


if __name__ == "__main__":
    main([
        test_registering_with_a_token_keeps_the_player_games_and_ratings,
        test_registering_without_a_token_makes_a_new_player,
        test_a_name_is_taken_once_whatever_its_case,
        test_a_login_gives_the_same_player_a_new_token_and_keeps_the_first,
        test_a_wrong_password_and_an_unknown_name_get_the_same_answer,
        test_the_sixth_failed_login_in_a_minute_is_refused_per_username_and_per_address,
        test_bad_input_and_bodies_are_refused,
        test_a_post_from_another_sites_page_is_refused,
        test_an_account_survives_a_restart,
    ])
