#!/usr/bin/env python3
"""The KGP figure of docs/PERFORMANCE.md §KGP agents beside people: people playing over the
WebSocket (bench/loadgen, --mode game, local games each moving every --interval-ms) measure their
move → `moved` round trip, first with no KGP agent connected, then with --agents agents playing
each other over kgp_port, each answering every `state` at once with a legal move (`move` and
`yield`), so that their games run as fast as the server lets them (kgp_min_turn_ms a turn). The
two runs alternate --rounds times, each on a fresh server and database; a round prints both
p50/p99, p99(agents)/p99(none), and the agents' plies a second.

Usage: bench/kgp_bench.py BUILD_DIR [--agents 200] [--people 50] [--rounds 3] [--duration 15]
       [--smoke]   (20 agents, 2 s, one round, no timing judged: checks that both sides played; the
                    agents' client at normal priority, and their first ply awaited up to 60 s)
Needs the targets mancala-server and loadgen. The agents' client runs under SCHED_IDLE and the
people's (loadgen) at nice 10, the server as it is: agents are programs on other machines, so their
client here must not take the cores the server wants; the agents' plies a second are printed, the
load they put on the server. --server-args passes more flags to the server (the default settings
otherwise, kgp_min_turn_ms and kgp_threads among them): "--kgp-min-turn-ms 0", "--kgp-threads 0"."""

import argparse
import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time

BOARD = re.compile(r"<([\d,]+)>")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A fresh mancala-server on 127.0.0.1 with a fresh database and a kgp_port."""

    def __init__(self, binary, work, threads, extra):
        self.kgp = free_port()
        port_file = os.path.join(work, "port")
        for name in os.listdir(work):
            os.remove(os.path.join(work, name))
        self.proc = subprocess.Popen(
            [binary, "--port", "0", "--bind", "127.0.0.1", "--port-file", port_file, "--db",
             os.path.join(work, "b.db"), "--web-root", work, "--log-level", "warn", "--threads", str(threads),
             "--max-connections", "20000", "--max-connections-per-ip", "20000", "--hard-endgame-seeds", "0",
             "--rate-limit-per-s", "1000000", "--rate-limit-burst", "1000000", "--max-games-per-player", "1000",
             "--kgp-port", str(self.kgp), "--kgp-bot-after-ms", "600000", "--kgp-move-ms", "5000"] + extra,
            stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "server.log"), "w"))
        deadline = time.time() + 10
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if self.proc.poll() is not None or time.time() > deadline:
                sys.exit("the server did not start: " + open(os.path.join(work, "server.log")).read())
            time.sleep(0.05)
        self.port = int(open(port_file).read())

    def stop(self):
        self.proc.terminate()
        self.proc.wait(20)


async def agent(port, index, plies, stop):
    """One agent: the handshake, then every state answered with its first pit that has seeds."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(('set info:name "bench %d"\r\nset auth:token "kgp-bench-%d"\r\n1 mode freeplay\r\n'
                  % (index, index)).encode())
    try:
        while not stop.is_set():
            line = (await reader.readline()).decode()
            if not line:
                return
            head, _, rest = line.strip().partition(" ")
            name, _, args = rest.partition(" ")
            if name == "state":
                board = [int(v) for v in BOARD.search(args).group(1).split(",")]
                pit = next(i for i, seeds in enumerate(board[3:3 + board[0]]) if seeds > 0) + 1
                state = head.split("@")[0]
                writer.write(("@%s move %d\r\n@%s yield\r\n" % (state, pit, state)).encode())
                plies[0] += 1
            elif name == "ping":
                writer.write(("@%s pong\r\n" % head.split("@")[0]).encode())
    finally:
        writer.close()


def run_agents(port, count, plies, stop, ready, idle):
    """The agents' event loop (a thread of its own, under SCHED_IDLE when `idle`), until `stop` is set."""
    # Agents are programs on other machines: their client here takes only the CPU that nothing
    # else wants, never the server's (its rate is printed, so that the load it made is seen).
    # The smoke run keeps normal priority: on a busy machine an idle-class thread may get no CPU
    # at all for seconds, and the smoke run checks that the agents play, not how fast.
    if idle:
        os.sched_setscheduler(threading.get_native_id(), os.SCHED_IDLE, os.sched_param(0))

    async def main():
        tasks = [asyncio.ensure_future(agent(port, i, plies, stop)) for i in range(count)]
        ready.set()
        while not stop.is_set():
            await asyncio.sleep(0.1)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    asyncio.run(main())


def people(build, port, args):
    out = subprocess.run(["nice", "-n", "10", os.path.join(build, "bench", "loadgen"), "--port", str(port), "--mode", "game",
                          "--connections", str(args.people), "--interval-ms", str(args.interval_ms),
                          "--duration", str(args.duration), "--warmup", str(args.warmup), "--threads", "1"],
                         capture_output=True, text=True, timeout=args.duration + args.warmup + 120, check=True)
    return json.loads(out.stdout)


def one_run(args, work, agents):
    server = Server(os.path.join(args.build, "server", "mancala-server"), work, args.threads, args.server_args.split())
    stop, ready, plies = threading.Event(), threading.Event(), [0]
    thread = None
    try:
        if agents:
            thread = threading.Thread(target=run_agents, args=(server.kgp, agents, plies, stop, ready, not args.smoke))
            thread.start()
            ready.wait(10)
            time.sleep(1)  # the handshakes and the pairing
        start = plies[0]
        t0 = time.time()
        r = people(args.build, server.port, args)
        r["agent_plies_per_s"] = round((plies[0] - start) / (time.time() - t0))
        if args.smoke and agents:
            deadline = time.time() + 60  # a busy machine may delay the first ply; it must still come
            while plies[0] == 0 and time.time() < deadline:
                time.sleep(0.1)
            r["agent_plies"] = plies[0]
        alive = server.proc.poll() is None
        if not alive:
            print("server exit %s: %s" % (server.proc.returncode, open(os.path.join(work, "server.log")).read()),
                  file=sys.stderr)
        return r, alive
    finally:
        stop.set()
        if thread:
            thread.join(30)
        server.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build")
    ap.add_argument("--agents", type=int, default=200)
    ap.add_argument("--people", type=int, default=50)
    ap.add_argument("--interval-ms", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--duration", type=float, default=15)
    ap.add_argument("--warmup", type=float, default=2)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--server-args", default="", help="more flags for the server, e.g. \"--kgp-threads 0\"")
    args = ap.parse_args()
    if args.smoke:
        args.agents, args.people, args.rounds, args.duration, args.warmup = 20, 10, 1, 2, 0.5
    print("# %d cores, load %s; %d people moving every %d ms, %d agents, %.0f s a run" %
          (os.cpu_count(), " ".join(open("/proc/loadavg").read().split()[:3]), args.people, args.interval_ms,
           args.agents, args.duration), flush=True)
    with tempfile.TemporaryDirectory(prefix="kgp-bench-") as work:
        for rnd in range(1, args.rounds + 1):
            p99 = {}
            for agents in (0, args.agents):
                r, alive = one_run(args, work, agents)
                p99[agents] = r["p99_us"]
                print("round %d agents %3d: people p50 %6d us p99 %6d us max %6d us, %d round trips/s, "
                      "agents %d plies/s, load %s" % (rnd, agents, r["p50_us"], r["p99_us"], r.get("max_us", 0),
                                                      r["round_trips_per_s"], r["agent_plies_per_s"],
                                                      open("/proc/loadavg").read().split()[0]), flush=True)
                if args.smoke:
                    ok = alive and r["errors"] == 0 and r["failed"] == 0 and r["round_trips_per_s"] > 0
                    if not ok or (agents and r["agent_plies"] <= 0):
                        sys.exit("FAIL: %r (server alive: %s)" % (r, alive))
            print("round %d ratio p99(%d agents)/p99(none) %.2f" % (rnd, args.agents, p99[args.agents] / p99[0]),
                  flush=True)
    print("ok")


if __name__ == "__main__":
    main()
