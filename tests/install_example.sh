#!/usr/bin/env bash
# End to end as a user: install cpuroof into a temporary prefix, build examples/my_kernel against it
# with find_package(cpuroof), run it briefly, place its JSON on a synthetic result folder with the
# installed cpuroof, and check placed.csv has its points with efficiencies.
# Usage: install_example.sh BUILD_DIR SOURCE_DIR MAKE_SYNTHETIC_RUN
set -euo pipefail
build=$1
source=$2
make_synthetic_run=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
for f in bin/cpuroof bin/cpuroof-bench include/cpuroof/counters.hpp; do
  [ -e "$work/prefix/$f" ] || { echo "FAIL: cmake --install wrote no $f"; exit 1; }
done
"$work/prefix/bin/cpuroof" --version | grep -q '^cpuroof [0-9]' || { echo "FAIL: cpuroof --version"; exit 1; }
"$work/prefix/bin/cpuroof-bench" --version | grep -q '^cpuroof-bench [0-9]' || { echo "FAIL: cpuroof-bench --version"; exit 1; }

cmake -S "$source/examples/my_kernel" -B "$work/example" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/example" >/dev/null
# Smoke setting: the small size only, briefly (the numbers are not the point here).
"$work/example/my_kernel" --benchmark_filter='/4096' --benchmark_min_time=0.01 --benchmark_out="$work/mine.json" >/dev/null

"$make_synthetic_run" >"$work/raw.json"
PATH=/nonexistent "$work/prefix/bin/cpuroof" fit "$work/raw.json" -o "$work/roofs" -q >/dev/null
PATH=/nonexistent "$work/prefix/bin/cpuroof" place "$work/mine.json" --roofs "$work/roofs" -o "$work/placed" -q >/dev/null

python3 - "$work/placed/placed.csv" <<'PY'
import csv, math, sys
rows = list(csv.DictReader(open(sys.argv[1])))
names = {r["benchmark"] for r in rows}
want = {"softmax_three_pass/4096/real_time", "softmax_two_pass/4096/real_time"}
assert names == want, f"placed.csv names {names}, expected {want}"
for r in rows:
    ai = float(r["ai_flop_per_byte"])
    assert abs(ai - 0.25) < 1e-6, f"{r['benchmark']}: intensity {ai}, declared 4 FLOP / 16 B"
    assert r["level"] == "L1", f"{r['benchmark']}: 64 KiB working set placed in {r['level']}"
    eff = float(r["efficiency"])
    # Efficiency is the point's byte rate over the roof it is judged against.
    expect = float(r["gb_per_s"]) / float(r["roof_gb_per_s"])
    assert math.isclose(eff, max(expect, float(r["gflop_per_s"]) / float(r["roof_gflop_per_s"])), rel_tol=1e-4), r
    assert eff > 0 and float(r["speedup_left"]) > 0, r
print("install_example: placed", len(rows), "points")
PY
