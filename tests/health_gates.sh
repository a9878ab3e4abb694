#!/usr/bin/env bash
# The regression gates on a real run and a degraded copy of it: the committed Zen 4 reference run,
# and its raw.json with every stream timing past the caches (64 MiB and more) 1.3 times as long,
# re-fitted.
#   compare --fail-below 0.9   old against degraded: exit 1, the DRAM roofs named (every one at one
#                              thread; at two, those whose intervals stay apart) and nothing else;
#                              the run against itself: exit 0; bad arguments: exit 2
#   index --health             three copies of the run, one degraded: exit 1, that one flagged alone
#   history                    the three in time order (given out of order): the degraded run's DRAM
#                              roofs marked as fallen, nothing else; rendered where gnuplot is
#                              installed; runs of two machines refused (exit 2)
#   health_gates.sh CPUROOF MAKE_DEGRADED_RUN RESULTS
set -u
cpuroof=$1
degrade=$2
results=$3
raw=$results/amd-zen4-2c/2026-12-01T13-57-59Z/raw.json.gz
other=$results/amd-zen5-2c/2026-11-30T12-44-20Z
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# <expected status> <name> <cpuroof args...>: stdout and stderr in $work/<name>.txt
expect() {
  local want=$1 name=$2 status
  shift 2
  timeout 300 env PATH="${path:-/nonexistent}" "$cpuroof" "$@" >"$work/$name.txt" 2>&1
  status=$?
  [ "$status" -eq "$want" ] || fail "$name: exit $status (expected $want): $(head -c 600 "$work/$name.txt")"
}

fleet=$work/fleet/amd-zen4-2c
mkdir -p "$fleet"
"$degrade" "$raw" --slower 1.3 --from-ws 67108864 --start 2026-12-03T09:00:00Z --host node-c >"$work/slow.json" ||
  fail "make_degraded_run"
expect 0 fit-a fit "$raw" -o "$fleet/node-a" -q
expect 0 fit-c fit "$work/slow.json" -o "$fleet/node-c" -q
# node-b: node-a measured again a day later.
cp -r "$fleet/node-a" "$fleet/node-b"
sed -i 's/"start_time_utc": "[^"]*"/"start_time_utc": "2026-12-02T09:00:00Z"/' "$fleet/node-b/meta.json"
grep -q '"start_time_utc": "2026-12-02T09:00:00Z"' "$fleet/node-b/meta.json" || fail "node-b's start time not set"

# 1. compare --fail-below: every DRAM roof is 0.77 x; those whose intervals stay apart fell (at two
# threads some of this VM's DRAM roofs spread too widely to tell), and nothing else did.
expect 1 gate compare "$fleet/node-a" "$fleet/node-c" -o "$work/gate" -q --fail-below 0.9
[ -s "$work/gate/compare_roofs.csv" ] || fail "gate: the comparison was not written"
# compare_roofs.csv's rows of B: level, threads and significant, by column name.
b_rows() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
           $col["run"] == "B" && $col["match"] != "best_isa" { print $col["level"], $col["threads"], $col["significant"] }' \
    "$work/gate/compare_roofs.csv"
}
apart=$(b_rows | awk '$1 == "DRAM" && $3 == "true"' | wc -l)
dram_one=$(b_rows | awk '$1 == "DRAM" && $2 == 1' | wc -l)
dram_one_apart=$(b_rows | awk '$1 == "DRAM" && $2 == 1 && $3 == "true"' | wc -l)
fell=$(grep -c '^fell: DRAM ' "$work/gate.txt")
[ "$fell" -gt 0 ] && [ "$fell" -eq "$apart" ] ||
  fail "gate: $fell DRAM roofs fell, $apart with their intervals apart: $(cat "$work/gate.txt")"
[ "$dram_one" -gt 0 ] && [ "$dram_one_apart" -eq "$dram_one" ] && [ "$(grep -c '^fell: DRAM .*, 1 thread: ' "$work/gate.txt")" -eq "$dram_one" ] ||
  fail "gate: not every one-thread DRAM roof fell: $(cat "$work/gate.txt")"
others=$(grep -E '^(fell|missing): ' "$work/gate.txt" | grep -v '^fell: DRAM ')
[ -z "$others" ] || fail "gate: roofs besides DRAM fell: $others"
grep -q "^fail-below 0.9: $fell of A's [0-9]* roofs fell in B ($fell below 0.9 x A's, 0 missing)$" \
  "$work/gate.txt" || fail "gate: no count line: $(tail -n 2 "$work/gate.txt")"
expect 0 gate-self compare "$fleet/node-a" "$fleet/node-a" -o "$work/gate-self" -q --fail-below 0.9
grep -q "^fail-below 0.9: none of A's [0-9]* roofs fell below 0.9 x A's in B$" "$work/gate-self.txt" ||
  fail "gate-self: $(cat "$work/gate-self.txt")"
expect 0 gate-faster compare "$fleet/node-c" "$fleet/node-a" -o "$work/gate-faster" -q --fail-below 0.9
expect 2 gate-three compare "$fleet/node-a" "$fleet/node-b" "$fleet/node-c" -o "$work/gate-three" --fail-below 0.9
grep -q 'fail-below takes two result folders' "$work/gate-three.txt" || fail "gate-three: $(cat "$work/gate-three.txt")"
expect 2 gate-zero compare "$fleet/node-a" "$fleet/node-c" -o "$work/gate-zero" --fail-below 0
[ ! -e "$work/gate-three" ] && [ ! -e "$work/gate-zero" ] || fail "a refused gate wrote its folder"

# 2. index --health
expect 1 health index "$work/fleet" -o "$work/fleet.csv" --health "$work/health.csv"
flagged=$(grep -c '^health: FLAGGED ' "$work/health.txt")
[ "$flagged" -eq 1 ] && grep -q "^health: FLAGGED $fleet/node-c " "$work/health.txt" ||
  fail "health: expected node-c flagged alone: $(cat "$work/health.txt")"
grep -q '^health: 1 of 3 runs judged flagged; wrote ' "$work/health.txt" || fail "health: $(cat "$work/health.txt")"
low=$(grep -c ',low$' "$work/health.csv")
low_c=$(grep -c "^2,$fleet/node-c,.*,low\$" "$work/health.csv")
[ "$low" -gt 0 ] && [ "$low" -eq "$low_c" ] || fail "health.csv: $low low rows, $low_c of them node-c's"
[ "$(grep -c ',missing$' "$work/health.csv")" -eq 0 ] || fail "health.csv: a roof missing"
head -n 1 "$work/health.csv" | grep -q '^schema_version,node,host,.*,ratio,verdict$' || fail "health.csv's header"
expect 0 health-two index "$fleet/node-a" "$fleet/node-c" -o "$work/fleet-two.csv" --health "$work/health-two.csv"
grep -q '^health: 0 of 0 runs judged flagged; 2 not judged' "$work/health-two.txt" ||
  fail "health over two runs: $(cat "$work/health-two.txt")"
expect 2 health-exists index "$work/fleet" -o "$work/fleet-again.csv" --health "$work/health.csv"
[ ! -e "$work/fleet-again.csv" ] || fail "a refused health check wrote the index"

# 3. history
command -v gnuplot >/dev/null && path=$PATH
expect 0 history history "$fleet/node-c" "$fleet/node-a" "$fleet/node-b" -o "$work/history"
csv=$work/history/history.csv
[ -s "$csv" ] || fail "history.csv not written"
# history.csv's columns by name: run_folder, run_start, roof, threads, fell.
columns() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
           { print $col["run_folder"], $col["run_start"], $col["roof"], $col["threads"], $col["fell"] }' "$csv"
}
starts=$(columns | awk '$3 == "DRAM" && $4 == 1 { print $2 }' | tr '\n' ' ')
[ "$starts" = "2026-12-01T13:57:59Z 2026-12-02T09:00:00Z 2026-12-03T09:00:00Z " ] ||
  fail "history: DRAM at 1 thread over '$starts'"
fell_rows=$(columns | awk '$5 == "true"')
[ -n "$fell_rows" ] || fail "history: nothing fell"
echo "$fell_rows" | awk '$1 !~ /node-c$/ || $3 != "DRAM" { exit 1 }' || fail "history: fell besides node-c's DRAM: $fell_rows"
[ "$(echo "$fell_rows" | wc -l)" -eq "$(grep -c '^fell: DRAM' "$work/history.txt")" ] ||
  fail "history: the printed falls differ from history.csv's"
if [ -n "${path:-}" ]; then
  [ -s "$work/history/history.png" ] && [ -s "$work/history/history.svg" ] || fail "history: not rendered"
fi
path=""
expect 2 history-machines history "$fleet/node-a" "$other" -o "$work/history-machines"
grep -q 'a history follows one machine identity' "$work/history-machines.txt" ||
  fail "history-machines: $(cat "$work/history-machines.txt")"
echo "health_gates: gate, health and history on the Zen 4 run and a copy with DRAM 1.3x slower: all as expected"
