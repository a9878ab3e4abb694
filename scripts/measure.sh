#!/usr/bin/env bash
# Measures this machine with an already built tree (installs nothing, builds nothing), fits the
# roofline and writes OUT/<machine>/<name>/ (never overwriting one). scripts/run.sh calls it after
# installing and building; scripts/slurm/cpuroof.sbatch calls it on every node of a job.
#   scripts/measure.sh [options] [-- BENCH_ARGS...]
#     --build DIR          the built tree: DIR/bench/cpuroof-bench, DIR/analysis/cpuroof (default build/release)
#     --out DIR            where result folders go (default results); DIR/<machine>/<name>/
#     --full | --quick | --profile P   the bench profile (quick by default; smoke for tests)
#     --host-in-name       name the folder <host>-<timestamp> (default <timestamp>): nodes that are the
#                          same machine write side by side into one shared OUT
#     --keep-openblas-env  keep OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (unset by default)
#     --wait               if another measurement holds this host's lock, wait for it (default: refuse, exit 2)
#     --lock-held          the caller already holds the host's lock on file descriptor 9 (scripts/run.sh)
#   Exit 0 and a last line "result folder: PATH", or non-zero and nothing under OUT but a removed staging folder.
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/run_lock.sh"

# Relative folders are the caller's; the defaults are the repository's.
profile=quick
build_dir=$repo_root/build/release
out_dir=$repo_root/results
host_in_name=0
keep_openblas_env=0
wait_for_lock=0
lock_held=0
bench_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --full) profile=full ;;
    --quick) profile=quick ;;
    --profile) [ $# -ge 2 ] || { echo "measure.sh: --profile needs a value" >&2; exit 2; }; profile=$2; shift ;;
    --build) [ $# -ge 2 ] || { echo "measure.sh: --build needs a folder" >&2; exit 2; }; build_dir=$2; shift ;;
    --out) [ $# -ge 2 ] || { echo "measure.sh: --out needs a folder" >&2; exit 2; }; out_dir=$2; shift ;;
    --host-in-name) host_in_name=1 ;;
    --keep-openblas-env) keep_openblas_env=1 ;;
    --wait) wait_for_lock=1 ;;
    --lock-held) lock_held=1 ;;
    --) shift; bench_args=("$@"); break ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "measure.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

bench=$build_dir/bench/cpuroof-bench
cpuroof=$build_dir/analysis/cpuroof
for exe in "$bench" "$cpuroof"; do
  [ -x "$exe" ] || { echo "measure.sh: $exe not found or not executable: build first (scripts/run.sh builds; or cmake --build --preset release)" >&2; exit 2; }
done
[ -d "$out_dir" ] || mkdir -p "$out_dir"

# One measurement at a time per host (scripts/run_lock.sh): held until this script and the bench exit.
[ "$lock_held" -eq 1 ] || take_run_lock "$wait_for_lock" measure.sh

# The run is staged under OUT and named after it measured: the folder is the machine's identity
# from the run's own context (`cpuroof machine-name`: vendor, microarchitecture from cpuid, physical
# cores, e.g. amd-zen5-2c), so two machines never share a folder. CPUROOF_MACHINE overrides it.
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
host=""
if [ "$host_in_name" -eq 1 ]; then
  host=$(hostname -s 2>/dev/null || hostname)
  [ -n "$host" ] || { echo "measure.sh: no host name (hostname -s)" >&2; exit 2; }
fi
name=${host:+$host-}$stamp
# The staging name holds the host, the SLURM job if any, and this process's id, and mkdir without -p
# fails rather than share a folder: the cleanup removes this run's folder only.
stage="$out_dir/.${host:+$host.}${SLURM_JOB_ID:+job$SLURM_JOB_ID.}$stamp.$$.partial"
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

echo "measure.sh: measuring profile '$profile'${host:+ on $host} (staged in $stage)"
"$bench" --cpuroof_profile="$profile" --cpuroof_progress \
  --benchmark_out="$stage/raw.json" ${bench_args[@]+"${bench_args[@]}"}
# Kept compressed (a full run's 11 MB of JSON is about 1 MB gzipped): `cpuroof fit` reads it as it is.
gzip -9 "$stage/raw.json"
machine=${CPUROOF_MACHINE:-$("$cpuroof" machine-name "$stage/raw.json.gz")}
dest="$out_dir/$machine/$name"
[ -e "$dest" ] && { echo "measure.sh: $dest already exists; not overwriting" >&2; exit 2; }
mkdir -p "$out_dir/$machine"
# fit stages its folder beside the destination (.<name>.partial-<pid>) and removes it itself when it
# fails or is interrupted; killed outright (SIGKILL, out of memory) it cannot: this cleanup does.
trap 'rm -rf "$stage" "$out_dir/$machine/.$name.partial-"*' EXIT
"$cpuroof" fit "$stage/raw.json.gz" -o "$dest"
echo "result folder: $dest"
