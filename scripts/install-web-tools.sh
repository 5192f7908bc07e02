#!/usr/bin/env bash
# Installs esbuild (Debian's package), which bundles the web client's module scripts when the build
# writes the pages (web/CMakeLists.txt, scripts/prerender-pages.mjs); with `--node`, Node as well
# (docker/Dockerfile's build stage, whose install-deps.sh --build-only leaves it out).
# A script apart from install-deps.sh so that the image's package layer, the slowest to build,
# stays cached when this list changes. Idempotent: does nothing when every package is present.
set -euo pipefail

packages=(esbuild)
[[ ${1:-} == --node ]] && packages+=(nodejs)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node may come from another source.
if command -v node >/dev/null; then
  kept=()
  for p in "${missing[@]+"${missing[@]}"}"; do [[ $p == nodejs ]] || kept+=("$p"); done
  missing=("${kept[@]+"${kept[@]}"}")
fi
((${#missing[@]})) || exit 0
echo "install-web-tools: installing ${missing[*]}"
SUDO=""
[[ $(id -u) -eq 0 ]] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
