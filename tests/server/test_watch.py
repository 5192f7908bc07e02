"""mancala-server: watching (PROTOCOL.md §Watching) — watch, unwatch, the `watchers` count, what a
spectator may not do — and the HTTP lists beside it: GET /api/live and GET /api/players/{id}/games."""

import asyncio
import time

from harness import Server, check, legal_pits, main, matched_pair, thread_schedules, without_ids


async def watch(client, game, msg_id="w", counted=True):
    """Watches `game`; with `counted`, also takes the `watchers` frame that counts this spectator in."""
    await client.send(type="watch", id=msg_id, game=game)
    g = await client.expect("game", id=msg_id, game=game)
    check(g["you"] == "spectator", str(g))
    if counted:
        m = await client.expect("watchers", game=game)
        check(m["count"] == g["watchers"], "%s after %s" % (m, g))
    return g


async def test_a_spectator_sees_every_ply_and_presence_and_cannot_act():
    s = Server(disconnect_grace_ms=5000)
    try:
        south, north, g = await matched_pair(s, names=("Ann", "Bob"))
        game = g["game"]
        c = await s.client(name="Cid")
        snap = await watch(c, game)
        check(snap["players"] == g["players"] and snap["state"] == g["state"], str(snap))
        check(snap["watchers"] == 1, str(snap))
        for seat in (south, north):
            m = await seat.expect("watchers", game=game)
            check(m["count"] == 1, str(m))
        # Every ply reaches the spectator as the seats hear it.
        state = g["state"]
        for _ in range(3):
            side = state["to_move"]
            mover = south if side == "south" else north
            await mover.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, side)[0])
            m = await south.wait_for("moved")
            check(await north.wait_for("moved") == m, "the seats heard different plies")
            check(await c.wait_for("moved") == m, "the spectator heard another ply")
            state = m["state"]
        # A spectator can do nothing to the game.
        for msg in ({"type": "move", "game": game, "ply": state["ply"], "pit": 0}, {"type": "resign", "game": game},
                    {"type": "hint", "game": game}, {"type": "rematch", "game": game}):
            await c.error("not_in_game", **msg)
        # Presence: the spectator hears which seat dropped and came back.
        token = north.welcome["token"]
        await north.close()
        away = await c.wait_for("opponent")
        check(away["side"] == "north" and away["connected"] is False and away["grace_ms"] > 0, str(away))
        m = await south.wait_for("opponent")
        check(m["side"] == "north" and m["connected"] is False, str(m))
        north = await s.client(token=token)
        back = await north.expect("game", game=game)
        check(back["watchers"] == 1, "a player's snapshot counts the watchers: %s" % back)
        m = await c.wait_for("opponent")
        check(m["side"] == "north" and m["connected"] is True, str(m))
        # The end reaches the spectator, and the game can still be watched while it lingers.
        await south.send(type="resign", game=game)
        over = await c.wait_for("game.over")
        check(over["state"]["result"] == "north" and over["state"]["reason"] == "resign", str(over))
        late = await s.client(name="Dee")
        snap = await watch(late, game)
        check(snap["state"]["over"] is True and snap["watchers"] == 2, str(snap))
        m = await c.wait_for("watchers")
        check(m["count"] == 2, "the first spectator hears the second come: %s" % m)
        await c.send(type="unwatch", id="u", game=game)
        await c.expect("unwatched", id="u", game=game)
        # Nothing a spectator received carries a token, or a player id outside `players`
        # (PROTOCOL.md §Watching: there each person's seat names their id).
        check(snap["players"]["south"]["id"] == south.welcome["player"]["id"], str(snap["players"]))
        for frame in (snap, over, away):
            text = str({k: v for k, v in frame.items() if k != "players"})
            for secret in (south.welcome["token"], north.welcome["token"], south.welcome["player"]["id"]):
                check(secret not in text, "a spectator saw %s" % secret)
    finally:
        s.stop()


async def test_watching_unknown_games_and_too_many_is_refused():
    s = Server(max_watch_per_connection=2)
    try:
        c = await s.client(name="Cid")
        await c.error("game_not_found", type="watch", game="nosuchgame")
        await c.error("bad_message", type="watch")
        games = []
        for i in range(3):
            p = await s.client(name="P%d" % i)
            await p.send(type="bot.play", level="easy")
            games.append((await p.expect("game"))["game"])
        await watch(c, games[0], "w0")
        await watch(c, games[0], "w0b", counted=False)  # watching the same game again takes no second place
        await watch(c, games[1], "w1")
        m = await c.error("rate_limited", type="watch", game=games[2])
        check("2" in m["message"], str(m))
        await c.send(type="unwatch", game=games[0])
        await c.expect("unwatched")
        await watch(c, games[2], "w2")
        # A local game and a game against the computer can be watched too.
        p = await s.client(name="Solo")
        await p.send(type="local.play")
        local = await p.expect("game")
        d = await s.client(name="Dee")
        snap = await watch(d, local["game"])
        check(snap["players"] == local["players"], str(snap))
        await p.send(type="move", game=local["game"], ply=0, pit=2)
        m = await d.wait_for("moved")
        check(m["pit"] == 2 and m["side"] == "south", str(m))
    finally:
        s.stop()


async def test_the_watcher_count_goes_out_at_most_once_a_second():
    s = Server()
    try:
        south, north, g = await matched_pair(s)
        game = g["game"]
        watchers = []
        for i in range(3):
            w = await s.client(name="W%d" % i)
            await watch(w, game, "w%d" % i, counted=False)
            watchers.append(w)
        counts, times = [], []
        end = time.time() + 2.5
        while time.time() < end:
            try:
                m = await south.next(end - time.time())
            except asyncio.TimeoutError:
                break
            if m["type"] == "watchers":
                counts.append(m["count"])
                times.append(time.time())
        check(counts and counts[-1] == 3, "counts heard: %s" % counts)
        check(len(counts) <= 3, "more than one count a second: %s" % counts)
        for a, b in zip(times, times[1:]):
            check(b - a > 0.8, "two counts %.2f s apart" % (b - a))
        # A spectator whose connection closes is no longer counted.
        await watchers[0].close()
        m = await north.wait_for("watchers", timeout=5)
        while m["count"] != 2:
            m = await north.wait_for("watchers", timeout=5)
        check(m["count"] == 2, str(m))
    finally:
        s.stop()


def watch_connections(s):
    """The server's count of connections served on its watch threads (mancala_watch_connections_total)."""
    status, _, body = s.get("/metrics")
    check(status == 200, "GET /metrics: %s" % status)
    for line in body.decode().splitlines():
        if line.startswith("mancala_watch_connections_total "):
            return int(float(line.split()[1]))
    raise AssertionError("no mancala_watch_connections_total in /metrics")


async def test_a_connection_opened_at_ws_watch_speaks_the_whole_protocol_on_the_watch_threads():
    for threads in (1, 0):
        s = Server(watch_threads=threads)
        try:
            south, north, g = await matched_pair(s, names=("Ann", "Bob"))
            game = g["game"]
            c = await s.client(name="Cid", path="/ws?watch")
            check(watch_connections(s) == threads, "watch_threads %d: %d moved" % (threads, watch_connections(s)))
            await watch(c, game)
            state = g["state"]
            for _ in range(2):
                side = state["to_move"]
                mover = south if side == "south" else north
                await mover.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, side)[0])
                m = await south.wait_for("moved")
                check(await c.wait_for("moved") == m, "the spectator heard another ply")
                state = m["state"]
            # The same link can play: a same-device game, move for move.
            await c.send(type="local.play", id="l")
            own = await c.expect("game", id="l")
            await c.send(type="move", game=own["game"], ply=0, pit=2)
            m = await c.wait_for("moved")
            check(m["game"] == own["game"] and m["extra_turn"] is True and m["state"]["ply"] == 1, str(m))
            # Identity is the token, whichever path: a /ws link of the same player replaces it (4001).
            again = await s.client(token=c.welcome["token"])
            check(again.welcome["player"]["id"] == c.welcome["player"]["id"], str(again.welcome))
            check(await c.closed_with() == 4001, "the /ws?watch link must close with 4001")
            check(watch_connections(s) == threads, "a /ws link stays on the network threads")
        finally:
            s.stop()


async def test_the_watch_threads_yield_the_cpu_as_watch_policy_says():
    sched_other, sched_idle = 0, 5  # Linux's SCHED_OTHER and SCHED_IDLE
    for settings, expected in (({}, (sched_other, 10)), ({"watch_policy": "idle"}, (sched_idle, 0)),
                               ({"watch_nice": 7}, (sched_other, 7))):
        s = Server(watch_threads=2, **settings)
        try:
            await s.client(name="Cid", path="/ws?watch")  # the watch threads are running once it is served
            check(thread_schedules(s, "mancala-watch") == [expected] * 2, "%s: %s" % (settings, thread_schedules(s, "mancala-watch")))
        finally:
            s.stop()


async def test_live_lists_queue_and_computer_games_most_watched_first():
    s = Server()
    try:
        south, north, queued = await matched_pair(s, names=("Ann", "Bob"))
        p = await s.client(name="Pat")
        await p.send(type="bot.play", level="easy")
        bot = await p.expect("game")
        solo = await s.client(name="Solo")
        await solo.send(type="local.play")
        local = await solo.expect("game")
        status, live = s.get_json("/api/live")
        check(status == 200, str(live))
        ids = [g["game"] for g in live["games"]]
        check(set(ids) == {queued["game"], bot["game"]} and local["game"] not in ids, str(live))
        check(ids[0] == bot["game"], "the newest first when nobody watches: %s" % ids)
        entry = next(g for g in live["games"] if g["game"] == queued["game"])
        check(entry["players"] == without_ids(queued["players"]) and entry["ply"] == 0 and entry["watchers"] == 0, str(entry))
        check(entry["variant"] == queued["variant"] and entry["started_at"].endswith("Z"), str(entry))
        # Watched games come first; the ply follows the game.
        w = await s.client(name="W")
        await watch(w, queued["game"])
        await south.send(type="move", game=queued["game"], ply=0, pit=legal_pits(queued["state"], "south")[0])
        await w.wait_for("moved")
        _, live = s.get_json("/api/live")
        check(live["games"][0]["game"] == queued["game"], str(live))
        check(live["games"][0]["watchers"] == 1 and live["games"][0]["ply"] == 1, str(live["games"][0]))
        _, one = s.get_json("/api/live?limit=1")
        check(len(one["games"]) == 1, str(one))
        for bad in ("0", "101", "x"):
            status, body = s.get_json("/api/live?limit=" + bad)
            check(status == 400 and body["error"] == "bad_request", "limit=%s: %d" % (bad, status))
        # A finished game leaves the list.
        await p.send(type="resign", game=bot["game"])
        await p.wait_for("game.over")
        _, live = s.get_json("/api/live")
        check([g["game"] for g in live["games"]] == [queued["game"]], str(live))
    finally:
        s.stop()


async def test_a_players_games_are_listed_newest_first_with_their_seat():
    s = Server()
    try:
        a = await s.client(name="Ann")
        pid = a.welcome["player"]["id"]
        played = []
        for side in ("south", "north"):
            await a.send(type="bot.play", level="easy", side=side)
            g = await a.wait_for("game")  # the computer's first ply of the game before may wait in the inbox
            played.append(g["game"])
            await a.send(type="resign", game=g["game"])
            await a.wait_for("game.over")
        await a.send(type="local.play")
        local = await a.wait_for("game")  # in progress: listed too
        played.append(local["game"])
        other = await s.client(name="Bob")
        await other.send(type="bot.play", level="easy")
        theirs = (await other.expect("game"))["game"]

        # A game's row is written by the store's writer thread as the game opens, beside its `game`.
        deadline = time.time() + 5
        while True:
            status, body = s.get_json("/api/players/%s/games" % pid)
            if status != 200 or len(body["games"]) == len(played) or time.time() > deadline:
                break
            time.sleep(0.05)
        check(status == 200, str(body))
        games = body["games"]
        check([g["game"] for g in games] == played[::-1], "%s vs %s" % ([g["game"] for g in games], played))
        check([g["you"] for g in games] == ["both", "north", "south"], str(games))
        check(games[0]["result"] is None and games[1]["result"] == "south" and games[1]["reason"] == "resign", str(games))
        check("moves" not in games[0] and theirs not in str(games), str(games))
        _, two = s.get_json("/api/players/%s/games?limit=2" % pid)
        check([g["game"] for g in two["games"]] == played[:0:-1], str(two))
        _, none = s.get_json("/api/players/nosuchplayer/games")
        check(none == {"games": [], "more": False}, str(none))
        status, _ = s.get_json("/api/players/%s/games?limit=0" % pid)
        check(status == 400, "limit=0: %d" % status)
        status, _ = s.get_json("/api/players/%s/other" % pid)
        check(status == 404, "an unknown player API: %d" % status)
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_spectator_sees_every_ply_and_presence_and_cannot_act,
        test_watching_unknown_games_and_too_many_is_refused,
        test_the_watcher_count_goes_out_at_most_once_a_second,
        test_a_connection_opened_at_ws_watch_speaks_the_whole_protocol_on_the_watch_threads,
        test_the_watch_threads_yield_the_cpu_as_watch_policy_says,
        test_live_lists_queue_and_computer_games_most_watched_first,
        test_a_players_games_are_listed_newest_first_with_their_seat,
    ])
