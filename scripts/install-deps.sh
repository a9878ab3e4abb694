#!/usr/bin/env bash
# Installs the Debian packages cpuroof needs, only those missing. Fast (no apt-get at all) when
# everything is there. On a machine that is not Debian-like, or without root, it prints what to
# install instead of failing obscurely.
#   scripts/install-deps.sh           what building, testing and measuring with GCC need
#   scripts/install-deps.sh --clang   and clang with its OpenMP runtime (scripts/test.sh --clang)
#   scripts/install-deps.sh --slurm   and SLURM with munge, for the batch script's test (scripts/test.sh
#                                     --slurm); on a host booted with systemd, installing munge enables
#                                     and starts its service (the test starts its own munged regardless)
#   scripts/install-deps.sh --fuzz    and clang, its OpenMP runtime, libFuzzer and the sanitizers (scripts/fuzz.sh)
#   scripts/install-deps.sh --arm64   and the aarch64 cross compilers, qemu-user and mmdebstrap, for the
#                                     cross build and its sysroot (scripts/test.sh --arm64)
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git
  libbenchmark-dev libgtest-dev
  libeigen3-dev libopenblas-dev libopenblas0-openmp libopenblas-openmp-dev
  nlohmann-json3-dev libcli11-dev libfmt-dev libhwloc-dev zlib1g-dev
  gnuplot-nox
)
for arg in "$@"; do
  case "$arg" in
    --clang) packages+=(clang libomp-dev) ;;
    --slurm) packages+=(slurmd slurmctld slurm-client munge) ;;
    --fuzz) packages+=(clang libomp-dev libclang-rt-14-dev) ;;
    --arm64) packages+=(crossbuild-essential-arm64 qemu-user mmdebstrap) ;;
    *) echo "install-deps: unknown option '$arg' (expected --clang, --slurm, --fuzz or --arm64)" >&2; exit 2 ;;
  esac
done

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: this is not a Debian-like system (no dpkg/apt-get)." >&2
  echo "Install the equivalents of these Debian packages with your package manager:" >&2
  printf '  %s\n' "${packages[@]}" >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: missing: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: not root. Run this, then try again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
