// gelu-explorer: the window, or one command-line command (table, simulate, neuron, render, …).
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

#include "cli.hpp"
#include "core/io.hpp"
#include "window.hpp"

int main(int argc, char* argv[]) {
  QCoreApplication::setOrganizationName("GELU Explorer");
  QCoreApplication::setApplicationName("gelu-explorer");
  QCoreApplication::setApplicationVersion(GELU_EXPLORER_VERSION);
  // Files and the command line are in the C locale whatever LANG says (0.5, not 0,5); the
  // window sets its language's locale when it starts (ui/window/Language.cpp).
  QLocale::setDefault(QLocale::c());
  const QString first = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
  if (!cli::isCommand(first)) return runWindow(argc, argv);
  // Declared before the application, so removed after it, at the end of the command.
  std::unique_ptr<QTemporaryDir> runtimeDir;
  std::unique_ptr<QCoreApplication> app;
  if (first == "render" || first == "typeset") {
    // Plots are widgets, but rendering needs no display: always offscreen, whatever the session
    // exports (a Wayland session's QT_QPA_PLATFORM=wayland over ssh aborted), which also makes
    // the output independent of the display's fonts and dpi.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Headless machines often have no session runtime directory; give Qt a private one (a new
    // directory, mode 0700, this run's own and removed with it) instead of a warning on every run.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
      runtimeDir =
          std::make_unique<QTemporaryDir>(QDir::tempPath() + "/gelu-explorer-runtime-XXXXXX");
      if (runtimeDir->isValid()) qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir->path()));
    }
    app = std::make_unique<QApplication>(argc, argv);
  } else {
    app = std::make_unique<QCoreApplication>(argc, argv);
  }
  gelu::io::removeTemporariesOnInterrupt();  // Ctrl+C during a write leaves no partial file
  gelu::io::setWaitNotice([](const std::string& notice) {
    std::fprintf(stderr, "gelu-explorer: %s\n", notice.c_str());
  });
  QStringList args = QCoreApplication::arguments();
  const QString command = args.takeAt(1);
  return cli::runCommand(command, args);
}
