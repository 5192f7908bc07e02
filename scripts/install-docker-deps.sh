#!/usr/bin/env bash
# Installs the Debian packages `make docker-check` needs on top of scripts/install-deps.sh:
# podman (builds docker/Dockerfile without a Docker engine), runc (the runtime that can set
# rlimits in our sandbox) and debootstrap (makes the bookworm base-image stand-ins). The check's
# Python client (python3-websockets) comes from scripts/install-deps.sh.
# Idempotent: does nothing when every package is already present.
set -euo pipefail

packages=(
  podman runc debootstrap
  curl ca-certificates
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "install-docker-deps: installing ${missing[*]}"
SUDO=""
[[ $(id -u) -eq 0 ]] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
