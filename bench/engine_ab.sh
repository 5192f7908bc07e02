#!/usr/bin/env bash
# Two builds of `mancala` on the standard board, interleaved so that both see the same machine:
# `perft 12` and the one-thread value of Kalah(6,4) (`solve --value-only`, its 16-seed endgame table
# built and counted), RUNS times each. Prints every run, then each one's min / median / max wall
# time and the median CPU time (user + system, /usr/bin/time).
# Usage: bench/engine_ab.sh OLD_BINARY NEW_BINARY [RUNS=5] [SOLVE_RUNS=3]
set -euo pipefail
old=$1 new=$2 runs=${3:-5} solve_runs=${4:-3}
declare -A wall cpu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One run: KEY, then the command. Appends its wall ms and CPU ms.
measure() {
  local key=$1
  shift
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$work/out"
  read -r w u s <"$work/time"
  wall[$key]+="$(echo "$w * 1000" | bc) " cpu[$key]+="$(echo "($u + $s) * 1000" | bc) "
  printf '%-12s %s  wall %s s  cpu %s s\n' "$key" "$(head -c 90 "$work/out")" "$w" "$(echo "$u + $s" | bc)"
}

for ((i = 0; i < runs; i++)); do
  measure perft-old "$old" perft 12
  measure perft-new "$new" perft 12
done
# --no-book for a build whose solve would answer the start from the opening book.
no_book() { if "$1" solve --help 2>&1 | grep -q -- --no-book; then echo --no-book; fi; }
for ((i = 0; i < solve_runs; i++)); do
  measure solve-old "$old" solve --quiet $(no_book "$old") --value-only --threads 1
  measure solve-new "$new" solve --quiet $(no_book "$new") --value-only --threads 1
done

median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for key in perft-old perft-new solve-old solve-new; do
  sorted=$(tr ' ' '\n' <<<"${wall[$key]}" | grep . | sort -n)
  printf '%-10s wall ms min %s median %s max %s   cpu ms median %s\n' "$key" "$(head -1 <<<"$sorted")" \
    "$(median "${wall[$key]}")" "$(tail -1 <<<"$sorted")" "$(median "${cpu[$key]}")"
done
echo "load: $(uptime)"
