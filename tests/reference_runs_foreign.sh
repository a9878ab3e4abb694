#!/usr/bin/env bash
# A user's own runs under results/ leave the reference-run test's verdict alone: with a run measured
# here beside the committed ones (in their machine's folder and in a new machine's), and a staging
# folder of a run in progress, reference_runs.sh still passes; with a named run gone, it fails naming it.
#   reference_runs_foreign.sh CPUROOF RESULTS MANIFEST
set -eu
[ $# -eq 3 ] || { echo "usage: reference_runs_foreign.sh CPUROOF RESULTS MANIFEST" >&2; exit 2; }
cpuroof=$1
results=$2
manifest=$3
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

runs=$(awk '{ print $2 }' "$manifest" | sed 's|/[^/]*$||' | sort -u)
first=""
for run in $runs; do
  mkdir -p "$work/results/$(dirname "$run")"
  ln -s "$results/$run" "$work/results/$run"
  [ -n "$first" ] || first=$run
done
# A run of this host, as scripts/run.sh leaves it: raw.json.gz and tables the manifest never saw.
foreign=$work/results/$(dirname "$first")/2099-01-01T00-00-00Z
mkdir -p "$foreign"
cp "$results/$first/raw.json.gz" "$foreign/"
"$cpuroof" fit "$foreign/raw.json.gz" -o "$work/refit" -q >/dev/null
echo "changed" >>"$work/refit/roofs.csv"
cp "$work/refit/roofs.csv" "$foreign/roofs.csv"
mkdir -p "$work/results/intel-other-2c/2099-01-01T00-00-00Z" "$work/results/intel-other-2c/.2099.partial"
cp "$results/$first/raw.json.gz" "$work/results/intel-other-2c/2099-01-01T00-00-00Z/"
echo "not gzip" >"$work/results/intel-other-2c/.2099.partial/raw.json.gz"

bash "$here/reference_runs.sh" "$cpuroof" "$work/results" "$manifest" >"$work/out" 2>&1 ||
  fail "a user's own runs under results/ changed the verdict: $(tail -n 3 "$work/out")"

rm "$work/results/$first"
if bash "$here/reference_runs.sh" "$cpuroof" "$work/results" "$manifest" >"$work/out" 2>&1; then
  fail "passed with the reference run $first gone"
fi
grep -q "reference run $first is missing" "$work/out" || fail "the missing run is not named: $(tail -n 1 "$work/out")"
echo "reference runs: a user's own runs ignored, a missing reference run refused"
