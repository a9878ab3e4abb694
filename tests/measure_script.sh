#!/usr/bin/env bash
# scripts/measure.sh never loses or leaves a run (ctest label `robustness`), with a stand-in bench
# that writes the tiny synthetic run (nothing is measured) and the real cpuroof. One case per call:
#   measure_script.sh signals REPO CPUROOF MAKE_SYNTHETIC_RUN
#       INT, TERM and HUP to measure.sh's process group while the bench runs and while fit renders,
#       and to measure.sh alone while the bench runs: it exits 128+n after its programs, leaves no
#       staging folder, no program running and the host's lock free
#   measure_script.sh same-second REPO CPUROOF MAKE_SYNTHETIC_RUN
#       three runs at once and a fourth, all in one second (a stand-in `date`): four whole folders,
#       <stamp>, <stamp>-2, -3 and -4, nothing else; a fifth whose <stamp>-5 another run takes just
#       before its fit commits: <stamp>-6
#   measure_script.sh unwritable REPO CPUROOF MAKE_SYNTHETIC_RUN
#       OUT/<machine> a file, OUT through a file, OUT/<machine> read-only (as a user other than
#       root), a bad CPUROOF_MACHINE or a --benchmark_out of the caller's: one line naming the
#       folder, exit 1 (2 for the name and the argument), nothing measured
#   measure_script.sh unfitted REPO CPUROOF MAKE_SYNTHETIC_RUN
#       a measurement fit refuses: fit's exit status, no folder, the measurement kept beside
set -u
case_name=$1
skip_test_name=measure_script_$case_name
source "$(dirname "$0")/skip.sh"
repo=$2
cpuroof=$3
make_synthetic_run=$4
work=$(mktemp -d)
running=()  # pids of stand-ins that signal they run: none may outlive a test
cleanup() {
  local p
  for p in ${running[@]+"${running[@]}"}; do kill -KILL "$p" 2>/dev/null; done
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL $case_name: $*"; exit 1; }
command -v flock >/dev/null || skip setup "flock not found (util-linux)"

# The stand-in bench: notes each call, refuses an existing --benchmark_out as the bench does, and
# writes the tiny run there. The measurement (the call given the bench argument
# --benchmark_filter=^fake/, which measure.sh passes on to it alone) writes its pid to
# $FAKE_BENCH_READY and, with FAKE_BENCH_SLEEP, sleeps until killed; with FAKE_BENCH_JUNK it writes
# a JSON fit refuses.
mkdir -p "$work/build/bench" "$work/build/analysis" "$work/bin"
cat >"$work/build/bench/cpuroof-bench" <<'EOF'
#!/bin/sh
out=""
measure=0
for a; do
  case $a in
    --benchmark_out=*) out=${a#--benchmark_out=} ;;
    --benchmark_filter=^fake/) measure=1 ;;
  esac
done
echo "$measure $*" >>"$FAKE_BENCH_LOG"
[ -n "$out" ] || { echo "fake bench: no --benchmark_out" >&2; exit 2; }
[ -e "$out" ] && { echo "cpuroof-bench: --benchmark_out=$out: exists" >&2; exit 2; }
if [ "$measure" = 1 ]; then
  [ -z "${FAKE_BENCH_READY:-}" ] || echo $$ >"$FAKE_BENCH_READY"
  [ -z "${FAKE_BENCH_SLEEP:-}" ] || exec sleep 60
  [ -z "${FAKE_BENCH_JUNK:-}" ] || { printf '{"context": {}, "bench' >"$out"; exit 0; }
fi
exec cp "$FAKE_BENCH_RUN" "$out"
EOF
# A stand-in gnuplot that says it runs and waits to be killed: fit is caught while it renders.
printf '#!/bin/sh\necho $$ >"$FAKE_GNUPLOT_READY"\nexec sleep 60\n' >"$work/bin/gnuplot"
chmod 755 "$work/build/bench/cpuroof-bench" "$work/bin/gnuplot"
ln -s "$cpuroof" "$work/build/analysis/cpuroof"
"$make_synthetic_run" --tiny >"$work/tiny.json" || fail "make_synthetic_run --tiny"
machine=$("$cpuroof" machine-name "$work/tiny.json") || fail "cpuroof machine-name of the tiny run"
export FAKE_BENCH_RUN=$work/tiny.json FAKE_BENCH_LOG=$work/bench.log
export CPUROOF_LOCK_FILE=$work/cpuroof.lock
: >"$FAKE_BENCH_LOG"
measure() { "$repo/scripts/measure.sh" --build "$work/build" --profile smoke "$@"; }
measured() { grep -c '^1 ' "$FAKE_BENCH_LOG"; }

# A process that has exited, or a zombie no one reaped yet.
gone() {
  local stat
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
  stat=${stat##*) }
  [ "${stat%% *}" = Z ]
}
wait_for_file() {
  local i
  for i in $(seq 200); do [ -s "$1" ] && return 0; sleep 0.05; done
  return 1
}
lock_free() { flock -n "$CPUROOF_LOCK_FILE" true || fail "$1: $CPUROOF_LOCK_FILE is still locked"; }
# Nothing under OUT but the machine's folder, empty.
nothing_left() {
  local left
  left=$(find "$2" -mindepth 1 -not -path "$2/$machine")
  [ -z "$left" ] || fail "$1 left: $left"
}

case $case_name in
  signals)
    set -m  # each measure.sh its own process group, whose background jobs keep SIGINT
    interrupt() {  # <signal> <group|alone> <bench|fit>
      local sig=$1 whom=$2 phase=$3 pid status i
      local what="SIG$sig to measure.sh's $whom while the $phase runs"
      local out=$work/$sig-${whom#process }-$phase ready=$work/ready-$sig-${whom#process }-$phase
      local args=(--build "$work/build" --profile smoke --out "$out" -- --benchmark_filter=^fake/)
      # measure.sh itself in the background (not a function's subshell): $! is its pid.
      if [ "$phase" = bench ]; then
        FAKE_BENCH_SLEEP=1 FAKE_BENCH_READY=$ready \
          "$repo/scripts/measure.sh" "${args[@]}" >"$out.log" 2>&1 &
      else
        PATH="$work/bin:$PATH" FAKE_GNUPLOT_READY=$ready \
          "$repo/scripts/measure.sh" "${args[@]}" >"$out.log" 2>&1 &
      fi
      pid=$!
      wait_for_file "$ready" || fail "$what: the $phase never ran: $(cat "$out.log")"
      running+=("$(cat "$ready")")
      [ "$(find "$out" -name '.*.partial*' | wc -l)" -ge 1 ] ||
        fail "$what: no staging folder while the $phase runs"
      if [ "$whom" = "process group" ]; then
        kill -s "$sig" -- "-$pid"
      else
        kill -s "$sig" "$pid"
      fi
      for i in $(seq 200); do gone "$pid" && break; sleep 0.05; done
      gone "$pid" || { kill -KILL -- "-$pid"; fail "$what: measure.sh still runs 10 s later"; }
      wait "$pid"
      status=$?
      [ "$status" -eq $((128 + $(kill -l "$sig"))) ] ||
        fail "$what: exit $status (expected killed by it): $(cat "$out.log")"
      gone "$(cat "$ready")" || fail "$what: the $phase outlived measure.sh"
      nothing_left "$what" "$out"
      lock_free "$what"
      echo "signals: $what: killed by it, nothing left"
    }
    for sig in INT TERM HUP; do
      interrupt "$sig" "process group" bench
      interrupt "$sig" "process group" fit
      interrupt "$sig" "process alone" bench
    done
    ;;
  same-second)
    # Every run's clock reads the same second.
    real_date=$(command -v date)
    printf '#!/bin/sh\nexec %s -d @1767225600 "$@"\n' "$real_date" >"$work/bin/date"
    chmod 755 "$work/bin/date"
    rm "$work/bin/gnuplot"
    stamp=$(PATH="$work/bin:$PATH" date -u +%Y-%m-%dT%H-%M-%SZ)
    out=$work/out
    pids=()
    for i in 1 2 3; do  # as on three hosts sharing OUT: each its own lock
      PATH="$work/bin:$PATH" CPUROOF_LOCK_FILE=$work/lock-$i \
        measure --out "$out" -- --benchmark_filter=^fake/ >"$work/run-$i.log" 2>&1 &
      pids+=($!)
    done
    for i in 1 2 3; do
      wait "${pids[$((i - 1))]}" || fail "run $i of 3 at once exited $?: $(cat "$work/run-$i.log")"
    done
    PATH="$work/bin:$PATH" \
      measure --out "$out" -- --benchmark_filter=^fake/ >"$work/run-4.log" 2>&1 ||
      fail "a fourth run in the same second exited $?: $(cat "$work/run-4.log")"
    [ "$(measured)" -eq 4 ] || fail "$(measured) measurements for 4 runs"
    reported=$(for i in 1 2 3 4; do tail -n 1 "$work/run-$i.log"; done | sort)
    expected=$(printf 'result folder: %s\n' "$out/$machine/$stamp"{,-2,-3,-4} | sort)
    [ "$reported" = "$expected" ] || fail "the runs reported: $reported"
    for suffix in "" -2 -3 -4; do
      for f in meta.json roofs.csv points.csv report.md raw.json.gz; do
        [ -s "$out/$machine/$stamp$suffix/$f" ] || fail "$out/$machine/$stamp$suffix has no $f"
      done
      zcat "$out/$machine/$stamp$suffix/raw.json.gz" | cmp -s - "$work/tiny.json" ||
        fail "$stamp$suffix does not hold the run measured"
    done
    # A fifth run loses the race for its name: another takes $stamp-5 just before its fit commits.
    mkdir -p "$work/racer/bench" "$work/racer/analysis"
    ln -s "$work/build/bench/cpuroof-bench" "$work/racer/bench/cpuroof-bench"
    cat >"$work/racer/analysis/cpuroof" <<EOF
#!/bin/sh
if [ "\$1" = fit ] && [ "\$4" = "$out/$machine/$stamp-5" ]; then
  mkdir "\$4" && echo other >"\$4/raw.json.gz"
fi
exec "$cpuroof" "\$@"
EOF
    chmod 755 "$work/racer/analysis/cpuroof"
    PATH="$work/bin:$PATH" "$repo/scripts/measure.sh" --build "$work/racer" \
      --profile smoke --out "$out" -- --benchmark_filter=^fake/ >"$work/run-5.log" 2>&1 ||
      fail "the run that lost the race for its name exited $?: $(cat "$work/run-5.log")"
    [ "$(tail -n 1 "$work/run-5.log")" = "result folder: $out/$machine/$stamp-6" ] ||
      fail "the run that lost the race for $stamp-5: $(cat "$work/run-5.log")"
    [ "$(cat "$out/$machine/$stamp-5/raw.json.gz")" = other ] || fail "the folder taken was changed"
    ! grep -q "already exists" "$work/run-5.log" || fail "said the race: $(cat "$work/run-5.log")"
    [ -s "$out/$machine/$stamp-6/roofs.csv" ] || fail "$stamp-6 is not whole"
    left=$(cd "$out" && find . -mindepth 1 -not -path "./$machine" -not -path "./$machine/$stamp" \
      -not -path "./$machine/$stamp-[23456]" -not -path "./$machine/$stamp*/*")
    [ -z "$left" ] || fail "left beside the result folders: $left"
    echo "same-second: four runs in one second wrote $stamp, $stamp-2, $stamp-3 and $stamp-4," \
      "whole; a fifth whose name was taken as it committed wrote $stamp-6"
    ;;
  unwritable)
    # refused <expected status> <what the line must name> <out> [VAR=value...] [command prefix...]
    refused() {
      local want=$1 names=$2 out=$3 before err status
      shift 3
      before=$(measured)
      err=$(env "$@" "${scripts:-$repo/scripts}/measure.sh" --build "$work/build" --profile smoke --out "$out" \
        -- --benchmark_filter=^fake/ 2>&1 >"$work/stdout")
      status=$?
      [ "$status" -eq "$want" ] || fail "$*: exit $status (expected $want): $err"
      [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "$*: not one line: $err"
      case $err in
        "measure.sh: "*"$names"*) ;;
        *) fail "$*: the line does not name $names: $err" ;;
      esac
      [ "$(measured)" -eq "$before" ] || fail "$*: measured although it cannot write"
      lock_free "$*"
      echo "unwritable: $err"
    }
    # root writes anywhere: a file where a folder must be stops it too.
    mkdir "$work/out"
    : >"$work/out/$machine"
    refused 1 "$work/out/$machine" "$work/out"
    [ "$(ls -A "$work/out")" = "$machine" ] || fail "it left in OUT: $(ls -A "$work/out")"
    : >"$FAKE_BENCH_LOG"
    refused 1 "$work/out/$machine" "$work/out" CPUROOF_MACHINE="$machine"
    [ -s "$FAKE_BENCH_LOG" ] &&
      fail "the bench ran though CPUROOF_MACHINE names the folder: $(cat "$FAKE_BENCH_LOG")"
    : >"$work/file"
    refused 1 "$work/file/out" "$work/file/out"
    refused 2 "CPUROOF_MACHINE" "$work/named" CPUROOF_MACHINE=../elsewhere
    [ -e "$work/elsewhere" ] && fail "CPUROOF_MACHINE=../elsewhere wrote $work/elsewhere"
    err=$(measure --out "$work/args" -- --benchmark_out="$work/mine.json" 2>&1)
    status=$?
    [ "$status" -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] ||
      fail "a --benchmark_out of the caller's: exit $status (expected 2, one line): $err"
    [ -e "$work/args" ] || [ -e "$work/mine.json" ] && fail "a --benchmark_out of the caller's wrote"
    # A read-only OUT/<machine>, found by a user other than root (root runs it as nobody).
    mkdir -p "$work/ro/$machine"
    chmod 555 "$work/ro/$machine"
    if [ "$(id -u)" -ne 0 ]; then
      refused 1 "$work/ro/$machine: Permission denied" "$work/ro"
    elif command -v setpriv >/dev/null && id nobody >/dev/null 2>&1; then
      chmod 755 "$work"
      chmod 777 "$work/ro"  # the probe's folder goes there
      chmod 666 "$FAKE_BENCH_LOG"
      (umask 000 && : >"$CPUROOF_LOCK_FILE")
      as_nobody=(setpriv --reuid="$(id -u nobody)" --regid="$(id -g nobody)" --clear-groups)
      # Copies of the scripts and the CLI where nobody reaches them, wherever the checkout lies (a
      # clone under root's home is closed to others).
      scripts=$work/scripts
      cp -r "$repo/scripts" "$scripts"
      rm "$work/build/analysis/cpuroof"
      cp "$cpuroof" "$work/build/analysis/cpuroof"
      chmod -R a+rX "$scripts" "$work/build"
      # Running the CLI, not only finding it executable: in a cross build it is a wrapper whose
      # emulator reads a sysroot under root's home, which nobody cannot.
      if ! "${as_nobody[@]}" "$work/build/analysis/cpuroof" --version >/dev/null 2>&1; then
        skip_part build "the read-only case: nobody cannot run $cpuroof (a cross build's emulator reads a sysroot nobody cannot)"
      else
        refused 1 "$work/ro/$machine: Permission denied" "$work/ro" "${as_nobody[@]}"
      fi
      scripts=""
    else
      skip_part setup "the read-only case: no setpriv or no user nobody to run it as"
    fi
    [ -z "$(ls -A "$work/ro/$machine")" ] ||
      fail "it wrote into the read-only folder: $(ls -A "$work/ro/$machine")"
    ;;
  unfitted)
    out=$work/out
    err=$(FAKE_BENCH_JUNK=1 measure --out "$out" -- --benchmark_filter=^fake/ 2>&1 >"$work/stdout")
    status=$?
    [ "$status" -eq 2 ] || fail "exit $status when fit refuses the run (expected fit's 2): $err"
    kept=$(find "$out" -name '*.raw.json.gz')
    [ -n "$kept" ] && [ "$(printf '%s\n' "$kept" | wc -l)" -eq 1 ] ||
      fail "not one measurement kept: $(find "$out")"
    [ "$(dirname "$kept")" = "$out/$machine" ] || fail "the measurement was kept as $kept"
    [ "$(zcat "$kept")" = '{"context": {}, "bench' ] || fail "$kept is not the measurement"
    case $err in *"cpuroof: error: "*"measure.sh: the measurement is kept as $kept "*) ;;
      *) fail "the lines do not say fit's error, then where the measurement is: $err" ;; esac
    left=$(find "$out" -mindepth 1 -not -path "$out/$machine" -not -path "$kept")
    [ -z "$left" ] || fail "left: $left"
    lock_free "unfitted"
    echo "unfitted: exit 2, $err"
    ;;
  *) fail "unknown case" ;;
esac
