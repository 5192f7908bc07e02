#!/usr/bin/env python3
"""The clients of the flag-latency benchmark (bench/flag_latency.py starts them; one process holds
`--games` games' worth of clients, two a game, paired by the server's public queue).

  background : timed games that keep playing slowly: each pair joins the pool of `--clock`; the
               side to move plays a random legal pit after a random think of 0.5×–1.5×
               `--think-s`; a finished game is followed by a new one from the queue.
  flaggers   : games made to flag. Each pair joins the pool of `--clock` (a short one, e.g. 3+0);
               South plays pit 0, then North pit 2 (four seeds: the last lands in its store, an
               extra turn, so North's time starts running at that ply, on the server's clock,
               between the `move` sent and its `moved` received by the same client) and then plays
               no more; the server flags North when its time runs out (both sides have moved: a
               rated result). North prints one JSON line a flag:
                 {"sent": t_send, "moved": t_recv, "ms": north_ms, "over": t_over, "reason": ...}
               (CLOCK_MONOTONIC seconds, the same clock in every process). Then both rejoin after a
               random pause, so that the flags stay spread over time.

Every message is timestamped when this process's reader takes it from the connection. The process
prints {"ready": N} once its N connections have said hello, and runs until it is terminated.

  /usr/bin/python3 bench/flag_clients.py ROLE URL --games N --clock JSON [--think-s 1.5] [--seed S]
"""

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import time

import websockets

OUT = sys.stdout


def emit(obj):
    OUT.write(json.dumps(obj) + "\n")
    OUT.flush()


class Conn:
    """One WebSocket client: a reader task timestamps each message and queues (time, message)."""

    def __init__(self, ws):
        self.ws = ws
        self.inbox = asyncio.Queue()
        self.errors = 0
        self.reader = asyncio.ensure_future(self.read())

    async def read(self):
        try:
            async for raw in self.ws:
                t = time.monotonic()
                self.inbox.put_nowait((t, json.loads(raw)))
        except websockets.ConnectionClosed:
            pass
        self.inbox.put_nowait((time.monotonic(), {"type": "closed"}))

    async def send(self, **msg):
        await self.ws.send(json.dumps(msg))

    async def next(self, *types):
        """The next message of one of `types` (others are dropped; errors are counted): (time, msg)."""
        while True:
            t, msg = await self.inbox.get()
            if msg["type"] == "closed":
                raise ConnectionError("closed by the server")
            if msg["type"] == "error":
                self.errors += 1
                if self.errors <= 3:
                    print("flag_clients: error %s" % msg, file=sys.stderr)
            if msg["type"] in types:
                return t, msg


async def connect(url, name):
    ws = await websockets.connect(url, max_size=2 ** 22, ping_interval=None, close_timeout=1)
    c = Conn(ws)
    await c.send(type="hello", protocol=1, name=name)
    await c.next("welcome")
    return c


async def background(c, clock, think_s, rng):
    """Plays timed games one after another, slowly, for ever."""
    while True:
        await c.send(type="queue.join", clock=clock)
        _, g = await c.next("game")
        me, game, state = g["you"], g["game"], g["state"]
        while not state["over"]:
            if state["to_move"] == me:
                await asyncio.sleep(think_s * rng.uniform(0.5, 1.5))
                row = state["pits"][0 if me == "south" else 1]
                pit = rng.choice([i for i, n in enumerate(row) if n > 0])
                await c.send(type="move", game=game, ply=state["ply"], pit=pit)
            _, m = await c.next("moved", "game.over", "game")
            if m["type"] == "game.over":
                break
            state = m["state"]
        await asyncio.sleep(rng.uniform(0, 1))


async def flagger(c, clock, rng):
    """Games that North lets flag after its first ply; North reports each flag."""
    await asyncio.sleep(rng.uniform(0, clock["limit_s"] + 0.5))  # spread the first flags
    while True:
        await c.send(type="queue.join", clock=clock)
        _, g = await c.next("game")
        if g["you"] == "south":
            await c.send(type="move", game=g["game"], ply=0, pit=0)
            await c.next("game.over")
        else:
            await c.next("moved")  # South's pit 0: North to move
            sent = time.monotonic()
            await c.send(type="move", game=g["game"], ply=1, pit=2)
            t_moved, m = await c.next("moved")
            ck = m["clock"]
            t_over, over = await c.next("game.over")
            if m["extra_turn"] and ck and ck["running"] == "north":
                emit({"sent": sent, "moved": t_moved, "ms": ck["north_ms"], "over": t_over,
                      "reason": over["state"]["reason"], "rated": over.get("rated")})
        await asyncio.sleep(rng.uniform(0, 0.5))


async def run(args):
    rng = random.Random(args.seed)
    clock = json.loads(args.clock)
    conns = []
    n = 2 * args.games
    for start in range(0, n, 100):  # a hundred at a time: the listen backlog stays short
        batch = range(start, min(n, start + 100))
        conns += await asyncio.gather(*(connect(args.url, "%s%d" % (args.role[:2], i)) for i in batch))
    emit({"ready": len(conns)})
    tasks = []
    for i, c in enumerate(conns):
        r = random.Random(rng.random())
        if args.role == "background":
            tasks.append(background(c, clock, args.think_s, r))
        else:
            tasks.append(flagger(c, clock, r))
    stop = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set_result, None)
    runner = asyncio.gather(*tasks)
    await asyncio.wait([stop, runner], return_when=asyncio.FIRST_COMPLETED)
    if runner.done() and runner.exception():
        print("flag_clients: %r" % runner.exception(), file=sys.stderr)
    emit({"errors": sum(c.errors for c in conns)})
    os._exit(0)  # leave without closing each connection: the exit closes them all at once


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("role", choices=["background", "flaggers"])
    ap.add_argument("url")
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--clock", required=True, help='JSON, e.g. {"limit_s":600,"inc_s":5}')
    ap.add_argument("--think-s", type=float, default=1.5)
    ap.add_argument("--seed", type=int, default=1)
    asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    main()
