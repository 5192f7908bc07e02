"""mancala-server's limits, each a config key: connections per address and in total (HTTP 503
before the upgrade), the Origin allow-list (403), the idle timeout with WebSocket pings (a dead
peer is dropped), display names, and a database that is busy or full (retried; /healthz says so;
the games in memory go on)."""

import asyncio
import json
import socket
import sqlite3
import time

import websockets

from crash_support import Table, check
from harness import RawSocket, Server, main, play_out
from test_crash import open_tables


async def upgrade_status(s, origin=None, path="/ws"):
    """The HTTP status of a WebSocket upgrade at `path` (101 when it succeeds), with its socket closed after."""
    headers = {"Origin": origin} if origin else None
    try:
        ws = await websockets.connect(s.url[: -len("/ws")] + path, extra_headers=headers, open_timeout=10)
    except websockets.InvalidStatusCode as e:
        return e.status_code
    await ws.close()
    return 101


async def test_connections_per_address_and_in_total_get_503_before_the_upgrade():
    s = Server(max_connections_per_ip=3)
    try:
        held = [await s.client(hello=False) for _ in range(3)]
        check(await upgrade_status(s) == 503, "a 4th connection from one address must get 503")
        status, _, body = s.get("/healthz")
        check(status == 200, "plain HTTP is not counted")
        await held.pop().close()
        await asyncio.sleep(0.2)
        again = await s.client()  # the freed slot is usable
        check(again.welcome is not None, "welcome expected")
    finally:
        s.stop()
    # Spectators' connections (the watch page's /ws?watch) count as any client's.
    s = Server(max_connections_per_ip=3)
    try:
        held = [await s.client(hello=False, path="/ws?watch") for _ in range(3)]
        check(await upgrade_status(s, path="/ws?watch") == 503, "a 4th spectator from one address must get 503")
        check(await upgrade_status(s) == 503, "and a 4th connection of any kind")
    finally:
        s.stop()
    s = Server(max_connections=2, max_connections_per_ip=100)
    try:
        held = [await s.client(hello=False) for _ in range(2)]
        check(await upgrade_status(s) == 503, "past max_connections: 503")
    finally:
        s.stop()


async def test_the_origin_must_be_the_servers_own_or_allowed():
    s = Server()
    try:
        own = "http://127.0.0.1:%d" % s.port
        check(await upgrade_status(s, own) == 101, "the page's own origin is allowed")
        check(await upgrade_status(s, "http://evil.example") == 403, "another site's page is refused")
        check(await upgrade_status(s, "http://127.0.0.1:%d" % (s.port + 1)) == 403, "another port is another origin")
        check(await upgrade_status(s) == 101, "no Origin (not a browser): allowed")
    finally:
        s.stop()
    s = Server(allowed_origins="https://mancala.example,https://play.example")
    try:
        check(await upgrade_status(s, "https://play.example") == 101, "a listed origin is allowed")
        check(await upgrade_status(s, "http://127.0.0.1:%d" % s.port) == 403, "a list replaces same-host")
    finally:
        s.stop()


async def test_a_dead_peer_is_pinged_then_dropped_and_a_live_one_kept():
    s = Server(idle_timeout_ms=2000)
    try:
        live = await s.client(name="Live")  # the library answers pings by itself
        dead = RawSocket(s.port)  # never answers anything
        start = time.time()
        saw_ping = False
        try:
            while True:
                opcode, _ = await asyncio.to_thread(dead.read_frame)
                saw_ping = saw_ping or opcode == 9
        except (ConnectionError, OSError):
            pass
        took = time.time() - start
        check(saw_ping, "the server should ping a silent peer")
        check(1.5 < took < 6, "a dead peer should go after idle_timeout_ms (2 s), went after %.1fs" % took)
        await live.send(type="queue.leave")
        await live.expect("queue.left")  # silent as long, but answering pings: still connected
    finally:
        s.stop()


async def test_a_silent_peer_is_dropped_even_when_its_close_waits_behind_a_stuck_write():
    """Regression: a close the server began (here "too slow"; "replaced" or a shutdown the same)
    waits for the write in flight, which a peer that reads nothing blocks for good: the keep-alive
    must go on dropping that peer when it is silent, as before, and not leave it open for ever."""
    s = Server(idle_timeout_ms=2000)
    try:
        live = await s.client(name="Live")  # answers pings
        dead = RawSocket(s.port)
        dead.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        dead.send_frame(1, json.dumps({"type": "hello", "protocol": 1}).encode())
        # ~4 KB `error` replies it never reads: the TCP buffers fill, the write in flight blocks and
        # the queue passes max_queued_frames. Then it sends nothing more.
        move = json.dumps({"type": "move", "game": "x" * 3900, "ply": 0, "pit": 0}).encode()

        def flood():
            for _ in range(3000):
                dead.send_frame(1, move)

        await asyncio.to_thread(flood)  # off the event loop, like the polls below: "Live" keeps answering pings
        start = time.time()
        while "reads too slowly" not in s.logs() and time.time() - start < 5:
            await asyncio.sleep(0.05)
        check("reads too slowly" in s.logs(), "the server should close a peer that reads nothing")
        # The polls run off the event loop, so that "Live" goes on answering the server's pings.
        while (await asyncio.to_thread(s.get_json, "/healthz"))[1]["connections"] > 1 and time.time() - start < 8:
            await asyncio.sleep(0.1)
        took = time.time() - start
        check((await asyncio.to_thread(s.get_json, "/healthz"))[1]["connections"] == 1,
              "a silent peer whose close is stuck behind a write should go after idle_timeout_ms (2 s); "
              "still open after %.1fs" % took)
        await live.send(type="queue.leave")
        await live.expect("queue.left")
    finally:
        s.stop()


async def test_display_names_are_validated():
    s = Server()
    try:
        c = await s.client(hello=False)
        for bad in ["", "   ", "x" * 25, "a\x00b", "tab\there", "new\nline", "bell\x07", "del\x7f", "c1\u0085x",
                    "\u00e9" * 25, "\u202eevil", "zero\u200bwidth", "\ufeffbom", "line\u2028sep", "word\u2060joiner"]:
            await c.error("bad_message", type="hello", protocol=1, name=bad)
        ok = await s.client(name="  Zoë 🙂 Ødegård  ")
        check(ok.welcome["player"]["name"] == "Zoë 🙂 Ødegård", str(ok.welcome))
        ok = await s.client(name="\u00e9" * 24)
        check(ok.welcome["player"]["name"] == "\u00e9" * 24, "24 code points is the limit, not 24 bytes")
    finally:
        s.stop()


async def test_a_busy_database_is_retried_and_a_full_one_reported_while_games_go_on():
    s = Server()
    try:
        (t,) = await open_tables(s, 1)
        # Another process holds the write lock past the server's 5 s busy timeout.
        con = sqlite3.connect(s.db, timeout=1, isolation_level=None)
        con.execute("BEGIN IMMEDIATE")
        await t.seats["south"].send(type="move", game=t.game, ply=0, pit=0)
        m = await t.seats["south"].wait_for("moved", timeout=15)  # the game goes on once the try fails
        check(m["state"]["ply"] == 1, str(m))
        _, h = s.get_json("/healthz")
        check(h["status"] == "ok" and h["db"] == "failing", "healthz should report the database, and stay live: %s" % h)
        con.execute("COMMIT")
        con.close()
        for _ in range(100):
            if s.get_json("/healthz")[1]["db"] == "ok":
                break
            await asyncio.sleep(0.1)
        check(s.get_json("/healthz")[1]["db"] == "ok", "the retry should succeed once the lock is gone")
        check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (t.game,)) == [(1,)], "the ply is stored")
        check("database write failed" in s.logs() and "database writable again" in s.logs(), "clear log lines")
    finally:
        s.stop()
    # A database capped at its size at start-up (the cap can't go lower): once its pages are
    # full, every write fails with SQLITE_FULL, as on a full disk.
    s = Server(db_max_bytes=4096)
    try:
        filler = await s.client(name="Filler")
        for _ in range(60):
            await filler.send(type="local.play")
            g = await filler.expect("game")
            await play_out(g, {"south": filler, "north": filler})
            if s.get_json("/healthz")[1]["db"] == "failing":
                break
        _, h = s.get_json("/healthz")
        check(h["db"] == "failing" and h["status"] == "ok", str(h))
        check("database or disk is full" in s.logs(), "the log names the cause")
        # The games in memory go on: a new game between two people is played to its end.
        (t,) = await open_tables(s, 1)
        final, plies = await play_out({"game": t.game, "state": t.state}, t.seats)
        check(final["over"] and plies > 0, "the game in memory is played to its end")
    finally:
        s.stop()
    # Regression: the shutdown log said "every queued write is committed" just above "N writes are lost".
    check("every queued write is committed" not in s.final_logs and "stopped while the database refuses writes"
          in s.final_logs and "writes are lost" in s.final_logs, s.final_logs[-1500:])

if __name__ == "__main__":
    main([
        test_connections_per_address_and_in_total_get_503_before_the_upgrade,
        test_the_origin_must_be_the_servers_own_or_allowed,
        test_a_dead_peer_is_pinged_then_dropped_and_a_live_one_kept,
        test_a_silent_peer_is_dropped_even_when_its_close_waits_behind_a_stuck_write,
        test_display_names_are_validated,
        test_a_busy_database_is_retried_and_a_full_one_reported_while_games_go_on,
    ])
