#!/usr/bin/env bash
# Installs the Debian packages cpuroof needs, only those missing. Fast (no apt-get at all) when
# everything is there. Without apt-get it names the packages for dnf, pacman, zypper or brew, and
# without root the apt-get command, instead of failing obscurely. The packages come from one table,
# cmake/packages.txt, which configure's errors read too.
#   scripts/install-deps.sh           what building, testing and measuring with GCC need
#   scripts/install-deps.sh --clang   and clang with its OpenMP runtime (scripts/test.sh --clang)
#   scripts/install-deps.sh --slurm   and SLURM with munge, for the batch script's test (scripts/test.sh
#                                     --slurm); on a host booted with systemd, installing munge enables
#                                     and starts its service (the test starts its own munged regardless)
#   scripts/install-deps.sh --fuzz    and clang, its OpenMP runtime, libFuzzer and the sanitizers (scripts/fuzz.sh)
#   scripts/install-deps.sh --arm64   and the aarch64 cross compilers, qemu-user and mmdebstrap, for the
#                                     cross build and its sysroot (scripts/test.sh --arm64)
#   scripts/install-deps.sh --macos   and npm, which fetches zig, and LLVM's omp.h, for the macOS compile
#                                     check (scripts/test.sh --macos)
#   scripts/install-deps.sh --browser and Chromium, which opens report.html headless in the browser test
#                                     (tests/html_browser.sh; scripts/test.sh --browser)
#   scripts/install-deps.sh --print   only print the install command (of what is missing, on Debian)
# On macOS (uname -s: Darwin) it runs Homebrew's line for the build group: Apple's clang with
# Homebrew's libomp, which configure then finds itself (cmake/Dependencies.cmake).
set -euo pipefail
table="$(dirname "$0")/../cmake/packages.txt"

groups=(build)
print_only=0
for arg in "$@"; do
  case "$arg" in
    --clang) groups+=(clang) ;;
    --slurm) groups+=(slurm) ;;
    --fuzz) groups+=(fuzz) ;;
    --arm64) groups+=(arm64) ;;
    --macos) groups+=(macos) ;;
    --browser) groups+=(browser) ;;
    --print) print_only=1 ;;
    *) echo "install-deps: unknown option '$arg' (expected --clang, --slurm, --fuzz, --arm64, --macos, --browser or --print)" >&2; exit 2 ;;
  esac
done

# The packages of the chosen groups in one column of the table (3 Debian, 4 Fedora, 5 Arch,
# 6 openSUSE, 7 Homebrew), each once; none for a "cmd:NAME" row whose NAME is already on PATH.
packages_for() {
  local column=$1 group cells cell
  local -a row names=()
  while read -r -a row; do
    [ ${#row[@]} -eq 0 ] || [ "${row[0]:0:1}" = "#" ] && continue
    group=${row[1]} cells=${row[$((column - 1))]}
    [[ " ${groups[*]} " == *" $group "* ]] || continue
    [ "$cells" = "-" ] && continue
    [[ ${row[0]} == cmd:* ]] && command -v "${row[0]#cmd:}" >/dev/null 2>&1 && continue
    IFS=, read -r -a row <<<"$cells"
    for cell in "${row[@]}"; do
      [[ " ${names[*]} " == *" $cell "* ]] || names+=("$cell")
    done
  done <"$table"
  echo "${names[*]}"
}

# macOS: the table's Homebrew column (OpenMP there is libomp, for Apple's clang).
if [ "$(uname -s)" = Darwin ]; then
  brew_line="brew install $(packages_for 7)"
  echo "install-deps (macOS): $brew_line"
  [ "$print_only" -eq 1 ] && exit 0
  if ! command -v brew >/dev/null 2>&1; then
    echo "install-deps: Homebrew's brew is not on PATH: install Homebrew (brew.sh), then run the line above" >&2
    exit 1
  fi
  $brew_line
  exit 0
fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: no dpkg/apt-get here: this script installs only on Debian-like systems." >&2
  found_manager=0
  for manager in "dnf 4 sudo dnf install" "pacman 5 sudo pacman -S" "zypper 6 sudo zypper install" "brew 7 brew install"; do
    read -r name column command <<<"$manager"
    command -v "$name" >/dev/null 2>&1 || continue
    found_manager=1
    echo "Install with $name, then try again:" >&2
    echo "  $command $(packages_for "$column")" >&2
  done
  if [ "$found_manager" -eq 0 ]; then
    echo "Install the equivalents of these Debian packages with your package manager:" >&2
    echo "  $(packages_for 3)" >&2
  fi
  exit 1
fi

read -r -a packages <<<"$(packages_for 3)"
# One dpkg-query for them all (it exits 1 when one is unknown): the installed ones as " name name ".
installed=" $({ dpkg-query -W -f='${Status} ${Package}\n' "${packages[@]}" 2>/dev/null || true; } |
              sed -n 's/^install ok installed //p' | tr '\n' ' ')"
missing=()
for p in "${packages[@]}"; do
  [[ "$installed" == *" $p "* ]] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: missing: ${missing[*]}"
if [ "$print_only" -eq 1 ]; then
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: not root. Run this, then try again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
