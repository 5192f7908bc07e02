#!/usr/bin/env python3
"""Hard with a time budget never gives away game-theoretic value (docs/ai.md).

Takes standard Kalah(6,4) games, and from each the positions from ply FROM on (every STEP-th
ply), solves each exactly with `mancala solve`, then asks `mancala analyse --level hard
--time-ms T` and checks that the chosen ply keeps the value. The games are either the random
games of ../shared/cases/random-games.json (default) or, with --games N, N games played here by
medium against hard (200,000 nodes a move) after seeded random opening plies (two, or
--random-plies N), each level on each side in turn: games as the server's players meet them,
which random plies are not. The rest of a game is deterministic, so other seeds often replay the
same games: a position met twice is checked once.
Prints one JSON line per position and a summary. Usage:
    bench/ai_hard_check.py build/cli/mancala [--time-ms 1000] [--from 16] [--step 4] [--games N]
With --plies 8,10,12 only those plies of each game are taken; --nodes N gives hard a node budget
instead of a time budget (reproducible: how evaluation weights were compared, docs/ai.md);
--endgame-seeds / --endgame-file are passed to the exact solves (a 20- or 22-seed table file
makes early positions a few seconds each); --hard-endgame-seeds / --hard-endgame-file to hard,
which by default reads the shipped config's table (22 seeds, data/kalah-6-4-22.egt, the file
`make run` keeps; built on first use).
The positions checked so far, solved once, are kept in bench/hard_positions.json (each with its
plies, exact value, the value of every ply, and where it came from); check hard on all of them,
two at a time as docs/PERFORMANCE.md §Hard never gives away value? measures it, with
    bench/ai_hard_check.py build/cli/mancala --set bench/hard_positions.json --jobs 2
--write-set FILE keeps the positions a run solved, in the same format (--source TEXT names where
they came from). --limit N takes at most N positions (default 40; 0, and the default with --set:
all). The summary counts positions with a choice apart: where every ply has the same value
there is nothing to give away. Exit 0 when hard kept the value everywhere, else 1.
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDARD = {"game": "kalah", "pits": 6, "seeds": 4, "capture": "standard", "pie": False,
            "scoring": "store", "early_end": False}


def run(cmd):
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def played_games(mancala, n, seed, random_plies=2):
    """n games of medium against hard from seeded random openings of `random_plies` plies, as lists of plies."""
    rng = random.Random(seed)
    games = []
    for g in range(n):
        plies = []
        for _ in range(random_plies):
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


def check(args, hard_table, hard_budget, position):
    """Hard's ply for a solved position, and whether it keeps the value."""
    hard = run([args.mancala, "analyse", "--level", "hard", *hard_budget, *hard_table, "--", *position["plies"]])
    ok = position["moves"][str(hard["pit"])] == position["value"]
    return {"game": " ".join(position["plies"]), "plies": len(position["plies"]), "value": position["value"],
            "moves": position["moves"], "hard": hard["pit"], "hard_exact": hard["exact"], "hard_ms": hard["ms"],
            "keeps_value": ok, **({"source": position["source"]} if "source" in position else {})}


def solved_positions(args, solve_table):
    """The positions to check, each solved exactly: from --set as stored, else taken from games and solved here."""
    limit = args.limit if args.limit is not None else (0 if args.set else 40)
    if args.set:
        with open(args.set) as f:
            return json.load(f)[: limit or None]
    if args.games:
        games = played_games(args.mancala, args.games, args.seed, args.random_plies)
    else:
        with open(os.path.join(ROOT, "..", "shared", "cases", "random-games.json")) as f:
            games = [[str(p) for p in c["plies"]] for c in json.load(f)["cases"] if c["variant"] == STANDARD]
    out, seen = [], set()
    for plies in games:
        taken = args.plies or range(args.start, len(plies), args.step)
        for n in (n for n in taken if n < len(plies)):
            if limit and len(out) >= limit:
                break
            if " ".join(plies[:n]) in seen:
                continue
            seen.add(" ".join(plies[:n]))
            solved = run([args.mancala, "solve", "--threads", "1", *solve_table, "--", *plies[:n]])
            out.append({"plies": plies[:n], "value": solved["value"], "moves": solved["moves"],
                        **({"source": args.source} if args.source else {})})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mancala")
    ap.add_argument("--time-ms", type=int, default=1000)
    ap.add_argument("--from", dest="start", type=int, default=16)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--limit", type=int, help="at most this many positions (0: all; default 40, all with --set)")
    ap.add_argument("--games", type=int, default=0, help="play N games medium vs hard instead of the shared random games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--random-plies", type=int, default=2,
                    help="random plies that open each --games game (more give more distinct games: the rest is deterministic)")
    ap.add_argument("--plies", type=lambda v: [int(x) for x in v.split(",")],
                    help="comma-separated plies to take from each game (instead of --from/--step)")
    ap.add_argument("--set", help="check the solved positions of this file (bench/hard_positions.json) instead")
    ap.add_argument("--write-set", help="write the solved positions to this file, in --set's format")
    ap.add_argument("--source", help="where the solved positions came from, stored with each (--write-set)")
    ap.add_argument("--jobs", type=int, default=1, help="positions checked at once (one hard search each)")
    ap.add_argument("--nodes", type=int, default=0, help="hard's node budget (with it, no time budget)")
    ap.add_argument("--endgame-seeds", type=int, default=12, help="endgame table of the exact solves")
    ap.add_argument("--endgame-file", help="keep the solves' endgame table in this file")
    ap.add_argument("--hard-endgame-seeds", type=int, default=22,
                    help="hard's endgame table (the shipped config's: 22, the server's built-in default 16; 0: the engine's built-in 12)")
    ap.add_argument("--hard-endgame-file", default=os.path.join(ROOT, "data", "kalah-6-4-{seeds}.egt"),
                    help="keep hard's table in this file ({seeds} is replaced)")
    args = ap.parse_args()
    if args.set and (args.games or args.plies or args.random_plies != 2 or args.write_set or args.source):
        ap.error("--set checks stored positions: --games, --plies, --random-plies, --write-set and --source do not apply")
    if args.limit is not None and args.limit < 0:
        ap.error("--limit must be 0 (all) or more")
    if args.jobs < 1:
        ap.error("--jobs must be 1 or more")
    hard_table = []
    if args.hard_endgame_seeds:
        path = args.hard_endgame_file.format(seeds=args.hard_endgame_seeds)
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        hard_table = ["--endgame-seeds", str(args.hard_endgame_seeds), "--endgame-file", path]
        if not os.path.exists(path):
            print(f"building hard's {args.hard_endgame_seeds}-seed endgame table into {path} (minutes)", file=sys.stderr)
        run([args.mancala, "analyse", "--time-ms", "1", *hard_table])  # builds the file once, before any clock
    solve_table = ["--endgame-seeds", str(args.endgame_seeds)] + (["--endgame-file", args.endgame_file] if args.endgame_file else [])
    hard_budget = ["--time-ms", "0", "--nodes", str(args.nodes)] if args.nodes else ["--time-ms", str(args.time_ms)]
    positions = solved_positions(args, solve_table)
    if args.write_set:
        with open(args.write_set, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(p) for p in positions) + "\n]\n")
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for r in pool.map(lambda p: check(args, hard_table, hard_budget, p), positions):
            print(json.dumps(r), flush=True)
            results.append(r)
    kept = sum(r["keeps_value"] for r in results)
    choice = [r for r in results if len(set(r["moves"].values())) > 1]
    print(json.dumps({"positions": len(results), "hard_keeps_value": kept,
                      "with_a_choice": len(choice), "kept_with_a_choice": sum(r["keeps_value"] for r in choice),
                      "hard_exact": sum(r["hard_exact"] for r in results),
                      "mean_ms": round(sum(r["hard_ms"] for r in results) / max(len(results), 1), 1),
                      "missed": [r["game"] for r in results if not r["keeps_value"]]}))
    return 0 if kept == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
