#!/usr/bin/env bash
# `make test` (what .ci/run runs): every part of docs/testing.md, with the sanitizer build in the
# background while the release and fuzz tests run. Most tests wait on sockets and timers, so the
# two cores would idle for half of each ctest; the background build runs at nice 10 and takes only
# what the tests leave. The image is built once the sanitizer tests are done. Stops at the first
# part that fails (and stops the background), prints each part's time, a background part's output
# when it is waited for, and the total.
set -uo pipefail
cd "$(dirname "$0")/.."

make_part() { make --no-print-directory "$@"; }
logs=$(mktemp -d /tmp/mancala-make-test.XXXXXX)
t0=$SECONDS
background=

stop_background() {
  [[ -n $background ]] && kill -- "-$background" 2>/dev/null
  wait 2>/dev/null
}
failed() {  # name, seconds
  echo "make test: $1 FAILED after $2 s"
  stop_background
  exit 1
}
# A foreground part: make target(s) named after the part.
part() {  # name, make targets...
  local name=$1 start=$SECONDS
  shift
  make_part "$@" || failed "$name" $((SECONDS - start))
  echo "make test: $name passed in $((SECONDS - start)) s"
}
# Waits for a background part, prints its output and its own time (from its start, in the background).
await() {  # name
  local name=$1 rc seconds
  while [[ ! -s $logs/$name.rc ]]; do
    kill -0 "$background" 2>/dev/null || [[ -s $logs/$name.rc ]] || { echo "make test: $name never ran"; failed "$name" 0; }
    sleep 1
  done
  read -r rc seconds <"$logs/$name.rc"
  echo "=== $name (in the background)"
  cat "$logs/$name.log"
  ((rc == 0)) || failed "$name" "$seconds"
  echo "make test: $name passed in $seconds s (in the background)"
}

part format-check format-check
# Every package first, in the foreground: the background parts' own checks then find them installed
# and never run apt-get beside another one.
bash scripts/install-docker-deps.sh || failed install-docker-deps 0
part build build
# Every test file on disk must be in the build's ctest, before a ctest without some of them passes.
part test-list-check test-list-check
# The background part: the sanitizer build. Its own process group, so that a failure in the
# foreground can stop it.
setsid bash -c '
  run() { local start=$SECONDS; nice -n 10 make --no-print-directory "$2" >"$1/$3.log" 2>&1; local rc=$?
          echo "$rc $((SECONDS - start))" >"$1/$3.rc"; return $rc; }
  run "$0" asan-build asan-build' "$logs" &
background=$!
part test-release ctest-release
part cluster-check cluster-check
part fuzz-smoke fuzz-smoke
await asan-build
part test-asan ctest-asan
# The image after the sanitizer tests, not beside them: its build (uncached, or its compile
# layer after any source change) took both cores, and the sanitizer tests' waits ran out.
part docker-image docker-image
part docker-check docker-run-check
wait "$background"
rm -rf "$logs"
echo "make test: all passed in $((SECONDS - t0)) s (format-check build test-list-check test-release cluster-check fuzz-smoke asan-build test-asan docker-image docker-check)"
