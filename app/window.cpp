#include "window.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>

#include "cli.hpp"
#include "ui/Application.hpp"
#include "ui/SceneFile.hpp"

namespace {

int usage(const QString& message) {
  std::fprintf(stderr, "gelu-explorer: %s\n", qPrintable(message));
  return cli::kBadUsage;
}

}  // namespace

int runWindow(int argc, char* argv[]) {
  QStringList args;
  for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
  // `--lecture` takes an optional step: `--lecture 3` (or `--lecture=3`).
  ui::StartOptions start;
  for (qsizetype i = 1; i < args.size(); ++i) {
    QString step;
    if (args[i] == "--lecture" || args[i] == "-lecture") {
      start.lectureStep = 1;
      if (i + 1 < args.size() && !args[i + 1].startsWith('-')) step = args.takeAt(i + 1);
    } else if (args[i].startsWith("--lecture=")) {
      step = args[i].mid(10);
      args[i] = "--lecture";
    } else {
      continue;
    }
    if (step.isEmpty()) continue;
    bool ok = false;
    start.lectureStep = step.toInt(&ok);
    if (!ok || start.lectureStep < 1 || start.lectureStep > 8) {
      return usage(QString("--lecture: step '%1' is not one of 1..8").arg(step));
    }
  }
  QCommandLineParser parser;
  parser.addPositionalArgument("command",
                               "table | simulate | neuron | render (each has --help); "
                               "without a command the window opens.",
                               "[command]");
  parser.addOption({
      "lecture",
      "Start in lecture mode, at STEP 1..8 if given (F5 in the window).",
  });
  parser.addOption({"scene", "Open the scene file FILE (*.gelu.json).", "FILE"});
  try {
    if (!cli::parse(parser, args, QString(),
                    "GELU Explorer: see why GELU(x) = x·Φ(x) is the expected value of a random "
                    "mask.\nUsage: gelu-explorer [--scene FILE] [--lecture [STEP]]")) {
      return cli::kOk;
    }
  } catch (const cli::UsageError& e) {
    const QString first = args.size() > 1 ? args[1] : QString();
    if (!first.startsWith('-'))
      return usage(QString("unknown command '%1' (try --help)").arg(first));
    return usage(QString::fromLocal8Bit(e.what() + 2));  // drop the empty command
  }
  if (parser.isSet("scene")) {
    // Checked before any window appears: a bad file is a one-line error, exit 2.
    QString error;
    if (!ui::readSceneFile(parser.value("scene"), &error)) return usage("--scene: " + error);
    start.scenePath = parser.value("scene");
  }
  QApplication app(argc, argv);
  return ui::runApplication(start);
}
