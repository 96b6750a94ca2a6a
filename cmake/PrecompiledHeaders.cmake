# Precompiled headers for the Qt targets. Qt's widget headers and QCustomPlot's are most of what a
# window file costs to compile (g++ -O2 -g on MonteCarloPanel.cpp: 12.7 s whole, 8.7 s of it the
# headers alone; 6.7 s with them precompiled), and about 160 files include them. One header is
# precompiled for the window's libraries and one for their tests (with GoogleTest and QTest), each
# once, and every target of its kind reuses it: a precompiled header is valid only under the same
# compiler flags, which every Qt target here shares (-fPIC, the warnings, the build type, and
# GELU_PROGRAM_OPTIONS, which gelu_use_qt_pch gives each target that reuses the header); the
# definitions that differ between targets (QT_SVG_LIB, GELU_SOURCE_DIR, …) are tested by none of
# these headers. g++ checks the macros and some flags on every use (-Winvalid-pch, which CMake
# adds) and falls back to the plain headers, with a warning; it does not check every optimisation
# flag, so a file given flags of its own (COMPILE_OPTIONS) must also set SKIP_PRECOMPILE_HEADERS.
#
# Off: GELU_PRECOMPILED_HEADERS=OFF, to check that every file includes what it uses.
option(GELU_PRECOMPILED_HEADERS "Precompile Qt's, QCustomPlot's and GoogleTest's headers" ON)

set(GELU_PCH_SOURCE ${PROJECT_BINARY_DIR}/gelu_pch.cpp)
file(WRITE ${GELU_PCH_SOURCE} "// The translation unit that carries a precompiled header.\n")

set(GELU_QT_PCH_HEADERS
  <algorithm> <cmath> <functional> <memory> <optional> <string> <utility> <vector>
  <QtWidgets> <qcustomplot.h>)

if(GELU_PRECOMPILED_HEADERS)
  add_library(gelu_qt_pch OBJECT ${GELU_PCH_SOURCE})
  target_link_libraries(gelu_qt_pch
    PRIVATE Qt6::Widgets Qt6::PrintSupport QCustomPlotQt6::QCustomPlotQt6 gelu_warnings)
  target_precompile_headers(gelu_qt_pch PRIVATE ${GELU_QT_PCH_HEADERS})
endif()

# The window's libraries and the program: gelu_use_qt_pch(target …).
function(gelu_use_qt_pch)
  if(GELU_PRECOMPILED_HEADERS)
    foreach(target IN LISTS ARGN)
      target_precompile_headers(${target} REUSE_FROM gelu_qt_pch)
      target_compile_options(${target} PRIVATE ${GELU_PROGRAM_OPTIONS})
    endforeach()
  endif()
endfunction()

# The window's tests: gelu_use_test_pch(target …), for targets of one directory that link the
# window (ui) and Qt6::Test, whose headers test what those define (QT_NETWORK_LIB, and
# QT_TESTCASE_BUILDDIR: the directory's).
function(gelu_use_test_pch)
  if(NOT GELU_PRECOMPILED_HEADERS)
    return()
  endif()
  if(NOT TARGET gelu_test_pch)
    add_library(gelu_test_pch OBJECT ${GELU_PCH_SOURCE})
    target_link_libraries(gelu_test_pch
      PRIVATE Qt6::Widgets Qt6::PrintSupport Qt6::Svg Qt6::Network Qt6::HttpServer
              Qt6::WebSockets Qt6::Test QCustomPlotQt6::QCustomPlotQt6 GTest::gtest gelu_warnings)
    target_precompile_headers(gelu_test_pch
      PRIVATE ${GELU_QT_PCH_HEADERS} <QTest> <QSignalSpy> <gtest/gtest.h>)
  endif()
  foreach(target IN LISTS ARGN)
    target_precompile_headers(${target} REUSE_FROM gelu_test_pch)
  endforeach()
endfunction()
