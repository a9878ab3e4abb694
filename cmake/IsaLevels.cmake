# ISA levels as data. A level is one row: the flags its kernels are compiled with (exactly these: no
# -march=native), the CPU features its run-time check requires, its vector width and architectural
# vector registers, and its SIMD traits (kernels/simd/). Adding a level is one row here plus its
# traits header; every kernel family is then built at it (cpuroof_kernel_family) and dispatches to it.
# Every architecture's rows also become machine/isa_table.hpp's table (generated isa_rows.inc), which
# the bench, the analysis and the tests read: results of an Arm machine are read on x86 too.
#
# cpuroof_isa_level(<name> ARCH <x86_64|aarch64> FLAGS <flags...> FEATURES <features...>
#                   MACROS <macros...> VECTOR_BYTES <n, 0 = one element> REGISTERS <n> TRAITS <header> <template>
#                   [VECTOR_BITS <bits...> VECTOR_BITS_FLAG <flag prefix> VECTOR_BITS_READ <function> <source>])
# Levels are listed narrowest first: a family that lacks a level falls back to the next one down.
# MACROS are what FLAGS make the compiler predefine (__AVX2__, __ARM_FEATURE_SVE): the compile-time face
# of FEATURES. Code compiled with other flags (a -march=native unit: tiny's kernels) reads from them
# which level it was compiled for (generated isa_compiled.hpp).
#
# A level whose vector length is chosen by the CPU (SVE) is built once per length in VECTOR_BITS,
# each unit with FLAGS plus <flag prefix><bits>, so its traits have a compile-time length (the
# kernels keep vectors in arrays and read `lanes` as a constant). VECTOR_BYTES is then the shortest
# built length. <source> (compiled with FLAGS) defines int cpuroof::<function>(), the CPU's length in
# bits, called only once the level's features are present. The level's entry point of each family
# calls the unit built for that length; the CPU supports the level only at a built length.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  set(CPUROOF_ARCH x86_64)
elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
  set(CPUROOF_ARCH aarch64)
else()
  message(FATAL_ERROR "cpuroof has no ISA level for ${CMAKE_SYSTEM_PROCESSOR} (x86_64 and aarch64 only)")
endif()
set(CPUROOF_ISA_LEVELS "")
# Levels and extensions an OS cannot build, kept in the ISA table but never compiled: Apple's arm64 ABI
# has no SVE calling convention (at -O0 LLVM stops at "Calling convention SVE_VectorCall is unsupported
# on Darwin"; at -O3 clang 16 crashed on the fusion family's SVE units for arm64 macOS) and no Apple
# core has SVE, so a macOS build has neither SVE nor its extensions; its kernels run at neon.
set(CPUROOF_ISA_NOT_BUILT "")
if(CMAKE_SYSTEM_NAME STREQUAL "Darwin")
  set(CPUROOF_ISA_NOT_BUILT sve sve_bf16)
endif()
set(CPUROOF_ISA_TABLE_ROWS "")

# _cpuroof_isa_table_row(<name> <arch> <base or ""> <vector bytes> <scalable> <registers> <features> <flags>)
function(_cpuroof_isa_table_row name arch base vector_bytes scalable registers features flags)
  string(JOIN " " features ${features})
  string(JOIN " " flags ${flags})
  set(rows "${CPUROOF_ISA_TABLE_ROWS}")
  string(APPEND rows "CPUROOF_ISA_ROW(${name}, \"${arch}\", \"${base}\", ${vector_bytes}, ${scalable}, ${registers}, \"${features}\", \"${flags}\")\n")
  set(CPUROOF_ISA_TABLE_ROWS "${rows}" PARENT_SCOPE)
endfunction()

function(cpuroof_isa_level name)
  cmake_parse_arguments(L "" "ARCH;VECTOR_BYTES;REGISTERS;VECTOR_BITS_FLAG"
                        "FLAGS;FEATURES;MACROS;TRAITS;VECTOR_BITS;VECTOR_BITS_READ" ${ARGN})
  set(scalable false)
  if(L_VECTOR_BITS)
    set(scalable true)
  endif()
  _cpuroof_isa_table_row(${name} ${L_ARCH} "" ${L_VECTOR_BYTES} ${scalable} ${L_REGISTERS} "${L_FEATURES}" "${L_FLAGS}")
  set(CPUROOF_ISA_TABLE_ROWS "${CPUROOF_ISA_TABLE_ROWS}" PARENT_SCOPE)
  set(CPUROOF_ISA_VECTOR_BYTES_${L_ARCH}_${name} ${L_VECTOR_BYTES} PARENT_SCOPE)
  set(CPUROOF_ISA_SCALABLE_${L_ARCH}_${name} ${scalable} PARENT_SCOPE)
  set(CPUROOF_ISA_REGISTERS_${L_ARCH}_${name} ${L_REGISTERS} PARENT_SCOPE)
  if(NOT L_ARCH STREQUAL CPUROOF_ARCH OR name IN_LIST CPUROOF_ISA_NOT_BUILT)
    return()
  endif()
  list(GET L_TRAITS 0 header)
  list(GET L_TRAITS 1 traits)
  set(CPUROOF_ISA_FLAGS_${name} ${L_FLAGS} PARENT_SCOPE)
  set(CPUROOF_ISA_FEATURES_${name} ${L_FEATURES} PARENT_SCOPE)
  set(CPUROOF_ISA_MACROS_${name} ${L_MACROS} PARENT_SCOPE)
  set(CPUROOF_ISA_HEADER_${name} ${header} PARENT_SCOPE)
  set(CPUROOF_ISA_TRAITS_${name} ${traits} PARENT_SCOPE)
  set(CPUROOF_ISA_VECTOR_BITS_${name} ${L_VECTOR_BITS} PARENT_SCOPE)
  set(CPUROOF_ISA_VECTOR_BITS_FLAG_${name} ${L_VECTOR_BITS_FLAG} PARENT_SCOPE)
  if(L_VECTOR_BITS)
    list(GET L_VECTOR_BITS_READ 0 read)
    list(GET L_VECTOR_BITS_READ 1 source)
    string(JOIN ", " bits ${L_VECTOR_BITS})
    set(CPUROOF_ISA_VECTOR_BITS_ROW_${name} "CPUROOF_ISA_VECTOR_BITS(${name}, ${read}, ${bits})" PARENT_SCOPE)
    set(CPUROOF_ISA_VECTOR_BITS_SOURCE_${name} "${PROJECT_SOURCE_DIR}/kernels/${source}" PARENT_SCOPE)
  endif()
  string(JOIN " " features ${L_FEATURES})
  set(check "")
  foreach(f IN LISTS L_FEATURES)
    string(APPEND check "${sep}CPUROOF_CPU_HAS(\"${f}\")")
    set(sep " && ")
  endforeach()
  set(CPUROOF_ISA_ROW_${name}
      "CPUROOF_ISA_LEVEL(${name}, \"${features}\", ${L_VECTOR_BYTES}, ${L_REGISTERS}, ${check})" PARENT_SCOPE)
  set(levels ${CPUROOF_ISA_LEVELS})
  list(APPEND levels ${name})
  set(CPUROOF_ISA_LEVELS ${levels} PARENT_SCOPE)
endfunction()

# An extension level: instructions one CPU feature adds to a base level (int8 and bf16 dot products,
# half-precision FMA), for hand-written kernels only; the kernel families are not built at it and it is
# not on the ladder of levels. Its objects are compiled with exactly FLAGS (the base level's and the
# extension's), and it runs where the base level runs and the CPU reports FEATURES.
#
# cpuroof_isa_extension(<name> BASE <level> ARCH <x86_64|aarch64> FLAGS <flags...> FEATURES <features...>)
set(CPUROOF_ISA_EXTENSIONS "")

function(cpuroof_isa_extension name)
  cmake_parse_arguments(E "" "BASE;ARCH" "FLAGS;FEATURES" ${ARGN})
  if(NOT DEFINED CPUROOF_ISA_REGISTERS_${E_ARCH}_${E_BASE})
    message(FATAL_ERROR "ISA extension ${name}: base level '${E_BASE}' is not a level of ${E_ARCH}")
  endif()
  _cpuroof_isa_table_row(${name} ${E_ARCH} ${E_BASE} ${CPUROOF_ISA_VECTOR_BYTES_${E_ARCH}_${E_BASE}}
                         ${CPUROOF_ISA_SCALABLE_${E_ARCH}_${E_BASE}} ${CPUROOF_ISA_REGISTERS_${E_ARCH}_${E_BASE}}
                         "${E_FEATURES}" "${E_FLAGS}")
  set(CPUROOF_ISA_TABLE_ROWS "${CPUROOF_ISA_TABLE_ROWS}" PARENT_SCOPE)
  if(NOT E_ARCH STREQUAL CPUROOF_ARCH OR name IN_LIST CPUROOF_ISA_NOT_BUILT)
    return()
  endif()
  set(CPUROOF_ISA_FLAGS_${name} ${E_FLAGS} PARENT_SCOPE)
  set(CPUROOF_ISA_BASE_${name} ${E_BASE} PARENT_SCOPE)
  set(CPUROOF_ISA_FEATURES_${name} ${CPUROOF_ISA_FEATURES_${E_BASE}} ${E_FEATURES} PARENT_SCOPE)
  string(JOIN " " features ${E_FEATURES})
  set(check "")
  foreach(f IN LISTS E_FEATURES)
    string(APPEND check "${sep}CPUROOF_CPU_HAS_EXTENSION(\"${f}\")")
    set(sep " && ")
  endforeach()
  set(CPUROOF_ISA_EXTENSION_ROW_${name} "CPUROOF_ISA_EXTENSION(${name}, ${E_BASE}, \"${features}\", ${check})"
      PARENT_SCOPE)
  set(extensions ${CPUROOF_ISA_EXTENSIONS})
  list(APPEND extensions ${name})
  set(CPUROOF_ISA_EXTENSIONS ${extensions} PARENT_SCOPE)
endfunction()

# x86-64. Every level has FMA: the scalar level's arithmetic is scalar FMA instructions, VEX-encoded
# (no SSE/AVX transition penalties), with the vectorisers off so it stays one lane.
cpuroof_isa_level(scalar ARCH x86_64
  FLAGS -mfma -mavx2 -fno-tree-vectorize -fno-tree-slp-vectorize
  FEATURES fma avx2 MACROS __FMA__ __AVX2__ VECTOR_BYTES 0 REGISTERS 16 TRAITS simd/scalar.hpp simd::Scalar)
cpuroof_isa_level(avx2 ARCH x86_64
  FLAGS -mfma -mavx2
  FEATURES fma avx2 MACROS __FMA__ __AVX2__ VECTOR_BYTES 32 REGISTERS 16 TRAITS simd/avx2.hpp simd::Avx2)
# AVX-512 at 256 bits: its instructions and 32 registers on ymm vectors (AVX10/256 clients; Zen 4 splits
# 512-bit work in two halves anyway). The vectorisers kept at 256 bits too, so the level is that width.
cpuroof_isa_level(avx512_256 ARCH x86_64
  FLAGS -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw -mprefer-vector-width=256
  FEATURES fma avx2 avx512f avx512vl avx512dq avx512bw
  MACROS __FMA__ __AVX2__ __AVX512F__ __AVX512VL__ __AVX512DQ__ __AVX512BW__
  VECTOR_BYTES 32 REGISTERS 32 TRAITS simd/avx512_256.hpp simd::Avx512_256)
cpuroof_isa_level(avx512 ARCH x86_64
  FLAGS -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw
  FEATURES fma avx2 avx512f avx512vl avx512dq avx512bw
  MACROS __FMA__ __AVX2__ __AVX512F__ __AVX512VL__ __AVX512DQ__ __AVX512BW__
  VECTOR_BYTES 64 REGISTERS 32 TRAITS simd/avx512.hpp simd::Avx512)

# aarch64 (features from the platform layer, kernels/isa.cpp). Advanced SIMD is part of Armv8-A, so the
# levels name the base architecture and no more: -march=armv8-a keeps a native build's -march=native
# out of them. The scalar level is scalar FP (fmadd on d/s registers) with the vectorisers off, like x86's.
cpuroof_isa_level(scalar ARCH aarch64
  FLAGS -march=armv8-a -fno-tree-vectorize -fno-tree-slp-vectorize
  FEATURES fp MACROS __ARM_FP VECTOR_BYTES 0 REGISTERS 32 TRAITS simd/scalar.hpp simd::Scalar)
cpuroof_isa_level(neon ARCH aarch64
  FLAGS -march=armv8-a
  FEATURES asimd MACROS __ARM_NEON VECTOR_BYTES 16 REGISTERS 32 TRAITS simd/neon.hpp simd::Neon)
# SVE at the lengths cores ship (128: Neoverse N2, Grace's V2; 256: V1; 512: A64FX), each a
# unit of its own; another length (384, 1024, 2048) leaves the level unsupported and falls back.
cpuroof_isa_level(sve ARCH aarch64
  FLAGS -march=armv8.2-a+sve
  FEATURES sve MACROS __ARM_FEATURE_SVE VECTOR_BYTES 16 REGISTERS 32 TRAITS simd/sve.hpp simd::Sve
  VECTOR_BITS 128 256 512 VECTOR_BITS_FLAG -msve-vector-bits= VECTOR_BITS_READ sve_vector_bits sve_vector_bits.cpp)

# x86-64 extensions: AVX-512 VNNI and BF16 and AVX512-FP16 on AVX-512; AVX-VNNI (the VEX form) on AVX2.
cpuroof_isa_extension(avx512_vnni BASE avx512 ARCH x86_64
  FLAGS -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw -mavx512vnni FEATURES avx512vnni)
cpuroof_isa_extension(avx_vnni BASE avx2 ARCH x86_64
  FLAGS -mfma -mavx2 -mavxvnni FEATURES avxvnni)
cpuroof_isa_extension(avx512_bf16 BASE avx512 ARCH x86_64
  FLAGS -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw -mavx512bf16 FEATURES avx512bf16)
cpuroof_isa_extension(avx512_fp16 BASE avx512 ARCH x86_64
  FLAGS -mfma -mavx2 -mavx512f -mavx512vl -mavx512dq -mavx512bw -mavx512fp16 FEATURES avx512fp16)
# aarch64 extensions (features as Linux's hwcaps name them): the base architecture plus the one
# extension the instructions need, -march= replacing the base level's. SVE's BF16 dot product is
# vector-length agnostic: one unit runs at every length.
cpuroof_isa_extension(neon_dotprod BASE neon ARCH aarch64 FLAGS -march=armv8.2-a+dotprod FEATURES asimddp)
cpuroof_isa_extension(neon_bf16 BASE neon ARCH aarch64 FLAGS -march=armv8.2-a+bf16 FEATURES bf16)
cpuroof_isa_extension(neon_fp16 BASE neon ARCH aarch64 FLAGS -march=armv8.2-a+fp16 FEATURES asimdhp)
cpuroof_isa_extension(sve_bf16 BASE sve ARCH aarch64 FLAGS -march=armv8.2-a+sve+bf16 FEATURES svebf16)

set(CPUROOF_GENERATED_DIR "${CMAKE_BINARY_DIR}/generated")
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/machine/isa_rows.inc" CONTENT
"// Generated by cmake/IsaLevels.cmake from every architecture's rows, narrowest first per architecture:
// name, architecture, base level (extensions), vector bytes, scalable, registers, features, flags.
${CPUROOF_ISA_TABLE_ROWS}")
set(rows "")
set(length_rows "")
foreach(level IN LISTS CPUROOF_ISA_LEVELS)
  string(APPEND rows "${CPUROOF_ISA_ROW_${level}}\n")
  if(CPUROOF_ISA_VECTOR_BITS_${level})
    string(APPEND length_rows "${CPUROOF_ISA_VECTOR_BITS_ROW_${level}}\n")
  endif()
endforeach()
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_levels.inc" CONTENT
"// Generated by cmake/IsaLevels.cmake from its rows: name, features, vector bytes, registers, check.
${rows}")
set(extension_rows "")
foreach(extension IN LISTS CPUROOF_ISA_EXTENSIONS)
  string(APPEND extension_rows "${CPUROOF_ISA_EXTENSION_ROW_${extension}}\n")
endforeach()
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_extensions.inc" CONTENT
"// Generated by cmake/IsaLevels.cmake from its extension rows: name, base level, features, check.
${extension_rows}")
# CPUROOF_ISA_BUILT_<name> for each level and extension built: the code naming one of them (its
# hand-written kernels' rows, their tests) is compiled only where it is.
set(built_rows "")
foreach(name IN LISTS CPUROOF_ISA_LEVELS CPUROOF_ISA_EXTENSIONS)
  string(APPEND built_rows "#define CPUROOF_ISA_BUILT_${name} 1\n")
endforeach()
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_built.hpp" CONTENT
"// Generated by cmake/IsaLevels.cmake: the levels and extensions this build compiles.
#pragma once
${built_rows}")
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_vector_bits.inc" CONTENT
"// Generated by cmake/IsaLevels.cmake: the levels built at several vector lengths (name, the function
// reading the CPU's length, the lengths built in bits).
${length_rows}")

# isa_compiled.hpp: the widest level whose MACROS the including unit's flags define, as a chain of #if
# (a level with the same macros as a wider one is that one at compile time: avx512_256 reads as avx512).
set(compiled_chain "")
set(seen_macros "")
set(levels_widest_first ${CPUROOF_ISA_LEVELS})
list(REVERSE levels_widest_first)
foreach(level IN LISTS levels_widest_first)
  string(JOIN " " macros ${CPUROOF_ISA_MACROS_${level}})
  if(macros STREQUAL "" OR "${macros}" IN_LIST seen_macros)
    continue()
  endif()
  list(APPEND seen_macros "${macros}")
  set(condition "")
  set(sep "")
  foreach(m IN LISTS CPUROOF_ISA_MACROS_${level})
    string(APPEND condition "${sep}defined(${m})")
    set(sep " && ")
  endforeach()
  string(APPEND compiled_chain "#${else}if ${condition}
#define CPUROOF_COMPILED_ISA \"${level}\"
#define CPUROOF_COMPILED_VECTOR_BYTES ${CPUROOF_ISA_VECTOR_BYTES_${CPUROOF_ARCH}_${level}}
")
  set(else "el")
endforeach()
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_compiled.hpp" CONTENT
"// Generated by cmake/IsaLevels.cmake from its levels' MACROS: the widest level the including unit is
// compiled for (CPUROOF_COMPILED_ISA, \"\" below every level) and its vector bytes (0: one element).
#pragma once
${compiled_chain}#else
#define CPUROOF_COMPILED_ISA \"\"
#define CPUROOF_COMPILED_VECTOR_BYTES 0
#endif
")
# isa_features.inc: every feature this build's levels and extensions check, once, in the table's order,
# with its run-time check: what the bench reports as the CPU's ISA flags.
set(feature_rows "")
set(seen_features "")
foreach(name IN LISTS CPUROOF_ISA_LEVELS CPUROOF_ISA_EXTENSIONS)
  set(check CPUROOF_CPU_HAS)
  if(name IN_LIST CPUROOF_ISA_EXTENSIONS)
    set(check CPUROOF_CPU_HAS_EXTENSION)
  endif()
  foreach(f IN LISTS CPUROOF_ISA_FEATURES_${name})
    if(NOT f IN_LIST seen_features)
      list(APPEND seen_features ${f})
      string(APPEND feature_rows "CPUROOF_CPU_FEATURE(\"${f}\", ${check}(\"${f}\"))\n")
    endif()
  endforeach()
endforeach()
file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/isa_features.inc" CONTENT
"// Generated by cmake/IsaLevels.cmake: each feature its levels and extensions check (name, check).
${feature_rows}")

# One object library per level holds every family's code at that level, compiled with that level's
# flags and nothing else that changes code generation (tests/isa_objects.sh disassembles them).
# A level built at several vector lengths has one more per length (cpuroof_level_<level>_<bits>);
# CPUROOF_ISA_TARGETS_<level> lists a level's libraries.
function(cpuroof_level_objects target)
  add_library(${target} OBJECT)
  set_property(TARGET ${target} PROPERTY COMPILE_OPTIONS
               ${CPUROOF_WARNING_FLAGS} ${CPUROOF_INSTRUMENT_FLAGS} ${CPUROOF_TUNE_FLAGS} ${ARGN})
  target_include_directories(${target} PRIVATE "${PROJECT_SOURCE_DIR}/kernels" "${PROJECT_SOURCE_DIR}" "${CPUROOF_GENERATED_DIR}")
  target_link_libraries(${target} PRIVATE OpenMP::OpenMP_CXX)
endfunction()
foreach(level IN LISTS CPUROOF_ISA_LEVELS)
  cpuroof_level_objects(cpuroof_level_${level} ${CPUROOF_ISA_FLAGS_${level}})
  set(CPUROOF_ISA_TARGETS_${level} cpuroof_level_${level})
  if(CPUROOF_ISA_VECTOR_BITS_${level})
    target_sources(cpuroof_level_${level} PRIVATE "${CPUROOF_ISA_VECTOR_BITS_SOURCE_${level}}")
  endif()
  foreach(bits IN LISTS CPUROOF_ISA_VECTOR_BITS_${level})
    cpuroof_level_objects(cpuroof_level_${level}_${bits} ${CPUROOF_ISA_FLAGS_${level}}
                          "${CPUROOF_ISA_VECTOR_BITS_FLAG_${level}}${bits}")
    list(APPEND CPUROOF_ISA_TARGETS_${level} cpuroof_level_${level}_${bits})
  endforeach()
endforeach()
foreach(extension IN LISTS CPUROOF_ISA_EXTENSIONS)
  cpuroof_level_objects(cpuroof_level_${extension} ${CPUROOF_ISA_FLAGS_${extension}})
  set(CPUROOF_ISA_TARGETS_${extension} cpuroof_level_${extension})
endforeach()

# cpuroof_level_sources(<level or extension> <sources...>): hand-written kernels (intrinsics or asm for
# one level's instructions) compiled into that level's objects, with exactly its flags. At a level built
# at several vector lengths they go into the unit built without a length: vector-length agnostic code.
function(cpuroof_level_sources level)
  if(level IN_LIST CPUROOF_ISA_NOT_BUILT)
    return()
  endif()
  if(NOT TARGET cpuroof_level_${level})
    message(FATAL_ERROR "cpuroof_level_sources: '${level}' is no ISA level or extension of this architecture")
  endif()
  list(TRANSFORM ARGN PREPEND "${CMAKE_CURRENT_SOURCE_DIR}/")
  target_sources(cpuroof_level_${level} PRIVATE ${ARGN})
endfunction()

# cpuroof_kernel_family(<family> [LEVELS <levels...>]): builds kernels/<family>_impl.hpp at each level
# (all by default). Each generated unit defines the family's entry point for its level through the
# CPUROOF_KERNELS_AT macro of <family>_impl.hpp; generated/<family>_levels.hpp says which levels
# exist (levels_built::<family>), for the family's dispatch (kernels/level_dispatch.hpp). At a level
# built at several vector lengths, one unit per length defines the kernels at that length
# (CPUROOF_VECTOR_BITS set) and one more the entry point calling them (CPUROOF_VECTOR_BITS_BUILT).
function(cpuroof_kernel_family family)
  cmake_parse_arguments(F "" "IMPL" "LEVELS" ${ARGN})
  if(NOT F_LEVELS)
    set(F_LEVELS ${CPUROOF_ISA_LEVELS})
  endif()
  if(NOT F_IMPL)
    set(F_IMPL "${family}_impl.hpp")
  endif()
  set(built "")
  foreach(level IN LISTS CPUROOF_ISA_LEVELS)
    if(NOT level IN_LIST F_LEVELS)
      list(APPEND built false)
      continue()
    endif()
    list(APPEND built true)
    set(check "static_assert(cpuroof::${CPUROOF_ISA_TRAITS_${level}}<double>::registers == cpuroof::isa_vector_registers(cpuroof::Isa::${level}),
              \"the traits and the ISA row disagree on the register count\");")
    set(lengths ${CPUROOF_ISA_VECTOR_BITS_${level}})
    if(NOT lengths)
      set(unit "${CPUROOF_GENERATED_DIR}/${family}_${level}.cpp")
      file(CONFIGURE OUTPUT "${unit}" CONTENT
"// Generated by cmake/IsaLevels.cmake: the ${family} kernels at the ${level} level.
#include \"${CPUROOF_ISA_HEADER_${level}}\"
#include \"${F_IMPL}\"

${check}
CPUROOF_KERNELS_AT(${level}, ${CPUROOF_ISA_TRAITS_${level}})
")
      target_sources(cpuroof_level_${level} PRIVATE "${unit}")
      continue()
    endif()
    foreach(bits IN LISTS lengths)
      set(unit "${CPUROOF_GENERATED_DIR}/${family}_${level}_${bits}.cpp")
      file(CONFIGURE OUTPUT "${unit}" CONTENT
"// Generated by cmake/IsaLevels.cmake: the ${family} kernels at the ${level} level, ${bits}-bit vectors.
#define CPUROOF_VECTOR_BITS ${bits}
#include \"${CPUROOF_ISA_HEADER_${level}}\"
#include \"${F_IMPL}\"

${check}
static_assert(cpuroof::${CPUROOF_ISA_TRAITS_${level}}<double>::bytes * 8 == ${bits},
              \"the unit is not compiled for its vector length\");
CPUROOF_KERNELS_AT(${level}, ${CPUROOF_ISA_TRAITS_${level}})
")
      target_sources(cpuroof_level_${level}_${bits} PRIVATE "${unit}")
    endforeach()
    string(JOIN ", " lengths ${lengths})
    set(unit "${CPUROOF_GENERATED_DIR}/${family}_${level}.cpp")
    file(CONFIGURE OUTPUT "${unit}" CONTENT
"// Generated by cmake/IsaLevels.cmake: the ${family} entry point at the ${level} level, calling the
// unit built for the CPU's vector length.
#define CPUROOF_VECTOR_BITS_BUILT ${lengths}
#include \"${F_IMPL}\"

CPUROOF_KERNELS_AT(${level}, unused)
")
    target_sources(cpuroof_level_${level} PRIVATE "${unit}")
  endforeach()
  string(JOIN ", " built ${built})
  file(CONFIGURE OUTPUT "${CPUROOF_GENERATED_DIR}/${family}_levels.hpp" CONTENT
"// Generated by cmake/IsaLevels.cmake: which levels the ${family} kernels are built at, in level order.
#pragma once
namespace cpuroof::levels_built {
inline constexpr bool ${family}[] = {${built}};
}
")
endfunction()
