"""A restart after SIGTERM: the games in progress come back on the same database, and each
player's token finds their game where it was and can play on."""

import asyncio
import http.client
import json
import signal
import time

from harness import Server, check, legal_pits, main


async def test_games_in_progress_come_back_after_a_sigterm_restart():
    # Long grace and move limit: nothing may end the games while the server is down.
    settings = dict(bot_after_ms=60000, disconnect_grace_ms=60000, bot_level="easy")
    s = Server(**settings)
    s2 = None
    try:
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

        # The same database, a new process: each player's token brings the game back.
        s2 = Server(db=s.db, **settings)
        a2 = await s2.client(token=a.welcome["token"])
        back = await a2.expect("game")
        check(back["game"] == ga["game"] and back["state"]["ply"] == bot_game_ply, "computer game: %s" % back)
        check(len(back["moves"]) == bot_game_ply, str(back["moves"]))
        if back["state"]["to_move"] == "south" and not back["state"]["over"]:
            await a2.send(type="move", game=back["game"], ply=back["state"]["ply"],
                          pit=legal_pits(back["state"], "south")[0])
            moved = await a2.wait_for("moved")
            check(moved["state"]["ply"] == bot_game_ply + 1, "play goes on: %s" % moved)
        b2 = await s2.client(token=b.welcome["token"])
        back_b = await b2.expect("game")
        check(back_b["game"] == gb["game"] and back_b["state"]["ply"] == 1, "human game: %s" % back_b)
    finally:
        if s2:
            s2.stop()
        s.stop()


if __name__ == "__main__":
    main([test_games_in_progress_come_back_after_a_sigterm_restart])
