// gelu-explorer: the window, or one command-line command (table, simulate, neuron).
#include <QCoreApplication>

#include "cli.hpp"
#include "window.hpp"

int main(int argc, char* argv[]) {
  QCoreApplication::setOrganizationName("GELU Explorer");
  QCoreApplication::setApplicationName("gelu-explorer");
  QCoreApplication::setApplicationVersion(GELU_EXPLORER_VERSION);
  if (argc > 1 && cli::isCommand(QString::fromLocal8Bit(argv[1]))) {
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    const QString command = args.takeAt(1);
    return cli::runCommand(command, args);
  }
  return runWindow(argc, argv);
}
