#!/usr/bin/env bash
# The cpuroof CLI on bad input: a one-line error naming the problem, exit status 2, nothing written.
set -u
cpuroof=$1
fixtures=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

expect_refusal() {  # <description> <expected fragment> <args...>
  local what=$1 fragment=$2
  shift 2
  local err status
  err=$("$cpuroof" "$@" 2>&1 >/dev/null)
  status=$?
  if [ "$status" -ne 2 ]; then echo "FAIL $what: exit $status (expected 2)"; failures=$((failures + 1)); fi
  if [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ]; then echo "FAIL $what: error is not one line: $err"; failures=$((failures + 1)); fi
  case "$err" in *"$fragment"*) ;; *) echo "FAIL $what: '$err' lacks '$fragment'"; failures=$((failures + 1)) ;; esac
  if [ -e "$work/out" ] || ls -A "$work" | grep -q partial; then echo "FAIL $what: something was written"; failures=$((failures + 1)); fi
}

expect_refusal "missing file" "cannot open file" fit "$work/nothing.json" -o "$work/out"
expect_refusal "empty file" "file is empty" fit "$fixtures/empty.json" -o "$work/out"
expect_refusal "malformed JSON" "malformed or truncated JSON" fit "$fixtures/truncated.json" -o "$work/out"
expect_refusal "not Google Benchmark" "not Google Benchmark JSON" fit "$fixtures/not_benchmark.json" -o "$work/out"
expect_refusal "missing counters" "missing field 'flops'" fit "$fixtures/missing_counters.json" -o "$work/out"
expect_refusal "no subcommand" "subcommand"
mkdir -p "$work/exists"
expect_refusal "existing output" "already exists" fit "$fixtures/missing_counters.json" -o "$work/exists"
rmdir "$work/exists"
expect_refusal "show of a missing folder" "not a result folder" show "$work/none"

[ "$failures" -eq 0 ] && echo "cli_bad_input: all refusals correct"
exit $((failures > 0))
