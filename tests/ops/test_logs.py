"""Log lines: human-readable by default, one JSON object per line with MANCALA_LOG_FORMAT=json."""

import json
import re
import subprocess

import harness
from harness import Server, check, main

ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


async def test_json_logs_are_one_object_per_line():
    s = Server(env={"MANCALA_LOG_FORMAT": "json"}, log_level="info")
    try:
        c = await s.client(name="Logger")
        await c.send(type="bot.play", level="easy", id="b")
        await c.expect("game", id="b")
        await c.close()
    finally:
        s.proc.terminate()
        s.proc.wait(15)
        text = s.logs()
        s.stop()
    lines = [l for l in text.split("\n") if l]
    check(len(lines) >= 4, "too few log lines:\n" + text)
    events = []
    for line in lines:
        obj = json.loads(line)  # every line, not just most
        check(list(obj) == ["time", "level", "event", "fields"], "keys of %s" % line)
        check(ISO.match(obj["time"]), "time %s" % obj["time"])
        check(obj["level"] in ("trace", "debug", "info", "warning", "error", "critical"), line)
        check(isinstance(obj["fields"], dict) and isinstance(obj["fields"]["thread"], int), line)
        events.append(obj["event"])
    check(any("listening" in e for e in events), "no start-up line in %s" % events)
    check(any("draining" in e for e in events), "no drain line in %s" % events)


async def test_text_logs_are_the_default():
    s = Server(log_level="info")
    try:
        pass
    finally:
        s.proc.terminate()
        s.proc.wait(15)
        text = s.logs()
        s.stop()
    first = text.split("\n")[0]
    check("listening" in text and not first.startswith("{"), "default format: %s" % first)


async def test_an_unknown_log_format_stops_start_up_with_exit_2():
    p = subprocess.run([harness.SERVER, "--port", "0", "--db", "/nonexistent/never-opened.db"], capture_output=True, text=True,
                       timeout=20, env={"MANCALA_LOG_FORMAT": "xml", "PATH": "/usr/bin:/bin"}, cwd="/tmp")
    check(p.returncode == 2 and "log_format" in p.stderr, "%d %s" % (p.returncode, p.stderr))


if __name__ == "__main__":
    main([test_json_logs_are_one_object_per_line, test_text_logs_are_the_default,
          test_an_unknown_log_format_stops_start_up_with_exit_2])
