#!/usr/bin/env bash
# cpuroof's stream rows beside likwid-bench's equivalent kernels, at the same working sets and
# thread counts, run interleaved (cpuroof, likwid, cpuroof, likwid, ...): prints each side's best
# round and median round, and their ratios. For measurement only: likwid-bench (Debian's likwid) is a
# peer, never a dependency, and nothing in the build or the tests runs this.
#
# usage: scripts/peers/likwid_stream.sh [--bench PATH]... [--rounds N] [--sizes "BYTES..."]
#                                       [--threads "N..."] [--min-time S] [--lock FILE]
#   --bench    cpuroof-bench to run (default build/release/bench/cpuroof-bench); given more than once,
#              each build is run in every round (before and after a change, side by side)
#   --rounds   cpuroof/likwid pairs (default 2)
#   --sizes    total working sets in bytes (default "32768 524288": inside a 48 KiB L1 and a 1 MiB L2)
#   --threads  thread counts (default "1 2")
#   --min-time cpuroof's round of a row is one timed run of at least S seconds, like likwid-bench's
#              own (at least 1 s); default: the quick profile's, the median of 3 repetitions of a few
#              milliseconds, spread over the round by random interleaving
#   --lock     hold `flock -x FILE` through each round (a shared host's measurement lock)
#
# The kinds and their likwid equivalents (likwid counts the same bytes per element: arrays read
# plus arrays written, no write-allocate). %s is the vector level: avx512 where the CPU has
# AVX-512F, else avx (likwid's AVX kernels are 256-bit, as cpuroof's avx2 level).
#   sum    load_%s   sum_%s    read: one array loaded (likwid's load keeps no sum)
#   fill   store_%s            write: one array stored
#   copy   copy_%s
#   update update_%s           one array read and written in place (likwid's stores what it loaded;
#                              cpuroof's computes s*d + t, 3-6% slower at L2 and L3 on Zen 4 for
#                              that alone: kernels/stream_impl.hpp)
#   triad  stream_%s_fma       dst = x + s*y
#   triad4 triad_%s_fma        dst = x + y*z
#   axpy   daxpy_%s_fma        dst = dst + s*x
#   dot    ddot_%s
# scale and add have no likwid equivalent.
set -euo pipefail

benches=() rounds=2 sizes="32768 524288" threads="1 2" min_time="" lock=""
while [ $# -gt 0 ]; do
  case $1 in
    --bench) benches+=("$2"); shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --min-time) min_time=$2; shift 2 ;;
    --lock) lock=$2; shift 2 ;;
    *) echo "likwid_stream.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
command -v likwid-bench >/dev/null || { echo "likwid_stream.sh: likwid-bench not found (Debian package likwid)" >&2; exit 2; }
command -v jq >/dev/null || { echo "likwid_stream.sh: jq not found" >&2; exit 2; }
[ ${#benches[@]} -gt 0 ] || benches=(build/release/bench/cpuroof-bench)
for bench in "${benches[@]}"; do
  [ -x "$bench" ] || { echo "likwid_stream.sh: no cpuroof-bench at '$bench' (--bench)" >&2; exit 2; }
done
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "likwid_stream.sh: --rounds '$rounds' is not a positive integer" >&2; exit 2; }
[[ -z $min_time || $min_time =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)$ && ! $min_time =~ ^0*\.?0*$ ]] ||
  { echo "likwid_stream.sh: --min-time '$min_time' is not a positive number of seconds" >&2; exit 2; }
once=()
[ -z "$min_time" ] || once=(--benchmark_min_time="$min_time" --benchmark_repetitions=1)

level=avx
grep -qw avx512f /proc/cpuinfo && level=avx512
pairs="sum:load_%s sum:sum_%s fill:store_%s copy:copy_%s update:update_%s triad:stream_%s_fma
triad4:triad_%s_fma axpy:daxpy_%s_fma dot:ddot_%s"

if [ -n "$lock" ]; then exec 9<"$lock" || { echo "likwid_stream.sh: cannot open the lock file '$lock'" >&2; exit 2; }; fi

# The working set cpuroof registers nearest each target (a kind's sizes are multiples of its arrays).
listing=$("${benches[0]}" --cpuroof_profile=quick --cpuroof_families=stream --benchmark_list_tests 2>/dev/null |
  grep -E '^stream/[a-z0-9]+/hand/f64/ws:[0-9]+/threads:1/' | sed -E 's#^stream/([a-z0-9]+)/hand/f64/ws:([0-9]+)/.*#\1 \2#')
nearest_ws() {  # kind target
  awk -v k="$1" -v t="$2" '$1 == k { d = $2 > t ? $2 - t : t - $2; if (best == "" || d < bd) { best = $2; bd = d } }
    END { print best }' <<<"$listing"
}

declare -A ours theirs
filter=""
cases=()
for pair in $pairs; do
  kind=${pair%%:*}
  for size in $sizes; do
    ws=$(nearest_ws "$kind" "$size")
    [ -n "$ws" ] || { echo "likwid_stream.sh: cpuroof registers no $kind row near $size bytes" >&2; exit 2; }
    for t in $threads; do
      cases+=("$kind $ws $t $(printf "${pair#*:}" "$level")")
      filter+="${filter:+|}^stream/$kind/hand/f64/ws:$ws/threads:$t/"
    done
  done
done

run_ours() {  # bench: the median repetition of each row, in bytes per second
  "$1" --cpuroof_profile=quick --cpuroof_families=stream --benchmark_filter="$filter" "${once[@]}" \
    --benchmark_format=json 2>/dev/null |
    jq -r '[.benchmarks[] | select(.run_type == "iteration")] | group_by(.run_name)[] |
      (map(.bytes) | sort | .[length / 2 | floor]) as $m | .[0].name | capture("stream/(?<k>[a-z0-9]+)/hand/f64/ws:(?<w>[0-9]+)/threads:(?<t>[0-9]+)") |
      "\(.k) \(.w) \(.t) \($m)"'
}
run_theirs() {  # likwid-kernel ws threads: bytes per second
  likwid-bench -t "$1" -w "S0:${2}B:$3" 2>&1 | awk '/^MByte\/s:/ { printf "%.0f\n", $2 * 1e6 }'
}
# A case's rounds, "rate rate ...", as "best median" (the median of an even count: the mean of the two
# middle rounds).
best_median() { tr ' ' '\n' <<<"$1" | grep . | sort -g | awk '{ v[NR] = $1 } END {
  if (NR == 0) { print "0 0"; exit } print v[NR], (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

for ((r = 1; r <= rounds; ++r)); do
  [ -z "$lock" ] || flock -x 9
  for b in "${!benches[@]}"; do
    while read -r kind ws t rate; do
      ours[$b/$kind/$ws/$t]+=" $rate"
    done < <(run_ours "${benches[$b]}")
  done
  for c in "${cases[@]}"; do
    read -r kind ws t peer <<<"$c"
    rate=$(run_theirs "$peer" "$ws" "$t")
    theirs[$peer/$ws/$t]+=" ${rate:-0}"
  done
  [ -z "$lock" ] || flock -u 9
done

# One line per case: likwid's best and median round in GB/s, then each build's, with its ratios to
# likwid's (best to best, median to median).
for b in "${!benches[@]}"; do echo "build $b: ${benches[$b]}"; done
header="kind likwid ws threads likwid_best likwid_median"
for b in "${!benches[@]}"; do header+=" build${b}_best /likwid build${b}_median /likwid"; done
{
  echo "$header"
  for c in "${cases[@]}"; do
    read -r kind ws t peer <<<"$c"
    line="$kind $peer $ws $t"
    read -r base_best base_median < <(best_median "${theirs[$peer/$ws/$t]:-}")
    line+=" $(awk -v b="$base_best" -v m="$base_median" 'BEGIN { printf "%.1f %.1f", b / 1e9, m / 1e9 }')"
    for b in "${!benches[@]}"; do
      read -r best median < <(best_median "${ours[$b/$kind/$ws/$t]:-}")
      line+=" $(awk -v a="$best" -v m="$median" -v b="$base_best" -v bm="$base_median" 'BEGIN {
        printf "%.1f %s %.1f %s", a / 1e9, (b > 0 ? sprintf("%.2f", a / b) : "-"), m / 1e9, (bm > 0 ? sprintf("%.2f", m / bm) : "-") }')"
    done
    echo "$line"
  done
} | column -t
