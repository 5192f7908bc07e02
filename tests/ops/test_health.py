"""Liveness and readiness: GET /healthz, GET /readyz and `mancala-server --healthcheck`."""

import os
import socket
import subprocess

import harness
from harness import Server, check, main


def healthcheck(*flags, env=None):
    """Runs `mancala-server --healthcheck FLAGS` from an empty folder; (exit code, output)."""
    p = subprocess.run([harness.SERVER, "--healthcheck", *flags], capture_output=True, text=True, timeout=20,
                       cwd="/", env=dict(os.environ, **(env or {})))
    return p.returncode, p.stdout + p.stderr


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def test_healthz_and_readyz_answer_separately():
    s = Server()
    try:
        status, body = s.get_json("/healthz")
        check(status == 200 and body["status"] == "ok", str(body))
        status, body = s.get_json("/readyz")
        check(status == 200 and body == {"status": "ready"}, "readyz: %s %s" % (status, body))
        status, headers, _ = s.get("/readyz")
        check(headers.get("Cache-Control") == "no-store", str(headers))
    finally:
        s.stop()


async def test_healthcheck_flag_probes_the_running_server():
    s = Server()
    try:
        code, out = healthcheck("--port", str(s.port), "--bind", "127.0.0.1")
        check(code == 0 and out.startswith("healthy: 200") and '"status":"ok"' in out, "%d %s" % (code, out))
        # Settings come from MANCALA_* like the server's own: the image sets MANCALA_PORT.
        code, out = healthcheck(env={"MANCALA_PORT": str(s.port)})
        check(code == 0, "via MANCALA_PORT: %d %s" % (code, out))
        # A bound-to-all server is probed on loopback.
        code, out = healthcheck("--port", str(s.port), "--bind", "0.0.0.0")
        check(code == 0, "bind 0.0.0.0: %d %s" % (code, out))
    finally:
        s.stop()


async def test_healthcheck_flag_fails_without_a_server():
    code, out = healthcheck("--port", str(free_port()), "--bind", "127.0.0.1")
    check(code == 1 and out.startswith("unhealthy:"), "%d %s" % (code, out))
    code, out = healthcheck("--port", "0")
    check(code == 1 and "no port" in out, "%d %s" % (code, out))
    code, out = healthcheck("--port", "seventy")
    check(code == 2 and "port" in out, "bad setting: %d %s" % (code, out))


if __name__ == "__main__":
    main([test_healthz_and_readyz_answer_separately, test_healthcheck_flag_probes_the_running_server,
          test_healthcheck_flag_fails_without_a_server])
