"""mancala-server: GET /api/games/{id}/analysis (PROTOCOL.md §Analysis, docs/analysis.md) — the
review of a finished game: a hand-checked Kalah(4,3) game against `mancala solve`, pending then
done, two requests computing one review, the review stored across a restart, the proof of a
review's estimates after it is answered (also resumed after a restart), estimates labelled,
404/409, and the analysis pool's limit under 50 concurrent requests.
Arguments: the server binary, then the `mancala` binary.

These are mostly plumbing tests: `mancala solve` runs the same engine solver as the server, so
agreeing with it shows the review's wiring, not that its values are right. What is independent:
the losses and classes of the small game, worked out by hand (SMALL_LOSSES, SMALL_CLASSES); its
values from ply 8 on (where a Python minimax is quick), checked against test_analysis.KalahOracle,
which shares no code with the server; and the solver itself, checked against a separate plain
minimax in tests/ai/solver_test.cpp."""

import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.parse

from harness import Server, check, main, query_on, thread_schedules
from test_analysis import KalahOracle

CLI = None  # the `mancala` binary, the second argument

SMALL = {"pits": 4, "seeds": 3}
# A Kalah(4,3) game (North wins 17-7) with blunders, inaccuracies, forced plies and choices
# between plies of one value; its values are checked against `mancala solve` below.
SMALL_GAME = [0, 1, 3, 3, 1, 2, 2, 3, 3, 1, 0, 0, 0, 2, 1, 3, 2, 3, 0, 1, 1, 0, 3]
# Worked out by hand from the solved values (docs/analysis.md): loss 0 best, 2 inaccuracy, ≥ 8 blunder.
SMALL_CLASSES = ["blunder", "best", "best", "blunder", "blunder", "best", "inaccuracy", "best", "best", "best",
                 "blunder", "best", "inaccuracy", "best", "best", "best", "best", "best", "best", "best", "best",
                 "best", "best"]
SMALL_LOSSES = [12, 0, 0, 8, 14, 0, 2, 0, 0, 0, 10, 0, 2] + [0] * 10
SMALL_FORCED = {11, 16, 22}
SMALL_UNCOUNTED = {9, 11, 16, 17, 18, 20, 22}  # forced, or every ply of one value
# South counts plies 0 3 5 7 10 12 14 15: (0+0+100+100+0+75+100+100)/8 = 59.375;
# North 1 2 4 6 8 13 19 21: (100+100+0+75+100+100+100+100)/8 = 84.375.
SMALL_ACCURACY = {"south": 59.4, "north": 84.4}


def metrics(s):
    status, _, body = s.get("/metrics")
    check(status == 200, "metrics: %d" % status)
    return {line.split()[0]: float(line.split()[1]) for line in body.decode().splitlines()
            if line and not line.startswith("#") and "{" not in line}


def review(s, game):
    return s.get_json("/api/games/%s/analysis" % game)


def review_done(s, game, timeout=60):
    """Polls until the review is done; returns (its answer, the pending answers seen before)."""
    pending, deadline = [], time.time() + timeout
    while time.time() < deadline:
        status, r = review(s, game)
        check(status == 200, "%d %s" % (status, r))
        if r["status"] == "done":
            return r, pending
        check(r["status"] == "pending" and r["plies"] == [], str(r))
        pending.append(r)
        time.sleep(0.05)
    raise AssertionError("review of %s not done within %d s" % (game, timeout))


def solved(variant, plies):
    r = subprocess.run([CLI, "solve", "--variant", json.dumps(variant), "--threads", "1", "--table-mb", "16",
                        "--endgame-seeds", "0", "--quiet", "--"] + [str(p) for p in plies],
                       capture_output=True, text=True, timeout=120)
    check(r.returncode == 0, "mancala solve: %s" % r.stderr)
    return json.loads(r.stdout)


async def local_game(s, variant, plies, resign=False):
    """A same-device game of `variant` played with `plies` (then resigned if `resign`); its id."""
    c = await s.client()
    await c.send(type="local.play", id="l", **({"variant": variant} if variant else {}))
    g = await c.expect("game", id="l")
    state = g["state"]
    for pit in plies:
        await c.send(type="move", game=g["game"], ply=state["ply"], pit=pit)
        state = (await c.wait_for("moved"))["state"]
    if resign:
        await c.send(type="resign", game=g["game"])
    if resign or state["over"]:
        await c.wait_for("game.over")
    await c.close()
    return g["game"]


def first_legal_game(n, pick=lambda legal, i: legal[(i * 7) % len(legal)]):
    """The first `n` plies of a Kalah(6,4) game whose plies `pick` chooses (via `mancala play`)."""
    plies = []
    for i in range(n):
        r = subprocess.run([CLI, "play", "--"] + [str(p) for p in plies], capture_output=True, text=True)
        state = json.loads(r.stdout)
        if state["over"]:
            break
        row = state["pits"][0 if state["to_move"] == "south" else 1]
        plies.append(pick([k for k, seeds in enumerate(row) if seeds > 0], i))
    return plies


async def test_a_small_game_is_reviewed_ply_by_ply_as_mancala_solve_and_the_hand_say():
    s = Server(analysis_threads=2, review_ms=2000)
    try:
        game = await local_game(s, SMALL, SMALL_GAME)
        status, first = review(s, game)
        check(status == 200 and first["status"] == "pending", "%d %s" % (status, first))
        check(first["progress"]["total"] == len(SMALL_GAME) and 0 <= first["progress"]["done"] <= len(SMALL_GAME),
              str(first))
        r, _ = review_done(s, game)
        check([p["n"] for p in r["plies"]] == list(range(len(SMALL_GAME))), str(r)[:300])
        oracle = KalahOracle(SMALL["pits"], SMALL["seeds"])
        for n, p in enumerate(r["plies"]):
            want = solved(SMALL, SMALL_GAME[:n])
            if n >= 8:  # the independent minimax too (earlier positions take it seconds)
                value, moves = oracle.values(SMALL_GAME[:n])
                check(p["value_before"] == value and p["value_after"] == moves[SMALL_GAME[n]],
                      "ply %d: %s, the independent minimax: %d %s" % (n, p, value, moves))
            check(p["pit"] == SMALL_GAME[n] and p["exact"] is True and "depth" not in p, str(p))
            check(p["value_before"] == want["value"], "ply %d: %s vs %s" % (n, p, want))
            check(p["value_after"] == want["moves"][str(SMALL_GAME[n])], "ply %d: %s vs %s" % (n, p, want))
            check({b["pit"] for b in p["best"]} == {int(k) for k, v in want["moves"].items() if v == want["value"]},
                  "ply %d: %s vs %s" % (n, p, want))
            check(p["loss"] == SMALL_LOSSES[n] and p["class"] == SMALL_CLASSES[n], "ply %d: %s" % (n, p))
            check(p.get("forced", False) == (n in SMALL_FORCED), "ply %d: %s" % (n, p))
            check(p["counted"] == (n not in SMALL_UNCOUNTED), "ply %d: %s" % (n, p))
        check([p["side"] for p in r["plies"][:5]] == ["south", "north", "north", "south", "north"], str(r)[:300])
        check(r["accuracy"] == SMALL_ACCURACY and r["exact"] is True, str(r["accuracy"]))
        m = metrics(s)
        check(m["mancala_reviews_total"] == 1 and m["mancala_reviews_running"] == 0, str(m))
        check(m["mancala_analyses_total"] == len(SMALL_GAME), "each position once: %s" % m["mancala_analyses_total"])
        check(review(s, game) == (200, r), "asked again: the same review")
        check(metrics(s)["mancala_reviews_total"] == 1, "asked again: nothing computed")
    finally:
        s.stop()


async def test_two_requests_at_once_compute_one_review_which_a_restart_keeps():
    folder = tempfile.TemporaryDirectory(prefix="mancala-review-")
    db = os.path.join(folder.name, "keep.db")
    plies = first_legal_game(16)
    try:
        s = Server(db=db, analysis_threads=2, review_ms=200)
        try:
            game = await local_game(s, None, plies, resign=True)
            loop = asyncio.get_running_loop()
            both = await asyncio.gather(*[loop.run_in_executor(None, review, s, game) for _ in range(2)])
            check(all(status == 200 and r["status"] == "pending" for status, r in both), str(both))
            r, pending = review_done(s, game)
            check(len(r["plies"]) == len(plies) and r["plies"][-1]["n"] == len(plies) - 1, str(r)[:300])
            check(all(p["progress"]["total"] == len(plies) for p in pending), str(pending[:2]))
            m = metrics(s)
            check(m["mancala_reviews_total"] == 1, "one review: %s" % m["mancala_reviews_total"])
            check(m["mancala_analyses_total"] == len(plies), "each position once: %s" % m["mancala_analyses_total"])
            check(m["mancala_reviews_running"] == 0, str(m))
        finally:
            s.stop()
        s = Server(db=db, analysis_threads=2, review_ms=200)
        try:
            rows = s.query("SELECT game_id, review FROM reviews")
            check(len(rows) == 1 and rows[0][0] == game and json.loads(rows[0][1]) == r, str(rows)[:300])
            check(review(s, game) == (200, r), "after the restart: done at once, the same review")
            m = metrics(s)
            check(m["mancala_reviews_total"] == 0 and m["mancala_analyses_total"] == 0, "nothing computed: %s" % m)
        finally:
            s.stop()
    finally:
        folder.cleanup()


def wait_for_table(s, seeds, timeout=60):
    """Waits until the server's endgame table of `seeds` (> 12, the built-in one's) is built."""
    deadline = time.time() + timeout
    while s.get_json("/healthz")[1].get("hard_endgame_seeds") != seeds:
        check(time.time() < deadline, "the %d-seed endgame table was not ready in %d s" % (seeds, timeout))
        time.sleep(0.2)


async def test_a_reviews_estimates_are_proven_after_it_is_answered_and_a_restart_resumes_them():
    folder = tempfile.TemporaryDirectory(prefix="mancala-proof-")
    db = os.path.join(folder.name, "proof.db")
    plies = first_legal_game(120)
    # 5 s a position: the proofs stop at a position that takes longer, so the job is still running
    # when the first stop below comes (the positions before it take milliseconds each).
    budget = 5000
    # 10 ms a position leaves estimates; a 13-seed table is built in about a second.
    settings = dict(db=db, analysis_threads=2, review_ms=10, hard_endgame_seeds=13, review_proof_ms=budget,
                    review_proof_nice=0, analysis_ms=10)
    try:
        # The review is answered with its estimates and goes to the prover at once; stopped after
        # the first position proven, the server has stored what was proven and no proof_ms.
        s = Server(**settings)
        try:
            wait_for_table(s, 13)
            check(proof_thread_nice(s) == [0], "review_proof_nice 0: %s" % proof_thread_nice(s))
            game = await local_game(s, None, plies)
            quick, _ = review_done(s, game)
            estimated = [p["n"] for p in quick["plies"] if not p["exact"]]
            check(estimated and quick["exact"] is False and "proof_ms" not in quick, str(quick)[-300:])
            # Each position tried so far was proven (the job ends at the first that is not).
            seen = quick["proving"]["done"]
            check(quick["proving"]["total"] == len(estimated) + seen, str(quick["proving"]))
            r = proving_until(s, game, lambda r: r["proving"]["done"] > seen, len(estimated))
            check("proving" in r and "proof_ms" not in r, "one proven, others left: %s" % r.get("proving"))
            newly = [n for n in estimated if r["plies"][n]["exact"]]
            check(newly, "a position proven: %s" % newly)
        finally:
            s.stop()
        # What the prover proved are the solver's values (it proves a position's value and the
        # played ply's, and which plies keep the value, not every ply's value).
        for n in newly[-1:]:
            p, want = r["plies"][n], solved_6x4(plies[:n])
            check(p["value_before"] == want["value"] and p["value_after"] == want["moves"][str(plies[n])]
                  and {b["pit"] for b in p["best"]} == {int(k) for k, v in want["moves"].items() if v == want["value"]},
                  "ply %d: the review %s, the solver %s" % (n, p, want))
        partial = json.loads(query_on(db, "SELECT review FROM reviews WHERE game_id = ?", (game,))[0][0])
        left = [p["n"] for p in partial["plies"] if not p["exact"]]
        check("proving" not in partial and "proof_ms" not in partial and len(left) < len(estimated),
              "stored mid-proof: %s, %d estimates left of %d" % (partial.get("proof_ms"), len(left), len(estimated)))
        # A restart resumes it with the estimates left, and goes on until one is not proven in time.
        s = Server(**settings)
        try:
            wait_for_table(s, 13)
            status, again = review(s, game)
            check(status == 200 and again.get("proving") == {"done": 0, "total": len(left)}, str(again)[-300:])
            r = proving_until(s, game, lambda r: False, len(left))
        finally:
            s.stop()
        check(r["proof_ms"] == budget, str(r)[-200:])
        left_now = sum(1 for p in r["plies"] if not p["exact"])
        print("  %d of %d estimates proven within %d ms each" % (len(estimated) - left_now, len(estimated), budget))
        check(r.get("unproven") == ({"plies": left_now, "reason": "time_limit"} if left_now else None),
              "why estimates are left: %s" % r.get("unproven"))
        for p in r["plies"]:
            check((p["class"] is None) == (not (p["before_exact"] and p["after_exact"])), "judged when proven: %s" % p)
        proven = [n for n in estimated if r["plies"][n]["exact"]]
        # From the last estimate back, until the first that was not proven in time.
        check(proven == estimated[len(estimated) - len(proven):], "%s of %s" % (proven, estimated))
        check(r["exact"] == (len(proven) == len(estimated)), str(r["exact"]))
        for a, b in zip(quick["plies"], r["plies"]):
            if a["exact"]:
                check(a == b, "an exact ply is left as it was: %s %s" % (a, b))
        for n in proven[-2:]:  # the two last plies proven (the smallest proofs)
            p, want = r["plies"][n], solved_6x4(plies[:n])
            check(p["value_before"] == want["value"] and p["value_after"] == want["moves"][str(plies[n])],
                  "ply %d: %s vs %s" % (n, p, want))
            check(p["loss"] == abs(p["value_before"] - p["value_after"]) and "depth" not in p, str(p))
        rows = query_on(db, "SELECT review FROM reviews WHERE game_id = ?", (game,))
        check(json.loads(rows[0][0]) == r, "the proven review is stored")
        # Its estimates have had this budget: a restart answers it as stored and proves nothing again.
        s = Server(**dict(settings, review_proof_nice=10))
        try:
            wait_for_table(s, 13)
            check(proof_thread_nice(s) == [10], "the prover's nice value: %s" % proof_thread_nice(s))
            check(review(s, game) == (200, r), "after the restart: the proven review, no proof")
        finally:
            s.stop()
    finally:
        folder.cleanup()


async def test_with_review_proof_ms_0_a_review_keeps_its_estimates_and_no_prover_runs():
    s = Server(analysis_threads=2, review_ms=10, hard_endgame_seeds=13, review_proof_ms=0)
    try:
        wait_for_table(s, 13)
        check(thread_schedules(s, "mancala-proof") == [], "no prover thread: %s" % thread_schedules(s, "mancala-proof"))
        game = await local_game(s, None, first_legal_game(120))
        r, _ = review_done(s, game)
        estimated = [p["n"] for p in r["plies"] if not p["exact"]]
        check(estimated and r["exact"] is False, "10 ms a position leaves estimates: %s" % str(r)[-300:])
        check("proving" not in r and "proof_ms" not in r, str(r)[-300:])
        check(r["unproven"] == {"plies": len(estimated), "reason": "no_proofs"}, str(r.get("unproven")))
        time.sleep(1)
        check(review(s, game) == (200, r), "a second later: the same estimates, nothing proven")
    finally:
        s.stop()


def proof_thread_nice(s):
    """The nice value of each of the server's threads named mancala-proof."""
    return [nice for _, nice in thread_schedules(s, "mancala-proof")]


def proving_until(s, game, stop, positions):
    """Polls `game`'s review while it is proving until `stop(answer)`; its last answer. Each
    position may take the test's budget, and a loaded machine gives the thread (nice 10) less."""
    deadline, done = time.time() + 10 * positions + 60, 0
    while True:
        status, r = review(s, game)
        check(status == 200 and r["status"] == "done", "%d %s" % (status, str(r)[-200:]))
        if "proving" not in r or stop(r):
            return r
        check(r["proving"]["done"] >= done, "progress goes forward: %s after %d" % (r["proving"], done))
        done = r["proving"]["done"]
        check(time.time() < deadline, "still proving: %s" % r["proving"])
        time.sleep(0.05)


def solved_6x4(plies):
    r = subprocess.run([CLI, "solve", "--threads", "1", "--table-mb", "64", "--endgame-seeds", "13", "--quiet",
                        "--"] + [str(p) for p in plies], capture_output=True, text=True, timeout=300)
    check(r.returncode == 0, "mancala solve: %s" % r.stderr)
    return json.loads(r.stdout)


async def test_a_proof_searches_on_review_proof_threads_threads_all_at_the_provers_nice_value():
    # 10 ms a position leaves estimates, and the proofs of the game's middle take seconds each:
    # long enough to see the solver's helper thread beside the prover's.
    s = Server(analysis_threads=2, review_ms=10, hard_endgame_seeds=13, review_proof_ms=60000,
               review_proof_threads=2, review_proof_nice=10)
    try:
        wait_for_table(s, 13)
        check(thread_schedules(s, "mancala-proof") == [(0, 10)], "one waiting prover thread: %s"
              % thread_schedules(s, "mancala-proof"))
        game = await local_game(s, None, first_legal_game(120))
        review_done(s, game)
        deadline, seen = time.time() + 60, []
        while len(seen) < 2 and time.time() < deadline:
            seen = thread_schedules(s, "mancala-proof")
            time.sleep(0.01)
        check(seen == [(0, 10), (0, 10)], "the prover and its helper, both at nice 10: %s" % seen)
    finally:
        s.stop()


async def test_an_oware_review_labels_its_estimates_with_their_depth_and_judges_none():
    s = Server(analysis_threads=2, review_ms=40)
    try:
        game = await local_game(s, {"game": "oware"}, [0, 0, 1, 1], resign=True)
        r, _ = review_done(s, game)
        check(len(r["plies"]) == 4 and r["exact"] is False, str(r)[:300])
        for p in r["plies"]:
            check(p["exact"] is False and p["depth"] > 0, "an estimate: %s" % p)
            # An estimate's loss may be wrong either way: no loss, no class, no weight in accuracy.
            check(p["loss"] is None and p["class"] is None and p["after_exact"] is False, str(p))
        for a, b in zip(r["plies"], r["plies"][1:]):
            check(a["value_after"] == b["value_before"], "one position, one value: %s %s" % (a, b))
        check(r["accuracy"] == {"south": None, "north": None}, str(r["accuracy"]))
        # Nothing proves an Oware position here, and the answer says so.
        check(r["unproven"] == {"plies": 4, "reason": "no_proofs"} and "proving" not in r, str(r)[-200:])
    finally:
        s.stop()


async def test_unknown_malformed_and_unfinished_games_are_refused():
    s = Server()
    try:
        for path in ("/api/games/nope/analysis", "/api/games/%s/analysis" % ("x" * 65)):
            status, body = s.get_json(path)
            check(status == 404 and body["error"] == "not_found", "%s: %d %s" % (path, status, body))
        game = await local_game(s, SMALL, [0, 1])
        status, body = review(s, game)
        check(status == 409 and body["error"] == "game_in_progress" and body["message"], "%d %s" % (status, body))
        m = metrics(s)
        check(m["mancala_reviews_running"] == 0 and m["mancala_analyses_total"] == 0, "nothing started: %s" % m)
        status, body = s.get_json("/api/games/%s/analysis/more" % game)
        check(status == 404 and body["error"] == "not_found", "%d %s" % (status, body))
    finally:
        s.stop()


async def test_review_ms_and_the_proofs_settings_out_of_range_stop_the_start():
    for bad in (5, 60001):
        try:
            Server(review_ms=bad).stop()
        except RuntimeError as e:
            check("exited with 2" in str(e) and "review_ms" in str(e), str(e)[:300])
        else:
            raise AssertionError("review_ms %d was accepted" % bad)
    for key, bad in (("review_proof_ms", -1), ("review_proof_ms", 86400001), ("review_proof_table_mb", 0),
                     ("review_proof_nice", 20), ("review_proof_threads", 0), ("review_proof_threads", 17)):
        try:
            Server(**{key: bad}).stop()
        except RuntimeError as e:
            check("exited with 2" in str(e) and key in str(e), str(e)[:300])
        else:
            raise AssertionError("%s %d was accepted" % (key, bad))


async def test_fifty_concurrent_requests_keep_within_the_analysis_threads():
    # Small games, exact in milliseconds: the test is about the pool, not the budget.
    s = Server(analysis_threads=2, review_ms=200, analysis_ms=200)
    try:
        games = [await local_game(s, SMALL, SMALL_GAME[:8 + k], resign=True) for k in range(3)]
        loop = asyncio.get_running_loop()
        variant = urllib.parse.quote(json.dumps(SMALL))
        calls = [lambda g=games[i % 3]: review(s, g) for i in range(40)]
        calls += [lambda i=i: s.get_json("/api/analysis?variant=%s&moves=0,%d" % (variant, i % 4)) for i in range(10)]
        answers = await asyncio.gather(*[loop.run_in_executor(None, c) for c in calls])
        check(all(status == 200 for status, _ in answers), str([a for a in answers if a[0] != 200][:2]))
        done = [review_done(s, g)[0] for g in games]
        check([len(r["plies"]) for r in done] == [8, 9, 10], str([len(r["plies"]) for r in done]))
        m = metrics(s)
        check(m["mancala_analysis_running_peak"] <= 2, "analysis_threads 2, peak %s" % m["mancala_analysis_running_peak"])
        check(m["mancala_analysis_running_peak"] >= 1, str(m))
        check(m["mancala_reviews_total"] == 3, "three games, three reviews: %s" % m["mancala_reviews_total"])
        check(m["mancala_analyses_total"] == 8 + 9 + 10 + 10, str(m["mancala_analyses_total"]))
    finally:
        s.stop()


if __name__ == "__main__":
    CLI = os.path.abspath(sys.argv.pop(2))
    main([
        test_a_small_game_is_reviewed_ply_by_ply_as_mancala_solve_and_the_hand_say,
        test_two_requests_at_once_compute_one_review_which_a_restart_keeps,
        test_a_reviews_estimates_are_proven_after_it_is_answered_and_a_restart_resumes_them,
        test_with_review_proof_ms_0_a_review_keeps_its_estimates_and_no_prover_runs,
        test_a_proof_searches_on_review_proof_threads_threads_all_at_the_provers_nice_value,
        test_an_oware_review_labels_its_estimates_with_their_depth_and_judges_none,
        test_unknown_malformed_and_unfinished_games_are_refused,
        test_review_ms_and_the_proofs_settings_out_of_range_stop_the_start,
        test_fifty_concurrent_requests_keep_within_the_analysis_threads,
    ])
