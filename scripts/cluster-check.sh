#!/usr/bin/env bash
# `make cluster-check`: the service of docker/compose.cluster.yaml without containers. The same
# processes run here on 127.0.0.1, on ephemeral ports and in a temporary folder removed at exit:
# a Redis, a PostgreSQL 15 cluster, three mancala-server nodes and HAProxy with
# docker/haproxy.cfg. scripts/cluster-play.py then plays through HAProxy's port and kills a node
# (docs/operations.md §Cluster).
#   CLUSTER_CHECK_SERVER             the binary (default: $BUILD_DIR/server/mancala-server)
#   CLUSTER_CHECK_ALLOW_NO_TAKEOVER  1: a server without node takeover (no games.owner_node)
#                                    passes with that part skipped; otherwise it fails
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
t0=$SECONDS

server=${CLUSTER_CHECK_SERVER:-${BUILD_DIR:-build}/server/mancala-server}
[[ $server == /* ]] || server=$repo/$server
[[ -x $server ]] || { echo "cluster-check: no server binary at $server (make build)" >&2; exit 1; }
pg_bin=/usr/lib/postgresql/15/bin
for tool in "$pg_bin/initdb" "$pg_bin/postgres" redis-server redis-cli haproxy psql /usr/bin/python3; do
  command -v "$tool" >/dev/null || { echo "cluster-check: $tool is missing (make deps)" >&2; exit 1; }
done
lease_ms=2000

# Everything lives under one folder of /tmp (not $TMPDIR, which may be private: PostgreSQL runs as
# another user when we are root). Each process is started by `start`, which remembers its PID, so
# that the trap stops exactly what we started: HAProxy and the nodes first (SIGTERM: the nodes
# drain), then PostgreSQL (SIGINT, its fast shutdown: SIGTERM would wait for its clients to
# leave) and Redis. They are disowned: bash would otherwise report the node killed on purpose.
work=$(mktemp -d /tmp/mancala-cluster-check.XXXXXX)
pids=()
pg_pid=
redis_pid=
start() {  # log file, command...: runs it in the background; its PID in $started
  local log=$1
  shift
  "$@" >"$log" 2>&1 &
  started=$!
  disown "$started"
}
stop() {  # signal, PIDs...: sends the signal, then waits up to 10 s for them to end (SIGKILL after)
  local signal=$1 pid i
  shift
  for pid in "$@"; do kill -s "$signal" "$pid" 2>/dev/null || true; done
  for pid in "$@"; do
    for ((i = 0; i < 100; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -s KILL "$pid" 2>/dev/null || true
  done
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if ((status != 0)); then
    for log in "$work"/*.log; do
      [[ -e $log ]] && { echo "=== last lines of $log"; tail -n 25 "$log"; }
    done
  fi
  stop TERM "${pids[@]+"${pids[@]}"}"
  [[ -z $pg_pid ]] || stop INT "$pg_pid"
  [[ -z $redis_pid ]] || stop TERM "$redis_pid"
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A free TCP port of 127.0.0.1 for the processes that cannot report the one they bound.
free_port() { /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
# Waits until a command succeeds: what (for the message), seconds, command...
wait_for() {
  local what=$1 seconds=$2 end=$((SECONDS + $2))
  shift 2
  until "$@"; do
    ((SECONDS < end)) || { echo "cluster-check: no $what within $seconds s" >&2; return 1; }
    sleep 0.1
  done
}

# The compose file is checked here too, since no Docker engine runs it in CI: it must parse, and
# each MANCALA_ variable of a node must be a setting of docs/configuration.md.
/usr/bin/python3 scripts/cluster-play.py --check-compose docker/compose.cluster.yaml docs/configuration.md
redis_port=$(free_port)
front=127.0.0.1:$(free_port)
stats=127.0.0.1:$(free_port)

# Redis: the queue, nothing saved.
start "$work/redis.log" redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work"
redis_pid=$started

# PostgreSQL refuses to run as root: then it runs as `postgres` (else `nobody`) in a folder of its
# own, which that user must be able to reach.
pg_port=$(free_port)
mkdir "$work/pg"
as_pg=()
if ((EUID == 0)); then
  pg_user=postgres
  id -u "$pg_user" >/dev/null 2>&1 || pg_user=nobody
  chmod 755 "$work"
  chown "$pg_user:" "$work/pg"
  as_pg=(setpriv --reuid "$pg_user" --regid "$(id -g "$pg_user")" --clear-groups --)
fi
# The superuser `mancala`, trusted on 127.0.0.1 only; fsync off: nothing here outlives the check.
"${as_pg[@]}" "$pg_bin/initdb" -D "$work/pg/data" -U mancala --auth=trust --locale=C -E UTF8 --no-sync \
  >"$work/initdb.out" 2>&1 || { cat "$work/initdb.out"; exit 1; }
start "$work/postgres.log" "${as_pg[@]}" "$pg_bin/postgres" -D "$work/pg/data" -h 127.0.0.1 -p "$pg_port" \
  -k "$work/pg" -c fsync=off -c full_page_writes=off
pg_pid=$started
wait_for "PostgreSQL" 30 "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$pg_port" -U mancala -d postgres
psql -X -q -h 127.0.0.1 -p "$pg_port" -U mancala -d postgres -c 'CREATE DATABASE mancala'
postgres_uri="postgresql://mancala@127.0.0.1:$pg_port/mancala?connect_timeout=5"
redis_up() { [[ $(redis-cli -h 127.0.0.1 -p "$redis_port" ping 2>/dev/null) == PONG ]]; }
wait_for "Redis" 15 redis_up

# Three nodes, each in a folder of its own as its working folder (so the repository's
# config/mancala.json, with its 22-seed table, is not read). hard_endgame_seeds 0: no table to
# build. No computer from the queue within the check (bot_after_ms): every game is two players.
# The disconnect grace outlasts a takeover and a reconnection. The rate limit is lifted, as in the
# server tests' harness: the players answer each `moved` at once (about 3 ms a ply here), so in a
# long game the side with many extra turns can outrun the default bucket (40, then 20 a second)
# and have a move answered `rate_limited` instead of `moved` (game 7g2p4gquirok's south at ply 75).
node_args=()
node_pid=()
nodes_shown=
for n in 1 2 3; do
  dir=$work/n$n
  mkdir -p "$dir/web"
  start "$work/n$n.log" env -C "$dir" "$server" --bind 127.0.0.1 --port 0 --port-file "$dir/port" \
    --web-root "$dir/web" --store postgres --postgres "$postgres_uri" --redis "redis://127.0.0.1:$redis_port" \
    --node "n$n" --node-lease-ms "$lease_ms" --bot-after-ms 60000 --bot-pause-ms 0 \
    --hard-endgame-seeds 0 --disconnect-grace-ms 30000 --max-connections-per-ip 1000 \
    --rate-limit-per-s 1000000 --rate-limit-burst 1000000 \
    --threads 1 --log-level info
  pids+=("$started")
  node_pid[n]=$started
done
# Listening once its port file is written; a node that exited fails the check at once.
listening() {
  [[ -s $work/n$1/port ]] && return 0
  kill -0 "${node_pid[$1]}" 2>/dev/null || { echo "cluster-check: node n$1 exited at start" >&2; exit 1; }
  return 1
}
for n in 1 2 3; do
  wait_for "port file of node n$n" 20 listening "$n"
  node_args+=(--node "n$n=$(cat "$work/n$n/port"):${node_pid[n]}")
  nodes_shown+=" n$n :$(cat "$work/n$n/port") (pid ${node_pid[n]})"
done

# HAProxy (-db: not a daemon), the nodes' addresses from the environment; the configuration is
# checked first with the same addresses.
export MANCALA_FRONT=$front MANCALA_STATS=$stats
for n in 1 2 3; do export "MANCALA_NODE$n=127.0.0.1:$(cat "$work/n$n/port")"; done
haproxy -c -q -f docker/haproxy.cfg
start "$work/haproxy.log" haproxy -f docker/haproxy.cfg -db
pids+=("$started")
echo "cluster-check: Redis :$redis_port, PostgreSQL :$pg_port, nodes$nodes_shown, HAProxy $front (stats $stats)"

/usr/bin/python3 scripts/cluster-play.py --front "$front" --stats "$stats" --postgres "$postgres_uri" \
  --lease-ms "$lease_ms" "${node_args[@]}"
echo "cluster-check: passed in $((SECONDS - t0)) s"
