# OpenBLAS, its OpenMP build where one is known: a pthread build's threads fight the OpenMP kernels
# for the cores. Looked for in this order, the first library with a cblas.h beside it taken:
#   1. CPUROOF_OPENBLAS, an install prefix or the library file (when set, nothing else is tried);
#   2. CPUROOF_OPENBLAS_DIR, Debian's OpenMP build (libopenblas0-openmp);
#   3. pkg-config, the modules of CPUROOF_OPENBLAS_PC_MODULES in order;
#   4. CMake's FindBLAS (BLA_VENDOR OpenBLAS);
#   5. on macOS only, none of those found: Apple's Accelerate (its CBLAS, not OpenBLAS).
# Defines the target cpuroof_openblas and sets CPUROOF_OPENBLAS_FOUND, CPUROOF_OPENBLAS_LIBRARY and
# CPUROOF_OPENBLAS_INCLUDE_DIR; a missing OpenBLAS is left for Dependencies.cmake to report.
include(FindPackageMessage)

set(CPUROOF_OPENBLAS "" CACHE STRING "OpenBLAS to build with: its install prefix or its library file")
set(CPUROOF_OPENBLAS_DIR "/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp"
    CACHE PATH "Folder of Debian's OpenMP build of OpenBLAS, the first place looked without CPUROOF_OPENBLAS")
set(CPUROOF_OPENBLAS_PC_MODULES "openblas-openmp;openblaso;openblas"
    CACHE STRING "pkg-config modules of OpenBLAS, tried in order")

# Sets <out> to the install prefix of the library <lib>: the folder above the nearest lib, lib64 or
# lib32 folder holding it (Debian: /usr for /usr/lib/<arch>/openblas-openmp/libopenblas.so), or the
# library's own folder when there is none.
function(_cpuroof_openblas_prefix out lib)
  get_filename_component(dir "${lib}" DIRECTORY)
  set(walk "${dir}")
  while(walk AND NOT walk STREQUAL "/")
    get_filename_component(name "${walk}" NAME)
    get_filename_component(walk "${walk}" DIRECTORY)
    if(name MATCHES "^lib(32|64)?$")
      set(${out} "${walk}" PARENT_SCOPE)
      return()
    endif()
  endwhile()
  set(${out} "${dir}" PARENT_SCOPE)
endfunction()

# Sets <out> to the folder of cblas.h for the library <lib>: the folders given after <lib> first,
# then the include folders of the library's prefix, the most specific name first (Debian's
# lib/<arch>/openblas-openmp has its headers in include/<arch>/openblas-openmp).
function(_cpuroof_openblas_header out lib)
  _cpuroof_openblas_prefix(prefix "${lib}")
  get_filename_component(dir "${lib}" DIRECTORY)
  get_filename_component(dir_name "${dir}" NAME)
  unset(_cpuroof_cblas_dir)
  find_path(_cpuroof_cblas_dir cblas.h PATHS ${ARGN} "${prefix}"
            PATH_SUFFIXES "include/${CMAKE_LIBRARY_ARCHITECTURE}/${dir_name}" "include/${dir_name}" include/openblas
                          "include/${CMAKE_LIBRARY_ARCHITECTURE}" include
            NO_DEFAULT_PATH NO_CACHE)
  set(${out} "${_cpuroof_cblas_dir}" PARENT_SCOPE)
endfunction()

# Sets <out> to what configure can tell of the build's threading: from the library's real path
# (Debian's openblas-openmp / openblas-pthread folders, Fedora's libopenblaso) or pkg-config's
# openblas_config variable <pc_config>. The run records it for certain (meta.json's openblas_config).
function(_cpuroof_openblas_threading out lib pc_config)
  file(REAL_PATH "${lib}" real)
  get_filename_component(name "${real}" NAME)
  if(real MATCHES "openmp" OR name MATCHES "^libopenblaso[.]" OR pc_config MATCHES "USE_OPENMP=1")
    set(${out} "OpenMP build" PARENT_SCOPE)
  elseif(real MATCHES "pthread" OR pc_config MATCHES "USE_OPENMP=")
    set(${out} "not the OpenMP build: its threads may fight the OpenMP kernels for the cores" PARENT_SCOPE)
  else()
    set(${out} "threading unknown until a run (meta.json's openblas_config)" PARENT_SCOPE)
  endif()
endfunction()

function(_cpuroof_find_openblas)
  set(header "")
  set(pc_config "")
  if(CPUROOF_OPENBLAS)
    set(source "CPUROOF_OPENBLAS")
    if(IS_DIRECTORY "${CPUROOF_OPENBLAS}")
      unset(lib)
      find_library(lib NAMES openblaso openblas PATHS "${CPUROOF_OPENBLAS}"
                   PATH_SUFFIXES lib64 lib "lib/${CMAKE_LIBRARY_ARCHITECTURE}" NO_DEFAULT_PATH NO_CACHE)
    elseif(EXISTS "${CPUROOF_OPENBLAS}")
      set(lib "${CPUROOF_OPENBLAS}")
    endif()
    if(NOT lib)
      message(FATAL_ERROR "CPUROOF_OPENBLAS=${CPUROOF_OPENBLAS}: no OpenBLAS library there "
                          "(expected a library file, or a prefix with libopenblas in lib, lib64 or lib/<arch>)")
    endif()
    _cpuroof_openblas_header(header "${lib}")
    if(NOT header)
      message(FATAL_ERROR "CPUROOF_OPENBLAS=${CPUROOF_OPENBLAS}: no cblas.h beside ${lib} "
                          "(expected in the include folder of its prefix)")
    endif()
  endif()

  if(NOT header)
    set(source "Debian's openblas-openmp folder")
    unset(lib)
    find_library(lib NAMES openblas PATHS "${CPUROOF_OPENBLAS_DIR}" NO_DEFAULT_PATH NO_CACHE)
    if(lib)
      _cpuroof_openblas_header(header "${lib}")
    endif()
  endif()

  if(NOT header AND PKG_CONFIG_FOUND AND CPUROOF_OPENBLAS_PC_MODULES)
    # Asked again at every configure, as the other places are (FindPkgConfig keeps a found module).
    unset(__pkg_config_checked__cpuroof_openblas_pc CACHE)
    pkg_search_module(_cpuroof_openblas_pc QUIET ${CPUROOF_OPENBLAS_PC_MODULES})
    set(names ${_cpuroof_openblas_pc_LIBRARIES})
    list(FILTER names INCLUDE REGEX "openblas")
    if(_cpuroof_openblas_pc_FOUND AND names)
      set(module "${_cpuroof_openblas_pc_MODULE_NAME}")
      set(source "pkg-config module ${module}")
      # pkg-config leaves out -L and -I of system folders: its libdir and includedir name them.
      pkg_get_variable(pc_libdir ${module} libdir)
      pkg_get_variable(pc_includedir ${module} includedir)
      pkg_get_variable(pc_config ${module} openblas_config)
      unset(lib)
      find_library(lib NAMES ${names} HINTS ${_cpuroof_openblas_pc_LIBRARY_DIRS} ${pc_libdir}
                   NO_DEFAULT_PATH NO_CACHE)
      if(lib)
        _cpuroof_openblas_header(header "${lib}" ${_cpuroof_openblas_pc_INCLUDE_DIRS} ${pc_includedir})
      endif()
    endif()
  endif()

  if(NOT header)
    set(source "CMake's FindBLAS")
    set(BLA_VENDOR OpenBLAS)
    find_package(BLAS QUIET)
    if(BLAS_FOUND)
      set(lib ${BLAS_LIBRARIES})
      list(FILTER lib INCLUDE REGEX "openblas[^/]*$")
      if(lib)
        list(GET lib 0 lib)
        _cpuroof_openblas_header(header "${lib}")
      endif()
    endif()
  endif()

  if(NOT header)
    set(CPUROOF_OPENBLAS_FOUND FALSE PARENT_SCOPE)
    return()
  endif()
  _cpuroof_openblas_threading(threading "${lib}" "${pc_config}")
  find_package_message(cpuroof_openblas "OpenBLAS: ${lib} (${source}; ${threading})" "[${lib}][${header}][${source}]")
  set(CPUROOF_OPENBLAS_FOUND TRUE PARENT_SCOPE)
  set(CPUROOF_OPENBLAS_LIBRARY "${lib}" PARENT_SCOPE)
  set(CPUROOF_OPENBLAS_INCLUDE_DIR "${header}" PARENT_SCOPE)
endfunction()

_cpuroof_find_openblas()
# macOS without an OpenBLAS (none asked for by name): Apple's Accelerate, its CBLAS under the same
# target; kernels/blas.hpp switches on CPUROOF_BLAS_ACCELERATE and the run records which BLAS
# (meta.json's blas). Configured on macOS only, never on a Mac here.
if(NOT CPUROOF_OPENBLAS_FOUND AND APPLE AND NOT CPUROOF_OPENBLAS)
  find_library(CPUROOF_ACCELERATE Accelerate)
  if(CPUROOF_ACCELERATE)
    add_library(cpuroof_openblas INTERFACE)
    target_link_libraries(cpuroof_openblas INTERFACE "${CPUROOF_ACCELERATE}")
    target_compile_definitions(cpuroof_openblas INTERFACE CPUROOF_BLAS_ACCELERATE ACCELERATE_NEW_LAPACK)
    set(CPUROOF_OPENBLAS_FOUND TRUE)
    set(CPUROOF_OPENBLAS_LIBRARY "${CPUROOF_ACCELERATE}")
    message(STATUS "BLAS: Apple's Accelerate (${CPUROOF_ACCELERATE}): no OpenBLAS found (brew install openblas)")
    return()
  endif()
endif()
if(CPUROOF_OPENBLAS_FOUND)
  add_library(cpuroof_openblas INTERFACE)
  target_include_directories(cpuroof_openblas SYSTEM INTERFACE "${CPUROOF_OPENBLAS_INCLUDE_DIR}")
  target_link_libraries(cpuroof_openblas INTERFACE "${CPUROOF_OPENBLAS_LIBRARY}")
  # The library is linked by path, but loaded by its soname: a run-time path to its folder keeps the
  # build that was found (on Debian the OpenMP one, whatever the system alternative points to). The
  # path is the target's, without the cross build's sysroot; folders the loader searches need none.
  get_filename_component(_cpuroof_openblas_libdir "${CPUROOF_OPENBLAS_LIBRARY}" DIRECTORY)
  if(NOT _cpuroof_openblas_libdir IN_LIST CMAKE_CXX_IMPLICIT_LINK_DIRECTORIES)
    if(CMAKE_SYSROOT)
      cmake_path(IS_PREFIX CMAKE_SYSROOT "${_cpuroof_openblas_libdir}" _cpuroof_in_sysroot)
      if(_cpuroof_in_sysroot)
        file(RELATIVE_PATH _cpuroof_openblas_libdir "${CMAKE_SYSROOT}" "${_cpuroof_openblas_libdir}")
        set(_cpuroof_openblas_libdir "/${_cpuroof_openblas_libdir}")
      endif()
    endif()
    target_link_options(cpuroof_openblas INTERFACE "-Wl,-rpath,${_cpuroof_openblas_libdir}")
  endif()
endif()
