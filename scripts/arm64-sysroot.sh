#!/usr/bin/env bash
# Builds (once) an arm64 Debian sysroot holding the libraries cpuroof links, for the cross build
# (cmake/toolchain-aarch64.cmake) and for qemu-aarch64 to run its binaries. Prints its path.
#   scripts/arm64-sysroot.sh [DIR]   default: $CPUROOF_ARM64_SYSROOT, else ~/.cache/cpuroof/sysroot-arm64-bookworm
# The tree is built in a staging folder and renamed into place, so a cut-short build is never used.
# Installing the host tools (crossbuild-essential-arm64, qemu-user, mmdebstrap) is install-deps.sh --arm64's job.
set -euo pipefail

dir=${1:-${CPUROOF_ARM64_SYSROOT:-$HOME/.cache/cpuroof/sysroot-arm64-bookworm}}
# The same libraries as the native build (scripts/install-deps.sh), arm64 builds of them.
packages=(
  libc6-dev libstdc++-12-dev libgcc-12-dev libgomp1
  libbenchmark-dev libgtest-dev libgmock-dev
  libopenblas-openmp-dev libopenblas0-openmp
  libhwloc-dev libfmt-dev zlib1g-dev
  libeigen3-dev nlohmann-json3-dev libcli11-dev
)
stamp="$dir/.cpuroof-sysroot"
want=$(printf '%s\n' "${packages[@]}")
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "$dir"
  exit 0
fi
command -v mmdebstrap >/dev/null || { echo "arm64-sysroot: mmdebstrap is missing (scripts/install-deps.sh --arm64)" >&2; exit 1; }

mkdir -p "$(dirname "$dir")"
staging=$(mktemp -d "$dir.staging.XXXXXX")
trap 'rm -rf "$staging"' EXIT
# 'extract' unpacks the packages without running maintainer scripts: no arm64 code runs, and the
# tree needs no chroot. Debian 12 (bookworm), as the host.
include=$(IFS=,; echo "${packages[*]}")
mmdebstrap --quiet --arch=arm64 --variant=extract --include="$include" bookworm "$staging" \
  http://deb.debian.org/debian >&2
# Absolute symlinks (libopenblas.so -> /etc/alternatives/...) would resolve on the host: make them
# relative, so they resolve inside the tree wherever it lies.
find "$staging" -type l -lname '/*' | while read -r link; do
  target=$(readlink "$link")
  ln -sfn "$(realpath -m --relative-to="$(dirname "$link")" "$staging$target")" "$link"
done
printf '%s\n' "$want" > "$staging/.cpuroof-sysroot"
rm -rf "$dir"
mv -T "$staging" "$dir"
trap - EXIT
echo "$dir"
