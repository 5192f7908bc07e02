#!/usr/bin/env bash
# Makes local stand-ins for the base images docker/Dockerfile names (debian:bookworm and
# debian:bookworm-slim) where no registry can be pulled from: `debootstrap --variant=minbase
# bookworm` from Debian's package servers, then `podman import`. Cached: an image already present
# (a stand-in made earlier or the official one) is kept, so a second run costs nothing.
# Usage: scripts/docker-base.sh [--force]   (--force re-creates both stand-ins)
# Env: DEBIAN_MIRROR (default: the mirror of this machine's apt sources, else deb.debian.org).
set -euo pipefail

full=docker.io/library/debian:bookworm
slim=docker.io/library/debian:bookworm-slim
force=0
[[ ${1:-} == --force ]] && force=1

if ((!force)) && podman image exists "$full" && podman image exists "$slim"; then
  echo "docker-base: $full and $slim present, kept"
  exit 0
fi

mirror=${DEBIAN_MIRROR:-$(grep -hoE 'https?://[^ ]+/debian/?$' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null | head -n1 || true)}
mirror=${mirror:-http://deb.debian.org/debian}

work=$(mktemp -d /var/tmp/mancala-base.XXXXXX)
rootfs=$work/rootfs
cleanup() {
  # debootstrap mounts /proc and /sys inside the tree; unmount before removing it.
  umount -R "$rootfs/proc" "$rootfs/sys" 2>/dev/null || true
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

start=$SECONDS
echo "docker-base: debootstrap --variant=minbase bookworm from $mirror"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -n 30 "$work/debootstrap.log" >&2
  exit 1
}
# Like the official images: no package cache, no package lists (a Dockerfile runs apt-get update).
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log

import() {  # import TAG: tar the tree (without the kernel's /proc and /sys) into an image
  tar --numeric-owner -C "$rootfs" --exclude=./proc/* --exclude=./sys/* --exclude=./dev/* -c . |
    podman import --change 'CMD ["bash"]' --change 'LABEL org.mancala.base-stand-in=debootstrap' \
      --message "debootstrap --variant=minbase bookworm stand-in" - "$1" >/dev/null
  echo "docker-base: imported $1"
}
import "$full"

# bookworm-slim is the same tree without documentation, manuals and translations, and with
# dpkg told to leave them out of later installs (as the official slim image does).
rm -rf "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* \
  "$rootfs"/usr/share/locale/* "$rootfs"/usr/share/groff/* "$rootfs"/usr/share/lintian/*
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
CFG
import "$slim"
echo "docker-base: done in $((SECONDS - start)) s"
