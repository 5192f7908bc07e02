#!/usr/bin/env bash
# Runs `mancala perft DEPTH` and the baseline perft (plain and --bulk) RUNS times each, interleaved,
# and prints each one's min / median / max wall time in ms and leaves per second at the median.
# Usage: bench/perft_compare.sh [BUILD_DIR=build] [DEPTH=12] [RUNS=5]
set -euo pipefail
build=${1:-build} depth=${2:-12} runs=${3:-5}
declare -A times
for ((i = 0; i < runs; i++)); do
  times[ours]+="$("$build/cli/mancala" perft "$depth" | sed -E 's/.*"ms":([0-9.]+).*/\1/') "
  times[bulk]+="$("$build/bench/perft_baseline" "$depth" --bulk | sed -E 's/.*"ms":([0-9.]+).*/\1/') "
  times[plain]+="$("$build/bench/perft_baseline" "$depth" | sed -E 's/.*"ms":([0-9.]+).*/\1/') "
done
nodes=$("$build/cli/mancala" perft "$depth" | sed -E 's/.*"nodes":([0-9]+).*/\1/')
for k in ours bulk plain; do
  sorted=$(tr ' ' '\n' <<<"${times[$k]}" | grep . | sort -n)
  min=$(head -1 <<<"$sorted") max=$(tail -1 <<<"$sorted") med=$(sed -n "$(((runs + 1) / 2))p" <<<"$sorted")
  printf '%-6s depth %s nodes %s  ms min %s median %s max %s  leaves/s at median %.0fM\n' \
    "$k" "$depth" "$nodes" "$min" "$med" "$max" "$(echo "$nodes / $med / 1000" | bc -l)"
done
