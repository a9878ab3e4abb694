#!/usr/bin/env bash
# ctest macos_compile: the macOS compile check (scripts/macos-check.sh, compiled, never run) where its
# zig is already at hand; skipped otherwise, as fetching it is scripts/test.sh --macos's job.
#   tests/macos_compile.sh SOURCE_ROOT
set -euo pipefail
root=$1
zig=${CPUROOF_ZIG:-${CPUROOF_CACHE:-$HOME/.cache/cpuroof}/zig/package/zig}
if [ "$("$zig" version 2>/dev/null)" != 0.11.0 ]; then
  echo "macos_compile: SKIPPED: no zig 0.11 at $zig (scripts/test.sh --macos or scripts/macos-toolchain.sh fetches it)"
  exit 77
fi
exec "$root/scripts/macos-check.sh" "$root/build/macos"
