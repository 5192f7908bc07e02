"""A throwaway Redis for the cluster tests: `redis-server` on an ephemeral port of 127.0.0.1,
its folder temporary, nothing saved (`--save ''`, no append-only file), so a restart comes back
empty as a crashed Redis without persistence would. Stopped and removed at the end."""

import atexit
import shutil
import subprocess
import tempfile
import time

import pg


class Redis:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="mancala-redis-", dir="/tmp")
        self.port = pg.free_port()
        self.url = "redis://127.0.0.1:%d" % self.port
        self.proc = None
        self.start()
        atexit.register(self.remove)

    def start(self):
        """Starts redis-server (again, on the same port) and waits until it answers PING."""
        log = open(self.dir + "/redis.log", "a")
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", self.dir],
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.time() + 15
        while True:
            try:
                if self.cli("PING") == "PONG":
                    return
            except (OSError, RuntimeError):
                pass
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError("redis-server did not start:\n" + open(self.dir + "/redis.log").read()[-3000:])
            time.sleep(0.05)

    def stop(self):
        """SIGKILL: what it held is gone, as in a crash."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(15)

    def cli(self, *args):
        """A command's reply as redis-cli prints it (raw), stripped."""
        r = subprocess.run(["redis-cli", "-h", "127.0.0.1", "-p", str(self.port), "--raw"] + list(args),
                           capture_output=True, text=True, timeout=10)
        if r.returncode != 0:
            raise RuntimeError("redis-cli %s: %s" % (args, r.stderr))
        return r.stdout.strip()

    def remove(self):
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
