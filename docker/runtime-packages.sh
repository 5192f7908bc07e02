#!/usr/bin/env bash
# Prints the Debian packages that hold the shared libraries BINARY links (per `ldd`), one a line.
# The Dockerfile's build stage runs it so the runtime stage installs exactly those, whatever the
# server links next. Exits 1 when a library is missing or belongs to no package.
# Usage: docker/runtime-packages.sh BINARY
set -euo pipefail
binary=${1:?usage: runtime-packages.sh BINARY}

if ldd "$binary" | grep -q 'not found'; then
  ldd "$binary" >&2
  exit 1
fi
for lib in $(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'); do
  # Bookworm's merged /usr: dpkg may know a library under /lib or /usr/lib, by link or real name.
  found=""
  for path in "$lib" "$(realpath "$lib")" "/usr$lib" "${lib#/usr}"; do
    if pkg=$(dpkg -S "$path" 2>/dev/null | head -n1); then
      found=${pkg%%:*}
      break
    fi
  done
  [[ -n $found ]] || { echo "runtime-packages: no package holds $lib" >&2; exit 1; }
  echo "$found"
done | sort -u
