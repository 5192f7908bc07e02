#!/usr/bin/env python3
"""Hard with a time budget never gives away game-theoretic value (issue 3, docs/ai.md).

Takes standard Kalah(6,4) games, and from each the positions from ply FROM on (every STEP-th
ply), solves each exactly with `mancala solve`, then asks `mancala analyse --level hard
--time-ms T` and checks that the chosen ply keeps the value. The games are either the random
games of ../shared/cases/random-games.json (default) or, with --games N, N games played here by
medium against hard (200,000 nodes a move) after two seeded random opening plies, each level on
each side in turn: games as the server's players meet them, which random plies are not.
Prints one JSON line per position and a summary. Usage:
    bench/ai_hard_check.py build/cli/mancala [--time-ms 1000] [--from 16] [--step 4] [--games N]
With --plies 8,10,12 only those plies of each game are taken; --nodes N gives hard a node budget
instead of a time budget (reproducible: how evaluation weights were compared, docs/ai.md);
--endgame-seeds / --endgame-file are passed to the exact solves (a 20-seed table file makes
early positions a few seconds each); --hard-endgame-seeds / --hard-endgame-file to hard, which by
default reads the shipped config's table (20 seeds, data/kalah-6-4-20.egt, the file `make run`
keeps; built on first use).
"""
import random
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDARD = {"game": "kalah", "pits": 6, "seeds": 4, "capture": "standard", "pie": False,
            "scoring": "store", "early_end": False}


def run(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def played_games(mancala, n, seed):
    """n games of medium against hard from seeded random two-ply openings, as lists of plies."""
    rng = random.Random(seed)
    games = []
    for g in range(n):
        plies = []
        for _ in range(2):
            state = run([mancala, "play", "--", *plies])
            row = state["pits"][0 if state["to_move"] == "south" else 1]
            plies.append(str(rng.choice([i for i, n in enumerate(row) if n > 0])))
        while True:
            state = run([mancala, "play", "--", *plies])
            if state["over"]:
                break
            hard_side = "south" if g % 2 == 0 else "north"
            level = "hard" if state["to_move"] == hard_side else "medium"
            move = run([mancala, "analyse", "--level", level, "--time-ms", "0", "--nodes", "200000", "--seed", str(g), "--", *plies])
            plies.append(str(move["pit"]))
        games.append(plies)
    return games


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mancala")
    ap.add_argument("--time-ms", type=int, default=1000)
    ap.add_argument("--from", dest="start", type=int, default=16)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--games", type=int, default=0, help="play N games medium vs hard instead of the shared random games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plies", type=lambda v: [int(x) for x in v.split(",")],
                    help="comma-separated plies to take from each game (instead of --from/--step)")
    ap.add_argument("--nodes", type=int, default=0, help="hard's node budget (with it, no time budget)")
    ap.add_argument("--endgame-seeds", type=int, default=12, help="endgame table of the exact solves")
    ap.add_argument("--endgame-file", help="keep the solves' endgame table in this file")
    ap.add_argument("--hard-endgame-seeds", type=int, default=20,
                    help="hard's endgame table (the shipped config's: 20, the server's built-in default 16; 0: the engine's built-in 12)")
    ap.add_argument("--hard-endgame-file", default=os.path.join(ROOT, "data", "kalah-6-4-{seeds}.egt"),
                    help="keep hard's table in this file ({seeds} is replaced)")
    args = ap.parse_args()
    hard_table = []
    if args.hard_endgame_seeds:
        path = args.hard_endgame_file.format(seeds=args.hard_endgame_seeds)
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        hard_table = ["--endgame-seeds", str(args.hard_endgame_seeds), "--endgame-file", path]
    solve_table = ["--endgame-seeds", str(args.endgame_seeds)] + (["--endgame-file", args.endgame_file] if args.endgame_file else [])
    hard_budget = ["--time-ms", "0", "--nodes", str(args.nodes)] if args.nodes else ["--time-ms", str(args.time_ms)]
    if args.games:
        games = played_games(args.mancala, args.games, args.seed)
    else:
        with open(os.path.join(ROOT, "..", "shared", "cases", "random-games.json")) as f:
            games = [[str(p) for p in c["plies"]] for c in json.load(f)["cases"] if c["variant"] == STANDARD]
    checked = kept = 0
    for plies in games:
        taken = args.plies or range(args.start, len(plies), args.step)
        for n in (n for n in taken if n < len(plies)):
            if checked >= args.limit:
                break
            prefix = plies[:n]
            solved = run([args.mancala, "solve", "--threads", "1", *solve_table, "--", *prefix])
            hard = run([args.mancala, "analyse", "--level", "hard", *hard_budget, *hard_table, "--", *prefix])
            ok = solved["moves"][str(hard["pit"])] == solved["value"]
            checked += 1
            kept += ok
            print(json.dumps({"game": " ".join(prefix), "plies": n, "value": solved["value"], "moves": solved["moves"], "hard": hard["pit"],
                              "hard_exact": hard["exact"], "hard_ms": hard["ms"], "keeps_value": ok}), flush=True)
    print(json.dumps({"positions": checked, "hard_keeps_value": kept}))
    return 0 if kept == checked else 1


if __name__ == "__main__":
    sys.exit(main())
