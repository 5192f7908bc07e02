"""SIGTERM: the server tells every client (`server.draining`), closes them with 1001, stops
being ready and exits 0 well inside Docker's 10 s stop timeout, with every ply played so far
committed to the database."""

import asyncio
import http.client
import json
import signal
import time

from harness import Server, check, legal_pits, main


# Long grace and move limit: nothing may end the games while the server is down.
SETTINGS = dict(bot_after_ms=60000, disconnect_grace_ms=60000, bot_level="easy")


async def drain_with_games_in_progress(s):
    """Starts a computer game two plies in, a two-human game one ply in and a queued player on `s`,
    sends SIGTERM and checks the drain. Returns the clients and games for a restart to pick up:
    (computer player, its `game`, the plies it had, a human player, the human game's `game`, the
    other human player)."""
    # A computer game two plies in, and a two-human game from the queue one ply in.
    a = await s.client(name="Ann")
    await a.send(type="bot.play", level="easy", side="south", id="b")
    ga = await a.expect("game", id="b")
    state = ga["state"]
    while state["ply"] < 2 or state["to_move"] != "south":
        if state["to_move"] == "south":
            await a.send(type="move", game=ga["game"], ply=state["ply"], pit=legal_pits(state, "south")[0])
        state = (await a.wait_for("moved"))["state"]
    bot_game_ply = state["ply"]

    b = await s.client(name="Bea")
    c = await s.client(name="Cid")
    await b.send(type="queue.join")
    await b.expect("queue.joined")
    await c.send(type="queue.join")
    await c.expect("queue.joined")
    gb = await b.expect("game")
    await c.expect("game")
    south = b if gb["you"] == "south" else c
    await south.send(type="move", game=gb["game"], ply=0, pit=0)
    for x in (b, c):
        await x.wait_for("moved")
    # A lone player still waiting in the queue.
    d = await s.client(name="Dee")
    await d.send(type="queue.join")
    await d.expect("queue.joined")

    # Readiness over a kept-alive HTTP connection (the listener stops taking new ones).
    probe = http.client.HTTPConnection("127.0.0.1", s.port, timeout=5)
    probe.request("GET", "/readyz")
    r = probe.getresponse()
    check(r.status == 200, "ready before: %s" % r.status)
    r.read()

    sent = time.monotonic()
    s.proc.send_signal(signal.SIGTERM)
    for x in (a, b, c, d):
        m = await x.wait_for("server.draining", timeout=5)
        check(isinstance(m.get("retry_after_ms"), int) and m["retry_after_ms"] > 0, str(m))
    probe.request("GET", "/readyz")
    r = probe.getresponse()
    body = json.loads(r.read())
    check(r.status == 503 and "draining" in body["reasons"], "readyz while draining: %s %s" % (r.status, body))
    for x in (a, b, c, d):
        code = await x.closed_with(timeout=5)
        check(code == 1001, "close code %s" % code)
    exit_code = s.proc.wait(15)
    took = time.monotonic() - sent
    check(exit_code == 0, "exit code %d:\n%s" % (exit_code, s.logs()))
    check(took < 10, "drain took %.1f s" % took)
    probe.close()
    return a, ga, bot_game_ply, b, gb, c


async def test_sigterm_tells_clients_closes_1001_and_exits_0_in_time():
    s = Server(**SETTINGS)
    try:
        _, ga, bot_game_ply, _, gb, _ = await drain_with_games_in_progress(s)
        # Every ply is committed: the games in progress are in the database for the next start.
        rows = dict(s.query("SELECT game_id, COUNT(*) FROM plies GROUP BY game_id"))
        check(rows.get(ga["game"]) == bot_game_ply and rows.get(gb["game"]) == 1, "stored plies %s" % rows)
        ended = s.query("SELECT id FROM games WHERE ended_at IS NOT NULL")
        check(ended == [], "a game ended during the drain: %s" % ended)
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_sigterm_tells_clients_closes_1001_and_exits_0_in_time])
