#!/usr/bin/env bash
# `make docker-check`: builds docker/Dockerfile with podman (no Docker engine needed), starts the
# image with its database on a host folder mounted at /data, waits for /healthz, runs the image's
# own HEALTHCHECK, plays one WebSocket game against the container, and checks the stored game
# survives a restart on the same volume. Prints the time of each step; exits non-zero on failure.
# Env: IMAGE (default localhost/mancala-server:check), KEEP=1 leaves the container running.
set -euo pipefail
cd "$(dirname "$0")/.."

image=${IMAGE:-localhost/mancala-server:check}
name=mancala-check-$$
# podman run works here only with runc, cgroupfs and explicit rlimits (see README "Run with Docker").
run=(podman --cgroup-manager=cgroupfs run --runtime runc
  --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --network host)
t0=$SECONDS
step() { echo "docker-check: [$((SECONDS - t0)) s] $*"; }

bash scripts/install-docker-deps.sh
bash scripts/docker-base.sh
step "base images ready"

# --format docker keeps HEALTHCHECK and STOPSIGNAL (the OCI format drops HEALTHCHECK).
podman build --isolation chroot --format docker -f docker/Dockerfile -t "$image" . >/tmp/"$name"-build.log 2>&1 || {
  tail -n 60 /tmp/"$name"-build.log >&2
  exit 1
}
rm -f /tmp/"$name"-build.log
step "image built: $(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"

# Every library the binary links must be in the runtime image.
missing=$("${run[@]}" --rm --entrypoint ldd "$image" /usr/local/bin/mancala-server 2>/dev/null | grep 'not found' || true)
[[ -z $missing ]] || { echo "docker-check: missing libraries in the image: $missing" >&2; exit 1; }

data=$(mktemp -d /var/tmp/mancala-check-data.XXXXXX)
chown 10001:10001 "$data" # the image's non-root user owns /data
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
cleanup() {
  if [[ ${KEEP:-0} != 1 ]]; then
    podman rm -f -t 2 "$name" >/dev/null 2>&1 || true
    rm -rf "$data"
  fi
}
trap cleanup EXIT

start_container() {
  "${run[@]}" -d --name "$name" -v "$data:/data" -e MANCALA_PORT="$port" -e MANCALA_BIND=127.0.0.1 \
    -e MANCALA_BOT_PAUSE_MS=0 "$image" >/dev/null
  local started=$(date +%s%N)
  for _ in $(seq 1 150); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/tmp/"$name"-healthz 2>/dev/null; then
      step "healthy after $((($(date +%s%N) - started) / 1000000)) ms: $(cat /tmp/"$name"-healthz)"
      rm -f /tmp/"$name"-healthz
      return 0
    fi
    if [[ $(podman inspect --format '{{.State.Running}}' "$name") != true ]]; then
      echo "docker-check: the container exited" >&2
      podman logs "$name" >&2 || true
      return 1
    fi
    sleep 0.2
  done
  echo "docker-check: no /healthz within 30 s" >&2
  podman logs "$name" >&2 || true
  return 1
}

start_container
podman healthcheck run "$name" >/dev/null || { echo "docker-check: the image's HEALTHCHECK failed" >&2; exit 1; }
step "HEALTHCHECK passes"

summary=$(/usr/bin/python3 scripts/docker-play-game.py "$port" --level easy) || { podman logs "$name" >&2; exit 1; }
step "played one game: $summary"
game=$(/usr/bin/python3 -c 'import json,sys; print(json.loads(sys.argv[1])["game"])' "$summary")

stop_start=$SECONDS
podman stop -t 10 "$name" >/dev/null
step "stopped in $((SECONDS - stop_start)) s (exit code $(podman inspect --format '{{.State.ExitCode}}' "$name"))"
podman rm "$name" >/dev/null

# Same volume, new container: the finished game is still in the database.
start_container
curl -fsS "http://127.0.0.1:$port/api/games/$game" | grep -q "\"$game\"" ||
  { echo "docker-check: game $game lost across the restart" >&2; exit 1; }
step "game $game still stored after a restart on the same volume"
echo "docker-check: passed in $((SECONDS - t0)) s"
