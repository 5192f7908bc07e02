"""A database that stops being writable in the middle of games: its folder and files made
read-only, then a lock held past the busy timeout until a game has ended (a batch of plies and a
result refused and kept). The server says so (a clear log line, /healthz `"db":"failing"`,
/readyz 503), the games in memory go on, and once the database is writable again everything
played is in SQLite exactly once.

Root ignores file modes, so when the test runs as root (CI does) the server runs as `nobody`,
from a copy of the binary in its own temporary folder (harness.py): `nobody` may not be able to
enter the checkout (a clone in /root or in a `mktemp -d` folder).
Found on the way (docs/testing.md): a chmod does not stop the files SQLite already has open,
so commits go on; the server did not notice at all (only /readyz did, when asked). And while
the database refused writes, each `moved` waited for the writer's next try, up to 5 s."""

import asyncio
import os
import re
import sqlite3
import stat

from crash_support import check
from harness import Server, legal_pits, main, play_out
from test_crash import open_tables

NOBODY = 65534


def metric(s, name):
    """One unlabelled counter or gauge of /metrics."""
    _, _, body = s.get("/metrics")
    m = re.search(r"^%s (\S+)$" % re.escape(name), body.decode(), re.M)
    check(m is not None, "no %s in /metrics" % name)
    return float(m.group(1))


def set_writable(db, writable):
    """chmod the database folder and every file in it (the database, its -wal and -shm)."""
    folder = os.path.dirname(db)
    for name in os.listdir(folder):
        os.chmod(os.path.join(folder, name), 0o644 if writable else 0o444)
    os.chmod(folder, 0o755 if writable else 0o555)


async def until(what, probe, seconds=10):
    """Polls `probe()` every 0.1 s until it is true; the checkpointer checks once a second."""
    for _ in range(int(seconds * 10)):
        if probe():
            return
        await asyncio.sleep(0.1)
    raise AssertionError("not within %d s: %s" % (seconds, what))


async def play(t, plies):
    """`plies` plies of table `t` (fewer if it ends), each answered to both seats."""
    for _ in range(plies):
        if t.state["over"]:
            return
        side = t.state["to_move"]
        pit = legal_pits(t.state, side)[0]
        await t.seats[side].send(type="move", game=t.game, ply=t.state["ply"], pit=pit)
        m = await t.seats[side].wait_for("moved")
        check(m["side"] == side and m["pit"] == pit, str(m))
        await t.seats["north" if side == "south" else "south"].wait_for("moved")
        t.acked.append({"side": side, "pit": pit})
        t.state = m["state"]


def check_stored_once(s, t):
    """Every ply `t` was told of is stored once, in order, and its result once."""
    rows = s.query("SELECT n, side, pit FROM plies WHERE game_id = ? ORDER BY n", (t.game,))
    moves = [{"side": "south" if side == 0 else "north", "pit": pit} for _, side, pit in rows]
    check([n for n, _, _ in rows] == list(range(len(rows))), "ply numbers: %s" % rows)
    check(moves == t.acked, "stored plies differ from the played ones: %s vs %s" % (moves, t.acked))
    games = s.query("SELECT result, reason, ended_at FROM games WHERE id = ?", (t.game,))
    check(len(games) == 1 and games[0][2] is not None, "the finished game, once: %s" % games)
    if t.over:
        check(games[0][:2] == (t.over["result"], t.over["reason"]), "%s vs %s" % (games, t.over))


async def test_a_read_only_database_folder_is_reported_and_the_games_go_on():
    s = Server(run_as=NOBODY)
    try:
        if os.geteuid() == 0:
            check(os.stat(s.db).st_uid == NOBODY, "the server should run as nobody, not root")
        tables = await open_tables(s, 2)
        for t in tables:
            await play(t, 2)
        set_writable(s.db, False)
        check(os.stat(os.path.dirname(s.db)).st_mode & stat.S_IWUSR == 0, "the folder is read-only")
        await until("/healthz db failing", lambda: s.get_json("/healthz")[1]["db"] == "failing")
        _, h = s.get_json("/healthz")
        check(h["status"] == "ok", "still live (a restart could not reopen the database): %s" % h)
        status, ready = s.get_json("/readyz")
        check(status == 503 and "db_not_writable" in ready["reasons"], "readyz: %d %s" % (status, ready))
        check("database not writable: " + s.db in s.logs(), "a clear log line:\n" + s.logs())
        # The games in memory go on: one is played to its end, the other a few plies further; a
        # new game starts.
        await play(tables[0], 500)
        tables[0].over = (await tables[0].seats["south"].wait_for("game.over"))["state"]
        await play(tables[1], 4)
        (fresh,) = await open_tables(s, 1)
        await play(fresh, 3)
        set_writable(s.db, True)
        await until("/healthz db ok", lambda: s.get_json("/healthz")[1]["db"] == "ok")
        check(s.get("/readyz")[0] == 200, "ready again")
        check("database writable again: " + s.db in s.logs(), "a log line when it ends")
        for t in tables[1:] + [fresh]:
            t.over, _ = await play_out({"game": t.game, "state": t.state}, t.seats)
        # A chmod does not stop the files SQLite has open, so the plies kept being committed.
        check_stored_once(s, tables[0])
        for t in tables[1:] + [fresh]:
            games = s.query("SELECT result, reason FROM games WHERE id = ? AND ended_at IS NOT NULL", (t.game,))
            check(games == [(t.over["result"], t.over["reason"])], "%s vs %s" % (games, t.over))
            plies = s.query("SELECT COUNT(*), MAX(n) FROM plies WHERE game_id = ?", (t.game,))
            check(plies == [(t.over["ply"], t.over["ply"] - 1)], "%s: %s plies stored" % (t.over["ply"], plies))
        check(metric(s, "mancala_db_write_failures_total") == 0, "no write was refused")
    finally:
        s.stop()


async def test_writes_refused_until_a_game_has_ended_are_committed_once_afterwards():
    s = Server(run_as=NOBODY)
    try:
        (t,) = await open_tables(s, 1)
        await play(t, 2)
        # Another process holds the write lock: each try of the writer fails after the 5 s busy
        # timeout. The game is played to its end meanwhile, plies and result kept in memory.
        con = sqlite3.connect(s.db, timeout=1, isolation_level=None)
        con.execute("BEGIN IMMEDIATE")
        refused_from = len(t.acked)
        await play(t, 500)
        t.over = (await t.seats["south"].wait_for("game.over", timeout=15))["state"]
        check(s.get_json("/healthz")[1]["db"] == "failing", "healthz reports the refused writes")
        status, ready = s.get_json("/readyz")
        check(status == 503 and "db_write_failed" in ready["reasons"], "readyz: %d %s" % (status, ready))
        check(len(s.query("SELECT n FROM plies WHERE game_id = ?", (t.game,))) == refused_from,
              "nothing past the lock is committed yet")
        con.execute("COMMIT")
        con.close()
        await until("/healthz db ok", lambda: s.get_json("/healthz")[1]["db"] == "ok", seconds=15)
        check("database write failed" in s.logs() and "database writable again" in s.logs(), "clear log lines")
        check_stored_once(s, t)
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_read_only_database_folder_is_reported_and_the_games_go_on,
        test_writes_refused_until_a_game_has_ended_are_committed_once_afterwards,
    ])
