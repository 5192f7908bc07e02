"""`mancala solve` reports each MTD(f) pass on stderr: the bounds on the position's value and on
each ply's, in South-minus-North seeds like the JSON answer, closing in on it; `--quiet` stops
the lines. Checked with South and with North to move at the root.
usage: solve_progress.py MANCALA"""
import json
import re
import subprocess
import sys

mancala = sys.argv[1]
VARIANT = '{"pits":4,"seeds":3}'
LINE = re.compile(r"mancala solve: (position|ply (\d+)): "
                  r"(?:value = (-?\d+)|(-?\d+) <= value <= (-?\d+)|value >= (-?\d+)|value <= (-?\d+)) after \d+\.\d s$")
failures = []


def check(what, ok):
    if not ok:
        failures.append(what)
    print(("ok   " if ok else "FAIL ") + what)


def solve(*extra):
    p = subprocess.run([mancala, "solve", "--variant", VARIANT, "--endgame-seeds", "0", "--table-mb", "16", *extra],
                       capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def passes(err):
    """{"position" or ply index: [(at_least or None, at_most or None), ...]} from the stderr lines."""
    out = {}
    for line in err.splitlines():
        m = LINE.match(line)
        if not m:
            check(f"a progress line reads as bounds: {line!r}", False)
            continue
        key = "position" if m[1] == "position" else m[2]
        if m[3] is not None:
            bounds = (int(m[3]), int(m[3]))
        elif m[4] is not None:
            bounds = (int(m[4]), int(m[5]))
        elif m[6] is not None:
            bounds = (int(m[6]), None)
        else:
            bounds = (None, int(m[7]))
        out.setdefault(key, []).append(bounds)
    return out


def check_passes(label, out, err):
    answer = json.loads(out)
    seen = passes(err)
    finals = {"position": answer["value"], **answer["moves"]}
    check(f"{label}: a line for the position and for each ply {sorted(finals)}", sorted(seen) == sorted(finals))
    for key, value in finals.items():
        steps = seen.get(key, [])
        check(f"{label}: {key}: the last pass gives the answer's value {value}", steps and steps[-1] == (value, value))
        lows = [lo for lo, _ in steps if lo is not None]
        highs = [hi for _, hi in steps if hi is not None]
        check(f"{label}: {key}: every bound holds the value and the bounds only close in",
              all(lo <= value for lo in lows) and all(hi >= value for hi in highs)
              and lows == sorted(lows) and highs == sorted(highs, reverse=True))


rc, out, err = solve()
check("South to move: exit 0", rc == 0)
check("Kalah(4,3) = 6", json.loads(out)["value"] == 6)
check_passes("South to move", out, err)

# After South's pit 0 (three seeds sown into pits 1-3), North is to move: the mover's values
# must come out turned into South minus North.
rc, out, err = solve("0")
check("North to move: exit 0", rc == 0)
check("after pit 0 the value is -6 (the ply's value above)", json.loads(out)["value"] == -6)
check_passes("North to move", out, err)

rc, out, err = solve("--quiet")
check("--quiet: same answer, no progress lines", rc == 0 and json.loads(out)["value"] == 6 and "mancala solve:" not in err)

print(f"{len(failures)} failures" if failures else "all passed")
sys.exit(1 if failures else 0)
