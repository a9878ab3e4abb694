#!/usr/bin/env bash
# Builds fma_add_registers.cpp into build/probes/ and runs it: the FMA+ADD mix at 256 bits in 16
# registers (AVX2) and, where the CPU has AVX-512VL, in 32. Measurement only, never part of the build.
# Usage: scripts/probes/fma_add_registers.sh   (run it alone on the machine: it measures)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
src=$repo/scripts/probes/fma_add_registers.cpp
exe=$repo/build/probes/fma_add_registers
flags=(-O2 -std=c++20 -mavx2 -mfma)
grep -qw avx512vl /proc/cpuinfo && flags+=(-mavx512f -mavx512vl)
mkdir -p "$repo/build/probes"
g++ "${flags[@]}" -I"$repo/kernels" "$src" "$repo/kernels/clock.cpp" -o "$exe"
"$exe"
