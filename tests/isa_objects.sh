#!/usr/bin/env bash
# Each ISA level's objects hold only that level's instructions (cmake/IsaLevels.cmake): no packed
# arithmetic at a level of one element (vector bytes 0); on x86 no EVEX (AVX-512) encoding unless the
# level's features include avx512f, on aarch64 no SVE instruction unless they include sve; and no
# function of ours defined weak (an inline or template function not inlined) in two levels' objects:
# the linker would keep one level's copy for every level. Arguments, one per level and extension level,
# from its row: <name>[@<base>]:<vector bytes>:<features,...>=<object|object|...>. A vector level must
# hold packed arithmetic; an extension's kernels are integer or half-precision, so none is asked of
# them. Where some level may use the wide instructions, one must show them, so the check itself is
# known to see them. OBJDUMP and NM name the binutils of the objects' architecture (a cross build's:
# cmake passes CMAKE_OBJDUMP and CMAKE_NM).
set -eu
objdump=${OBJDUMP:-objdump}
nm=${NM:-nm}
command -v "$objdump" >/dev/null || { echo "$objdump not found (Debian package binutils)"; exit 1; }
first=${1#*=}
case $("$objdump" -f "${first%%|*}") in
  *aarch64*) arch=aarch64 ;;
  *x86-64*) arch=x86_64 ;;
  *) echo "isa_objects: objects of an architecture this check does not know"; exit 1 ;;
esac

# Instructions of the objects, one per line: "<hex bytes>\t<mnemonic and operands>".
instructions() {
  local IFS="|"
  for obj in $1; do
    "$objdump" -d --insn-width=15 "$obj" | awk -F'\t' 'NF >= 3 { print $2 "\t" $3 (NF >= 4 ? " " $4 : "") }'
  done
}

# EVEX-encoded instructions: first byte 0x62 after any legacy prefixes (in 64-bit mode 0x62 is
# nothing else).
evex() {
  awk -F'\t' '{ n = split($1, b, " "); i = 1
                while (i <= n && b[i] ~ /^(66|67|f2|f3|2e|3e|26|64|65|36)$/) i++
                if (b[i] == "62") print $2 }'
}

# Packed floating-point arithmetic (vaddpd, vfmadd231ps, ...), or any ymm/zmm operand of it. Not
# clang's uint64-to-double conversion (vpunpckldq then vsubpd of two magic constants): no arithmetic.
# aarch64: FP arithmetic on vector arrangements (fmla v0.2d, fadd z1.s, ...).
packed_arithmetic() {
  if [ "$arch" = aarch64 ]; then
    awk -F'\t' '{ split($2, w, " ")
                  if (w[1] ~ /^f(add|sub|mul|div|max|min|maxnm|minnm|sqrt|mla|mls|madd|msub|nmla|nmls)p?$/ &&
                      $2 ~ /[vz][0-9]+\.[0-9]*[hsd]/) print $2 }'
    return
  fi
  awk -F'\t' '{ split($2, w, " "); m = w[1]
                if (m ~ /^v?(add|sub|mul|div|max|min|sqrt|fn?madd|fn?msub|fmaddsub|fmsubadd)[0-9]*p[sd]$/ &&
                    !(m ~ /^v?subpd$/ && prev ~ /^v?punpckldq$/)) print $2
                prev = m }'
}

# The wide instructions, which only levels with the wide feature may hold: EVEX encodings on x86,
# SVE's z and p registers on aarch64.
wide_only() {
  if [ "$arch" = aarch64 ]; then awk -F'\t' '$2 ~ /[ ,{]([zp][0-9]+)(\.|,|\/|$)/ { print $2 }'; else evex; fi
}

if [ "$arch" = aarch64 ]; then wide_feature=sve what="SVE"; else wide_feature=avx512f what="EVEX (AVX-512)"; fi
status=0
wide_allowed=0 wide_seen=0
for arg in "$@"; do
  facts=${arg%%=*}
  objects=${arg#*=}
  IFS=: read -r level vector_bytes features <<<"$facts"
  listing=$(instructions "$objects")
  [ -n "$listing" ] || { echo "$level: no instructions found in $objects"; exit 1; }
  n_wide=$(printf '%s\n' "$listing" | wide_only | wc -l)
  n_packed=$(printf '%s\n' "$listing" | packed_arithmetic | wc -l)
  echo "$level: $(printf '%s\n' "$listing" | wc -l) instructions, $n_wide $what, $n_packed packed arithmetic"
  if [[ ,$features, == *,$wide_feature,* ]]; then
    wide_allowed=1
    [ "$n_wide" -eq 0 ] || wide_seen=1
  elif [ "$n_wide" -ne 0 ]; then
    echo "FAIL: $level holds $what instructions without $wide_feature among its features ($features):"
    printf '%s\n' "$listing" | wide_only | head -5; status=1
  fi
  if [ "$vector_bytes" -eq 0 ] && [ "$n_packed" -ne 0 ]; then
    echo "FAIL: $level works one element at a time but holds packed arithmetic:"
    printf '%s\n' "$listing" | packed_arithmetic | head -5; status=1
  elif [[ $level != *@* ]] && [ "$vector_bytes" -ne 0 ] && [ "$n_packed" -eq 0 ]; then
    echo "FAIL: the $level level holds no packed arithmetic"; status=1
  fi
done
# Weak definitions shared between levels, outside the standard library (whose few shared helpers,
# such as std::vector's destructor, hold no arithmetic).
weak_of() {
  local IFS="|"
  for obj in $1; do "$nm" -C --defined-only "$obj" | awk '$2 == "W" { $1 = ""; $2 = ""; sub(/^  /, ""); print }'; done | sort -u
}
declare -A first_level
for arg in "$@"; do
  level=${arg%%:*}
  while IFS= read -r sym; do
    case $sym in std::*|__gnu_cxx::*|"") continue ;; esac
    if [ -n "${first_level[$sym]:-}" ] && [ "${first_level[$sym]}" != "$level" ]; then
      echo "FAIL: '$sym' is defined weak at both ${first_level[$sym]} and $level"; status=1
    fi
    first_level[$sym]=$level
  done < <(weak_of "${arg#*=}")
done

if [ "$wide_allowed" -eq 0 ]; then
  echo "note: no level in this build may use $what; the check ran without a positive control"
elif [ "$wide_seen" -eq 0 ]; then
  echo "FAIL: no $what instruction found in the levels that may use them: the check cannot see them"; status=1
fi
exit $status
