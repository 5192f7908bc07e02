#!/usr/bin/env bash
# Resident memory of mancala-server under steady closed-loop load: CONNECTIONS clients (default
# 200) each play local games back to back (loadgen --mode game) for DURATION seconds (default
# 60). Every finished room lingers room_linger_ms (10 min) for a rematch, so what a finished room
# keeps shows as memory that only grows. Every INTERVAL seconds (default 5) one line:
#   t_s=<seconds since the load began> rss_mb=<server VmRSS> started=<games> finished=<games> in_progress=<games>
# (the game counts from /metrics), then the generator's JSON summary and the final RSS/HWM.
# ROUNDS (default 1) repeats it with a fresh server and database each round; with more than one
# round, a last line gives the spread of the final RSS and of the round trips per second.
# Usage: bench/linger_memory.sh [BUILD_DIR]   (BUILD_DIR/server/mancala-server, BUILD_DIR/bench/loadgen;
#        or SERVER=... LOADGEN=... for binaries kept elsewhere)
# Goal of the linger fix: after 60 s of this load (2 cores), resident memory under 80 MB.
set -euo pipefail
build=${1:-build}
server_bin=${SERVER:-$build/server/mancala-server}
loadgen_bin=${LOADGEN:-$build/bench/loadgen}
threads=${THREADS:-2}
rounds=${ROUNDS:-1}
duration=${DURATION:-60}
connections=${CONNECTIONS:-200}
interval=${INTERVAL:-5}
for bin in "$server_bin" "$loadgen_bin"; do
  [ -x "$bin" ] || { echo "linger_memory.sh: no executable $bin" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

start_server() {  # a fresh mancala-server with a fresh database; sets server_pid and port (as server_bench.sh)
  rm -f "$work/port" "$work"/b.db*
  "$server_bin" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
    --web-root "$work" --log-level warn --threads "$threads" --max-connections 20000 --max-connections-per-ip 20000 \
    --hard-endgame-seeds 0 \
    --rate-limit-per-s 1000000 --rate-limit-burst 1000000 --max-games-per-player 1000 >"$work/server.log" 2>&1 &
  server_pid=$!
  while [ ! -s "$work/port" ]; do kill -0 $server_pid 2>/dev/null || { cat "$work/server.log"; exit 1; }; sleep 0.05; done
  port=$(cat "$work/port")
}
# At a lower CPU priority, as in server_bench.sh: the generator stands in for remote clients.
gen() { nice -n 10 "$loadgen_bin" --port "$port" --threads "$threads" "$@"; }

rss_mb() { awk '/^VmRSS:/ {printf "%.1f", $2 / 1024}' /proc/"$1"/status; }
hwm_mb() { awk '/^VmHWM:/ {printf "%.1f", $2 / 1024}' /proc/"$1"/status; }
# Heap and other anonymous memory vs mapped files (the SQLite -shm index) and shared memory.
rss_parts() { awk '/^Rss(Anon|File|Shmem):/ {printf "%s%s_mb=%.1f", sep, tolower($1), $2 / 1024; sep = " "}' /proc/"$1"/status | tr -d :; }
# Games started, finished (summed over result and reason) and in progress, from /metrics.
games() {
  local text
  text=$(curl -s --max-time 2 "http://127.0.0.1:$port/metrics" || true)
  awk '
    /^mancala_games_started_total / { s = $2 }
    /^mancala_games_finished_total[{ ]/ { f += $NF }
    /^mancala_games_in_progress[{ ]/ { p += $NF }
    END { if (s == "") print "started=? finished=? in_progress=?"; else printf "started=%d finished=%d in_progress=%d", s, f, p }' <<<"$text"
}
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); threads=$threads connections=$connections duration=${duration}s"
echo "# server: $server_bin; loadgen: $loadgen_bin"
finals=() rates=()
for r in $(seq "$rounds"); do
  start_server
  echo "round $r: server pid $server_pid, port $port, idle rss_mb=$(rss_mb "$server_pid")"
  t0=$(now)
  gen --mode game --connections "$connections" --duration "$duration" --warmup 0 >"$work/gen.out" 2>"$work/gen.err" &
  gen_pid=$!
  k=0
  # A sample at 0, INTERVAL, 2·INTERVAL, ... seconds after the generator started, up to DURATION.
  while [ "$k" -le "$duration" ] && kill -0 "$gen_pid" 2>/dev/null; do
    echo "  t_s=$(elapsed "$t0") rss_mb=$(rss_mb "$server_pid") $(games)"
    k=$((k + interval))
    [ "$k" -le "$duration" ] || break
    sleep "$(awk -v a="$t0" -v k="$k" -v n="$(now)" 'BEGIN { d = a + k - n; printf "%.3f", (d > 0 ? d : 0) }')"
  done
  wait "$gen_pid" || { echo "loadgen failed:"; cat "$work/gen.err"; exit 1; }
  final=$(rss_mb "$server_pid")
  rate=$(grep -o '"round_trips_per_s":[0-9.e+]*' "$work/gen.out" | cut -d: -f2 || true)
  echo "  end t_s=$(elapsed "$t0") rss_mb=$final hwm_mb=$(hwm_mb "$server_pid") $(rss_parts "$server_pid") $(games)"
  echo "  loadgen $(cat "$work/gen.out")"
  [ -s "$work/gen.err" ] && sed 's/^/  loadgen stderr: /' "$work/gen.err"
  echo "round $r: final rss_mb=$final moves_per_s=${rate:-?}"
  finals+=("$final") rates+=("${rate:-0}")
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
done
if [ "$rounds" -gt 1 ]; then
  spread() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "min %s median %s max %s", v[1], v[int((NR + 1) / 2)], v[NR] }'; }
  echo "spread over $rounds rounds: final rss_mb $(spread "${finals[@]}") (${finals[*]}); moves_per_s $(spread "${rates[@]}") (${rates[*]})"
fi
