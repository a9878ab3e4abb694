#!/usr/bin/env bash
# Each ISA level's objects hold only that level's instructions (cmake/IsaLevels.cmake): no EVEX
# (AVX-512) encoding below the avx512 level, no packed arithmetic at the scalar level, and no
# function of ours defined weak (an inline or template function not inlined) in two levels' objects:
# the linker would keep one level's copy for every level. Arguments:
# <level>=<object|object|...> for each level. The widest level must show the encodings the others
# must not, so the check itself is known to see them.
set -eu
command -v objdump >/dev/null || { echo "objdump not found (Debian package binutils)"; exit 1; }

# Instructions of the objects, one per line: "<hex bytes>\t<mnemonic and operands>".
instructions() {
  local IFS="|"
  for obj in $1; do
    objdump -d --insn-width=15 "$obj" | awk -F'\t' 'NF >= 3 { print $2 "\t" $3 }'
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
packed_arithmetic() {
  awk -F'\t' '{ split($2, w, " "); m = w[1]
                if (m ~ /^v?(add|sub|mul|div|max|min|sqrt|fn?madd|fn?msub|fmaddsub|fmsubadd)[0-9]*p[sd]$/ &&
                    !(m ~ /^v?subpd$/ && prev ~ /^v?punpckldq$/)) print $2
                prev = m }'
}

status=0
widest=""
for arg in "$@"; do
  level=${arg%%=*}
  objects=${arg#*=}
  widest=$level
  listing=$(instructions "$objects")
  [ -n "$listing" ] || { echo "$level: no instructions found in $objects"; exit 1; }
  n_evex=$(printf '%s\n' "$listing" | evex | wc -l)
  n_packed=$(printf '%s\n' "$listing" | packed_arithmetic | wc -l)
  echo "$level: $(printf '%s\n' "$listing" | wc -l) instructions, $n_evex EVEX, $n_packed packed arithmetic"
  case $level in
    scalar)
      if [ "$n_packed" -ne 0 ] || [ "$n_evex" -ne 0 ]; then
        echo "FAIL: the scalar level holds vector code:"; printf '%s\n' "$listing" | packed_arithmetic | head -5
        printf '%s\n' "$listing" | evex | head -5; status=1
      fi ;;
    avx512)
      if [ "$n_evex" -eq 0 ]; then echo "FAIL: no EVEX instruction found at avx512: the check cannot see them"; status=1; fi ;;
    *)
      if [ "$n_evex" -ne 0 ]; then
        echo "FAIL: the $level level holds EVEX (AVX-512) instructions:"; printf '%s\n' "$listing" | evex | head -5; status=1
      fi ;;
  esac
done
# Weak definitions shared between levels, outside the standard library (whose few shared helpers,
# such as std::vector's destructor, hold no arithmetic).
weak_of() {
  local IFS="|"
  for obj in $1; do nm -C --defined-only "$obj" | awk '$2 == "W" { $1 = ""; $2 = ""; sub(/^  /, ""); print }'; done | sort -u
}
declare -A first_level
for arg in "$@"; do
  level=${arg%%=*}
  while IFS= read -r sym; do
    case $sym in std::*|__gnu_cxx::*|"") continue ;; esac
    if [ -n "${first_level[$sym]:-}" ] && [ "${first_level[$sym]}" != "$level" ]; then
      echo "FAIL: '$sym' is defined weak at both ${first_level[$sym]} and $level"; status=1
    fi
    first_level[$sym]=$level
  done < <(weak_of "${arg#*=}")
done

[ "$widest" = avx512 ] || echo "note: no avx512 level in this build; the EVEX check ran without a positive control"
exit $status
