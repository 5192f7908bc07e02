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
# One target: fuzzes it from a copy of its corpus; its exit status is the run's verdict.
fuzz_one() {  # target
  local target=$1 corpus="$root/fuzz/corpus/$1" work
  # A moved or emptied corpus fails here, by name, rather than fuzzing from nothing.
  if ! compgen -G "$corpus/*" >/dev/null; then
    echo "fuzz_$target FAILED: no corpus inputs in $corpus" >&2
    return 1
  fi
  work=$(mktemp -d)
  cp "$corpus/"* "$work/"
  echo "fuzz_$target: ${seconds}s from $(ls "$work" | wc -l) corpus inputs"
  if ! "$build/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -print_final_stats=1 -artifact_prefix="$artifacts/$target-" "$work" 2>"$artifacts/$target.log"; then
    echo "fuzz_$target FAILED: see $artifacts/$target.log and the crash input beside it" >&2
    tail -40 "$artifacts/$target.log" >&2
    rm -rf "$work"
    return 1
  fi
  echo "fuzz_$target: $(grep -E "stat::number_of_executed_units|cov:" "$artifacts/$target.log" | tail -2 | tr '\n' ' ')"
  rm -rf "$work"
}
# The targets side by side, one a core: each is single-threaded, and the run takes one target's time.
pids=()
for target in decoder engine; do
  fuzz_one "$target" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
