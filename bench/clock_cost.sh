#!/usr/bin/env bash
# The clocks' cost per ply (docs/PERFORMANCE.md §Clocks): plies a second and the server's CPU a ply
# for timed games against untimed ones under the same load. CONNECTIONS clients of bench/loadgen
# pair up in the public queue (`--clock`: the pool of CLOCK, or of `null`, untimed) and play as
# fast as they can (closed loop: the side to move answers each `moved` at once; a finished game is
# followed by a new one from the queue) for DURATION seconds after WARMUP; each run on a fresh
# server (its defaults, threads = cores; the per-address connection cap, the message rate limit and
# the live games a player may have are raised, the computer fallback is put off). The two kinds
# alternate, ROUNDS times. Prints each run's loadgen JSON with the server's CPU seconds, then the
# ratio timed / untimed of each round's plies a second and CPU a ply.
# Usage: bench/clock_cost.sh [BUILD_DIR]   (needs targets mancala-server and loadgen)
#   env: ROUNDS=3 DURATION=30 WARMUP=3 CONNECTIONS=200 CLOCK='{"limit_s":600,"inc_s":5}'
# Not part of `make test`.
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-3}
duration=${DURATION:-30}
warmup=${WARMUP:-3}
connections=${CONNECTIONS:-200}
clock=${CLOCK:-'{"limit_s":600,"inc_s":5}'}
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT

start_server() {  # a fresh mancala-server with a fresh database; sets server_pid and port
  rm -f "$work/port" "$work"/b.db*
  "$build/server/mancala-server" --port 0 --bind 127.0.0.1 --port-file "$work/port" --db "$work/b.db" \
    --web-root "$work" --hard-endgame-seeds 0 --bot-after-ms 86400000 --max-connections-per-ip 100000 \
    --rate-limit-per-s 1000000 --rate-limit-burst 1000000 --max-games-per-player 1000 >"$work/server.log" 2>&1 &
  server_pid=$!
  while [ ! -s "$work/port" ]; do kill -0 $server_pid 2>/dev/null || { cat "$work/server.log"; exit 1; }; sleep 0.05; done
  port=$(cat "$work/port")
}
cpu_ticks() { awk '{print $14 + $15}' /proc/"$1"/stat; }
plies() { curl -s "http://127.0.0.1:$port/metrics" | awk '$1 == "mancala_plies_total" {print $2}'; }
# As in server_bench.sh: the generator at a lower priority stands in for clients on other machines.
run() {  # CLOCK-JSON → one line: the generator's JSON, then the server's CPU seconds and plies
  start_server
  # The server's CPU and its plies (/metrics) over the whole run, warm-up and connecting included
  # (the same 200 connections in both kinds): their quotient is the CPU a ply.
  local t0 p0 out t1 p1
  t0=$(cpu_ticks "$server_pid"); p0=$(plies)
  out=$(nice -n 10 "$build/bench/loadgen" --port "$port" --connections "$connections" --duration "$duration" \
    --warmup "$warmup" --clock "$1")
  t1=$(cpu_ticks "$server_pid"); p1=$(plies)
  kill "$server_pid"; wait "$server_pid" 2>/dev/null || true
  awk -v a="$t0" -v b="$t1" -v hz="$(getconf CLK_TCK)" -v p="$((p1 - p0))" -v o="$out" \
    'BEGIN { printf "%s {\"server_cpu_s\":%.2f,\"plies\":%d,\"cpu_us_per_ply\":%.1f}\n", o, (b - a) / hz, p, (b - a) / hz * 1e6 / p }'
}

echo "# machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $connections clients, clock $clock; checkout at $(git -C "$(dirname "$0")" rev-parse --short HEAD)"
: >"$work/lines"
for r in $(seq "$rounds"); do
  for c in null "$clock"; do
    line=$(run "$c")
    echo "$line"
    echo "$r $line" >>"$work/lines"
  done
done
/usr/bin/python3 - "$work/lines" <<'EOF'
import json, statistics, sys
rounds = {}
for line in open(sys.argv[1]):
    r, rest = line.split(" ", 1)
    gen, cost = rest.rsplit(" ", 1)
    gen, cost = json.loads(gen), json.loads(cost)
    kind = "untimed" if gen["clock"] is None else "timed"
    plies = gen["round_trips_per_s"]
    rounds.setdefault(r, {})[kind] = (plies, cost["cpu_us_per_ply"])
def spread(xs, f="%.3f"):
    return " / ".join(f % x for x in (min(xs), statistics.median(xs), max(xs)))
for kind in ("untimed", "timed"):
    p = [v[kind][0] for v in rounds.values()]
    c = [v[kind][1] for v in rounds.values()]
    print("%-8s plies/s min/median/max %s   server CPU µs a ply %s" % (kind, spread(p, "%.0f"), spread(c, "%.1f")))
print("timed/untimed, each round: plies/s %s   CPU a ply %s" % (
    spread([v["timed"][0] / v["untimed"][0] for v in rounds.values()]),
    spread([v["timed"][1] / v["untimed"][1] for v in rounds.values()])))
EOF
