#!/usr/bin/env bash
# Time and peak memory of `cpuroof place` on a CSV of many rows (a million by default) against a
# result folder: writes the CSV to a temporary folder, places it with -q and without gnuplot on PATH
# (rendering a million points is gnuplot's time, not cpuroof's) and prints /usr/bin/time's figures.
# Measurement only, never part of the build or the tests.
# Usage: scripts/probes/place_many_rows.sh CPUROOF ROOFS_DIR [ROWS]
#   e.g. scripts/probes/place_many_rows.sh build/release/analysis/cpuroof results/amd-zen5-2c/2026-11-30T12-44-20Z
set -euo pipefail
cpuroof=$(realpath "$1")
roofs=$(realpath "$2")
rows=${3:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Distinct names, single-thread f64 work with working sets from 4 KiB to 16 MiB (every level).
awk -v n="$rows" 'BEGIN {
  print "name,flops,bytes,seconds,threads,dtype,ws_bytes"
  for (i = 0; i < n; i++) printf "kernel_%d,%d,%d,%.6g,1,f64,%d\n", i, 1e6 + i, 8e6 + i, 0.001 * (1 + i % 7), 4096 * (1 + i % 4096)
}' >"$work/work.csv"
echo "place_many_rows: $rows rows, $(du -h "$work/work.csv" | cut -f1) of CSV, roofs $roofs"
PATH=/nonexistent /usr/bin/time -f "place_many_rows: %e s elapsed (%U s user, %S s system), %M KB peak memory" \
  "$cpuroof" place "$work/work.csv" --roofs "$roofs" -o "$work/out" -q >/dev/null
ls -l "$work/out"
