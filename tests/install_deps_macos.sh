#!/usr/bin/env bash
# scripts/install-deps.sh on macOS, run here under a stand-in `uname` that says Darwin: --print prints
# Homebrew's line from cmake/packages.txt and installs nothing; without brew on PATH it says so and
# fails, after printing the line.
#   install_deps_macos.sh REPO
set -uo pipefail
repo=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
printf '#!/bin/sh\necho Darwin\n' >"$work/bin/uname"
chmod +x "$work/bin/uname"
# Only what the script needs: bash's own builtins, and the stand-in uname; no brew.
for tool in bash dirname; do ln -s "$(command -v "$tool")" "$work/bin/$tool"; done
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

out=$(PATH=$work/bin bash "$repo/scripts/install-deps.sh" --print 2>&1) || fail "--print exited $?: $out"
expected="brew install cmake ninja pkgconf git libomp google-benchmark googletest eigen openblas nlohmann-json cli11 fmt hwloc gnuplot"
[[ $out == *"$expected"* ]] || fail "--print did not print '$expected': $out"

if out=$(PATH=$work/bin bash "$repo/scripts/install-deps.sh" 2>&1); then
  fail "without brew it succeeded: $out"
else
  [[ $out == *"$expected"* && $out == *"brew is not on PATH"* ]] || fail "without brew: $out"
fi
[ "$failures" -eq 0 ] && echo "install-deps on macOS: prints Homebrew's line"
exit $((failures > 0))
