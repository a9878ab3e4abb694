#!/usr/bin/env bash
# cpuroof-bench never destroys a file, and refuses bad arguments before anything runs:
#   bench_out.sh BENCH README
# - an existing --benchmark_out stays byte-identical whatever the run: a filter that matches
#   nothing, one that is no regular expression, --benchmark_list_tests, a run that would succeed
#   (refused);
# - a run writes its file whole under the name given and leaves no staging file;
# - `ulimit -f` and a write that fails with EFBIG: exit 1, one line, no file left;
# - bad repetitions, times, switches and formats: exit 2, one line naming the flag, no file;
# - a folder, a missing folder, a file used as a folder: exit 2 naming it; a read-only file system:
#   exit 1 saying so;
# - SIGTERM while measuring: killed by it, no staging file left;
# - every family README's table lists is one --cpuroof_families accepts, and the other way round.
# Smoke profile, one scalar peak benchmark on one thread: seconds per run, nothing timed.
set -u
bench=$(realpath "$1")
readme=$(realpath "$2")
work=$(mktemp -d)
mounted=""
cleanup() {
  [ -n "$mounted" ] && umount "$mounted"
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir "$work/files" && cd "$work/files" || exit 1  # the folder the bench writes in, nothing else

name=peak/fma8/hand/f64/isa:scalar/threads:1/
one=(--cpuroof_profile=smoke --cpuroof_families=peak --benchmark_filter="^$name")
# Runs the bench; sets status, err (its cpuroof-bench lines but notes) and out (stdout).
run_bench() {
  "$bench" "$@" >"$work/stdout" 2>"$work/stderr"
  status=$?
  err=$(grep '^cpuroof-bench: ' "$work/stderr" | grep -v '^cpuroof-bench: note: ')
  out=$(cat "$work/stdout")
}
# <expected status> <what the one line must contain> <bench args after one's...>: and nothing new
# in the folder.
refused() {
  local want_status=$1 want=$2
  shift 2
  local before
  before=$(ls -A)
  run_bench "${one[@]}" "$@"
  [ "$status" -eq "$want_status" ] || fail "$* exited $status (expected $want_status): $err"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [ -n "$err" ] || fail "$*: not one line: $err"
  case $err in *"$want"*) ;; *) fail "$*: the line does not say '$want': $err" ;; esac
  [ "$(ls -A)" = "$before" ] || fail "$*: the folder changed: $(ls -A | tr '\n' ' ')"
  echo "refused: $* -> $err"
}
same_prev() {
  cmp -s prev.json "$work/prev.copy" ||
    fail "$1: prev.json changed: $(head -c 80 prev.json)"
}

# An existing file is kept byte-identical.
printf '{"previous": "results"}\n' >prev.json
cp prev.json "$work/prev.copy"
refused 2 "--benchmark_out=prev.json: already exists" --benchmark_filter='^nosuch/' \
  --benchmark_out=prev.json
same_prev "a filter that matches nothing"
refused 2 "--benchmark_filter=[: expected a regular expression" --benchmark_filter='[' \
  --benchmark_out=prev.json
same_prev "a filter that is no regular expression"
for listing in --benchmark_list_tests=true --benchmark_list_tests; do
  run_bench "${one[@]}" "$listing" --benchmark_out=prev.json
  [ "$status" -eq 0 ] || fail "$listing exited $status: $err"
  same_prev "$listing"
  case $out in "$name"*) ;; *) fail "$listing listed: $out" ;; esac
done
refused 2 "--benchmark_out=prev.json: already exists" --benchmark_out=prev.json
same_prev "a run to an existing file"
ln -s prev.json link.json
refused 2 "--benchmark_out=link.json: already exists" --benchmark_out=link.json
same_prev "a run to a symbolic link to an existing file"
rm link.json

# A run writes its file whole under its name, and leaves nothing else.
run_bench "${one[@]}" --benchmark_out=new.json
[ "$status" -eq 0 ] || fail "a run to a new file exited $status: $err"
[ "$(ls -A | tr '\n' ' ')" = "new.json prev.json " ] || fail "a run left: $(ls -A | tr '\n' ' ')"
grep -q '"cpuroof_peak_rss_bytes"' new.json ||
  fail "new.json has no peak RSS: $(tail -c 80 new.json)"
grep -q "\"name\": \"$name" new.json || fail "new.json has no benchmark"
tail -c 2 new.json | grep -q '}' || fail "new.json is not whole: $(tail -c 100 new.json)"
rm new.json

# A file size limit: refused before measuring when the results cannot fit, exit 1 at the first write
# that fails otherwise (here to a descriptor the caller opened: written directly, no estimate).
limit="the file size limit (ulimit -f) allows 50 KiB"
(ulimit -f 50 && refused 1 "$limit" --benchmark_out=small.json) || exit 1
# Its messages through a pipe, which the limit does not bind (a file would lose them past 8 KiB).
bash -c 'ulimit -f 8 && exec "$@"' limited "$bench" "${one[@]}" --benchmark_out=/dev/fd/3 \
  3>"$work/fd3.json" 2>&1 >"$work/stdout" | cat >"$work/stderr"
status=${PIPESTATUS[0]}
err=$(grep '^cpuroof-bench: ' "$work/stderr" | grep -v '^cpuroof-bench: note: ')
[ "$status" -eq 1 ] || fail "a write beyond ulimit -f exited $status (expected 1): $err"
case $err in
  "cpuroof-bench: --benchmark_out=/dev/fd/3: write failed after "*": File too large; stopping"*) ;;
  *) fail "a write beyond ulimit -f said: $err" ;;
esac
grep -q 'peak/fma8' "$work/stdout" && fail "it measured although nothing could be written"
echo "ulimit -f: $err"
rm -f "$work/fd3.json"

# Values Google Benchmark would misread.
count="expected a whole number from 1 to"
refused 2 "--benchmark_repetitions=-1: $count" --benchmark_repetitions=-1 --benchmark_out=x.json
refused 2 "--benchmark_repetitions=: $count" --benchmark_repetitions= --benchmark_out=x.json
refused 2 "--benchmark_repetitions=0: $count" --benchmark_repetitions=0 --benchmark_out=x.json
refused 2 "--benchmark_repetitions needs a value" --benchmark_repetitions --benchmark_out=x.json
refused 2 "--benchmark_repetitions=2.5: $count" --benchmark_repetitions=2.5
seconds="expected a number of seconds above 0"
refused 2 "--benchmark_min_time=0: $seconds" --benchmark_min_time=0
refused 2 "--benchmark_min_time=inf: $seconds" --benchmark_min_time=inf
refused 2 "--benchmark_min_warmup_time=-1: expected a number of seconds, 0 or more" \
  --benchmark_min_warmup_time=-1
refused 2 "--benchmark_enable_random_interleaving=yes: expected true or false" \
  --benchmark_enable_random_interleaving=yes
refused 2 "--benchmark_out_format=csv: expected json" --benchmark_out_format=csv \
  --benchmark_out=x.json
refused 2 "--benchmark_out=: expected the name of a new file" --benchmark_out=

# Where the file cannot go.
mkdir folder
refused 2 "--benchmark_out=folder: is a folder" --benchmark_out=folder
refused 2 "--benchmark_out=folder/: is a folder" --benchmark_out=folder/
refused 2 "--benchmark_out=new/: names a folder" --benchmark_out=new/
refused 2 "--benchmark_out=nofolder/x.json: folder nofolder does not exist" \
  --benchmark_out=nofolder/x.json
refused 2 "--benchmark_out=prev.json/x.json: prev.json is not a folder" \
  --benchmark_out=prev.json/x.json
if mkdir ro && mount -t tmpfs -o ro,size=64k tmpfs ro 2>/dev/null; then
  mounted=$work/files/ro
  refused 1 "--benchmark_out=ro/x.json: cannot create a file in folder ro: Read-only file system" \
    --benchmark_out=ro/x.json
else
  echo "note: no read-only tmpfs could be mounted here; that case is not tried"
fi
if [ "$(id -u)" -ne 0 ]; then
  mkdir locked && chmod 555 locked
  refused 1 "--benchmark_out=locked/x.json: cannot create a file in folder locked: Permission" \
    --benchmark_out=locked/x.json
fi

# SIGTERM while measuring (SLURM's scancel, timeout): no staging file left, killed by the signal.
"$bench" "${one[@]}" --benchmark_min_time=0.2 --benchmark_repetitions=50 \
  --benchmark_out=killed.json >/dev/null 2>&1 &
pid=$!
for _ in $(seq 200); do compgen -G '.killed.json.partial-*' >/dev/null && break; sleep 0.05; done
compgen -G '.killed.json.partial-*' >/dev/null || fail "no staging file: $(ls -A | tr '\n' ' ')"
sleep 1
kill -TERM "$pid"
wait "$pid"
status=$?
[ "$status" -eq 143 ] || fail "SIGTERM: exit $status (expected 143, killed by SIGTERM)"
[ -z "$(ls -A | grep killed)" ] || fail "SIGTERM left: $(ls -A | tr '\n' ' ')"
echo "SIGTERM: killed by it, nothing left"

# README's families and the bench's agree.
readme_families=$(awk '/^## What it measures/ {on = 1; next} /^## / {on = 0} on && /^\| `/' \
  "$readme" | cut -d'|' -f2 | grep -o '`[^`]*`' | tr -d '`' | sort | tr '\n' ' ')
run_bench --cpuroof_families=nosuch
bench_families=$(printf '%s\n' "$err" | sed -n 's/.*(known: \(.*\))$/\1/p' | tr -d ' ' |
  tr ',' '\n' | sort | tr '\n' ' ')
[ -n "$readme_families" ] || fail "no families found in $readme's table"
[ "$readme_families" = "$bench_families" ] ||
  fail "README's families ($readme_families) are not the bench's ($bench_families)"
for family in $bench_families; do
  # numa has rows only where there are several NUMA nodes: listed for a synthetic machine of two.
  [ "$family" = numa ] && export HWLOC_SYNTHETIC="Package:2 [NUMANode(memory=8589934592)] Core:2 PU:1"
  run_bench --cpuroof_profile=smoke --cpuroof_families="$family" --benchmark_list_tests
  unset HWLOC_SYNTHETIC
  [ "$status" -eq 0 ] || fail "--cpuroof_families=$family exited $status: $err"
  printf '%s\n' "$out" | grep -q "^$family/" || fail "--cpuroof_families=$family lists no $family/"
done
run_bench --cpuroof_profile=smoke --cpuroof_families=clock --benchmark_list_tests
others=$(printf '%s\n' "$out" | grep -v '^clock/' | head -3)
[ -z "$others" ] || fail "--cpuroof_families=clock lists more: $others"
run_bench --cpuroof_profile=smoke --cpuroof_families=peak --benchmark_list_tests
printf '%s\n' "$out" | grep -q '^clock/' || fail "--cpuroof_families=peak lists no clock/ benchmark"
echo "families: $bench_families"
