#!/usr/bin/env bash
# The dry run plans machines this one is not, from hwloc synthetic descriptions in
# tests/fixtures/topology/*.synthetic (HWLOC_SYNTHETIC; the hybrid ones through an XML with their
# kinds of core, make_kinds_topology): a 2-socket 192-core Zen 4 server (24 L3 domains of 8 cores,
# 2 NUMA nodes), a 72-core Grace (one node, 114 MiB L3), an Apple M4 Max (12 P + 4 E cores; its
# clusters as four of four) and an 8-core Intel hybrid laptop (4 P + 4 E cores). Each quick plan is
# predicted at 60 s or less and each full plan at 10 minutes or less, both measure at 1 thread and
# on all cores, and nothing is measured. A test of the plan, not a timed one: it is costed with fixed
# rates (zen5_2c.rates: each rate the best of four dry runs on a 2-vCPU Zen 5 VM, as the run's own
# calibration takes the best of its tries), never with this host's, which move with its neighbours.
#   plan_topologies.sh BENCH MAKE_KINDS_TOPOLOGY FIXTURES
set -euo pipefail
bench=$1 make_kinds=$2 fixtures=$3/topology
rates=--cpuroof_cost_rates=$(cat "$fixtures/zen5_2c.rates")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "plan_topologies: $*"; exit 1; }

"$make_kinds" "$work/m4_max.xml" "$(cat "$fixtures/apple_m4_max.synthetic")" IntelAtom:0-3 IntelCore:4-15
"$make_kinds" "$work/intel_8c.xml" "$(cat "$fixtures/intel_hybrid_8c.synthetic")" IntelAtom:4-7 IntelCore:0-3

# dry_run NAME CORES MAX_QUICK_S MAX_FULL_S ENV...: both profiles' plans of one machine.
dry_run() {
  local name=$1 cores=$2 limit line predicted profile
  shift 2
  local limits=("$1" "$2")
  shift 2
  for profile in quick full; do
    limit=${limits[0]}
    [ "$profile" = full ] && limit=${limits[1]}
    env "$@" "$bench" --cpuroof_dry_run "$rates" --cpuroof_profile=$profile >"$work/$name-$profile.txt" 2>"$work/err" ||
      fail "$name $profile: dry run failed: $(tail -1 "$work/err")"
    line=$(tail -1 "$work/$name-$profile.txt")
    [[ $line =~ ^plan:\ [0-9]+\ benchmarks,\ [0-9]+\ repetitions,\ threads\ 1\.\.([0-9]+),\ predicted\ ([0-9]+)\ s$ ]] ||
      fail "$name $profile: last line '$line'"
    [ "${BASH_REMATCH[1]}" = "$cores" ] || fail "$name $profile: threads up to ${BASH_REMATCH[1]}, not all $cores cores"
    predicted=${BASH_REMATCH[2]}
    [ "$predicted" -le "$limit" ] || fail "$name $profile: predicted $predicted s, more than $limit"
    grep -q "not this machine" "$work/$name-$profile.txt" || fail "$name $profile: planned as this machine"
    echo "$name $profile: $line"
  done
}

dry_run zen4-192c 192 60 600 HWLOC_SYNTHETIC="$(cat "$fixtures/zen4_2socket_192c.synthetic")"
dry_run grace-72c 72 60 600 HWLOC_SYNTHETIC="$(cat "$fixtures/grace_72c.synthetic")"
dry_run m4-max 16 60 600 HWLOC_XMLFILE="$work/m4_max.xml"
dry_run intel-hybrid-8c 8 60 600 HWLOC_XMLFILE="$work/intel_8c.xml"

# The 2-socket server: its domains planned (one L3's 8 cores, a node's 96), the remote-node row
# among the NUMA rows, each thread count pinned to its first cores.
grep -q "2 NUMA nodes of 96 cores, a last cache of 32 MiB per 8 cores (768 MiB in all)" "$work/zen4-192c-full.txt" ||
  fail "zen4-192c: domains not as described: $(sed -n 2p "$work/zen4-192c-full.txt")"
grep -q "^placements: 1 \[0\]; 2 \[0\]" "$work/zen4-192c-full.txt" && fail "zen4-192c: two threads on one core"
grep -qE "^  numa +3 benchmarks" "$work/zen4-192c-quick.txt" || fail "zen4-192c: no local and remote NUMA rows"
# The hybrid laptop's full plan, given the time, sweeps each kind up to all its cores and across
# both; its quick one keeps at least each kind's one thread and all cores across both.
HWLOC_XMLFILE="$work/intel_8c.xml" "$bench" --cpuroof_dry_run "$rates" --cpuroof_profile=full --cpuroof_budget=100000 \
  >"$work/intel-hybrid-8c-unbounded.txt" 2>/dev/null || fail "intel-hybrid-8c: dry run without a budget failed"
grep -q "^placements: P:1 \[0\]; P:2 \[0-1\]; P:4 \[0-3\]; E:1 \[4\]; E:2 \[4-5\]; E:4 \[4-7\]; all:8 \[0-7\]; pinned" \
  "$work/intel-hybrid-8c-unbounded.txt" ||
  fail "intel-hybrid-8c full: $(grep ^placements "$work/intel-hybrid-8c-unbounded.txt")"
grep -q "the profile's plan fits" "$work/intel-hybrid-8c-unbounded.txt" || fail "intel-hybrid-8c: economies without a need"
grep -qE "^placements: P:1 \[0\];.* E:1 \[4\];.* all:8 \[0-7\]; pinned" "$work/intel-hybrid-8c-quick.txt" ||
  fail "intel-hybrid-8c quick: $(grep ^placements "$work/intel-hybrid-8c-quick.txt")"

# Measuring another machine's topology is refused before anything runs.
status=0
HWLOC_SYNTHETIC="$(cat "$fixtures/grace_72c.synthetic")" "$bench" --cpuroof_profile=smoke \
  --benchmark_out="$work/raw.json" >/dev/null 2>"$work/err" || status=$?
[ "$status" = 2 ] || fail "a run of another machine's topology exited $status, not 2"
grep -q "another machine" "$work/err" || fail "refusal said: $(cat "$work/err")"
[ ! -e "$work/raw.json" ] || fail "the refused run wrote raw.json"
echo "plan_topologies: ok"
