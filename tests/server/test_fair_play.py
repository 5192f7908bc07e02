"""mancala-server: fair play (docs/protocol.md §Fair play) — aborting three public games in a day
bans the player from play for 10 minutes: the fourth queue.join, a seek and a challenge are
answered `play_banned` with `until` and `reason`; a missed first ply and a lost game left to run
out while disconnected are offences too; a rated game that ends after fewer than 4 plies is
reported to the moderators about its loser."""

import asyncio
import datetime
import time

from harness import Server, check, main


def iso_seconds(text):
    """Seconds since the epoch of an ISO 8601 UTC time as the server writes it."""
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc).timestamp()


async def queue_game(a, b, clock=None):
    """Ann and Bob paired by the queue: (Ann's game message, Bob's)."""
    join = {"clock": clock} if clock is not None else {}
    for c in (a, b):
        await c.send(type="queue.join", **join)
        await c.expect("queue.joined")
    return await a.wait_for("game"), await b.wait_for("game")


async def refused(c, code, **msg):
    """Sends `msg` (with an id) and returns the `error` answering it, which must have `code`;
    other messages before it (a presence, a challenge) are kept."""
    msg.setdefault("id", "e-" + msg["type"])
    await c.send(**msg)
    while True:
        m = await c.wait_for("error")
        if m.get("id") == msg["id"]:
            check(m.get("code") == code, "expected %s, got %s for %s" % (code, m, msg))
            return m


async def rows_within(s, sql, args, seconds=20):
    """The rows of `sql` once there are any: the fair-play service writes after the game's end,
    off the room (a watchdog against a hang, not a bound the test asserts)."""
    end = time.time() + seconds
    while True:
        rows = s.query(sql, args)
        if rows or time.time() > end:
            return rows
        await asyncio.sleep(0.05)


async def test_three_aborts_ban_the_fourth_queue_join():
    s = Server(bot_after_ms=600000)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        ann = a.welcome["player"]["id"]
        for round_ in range(3):
            ga, _ = await queue_game(a, b)
            await a.send(type="abort", game=ga["game"])
            over = await a.wait_for("game.over")
            check(over["state"]["reason"] == "aborted", "round %d: %s" % (round_, over["state"]))
            await b.wait_for("game.over")
        offences = s.query("SELECT kind FROM offences WHERE player = ?", (ann,))
        check(offences == [("abort",)] * 3, "three aborts stored: %s" % offences)
        check(s.query("SELECT COUNT(*) FROM offences WHERE player = ?", (b.welcome["player"]["id"],))[0][0] == 0,
              "the opponent did nothing")
        bans = await rows_within(s, "SELECT moderator, action, reason, until FROM mod_actions WHERE player = ?", (ann,))
        check(len(bans) == 1 and bans[0][:3] == ("system", "play_ban", "abort"), str(bans))
        now = time.time()
        m = await refused(a, "play_banned", type="queue.join")
        check(m["reason"] == "abort" and m["until"] == bans[0][3], str(m))
        check(abs(iso_seconds(m["until"]) - (now + 600)) < 60, "about ten minutes: %s" % m["until"])
        check(isinstance(m["message"], str) and m["message"], str(m))
        await refused(a, "play_banned", type="seek.create")
        await refused(a, "play_banned", type="challenge.create", player=b.welcome["player"]["id"])
        # Bob is not banned: his seek is listed, and Ann may not accept it.
        await b.send(type="seek.create", id="s")
        seek = (await b.wait_for("seek.created"))["seek"]
        await refused(a, "play_banned", type="seek.accept", seek=seek)
        await b.send(type="challenge.create", player=ann, id="c")
        challenge = (await b.wait_for("challenge.created"))["challenge"]
        await a.wait_for("challenge")
        await refused(a, "play_banned", type="challenge.accept", challenge=challenge)
        # Playing the computer or a friend stays open.
        await a.send(type="bot.play", level="easy", id="bot")
        await a.wait_for("game")
    finally:
        s.stop()


async def test_a_missed_first_ply_is_charged_to_the_player_who_did_not_move():
    s = Server(first_move_ms=1000)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        ga, _ = await queue_game(a, b, {"limit_s": 60, "inc_s": 0})
        south = a if ga["you"] == "south" else b
        north = b if south is a else a
        await south.send(type="move", game=ga["game"], ply=0, pit=0)
        over = await north.wait_for("game.over", timeout=15)
        check(over["state"]["reason"] == "aborted", str(over["state"]))
        rows = s.query("SELECT player, kind, game FROM offences")
        check(rows == [(north.welcome["player"]["id"], "no_start", ga["game"])], str(rows))
    finally:
        s.stop()


async def test_a_lost_game_left_to_run_out_is_an_offence():
    # The grace outlasts the clock: the loss is on time, with the loser away.
    s = Server(disconnect_grace_ms=600000)
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        ga, gb = await queue_game(a, b, {"limit_s": 3, "inc_s": 0})
        south, north = (a, b) if ga["you"] == "south" else (b, a)
        g = ga["game"]
        # Kalah: South sows pit 2 (its last seed in its store: an extra turn), then pit 0; North
        # sows pit 1; South sows pit 3 (one more seed in its store). South leads 2-0.
        for seat, ply, pit in ((south, 0, 2), (south, 1, 0), (north, 2, 1), (south, 3, 3)):
            await seat.send(type="move", game=g, ply=ply, pit=pit)
            m = await south.wait_for("moved")
            await north.wait_for("moved")
        check(m["state"]["to_move"] == "north", str(m["state"]))
        await north.close()
        over = await south.wait_for("game.over", timeout=20)
        check(over["state"]["reason"] == "timeout" and over["state"]["result"] == "south", str(over["state"]))
        rows = s.query("SELECT player, kind FROM offences")
        check(rows == [(north.welcome["player"]["id"], "left_lost")], str(rows))
    finally:
        s.stop()


async def test_a_short_rated_game_is_reported_about_its_loser():
    s = Server()
    try:
        a = await s.client(name="Ann")
        b = await s.client(name="Bob")
        ga, _ = await queue_game(a, b)
        check(ga["rated"] is True, str(ga))
        south, north = (a, b) if ga["you"] == "south" else (b, a)
        # One ply each (pit 0: no extra turn), then South resigns: a rated game of two plies.
        for seat, ply in ((south, 0), (north, 1)):
            await seat.send(type="move", game=ga["game"], ply=ply, pit=0)
            await south.wait_for("moved")
            await north.wait_for("moved")
        await south.send(type="resign", game=ga["game"])
        over = await south.wait_for("game.over")
        check(over["state"]["reason"] == "resign", str(over["state"]))
        await north.wait_for("game.over")
        # Filed before the result, in the same queue of writes: stored once game.over is out.
        rows = s.query("SELECT COALESCE(reporter, ''), player, game, reason, text FROM reports")
        check(len(rows) == 1, str(rows))
        check(rows[0][:4] == ("", south.welcome["player"]["id"], ga["game"], "short_game"), str(rows))
        check("2 plies" in rows[0][4], str(rows))
        # An aborted rated game is not reported.
        ga, _ = await queue_game(a, b)
        await a.send(type="abort", game=ga["game"])
        await a.wait_for("game.over")
        await b.wait_for("game.over")
        check(s.query("SELECT COUNT(*) FROM reports")[0][0] == 1, "no report for an abort")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_three_aborts_ban_the_fourth_queue_join,
        test_a_missed_first_ply_is_charged_to_the_player_who_did_not_move,
        test_a_lost_game_left_to_run_out_is_an_offence,
        test_a_short_rated_game_is_reported_about_its_loser,
    ])
