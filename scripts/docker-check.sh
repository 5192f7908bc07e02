#!/usr/bin/env bash
# `make docker-check`: builds docker/Dockerfile with podman (no Docker engine needed), starts the
# image with its database on a host folder mounted at /data, waits for /healthz, runs the image's
# own HEALTHCHECK, reads /readyz and /metrics, plays one WebSocket game against the container,
# stops it (SIGTERM must end it with exit code 0 inside 10 s) and checks the stored game survives
# a restart on the same volume. Prints the time of each step and a closing "N passed, N failed".
# Env: IMAGE (default localhost/mancala-server:check), KEEP=1 leaves the container running,
# SKIP_BUILD=1 checks an image already built under IMAGE; BUILD_ONLY=1 builds it and checks nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

image=${IMAGE:-localhost/mancala-server:check}
name=mancala-check-$$
# podman run works here only with runc, cgroupfs and explicit rlimits (docs/operations.md).
run=(podman --cgroup-manager=cgroupfs run --runtime runc
  --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 --network host)
t0=$SECONDS
passed=0
step() { echo "docker-check: [$((SECONDS - t0)) s] $*"; }
pass() { passed=$((passed + 1)); step "ok: $*"; }
fail() {
  echo "docker-check: [$((SECONDS - t0)) s] FAIL: $*" >&2
  podman logs "$name" >&2 2>/dev/null || true
  echo "docker-check: $passed passed, 1 failed"
  exit 1
}

bash scripts/install-docker-deps.sh
bash scripts/docker-base.sh
step "base images ready"

# --format docker keeps HEALTHCHECK (the OCI format drops it). SKIP_BUILD=1 checks the image as built.
build_log=$(mktemp /tmp/mancala-docker-build.XXXXXX)
if [[ ${SKIP_BUILD:-0} == 1 ]] && podman image exists "$image"; then
  step "SKIP_BUILD=1: checking the existing $image"
elif ! podman build --isolation chroot --format docker -f docker/Dockerfile -t "$image" . >"$build_log" 2>&1; then
  tail -n 60 "$build_log" >&2
  rm -f "$build_log"
  fail "podman build"
fi
rm -f "$build_log"
pass "image ready, $(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"
[[ ${BUILD_ONLY:-0} == 1 ]] && exit 0

# Every library the binary links must be in the runtime image.
missing=$("${run[@]}" --rm --entrypoint ldd "$image" /usr/local/bin/mancala-server 2>&1 | grep 'not found' || true)
[[ -z $missing ]] || fail "libraries missing from the image: $missing"
pass "ldd finds every library in the image"

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
  # No systemd here to time the HEALTHCHECK (podman says so on stderr): the check runs it by hand.
  "${run[@]}" -d --name "$name" -v "$data:/data" -e MANCALA_PORT="$port" -e MANCALA_BIND=127.0.0.1 \
    -e MANCALA_BOT_PAUSE_MS=0 -e MANCALA_LOG_FORMAT=json "$image" >/dev/null
  local started body
  started=$(date +%s%N)
  for _ in $(seq 1 150); do
    if body=$(curl -fsS "http://127.0.0.1:$port/healthz" 2>/dev/null); then
      pass "healthy $((($(date +%s%N) - started) / 1000000)) ms after start: $body"
      return 0
    fi
    [[ $(podman inspect --format '{{.State.Running}}' "$name") == true ]] || fail "the container exited"
    sleep 0.2
  done
  fail "no /healthz within 30 s"
}

start_container
podman healthcheck run "$name" >/dev/null 2>&1 || fail "the image's HEALTHCHECK"
pass "the image's HEALTHCHECK passes"
ready=$(curl -sS -w ' %{http_code}' "http://127.0.0.1:$port/readyz")
[[ $ready == *'"ready"'*' 200' ]] || fail "/readyz: $ready"
pass "/readyz: $ready"
metrics=$(curl -fsS "http://127.0.0.1:$port/metrics") || fail "/metrics"
grep -q '^mancala_build_info{' <<<"$metrics" || fail "/metrics without mancala_build_info"
pass "/metrics answers ($(grep -c '^mancala_' <<<"$metrics") samples)"
page=$(curl -fsS -H 'Accept-Language: fr-FR,fr;q=0.9' "http://127.0.0.1:$port/") || fail "the start page"
grep -q '<html lang="fr">' <<<"$page" || fail "the start page asked for in French is not the French one (web/pages/)"
pass "the start page comes written in the language asked for"
bundle=$(grep -o 'src="pages/boot-[A-Za-z0-9]*\.js"' <<<"$page" | cut -d'"' -f2) || fail "the start page loads no bundled script (esbuild in the build stage)"
curl -fsS -o /dev/null "http://127.0.0.1:$port/$bundle" || fail "the start page's script $bundle"
pass "the start page's scripts come bundled ($bundle)"

summary=$(/usr/bin/python3 scripts/docker-play-game.py "$port" --level easy) || fail "one game against the container"
pass "played one game: $summary"
game=$(/usr/bin/python3 -c 'import json,sys; print(json.loads(sys.argv[1])["game"])' "$summary")
# Captured first: under pipefail a reader that stops early would fail the pipe, not the check.
logs=$(podman logs "$name" 2>&1)
/usr/bin/python3 -c '
import json, sys
lines = [l for l in sys.stdin.read().splitlines() if l]
assert len(lines) >= 3, lines
for l in lines:
    assert set(json.loads(l)) == {"time", "level", "event", "fields"}, l
print(len(lines))' <<<"$logs" >/dev/null || fail "MANCALA_LOG_FORMAT=json did not give JSON lines: $logs"
pass "logs are JSON lines ($(grep -c . <<<"$logs"))"

stop_start=$(date +%s%N)
podman stop -t 10 "$name" >/dev/null
stop_ms=$((($(date +%s%N) - stop_start) / 1000000))
code=$(podman inspect --format '{{.State.ExitCode}}' "$name")
[[ $code == 0 && $stop_ms -lt 10000 ]] || fail "stop: exit code $code after $stop_ms ms"
pass "SIGTERM: exit code 0 after $stop_ms ms"
podman rm "$name" >/dev/null

# Same volume, new container: the finished game is still in the database.
start_container
curl -fsS "http://127.0.0.1:$port/api/games/$game" | grep -q "\"$game\"" || fail "game $game lost across the restart"
pass "game $game still stored after a restart on the same volume"
step "done in $((SECONDS - t0)) s"
echo "docker-check: $passed passed, 0 failed"
