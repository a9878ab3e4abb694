#!/usr/bin/env bash
# Result folders, raw.json, meta.json and CSVs from other machines are untrusted input. A
# hostile string in every field that reaches a plot, a report or the terminal (raw.json's context,
# kernel names and labels, a failed benchmark, the kernel catalog, kinds of core, meta.json, the
# level, access and ISA names of roofs.csv and points.csv, place's CSV and JSON, a result folder's
# name) through fit, show, plot, compare, index (--health too), history and place must run no command (a marker file stays
# absent), let gnuplot render, leave whole output folders with safe file names and nothing outside
# them, Markdown that shows the string as text, report.html with no markup but its writer's
# (tests/html_check.hpp; in a browser: tests/html_browser.sh), and terminal output without control
# characters.
#   hostile_strings.sh CPUROOF MAKE_HOSTILE_INPUTS
set -u
cpuroof=$1
make_hostile_inputs=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
marker=$work/PWNED
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

long=$(printf 'L%.0s' $(seq 10000))
strings=(
  "X \`touch $marker\`"
  "\" . system(\"touch $marker\") . \" \$(touch $marker) @x"
  "' . system('touch $marker') . ' '' \"\" ends in a backslash \\"
  $'first line\n!touch '"$marker"$'\nset output "'"$marker"$'"\n# \\\n'
  "<img src=x onerror=alert(1)><script>x</script> [x](javascript:alert(1)) ![](http://x.io) ]]>"
  $'# heading\n| a | b |\n|---|---|\n> quote *em* _em_ ~~s~~ $x$ &amp; \\|\n1. item'
  $'\e[2J\e]0;title\a\r\b\x7f\xc2\x9b31m red'
  "../../../escaped"
  ".."
  $'\xff\xfe invalid \xc3 UTF-8'
  "} ; print 'x' ; { @macro"
  "$long\`touch $marker\`'"
)
have_gnuplot=0
command -v gnuplot >/dev/null && have_gnuplot=1
[ "$have_gnuplot" -eq 1 ] || echo "hostile_strings: no gnuplot: the rendering checks are skipped"

# Text a terminal, gnuplot or a Markdown reader gets: no control character but newlines; UTF-8.
# One grep and one iconv over all the files; the file that breaks UTF-8 is looked for only when one does.
check_texts() {  # <what> <file...>
  local what=$1 f
  shift
  while IFS= read -r f; do
    fail "$what: control characters in $f"
  done < <(LC_ALL=C grep -lP '[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' -- "$@")
  if command -v iconv >/dev/null && ! cat -- "$@" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1; then
    for f in "$@"; do
      iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 || fail "$what: $f is not valid UTF-8"
    done
  fi
}

for i in "${!strings[@]}"; do
  h=${strings[$i]}
  what="string $i"
  in=$work/in-$i
  out=$work/out-$i
  mkdir -p "$out/runs"
  "$make_hostile_inputs" run "$in" "$h" || { fail "$what: make_hostile_inputs run"; continue; }
  run() {  # <name> <cpuroof args...>: exit 0, stdout and stderr in $out/<name>.txt
    local name=$1
    shift
    timeout 300 "$cpuroof" "$@" >"$out/$name.txt" 2>&1
    local status=$?
    [ "$status" -eq 0 ] || fail "$what: $name exit $status: $(head -c 300 "$out/$name.txt")"
  }
  run fit fit "$in/raw.json" -o "$out/fit"
  run fit-kind fit "$in/raw-kind.json" -o "$out/fit-kind"
  # A result folder named by the string, its meta.json and tables rewritten with it.
  name=$(printf 'r%s %s' "$i" "${h//\//_}" | head -c 150)
  folder=$out/runs/$name
  cp -r "$out/fit" "$folder" && "$make_hostile_inputs" folder "$folder" "$h" ||
    fail "$what: make_hostile_inputs folder"
  run show show --all "$folder"
  run plot plot "$folder" -o "$out/plot"
  run compare compare "$out/fit" "$folder" -o "$out/compare"
  run place place "$in/place.csv" "$in/place.json" --roofs "$folder" -o "$out/place"
  run index index "$out/runs" -o "$out/index.csv"
  run health index "$out/runs" -o "$out/health-index.csv" --health "$out/health.csv"
  run history history "$folder" -o "$out/history"

  if [ -e "$marker" ]; then
    fail "$what: a command ran ($marker exists)"
    rm -f "$marker"
  fi
  # Whole folders, file names of their own, nothing staged or written outside them.
  for f in fit/report.md fit/roofline.gp fit-kind/report.md plot/roofline.gp compare/compare.md \
           compare/compare.gp place/place.md place/placed.csv place/roofline.gp index.csv health.csv \
           history/history.csv history/history.gp \
           fit/report.html fit-kind/report.html plot/report.html compare/report.html; do
    [ -s "$out/$f" ] || fail "$what: $f is missing"
  done
  for d in fit fit-kind plot compare place history; do
    for f in "$out/$d"/* "$out/$d"/.[!.]*; do
      [ -e "$f" ] || continue
      base=${f##*/}
      [[ -f $f && $base =~ ^[A-Za-z0-9_+-][A-Za-z0-9._+-]*$ ]] || fail "$what: $d holds '$base'"
    done
  done
  staged=$(find "$work" -name '*partial*' -o -name '.cpuroof*' -o -name '.gnuplot.log')
  [ -z "$staged" ] || fail "$what: staging left: $staged"
  outside=$(find "$work" -mindepth 1 -maxdepth 1 ! -name 'in-*' ! -name 'out-*')
  [ -z "$outside" ] || fail "$what: wrote outside its folders: $outside"
  if [ "$have_gnuplot" -eq 1 ]; then
    for image in fit/roofline fit-kind/roofline plot/roofline compare/compare place/roofline history/history; do
      [ -s "$out/$image.svg" ] && [ -s "$out/$image.png" ] || fail "$what: $image was not rendered"
      if command -v xmllint >/dev/null && [ -s "$out/$image.svg" ] &&
        ! xmllint --noout "$out/$image.svg" 2>/dev/null; then
        fail "$what: $image.svg is not well-formed XML"
      fi
    done
  fi
  check_texts "$what" "$out"/*.txt "$out"/*/*.md "$out"/*/*.gp "$out"/*/*.dat "$out"/*/*.html
  md_problems=$("$make_hostile_inputs" check-markdown "$out"/*/*.md) ||
    fail "$what: Markdown: $md_problems"
  html_problems=$("$make_hostile_inputs" check-html "$out"/*/report.html) ||
    fail "$what: HTML: $html_problems"
done

if [ "$failures" -gt 0 ]; then
  echo "hostile_strings: $failures failure(s)"
  exit 1
fi
echo "hostile_strings: ${#strings[@]} strings via fit, show, plot, compare, index, history, place (Markdown, gnuplot, HTML): none ran"
