#!/usr/bin/env bash
# Installs the Debian packages the build, the server and the tests need (emscripten compiles the
# engine to WebAssembly for the web client's offline play: engine/wasm/).
# Idempotent: does nothing when every package is already present.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  libboost-dev libboost-system-dev
  nlohmann-json3-dev libspdlog-dev libfmt-dev libsqlite3-dev sqlite3
  doctest-dev libcli11-dev
  libssl-dev libsodium-dev libgoogle-perftools-dev libpq-dev libhiredis-dev zlib1g-dev libbrotli-dev
  emscripten
  postgresql redis-server haproxy
  nodejs npm chromium
  python3-websockets python3-prometheus-client python3-yaml python3-brotli
  clang libclang-rt-14-dev clang-format
)

# `--build-only` (docker/Dockerfile's build stage): what compiling needs, without the
# browser, Node, the Python test clients and the PostgreSQL, Redis and HAProxy servers the tests
# run (libpq-dev and libhiredis-dev, the client libraries, stay), so the image build stays small.
if [[ ${1:-} == --build-only ]]; then
  kept=()
  for p in "${packages[@]}"; do
    case $p in nodejs | npm | chromium | python3-* | clang | libclang-rt-* | clang-format | postgresql | redis-server | haproxy) ;; *) kept+=("$p") ;; esac
  done
  packages=("${kept[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# nodejs may come from another source that already provides npm.
if ((${#missing[@]})); then
  if command -v node >/dev/null && command -v npm >/dev/null; then
    filtered=()
    for p in "${missing[@]}"; do [[ $p == nodejs || $p == npm ]] || filtered+=("$p"); done
    missing=("${filtered[@]+"${filtered[@]}"}")
  fi
fi
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
[[ $(id -u) -eq 0 ]] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
