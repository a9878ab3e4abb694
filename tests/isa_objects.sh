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

# Instructions of the objects, one per line: "<hex bytes>\t<mnemonic and operands>". One objdump for
# them all: each start of binutils costs a tenth of a second.
instructions() {
  local IFS="|"
  # shellcheck disable=SC2086
  "$objdump" -d --insn-width=15 $1 | awk -F'\t' 'NF >= 3 { print $2 "\t" $3 (NF >= 4 ? " " $4 : "") }'
}

# classify ARCH: reads instructions; prints "count <instructions> <wide> <packed>", then up to five
# lines "wide <instruction>" and five "packed <instruction>".
# Wide instructions, which only levels with the wide feature may hold: on x86 EVEX encodings (first
# byte 0x62 after any legacy prefixes: in 64-bit mode 0x62 is nothing else), on aarch64 SVE's z and p
# registers.
# Packed floating-point arithmetic (vaddpd, vfmadd231ps, ...), or any ymm/zmm operand of it. Not
# clang's uint64-to-double conversion (vpunpckldq then vsubpd of two magic constants): no arithmetic.
# aarch64: FP arithmetic on vector arrangements (fmla v0.2d, fadd z1.s, ...).
classify() {
  awk -F'\t' -v arch="$1" '
    { split($2, w, " "); m = w[1]; wide = 0; packed = 0
      if (arch == "aarch64") {
        wide = $2 ~ /[ ,{]([zp][0-9]+)(\.|,|\/|$)/
        packed = m ~ /^f(add|sub|mul|div|max|min|maxnm|minnm|sqrt|mla|mls|madd|msub|nmla|nmls)p?$/ &&
                 $2 ~ /[vz][0-9]+\.[0-9]*[hsd]/
      } else {
        n = split($1, b, " "); i = 1
        while (i <= n && b[i] ~ /^(66|67|f2|f3|2e|3e|26|64|65|36)$/) i++
        wide = b[i] == "62"
        packed = m ~ /^v?(add|sub|mul|div|max|min|sqrt|fn?madd|fn?msub|fmaddsub|fmsubadd)[0-9]*p[sd]$/ &&
                 !(m ~ /^v?subpd$/ && prev ~ /^v?punpckldq$/)
        prev = m
      }
      total++
      if (wide && n_wide++ < 5) sample[++s] = "wide " $2
      if (packed && n_packed++ < 5) sample[++s] = "packed " $2 }
    END { print "count", total + 0, n_wide + 0, n_packed + 0; for (i = 1; i <= s; i++) print sample[i] }'
}

if [ "$arch" = aarch64 ]; then wide_feature=sve what="SVE"; else wide_feature=avx512f what="EVEX (AVX-512)"; fi
status=0
wide_allowed=0 wide_seen=0
for arg in "$@"; do
  facts=${arg%%=*}
  objects=${arg#*=}
  IFS=: read -r level vector_bytes features <<<"$facts"
  summary=$(instructions "$objects" | classify "$arch")
  read -r _ n_all n_wide n_packed <<<"$summary"
  [ "$n_all" -gt 0 ] || { echo "$level: no instructions found in $objects"; exit 1; }
  echo "$level: $n_all instructions, $n_wide $what, $n_packed packed arithmetic"
  if [[ ,$features, == *,$wide_feature,* ]]; then
    wide_allowed=1
    [ "$n_wide" -eq 0 ] || wide_seen=1
  elif [ "$n_wide" -ne 0 ]; then
    echo "FAIL: $level holds $what instructions without $wide_feature among its features ($features):"
    sed -n 's/^wide //p' <<<"$summary"; status=1
  fi
  if [ "$vector_bytes" -eq 0 ] && [ "$n_packed" -ne 0 ]; then
    echo "FAIL: $level works one element at a time but holds packed arithmetic:"
    sed -n 's/^packed //p' <<<"$summary"; status=1
  elif [[ $level != *@* ]] && [ "$vector_bytes" -ne 0 ] && [ "$n_packed" -eq 0 ]; then
    echo "FAIL: the $level level holds no packed arithmetic"; status=1
  fi
done
# Weak definitions shared between levels, outside the standard library (whose few shared helpers,
# such as std::vector's destructor, hold no arithmetic): "<level>\t<symbol>" for every level, then one
# awk names each symbol found at two levels.
weak_symbols() {
  local arg IFS="|"
  for arg in "$@"; do
    # shellcheck disable=SC2086
    "$nm" -C --defined-only ${arg#*=} |
      awk -v level="${arg%%:*}" '$2 == "W" { $1 = ""; $2 = ""; sub(/^  /, ""); print level "\t" $0 }'
  done
}
shared=$(weak_symbols "$@" | sort -u | awk -F'\t' '
  $2 ~ /^(std::|__gnu_cxx::)/ || $2 == "" { next }
  ($2 in first) && first[$2] != $1 { print "FAIL: '"'"'" $2 "'"'"' is defined weak at both " first[$2] " and " $1; next }
  { first[$2] = $1 }')
[ -z "$shared" ] || { echo "$shared"; status=1; }

if [ "$wide_allowed" -eq 0 ]; then
  echo "note: no level in this build may use $what; the check ran without a positive control"
elif [ "$wide_seen" -eq 0 ]; then
  echo "FAIL: no $what instruction found in the levels that may use them: the check cannot see them"; status=1
fi
exit $status
