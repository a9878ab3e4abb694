#!/usr/bin/env bash
# What the cpuroof CLI leaves behind when its outputs meet what users' machines do to them (ctest
# label `robustness`). One case per call: cli_outputs.sh CASE CPUROOF MAKE_SYNTHETIC_RUN
#   trailing-separator  -o new/, new/., new/./ and new// write `new` (fit, plot, compare, place);
#                       -o x/.., -o . and -o / are refused at once in one line (exit 2), as is
#                       index's -o FILE/; nothing else left
#   file-size-limit     fit under `ulimit -f`: exit 1, one line naming the output file and the
#                       cause, no staging folder, no result folder
#   full-disk           fit, compare and index onto a full file system (a 64 KiB tmpfs; skipped, 77,
#                       where none can be mounted): exit 1, one line naming the output file, not the
#                       input, and the cause; nothing left on it
#   full-stdout         every subcommand that prints, and --help, with standard output on /dev/full:
#                       exit 1, one line naming standard output and the cause
#   gnuplot-fails       a gnuplot that fails: fit, plot, compare and place exit 1 in one line saying
#                       the plot did not render and why; the tables, report, script and data are
#                       kept, no image
#   long-name           output names of 241 to 255 bytes: fit, plot, compare, place and index make
#                       them
#   deep-folder         a working folder deeper than PATH_MAX (4096 bytes): fit, show, plot, compare
#                       and place work there
#   signals             signals that end the process by default, sent while gnuplot renders (a
#                       stand-in that sleeps, with a child of its own): cpuroof is killed by the
#                       signal, no process of gnuplot's is left, no staging folder, nothing at the
#                       target, nor the folders made for it
set -u
case_name=$1
skip_test_name=cli_outputs_$case_name
source "$(dirname "$0")/skip.sh"
cpuroof=$2
make_synthetic_run=$3
work=$(mktemp -d)
mounted=""
trap '[ -n "$mounted" ] && umount "$mounted"; rm -rf "$work"' EXIT
fail() { echo "FAIL $case_name: $*"; exit 1; }
# A PATH without gnuplot: each command writes its script and data only (quick).
nognuplot=/nonexistent
path=$nognuplot

# Runs cpuroof quietly; a failure is the test's.
ok() {
  timeout 60 env PATH=$nognuplot "$cpuroof" "$@" >/dev/null 2>"$work/err" ||
    fail "cpuroof $* exited $?: $(cat "$work/err")"
}
# No hidden staging folder (.NAME.partial-PID) anywhere under $work.
no_staging() {
  local left
  left=$(find "$work" -name '.*partial*')
  [ -z "$left" ] || fail "$1 left $left"
}
# <description> <expected status> <fragment of the one stderr line> <cpuroof args...>; the line is
# left in $last.
one_line() {
  local what=$1 want=$2 fragment=$3 err status
  shift 3
  err=$(timeout 60 env PATH="$path" "$cpuroof" "$@" 2>&1 >/dev/null)
  status=$?
  [ "$status" -eq "$want" ] || fail "$what: exit $status (expected $want): $err"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "$what: not one line: $err"
  case $err in "cpuroof: error: "*"$fragment"*) ;; *) fail "$what: '$err' lacks '$fragment'" ;; esac
  no_staging "$what"
  last=$err
  echo "$case_name: $what: exit $status: $err"
}

"$make_synthetic_run" --tiny >"$work/tiny.json"
ok fit "$work/tiny.json" -o "$work/good" -q
printf 'name,flops,bytes,seconds\nk,1e6,8e6,0.001\n' >"$work/kernels.csv"

case $case_name in
  trailing-separator)
    n=0
    for suffix in / /. /./ //; do
      n=$((n + 1))
      ok fit "$work/tiny.json" -o "$work/fit-$n$suffix" -q
      ok plot "$work/good" -o "$work/plot-$n$suffix"
      ok compare "$work/good" "$work/good" -o "$work/compare-$n$suffix" -q
      ok place "$work/kernels.csv" --roofs "$work/good" -o "$work/place-$n$suffix" -q
      for cmd in fit plot compare place; do
        [ -n "$(ls -A "$work/$cmd-$n")" ] || fail "$cmd -o $cmd-$n$suffix did not write $cmd-$n"
      done
    done
    mkdir "$work/x"
    for given in "$work/x/.." "$work/x/../" "$work/none/.." . ./ .. /; do
      one_line "fit -o $given" 2 "names an existing folder" fit "$work/tiny.json" -o "$given"
    done
    one_line "index -o FILE/" 2 "expected a file name for the index CSV" \
      index "$work/good" -o "$work/fleet.csv/"
    rmdir "$work/x"
    [ ! -e "$work/none" ] && [ ! -e "$work/fleet.csv" ] || fail "a refused output left a folder"
    ;;
  file-size-limit)
    err=$( (ulimit -f 4 && timeout 60 env PATH=$nognuplot "$cpuroof" \
      fit "$work/tiny.json" -o "$work/run" -q) 2>&1 >/dev/null)
    status=$?
    [ "$status" -eq 1 ] || fail "fit under ulimit -f 4 exited $status (expected 1): $err"
    [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "not one line: $err"
    case $err in "cpuroof: error: $work/run/"*": write failed (File too large)") ;;
      *) fail "the line does not name the output file and the cause: $err" ;; esac
    [ ! -e "$work/run" ] || fail "left $work/run"
    no_staging "fit under ulimit -f"
    echo "file-size-limit: $err"
    ;;
  full-disk)
    small=$work/small
    mkdir "$small"
    mount -t tmpfs -o size=64k cpuroof-test "$small" 2>/dev/null ||
      skip setup "cannot mount a tmpfs here (needs root and a mount namespace for it)"
    mounted=$small
    head -c 40000 /dev/zero >"$small/filler"  # what is left is less than the tiny run's folder
    one_line "fit" 1 "$small/run/" fit "$work/tiny.json" -o "$small/run" -q
    case $last in *"No space left on device)") ;; *) fail "fit: not the full disk's error" ;; esac
    rm "$small/filler" && head -c 60000 /dev/zero >"$small/filler"
    one_line "compare" 1 "$small/cmp/" compare "$work/good" "$work/good" -o "$small/cmp" -q
    head -c 100000 /dev/zero >>"$small/filler" 2>/dev/null  # full to the last block
    one_line "index" 1 "$small/fleet.csv: write failed (No space left on device)" \
      index "$work/good" -o "$small/fleet.csv"
    [ "$(ls -A "$small")" = filler ] || fail "left on the full disk: $(ls -A "$small")"
    ;;
  full-stdout)
    [ -w /dev/full ] || skip setup "no /dev/full"
    ok compare "$work/good" "$work/good" -o "$work/cmp" -q
    n=0
    while IFS= read -r line; do
      n=$((n + 1))
      eval "set -- $line"
      err=$(timeout 60 env PATH=$nognuplot "$cpuroof" "$@" 2>&1 >/dev/full)
      status=$?
      [ "$status" -eq 1 ] || fail "cpuroof $line >/dev/full exited $status (expected 1): $err"
      [ "$err" = "cpuroof: error: standard output: write failed (No space left on device)" ] ||
        fail "cpuroof $line >/dev/full: $err"
    done <<EOF
show "$work/good"
show --all "$work/good"
machine-name "$work/good"
machine-name "$work/tiny.json"
fit "$work/tiny.json" -o "$work/fit-1"
plot "$work/good" -o "$work/plot-1"
compare "$work/good" "$work/good" -o "$work/cmp-1"
index "$work" -o "$work/fleet.csv"
place "$work/kernels.csv" --roofs "$work/good" -o "$work/place-1"
--help
--version
fit --help
EOF
    echo "full-stdout: $n commands exit 1 with the error of standard output"
    ;;
  gnuplot-fails)
    mkdir "$work/bin"
    printf '#!/bin/sh\necho "line 7: undefined variable: x" >&2\nexit 1\n' >"$work/bin/gnuplot"
    chmod +x "$work/bin/gnuplot"
    path=$work/bin:$PATH
    why="the plot did not render: gnuplot failed (exit status 1): line 7: undefined variable: x"
    one_line "fit" 1 "$work/fit: $why" fit "$work/tiny.json" -o "$work/fit" -q
    one_line "plot" 1 "$work/plot: $why" plot "$work/good" -o "$work/plot"
    one_line "compare" 1 "$work/cmp: $why" compare "$work/good" "$work/good" -o "$work/cmp" -q
    one_line "place" 1 "$work/place: $why" \
      place "$work/kernels.csv" --roofs "$work/good" -o "$work/place" -q
    for f in fit/roofs.csv fit/points.csv fit/report.md fit/roofline.gp plot/roofline.gp \
      cmp/compare_roofs.csv cmp/compare.md cmp/compare.gp place/placed.csv place/place.md \
      place/roofline.gp; do
      [ -s "$work/$f" ] || fail "$f was not kept"
    done
    [ -z "$(find "$work" -name '*.svg' -o -name '*.png')" ] || fail "a half-rendered image was kept"
    ;;
  long-name)
    for length in 241 250 255; do
      name=$(printf 'n%.0s' $(seq "$length"))
      mkdir "$work/$length" && cd "$work/$length" || fail "cd"
      ok fit "$work/tiny.json" -o "$name" -q
      mkdir plot compare place index
      (cd plot && ok plot "../$name" -o "$name") || exit 1
      (cd compare && ok compare "../$name" "../$name" -o "$name" -q) || exit 1
      (cd place && ok place "$work/kernels.csv" --roofs "../$name" -o "$name" -q) || exit 1
      (cd index && ok index "../$name" -o "$name") || exit 1
      for cmd in plot compare place index; do
        [ -e "$cmd/$name" ] || fail "$cmd -o <$length bytes> wrote nothing"
      done
      cd "$work" || fail "cd"
      no_staging "a $length-byte name"
    done
    echo "long-name: fit, plot, compare, place and index write names of 241, 250 and 255 bytes"
    ;;
  deep-folder)
    # Each level 250 bytes: 20 levels, past PATH_MAX, reached one relative step at a time.
    cd "$work" || fail "cd"
    level=$(printf 'd%.0s' $(seq 250))
    for _ in $(seq 20); do mkdir "$level" && cd "$level" || fail "cannot make the deep folder"; done
    cp "$work/tiny.json" "$work/kernels.csv" .
    ok fit tiny.json -o run -q
    ok show run
    ok plot run -o plot
    ok compare run run -o cmp -q
    ok place kernels.csv --roofs run -o placed -q
    echo "deep-folder: fit, show, plot, compare and place work $(pwd | wc -c) bytes deep"
    cd "$work" || fail "cd"
    ;;
  signals)
    # A stand-in gnuplot that starts a child of its own, says when it runs (the staging folder is
    # then full) and waits: the command is caught mid-render every time, whatever the machine.
    mkdir "$work/bin"
    cat >"$work/bin/gnuplot" <<'EOF'
#!/bin/sh
sleep 120 &
echo "$$ $!" >"$CPUROOF_TEST_READY.tmp"
mv "$CPUROOF_TEST_READY.tmp" "$CPUROOF_TEST_READY"
wait
EOF
    chmod +x "$work/bin/gnuplot"
    alive() {  # a process that has not ended (a zombie nobody reaps has)
      local state
      state=$(awk '/^State:/ { print $2 }' "/proc/$1/status" 2>/dev/null)
      [ -n "$state" ] && [ "$state" != Z ]
    }
    set -m  # background jobs keep SIGINT and SIGQUIT (without job control, they are ignored)
    ulimit -c 0  # SIGQUIT and SIGXCPU dump core by default
    n=0
    for sig in TERM HUP INT QUIT USR1 USR2 ALRM PIPE VTALRM PROF XCPU; do
      for cmd in fit compare; do
        n=$((n + 1))
        target=$work/$cmd-$sig
        # The folders made for an output are removed with it.
        [ "$sig" = HUP ] && target=$work/made/for/it/$cmd-$sig
        ready=$work/ready-$n
        case $cmd in
          fit) args=(fit "$work/tiny.json") ;;
          compare) args=(compare "$work/good" "$work/good") ;;
        esac
        PATH="$work/bin:$PATH" CPUROOF_TEST_READY=$ready "$cpuroof" "${args[@]}" -o "$target" -q \
          >/dev/null 2>&1 &
        pid=$!
        for _ in $(seq 200); do [ -s "$ready" ] && break; sleep 0.05; done
        [ -s "$ready" ] || fail "cpuroof $cmd never ran gnuplot"
        read -r gnuplot child <"$ready"
        kill -"$sig" "$pid"
        wait "$pid"
        status=$?
        [ "$status" -eq $((128 + $(kill -l "$sig"))) ] ||
          fail "cpuroof $cmd on SIG$sig exited $status (expected killed by it)"
        for p in "$gnuplot" "$child"; do
          if alive "$p"; then
            kill -KILL "$gnuplot" "$child" 2>/dev/null
            fail "cpuroof $cmd on SIG$sig left process $p of gnuplot's running"
          fi
        done
        no_staging "cpuroof $cmd on SIG$sig"
        [ -e "$target" ] && fail "cpuroof $cmd on SIG$sig left $target"
        [ -e "$work/made" ] && fail "cpuroof $cmd on SIG$sig left $work/made"
      done
    done
    echo "signals: $n runs killed mid-render by 11 signals: no gnuplot left, no staging, no result"
    ;;
  *) fail "unknown case" ;;
esac
