# cmake -DSOURCE_DIR=... -DOUT=.../git_commit.hpp -P WriteGitCommit.cmake (see GitCommit.cmake).
# Outside a git checkout (a source tarball) the commit is "unknown".
execute_process(COMMAND git rev-parse --short=12 HEAD WORKING_DIRECTORY "${SOURCE_DIR}"
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT commit)
  set(commit "unknown")
  set(dirty "unknown")
else()
  execute_process(COMMAND git status --porcelain --untracked-files=no WORKING_DIRECTORY "${SOURCE_DIR}"
                  OUTPUT_VARIABLE changes ERROR_QUIET)
  if(changes)
    set(dirty "yes")
  else()
    set(dirty "no")
  endif()
endif()
set(text "#pragma once\n// Written at build time by cmake/WriteGitCommit.cmake.\n#define CPUROOF_BUILD_GIT_COMMIT \"${commit}\"\n#define CPUROOF_BUILD_GIT_DIRTY \"${dirty}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
