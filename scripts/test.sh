#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests.
#   scripts/test.sh              the release build's tests
#   scripts/test.sh --sanitize   and then the address+undefined sanitizer build's tests
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

sanitize=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    -h|--help) sed -n '2,4p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (expected --sanitize)" >&2; exit 2 ;;
  esac
done

scripts/install-deps.sh
build_preset release
ctest --preset release
if [ "$sanitize" -eq 1 ]; then
  build_preset sanitize
  ctest --preset sanitize
fi
