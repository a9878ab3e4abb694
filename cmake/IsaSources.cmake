# Per-ISA translation units: one binary carries every ISA level, and the kernels pick one at run time
# (kernels/isa.hpp). Each level's sources are compiled with exactly the flags that level may use.
set(CPUROOF_ISA_FLAGS_scalar  -mfma -mavx2 -fno-tree-vectorize -fno-tree-slp-vectorize)
set(CPUROOF_ISA_FLAGS_avx2    -mfma -mavx2)
# GCC 12 warns about its own _mm512_undefined_* helpers inside the intrinsic headers.
set(CPUROOF_ISA_FLAGS_avx512  -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw -Wno-uninitialized -Wno-maybe-uninitialized)

# cpuroof_isa_sources(<target> <isa> <files...>)
function(cpuroof_isa_sources target isa)
  if(NOT DEFINED CPUROOF_ISA_FLAGS_${isa})
    message(FATAL_ERROR "cpuroof_isa_sources: unknown ISA level '${isa}'")
  endif()
  target_sources(${target} PRIVATE ${ARGN})
  set_source_files_properties(${ARGN} TARGET_DIRECTORY ${target}
                              PROPERTIES COMPILE_OPTIONS "${CPUROOF_ISA_FLAGS_${isa}}")
endfunction()
