#!/usr/bin/env bash
# Measures this machine with an already built tree (installs nothing, builds nothing), fits the
# roofline and writes OUT/<machine>/<name>/ (never overwriting one). scripts/run.sh calls it after
# installing and building; scripts/slurm/cpuroof.sbatch calls it on every node of a job.
#   scripts/measure.sh [options] [-- BENCH_ARGS...]
#     --build DIR          the built tree: DIR/bench/cpuroof-bench, DIR/analysis/cpuroof (default build/release)
#     --out DIR            where result folders go (default results); DIR/<machine>/<name>/
#     --full | --quick | --profile P   the bench profile (quick by default; smoke for tests)
#     --budget SECONDS     the seconds of measuring the plan fits (cpuroof-bench --cpuroof_budget;
#                          the profile's own by default: 45 quick, 300 full)
#     --host-in-name       name the folder <host>-<timestamp> (default <timestamp>): nodes that are the
#                          same machine write side by side into one shared OUT
#     --keep-openblas-env  keep OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (unset by default)
#     --wait               if another measurement holds this host's lock, wait for it (default: refuse, exit 2)
#     --lock-held          the caller already holds the host's lock on file descriptor 9 (scripts/run.sh)
#   The folder is <name>, or <name>-2, -3, ... when another run of the same second took it first.
#   Exit 0 and a last line "result folder: PATH"; 1 a folder it cannot create or write (said before
#   measuring) or a program killed; 2 bad arguments or another measurement running; else the status
#   of the bench or cpuroof that failed (fit's 1, a plot not rendered, still commits the folder).
#   INT, TERM or HUP (to it or its process group): its programs get it too, and it dies of the
#   signal once they have exited. It leaves no staging folder; a run measured but not fitted is kept
#   as OUT/<machine>/<name>.raw.json.gz.
set -euo pipefail
source "$(dirname "$0")/common.sh"
source "$(dirname "$0")/run_lock.sh"

# Relative folders are the caller's; the defaults are the repository's.
profile=quick
budget=""
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
    --budget) [ $# -ge 2 ] || { echo "measure.sh: --budget needs seconds" >&2; exit 2; }; budget=$2; shift ;;
    --build) [ $# -ge 2 ] || { echo "measure.sh: --build needs a folder" >&2; exit 2; }; build_dir=$2; shift ;;
    --out) [ $# -ge 2 ] || { echo "measure.sh: --out needs a folder" >&2; exit 2; }; out_dir=$2; shift ;;
    --host-in-name) host_in_name=1 ;;
    --keep-openblas-env) keep_openblas_env=1 ;;
    --wait) wait_for_lock=1 ;;
    --lock-held) lock_held=1 ;;
    --) shift; bench_args=("$@"); break ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "measure.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

# say MESSAGE / die STATUS MESSAGE: one line on this script's stderr, and the exit (EXIT cleans up).
# Written to a copy of stderr taken now (file descriptor 3): a child's output sent to a file does
# not swallow it.
exec 3>&2
say() { echo "measure.sh: $*" >&3; }
die() {
  local status=$1
  shift
  say "$*"
  exit "$status"
}
[ -n "$out_dir" ] || die 2 "--out needs a folder"
for arg in ${bench_args[@]+"${bench_args[@]}"}; do
  case $arg in
    --benchmark_out=* | --benchmark_out_format=*)
      die 2 "$arg: the run's JSON is measure.sh's to write (OUT/<machine>/<name>/raw.json.gz)" ;;
  esac
done
out_dir=${out_dir%"${out_dir##*[!/]}"}  # results/ is results
out_dir=${out_dir:-/}

bench=$build_dir/bench/cpuroof-bench
cpuroof=$build_dir/analysis/cpuroof
for exe in "$bench" "$cpuroof"; do
  [ -x "$exe" ] || die 2 "$exe not found or not executable: build first (scripts/run.sh builds;" \
    "or cmake --build --preset release)"
done

# What is staged, removed whatever the exit: the probe's folder, the run's, fit's own staging folder
# (.<name>.partial-<pid> beside its target, which fit killed outright cannot remove); and the
# measurement not yet in a result folder, kept when the script fails.
probe=""
stage=""
fit_target=""
unsaved=""
child=""
last_child=""
# A measurement takes minutes to hours: one that fit did not make a folder of is kept beside the
# result folders, to fit again (link(2) takes a free name, never replacing a file; where the
# filesystem has no hard links, mv -n).
keep_measurement() {
  [ -n "$unsaved" ] && [ -f "$unsaved" ] || return 0
  local suffix=.${unsaved##*/} kept=$machine_dir/$name n=1
  until ln -- "$unsaved" "$kept$suffix" 2>/dev/null; do
    if ! [ -e "$kept$suffix" ] && ! [ -L "$kept$suffix" ]; then
      mv -n -T -- "$unsaved" "$kept$suffix" 2>/dev/null && [ ! -e "$unsaved" ] && break
      say "could not keep the measurement in $machine_dir"
      return 0
    fi
    n=$((n + 1))
    kept=$machine_dir/$name-$n
  done
  say "the measurement is kept as $kept$suffix (cpuroof fit $kept$suffix -o DIR)"
}
remove_staging() {
  [ -z "$fit_target" ] || rm -rf -- "${fit_target%/*}/.${fit_target##*/}.partial-$last_child"
  rm -rf -- ${probe:+"$probe"} ${stage:+"$stage"}
}
on_exit() {
  [ "$1" -eq 0 ] || keep_measurement
  remove_staging
}
# INT, TERM, HUP (Ctrl-C, scancel, a closed terminal): the running program gets it too (sent to this
# script alone, it would not), is waited for, the staging goes, and the script dies of the signal.
on_signal() {
  trap '' INT TERM HUP
  if [ -n "$child" ]; then
    kill -s "$1" "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  remove_staging
  trap - EXIT "$1"
  kill -s "$1" "$$"
  exit $((128 + $(kill -l "$1")))
}
trap 'on_exit $?' EXIT
for sig in INT TERM HUP; do trap "on_signal $sig" "$sig"; done

# run PROGRAM ARGS...: the program as a child waited for, so that a signal interrupts the wait.
# A background child starts with SIGINT ignored: it gets the default back. A program killed by a
# signal this script did not get (out of memory, the file size limit) is the environment's fault.
run() {
  local status=0
  (exec 3>&- && trap - INT && exec "$@") &
  child=$!
  last_child=$child
  # bash's own note of a program killed by a signal silenced: the line below names it.
  wait "$child" 2>/dev/null || status=$?
  child=""
  [ "$status" -le 128 ] || die 1 "${1##*/} was killed by SIG$(kill -l "$status")"
  return "$status"
}

# make_folder DIR: DIR and its parents, or one line naming it and why not, exit 1.
make_folder() {
  local err
  err=$(mkdir -p -- "$1" 2>&1) && return 0
  [ ! -e "$1" ] || die 1 "cannot create the folder $1: a file of that name is in the way"
  die 1 "cannot create the folder $1: ${err##*: }"
}
# make_staging PATH: a folder of this run's only (mkdir without -p fails rather than share one).
make_staging() {
  local err
  err=$(mkdir -- "$1" 2>&1) || die 1 "cannot write in the folder ${1%/*}: ${err##*: }"
}

# One measurement at a time per host (scripts/run_lock.sh): held until this script and the bench exit.
[ "$lock_held" -eq 1 ] || take_run_lock "$wait_for_lock" measure.sh

stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
host=""
if [ "$host_in_name" -eq 1 ]; then
  host=$(hostname -s 2>/dev/null || hostname)
  [ -n "$host" ] || die 2 "no host name (hostname -s)"
fi
name=${host:+$host-}$stamp
# Staging names hold the host, the SLURM job if any, and this process's id.
tag=.${host:+$host.}${SLURM_JOB_ID:+job$SLURM_JOB_ID.}$stamp.$$
make_folder "$out_dir"

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

# The folder is the machine's identity from a run's own context (`cpuroof machine-name`: vendor,
# microarchitecture from cpuid, physical cores, e.g. amd-zen5-2c), so two machines never share one;
# CPUROOF_MACHINE overrides it. A run of one tiny benchmark (a tenth of a second, in the
# measurement's environment) names it now: the folder is known writable before anything is measured.
if [ -n "${CPUROOF_MACHINE:-}" ]; then
  machine=$CPUROOF_MACHINE
else
  probe=$out_dir/$tag.probe
  make_staging "$probe"
  status=0
  run "$bench" --cpuroof_profile=smoke --cpuroof_families=stream --benchmark_min_time=0.001 \
    --benchmark_repetitions=1 --benchmark_filter='^stream/copy/hand/f64/ws:4096/threads:1/' \
    --benchmark_out="$probe/raw.json" >"$probe/log" 2>&1 || status=$?
  [ "$status" -eq 0 ] ||
    die "$status" "the run naming the machine failed (exit $status):" \
      "$(grep -v ': note: ' "$probe/log" | tail -n 1)"
  machine=$("$cpuroof" machine-name "$probe/raw.json")
fi
case $machine in
  "" | .* | */* | *[![:print:]]*)
    die 2 "machine name '$machine' is not a folder name" \
      "(CPUROOF_MACHINE: no '/', no leading '.')" ;;
esac
machine_dir=$out_dir/$machine
make_folder "$machine_dir"
# Staged in the folder the result goes to: its final rename stays within one filesystem.
stage=$machine_dir/$tag.partial
make_staging "$stage"
[ -z "$probe" ] || { rm -rf -- "$probe"; probe=""; }

echo "measure.sh: measuring profile '$profile'${host:+ on $host} (staged in $stage)"
measure_started=$SECONDS
# The bench refuses an existing --benchmark_out: the staging folder is new.
run "$bench" --cpuroof_profile="$profile" --cpuroof_progress ${budget:+--cpuroof_budget="$budget"} \
  --benchmark_out="$stage/raw.json" ${bench_args[@]+"${bench_args[@]}"}
unsaved=$stage/raw.json
# Kept compressed (a full run's 11 MB of JSON is about 1 MB gzipped): `cpuroof fit` reads it as it is.
run gzip -9 "$stage/raw.json"
unsaved=$stage/raw.json.gz

fit_started=$SECONDS
# fit writes the folder: <name>, else <name>-2, -3, ... when another run of the same second has it.
# fit refuses an existing folder and commits its own atomically (rename without replacing): a name
# taken meanwhile fails that fit alone (exit 2), which runs again for the next name. Exit 0 or 1 (a
# plot not rendered) with this run's raw.json.gz in the folder: fit committed it.
dest=$machine_dir/$name
n=1
while :; do
  while [ -e "$dest" ] || [ -L "$dest" ]; do
    n=$((n + 1))
    dest=$machine_dir/$name-$n
  done
  fit_target=$dest
  fit_status=0
  run "$cpuroof" fit "$stage/raw.json.gz" -o "$dest" 2>"$stage/fit.err" || fit_status=$?
  [ "$fit_status" -gt 1 ] || ! cmp -s "$stage/raw.json.gz" "$dest/raw.json.gz" || break
  [ "$fit_status" -eq 2 ] && { [ -e "$dest" ] || [ -L "$dest" ]; } && continue
  cat "$stage/fit.err" >&2
  exit $((fit_status ? fit_status : 3))
done
fit_target=""
unsaved=""
cat "$stage/fit.err" >&2
echo "measure.sh: measuring took $((fit_started - measure_started)) s, fitting $((SECONDS - fit_started)) s"
echo "result folder: $dest"
exit "$fit_status"
