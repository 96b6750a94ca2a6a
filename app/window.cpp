#include "window.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "cli.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/window/Application.hpp"

namespace {

int usage(const QString& message) {
  std::fprintf(stderr, "gelu-explorer: %s\n", qPrintable(message));
  return cli::kBadUsage;
}

// Qt's messages while the platform plugin starts: kept back, so that a missing display is one
// line of ours instead of Qt's five and an abort.
QtMessageHandler g_previousHandler = nullptr;

[[noreturn]] void noDisplay() {
  std::fprintf(stderr,
               "gelu-explorer: cannot open the window: no display could be opened (set DISPLAY "
               "or WAYLAND_DISPLAY; the commands, such as 'render', need none: see --help)\n");
  std::fflush(stderr);
  std::_Exit(cli::kIoFailure);
}

void startupMessages(QtMsgType type, const QMessageLogContext& context, const QString& text) {
  if (type == QtFatalMsg) noDisplay();
  const QByteArray category = context.category != nullptr ? context.category : "";
  if (category.startsWith("qt.qpa")) return;  // the plugin's own account of the same failure
  if (g_previousHandler != nullptr) g_previousHandler(type, context, text);
}

/// The QApplication, or nullptr (after a one-line message) when no display can be opened.
std::unique_ptr<QApplication> startGui(int& argc, char** argv) {
  const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
  if (!platformChosen && qEnvironmentVariableIsEmpty("DISPLAY") &&
      qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
    noDisplay();
  }
  g_previousHandler = qInstallMessageHandler(startupMessages);
  auto app = std::make_unique<QApplication>(argc, argv);
  qInstallMessageHandler(g_previousHandler);
  // The desktop entry's name: Wayland compositors and docks match the window to its icon.
  QGuiApplication::setDesktopFileName(QStringLiteral(GELU_APP_ID));
  return app;
}

}  // namespace

int runWindow(int argc, char* argv[]) {
  QStringList args;
  for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
  // `--lecture` takes an optional step: `--lecture 3` (or `--lecture=3`).
  ui::StartOptions start;
  QString step;  // checked against the deck's steps below
  for (qsizetype i = 1; i < args.size(); ++i) {
    if (args[i] == "--lecture" || args[i] == "-lecture") {
      start.lectureStep = 1;
      if (i + 1 < args.size() && !args[i + 1].startsWith('-')) step = args.takeAt(i + 1);
    } else if (args[i].startsWith("--lecture=")) {
      step = args[i].mid(10);
      args[i] = "--lecture";
    }
  }
  // A scene or deck file as the only argument, as a desktop opens a double-clicked file
  // (Exec=gelu-explorer %f): the same as --scene FILE or --deck FILE. A bare word stays an
  // unknown command.
  if (args.size() == 2 && !args[1].startsWith('-') && !cli::isCommand(args[1]) &&
      (args[1].contains('/') || args[1].contains('.'))) {
    args.insert(1, args[1].endsWith(QLatin1String(ui::kDeckSuffix)) ? QStringLiteral("--deck")
                                                                    : QStringLiteral("--scene"));
  }
  if (args.size() == 2 && args[1] == QLatin1String("help")) args[1] = "--help";  // as git's
  QCommandLineParser parser;
  parser.addPositionalArgument(
      "command",
      "table | simulate | neuron | render | moments | propagate | train | typeset | "
      "export-web | serve (each has --help); without a command the window opens.",
      "[command]");
  parser.addOption({
      "lecture",
      "Start in lecture mode, at STEP if given (F5 in the window): the deck's steps, by default "
      "the built-in lecture's.",
  });
  parser.addOption({"scene", "Open the scene file FILE (*.gelu.json).", "FILE"});
  parser.addOption({"deck", "Open the deck FILE (*.gelu-deck.json): F5 presents it.", "FILE"});
  try {
    if (!cli::parse(parser, args, QString(),
                    "GELU Explorer: see why GELU(x) = x·Φ(x) is the expected value of a random "
                    "mask.\nThe window: gelu-explorer [--scene FILE | FILE] [--deck FILE] "
                    "[--lecture [STEP]]")) {
      return cli::kOk;
    }
  } catch (const cli::UsageError& e) {
    const QString first = args.size() > 1 ? args[1] : QString();
    if (!first.startsWith('-'))
      return usage(QString("unknown command '%1' (try --help)")
                       .arg(QString::fromStdString(cli::shown(first))));
    return usage(QString::fromLocal8Bit(e.what() + 2));  // drop the empty command
  }
  if (parser.isSet("scene")) {
    // Checked before any window appears: a bad file is a one-line error, exit 2.
    QString error;
    bool ioFailure = false;
    if (!ui::readSceneFile(parser.value("scene"), &error, &ioFailure)) {
      if (!ioFailure) return usage("--scene: " + error);
      std::fprintf(stderr, "gelu-explorer: %s\n", qPrintable(error));
      return cli::kIoFailure;
    }
    start.scenePath = parser.value("scene");
  }
  const ui::Deck* deck = &ui::builtInDeck();
  std::optional<ui::Deck> opened;
  if (parser.isSet("deck")) {
    QString error;
    bool ioFailure = false;
    opened = ui::readDeckFile(parser.value("deck"), &error, &ioFailure);
    if (!opened) {
      if (!ioFailure) return usage("--deck: " + error);
      std::fprintf(stderr, "gelu-explorer: %s\n", qPrintable(error));
      return cli::kIoFailure;
    }
    deck = &*opened;
    start.deckPath = parser.value("deck");
  }
  if (!step.isEmpty()) {
    bool ok = false;
    start.lectureStep = step.toInt(&ok);
    const int steps = static_cast<int>(ui::shownSteps(*deck).size());
    if (!ok || start.lectureStep < 1 || start.lectureStep > steps) {
      return usage(QString("--lecture: step '%1' is not one of 1..%2")
                       .arg(QString::fromStdString(cli::shown(step)))
                       .arg(steps));
    }
  }
  if (const auto app = startGui(argc, argv)) return ui::runApplication(start);
  return cli::kIoFailure;
}
