# What `cmake --install` puts where (docs/packaging.md): the program, its man page, the
# rulesets and score tables, the message catalogues (see the translations in CMakeLists.txt),
# the public headers, libtsumo static and shared, tsumo.pc and the CMake package config.
include(CMakePackageConfigHelpers)

install(TARGETS tsumo)
install(TARGETS libtsumo libtsumo-shared EXPORT tsumo-targets)
# A stripping install (`cmake --install --strip`, cpack with CPACK_STRIP_FILES) strips the
# program and the shared library but not an archive: the static library's debug information
# (the release preset's -g, for tools/abi.sh) goes here.
install(CODE "
    if(CMAKE_INSTALL_DO_STRIP)
        execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-debug
            \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/$<TARGET_FILE_NAME:libtsumo>\")
    endif()
")
install(DIRECTORY include/tsumo DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${TSUMO_GENERATED_INCLUDE}/tsumo/version.h
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/tsumo)
install(DIRECTORY data/ DESTINATION ${CMAKE_INSTALL_DATADIR}/tsumo)

# The man page carries the project's version, whatever docs/tsumo.6 says in its title line.
file(READ ${CMAKE_SOURCE_DIR}/docs/tsumo.6 tsumo_man)
string(REGEX REPLACE "\"tsumo [0-9.]+\"" "\"tsumo ${PROJECT_VERSION}\"" tsumo_man "${tsumo_man}")
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/man/tsumo.6 CONTENT "${tsumo_man}" @ONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/docs/tsumo.6)
install(FILES ${CMAKE_BINARY_DIR}/man/tsumo.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
# The man page in other languages, docs/tsumo.LL.6, each under share/man/LL/man6/tsumo.6 (where
# man(1) looks for LANG=LL_...), its version as the English one's.
file(GLOB tsumo_localized_man CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/docs/tsumo.*.6)
foreach(page IN LISTS tsumo_localized_man)
    get_filename_component(name ${page} NAME)
    string(REGEX REPLACE "^tsumo\\.([A-Za-z_]+)\\.6$" "\\1" lang "${name}")
    file(READ ${page} tsumo_man)
    string(REGEX REPLACE "\"tsumo [0-9.]+\"" "\"tsumo ${PROJECT_VERSION}\"" tsumo_man
        "${tsumo_man}")
    file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/man/${lang}/tsumo.6 CONTENT "${tsumo_man}" @ONLY)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${page})
    install(FILES ${CMAKE_BINARY_DIR}/man/${lang}/tsumo.6 DESTINATION
        ${CMAKE_INSTALL_MANDIR}/${lang}/man6)
endforeach()

# tsumo.pc names the prefix it is installed under, which `cmake --install --prefix` and cpack
# choose only at install time: it is written then, from cmake/tsumo.pc.in.
set(tsumo_pc ${CMAKE_BINARY_DIR}/pkgconfig/tsumo.pc)
install(CODE "
    set(PROJECT_VERSION \"${PROJECT_VERSION}\")
    set(PROJECT_DESCRIPTION \"${PROJECT_DESCRIPTION}\")
    set(TSUMO_PC_INCLUDEDIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
    set(TSUMO_PC_LIBDIR \"${CMAKE_INSTALL_LIBDIR}\")
    set(TSUMO_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
    configure_file(\"${CMAKE_SOURCE_DIR}/cmake/tsumo.pc.in\" \"${tsumo_pc}\" @ONLY)
")
install(FILES ${tsumo_pc} DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# find_package(tsumo): tsumo::tsumo is the shared library, tsumo::tsumo-static the static one.
set(tsumo_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/tsumo)
install(EXPORT tsumo-targets NAMESPACE tsumo:: DESTINATION ${tsumo_cmake_dir})
configure_package_config_file(cmake/tsumo-config.cmake.in
    ${CMAKE_BINARY_DIR}/cmake/tsumo-config.cmake INSTALL_DESTINATION ${tsumo_cmake_dir})
# Compatible as the SONAME says (CMakeLists.txt): the same minor version until 1.0.
if(PROJECT_VERSION_MAJOR EQUAL 0)
    set(tsumo_compatibility SameMinorVersion)
else()
    set(tsumo_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/tsumo-config-version.cmake
    COMPATIBILITY ${tsumo_compatibility})
install(FILES ${CMAKE_BINARY_DIR}/cmake/tsumo-config.cmake
    ${CMAKE_BINARY_DIR}/cmake/tsumo-config-version.cmake DESTINATION ${tsumo_cmake_dir})
