"""mancala-server: privacy on request (docs/protocol.md §Privacy) — GET /api/account says who a
bearer token names (a chat timeout or play ban only while it runs); GET /api/account/export is one JSON file of everything held about the player
(their games, ratings and rating history, chat lines, reports filed, blocks, standing; a chat
line is written into the database when the server has no chat.say yet); DELETE
/api/account erases the player: the token then names nobody (401, and a `hello` with it makes a
new guest), their connection is closed, their seat in the opponent's game reads "deleted player",
the leaderboard and the player page no longer show them, their username and password no longer
log in. Without a token, with a forged one, with another method or from another site's page:
refused, and nothing is erased."""

import asyncio
import http.client
import json
import time

from harness import Server, check, execute_on, main, play_one_ply_each_then_resign

PASSWORD = "correct horse battery"
DELETED = "deleted player"


def call(s, method, path, token=None, body=None, origin=None):
    """(status, headers, parsed JSON body) of `method` on `path` with `token` as a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        if origin is not None:
            headers["Origin"] = origin
        data = None
        if body is not None:
            headers["Content-Type"] = "application/json"
            data = json.dumps(body).encode()
        con.request(method, path, body=data, headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, (json.loads(text) if text else None)
    finally:
        con.close()


def pid(client):
    return client.welcome["player"]["id"]


async def rated_game(s, ann, bob):
    """A rated game from the queue between `ann` and `bob`, one ply each, Bob resigns: its id."""
    for c in (ann, bob):
        await c.send(type="queue.join")
        await c.wait_for("queue.joined")
    ga, _ = await ann.wait_for("game"), await bob.wait_for("game")
    check(ga["rated"] is True, str(ga))
    south, north = (ann, bob) if ga["you"] == "south" else (bob, ann)
    over, _ = await play_one_ply_each_then_resign(south, north, ga, bob)
    check(over["rated"] is True, str(over))
    # The result's row is written after game.over goes out: wait until the store has it.
    deadline = time.time() + 5
    while s.get_json("/api/games/" + ga["game"])[1].get("result") is None and time.time() < deadline:
        await asyncio.sleep(0.02)
    return ga


async def chat_line(s, client, game, text):
    """Says `text` in the players' room of `game` (chat.say). A server that refuses it (chat not
    built in yet) gets the row chat.say would have stored written into its database instead.
    True when the server took the line itself."""
    await client.send(type="chat.say", id="say", game=game, room="players", text=text)
    while True:
        m = await client.next()
        if m.get("id") == "say":
            break
    if m.get("type") == "chat":
        return True
    execute_on(s.db, "INSERT INTO chat_lines(room, player, name, text, at, ply, troll) VALUES (?, ?, ?, ?, ?, ?, 0 = 1)",
               ("game:%s:players" % game, pid(client), client.welcome["player"]["name"], text,
                "2026-12-05T12:00:00.000Z", "2"))
    return False


async def test_the_account_says_who_the_token_names():
    s = Server()
    try:
        ann = await s.client(name="Ann")
        token = ann.welcome["token"]
        status, headers, body = call(s, "GET", "/api/account", token)
        check(status == 200 and headers["cache-control"] == "no-store", "%d %s" % (status, body))
        check({k: body[k] for k in ("id", "name", "account", "moderator", "play_ban", "chat_until")} ==
              {"id": pid(ann), "name": "Ann", "account": None, "moderator": False, "play_ban": None,
               "chat_until": None}, str(body))
        check(body["created_at"] is None or isinstance(body["created_at"], str), str(body))
        status, _, made = call(s, "POST", "/api/accounts", body={"username": "Ann_7", "password": PASSWORD,
                                                                  "token": token})
        check(status == 201, "%d %s" % (status, made))
        status, _, body = call(s, "GET", "/api/account", token)
        check(status == 200 and body["account"] == "Ann_7" and body["name"] == "Ann_7", str(body))
        check(isinstance(body["created_at"], str), "an account's creation time: %s" % body)
        # A sanction shows while it runs, not after: a chat timeout to come, a play ban gone by.
        later, earlier = "2099-01-01T00:00:00.000Z", "2020-01-01T00:00:00.000Z"
        execute_on(s.db, "INSERT INTO standings(player_id, chat_until, play_ban_until, play_ban_reason) "
                   "VALUES (?, ?, ?, ?)", (pid(ann), later, earlier, "abort"))
        body = call(s, "GET", "/api/account", token)[2]
        check(body["chat_until"] == later and body["play_ban"] is None, str(body))
        execute_on(s.db, "UPDATE standings SET chat_until = ?, play_ban_until = ? WHERE player_id = ?",
                   (earlier, later, pid(ann)))
        body = call(s, "GET", "/api/account", token)[2]
        check(body["chat_until"] is None and body["play_ban"] == {"until": later, "reason": "abort"}, str(body))
        # No token, a forged one: 401 on every path and method.
        for path, method in (("/api/account", "GET"), ("/api/account/export", "GET"), ("/api/account", "DELETE")):
            for bad in (None, "f" * 64):
                status, _, body = call(s, method, path, bad)
                check(status == 401 and body["error"] == "unauthorized", "%s %s %s: %d %s" % (method, path, bad,
                                                                                          status, body))
        # Other methods: 405 with Allow.
        for path, method, allow in (("/api/account", "POST", "GET, HEAD, DELETE"),
                                    ("/api/account/export", "DELETE", "GET, HEAD"),
                                    ("/api/account/export", "POST", "GET, HEAD")):
            status, headers, body = call(s, method, path, token)
            check(status == 405 and headers["allow"] == allow, "%s %s: %d %s" % (method, path, status, headers))
        # A DELETE from another site's page is refused before it reaches the route: nothing erased.
        status, _, body = call(s, "DELETE", "/api/account", token, origin="https://evil.example")
        check(status == 403 and body["error"] == "origin_not_allowed", "%d %s" % (status, body))
        check(call(s, "GET", "/api/account", token)[0] == 200, "still there")
        await ann.close()
    finally:
        s.stop()


async def test_the_export_holds_everything_about_the_player():
    s = Server()
    try:
        ann = await s.client(name="Ann")
        bob = await s.client(name="Bob")
        token = ann.welcome["token"]
        status, _, made = call(s, "POST", "/api/accounts", body={"username": "Ann_8", "password": PASSWORD,
                                                                  "token": token})
        check(status == 201, "%d %s" % (status, made))
        ga = await rated_game(s, ann, bob)
        chat = await chat_line(s, ann, ga["game"], "good game, thank you")
        status, _, rep = call(s, "POST", "/api/reports", token, {"player": pid(bob), "game": ga["game"],
                                                                 "reason": "other", "text": "asked for my phone"})
        check(status == 201, "%d %s" % (status, rep))
        check(call(s, "POST", "/api/players/%s/block" % pid(bob), token)[0] == 200, "blocked")

        status, headers, doc = call(s, "GET", "/api/account/export", token)
        check(status == 200, "%d %s" % (status, doc))
        check(headers["content-type"] == "application/json", str(headers))
        check(headers["content-disposition"] == 'attachment; filename="mancala-%s.json"' % pid(ann), str(headers))
        check(headers["cache-control"] == "no-store", str(headers))
        check(doc["player"]["id"] == pid(ann) and doc["player"]["name"] == "Ann_8", str(doc["player"]))
        check(doc["account"]["username"] == "Ann_8" and doc["account"]["moderator"] is False, str(doc["account"]))
        check(isinstance(doc["exported_at"], str) and doc["exported_at"].endswith("Z"), doc["exported_at"])
        check([g["game"] for g in doc["games"]] == [ga["game"]], str(doc["games"]))
        check(doc["games"][0]["you"] == ga["you"] and doc["games"][0]["result"] is not None, str(doc["games"]))
        check(len(doc["ratings"]) == 1 and doc["ratings"][0]["games"] == 1, str(doc["ratings"]))
        check([h["game"] for h in doc["rating_history"]] == [ga["game"]], str(doc["rating_history"]))
        check([(r["id"], r["player"], r["game"], r["reason"], r["text"]) for r in doc["reports_filed"]] ==
              [(rep["report"], pid(bob), ga["game"], "other", "asked for my phone")], str(doc["reports_filed"]))
        check(doc["blocks"] == [pid(bob)], str(doc["blocks"]))
        check(doc["tournaments"] == [], str(doc["tournaments"]))  # joined none
        check(doc["standing"]["chat_until"] is None and doc["standing"]["play_ban_until"] is None, str(doc["standing"]))
        check([(c["room"], c["text"], c["shown_to_others"]) for c in doc["chat"]] ==
              [("game:%s:players" % ga["game"], "good game, thank you", True)], str(doc["chat"]))
        check(isinstance(doc["chat"][0]["ply"], int) and doc["chat"][0]["at"].endswith("Z"), str(doc["chat"]))
        if not chat:
            print("note: chat.say is not on this server yet: the chat line was written into the database", flush=True)
        # Nothing of Bob's beyond what Ann did: his export has the game, not her report or block.
        status, _, theirs = call(s, "GET", "/api/account/export", bob.welcome["token"])
        check(status == 200 and theirs["player"]["id"] == pid(bob) and theirs["account"] is None, str(theirs))
        check(theirs["reports_filed"] == [] and theirs["blocks"] == [] and theirs["chat"] == [], str(theirs))
        check(len(theirs["games"]) == 1, str(theirs["games"]))
        # HEAD answers the headers alone.
        status, headers, body = call(s, "HEAD", "/api/account/export", token)
        check(status == 200 and body is None and "attachment" in headers["content-disposition"], str(headers))
        for c in (ann, bob):
            await c.close()
    finally:
        s.stop()
    check(token not in s.final_logs, "the log holds no token")


async def test_deleting_erases_the_player_and_keeps_the_games():
    s = Server(leaderboard_max_rd=350)
    try:
        ann = await s.client(name="Ann")
        bob = await s.client(name="Bob")
        token, aid = ann.welcome["token"], pid(ann)
        status, _, made = call(s, "POST", "/api/accounts", body={"username": "Ann_9", "password": PASSWORD,
                                                                  "token": token})
        check(status == 201, "%d %s" % (status, made))
        ga = await rated_game(s, ann, bob)
        await chat_line(s, ann, ga["game"], "thanks for the game")
        _, board = s.get_json("/api/leaderboard")
        check(aid in [p["id"] for p in board["players"]], "listed before: %s" % board)

        status, _, body = call(s, "DELETE", "/api/account", token)
        check(status == 200 and body == {"deleted": True}, "%d %s" % (status, body))
        # Their connection here is closed; the token names nobody.
        check(await ann.closed_with() == 4002, "closed as deleted")
        for method, path in (("GET", "/api/account"), ("GET", "/api/account/export"), ("DELETE", "/api/account")):
            status, _, body = call(s, method, path, token)
            check(status == 401 and body["error"] == "unauthorized", "%s %s after: %d %s" % (method, path, status, body))
        again = await s.client(name="Ann again", token=token)
        check(again.welcome["player"]["id"] != aid and again.welcome["token"] != token, "a new guest: %s" % again.welcome)
        check(again.welcome["player"]["account"] is False, str(again.welcome))
        # The game stays, Ann's seat under "deleted player"; Bob's seat as it was.
        status, game = s.get_json("/api/games/" + ga["game"])
        mine, theirs = ga["you"], "north" if ga["you"] == "south" else "south"
        check(status == 200 and game["players"][mine]["name"] == DELETED, str(game["players"]))
        check(game["players"][mine]["account"] is False, str(game["players"]))
        check(game["players"][theirs]["name"] == "Bob" and game["result"] is not None, str(game))
        _, bobs = s.get_json("/api/players/%s/games" % pid(bob))
        check([g["players"][mine]["name"] for g in bobs["games"]] == [DELETED], str(bobs))
        # The leaderboard and the player page no longer show Ann.
        _, board = s.get_json("/api/leaderboard")
        check(aid not in [p["id"] for p in board["players"]], "not listed after: %s" % board)
        check(pid(bob) in [p["id"] for p in board["players"]], "Bob stays: %s" % board)
        status, page = s.get_json("/api/players/" + aid)
        check(status == 404 or (page["name"] == DELETED and page["account"] is None and page["ratings"] == []),
              "%d %s" % (status, page))
        # The username and password no longer log in; the store holds no account, token or chat line.
        status, _, body = call(s, "POST", "/api/sessions", body={"username": "Ann_9", "password": PASSWORD})
        check(status == 401, "%d %s" % (status, body))
        check(s.query("SELECT COUNT(*) FROM accounts WHERE player_id = ?", (aid,)) == [(0,)], "no account")
        check(s.query("SELECT COUNT(*) FROM player_tokens WHERE player_id = ?", (aid,)) == [(0,)], "no token")
        check(s.query("SELECT COUNT(*) FROM ratings WHERE player_id = ?", (aid,)) == [(0,)], "no rating")
        check(s.query("SELECT COUNT(*) FROM chat_lines WHERE player = ?", (aid,)) == [(0,)], "no chat line")
        # Bob's own data is his: his export still has the game.
        status, _, theirs = call(s, "GET", "/api/account/export", bob.welcome["token"])
        check(status == 200 and [g["game"] for g in theirs["games"]] == [ga["game"]], str(theirs))
        for c in (again, bob):
            await c.close()
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_the_account_says_who_the_token_names,
        test_the_export_holds_everything_about_the_player,
        test_deleting_erases_the_player_and_keeps_the_games,
    ])
