# Build type and code-generation flags.
# Measuring builds are Release with -O3; -march=native lets generic code (drivers, reference loops)
# use the host's ISA. The ISA levels' kernels are compiled with their own flags only (IsaLevels.cmake),
# so turning native off still measures every ISA level the CPU has at run time.
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type" FORCE)
endif()

# A cross build has no native CPU to tune for: its generic code targets the architecture's baseline.
if(CMAKE_CROSSCOMPILING)
  set(native_default OFF)
else()
  set(native_default ON)
endif()
option(CPUROOF_NATIVE "Compile generic code with -march=native" ${native_default})

set(CMAKE_CXX_FLAGS_RELEASE "-O3 -DNDEBUG")
# -Wno-restrict, -Wno-stringop-overflow and -Wno-array-bounds: GCC 12's false positives on a literal
# plus a std::string temporary, inlined at -O3 (GCC bugs 105329 and 105651); the sanitizer build checks
# bounds for real.
set(CPUROOF_WARNING_FLAGS -Wall -Wextra -Wpedantic -Wno-psabi $<$<CXX_COMPILER_ID:GNU>:-Wno-restrict>
                          $<$<CXX_COMPILER_ID:GNU>:-Wno-stringop-overflow> $<$<CXX_COMPILER_ID:GNU>:-Wno-array-bounds>)
add_compile_options(${CPUROOF_WARNING_FLAGS})
# Instrumentation every object gets, ISA-level objects included (Sanitizers.cmake, Fuzzing.cmake).
set(CPUROOF_INSTRUMENT_FLAGS "")
set(CPUROOF_TUNE_FLAGS "")
if(CPUROOF_NATIVE)
  add_compile_options(-march=native)
  # Scheduling for this core, which changes no instruction set: ISA-level objects get it too.
  set(CPUROOF_TUNE_FLAGS -mtune=native)
endif()

# cpuroof_unity(<targets...>): the target's sources compiled in batches of 8, one translation unit each.
# Its files share heavy headers (JSON, fmt, GoogleTest, Google Benchmark) whose templates every unit
# instantiates again: a batch does so once. Not for the ISA-level objects, whose units each define their
# family's entry points through the same macro.
function(cpuroof_unity)
  set_target_properties(${ARGN} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
endfunction()

# cpuroof_unmeasured(<targets...>): code that is never what a benchmark times (the analysis, the
# bench's harness and plan, the platform layer) at -O2 in a Release build. -O3's extra vectorisation of
# JSON, text and table code buys nothing: on a Zen 5 VM the analysis compiled in 52 s instead of 74 s
# and `cpuroof fit` of a full run took 1.60 s instead of 1.57 s. The kernels, the ISA levels and the
# bench's family drivers, whose loops are timed, keep -O3.
function(cpuroof_unmeasured)
  foreach(target IN LISTS ARGN)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-O2>)
  endforeach()
endfunction()
