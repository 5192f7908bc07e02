#!/usr/bin/env python3
"""Bystander benchmark: a bystander game's ply latency on a real mancala-server, idle
and under each attack of the hostile suite (tests/hostile/test_hostile.py), each sustained for
`--seconds`, over `--rounds` rounds. The hostile tests only check that the bystander keeps
playing (their 1.5 s attacks give too few plies for a p99); this measures how close to its idle
p99 the bystander stays under attack (the target: within 2x), with thousands of plies an attack.
Not part of `make test`; figures in docs/PERFORMANCE.md §Hostile clients: the bystander.

usage: /usr/bin/python3 bench/bystander_bench.py BUILD/server/mancala-server [--seconds 30]
       [--rounds 3] [--rate 40] [--only flood,1mb-frame,...] [--attacker-nice 19]
       [--threads N] [--json FILE]

Each round runs every attack once, in order. For each: a fresh server (the hostile suite's
settings) with a victims' game (one ply played, North to move); the bystander
(tests/hostile/bystander.py, its own process) plays local games at `--rate` plies a second;
`--seconds` idle, then `--seconds` of the attack. Prints one line per attack and round: the
bystander's p50, p99 and max idle and under attack (ms, from `move` sent to `moved` received), the
ratio of the p99s, the CPU the server used idle and under attack and the attacker (this process)
under attack (100 % is one core), and the 1-minute load average after it. At the end, per attack:
the p99 ratio of each round (its spread: min-max), and the p50, p99, p99.9 and max of all the
rounds' plies pooled, idle and under attack, with the pooled p99 ratio and whether it is within
2x. The attacker runs at `--attacker-nice` (19) during the attack, so that on a small machine it
takes CPU from the server and the bystander as little as it would from another machine."""

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import string
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "hostile"))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "server"))

import harness  # noqa: E402
from harness import RawSocket, Server  # noqa: E402
from hostile_support import SETTINGS, Bystander, p99  # noqa: E402


def pct(samples, q):
    s = sorted(samples)
    return s[int(q * (len(s) - 1))] if s else float("nan")


def top(samples):
    return max(samples) if samples else float("nan")


def cpu_seconds(pid):
    """utime + stime of a process, in seconds."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class RatedBystander(Bystander):
    """The suite's bystander at `rate` plies a second, its output read as it comes (a long run
    would fill the pipe and stall it)."""

    def __init__(self, server, rate):
        self.proc = subprocess.Popen([sys.executable, os.path.join(HERE, "..", "tests", "hostile", "bystander.py"),
                                      server.url, str(rate)], stdout=subprocess.PIPE, text=True)
        self.samples = []
        self.exit_code = None
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        for line in self.proc.stdout:
            if line.strip():
                t, ms = line.split()
                self.samples.append((float(t), float(ms)))

    def stop(self):
        self.exit_code = self.proc.poll()
        self.proc.terminate()
        self.proc.wait(10)
        self.reader.join(10)


class Victims:
    """The hostile suite's fixture without its checks: South and North, one ply played."""

    async def start(self, server):
        self.server = server
        self.south, self.north, g = await harness.matched_pair(server, ("South", "North"))
        self.game = g["game"]
        await self.south.send(type="move", game=self.game, ply=0, pit=0)
        await self.south.expect("moved")
        await self.north.expect("moved")
        return self


# Each attack runs until `end` (time.time()) and returns a short note of what it did.

async def other_seat(v, end):
    n = 0
    while time.time() < end:
        await v.south.error("not_your_turn", type="move", game=v.game, ply=1, pit=0)
        await v.south.error("not_your_turn", type="move", game=v.game, ply=1, pit=0, side="north", seat="north")
        await v.south.error("hint_not_allowed", type="hint", game=v.game)
        n += 3
        await asyncio.sleep(0.01)
    return "%d refused moves" % n


async def guessed_ids(v, end):
    intruder = await v.server.client(name="Intruder")
    rng, n = random.Random(1), 0
    while time.time() < end:
        for t in ("move", "resign", "hint", "rematch"):
            await intruder.error("not_in_game", type=t, game=v.game, ply=1, pit=0)
        guess = "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(len(v.game)))
        await intruder.error("not_in_game", type="move", game=guess, ply=1, pit=0)
        await intruder.error("not_in_game", type="resign", game=guess[:-1] + "'; DROP TABLE games; --")
        n += 6
        await asyncio.sleep(0.01)
    return "%d messages" % n


async def forged_tokens(v, end):
    real = v.north.welcome["token"]
    forged = [real[:-1] + ("0" if real[-1] != "0" else "1"), real.upper(), real[:32], real + "0", "", "x" * 3000]
    n = 0
    while time.time() < end:
        for token in forged:
            c = await v.server.client(token=token)
            await c.close()
            n += 1
    return "%d connections with forged tokens" % n


async def flood(v, end):
    """10,000 messages a second from one client; after each close (1008) it reconnects and goes on."""
    frame = json.dumps({"type": "queue.leave"})
    sent = conns = limited = closed_1008 = 0
    start = time.time()

    async def drain(ws):  # reads the answers, so that the server's close is seen at once
        nonlocal limited, closed_1008
        try:
            async for raw in ws:
                limited += '"rate_limited"' in raw
        except Exception:
            pass
        closed_1008 += ws.close_code == 1008

    while time.time() < end:
        c = await v.server.client(name="Flood")
        conns += 1
        reader = asyncio.create_task(drain(c.ws))
        try:
            while time.time() < end and not reader.done():
                for _ in range(100):
                    await c.ws.send(frame)
                    sent += 1
                await asyncio.sleep(max(0.0, start + sent / 10000 - time.time()))
        except Exception:
            pass  # closed with 1008: connect again
        c.ws.transport.abort()
        await reader
    took = time.time() - start
    return "%d messages (%.0f/s), %d rate_limited, %d connections, %d closed with 1008" % (
        sent, sent / took, limited, conns, closed_1008)


async def handshakes(v, end):
    """30 sockets at a time that never finish the handshake (bare TCP, half an upgrade request) and
    an upgraded socket that never says hello; each round waits for the server to close them all."""
    rounds = 0

    def closed(s):
        try:
            while s.recv(4096):
                pass
        except OSError:
            pass
        s.close()

    while time.time() < end:
        socks = []
        for i in range(30):
            s = socket.create_connection(("127.0.0.1", v.server.port), timeout=10)
            if i % 3 == 1:
                s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n")
            socks.append(s)
        silent = await v.server.client(hello=False)
        await asyncio.gather(*[asyncio.to_thread(closed, s) for s in socks])
        await silent.closed_with(timeout=10)
        rounds += 1
    return "%d rounds of 31 unfinished handshakes" % rounds


def masked_frame(payload):
    """One masked text frame, built once: RawSocket.send_frame masks byte by byte in Python, which
    for 1 MB costs the attacker more CPU than the server spends on the frame."""
    mask = b"\x5a\x17\xc3\x08"
    n = len(payload)
    body = (int.from_bytes(payload, "big") ^ int.from_bytes(mask * (n // 4) + mask[: n % 4], "big")).to_bytes(n, "big")
    return bytes([0x81, 0x80 | 127]) + n.to_bytes(8, "big") + mask + body


async def big_frames(v, end):
    n = 0
    frame = masked_frame(b'{"type":"hello","protocol":1,"name":"' + b"x" * (1 << 20) + b'"}')
    while time.time() < end:
        raw = RawSocket(v.server.port)

        def send():
            try:
                raw.sock.sendall(frame)
            except OSError:
                pass
        t = threading.Thread(target=send)
        t.start()
        code = await asyncio.to_thread(raw.close_code)
        t.join()
        raw.sock.close()
        harness.check(code == 1009, "1009 expected, got %s" % code)
        n += 1
    return "%d frames of 1 MB" % n


async def nested_json(v, end):
    c = await v.server.client(name="Nest")
    deep_list, deep_obj = "[" * 2000 + "]" * 2000, '{"a":' * 500 + "1" + "}" * 500
    n = 0
    while time.time() < end:
        await c.send_raw(deep_list)
        await c.expect("error", code="bad_message")
        await c.send_raw('{"type":"move","id":"o","game":"%s","ply":1,"pit":0,"x":%s}' % (v.game, deep_obj))
        await c.expect("error", code="not_in_game", id="o")
        await c.send_raw("[" * 4000)
        await c.expect("error", code="bad_json")
        n += 3
        await asyncio.sleep(0.01)
    return "%d messages" % n


async def bad_utf8(v, end):
    bad = [b'{"type":"hello","protocol":1,"name":"\xff"}', b'{"type":"hello","protocol":1,"name":"\xc0\xaf"}',
           b'{"type":"hello","protocol":1,"name":"\xed\xa0\x80"}', b'{"type":"queue.leave","x":"\xf8\x88\x80\x80\x80"}']
    n = 0
    while time.time() < end:
        for payload in bad:
            raw = RawSocket(v.server.port)
            raw.send_frame(0x1, payload)
            code = await asyncio.to_thread(raw.close_code)
            raw.sock.close()
            harness.check(code == 1007, "1007 expected, got %s" % code)
            n += 1
    return "%d connections closed with 1007" % n


async def wrong_types(v, end):
    n = 0
    while time.time() < end:
        for t, field in [("move", "ply"), ("move", "pit"), ("move", "game"), ("resign", "game"), ("bot.play", "level")]:
            for value in [None, True, 1.5, "x", [], {}]:
                if (field == "game" or field == "level") and value == "x":
                    continue
                await v.south.error("bad_message", **{"type": t, "game": v.game, "ply": 1, "pit": 0, field: value})
                n += 1
        await asyncio.sleep(0.01)
    return "%d messages" % n


async def unknown_fields(v, end):
    extra = {"seat": "south", "player": v.south.welcome["player"]["id"], "admin": True, "__proto__": {"x": 1}}
    n = 0
    while time.time() < end:
        c = await v.server.client(hello=False)
        await c.send(type="hello", protocol=1, name="Extra", **extra)
        await c.expect("welcome")
        await c.error("not_in_game", type="move", game=v.game, ply=1, pit=0, **extra)
        await v.south.error("not_your_turn", type="move", game=v.game, ply=1, pit=0, **extra)
        await c.close()
        n += 1
    return "%d clients" % n


ATTACKS = {  # name → (attack, settings beyond the hostile suite's)
    "other-seat": (other_seat, {}),
    "guessed-ids": (guessed_ids, {}),
    "forged-tokens": (forged_tokens, {}),
    "flood": (flood, dict(rate_limit_per_s=50, rate_limit_burst=50)),
    "handshakes": (handshakes, {}),
    "1mb-frame": (big_frames, {}),
    "nested-json": (nested_json, {}),
    "bad-utf8": (bad_utf8, {}),
    "wrong-types": (wrong_types, {}),
    "unknown-fields": (unknown_fields, {}),
}


async def measure(name, args):
    attack, extra = ATTACKS[name]
    settings = dict(SETTINGS, **extra)
    # North's move must not time out while the bystander plays idle and under the attack.
    settings["move_time_limit_ms"] = int((2 * args.seconds + 60) * 1000)
    if args.threads:
        settings["threads"] = args.threads
    s = Server(round_trip=False, **settings)  # a benchmark: no notation round trip of its games at the end
    try:
        v = await Victims().start(s)
        by = RatedBystander(s, args.rate)
        await asyncio.sleep(0.5)  # its first game is open
        idle_start, cpu0 = time.time(), cpu_seconds(s.proc.pid)
        await asyncio.sleep(args.seconds)
        attack_start, cpu1, me1 = time.time(), cpu_seconds(s.proc.pid), time.process_time()
        # The attacker would be on another machine: here it shares the two cores, so it runs
        # niced (this thread, and the threads it starts) and takes only the CPU nobody else wants.
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), args.attacker_nice)
        try:
            note = await attack(v, attack_start + args.seconds)
        finally:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 0)
        attack_end, cpu2, me2 = time.time(), cpu_seconds(s.proc.pid), time.process_time()
        by.stop()
        harness.check(by.exit_code is None, "%s: the bystander's connection ended (exit %s)" % (name, by.exit_code))
        idle, busy = by.between(idle_start, attack_start), by.between(attack_start, attack_end)
        return {
            "attack": name, "note": note, "idle_n": len(idle), "busy_n": len(busy),
            "idle_ms": idle, "busy_ms": busy,
            "idle": [pct(idle, 0.5), p99(idle), top(idle)], "busy": [pct(busy, 0.5), p99(busy), top(busy)],
            "ratio": p99(busy) / p99(idle),
            "server_cpu": [(cpu1 - cpu0) / (attack_start - idle_start), (cpu2 - cpu1) / (attack_end - attack_start)],
            "attacker_cpu": (me2 - me1) / (attack_end - attack_start),
        }
    finally:
        if "by" in locals() and by.proc.poll() is None:
            by.proc.kill()
        s.stop()


def summary(name, rounds):
    """One attack over all rounds: the spread of the per-round p99 ratios and the pooled figures."""
    idle = [ms for r in rounds for ms in r["idle_ms"]]
    busy = [ms for r in rounds for ms in r["busy_ms"]]
    ratios = [r["ratio"] for r in rounds]
    return {"attack": name, "rounds": len(rounds), "idle_n": len(idle), "busy_n": len(busy),
            "ratios": ratios, "ratio_min": min(ratios), "ratio_max": max(ratios),
            "idle": [pct(idle, 0.5), p99(idle), pct(idle, 0.999), top(idle)],
            "busy": [pct(busy, 0.5), p99(busy), pct(busy, 0.999), top(busy)],
            "pooled_ratio": p99(busy) / p99(idle),
            "server_cpu_busy": [min(r["server_cpu"][1] for r in rounds), max(r["server_cpu"][1] for r in rounds)]}


async def run(args):
    names = args.only.split(",") if args.only else list(ATTACKS)
    print("load average at start: %s; attacker niceness %d; %d round(s) of %g s idle + %g s attack, %g plies/s"
          % (open("/proc/loadavg").read().strip(), args.attacker_nice, args.rounds, args.seconds, args.seconds,
             args.rate), flush=True)
    print("%-5s %-15s %22s %22s %6s %11s %8s %5s  %s" % (
        "round", "attack", "idle p50/p99/max ms", "attack p50/p99/max ms", "p99 x", "server CPU", "attacker", "load",
        "what the attacker did"), flush=True)
    results = {name: [] for name in names}
    for rnd in range(1, args.rounds + 1):
        for name in names:
            r = await measure(name, args)
            r["round"] = rnd
            r["loadavg"] = float(open("/proc/loadavg").read().split()[0])
            results[name].append(r)
            print("%-5d %-15s %6.2f %6.2f %8.1f %6.2f %6.2f %8.1f %6.2f %4.0f%%/%3.0f%% %7.0f%% %5.2f  %s (%d/%d plies)" % (
                rnd, name, *r["idle"], *r["busy"], r["ratio"], 100 * r["server_cpu"][0], 100 * r["server_cpu"][1],
                100 * r["attacker_cpu"], r["loadavg"], r["note"], r["idle_n"], r["busy_n"]), flush=True)
    print("load average at end: %s" % open("/proc/loadavg").read().strip(), flush=True)
    print("\nover %d round(s), each attack's plies pooled (ms):" % args.rounds)
    print("%-15s %14s %28s %28s %14s %6s %5s" % ("attack", "plies idle/att", "idle p50/p99/p99.9/max",
                                                 "attack p50/p99/p99.9/max", "p99 x by round", "p99 x", "<= 2x"))
    summaries = []
    for name in names:
        m = summary(name, results[name])
        summaries.append(m)
        print("%-15s %6d/%7d %6.2f %6.2f %6.2f %7.1f %6.2f %6.2f %6.2f %7.1f %6.2f-%-7.2f %6.2f %5s" % (
            name, m["idle_n"], m["busy_n"], *m["idle"], *m["busy"], m["ratio_min"], m["ratio_max"],
            m["pooled_ratio"], "yes" if m["pooled_ratio"] <= 2 else "NO"), flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"args": vars(args), "summary": summaries,
                       "rounds": [{k: v for k, v in r.items() if not k.endswith("_ms")}
                                  for name in names for r in results[name]]}, f, indent=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("server")
    ap.add_argument("--seconds", type=float, default=30.0, help="idle, then attack, each this long")
    ap.add_argument("--rounds", type=int, default=3, help="times each attack is measured (each on a fresh server)")
    ap.add_argument("--rate", type=float, default=40.0, help="bystander plies a second (the flood's rate limit is 50 a second a connection)")
    ap.add_argument("--only", help="comma-separated attacks: " + ",".join(ATTACKS))
    ap.add_argument("--attacker-nice", type=int, default=19,
                    help="niceness of the attacker during the attack (0: compete with the server and the bystander)")
    ap.add_argument("--threads", type=int, help="the server's threads (default: one per core)")
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the server and the bystander too
    harness.SERVER = os.path.abspath(args.server)
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
