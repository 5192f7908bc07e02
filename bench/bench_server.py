"""What the Python benches share (bench/seek_bench.py, bench/chat_bench.py, bench/tournament_bench.py, bench/static_bench.py): a mancala-server of
their own on 127.0.0.1, a greeted guest's WebSocket, and a list of times as p50 / p99 / max."""

import json
import os
import statistics
import subprocess
import tempfile
import time
import urllib.request

import websockets


class ServerProcess:
    """A mancala-server on 127.0.0.1 with its own temporary folder (database, web root, port);
    `extra`: more flags, after the shared ones; `web_root`: a folder to serve instead of an empty one."""

    def __init__(self, binary, extra=(), web_root=None):
        self.dir = tempfile.TemporaryDirectory(prefix="bench-")
        os.makedirs(os.path.join(self.dir.name, "web"))
        web_root = web_root or os.path.join(self.dir.name, "web")
        port_file = os.path.join(self.dir.name, "port")
        args = [binary, "--port", "0", "--bind", "127.0.0.1", "--port-file", port_file,
                "--db", os.path.join(self.dir.name, "b.db"), "--web-root", web_root,
                "--max-connections-per-ip", "100000", "--bot-after-ms", "86400000", "--hard-endgame-seeds", "0",
                "--rate-limit-per-s", "1000000", "--rate-limit-burst", "1000000"] + list(extra)
        self.log = open(os.path.join(self.dir.name, "server.log"), "w")
        self.proc = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT, cwd=self.dir.name)
        deadline = time.time() + 30
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError("the server did not start; see %s" % self.log.name)
            time.sleep(0.05)
        self.port = int(open(port_file).read())
        self.url = "ws://127.0.0.1:%d/ws" % self.port

    def timed_get(self, path):
        start = time.monotonic()
        with urllib.request.urlopen("http://127.0.0.1:%d%s" % (self.port, path), timeout=10) as r:
            body = r.read()
        return (time.monotonic() - start) * 1000, body

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=30)
        self.log.close()
        self.dir.cleanup()


async def greeted(url):
    ws = await websockets.connect(url, max_size=None)
    await ws.send(json.dumps({"type": "hello", "protocol": 1}))
    while json.loads(await ws.recv())["type"] != "welcome":
        pass
    return ws


def spread(ms):
    ms = sorted(ms)
    at = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]
    return {"n": len(ms), "p50": round(statistics.median(ms), 2), "p99": round(at(0.99), 2), "max": round(ms[-1], 2)}
