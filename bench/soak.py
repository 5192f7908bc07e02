#!/usr/bin/env python3
"""Soak benchmark: many concurrent human games against a real mancala-server for a
while, with disconnects, reconnects (with the token) and walk-aways mixed in. Not part of
`make test`; figures go to docs/PERFORMANCE.md §Soak.

usage: /usr/bin/python3 bench/soak.py BUILD/server/mancala-server [--games 1000] [--seconds 300]
       [--think-ms 800] [--drop 0.01] [--walk 0.002] [--seed 1]

Checks at the end (exit 1 if any fails): zero `error` messages; resident memory flat after
warm-up (the last sample within 5 % of the one at half the run); every game any client
saw end is stored exactly once with its result and all its plies; once every client has gone and
the grace has run out, /healthz shows no game, no queue entry and no connection."""

import argparse
import asyncio
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request

import websockets

GRACE_MS = 4000


class Stats:
    def __init__(self):
        self.errors = []
        self.plies = 0
        self.drops = 0
        self.walks = 0
        self.finished = {}  # game id → final state as announced
        self.latencies = []


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Player:
    """One person: queues, plays with a think time, sometimes drops and comes back, sometimes walks away."""

    def __init__(self, url, args, rng, stats, deadline):
        self.url, self.args, self.rng, self.stats, self.deadline = url, args, rng, stats, deadline
        self.token = None
        self.ws = None

    async def connect(self):
        self.ws = await websockets.connect(self.url, max_size=None, open_timeout=60, ping_interval=None)
        hello = {"type": "hello", "protocol": 1}
        if self.token:
            hello["token"] = self.token
        await self.ws.send(json.dumps(hello))
        while True:
            m = await self.recv()
            if m["type"] == "welcome":
                self.token = m["token"]
                return

    async def recv(self):
        m = json.loads(await self.ws.recv())
        if m["type"] == "error":
            self.stats.errors.append(m)
        return m

    async def run(self):
        await asyncio.sleep(self.rng.random() * 10)  # ramp-up: players arrive over 10 s
        await self.connect()
        game = state = you = None
        sent_at = None
        queued = True
        await self.ws.send(json.dumps({"type": "queue.join"}))
        while True:
            # Our turn in a live game: think, maybe drop or walk away, then move.
            if state and not state["over"] and state["to_move"] == you:
                await asyncio.sleep(self.rng.random() * 2 * self.args.think_ms / 1000)
                roll = self.rng.random()
                if roll < self.args.walk:
                    self.stats.walks += 1
                    await self.ws.close()
                    return  # the opponent wins by abandon after the grace
                if roll < self.args.walk + self.args.drop:
                    self.stats.drops += 1
                    await self.ws.close()
                    await asyncio.sleep(self.rng.random() * GRACE_MS / 2000)
                    await self.connect()
                    state, queued = None, False  # the `game` snapshot after welcome says where we are
                    continue
                row = state["pits"][0 if you == "south" else 1]
                pit = self.rng.choice([i for i, n in enumerate(row) if n > 0])
                sent_at = time.time()
                await self.ws.send(json.dumps({"type": "move", "game": game, "ply": state["ply"], "pit": pit}))
                state = dict(state, to_move=None)  # wait for the server's `moved`
            try:
                m = await asyncio.wait_for(self.recv(), 5 if state is None and not queued else 60)
            except asyncio.TimeoutError:
                if state is None and not queued:  # back after a drop, and the game had ended meanwhile
                    queued = True
                    await self.ws.send(json.dumps({"type": "queue.join"}))
                continue
            t = m["type"]
            if t == "game":
                game, state, you, queued = m["game"], m["state"], m["you"], False
            elif t == "moved" and m["game"] == game:
                if sent_at and m["side"] == you:
                    self.stats.latencies.append((time.time() - sent_at) * 1000)
                    self.stats.plies += 1
                    sent_at = None
                state = m["state"]
            elif t == "game.over" and m["game"] == game:
                self.stats.finished[game] = m["state"]
                state = None
                if time.time() > self.deadline:
                    await self.ws.close()
                    return
                queued = True
                await self.ws.send(json.dumps({"type": "queue.join"}))


async def soak(args):
    tmp = tempfile.TemporaryDirectory(prefix="mancala-soak-")
    db = os.path.join(tmp.name, "soak.db")
    port_file = os.path.join(tmp.name, "port")
    log = open(os.path.join(tmp.name, "server.log"), "w+")
    proc = subprocess.Popen([os.path.abspath(args.server), "--port", "0", "--bind", "127.0.0.1", "--db", db, "--port-file", port_file,
                             "--web-root", tmp.name, "--log-level", "warn", "--bot-after-ms", "5000",
                             "--bot-pause-ms", "200", "--bot-think-ms", "50",
                             "--disconnect-grace-ms", str(GRACE_MS), "--room-linger-ms", "2000",
                             "--max-connections-per-ip", "100000", "--max-games-per-player", "8",
                             "--hard-endgame-seeds", "0"],
                            stdout=log, stderr=subprocess.STDOUT, cwd=tmp.name)
    while not os.path.exists(port_file):
        await asyncio.sleep(0.05)
    port = int(open(port_file).read())
    url = "ws://127.0.0.1:%d/ws" % port
    health = lambda: json.load(urllib.request.urlopen("http://127.0.0.1:%d/healthz" % port, timeout=30))

    stats = Stats()
    rng = random.Random(args.seed)
    start = time.time()
    deadline = start + args.seconds
    players = [Player(url, args, random.Random(rng.random()), stats, deadline) for _ in range(2 * args.games)]
    tasks = [asyncio.create_task(p.run()) for p in players]
    samples = []
    while time.time() < deadline or not all(t.done() for t in tasks):
        await asyncio.sleep(5)
        h = health()
        samples.append((time.time() - start, rss_kb(proc.pid), h["games"], h["connections"]))
        print("t=%5.0fs rss=%6d KiB games=%4d connections=%4d plies=%d finished=%d errors=%d" %
              (samples[-1] + (stats.plies, len(stats.finished), len(stats.errors))), flush=True)
        if time.time() > deadline + 180:
            print("players did not finish within 180 s of the end", flush=True)
            break
    for t in tasks:
        if not t.done():
            t.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    crashed = [r for r in results if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
    await asyncio.sleep(GRACE_MS / 1000 + 3)  # walk-aways' games end by abandon; rooms close
    h = health()
    counters, buckets = {}, {}
    try:  # /metrics (Prometheus text): the server's own view of latency and of its commits
        text = urllib.request.urlopen("http://127.0.0.1:%d/metrics" % port, timeout=30).read().decode()
        for line in text.split("\n"):
            if line.startswith(("mancala_plies_total ", "mancala_db_commits_total ")):
                counters[line.split()[0]] = float(line.split()[1])
            for name in ("mancala_move_round_trip_seconds", "mancala_db_write_seconds"):
                if line.startswith(name + '_bucket{le="'):
                    le = line.split('"')[1]
                    buckets.setdefault(name, []).append((float("inf") if le == "+Inf" else float(le),
                                                         float(line.split()[-1])))
    except OSError:
        pass

    def quantile_le(name, q):
        """The histogram bucket bound (ms) under which a fraction q of the observations fall."""
        rows = sorted(buckets.get(name, []))
        if not rows or rows[-1][1] == 0:
            return None
        for le, cumulative in rows:
            if cumulative >= q * rows[-1][1]:
                return le * 1000

    con = sqlite3.connect(db)
    failures = []
    for game, final in stats.finished.items():
        rows = con.execute("SELECT result, reason FROM games WHERE id = ?", (game,)).fetchall()
        plies = con.execute("SELECT COUNT(*) FROM plies WHERE game_id = ?", (game,)).fetchone()[0]
        if rows != [(final["result"], final["reason"])] or plies != final["ply"]:
            failures.append("game %s stored as %s with %d plies; announced %s/%s at ply %d" %
                            (game, rows, plies, final["result"], final["reason"], final["ply"]))
    stored_over = con.execute("SELECT COUNT(*) FROM games WHERE ended_at IS NOT NULL").fetchone()[0]
    unfinished = con.execute("SELECT COUNT(*) FROM games WHERE ended_at IS NULL").fetchone()[0]
    lat = sorted(stats.latencies)
    # Warm-up: connections, rooms and SQLite's page caches (2 MB per connection) fill in the first
    # half; from the middle of the run to its end resident memory must stay within 5 %.
    warm = [s for s in samples if s[0] >= args.seconds / 2]
    rss_warm, rss_end = (warm[0][1], samples[-1][1]) if warm else (0, 0)
    report = {
        "games_concurrent": args.games, "seconds": args.seconds, "think_ms": args.think_ms, "drop": args.drop,
        "walk": args.walk, "plies": stats.plies, "games_finished_seen": len(stats.finished),
        "games_finished_stored": stored_over, "games_unfinished_stored": unfinished, "drops": stats.drops,
        "walk_aways": stats.walks, "protocol_errors": len(stats.errors), "client_crashes": len(crashed),
        # Seen by the Python players: includes the load generator's own event-loop lag.
        "client_ply_latency_ms": {"p50": lat[len(lat) // 2], "p99": lat[int(len(lat) * 0.99)], "max": lat[-1]}
        if lat else None,
        # Seen by the server: `move` read → `moved` queued (after its commit), bucket bounds in ms.
        "server_move_round_trip_ms_le": {"p50": quantile_le("mancala_move_round_trip_seconds", 0.5),
                                         "p99": quantile_le("mancala_move_round_trip_seconds", 0.99)},
        "db_write_ms_le": {"p50": quantile_le("mancala_db_write_seconds", 0.5),
                           "p99": quantile_le("mancala_db_write_seconds", 0.99)},
        "rss_kib": {"peak": max(s[1] for s in samples), "after_warmup": rss_warm, "end": rss_end},
        "server_plies": counters.get("mancala_plies_total"), "db_commits": counters.get("mancala_db_commits_total"),
        "after": {"games": h["games"], "queue": h["queue"], "connections": h["connections"]},
    }
    print(json.dumps(report, indent=1))
    if stats.errors:
        failures.append("protocol errors: %s" % stats.errors[:5])
    if crashed:
        failures.append("client crashes: %s" % crashed[:3])
    if rss_warm and rss_end > rss_warm * 1.05:
        failures.append("resident memory grew from %d to %d KiB after warm-up" % (rss_warm, rss_end))
    if h["games"] or h["queue"] or h["connections"]:
        failures.append("left behind: %s" % h)
    if unfinished:
        failures.append("%d games never ended in the database" % unfinished)
    proc.terminate()
    proc.wait(30)
    for f in failures:
        print("FAIL", f)
    if failures:
        log.seek(0)
        print(log.read()[-3000:])
    tmp.cleanup()
    return 1 if failures else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("server")
    p.add_argument("--games", type=int, default=1000, help="concurrent games (two players each)")
    p.add_argument("--seconds", type=float, default=300)
    p.add_argument("--think-ms", type=float, default=800, help="mean think time per ply")
    p.add_argument("--drop", type=float, default=0.01, help="chance per own ply to drop and reconnect")
    p.add_argument("--walk", type=float, default=0.002, help="chance per own ply to leave for good")
    p.add_argument("--seed", type=int, default=1)
    sys.exit(asyncio.run(soak(p.parse_args())))


if __name__ == "__main__":
    main()
