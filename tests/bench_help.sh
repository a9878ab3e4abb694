#!/usr/bin/env bash
# cpuroof-bench --help: Google Benchmark's flags, then every --cpuroof_ option the bench parses
# (bench/options.cpp), one line each; exit 0, nothing planned or measured before (stderr silent).
#   bench_help.sh BENCH OPTIONS_CPP
set -u
bench=$1
options_cpp=$2
fail() { echo "FAIL: $*"; exit 1; }
out=$("$bench" --help 2>"${TMPDIR:-/tmp}/bench_help.$$")
status=$?
err=$(cat "${TMPDIR:-/tmp}/bench_help.$$")
rm -f "${TMPDIR:-/tmp}/bench_help.$$"
[ "$status" -eq 0 ] || fail "exit $status"
[ -z "$err" ] || fail "it said on stderr (planned or measured before helping?): $err"
gb_line=$(printf '%s\n' "$out" | grep -n -- '--benchmark_filter' | head -n 1 | cut -d: -f1)
own_line=$(printf '%s\n' "$out" | grep -n "^cpuroof-bench's own options:" | cut -d: -f1)
[ -n "$gb_line" ] && [ -n "$own_line" ] && [ "$gb_line" -lt "$own_line" ] ||
  fail "Google Benchmark's flags, then cpuroof's: $out"
parsed=$(grep -o '"--cpuroof_[a-z_]\+' "$options_cpp" | tr -d '"' | sort -u)
[ "$(echo "$parsed" | wc -l)" -ge 7 ] || fail "found only these options in $options_cpp: $parsed"
for option in $parsed; do
  [ "$(printf '%s\n' "$out" | tail -n +"$own_line" | grep -c -- "\[$option[]=]")" -eq 1 ] ||
    fail "$option is not listed once after Google Benchmark's flags"
done
echo "bench --help: Google Benchmark's flags, then $(echo "$parsed" | wc -l) of cpuroof's, one line each"
