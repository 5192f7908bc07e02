#!/usr/bin/env bash
# Short libFuzzer runs of every target in a build made with -DMANCALA_FUZZ=ON (make fuzz-smoke).
# usage: fuzz/run.sh BUILD_DIR SECONDS_PER_TARGET
# Fuzzes from a copy of fuzz/corpus (the committed corpus stays as it is); a crash leaves its
# input in test-artifacts/fuzz/ and fails the run: copy it to fuzz/regressions/<target>-<name>.
set -euo pipefail
build=${1:?build dir}
seconds=${2:-30}
root="$(cd "$(dirname "$0")/.." && pwd)"
artifacts="$root/test-artifacts/fuzz"
mkdir -p "$artifacts"
status=0
for target in decoder engine; do
  # A moved or emptied corpus fails here, by name, rather than fuzzing from nothing.
  corpus="$root/fuzz/corpus/$target"
  if ! compgen -G "$corpus/*" >/dev/null; then
    echo "fuzz_$target FAILED: no corpus inputs in $corpus" >&2
    status=1
    continue
  fi
  work=$(mktemp -d)
  cp "$corpus/"* "$work/"
  echo "fuzz_$target: ${seconds}s from $(ls "$work" | wc -l) corpus inputs"
  if ! "$build/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$artifacts/$target-" "$work" 2>"$artifacts/$target.log"; then
    echo "fuzz_$target FAILED: see $artifacts/$target.log and the crash input beside it" >&2
    tail -40 "$artifacts/$target.log" >&2
    status=1
  else
    grep -E "stat::number_of_executed_units|cov:" "$artifacts/$target.log" | tail -2
  fi
  rm -rf "$work"
done
exit $status
