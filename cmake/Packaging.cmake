# The Debian packages: `cpack -G DEB` in the release build directory makes
# gelu-explorer_<version>_<arch>.deb (the program) and gelu-explorer-animation_<version>_<arch>.deb
# (the encoder module, the only part that needs FFmpeg's ~100 packages; recommended, so a plain
# install has it and a minimal one can leave it out), each with its dependencies found by
# dpkg-shlibdeps, the copyright file and a compressed changelog, as lintian expects them.
set(GELU_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/gelu-explorer)
set(GELU_ANIMATION_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/gelu-explorer-animation)
install(FILES resources/debian/copyright DESTINATION ${GELU_DOC_DIR})
install(FILES resources/debian/copyright DESTINATION ${GELU_ANIMATION_DOC_DIR} COMPONENT animation)
# Debian wants the changelog compressed at maximum and without a time stamp (gzip -9n).
find_program(GELU_GZIP gzip REQUIRED)
add_custom_command(
  OUTPUT ${PROJECT_BINARY_DIR}/changelog.Debian.gz
  COMMAND ${GELU_GZIP} -9nc ${PROJECT_SOURCE_DIR}/resources/debian/changelog
          > ${PROJECT_BINARY_DIR}/changelog.Debian.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/changelog.Debian.gz)
install(FILES ${PROJECT_BINARY_DIR}/changelog.Debian.gz DESTINATION ${GELU_DOC_DIR})
install(FILES ${PROJECT_BINARY_DIR}/changelog.Debian.gz DESTINATION ${GELU_ANIMATION_DOC_DIR}
        COMPONENT animation)
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
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL main animation)
set(CPACK_DEBIAN_MAIN_PACKAGE_NAME gelu-explorer)
set(CPACK_DEBIAN_ANIMATION_PACKAGE_NAME gelu-explorer-animation)
# The window and menu icon is an SVG: Qt loads it through the SVG plugins. Formulas are set in
# Latin Modern Math (and \text in Latin Modern Roman).
set(CPACK_DEBIAN_MAIN_PACKAGE_DEPENDS "libqt6svg6, fonts-lmodern")
# The animation encoders; Qt's own translations (the standard dialogs in the window's language);
# a CJK font, so that the Chinese window shows no boxes on systems that have none.
set(CPACK_DEBIAN_MAIN_PACKAGE_RECOMMENDS
    "gelu-explorer-animation, qt6-translations-l10n, fonts-wqy-microhei | fonts-noto-cjk")
# The module is loaded by this very version of the program.
set(CPACK_DEBIAN_ANIMATION_PACKAGE_DEPENDS "gelu-explorer (= ${PROJECT_VERSION}-1)")
set(CPACK_DEBIAN_ANIMATION_PACKAGE_SECTION science)
# Each package's description, its summary the first line (CPack indents the others by one space).
# CPack 3.25 has one summary for all the packages and puts it before each description unless it
# is CPack's default one: so the default it is, and each description brings its own.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CMAKE_PROJECT_NAME} built using CMake")
set(CPACK_DEBIAN_MAIN_DESCRIPTION
    "see why the GELU activation is a random mask's mean
GELU Explorer makes the idea behind the GELU activation visible for
lecturers and students: GELU(x) = x * Phi(x) is the expected value of a mask
that keeps x with probability Phi(x). The window links the normal density,
Phi, a Monte Carlo simulation and two dozen activations with their
derivatives and errors; a lecture mode, exports for slides and a command
line for tables and figures come with it.")
set(CPACK_DEBIAN_ANIMATION_DESCRIPTION
    "GELU Explorer's animation encoders (MP4, WebM, GIF, WebP, APNG)
The module that encodes GELU Explorer's animations for slides with FFmpeg's
libraries, in the window (File > Export animation) and on the command line
(gelu-explorer render --animate). Without it the program runs in full but
makes no animations.")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
