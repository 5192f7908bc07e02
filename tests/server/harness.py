"""Test harness for mancala-server: starts the real binary on 127.0.0.1 with an ephemeral port,
a temporary SQLite file and short delays, and drives it with real WebSocket clients
(Debian's python3-websockets, asyncio API). With MANCALA_TEST_STORE=postgres each server runs on
a PostgreSQL database of one cluster per test process (pg.py) instead: the database stands for
the server's SQLite path, so a second server on the same path finds the first one's records.
With MANCALA_TEST_REDIS=1 too, each server is a node of its own name on one Redis per test process
(redis_fixture.py)."""

import asyncio
import base64
import http.client
import json
import os
import re
import shutil
import socket
import sqlite3
import struct
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request

import websockets

import pg
import redis_fixture

OMIT = object()  # a setting value that leaves the flag out
SERVER = None  # path of the mancala-server binary, set by main()
DEFAULT_TIMEOUT = 10.0
# A computer's ply may take longer: hard's first ply past the opening book in a server process
# builds the engine's 12-seed endgame table first, about 0.5 s of one core in a release build and
# over 10 s in a sanitizer build beside other tests on two cores.
COMPUTER_PLY_TIMEOUT = 60.0
ROUND_TRIPPED = [0]  # stored games exported and read back by Server.stop, over the whole run
POSTGRES = os.environ.get("MANCALA_TEST_STORE", "sqlite") == "postgres"
REDIS = os.environ.get("MANCALA_TEST_REDIS") == "1"
_redis = [None]
NODES = [0]  # servers made a node so far: each gets a name of its own
STARTED = []  # the servers the running test started: a failure prints the end of their logs


def test_redis():
    """This process's Redis, started at first use and removed at exit."""
    if _redis[0] is None:
        _redis[0] = redis_fixture.Redis()
    return _redis[0]


def postgres_settings(path):
    """The flags that put a server on the PostgreSQL database standing for `path`."""
    c = pg.cluster()
    return {"store": "postgres", "postgres": c.conninfo(c.database(path))}


def pg_value(v):
    """A psql text value as sqlite3 would give it: integers as int, booleans as 0/1."""
    if v is None:
        return None
    if v in ("t", "f"):
        return 1 if v == "t" else 0
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


def query_on(path, sql, args=(), postgres=None):
    """Rows of a query on the database at `path` (SQLite), or (`postgres`, by default
    MANCALA_TEST_STORE's) on the PostgreSQL database that stands for it: `?` parameters in
    order, as in sqlite3."""
    if not (POSTGRES if postgres is None else postgres):
        con = sqlite3.connect("file:%s?mode=ro" % path, uri=True, timeout=10)
        try:
            return con.execute(sql, args).fetchall()
        finally:
            con.close()
    return pg_query(pg.cluster().database(path), sql, args)


def pg_query(database, sql, args=()):
    """Rows of a query on this process's PostgreSQL `database` (as query_on)."""
    parts = sql.split("?")
    check(len(parts) == len(args) + 1, "one ? a parameter: %s" % sql)
    text = parts[0] + "".join(":'p%d'%s" % (i, part) for i, part in enumerate(parts[1:]))
    rows = pg.cluster().psql(database, text, {"p%d" % i: a for i, a in enumerate(args)})
    return [tuple(pg_value(v) for v in row) for row in rows]


def execute_on(path, sql, args=()):
    """A write on the database at `path` (as query_on), committed."""
    if POSTGRES:
        query_on(path, sql, args)
        return
    con = sqlite3.connect(path)
    with con:
        con.execute(sql, args)
    con.close()


def thread_schedules(s, name):
    """(policy, nice) of each of server `s`'s threads named `name`, from /proc (stat fields 41, 19).
    A thread that ends while it is read (a solver's helper, say) is left out."""
    found = []
    task = "/proc/%d/task" % s.proc.pid
    for tid in os.listdir(task):
        try:
            with open(os.path.join(task, tid, "comm")) as f:
                if f.read().strip() != name:
                    continue
            with open(os.path.join(task, tid, "stat")) as f:
                fields = f.read().rsplit(")", 1)[1].split()  # the fields after "(comm)", from field 3 on
        except (FileNotFoundError, ProcessLookupError):
            continue
        found.append((int(fields[41 - 3]), int(fields[19 - 3])))
    return found


def as_uid(uid):
    """A preexec_fn that drops root to `uid` (as its group too, with no supplementary groups)."""
    def drop():  # in the child only, before exec
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    return drop


def can(drop, test, path):
    """Whether `test <test> <path>` (e.g. -x, -r) holds for the process `drop` makes."""
    return subprocess.run([shutil.which("test") or "/usr/bin/test", test, path], preexec_fn=drop).returncode == 0


def folder_for(drop):
    """The folder for a server's temporary folder: the usual one, or if `drop` makes a process that
    cannot enter it (a TMPDIR inside a private folder), the first of /tmp, /var/tmp and /dev/shm
    it can enter."""
    if drop is None:
        return None
    candidates = [tempfile.gettempdir(), "/tmp", "/var/tmp", "/dev/shm"]
    for folder in candidates:
        if os.path.isdir(folder) and can(drop, "-x", folder):
            return folder
    raise RuntimeError("no folder for a server that drops root: the uid cannot enter any of %s" % candidates)


class Server:
    """One mancala-server process with its own temporary folder (database, web root, port file)."""

    def __init__(self, env=None, files=None, run_as=None, round_trip=True, **settings):
        """`settings` become flags (a value of OMIT drops a default flag); `env` is added to the
        environment; `files` maps paths under the server's folder (its cwd) to JSON to write there.
        `run_as` (a uid, used only when the test runs as root) starts the server under that uid and
        group with no supplementary groups, and gives it the server's folder, which then also holds
        a copy of the binary: that uid may not be able to enter the checkout (a clone in /root or
        in a `mktemp -d` folder, mode 0700)."""
        self.round_trip = round_trip
        self.games_seen = set()  # ids of the games this server's clients were sent a `game` for
        drop_root = None
        if run_as is not None and os.geteuid() == 0:
            drop_root = as_uid(run_as)
        self.dir = tempfile.TemporaryDirectory(prefix="mancala-server-test-", dir=folder_for(drop_root))
        self.db = os.path.join(self.dir.name, "data", "test.db")
        if isinstance(settings.get("db"), str):
            self.db = settings["db"]  # a test's own file: queries and the round trip read it
        self.web = os.path.join(self.dir.name, "web")
        os.makedirs(self.web)
        with open(os.path.join(self.web, "index.html"), "w") as f:
            f.write("<!doctype html><title>Mancala</title><p>hello</p>\n")
        with open(os.path.join(self.web, "app.js"), "w") as f:
            f.write("console.log('mancala');\n")
        port_file = os.path.join(self.dir.name, "port")
        flags = {
            "port": 0, "bind": "127.0.0.1", "db": self.db, "web_root": self.web, "port_file": port_file,
            "bot_after_ms": 300, "bot_pause_ms": 0, "bot_think_ms": 20, "disconnect_grace_ms": 2000,
            "move_time_limit_ms": 60000, "hard_endgame_seeds": 0, "log_level": "warn", "rate_limit_per_s": 1000000, "rate_limit_burst": 1000000,
        }
        if POSTGRES and settings.get("store", "postgres") == "postgres":  # the database standing for self.db
            flags.update(postgres_settings(self.db))
            if REDIS:
                NODES[0] += 1
                flags.update({"redis": test_redis().url, "node": "node%d" % NODES[0]})
        flags.update(settings)
        self.log_level = flags["log_level"]
        # The PostgreSQL database the server is on, the harness's or a test's own (cluster nodes):
        # the queries and the round trip read it.
        on_postgres = flags.get("store") == "postgres" and re.search(r"\bdbname=(\S+)", str(flags.get("postgres")))
        self.pg_database = on_postgres.group(1) if on_postgres else None
        server = SERVER
        if drop_root:
            server = os.path.join(self.dir.name, "bin", os.path.basename(SERVER))
            os.makedirs(os.path.dirname(server))
            shutil.copy2(SERVER, server)
            os.chmod(server, 0o755)
        args = [server]
        for key, value in flags.items():
            if value is not OMIT:
                args += ["--" + key.replace("_", "-"), "null" if value is None else str(value)]
        for path, content in (files or {}).items():
            full = os.path.join(self.dir.name, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as f:
                json.dump(content, f)
        self.log = open(os.path.join(self.dir.name, "server.log"), "w+")
        self.final_logs = None
        STARTED.append(self)
        if drop_root:
            for folder, _, names in os.walk(self.dir.name):
                for path in [folder] + [os.path.join(folder, n) for n in names]:
                    os.chown(path, run_as, run_as)
            for test, path in (("-x", server), ("-r", os.path.join(self.web, "index.html"))):
                check(can(drop_root, test, path), "uid %d cannot use %s (test %s failed as that uid)" % (run_as, path, test))
        # The test's cwd has no config/mancala.json, so only these flags count.
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT, cwd=self.dir.name,
                                     env=dict(os.environ, **(env or {})), preexec_fn=drop_root)
        deadline = time.time() + 15
        while not os.path.exists(port_file):
            if self.proc.poll() is not None:
                raise RuntimeError("server exited with %d:\n%s" % (self.proc.returncode, self.logs()))
            if time.time() > deadline:
                raise RuntimeError("server did not start:\n" + self.logs())
            time.sleep(0.02)
        with open(port_file) as f:
            self.port = int(f.read().strip())
        self.url = "ws://127.0.0.1:%d/ws" % self.port
        self.http = "http://127.0.0.1:%d" % self.port

    def logs(self):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()

    def round_trip_stored_games(self):
        """Every game in the database, exported (GET /api/games/{id}/notation) and read back by
        `mancala play --notation -`, must give the stored result and final stores (issue: the
        notation round trip of every stored game of the suite). Returns how many were checked.
        The CLI is the one of the server's build (<build>/cli/mancala beside <build>/server/): a
        missing CLI or database fails, since a round trip that reads nothing would pass."""
        cli = os.path.join(os.path.dirname(os.path.dirname(SERVER)), "cli", "mancala")
        check(os.path.exists(cli), "the notation round trip of the stored games needs the CLI of the server's build, "
              "%s: not found (build the `mancala` target, or make the Server with round_trip=False)" % cli)
        check(self.pg_database or os.path.exists(self.db),
              "the notation round trip reads the server's database %s: not found" % self.db)
        ids = [row[0] for row in self.query("SELECT id FROM games")]
        # A `game` goes out before the writer stores the game's row: give the rows of the games
        # this server's clients were sent a moment to land, so that they are read back too.
        deadline = time.time() + 3
        while not self.games_seen <= set(ids) and time.time() < deadline:
            time.sleep(0.05)
            ids = [row[0] for row in self.query("SELECT id FROM games")]
        check(ids or not self.games_seen, "the server's clients were sent %d games, and its database %s holds none: "
              "the notation round trip would read nothing back" % (len(self.games_seen), self.pg_database or self.db))
        for game_id in ids:
            # The record first: a game that ends meanwhile has its result in the notation read after it.
            status, stored = self.get_json("/api/games/" + game_id)
            check(status == 200, "stored game %s: %d" % (game_id, status))
            status, _, body = self.get("/api/games/%s/notation" % game_id)
            check(status == 200, "notation of stored game %s: %d %s" % (game_id, status, body[:200]))
            r = subprocess.run([cli, "play", "--notation", "-"], input=body, capture_output=True, timeout=30)
            check(r.returncode == 0, "stored game %s does not read back (exit %d): %s\n%s"
                  % (game_id, r.returncode, r.stderr.decode(errors="replace"), body.decode(errors="replace")))
            state = json.loads(r.stdout)
            if stored["result"] is not None:
                check(state["stores"] == stored["stores"] and state["result"] == stored["result"]
                      and state["reason"] == stored["reason"] and state["over"],
                      "stored game %s read back as %s, stored %s" % (game_id, state, stored))
        return len(ids)

    def stop(self):
        """SIGTERM; the server must then exit with 0 within 10 s. So a crash or a sanitizer report
        while it shuts down (make test-asan) fails the test. A server the test killed is only reaped.
        A running server first has every stored game round-tripped through the notation
        (round_trip_stored_games), unless it was made with round_trip=False."""
        failure = None
        if self.proc.poll() is None and self.round_trip:
            try:
                ROUND_TRIPPED[0] += self.round_trip_stored_games()
            except Exception:
                self.proc.kill()
                self.proc.wait()
                self.final_logs = self.logs()
                self.log.close()
                self.dir.cleanup()
                raise
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                if self.proc.wait(10) != 0:
                    failure = "exit code %d after SIGTERM" % self.proc.returncode
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                failure = "no exit within 10 s of SIGTERM"
        logs = self.final_logs = self.logs()  # kept for checks of what it logged while stopping
        self.log.close()
        self.dir.cleanup()
        if failure:
            raise AssertionError("mancala-server: %s; its log ends:\n%s" % (failure, logs[-4000:]))

    def get(self, path, timeout=10):
        """(status, headers, body bytes) of a GET, waiting up to `timeout` s for the answer."""
        try:
            with urllib.request.urlopen(self.http + path, timeout=timeout) as r:
                return r.status, dict(r.headers), r.read()
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read()

    def get_raw(self, path):
        """(status, body bytes) of a GET whose target is sent exactly as given (urllib may tidy it)."""
        con = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            con.request("GET", path)
            r = con.getresponse()
            return r.status, r.read()
        finally:
            con.close()

    def get_json(self, path, timeout=10):
        status, _, body = self.get(path, timeout)
        return status, json.loads(body)

    def query(self, sql, args=()):
        """Rows of a read-only query on the server's database (query_on)."""
        if self.pg_database:
            return pg_query(self.pg_database, sql, args)
        return query_on(self.db, sql, args, postgres=False)

    async def client(self, name=None, token=None, hello=True, path="/ws"):
        """A connected client (at `path`, e.g. "/ws?watch"), greeted unless `hello` is False."""
        c = Client(self)
        await c.connect(path)
        if hello:
            await c.hello(name=name, token=token)
        return c


class Client:
    """A WebSocket client that keeps every message it received, in order."""

    def __init__(self, server):
        self.server = server
        self.ws = None
        self.inbox = []
        self.welcome = None

    async def connect(self, path="/ws"):
        url = self.server.url[: -len("/ws")] + path
        self.ws = await websockets.connect(url, max_size=None, open_timeout=10)

    async def send(self, **msg):
        await self.ws.send(json.dumps(msg))

    async def send_raw(self, text):
        await self.ws.send(text)

    async def next(self, timeout=DEFAULT_TIMEOUT):
        """The next message, whatever it is."""
        if self.inbox:
            return self.inbox.pop(0)
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        m = json.loads(raw)
        if isinstance(m, dict) and m.get("type") == "game" and isinstance(m.get("game"), str):
            if isinstance(self.server, Server):  # (scripts/cluster-play.py's is a bare address)
                self.server.games_seen.add(m["game"])  # the round trip waits for its row
        return m

    async def expect(self, type_, timeout=DEFAULT_TIMEOUT, **fields):
        """The next message must be of `type_` and carry `fields`."""
        m = await self.next(timeout)
        check(m.get("type") == type_, "expected %s, got %s" % (type_, m))
        for k, v in fields.items():
            check(m.get(k) == v, "expected %s=%r in %s" % (k, v, m))
        return m

    async def wait_for(self, type_, timeout=DEFAULT_TIMEOUT):
        """The first message of `type_`; messages of other types before it are kept in `skipped`."""
        end = time.time() + timeout
        skipped = []
        while True:
            left = end - time.time()
            if left <= 0:
                raise AssertionError("no %s within %.1fs (got %s)" % (type_, timeout, skipped))
            m = await self.next(left)
            if m.get("type") == type_:
                self.inbox = skipped + self.inbox
                return m
            skipped.append(m)

    async def silent(self, seconds):
        """Asserts that nothing arrives for `seconds`."""
        check(not self.inbox, "unexpected %s" % self.inbox)
        try:
            raw = await asyncio.wait_for(self.ws.recv(), seconds)
        except asyncio.TimeoutError:
            return
        raise AssertionError("unexpected message %s" % raw)

    async def hello(self, name=None, token=None):
        msg = {"type": "hello", "protocol": 1}
        if name is not None:
            msg["name"] = name
        if token is not None:
            msg["token"] = token
        await self.send(**msg)
        self.welcome = await self.expect("welcome")
        return self.welcome

    async def error(self, code, **msg):
        """Sends `msg` and expects an `error` with `code` echoing its id."""
        msg.setdefault("id", "e-" + code)
        await self.send(**msg)
        m = await self.expect("error")
        check(m.get("code") == code, "expected error %s, got %s for %s" % (code, m, msg))
        check(m.get("id") == msg["id"], "error does not echo id: %s" % m)
        return m

    async def closed_with(self, timeout=DEFAULT_TIMEOUT):
        """Waits for the server to close the connection; returns the close code."""
        end = time.time() + timeout
        try:
            while time.time() < end:
                await asyncio.wait_for(self.ws.recv(), end - time.time())
        except websockets.ConnectionClosed as e:
            return e.rcvd.code if e.rcvd else None
        raise AssertionError("connection still open")

    async def close(self):
        await self.ws.close()


async def matched_pair(s, names=("A", "B"), variant=None):
    """Two greeted clients in one human game (of `variant`, a queue.join variant object, or the
    default board): (south client, north client, game message)."""
    a = await s.client(name=names[0])
    b = await s.client(name=names[1])
    join = {"variant": variant} if variant is not None else {}
    for c in (a, b):
        await c.send(type="queue.join", **join)
        await c.expect("queue.joined")
    ga = await a.expect("game")
    gb = await b.expect("game")
    return (a, b, ga) if ga["you"] == "south" else (b, a, gb)


async def play_one_ply_each_then_resign(south, north, g, resigner):
    """Plays until each side has made a ply (an extra turn may take two), then `resigner` resigns;
    returns the `game.over` each seat heard. What a rated result needs, quickly."""
    game, state, moved = g["game"], g["state"], set()
    while len(moved) < 2:
        side = state["to_move"]
        seat = south if side == "south" else north
        await seat.send(type="move", game=game, ply=state["ply"], pit=legal_pits(state, side)[0])
        state = (await south.wait_for("moved"))["state"]
        await north.wait_for("moved")
        moved.add(side)
    await resigner.send(type="resign", game=game)
    return await south.wait_for("game.over"), await north.wait_for("game.over")


def legal_pits(state, side):
    row = state["pits"][0 if side == "south" else 1]
    return [i for i, n in enumerate(row) if n > 0]


async def play_out(game_msg, clients_by_side, pick=lambda pits: pits[0]):
    """Plays a game to its end: whoever is to move (a client in `clients_by_side`) plays `pick`.
    Every client must see every `moved`. Returns (final state, number of plies)."""
    game = game_msg["game"]
    state = game_msg["state"]
    everyone = list({id(c): c for c in clients_by_side.values()}.values())
    plies = 0
    while not state["over"]:
        side = state["to_move"]
        mover = clients_by_side.get(side)
        if mover is None:  # the computer's turn: wait for its ply
            m = await everyone[0].wait_for("moved", COMPUTER_PLY_TIMEOUT)
            check(m["side"] == side, "computer moved for the wrong side: %s" % m)
        else:
            pit = pick(legal_pits(state, side))
            await mover.send(type="move", game=game, ply=state["ply"], pit=pit)
            m = await everyone[0].wait_for("moved")
            check(m["side"] == side and m.get("pit") == pit, "unexpected moved %s" % m)
        for other in everyone[1:]:
            m2 = await other.wait_for("moved")
            check(m2 == m, "seats saw different moved messages: %s vs %s" % (m, m2))
        state = m["state"]
        plies += 1
    for c in everyone:
        over = await c.wait_for("game.over")
        check(over["state"] == state, "game.over state differs from the last moved")
    return state, plies


def without_ids(players):
    """A `game` frame's `players` without each person's `id`, as the HTTP answers show them."""
    return {side: {k: v for k, v in seat.items() if k != "id"} for side, seat in players.items()}


def check(cond, message="check failed"):
    if not cond:
        raise AssertionError(message)


class RawSocket:
    """A bare WebSocket client for frames a library refuses to send (binary junk, bad UTF-8)."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        req = ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % key)
        self.sock.sendall(req.encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        check(head.startswith(b"HTTP/1.1 101"), "no upgrade: %r" % head)

    def send_frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        header = bytes([0x80 | opcode])
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def read_frame(self):
        def exact(n):
            data = b""
            while len(data) < n:
                chunk = self.sock.recv(n - len(data))
                if not chunk:
                    raise ConnectionError("closed")
                data += chunk
            return data
        b0, b1 = exact(2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack("!H", exact(2))[0]
        elif n == 127:
            n = struct.unpack("!Q", exact(8))[0]
        return b0 & 0x0F, exact(n)

    def close_code(self):
        """Reads frames until the server's close frame; returns its code."""
        while True:
            opcode, payload = self.read_frame()
            if opcode == 8:
                return struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None


def print_server_logs(tail=3000):
    """The end of the log of each server the failed test started: a timeout's traceback alone does
    not say what the server was doing."""
    for n, server in enumerate(STARTED):
        logs = server.final_logs
        if logs is None and not server.log.closed:
            logs = server.logs()
        if logs:
            print("--- server %d of the failed test (log_level %s), its log ends:\n%s"
                  % (n + 1, server.log_level, logs[-tail:]), flush=True)


def main(tests):
    """Runs each `async def test_*` of `tests` in order, or only those named after the server binary
    on the command line; exit 1 if any fails. A name that is no test of `tests`, a run of no test, or
    a `test_*` function of the script left out of `tests` exits 2: a typo must not pass by running
    nothing, nor a new test by never running."""
    global SERVER
    SERVER = os.path.abspath(sys.argv[1])
    only = sys.argv[2:]
    names = [t.__name__ for t in tests]
    unknown = [name for name in only if name not in names]
    script = vars(sys.modules["__main__"])
    unlisted = [name for name, f in script.items() if name.startswith("test_") and callable(f)
                and getattr(f, "__module__", None) == "__main__" and f not in tests]
    if not tests or unknown or unlisted:
        problem = ("no test named %s" % ", ".join(unknown) if unknown else
                   "not in its list of tests: %s" % ", ".join(unlisted) if unlisted else "no test to run")
        print("%s: %s; its tests: %s" % (sys.argv[0], problem, " ".join(names) or "none"), file=sys.stderr, flush=True)
        sys.exit(2)
    failed = 0
    for t in tests:
        if only and t.__name__ not in only:
            continue
        start = time.time()
        STARTED.clear()
        try:
            asyncio.run(asyncio.wait_for(t(), 120))
            print("ok   %s (%.2fs)" % (t.__name__, time.time() - start), flush=True)
        except Exception:
            failed += 1
            print("FAIL %s (%.2fs)" % (t.__name__, time.time() - start), flush=True)
            traceback.print_exc()
            print_server_logs()
    print("%d stored games exported and read back" % ROUND_TRIPPED[0], flush=True)
    sys.exit(1 if failed else 0)
