#!/usr/bin/env python3
"""The cost of seeks (docs/PERFORMANCE.md §Seeks): with the lobby full (2,000 open seeks, the most
one server lists), how long `seek.create`, `GET /api/seeks` and `seek.accept` take.
Not part of `make test`.

  /usr/bin/python3 bench/seek_bench.py BUILD/server/mancala-server [--rounds 3] [--gets 300]
      [--accepts 200] [--json FILE]

Each round: a fresh server (its defaults, SQLite in a temporary folder; only the per-address
connection cap and the per-connection rate limit are raised, the queue's computer fallback is
put off and the hard endgame table is not built). 400 guests each send five `seek.create`
(3+2, rated, a rating range on every other one): the round trip of each, from the frame sent to
`seek.created` read, on CLOCK_MONOTONIC. Then, with 2,000 seeks open, `GET /api/seeks` (the
default 100 entries, then limit=1) `--gets` times each, one at a time, from the request sent to
the whole body read. Then `--accepts` other guests accept one seek each, one after another: from
`seek.accept` sent to the accepter's `game` read (this includes both players' rating reads on
the reads pool and the new room's row queued to the store). Prints one JSON line a round (p50 /
p99 / max in ms of each) and the pooled figures.
"""

import argparse
import asyncio
import json
import os
import sys
import time

from bench_server import ServerProcess, greeted, spread

GUESTS, SEEKS_EACH = 400, 5


async def answer(ws, wanted):
    """The next frame of type `wanted` (others, such as `seek.cancelled`, are passed over)."""
    while True:
        m = json.loads(await ws.recv())
        if m["type"] in (wanted, "error"):
            if m["type"] == "error":
                raise RuntimeError("error: %s" % m)
            return m


async def seek_all(url):
    """Every guest's five seeks: (their connections, each guest's seek ids, each round trip in ms)."""
    sockets = await asyncio.gather(*(greeted(url) for _ in range(GUESTS)))
    times, ids = [], [[] for _ in range(GUESTS)]

    async def five(ws, k):
        for n in range(SEEKS_EACH):
            fields = {"type": "seek.create", "clock": {"limit_s": 180, "inc_s": 2}}
            if (k + n) % 2:
                fields["rating_range"] = [1000, 2000]
            start = time.monotonic()
            await ws.send(json.dumps(fields))
            m = await answer(ws, "seek.created")
            times.append((time.monotonic() - start) * 1000)
            ids[k].append(m["seek"])

    await asyncio.gather(*(five(ws, k) for k, ws in enumerate(sockets)))
    return sockets, ids, times


async def accept_each(url, ids):
    times = []
    for sid in ids:
        ws = await greeted(url)
        start = time.monotonic()
        await ws.send(json.dumps({"type": "seek.accept", "seek": sid}))
        await answer(ws, "game")
        times.append((time.monotonic() - start) * 1000)
        await ws.close()
    return times


async def one_round(binary, gets, accepts):
    server = ServerProcess(binary)
    try:
        sockets, ids, create = await seek_all(server.url)
        listed = json.loads(server.timed_get("/api/seeks?limit=1")[1])
        if sum(map(len, ids)) != GUESTS * SEEKS_EACH or not listed["seeks"]:
            raise RuntimeError("expected %d seeks open" % (GUESTS * SEEKS_EACH))
        page = [server.timed_get("/api/seeks")[0] for _ in range(gets)]
        one = [server.timed_get("/api/seeks?limit=1")[0] for _ in range(gets)]
        # One seek of each of `accepts` guests: a real-time game ends its seeker's other seeks.
        accept = await accept_each(server.url, [mine[0] for mine in ids[:accepts]])
        for ws in sockets:
            await ws.close()
        return {"create": create, "get_100": page, "get_1": one, "accept": accept}
    finally:
        server.stop()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("binary")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--gets", type=int, default=300)
    p.add_argument("--accepts", type=int, default=200)
    p.add_argument("--json")
    a = p.parse_args()
    pooled = {}
    rounds = []
    for r in range(a.rounds):
        got = asyncio.run(one_round(a.binary, a.gets, a.accepts))
        line = {k: spread(v) for k, v in got.items()}
        line["round"] = r + 1
        line["load"] = round(os.getloadavg()[0], 1)
        print(json.dumps(line), flush=True)
        rounds.append(line)
        for k, v in got.items():
            pooled.setdefault(k, []).extend(v)
    summary = {"pooled": {k: spread(v) for k, v in pooled.items()}}
    print(json.dumps(summary), flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"rounds": rounds, **summary}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
