"""mancala-server: the live games over the WebSocket (docs/protocol.md §Live games) — `live.watch`
answers the list at once and pushes `live.changed` as a game starts, gets plies and ends, at most
once a second and only when the list changed; `live.unwatch` stops the pushes; bad messages are
refused. The pushed list is the one GET /api/live answers."""

import asyncio
import time

from harness import Server, check, legal_pits, main


def entry(games, game):
    """The entry of `game` in a list of live games, or None."""
    found = [g for g in games if g["game"] == game]
    check(len(found) <= 1, "game %s listed twice: %s" % (game, games))
    return found[0] if found else None


async def live_watch(client, msg_id="l", **fields):
    """Watches the live games: the answer's list."""
    await client.send(type="live.watch", id=msg_id, **fields)
    m = await client.wait_for("live.changed")
    check(m.get("id") == msg_id, "the answer does not echo the id: %s" % m)
    return m["games"]


async def push_until(client, what, condition, seconds=5):
    """The first pushed `live.changed` whose games meet `condition`, within `seconds`; every
    frame on the way must be a push (no id)."""
    end = time.time() + seconds
    while True:
        left = end - time.time()
        check(left > 0, "no push with %s within %s s" % (what, seconds))
        m = await client.wait_for("live.changed", left)
        check("id" not in m, "a push echoes an id: %s" % m)
        if condition(m["games"]):
            return m["games"]


async def frames_within(client, seconds):
    """Every frame the client has or receives until `seconds` pass without one."""
    frames = []
    while True:
        try:
            frames.append(await client.next(seconds))
        except asyncio.TimeoutError:
            return frames


async def bot_game(s, name):
    """A computer game (listed live), its player South and to move: (client, game message)."""
    p = await s.client(name=name)
    await p.send(type="bot.play", level="easy", side="south")
    return p, await p.expect("game")


async def ply_and_answer(player, game, state):
    """South sows its first legal pit; returns the state once it is South's turn again (or over)."""
    await player.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, "south")[0])
    while True:
        state = (await player.wait_for("moved"))["state"]
        if state["over"] or state["to_move"] == "south":
            return state


async def test_the_list_at_once_then_a_start_its_plies_and_its_end_pushed():
    s = Server()
    try:
        w = await s.client(name="Wes")
        games = await live_watch(w, "l1")
        check(games == [], "a new server lists %s" % games)
        p, g = await bot_game(s, "Pia")
        game = g["game"]
        games = await push_until(w, "the new game", lambda gs: entry(gs, game) is not None)
        e = entry(games, game)
        check(e["players"]["south"]["name"] == "Pia" and e["players"]["north"]["bot"] == "easy", str(e))
        check(e["ply"] == 0 and e["watchers"] == 0, str(e))
        check(games == s.get_json("/api/live")[1]["games"], "the push differs from /api/live: %s" % games)
        # A ply (and the computer's answer) is pushed with the game's new ply count.
        state = await ply_and_answer(p, game, g["state"])
        games = await push_until(w, "ply %d" % state["ply"], lambda gs: (entry(gs, game) or {}).get("ply") == state["ply"])
        check(state["ply"] >= 2, "South and the computer made a ply each: %s" % state)
        # A spectator is counted in the list too.
        v = await s.client(name="Vic")
        await v.send(type="watch", game=game)
        await v.expect("game", game=game)
        await push_until(w, "a watcher", lambda gs: (entry(gs, game) or {}).get("watchers") == 1)
        # The end takes the game off the list.
        await p.send(type="resign", game=game)
        await p.wait_for("game.over")
        games = await push_until(w, "the game gone", lambda gs: entry(gs, game) is None)
        check(games == [], str(games))
    finally:
        s.stop()


async def test_pushes_come_at_most_once_a_second_and_only_on_a_change():
    s = Server()
    try:
        w = await s.client(name="Wes")
        await live_watch(w)
        players = [await bot_game(s, "P%d" % i) for i in range(4)]
        # Four games played as fast as the server answers for 3.5 s: many plies, few pushes.
        states = {g["game"]: g["state"] for _, g in players}
        plies, end = 0, time.time() + 3.5
        while time.time() < end:
            for p, g in players:
                st = states[g["game"]]
                if st["over"]:
                    continue
                states[g["game"]] = await ply_and_answer(p, g["game"], st)
                plies += 1
        pushes = [m for m in await frames_within(w, 1.5) if m.get("type") == "live.changed"]
        check(plies >= 12, "only %d plies were played" % plies)
        # Frames are read after the burst, so their arrival times are not their sending times:
        # the count bounds the rate (the first push may follow the answer at once).
        check(2 <= len(pushes) <= 6, "%d pushes for %d plies in 3.5 s: %s" % (len(pushes), plies, pushes))
        last = pushes[-1]["games"]
        for _, g in players:
            e = entry(last, g["game"])
            st = states[g["game"]]
            if st["over"]:
                check(e is None, "a finished game is still listed: %s" % e)
            else:
                check(e is not None and e["ply"] == st["ply"], "the last push shows %s, the game is at ply %d" % (e, st["ply"]))
        # Nothing changes in the list (a same-device game is never listed): nothing is pushed.
        local = await s.client(name="Lou")
        await local.send(type="local.play")
        lg = await local.expect("game")
        await local.send(type="move", game=lg["game"], ply=0, pit=legal_pits(lg["state"], "south")[0])
        await local.wait_for("moved")
        await w.silent(2.5)
    finally:
        s.stop()


async def test_pushes_over_a_busy_window_number_at_most_one_a_second():
    s = Server(bot_pause_ms=100)  # a game lasts some seconds: a ply every ~0.2 s
    try:
        w = await s.client(name="Wes")
        await live_watch(w)
        p, g = await bot_game(s, "Pia")
        state, seen = g["state"], []
        # A push waits in the socket while the player's ply is answered, so arrival times are late
        # by up to a ply's round trip and a gap between two can look short. What holds whatever the
        # load: over the whole window the pushes number at most one a second, plus the one sent
        # just before it began (a push a ply, as without the coalescing, would be five a second).
        start = time.time()
        end = start + 4
        plies = 0
        while time.time() < end:
            if state["over"]:  # a short game: another one keeps the list changing
                p, g = await bot_game(s, "Pia%d" % plies)
                state = g["state"]
            state = await ply_and_answer(p, g["game"], state)
            plies += 1
            for m in await frames_within(w, 0.05):
                if m.get("type") == "live.changed":
                    seen.append(time.time())
        elapsed = time.time() - start
        check(len(seen) >= 2, "only %d pushes in %.1f s, %d plies" % (len(seen), elapsed, plies))
        check(len(seen) <= elapsed + 2 and len(seen) < plies,
              "%d pushes in %.1f s for %d plies: more than one a second" % (len(seen), elapsed, plies))
    finally:
        s.stop()


async def test_unwatch_stops_the_pushes():
    s = Server()
    try:
        w = await s.client(name="Wes")
        await live_watch(w)
        await w.send(type="live.unwatch", id="u1")
        m = await w.wait_for("live.unwatched")
        check(m.get("id") == "u1", str(m))
        w.inbox = [x for x in w.inbox if x.get("type") != "live.changed"]  # pushed before the answer
        p, g = await bot_game(s, "Pia")
        await ply_and_answer(p, g["game"], g["state"])
        await w.silent(2.5)
        # Watching again answers the list as it is now.
        games = await live_watch(w, "l2")
        check(entry(games, g["game"]) is not None, str(games))
        # Unwatching what is not watched is answered all the same.
        await w.send(type="live.unwatch", id="u2")
        await w.wait_for("live.unwatched")
        await w.send(type="live.unwatch", id="u3")
        m = await w.expect("live.unwatched")
        check(m.get("id") == "u3", str(m))
    finally:
        s.stop()


async def test_a_limit_cuts_the_list_and_bad_messages_are_refused():
    s = Server()
    try:
        for i in range(3):
            await bot_game(s, "P%d" % i)
        w = await s.client(name="Wes")
        games = await live_watch(w, "l1", limit=2)
        check(len(games) == 2, "limit 2 listed %d" % len(games))
        check(games == s.get_json("/api/live?limit=2")[1]["games"], str(games))
        # Watching again changes the limit and answers the list again.
        games = await live_watch(w, "l2", limit=5)
        check(len(games) == 3, "limit 5 listed %d" % len(games))
        for bad in (0, 101, "5", 1.5, True, [2]):
            m = await w.error("bad_message", type="live.watch", limit=bad)
            check("limit" in m["message"], str(m))
        # null is no limit: the default.
        await live_watch(w, "l3", limit=None)
        anon = await s.client(hello=False)
        await anon.error("no_hello", type="live.watch")
        await anon.error("no_hello", type="live.unwatch")
    finally:
        s.stop()


async def test_a_closed_watcher_is_forgotten():
    s = Server()
    try:
        for i in range(3):
            w = await s.client(name="W%d" % i)
            await live_watch(w)
            await w.close()
        w = await s.client(name="Wes")
        await live_watch(w)
        p, g = await bot_game(s, "Pia")
        await push_until(w, "the new game", lambda gs: entry(gs, g["game"]) is not None)
        # The server is still well: the closed ones cost nothing it reports.
        check(s.get("/healthz")[0] == 200, "healthz")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_the_list_at_once_then_a_start_its_plies_and_its_end_pushed,
        test_pushes_come_at_most_once_a_second_and_only_on_a_change,
        test_pushes_over_a_busy_window_number_at_most_one_a_second,
        test_unwatch_stops_the_pushes,
        test_a_limit_cuts_the_list_and_bad_messages_are_refused,
        test_a_closed_watcher_is_forgotten,
    ])
