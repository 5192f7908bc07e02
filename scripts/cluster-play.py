#!/usr/bin/python3
"""The checks of scripts/cluster-check.sh, against the cluster it started (three nodes behind
HAProxy, on one PostgreSQL and one Redis).

Usage: cluster-play.py --front HOST:PORT --stats HOST:PORT --postgres URI --lease-ms MS
                       --node n1=PORT:PID --node n2=PORT:PID --node n3=PORT:PID
       cluster-play.py --check-compose COMPOSE_YAML CONFIGURATION_MD

Through HAProxy's port: waits until it and the nodes are ready, plays several games of two
players paired from the public queue, checks each stored game and that the connections were
spread over the nodes. Then kills (SIGKILL) the node that owns a game between players on two
nodes and checks that the game goes on and is stored whole, and that HAProxy takes the node out.
The protocol's client is the server tests' (tests/server/harness.py; ../shared/PROTOCOL.md).
Needs Debian's python3-websockets, so run it with /usr/bin/python3. Exits 0 when every check held.
"""
import argparse
import asyncio
import csv
import io
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
import traceback
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "server"))
from harness import Client, check, legal_pits  # noqa: E402

GAMES = 3  # games played at once through the balancer
PLIES_BEFORE_KILL = 6



def without_clocks(moves):
    """A record's moves by side and pit: queue games are timed by default, and each stored ply
    carries its clock_ms, which the players' own list of what they sent does not."""
    return [{k: m[k] for k in m if k != "clock_ms"} for m in moves]

def say(text):
    print("cluster-check: " + text, flush=True)


def http_get(url, timeout=3):
    """(status, body) of a GET; a refused or reset connection is status 0."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()
    except OSError as e:
        return 0, str(e)


def wait_until(what, condition, seconds):
    end = time.time() + seconds
    while not condition():
        check(time.time() < end, "no %s within %s s" % (what, seconds))
        time.sleep(0.1)


def haproxy_servers(stats):
    """HAProxy's view of each node of backend `nodes` (its /stats;csv rows, by server name)."""
    status, body = http_get("http://%s/stats;csv" % stats)
    check(status == 200, "HAProxy's stats: %d %s" % (status, body))
    rows = csv.DictReader(io.StringIO(body.lstrip("# ")))
    return {r["svname"]: r for r in rows if r["pxname"] == "nodes" and r["svname"] not in ("BACKEND", "FRONTEND")}


def psql(uri, sql):
    """Rows of a query, each a list of text values."""
    r = subprocess.run(["psql", "-X", "-q", "-A", "-t", "-F", "\x1f", "-v", "ON_ERROR_STOP=1", "-d", uri, "-c", sql],
                       capture_output=True, text=True, timeout=15)
    check(r.returncode == 0, "psql: %s in %s" % (r.stderr.strip(), sql))
    return [line.split("\x1f") for line in r.stdout.splitlines() if line]


def quoted_id(game):
    """A game id for SQL text: ids are letters and digits, so they need no escaping."""
    check(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", game) is not None, "odd game id %r" % game)
    return "'%s'" % game


def healthz(port):
    """A node's /healthz as a dict ({} when it does not answer 200)."""
    status, body = http_get("http://127.0.0.1:%d/healthz" % port)
    return json.loads(body) if status == 200 else {}


def metric(port, name):
    """A metric without labels from a node's /metrics."""
    status, body = http_get("http://127.0.0.1:%d/metrics" % port)
    check(status == 200, "/metrics: %d" % status)
    found = re.search(r"^%s (\S+)$" % re.escape(name), body, re.M)
    check(found is not None, "%s not in /metrics" % name)
    return float(found.group(1))


class At:
    """The address a Client connects to."""

    def __init__(self, hostport):
        self.url = "ws://%s/ws" % hostport


OPEN = []  # every client connected, for run() to drop


async def greeted(hostport, name=None, token=None):
    c = Client(At(hostport))
    await c.connect()
    OPEN.append(c)
    await c.hello(name=name, token=token)
    return c


async def receive(c, type_, seconds, what):
    """The client's next message of `type_`, those of other types before it kept for later; none
    within `seconds` fails naming `what` and the messages that came instead (an `error`, say)."""
    end, others = time.time() + seconds, []
    try:
        while True:
            m = await c.next(end - time.time())
            if m.get("type") == type_:
                c.inbox = others + c.inbox
                return m
            others.append(m)
    except asyncio.TimeoutError:
        raise AssertionError("no %s within %s s (%s; came instead: %s)" % (type_, seconds, what, others)) from None


async def play(game, seats, state, sent, limit=None):
    """Plays `limit` plies (or to the end): the side to move sends a legal pit, and both seats must
    see the same `moved`. Each ply sent is appended to `sent` as the stored record spells it."""
    plies, rng = 0, random.Random(game + str(state["ply"]))  # each game its own line of play
    while not state["over"] and (limit is None or plies < limit):
        side = state["to_move"]
        pit = rng.choice(legal_pits(state, side))
        await seats[side].send(type="move", game=game, ply=state["ply"], pit=pit)
        sent.append({"side": side, "pit": pit})
        # The mover's seat first: a move refused is answered there, with an `error` the failure names.
        seen = [await receive(seats[s], "moved", 10, "game %s, ply %d, %s's seat" % (game, state["ply"], s))
                for s in sorted(seats, key=lambda s: s != side)]
        for m in seen:
            check(m["game"] == game and m["side"] == side and m.get("pit") == pit, "unexpected %s" % m)
        check(seen[0]["state"] == seen[1]["state"], "the seats saw different states: %s" % seen)
        state = seen[0]["state"]
        plies += 1
    if state["over"]:
        for c in seats.values():
            over = await receive(c, "game.over", 10, "game %s" % game)
            check(over["state"]["result"] == state["result"], "game.over differs from the last moved: %s" % over)
    return state


def check_stored(args, game, state, sent):
    """The stored game, through the balancer and in PostgreSQL: finished, every ply sent in order."""
    record = {}

    def finished():
        status, body = http_get("http://%s/api/games/%s" % (args.front, game))
        record.update(json.loads(body) if status == 200 else {})
        return record.get("result") is not None
    wait_until("stored result of game %s" % game, finished, 10)
    check(record["result"] == state["result"] and without_clocks(record.get("moves", [])) == sent,
          "game %s stored as %s, played %s -> %s" % (game, record, sent, state["result"]))
    rows = psql(args.postgres, "SELECT COUNT(*) FROM plies WHERE game_id = %s" % quoted_id(game))
    check(rows == [[str(len(sent))]], "PostgreSQL holds %s plies of game %s, %d were played" % (rows, game, len(sent)))


def wait_ready(args):
    status = {}

    def ready():
        if http_get("http://%s/stats;csv" % args.stats)[0] != 200:
            return False  # HAProxy is starting
        # A server starts UP in HAProxy: L7OK says a check of /readyz has answered 200.
        status.update({n: (r["status"], r["check_status"]) for n, r in haproxy_servers(args.stats).items()})
        return (http_get("http://%s/readyz" % args.front)[0] == 200
                and all(status.get(n) == ("UP", "L7OK") for n in args.nodes))
    wait_until("ready cluster behind HAProxy (servers %s)" % status, ready, 20)
    for name, (port, _) in args.nodes.items():
        h = healthz(port)
        check(h.get("node") == name and h.get("store") == "postgres", "%s /healthz: %s" % (name, h))
        wait_until("Redis ok on " + name, lambda: healthz(port).get("redis") == "ok", 10)
    say("HAProxy /readyz 200; %s UP in HAProxy (L7OK), each /healthz names it, store postgres, redis ok"
        % ", ".join(args.nodes))


async def games_through_the_balancer(args):
    """GAMES games at once, their 2 × GAMES players connected through HAProxy and paired by the queue."""
    t = time.time()
    clients = [await greeted(args.front, name="P%d" % i) for i in range(2 * GAMES)]
    held = {name: int(metric(port, "mancala_connections")) for name, (port, _) in args.nodes.items()}
    check(sum(held.values()) == len(clients), "the nodes hold %s connections, %d were opened" % (held, len(clients)))
    check(sum(1 for n in held.values() if n > 0) > 1, "every connection went to one node: %s" % held)
    for c in clients:
        await c.send(type="queue.join")
        await c.expect("queue.joined")
    games = {}
    for c in clients:
        # The computer comes only after a minute (bot_after_ms): an unpaired player is a failure.
        g = await receive(c, "game", 15, "a pairing from the queue")
        check(all(p["bot"] is None for p in g["players"].values()), "a computer game: %s" % g)
        games.setdefault(g["game"], {})[g["you"]] = (c, g)
    check(len(games) == GAMES and all(len(seats) == 2 for seats in games.values()),
          "the queue made %s" % {game: list(seats) for game, seats in games.items()})
    sent = {game: [] for game in games}
    finals = await asyncio.gather(*(
        play(game, {side: c for side, (c, _) in seats.items()}, seats["south"][1]["state"], sent[game])
        for game, seats in games.items()))
    for (game, _), state in zip(games.items(), finals):
        check_stored(args, game, state, sent[game])
    for c in clients:
        await c.close()
    sessions = {name: row["stot"] for name, row in haproxy_servers(args.stats).items()}
    say("%d games of two players through HAProxy in %.1f s (%s plies), each stored whole in PostgreSQL; "
        "connections per node %s (HAProxy's sessions %s)"
        % (GAMES, time.time() - t, "/".join(str(len(s)) for s in sent.values()), held, sessions))


def takeover_possible(args):
    rows = psql(args.postgres, "SELECT 1 FROM information_schema.columns "
                               "WHERE table_name = 'games' AND column_name = 'owner_node'")
    if rows:
        return True
    text = "the games table has no owner_node column: this server does not take over a dead node's games"
    if os.environ.get("CLUSTER_CHECK_ALLOW_NO_TAKEOVER") == "1":
        say(text + "; the node-death part is SKIPPED (CLUSTER_CHECK_ALLOW_NO_TAKEOVER=1)")
        return False
    raise AssertionError(text + " (CLUSTER_CHECK_ALLOW_NO_TAKEOVER=1 skips that part)")


async def node_death(args):
    """Two players on two nodes, a few plies, then SIGKILL for the node that owns their game."""
    seats, home, game, state = {}, {}, None, None  # home: the node each side is connected to
    joined = []
    for node in list(args.nodes)[:2]:
        c = await greeted("127.0.0.1:%d" % args.nodes[node][0], name="On" + node)
        await c.send(type="queue.join")
        await c.expect("queue.joined")
        joined.append((node, c))
    for node, c in joined:
        g = await receive(c, "game", 10, "a pairing of players on two nodes")
        check(game in (None, g["game"]) and all(p["bot"] is None for p in g["players"].values()),
              "players on %s were not paired with each other: %s" % (" and ".join(n for n, _ in joined), g))
        game, state, seats[g["you"]], home[g["you"]] = g["game"], g["state"], c, node
    sent = []
    state = await play(game, seats, state, sent, PLIES_BEFORE_KILL)
    check(not state["over"], "the game ended before the kill")
    rows = psql(args.postgres, "SELECT owner_node FROM games WHERE id = %s" % quoted_id(game))
    owner = rows[0][0] if rows else None
    check(owner in args.nodes, "game %s's owner_node is %r" % (game, owner))
    os.kill(args.nodes[owner][1], signal.SIGKILL)
    killed = time.time()
    limit = args.lease_ms / 1000 + 5  # the lease, then the takeover's own work
    say("game %s: south on %s, north on %s, %d plies, owned by %s: killed %s (pid %d)"
        % (game, home["south"], home["north"], len(sent), owner, owner, args.nodes[owner][1]))

    # A player on a surviving node stays connected and is sent the game again by its new owner.
    for side, c in seats.items():
        if home[side] == owner:
            await c.closed_with(5)
            continue
        g = await receive(c, "game", limit, "the snapshot after %s's death on %s" % (owner, home[side]))
        check(g["game"] == game and g["you"] == side and g["state"] == state and without_clocks(g["moves"]) == sent,
              "the snapshot after the takeover: %s, expected ply %d" % (g, state["ply"]))
        # The new owner rebuilt the clocks from the stored plies: the side to move's time runs.
        check(g["clock"] is not None and g["clock"]["running"] == state["to_move"], "clocks after the takeover: %s" % g)
        say("the player on %s got a fresh game snapshot %.1f s after the kill (node_lease_ms %d)"
            % (home[side], time.time() - killed, args.lease_ms))
    rows = []

    def new_owner():
        rows[:] = psql(args.postgres, "SELECT owner_node FROM games WHERE id = %s" % quoted_id(game))
        return rows and rows[0][0] in args.nodes and rows[0][0] != owner
    wait_until("owner_node naming a live node for game %s" % game, new_owner, 5)
    say("games.owner_node now names %s" % rows[0][0])

    wait_until("%s DOWN in HAProxy" % owner, lambda: haproxy_servers(args.stats)[owner]["status"] == "DOWN", 6)
    servers = haproxy_servers(args.stats)
    say("HAProxy marked %s DOWN %.1f s after the kill (check %s), the others %s"
        % (owner, time.time() - killed, servers[owner]["check_status"],
           ", ".join("%s %s" % (n, r["status"]) for n, r in servers.items() if n != owner)))

    # A player of the dead node comes back through HAProxy, which sends it to a live node.
    for side, c in list(seats.items()):
        if home[side] != owner:
            continue
        back = await greeted(args.front, token=c.welcome["token"])
        check(back.welcome["player"]["id"] == c.welcome["player"]["id"], "another player: %s" % back.welcome)
        g = await receive(back, "game", limit, "the game back after reconnecting through HAProxy")
        check(g["game"] == game and g["you"] == side and g["state"] == state and without_clocks(g["moves"]) == sent,
              "the snapshot after reconnecting: %s, expected ply %d" % (g, state["ply"]))
        seats[side] = back
        say("the %s player, of %s, reconnected through HAProxy with its token and got its game back"
            % (side, owner))
    if owner not in home.values():
        say("neither player was on %s: both stayed connected" % owner)

    state = await play(game, seats, state, sent)
    check_stored(args, game, state, sent)
    say("the game went on to its end (%s, %d plies); every ply is stored" % (state["result"], len(sent)))
    for c in seats.values():
        await c.close()

    for i in range(5):
        check(http_get("http://%s/readyz" % args.front)[0] == 200, "/readyz through HAProxy after the kill")
        c = await greeted(args.front, name="After%d" % i)
        await c.close()
    say("new connections through HAProxy still work (5 greeted, 5 /readyz 200)")


async def run(part):
    """A part within a minute; then every client it left open is dropped at once (after a failure
    a close handshake with a dead or busy node could wait 10 s)."""
    try:
        await asyncio.wait_for(part, 60)
    except asyncio.TimeoutError:
        raise AssertionError("a part took more than 60 s") from None
    finally:
        for c in OPEN:
            c.ws.transport.abort()
        OPEN.clear()


def check_compose(compose_path, configuration_md):
    """The compose file parses, each node's MANCALA_ variables are settings, and HAProxy gets each
    variable docker/haproxy.cfg reads. Skipped, with a message, without python3-yaml."""
    try:
        import yaml
    except ImportError:
        say("python3-yaml is not installed: %s not parsed" % compose_path)
        return
    with open(compose_path) as f:
        services = yaml.safe_load(f)["services"]
    with open(configuration_md) as f:
        settings = set(re.findall(r"^\| `([a-z0-9_]+)` \|", f.read(), re.M))
    check({"store", "postgres", "redis", "node", "node_lease_ms"} <= settings, "configuration.md's table moved?")
    not_settings = {"MANCALA_CONFIG", "MANCALA_LOG_FORMAT"}  # read by the server, not table rows
    nodes = {n: s for n, s in services.items() if s.get("image") == "mancala-server:latest"}
    check(len(nodes) == 3, "nodes in %s: %s" % (compose_path, list(nodes)))
    for name, s in nodes.items():
        env = s["environment"]
        unknown = [k for k in env if k.startswith("MANCALA_") and k not in not_settings
                   and k[len("MANCALA_"):].lower() not in settings]
        check(not unknown, "%s: not settings: %s" % (name, unknown))
        check(env["MANCALA_STORE"] == "postgres" and env["MANCALA_NODE"] == name and env["MANCALA_REDIS"],
              "%s's cluster settings: %s" % (name, env))
    haproxy = services["haproxy"]
    cfg = os.path.join(os.path.dirname(compose_path), "haproxy.cfg")
    with open(cfg) as f:
        wanted = set(re.findall(r"\$\{([A-Z0-9_]+)\}", f.read()))
    check(wanted <= set(haproxy["environment"]), "haproxy's environment lacks %s" % (wanted - set(haproxy["environment"])))
    say("%s parses; its nodes' MANCALA_ variables are settings; HAProxy gets %s"
        % (compose_path, ", ".join(sorted(wanted))))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check-compose", nargs=2, metavar=("COMPOSE_YAML", "CONFIGURATION_MD"))
    ap.add_argument("--front")
    ap.add_argument("--stats")
    ap.add_argument("--postgres")
    ap.add_argument("--lease-ms", type=int, default=5000)
    ap.add_argument("--node", action="append", default=[], help="NAME=PORT:PID")
    args = ap.parse_args()
    try:
        if args.check_compose:
            check_compose(*args.check_compose)
            return 0
        args.nodes = {}
        for spec in args.node:
            name, _, rest = spec.partition("=")
            port, _, pid = rest.partition(":")
            args.nodes[name] = (int(port), int(pid))
        check(len(args.nodes) == 3 and args.front and args.stats and args.postgres, "see --help")
        wait_ready(args)
        asyncio.run(run(games_through_the_balancer(args)))
        if takeover_possible(args):
            asyncio.run(run(node_death(args)))
    except Exception as e:  # one line naming the check that failed; the shell prints the logs
        where = traceback.extract_tb(e.__traceback__)[-1]
        print("cluster-check: FAILED: %s: %s (%s:%d)" % (type(e).__name__, e, os.path.basename(where.filename),
                                                        where.lineno), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
