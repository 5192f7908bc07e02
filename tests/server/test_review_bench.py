"""mancala-server: reviews of the analysis benchmark's kinds of games (bench/analysis_bench.py
--set: computer against computer at different levels, a random-ish game, a game of the test
suites' kind), played on a small Kalah board into a real server with its endgame table configured
(`hard_endgame_seeds` 13), each reviewed alone: every ply of every review ends exact, judged, with
the class its loss gives (docs/analysis.md), the values chained from ply to ply and ending on the
game's final stores, and those of the last positions equal to an independent minimax's
(test_analysis.KalahOracle, no code shared with the server).

The board is small so that the four reviews end within a minute: on the standard board the
proofs of a game take 5 to 200 s with a 22-seed table (docs/PERFORMANCE.md §Analysis), which the
benchmark measures. The time given each review is a watchdog only, generous, never the subject.
Argument: the server binary."""

import time

from harness import Server, check, main
from test_analysis import KalahOracle
from test_review import local_game, review, wait_for_table

VARIANT = {"pits": 5, "seeds": 3}  # 30 seeds: an odd total, so losses of 1 and 3 (good, inaccuracy) can occur
WATCHDOG_S = 45  # a review's bound, far above its time on a quiet machine
CLASSES = [(0, "best"), (1, "good"), (3, "inaccuracy"), (7, "mistake")]
# Positions with at most this many seeds in the pits are checked by the minimax (29 of the 91 plies,
# about 13 s of Python on a quiet machine; 22 seeds would take minutes).
ORACLE_SEEDS = 17


def class_of(loss):
    return next((name for most, name in CLASSES if loss <= most), "blunder")


# The four games, as analysis_bench.py's benchmark_set() plays its kinds on this board (each ply
# random with chance r, seeded random.Random(k), else the side's level: `mancala analyse --variant
# '{"pits":5,"seeds":3}' --level L --seed k`, hard with `--nodes 20000`; the suite's kind: ply i
# the legal pit at (i * step) mod the number of legal pits), kept here: hard's plies take seconds
# each to ask for on a loaded machine.
GAMES = [
    ("hard-medium", [2, 4, 1, 0, 3, 1, 4, 1, 4, 2, 3, 0, 2, 4, 2, 1, 0, 4]),  # k 1, r 0
    ("easy-hard", [2, 0, 2, 4, 0, 3, 1, 4, 1, 4, 3, 2, 4, 3, 3, 3, 4]),  # k 2, r 0
    ("random-ish", [2, 0, 3, 1, 2, 4, 1, 2, 4, 1, 2, 3, 2, 4, 1, 3, 1, 4]),  # medium both sides, k 10, r 0.5
    ("suite-7", [0, 2, 3, 1, 1, 4, 2, 2, 0, 0, 3, 1, 1, 4, 3, 0, 2, 4, 1, 1, 0, 0, 2, 4, 0, 3, 3, 0, 2, 4, 0, 3, 1,
                 4, 3, 1, 0, 2]),  # step 7
]


def final_of(oracle, plies):
    """South's final store minus North's after `plies`, which must end the game."""
    row, mover, stores = (VARIANT["seeds"],) * (2 * VARIANT["pits"]), 0, 0
    for pit in plies:
        check(row is not None and row[mover * VARIANT["pits"] + pit], "%s: not a legal game" % plies)
        row, gain, mover = oracle.play(row, mover, pit)
        stores += gain
    check(row is None, "%s does not end the game" % plies)
    return stores


def rows_before(oracle, plies):
    """The row (South's pits then North's) before each ply."""
    row, mover, out = (VARIANT["seeds"],) * (2 * VARIANT["pits"]), 0, []
    for pit in plies:
        out.append(row)
        row, _, mover = oracle.play(row, mover, pit)
    return out


def review_all_exact(s, game):
    """Polls the review until it is done with no proof running; the watchdog bounds the wait."""
    deadline = time.time() + WATCHDOG_S
    while True:
        status, r = review(s, game)
        check(status == 200, "%d %s" % (status, r))
        if r["status"] == "done" and "proving" not in r:
            return r
        check(time.time() < deadline, "the review of %s did not end within the %d s watchdog: %s"
              % (game, WATCHDOG_S, str(r)[-300:]))
        time.sleep(0.05)


def check_review(oracle, name, plies, final, r):
    check(r["exact"] is True and "unproven" not in r and len(r["plies"]) == len(plies),
          "%s: every ply exact: %s" % (name, str(r)[-400:]))
    rows, minimax = rows_before(oracle, plies), 0
    for n, p in enumerate(r["plies"]):
        what = "%s ply %d: %s" % (name, n, p)
        check(p["n"] == n and p["pit"] == plies[n], what)
        check(p["exact"] is True and p["before_exact"] is True and p["after_exact"] is True and "depth" not in p, what)
        south = p["side"] == "south"
        loss = p["value_before"] - p["value_after"] if south else p["value_after"] - p["value_before"]
        check(p["loss"] == loss >= 0 and p["class"] == class_of(loss), what)
        check((loss == 0) == (plies[n] in {b["pit"] for b in p["best"]}), what)
        after = r["plies"][n + 1]["value_before"] if n + 1 < len(plies) else final
        check(p["value_after"] == after, "%s: the value after it %s" % (what, after))
        if sum(rows[n]) <= ORACLE_SEEDS:
            value, moves = oracle.values(plies[:n])
            check(p["value_before"] == value and p["value_after"] == moves[plies[n]],
                  "%s: the independent minimax says %d, %s" % (what, value, moves))
            minimax += 1
    return minimax


async def test_benchmark_games_are_reviewed_exact_and_judged_on_every_ply():
    oracle = KalahOracle(VARIANT["pits"], VARIANT["seeds"])
    games = [(name, (plies, final_of(oracle, plies))) for name, plies in GAMES]
    # The server's endgame table is Kalah(6,4)'s, so no proof job serves this board ("no_proofs"):
    # each value is the review's own solve, within review_ms a position. A sanitizer build beside
    # a loaded machine once needed more than 8 s for one position; 30 s is a bound, not a figure.
    s = Server(analysis_threads=2, review_ms=30000, hard_endgame_seeds=13)
    try:
        wait_for_table(s, 13)
        for name, (plies, final) in games:
            t0 = time.time()
            game = await local_game(s, VARIANT, plies)
            status, stored = s.get_json("/api/games/" + game)
            check(status == 200 and stored["stores"][0] - stored["stores"][1] == final, "%s: %s" % (name, stored))
            r = review_all_exact(s, game)
            seconds = time.time() - t0
            minimax = check_review(oracle, name, plies, final, r)
            check(minimax >= 2, "%s: only %d plies checked against the minimax" % (name, minimax))
            classes = sorted({p["class"] for p in r["plies"]})
            print("  %s: %d plies, exact and judged in %.1f s (%d checked against the minimax); classes %s"
                  % (name, len(plies), seconds, minimax, ", ".join(classes)))
    finally:
        s.stop()


if __name__ == "__main__":
    main([test_benchmark_games_are_reviewed_exact_and_judged_on_every_ply])
