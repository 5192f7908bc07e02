#!/usr/bin/env python3
"""Analysis benchmark (docs/PERFORMANCE.md §Analysis): on a real mancala-server with
`analysis_threads` 2 (`--analysis-threads`), (a) the wall time of the review (GET /api/games/{id}/analysis, from the first
request to `done`) of several Kalah(6,4) games of hard (South) against medium (North), and (b) the
explorer's answer (GET /api/analysis) for positions 10 to 20 plies into those games. Not part of
`make test`.

usage: /usr/bin/python3 bench/analysis_bench.py BUILD [--games 2] [--seeds 16] [--endgame-file F]
       [--review-ms 300] [--analysis-ms 900] [--hard-nodes 20000] [--until-exact] [--proof-ms 120000] [--proof-nice 10] [--proof-threads 2] [--analysis-threads 2] [--set]

The games are fixed: the first `--games` of 36 to 60 plies among games k = 0, 1, ...; game k opens with two plies drawn from random.Random(k), then hard plays
with a node budget (`mancala analyse --level hard --nodes N --seed k`) and medium with seed k, so
the same command plays the same games. With --set, the 30 games of benchmark_set() instead: every
pair of levels, random-ish games and the test suites' kind. Each game is played into the server as a same-device game,
then reviewed alone (nothing else runs on the server). Prints one line per review (plies, seconds,
exact plies; with --until-exact, the time from the request until the proofs made every ply exact),
one per explorer position, the spread of each, and the 1-minute load average before
and after."""

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import tempfile
import time
import urllib.request

import websockets


def cli(build, *args):
    r = subprocess.run([os.path.join(build, "cli", "mancala")] + list(args), capture_output=True, text=True,
                       check=True)
    return json.loads(r.stdout)


def legal(state):
    row = state["pits"][0 if state["to_move"] == "south" else 1]
    return [i for i, n in enumerate(row) if n > 0]


def fixed_game(build, k, hard_nodes):
    rng, plies = random.Random(k), []
    while True:
        state = cli(build, "play", "--", *map(str, plies))
        if state["over"]:
            return plies
        if len(plies) < 2:
            plies.append(rng.choice(legal(state)))
            continue
        level = ["--level", "hard", "--nodes", str(hard_nodes)] if state["to_move"] == "south" else ["--level",
                                                                                                   "medium"]
        plies.append(cli(build, "analyse", *level, "--seed", str(k), "--", *map(str, plies))["pit"])


LEVELS = ("easy", "medium", "hard")


def played_game(build, k, south, north, random_share, hard_nodes):
    """A whole game: each ply random with chance `random_share` (random.Random(k)), else the side's
    level (`mancala analyse`; hard on a node budget, easy's mistakes seeded with k)."""
    rng, plies = random.Random(k), []
    while True:
        state = cli(build, "play", "--", *map(str, plies))
        if state["over"]:
            return plies
        level = south if state["to_move"] == "south" else north
        if level == "random" or rng.random() < random_share:
            plies.append(rng.choice(legal(state)))
            continue
        flags = ["--level", level] + (["--nodes", str(hard_nodes)] if level == "hard" else [])
        plies.append(cli(build, "analyse", *flags, "--seed", str(k), "--", *map(str, plies))["pit"])


def suite_game(build, step):
    """A game of the test suites' kind (tests/server/test_review.py's first_legal_game): ply i
    takes the legal pit at (i * step) mod the number of legal pits."""
    plies = []
    while True:
        state = cli(build, "play", "--", *map(str, plies))
        if state["over"]:
            return plies
        options = legal(state)
        plies.append(options[(len(plies) * step) % len(options)])


def benchmark_set(build, hard_nodes):
    """The 30 games of --set: every ordered pair of levels twice (18), random-ish games (half
    the plies random, the rest medium's; 4), random against hard and hard against random (2),
    the test suites' kind of game (6). Named by kind."""
    games = []
    for seed in (1, 2):
        for south in LEVELS:
            for north in LEVELS:
                games.append(("%s-%s" % (south, north), played_game(build, seed, south, north, 0, hard_nodes)))
    for seed in range(4):
        games.append(("random-ish", played_game(build, 10 + seed, "medium", "medium", 0.5, hard_nodes)))
    games.append(("random-hard", played_game(build, 20, "random", "hard", 0, hard_nodes)))
    games.append(("hard-random", played_game(build, 21, "hard", "random", 0, hard_nodes)))
    for step in (1, 2, 3, 5, 7, 11):
        games.append(("suite-%d" % step, suite_game(build, step)))
    return games


def get(http, path):
    with urllib.request.urlopen(http + path, timeout=120) as r:
        return json.loads(r.read())


async def play_local(url, plies):
    async with websockets.connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "name": "bench"}))
        await ws.send(json.dumps({"type": "local.play", "id": "l"}))
        game, state = None, None
        while game is None:
            m = json.loads(await ws.recv())
            if m["type"] == "game":
                game, state = m["game"], m["state"]
        for pit in plies:
            await ws.send(json.dumps({"type": "move", "game": game, "ply": state["ply"], "pit": pit}))
            while True:
                m = json.loads(await ws.recv())
                if m["type"] == "moved":
                    state = m["state"]
                    break
        return game


def start_server(build, work, args):
    flags = ["--port", "0", "--bind", "127.0.0.1", "--port-file", os.path.join(work, "port"),
             "--db", os.path.join(work, "b.db"), "--web-root", work, "--log-level", "warn",
             "--analysis-threads", str(args.analysis_threads), "--review-ms", str(args.review_ms), "--analysis-ms", str(args.analysis_ms),
             "--hard-endgame-seeds", str(args.seeds), "--review-proof-ms", str(args.proof_ms),
             "--review-proof-nice", str(args.proof_nice), "--review-proof-threads", str(args.proof_threads),
             "--rate-limit-per-s", "1000000", "--rate-limit-burst", "1000000"]
    if args.endgame_file:
        flags += ["--hard-endgame-file", args.endgame_file]
    proc = subprocess.Popen([os.path.join(build, "server", "mancala-server")] + flags,
                            stdout=open(os.path.join(work, "log"), "w"), stderr=subprocess.STDOUT)
    while not os.path.exists(os.path.join(work, "port")) or not open(os.path.join(work, "port")).read().strip():
        time.sleep(0.05)
    http = "http://127.0.0.1:%s" % open(os.path.join(work, "port")).read().strip()
    while get(http, "/healthz")["hard_endgame_seeds"] != args.seeds:  # the table is built (or read) first
        time.sleep(0.5)
    return proc, http


def spread(xs):
    return "min %.2f, median %.2f, max %.2f" % (min(xs), statistics.median(xs), max(xs))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seeds", type=int, default=16)
    ap.add_argument("--endgame-file")
    ap.add_argument("--review-ms", type=int, default=300)
    ap.add_argument("--analysis-ms", type=int, default=900)
    ap.add_argument("--hard-nodes", type=int, default=20000)
    ap.add_argument("--until-exact", action="store_true", help="also wait for the proofs: the time until every ply is exact")
    ap.add_argument("--proof-ms", type=int, default=120000, help="review_proof_ms: each estimate's proof budget")
    ap.add_argument("--proof-nice", type=int, default=10, help="review_proof_nice: the proof thread's nice value")
    ap.add_argument("--proof-threads", type=int, default=2, help="review_proof_threads: the proof's search threads")
    ap.add_argument("--analysis-threads", type=int, default=2, help="analysis_threads: the pool the reviews' positions share")
    ap.add_argument("--set", action="store_true", help="the 30 games of benchmark_set() instead of --games")
    args = ap.parse_args()
    games, k = [], 0
    if args.set:
        named = benchmark_set(args.build, args.hard_nodes)
        games = [plies for _, plies in named]
        print("the set: %s" % ", ".join("%s (%d plies)" % (name, len(p)) for name, p in named), flush=True)
    while len(games) < args.games:  # typical games: 36 to 60 plies (most of hard's wins over medium are shorter)
        plies = fixed_game(args.build, k, args.hard_nodes)
        if 36 <= len(plies) <= 60:
            games.append(plies)
        k += 1
    print("load before: %.2f" % os.getloadavg()[0], flush=True)
    with tempfile.TemporaryDirectory(prefix="analysis-bench-") as work:
        proc, http = start_server(args.build, work, args)
        try:
            reviews, proofs = [], []
            for k, plies in enumerate(games):
                game = asyncio.run(play_local(http.replace("http", "ws") + "/ws", plies))
                t0 = time.time()
                while (r := get(http, "/api/games/%s/analysis" % game))["status"] != "done":
                    time.sleep(0.02)
                reviews.append(time.time() - t0)
                exact = sum(p["exact"] for p in r["plies"])
                print("review %d: %d plies, %.2f s, %d exact, accuracy %s" % (k, len(plies), reviews[-1], exact,
                                                                             r["accuracy"]), flush=True)
                if args.until_exact:
                    while "proving" in r:
                        time.sleep(0.2)
                        r = get(http, "/api/games/%s/analysis" % game)
                    proofs.append(time.time() - t0)
                    print("  all exact: %s after %.1f s (%d of %d plies exact)" % (
                        r["exact"], proofs[-1], sum(p["exact"] for p in r["plies"]), len(plies)), flush=True)
            explorer = []
            for k, plies in enumerate(games):
                for n in (10, 15, 20):
                    t0 = time.time()
                    a = get(http, "/api/analysis?moves=" + ",".join(map(str, plies[:n])))
                    explorer.append(time.time() - t0)
                    print("explorer game %d ply %d: %.3f s, exact %s, line %d plies" % (k, n, explorer[-1], a["exact"],
                                                                                       len(a["line"])), flush=True)
            print("reviews (s): %s; explorer (s): %s" % (spread(reviews), spread(explorer)))
            if proofs:
                slowest = max(range(len(proofs)), key=lambda i: proofs[i])
                print("all exact (s, from the request): %s; within 60 s: %d of %d; the slowest: review %d (%d plies)"
                      % (spread(proofs), sum(p <= 60 for p in proofs), len(proofs), slowest, len(games[slowest])))
        finally:
            proc.terminate()
            proc.wait()
    print("load after: %.2f" % os.getloadavg()[0])


if __name__ == "__main__":
    main()
