"""`mancala solve --endgame-file`: built and written once, read back after; a file holding
something else, a damaged or a truncated one, or a path that cannot be written is refused with
exit code 2 and a message, and the file is left as it was.
usage: endgame_file.py MANCALA"""
import json
import os
import subprocess
import sys
import tempfile

mancala = sys.argv[1]
VARIANT = '{"pits":4,"seeds":3}'
failures = []


def solve(path, seeds=10, variant=VARIANT):
    p = subprocess.run([mancala, "solve", "--variant", variant, "--endgame-seeds", str(seeds), "--table-mb", "16",
                        "--endgame-file", path], capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def check(what, ok):
    if not ok:
        failures.append(what)
    print(("ok   " if ok else "FAIL ") + what)


with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "kalah-4-3.egt")
    rc, out, err = solve(path)
    check("first run builds and writes the table", rc == 0 and "built" in err and os.path.exists(path))
    check("no temporary file is left", not os.path.exists(path + ".tmp"))
    first = json.loads(out)
    check("Kalah(4,3) = South by 6, plies -6 +6 +2 -2",
          first["value"] == 6 and first["moves"] == {"0": -6, "1": 6, "2": 2, "3": -2})
    rc, out, err = solve(path)
    check("second run reads the file", rc == 0 and "read from" in err)
    second = json.loads(out)
    check("same values from the file", second["value"] == 6 and second["moves"] == first["moves"])

    with open(path, "rb") as f:
        good = f.read()
    rc, out, err = solve(path, seeds=9)
    check("another seed limit is refused (exit 2, names the file)", rc == 2 and path in err and "something else" in err)
    rc, out, err = solve(path, variant='{"pits":4,"seeds":3,"capture":"empty"}')
    check("another variant is refused", rc == 2 and "something else" in err)

    damaged = bytearray(good)
    for i in range(len(damaged) // 2, len(damaged)):
        damaged[i] = (damaged[i] + 1) % 256
    with open(path, "wb") as f:
        f.write(damaged)
    rc, out, err = solve(path)
    check("a damaged file is refused", rc == 2 and "damaged" in err)
    with open(path, "rb") as f:
        check("and left as it was", f.read() == bytes(damaged))

    with open(path, "wb") as f:
        f.write(good[:-3])
    rc, out, err = solve(path)
    check("a truncated file is refused", rc == 2 and "truncated" in err)

    rc, out, err = solve(os.path.join(tmp, "no-such-dir", "t.egt"))
    check("an unwritable path is refused", rc == 2 and "cannot write" in err)

print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
