#!/usr/bin/env bash
# docs/PERFORMANCE.md §Peers in one run: mancala-server, the echo server, Colyseus and
# boardgame.io, each started fresh for each measurement and measured by the same generator
# (loadgen.js): closed loop at 100 and 1,000 connections, 1,000 games each moving every 100 ms.
# The servers take turns within each measurement, in an order that rotates every round, so
# the machine's changing load falls on all of them alike. Prints every run's JSON line, then
# the table (table.js): medians and min–max over the rounds.
# Usage: bench/peers/run.sh [BUILD_DIR]   (needs mancala-server and echo_server built there,
#        and `npm ci` done in bench/peers). ROUNDS=3 DURATION=8 THREADS=2 SERVERS="..." tune it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-build}" && pwd)
rounds=${ROUNDS:-3}
duration=${DURATION:-8}
threads=${THREADS:-2}
servers=(${SERVERS:-mancala echo colyseus bgio})
work=$(mktemp -d)
results=${RESULTS:-$work/results.jsonl}
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
: >"$results"

# The Node servers run their JavaScript on one thread, as both frameworks do without an
# external store (Colyseus needs Redis for a second process; boardgame.io keeps its matches in
# the process); libuv's and V8's helper threads are capped at the same count as ours.
export UV_THREADPOOL_SIZE=$threads NODE_ENV=production
node_server() { node --v8-pool-size="$threads" "$here/$1" "$work/port" >"$work/server.log" 2>&1 & }

start() {  # NAME: a fresh server; sets pid and port
  rm -f "$work/port" "$work"/b.db*
  case $1 in
    mancala)
      "$build/server/mancala-server" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
        --web-root "$work" --log-level warn --threads "$threads" --hard-endgame-seeds 0 \
        --max-connections 20000 --max-connections-per-ip 20000 --max-games-per-player 1000 \
        --rate-limit-per-s 1000000 --rate-limit-burst 1000000 >"$work/server.log" 2>&1 & ;;
    echo) "$build/bench/echo_server" "$work/port" "$threads" >"$work/server.log" 2>&1 & ;;
    colyseus) node_server colyseus_server.js ;;
    bgio) node_server bgio_server.js ;;
  esac
  pid=$!
  while [ ! -s "$work/port" ]; do
    kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
    sleep 0.05
  done
  port=$(cat "$work/port")
}
stop() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
measure() {  # KIND NAME ARGS...: one run, one JSON line tagged with the measurement's kind
  local kind=$1 name=$2
  shift 2
  start "$name"
  local line
  line=$(node "$here/loadgen.js" --protocol "$name" --port "$port" --server-pid "$pid" \
    --duration "$duration" --workers "$threads" "$@" 2>>"$work/loadgen.log" | tail -n 1) || true
  stop
  [ -n "$line" ] || line="{\"protocol\":\"$name\",\"errors\":1,\"error_samples\":[\"no result\"]}"
  echo "{\"kind\":\"$kind\",${line#\{}" | tee -a "$results"
}

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); threads=$threads rounds=$rounds duration=${duration}s"
for r in $(seq "$rounds"); do
  n=${#servers[@]}
  order=()
  for i in $(seq 0 $((n - 1))); do order+=("${servers[$(((i + r - 1) % n))]}"); done
  for s in "${order[@]}"; do measure closed100 "$s" --connections 100 --warmup 1; done
  for s in "${order[@]}"; do measure closed1000 "$s" --connections 1000 --warmup 2; done
  for s in "${order[@]}"; do measure paced1000 "$s" --connections 1000 --interval-ms 100 --warmup 2; done
  echo "# round $r done, load $(cut -d' ' -f1-3 /proc/loadavg)"
done
node "$here/table.js" "$results"
