#!/usr/bin/env bash
# Measures this machine: installs what is missing, builds, runs the benchmarks, fits the roofline
# and writes results/<machine>/<timestamp>/ (never overwriting one), then prints the summary. The
# measuring and fitting are scripts/measure.sh's (which builds nothing; the SLURM batch script uses it).
#   scripts/run.sh                 quick profile (under a minute on 2 cores: 42-45 s on a Zen 5 VM)
#   scripts/run.sh --full          full profile (more sizes, shapes and repetitions; 5 minutes there)
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
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (expected --full, --quick, --keep-openblas-env, --wait, --check-lock or -- ARGS)" >&2; exit 2 ;;
  esac
  shift
done

# One measurement at a time per host (scripts/run_lock.sh), held from before building (a build
# disturbs a measurement too) until this script and the bench exit.
take_run_lock "$wait_for_lock"
[ "$check_lock" -eq 1 ] && { echo "run.sh: the run lock $run_lock_file is free (taken and released)"; exit 0; }

scripts/install-deps.sh
# Only the two programs it runs: the tests are scripts/test.sh's to build.
build_preset release cpuroof-bench cpuroof

# Measuring and fitting (scripts/measure.sh) under the lock taken above, which its process inherits.
measure_args=(--lock-held --build build/release --out results --profile "$profile")
[ "$keep_openblas_env" -eq 1 ] && measure_args+=(--keep-openblas-env)
exec scripts/measure.sh "${measure_args[@]}" -- ${bench_args[@]+"${bench_args[@]}"}
