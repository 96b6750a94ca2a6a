// main() of the offscreen GUI test programs.
#include <gtest/gtest.h>

#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QPalette>
#include <QSettings>
#include <QTemporaryDir>
#include <utility>

namespace {

// Every test starts from the same process state, whatever ran before it in this process (the
// suites also run whole in a shuffled order): no saved settings, the platform's palette, numbers
// as the command line writes them. Called before the test's fixture is made.
class FreshProcessState : public ::testing::EmptyTestEventListener {
 public:
  explicit FreshProcessState(QPalette palette) : m_palette(std::move(palette)) {}
  void OnTestStart(const ::testing::TestInfo&) override {
    QSettings().clear();
    QApplication::setPalette(m_palette);
    QLocale::setDefault(QLocale::c());
  }

 private:
  QPalette m_palette;
};

}  // namespace

int main(int argc, char** argv) {
  // ctest's PRE_TEST discovery runs this binary without the tests' ENVIRONMENT: never need a
  // display.
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
#ifdef GELU_TWO_SCREENS
  // Two screens without hardware: a laptop (the primary, listed first) and a projector to its
  // right, as Qt's offscreen platform reads them from a configuration file.
  QTemporaryDir screensDir;
  const QString screens = screensDir.filePath("screens.json");
  QFile file(screens);
  if (!file.open(QIODevice::WriteOnly) || file.write(R"({"screens": [
        {"name": "LAPTOP", "x": 0, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "PROJECTOR", "x": 1920, "y": 0, "width": 1280, "height": 720,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") < 0) {
    return 1;
  }
  file.close();
  qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(screens));
#endif
  QApplication app(argc, argv);
  QApplication::setOrganizationName("GELU Explorer tests");
  QApplication::setApplicationName("ui_tests");
  // Settings in a directory of this process's own: ctest runs tests in parallel processes, which
  // must not see each other's saved layouts (nor the user's real settings).
  QTemporaryDir settingsDir;
  QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
  QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
  qputenv("GELU_TEST_SETTINGS", QFile::encodeName(settingsDir.path()));  // a test that moves it
  // Numbers as the command line writes them (0.5), whatever LANG is; a test of the window's
  // languages sets its own.
  QLocale::setDefault(QLocale::c());
  ::testing::InitGoogleTest(&argc, argv);
  ::testing::UnitTest::GetInstance()->listeners().Append(
      new FreshProcessState(QApplication::palette()));
  return RUN_ALL_TESTS();
}
