#!/usr/bin/env bash
# The cpuroof CLI on bad input: a one-line error naming the problem, exit status 2, nothing written.
set -u
cpuroof=$1
fixtures=$2
make_synthetic_run=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

expect_refusal() {  # <description> <expected fragment> <args...>
  local what=$1 fragment=$2
  shift 2
  local err status
  err=$(timeout 30 "$cpuroof" "$@" 2>&1 >/dev/null)  # a hang is a failure (exit 124), not a stuck test
  status=$?
  if [ "$status" -ne 2 ]; then echo "FAIL $what: exit $status (expected 2)"; failures=$((failures + 1)); fi
  if [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then echo "FAIL $what: error is not one line: $err"; failures=$((failures + 1)); fi
  case "$err" in *"$fragment"*) ;; *) echo "FAIL $what: '$err' lacks '$fragment'"; failures=$((failures + 1)) ;; esac
  if [ -e "$work/out" ] || ls -A "$work" "$work/good" 2>/dev/null | grep -q partial; then
    echo "FAIL $what: something was written"; failures=$((failures + 1))
  fi
}

expect_refusal "missing file" "cannot open file" fit "$work/nothing.json" -o "$work/out"
expect_refusal "empty file" "file is empty" fit "$fixtures/empty.json" -o "$work/out"
expect_refusal "malformed JSON" "malformed or truncated JSON" fit "$fixtures/truncated.json" -o "$work/out"
expect_refusal "not Google Benchmark" "not Google Benchmark JSON" fit "$fixtures/not_benchmark.json" -o "$work/out"
expect_refusal "missing counters" "missing field 'flops'" fit "$fixtures/missing_counters.json" -o "$work/out"
expect_refusal "newer schema version" "newer_schema.json: cpuroof_schema_version 3 is newer than this cpuroof understands (2): update cpuroof" \
  fit "$fixtures/newer_schema.json" -o "$work/out"
expect_refusal "malformed kernel catalog" "context.cpuroof_kernels: families[0].kernels[0] 'relu_chain': field 'elements_moved_eager' is string" \
  fit "$fixtures/bad_kernel_catalog.json" -o "$work/out"
expect_refusal "no subcommand" "subcommand"
mkdir -p "$work/exists"
expect_refusal "existing output" "already exists" fit "$fixtures/missing_counters.json" -o "$work/exists"
rmdir "$work/exists"
expect_refusal "show of a missing folder" "not a result folder" show "$work/none"

expect_refusal "unknown subcommand" "subcommand is required" frobnicate
expect_refusal "plot of a missing folder" "not a result folder" plot "$work/none"
expect_refusal "compare of a missing folder" "not a result folder" compare "$work/none" "$work/none2" -o "$work/out"
expect_refusal "compare of one folder" "At least 2 required" compare "$work/none" -o "$work/out"

# A valid result folder (script and data only: PATH without gnuplot keeps this quick), then misuse it.
"$make_synthetic_run" --tiny >"$work/tiny.json"
PATH=/nonexistent "$cpuroof" fit "$work/tiny.json" -o "$work/good" -q >/dev/null || { echo "FAIL fit of the tiny run"; exit 1; }
listing=$(ls -A "$work/good")
expect_refusal "plot over existing plot files" "roofline.gp, roofline-points-t1.dat, report.html already exist" plot "$work/good"
[ "$(ls -A "$work/good")" = "$listing" ] || { echo "FAIL plot changed the folder it refused"; failures=$((failures + 1)); }
expect_refusal "plot of an unmeasured thread count" "nothing measured at 8 threads" plot "$work/good" --threads 8 -o "$work/out"
expect_refusal "plot with an unknown flag" "not expected" plot "$work/good" --panels -o "$work/out"
expect_refusal "plot of a dtype the run lacks" "--dtype f16 matches nothing (have f64)" plot "$work/good" --dtype f16 -o "$work/out"
mkdir -p "$work/exists"
expect_refusal "plot into an existing folder" "already exists" plot "$work/good" -o "$work/exists"
expect_refusal "compare into an existing folder" "already exists" compare "$work/good" "$work/good" -o "$work/exists"
rmdir "$work/exists"
cp -r "$work/good" "$work/v2"
sed -i 's/^2,/4,/' "$work/v2/roofs.csv"
expect_refusal "compare with another schema version" "schema_version 4 (this cpuroof reads 1, 2 and 3)" compare "$work/good" "$work/v2" -o "$work/out"
printf 'schema_version,kind\n2,compute\n' >"$work/v2/roofs.csv"
expect_refusal "show of a foreign table" "no column 'level'" show "$work/v2"
expect_refusal "fit of a folder" "is a folder" fit "$work/good" -o "$work/out"

# index: DIRs that are missing or hold no result folder, a damaged run, an existing output file.
expect_refusal "index of a missing folder" "none: not a folder" index "$work/none" -o "$work/out"
mkdir -p "$work/runs/empty"
expect_refusal "index of a folder without runs" "runs: no result folder found" index "$work/runs" -o "$work/out"
expect_refusal "index without -o" "is required" index "$work/good"
touch "$work/exists.csv"
expect_refusal "index into an existing file" "exists.csv: already exists" index "$work/good" -o "$work/exists.csv"
[ -s "$work/exists.csv" ] && { echo "FAIL index wrote into the existing file"; failures=$((failures + 1)); }
rm "$work/exists.csv"
cp -r "$work/good" "$work/runs/bad"
printf '{"cpu_vendor": ' >"$work/runs/bad/meta.json"
expect_refusal "index of a run with a truncated meta.json" "bad/meta.json: malformed JSON" index "$work/runs" -o "$work/out"
rm -r "$work/runs"

# Files that are not regular files are refused at once, never read (they may never end) or waited on
# (a FIFO without a writer); a file larger than the cap is refused before reading (sparse: no disk used).
expect_refusal "fit of /dev/zero" "/dev/zero: is a character device, not a regular file" fit /dev/zero -o "$work/out"
mkfifo "$work/fifo"
expect_refusal "fit of a FIFO" "fifo: is a FIFO (named pipe), not a regular file" fit "$work/fifo" -o "$work/out"
truncate -s 2G "$work/huge.json"
expect_refusal "fit of a 2 GiB file" "huge.json: is larger than 1024 MiB, the most cpuroof reads" fit "$work/huge.json" -o "$work/out"
rm -f "$work/huge.json"
cp -r "$work/good" "$work/v3"
rm "$work/v3/roofs.csv" && mkfifo "$work/v3/roofs.csv"
expect_refusal "show of a FIFO table" "roofs.csv: is a FIFO" show "$work/v3"
expect_refusal "plot of a FIFO table" "roofs.csv: is a FIFO" plot "$work/v3" -o "$work/out"
expect_refusal "compare with a FIFO table" "roofs.csv: is a FIFO" compare "$work/good" "$work/v3" -o "$work/out"
rm "$work/v3/roofs.csv" && ln -s /dev/zero "$work/v3/roofs.csv"
expect_refusal "show of a table linked to /dev/zero" "roofs.csv: is a character device" show "$work/v3"

# Counters that give a table its own reader refuses: the error names the input and the benchmark (or
# the table's column), never the output folder as if it had been read.
sed 's/"omp_threads": 1/"omp_threads": 1e7/' "$work/tiny.json" >"$work/threads.json"
expect_refusal "omp_threads beyond a table's range" \
  "threads.json: benchmark 'clock/dep_add/hand/i64/threads:1/real_time': counter 'omp_threads' is 10000000.0 (expected a whole number of threads" \
  fit "$work/threads.json" -o "$work/out"
sed 's/"bytes": 200000000000.0/"bytes": 1e-300/' "$work/tiny.json" >"$work/tiny_bytes.json"
expect_refusal "a rate too small to write" "tiny_bytes.json: benchmark 'stream/sum/hand/f64/ws:4096/threads:1/real_time': counter 'bytes' is 1e-300 (expected 0 or a rate" \
  fit "$work/tiny_bytes.json" -o "$work/out"

[ "$failures" -eq 0 ] && echo "cli_bad_input: all refusals correct"
exit $((failures > 0))
