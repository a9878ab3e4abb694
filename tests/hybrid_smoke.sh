#!/usr/bin/env bash
# The bench -> fit pipeline on a hybrid machine made of this one: its topology with two of its CPUs
# declared two kinds of core (make_hybrid_topology), loaded through HWLOC_XMLFILE. The clock, peak and
# stream sweeps then run pinned per kind and across both (kind:P, kind:E, kind:all); roofs.csv and
# points.csv carry core_kind (schema 3) and the plot has a panel per kind.
set -euo pipefail
bench=$1 cpuroof=$2 make_topology=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$make_topology" "$work/hybrid.xml" || exit $?
# As scripts/measure.sh runs it: the OpenMP runtime pins the initial thread before main().
OMP_PROC_BIND=close OMP_PLACES=cores HWLOC_XMLFILE="$work/hybrid.xml" HWLOC_THISSYSTEM=1 "$bench" --cpuroof_profile=smoke --cpuroof_families=peak,stream \
  --benchmark_filter='^(clock|peak/fma12/hand/f64|stream/sum/hand/f64)/' --benchmark_min_time=0.01 \
  --benchmark_out="$work/raw.json" >"$work/bench.log" 2>&1 || { echo "bench failed:"; tail -20 "$work/bench.log"; exit 1; }
grep '"cpuroof_core_kinds"' "$work/raw.json" | grep -qF '\"name\":\"E\"' || { echo "raw.json's context lacks the E kind"; exit 1; }
"$cpuroof" fit "$work/raw.json" -o "$work/result" -q

fail() { echo "hybrid smoke: $*"; exit 1; }
header=$(head -1 "$work/result/roofs.csv")
[[ $header == schema_version,kind,level,dtype,unit,isa,variant,threads,core_kind,* ]] || fail "roofs.csv header: $header"
# Every roof labelled with its kind; compute roofs of P and E at 1 thread, of both kinds at 2.
kinds=$(awk -F, 'NR > 1 { print $1 " " $2 " " $8 " " $9 }' "$work/result/roofs.csv" | sort -u | tr '\n' ';')
for want in "3 compute 1 P" "3 compute 1 E" "3 compute 2 all" "3 bandwidth 1 P" "3 bandwidth 1 E" "3 bandwidth 2 all"; do
  [[ ";$kinds" == *";$want;"* ]] || fail "no '$want' roof (have: $kinds)"
done
[[ $(awk -F, 'NR > 1 && $9 == ""' "$work/result/roofs.csv" | wc -l) == 0 ]] || fail "a roof without core_kind"
grep -q ',core_kind,' <(head -1 "$work/result/points.csv") || fail "points.csv has no core_kind"
for f in roofline-points-t1-P.dat roofline-points-t1-E.dat roofline-points-t2-all.dat; do
  [ -s "$work/result/$f" ] || fail "no $f"
done
grep -q '1 thread, E-cores' "$work/result/roofline.gp" || fail "no E-core panel in roofline.gp"
echo "hybrid smoke: per-kind roofs, points and panels ok"
