#!/usr/bin/env bash
# Solves Kalah(6,4) from the start with CMancala (github LifesLight/CMancala, built here outside
# the repository) and with `mancala solve`, alternating them RUNS times in one run, and prints for
# each: wall time, CPU time, peak RSS (/usr/bin/time -v), nodes (ours only) and the value.
# Usage: bench/solver_compare.sh [BUILD_DIR=build] [RUNS=1]
# Env: CMANCALA_SRC   a CMancala checkout (default: cloned from GitHub into a temporary dir)
#      CMANCALA_CACHE its transposition table, 2^N entries (default 27: 0.8 GB resident; its own
#                     default is 24, 100 MB)
#      TABLE_SEEDS    the endgame table of the table-backed run (default 22; its file is built
#                     once in data/ and then read, so that run counts only reading it)
# CMancala runs single-threaded with its opening book off (its --api mode); `SOLVE` there finds
# the exact value (MTD(f) over null windows to every game end), not just a win or loss.
set -euo pipefail
build=${1:-build} runs=${2:-1}
table_seeds=${TABLE_SEEDS:-22}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

src=${CMANCALA_SRC:-}
if [[ -z $src ]]; then
  src=$work/CMancala
  git clone -q https://github.com/LifesLight/CMancala "$src"
fi
# Its own build in a directory of ours; -O3 -march=native -flto come from its CMakeLists.
cmake -S "$src" -B "$work/cmancala-build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/cmancala-build" -j1 >/dev/null
cm=$work/cmancala-build/Mancala
cm_args=(--api --cache "${CMANCALA_CACHE:-27}")

ours=$build/cli/mancala
table_file=data/kalah-6-4-$table_seeds.egt
mkdir -p data
if [[ ! -f $table_file ]]; then
  echo "building $table_file once (not timed)" >&2
  "$ours" solve --quiet --no-book --value-only --threads 2 --endgame-seeds "$table_seeds" --endgame-file "$table_file" \
    --time-ms 1 >/dev/null 2>&1 || true
fi

# One measured run: NAME, then the command. Prints one line.
measure() {
  local name=$1 out=$work/out err=$work/err
  shift
  /usr/bin/time -v "$@" >"$out" 2>"$err" <"$work/in"
  local wall cpu_u cpu_s rss value nodes
  wall=$(sed -nE 's/.*Elapsed \(wall clock\) time.*: (.*)/\1/p' "$err" |
    awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  cpu_u=$(sed -nE 's/.*User time \(seconds\): (.*)/\1/p' "$err")
  cpu_s=$(sed -nE 's/.*System time \(seconds\): (.*)/\1/p' "$err")
  rss=$(sed -nE 's/.*Maximum resident set size \(kbytes\): (.*)/\1/p' "$err")
  if grep -q '^OK EVAL' "$out"; then
    value=$(sed -nE 's/^OK EVAL (-?[0-9]+) .*/\1/p' "$out") nodes=-
  else
    value=$(sed -nE 's/.*"value":(-?[0-9]+).*/\1/p' "$out") nodes=$(sed -nE 's/.*"nodes":([0-9]+).*/\1/p' "$out")
  fi
  printf '%-34s wall %7.1f s  cpu %7.1f s  rss %6.0f MB  nodes %11s  value %s\n' "$name" "$wall" \
    "$(echo "$cpu_u + $cpu_s" | bc -l)" "$(echo "$rss / 1024" | bc -l)" "$nodes" "$value"
}

code=$(printf 'ROOT 4\n' | "$cm" --api | sed -nE 's/^OK CODE ([0-9a-f]+)/\1/p')
echo "load: $(uptime)"
for ((i = 1; i <= runs; i++)); do
  echo "SOLVE $code" >"$work/in"
  measure "cmancala ${cm_args[*]}" "$cm" "${cm_args[@]}"
  : >"$work/in"
  measure "ours --threads 1" "$ours" solve --quiet --no-book --value-only --threads 1
  measure "ours --threads 2" "$ours" solve --quiet --no-book --value-only --threads 2
  measure "ours --threads 1, $table_seeds-seed file" "$ours" solve --quiet --no-book --value-only --threads 1 \
    --endgame-seeds "$table_seeds" --endgame-file "$table_file"
  echo "load: $(uptime)"
done
