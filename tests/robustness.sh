#!/usr/bin/env bash
# Robustness on the machines users have (ctest label `robustness`). One case per call:
#   robustness.sh run-lock REPO          a second scripts/run.sh refuses at once while a run holds the
#                                        host's lock, and --wait waits for it; nothing built or measured
#   robustness.sh bench-write BENCH      cpuroof-bench with its JSON going to /dev/full: exit 1 and one
#                                        line naming the file, before measuring
#   robustness.sh bench-space BENCH      cpuroof-bench with its JSON going to a 16 KiB tmpfs: exit 1 and
#                                        one line saying how much room it needs, before measuring
#                                        (skipped, exit 77, where no tmpfs can be mounted)
#   robustness.sh interrupt CPUROOF MAKE_SYNTHETIC_RUN
#                                        cpuroof fit, plot and compare killed by SIGINT, SIGTERM or
#                                        SIGHUP while staging: killed by the signal, no staging folder
#                                        left, nothing at the target
set -u
case_name=$1
work=$(mktemp -d)
holder=""
mounted=""
cleanup() {
  [ -n "$holder" ] && kill "$holder" 2>/dev/null
  wait 2>/dev/null
  [ -n "$mounted" ] && umount "$mounted"
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL $case_name: $*"; exit 1; }

case $case_name in
  run-lock)
    repo=$2
    command -v flock >/dev/null || { echo "SKIP: flock not found (util-linux)"; exit 0; }
    export CPUROOF_LOCK_FILE=$work/cpuroof.lock
    # The holder takes the lock with run.sh's own function, then stays a few seconds.
    (source "$repo/scripts/run_lock.sh" && take_run_lock 0 && echo held >"$work/held" && sleep 4) &
    holder=$!
    for _ in $(seq 100); do [ -e "$work/held" ] && break; sleep 0.05; done
    [ -e "$work/held" ] || fail "the holder never took the lock"
    start=$(date +%s%N)
    err=$(timeout 20 "$repo/scripts/run.sh" 2>&1 >"$work/out")
    status=$?
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    [ "$status" -eq 2 ] || fail "a second run.sh exited $status (expected 2): $err"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "the refusal is not one line: $err"
    case $err in *"another measurement is running"*"pid $holder, started "*) ;; *) fail "the refusal names no holder pid $holder and start time: $err" ;; esac
    [ "$ms" -lt 3000 ] || fail "the refusal took $ms ms (expected at once)"
    [ -s "$work/out" ] && fail "the refused run wrote to stdout: $(cat "$work/out")"
    # --wait waits for the holder to exit, then takes the lock (--check-lock: and stops there).
    err=$(timeout 20 "$repo/scripts/run.sh" --wait --check-lock 2>&1)
    status=$?
    [ "$status" -eq 0 ] || fail "run.sh --wait --check-lock exited $status: $err"
    case $err in *"waiting for the measurement"*"is free"*) ;; *) fail "--wait did not say it waited: $err" ;; esac
    kill -0 "$holder" 2>/dev/null && fail "--wait returned while the holder still ran"
    holder=""
    grep -q "^pid [0-9]*, started " "$CPUROOF_LOCK_FILE" || fail "the lock file does not name its holder: $(cat "$CPUROOF_LOCK_FILE")"
    echo "run-lock: a second run refused in $ms ms; --wait waited for the first"
    ;;
  bench-write)
    bench=$2
    [ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 0; }
    err=$(timeout 120 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak \
      --benchmark_filter='^peak/fma8/hand/f64/isa:scalar/threads:1' --benchmark_min_time=0.001 \
      --benchmark_out=/dev/full 2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 1 ] || fail "exit $status with --benchmark_out=/dev/full (expected 1)"
    last=$(printf '%s\n' "$err" | tail -n 1)
    case $last in "cpuroof-bench: --benchmark_out=/dev/full: write failed after "*"No space left on device"*) ;;
      *) fail "the last line is not the write error: $last" ;; esac
    [ "$(printf '%s\n' "$err" | grep -c 'cpuroof-bench: ')" -eq 1 ] || fail "more than one error line: $err"
    grep -q 'peak/fma8' "$work/out" && fail "it measured although nothing could be written"
    echo "bench-write: $last"
    ;;
  bench-space)
    bench=$2
    mkdir "$work/small"
    mount -t tmpfs -o size=16k cpuroof-test "$work/small" 2>/dev/null ||
      { echo "SKIP: cannot mount a tmpfs here (needs root and a mount namespace that allows it)"; exit 77; }
    mounted=$work/small
    err=$(timeout 120 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak --benchmark_out="$work/small/raw.json" \
      2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 1 ] || fail "exit $status with the results going to a 16 KiB tmpfs (expected 1)"
    last=$(printf '%s\n' "$err" | tail -n 1)
    case $last in "cpuroof-bench: need "*" MB in $work/small for the results, have 0.0 MB") ;;
      *) fail "the last line is not the space error: $last" ;; esac
    [ "$(printf '%s\n' "$err" | grep -c 'cpuroof-bench: ')" -eq 1 ] || fail "more than one error line: $err"
    grep -q 'peak/' "$work/out" && fail "it measured although the results could not fit"
    [ -z "$(ls -A "$work/small")" ] || fail "it wrote into the full folder: $(ls -A "$work/small")"
    echo "bench-space: $last"
    ;;
  interrupt)
    cpuroof=$2
    # A stand-in gnuplot that says when it runs (the staging folder is then full) and waits to be
    # killed: the command is caught mid-way every time, whatever the machine's speed.
    mkdir "$work/bin"
    printf '#!/bin/sh\necho $$ >"$CPUROOF_TEST_READY"\nexec sleep 60\n' >"$work/bin/gnuplot"
    chmod +x "$work/bin/gnuplot"
    "$3" --tiny >"$work/tiny.json"
    PATH=/nonexistent "$cpuroof" fit "$work/tiny.json" -o "$work/good" -q >/dev/null || fail "fit of the tiny run"
    set -m  # background jobs keep SIGINT (without job control they start with it ignored)
    interrupt() {  # <signal> <folder the staging is in> <target> <cpuroof args...>
      local sig=$1 parent=$2 target=$3 ready=$work/ready-$1-$RANDOM
      shift 3
      PATH="$work/bin:$PATH" CPUROOF_TEST_READY=$ready "$cpuroof" "$@" >/dev/null 2>&1 &
      local pid=$!
      holder=$pid
      for _ in $(seq 200); do [ -s "$ready" ] && break; sleep 0.05; done
      [ -s "$ready" ] || fail "cpuroof $1 never ran gnuplot"
      ls -d "$parent"/.*.partial-"$pid" >/dev/null 2>&1 || fail "cpuroof $1: no staging folder while gnuplot runs"
      kill -"$sig" "$pid"
      wait "$pid"
      local status=$?
      holder=""
      kill "$(cat "$ready")" 2>/dev/null
      [ "$status" -eq $((128 + $(kill -l "$sig"))) ] || fail "cpuroof $1 on SIG$sig exited $status (expected killed by it)"
      ls -d "$parent"/.*.partial-* 2>/dev/null && fail "cpuroof $1 on SIG$sig left its staging folder"
      [ -e "$target" ] && fail "cpuroof $1 on SIG$sig left $target"
      echo "interrupt: cpuroof $1 on SIG$sig: killed by it, nothing left"
    }
    for sig in INT TERM HUP; do interrupt "$sig" "$work" "$work/fit-$sig" fit "$work/tiny.json" -o "$work/fit-$sig" -q; done
    interrupt TERM "$work" "$work/plot" plot "$work/good" -o "$work/plot"
    interrupt TERM "$work" "$work/compare" compare "$work/good" "$work/good" -o "$work/compare" -q
    rm "$work/good"/roofline*  # plot into the folder itself: its files must all be new
    listing=$(ls -A "$work/good")
    interrupt TERM "$work/good" "$work/good/roofline.gp" plot "$work/good"
    [ "$(ls -A "$work/good")" = "$listing" ] || fail "plot on SIGTERM changed the result folder"
    ;;
  *) fail "unknown case" ;;
esac
