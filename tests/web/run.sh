#!/usr/bin/env bash
# Runs the browser tests (ctest: web_browser_tests). Installs playwright-core from the lock
# file first when node_modules lacks it, so a fresh clone passes `make test`.
# Needs MANCALA_SERVER (the mancala-server binary), node, npm and /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ ! -f node_modules/playwright-core/package.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
# One file at a time: each starts its own server and browser, and the machine is small.
exec node --test --test-concurrency=1 --test-timeout=240000 tests/web/
