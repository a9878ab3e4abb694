#!/usr/bin/env bash
# Measures this machine: installs what is missing, builds, runs the benchmarks, fits the roofline
# and writes results/<machine>/<timestamp>/ (never overwriting one), then prints the summary.
#   scripts/run.sh                 quick profile (about a minute)
#   scripts/run.sh --full          full profile (more sizes, shapes and repetitions)
#   scripts/run.sh --keep-openblas-env   keep OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (unset by default)
#   scripts/run.sh -- ARGS...      extra arguments for cpuroof-bench (e.g. --benchmark_filter=stream)
#   scripts/run.sh --wait          if another run is measuring on this host, wait for it (default: refuse, exit 2)
#   scripts/run.sh --check-lock    only take the host's run lock (with --wait, wait for it), then exit 0
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/run_lock.sh"
cd "$repo_root"

profile=quick
keep_openblas_env=0
wait_for_lock=0
check_lock=0
bench_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) profile=full ;;
    --quick) profile=quick ;;
    --keep-openblas-env) keep_openblas_env=1 ;;
    --wait) wait_for_lock=1 ;;
    --check-lock) check_lock=1 ;;
    --) shift; bench_args=("$@"); break ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (expected --full, --quick, --keep-openblas-env, --wait, --check-lock or -- ARGS)" >&2; exit 2 ;;
  esac
  shift
done

# One measurement at a time per host (scripts/run_lock.sh), held from before building (a build
# disturbs a measurement too) until this script and the bench exit.
take_run_lock "$wait_for_lock"
[ "$check_lock" -eq 1 ] && { echo "run.sh: the run lock $run_lock_file is free (taken and released)"; exit 0; }

scripts/install-deps.sh
build_preset release

# The run is staged under results/ and named after it measured: the folder is the machine's identity
# from the run's own context (`cpuroof machine-name`: vendor, microarchitecture from cpuid, physical
# cores, e.g. amd-zen5-2c), so two machines never share a folder. CPUROOF_MACHINE overrides it.
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
# The staging name holds this process's id, and mkdir without -p fails rather than share a folder:
# the cleanup removes this run's folder only.
stage="results/.$stamp.$$.partial"
mkdir -p results
mkdir "$stage"
# Ctrl-C or a failure leaves no folder that looks complete.
trap 'rm -rf "$stage"' EXIT

# One thread per core, pinned: the OS must not move a benchmark's threads around.
export OMP_PLACES=${OMP_PLACES:-cores}
export OMP_PROC_BIND=${OMP_PROC_BIND:-close}
# OpenBLAS picks its kernels by core type when it loads; a forced OPENBLAS_CORETYPE or OPENBLAS_L2_SIZE
# can handicap the baseline. Unset them (the values they had are recorded, and meta.json records the
# core type OpenBLAS then chose) unless asked to keep them.
if [ "$keep_openblas_env" -eq 0 ]; then
  export CPUROOF_OPENBLAS_ENV_UNSET="OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE-(unset)} OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE-(unset)}"
  unset OPENBLAS_CORETYPE OPENBLAS_L2_SIZE
fi

echo "run.sh: measuring profile '$profile' (staged in $stage)"
build/release/bench/cpuroof-bench --cpuroof_profile="$profile" --cpuroof_progress \
  --benchmark_out="$stage/raw.json" ${bench_args[@]+"${bench_args[@]}"}
# Kept compressed (a full run's 11 MB of JSON is about 1 MB gzipped): `cpuroof fit` reads it as it is.
gzip -9 "$stage/raw.json"
machine=${CPUROOF_MACHINE:-$(build/release/analysis/cpuroof machine-name "$stage/raw.json.gz")}
dest="results/$machine/$stamp"
[ -e "$dest" ] && { echo "run.sh: $dest already exists; not overwriting" >&2; exit 2; }
mkdir -p "results/$machine"
build/release/analysis/cpuroof fit "$stage/raw.json.gz" -o "$dest"
echo "result folder: $dest"
