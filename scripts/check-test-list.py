#!/usr/bin/python3
"""Every test on disk must be one that a build's ctest runs (`make test-list-check`, part of `make test`
right after the build). A test that is renamed, deleted from a CMake list or never added to one is
not a failure anywhere else: ctest passes without it. Here it fails, by name.

usage: scripts/check-test-list.py [BUILD_DIR]   (default build; its doctest binaries must be built)

What is compared with `ctest --show-only=json-v1` of BUILD_DIR:
- tests/**/test_*.py: each is in a ctest command, and each of its `async def test_*` is in the list
  it hands to harness.main (a test left out of that list never runs);
- the other tests/**/*.py: in a ctest command, or a module that another one imports or names;
- tests/wasm/*.test.mjs: each is in a ctest command;
- tests/web/*.test.mjs: a ctest test runs tests/web/run.sh (which runs every such file it finds and
  fails a file that runs no test or skips one);
- tests/**/*.cpp with a TEST_CASE: a doctest binary that ctest runs holds a case of the file, and
  every case of those binaries is a ctest test of its own name, not marked skip;
- fuzz/corpus/<target>: a ctest command names the directory; fuzz/regressions/<file>: a ctest
  command names fuzz/regressions after `--prefix P`, with P a prefix of the file's name.
"""

import ast
import glob
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def rel(path):
    return os.path.relpath(path, ROOT)


def ctest_tests(build):
    """[(name, command as a list)] of BUILD_DIR's ctest."""
    r = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("check-test-list: `ctest --show-only=json-v1` in %s failed:\n%s" % (build, r.stderr))
    return [(t["name"], t.get("command", [])) for t in json.loads(r.stdout)["tests"]]


def paths_in(command):
    """The real paths an argument names, also in `VAR=path` (cmake -E env)."""
    found = set()
    for arg in command:
        value = arg.split("=", 1)[1] if re.match(r"^[A-Z_]+=", arg) else arg
        if value.startswith("/"):
            found.add(os.path.realpath(value))
    return found


def python_tests_not_in_main(path):
    """The module-level `async def test_*` of a test file that its main([...]) call leaves out."""
    tree = ast.parse(open(path).read(), path)
    defined = [n.name for n in tree.body if isinstance(n, ast.AsyncFunctionDef) and n.name.startswith("test_")]
    listed = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "main" and node.args:
            listed |= {n.id for n in ast.walk(node.args[0]) if isinstance(n, ast.Name)}
    return [name for name in defined if name not in listed]


def doctest_cases(binary):
    """[(case name, file, skipped)] of a doctest binary."""
    r = subprocess.run([binary, "--list-test-cases", "--reporters=xml", "--no-version"], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("check-test-list: %s --list-test-cases failed (%d):\n%s" % (binary, r.returncode, r.stderr))
    return [(c.get("name"), os.path.realpath(c.get("filename")), c.get("skipped") == "true")
            for c in ET.fromstring(r.stdout).iter("TestCase")]


def main():
    build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build"))
    tests = ctest_tests(build)
    # A test whose program is not built has no command (and a doctest binary not built has one
    # stand-in test, <target>_NOT_BUILT-<hash>): nothing can be compared until the build is done.
    unbuilt = sorted(re.sub(r"_NOT_BUILT(-\w+)?$", "", name) for name, cmd in tests if not cmd)
    if unbuilt:
        sys.exit("check-test-list: build %s first; the programs of these tests are not built: %s"
                 % (rel(build), " ".join(unbuilt)))
    names = {name for name, _ in tests}
    run_paths = set().union(set(), *(paths_in(cmd) for _, cmd in tests))
    problems = []
    counts = {}

    # Python: the test files, then the modules beside them.
    py_files = sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.py"), recursive=True))
    test_files = [p for p in py_files if os.path.basename(p).startswith("test_")]
    for path in test_files:
        if path not in run_paths:
            problems.append("%s: no ctest test runs it (is it in its folder's CMakeLists.txt list?)" % rel(path))
        for name in python_tests_not_in_main(path):
            problems.append("%s: %s is defined but not in the list given to main(), so it never runs" % (rel(path), name))
    sources = {p: open(p).read() for p in py_files}
    for path in py_files:
        if path in run_paths or path in test_files:
            continue
        module = os.path.splitext(os.path.basename(path))[0]
        used = re.compile(r"^\s*(import|from)\s+%s\b|\b%s\.py\b" % (module, module), re.M)
        if not any(used.search(text) for other, text in sources.items() if other != path):
            problems.append("%s: neither run by ctest nor used by a test" % rel(path))
    counts["Python test files"] = len(test_files)

    # Browser tests: run.sh lists tests/web/*.test.mjs when it runs.
    web_files = sorted(glob.glob(os.path.join(ROOT, "tests", "web", "*.test.mjs")))
    if web_files and os.path.join(ROOT, "tests", "web", "run.sh") not in run_paths:
        problems.append("tests/web/*.test.mjs (%d files): no ctest test runs tests/web/run.sh" % len(web_files))
    counts["browser test files"] = len(web_files)

    # node tests of the WebAssembly engine: each tests/wasm/*.test.mjs is in a ctest command.
    wasm_files = sorted(glob.glob(os.path.join(ROOT, "tests", "wasm", "*.test.mjs")))
    for path in wasm_files:
        if path not in run_paths:
            problems.append("%s: no ctest test runs it (is it in tests/CMakeLists.txt?)" % rel(path))
    counts["WebAssembly test files"] = len(wasm_files)

    # doctest: the binaries ctest runs, their cases, and the files those come from.
    binaries = sorted({cmd[0] for _, cmd in tests if len(cmd) > 1 and cmd[1].startswith("--test-case=")})
    case_files = set()
    for binary in binaries:
        for case, source, skipped in doctest_cases(binary):
            case_files.add(source)
            if case not in names:
                problems.append("%s: doctest case %r is no ctest test (a name with ';' splits in CMake)"
                                % (rel(source), case))
            if skipped:
                problems.append("%s: doctest case %r is marked skip" % (rel(source), case))
    sources_cpp = glob.glob(os.path.join(ROOT, "tests", "**", "*.[ch]pp"), recursive=True)
    cpp_files = sorted(p for p in sources_cpp if re.search(r"^\s*TEST_CASE", open(p).read(), re.M))
    for path in cpp_files:
        if path not in case_files:
            problems.append("%s: none of its TEST_CASEs is in a doctest binary that ctest runs "
                            "(is it in an add_executable with doctest_discover_tests?)" % rel(path))
    counts["doctest files"] = len(cpp_files)

    # Fuzz replays: each corpus directory, and each regression input by its target's prefix.
    corpora = sorted(d for d in glob.glob(os.path.join(ROOT, "fuzz", "corpus", "*")) if os.path.isdir(d))
    for d in corpora:
        if d not in run_paths:
            problems.append("%s: no ctest test replays this corpus" % rel(d))
    regressions_dir = os.path.join(ROOT, "fuzz", "regressions")
    prefixes = set()
    for _, cmd in tests:
        for i in range(len(cmd) - 2):
            if cmd[i] == "--prefix" and regressions_dir in paths_in(cmd[i + 2:]):
                prefixes.add(cmd[i + 1])
    regressions = sorted(glob.glob(os.path.join(regressions_dir, "*")))
    for path in regressions:
        if not any(os.path.basename(path).startswith(p) for p in prefixes):
            problems.append("%s: no ctest test replays it (name it <target>-<what>, targets' prefixes: %s)"
                            % (rel(path), " ".join(sorted(prefixes)) or "none"))
    counts["fuzz corpora"] = len(corpora)
    counts["regression inputs"] = len(regressions)

    summary = ", ".join("%s %d" % (what, n) for what, n in counts.items())
    if problems:
        print("check-test-list: %d problem(s); tests on disk that %s/ctest does not run:" % (len(problems), rel(build)))
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("check-test-list: %s/ctest (%d tests) runs every test on disk: %s" % (rel(build), len(tests), summary))


if __name__ == "__main__":
    main()
