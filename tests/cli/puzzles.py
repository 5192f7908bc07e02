"""`mancala puzzles mine` and `mancala puzzles check`: a small mining run on a small board gives
puzzles that `check` proves again (one a line, ids the positions'); `--out` keeps the file's
puzzles; a puzzle given another goal, or another first ply, is refused with exit 1; stored games
(GET /api/games/{id} answers) are mined too.
usage: puzzles.py MANCALA"""
import json
import os
import random
import subprocess
import sys
import tempfile

mancala = sys.argv[1]
VARIANT = '{"pits":4,"seeds":3}'


def run(*args, want=0):
    p = subprocess.run([mancala, *args], capture_output=True, text=True, timeout=600)
    if p.returncode != want:
        sys.exit("%s: exit %d, want %d: %s %s" % (args, p.returncode, want, p.stdout, p.stderr))
    return p.stdout


def puzzles(path):
    with open(path) as f:
        text = f.read()
    lines = text.splitlines()
    if lines[0] != '{"puzzles": [' or lines[-1] != "]}":
        sys.exit("not one puzzle a line: %r" % text[:200])
    return json.loads(text)["puzzles"]


with tempfile.TemporaryDirectory() as d:
    out = os.path.join(d, "set.json")
    run("puzzles", "mine", "--variant", VARIANT, "--self-play", "60", "--count", "3", "--max-seeds", "16", "--out", out)
    first = puzzles(out)
    if len(first) != 3:
        sys.exit("want 3 puzzles, got %d" % len(first))
    for p in first:
        if p["goal"] not in ("win", "draw") or not p["solution"] or p["variant"]["pits"] != 4:
            sys.exit("bad puzzle %s" % p)
    if "3 of 3 puzzles proven" not in run("puzzles", "check", out):
        sys.exit("check did not prove the set")
    # --out keeps what the file holds, and adds new ones (another seed: other games).
    run("puzzles", "mine", "--variant", VARIANT, "--self-play", "60", "--count", "1", "--max-seeds", "16",
        "--seed", "9", "--out", out)
    second = puzzles(out)
    if second[:3] != first or len(second) != 4 or len({p["id"] for p in second}) != 4:
        sys.exit("the file's puzzles were not kept: %s" % [p["id"] for p in second])
    # Tampered: another goal, another first ply.
    bad = os.path.join(d, "bad.json")
    for change in ("goal", "ply"):
        p = json.loads(json.dumps(first[0]))
        if change == "goal":
            p["goal"] = "draw" if p["goal"] == "win" else "win"
        else:
            p["solution"][0] = p["refutations"][0]["ply"]
        with open(bad, "w") as f:
            json.dump({"puzzles": [p]}, f)
        if "0 of 1 puzzles proven" not in run("puzzles", "check", bad, want=1):
            sys.exit("a puzzle with another %s passed" % change)
    # Stored games: random games (seeded), each as GET /api/games/{id} answers, one a line.
    rng = random.Random(4)
    games = os.path.join(d, "games.jsonl")
    with open(games, "w") as f:
        for g in range(12):
            plies = []
            while True:
                state = json.loads(run("play", "--variant", VARIANT, "--", *map(str, plies)))
                if state["over"]:
                    break
                side = 0 if state["to_move"] == "south" else 1
                plies.append(rng.choice([i for i, n in enumerate(state["pits"][side]) if n > 0]))
            moves = [{"pit": p} for p in plies]
            f.write(json.dumps({"game": "g%d" % g, "variant": json.loads(VARIANT), "moves": moves}) + "\n")
    out2 = os.path.join(d, "from_games.json")
    run("puzzles", "mine", "--variant", VARIANT, "--games", games, "--self-play", "0", "--count", "2",
        "--max-seeds", "24", "--out", out2)
    mined = puzzles(out2)
    if not mined or any(not p["source"].startswith("game:g") for p in mined):
        sys.exit("no puzzle from the stored games: %s" % mined)
    if "of %d puzzles proven" % len(mined) not in run("puzzles", "check", out2):
        sys.exit("the stored games' puzzles were not proven")
print("ok")
