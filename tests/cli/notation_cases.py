#!/usr/bin/python3
"""Runs `mancala play --notation` as a process on timed, aborted and agreed games' notation
(docs/notation.md): the Clock header and each ply's `@` clock are read, a malformed one exits
2 naming the file and line, and pits are read from 0 or, under PitBase "1", from 1.

Usage: notation_cases.py MANCALA_BINARY. Prints 'N passed, N failed'; exits 1 on a failure.
"""
import json
import os
import subprocess
import sys
import tempfile

binary = sys.argv[1]
passed = failed = 0
HEADERS = ('[Variant "kalah pits=6 seeds=4 capture=standard pie=false scoring=store early_end=false"]\n'
           '[South "A"]\n[North "B"]\n')  # lines 1-3


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name} {detail}")


def play(text):
    """`mancala play --notation FILE` on `text`: (exit code, stdout, stderr, the file's path)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([binary, "play", "--notation", f.name], capture_output=True, text=True, timeout=30)
        return r.returncode, r.stdout, r.stderr, f.name
    finally:
        os.unlink(f.name)


# A timed game: 2 ends in South's store (one turn), then North's 0; each ply with its clock.
timed = HEADERS + '[Clock "180+2"]\n\n1. S 2@180.000 5@181.250\n2. N 0@179.5\n'
code, out, err, _ = play(timed)
check("timed game", code == 0, err)
if code == 0:
    state = json.loads(out)
    check("timed game state", state["ply"] == 3 and state["to_move"] == "south" and not state["over"], out)
# The same plies without clocks give the same state.
code_plain, out_plain, _, _ = play(HEADERS + "\n1. S 2 5\n2. N 0\n")
check("clocks do not change the plies", code_plain == 0 and out_plain == out, out_plain + out)
# Standard input too.
r = subprocess.run([binary, "play", "--notation", "-"], input=timed, capture_output=True, text=True, timeout=30)
check("timed game on stdin", r.returncode == 0 and r.stdout == out, r.stderr)

# Malformed clocks, on a ply (line 6: the first turn) or in the header (line 4).
for bad in ["2@", "2@-1", "2@1.2345", "2@1:30", "2@12345678901", "2@x"]:
    code, out, err, path = play(HEADERS + '[Clock "180+2"]\n\n1. S ' + bad + " 5\n")
    check(f"bad ply clock {bad}", code == 2 and out == "" and f"{path}:6:" in err and "bad clock" in err, err)
for bad in ["180", "0+0", "4d", "99999+1"]:
    code, out, err, path = play(HEADERS + f'[Clock "{bad}"]\n\n1. S 2 5\n')
    check(f"bad Clock header {bad}", code == 2 and out == "" and f"{path}:4:" in err and "Clock" in err, err)
r = subprocess.run([binary, "play", "--notation", "-"], input=HEADERS + "\n1. S 2 5@9.9999\n",
                   capture_output=True, text=True, timeout=30)
check("bad clock on stdin", r.returncode == 2 and "<stdin>:5:" in r.stderr, r.stderr)

# An aborted game is over without a result; a draw by agreement ends a game in progress.
code, out, err, _ = play(HEADERS + '[Result "*"]\n[Reason "aborted"]\n\n1. S 3@60.000\n')
check("aborted game", code == 0 and json.loads(out)["over"] and json.loads(out)["result"] is None
      and json.loads(out)["reason"] == "aborted", out + err)
code, out, err, path = play(HEADERS + '[Result "south"]\n[Reason "aborted"]\n\n1. S 3\n')
check("aborted game with a result", code == 2 and f"{path}:4:" in err, err)
code, out, err, _ = play(HEADERS + '[Result "draw"]\n[Reason "agreement"]\n\n1. S 3\n2. N 1\n')
check("agreed draw", code == 0 and json.loads(out)["result"] == "draw" and json.loads(out)["reason"] == "agreement",
      out + err)

# Pits counted from 1 under PitBase "1" (as the server writes them) read as the same plies as
# the 0-based file above; pit 0 of such a file is refused naming its line.
code, out1, err, _ = play(HEADERS + '[PitBase "1"] # pits 1 to 6\n\n1. S 3 6\n2. N 1\n')
check("pits from 1", code == 0 and out1 == out_plain, out1 + err)
code, out, err, path = play(HEADERS + '[PitBase "1"]\n\n1. S 0\n')
check("pit 0 of a file from 1", code == 2 and f"{path}:6:" in err and "counted from 1" in err, err)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
