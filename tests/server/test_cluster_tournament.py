"""An arena on a cluster (three server processes, one PostgreSQL database, one Redis): one node
directs the tournaments (a lease in Redis, `mancala:tournaments:director`; the node shows it as the
gauge `mancala_tournament_director` 1 on /metrics). The event is made through another node, its
players join and watch through every node and are paired and play. Then the directing node is
killed (kill -9): another node directs within a few lease times, the players come back on the
survivors, watch again, are paired again and play, and the standings keep the earlier results."""

import re
import time

import redis_fixture
from harness import check, main
from test_cluster import node
from test_cluster_rejoin import kill
from test_tournament_arena import CLOCK, ROUND_WITHIN_S, Referee, check_wave
from tournament_play import Player, call, iso_in, tournament, until
from tournament_scores import check_arena_row

LEASE_MS = 1500
# The survivors find the lease lapsed within one lease time and take it at their next renewal.
TAKEOVER_WITHIN_S = 4 * LEASE_MS / 1000 + 5
SETTINGS = dict(node_lease_ms=LEASE_MS, disconnect_grace_ms=20000, bot_after_ms=60000)


def directing(n):
    """Whether node `n` says it directs the tournaments (None: it has no such gauge)."""
    status, _, body = n.get("/metrics")
    check(status == 200, "/metrics: %s" % status)
    found = re.search(r"^mancala_tournament_director(?:\{[^}]*\})? (\S+)$", body.decode(), re.M)
    return None if found is None else float(found.group(1)) == 1


async def the_director(nodes, seconds):
    """The one node of `nodes` that directs, once exactly one does (within `seconds`)."""
    found = []

    def one():
        says = [directing(n) for n in nodes]
        check(None not in says, "a node without the gauge mancala_tournament_director on /metrics")
        found[:] = [n for n, d in zip(nodes, says) if d]
        return len(found) == 1
    await until("one directing node", one, seconds)
    return found[0]


async def test_a_killed_director_is_replaced_and_the_arena_goes_on_with_its_standings():
    redis = redis_fixture.Redis()
    nodes = []
    try:
        for name in ("n1", "n2", "n3"):
            nodes.append(node(redis, name, "arena", **SETTINGS))
        director = await the_director(nodes, 10)
        others = [n for n in nodes if n is not director]
        check(redis.cli("EXISTS", "mancala:tournaments:director") == "1", "no director's lease in Redis")
        players = [Player(nodes[i % 3], "C%02d" % (i + 1)) for i in range(6)]
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
            sum(r["score"] for r in tournament(n, tid)["standings"]) == 6 for n in nodes), 10)
        before = tournament(others[0], tid)["standings"]
        # kill -9 of the director: a survivor directs within a few lease times.
        name = "n%d" % (nodes.index(director) + 1)
        killed_at = time.time()
        kill(redis, director, name)
        survivor = await the_director(others, TAKEOVER_WITHIN_S)
        print("  %s directs %.1f s after the kill (lease %d ms)" % (survivor.proc.pid, time.time() - killed_at, LEASE_MS))
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
    finally:
        for n in nodes:
            n.stop()
        redis.remove()


if __name__ == "__main__":
    main([
        test_a_killed_director_is_replaced_and_the_arena_goes_on_with_its_standings,
    ])
