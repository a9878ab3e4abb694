# Sourced by run.sh and measure.sh: one measurement at a time per host. take_run_lock <wait:0|1> [name]
# (name: the script the messages start with, run.sh by default) holds an exclusive
# flock on $CPUROOF_LOCK_FILE (default /tmp/cpuroof.lock) on file descriptor 9 until the process and
# its children exit, and records the holder's pid and start time in the file. When another run holds
# it: one line naming that run and exit 2, or, with wait=1, a line saying so and a wait for it.
take_run_lock() {
  local wait=$1 me=${2:-run.sh}
  run_lock_file=${CPUROOF_LOCK_FILE:-/tmp/cpuroof.lock}
  command -v flock >/dev/null || { echo "$me: flock not found (Debian package util-linux)" >&2; exit 2; }
  # Created writable by all, so another user's run can take it too; opened read-only, which flock
  # needs no more than, and which a file of another user's in sticky /tmp allows.
  [ -e "$run_lock_file" ] || (umask 000 && : >>"$run_lock_file") 2>/dev/null || true
  exec 9<"$run_lock_file" || { echo "$me: cannot open the lock file $run_lock_file" >&2; exit 2; }
  if ! flock -n 9; then
    local holder
    holder=$(head -c 200 "$run_lock_file" 2>/dev/null | head -n 1)
    if [ "$wait" -eq 0 ]; then
      echo "$me: another measurement is running on this host (${holder:-holder unknown}; lock $run_lock_file): not measuring; --wait queues behind it" >&2
      exit 2
    fi
    echo "$me: waiting for the measurement running on this host (${holder:-holder unknown}; lock $run_lock_file)" >&2
    flock 9
  fi
  printf 'pid %s, started %s\n' "$BASHPID" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$run_lock_file" 2>/dev/null || true
}
