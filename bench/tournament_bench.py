#!/usr/bin/env python3
"""The standings' fan-out (docs/PERFORMANCE.md §Tournament standings fan-out): how long after a
tournament game ends each of 1,000 watchers of the tournament reads a `tournament` frame with its
result, and what the server's CPU does meanwhile. Not part of `make test`.

  /usr/bin/python3 bench/tournament_bench.py BUILD/server/mancala-server [--rounds 3]
      [--watchers 1000] [--players 16] [--gap 1.5] [--procs 2] [--json FILE]

Each round: a fresh server (bench_server.ServerProcess: its defaults, SQLite in a temporary
folder, the per-address connection cap and the rate limit raised, the queue's computer put off,
no hard endgame table; and a first-move timer of 10 minutes, so that games wait for the bench).
`--players` accounts join a 5-minute arena (3+0) that starts 3 s after it is made, and watch it;
at the start it pairs them all, and nobody moves yet. Then `--watchers` guests connect (spread
over `--procs` processes, so that reading the frames is not one Python thread's queue) and watch
it. Then the games end one at a time, `--gap` s apart (the frames are sent at most once a second
a tournament): in each, the two players make a ply each and one resigns; the game's end is the
time the winner reads `game.over`. Each watcher notes the time (CLOCK_MONOTONIC, one clock for
every process) of the first frame that lists that game's result; the figures are those times
minus the end, in ms, p50 / p99 / max over all watchers and games, and the server's CPU (utime +
stime from /proc) over the games' phase, as a share of one core and in ms per fan-out. Prints one
JSON line a round and the pooled figures.
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import sys
import time
import urllib.request

import websockets

from bench_server import ServerProcess, spread

PASSWORD = "correct horse battery"


def cpu_seconds(pid):
    """utime + stime of a process, in seconds."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def http(port, method, path, body=None, token=None):
    req = urllib.request.Request("http://127.0.0.1:%d%s" % (port, path), method=method,
                                 data=None if body is None else json.dumps(body).encode(),
                                 headers=dict({"Content-Type": "application/json"},
                                              **({"Authorization": "Bearer " + token} if token else {})))
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


async def frame(ws, wanted):
    while True:
        m = json.loads(await ws.recv())
        if m["type"] == wanted:
            return m
        if m["type"] == "error":
            raise RuntimeError("error: %s" % m)


async def greeted(url, token=None):
    ws = await websockets.connect(url, max_size=None)
    await ws.send(json.dumps(dict({"type": "hello", "protocol": 1}, **({"token": token} if token else {}))))
    await frame(ws, "welcome")
    return ws


def results_in(m):
    """Ids of the finished games a `tournament` frame lists."""
    return {g["game"] for row in m["standings"] for g in row["games"] if g.get("result")}


async def watch_many(url, tid, count, ready, stop, out):
    """`count` guests watching `tid`; each notes when it first saw each game's result. Sets
    `ready` once all watch; runs until `stop` is set; puts [{game: time}] and the frame sizes on `out`."""
    sockets = [await greeted(url) for _ in range(count)]
    for ws in sockets:
        await ws.send(json.dumps({"type": "tournament.watch", "tournament": tid}))
    seen, sizes = [dict() for _ in sockets], []

    async def read(ws, mine):
        async for text in ws:
            at = time.monotonic()
            m = json.loads(text)
            if m["type"] == "tournament":
                sizes.append(len(text))
                for game in results_in(m):
                    mine.setdefault(game, at)
    tasks = [asyncio.ensure_future(read(ws, mine)) for ws, mine in zip(sockets, seen)]
    ready.set()
    while not stop.is_set():
        await asyncio.sleep(0.1)
    for ws in sockets:
        await ws.close()
    await asyncio.gather(*tasks, return_exceptions=True)
    out.put((seen, sizes))


def watcher_process(url, tid, count, ready, stop, out):
    asyncio.run(watch_many(url, tid, count, ready, stop, out))


async def end_game(south, north, game, state):
    """Each side makes a ply (the first legal pit), then North resigns: the time South read
    `game.over`."""
    moved = set()
    while len(moved) < 2 and not state["over"]:
        side = state["to_move"]
        pits = [i for i, n in enumerate(state["pits"][0 if side == "south" else 1]) if n > 0]
        await (south if side == "south" else north).send(
            json.dumps({"type": "move", "game": game, "ply": state["ply"], "pit": pits[0]}))
        state = (await frame(south, "moved"))["state"]
        await frame(north, "moved")
        moved.add(side)
    await north.send(json.dumps({"type": "resign", "game": game}))
    await frame(south, "game.over")
    return time.monotonic()


async def one_round(binary, args):
    server = ServerProcess(binary, ["--first-move-ms", "600000"])
    procs, stop = [], multiprocessing.Event()
    try:
        accounts = [http(server.port, "POST", "/api/accounts", {"username": "Bench%02d" % i, "password": PASSWORD})
                    for i in range(args.players)]
        made = http(server.port, "POST", "/api/tournaments", {
            "kind": "arena", "name": "Bench Arena", "clock": {"limit_s": 180, "inc_s": 0}, "minutes": 5,
            "starts_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() + 3))}, accounts[0]["token"])
        tid = made["tournament"]
        seats = {}
        for a in accounts:
            http(server.port, "POST", "/api/tournaments/%s/join" % tid, {}, a["token"])
            ws = await greeted(server.url, a["token"])
            await ws.send(json.dumps({"type": "tournament.watch", "tournament": tid}))
            seats[a["player"]["id"]] = ws
        games = {}
        for pid, ws in seats.items():
            g = await asyncio.wait_for(frame(ws, "game"), 30)
            games.setdefault(g["game"], {"state": g["state"]})[g["you"]] = ws
        out = multiprocessing.Queue()
        share = [args.watchers // args.procs + (i < args.watchers % args.procs) for i in range(args.procs)]
        for n in share:
            ready = multiprocessing.Event()
            p = multiprocessing.Process(target=watcher_process, args=(server.url, tid, n, ready, stop, out))
            p.start()
            procs.append((p, ready))
        for p, ready in procs:
            while not ready.wait(0.5):
                if not p.is_alive():
                    raise RuntimeError("a watcher process died")
        await asyncio.sleep(2)  # the watchers' first frames
        cpu0, t0, ended = cpu_seconds(server.proc.pid), time.monotonic(), {}
        for game, g in games.items():
            await asyncio.sleep(args.gap)
            ended[game] = await end_game(g["south"], g["north"], game, g["state"])
        await asyncio.sleep(args.gap + 1)
        cpu1, t1 = cpu_seconds(server.proc.pid), time.monotonic()
        stop.set()
        seen, sizes = [], []
        for _ in procs:
            s, z = out.get(timeout=60)
            seen += s
            sizes += z
        latencies = [(mine[game] - at) * 1000 for mine in seen for game, at in ended.items() if game in mine]
        missing = len(seen) * len(ended) - len(latencies)
        for ws in seats.values():
            await ws.close()
        return {"latencies": latencies, "missing": missing, "cpu_share": (cpu1 - cpu0) / (t1 - t0),
                "cpu_ms_per_fanout": 1000 * (cpu1 - cpu0) / len(ended), "frame_bytes": max(sizes) if sizes else 0}
    finally:
        stop.set()
        for p, _ in procs:
            p.join(30)
        server.stop()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("binary")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--watchers", type=int, default=1000)
    p.add_argument("--players", type=int, default=16)
    p.add_argument("--gap", type=float, default=1.5)
    p.add_argument("--procs", type=int, default=2)
    p.add_argument("--json")
    args = p.parse_args()
    pooled, rows = [], []
    for r in range(args.rounds):
        got = asyncio.run(one_round(args.binary, args))
        row = {"round": r + 1, "end_to_frame_ms": spread(got["latencies"]), "missing": got["missing"],
               "server_cpu_share": round(got["cpu_share"], 3), "server_cpu_ms_per_fanout": round(got["cpu_ms_per_fanout"], 1),
               "frame_bytes": got["frame_bytes"], "loadavg": open("/proc/loadavg").read().split()[0]}
        print(json.dumps(row), flush=True)
        rows.append(row)
        pooled += got["latencies"]
    summary = {"pooled": spread(pooled), "rounds": rows}
    print(json.dumps(summary["pooled"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(summary, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
