"""Puzzles mined from a real server's stored games (docs/puzzles.md §Mining): Kalah(4,3) games
played into a server on SQLite, `mancala-server --export-games` writes each as GET /api/games/{id}
answers it, `mancala puzzles mine --games` mines them: each puzzle comes from a stored game
(`source` game:ID), is the position after some of that game's plies, has themes named from its
solution (checked here by replaying the solution with test_analysis.KalahOracle's sowing, no code
shared with the engine), and `mancala puzzles check` proves the set again. The export's errors:
a file that cannot be written, exit 2.
usage: puzzles_from_games.py MANCALA_SERVER MANCALA"""

import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "server"))

import harness  # noqa: E402
from harness import Server, check, main  # noqa: E402
from test_analysis import KalahOracle  # noqa: E402
from test_review import local_game  # noqa: E402

MANCALA = None  # the `mancala` binary, the second argument
VARIANT = {"pits": 4, "seeds": 3}
KNOWN_THEMES = {"capture", "extra_turn", "chain", "sweep", "endgame", "quiet"}


def random_game(oracle, rng):
    row, mover, plies = (VARIANT["seeds"],) * (2 * VARIANT["pits"]), 0, []
    while row is not None:
        pit = rng.choice([i for i in range(VARIANT["pits"]) if row[mover * VARIANT["pits"] + i]])
        plies.append(pit)
        row, _, mover = oracle.play(row, mover, pit)
    return plies


def rows_along(oracle, plies):
    """(row, side to move) after each prefix of `plies`, the start included."""
    row, mover, out = (VARIANT["seeds"],) * (2 * VARIANT["pits"]), 0, []
    out.append((row, mover))
    for pit in plies:
        row, _, mover = oracle.play(row, mover, pit)
        out.append((row, mover))
    return out


def themes_of(oracle, row, mover, solution):
    """What the solution shows, from the sowing alone: a capture (the opponent's pits lose seeds
    on the solver's ply), extra turns (two in a row: a chain), the game over at its end (a sweep)."""
    n, capture, extra, chain, run, solver = VARIANT["pits"], False, False, False, 0, mover
    unknown = set()  # a capture on the ply that ends the game: its sweep hides it from the sowing alone
    for pit in solution:
        after, _, next_ = oracle.play(row, mover, pit)
        if mover == solver:
            theirs = lambda r: sum(r[(1 - solver) * n:(2 - solver) * n])
            capture = capture or (after is not None and theirs(after) < theirs(row))
            unknown |= {"capture"} if after is None else set()
            run = run + 1 if next_ == mover else 0
            extra, chain = extra or next_ == mover, chain or run >= 2
        else:
            run = 0
        row, mover = after, next_
        if row is None:
            break
    themes = {"capture"} if capture else set()
    themes |= {"chain"} if chain else ({"extra_turn"} if extra else set())
    return themes | ({"sweep"} if row is None else set()), unknown


async def test_puzzles_are_mined_from_a_servers_stored_games():
    oracle = KalahOracle(VARIANT["pits"], VARIANT["seeds"])
    rng = random.Random(4)
    folder = tempfile.TemporaryDirectory(prefix="mancala-mine-")
    db = os.path.join(folder.name, "games.db")
    try:
        s = Server(db=db, store="sqlite")
        try:
            played = {}
            for _ in range(12):
                plies = random_game(oracle, rng)
                played[await local_game(s, VARIANT, plies)] = plies
            answers = {g: s.get_json("/api/games/" + g)[1] for g in played}
        finally:
            s.stop()
        export = os.path.join(folder.name, "games.jsonl")
        r = subprocess.run([harness.SERVER, "--export-games", export, "--db", db], capture_output=True, text=True,
                           timeout=60)
        check(r.returncode == 0 and "exported 12 games" in r.stderr, "export: %d %s %s" % (r.returncode, r.stdout,
                                                                                            r.stderr))
        with open(export) as f:
            lines = [json.loads(line) for line in f]
        check({g["game"]: g for g in lines} == answers and len(lines) == 12,
              "each line is the game as GET /api/games/{id} answers it")
        bad = subprocess.run([harness.SERVER, "--export-games", os.path.join(folder.name, "no", "such.jsonl"),
                              "--db", db], capture_output=True, text=True, timeout=60)
        check(bad.returncode == 2 and "cannot write" in bad.stderr, "unwritable: %d %s" % (bad.returncode, bad.stderr))

        out = os.path.join(folder.name, "set.json")
        r = subprocess.run([MANCALA, "puzzles", "mine", "--variant", json.dumps(VARIANT), "--games", export,
                            "--self-play", "0", "--count", "3", "--max-seeds", "24", "--out", out],
                           capture_output=True, text=True, timeout=300)
        check(r.returncode == 0, "mine: %s" % r.stderr)
        with open(out) as f:
            text = f.read()
        check(text.startswith('{"puzzles": [\n') and text.endswith("]}\n"), "the set's format: %r" % text[:100])
        mined = json.loads(text)["puzzles"]
        check(len(mined) == 3, "3 puzzles from 12 games: %s" % r.stderr)
        for p in mined:
            game = p["source"][len("game:"):]
            check(p["source"].startswith("game:") and game in played, "from a stored game: %s" % p["source"])
            want = (tuple(p["state"]["pits"][0] + p["state"]["pits"][1]), 0 if p["state"]["to_move"] == "south" else 1)
            check(want in rows_along(oracle, played[game]), "%s: a position of game %s" % (p["id"], game))
            check(p["goal"] in ("win", "draw") and p["solution"] and p["variant"]["pits"] == 4, str(p))
            themes = set(p["themes"])
            check(themes and themes <= KNOWN_THEMES, "%s: themes %s" % (p["id"], themes))
            named, unknown = themes_of(oracle, want[0], want[1], [m["pit"] for m in p["solution"]])
            check(themes - {"endgame", "quiet"} - unknown == named - unknown and ("quiet" in themes) == (themes == {"quiet"}),
                  "%s: themes %s, the solution %s shows %s" % (p["id"], themes, p["solution"], named))
        r = subprocess.run([MANCALA, "puzzles", "check", out], capture_output=True, text=True, timeout=300)
        check(r.returncode == 0 and "3 of 3 puzzles proven" in r.stdout, "check: %s %s" % (r.stdout, r.stderr))
        print("  mined %s" % ", ".join("%s (%s)" % (p["id"], "+".join(p["themes"])) for p in mined))
    finally:
        folder.cleanup()


if __name__ == "__main__":
    MANCALA = os.path.abspath(sys.argv.pop(2))
    main([test_puzzles_are_mined_from_a_servers_stored_games])
