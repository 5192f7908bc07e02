"""The hostile suite's fixture: a server with a human game in progress (two clients, one ply
played) and a bystander process that must keep playing through an attack. Its latency is printed,
not asserted: over a 1.5 s attack there are too few plies for a p99, and the machine's load sets
it as much as the server does. bench/bystander_bench.py measures it (docs/PERFORMANCE.md
§Hostile clients: the bystander)."""

import asyncio
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "server"))

from harness import Server, check, matched_pair  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# Limits high enough for the tests' own quick exchanges; the flood test lowers the rate limit.
SETTINGS = dict(rate_limit_per_s=1000000, rate_limit_burst=1000000, rate_limit_close_after=100, handshake_timeout_ms=1500,
                max_connections_per_ip=200)


def p99(samples):
    s = sorted(samples)
    return s[int(0.99 * (len(s) - 1))] if s else float("nan")


class Bystander:
    """bystander.py in its own process; samples are (time sent, ms)."""

    def __init__(self, server):
        self.proc = subprocess.Popen([sys.executable, os.path.join(HERE, "bystander.py"), server.url, "40"],
                                     stdout=subprocess.PIPE, text=True)
        self.samples = []
        self.exit_code = None  # None: it was still playing when stopped

    def stop(self):
        self.exit_code = self.proc.poll()
        self.proc.terminate()
        out, _ = self.proc.communicate(timeout=10)
        for line in out.split("\n"):
            if line.strip():
                t, ms = line.split()
                self.samples.append((float(t), float(ms)))

    def between(self, start, end):
        return [ms for t, ms in self.samples if start <= t < end]


class Fixture:
    """Server + the victims' game (South and North, one ply played: North to move) + a bystander."""

    async def start(self, **settings):
        self.server = Server(**dict(SETTINGS, **settings))
        self.south, self.north, g = await matched_pair(self.server, ("South", "North"))
        self.game = g["game"]
        await self.south.send(type="move", game=self.game, ply=0, pit=0)
        await self.south.expect("moved")
        await self.north.expect("moved")
        self.bystander = Bystander(self.server)
        await asyncio.sleep(0.5)  # its first game is open
        self.idle_start = time.time()
        await asyncio.sleep(2.0)
        self.attack_start = time.time()
        return self

    def attack_over(self):
        self.attack_end = time.time()

    async def check_nothing_changed(self):
        """The victims' game is as it was: one ply stored, no result, nobody told anything; and it goes on."""
        s = self.server
        check(s.query("SELECT COUNT(*) FROM plies WHERE game_id = ?", (self.game,)) == [(1,)], "a ply was added")
        check(s.query("SELECT result FROM games WHERE id = ?", (self.game,)) == [(None,)], "the game ended")
        await self.south.silent(0.1)
        await self.north.silent(0.1)
        await self.north.send(type="move", game=self.game, ply=1, pit=0)
        m = await self.north.expect("moved")
        check(m["side"] == "north" and m["state"]["ply"] == 2, str(m))
        await self.south.expect("moved")

    def check_bystander(self, name):
        """The bystander kept playing during the attack: it played idle, it played at least 5
        plies under the attack (at 40 a second it tries about 60), and its connection is still
        open (its process, which exits when the connection closes, still runs). Its latency is
        only printed (the module's docstring says why)."""
        self.bystander.stop()
        idle = self.bystander.between(self.idle_start, self.attack_start)
        busy = self.bystander.between(self.attack_start, self.attack_end)
        print("     %s: bystander p99 idle %.2f ms (%d plies), under attack %.2f ms (%d plies), not asserted"
              % (name, p99(idle), len(idle), p99(busy), len(busy)), flush=True)
        check(self.bystander.exit_code is None,
              "the bystander's connection ended during the attack (exit code %s)" % self.bystander.exit_code)
        check(len(idle) >= 20, "bystander idle samples: %d" % len(idle))
        check(len(busy) >= 5, "the bystander stalled during the attack: %d plies" % len(busy))

    def stop(self):
        if self.bystander.proc.poll() is None:
            self.bystander.proc.kill()
        self.server.stop()
