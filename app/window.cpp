#include "window.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>

#include "cli.hpp"
#include "ui/Application.hpp"

int runWindow(int argc, char* argv[]) {
  QStringList args;
  for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
  QCommandLineParser parser;
  parser.addPositionalArgument("command",
                               "table | simulate | neuron | render (each has --help); "
                               "without a command the window opens.",
                               "[command]");
  try {
    if (!cli::parse(parser, args, QString(),
                    "GELU Explorer: see why GELU(x) = x·Φ(x) is the expected value of a random "
                    "mask.")) {
      return cli::kOk;
    }
  } catch (const cli::UsageError& e) {
    const QString first = args.size() > 1 ? args[1] : QString();
    if (!first.startsWith('-')) {
      std::fprintf(stderr, "gelu-explorer: unknown command '%s' (try --help)\n", qPrintable(first));
    } else {
      std::fprintf(stderr, "gelu-explorer: %s\n", e.what() + 2);  // drop the empty command
    }
    return cli::kBadUsage;
  }
  QApplication app(argc, argv);
  return ui::runApplication();
}
