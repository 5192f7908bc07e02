#!/usr/bin/env python3
"""Hard with a time budget never gives away game-theoretic value (issue 3, docs/ai.md).

Takes the standard Kalah(6,4) games of ../shared/cases/random-games.json, and from each the
positions from ply FROM on (every STEP-th ply), solves each exactly with `mancala solve`, then
asks `mancala analyse --level hard --time-ms T` and checks that the chosen ply keeps the value.
Prints one JSON line per position and a summary. Usage:
    bench/ai_hard_check.py build-ai/cli/mancala [--time-ms 1000] [--from 16] [--step 4]
"""
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mancala")
    ap.add_argument("--time-ms", type=int, default=1000)
    ap.add_argument("--from", dest="start", type=int, default=16)
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--limit", type=int, default=40)
    args = ap.parse_args()
    with open(os.path.join(ROOT, "..", "shared", "cases", "random-games.json")) as f:
        cases = json.load(f)["cases"]
    checked = kept = 0
    for case in cases:
        if case["variant"] != STANDARD:
            continue
        plies = [str(p) for p in case["plies"]]
        for n in range(args.start, len(plies), args.step):
            if checked >= args.limit:
                break
            prefix = plies[:n]
            solved = run([args.mancala, "solve", "--threads", "1", "--endgame-seeds", "12", "--", *prefix])
            hard = run([args.mancala, "analyse", "--level", "hard", "--time-ms", str(args.time_ms), "--", *prefix])
            ok = solved["moves"][str(hard["pit"])] == solved["value"]
            checked += 1
            kept += ok
            print(json.dumps({"plies": n, "value": solved["value"], "moves": solved["moves"], "hard": hard["pit"],
                              "hard_exact": hard["exact"], "hard_ms": hard["ms"], "keeps_value": ok}), flush=True)
    print(json.dumps({"positions": checked, "hard_keeps_value": kept}))
    return 0 if kept == checked else 1


if __name__ == "__main__":
    sys.exit(main())
