#!/usr/bin/env bash
# The reference runs the repository keeps re-fit with this analysis: the folders are there so that a
# run can be fitted again, and runs written before the bench added a counter still load.
# MANIFEST (sha256sum's format, paths under RESULTS) names the runs and, for each, the SHA-256 of
# every table its re-fit writes. Only the runs it names are re-fitted: a user's own run under
# results/ (scripts/run.sh writes there) never changes the verdict, and a named run that is missing
# fails. On x86-64, where they were fitted, each table must be byte for byte the one recorded: a
# change to the analysis that moves a figure, a column or a row fails here, naming the table.
# When the change is meant, record the tables of the runs git keeps under RESULTS:
#   reference_runs.sh [--record] CPUROOF RESULTS MANIFEST
set -eu
record=0
if [ "${1:-}" = --record ]; then record=1; shift; fi
[ $# -eq 3 ] || { echo "usage: reference_runs.sh [--record] CPUROOF RESULTS MANIFEST" >&2; exit 2; }
cpuroof=$1
results=$2
manifest=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The runs: the committed ones when recording (a run only on this disk is not a reference), else
# those the manifest names.
if [ "$record" -eq 1 ]; then
  git -C "$results" ls-files --full-name -- '*/*/raw.json.gz' | sed -n 's|^results/\(.*\)/raw\.json\.gz$|\1|p' >"$work/runs"
else
  awk '{ print $2 }' "$manifest" | sed 's|/[^/]*$||' | sort -u >"$work/runs"
fi
[ -s "$work/runs" ] || { echo "no reference run named (record: none committed under $results)"; exit 1; }

fitted=0
: >"$work/sums"
while read -r run; do
  raw="$results/$run/raw.json.gz"
  [ -f "$raw" ] || { echo "reference run $run is missing: no $raw"; exit 1; }
  out="$work/fitted/$run"
  mkdir -p "$(dirname "$out")"
  "$cpuroof" fit "$raw" -o "$out" -q >/dev/null || { echo "cannot re-fit $raw"; exit 1; }
  [ -s "$out/roofs.csv" ] && [ -s "$out/points.csv" ] || { echo "re-fitting $raw wrote no tables"; exit 1; }
  (cd "$work/fitted" && sha256sum "$run"/*.csv) >>"$work/sums"
  fitted=$((fitted + 1))
done <"$work/runs"
if [ "$record" -eq 1 ]; then
  cp "$work/sums" "$manifest"
  echo "reference runs: $fitted re-fitted, their tables recorded in $manifest"
  exit 0
fi
if [ "$(uname -m)" != x86_64 ]; then
  echo "reference runs: $fitted re-fitted (tables compared on x86-64 only, where they were recorded)"
  exit 0
fi
if ! diff <(sort -k2 "$manifest") <(sort -k2 "$work/sums") >"$work/diff"; then
  echo "re-fitting the reference runs changed these tables (< recorded, > now):"
  cat "$work/diff"
  echo "if the change is meant: tests/reference_runs.sh --record $cpuroof $results $manifest"
  exit 1
fi
echo "reference runs: $fitted re-fitted, every table as recorded"
