# libFuzzer instrumentation for a separate fuzzing build (tests/fuzz). Needs clang; a GCC build
# never sees it. Everything is instrumented so the fuzzer sees coverage inside the analysis library.
option(CPUROOF_FUZZ "Build the libFuzzer targets (clang only; use a separate build folder)" OFF)
if(CPUROOF_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "CPUROOF_FUZZ needs clang (libFuzzer): configure a separate build folder with "
                        "CXX=clang++ CC=clang (Debian packages 'clang' and 'libclang-rt-14-dev').")
  endif()
  list(APPEND CPUROOF_INSTRUMENT_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
