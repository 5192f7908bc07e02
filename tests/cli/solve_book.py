"""`mancala solve` answers from the opening book the server's analysis uses (docs/ai.md §Command
line): the start of Kalah(6,4) has the published values (+8; -14, -10, +8, -2, -8, +4 for pits
0..5), exact, from the book and with no node searched; the position after South's opening extra
turn (pit 2) too, its best plies worth the book's +8; `--value-only` one ply deeper reads the
position's own entry, the value its parent gave that ply; a variant without a book is solved by the
solver, and so is the start with `--no-book` (stopped by its budget).
usage: solve_book.py MANCALA"""
import json
import subprocess
import sys

mancala = sys.argv[1]


def solve(*args):
    p = subprocess.run([mancala, "solve", "--quiet", *args], capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        sys.exit("solve %s: exit %d: %s" % (args, p.returncode, p.stderr))
    return json.loads(p.stdout)


def check(what, ok, got):
    if not ok:
        sys.exit("FAIL: %s: %s" % (what, got))
    print("ok: %s" % what)


def from_book(r):
    return r["exact"] is True and r["from"] == "book" and r["nodes"] == 0


start = solve()
check("the start: +8 and each first ply's published value, from the book",
      from_book(start) and start["value"] == 8 and start["best"] == 2
      and start["moves"] == {"0": -14, "1": -10, "2": 8, "3": -2, "4": -8, "5": 4}, start)
check("--value-only at the start: the book's entry", from_book(solve("--value-only")) and
      solve("--value-only")["value"] == 8, solve("--value-only"))

# Pit 2 ends in South's store: South moves again, and the book holds every child of that position.
extra = solve("--", "2")
check("after pit 2 (South's extra turn): from the book, worth +8 as the start's pit 2",
      from_book(extra) and extra["value"] == start["moves"]["2"] and len(extra["moves"]) == 5
      and extra["moves"][str(extra["best"])] == 8 and max(extra["moves"].values()) == 8, extra)
for pit, value in extra["moves"].items():
    deeper = solve("--value-only", "--", "2", pit)
    check("2 %s, --value-only: the book's entry, the value its parent gave" % pit,
          from_book(deeper) and deeper["value"] == value, deeper)

# Kalah(4,3) has no book: the solver answers.
small = solve("--variant", '{"pits":4,"seeds":3}', "--endgame-seeds", "0", "--table-mb", "16")
check("Kalah(4,3): the solver, +6", small["from"] == "solver" and small["exact"] is True and small["value"] == 6
      and small["nodes"] > 0, small)
# --no-book: the start goes to the solver, which does not finish within 200 ms (exit 1).
p = subprocess.run([mancala, "solve", "--quiet", "--no-book", "--value-only", "--endgame-seeds", "0", "--table-mb", "16",
                    "--time-ms", "200"], capture_output=True, text=True, timeout=300)
check("--no-book: the solver, stopped by its budget", p.returncode == 1 and "not solved within the budget" in p.stderr,
      (p.returncode, p.stdout, p.stderr))
