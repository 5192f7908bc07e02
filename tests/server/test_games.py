"""mancala-server: whole games — two humans from the queue, the computer fallback, every bot
level, local games — and what SQLite and the HTTP API keep of them."""

import asyncio
import json
import os
import socket
import tempfile
import time

from harness import COMPUTER_PLY_TIMEOUT, Server, check, legal_pits, main, matched_pair, play_out, without_ids


async def test_two_humans_are_matched_and_play_a_whole_game():
    s = Server()
    try:
        a = await s.client(name="Ada")
        b = await s.client(name="Bob")
        # Untimed (clock null): the game has the per-ply move limit of move_time_limit_ms.
        await a.send(type="queue.join", id="q1", clock=None)
        joined = await a.expect("queue.joined", id="q1")
        check(joined["bot_after_ms"] == 300 and joined["variant"]["pits"] == 6 and joined["clock"] is None, str(joined))
        await b.send(type="queue.join", clock=None)
        await b.expect("queue.joined")
        ga = await a.expect("game")
        gb = await b.expect("game")
        check(ga["game"] == gb["game"], "matched into different games")
        check({ga["you"], gb["you"]} == {"south", "north"}, "seats %s %s" % (ga["you"], gb["you"]))
        check(ga["players"] == gb["players"], "players differ")
        names = {ga["players"]["south"]["name"], ga["players"]["north"]["name"]}
        check(names == {"Ada", "Bob"} and ga["players"]["south"]["bot"] is None, str(ga["players"]))
        check(ga["state"]["ply"] == 0 and ga["state"]["to_move"] == "south" and ga["moves"] == [], str(ga))
        check(isinstance(ga["move_deadline_ms"], int) and 0 < ga["move_deadline_ms"] <= 60000, str(ga))
        by_side = {ga["you"]: a, gb["you"]: b}
        # Always the last non-empty pit: a deterministic, fairly long game.
        state, plies = await play_out(ga, by_side, pick=lambda pits: pits[-1])
        check(state["over"] and state["reason"] == "normal", str(state))
        check(sum(state["stores"]) == 48 and sum(map(sum, state["pits"])) == 0, str(state))

        # The row is committed before game.over went out.
        rows = s.query("SELECT result, reason, south_store, north_store, kind, from_queue, ended_at FROM games WHERE id = ?",
                       (ga["game"],))
        check(len(rows) == 1, "game row missing")
        result, reason, ss, ns, kind, from_queue, ended = rows[0]
        check((result, reason, ss, ns) == (state["result"], "normal", state["stores"][0], state["stores"][1]), str(rows))
        check(kind == "human" and from_queue == 1 and ended, str(rows))
        ply_count = s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (ga["game"],))[0][0]
        check(ply_count == plies, "plies stored %d, played %d" % (ply_count, plies))

        status, stored = s.get_json("/api/games/" + ga["game"])
        check(status == 200 and stored["game"] == ga["game"] and len(stored["moves"]) == plies, str(stored)[:300])
        check(stored["result"] == state["result"] and stored["stores"] == state["stores"], str(stored)[:300])
        check(stored["players"]["south"]["name"] == ga["players"]["south"]["name"], str(stored["players"]))
        check(stored["started_at"].endswith("Z") and stored["ended_at"].endswith("Z"), str(stored))
        status, recent = s.get_json("/api/games?limit=5")
        check(status == 200 and recent["games"][0]["game"] == ga["game"] and "moves" not in recent["games"][0], str(recent))
    finally:
        s.stop()


async def test_after_a_pie_swap_the_stored_game_shows_the_players_where_they_ended():
    # Regression: the API showed the seats of the start, so the player who swapped and then
    # resigned was listed as the winner.
    s = Server()
    try:
        opener, swapper, g = await matched_pair(s, variant={"pie": True})
        opener_name = g["players"]["south"]["name"]
        game = g["game"]
        await opener.send(type="move", game=game, ply=0, pit=0)
        state = (await opener.wait_for("moved"))["state"]
        await swapper.wait_for("moved")
        await swapper.send(type="move", game=game, ply=state["ply"], swap=True)
        m = await swapper.wait_for("moved")
        check(m.get("swap") is True, str(m))
        snap = await swapper.wait_for("game")
        check(snap["you"] == "south" and snap["players"]["north"]["name"] == opener_name, str(snap["players"]))
        status, live = s.get_json("/api/games/" + game)
        check(status == 200 and live["players"] == without_ids(snap["players"]), "live game: %s, snapshot %s" % (live["players"], snap["players"]))
        await swapper.send(type="resign", game=game)
        over = await opener.wait_for("game.over")
        check(over["state"]["result"] == "north", str(over["state"]))
        status, stored = s.get_json("/api/games/" + game)
        check(stored["result"] == "north" and stored["players"] == without_ids(snap["players"]),
              "the winner (north) must be the opener: %s %s" % (stored["result"], stored["players"]))
        _, recent = s.get_json("/api/games")
        check(recent["games"][0]["players"] == without_ids(snap["players"]), str(recent["games"][0]))
        # The table keeps the seats of the start: a room is rebuilt from them and its plies.
        rows = s.query("SELECT south_name, north_name FROM games WHERE id = ?", (game,))
        check(rows == [(opener_name, snap["players"]["south"]["name"])], str(rows))
    finally:
        s.stop()


async def test_a_lone_player_gets_the_computer_after_bot_after_ms():
    s = Server(bot_after_ms=400, bot_level="easy")
    try:
        a = await s.client()
        loop = asyncio.get_running_loop()
        # Timed from before the join is sent: the server's 400 ms start once it has the join, and
        # the game arrives after they end, so however late this client is scheduled, the time
        # seen here can only be longer than the server's wait, never shorter.
        t0 = loop.time()
        await a.send(type="queue.join", clock=None)  # untimed: no limit of any kind against the computer
        await a.expect("queue.joined")
        g = await a.expect("game", timeout=5)
        waited = loop.time() - t0
        check(waited >= 0.4, "computer game %.3fs after the join was sent, bot_after_ms is 400" % waited)
        check(g["you"] == "south" and g["players"]["north"]["bot"] == "easy", str(g))
        check(g["move_deadline_ms"] is None, "no move limit against the computer")
        state, _ = await play_out(g, {"south": a})
        check(state["over"], str(state))
        rows = s.query("SELECT kind, from_queue, north_bot, result FROM games WHERE id = ?", (g["game"],))
        check(rows == [("bot", 1, "easy", state["result"])], str(rows))
    finally:
        s.stop()


async def test_a_game_against_each_bot_level_reaches_the_end():
    s = Server(bot_pause_ms=0)
    try:
        a = await s.client()
        for level, side in (("easy", "south"), ("medium", "north"), ("hard", "south")):
            await a.send(type="bot.play", level=level, side=side, id="b-" + level)
            g = await a.expect("game", id="b-" + level)
            other = "north" if side == "south" else "south"
            check(g["you"] == side and g["players"][other]["bot"] == level, str(g))
            state, plies = await play_out(g, {side: a})
            check(state["over"] and plies > 0, str(state))
            stored = s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (g["game"],))[0][0]
            check(stored == plies, "%s: stored %d plies of %d" % (level, stored, plies))
    finally:
        s.stop()


async def north_past_the_book(a, g):
    """North's turn past the opening book (its positions are at most two plies in), in `a`'s game
    `g` against hard as South, so that a hint searches: South's opening (with its extra turns),
    North's first pit, South's reply. The state then."""
    state = (await a.wait_for("moved"))["state"]
    check(state["ply"] == 1, str(state))  # hard's first ply came, whatever table it had
    while state["to_move"] != "north":  # an extra turn
        state = (await a.wait_for("moved", COMPUTER_PLY_TIMEOUT))["state"]
    await a.send(type="move", game=g["game"], ply=state["ply"], pit=legal_pits(state, "north")[0])
    state = (await a.wait_for("moved"))["state"]
    while state["to_move"] != "north":  # hard's first ply past the book: it builds its built-in table
        state = (await a.wait_for("moved", COMPUTER_PLY_TIMEOUT))["state"]
    check(state["ply"] >= 3, str(state))
    return state


async def test_hard_gets_the_configured_endgame_table_once_it_is_built():
    # 13 seeds: 5 MB, about a second of one core (16, the default, takes ~10 s).
    s = Server(bot_pause_ms=0, hard_endgame_seeds=13, log_level="debug")
    try:
        a = await s.client()
        await a.send(type="bot.play", level="hard", side="north", id="b")
        g = await a.expect("game", id="b")
        # The game goes on while the table is built: hard answers with its built-in table.
        state = await north_past_the_book(a, g)
        deadline = asyncio.get_running_loop().time() + 120  # a sanitizer build is slower
        while s.get_json("/healthz")[1]["hard_endgame_seeds"] != 13:
            check(asyncio.get_running_loop().time() < deadline, "the table was never ready: " + s.logs())
            await asyncio.sleep(0.1)
        check("hard's endgame table: 13 seeds (5 MB) built in" in s.logs(), s.logs())
        # ... and then reads the new one, in the hint and in its plies to the end of the game.
        await a.send(type="hint", game=g["game"], id="h")
        hint = await a.expect("hint", id="h")
        check(hint["pit"] in legal_pits(state, "north"), str(hint))
        used = "hint at ply %d chose %d in" % (state["ply"], hint["pit"])
        check(any(used in line and "13-seed endgame table" in line for line in s.logs().splitlines()), s.logs())
        state, plies = await play_out(dict(g, state=state), {"north": a})
        check(state["over"] and plies > 0, str(state))
    finally:
        s.stop()


async def wait_for_table(s, seeds, line):
    """Waits until /healthz names a `seeds`-seed table and the log has `line`."""
    deadline = asyncio.get_running_loop().time() + 30  # ~1 s in a release build, a few in a sanitizer one
    while s.get_json("/healthz")[1]["hard_endgame_seeds"] != seeds or line not in s.logs():
        check(asyncio.get_running_loop().time() < deadline, "no %r: %s" % (line, s.logs()))
        await asyncio.sleep(0.1)


async def test_hard_endgame_file_keeps_the_table_for_the_next_start():
    with tempfile.TemporaryDirectory() as d:
        # "{seeds}" in the setting stands for the table's size; the folder is created.
        template = os.path.join(d, "tables", "k{seeds}.egt")
        path = os.path.join(d, "tables", "k13.egt")
        s = Server(hard_endgame_seeds=13, hard_endgame_file=template, log_level="info")
        try:
            await wait_for_table(s, 13, "hard's endgame table: written to " + path)
            check("hard's endgame table: building 13 seeds" in s.logs(), s.logs())
            check("until then hard reads the engine's 12-seed table" in s.logs(), s.logs())
            check("13 seeds (5 MB) built in" in s.logs(), s.logs())
        finally:
            s.stop()
        size = os.path.getsize(path)
        check(size > 5_000_000, "the file holds %d bytes" % size)
        # The next start reads it instead of building it, and hard answers with it.
        s = Server(hard_endgame_seeds=13, hard_endgame_file=template, log_level="debug")
        try:
            await wait_for_table(s, 13, "hard's endgame table: 13 seeds read from " + path)
            check("built in" not in s.logs() and "building" not in s.logs(), s.logs())
            a = await s.client()
            await a.send(type="bot.play", level="hard", side="north", id="b")
            g = await a.expect("game", id="b")
            state = await north_past_the_book(a, g)
            await a.send(type="hint", game=g["game"], id="h")
            hint = await a.expect("hint", id="h")
            check(hint["pit"] in legal_pits(state, "north"), str(hint))
            used = "hint at ply %d chose %d in" % (state["ply"], hint["pit"])
            check(any(used in line and "13-seed endgame table" in line for line in s.logs().splitlines()), s.logs())
        finally:
            s.stop()
        # A truncated file, also one cut inside its header, is logged, left as it is, and the
        # table built in memory.
        for cut in (size - 1000, 0):
            with open(path, "r+b") as f:
                f.truncate(cut)
            s = Server(hard_endgame_seeds=13, hard_endgame_file=path, log_level="info")
            try:
                await wait_for_table(s, 13, "13 seeds (5 MB) built in")
                check("k13.egt is truncated or too long" in s.logs() and "building it in memory instead" in s.logs(),
                      s.logs())
                check(os.path.getsize(path) == cut, "the damaged file was rewritten")
            finally:
                s.stop()
        # With no table asked for (0 seeds) the file is ignored, even one that would stop a start
        # with a table (it holds something else): a bench run from the repository, whose
        # config/mancala.json names a file, starts as it did.
        unused = os.path.join(d, "unused.egt")
        with open(unused, "w") as f:
            f.write("not a table\n")
        s = Server(hard_endgame_seeds=0, hard_endgame_file=unused, log_level="info")
        try:
            check(s.get_json("/healthz")[1]["hard_endgame_seeds"] == 12, s.logs())
            check("endgame table" not in s.logs(), s.logs())
            with open(unused) as f:
                check(f.read() == "not a table\n", "the ignored file was changed")
        finally:
            s.stop()


async def test_the_computer_waits_bot_pause_ms_before_its_ply():
    s = Server(bot_pause_ms=500)
    try:
        a = await s.client()
        # Timed from before the request is sent: the server's pause starts after it arrives and
        # the `moved` leaves after the pause, so a client scheduled late only measures more.
        sent = time.monotonic()
        await a.send(type="bot.play", level="easy", side="north")
        g = await a.expect("game")
        m = await a.expect("moved")
        waited = time.monotonic() - sent
        check(m["side"] == "south", str(m))
        check(g["state"]["ply"] == 0, str(g))
        check(waited >= 0.5, "the computer's ply came %.3f s after bot.play was sent, bot_pause_ms is 500" % waited)
    finally:
        s.stop()


async def test_local_play_lets_one_connection_play_both_sides():
    s = Server()
    try:
        a = await s.client()
        await a.send(type="local.play", id="l1", variant={"pits": 4, "seeds": 3})
        g = await a.expect("game", id="l1")
        check(g["you"] == "both" and g["variant"]["pits"] == 4 and g["state"]["pits"] == [[3] * 4, [3] * 4], str(g))
        state, plies = await play_out(g, {"south": a, "north": a})
        check(state["over"] and sum(state["stores"]) == 24, str(state))
        rows = s.query("SELECT kind, variant FROM games WHERE id = ?", (g["game"],))
        check(rows[0][0] == "local" and json.loads(rows[0][1])["pits"] == 4, str(rows))
    finally:
        s.stop()


async def test_http_health_static_files_and_api_errors():
    s = Server()
    try:
        status, h = s.get_json("/healthz")
        check(status == 200 and h["status"] == "ok" and isinstance(h["uptime_s"], int), str(h))
        for key in ("version", "connections", "games", "queue"):
            check(key in h, "healthz lacks " + key)
        a = await s.client()
        await a.send(type="queue.join")
        await a.expect("queue.joined")
        # The entry joins once its rating is read (on the reads pool), moments after queue.joined.
        deadline = time.time() + 5
        while True:
            _, h = s.get_json("/healthz")
            if h["queue"] == 1 or time.time() > deadline:
                break
            time.sleep(0.02)
        check(h["connections"] == 1 and h["queue"] == 1 and h["games"] == 0, str(h))

        status, headers, body = s.get("/")
        check(status == 200 and b"Mancala" in body and headers["Content-Type"].startswith("text/html"), str(headers))
        check(headers.get("Cache-Control") == "no-cache", str(headers))
        status, headers, body = s.get("/app.js")
        check(status == 200 and headers["Content-Type"].startswith("text/javascript"), str(headers))
        status, headers, body = s.get("/nope.css")
        check(status == 404 and headers["Content-Type"].startswith("text/html") and b"Not found" in body, str(status))
        for evil in ("/../server.log", "/%2e%2e/server.log", "/..%2fserver.log", "/a/../../server.log"):
            status, _, body = s.get(evil)
            check(status in (400, 404) and b"warn" not in body, "%s gave %d" % (evil, status))
        # Regression: a path naming an absolute file after the first slash ("//etc/passwd", an
        # encoded slash) once replaced the web root and served any file on the machine.
        log = os.path.join(s.dir.name, "server.log")
        for evil in ("/" + log, "/%2f" + log[1:], log.replace("/", "%2F"), "/%2F%2F" + log[1:], "/a/" + log):
            status, body = s.get_raw(evil)
            check(status in (400, 404) and b"listening" not in body, "%s gave %d" % (evil, status))
        status, body = s.get_raw("/a//app.js")
        check(status in (400, 404), "/a//app.js gave %d" % status)
        # Regression: a request the parser refused was answered with a bare reset, no status.
        for request, status in ((b"GET /" + b"a" * 10000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 431),
                                (b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n" + b"x" * 100000, 413),
                                (b"GET / HTTP/1.1\r\nHost x\r\n\r\n", 400)):
            with socket.create_connection(("127.0.0.1", s.port), timeout=10) as raw:
                raw.sendall(request)
                reply = b""
                while chunk := raw.recv(65536):
                    reply += chunk
            check(reply.startswith(b"HTTP/1.1 %d " % status), "%r... gave %r" % (request[:30], reply[:80]))
        status, err = s.get_json("/api/games/doesnotexist")
        check(status == 404 and err["error"] == "not_found", str(err))
        for bad in ("0", "101", "x", "-1"):
            status, err = s.get_json("/api/games?limit=" + bad)
            check(status == 400, "limit=%s gave %d" % (bad, status))
        status, recent = s.get_json("/api/games")
        check(status == 200 and recent == {"games": []}, str(recent))
    finally:
        s.stop()


async def test_max_games_per_player_counts_games_in_progress_only():
    # Regression: the count once walked every room of the player, finished ones lingering for a
    # rematch included; it is now kept per player, so it must rise and fall with live games only.
    s = Server(max_games_per_player=2)
    try:
        a = await s.client()
        games = []
        for i in range(2):
            await a.send(type="local.play", id=str(i))
            games.append((await a.expect("game"))["game"])
        await a.error("bad_message", type="local.play", id="third")
        await a.send(type="resign", game=games[0])
        await a.expect("game.over", game=games[0])
        # The finished room lingers (room_linger_ms) but no longer counts: one more game, not two.
        await a.send(type="local.play", id="again")
        games.append((await a.expect("game"))["game"])
        await a.error("bad_message", type="local.play", id="over")
        _, h = s.get_json("/healthz")
        check(h["games"] == 2, str(h))
        # Regression: a rematch opened a game past the limit (24 at once with a limit of 8).
        m = await a.error("bad_message", type="rematch", game=games[0])
        check("at most 2 games" in m["message"], str(m))
        _, h = s.get_json("/healthz")
        check(h["games"] == 2, "a refused rematch opened a game: %s" % h)
        await a.send(type="resign", game=games[1])
        await a.expect("game.over", game=games[1])
        await a.send(type="rematch", game=games[0], id="now")
        check((await a.expect("game", id="now"))["game"] not in games, "the rematch is a new game")
        # Another player has their own count.
        b = await s.client()
        await b.send(type="local.play")
        await b.expect("game")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_two_humans_are_matched_and_play_a_whole_game,
        test_after_a_pie_swap_the_stored_game_shows_the_players_where_they_ended,
        test_a_lone_player_gets_the_computer_after_bot_after_ms,
        test_a_game_against_each_bot_level_reaches_the_end,
        test_hard_gets_the_configured_endgame_table_once_it_is_built,
        test_hard_endgame_file_keeps_the_table_for_the_next_start,
        test_the_computer_waits_bot_pause_ms_before_its_ply,
        test_local_play_lets_one_connection_play_both_sides,
        test_http_health_static_files_and_api_errors,
        test_max_games_per_player_counts_games_in_progress_only,
    ])
