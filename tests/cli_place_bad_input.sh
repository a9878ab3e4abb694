#!/usr/bin/env bash
# cpuroof place on bad input: a one-line error naming the file and the field, exit status 2, nothing
# written. Usage: cli_place_bad_input.sh CPUROOF FIXTURES MAKE_SYNTHETIC_RUN
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
  err=$(timeout 30 "$cpuroof" "$@" 2>&1 >/dev/null)
  status=$?
  if [ "$status" -ne 2 ]; then echo "FAIL $what: exit $status (expected 2)"; failures=$((failures + 1)); fi
  if [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then echo "FAIL $what: error is not one line: $err"; failures=$((failures + 1)); fi
  case "$err" in *"$fragment"*) ;; *) echo "FAIL $what: '$err' lacks '$fragment'"; failures=$((failures + 1)) ;; esac
  if [ -e "$work/out" ] || ls -A "$work" | grep -q partial; then echo "FAIL $what: something was written"; failures=$((failures + 1)); fi
}

"$make_synthetic_run" --tiny >"$work/tiny.json"
PATH=/nonexistent "$cpuroof" fit "$work/tiny.json" -o "$work/roofs" -q >/dev/null || { echo "FAIL fit of the tiny run"; exit 1; }
printf 'name,flops,bytes,seconds\nk,1e6,8e6,0.001\n' >"$work/good.csv"

expect_refusal "JSON without the counters" "no_counters.json: benchmark 'BM_transpose/1024': no 'flops' counter" \
  place "$fixtures/place/no_counters.json" --roofs "$work/roofs" -o "$work/out"
expect_refusal "CSV with a negative time" "negative_time.csv: row 3 ('broken'): 'seconds' is -0.002, not above 0" \
  place "$fixtures/place/negative_time.csv" --roofs "$work/roofs" -o "$work/out"
expect_refusal "missing roof folder" "$work/none: no such roof folder" place "$work/good.csv" --roofs "$work/none" -o "$work/out"
expect_refusal "roof folder that is a file" "not a folder" place "$work/good.csv" --roofs "$work/good.csv" -o "$work/out"
PATH=/nonexistent "$cpuroof" compare "$work/roofs" "$work/roofs" -o "$work/cmp" -q >/dev/null || { echo "FAIL compare"; exit 1; }
expect_refusal "roof folder of the wrong kind" "cmp: holds compare_roofs.csv, not roofs.csv" \
  place "$work/good.csv" --roofs "$work/cmp" -o "$work/out"
printf 'name,flops,bytes,seconds,threads\nk,1,1,1,64\n' >"$work/wide.csv"
expect_refusal "thread count the roofs lack" "no f64 compute roof at 64 threads" \
  place "$work/wide.csv" --roofs "$work/roofs" -o "$work/out"

printf 'name,flops,bytes,seconds,isa\nk,1,1,1,avx9\n' >"$work/isa.csv"
expect_refusal "an ISA the roofs lack" "isa.csv: row 2 ('k'): column 'isa' is 'avx9', but" \
  place "$work/isa.csv" --roofs "$work/roofs" -o "$work/out"
printf 'name,flops,bytes,seconds,name\nk,1,1,1,j\n' >"$work/twice.csv"
expect_refusal "a column named twice" "twice.csv: column 'name' appears twice in the header" \
  place "$work/twice.csv" --roofs "$work/roofs" -o "$work/out"
printf '{"benchmarks": [{"run_name": "x", "error_occurred": "yes"}]}' >"$work/error.json"
expect_refusal "error_occurred not a boolean" "error.json: benchmark 'x': 'error_occurred' is string, not true or false" \
  place "$work/error.json" --roofs "$work/roofs" -o "$work/out"
# Nested 100,000 deep: refused while parsing, not a crash in a recursive dump.
deep=$(head -c 100000 /dev/zero | tr '\0' '[')$(head -c 100000 /dev/zero | tr '\0' ']')
printf '{"benchmarks": [%s]}' "$deep" >"$work/deep.json"
expect_refusal "JSON nested 100,000 deep" "deep.json: JSON nested deeper than 64 levels" \
  place "$work/deep.json" --roofs "$work/roofs" -o "$work/out"
cp -r "$work/roofs" "$work/deep-roofs"
printf '{"cpu_model": %s}' "$deep" >"$work/deep-roofs/meta.json"
expect_refusal "roofs with a meta.json nested 100,000 deep" "deep-roofs/meta.json: JSON nested deeper than 64 levels" \
  place "$work/good.csv" --roofs "$work/deep-roofs" -o "$work/out"

[ "$failures" -eq 0 ] && echo "cli_place_bad_input: all refusals correct"
exit $((failures > 0))
