"""mancala-server: chat (PROTOCOL.md §Chat, docs/protocol.md §Chat) — `chat.say` in a game's two
rooms: the players' (the seats of a game between people) and the spectators' (spectators with an
account); who hears what, the text's limits, the flood rule, `chat.history` on joining and after a
restart, blocks, and the replay's `chat`; a moderator's timeout and shadow-ban written straight
into the store (the moderation endpoints that set them are tested with them; the rules in detail
in tests/play/chat_room_test.cpp)."""

import asyncio
import datetime
import http.client
import json
import os
import tempfile

from harness import Server, check, execute_on, legal_pits, main, matched_pair


PASSWORD = "correct horse battery"


def post(s, path, body=None, token=None, method="POST"):
    """(status, parsed JSON body) of `method` on `path` with a JSON body and a bearer token."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=20)
    try:
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = "Bearer " + token
        con.request(method, path, body=json.dumps(body or {}).encode(), headers=headers)
        r = con.getresponse()
        text = r.read()
        return r.status, (json.loads(text) if text else None)
    finally:
        con.close()


async def account_client(s, username):
    """A client greeted as a new account `username`."""
    status, body = post(s, "/api/accounts", {"username": username, "password": PASSWORD})
    check(status == 201, "account %s: %s %s" % (username, status, body))
    c = await s.client(token=body["token"])
    check(c.welcome["player"]["account"] is True, str(c.welcome))
    return c


def pid(client):
    return client.welcome["player"]["id"]


def name(client):
    return client.welcome["player"]["name"]


async def say(client, game, text, room="players", msg_id="c"):
    """Says `text` and returns the sender's own `chat` (which echoes `msg_id`); the messages that
    came before it stay in the inbox."""
    await client.send(type="chat.say", id=msg_id, game=game, room=room, text=text)
    skipped = []
    while True:
        m = await client.next()
        if m.get("type") == "chat" and m.get("id") == msg_id:
            break
        check(not (m.get("type") == "error" and m.get("id") == msg_id), "refused: %s" % m)
        skipped.append(m)
    client.inbox = skipped + client.inbox
    check(m["text"] == text.strip(), "expected the echo of %r, got %s" % (text, m))
    return m


async def refused(client, code, **msg):
    """Sends `msg` and returns the `error` with `code` that echoes its id; other messages stay in the inbox."""
    msg.setdefault("id", "e-" + code)
    await client.send(**msg)
    skipped = []
    while True:
        m = await client.next()
        if m.get("type") == "error" and m.get("id") == msg["id"]:
            break
        skipped.append(m)
    client.inbox = skipped + client.inbox
    check(m.get("code") == code, "expected error %s, got %s for %s" % (code, m, msg))
    return m


async def drain(client, quiet=0.4):
    """Every message `client` holds or receives until `quiet` seconds pass without one."""
    out = []
    while True:
        try:
            out.append(await client.next(quiet))
        except asyncio.TimeoutError:
            return out


async def watch(client, game, msg_id="w"):
    """Watches `game`: its snapshot, and then whatever follows it (chat.history, watchers) stays in the inbox."""
    await client.send(type="watch", id=msg_id, game=game)
    return await client.expect("game", id=msg_id, game=game)


async def test_a_players_line_reaches_both_seats_with_the_id_echoed_to_the_sender():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        mine = await say(south, game, "  Good luck  ")
        theirs = await north.expect("chat")
        check("id" not in theirs, str(theirs))
        check(theirs["game"] == game and theirs["room"] == "players" and theirs["text"] == "Good luck", str(theirs))
        check(theirs["from"] == {"id": pid(south), "name": name(south), "new": True}, str(theirs))
        check(theirs["ply"] == 0 and theirs["at"].endswith("Z"), str(theirs))
        del mine["id"]
        check(mine == theirs, "%s != %s" % (mine, theirs))
        # The other way, after a ply: `ply` counts it.
        state = g["state"]
        await south.send(type="move", game=game, ply=0, pit=legal_pits(state, "south")[0])
        await north.wait_for("moved")
        back = await say(north, game, "Have fun", msg_id="n1")
        check(back["ply"] == 1 and back["from"]["name"] == name(north), str(back))
        heard = await south.wait_for("chat")
        check(heard["text"] == "Have fun" and "id" not in heard, str(heard))
    finally:
        s.stop()


async def test_refusals_bad_message_game_not_found_chat_closed():
    s = Server()
    try:
        p = await s.client(name="Solo")
        await p.send(type="bot.play", level="easy")
        game = (await p.expect("game"))["game"]
        await p.error("chat_closed", type="chat.say", game=game, room="players", text="hi computer")
        await p.error("chat_closed", type="chat.say", game=game, room="spectators", text="hi")
        await p.error("game_not_found", type="chat.say", game="nosuchgame", room="players", text="hi")
        # The shape and the text are judged before the room is looked for.
        await p.error("bad_message", type="chat.say", game="nosuchgame", room="players", text=" ")
        await p.error("bad_message", type="chat.say", game=game, room="lobby", text="hi")
        await p.error("bad_message", type="chat.say", game=game, room="players")
        await p.error("bad_message", type="chat.say", room="players", text="hi")
        await p.error("bad_message", type="chat.say", game=game, room="players", text=5)
        # A player of one game may not speak in another's players' room.
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        await p.error("chat_closed", type="chat.say", game=g["game"], room="players", text="hello")
        await north.silent(0.3)
        await south.silent(0.1)
    finally:
        s.stop()


async def test_spectators_with_an_account_chat_apart_from_the_seats_and_the_guests():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        eve = await account_client(s, "Eve_c")
        zed = await account_client(s, "Zed_c")
        guest = await s.client(name="Guesty")
        for c in (eve, zed, guest):
            await watch(c, game)
        mine = await say(eve, game, "what a game", room="spectators")
        check(mine["room"] == "spectators" and mine["from"] == {"id": pid(eve), "name": "Eve_c", "new": True},
              str(mine))
        heard = await zed.wait_for("chat")
        check(heard["text"] == "what a game" and heard["room"] == "spectators" and "id" not in heard, str(heard))
        # A guest spectator may not write, and hears nothing.
        await refused(guest, "chat_closed", type="chat.say", game=game, room="spectators", text="me too")
        await refused(guest, "chat_closed", type="chat.say", game=game, room="players", text="me too")
        # Seats may not write the spectators' room, spectators not the players'.
        await refused(south, "chat_closed", type="chat.say", game=game, room="spectators", text="hi")
        await refused(eve, "chat_closed", type="chat.say", game=game, room="players", text="hi")
        # The players' room is not heard by spectators.
        await say(north, game, "Good luck")
        await south.wait_for("chat")
        await say(zed, game, "second line", room="spectators", msg_id="z")
        check((await eve.wait_for("chat"))["text"] == "second line", "eve hears zed")
        for c in (south, north, guest):
            for m in await drain(c):
                check(m.get("type") != "chat" or m["room"] == "players", "a seat heard the spectators: %s" % m)
                check(c is not guest or m.get("type") not in ("chat", "chat.history"), "the guest heard %s" % m)
        for c in (eve, zed):
            for m in await drain(c, 0.2):
                check(m.get("type") != "chat", "a spectator heard the players: %s" % m)
    finally:
        s.stop()


async def test_text_is_1_to_140_code_points_after_trimming_and_shown_verbatim():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        await refused(south, "bad_message", type="chat.say", game=game, room="players", text="a" * 141)
        await refused(south, "bad_message", type="chat.say", game=game, room="players", text="")
        await refused(south, "bad_message", type="chat.say", game=game, room="players", text=" \n\t \u3000")
        await say(south, game, "b" * 140)
        check((await north.expect("chat"))["text"] == "b" * 140, "140 passes")
        await say(north, game, "\u20ac" * 140, msg_id="euro")  # code points, not bytes
        check((await south.wait_for("chat"))["text"] == "\u20ac" * 140, "140 euro signs")
        html = "<script>alert('x')</script> & <b>bold</b>"
        await say(south, game, html, msg_id="html")
        check((await north.expect("chat"))["text"] == html, "HTML goes out as the text it is")
        await south.send(type="chat.say", id="nl", game=game, room="players", text="two\nlines\there")
        m = await south.wait_for("chat")
        check(m["text"] == "two lines here", str(m))
    finally:
        s.stop()


async def test_the_sixth_line_in_10_seconds_and_a_near_copy_are_rate_limited_presets_are_not():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        for i, text in enumerate(("one", "two lines", "three is here", "four of them", "five and more")):
            await say(south, game, text, msg_id="f%d" % i)
        e = await refused(south, "rate_limited", type="chat.say", game=game, room="players", text="six and out")
        check("10 seconds" in e["message"], str(e))
        # A near copy of one's last two lines.
        await say(north, game, "you play well today", msg_id="n0")
        await refused(north, "rate_limited", type="chat.say", game=game, room="players", text="you play well today!")
        await refused(north, "rate_limited", type="chat.say", game=game, room="players", text="you play well today")
        # A preset may be said again.
        for i in range(3):
            await say(north, game, "Good game", msg_id="gg%d" % i)
        heard = [m for m in await drain(south) if m.get("type") == "chat"]
        texts = [m["text"] for m in heard if m["from"]["id"] == pid(north)]
        check(texts == ["you play well today", "Good game", "Good game", "Good game"], str(texts))
    finally:
        s.stop()


async def test_history_goes_to_a_late_spectator_and_a_returning_seat_right_after_the_snapshot():
    s = Server(disconnect_grace_ms=10000)
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        eve = await account_client(s, "Eve_h")
        await watch(eve, game)
        nxt = await eve.next()
        check(nxt["type"] == "watchers", "no history while the spectators' room is empty: %s" % nxt)
        await say(south, game, "Hello")
        await north.wait_for("chat")
        await say(eve, game, "first!", room="spectators", msg_id="e")
        late = await account_client(s, "Late_h")
        await watch(late, game)
        h = await late.next()
        check(h["type"] == "chat.history", "history right after the snapshot: %s" % h)
        check(h["game"] == game and h["room"] == "spectators", str(h))
        check([(l["text"], l["from"]["name"]) for l in h["lines"]] == [("first!", "Eve_h")], str(h))
        check(set(h["lines"][0]) == {"from", "text", "at", "ply"}, str(h))
        # A guest spectator gets none.
        guest = await s.client(name="Guest_h")
        await watch(guest, game)
        check((await guest.next())["type"] == "watchers", "no history for a guest")
        # A seat coming back: its snapshot, then the players' history.
        token = north.welcome["token"]
        await north.close()
        north = await s.client(token=token)
        await north.expect("game", game=game)
        h = await north.next()
        check(h["type"] == "chat.history" and h["room"] == "players", str(h))
        check([l["text"] for l in h["lines"]] == ["Hello"], str(h))
        check(h["lines"][0]["from"]["id"] == pid(south), str(h))
    finally:
        s.stop()


async def test_a_room_with_no_lines_sends_no_history():
    s = Server(disconnect_grace_ms=10000)
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        token = north.welcome["token"]
        await north.close()
        await south.wait_for("opponent")
        north = await s.client(token=token)
        await north.expect("game", game=g["game"])
        await north.silent(0.4)
    finally:
        s.stop()


async def test_history_survives_a_restart():
    folder = tempfile.TemporaryDirectory(prefix="mancala-chat-")
    db = os.path.join(folder.name, "keep.db")
    s = Server(db=db, disconnect_grace_ms=10000, restart_grace_ms=10000)
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        tokens = south.welcome["token"], north.welcome["token"]
        await say(south, game, "Good luck")
        await say(north, game, "Have fun", msg_id="n")
        await south.wait_for("chat")
    finally:
        s.stop()
    s = Server(db=db, disconnect_grace_ms=10000, restart_grace_ms=10000)
    try:
        a = await s.client(token=tokens[0])
        await a.expect("game", game=game)
        h = await a.next()
        check(h["type"] == "chat.history", "history after the restart: %s" % h)
        check([l["text"] for l in h["lines"]] == ["Good luck", "Have fun"], str(h))
        # The room goes on.
        b = await s.client(token=tokens[1])
        await b.expect("game", game=game)
        await say(b, game, "Still here", msg_id="b")
        check((await a.wait_for("chat"))["text"] == "Still here", "a hears b")
    finally:
        s.stop()


async def test_the_blocker_does_not_hear_the_blocked_players_lines():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        status, _ = post(s, "/api/players/%s/block" % pid(south), token=north.welcome["token"])
        check(status == 200, "blocked")
        await say(south, game, "can you hear me")  # the author still sees their line
        await say(north, game, "I can not", msg_id="n")
        check(not [m for m in north.inbox if m.get("type") == "chat"], "the blocker heard %s" % north.inbox)
        check((await south.wait_for("chat"))["text"] == "I can not", "the blocked one hears the blocker")
        # A reconnecting blocker's history leaves the line out too (the room remembers who blocks).
        token = north.welcome["token"]
        await north.close()
        north = await s.client(token=token)
        await north.expect("game", game=game)
        h = await north.next()
        check(h["type"] == "chat.history" and [l["text"] for l in h["lines"]] == ["I can not"], str(h))
    finally:
        s.stop()


async def test_the_replay_has_the_players_chat_with_ply():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        await say(south, game, "Good luck")
        await south.send(type="move", game=game, ply=0, pit=legal_pits(g["state"], "south")[0])
        await north.wait_for("moved")
        await say(north, game, "Nice", msg_id="n")
        eve = await account_client(s, "Eve_r")
        await watch(eve, game)
        await say(eve, game, "spectating", room="spectators", msg_id="e")
        await south.send(type="resign", game=game)
        await south.wait_for("game.over")
        await north.wait_for("game.over")
        status, replay = s.get_json("/api/games/%s/replay" % game)
        check(status == 200, str(replay))
        chat = replay["chat"]
        check([(c["room"], c["from"], c["text"], c["ply"]) for c in chat] ==
              [("players", {"id": pid(south), "name": name(south)}, "Good luck", 0),
               ("players", {"id": pid(north), "name": name(north)}, "Nice", 1)], str(chat))
        check(all(c["at"].endswith("Z") for c in chat), str(chat))
    finally:
        s.stop()


async def test_a_timeout_and_a_shadow_ban_in_the_store_count_from_the_next_line():
    s = Server()
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        until = (datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(minutes=15)).strftime(
            "%Y-%m-%dT%H:%M:%S.000Z")
        execute_on(s.db, "INSERT INTO standings(player_id, chat_until) VALUES (?, ?)", (pid(south), until))
        e = await refused(south, "chat_muted", type="chat.say", game=game, room="players", text="hello")
        check(e["until"] == until, str(e))
        # Shadow-banned: the author sees the line, nobody else does; no error.
        execute_on(s.db, "UPDATE standings SET chat_until = '', shadow = 1 WHERE player_id = ?", (pid(south),))
        await say(south, game, "only I see this")
        await say(north, game, "Hello", msg_id="n")
        check(not [m for m in north.inbox if m.get("type") == "chat"], "the shadow-banned line reached %s" % north.inbox)
        heard = await south.wait_for("chat")
        check(heard["text"] == "Hello", str(heard))
        # The replay leaves it out; the store keeps it, marked.
        await south.send(type="resign", game=game)
        await north.wait_for("game.over")
        status, replay = s.get_json("/api/games/%s/replay" % game)
        check(status == 200 and [c["text"] for c in replay["chat"]] == ["Hello"], str(replay.get("chat")))
        rows = s.query("SELECT text, troll FROM chat_lines WHERE room = ? ORDER BY seq", ("game:%s:players" % game,))
        check([tuple(r) for r in rows] == [("only I see this", 1), ("Hello", 0)], str(rows))
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_players_line_reaches_both_seats_with_the_id_echoed_to_the_sender,
        test_refusals_bad_message_game_not_found_chat_closed,
        test_spectators_with_an_account_chat_apart_from_the_seats_and_the_guests,
        test_text_is_1_to_140_code_points_after_trimming_and_shown_verbatim,
        test_the_sixth_line_in_10_seconds_and_a_near_copy_are_rate_limited_presets_are_not,
        test_history_goes_to_a_late_spectator_and_a_returning_seat_right_after_the_snapshot,
        test_a_room_with_no_lines_sends_no_history,
        test_history_survives_a_restart,
        test_the_blocker_does_not_hear_the_blocked_players_lines,
        test_the_replay_has_the_players_chat_with_ply,
        test_a_timeout_and_a_shadow_ban_in_the_store_count_from_the_next_line,
    ])
