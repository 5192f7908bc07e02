"""mancala-server: settings from config file, MANCALA_* variables and flags; a bad value stops
start-up with a message naming the key and exit code 2."""

import json
import os
import subprocess
import tempfile

import websockets

import harness
from harness import OMIT, Server, check, main


async def upgrade_status(s, origin):
    """The HTTP status of a WebSocket upgrade with this Origin (101 when it succeeds), as
    tests/hostile/test_limits.py asks it."""
    try:
        ws = await websockets.connect(s.url, extra_headers={"Origin": origin}, open_timeout=10)
    except websockets.InvalidStatusCode as e:
        return e.status_code
    await ws.close()
    return 101


def run(args, env=None, cwd=None):
    """(exit code, stderr) of a server start that is expected to fail fast."""
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run([harness.SERVER] + args, env=e, cwd=cwd, capture_output=True, text=True, timeout=30)
    return p.returncode, p.stderr


async def test_a_bad_value_names_the_key_and_exits_2():
    with tempfile.TemporaryDirectory() as d:
        cases = [
            (["--port", "70000"], {}, "port"),
            (["--port", "eighty"], {}, "port"),
            (["--bot-after-ms", "-1"], {}, "bot_after_ms"),
            (["--bot-level", "genius"], {}, "bot_level"),
            (["--log-level", "loud"], {}, "log_level"),
            (["--move-time-limit-ms", "0"], {}, "move_time_limit_ms"),
            ([], {"MANCALA_DISCONNECT_GRACE_MS": "soon"}, "disconnect_grace_ms"),
            ([], {"MANCALA_BOT_PAUSE_MS": "999999"}, "bot_pause_ms"),
            (["--hard-endgame-seeds", "25"], {}, "hard_endgame_seeds"),
            ([], {"MANCALA_HARD_ENDGAME_SEEDS": "-1"}, "hard_endgame_seeds"),
            (["--hard-endgame-seeds", "11"], {}, "hard_endgame_seeds"),
            # Regressions: these once passed (an origin that can never match) or aborted (exit 134).
            (["--allowed-origins", "[1]"], {}, "allowed_origins"),
            ([], {"MANCALA_ALLOWED_ORIGINS": "[1,2]"}, "allowed_origins"),
            (["--allowed-origins", "https://a.example/"], {}, "allowed_origins"),
            (["--allowed-origins", "http://a.example:99999"], {}, "allowed_origins"),
            (["--allowed-origins", "http://user@a.example"], {}, "allowed_origins"),
            (["--allowed-origins", "http://*.a.example"], {}, "allowed_origins"),
            (["--allowed-origins", "http://"], {}, "allowed_origins"),
            (["--allowed-origins", "HTTP://A.EXAMPLE"], {}, "allowed_origins"),
            (["--config", "/proc/self/mem"], {}, "config"),
            (["--watch-policy", "realtime"], {}, "watch_policy"),
            (["--kgp-threads", "17"], {}, "kgp_threads"),
            ([], {"MANCALA_KGP_MIN_TURN_MS": "-1"}, "kgp_min_turn_ms"),
            (["--hsts-max-age-s", "-1"], {}, "hsts_max_age_s"),
            (["--hsts-max-age-s", "63072001"], {}, "hsts_max_age_s"),
            ([], {"MANCALA_HSTS_MAX_AGE_S": "a year"}, "hsts_max_age_s"),
            (["--port-file", os.path.join(d, "no", "such", "port")], {}, "port_file"),
            (["--port-file", d], {}, "port_file"),
            ([], {"MANCALA_CONFIG": d}, "config"),
            (["--redis", "localhost:6379"], {}, "redis"),
            (["--redis", "redis://host:0"], {}, "redis"),
            ([], {"MANCALA_NODE": "a b"}, "node"),
            (["--node-lease-ms", "10"], {}, "node_lease_ms"),
            (["--default-clock", "3+"], {}, "default_clock"),
            ([], {"MANCALA_DEFAULT_CLOCK": "4d"}, "default_clock"),
            (["--default-clock", '{"limit_s":60}'], {}, "default_clock"),
            (["--first-move-ms", "999"], {}, "first_move_ms"),
            (["--tournament-schedule", '[{"kind":"blitz"}]'], {}, "tournament_schedule[0].kind"),
            ([], {"MANCALA_TOURNAMENT_SCHEDULE": '{"kind":"arena"}'}, "tournament_schedule"),
            (["--tournament-schedule", '[{"kind":"arena","clock":{"limit_s":180,"inc_s":2},"minutes":57,'
              '"every":"weekly","at_hour":18,"weekday":7}]'], {}, "tournament_schedule[0].weekday"),
            (["--max-tournaments-per-day", "0"], {}, "max_tournaments_per_day"),
            ([], {"MANCALA_SWISS_ROUND_GAP_MS": "-1"}, "swiss_round_gap_ms"),
            # The nodes of a cluster share one database: a file of one process cannot be it.
            (["--redis", "redis://127.0.0.1:6379"], {}, "needs store \"postgres\""),
        ]
        for args, env, key in cases:
            code, err = run(args + ["--db", os.path.join(d, "x.db")], env, cwd=d)
            check(code == 2, "%s %s: exit %d" % (args, env, code))
            check(key in err, "%s: message %r does not name %s" % (args, err, key))
        # A table file holding something else is never overwritten.
        other = os.path.join(d, "other.egt")
        with open(other, "w") as f:
            f.write("my notes, not a table\n")
        code, err = run(["--db", os.path.join(d, "x.db"), "--hard-endgame-seeds", "13", "--hard-endgame-file", other],
                        cwd=d)
        check(code == 2 and "hard_endgame_file" in err and "holds another table" in err, err)
        with open(other) as f:
            check(f.read() == "my notes, not a table\n", "the file was changed")
        # The largest table allowed passes the seeds check (the file check then stops the start
        # before anything is built); one seed more names the allowed range.
        code, err = run(["--db", os.path.join(d, "x.db"), "--hard-endgame-seeds", "24", "--hard-endgame-file", other],
                        cwd=d)
        check(code == 2 and "setting hard_endgame_file" in err and "with 24 seeds" in err, err)
        code, err = run(["--db", os.path.join(d, "x.db"), "--hard-endgame-seeds", "25"], cwd=d)
        check(code == 2 and "hard_endgame_seeds" in err and "12..24" in err and "got 25" in err, err)
        code, err = run(["--db", os.path.join(d, "x.db"), "--hsts-max-age-s", "-1"], cwd=d)
        check(code == 2 and "hsts_max_age_s" in err and "0..63072000" in err and "got -1" in err, err)
        # A number beyond int64 is refused as too large, not wrapped into the range.
        huge_file = os.path.join(d, "huge.json")
        for key in ("hard_endgame_seeds", "bot_after_ms"):
            with open(huge_file, "w") as f:
                f.write('{"%s": 18446744073709551615}' % key)
            code, err = run(["--config", huge_file, "--db", os.path.join(d, "x.db")], cwd=d)
            check(code == 2 and key in err and "got 9223372036854775807" in err, err)
        nul_file = os.path.join(d, "nul.json")
        with open(nul_file, "wb") as f:
            f.write(b'{"port": 0}\0junk')
        code, err = run(["--config", nul_file, "--db", os.path.join(d, "x.db")], cwd=d)
        check(code == 2 and "config" in err and "NUL" in err, err)
        nul_value = os.path.join(d, "nul_value.json")
        with open(nul_value, "w") as f:
            f.write('{"db": "%s\\u0000.db"}' % os.path.join(d, "cut"))
        code, err = run(["--config", nul_value], cwd=d)
        check(code == 2 and "db" in err and "NUL" in err and not os.path.exists(os.path.join(d, "cut")), err)
        origins_file = os.path.join(d, "origins.json")
        with open(origins_file, "w") as f:
            json.dump({"allowed_origins": ["https://a.example", 1]}, f)
        code, err = run(["--config", origins_file, "--db", os.path.join(d, "x.db")], cwd=d)
        check(code == 2 and "allowed_origins" in err and "each origin must be a string" in err, err)
        bad_file = os.path.join(d, "bad.json")
        with open(bad_file, "w") as f:
            json.dump({"port": 0, "bot_after_msec": 5}, f)
        code, err = run(["--config", bad_file], cwd=d)
        check(code == 2 and "bot_after_msec" in err, err)
        code, err = run(["--config", os.path.join(d, "missing.json")], cwd=d)
        check(code == 2 and "config" in err, err)
        code, err = run(["--no-such-flag", "1"], cwd=d)
        check(code == 2 and err.startswith("mancala-server: The following arguments were not expected: 1 --no-such-flag\n")
              and "mancala-server --help" in err, err)
        check(not os.path.exists(os.path.join(d, "x.db")), "a refused start must not create the database")


async def test_file_then_environment_then_flags():
    files = {"config/mancala.json": {"bot_after_ms": 1111, "move_time_limit_ms": None, "bot_level": "hard"}}
    # config/mancala.json of the working folder is read by default.
    s = Server(files=files, bot_after_ms=OMIT, move_time_limit_ms=OMIT)
    try:
        c = await s.client()
        await c.send(type="queue.join")
        check((await c.expect("queue.joined"))["bot_after_ms"] == 1111, "the file's value")
    finally:
        s.stop()
    # The variable beats the file; the file's null disables the move limit.
    s = Server(files=files, env={"MANCALA_BOT_AFTER_MS": "2222"}, bot_after_ms=OMIT, move_time_limit_ms=OMIT)
    try:
        a = await s.client()
        await a.send(type="queue.join", clock=None)  # untimed: the game move_time_limit_ms is about
        check((await a.expect("queue.joined"))["bot_after_ms"] == 2222, "the variable's value")
        b = await s.client()
        await b.send(type="queue.join", clock=None)
        g = await b.wait_for("game")
        check(g["move_deadline_ms"] is None, "move_time_limit_ms null must disable the limit: %s" % g)
    finally:
        s.stop()
    # Origins as browsers send them are taken, with spaces after the commas: each listed one is
    # let in (101), and an origin that differs from all of them (a port, the scheme, the host) is not.
    s = Server(allowed_origins="https://a.example:8443, http://[::1]:8080,http://127.0.0.1")
    try:
        for origin in ("https://a.example:8443", "http://[::1]:8080", "http://127.0.0.1"):
            check(await upgrade_status(s, origin) == 101, "the listed origin %s must be let in" % origin)
        for origin in ("https://a.example", "http://a.example:8443", "http://[::1]:8081", "http://127.0.0.1:%d" % s.port):
            check(await upgrade_status(s, origin) == 403, "the unlisted origin %s must get 403" % origin)
    finally:
        s.stop()
    # The flag beats both. A mistyped variable is named in a warning (and otherwise ignored).
    s = Server(files=files, env={"MANCALA_BOT_AFTER_MS": "2222", "MANCALA_BOT_LEVEL": "easy", "MANCALA_BOT_AFTER": "5"},
               bot_after_ms=100)
    try:
        check("warning: MANCALA_BOT_AFTER is not a setting" in s.logs(), s.logs())
        check("MANCALA_BOT_LEVEL is not" not in s.logs() and "MANCALA_BOT_AFTER_MS is not" not in s.logs(), s.logs())
        c = await s.client()
        await c.send(type="queue.join")
        check((await c.expect("queue.joined"))["bot_after_ms"] == 100, "the flag's value")
        g = await c.expect("game")
        check(g["players"]["north"]["bot"] == "easy", "the variable's bot_level beats the file's")
    finally:
        s.stop()


if __name__ == "__main__":
    main([
        test_a_bad_value_names_the_key_and_exits_2,
        test_file_then_environment_then_flags,
    ])
