"""An arena on a cluster (three server processes, one PostgreSQL database, one Redis): one node
directs the tournaments (a lease in Redis, `mancala:tournaments:director`; the node shows it as the
gauge `mancala_tournament_director` 1 on /metrics). The event is made through another node, its
players join and watch through every node and are paired and play. Then the directing node is
killed (kill -9): another node directs within a few lease times, the players come back on the
survivors, watch again, are paired again and play, and the standings keep the earlier results."""

import contextlib
import re
import time

import redis_fixture
from harness import check, main
from test_cluster import node
from test_cluster_rejoin import kill
from test_tournament_arena import CLOCK, ROUND_WITHIN_S, Referee, check_wave
from tournament_play import Player, call, iso_in, tournament, until
from tournament_scores import check_arena_row

DIRECTOR_KEY = "mancala:tournaments:director"  # its value: the directing node's name
LEASE_MS = 1500
# The lease lapses within one lease time of the kill, and a survivor takes it at its next ask (every
# third of the lease).
TAKEOVER_WITHIN_S = 4 * LEASE_MS / 1000 + 5
SETTINGS = dict(node_lease_ms=LEASE_MS, disconnect_grace_ms=20000, bot_after_ms=60000)


def gauge(n):
    """Node `n`'s gauge mancala_tournament_director on /metrics (1 while it directs), or None when
    it has none."""
    status, _, body = n.get("/metrics")
    check(status == 200, "/metrics: %s" % status)
    found = re.search(r"^mancala_tournament_director(?:\{[^}]*\})? (\S+)$", body.decode(), re.M)
    return None if found is None else float(found.group(1))


async def the_director(redis, nodes, seconds):
    """The node of `nodes` named by the director's lease in Redis (within `seconds`); of the
    nodes' mancala_tournament_director gauges, only that node's shows 1."""
    named = {name: n for name, n in nodes.items()}
    await until("a director among %s" % sorted(named), lambda: redis.cli("GET", DIRECTOR_KEY) in named, seconds)
    name = redis.cli("GET", DIRECTOR_KEY)
    gauges = {other: gauge(n) for other, n in named.items()}
    check(None not in gauges.values(), "every node shows mancala_tournament_director: %s" % gauges)
    await until("the gauges to agree with the lease", lambda: {
        other: gauge(n) for other, n in named.items()} == {other: float(other == name) for other in named}, 5)
    return name, named[name]


async def test_a_killed_director_is_replaced_and_the_arena_goes_on_with_its_standings():
    redis = redis_fixture.Redis()
    nodes, started = {}, []
    try:
        for name in ("n1", "n2", "n3"):
            nodes[name] = node(redis, name, "arena", **SETTINGS)
            started.append(nodes[name])
        name, director = await the_director(redis, nodes, 10)
        others = [n for other, n in sorted(nodes.items()) if other != name]
        everywhere = list(nodes.values())
        players = [Player(everywhere[i % 3], "C%02d" % (i + 1)) for i in range(6)]
        ref = Referee(players)
        for p in players:
            p.referee = ref
        status, made = call(others[0], "POST", "/api/tournaments", dict(
            kind="arena", name="Cluster Arena", clock=CLOCK, minutes=5, starts_at=iso_in(4)), players[-1].token)
        check(status == 201, "POST /api/tournaments on a node that does not direct: %s %s" % (status, made))
        tid = made["tournament"]
        for p in players:  # each joins, and watches, through its own node
            check(p.join(tid) == {"ok": True}, "join")
            await p.connect()
            await p.watch(tid)
        await until("the start's pairing", lambda: all(p.games for p in players), ROUND_WITHIN_S)
        check_wave(players, 1, tid)
        await until("every game's end", lambda: all(not p.playing() for p in players), 30)
        await until("the results on every node", lambda: all(
            sum(r["score"] for r in tournament(n, tid)["standings"]) == 6 for n in everywhere), 10)
        before = tournament(others[0], tid)["standings"]
        # kill -9 of the director: a survivor directs within a few lease times.
        killed_at = time.time()
        kill(redis, director, name)
        del nodes[name]
        new_name, survivor = await the_director(redis, nodes, TAKEOVER_WITHIN_S)
        print("  %s directs %.1f s after the kill of %s (lease %d ms)" % (new_name, time.time() - killed_at, name, LEASE_MS))
        check(tournament(survivor, tid)["standings"] == before, "the standings changed with the director")
        for i, p in enumerate(players):  # everyone back on a survivor, watching again
            await p.connect(others[i % 2])
            await p.watch(tid)
        await until("a pairing under the new director", lambda: all(len(p.games) == 2 for p in players),
                    ROUND_WITHIN_S)
        check_wave(players, 2, tid)
        for p in players:
            await p.unwatch(tid)
        await until("every game's end", lambda: all(not p.playing() for p in players), 30)
        await until("the new results", lambda: sum(r["score"] for r in tournament(survivor, tid)["standings"]) == 12, 10)
        t = tournament(others[0], tid)
        rows = {r["player"]["id"]: r for r in t["standings"]}
        for p in players:
            check_arena_row(rows[p.id], p)
        for r in before:  # the earlier results kept, first in each row
            check(rows[r["player"]["id"]]["games"][:1] == r["games"][:1], "%s / %s" % (rows[r["player"]["id"]], r))
        for p in players:
            await p.close()
    finally:
        with contextlib.ExitStack() as stops:
            stops.callback(redis.remove)
            for n in started:  # (a killed node is only reaped)
                stops.callback(n.stop)


if __name__ == "__main__":
    main([
        test_a_killed_director_is_replaced_and_the_arena_goes_on_with_its_standings,
    ])
