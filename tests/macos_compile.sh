#!/usr/bin/env bash
# ctest macos_compile: the macOS compile check (scripts/macos-check.sh, compiled, never run) where its
# zig is already at hand; skipped otherwise, as fetching it is scripts/test.sh --macos's job.
#   tests/macos_compile.sh SOURCE_ROOT
set -euo pipefail
root=$1
zig=${CPUROOF_ZIG:-${CPUROOF_CACHE:-$HOME/.cache/cpuroof}/zig/package/zig}
source "$(dirname "$0")/skip.sh"
[ "$("$zig" version 2>/dev/null)" = 0.11.0 ] ||
  skip setup "no zig 0.11 at $zig (scripts/test.sh --macos or scripts/macos-toolchain.sh fetches it)"
exec "$root/scripts/macos-check.sh" "$root/build/macos"
