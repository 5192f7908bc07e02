"""Every doctest case runs under ctest: a name holding ';' does not.

doctest_discover_tests registers one ctest entry per test case, and CMake splits a name at ';'
(its list separator): each half becomes an entry whose filter matches no case, and doctest
reports such a run as a success with 0 cases. Three cases went untested that way. This test
lists each binary's cases and fails on any name ctest would split.
Usage: doctest_names.py DOCTEST_BINARY..."""

import subprocess
import sys

bad = []
total = 0
for binary in sys.argv[1:]:
    out = subprocess.run([binary, "--list-test-cases", "--no-intro"], capture_output=True, text=True,
                         check=True).stdout
    names = [line for line in out.splitlines() if line and not line.startswith("[doctest]") and not line.startswith("=")]
    total += len(names)
    bad += ["%s: %s" % (binary, n) for n in names if ";" in n]
if total == 0:
    sys.exit("no test cases listed: is --list-test-cases still the flag?")
if bad:
    sys.exit("test case names with ';' (ctest splits them and runs nothing):\n  " + "\n  ".join(bad))
print("%d test case names, none with ';'" % total)
