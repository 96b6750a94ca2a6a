// gelu-explorer serve: a deck's live session for the room without a window (ui/room's server).
// It serves the web edition with the deck inside (its notes removed) to whoever has the join
// code, and the same page with the notes to whoever has the presenter's code; the presenter's
// page says where the lecture is, and every follower's page follows.
#include <QCoreApplication>
#include <QHostAddress>
#include <cstdio>

#include "cli.hpp"
#include "core/model/deck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/room/RoomServer.hpp"
#include "ui/room/WebPage.hpp"

namespace cli {

int runServe(const QStringList& args) {
  QCommandLineParser p;
  p.addOption({"deck", "The deck to present (required).", "FILE"});
  p.addOption({"bind",
               "The address to listen on (default 127.0.0.1; a network interface's "
               "address lets the room join).",
               "ADDR"});
  p.addOption({"port", "The port (default: any free one).", "N"});
  if (!parse(p, args, "serve", "Serve a deck's live session: students follow it in a browser.")) {
    return kOk;
  }
  if (!p.isSet("deck")) throw UsageError("serve: --deck FILE is required");
  QHostAddress address(QHostAddress::LocalHost);
  if (p.isSet("bind") && !address.setAddress(p.value("bind"))) {
    throw UsageError("--bind: '" + shown(p.value("bind")) + "' is not an IP address");
  }
  const auto port = countOption(p, "port", 0, 65535).value_or(0);
  QString error;
  bool ioFailure = false;
  const auto deck = ui::readDeckFile(p.value("deck"), &error, &ioFailure);
  if (!deck && ioFailure) throw IoError(error.toStdString());
  if (!deck) throw UsageError("--deck: " + error.toStdString());
  if (gelu::model::shownSteps(*deck).empty()) throw UsageError("--deck: every step is hidden");
  const QByteArray page = ui::readWebPage(QStringLiteral("serve"), &error);
  if (page.isNull()) throw IoError(error.toStdString());
  ui::RoomServer::Options options;
  options.address = address;
  options.port = static_cast<quint16>(port);
  options.presenterPage = true;
  const auto room = ui::RoomServer::start(*deck, page, options, &error);
  if (!room) throw IoError("serve: " + error.toStdString());
  std::printf("join: %s\n", qPrintable(room->joinUrl()));
  std::printf("presenter: %s\n", qPrintable(room->presenterUrl()));
  std::fflush(stdout);
  return QCoreApplication::exec();
}

}  // namespace cli
