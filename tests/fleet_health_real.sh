#!/usr/bin/env bash
# index --health on real runs: five quick runs of one machine (tests/fixtures/fleet-zen5/, their
# roofs.csv and meta.json), measured one after another with nothing changed, and two copies of the
# first as a degraded node would measure: DRAM 1.3 times slower (every DRAM roof / 1.3) and the
# compute clock at 0.85 (every compute roof, and every cache level's bandwidth, which follows the
# core clock, x 0.85). None of the five may be flagged, and each copy must be, for the right level or
# dtype.
#   fleet_health_real.sh CPUROOF FIXTURES
set -u
cpuroof=$1
fixtures=$2/fleet-zen5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

runs=("$fixtures"/run-*)
[ ${#runs[@]} -eq 5 ] || fail "expected five runs under $fixtures, found ${#runs[@]}"
mkdir -p "$work/fleet"
for run in "${runs[@]}"; do cp -r "$run" "$work/fleet/"; done

# degrade NAME AWK_CONDITION FACTOR: a copy of the first run, its rows where the condition holds
# scaled by FACTOR (value and interval), under another host name.
degrade() {
  local name=$1 condition=$2 factor=$3 copy=$work/fleet/$1
  cp -r "${runs[0]}" "$copy"
  awk -F, -v OFS=, -v f="$factor" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; print; next }
    { if ('"$condition"') {
        u = $col["kind"] == "compute" ? "gflop_per_s" : "gb_per_s"
        $col[u] *= f; $col[u "_ci_low"] *= f; $col[u "_ci_high"] *= f
      } print }' \
    "${runs[0]}/roofs.csv" >"$copy/roofs.csv"
  sed -i 's/"benchmark_host_name": "[^"]*"/"benchmark_host_name": "'"$name"'"/' "$copy/meta.json"
}
degrade slow-dram '$col["level"] == "DRAM"' 0.769230769
degrade slow-clock '$col["kind"] == "compute" || ($col["level"] != "DRAM" && $col["level"] != "")' 0.85

"$cpuroof" index "$work/fleet" -o "$work/fleet.csv" --health "$work/health.csv" >"$work/out" 2>&1
status=$?
[ "$status" -eq 1 ] || fail "exit $status (expected 1: the copies flagged): $(cat "$work/out")"
grep -q '^health: 2 of 7 runs judged flagged; ' "$work/out" || fail "not the two copies alone: $(cat "$work/out")"
grep -q "^health: FLAGGED $work/fleet/slow-dram (host slow-dram, [^)]*): DRAM " "$work/out" ||
  fail "the slow DRAM copy is not flagged for DRAM first: $(cat "$work/out")"
grep "$work/fleet/slow-dram," "$work/health.csv" | grep -q ',headline,DRAM best,.*,low$' ||
  fail "the slow DRAM copy's DRAM roof is not low: $(cat "$work/out")"
grep "$work/fleet/slow-clock," "$work/health.csv" | grep ',headline,f64 avx[0-9_]* peak,' | grep -q ',low$' ||
  fail "the slow clock copy's f64 peak is not low: $(cat "$work/out")"
grep "$work/fleet/slow-dram," "$work/health.csv" | grep -E ',(headline|group),' | grep ',low$' |
  grep -v -q -E ',DRAM (best|all kinds),' &&
  fail "the slow DRAM copy has more than DRAM low: $(grep "$work/fleet/slow-dram," "$work/health.csv" | grep ',low$')"
for run in "${runs[@]}"; do
  ! grep -q "^health: FLAGGED $work/fleet/$(basename "$run") " "$work/out" || fail "$(basename "$run") flagged: $(cat "$work/out")"
done
echo "fleet health on five real quick runs: none flagged; DRAM 1.3x slower and the clock at 0.85 flagged"
