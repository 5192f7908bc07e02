#!/usr/bin/env python3
"""The web client's files (docs/PERFORMANCE.md §Static files): what compressing them once at start
costs, and what a GET of index.html costs in each coding. Not part of `make test`.

  /usr/bin/python3 bench/static_bench.py BUILD/server/mancala-server [--rounds 3] [--gets 1000] [--json FILE]

Each round: a fresh server (bench_server.ServerProcess) serving a copy of the repository's web/.
The start-up cost is the server's own log line (`static files: N files, B bytes (… as brotli, … as
gzip), read and compressed in T ms`, the wall time of StaticCache::warm on the reads pool). Then
`--gets` GETs of /index.html on one keep-alive connection for each Accept-Encoding (br, gzip,
none), one at a time: from the request sent to the whole body read, on CLOCK_MONOTONIC; and the
same with If-None-Match naming the brotli form's ETag (each a 304). Prints one JSON line a round
(bytes on the wire and p50 / p99 / max in ms of each) and the pooled figures.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import sys
import tempfile
import time

from bench_server import ServerProcess, spread

WEB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web")
WARM_LINE = re.compile(r"static files: (\d+) files, (\d+) bytes \((\d+) as brotli, (\d+) as gzip\), "
                       r"read and compressed in (\d+) ms")


def warm_figures(server):
    """The warm-up's log line as numbers, waiting up to 60 s for it."""
    deadline = time.time() + 60
    while time.time() < deadline:
        with open(os.path.join(server.dir.name, "server.log")) as f:
            m = WARM_LINE.search(f.read())
        if m:
            files, raw, br, gz, ms = map(int, m.groups())
            return {"files": files, "bytes": raw, "brotli_bytes": br, "gzip_bytes": gz, "ms": ms}
        time.sleep(0.05)
    raise RuntimeError("the server logged no static files line")


def timed_gets(port, headers, n):
    """(wire bytes of one answer, each GET's ms) of `n` GETs of /index.html on one connection."""
    con = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    times, size = [], None
    try:
        for _ in range(n):
            start = time.monotonic()
            con.putrequest("GET", "/index.html", skip_accept_encoding=True)
            for name, value in headers.items():
                con.putheader(name, value)
            con.endheaders()
            r = con.getresponse()
            body = r.read()
            times.append((time.monotonic() - start) * 1000)
            size = len(body)
    finally:
        con.close()
    return size, times


def run_round(binary, gets):
    """One fresh server on a copy of web/: its warm-up figures, then each kind of GET's
    (figures, times in ms)."""
    with tempfile.TemporaryDirectory(prefix="bench-web-") as d:
        web = os.path.join(d, "web")
        shutil.copytree(WEB, web)
        s = ServerProcess(binary, ["--log-level", "info"], web_root=web)
        try:
            figures, times = {"warm": warm_figures(s)}, {}
            for label, headers in (("br", {"Accept-Encoding": "br"}), ("gzip", {"Accept-Encoding": "gzip"}),
                                   ("identity", {})):
                size, times[label] = timed_gets(s.port, headers, gets)
                figures[label] = dict(spread(times[label]), bytes=size)
            con = http.client.HTTPConnection("127.0.0.1", s.port, timeout=10)
            con.request("GET", "/index.html", headers={"Accept-Encoding": "br"})
            r = con.getresponse()
            r.read()
            etag = r.getheader("ETag")
            con.close()
            size, times["304"] = timed_gets(s.port, {"Accept-Encoding": "br", "If-None-Match": etag}, gets)
            figures["304"] = dict(spread(times["304"]), bytes=size)
            return figures, times
        finally:
            s.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--gets", type=int, default=1000)
    ap.add_argument("--json")
    args = ap.parse_args()
    rounds, pooled = [], {}
    for _ in range(args.rounds):
        figures, times = run_round(os.path.abspath(args.binary), args.gets)
        print(json.dumps(figures), flush=True)
        rounds.append(figures)
        for label, ms in times.items():
            pooled.setdefault(label, []).extend(ms)
    summary = {label: spread(ms) for label, ms in pooled.items()}
    summary["warm_ms"] = [r["warm"]["ms"] for r in rounds]
    print(json.dumps({"pooled": summary}), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rounds": rounds, "pooled": summary}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
