# The commit the binaries were built from, refreshed at every build (not only at configure time, which
# would go stale after a pull): a target runs WriteGitCommit.cmake, which rewrites
# generated/git_commit.hpp only when the commit or the dirty flag changed, so nothing recompiles
# otherwise. The bench records it as git_commit, the analysis as analysis_commit.
set(CPUROOF_GIT_COMMIT_HEADER "${CMAKE_BINARY_DIR}/generated/git_commit.hpp")
add_custom_target(cpuroof_git_commit
  COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUT=${CPUROOF_GIT_COMMIT_HEADER}
          -P ${CMAKE_CURRENT_LIST_DIR}/WriteGitCommit.cmake
  BYPRODUCTS ${CPUROOF_GIT_COMMIT_HEADER}
  COMMENT "" VERBATIM)
add_library(cpuroof_git_commit_header INTERFACE)
target_include_directories(cpuroof_git_commit_header INTERFACE "${CMAKE_BINARY_DIR}/generated")
add_dependencies(cpuroof_git_commit_header cpuroof_git_commit)
