"""Helpers for the crash tests: servers that share one database file across a kill -9, and
players who keep playing until the connection dies under them."""

import asyncio
import contextlib
import os
import random
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "server"))

import websockets  # noqa: E402

import pg  # noqa: E402
from harness import POSTGRES, Server, check, legal_pits  # noqa: E402,F401


class Database:
    """A database folder that outlives the servers started on it."""

    def __init__(self):
        self.dir = tempfile.TemporaryDirectory(prefix="mancala-crash-test-")
        self.path = os.path.join(self.dir.name, "mancala.db")

    def server(self, **settings):
        s = Server(db=self.path, **settings)
        s.db = self.path  # Server.query reads this file
        return s

    def cleanup(self):
        self.dir.cleanup()


@contextlib.contextmanager
def players_locked(db):
    """While inside, another connection holds a lock that keeps the server from writing players
    on `db` (SQLite's write lock, or PostgreSQL's EXCLUSIVE lock on `players`)."""
    if not POSTGRES:
        con = sqlite3.connect(db.path, isolation_level=None)
        con.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            con.execute("ROLLBACK")
            con.close()
        return
    c = pg.cluster()
    psql = subprocess.Popen(["psql", "-X", "-q", "-A", "-t", "-h", "127.0.0.1", "-p", str(c.port), "-U", pg.USER,
                             "-d", c.database(db.path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        psql.stdin.write("BEGIN; LOCK TABLE players IN EXCLUSIVE MODE; SELECT 'locked';\n")
        psql.stdin.flush()
        check(psql.stdout.readline().strip() == "locked", "psql did not take the lock")
        yield
    finally:
        psql.stdin.write("ROLLBACK;\n")
        psql.stdin.close()
        psql.wait(10)


def kill9(server):
    """SIGKILL: no drain, no flush, no destructor; then releases the test's side of the process."""
    server.proc.kill()
    server.proc.wait()
    server.log.close()
    server.dir.cleanup()


def stored_moves(server, game):
    """The game's plies as the database holds them, in the record's JSON form."""
    rows = server.query("SELECT side, pit FROM plies WHERE game_id = ? ORDER BY n", (game,))
    return [{"side": "south" if side == 0 else "north", **({"swap": True} if pit is None else {"pit": pit})}
            for side, pit in rows]


class Table:
    """One human game between two clients, with every ply either client was told of (`acked`)
    and the result, once announced (`over`)."""

    def __init__(self, south, north, game_msg):
        self.seats = {"south": south, "north": north}
        self.game = game_msg["game"]
        self.state = game_msg["state"]
        self.acked = []
        self.over = None

    async def play(self, pause=0.02, rng=random):
        """Random legal plies until the game ends or the server dies. Only the errors of a
        connection that the kill closed end it quietly; a `moved` or `game.over` that does not come
        while the server lives (asyncio's TimeoutError, an OSError since Python 3.11) fails it."""
        try:
            while not self.state["over"]:
                side = self.state["to_move"]
                mover, other = self.seats[side], self.seats["north" if side == "south" else "south"]
                pit = rng.choice(legal_pits(self.state, side))
                await mover.send(type="move", game=self.game, ply=self.state["ply"], pit=pit)
                m = await mover.wait_for("moved")
                check(m["game"] == self.game and m["side"] == side and m["pit"] == pit, str(m))
                self.acked.append({"side": side, "pit": pit})
                self.state = m["state"]
                await other.wait_for("moved")
                await asyncio.sleep(pause)
            self.over = (await self.seats["south"].wait_for("game.over"))["state"]
        except (asyncio.TimeoutError, TimeoutError) as e:
            raise AssertionError("game %s stalled after %d acknowledged plies: no answer within the timeout"
                                 % (self.game, len(self.acked))) from e
        except (websockets.ConnectionClosed, ConnectionError, OSError):
            pass  # the server was killed under this game
