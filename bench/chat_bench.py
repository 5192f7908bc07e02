#!/usr/bin/env python3
"""The cost of the chat (docs/PERFORMANCE.md §Chat): how long a `chat.say` takes to reach the other
seat, one line at a time and in a burst, with every line going through the flood rules, the
sender's standing and blocks read on the reads pool, the word filter, and the store's write.
Not part of `make test`.

  /usr/bin/python3 bench/chat_bench.py BUILD/server/mancala-server [--rounds 3] [--pairs 100]
      [--json FILE]

Each round: a fresh server (its defaults, SQLite in a temporary folder; only the per-address
connection cap and the per-connection rate limit are raised, the queue's computer fallback is put
off and the hard endgame table is not built). `--pairs` friend games between two guests
(friend.create, friend.join). Then, one at a time, each game's south says a line and the time
from the frame sent to north's `chat` read is taken (CLOCK_MONOTONIC), then north's back to
south; then a burst: every seat says 4 lines at once (8 x pairs lines in flight), each timed from
its send to the other seat's `chat`. Lines are 24 random consonants, never near-copies and never
bad words; a line the server refuses is counted, not timed. Prints one JSON line a round (p50 /
p99 / max in ms) and the pooled figures.
"""

import argparse
import asyncio
import json
import random
import sys
import time

import websockets

from bench_server import ServerProcess, greeted, spread

LETTERS = "bdghjlmpqrvwxyz"


async def frame(ws, wanted):
    while True:
        m = json.loads(await ws.recv())
        if m["type"] == wanted:
            return m
        if m["type"] == "error":
            raise RuntimeError("error: %s" % m)


async def pair(url):
    """One friend game between two guests: (south's socket, north's socket, game id)."""
    a, b = await greeted(url), await greeted(url)
    await a.send(json.dumps({"type": "friend.create", "side": "south"}))
    code = (await frame(a, "friend.created"))["code"]
    await b.send(json.dumps({"type": "friend.join", "code": code}))
    game = (await frame(a, "game"))["game"]
    await frame(b, "game")
    return a, b, game


def line():
    return "".join(random.choice(LETTERS) for _ in range(24))


class Listener:
    """Reads one socket: each `chat` it hears resolves the future waiting for that text."""

    def __init__(self, ws):
        self.ws, self.waiting, self.refused = ws, {}, 0  # refused: errors this seat was sent
        self.task = asyncio.ensure_future(self.run())

    async def run(self):
        try:
            async for text in self.ws:
                m = json.loads(text)
                if m["type"] == "chat" and m["text"] in self.waiting:
                    self.waiting.pop(m["text"]).set_result(time.monotonic())
                elif m["type"] == "error":
                    self.refused += 1
        except websockets.ConnectionClosed:
            pass


async def say_to(sender, hearer, game):
    """Sends a line from `sender` and waits for `hearer`'s copy: the time in ms, or None (refused)."""
    text = line()
    heard = asyncio.get_running_loop().create_future()
    hearer.waiting[text] = heard
    start = time.monotonic()
    await sender.ws.send(json.dumps({"type": "chat.say", "game": game, "room": "players", "text": text}))
    try:
        at = await asyncio.wait_for(heard, 10)
    except asyncio.TimeoutError:
        hearer.waiting.pop(text, None)
        return None
    return (at - start) * 1000


async def one_round(binary, pairs):
    server = ServerProcess(binary)
    try:
        games = [await pair(server.url) for _ in range(pairs)]
        seats = [(Listener(a), Listener(b), g) for a, b, g in games]
        single = []
        for south, north, g in seats:
            single.append(await say_to(south, north, g))
            single.append(await say_to(north, south, g))
        # A burst, 10 s later: each seat's flood window holds no line of the single phase.
        await asyncio.sleep(10.5)
        burst = await asyncio.gather(*(say_to(x, y, g) for south, north, g in seats
                                       for x, y in ((south, north), (north, south)) for _ in range(4)))
        lost = sum(t is None for t in single + list(burst))
        for south, north, _ in seats:
            await south.ws.close()
            await north.ws.close()
        return {"single": [t for t in single if t is not None], "burst": [t for t in burst if t is not None],
                "refused_or_lost": lost}
    finally:
        server.stop()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("binary")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--pairs", type=int, default=100)
    p.add_argument("--json")
    args = p.parse_args()
    pooled, rows = {"single": [], "burst": []}, []
    for r in range(args.rounds):
        got = asyncio.run(one_round(args.binary, args.pairs))
        row = {"round": r + 1, "single": spread(got["single"]), "burst": spread(got["burst"]),
               "refused_or_lost": got["refused_or_lost"]}
        print(json.dumps(row), flush=True)
        rows.append(row)
        for k in pooled:
            pooled[k] += got[k]
    summary = {"pooled": {k: spread(v) for k, v in pooled.items()}, "rounds": rows}
    print(json.dumps(summary["pooled"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(summary, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
