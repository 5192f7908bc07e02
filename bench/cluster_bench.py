"""The cluster's cost on one machine (docs/PERFORMANCE.md §Cluster): paced games between two
people through one, two and three nodes on one PostgreSQL and one Redis, all on 127.0.0.1, and
the time from a node's death (SIGKILL) to its games answering again.

Each layout seats GAMES games from the public queue, one pair at a time so that placement is
known: both players of a game on one node ("same node"), or on two different nodes ("cross
node": one socket relayed through Redis to the game's node). Then every game moves every
INTERVAL ms (the player to move plays its first legal pit; a finished game is followed by its
rematch) for SECONDS; a round trip is `move` sent → its `moved` received by the mover. Prints moves a second, p50 and p99 a layout, and the
take-over time a run. The nodes are the same processes on the same two cores, so the figure is
the cost of the cluster path, not a speed-up.

  /usr/bin/python3 bench/cluster_bench.py build/server/mancala-server [--games 60] [--seconds 10]
"""

import argparse
import asyncio
import os
import random
import signal
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "server"))

import harness  # noqa: E402
import pg  # noqa: E402
import redis_fixture  # noqa: E402
from harness import Server  # noqa: E402

DB_KEYS = [0]


def start_nodes(redis, count, **settings):
    c = pg.cluster()
    DB_KEYS[0] += 1
    conninfo = c.conninfo(c.database("bench%d" % DB_KEYS[0]))
    base = dict(store="postgres", postgres=conninfo, redis=redis.url, bot_after_ms=60000, log_level="error",
                move_time_limit_ms=600000, disconnect_grace_ms=60000, round_trip=False,
                max_connections_per_ip=10000)
    base.update(settings)
    return [Server(node="n%d" % (i + 1), **base) for i in range(count)]


async def seat(nodes_of_pairs):
    """One game a (node of A, node of B): A joins the queue, then B; returns [(game msg, {side: client})].
    The game is A's node's (the longer wait): B's connection is relayed when B's node is another."""
    games = []
    for na, nb in nodes_of_pairs:
        a = await na.client(name="A")
        await a.send(type="queue.join")
        await a.expect("queue.joined")
        await asyncio.sleep(0.05)  # A's entry reaches Redis before B's join pairs them
        b = await nb.client(name="B")
        await b.send(type="queue.join")
        ga, gb = await a.wait_for("game", 10), await b.wait_for("game", 10)
        b.relayed = na is not nb
        games.append((ga, {ga["you"]: a, gb["you"]: b}))
    return games


async def play(game, by_side, interval, until, rtts):
    """Moves every `interval` s until `until`; a finished game is followed by its rematch."""
    state = game["state"]
    # Each game on its own phase of the grid, as real players are: not all at the same instant.
    mover_next = time.time() + random.uniform(0, interval)
    while time.time() < until:
        if state["over"]:
            for c in by_side.values():
                await c.wait_for("game.over", 30)
                await c.send(type="rematch", game=game["game"])
            games = [await c.wait_for("game", 30) for c in by_side.values()]
            game, state = games[0], games[0]["state"]
            by_side = {g["you"]: c for g, c in zip(games, by_side.values())}
            continue
        await asyncio.sleep(max(0, mover_next - time.time()))
        mover_next += interval
        side = state["to_move"]
        mover = by_side[side]
        pit = harness.legal_pits(state, side)[0]
        sent = time.perf_counter()
        await mover.send(type="move", game=game["game"], ply=state["ply"], pit=pit)
        m = await mover.wait_for("moved", 30)
        rtts["relayed" if getattr(mover, "relayed", False) else "local"].append(time.perf_counter() - sent)
        other = by_side["north" if side == "south" else "south"]
        await other.wait_for("moved", 30)
        state = m["state"]


def summary(name, rtts, seconds):
    every = sorted(rtts["local"] + rtts["relayed"])
    p = lambda xs, q: sorted(xs)[min(len(xs) - 1, int(q * len(xs)))] * 1000  # noqa: E731
    line = "%-28s %6d moves %5.0f/s  p50 %5.2f ms  p99 %6.2f ms" % (
        name, len(every), len(every) / seconds, p(every, 0.5), p(every, 0.99))
    for kind in ("local", "relayed"):
        if rtts[kind] and rtts["relayed"]:
            line += "  | %s movers p50 %5.2f p99 %6.2f" % (kind, p(rtts[kind], 0.5), p(rtts[kind], 0.99))
    print(line, flush=True)


async def layout(name, redis, count, pairs_of, games, seconds, interval):
    nodes = start_nodes(redis, count)
    try:
        seated = await seat(pairs_of(nodes, games))
        rtts = {"local": [], "relayed": []}
        until = time.time() + seconds
        await asyncio.gather(*(play(g, by_side, interval, until, rtts) for g, by_side in seated))
        summary(name, rtts, seconds)
    finally:
        for n in nodes:
            n.stop()


async def take_over(redis, games, lease_ms):
    """GAMES cross-node games owned by n1 (A on n1, B on n2); n1 killed: seconds until every B
    has its fresh snapshot from n2."""
    n1, n2 = start_nodes(redis, 2, node_lease_ms=lease_ms)
    started = time.time()
    try:
        seated = await seat([(n1, n2)] * games)
        # A node claims others' games only once it has held its own lease for two lease times.
        await asyncio.sleep(max(0.0, 2.5 * lease_ms / 1000 - (time.time() - started)))
        killed = time.time()
        n1.proc.send_signal(signal.SIGKILL)
        n1.proc.wait()
        last = 0.0
        for g, by_side in seated:
            b = [c for c in by_side.values() if c.server is n2][0]
            await b.wait_for("game", 60)
            last = time.time() - killed
        return last
    finally:
        n1.stop()
        n2.stop()


async def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("server")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--interval-ms", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=1)
    args = ap.parse_args()
    harness.SERVER = os.path.abspath(args.server)
    redis = redis_fixture.Redis()
    interval = args.interval_ms / 1000
    same = lambda nodes, n: [(nodes[i % len(nodes)], nodes[i % len(nodes)]) for i in range(n)]  # noqa: E731
    cross = lambda nodes, n: [(nodes[i % len(nodes)], nodes[(i + 1) % len(nodes)]) for i in range(n)]  # noqa: E731
    print("%d games, a move every %d ms each, %.0f s a layout" % (args.games, args.interval_ms, args.seconds))
    for r in range(args.rounds):
        await layout("1 node", redis, 1, same, args.games, args.seconds, interval)
        await layout("2 nodes, same-node games", redis, 2, same, args.games, args.seconds, interval)
        await layout("2 nodes, cross-node games", redis, 2, cross, args.games, args.seconds, interval)
        await layout("3 nodes, cross-node games", redis, 3, cross, args.games, args.seconds, interval)
        for lease in (1000, 5000):
            t = await take_over(redis, 20, lease)
            print("take-over, node_lease_ms %5d: 20 games answering again %.1f s after SIGKILL" % (lease, t),
                  flush=True)
    redis.remove()


if __name__ == "__main__":
    asyncio.run(main())
