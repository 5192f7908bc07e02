"""mancala-server as nodes of a cluster: two server processes on one PostgreSQL database and one
Redis (redis_fixture.py). The public queue lives in Redis: one entry a player in the whole
cluster, its steps atomic; Redis going away stops new pairings, not the games, and its return
resumes them; /healthz names the node, the store and Redis's state."""

import ast
import asyncio
import contextlib
import re
import subprocess
import threading
import time

import websockets

import harness
import pg
import redis_fixture
from harness import Server, check, main, play_out, query_on


def node(redis, name, key, **settings):
    """A server that is node `name` of the cluster on `redis` and the database standing for `key`."""
    c = pg.cluster()
    return Server(store="postgres", postgres=c.conninfo(c.database(key)), redis=redis.url, node=name, **settings)


@contextlib.asynccontextmanager
async def two_nodes(key, n1=None, n2=None, **settings):
    """Nodes n1 and n2 of a new Redis on the database standing for `key`, each with `settings`
    and its own (`n1`, `n2`); both stopped and Redis removed at the end: (redis, n1, n2)."""
    redis = redis_fixture.Redis()
    nodes = []
    try:
        for name, own in (("n1", n1), ("n2", n2)):
            nodes.append(node(redis, name, key, **dict(settings, **(own or {}))))
        yield (redis, *nodes)
    finally:
        # Every node stopped and Redis removed even when a stop raises (its round trip failed).
        with contextlib.ExitStack() as stops:
            stops.callback(redis.remove)
            for n in nodes:
                stops.callback(n.stop)


async def games_within(client, seconds, closes=()):
    """Every `game` message the client receives within `seconds`. The connection must stay open,
    unless the server closes it with a code in `closes` (then: the games that came before the
    close). Any other close fails the test: a dead connection is not "no games"."""
    games, end = [], time.time() + seconds
    while time.time() < end:
        try:
            m = await client.next(end - time.time())
        except asyncio.TimeoutError:
            break
        except websockets.ConnectionClosed as e:
            code = e.rcvd.code if e.rcvd else None
            check(code in closes, "the connection closed (code %s) while its games were counted (%s so far)"
                  % (code, games))
            break
        if m["type"] == "game":
            games.append(m)
    return games


async def frames_until_closed(client, timeout=10):
    """Every message the client receives until the server closes its connection: (messages, code)."""
    got, end = [], time.time() + timeout
    try:
        while True:
            left = end - time.time()
            check(left > 0, "the connection is still open after %d s (got %s)" % (timeout, got))
            got.append(await client.next(left))
    except websockets.ConnectionClosed as e:
        return got, (e.rcvd.code if e.rcvd else None)


class Monitor:
    """`redis-cli MONITOR` on `redis`: each command Redis runs, as a line, in the order it runs them
    (from the moment the constructor returns)."""

    def __init__(self, redis):
        self.proc = subprocess.Popen(["redis-cli", "-h", "127.0.0.1", "-p", str(redis.port), "MONITOR"],
                                     stdout=subprocess.PIPE, text=True)
        check(self.proc.stdout.readline().strip() == "OK", "redis-cli MONITOR did not start")
        self.lines = []
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        for line in self.proc.stdout:
            self.lines.append(line)

    def evals(self, marker, *last_args):
        """The EVALs whose script holds `marker` and whose arguments end with `last_args`, each as
        its argument list (as Redis got it)."""
        found = []
        for line in list(self.lines):
            if marker not in line:  # it holds no character that MONITOR escapes
                continue
            args = [ast.literal_eval(a) for a in re.findall(r'"(?:[^"\\]|\\.)*"', line)]
            if len(args) > 2 and args[0].upper() == "EVAL" and marker in args[1] and \
                    tuple(args[len(args) - len(last_args):]) == last_args:
                found.append(args)
        return found

    def stop(self):
        self.proc.kill()
        self.proc.wait()


class Staircase:
    """The delay (ms) of a race's next round against a timer of `timer_ms`: it starts at the
    timer, goes a step shorter after a round the timer won and a step longer after one it lost,
    within 0..2 x the timer, and halves its step (from a fifth of the timer down to 5 ms) each time
    the winner changes. The rounds gather where the two sides meet on this machine, on this day,
    and while that point is inside the range, each side wins at least once."""

    def __init__(self, timer_ms):
        self.delay, self.step, self.top, self.last = timer_ms, max(5, timer_ms // 5), 2 * timer_ms, None

    def next(self, timer_won):
        if self.last is not None and timer_won != self.last:
            self.step = max(5, self.step // 2)
        self.last = timer_won
        self.delay = max(0, self.delay - self.step) if timer_won else min(self.top, self.delay + self.step)


# A fragment of the queue's leave script (server/src/cluster/queue_scripts.hpp) and of no other.
LEAVE = "f[1] ~= 'waiting' or f[3] ~= ARGV[3]"


def wait_until(what, condition, seconds=10, why=lambda: ""):
    end = time.time() + seconds
    while not condition():
        check(time.time() < end, "no %s within %d s %s" % (what, seconds, why()))
        time.sleep(0.05)


async def queued_on_n1_then_n2(redis, n1, n2):
    """One player joins the queue on n1, then again on n2 with the same token: n2 relays the new
    connection to the player's session on n1, whose lobby replaces the first one (4001), which was
    sent no game. (the n1 connection, the n2 connection, the player's Redis entry, the first join's
    ticket) once the entry is the second join's."""
    first = await n1.client(name="P")
    await first.send(type="queue.join")
    await first.expect("queue.joined")
    entry = "mancala:entry:" + first.welcome["player"]["id"]
    wait_until("the entry in Redis", lambda: redis.cli("HGET", entry, "node") == "n1")
    ticket = redis.cli("HGET", entry, "ticket")
    second = await n2.client(token=first.welcome["token"])
    await second.send(type="queue.join")
    await second.expect("queue.joined")
    before, code = await frames_until_closed(first)
    check(code == 4001, "the first connection was not replaced: %s" % code)
    check(not [m for m in before if m["type"] == "game"], "the replaced connection was sent a game: %s" % before)
    wait_until("the second join's entry", lambda: redis.cli("HGET", entry, "ticket") != ticket,
               why=lambda: redis.cli("HGETALL", entry) + n2.logs()[-2000:])
    return first, second, entry, ticket


async def test_healthz_names_the_node_the_store_and_redis():
    redis = redis_fixture.Redis()
    n1, n2 = node(redis, "n1", "health"), node(redis, "n2", "health")
    alone = Server()
    try:
        for s, name in ((n1, "n1"), (n2, "n2")):
            status, h = s.get_json("/healthz")
            check(status == 200, "healthz: %d" % status)
            wait_until("redis ok on " + name, lambda: s.get_json("/healthz")[1]["redis"] == "ok")
            h = s.get_json("/healthz")[1]
            check(h["node"] == name and h["store"] == "postgres", str(h))
        _, h = alone.get_json("/healthz")
        check(not {"node", "store", "redis"} & set(h), "a lone server shows cluster fields: %s" % h)
    finally:
        for s in (n1, n2, alone):
            s.stop()
        redis.remove()


async def test_two_players_paired_through_redis_play_to_the_end_and_the_game_is_stored():
    async with two_nodes("pair", bot_after_ms=5000) as (redis, n1, n2):
        a, b = await n1.client(name="A"), await n1.client(name="B")
        for c in (a, b):
            await c.send(type="queue.join")
            await c.expect("queue.joined")
        ga, gb = await a.expect("game"), await b.expect("game")
        check(ga["game"] == gb["game"] and {ga["you"], gb["you"]} == {"south", "north"}, "%s / %s" % (ga, gb))
        south, north = (a, b) if ga["you"] == "south" else (b, a)
        for c in (a, b):
            entry = "mancala:entry:" + c.welcome["player"]["id"]
            check(redis.cli("HGET", entry, "state") == "paired" and redis.cli("HGET", entry, "node") == "n1",
                  "the Redis entry of a paired player: %s" % redis.cli("HGETALL", entry))
        state, plies = await play_out(ga, {"south": south, "north": north})
        rows = []
        wait_until("the stored result", lambda: rows.extend(query_on(
            "pair", "SELECT result, south_store, north_store FROM games WHERE id = ? AND result IS NOT NULL",
            (ga["game"],), postgres=True)) or rows)
        check(rows[0][1:] == tuple(state["stores"]), "stored %s, played %s" % (rows, state["stores"]))
        n = query_on("pair", "SELECT COUNT(*) FROM plies WHERE game_id = ?", (ga["game"],), postgres=True)
        check(n == [(plies,)], "stored %s plies, played %d" % (n, plies))


async def test_a_player_waits_once_in_the_whole_cluster():
    async with two_nodes("once", bot_after_ms=1500) as (redis, n1, n2):
        # The same player on another node: that entry replaces the first, whose timer then finds
        # it gone. (The first connection, closed with 4001, was sent no game: queued_on_n1_then_n2.)
        # A game of the first entry would reach the player's one connection, the second, or show
        # in the database: the second gets one game, and the player has one.
        first, second, entry, _ = await queued_on_n1_then_n2(redis, n1, n2)
        player = first.welcome["player"]["id"]
        got = await games_within(second, 3)
        check(len(got) == 1 and got[0]["players"]["north"]["bot"] == "medium", "n2's entry got %s" % got)
        rows = query_on("once", "SELECT COUNT(*) FROM games WHERE south_player = ? OR north_player = ?",
                        (player, player), postgres=True)
        check(rows == [(1,)], "the player is in %s games" % rows)


async def test_the_same_player_joining_on_another_node_as_the_timer_fires_gets_one_answer_an_entry_many_times():
    """Each round, c2 (the same player on n2) comes `delay` ms after c1's join on n1, racing n1's
    200 ms computer timer. The delay is a staircase (`Staircase`): shorter after a round the timer
    won, longer after a round c2 won, from 0 to 400 ms, its step halved at each turn. So the rounds
    gather where the two meet, however fast the machine is that day, and each side wins at least
    once (checked) as long as c2's connection takes less than the 200 ms to reach the player's
    session on n1."""
    bot_after = 200
    stairs, delays = Staircase(bot_after), []
    outcomes = {"n1 answered first": 0, "n2 replaced it": 0}
    async with two_nodes("race", bot_after_ms=bot_after) as (redis, n1, n2):
        for _ in range(15):
            c1 = await n1.client(name="P")
            await c1.send(type="queue.join")
            await c1.expect("queue.joined")
            delay = stairs.delay
            await asyncio.sleep(delay / 1000)
            c2 = await n2.client(token=c1.welcome["token"])
            # Answered `queue.joined`, or refused when the computer's game came first (c2 gets it back).
            await c2.send(type="queue.join")
            # n2 relays c2 to the player's session on n1, which replaces c1. The first entry ends
            # once: the computer (c2 then gets that game back) or replaced by c2's, which ends once too.
            got = await asyncio.gather(games_within(c1, 1.5, closes=(4001,)), games_within(c2, 1.5))
            check(len(got[1]) == 1, "the second connection got %d games" % len(got[1]))
            check(len(got[0]) <= 1, "the first connection got %d games" % len(got[0]))
            check(not got[0] or got[1][0]["game"] == got[0][0]["game"], "two games: %s / %s" % (got[0], got[1]))
            outcomes["n1 answered first" if got[0] else "n2 replaced it"] += 1
            delays.append((delay, "n1" if got[0] else "n2"))
            stairs.next(timer_won=bool(got[0]))
            entry = "mancala:entry:" + c1.welcome["player"]["id"]
            check(redis.cli("HGET", entry, "state") == "done", redis.cli("HGETALL", entry))
            player = c1.welcome["player"]["id"]
            rows = []
            wait_until("the stored games", lambda: rows.clear() or rows.extend(query_on(
                "race", "SELECT COUNT(*) FROM games WHERE south_player = ? OR north_player = ?", (player, player),
                postgres=True)) or rows[0][0] == 1)
            await c1.close()
            await c2.close()
        print("  outcomes over 15 races:", outcomes, "(delay ms, winner):", delays)
        check(all(outcomes.values()), "one side never won, the race was not run: %s, (delay ms, winner) %s"
              % (outcomes, delays))


async def test_a_disconnect_on_the_old_node_leaves_the_newer_entry_alone():
    async with two_nodes("leave", bot_after_ms=1500) as (redis, n1, n2):
        monitor = Monitor(redis)
        try:
            first, second, entry, ticket = await queued_on_n1_then_n2(redis, n1, n2)
            player = first.welcome["player"]["id"]
            # The replaced connection's leave names the first ticket: it does not remove the
            # second's entry. Once Redis has run that leave (seen in MONITOR), the entry is the
            # second's and waiting; and the same leave run again now, after the second join (as a
            # retry of the node's would be), leaves it so too.
            wait_until("the replaced connection's leave in Redis", lambda: monitor.evals(LEAVE, player, ticket),
                       why=lambda: "".join(monitor.lines)[-3000:])
            leave = monitor.evals(LEAVE, player, ticket)[0]
        finally:
            monitor.stop()
        second_ticket = redis.cli("HGET", entry, "ticket")
        check(second_ticket != ticket and redis.cli("HGET", entry, "state") == "waiting", redis.cli("HGETALL", entry))
        check(redis.cli(*leave) == "0", "a leave naming the first ticket was applied to the second's entry")
        check(redis.cli("HGET", entry, "state") == "waiting" and redis.cli("HGET", entry, "ticket") == second_ticket,
              redis.cli("HGETALL", entry))
        g = await second.wait_for("game", 5)
        check(g["players"]["north"]["bot"] == "medium", str(g))
        # A leave on the node of the entry removes it.
        third = await n2.client(name="Q")
        await third.send(type="queue.join")
        await third.expect("queue.joined")
        other = "mancala:entry:" + third.welcome["player"]["id"]
        wait_until("Q's entry", lambda: redis.cli("HGET", other, "state") == "waiting")
        await third.send(type="queue.leave")
        await third.expect("queue.left")
        wait_until("Q's entry left", lambda: redis.cli("HGET", other, "state") == "done")
        check(await games_within(third, 2) == [], "a game after queue.leave")


async def test_an_entry_answered_in_redis_whose_answer_the_node_never_heard_gets_the_computer():
    redis = redis_fixture.Redis()
    n1 = node(redis, "n1", "lost", bot_after_ms=1000)
    try:
        p = await n1.client(name="P")
        await p.send(type="queue.join")
        await p.expect("queue.joined")
        entry = "mancala:entry:" + p.welcome["player"]["id"]
        wait_until("the entry in Redis", lambda: redis.cli("HGET", entry, "state") == "waiting")
        # As if a step answered it and its reply was lost with the connection.
        redis.cli("HSET", entry, "state", "done")
        g = await p.wait_for("game", 5)
        check(g["players"]["north"]["bot"] == "medium", "not the computer: %s" % g)
    finally:
        n1.stop()
        redis.remove()


async def test_redis_down_games_go_on_and_new_pairings_wait_until_it_is_back():
    async with two_nodes("down", bot_after_ms=500) as (redis, n1, n2):
        a, b = await n1.client(name="A"), await n1.client(name="B")
        for c in (a, b):
            await c.send(type="queue.join")
            await c.expect("queue.joined")
        ga, gb = await a.expect("game"), await b.expect("game")
        south, north = (a, b) if ga["you"] == "south" else (b, a)
        redis.stop()
        wait_until("redis failing in /healthz", lambda: n1.get_json("/healthz")[1]["redis"] == "failing")
        check("redis: 127.0.0.1:%d unreachable" % redis.port in n1.logs(), n1.logs()[-2000:])
        # The game on its node goes on.
        state = ga["state"]
        for _ in range(3):
            side = state["to_move"]
            mover = south if side == "south" else north
            await mover.send(type="move", game=ga["game"], ply=state["ply"], pit=harness.legal_pits(state, side)[0])
            state = (await south.wait_for("moved"))["state"]
            await north.wait_for("moved")
        # New pairings, and the computer fallback, wait.
        c, d = await n2.client(name="C"), await n2.client(name="D")
        for x in (c, d):
            await x.send(type="queue.join")
            await x.expect("queue.joined")
        got = await asyncio.gather(games_within(c, 1.5), games_within(d, 1.5))
        check(got == [[], []], "a game while Redis was down: %s" % got)
        redis.start()
        gc, gd = await c.wait_for("game", 15), await d.wait_for("game", 15)
        check(gc["game"] == gd["game"], "C and D, waiting together, were not paired: %s / %s" % (gc, gd))
        wait_until("redis ok in /healthz", lambda: n2.get_json("/healthz")[1]["redis"] == "ok")
        check("redis: 127.0.0.1:%d reachable again" % redis.port in n2.logs(), n2.logs()[-2000:])


if __name__ == "__main__":
    main([
        test_healthz_names_the_node_the_store_and_redis,
        test_two_players_paired_through_redis_play_to_the_end_and_the_game_is_stored,
        test_a_player_waits_once_in_the_whole_cluster,
        test_the_same_player_joining_on_another_node_as_the_timer_fires_gets_one_answer_an_entry_many_times,
        test_a_disconnect_on_the_old_node_leaves_the_newer_entry_alone,
        test_an_entry_answered_in_redis_whose_answer_the_node_never_heard_gets_the_computer,
        test_redis_down_games_go_on_and_new_pairings_wait_until_it_is_back,
    ])
