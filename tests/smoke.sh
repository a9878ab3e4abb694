#!/usr/bin/env bash
# Smoke test: the real bench on tiny sizes feeds the analysis, which writes a complete result folder.
set -eu
bench=$1
cpuroof=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bench" --cpuroof_profile=smoke --benchmark_out="$work/raw.json" >"$work/bench.log" 2>&1 ||
  { tail -20 "$work/bench.log"; exit 1; }
if grep -q '"error_occurred": true' "$work/raw.json"; then
  echo "a kernel failed verification:"; grep -A1 '"error_occurred": true' "$work/raw.json" | head; exit 1
fi
"$cpuroof" fit "$work/raw.json" -o "$work/result"
for f in meta.json raw.json roofs.csv points.csv report.md report.html roofline.gp; do
  [ -s "$work/result/$f" ] || { echo "missing $f"; exit 1; }
done
grep -q '^2,compute,' "$work/result/roofs.csv" || { echo "no compute roof"; exit 1; }
grep -q '^2,bandwidth,' "$work/result/roofs.csv" || { echo "no bandwidth roof"; exit 1; }
# Compute roofs at the widest ISA level the bench found (avx512 or avx2 on x86, neon or sve on aarch64):
# the levels' run-time checks and the roofs' labels agree.
isa=$(sed -n 's/.*"machine_isa_level": *"\([^"]*\)".*/\1/p' "$work/result/meta.json")
grep -q "^2,compute,,[^,]*,[^,]*,$isa," "$work/result/roofs.csv" ||
  { echo "no compute roof labelled with the widest ISA level '$isa'"; exit 1; }
# Every peak repetition carries its loop's rate while the core runs; where the core model gives the
# compute roofs a theoretical figure (clock_share has a row), the analysis sets it against it.
grep -q '"flop_per_cycle_running"' "$work/raw.json" || { echo "the peak repetitions lack flop_per_cycle_running"; exit 1; }
if grep -q '^2,clock_share,' "$work/result/checks.csv"; then
  grep -q '^2,running_rate,' "$work/result/checks.csv" || { echo "no running_rate check beside clock_share"; exit 1; }
fi
"$cpuroof" show "$work/result" >/dev/null
# The compressed form results/ keeps re-fits to the same tables, and stays compressed in the folder.
gzip -9 -c "$work/raw.json" >"$work/raw.json.gz"
"$cpuroof" fit "$work/raw.json.gz" -o "$work/refit" -q
[ -s "$work/refit/raw.json.gz" ] && [ ! -e "$work/refit/raw.json" ] || { echo "refit did not keep raw.json.gz"; exit 1; }
cmp -s "$work/result/roofs.csv" "$work/refit/roofs.csv" || { echo "roofs.csv differs when fitted from raw.json.gz"; exit 1; }
grep -q '"analysis_commit"' "$work/refit/meta.json" || { echo "meta.json lacks analysis_commit"; exit 1; }
echo "smoke: bench -> fit -> show ok"
