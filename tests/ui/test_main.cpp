// main() of the offscreen GUI test programs.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>

int main(int argc, char** argv) {
  // ctest's PRE_TEST discovery runs this binary without the tests' ENVIRONMENT: never need a
  // display.
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QApplication::setOrganizationName("GELU Explorer tests");
  QApplication::setApplicationName("ui_tests");
  // Settings in a directory of this process's own: ctest runs tests in parallel processes, which
  // must not see each other's saved layouts (nor the user's real settings).
  QTemporaryDir settingsDir;
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
  // Numbers as the command line writes them (0.5), whatever LANG is; a test of the window's
  // languages sets its own.
  QLocale::setDefault(QLocale::c());
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
