"""mancala-server: GET /api/analysis (PROTOCOL.md §Analysis) — each legal ply's value, exact from
the opening book or a solve and checked against `mancala solve`, estimates labelled with their
depth, bad input answered 400, and the analysis pool's limit under 50 concurrent requests.
Arguments: the server binary, then the `mancala` binary.

These are mostly plumbing tests: `mancala solve` runs the same engine solver as the server, so
agreeing with it shows that the request, the book, the solve and the answer are wired together,
not that the values are right. The values themselves are checked elsewhere: the solver against a
separate plain minimax on small boards of every rule option (tests/ai/solver_test.cpp, with
tests/ai/minimax.hpp), the book's start values are published ones (+8). Here one small board,
Kalah(3,4) from the start, is also checked against KalahOracle below, a minimax in Python that
shares no code with the server."""

import asyncio
import json
import os
import subprocess
import sys
import urllib.parse

from harness import Server, check, main

CLI = None  # the `mancala` binary, the second argument
CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "cases",
                     "position-cases.json")


class KalahOracle:
    """An independent value of small Kalah boards with the default rules (a capture takes a
    non-empty opposite pit, no pie rule, the store scoring, no early end; rules/kalah.md): a
    plain minimax in Python, memoized by position, sharing no code with the server's solver.
    A value is South's final store minus North's under perfect play, as the API gives it."""

    def __init__(self, pits, seeds):
        self.pits, self.seeds, self.memo = pits, seeds, {}

    def play(self, row, mover, pit):
        """`row`: South's pits then North's. (the row after the ply or None once the game is
        over, South's minus North's seeds gained in the stores, the side to move next: 0 South)."""
        n = self.pits
        cells = list(row[:n]) + [0] + list(row[n:]) + [0]  # the sowing cycle: pits, store, pits, store
        own, mine = (n, 0) if mover == 0 else (2 * n + 1, n + 1)
        skip = 2 * n + 1 if mover == 0 else n
        i = mine + pit
        seeds, cells[i] = cells[i], 0
        while seeds:
            i = (i + 1) % (2 * n + 2)
            if i != skip:
                cells[i] += 1
                seeds -= 1
        after = mover if i == own else 1 - mover
        if i != own and mine <= i < mine + n and cells[i] == 1:
            opposite = (n + 1 if mover == 0 else 0) + n - 1 - (i - mine)
            if cells[opposite]:
                cells[own] += cells[opposite] + 1
                cells[opposite] = cells[i] = 0
        south, north = cells[:n], cells[n + 1:2 * n + 1]
        gain = cells[n] - cells[2 * n + 1]
        if not any(south) or not any(north):  # each side's seeds go to its own store
            return None, gain + sum(south) - sum(north), None
        return tuple(south + north), gain, after

    def future(self, row, mover):
        """South's minus North's seeds still to come into the stores, under perfect play."""
        key = (row, mover)
        if key not in self.memo:
            outcomes = [gain + (self.future(after, next_) if after else 0)
                        for after, gain, next_ in (self.play(row, mover, pit) for pit in range(self.pits)
                                                   if row[mover * self.pits + pit])]
            self.memo[key] = max(outcomes) if mover == 0 else min(outcomes)
        return self.memo[key]

    def values(self, plies=()):
        """(the value, {pit: the value after it}) of the position after `plies` from the start."""
        row, mover, stores = (self.seeds,) * (2 * self.pits), 0, 0
        for pit in plies:
            row, gain, mover = self.play(row, mover, pit)
            stores += gain
        moves = {}
        for pit in range(self.pits):
            if row[mover * self.pits + pit]:
                after, gain, next_ = self.play(row, mover, pit)
                moves[pit] = stores + gain + (self.future(after, next_) if after else 0)
        return stores + self.future(row, mover), moves


def analysis(s, **params):
    query = "&".join("%s=%s" % (k, urllib.parse.quote(v if isinstance(v, str) else json.dumps(v)))
                     for k, v in params.items())
    # The process's first hard search builds hard's built-in endgame table: on a loaded machine
    # that answer can take many seconds, which is not what these tests measure.
    return s.get_json("/api/analysis" + ("?" + query if query else ""), timeout=90)


def solved(variant, state):
    """`mancala solve`'s value of each ply of `state`: {"0": v, ..., "swap": v}."""
    r = subprocess.run([CLI, "solve", "--variant", json.dumps(variant), "--state", json.dumps(state),
                        "--threads", "1", "--table-mb", "16", "--endgame-seeds", "0"],
                       capture_output=True, text=True, timeout=120)
    check(r.returncode == 0, "mancala solve: %s" % r.stderr)
    return json.loads(r.stdout)


def ply_key(p):
    return "swap" if p.get("swap") else str(p["pit"])


def check_line(a, moves):
    """`line` starts with a best ply, holds at most 10, and `mancala play` accepts it after `moves`."""
    line = a["line"]
    check(1 <= len(line) <= 10 and line[0] in a["best"], "line %s, best %s" % (line, a["best"]))
    r = subprocess.run([CLI, "play", "--"] + moves + [ply_key(p) for p in line], capture_output=True, text=True)
    check(r.returncode == 0, "line %s after %s is not legal: %s" % (line, moves, r.stderr))


async def test_the_start_position_has_its_six_book_values():
    s = Server(hard_endgame_seeds=0)
    try:
        status, a = analysis(s)
        check(status == 200, str(a))
        check([p["pit"] for p in a["plies"]] == [0, 1, 2, 3, 4, 5], str(a))
        check([p["value"] for p in a["plies"]] == [-14, -10, 8, -2, -8, 4], str(a["plies"]))
        check(all(p["exact"] and "depth" not in p for p in a["plies"]), str(a["plies"]))
        check(a["value"] == 8 and a["exact"] is True and a["best"] == [{"pit": 2}], str(a))
        check_line(a, [])
        _, same = analysis(s, moves="")
        check(same["plies"] == a["plies"], "moves= is the start")
        check(a["state"]["pits"] == [[4] * 6, [4] * 6] and a["state"]["to_move"] == "south", str(a["state"]))
        # The answer names the position analysed; moves after a state are played from it.
        _, after = analysis(s, moves="2")
        check(after["state"]["pits"] == [[4, 4, 0, 5, 5, 5], [4] * 6] and after["state"]["stores"] == [1, 0], str(after))
        check(after["state"]["to_move"] == "south", "2 ends in the store: South again")
        _, from_state = analysis(s, state=after["state"], moves="5")
        _, from_start = analysis(s, moves="2,5")
        # (Past the book the values are estimates that vary with the time each search gets.)
        check(from_state["state"] == from_start["state"] and
              [ply_key(p) for p in from_state["plies"]] == [ply_key(p) for p in from_start["plies"]],
              "%s vs %s" % (from_state, from_start))
    finally:
        s.stop()


async def test_every_position_one_ply_in_is_answered_from_the_book_and_agrees_with_the_start():
    # 50 ms proves none of these positions' plies (a solve takes seconds): exact values come from the book.
    s = Server(hard_endgame_seeds=0, analysis_ms=50)
    try:
        first = [-14, -10, 8, -2, -8, 4]
        for pit, value in enumerate(first):
            status, a = analysis(s, moves=str(pit))
            check(status == 200, str(a))
            check(a["plies"] and all(p["exact"] for p in a["plies"]) and a["exact"] is True, "%d: %s" % (pit, a))
            # South minus North: South picks the largest value, North the smallest.
            values = [p["value"] for p in a["plies"]]
            best = max(values) if a["state"]["to_move"] == "south" else min(values)
            check(a["value"] == best == value, "after pit %d: %s, the start says %d" % (pit, a, value))
            check({ply_key(b) for b in a["best"]} == {ply_key(p) for p in a["plies"] if p["value"] == value}, str(a))
    finally:
        s.stop()


async def test_rule_case_positions_have_the_values_mancala_solve_gives():
    with open(CASES) as f:
        cases = json.load(f)["cases"]
    s = Server(hard_endgame_seeds=0, analysis_ms=5000)
    try:
        checked = 0
        for case in cases:
            if "state" not in case:
                continue  # from the start: the book's values, checked above (a solve from there takes minutes)
            state = dict(case["state"], ply=0, over=False, result=None, reason=None)
            status, a = analysis(s, variant=case["variant"], state=state)
            check(status == 200, "%s: %s" % (case["name"], a))
            check(a["exact"], "%s: not solved within 5 s: %s" % (case["name"], a))
            want = solved(case["variant"], case["state"])
            got = {ply_key(p): p["value"] for p in a["plies"]}
            check(got == {k: v for k, v in want["moves"].items()}, "%s: %s vs %s" % (case["name"], got, want["moves"]))
            check(a["value"] == want["value"], "%s: value %s vs %s" % (case["name"], a["value"], want["value"]))
            check({ply_key(b) for b in a["best"]} == {k for k, v in got.items() if v == a["value"]}, str(a))
            checked += 1
        check(checked == sum("state" in c for c in cases) and checked >= 8, "checked %d cases" % checked)
        # A small board from moves: every ply solved, as mancala solve says.
        variant = {"pits": 4, "seeds": 3}
        _, a = analysis(s, variant=variant, moves="1,2")
        r = subprocess.run([CLI, "solve", "--variant", json.dumps(variant), "--threads", "1", "--table-mb", "16",
                            "--endgame-seeds", "0", "--", "1", "2"], capture_output=True, text=True, timeout=60)
        want = json.loads(r.stdout)
        check({ply_key(p): p["value"] for p in a["plies"]} == want["moves"] and a["exact"], "%s vs %s" % (a, want))
        # And a small board from the start against the Python minimax, which shares no code with the server.
        _, a = analysis(s, variant={"pits": 3, "seeds": 4})
        value, moves = KalahOracle(3, 4).values()
        check(a["exact"] and a["value"] == value and {p["pit"]: p["value"] for p in a["plies"]} == moves,
              "Kalah(3,4): %s, the independent minimax: %d %s" % (a, value, moves))
    finally:
        s.stop()


async def test_what_the_budget_cannot_prove_is_an_estimate_labelled_with_its_depth():
    s = Server(hard_endgame_seeds=0, analysis_ms=200)
    try:
        status, a = analysis(s, moves="0,1,1")  # past the book, too deep to prove in 200 ms
        check(status == 200, str(a))
        estimates = [p for p in a["plies"] if not p["exact"]]
        check(estimates and all(p["depth"] > 0 for p in estimates), str(a["plies"]))
        check(a["exact"] is False, str(a))
        # After 0, 1 and 1 (an extra turn) South is to move (mancala play 0 1 1): the value is South's best ply's.
        check(a["value"] == max(p["value"] for p in a["plies"]), str(a))
        check({ply_key(b) for b in a["best"]} == {ply_key(p) for p in a["plies"] if p["value"] == a["value"]}, str(a))
        check(isinstance(a["ms"], (int, float)) and a["ms"] >= 0, str(a))
        check_line(a, ["0", "1", "1"])
        # A finished game: its final value, nothing to play.
        state = {"pits": [[0] * 6, [0] * 6], "stores": [30, 18], "to_move": "south", "ply": 40, "over": True,
                 "result": "south", "reason": "normal"}
        status, done = analysis(s, state=state)
        check(status == 200 and done == dict(done, value=12, exact=True, best=[], plies=[]), str(done))
    finally:
        s.stop()


async def test_bad_input_is_answered_400():
    s = Server(hard_endgame_seeds=0)
    try:
        for query in ("variant=%7Bnot", "variant=" + urllib.parse.quote('{"pits":99}'), "moves=9", "moves=2,2",
                      "moves=a", "state=" + urllib.parse.quote('{"pits":[[1]]}'), "state=%zz"):
            status, body = s.get_json("/api/analysis?" + query)
            check(status == 400 and body["error"] == "bad_request" and body["message"], "%s: %d %s" % (query, status, body))
        status, body = s.get_json("/api/analysis?moves=2,2")
        check("ply 2" in body["message"], "the message names the ply: %s" % body)
    finally:
        s.stop()


async def test_fifty_concurrent_requests_wait_for_the_pool_in_turn():
    s = Server(hard_endgame_seeds=0, analysis_ms=50, analysis_threads=1)
    try:
        loop = asyncio.get_running_loop()
        positions = ["0,%d" % i for i in range(1, 6)] * 10
        answers = await asyncio.gather(*[loop.run_in_executor(None, lambda m=m: analysis(s, moves=m))
                                         for m in positions])
        check(all(status == 200 for status, _ in answers), str([a for a in answers if a[0] != 200][:2]))
        status, _, body = s.get("/metrics")
        metrics = {line.split()[0]: float(line.split()[1]) for line in body.decode().splitlines()
                   if line and not line.startswith("#") and "{" not in line}
        check(metrics["mancala_analyses_total"] == 50, str(metrics.get("mancala_analyses_total")))
        check(metrics["mancala_analysis_running_peak"] == 1, "analysis_threads 1, peak %s" %
              metrics["mancala_analysis_running_peak"])
        status, _, _ = s.get("/healthz")
        check(status == 200, "healthz while analyses ran")
    finally:
        s.stop()


if __name__ == "__main__":
    CLI = os.path.abspath(sys.argv.pop(2))
    main([
        test_the_start_position_has_its_six_book_values,
        test_every_position_one_ply_in_is_answered_from_the_book_and_agrees_with_the_start,
        test_rule_case_positions_have_the_values_mancala_solve_gives,
        test_what_the_budget_cannot_prove_is_an_estimate_labelled_with_its_depth,
        test_bad_input_is_answered_400,
        test_fifty_concurrent_requests_wait_for_the_pool_in_turn,
    ])
