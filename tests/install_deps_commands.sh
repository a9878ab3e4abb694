#!/usr/bin/env bash
# scripts/install-deps.sh skips a "cmd:NAME" row whose command is already on PATH: NodeSource's
# nodejs brings npm and conflicts with Debian's npm package, so asking apt-get for npm there fails.
# Any other row is installed whatever is on PATH: coreutils' fmt is not the fmt library.
# Run under stand-in dpkg-query (nothing installed) and apt-get, with --print so nothing is installed.
#   install_deps_commands.sh REPO
set -uo pipefail
repo=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
printf '#!/bin/sh\necho Linux\n' >"$work/bin/uname"
printf '#!/bin/sh\nexit 1\n' >"$work/bin/dpkg-query"
printf '#!/bin/sh\necho "apt-get must not run under --print" >&2\nexit 1\n' >"$work/bin/apt-get"
chmod +x "$work/bin/"*
for tool in bash dirname sed tr id; do ln -s "$(command -v "$tool")" "$work/bin/$tool"; done
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

out=$(PATH=$work/bin bash "$repo/scripts/install-deps.sh" --macos --print 2>&1) || fail "--print exited $?: $out"
[[ " $out " == *" npm "* ]] || fail "without npm on PATH it did not ask for npm: $out"
[[ $out == *"libomp-dev"* ]] || fail "it did not ask for the macos group's other packages: $out"

printf '#!/bin/sh\necho 10.0.0\n' >"$work/bin/npm"
chmod +x "$work/bin/npm"
out=$(PATH=$work/bin bash "$repo/scripts/install-deps.sh" --macos --print 2>&1) || fail "--print exited $?: $out"
[[ " $out " == *" npm "* ]] && fail "with npm on PATH it still asked for Debian's npm: $out"
[[ $out == *"libomp-dev"* ]] || fail "with npm on PATH it dropped the macos group's other packages: $out"

printf '#!/bin/sh\nexit 0\n' >"$work/bin/fmt"
chmod +x "$work/bin/fmt"
out=$(PATH=$work/bin bash "$repo/scripts/install-deps.sh" --print 2>&1) || fail "--print exited $?: $out"
[[ " $out " == *" libfmt-dev "* ]] || fail "with coreutils' fmt on PATH it did not ask for libfmt-dev: $out"
[ "$failures" -eq 0 ] && echo "install-deps: a command row whose command is on PATH is not installed again, a library row always"
exit $((failures > 0))
