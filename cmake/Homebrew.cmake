# macOS: Homebrew's packages where configure looks (scripts/install-deps.sh installs them). Its prefix
# (/opt/homebrew on Apple Silicon) goes on CMAKE_PREFIX_PATH, for find_package and for pkg-config's
# modules (hwloc, openblas). libomp and openblas are keg-only, outside that prefix so as not to shadow
# Apple's own (clang's missing OpenMP runtime, Accelerate's BLAS): OpenMP_ROOT points FindOpenMP at
# libomp, and openblas's own prefix joins CMAKE_PREFIX_PATH. An OpenMP_ROOT or CPUROOF_OPENBLAS given
# on the command line wins. Never configured on a Mac here.
if(NOT APPLE)
  return()
endif()
find_program(CPUROOF_BREW brew)
if(NOT CPUROOF_BREW)
  return()
endif()
# <out>: `brew --prefix [formula]` where that folder exists (brew prints it even for a formula not
# installed); empty otherwise.
function(_cpuroof_brew_prefix out)
  execute_process(COMMAND "${CPUROOF_BREW}" --prefix ${ARGN} OUTPUT_VARIABLE prefix ERROR_QUIET
                  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE failed)
  if(failed OR NOT IS_DIRECTORY "${prefix}")
    set(prefix "")
  endif()
  set(${out} "${prefix}" PARENT_SCOPE)
endfunction()
_cpuroof_brew_prefix(_cpuroof_brew)
if(_cpuroof_brew)
  list(APPEND CMAKE_PREFIX_PATH "${_cpuroof_brew}")
endif()
_cpuroof_brew_prefix(_cpuroof_brew_libomp libomp)
if(_cpuroof_brew_libomp AND NOT OpenMP_ROOT)
  set(OpenMP_ROOT "${_cpuroof_brew_libomp}")
endif()
_cpuroof_brew_prefix(_cpuroof_brew_openblas openblas)
if(_cpuroof_brew_openblas)
  list(PREPEND CMAKE_PREFIX_PATH "${_cpuroof_brew_openblas}")
endif()
message(STATUS "Homebrew: ${_cpuroof_brew} (libomp: ${_cpuroof_brew_libomp}; openblas: ${_cpuroof_brew_openblas})")
