"""mancala-server: the HTTP bot API (docs/bots.md) — the event stream (its replay of games in
progress and challenges, keep-alive blank lines, one stream a bot), the challenge flow
(challenge, challengeCanceled, challengeDeclined, gameStart, gameFinish), a game stream (gameFull,
then a gameState per ply with every ply listed), moves and resigns over HTTP and their errors
(400 with the WebSocket's code, 401, 403, 404, 409), 429 with Retry-After, a seek, and the
example bot (examples/bot/random_bot.py) playing a person to the end."""

import asyncio
import http.client
import json
import os
import queue
import socket
import subprocess
import sys
import threading

from harness import Server, check, legal_pits, main

EXAMPLE_BOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "bot", "random_bot.py")
KEEPALIVE_MS = 100


def bot_server(**settings):
    return Server(bot_keepalive_ms=KEEPALIVE_MS, **settings)


def call(s, method, path, token=None, body=None):
    """(status, headers, JSON answer) of one request."""
    con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=10)
    try:
        headers = {"Authorization": "Bearer " + token} if token else {}
        data = None
        if body is not None:
            data = json.dumps(body)
            headers["Content-Type"] = "application/json"
        con.request(method, path, body=data, headers=headers)
        r = con.getresponse()
        raw = r.read()
        return r.status, dict(r.headers), json.loads(raw) if raw else None
    finally:
        con.close()


async def post(s, path, token, body=None):
    """(status, JSON answer) of a POST, off the event loop (the WebSocket clients keep reading)."""
    status, _, answer = await asyncio.to_thread(call, s, "POST", path, token, body)
    return status, answer


def bot_account(s, name):
    """A bot account's (token, player id)."""
    status, _, answer = call(s, "POST", "/api/accounts", body={"username": name, "password": "a long password",
                                                                "bot": True})
    check(status == 201, "account: %s %s" % (status, answer))
    return answer["token"], answer["player"]["id"]


class Stream:
    """An NDJSON stream read on a thread of its own: its lines (blank ones counted apart)."""

    def __init__(self, s, path, token):
        self.con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=30)
        self.con.request("GET", path, headers={"Authorization": "Bearer " + token})
        self.sock = self.con.sock  # http.client lets go of it once the answer says Connection: close
        self.response = self.con.getresponse()
        self.lines = queue.Queue()
        self.blank = 0
        if self.response.status == 200:
            threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        try:
            while True:
                line = self.response.readline()
                if not line:
                    break
                if line.strip():
                    self.lines.put(json.loads(line))
                else:
                    self.blank += 1
        except (OSError, ValueError):
            pass
        self.lines.put(None)  # the end of the stream

    async def next(self, timeout=10):
        line = await asyncio.to_thread(self.lines.get, True, timeout)
        check(line is not None, "the stream ended")
        return line

    async def expect(self, type_, timeout=10):
        line = await self.next(timeout)
        check(line.get("type") == type_, "expected %s, got %s" % (type_, line))
        return line

    async def ended(self, timeout=10):
        """Waits for the end of the stream, skipping lines."""
        while True:
            line = await asyncio.to_thread(self.lines.get, True, timeout)
            if line is None:
                return

    def close(self):
        self.con.close()

    def drop(self):
        """Closes the connection at once (close alone waits for the reading thread)."""
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.close()


async def open_stream(s, path, token):
    stream = await asyncio.to_thread(Stream, s, path, token)
    check(stream.response.status == 200, "%s: %d" % (path, stream.response.status))
    check(stream.response.getheader("Content-Type") == "application/x-ndjson", str(stream.response.getheaders()))
    return stream


async def challenged_game(s, person, bot_token, bot_id, events, **fields):
    """`person` challenges the bot, which accepts over HTTP: (challenge id, the person's `game`)."""
    await person.send(type="challenge.create", id="cc", player=bot_id, **fields)
    cid = (await person.expect("challenge.created", id="cc"))["challenge"]
    shown = await events.expect("challenge")
    check(shown["challenge"]["id"] == cid, str(shown))
    status, answer = await post(s, "/api/challenge/%s/accept" % cid, bot_token)
    check(status == 200 and answer == {"ok": True}, "accept: %s %s" % (status, answer))
    start = await events.expect("gameStart")
    game = await person.wait_for("game")
    check(start["game"]["id"] == game["game"], "%s / %s" % (start, game))
    return cid, game


async def test_the_event_stream_replays_challenges_and_games_and_keeps_alive():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        await person.send(type="challenge.create", id="cc", player=bot, clock=None)
        cid = (await person.expect("challenge.created"))["challenge"]
        events = await open_stream(s, "/api/stream/event", token)
        shown = await events.expect("challenge")  # made while the bot was away
        check(shown["challenge"]["id"] == cid and shown["challenge"]["from"]["name"] == "Ann", str(shown))
        status, _ = await post(s, "/api/challenge/%s/accept" % cid, token)
        check(status == 200, "accept %d" % status)
        start = await events.expect("gameStart")
        game = await person.wait_for("game")
        check(start["game"]["id"] == game["game"] and start["game"]["players"]["south"]["name"] in ("Ann", "Botty"),
              str(start))
        # A second stream replaces the first: the first ends, the second replays the game in progress.
        again = await open_stream(s, "/api/stream/event", token)
        await events.ended()
        replay = await again.expect("gameStart")
        check(replay["game"]["id"] == game["game"], str(replay))
        # Nothing else happens: blank lines keep the stream alive (bot_keepalive_ms apart).
        while again.blank < 3:
            await asyncio.sleep(KEEPALIVE_MS / 1000)
        check(again.lines.empty(), "unexpected line %s" % (again.lines.queue,))
        again.close()
    finally:
        s.stop()


async def test_a_blank_line_comes_every_keepalive_interval():
    # Every blank line starts the next interval: one each bot_keepalive_ms, not every other tick.
    s = Server(bot_keepalive_ms=500)
    try:
        token, _ = bot_account(s, "Quiet")
        events = await open_stream(s, "/api/stream/event", token)
        await asyncio.sleep(3.2)
        check(events.blank >= 5, "%d blank lines in 3.2 s at 500 ms" % events.blank)
        events.close()
    finally:
        s.stop()


async def test_challenges_both_ways_cancel_and_decline():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        ann = person.welcome["player"]["id"]
        events = await open_stream(s, "/api/stream/event", token)
        await person.send(type="challenge.create", id="c1", player=bot)
        c1 = (await person.expect("challenge.created"))["challenge"]
        check((await events.expect("challenge"))["challenge"]["id"] == c1, "challenge shown")
        await person.send(type="challenge.cancel", challenge=c1)
        await person.expect("challenge.cancelled")
        gone = await events.expect("challengeCanceled")
        check(gone["challenge"]["id"] == c1, str(gone))
        await person.send(type="challenge.create", id="c2", player=bot)
        c2 = (await person.expect("challenge.created"))["challenge"]
        await events.expect("challenge")
        status, answer = await post(s, "/api/challenge/%s/decline" % c2, token, {"reason": "later"})
        check(status == 200 and answer["ok"] is True, "decline: %s %s" % (status, answer))
        declined = await person.expect("challenge.declined")
        check(declined["challenge"] == c2 and declined["reason"] == "later", str(declined))
        # The bot challenges the person: its answer carries the challenge's id.
        status, answer = await post(s, "/api/challenge/" + ann, token, {"clock": {"limit_s": 60, "inc_s": 1},
                                                                        "side": "south"})
        check(status == 200 and isinstance(answer.get("challenge"), str), "create: %s %s" % (status, answer))
        shown = await person.expect("challenge")
        check(shown["challenge"] == answer["challenge"] and shown["from"]["id"] == bot, str(shown))
        await person.send(type="challenge.decline", challenge=answer["challenge"], reason="generic")
        back = await events.expect("challengeDeclined")
        check(back["challenge"] == {"id": answer["challenge"], "reason": "generic"}, str(back))
        # A body the protocol refuses is the WebSocket's error; an unknown player is 404.
        status, answer = await post(s, "/api/challenge/" + ann, token, {"side": "east"})
        check(status == 400 and answer["error"] == "bad_message", "bad side: %s %s" % (status, answer))
        status, answer = await post(s, "/api/challenge/nobody", token)
        check(status == 404 and answer["error"] == "player_not_found", "nobody: %s %s" % (status, answer))
        status, answer = await post(s, "/api/challenge/%s/accept" % c2, token)
        check(status == 400 and answer["error"] == "bad_message", "used: %s %s" % (status, answer))
        events.close()
    finally:
        s.stop()


async def test_a_game_stream_gives_game_full_then_a_state_per_ply_and_ends_with_the_game():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        person = await s.client(name="Ann")
        events = await open_stream(s, "/api/stream/event", token)
        _, game = await challenged_game(s, person, token, bot, events, side="south", clock=None)
        gid = game["game"]
        check(game["you"] == "south", str(game))
        stream = await open_stream(s, "/api/bot/game/stream/" + gid, token)
        full = await stream.expect("gameFull")
        check(full["id"] == gid and full["you"] == "north" and full["moves"] == [] and full["status"] == "started",
              str(full))
        check(full["players"]["south"]["name"] == "Ann" and full["players"]["north"]["name"] == "Botty", str(full))
        check(full["state"] == game["state"], "%s / %s" % (full["state"], game["state"]))
        played = []
        state = game["state"]
        while len(played) < 6:
            side = state["to_move"]
            pit = legal_pits(state, side)[-1]
            if side == "south":
                await person.send(type="move", game=gid, ply=state["ply"], pit=pit)
            else:
                status, answer = await post(s, "/api/bot/game/%s/move/%d" % (gid, pit), token)
                check(status == 200 and answer == {"ok": True}, "move: %s %s" % (status, answer))
            played.append(pit)
            moved = await person.wait_for("moved")
            line = await stream.expect("gameState")
            check(line["moves"] == played, "%s / %s" % (line["moves"], played))
            check(line["state"] == moved["state"] and line["status"] == "started", "%s / %s" % (line, moved))
            state = moved["state"]
        status, answer = await post(s, "/api/bot/game/%s/resign" % gid, token)
        check(status == 200 and answer == {"ok": True}, "resign: %s %s" % (status, answer))
        over = await person.wait_for("game.over")
        last = await stream.expect("gameState")
        check(last["status"] == "resign" and last["result"] == "south" and last["state"] == over["state"], str(last))
        await stream.ended()
        finish = await events.expect("gameFinish")
        check(finish["game"]["id"] == gid and finish["game"]["result"] == "south", str(finish))
        events.close()
    finally:
        s.stop()


async def test_a_finished_games_stream_gives_its_end_in_one_game_full():
    for linger_ms in (600000, 0):  # its room still open for a rematch, and gone (the store's record)
        s = bot_server(room_linger_ms=linger_ms)
        try:
            token, bot = bot_account(s, "Botty")
            other, _ = bot_account(s, "Otto")
            person = await s.client(name="Ann")
            events = await open_stream(s, "/api/stream/event", token)
            _, game = await challenged_game(s, person, token, bot, events, side="south", clock=None)
            gid = game["game"]
            await person.send(type="move", game=gid, ply=0, pit=legal_pits(game["state"], "south")[-1])
            moved = await person.wait_for("moved")
            status, answer = await post(s, "/api/bot/game/%s/resign" % gid, token)
            check(status == 200, "resign: %s %s" % (status, answer))
            await person.wait_for("game.over")
            await events.expect("gameFinish")
            stream = await open_stream(s, "/api/bot/game/stream/" + gid, token)
            full = await stream.expect("gameFull")
            check(full["id"] == gid and full["you"] == "north" and full["status"] == "resign" and
                  full["result"] == "south", "linger %d: %s" % (linger_ms, full))
            check(len(full["moves"]) == 1 and full["state"]["over"] is True, "linger %d: %s" % (linger_ms, full))
            check(full["state"]["pits"] == moved["state"]["pits"], "linger %d: %s" % (linger_ms, full))
            await stream.ended()
            # Another bot had no seat in it: 403, as while it was played.
            status, _, answer = await asyncio.to_thread(call, s, "GET", "/api/bot/game/stream/" + gid, other)
            check(status == 403 and answer["error"] == "not_in_game", "linger %d: %s %s" % (linger_ms, status, answer))
            events.close()
        finally:
            s.stop()


async def test_moves_are_refused_with_the_websocket_codes_and_nothing_acts_for_another():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        other_token, other_bot = bot_account(s, "Other")
        person = await s.client(name="Ann")
        events = await open_stream(s, "/api/stream/event", token)
        _, game = await challenged_game(s, person, token, bot, events, side="south", clock=None)
        gid = game["game"]
        status, answer = await post(s, "/api/bot/game/%s/move/0" % gid, token)
        check(status == 400 and answer["error"] == "not_your_turn", "turn: %s %s" % (status, answer))
        await person.send(type="move", game=gid, ply=0, pit=0)
        state = (await person.wait_for("moved"))["state"]
        empty = [p for p, n in enumerate(state["pits"][1]) if n == 0]
        for bad in ["9"] + [str(p) for p in empty]:
            status, answer = await post(s, "/api/bot/game/%s/move/%s" % (gid, bad), token)
            check(status == 400 and answer["error"] == "illegal_move", "pit %s: %s %s" % (bad, status, answer))
        status, answer = await post(s, "/api/bot/game/%s/move/up" % gid, token)
        check(status == 400 and answer["error"] == "illegal_move", "word: %s %s" % (status, answer))
        status, answer = await post(s, "/api/bot/game/%s/move/swap" % gid, token)
        check(status == 400 and answer["error"] == "illegal_move", "swap: %s %s" % (status, answer))
        status, answer = await post(s, "/api/bot/game/%s/move/0?ply=0" % gid, token)
        check(status == 400 and answer["error"] == "stale_ply", "stale: %s %s" % (status, answer))
        for path in ("/api/bot/game/%s/move/0" % gid, "/api/bot/game/%s/resign" % gid):
            status, answer = await post(s, path, other_token)
            check(status == 403 and answer["error"] == "not_in_game", "other %s: %s %s" % (path, status, answer))
        status, _, answer = await asyncio.to_thread(call, s, "GET", "/api/bot/game/stream/" + gid, other_token)
        check(status == 403 and answer["error"] == "not_in_game", "other stream: %s %s" % (status, answer))
        status, answer = await post(s, "/api/bot/game/nosuchgame/move/0", token)
        check(status == 404 and answer["error"] == "game_not_found", "unknown: %s %s" % (status, answer))
        for bad_token in (None, "not-a-token"):
            status, answer = await post(s, "/api/bot/game/%s/move/0" % gid, bad_token)
            check(status == 401 and answer["error"] == "unauthorized", "token %s: %s %s" % (bad_token, status, answer))
        # A person's token, even the game's other player's, is no bot's.
        status, answer = await post(s, "/api/bot/game/%s/move/0" % gid, person.welcome["token"])
        check(status == 403 and answer["error"] == "not_a_bot" and "bot" in answer["message"], "person: %s" % answer)
        status, _, answer = await asyncio.to_thread(call, s, "GET", "/api/stream/event", person.welcome["token"])
        check(status == 403 and answer["error"] == "not_a_bot", "person's stream: %s %s" % (status, answer))
        status, _, answer = await asyncio.to_thread(call, s, "GET", "/api/bot/game/%s/resign" % gid, token)
        check(status == 405, "GET of a POST path: %s %s" % (status, answer))
        # Nothing changed: the bot is still to move at the same ply.
        status, answer = await post(s, "/api/bot/game/%s/move/%d" % (gid, legal_pits(state, "north")[0]), token)
        check(status == 200, "the legal move: %s %s" % (status, answer))
        check((await person.wait_for("moved"))["side"] == "north", "the bot's ply")
        # Each refusal is kept among the bot's errors for its owner (or itself): newest first.
        status, _, view = await asyncio.to_thread(call, s, "GET", "/api/bots/" + bot, token)
        check(status == 200, "the bot's errors: %s %s" % (status, view))
        http_codes = [e["code"] for e in view["errors"] if e["where"] == "http"]
        check(http_codes[-1] == "not_your_turn" and "illegal_move" in http_codes and "stale_ply" in http_codes
              and "method_not_allowed" in http_codes, str(view["errors"]))
        check(all(e["detail"].startswith("/api/bot/game/") for e in view["errors"] if e["where"] == "http"),
              str(view["errors"]))
        check("not-a-token" not in json.dumps(view), "no token in the errors")
        status, _, other_view = await asyncio.to_thread(call, s, "GET", "/api/bots/" + other_bot, other_token)
        check([e["code"] for e in other_view["errors"]][:3] == ["not_in_game"] * 3, str(other_view["errors"]))
        events.close()
    finally:
        s.stop()


async def test_past_its_limit_a_token_gets_429_with_retry_after():
    s = bot_server(bot_api_rate_per_s=1, bot_api_burst=3)
    try:
        token, _ = bot_account(s, "Botty")
        other, _ = bot_account(s, "Other")
        answers = [call(s, "POST", "/api/bot/game/nosuchgame/resign", token) for _ in range(4)]
        check([a[0] for a in answers[:3]] == [404, 404, 404], str(answers))
        status, headers, answer = answers[3]
        check(status == 429 and answer["error"] == "rate_limited", str(answers[3]))
        check(int(headers["Retry-After"]) >= 1, str(headers))
        check(call(s, "POST", "/api/bot/game/nosuchgame/resign", other)[0] == 404, "another token has its own limit")
    finally:
        s.stop()


async def test_one_stream_a_game_and_actions_that_open_a_game_need_the_event_stream():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Botty")
        status, answer = await post(s, "/api/bot/seek", token, {"clock": None})
        check(status == 409 and answer["error"] == "not_connected", "seek offline: %s %s" % (status, answer))
        person = await s.client(name="Ann")
        status, answer = await post(s, "/api/challenge/" + person.welcome["player"]["id"], token)
        check(status == 409 and answer["error"] == "not_connected", "challenge offline: %s %s" % (status, answer))
        events = await open_stream(s, "/api/stream/event", token)
        _, game = await challenged_game(s, person, token, bot, events, clock=None)
        first = await open_stream(s, "/api/bot/game/stream/" + game["game"], token)
        await first.expect("gameFull")
        status, headers, answer = await asyncio.to_thread(call, s, "GET", "/api/bot/game/stream/" + game["game"], token)
        check(status == 429 and answer["error"] == "rate_limited" and "Retry-After" in headers, "%s %s" % (status, answer))
        # A seek over HTTP is listed, and a person's accepting it opens a game on the event stream.
        status, answer = await post(s, "/api/bot/seek", token, {"clock": None, "rated": False})
        check(status == 200 and isinstance(answer.get("seek"), str), "seek: %s %s" % (status, answer))
        listed = s.get_json("/api/seeks")[1]["seeks"]
        check([x["seek"] for x in listed] == [answer["seek"]], str(listed))
        await person.send(type="seek.accept", seek=answer["seek"])
        second = await person.wait_for("game")
        check(second["game"] != game["game"], str(second))
        start = await events.expect("gameStart")
        check(start["game"]["id"] == second["game"], str(start))
        first.close()
        events.close()
    finally:
        s.stop()


async def test_a_path_of_invalid_utf8_is_kept_readable_among_the_errors():
    """A request path with bytes that are no UTF-8 is refused, and the bot's errors stay readable."""
    s = bot_server()
    try:
        token, bot = bot_account(s, "Mojibake")
        raw = socket.create_connection(("127.0.0.1", s.port), timeout=10)
        raw.sendall(b"POST /api/bot/game/\xff\xfe/move/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " +
                    token.encode() + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := raw.recv(4096):
            answer += chunk
        raw.close()
        check(answer.startswith(b"HTTP/1.1 404"), "no such path: %r" % answer[:40])
        for path in ("/api/bots/" + bot, "/api/players/" + bot):
            status, _, view = await asyncio.to_thread(call, s, "GET", path, token)
            check(status == 200, "%s: %s %s" % (path, status, view))
            detail = view["errors"][0]["detail"]
            check(detail.startswith("/api/bot/game/\ufffd\ufffd/move/1"), "the bytes replaced: %r" % detail)
    finally:
        s.stop()


async def test_streams_count_toward_the_connection_limits():
    """An NDJSON stream is held open as a WebSocket is: past max_connections_per_ip, a stream from
    the same address is refused 503 (one client cannot hold any number of them with many bots)."""
    s = bot_server(max_connections_per_ip=2)
    try:
        bots = [bot_account(s, "Limit%d" % i) for i in range(3)]
        first = await open_stream(s, "/api/stream/event", bots[0][0])
        second = await open_stream(s, "/api/stream/event", bots[1][0])
        refused = await asyncio.to_thread(Stream, s, "/api/stream/event", bots[2][0])
        status = refused.response.status
        answer = json.loads(refused.response.read()) if status != 200 else None
        refused.close()
        check(status == 503 and answer["error"] == "too_many_connections", "a third stream: %s %s" % (status, answer))
        first.drop()

        def third():
            stream = Stream(s, "/api/stream/event", bots[2][0])
            if stream.response.status == 200:
                return stream
            stream.close()
            return None
        deadline = asyncio.get_running_loop().time() + 10
        while (stream := await asyncio.to_thread(third)) is None:
            check(asyncio.get_running_loop().time() < deadline, "a closed stream gives its place back")
            await asyncio.sleep(0.05)
        stream.close()
        second.close()
    finally:
        s.stop()


async def test_the_example_bot_accepts_a_challenge_and_plays_a_person_to_the_end():
    s = bot_server()
    try:
        token, bot = bot_account(s, "Greedy")
        person = await s.client(name="Ann")
        await person.send(type="challenge.create", player=bot, clock=None, side="south")
        await person.expect("challenge.created")
        proc = subprocess.Popen([sys.executable, EXAMPLE_BOT, "--server", s.http, "--token", token, "--games", "1"],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            game = await person.wait_for("game", timeout=20)
            gid, state = game["game"], game["state"]
            plies = 0
            while not state["over"]:
                if state["to_move"] == "south":
                    await person.send(type="move", game=gid, ply=state["ply"], pit=legal_pits(state, "south")[0])
                moved = await person.wait_for("moved", timeout=20)
                state = moved["state"]
                plies += 1
            over = await person.wait_for("game.over")
            check(over["state"]["over"] and plies > 0, str(over))
            out, _ = await asyncio.to_thread(proc.communicate, None, 20)
            check(proc.returncode == 0 and ("game %s over" % gid) in out, "bot: %s %s" % (proc.returncode, out))
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        stored = s.get_json("/api/games/" + gid)[1]
        check(stored["players"]["north"]["name"] == "Greedy" and len(stored["moves"]) == plies, str(stored))
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_the_event_stream_replays_challenges_and_games_and_keeps_alive,
          test_a_blank_line_comes_every_keepalive_interval,
          test_challenges_both_ways_cancel_and_decline,
          test_a_game_stream_gives_game_full_then_a_state_per_ply_and_ends_with_the_game,
          test_a_finished_games_stream_gives_its_end_in_one_game_full,
          test_moves_are_refused_with_the_websocket_codes_and_nothing_acts_for_another,
          test_past_its_limit_a_token_gets_429_with_retry_after,
          test_one_stream_a_game_and_actions_that_open_a_game_need_the_event_stream,
          test_a_path_of_invalid_utf8_is_kept_readable_among_the_errors,
          test_streams_count_toward_the_connection_limits,
          test_the_example_bot_accepts_a_challenge_and_plays_a_person_to_the_end])
