#!/usr/bin/env bash
# Runs the browser tests (ctest: web_browser_tests): every tests/web/*.test.mjs, listed when it runs,
# or the files given as arguments. Installs playwright-core and axe-core from the lock file first
# when node_modules lacks either, so a fresh clone passes `make test`.
# Needs MANCALA_SERVER (the mancala-server binary), node, npm and /usr/bin/chromium.
# node --test exits 0 when a file runs no test or a test skips itself; this fails instead, naming
# the file: no file found, a file that ran no test, or a skipped (or todo) test.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ! -f node_modules/playwright-core/package.json || ! -f node_modules/axe-core/axe.min.js ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
if (($#)); then
  files=("$@")
else
  shopt -s nullglob
  files=(tests/web/*.test.mjs)
  shopt -u nullglob
fi
if ((${#files[@]} == 0)); then
  echo "run.sh: no tests/web/*.test.mjs to run" >&2
  exit 1
fi
tally=$(mktemp)
trap 'rm -f "$tally"' EXIT
# Files run MANCALA_WEB_JOBS at a time (1 by default): each starts its own server and browser, on
# its own port and temporary directory. One at a time keeps the suite from taking the cores the
# sanitizer build needs beside it (make test): two at a time were no faster in all.
jobs=${MANCALA_WEB_JOBS:-1}
if [[ ! $jobs =~ ^[1-9][0-9]?$ ]]; then
  echo "run.sh: MANCALA_WEB_JOBS must be a number from 1 to 99, not '$jobs'" >&2
  exit 2
fi
status=0
node --test --test-concurrency="$jobs" --test-timeout=240000 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./tests/web/tally-reporter.mjs --test-reporter-destination="$tally" \
  "${files[@]}" || status=$?
for f in "${files[@]}"; do
  want=$(realpath "$f")
  line=$(awk -v f="$want" '{ p = $1 " " $2 " " $3 " "; if (substr($0, length(p) + 1) == f) print $1, $2, $3 }' "$tally")
  read -r passed skipped failed <<<"${line:-0 0 0}"
  if ((passed + failed == 0)); then
    echo "run.sh: $f ran no test" >&2
    status=1
  fi
  if ((skipped > 0)); then
    echo "run.sh: $f skipped $skipped test(s): a browser test may not skip itself" >&2
    status=1
  fi
done
exit $status
