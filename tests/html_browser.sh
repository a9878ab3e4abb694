#!/usr/bin/env bash
# report.html in a real browser. Headless Chromium opens the pages fit, plot and compare write, as
# report.html#selftest (the page's own checks: analysis/report/html_script.hpp), and prints the DOM
# they leave (--dump-dom, after --virtual-time-budget: no sleep races the page). Each page must load
# with no error (the page's own count, and Chromium's console log: nothing uncaught or refused), draw
# one mark per drawable row of points.csv, name its benchmark on a hover over every mark, show a
# tooltip on a real hit test and hide exactly a family's marks with its box. A result folder whose
# kernel and CPU are named like markup must show the names as text and run nothing. Skips (77)
# without Chromium: scripts/install-deps.sh --browser installs it.
#   html_browser.sh CPUROOF MAKE_SYNTHETIC_RUN MAKE_HOSTILE_INPUTS
set -u
cpuroof=$1
make_synthetic_run=$2
make_hostile_inputs=$3
browser=
for name in chromium chromium-browser; do
  command -v "$name" >/dev/null 2>&1 && browser=$(command -v "$name") && break
done
source "$(dirname "$0")/skip.sh"
[ -n "$browser" ] || skip setup "no chromium (scripts/install-deps.sh --browser installs it)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# open <page> <name>: the DOM after the self-test in $work/<name>.dom, Chromium's log in $work/<name>.log.
open_page() {
  local page=$1 name=$2
  # A fresh profile each time, nothing in the background that could reach a network.
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --disable-extensions \
    --user-data-dir="$work/profile-$name" --window-size=1400,1000 --virtual-time-budget=10000 \
    --enable-logging=stderr --v=0 --dump-dom "file://$page#selftest" >"$work/$name.dom" 2>"$work/$name.log"
  local status=$?
  [ "$status" -eq 0 ] || fail "$name: chromium exit $status: $(tail -n 5 "$work/$name.log")"
}
# The self-test's line "selftest <key> <value>" of a page's DOM.
selftest() { sed -n "s/^\(<pre id=\"selftest\">\)\{0,1\}selftest $2 //p" "$work/$1.dom" | head -n 1; }

# check <name> [expected points]: the verdicts every page must give.
check() {
  local name=$1 expected=${2:-}
  grep -q 'selftest done' "$work/$name.dom" ||
    { fail "$name: the self-test did not finish: $(grep -m3 -i 'error\|uncaught' "$work/$name.log")"; return; }
  [ "$(selftest "$name" errors)" = 0 ] || fail "$name: errors: $(selftest "$name" errors)"
  # The console, as Chromium logs it (":CONSOLE"): the page writes nothing there, so any line is an
  # uncaught error or markup the Content-Security-Policy refused to run or load.
  if grep -q ':CONSOLE' "$work/$name.log"; then
    fail "$name: the console: $(grep -m3 ':CONSOLE' "$work/$name.log")"
  fi
  local points named
  points=$(selftest "$name" points)
  named=$(selftest "$name" named)
  [ -n "$points" ] && [ "$points" -gt 0 ] || fail "$name: no points drawn"
  [ -z "$expected" ] || [ "$points" = "$expected" ] || fail "$name: $points points drawn, points.csv has $expected drawable rows"
  [ "$named" = "$points" ] || fail "$name: hovering named the benchmark of $named of $points points"
  [ "$(selftest "$name" hit)" = point ] || fail "$name: the element under a point's centre is not the point"
  [[ $(selftest "$name" tooltip) == */* ]] || fail "$name: the tooltip names no benchmark: $(selftest "$name" tooltip)"
  [ "$(selftest "$name" toggle)" = ok ] || fail "$name: toggle: $(selftest "$name" toggle)"
  [ "$(selftest "$name" scripts)" = 2 ] || fail "$name: $(selftest "$name" scripts) scripts in the document"
  [ "$(selftest "$name" foreign)" = 0 ] || fail "$name: $(selftest "$name" foreign) elements or handlers the page did not make"
  [ "$(selftest "$name" pwned)" = no ] || fail "$name: a script from the input ran"
}

# The rows of points.csv the roofline draws: an intensity and a rate above 0, not the clock or the A/A
# check. Plain CSV (the synthetic run's names hold no quotes or commas).
drawable_rows() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
           $col["family"] != "clock" && $col["family"] != "aa" && $col["ai_flop_per_byte"] + 0 > 0 &&
           $col["gflop_per_s"] + 0 > 0 { n++ } END { print n + 0 }' "$1"
}

"$make_synthetic_run" --sections >"$work/a.json"
"$cpuroof" fit "$work/a.json" -o "$work/a" -q >/dev/null || fail "fit a"
"$make_synthetic_run" >"$work/b.json"
"$cpuroof" fit "$work/b.json" -o "$work/b" -q >/dev/null || fail "fit b"
"$cpuroof" plot "$work/a" -o "$work/plot" --threads 1 >/dev/null || fail "plot"
"$cpuroof" compare "$work/a" "$work/b" -o "$work/compare" -q >/dev/null || fail "compare"
if grep -q '"' "$work/a/points.csv"; then
  fail "points.csv has quoted cells: drawable_rows cannot count it"
fi

open_page "$work/a/report.html" fit
check fit "$(drawable_rows "$work/a/points.csv")"
open_page "$work/plot/report.html" plot
check plot
open_page "$work/compare/report.html" compare
check compare

# A folder from a hostile machine: its kernel (family, kernel, implementation, a parameter) and its
# CPU model named like markup. The names must be in the page as text, and run nothing.
hostile="<img src=x onerror=window.cpuroofPwned=1><svg onload=window.cpuroofPwned=1></script><script>window.cpuroofPwned=1</script>\"'&amp;"
"$make_hostile_inputs" run "$work/in" "$hostile" || fail "make_hostile_inputs run"
"$cpuroof" fit "$work/in/raw.json" -o "$work/hostile" -q >/dev/null || fail "fit hostile"
open_page "$work/hostile/report.html" hostile
check hostile
grep -qF '&lt;img src=x onerror=window.cpuroofPwned=1&gt;&lt;svg onload=window.cpuroofPwned=1&gt;' "$work/hostile.dom" ||
  fail "hostile: the kernel's name is not on the page as text"

if [ "$failures" -gt 0 ]; then
  echo "html_browser: $failures failure(s); the pages' self-tests:"
  grep -h '^selftest\|selftest points' "$work"/*.dom | head -40
  exit 1
fi
echo "html_browser: fit, plot, compare and a hostile folder's report.html load in $("$browser" --version 2>/dev/null | head -n 1) with no error; $(selftest fit points) points of the fit's page each named on hover"
