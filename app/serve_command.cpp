// gelu-explorer serve: a deck's live session for the room. It serves the web edition with the
// deck inside (its notes removed) to whoever has the join code, and the same page with the notes
// to whoever has the presenter's code; the presenter's page says where the lecture is, and every
// follower's page follows. It serves nothing else: no file of this machine, no listing.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>
#include <QWebSocket>
#include <cstdio>
#include <list>
#include <memory>

#include "cli.hpp"
#include "core/model/deck.hpp"
#include "core/model/room.hpp"
#include "ui/model/Deck.hpp"
#include "web_page.hpp"

namespace cli {
namespace {

namespace m = gelu::model;

constexpr int kJoinCodeLength = 10;
constexpr int kPresenterCodeLength = 20;

/// A listening socket whose connections send at once: without TCP_NODELAY a small message
/// after another waits for the peer's delayed acknowledgement (about 40 ms on Linux), which alone
/// would spend most of the 100 ms a follower has.
class LowDelayServer : public QTcpServer {
 protected:
  void incomingConnection(qintptr descriptor) override {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
      delete socket;
      return;
    }
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    addPendingConnection(socket);
  }
};

/// One connection and its share of the rate limit (a token bucket refilled each second).
struct Link {
  std::unique_ptr<QWebSocket> socket;
  bool presenter = false;
  double tokens = m::kRoomMessagesPerSecond;
  qint64 refilledAt = 0;
};

class Room : public QObject {
 public:
  Room(m::Deck deck, QByteArray followerPage, QByteArray presenterPage, QString joinCode,
       QString presenterCode)
      : m_deck(std::move(deck)),
        m_followerPage(std::move(followerPage)),
        m_presenterPage(std::move(presenterPage)),
        m_join(std::move(joinCode)),
        m_presenter(std::move(presenterCode)) {
    const std::vector<int> shown = m::shownSteps(m_deck);
    m_state.step = shown.front();
    m_clock.start();
    // Pages: the follower's and the presenter's, each behind its code; nothing else.
    m_server.route("/",
                   [this](const QHttpServerRequest& r) { return page(r, m_join, m_followerPage); });
    m_server.route("/present", [this](const QHttpServerRequest& r) {
      return page(r, m_presenter, m_presenterPage);
    });
    // The session's WebSocket: Qt 6.4 upgrades only a request a route has handled without
    // writing (qabstracthttpserver.cpp); a plain request there is not found.
    m_server.route("/live", [](const QHttpServerRequest& r, QHttpServerResponder&& responder) {
      if (r.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) return;
      responder.write(QHttpServerResponder::StatusCode::NotFound);
    });
    m_server.afterRequest([](QHttpServerResponse&& response) {
      response.setHeader("Cache-Control", "no-store");
      response.setHeader("X-Content-Type-Options", "nosniff");
      response.setHeader("Referrer-Policy", "no-referrer");
      response.setHeader("Content-Security-Policy",
                         "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; "
                         "style-src 'unsafe-inline'; img-src data: blob:; font-src data:; "
                         "connect-src 'self'; base-uri 'none'; form-action 'none'");
      return std::move(response);
    });
    connect(&m_server, &QAbstractHttpServer::newWebSocketConnection, this, &Room::accept);
  }

  quint16 listen(const QHostAddress& address, quint16 port) {
    auto* tcp = new LowDelayServer;
    tcp->setParent(&m_server);
    if (!tcp->listen(address, port)) return 0;
    m_server.bind(tcp);
    return tcp->serverPort();
  }

 private:
  QHttpServerResponse page(const QHttpServerRequest& r, const QString& code,
                           const QByteArray& body) const {
    if (r.method() != QHttpServerRequest::Method::Get) {
      return QHttpServerResponse(QHttpServerResponder::StatusCode::MethodNotAllowed);
    }
    if (r.query().queryItemValue("code") != code) {
      return QHttpServerResponse("text/plain", "a wrong or missing code\n",
                                 QHttpServerResponder::StatusCode::Forbidden);
    }
    return QHttpServerResponse("text/html; charset=utf-8", body);
  }

  int followers() const {
    int n = 0;
    for (const Link& l : m_links) n += l.presenter ? 0 : 1;
    return n;
  }

  /// A WebSocket: /live with the join code (a follower) or the presenter's code, from a page
  /// this server served (its Origin); anything else is closed at once.
  void accept() {
    while (m_server.hasPendingWebSocketConnections()) {
      std::unique_ptr<QWebSocket> s = m_server.nextPendingWebSocketConnection();
      const QUrl url = s->requestUrl();
      const QString code = QUrlQuery(url).queryItemValue("code");
      const bool presenter = code == m_presenter;
      const QString origin = "http://" + url.host() + ':' + QString::number(url.port(80));
      if (url.path() != "/live" || (!presenter && code != m_join) || s->origin() != origin) {
        s->close(QWebSocketProtocol::CloseCodePolicyViolated, "not admitted");
        continue;
      }
      if (!presenter && followers() >= m::kMaxFollowers) {
        s->close(QWebSocketProtocol::CloseCodeGoingAway, "the room is full");
        continue;
      }
      s->setMaxAllowedIncomingFrameSize(m::kMaxRoomMessage);
      s->setMaxAllowedIncomingMessageSize(m::kMaxRoomMessage);
      QWebSocket* raw = s.get();
      m_links.push_back(
          {std::move(s), presenter, double(m::kRoomMessagesPerSecond), m_clock.elapsed()});
      connect(raw, &QWebSocket::textMessageReceived, this,
              [this, raw](const QString& text) { received(raw, text); });
      connect(raw, &QWebSocket::binaryMessageReceived, this,
              [this, raw](const QByteArray&) { drop(raw); });
      connect(raw, &QWebSocket::disconnected, this, [this, raw] { forget(raw); });
      // A late joiner gets where the lecture is now.
      raw->sendTextMessage(QString::fromStdString(m::roomStateMessage(m_state, followers())));
      tellPresenters();
    }
  }

  Link* find(QWebSocket* s) {
    for (Link& l : m_links) {
      if (l.socket.get() == s) return &l;
    }
    return nullptr;
  }

  void received(QWebSocket* s, const QString& text) {
    Link* link = find(s);
    if (link == nullptr) return;
    // The rate limit: a bucket of a second's messages, refilled as time passes.
    const qint64 now = m_clock.elapsed();
    link->tokens = std::min<double>(
        m::kRoomMessagesPerSecond,
        link->tokens + (now - link->refilledAt) * m::kRoomMessagesPerSecond / 1000.0);
    link->refilledAt = now;
    if (link->tokens < 1.0) {
      drop(s);
      return;
    }
    link->tokens -= 1.0;
    if (!link->presenter) return;  // nothing a follower sends reaches anyone
    const auto read = m::readPresenterMessage(text.toStdString(), m_deck);
    if (std::holds_alternative<std::string>(read)) {
      s->sendTextMessage(QString::fromStdString(R"({"t":"refused"})"));
      return;
    }
    m_state = std::get<m::RoomState>(read);
    const QString message = QString::fromStdString(m::roomStateMessage(m_state, followers()));
    for (Link& l : m_links) {
      if (l.socket.get() != s) l.socket->sendTextMessage(message);
    }
  }

  void tellPresenters() {
    const QString message = QString::fromStdString(m::roomStateMessage(m_state, followers()));
    for (Link& l : m_links) {
      if (l.presenter) l.socket->sendTextMessage(message);
    }
  }

  void drop(QWebSocket* s) { s->close(QWebSocketProtocol::CloseCodePolicyViolated, "refused"); }

  void forget(QWebSocket* s) {
    for (auto it = m_links.begin(); it != m_links.end(); ++it) {
      if (it->socket.get() == s) {
        it->socket.release()->deleteLater();
        m_links.erase(it);
        break;
      }
    }
    tellPresenters();
  }

  QHttpServer m_server;
  m::Deck m_deck;
  QByteArray m_followerPage;
  QByteArray m_presenterPage;
  QString m_join;
  QString m_presenter;
  m::RoomState m_state;
  std::list<Link> m_links;
  QElapsedTimer m_clock;
};

/// The page with the deck and the room's element: the role and the code its WebSocket shows.
QByteArray roomPage(const QByteArray& page, const m::Deck& deck, const char* role,
                    const QString& code) {
  const QByteArray room = "<script type=\"application/json\" id=\"gelu-room\">{\"role\":\"" +
                          QByteArray(role) + "\",\"code\":\"" + code.toLatin1() + "\"}</script>";
  return filledWebPage(page, m::writeDeck(deck), {}, room);
}

}  // namespace

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
  if (m::shownSteps(*deck).empty()) throw UsageError("--deck: every step is hidden");
  const QByteArray page = webPage("serve");
  auto* random = QRandomGenerator::system();
  const QString join =
      QString::fromStdString(m::roomCode([&] { return random->generate(); }, kJoinCodeLength));
  const QString presenter =
      QString::fromStdString(m::roomCode([&] { return random->generate(); }, kPresenterCodeLength));
  Room room(*deck, roomPage(page, m::withoutNotes(*deck), "follow", join),
            roomPage(page, *deck, "present", presenter), join, presenter);
  const quint16 listening = room.listen(address, static_cast<quint16>(port));
  if (listening == 0) {
    throw IoError("serve: cannot listen on " + address.toString().toStdString() + ":" +
                  std::to_string(port));
  }
  QString host = address.toString();
  if (address.protocol() == QAbstractSocket::IPv6Protocol) host = '[' + host + ']';
  const QString base = "http://" + host + ':' + QString::number(listening);
  std::printf("join: %s/?code=%s\n", qPrintable(base), qPrintable(join));
  std::printf("presenter: %s/present?code=%s\n", qPrintable(base), qPrintable(presenter));
  std::fflush(stdout);
  return QCoreApplication::exec();
}

}  // namespace cli
