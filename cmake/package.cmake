# `cpack -G DEB` in a release build directory makes tsumo_<version>-1_<arch>.deb: the
# program, its man page and data, and the library with its headers, tsumo.pc and CMake
# config, all under /usr (docs/packaging.md). Its dependencies come from dpkg-shlibdeps.
set(TSUMO_PACKAGE_MAINTAINER
    "tsumo maintainers <maintainers@users.noreply.a-seed-220df21b.example>"
    CACHE STRING "The Maintainer field of the .deb")

set(CPACK_PACKAGE_NAME tsumo)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "tsumo")
set(CPACK_PACKAGE_CONTACT "${TSUMO_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Riichi Mahjong for one terminal, and its rules engine")
# Lines under 80 columns, as a Debian description's are.
set(CPACK_PACKAGE_DESCRIPTION "\
Four people share one keyboard and play a full East/South game of Riichi\n\
Mahjong under the EMA 2008 rules, in an ncurses table; the command-line verbs\n\
score hands, replay records and run whole games.\n\
.\n\
The rules engine is the library libtsumo, shared and static, with its headers,\n\
a pkg-config file and a CMake package config.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME tsumo)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${TSUMO_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The shlibs file and the ldconfig trigger that a package shipping libtsumo.so.N needs.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# `man tsumo` needs the man program; a package suggests it rather than depends on it.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "man-db")

set(CPACK_GENERATOR DEB)
include(CPack)
