#!/usr/bin/env bash
# The server figures of docs/PERFORMANCE.md §Server, measured in one run on this machine:
#   1. closed loop, 100 connections: bare Beast echo server vs mancala-server (local games,
#      the whole protocol, every ply stored), alternated ROUNDS times with the same generator;
#   2. 1,000 concurrent games each moving every 100 ms: p50/p99 round trip, and (--cpu-probe) the
#      same for the round trips that no window of host CPU throttling touched;
#   3. resident memory per idle connection at 1,000 and 10,000 connections.
# Usage: bench/server_bench.sh [BUILD_DIR]   (needs targets mancala-server, echo_server, loadgen)
set -euo pipefail
build=${1:-build}
threads=${THREADS:-2}
rounds=${ROUNDS:-3}
duration=${DURATION:-8}
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

start_server() {  # a fresh mancala-server with a fresh database; sets server_pid and port
  rm -f "$work/port" "$work"/b.db*
  "$build/server/mancala-server" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
    --web-root "$work" --log-level warn --threads "$threads" --max-connections 20000 --max-connections-per-ip 20000 \
    --hard-endgame-seeds 0 \
    --rate-limit-per-s 1000000 --rate-limit-burst 1000000 --max-games-per-player 1000 >"$work/server.log" 2>&1 &
  server_pid=$!
  while [ ! -s "$work/port" ]; do kill -0 $server_pid 2>/dev/null || { cat "$work/server.log"; exit 1; }; sleep 0.05; done
  port=$(cat "$work/port")
}
start_echo() {
  rm -f "$work/eport"
  "$build/bench/echo_server" "$work/eport" "$threads" &
  echo_pid=$!
  while [ ! -s "$work/eport" ]; do sleep 0.05; done
  port=$(cat "$work/eport")
}
# The generator stands in for clients on other machines: at a lower CPU priority it does not take
# the server's cores when both want them, as remote clients would not. The delays it suffers
# itself (a reply read late) still count in the round trips it measures. Same for both servers.
gen() { nice -n 10 "$build/bench/loadgen" --port "$port" --threads "$threads" "$@"; }
# What a run cost the server process: CPU seconds (user + system) and bytes written (all files
# and sockets, /proc/PID/io wchar), from before the generator starts to after it ends.
cost() { echo "$(awk '{print $14 + $15}' /proc/"$1"/stat) $(awk '/^wchar/ {print $2}' /proc/"$1"/io)"; }
costs() {  # PID "before" → a JSON fragment
  read -r t0 w0 <<<"$2"; read -r t1 w1 <<<"$(cost "$1")"
  awk -v t="$((t1 - t0))" -v hz="$(getconf CLK_TCK)" -v w="$((w1 - w0))" \
    'BEGIN { printf "\"server_cpu_s\":%.2f,\"server_written_mb\":%.0f", t / hz, w / 1e6 }'
}

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); threads=$threads"
for r in $(seq "$rounds"); do
  start_echo
  echo "echo   $(gen --mode echo --connections 100 --duration "$duration" --warmup 1)"
  kill "$echo_pid"; wait "$echo_pid" 2>/dev/null || true
  start_server
  before=$(cost "$server_pid")
  echo "server $(gen --mode game --connections 100 --duration "$duration" --warmup 1) {$(costs "$server_pid" "$before")}"
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
done

for r in $(seq "$rounds"); do
  start_server
  before=$(cost "$server_pid")
  echo "paced  $(gen --mode game --connections 1000 --interval-ms 100 --duration "$duration" --warmup 2 --cpu-probe) {$(costs "$server_pid" "$before")}"
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
done

for n in 1000 10000; do
  start_server
  echo "idle   $(gen --mode idle --connections "$n" --warmup 3 --server-pid "$server_pid")"
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
done
