// gelu-explorer: the window, or one command-line command (table, simulate, neuron, render, …).
#include <pthread.h>
#include <unistd.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

// Under AddressSanitizer, whose leak check runs at exit, a command's process ends normally.
#if defined(__SANITIZE_ADDRESS__)
#define GELU_LEAK_CHECK_AT_EXIT
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GELU_LEAK_CHECK_AT_EXIT
#endif
#endif

#include "cli.hpp"
#include "core/io.hpp"
#include "window.hpp"

namespace {

QtMessageHandler g_qtHandler = nullptr;

void commandMessages(QtMsgType type, const QMessageLogContext& context, const QString& text) {
  if (text.startsWith(QLatin1String("QStandardPaths:"))) return;
  // A picture that does not fit in memory is the command's own one-line error.
  if (text.startsWith(QLatin1String("QImage: out of memory"))) return;
  // Qt waits for ever for work given to a thread that could not start (QImage conversions,
  // the thread pool): with no memory for a thread's stack, or too many processes, the command
  // ends here instead, with the system's reason.
  static const QLatin1String kThreadFailed("QThread::start: Thread creation error");
  if (text.startsWith(kThreadFailed)) {
    // Qt adds " (the reason)", as strerror says it.
    QString why = text.mid(kThreadFailed.size()).trimmed();
    if (why.startsWith('(') && why.endsWith(')')) why = why.mid(1, why.size() - 2);
    std::fprintf(stderr, "gelu-explorer: a worker thread could not start (%s): out of memory?\n",
                 why.isEmpty() ? "no reason given" : why.toLocal8Bit().constData());
    gelu::io::removeTemporariesAndExit(1);
  }
  if (g_qtHandler != nullptr) g_qtHandler(type, context, text);
}

/// Runtime directories of earlier runs that were killed at start (SIGKILL cannot be handled):
/// this user's empty ones more than a minute old.
void removeStaleRuntimeDirs() {
  const QDir tmp(QDir::tempPath());
  const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-60);
  for (const QFileInfo& d :
       tmp.entryInfoList({"gelu-explorer-runtime-*"}, QDir::Dirs | QDir::Hidden)) {
    if (d.isSymLink() || d.ownerId() != ::getuid() || d.lastModified().toUTC() > before) continue;
    tmp.rmdir(d.fileName());  // only when empty
  }
}

}  // namespace

int main(int argc, char* argv[]) {
  // Qt decodes the arguments dropping a leading U+FEFF (an invisible byte order mark, as pasted
  // from a file): "\uFEFFout.png" would write out.png, another file than the one named.
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "\xEF\xBB\xBF", 3) == 0) {
      std::fprintf(stderr,
                   "gelu-explorer: argument %d begins with an invisible byte order mark "
                   "(U+FEFF): remove it\n",
                   i);
      return 2;
    }
  }
  QCoreApplication::setOrganizationName("GELU Explorer");
  QCoreApplication::setApplicationName("gelu-explorer");
  QCoreApplication::setApplicationVersion(GELU_EXPLORER_VERSION);
  // Files and the command line are in the C locale whatever LANG says (0.5, not 0,5); the
  // window sets its language's locale when it starts (ui/window/Language.cpp).
  QLocale::setDefault(QLocale::c());
  const QString first = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
  if (!cli::isCommand(first)) return runWindow(argc, argv);
  gelu::io::removeTemporariesOnInterrupt();  // Ctrl+C during a write leaves no partial file
  gelu::io::guardInputs();                   // no output of a command replaces one of its inputs
  // Qt's own account of its standard paths ("QStandardPaths: XDG_RUNTIME_DIR not set", wrong
  // permissions on a runtime directory) is no business of a command's user.
  g_qtHandler = qInstallMessageHandler(commandMessages);
  std::unique_ptr<QCoreApplication> app;
  if (first == "render" || first == "typeset" || first == "export-web") {
    // Plots are widgets, but rendering needs no display: always offscreen, whatever the session
    // exports (a Wayland session's QT_QPA_PLATFORM=wayland over ssh aborted), which also makes
    // the output independent of the display's fonts and dpi.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Headless machines often have no session runtime directory, and Qt looks for one while the
    // application starts: give it a private one (mode 0700) for that moment only. It is removed
    // as soon as the application stands (nothing is put in it), and by the interrupt handlers
    // before that, so no run leaves one behind. A directory named but missing is no better:
    // Qt would make it (XDG_RUNTIME_DIR=/tmp/typo left /tmp/typo behind).
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR") ||
        !QFileInfo(qEnvironmentVariable("XDG_RUNTIME_DIR")).isDir()) {
      removeStaleRuntimeDirs();
      // Signals wait while the directory is made and registered (this is the only thread yet):
      // one arriving in between would leave it behind.
      sigset_t interrupts;
      sigset_t before;
      sigemptyset(&interrupts);
      for (const int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&interrupts, sig);
      pthread_sigmask(SIG_BLOCK, &interrupts, &before);
      QTemporaryDir runtimeDir(QDir::tempPath() + "/gelu-explorer-runtime-XXXXXX");
      const std::string path = QFile::encodeName(runtimeDir.path()).toStdString();
      const int token = runtimeDir.isValid() ? gelu::io::removeDirectoryOnInterrupt(path) : -1;
      pthread_sigmask(SIG_SETMASK, &before, nullptr);
      if (runtimeDir.isValid()) qputenv("XDG_RUNTIME_DIR", path.c_str());
      app = std::make_unique<QApplication>(argc, argv);
      // Removed before it is forgotten: a signal in between finds nothing left to remove.
      runtimeDir.remove();
      gelu::io::forgetOnInterrupt(token);
    } else {
      app = std::make_unique<QApplication>(argc, argv);
    }
  } else {
    app = std::make_unique<QCoreApplication>(argc, argv);
  }
  gelu::io::setWaitNotice([](const std::string& notice) {
    std::fprintf(stderr, "gelu-explorer: %s\n", notice.c_str());
  });
  QStringList args = QCoreApplication::arguments();
  const QString command = args.takeAt(1);
  const int rc = cli::runCommand(command, args);
#if !defined(GELU_LEAK_CHECK_AT_EXIT)
  // The command is done and its files are closed: the process ends here rather than take down
  // the application, the panels and the caches one by one (milliseconds of every render).
  // Nothing of a command outlives it but its output, flushed first.
  std::fflush(nullptr);
  std::_Exit(rc);
#else
  return rc;  // the sanitizers' leak check runs at a normal exit
#endif
}
