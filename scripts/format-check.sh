#!/usr/bin/env bash
# Fails when a tracked C++ file differs from what the committed .clang-format makes of it, and
# names the files. Fix with: clang-format -i $(git ls-files '*.cpp' '*.hpp')
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
bad=()
for f in "${files[@]}"; do
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if ((${#bad[@]})); then
  echo "format-check: ${#bad[@]} of ${#files[@]} files differ from .clang-format:"
  printf '  %s\n' "${bad[@]}"
  echo "fix with: clang-format -i \$(git ls-files '*.cpp' '*.hpp')"
  exit 1
fi
echo "format-check: ${#files[@]} files follow .clang-format"
