"""A player of a node killed mid-game (kill -9) says hello on a surviving node before the dead
node's lease lapses: they are welcomed there at once (their home reads no messages any more, so
nothing is relayed to it), and their game's snapshot comes when a node takes the dead node's
games: the node they are on (its lobby reattaches them), or a third node (their connection is
handed over to it). The lease is long (10 s) so that a `welcome` that waited for it shows."""

import contextlib
import time

import redis_fixture
from harness import check, main
from test_cluster import node, wait_until
from test_cluster_play import paired_across, play_plies, stored

LEASE_MS = 10000
# Far below the lease: a hello answered only after the lease lapsed fails this.
WELCOME_WITHIN_S = 3.0
# The survivor looks for dead nodes only after holding its own lease for two lease times; then
# the dead node's lease lapses within one lease time and the next tick (a third) takes the game.
TAKEOVER_WITHIN_S = 4 * LEASE_MS / 1000 + 5
SETTINGS = dict(bot_after_ms=8000, node_lease_ms=LEASE_MS, disconnect_grace_ms=60000)


@contextlib.asynccontextmanager
async def nodes(key, *own):
    """A new Redis and a node of it per entry of `own` (its settings over SETTINGS), named n1, n2, ...,
    on the database standing for `key`; all stopped and Redis removed at the end: (redis, n1, ...)."""
    redis = redis_fixture.Redis()
    started = []
    try:
        for i, settings in enumerate(own):
            started.append(node(redis, "n%d" % (i + 1), key, **dict(SETTINGS, **settings)))
        yield (redis, *started)
    finally:
        with contextlib.ExitStack() as stops:
            stops.callback(redis.remove)
            for n in started:
                stops.callback(n.stop)


def kill(redis, n, name):
    """kill -9 of node `n`, named `name`; returns once Redis has dropped its subscription (at once: the
    process's sockets close with it), while its lease still lives."""
    n.proc.kill()
    n.proc.wait()
    channel = "mancala:node:" + name
    wait_until("Redis to drop the killed node's subscription",
               lambda: redis.cli("PUBSUB", "NUMSUB", channel).split() == [channel, "0"])
    check(redis.cli("EXISTS", "mancala:lease:" + name) == "1", "the killed node's lease lapsed already")


async def hello_timed(n, token):
    """A client greeted on node `n` with `token`, and the seconds its `welcome` took (waited for
    up to twice the lease, so that a failure says how long it took)."""
    c = await n.client(hello=False)
    t = time.time()
    await c.send(type="hello", protocol=1, token=token)
    c.welcome = await c.expect("welcome", 2 * LEASE_MS / 1000)
    return c, time.time() - t


async def check_back_in_game(a, a2, ga, before, waited):
    """A's new connection `a2` was welcomed as A within WELCOME_WITHIN_S and gets A's game as it was."""
    print("  welcome %.2f s after the hello (the dead node's lease: %d ms)" % (waited, LEASE_MS))
    check(a2.welcome["player"]["id"] == a.welcome["player"]["id"], "another player: %s" % a2.welcome)
    check(waited < WELCOME_WITHIN_S, "welcome after %.1f s: it waited for the dead node's lease to lapse" % waited)
    t = time.time()
    g = await a2.wait_for("game", TAKEOVER_WITHIN_S)
    print("  the game's snapshot %.1f s after the welcome" % (time.time() - t))
    check(g["game"] == ga["game"] and g["you"] == ga["you"] and g["state"] == before,
          "the snapshot after the take-over: %s, before: %s" % (g, before))


async def test_a_player_of_a_killed_node_is_welcomed_at_once_and_gets_the_game_from_the_node_that_takes_it():
    async with nodes("rejoin", {}, {}) as (redis, n1, n2):
        a, b, ga, gb = await paired_across(redis, n1, n2)  # the game is n1's, A's home n1
        before = await play_plies(ga, {ga["you"]: a, gb["you"]: b}, 2)
        kill(redis, n1, "n1")
        a2, waited = await hello_timed(n2, a.welcome["token"])
        await check_back_in_game(a, a2, ga, before, waited)
        check(stored("rejoin", "SELECT owner_node FROM games WHERE id = ?", (ga["game"],)) == [("n2",)], "not n2's")
        after = await play_plies({"game": ga["game"], "state": before}, {ga["you"]: a2, gb["you"]: b}, 2)
        check(after["ply"] == before["ply"] + 2, str(after))


async def test_a_player_welcomed_on_a_survivor_is_handed_over_to_the_third_node_that_takes_the_game():
    # n2 looks for dead nodes only after holding its lease for two of its (long) lease times: n3 takes n1's game.
    async with nodes("handover", {}, dict(node_lease_ms=120000), {}) as (redis, n1, n2, n3):
        a, b, ga, gb = await paired_across(redis, n1, n2)
        before = await play_plies(ga, {ga["you"]: a, gb["you"]: b}, 2)
        kill(redis, n1, "n1")
        a2, waited = await hello_timed(n2, a.welcome["token"])
        await check_back_in_game(a, a2, ga, before, waited)
        check(stored("handover", "SELECT owner_node FROM games WHERE id = ?", (ga["game"],)) == [("n3",)], "not n3's")
        after = await play_plies({"game": ga["game"], "state": before}, {ga["you"]: a2, gb["you"]: b}, 2)
        check(after["ply"] == before["ply"] + 2, str(after))


if __name__ == "__main__":
    main([
        test_a_player_of_a_killed_node_is_welcomed_at_once_and_gets_the_game_from_the_node_that_takes_it,
        test_a_player_welcomed_on_a_survivor_is_handed_over_to_the_third_node_that_takes_the_game,
    ])
