#!/usr/bin/env bash
# BLIS (Debian's libblis-openmp, 0.9) as a peer of the packed GEMM: builds gemm_blis.cpp into
# build/peers/ once, then times dgemm/sgemm at each size and thread count (best of REPS calls) and
# prints one line each. Measurement only, never a dependency of the build or the tests.
# BLIS 0.9 does not know Zen 5 and runs its generic code there; BLIS_ARCH_TYPE=0 (skx) selects its
# AVX-512 kernels, its best on this CPU, unless the caller sets BLIS_ARCH_TYPE itself. Each line
# names the kernel set BLIS chose (bli_arch_string).
# Usage: scripts/peers/gemm_blis.sh [SIZES (1024,2048,4096)] [THREADS (1,2)] [REPS (5)] [DTYPES (f64,f32)]
# Interleave with cpuroof under the measurement lock, e.g.
#   flock -x /tmp/cpuroof.lock sh -c 'scripts/peers/gemm_blis.sh 2048 1,2 5; build/release/cpuroof-bench \
#     --cpuroof_families=gemm --benchmark_filter="gemm/(packed|gemm)/.*/n=2048/"'
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sizes=${1:-1024,2048,4096}; threads=${2:-1,2}; reps=${3:-5}; dtypes=${4:-f64,f32}
inc=/usr/include/x86_64-linux-gnu/blis-openmp
lib=/usr/lib/x86_64-linux-gnu/blis-openmp
[ -f "$inc/blis.h" ] || { echo "gemm_blis.sh: $inc/blis.h not found (apt-get install libblis-openmp-dev)" >&2; exit 2; }
exe=$repo/build/peers/gemm_blis
if [ ! -x "$exe" ] || [ "$repo/scripts/peers/gemm_blis.cpp" -nt "$exe" ]; then
  mkdir -p "$repo/build/peers"
  g++ -O2 -std=c++20 -fopenmp -I"$inc" "$repo/scripts/peers/gemm_blis.cpp" -o "$exe" -L"$lib" -Wl,-rpath,"$lib" -lblis
fi
export BLIS_ARCH_TYPE=${BLIS_ARCH_TYPE:-0} OMP_PROC_BIND=${OMP_PROC_BIND:-close} OMP_PLACES=${OMP_PLACES:-cores}
echo "# BLIS_ARCH_TYPE=$BLIS_ARCH_TYPE OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-unset} OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE:-unset}"
for d in ${dtypes//,/ }; do
  for n in ${sizes//,/ }; do
    for t in ${threads//,/ }; do "$exe" "$d" "$n" "$t" "$reps"; done
  done
done
