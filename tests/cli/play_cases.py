#!/usr/bin/python3
"""Runs `mancala play` as a process on every Kalah and Oware case of ../shared/cases and on bad input.

Usage: play_cases.py MANCALA_BINARY SHARED_DIR. Prints 'N passed, N failed'; exits 1 on a failure.
"""
import json
import subprocess
import sys

binary, shared = sys.argv[1], sys.argv[2]
passed = failed = 0


def run(args):
    return subprocess.run([binary, "play", *args], capture_output=True, text=True, timeout=30)


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name} {detail}")


def expected_fields(expect, state):
    keys = ["pits", "stores", "over", "result"] + ([] if expect["over"] else ["to_move"])
    if "ply" in expect:
        keys.append("ply")
    return {k: expect[k] for k in keys}, {k: state.get(k) for k in keys}


for file in ["random-games.json", "position-cases.json"]:
    for case in json.load(open(f"{shared}/cases/{file}"))["cases"]:
        game = case["variant"].get("game", "kalah")
        args = ["--variant", json.dumps(case["variant"])]
        if "state" in case:
            args += ["--state", json.dumps(case["state"])]
        args += ["--"] + [str(p) for p in case["plies"]]
        r = run(args)
        name = f"{file}:{case.get('name', case['plies'][:5])}"
        if case.get("expect_error"):
            check(name, r.returncode == 2 and r.stdout == "" and "ply" in r.stderr, r.stderr)
        else:
            if r.returncode != 0:
                check(name, False, r.stderr)
                continue
            state = json.loads(r.stdout)
            want, got = expected_fields(case["expect"], state)
            check(name, want == got, f"want {want} got {got}")
            # Kalah games end normally; Oware may also end by the feeding rule or the no-capture limit.
            reasons = {"normal"} if game == "kalah" else {"normal", "no_feed", "no_capture_limit"}
            check(name + " reason", state["reason"] in reasons if state["over"] else state["reason"] is None)

# Oware: a ply that starves an empty opponent is refused while a feeding ply exists; the swap
# does not exist; Kalah's options are not Oware's.
OWARE = ["--variant", '{"game":"oware"}']
starving = '{"pits":[[1,0,0,2,0,1],[0,0,0,0,0,0]],"stores":[20,24],"to_move":"south"}'
for plies, index, reason in [(["0"], 0, "does not feed"), (["3"], 0, "does not feed"), (["swap"], 0, "swap")]:
    r = run([*OWARE, "--state", starving, "--", *plies])
    check(f"oware illegal {plies}", r.returncode == 2 and r.stdout == "" and f"ply {index}" in r.stderr
          and reason in r.stderr, r.stderr)
r = run([*OWARE, "--state", starving, "--", "5"])
check("oware feeding ply", r.returncode == 0 and json.loads(r.stdout)["pits"] == [[1, 0, 0, 2, 0, 0], [1, 0, 0, 0, 0, 0]],
      r.stdout + r.stderr)
r = run([*OWARE, "--state", '{"pits":[[0,1,1,0,0,0],[0,0,0,0,0,1]],"stores":[22,23],"to_move":"north"}', "--", "5"])
check("oware no_feed end", r.returncode == 0 and json.loads(r.stdout) == {
    "ply": 1, "pits": [[0] * 6, [0] * 6], "stores": [25, 23], "to_move": "south",
    "over": True, "result": "south", "reason": "no_feed"}, r.stdout + r.stderr)
r = run(["--variant", '{"game":"oware","no_capture_limit":1}', "--", "5"])
check("oware no_capture_limit end", r.returncode == 0 and json.loads(r.stdout)["reason"] == "no_capture_limit"
      and json.loads(r.stdout)["stores"] == [20, 28], r.stdout + r.stderr)
for variant, word in [('{"game":"oware","pits":5}', "pits"), ('{"game":"oware","no_capture_limit":0}', "no_capture_limit")]:
    r = run(["--variant", variant])
    check(f"oware bad variant {variant}", r.returncode == 2 and r.stdout == "" and word in r.stderr, r.stderr)

# The start position, printed in full.
r = run([])
check("start state", r.returncode == 0 and json.loads(r.stdout) == {
    "ply": 0, "pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": "south",
    "over": False, "result": None, "reason": None}, r.stdout)

# Every illegal ply: exit 2, nothing on stdout, stderr names the ply's index and the reason.
for plies, index, reason in [(["7"], 0, "out of range"), (["2", "2"], 1, "empty"),
                             (["0", "swap"], 1, "swap"), (["x"], 0, "not a pit"), (["-1"], 0, "")]:
    r = run(["--", *plies])
    check(f"illegal {plies}", r.returncode == 2 and r.stdout == "" and f"ply {index}" in r.stderr
          and reason in r.stderr, r.stderr)

# Bad variant, state or flag: exit 2 with the reason.
for args, word in [(["--variant", '{"pits":13}'], "pits"), (["--variant", "{"], "JSON"),
                   (["--variant", '{"capture":"all"}'], "capture"), (["--variant", '{"colour":1}'], "colour"),
                   (["--state", '{"pits":[[1],[2]]}'], "pits"), (["--bogus"], "bogus")]:
    r = run(args)
    check(f"bad input {args}", r.returncode == 2 and r.stdout == "" and word in r.stderr, r.stderr)

# A 12x12 board (KGP's widest): a capture takes South's store past 255, the sweep ends the game.
wide = ["--variant", '{"pits":12,"seeds":12}']
row_s, row_n = [1] + [0] * 10 + [3], [4] + [0] * 9 + [20, 0]
r = run(wide + ["--state", json.dumps({"pits": [row_s, row_n], "stores": [250, 10]}), "0", "0", "11"])
state = json.loads(r.stdout) if r.returncode == 0 else {}
check("12x12 store above 255", state.get("stores") == [272, 16] and state.get("over") and state.get("result") == "south"
      and state.get("pits") == [[0] * 12, [0] * 12], r.stdout + r.stderr)
r = subprocess.run([binary, "perft", "4", *wide], capture_output=True, text=True, timeout=30)
check("12x12 perft 4", r.returncode == 0 and json.loads(r.stdout)["nodes"] == 18921, r.stdout + r.stderr)

# The command line itself: no subcommand, an unknown one, or a flag first is exit 2 with the reason
# after "mancala: " and the list of subcommands; `help` is --help.
for args, reason in [([], "mancala: name a subcommand\n"), (["bogus"], "mancala: no subcommand is named 'bogus'\n"),
                     (["--bogus"], "mancala: a subcommand comes first, not '--bogus'\n")]:
    r = subprocess.run([binary, *args], capture_output=True, text=True, timeout=30)
    check(f"command line {args}", r.returncode == 2 and r.stdout == "" and r.stderr.startswith(reason)
          and "\n  solve    the exact value" in r.stderr and "\n  play     apply plies" in r.stderr, r.stderr)
r = subprocess.run([binary, "play", "--bogus"], capture_output=True, text=True, timeout=30)
check("play --bogus", r.returncode == 2 and r.stderr == "mancala: The following argument was not expected: --bogus\n",
      r.stderr)
r = subprocess.run([binary, "help"], capture_output=True, text=True, timeout=30)
check("help", r.returncode == 0 and "Usage: mancala [OPTIONS] SUBCOMMAND" in r.stdout and "puzzles" in r.stdout,
      r.stdout + r.stderr)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
