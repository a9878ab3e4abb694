#!/usr/bin/env bash
# Measures this machine: installs what is missing, builds, runs the benchmarks, fits the roofline
# and writes results/<machine>/<timestamp>/ (never overwriting one), then prints the summary. The
# measuring and fitting are scripts/measure.sh's (which builds nothing; the SLURM batch script uses it).
#   scripts/run.sh                 quick profile (measures within a budget of 30 s on any machine)
#   scripts/run.sh --full          full profile (more sizes, shapes and repetitions; a budget of 5 minutes)
#   scripts/run.sh --budget S      the seconds of measuring to plan for instead of the profile's
#   scripts/run.sh --keep-openblas-env   keep OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (unset by default)
#   scripts/run.sh -- ARGS...      extra arguments for cpuroof-bench (e.g. --benchmark_filter=stream)
#   scripts/run.sh --wait          if another run is measuring on this host, wait for it (default: refuse, exit 2)
#   scripts/run.sh --check-lock    only take the host's run lock (with --wait, wait for it), then exit 0
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/run_lock.sh"
cd "$repo_root"

profile=quick
budget=""
keep_openblas_env=0
wait_for_lock=0
check_lock=0
bench_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) profile=full ;;
    --quick) profile=quick ;;
    --budget) [ $# -ge 2 ] || { echo "run.sh: --budget needs seconds" >&2; exit 2; }; budget=$2; shift ;;
    --keep-openblas-env) keep_openblas_env=1 ;;
    --wait) wait_for_lock=1 ;;
    --check-lock) check_lock=1 ;;
    --) shift; bench_args=("$@"); break ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option '$1' (expected --full, --quick, --budget S, --keep-openblas-env, --wait, --check-lock or -- ARGS)" >&2; exit 2 ;;
  esac
  shift
done

# One measurement at a time per host (scripts/run_lock.sh), held from before building (a build
# disturbs a measurement too) until this script and the bench exit.
take_run_lock "$wait_for_lock"
[ "$check_lock" -eq 1 ] && { echo "run.sh: the run lock $run_lock_file is free (taken and released)"; exit 0; }

scripts/install-deps.sh
installed_s=$SECONDS
# Only the two programs it runs: the tests are scripts/test.sh's to build. A second run builds nothing.
build_preset release cpuroof-bench cpuroof
echo "run.sh: installing took $installed_s s, building $((SECONDS - installed_s)) s"

# Measuring and fitting (scripts/measure.sh) under the lock taken above, which its process inherits.
measure_args=(--lock-held --build build/release --out results --profile "$profile" ${budget:+--budget "$budget"})
[ "$keep_openblas_env" -eq 1 ] && measure_args+=(--keep-openblas-env)
exec scripts/measure.sh "${measure_args[@]}" -- ${bench_args[@]+"${bench_args[@]}"}
