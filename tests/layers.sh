#!/usr/bin/env bash
# The layers of ARCHITECTURE.md hold: no source includes a header of a layer it may not depend on, nor
# inside analysis/ a header of a room above its own, and only platform/ names the OS (its headers,
# its calls, its /proc and /sys files).
#   tests/layers.sh SOURCE_ROOT              check the tree; exit 1 listing every breach
#   tests/layers.sh --self-test SOURCE_ROOT  each rule broken once in a copy of the tree must fail it
set -uo pipefail

# What each layer's sources may include of the project's own (include/cpuroof, the public counters
# header, is open to all).
declare -A may_use=(
  [machine]=""
  [platform]="machine"
  [kernels]="machine platform"
  [bench]="kernels machine platform"
  [analysis]="machine platform"
)
layers=(machine platform kernels bench analysis)
# The rooms of analysis/, lowest first (ARCHITECTURE.md): io < format < model < checks, families <
# plot < report < cli. A room may include its own and lower ones; rooms of one rank not each other.
declare -A room_rank=([io]=0 [format]=1 [model]=2 [checks]=3 [families]=3 [plot]=4 [report]=5 [cli]=6)
# Folders a quoted include is looked up in after the including file's own, as the build's include
# paths do.
search_dirs=(kernels bench bench/families analysis platform machine include .)
# The OS outside platform/: headers of one OS, calls whose meaning differs between OSes, its files.
os_headers='sys/auxv\.h|sys/sysinfo\.h|sys/sysctl\.h|sys/prctl\.h|asm/[^>]*|linux/[^>]*|mach/[^>]*|mach-o/[^>]*|libproc\.h|sched\.h'
os_calls='(^|[^A-Za-z0-9_])(getauxval|madvise|sched_[gs]etaffinity|sysctlbyname|host_statistics64|ru_maxrss|pthread_set_qos_class_self_np|renameat2|getdents64|O_PATH|SIGSTKFLT|SIGPWR|SIGPOLL)([^A-Za-z0-9_]|$)'
os_paths='"/(proc|sys)/'

# owner_of ROOT DIR INCLUDE: sets `owner` to the layer (top folder) holding the header a quoted
# include names, looked up as the compiler does, and `owner_path` to its path in the tree; both empty
# when it is not in the tree (generated, or not the project's). Builtins only: it runs for every
# include of the tree.
owner_of() {
  local root=$1 dir=$2 include=$3 candidate
  owner="" owner_path=""
  for candidate in "$dir/$include" "${search_dirs[@]/%//$include}"; do
    [ "${candidate:0:1}" = / ] || candidate=$root/$candidate
    [ -f "$candidate" ] || continue
    candidate=${candidate#"$root"/}
    while [[ $candidate =~ ^(.*/)?[^/]+/\.\./(.*)$ ]]; do  # a/b/../c -> a/c
      candidate=${BASH_REMATCH[1]}${BASH_REMATCH[2]}
    done
    [[ $candidate == ../* ]] && return
    [[ $candidate == ./* ]] && candidate=${candidate#./}
    owner=${candidate%%/*}
    owner_path=$candidate
    return
  done
}

# check ROOT [FILE...]: prints one line per breach in the tree (or in the FILEs of it named, relative
# to ROOT); exit 1 when there is any. One awk over every file: a line is an include of the project's
# ("I <file> <header>") or names the OS outside a comment ("O <file> <line number>: <line>").
check() {
  local root=$1 breaches=0 kind rel rest layer include owner owner_path room included_room
  shift
  local files=()
  if [ $# -gt 0 ]; then
    files=("${@/#/$root/}")
  else
    for layer in "${layers[@]}"; do
      [ -d "$root/$layer" ] || continue
      while IFS= read -r rel; do files+=("$rel"); done < <(find "$root/$layer" -type f \
        \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' -o -name '*.inc' \) | sort)
    done
  fi
  while IFS=' ' read -r kind rel rest; do
    layer=${rel%%/*}
    if [ "$kind" = I ]; then
      owner_of "$root" "$root/${rel%/*}" "$rest"
      case " $layer ${may_use[$layer]} include " in
        *" $owner "*) ;;
        *) [ -n "$owner" ] && { echo "$rel: includes \"$rest\" ($owner/): $layer/ may use only ${may_use[$layer]:-itself}"; breaches=$((breaches + 1)); } ;;
      esac
      if [ "$layer" = analysis ] && [ "$owner" = analysis ]; then
        room=${rel#analysis/} included_room=${owner_path#analysis/}
        room=${room%%/*} included_room=${included_room%%/*}
        if [ -n "${room_rank[$room]:-}" ] && [ -n "${room_rank[$included_room]:-}" ] && [ "$room" != "$included_room" ] &&
          [ "${room_rank[$included_room]}" -ge "${room_rank[$room]}" ]; then
          echo "$rel: includes \"$rest\" (analysis/$included_room/): a room may include only rooms below its own"
          breaches=$((breaches + 1))
        fi
      fi
    elif [ "$layer" != platform ]; then
      echo "$rel: $rest: only platform/ may name the OS"
      breaches=$((breaches + 1))
    fi
  done < <(awk -v root="$root/" -v headers="^[ \t]*#[ \t]*include[ \t]*<($os_headers)>" \
             -v calls="$os_calls|$os_paths" '
    { rel = substr(FILENAME, length(root) + 1) }
    /^[ \t]*#[ \t]*include[ \t]*"/ { split($0, q, "\""); print "I", rel, q[2]; next }
    $0 ~ headers { print "O", rel, FNR ": " $0; next }
    { code = $0; sub("//.*$", "", code); if (code ~ calls) print "O", rel, FNR ": " $0 }
  ' "${files[@]}")
  [ "$breaches" -eq 0 ]
}

if [ "${1:-}" != --self-test ]; then
  [ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: layers.sh [--self-test] SOURCE_ROOT" >&2; exit 2; }
  check "$1" && exit 0
  echo "layers.sh: the layers of ARCHITECTURE.md are broken (above)"
  exit 1
fi

# Self-test: the tree passes, and each kind of breach, added to a copy, fails with its file named.
root=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
mkdir -p "$work/tree"
for d in "${layers[@]}" include; do [ -d "$root/$d" ] && cp -r "$root/$d" "$work/tree/"; done
check "$work/tree" >/dev/null || { echo "FAIL: the tree itself breaks a layer:"; check "$work/tree"; exit 1; }
# breach FILE LINE: LINE appended to FILE (relative to the tree) must fail the check, naming FILE;
# the file is put back afterwards.
breach() {
  cp "$work/tree/$1" "$work/saved"
  echo "$2" >>"$work/tree/$1"
  local out
  if out=$(check "$work/tree" "$1"); then
    echo "FAIL: '$2' in $1 passed"
    failures=$((failures + 1))
  elif ! grep -qF "$1:" <<<"$out"; then
    echo "FAIL: '$2' in $1 failed without naming it: $out"
    failures=$((failures + 1))
  fi
  mv "$work/saved" "$work/tree/$1"
}
breach bench/harness.cpp '#include "report/report.hpp"'           # bench -> analysis
breach analysis/io/load.cpp '#include "harness.hpp"'               # analysis -> bench
breach analysis/io/load.cpp '#include "isa.hpp"'                   # analysis -> kernels
breach kernels/isa.cpp '#include "plan.hpp"'                       # kernels -> bench
breach kernels/isa.cpp '#include "io/load.hpp"'                    # kernels -> analysis
breach machine/arm_core_names.hpp '#include "isa.hpp"'            # machine -> kernels
breach bench/harness.cpp '#include <sys/sysinfo.h>'               # an OS header outside platform/
breach kernels/aligned_buffer.cpp '#include <sys/auxv.h>'
breach analysis/model/stats.cpp '#include "report/report.hpp"'    # a room -> a room above it
breach analysis/checks/checks.cpp '#include "families/families.hpp"' # a room -> a room of its rank
breach analysis/io/load.cpp 'const char* kMeminfo = "/proc/meminfo";' # an OS file outside platform/
breach bench/harness.cpp 'static long f() { return getauxval(16); }'  # an OS call outside platform/
[ "$failures" -eq 0 ] && echo "layers self-test: 12 breaches each failed the check"
exit $((failures > 0))
