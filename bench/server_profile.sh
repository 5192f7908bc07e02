#!/usr/bin/env bash
# Where a round trip's server CPU goes (docs/PERFORMANCE.md §Where a round trip's CPU goes):
# mancala-server under bench/loadgen's closed loop (100 connections, local games, every ply
# stored), sampled by `perf record -g` for the run, the samples attributed to the parts of a
# round trip by bench/perf_categories.py, scaled by the server's CPU a round trip (/proc/PID/stat).
# Usage: bench/server_profile.sh [BUILD_DIR] [SECONDS]   (needs perf; targets mancala-server, loadgen)
set -euo pipefail
build=${1:-build}
seconds=${2:-8}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

"$build/server/mancala-server" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
  --web-root "$work" --log-level warn --threads 2 --hard-endgame-seeds 0 --max-games-per-player 1000 \
  --max-connections 20000 --max-connections-per-ip 20000 \
  --rate-limit-per-s 1000000 --rate-limit-burst 1000000 >"$work/server.log" 2>&1 &
pid=$!
while [ ! -s "$work/port" ]; do kill -0 $pid 2>/dev/null || { cat "$work/server.log"; exit 1; }; sleep 0.05; done
ticks() { awk '{print $14 + $15}' /proc/"$pid"/stat; }

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
perf record -F 1999 -g -o "$work/perf.data" -p "$pid" -- sleep $((seconds + 1)) >"$work/perf.log" 2>&1 &
perf_pid=$!
sleep 0.3
t0=$(ticks)
line=$(nice -n 10 "$build/bench/loadgen" --port "$(cat "$work/port")" --threads 2 --mode game \
  --connections 100 --duration "$seconds" --warmup 0)
t1=$(ticks)
wait $perf_pid
echo "loadgen $line"
rts=$(sed 's/.*"round_trips_per_s":\([0-9.]*\).*/\1/' <<<"$line")
us=$(awk -v t=$((t1 - t0)) -v hz="$(getconf CLK_TCK)" -v r="$rts" -v s="$seconds" 'BEGIN { printf "%.1f", t / hz * 1e6 / (r * s) }')
echo "# server CPU a round trip: $us µs (perf's own sampling included)"
perf script -i "$work/perf.data" -F ip,sym,dso 2>/dev/null | python3 "$here/perf_categories.py" --us-per-rt "$us"
