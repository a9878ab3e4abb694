#!/usr/bin/env bash
# The SLURM batch script for real (ctest label `slurm`): starts a one-node SLURM on this machine
# (munged, slurmctld, slurmd; private sockets, ports, state and logs under a temporary folder),
# submits scripts/slurm/cpuroof.sbatch with the smoke profile and a few benchmarks, waits for it, and
# checks the result folder and index.csv; then cancels a second job (scancel) while its node
# measures, and checks that nothing of it is left running or staged.
#   slurm.sh REPO BUILD_DIR
# Skipped (tests/skip.sh) with the reason where it cannot run: not root, the Debian packages slurmd
# slurmctld slurm-client munge missing (scripts/install-deps.sh --slurm), or daemons that do not start.
# Every daemon it started is stopped by its pid on exit, whatever the outcome, and anything left of
# the job (found by this SLURM's configuration file in its environment) is killed by pid too.
# The last line says whether it ran or why it was skipped.
set -u
repo=$1
build=$2
started=$(date +%s)

work=""
pids=()          # daemons started here: munged, slurmctld, slurmd
job=""
conf=""

say() {
  echo "slurm_batch: $*"
}
skip_test_name=slurm_batch
source "$(dirname "$0")/skip.sh"
# Every cause of a skip here is the machine's setup.
skip_setup() { skip setup "$*"; }
show_logs() {
  local f
  for f in "$work"/munged.out "$work"/munge/munged.log "$work"/slurmctld.log "$work"/slurmd.log "$work"/job.out; do
    [ -s "$f" ] && { echo "--- ${f##*/} (last 25 lines)"; tail -n 25 "$f"; }
  done
}
fail() { echo "FAIL: $*"; show_logs; say "FAILED after $(( $(date +%s) - started )) s: $*"; exit 1; }

# The processes whose environment names this test's slurm.conf, other than the daemons and their
# children (slurmctld's slurmscriptd): what slurmd started for the job (slurmstepd, the batch script,
# the bench) and is still running. Builtins only: forks are slow in some sandboxes.
job_processes() {
  local p stat e
  local -a fields env
  [ -n "$conf" ] || return 0
  for p in /proc/[0-9]*; do
    p=${p#/proc/}
    [ "$p" = "$$" ] && continue
    case " ${pids[*]} " in *" $p "*) continue ;; esac
    read -r stat 2>/dev/null <"/proc/$p/stat" || continue
    read -r -a fields <<<"${stat##*) }"
    case " ${pids[*]} " in *" ${fields[1]} "*) continue ;; esac
    mapfile -d '' -t env 2>/dev/null <"/proc/$p/environ" || continue
    for e in "${env[@]}"; do
      [ "$e" = "SLURM_CONF=$conf" ] && { echo "$p"; break; }
    done
  done
  return 0
}

cleanup() {
  local p i left
  trap - EXIT INT TERM
  # The job first, while the daemons can still end it; then the daemons, newest first, by pid.
  if [ ${#pids[@]} -gt 0 ]; then
    [ -n "$job" ] && timeout 10 scancel "$job" >/dev/null 2>&1
    for i in $(seq 50); do [ -z "$(job_processes)" ] && break; sleep 0.2; done
  fi
  for (( i = ${#pids[@]} - 1; i >= 0; i-- )); do kill -TERM "${pids[$i]}" 2>/dev/null; done
  for p in "${pids[@]}"; do
    for i in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$p" 2>/dev/null && { echo "slurm.sh: pid $p ignored SIGTERM; killing it"; kill -KILL "$p" 2>/dev/null; }
    wait "$p" 2>/dev/null
  done
  left=$(job_processes)
  if [ -n "$left" ]; then
    echo "slurm.sh: killing what is left of the job: pids $(echo $left)"
    kill -KILL $left 2>/dev/null
  fi
  [ -n "$work" ] && rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# What this test needs, each missing one a reason to skip.
[ "$(uname -s)" = Linux ] || skip_setup "SLURM's daemons run on Linux only"
[ "$(id -u)" -eq 0 ] || skip_setup "not root: starting munged, slurmctld and slurmd needs root (CI runs the tests as root)"
missing=()
for c in munged munge unmunge slurmctld slurmd sbatch srun sinfo squeue scancel scontrol setpriv; do
  command -v "$c" >/dev/null 2>&1 || missing+=("$c")
done
[ ${#missing[@]} -eq 0 ] ||
  skip_setup "not installed: ${missing[*]} (Debian packages slurmd slurmctld slurm-client munge: scripts/install-deps.sh --slurm)"
id munge >/dev/null 2>&1 || skip_setup "no user 'munge' (the munge package creates it)"
for exe in "$build/bench/cpuroof-bench" "$build/analysis/cpuroof"; do
  [ -x "$exe" ] || fail "$exe is not built"
done

node=$(hostname -s 2>/dev/null)
[ -n "$node" ] || skip_setup "no short host name (hostname -s) to name the node"
cpus=$(nproc)
work=$(mktemp -d /tmp/cpuroof-slurm.XXXXXX) || skip_setup "cannot create a temporary folder"
chmod 755 "$work"
conf=$work/slurm.conf
export SLURM_CONF=$conf

# munged as the munge user, with its own key, socket, pid, seed and log files.
mkdir "$work/munge" && chown munge:munge "$work/munge" && chmod 755 "$work/munge" || skip_setup "cannot prepare munged's folder"
head -c 1024 /dev/urandom >"$work/munge/munge.key" && chown munge:munge "$work/munge/munge.key" &&
  chmod 400 "$work/munge/munge.key" || skip_setup "cannot write a munge key"
socket=$work/munge/munge.socket
setpriv --reuid=munge --regid=munge --init-groups \
  munged --foreground --key-file="$work/munge/munge.key" --socket="$socket" --pid-file="$work/munge/munged.pid" \
  --seed-file="$work/munge/munged.seed" --log-file="$work/munge/munged.log" >"$work/munged.out" 2>&1 &
pids+=($!)
for i in $(seq 50); do
  munge -n -S "$socket" 2>/dev/null | unmunge -S "$socket" >/dev/null 2>&1 && break
  kill -0 "${pids[0]}" 2>/dev/null || break
  sleep 0.2
done
munge -n -S "$socket" 2>/dev/null | unmunge -S "$socket" >/dev/null 2>&1 ||
  { show_logs; skip_setup "munged did not start (log above)"; }

# Two free ports on the loopback for slurmctld and slurmd.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
port=""
for i in $(seq 20); do
  p=$(( 20000 + (RANDOM % 20000) * 2 ))
  port_free "$p" && port_free $((p + 1)) && { port=$p; break; }
done
[ -n "$port" ] || skip_setup "no two free ports found"

mkdir "$work/state" "$work/spool"
cat >"$conf" <<EOF
# One-node SLURM of the cpuroof test (tests/slurm.sh)
ClusterName=cpuroof-test
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
ReturnToService=2
MpiDefault=none
SwitchType=switch/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=256 State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF

slurmctld -D -i >>"$work/slurmctld.log" 2>&1 &
pids+=($!)
slurmd -D -N "$node" >>"$work/slurmd.log" 2>&1 &
pids+=($!)

# The node idle: both daemons up and talking.
state=""
for i in $(seq 150); do
  for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null || { show_logs; skip_setup "a daemon exited at start (pid $p; logs above)"; }; done
  state=$(timeout 5 sinfo -h -N -n "$node" -o %t 2>/dev/null)
  [ "$state" = idle ] && break
  sleep 0.2
done
[ "$state" = idle ] || { show_logs; skip_setup "slurmctld and slurmd started but node $node is not idle after 30 s (state '${state:-none}'; logs above)"; }
echo "slurm.sh: node $node idle ($cpus CPUs) after $(( $(date +%s) - started )) s; submitting"

# The batch script as a user submits it, from a submit directory, with a relative OUT_DIR; the smoke
# profile and a few benchmarks (about a second): the clock, one f64 peak per ISA, the f64 triad.
export CPUROOF_LOCK_FILE=$work/cpuroof.lock
mkdir "$work/submit"
t0=$(date +%s)
(cd "$work/submit" && timeout 150 sbatch --wait --nodes=1 --time=5 --output="$work/job.out" \
  "$repo/scripts/slurm/cpuroof.sbatch" --build "$build" out smoke -- \
  --cpuroof_families=peak,stream --benchmark_filter='^(clock/|peak/fma8/hand/f64/|stream/triad/hand/f64/)' \
  --benchmark_min_time=0.001 \
  >"$work/sbatch.out" 2>&1)
rc=$?
job=$(sed -n 's/^Submitted batch job \([0-9]*\).*/\1/p' "$work/sbatch.out")
[ -n "$job" ] || fail "sbatch did not submit: $(cat "$work/sbatch.out")"
[ "$rc" -ne 124 ] || fail "job $job did not finish within 150 s"
[ "$rc" -eq 0 ] || fail "job $job exited $rc: $(cat "$work/sbatch.out")"
echo "slurm.sh: job $job finished in $(( $(date +%s) - t0 )) s"
job_done=$job
job=""

# One result folder, OUT/<machine>/<host>-<timestamp>/, complete; nothing staged left over.
out=$work/submit/out
folders=("$out"/*/"$node"-*)
[ ${#folders[@]} -eq 1 ] && [ -d "${folders[0]}" ] || fail "expected one folder $out/<machine>/$node-<timestamp>, found: $(cd "$out" && find . -maxdepth 2 | sort | tr '\n' ' ')"
result=${folders[0]}
for f in raw.json.gz meta.json roofs.csv points.csv report.md; do
  [ -s "$result/$f" ] || fail "$result has no $f"
done
staged=$(ls -d "$out"/.*.probe "$out"/*/.*.partial* 2>/dev/null)
[ -z "$staged" ] || fail "a staging folder was left: $staged"
grep -qxF "0: result folder: $result" "$work/job.out" || fail "the job's log does not name $result"
machine=$("$build/analysis/cpuroof" machine-name "$result") || fail "cpuroof machine-name $result failed"
[ "$(basename "$(dirname "$result")")" = "$machine" ] || fail "$result is not under its machine's name $machine"
"$build/analysis/cpuroof" show "$result" >/dev/null || fail "cpuroof show $result failed"
grep -q "^pid [0-9]*, started " "$CPUROOF_LOCK_FILE" || fail "the node's measurement did not take the host lock $CPUROOF_LOCK_FILE"
roofs=$(( $(wc -l <"$result/roofs.csv") - 1 ))
# The task had the whole node: the bench found every core (hwloc sees only the CPUs a task may use)
# and measured on all of them.
if cores=$(lscpu -p=Core,Socket 2>/dev/null | grep -v '^#' | sort -u | wc -l) && [ "$cores" -gt 0 ]; then
  # roofs.csv's columns by name: kind and threads.
  kind_threads=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next } { print $col["kind"] "," $col["threads"] }' "$result/roofs.csv")
  printf '%s\n' "$kind_threads" | grep -qx "compute,$cores" ||
    fail "no compute roof on $cores threads: the task did not get the whole node (threads: $(printf '%s\n' "$kind_threads" | cut -d, -f2 | sort -u | tr '\n' ' '))"
fi

# The index: one row per roof of the one run.
[ -s "$out/index.csv" ] || fail "no $out/index.csv"
rows=$(( $(wc -l <"$out/index.csv") - 1 ))
[ "$rows" -eq "$roofs" ] || fail "index.csv has $rows rows, roofs.csv $roofs roofs"
index="index.csv checked ($rows rows)"

# scancel while the node measures (every stream sweep, each timed for 0.05 s: half a minute, never
# done before the cancel a second after measuring starts): TERM reaches the batch script, srun and
# measure.sh with the bench, and measure.sh removes its staging folder before it dies.
cancelled=$work/submit/cancelled
(cd "$work/submit" && timeout 30 sbatch --nodes=1 --time=5 --output="$work/cancelled.out" \
  "$repo/scripts/slurm/cpuroof.sbatch" --build "$build" cancelled smoke -- \
  --cpuroof_families=stream --benchmark_min_time=0.05 >"$work/sbatch-cancelled.out" 2>&1) ||
  fail "sbatch of the job to cancel: $(cat "$work/sbatch-cancelled.out")"
job=$(sed -n 's/^Submitted batch job \([0-9]*\).*/\1/p' "$work/sbatch-cancelled.out")
[ -n "$job" ] || fail "sbatch did not submit the job to cancel: $(cat "$work/sbatch-cancelled.out")"
for i in $(seq 300); do
  staged=$(ls -d "$cancelled"/*/.*.partial 2>/dev/null)
  [ -n "$staged" ] && grep -q 'measuring' "$work/cancelled.out" && break
  sleep 0.1
done
ls -d "$cancelled"/*/.*.partial >/dev/null 2>&1 || fail "job $job never started measuring"
sleep 1
timeout 10 scancel "$job" || fail "scancel $job failed"
for i in $(seq 150); do [ -z "$(job_processes)" ] && break; sleep 0.2; done
[ -z "$(job_processes)" ] || fail "processes of the cancelled job $job still run: $(job_processes)"
cancelled_job=$job
job=""
left=$(find "$cancelled" -mindepth 2; find "$cancelled" -mindepth 1 -maxdepth 1 -not -type d)
[ -z "$left" ] || fail "the cancelled job $cancelled_job left: $left"
say "ran: one-node SLURM, job $job_done, ${result#"$out"/} ($roofs roofs), $index;" \
  "job $cancelled_job cancelled while measuring left nothing; $(( $(date +%s) - started )) s"
