#!/usr/bin/env bash
# Builds tiny_matmul_limits.cpp into build/probes/ and runs it: the 4x4x4 f64 tiny matmul against the
# throughput of its own loads, shuffles and multiply-adds. x86 with AVX-512 only; needs the release
# build configured (the ISA header it generates). Measurement only, never part of the build.
# Usage: scripts/probes/tiny_matmul_limits.sh   (run it alone on the machine: it measures)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
grep -qw avx512f /proc/cpuinfo || { echo "tiny_matmul_limits: this CPU has no AVX-512" >&2; exit 1; }
generated=$repo/build/release/generated
[[ -f $generated/isa_built.hpp ]] || { echo "tiny_matmul_limits: no configured build in $repo/build/release (run scripts/test.sh first)" >&2; exit 1; }
exe=$repo/build/probes/tiny_matmul_limits
mkdir -p "$repo/build/probes"
g++ -O3 -std=c++20 -march=native -I"$repo" -I"$repo/kernels" -I"$generated" "$repo/scripts/probes/tiny_matmul_limits.cpp" \
  "$repo/kernels/clock.cpp" -o "$exe"
"$exe"
