#!/usr/bin/env bash
# Robustness on the machines users have (ctest label `robustness`). One case per call:
#   robustness.sh run-lock REPO          a second scripts/run.sh refuses at once while a run holds the
#                                        host's lock, and --wait waits for it; nothing built or measured
#   robustness.sh bench-write BENCH      cpuroof-bench with its JSON going to /dev/full: exit 1 and one
#                                        line naming the file, before measuring
#   robustness.sh memory-limit BENCH     the read sweep under `ulimit -v` too low for its largest sizes:
#                                        exit 0, one message, the sizes shrunk, valid JSON with the peak RSS
#                                        (skipped for an AddressSanitizer build)
#   robustness.sh cpu-mask BENCH         the smoke profile under `taskset -c 0`: no benchmark on 2
#                                        threads, and the context says 1 CPU allowed; OpenMP-pinned
#                                        (OMP_PROC_BIND) runs plan and watch every allowed CPU
#   robustness.sh bench-space BENCH      cpuroof-bench with its JSON going to a 16 KiB tmpfs: exit 1 and
#                                        one line saying how much room it needs, before measuring
#                                        (skipped where no tmpfs can be mounted)
#   robustness.sh bench-options BENCH    an unknown family (alone or beside a known one) and a filter
#                                        that matches nothing: exit 2, one line, no file written
#   robustness.sh stdin CPUROOF MAKE_SYNTHETIC_RUN
#                                        `-` reads standard input (a pipe, plain or gzip-compressed):
#                                        fit keeps the text it read, machine-name names the machine;
#                                        junk on it is refused in one line naming standard input
#   robustness.sh busy-neighbour BENCH CPUROOF
#                                        a tiny bench pinned to CPU 0 beside a busy loop on CPU 0: the
#                                        run records the other load, and fit's checks.csv and summary
#                                        flag it (host_load false, a warning)
#   robustness.sh fit-killed REPO        scripts/measure.sh whose `cpuroof fit` is killed outright (SIGKILL)
#                                        while staging: exit 1 naming it, no staging folder and no result
#                                        folder left, the measurement kept (stand-in bench and cpuroof)
#   robustness.sh interrupt CPUROOF MAKE_SYNTHETIC_RUN
#                                        cpuroof fit, plot and compare killed by SIGINT, SIGTERM or
#                                        SIGHUP while staging: killed by the signal, no staging folder
#                                        left, nothing at the target
set -u
case_name=$1
skip_test_name=robustness_$case_name
source "$(dirname "$0")/skip.sh"
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
    command -v flock >/dev/null || skip setup "flock not found (util-linux)"
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
    [ -w /dev/full ] || skip setup "no /dev/full"
    err=$(timeout 120 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak \
      --benchmark_filter='^peak/fma8/hand/f64/isa:scalar/threads:1' --benchmark_min_time=0.001 \
      --benchmark_out=/dev/full 2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 1 ] || fail "exit $status with --benchmark_out=/dev/full (expected 1)"
    last=$(printf '%s\n' "$err" | tail -n 1)
    case $last in "cpuroof-bench: --benchmark_out=/dev/full: write failed after "*"No space left on device"*) ;;
      *) fail "the last line is not the write error: $last" ;; esac
    [ "$(printf '%s\n' "$err" | grep -v '^cpuroof-bench: note: ' | grep -c 'cpuroof-bench: ')" -eq 1 ] || fail "more than one error line: $err"
    grep -q 'peak/fma8' "$work/out" && fail "it measured although nothing could be written"
    echo "bench-write: $last"
    ;;
  memory-limit)
    bench=$2
    command -v python3 >/dev/null || skip setup "python3 not found (checks the JSON)"
    # AddressSanitizer reserves terabytes of address space for its shadow memory: no `ulimit -v` leaves
    # it room to start, so the sanitizer build cannot be run under one.
    # GCC links its runtime as a library, clang into the program.
    if ldd "$bench" 2>/dev/null | grep -q 'libasan' || grep -qa '__asan_init' "$bench"; then
      skip build "$bench is built with AddressSanitizer, which cannot start under ulimit -v"
    fi
    # The quick profile's f64 read sweep (kernel sum) on one thread (up to 128 MiB), timed like the smoke profile.
    sweep=(--cpuroof_profile=quick --cpuroof_families=stream --benchmark_filter='^stream/sum/hand/f64/ws:[0-9]+/threads:1/'
      --benchmark_min_time=0.001 --benchmark_repetitions=1 --benchmark_enable_random_interleaving=false)
    ctx() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["context"].get(sys.argv[2], ""))' "$@"; }
    # What the process maps before it plans: 64 GiB less the RLIMIT_AS headroom the bench sees under them.
    (ulimit -v $((64 << 20)) && timeout 120 "$bench" "${sweep[@]}" --benchmark_filter='^stream/sum/hand/f64/ws:4096/threads:1/' \
      --benchmark_out="$work/probe.json" >/dev/null 2>&1) || fail "the probe run failed"
    left=$(ctx "$work/probe.json" cpuroof_memory_limits | sed -n 's/.*RLIMIT_AS: \([0-9]*\).*/\1/p')
    [ -n "$left" ] || fail "the context records no RLIMIT_AS: $(ctx "$work/probe.json" cpuroof_memory_limits)"
    mapped_kib=$(( (64 << 20) - left / 1024 ))
    # 192 MiB beyond that: a quarter (48 MiB) for the largest working set, far below the sweep's 512 MiB.
    limit_kib=$((mapped_kib + 192 * 1024))
    err=$( (ulimit -v $limit_kib && timeout 300 "$bench" "${sweep[@]}" --benchmark_out="$work/raw.json") 2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 0 ] || fail "exit $status under ulimit -v $limit_kib: $(printf '%s\n' "$err" | tail -n 3)"
    case $err in *"cpuroof-bench: largest working set "*" instead of "*"RLIMIT_AS"*) ;;
      *) fail "no message that the sizes were shrunk: $err" ;; esac
    [ "$(printf '%s\n' "$err" | grep -v '^cpuroof-bench: note: ' | grep -c 'cpuroof-bench: ')" -eq 1 ] || fail "more than one message: $err"
    python3 - "$work/raw.json" <<'PY' || fail "the JSON is not what it should be"
import json, sys
doc = json.load(open(sys.argv[1]))
ctx, runs = doc["context"], doc["benchmarks"]
ws = [int(r["name"].split("/ws:")[1].split("/")[0]) for r in runs]
assert runs and max(ws) < 128 << 20 and max(ws) >= 16 << 20, f"largest working set {max(ws)}"
assert not [r for r in runs if r.get("error_occurred")], "a benchmark failed"
assert int(ctx["cpuroof_ws_max_bytes"]) < 128 << 20 and ctx["cpuroof_memory_budget_source"] == "RLIMIT_AS", ctx
assert int(ctx["cpuroof_peak_rss_bytes"]) > 0
print(f"memory-limit: {len(runs)} sizes up to {max(ws) >> 20} MiB, peak RSS {int(ctx['cpuroof_peak_rss_bytes']) >> 20} MiB")
PY
    ;;
  cpu-mask)
    bench=$2
    command -v taskset >/dev/null || skip setup "taskset not found (util-linux)"
    command -v python3 >/dev/null || skip setup "python3 not found (checks the JSON)"
    taskset -c 0 true 2>/dev/null || skip setup "CPU 0 is not ours to run on"
    err=$(timeout 600 taskset -c 0 "$bench" --cpuroof_profile=smoke --benchmark_out="$work/raw.json" 2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 0 ] || fail "exit $status under taskset -c 0: $(printf '%s\n' "$err" | tail -n 3)"
    python3 - "$work/raw.json" <<'PY' || fail "the JSON is not what it should be"
import json, sys
doc = json.load(open(sys.argv[1]))
ctx, runs = doc["context"], doc["benchmarks"]
many = [r["name"] for r in runs if "/threads:" in r["name"] and not r["name"].split("/threads:")[1].startswith("1/")]
assert not many, f"benchmarks on more than one thread: {many[:3]}"
assert ctx["cpuroof_cpus_allowed"] == "1" and ctx["cpuroof_threads_max"] == "1", ctx
print(f"cpu-mask: {len(runs)} repetitions on one thread; threads capped by: {ctx['cpuroof_threads_cap']}")
PY
    if [ "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["context"]["cpuroof_cores"])' "$work/raw.json")" -gt 1 ]; then
      case $err in *"cpuroof-bench: measuring at most 1 of the machine's "*"affinity mask"*) ;;
        *) fail "no message that the run is restricted: $err" ;; esac
      # scripts/measure.sh pins threads (OMP_PROC_BIND): libgomp then binds the main thread to one CPU
      # before main(), which must not read as a one-CPU mask; under taskset it still must.
      pinned=$(OMP_PROC_BIND=close OMP_PLACES=cores "$bench" --cpuroof_profile=smoke --benchmark_list_tests=true 2>/dev/null)
      printf '%s\n' "$pinned" | grep -q '/threads:2/' || fail "with OMP_PROC_BIND=close no benchmark is planned on 2 threads"
      pinned=$(OMP_PROC_BIND=close OMP_PLACES=cores taskset -c 0 "$bench" --cpuroof_profile=smoke --benchmark_list_tests=true 2>/dev/null)
      printf '%s\n' "$pinned" | grep -q '/threads:2/' && fail "with OMP_PROC_BIND=close under taskset -c 0 a benchmark is planned on 2 threads"
      # The host watch (host_load, steal) covers every allowed CPU too, not the pinned main thread's one.
      OMP_PROC_BIND=close OMP_PLACES=cores timeout 600 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak \
        --benchmark_filter='^peak/fma' --benchmark_out="$work/pinned.json" >/dev/null 2>&1 ||
        fail "the smoke peak run with OMP_PROC_BIND=close failed"
      python3 - "$work/pinned.json" <<'PY' || fail "with OMP_PROC_BIND=close the host watch misses CPUs"
import json, os, sys
ctx = json.load(open(sys.argv[1]))["context"]
if os.access("/proc/stat", os.R_OK):  # else the bench watches nothing and writes no host_* field
    assert ctx["cpuroof_host_cpus_watched"] == ctx["cpuroof_cpus_allowed"], (ctx["cpuroof_host_cpus_watched"], ctx["cpuroof_cpus_allowed"])
PY
      echo "cpu-mask: OpenMP-pinned runs see every allowed core (2 threads planned; 1 under taskset -c 0) and watch every allowed CPU"
    fi
    ;;
  bench-space)
    bench=$2
    mkdir "$work/small"
    mount -t tmpfs -o size=16k cpuroof-test "$work/small" 2>/dev/null ||
      skip setup "cannot mount a tmpfs here (needs root and a mount namespace that allows it)"
    mounted=$work/small
    err=$(timeout 120 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak --benchmark_out="$work/small/raw.json" \
      2>&1 >"$work/out")
    status=$?
    [ "$status" -eq 1 ] || fail "exit $status with the results going to a 16 KiB tmpfs (expected 1)"
    last=$(printf '%s\n' "$err" | tail -n 1)
    case $last in "cpuroof-bench: need "*" MB in $work/small for the results, have 0.0 MB") ;;
      *) fail "the last line is not the space error: $last" ;; esac
    [ "$(printf '%s\n' "$err" | grep -v '^cpuroof-bench: note: ' | grep -c 'cpuroof-bench: ')" -eq 1 ] || fail "more than one error line: $err"
    grep -q 'peak/' "$work/out" && fail "it measured although the results could not fit"
    [ -z "$(ls -A "$work/small")" ] || fail "it wrote into the full folder: $(ls -A "$work/small")"
    echo "bench-space: $last"
    ;;
  bench-options)
    bench=$2
    refused() {  # <what the line must contain> <bench args...>
      local want=$1
      shift
      err=$(timeout 60 "$bench" --cpuroof_profile=smoke "$@" --benchmark_out="$work/raw.json" 2>&1 >"$work/out")
      status=$?
      [ "$status" -eq 2 ] || fail "$* exited $status (expected 2): $err"
      [ "$(printf '%s\n' "$err" | grep -vc '^cpuroof-bench: note: ')" -eq 1 ] || fail "$*: not one line: $err"
      case $err in *"$want"*) ;; *) fail "$*: the line does not say '$want': $err" ;; esac
      [ -e "$work/raw.json" ] && fail "$*: wrote $work/raw.json"
      echo "bench-options: $* -> $err"
    }
    refused "unknown family 'nosuch' in --cpuroof_families (known: " --cpuroof_families=nosuch
    refused "unknown family 'nosuch'" --cpuroof_families=peak,nosuch
    refused "--benchmark_filter=^nosuch/ matches none of the " --benchmark_filter='^nosuch/'
    refused "matches none of the " --cpuroof_families=peak --benchmark_filter='^stream/'
    ;;
  stdin)
    cpuroof=$2
    "$3" --tiny >"$work/tiny.json"
    cat "$work/tiny.json" | timeout 60 env PATH=/nonexistent "$cpuroof" fit - -o "$work/plain" -q >/dev/null ||
      fail "fit - of a pipe exited $?"
    cmp -s "$work/tiny.json" "$work/plain/raw.json" || fail "the folder's raw.json is not the text read"
    gzip -c "$work/tiny.json" | timeout 60 env PATH=/nonexistent "$cpuroof" fit - -o "$work/gz" -q >/dev/null ||
      fail "fit - of a gzip pipe exited $?"
    [ "$(gzip -dc "$work/gz/raw.json.gz")" = "$(cat "$work/tiny.json")" ] || fail "the folder's raw.json.gz is not the text read"
    cmp -s "$work/plain/roofs.csv" "$work/gz/roofs.csv" || fail "plain and gzip input fit differently"
    named=$(timeout 60 "$cpuroof" machine-name - <"$work/tiny.json") || fail "machine-name - exited $?"
    [ "$named" = "$("$cpuroof" machine-name "$work/tiny.json")" ] || fail "machine-name - says '$named'"
    err=$(printf '{"context": {}, "bench' | timeout 60 "$cpuroof" fit - -o "$work/junk" 2>&1 >/dev/null)
    status=$?
    [ "$status" -eq 2 ] || fail "junk on standard input exited $status (expected 2)"
    case $err in "cpuroof: error: standard input: malformed or truncated JSON"*) ;; *) fail "junk on standard input: $err" ;; esac
    [ -e "$work/junk" ] && fail "junk on standard input left $work/junk"
    echo "stdin: fit - and machine-name - read a pipe (plain and gzip); junk refused: $err"
    ;;
  busy-neighbour)
    bench=$2
    cpuroof=$3
    command -v taskset >/dev/null || skip setup "taskset not found (util-linux)"
    taskset -c 0 true 2>/dev/null || skip setup "CPU 0 is not ours to run on"
    [ -r /proc/stat ] || skip setup "no /proc/stat to watch the host through"
    taskset -c 0 bash -c 'while :; do :; done' &
    holder=$!
    err=$(timeout 120 taskset -c 0 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak \
      --benchmark_filter='^(clock/|peak/fma8/hand/f64/isa:scalar/)' --benchmark_min_time=0.05 \
      --benchmark_repetitions=5 --benchmark_out="$work/raw.json" 2>&1 >"$work/out")
    status=$?
    kill "$holder"
    holder=""
    [ "$status" -eq 0 ] || fail "the bench exited $status: $(printf '%s\n' "$err" | tail -n 3)"
    grep -q '"cpuroof_host_other_cpu_seconds"' "$work/raw.json" || fail "raw.json's context records no other load"
    summary=$(timeout 60 env PATH=/nonexistent "$cpuroof" fit "$work/raw.json" -o "$work/fit") || fail "fit exited $?"
    row=$(grep '^2,host_load,' "$work/fit/checks.csv") || fail "checks.csv has no host_load row: $(cat "$work/fit/checks.csv")"
    case $row in *,false,*) ;; *) fail "host_load passed beside a busy loop: $row" ;; esac
    load=$(printf '%s\n' "$row" | cut -d, -f3)
    awk -v l="$load" 'BEGIN { exit !(l >= 0.3) }' || fail "the busy loop on the bench's only CPU shows as $load CPUs (expected >= 0.3)"
    case $summary in *"warning: host load: other processes kept "*) ;; *) fail "the summary does not warn: $summary" ;; esac
    echo "busy-neighbour: other load $load CPUs flagged: $(printf '%s\n' "$summary" | grep 'warning: host load')"
    ;;
  fit-killed)
    repo=$2
    command -v flock >/dev/null || skip setup "flock not found (util-linux)"
    export CPUROOF_LOCK_FILE=$work/cpuroof.lock
    mkdir -p "$work/build/bench" "$work/build/analysis" "$work/out"
    # The bench writes its JSON; fit stages as cpuroof does (.<name>.partial-<pid> beside the target)
    # and dies by SIGKILL, which no handler of its own can clean up after.
    printf '#!/bin/sh\nfor a; do case $a in --benchmark_out=*) echo "{}" >"${a#--benchmark_out=}" ;; esac; done\n' \
      >"$work/build/bench/cpuroof-bench"
    printf '#!/bin/sh\ncase $1 in machine-name) echo test-machine ;; fit) d=$4; mkdir "$(dirname "$d")/.$(basename "$d").partial-$$" && touch "$(dirname "$d")/.$(basename "$d").partial-$$/roofs.csv" && kill -9 $$ ;; esac\n' \
      >"$work/build/analysis/cpuroof"
    chmod +x "$work/build/bench/cpuroof-bench" "$work/build/analysis/cpuroof"
    "$repo/scripts/measure.sh" --build "$work/build" --out "$work/out" --profile smoke >"$work/log" 2>&1
    status=$?
    [ "$status" -eq 1 ] || fail "measure.sh exited $status although fit was killed (expected 1): $(cat "$work/log")"
    grep -q '^measure.sh: cpuroof was killed by SIGKILL$' "$work/log" || fail "no line says fit was killed: $(cat "$work/log")"
    kept=$(find "$work/out/test-machine" -name '*.raw.json.gz')
    [ "$(zcat "$kept" 2>/dev/null)" = "{}" ] || fail "the measurement is not kept: $(cat "$work/log")"
    left=$(find "$work/out" -mindepth 1 -not -path "$work/out/test-machine" -not -path "$kept")
    [ -z "$left" ] || fail "measure.sh left behind: $left"
    echo "fit-killed: measure.sh exited 1, left no staging or result folder, and kept the measurement as ${kept##*/}"
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
    rm "$work/good"/roofline* "$work/good"/report.html  # plot into the folder itself: its files must all be new
    listing=$(ls -A "$work/good")
    interrupt TERM "$work/good" "$work/good/roofline.gp" plot "$work/good"
    [ "$(ls -A "$work/good")" = "$listing" ] || fail "plot on SIGTERM changed the result folder"
    ;;
  *) fail "unknown case" ;;
esac
