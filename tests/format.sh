#!/usr/bin/env bash
# Every C++ file of ours is formatted as .clang-format says. clang-format 14 (Debian 12's, installed by
# scripts/install-deps.sh --clang) is the reference: other versions format some constructs differently,
# so without it the check skips (exit 77), saying so. Argument: the repository root.
set -euo pipefail
root=$1
tool=${CLANG_FORMAT:-clang-format-14}
source "$(dirname "$0")/skip.sh"
command -v "$tool" >/dev/null 2>&1 || skip setup "$tool not found (scripts/install-deps.sh --clang installs it)"
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files -- '*.cpp' '*.hpp' '*.h' '*.cc')
else
  mapfile -t files < <(find . -path ./build -prune -o -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print)
fi
[ ${#files[@]} -gt 0 ] || { echo "format: no C++ files found under $root"; exit 1; }
if ! out=$("$tool" --dry-run --Werror "${files[@]}" 2>&1); then
  printf '%s\n' "$out" | grep -E '^[^ ].*(error|warning):' | cut -d: -f1 | sort | uniq -c | sed 's/^/needs formatting: /'
  printf '%s\n' "$out" | head -20
  echo "format: run  $tool -i \$(git ls-files '*.cpp' '*.hpp' '*.h')"
  exit 1
fi
echo "format: ${#files[@]} files as .clang-format says"
