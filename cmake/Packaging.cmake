# The Debian package: `cpack -G DEB` in the release build directory makes
# gelu-explorer_<version>_<arch>.deb with its dependencies found by dpkg-shlibdeps, the
# copyright file and a compressed changelog, as lintian expects them.
set(GELU_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/gelu-explorer)
install(FILES resources/debian/copyright DESTINATION ${GELU_DOC_DIR})
# Debian wants the changelog compressed at maximum and without a time stamp (gzip -9n).
find_program(GELU_GZIP gzip REQUIRED)
add_custom_command(
  OUTPUT ${PROJECT_BINARY_DIR}/changelog.Debian.gz
  COMMAND ${GELU_GZIP} -9nc ${PROJECT_SOURCE_DIR}/resources/debian/changelog
          > ${PROJECT_BINARY_DIR}/changelog.Debian.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/changelog.Debian.gz)
install(FILES ${PROJECT_BINARY_DIR}/changelog.Debian.gz DESTINATION ${GELU_DOC_DIR})
# Manual pages are installed compressed the same way.
add_custom_command(
  OUTPUT ${PROJECT_BINARY_DIR}/gelu-explorer.1.gz
  COMMAND ${GELU_GZIP} -9nc ${PROJECT_SOURCE_DIR}/docs/gelu-explorer.1
          > ${PROJECT_BINARY_DIR}/gelu-explorer.1.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/docs/gelu-explorer.1 VERBATIM)
add_custom_target(manual_page ALL DEPENDS ${PROJECT_BINARY_DIR}/gelu-explorer.1.gz)
install(FILES ${PROJECT_BINARY_DIR}/gelu-explorer.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME gelu-explorer)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)  # 0.1.0-1: a packaging revision, as resources/debian/changelog
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER
    "The GELU Explorer developers <gelu-explorer@geluexplorer.org>")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE https://github.com/gelu-explorer/gelu-explorer)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The window and menu icon is an SVG: Qt loads it through the SVG plugins.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Qt's own translations (the standard dialogs in the window's language); a CJK font for the
# Chinese translation on systems that have none.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "see why the GELU activation is a random mask's mean")
# (CPack writes the summary as the first line and indents these lines by one space.)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "GELU Explorer makes the idea behind the GELU activation visible for
lecturers and students: GELU(x) = x * Phi(x) is the expected value of a mask
that keeps x with probability Phi(x). The window links the normal density,
Phi, a Monte Carlo simulation and two dozen activations with their
derivatives and errors; a lecture mode, exports for slides and a command
line for tables and figures come with it.")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
