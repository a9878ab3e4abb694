# cmake --install: the two programs, the counters header, and a package config so a user's project
# gets the header with find_package(cpuroof) and target_link_libraries(... cpuroof::counters).
include(CMakePackageConfigHelpers)

install(TARGETS cpuroof cpuroof-bench RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS cpuroof_counters EXPORT cpuroofTargets)
install(FILES ${PROJECT_SOURCE_DIR}/include/cpuroof/counters.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cpuroof)

set(cpuroof_config_dir ${CMAKE_INSTALL_LIBDIR}/cmake/cpuroof)
install(EXPORT cpuroofTargets NAMESPACE cpuroof:: DESTINATION ${cpuroof_config_dir})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/cpuroofConfig.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/cpuroofConfig.cmake INSTALL_DESTINATION ${cpuroof_config_dir})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/cpuroofConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/cpuroofConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/cpuroofConfigVersion.cmake
        DESTINATION ${cpuroof_config_dir})
