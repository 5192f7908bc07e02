#!/usr/bin/env python3
"""Flag latency (docs/PERFORMANCE.md §Clocks): with ~1,000 timed games in progress on one
mancala-server, how long after a side's deadline its game's `game.over` reaches the client.
Not part of `make test`.

  /usr/bin/python3 bench/flag_latency.py BUILD/server/mancala-server [--rounds 3] [--seconds 25]
      [--background 900] [--flaggers 100] [--limit-s 3] [--think-s 1.5] [--procs 2] [--json FILE]

Each round: a fresh server (its defaults, threads = cores, SQLite in a temporary folder; only the
per-address connection cap is raised, the queue's computer fallback is put off and the hard
endgame table is not built); `--procs` processes of bench/flag_clients.py `background` hold
`--background` games (two clients each, paired by the public queue, clock 600+5) that play a ply
every 0.75–2.25 s (`--think-s` 1.5 on average), and one `flaggers` process holds `--flaggers`
games on a `--limit-s`+0 clock that North lets run out after its first ply (South's first ply,
then North's). After `--warmup` seconds,
every flag whose `game.over` arrives in the next `--seconds` is counted.

The deadline as the client can know it: North's one ply is an extra turn, so its time starts at
that ply, at an instant S on the server between the client's `move` sent (t_send) and its
`moved` received (t_recv); `moved` carries North's time left, L = clock.north_ms. The deadline is
S + L, so the delay from deadline to `game.over` received (t_over) lies between
  lower = t_over − (t_recv + L)   and   upper = t_over − (t_send + L),
all three times read by the same client on CLOCK_MONOTONIC. Both are printed; their difference
is that ply's round trip. Each time is taken when the client's reader gets the message from its
connection, so it includes that process's own scheduling delay (the same for `moved` and
`game.over`, so it cancels in `lower` when equal); the clients run on the server's two cores.

Prints one JSON line a round (both bounds' p50 / p99 / max in ms, the round trip's p50 / p99,
games and connections on /healthz during the window, server CPU in % of one core, plies a
second from /metrics, load average), then the spread over the rounds and the pooled figures.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
BACKGROUND_CLOCK = {"limit_s": 600, "inc_s": 5}


def pct(values, p):
    """Nearest-rank percentile of `values` (sorted or not)."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(p / 100.0 * len(s) + 0.5)) - 1))]


class ServerProcess:
    """A mancala-server on 127.0.0.1 with its own temporary folder (database, web root, port)."""

    def __init__(self, binary, extra):
        self.dir = tempfile.TemporaryDirectory(prefix="flag-bench-")
        os.makedirs(os.path.join(self.dir.name, "web"))
        port_file = os.path.join(self.dir.name, "port")
        args = [binary, "--port", "0", "--bind", "127.0.0.1", "--port-file", port_file,
                "--db", os.path.join(self.dir.name, "b.db"), "--web-root", os.path.join(self.dir.name, "web"),
                "--max-connections-per-ip", "100000", "--bot-after-ms", "86400000",
                "--hard-endgame-seeds", "0"] + extra
        self.log = open(os.path.join(self.dir.name, "server.log"), "w")
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT, cwd=self.dir.name)
        deadline = time.time() + 30
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError("the server did not start; see %s" % self.log.name)
            time.sleep(0.05)
        self.port = int(open(port_file).read())
        self.url = "ws://127.0.0.1:%d/ws" % self.port

    def get(self, path):
        with urllib.request.urlopen("http://127.0.0.1:%d%s" % (self.port, path), timeout=10) as r:
            return r.read().decode()

    def plies(self):
        for line in self.get("/metrics").splitlines():
            if line.startswith("mancala_plies_total "):
                return float(line.split()[1])
        return float("nan")

    def cpu_s(self):
        with open("/proc/%d/stat" % self.proc.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        self.dir.cleanup()


class Clients:
    """One bench/flag_clients.py process; its JSON lines are collected as they come."""

    def __init__(self, role, url, games, clock, seed, nice, think_s):
        args = ["nice", "-n", str(nice), sys.executable, os.path.join(HERE, "flag_clients.py"), role, url,
                "--games", str(games), "--clock", json.dumps(clock), "--seed", str(seed), "--think-s", str(think_s)]
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
        self.lines = []
        self.ready = threading.Event()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.proc.stdout:
            obj = json.loads(line)
            if "ready" in obj:
                self.ready.set()
            self.lines.append(obj)

    def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def one_round(args, r):
    server = ServerProcess(args.server, args.server_flag or [])
    groups = []
    try:
        per = [args.background // args.procs + (1 if i < args.background % args.procs else 0) for i in range(args.procs)]
        groups = [Clients("background", server.url, n, BACKGROUND_CLOCK, 100 * r + i, args.background_nice, args.think_s)
                  for i, n in enumerate(per)]
        flaggers = Clients("flaggers", server.url, args.flaggers, {"limit_s": args.limit_s, "inc_s": 0}, 100 * r + 99,
                           args.flagger_nice, args.think_s)
        groups.append(flaggers)
        for g in groups:
            if not g.ready.wait(120):
                raise RuntimeError("clients did not connect in 120 s")
        time.sleep(args.warmup)
        t0, cpu0, plies0 = time.monotonic(), server.cpu_s(), server.plies()
        games, conns = [], []
        while time.monotonic() < t0 + args.seconds:
            h = json.loads(server.get("/healthz"))
            games.append(h["games"])
            conns.append(h["connections"])
            time.sleep(1)
        t1, cpu1, plies1 = time.monotonic(), server.cpu_s(), server.plies()
        load = open("/proc/loadavg").read().split()[0]
    finally:
        for g in groups:
            g.stop()
        server.stop()
    flags = [s for s in flaggers.lines if "over" in s and t0 <= s["over"] <= t1]
    timeouts = [s for s in flags if s["reason"] == "timeout"]
    rated = sum(1 for s in timeouts if s.get("rated"))
    lower = [1000 * (s["over"] - s["moved"] - s["ms"] / 1000) for s in timeouts]
    upper = [1000 * (s["over"] - s["sent"] - s["ms"] / 1000) for s in timeouts]
    rtt = [1000 * (s["moved"] - s["sent"]) for s in timeouts]
    errors = sum(line.get("errors", 0) for g in groups for line in g.lines)
    row = {"round": r, "flags": len(timeouts), "not_timeout": len(flags) - len(timeouts), "rated": rated,
           "lower_ms": [round(pct(lower, p), 1) for p in (50, 99, 100)],
           "upper_ms": [round(pct(upper, p), 1) for p in (50, 99, 100)],
           "round_trip_ms": [round(pct(rtt, p), 1) for p in (50, 99)],
           "games": [min(games), max(games)], "connections": [min(conns), max(conns)],
           "server_cpu_pct": round(100 * (cpu1 - cpu0) / (t1 - t0)),
           "plies_per_s": round((plies1 - plies0) / (t1 - t0)), "errors": errors, "load1": float(load)}
    print(json.dumps(row), flush=True)
    return row, lower, upper


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("server", help="path of mancala-server")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=25, help="measured window a round")
    ap.add_argument("--warmup", type=float, default=8, help="seconds between all connected and the window")
    ap.add_argument("--background", type=int, default=900, help="games playing slowly on 600+5")
    ap.add_argument("--flaggers", type=int, default=100, help="games made to flag")
    ap.add_argument("--limit-s", type=int, default=3, help="the flagging games' clock (limit_s, no increment)")
    ap.add_argument("--think-s", type=float, default=1.5, help="background: mean seconds between a side's plies")
    ap.add_argument("--procs", type=int, default=2, help="processes for the background clients")
    ap.add_argument("--background-nice", type=int, default=10)
    ap.add_argument("--flagger-nice", type=int, default=0)
    ap.add_argument("--server-flag", action="append", help="an extra server flag (repeat; e.g. --server-flag=--threads)")
    ap.add_argument("--json", help="also write every round's rows and samples here")
    args = ap.parse_args()

    print("# machine: %d cores, load %s; %d background games + %d flagging (%d+0), %s s windows"
          % (os.cpu_count(), open("/proc/loadavg").read().split()[0], args.background, args.flaggers,
             args.limit_s, args.seconds), flush=True)
    rows, all_lower, all_upper = [], [], []
    for r in range(1, args.rounds + 1):
        row, lower, upper = one_round(args, r)
        rows.append(row)
        all_lower += lower
        all_upper += upper
    summary = {"flags": len(all_lower)}
    for key, i, name in (("lower_ms", 0, "p50"), ("lower_ms", 1, "p99"), ("lower_ms", 2, "max"),
                         ("upper_ms", 0, "p50"), ("upper_ms", 1, "p99"), ("upper_ms", 2, "max")):
        vals = [row[key][i] for row in rows]
        summary["%s_%s_rounds" % (key[:5], name)] = [min(vals), max(vals)]
    summary["pooled_lower_ms"] = [round(pct(all_lower, p), 1) for p in (50, 99, 99.9, 100)]
    summary["pooled_upper_ms"] = [round(pct(all_upper, p), 1) for p in (50, 99, 99.9, 100)]
    print(json.dumps(summary), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "summary": summary, "lower": all_lower, "upper": all_upper}, f)


if __name__ == "__main__":
    main()
