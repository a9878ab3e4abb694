# Sourced by the shell tests: `skip CAUSE REASON...` ends a test that cannot run here, saying why.
# CAUSE is one of
#   hardware  this CPU lacks what is tested;
#   build     this build cannot mean it (a sanitizer's runtime, a portable build's flags);
#   setup     something the machine could have: a program, a file, a permission, a service.
# It exits 77 (ctest: skipped; the test has SKIP_RETURN_CODE 77). Under CI's strict mode
# (CPUROOF_STRICT_SKIPS=1) a setup skip exits 1 instead: CI installs and sets up what its tests need,
# so such a skip there is a test that silently stopped testing. Every skip is appended to
# CPUROOF_SKIP_LOG when it is set ("<test>: <cause>: <reason>"), which scripts/test.sh prints.
# The test's name is $skip_test_name when the script sets it, else the script's file name.
skip() {
  skip_said "" "$@"
  exit 77
}

# `skip_part CAUSE REASON...`: one part of a test cannot run here, the rest goes on. Logged and said
# like a skip; under strict mode a setup cause ends the test, exit 1.
skip_part() { skip_said " (part)" "$@"; }

# skip_said WHAT CAUSE REASON...: logs and says the skip (WHAT: "" or " (part)"); exits 1 where
# strict mode forbids it.
skip_said() {
  local what=$1 cause=$2
  shift 2
  case $cause in hardware | build | setup) ;; *) echo "skip: unknown cause '$cause'" >&2; exit 2 ;; esac
  local name=${skip_test_name:-$(basename "$0" .sh)}$what
  if [ "$cause" = setup ] && [ "${CPUROOF_STRICT_SKIPS:-0}" = 1 ]; then
    [ -z "${CPUROOF_SKIP_LOG:-}" ] || echo "$name: $cause: FAILED in strict mode: $*" >>"$CPUROOF_SKIP_LOG"
    echo "$name: FAILED: strict mode (CPUROOF_STRICT_SKIPS=1) forbids this skip: $*"
    exit 1
  fi
  [ -z "${CPUROOF_SKIP_LOG:-}" ] || echo "$name: $cause: $*" >>"$CPUROOF_SKIP_LOG"
  echo "$name: SKIPPED ($cause): $*"
}
