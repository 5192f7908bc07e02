#!/usr/bin/env bash
# The spectators' figure of docs/PERFORMANCE.md §Spectators: a local game moving every
# INTERVAL_MS, its players' move → moved p99 with each count of WATCHERS watching it, the counts
# alternated ROUNDS times, each run on a fresh server and database; then p99(last)/p99(first)
# for each round. watch_bench fails a run in which a spectator missed a `moved` or a `game.over`.
# Usage: bench/watch_bench.sh [BUILD_DIR]   (needs targets mancala-server, watch_bench)
#   env: WATCHERS="0 500" ROUNDS=3 DURATION=20 WARMUP=2 INTERVAL_MS=20 THREADS=2 CPU_PROBE=1
#        PLAYER_FIFO=0 (the player's thread at nice 10 like the spectators' process, not SCHED_FIFO)
#        SERVER=path (another mancala-server binary: a copy, while the build folder is rebuilt)
#        SPECTATOR_PATH=/ws?watch (where the spectators connect, as the watch page; /ws: the players' threads)
#        SERVER_FLAGS="" (more mancala-server flags, e.g. --watch-nice 0)
set -euo pipefail
build=${1:-build}
server=${SERVER:-$build/server/mancala-server}
watchers=${WATCHERS:-0 500}
rounds=${ROUNDS:-3}
duration=${DURATION:-20}
warmup=${WARMUP:-2}
interval=${INTERVAL_MS:-20}
threads=${THREADS:-2}
probe=${CPU_PROBE:+--cpu-probe}
fifo=--player-fifo
[ "${PLAYER_FIFO:-1}" = 0 ] && fifo=
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

start_server() {  # a fresh mancala-server with a fresh database; sets server_pid and port
  rm -f "$work/port" "$work"/b.db*
  "$server" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
    --web-root "$work" --log-level warn --threads "$threads" --max-connections 20000 --max-connections-per-ip 20000 \
    --hard-endgame-seeds 0 \
    --rate-limit-per-s 1000000 --rate-limit-burst 1000000 --max-games-per-player 1000 ${SERVER_FLAGS:-} >"$work/server.log" 2>&1 &
  server_pid=$!
  while [ ! -s "$work/port" ]; do kill -0 $server_pid 2>/dev/null || { cat "$work/server.log"; exit 1; }; sleep 0.05; done
  port=$(cat "$work/port")
}
# The clients stand for people on other machines. The spectators' process runs at nice 10, as
# server_bench.sh's generator, and their reading thread lowers itself to 19, so that they do not
# take the server's cores. The player's thread runs SCHED_FIFO: on loopback the server's fan-out
# to 500 spectators keeps both cores busy for milliseconds just as the player's `moved` arrives,
# and a player on a machine of their own would not wait for it (PLAYER_FIFO=0 shows that wait).
gen() { nice -n 10 "$build/bench/watch_bench" --port "$port" --interval-ms "$interval" --duration "$duration" \
  --warmup "$warmup" --spectator-path "${SPECTATOR_PATH:-/ws?watch}" $probe $fifo "$@"; }
cpu_ticks() { awk '{print $14 + $15}' /proc/"$1"/stat; }  # user + system, in clock ticks
# The server's own view, from /metrics: the bucket bounds (ms) holding the p50 and the p99 of
# `mancala_move_round_trip_seconds` (a move read → its `moved` handed to the seat's connection),
# warm-up included: what the server adds, without the clients' own delays; and its plies.
server_rtt() {
  awk '
    /^mancala_move_round_trip_seconds_bucket/ { match($0, /le="[^"]*"/); le[n] = substr($0, RSTART + 4, RLENGTH - 5); c[n++] = $2 }
    END { for (i = 0; i < n; i++) { if (!a && c[i] >= 0.5 * c[n-1]) a = le[i]; if (!b && c[i] >= 0.99 * c[n-1]) b = le[i] }
          printf "p50 <= %s ms, p99 <= %s ms", a * 1000, b * 1000 }' <<<"$1"
}
field() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" <<<"$2"; }

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); threads=$threads interval=${interval}ms" \
  "duration=${duration}s watchers: $watchers at ${SPECTATOR_PATH:-/ws?watch} ${SERVER_FLAGS:-}"
for r in $(seq "$rounds"); do
  p99s=()
  for w in $watchers; do
    start_server
    before=$(cpu_ticks "$server_pid")
    out=$(gen --watchers "$w") || { echo "round $r watchers $w FAILED: $out"; exit 1; }
    metrics=$(curl -s --max-time 2 "http://127.0.0.1:$port/metrics" || true)
    cpu=$(awk -v t="$(($(cpu_ticks "$server_pid") - before))" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", t / hz }')
    kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
    p99s+=("$(field p99_us "$out")")
    printf 'round %s watchers %-4s p50 %6s us  p99 %6s us  max %6s us  plies %s  server CPU %s s  load %s\n' \
      "$r" "$w" "$(field p50_us "$out")" "${p99s[-1]}" "$(field max_us "$out")" "$(field plies "$out")" "$cpu" \
      "$(cut -d' ' -f1 /proc/loadavg)"
    plies=$(awk '/^mancala_plies_total/ { print $2 }' <<<"$metrics")
    echo "  server's histogram: $(server_rtt "$metrics"); CPU $(awk -v c="$cpu" -v n="$plies" \
      'BEGIN { printf "%.2f", n > 0 ? 1000 * c / n : 0 }') ms a ply over its $plies plies (connections, watches, warm-up included)"
    echo "  $out"
  done
  if ((${#p99s[@]} > 1)); then
    awk -v a="${p99s[0]}" -v b="${p99s[-1]}" -v r="$r" 'BEGIN { printf "round %s ratio p99(last)/p99(first) %.2f\n", r, b / a }'
  fi
done
