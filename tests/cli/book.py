"""`mancala book`: on Kalah(4,3), every book entry within 1 ply of the start must be the first ply
in pit order that keeps the position's exact value, as `mancala solve` gives them (the book
tests its deepest plies with one null-window search each, not a whole solve).
usage: book.py MANCALA"""
import json
import re
import subprocess
import sys
from collections import Counter

mancala = sys.argv[1]
VARIANT = '{"pits":4,"seeds":3}'


def run(*args):
    p = subprocess.run([mancala, *args], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("%s failed: %s" % (args, p.stderr))
    return p.stdout


book = run("book", "--variant", VARIANT, "--plies", "1", "--endgame-seeds", "8", "--table-mb", "16")
got = Counter((int(ply), int(value)) for ply, value in re.findall(r"\{0x[0-9a-f]+ULL, (\d+), (-?\d+)\}", book))

# The same from `mancala solve`: the start and each position one ply in (distinct ones: an
# extra turn leaves South to move, another ply North).
expected = Counter()
for line in [[], ["0"], ["1"], ["2"], ["3"]]:
    r = json.loads(run("solve", "--variant", VARIANT, "--endgame-seeds", "8", "--table-mb", "16", "--", *line))
    if not r["moves"]:
        continue  # the game is over
    first = min(int(pit) for pit, v in r["moves"].items() if v == r["value"])
    expected[(first, r["value"])] += 1

print("book entries:", sorted(got.elements()))
print("from solve:  ", sorted(expected.elements()))
if got != expected:
    sys.exit("FAIL: the book's entries differ from the solver's")
print("ok: %d entries agree" % sum(got.values()))
