#include "ui/room/RoomServer.hpp"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>
#include <QWebSocket>
#include <algorithm>

#include "ui/room/WebPage.hpp"

namespace ui {
namespace {

namespace m = gelu::model;

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

QString randomCode(int length) {
  auto* random = QRandomGenerator::system();
  return QString::fromStdString(m::roomCode([&] { return random->generate(); }, length));
}

/// The page with the deck and the room's element: the role and the code its WebSocket shows.
QByteArray roomPage(const QByteArray& page, const m::Deck& deck, const char* role,
                    const QString& code) {
  const QByteArray room = "<script type=\"application/json\" id=\"gelu-room\">{\"role\":\"" +
                          QByteArray(role) + "\",\"code\":\"" + code.toLatin1() + "\"}</script>";
  return filledWebPage(page, m::writeDeck(deck), {}, room);
}

}  // namespace

/// One connection and its share of the rate limit (a token bucket refilled each second).
struct RoomServer::Link {
  std::unique_ptr<QWebSocket> socket;
  bool presenter = false;
  double tokens = m::kRoomMessagesPerSecond;
  qint64 refilledAt = 0;
  std::string token;  ///< the follower's anonymous token (the page's, ?who=): whose answer is
                      ///< whose, never sent anywhere; empty: this link cannot answer
};

RoomServer::RoomServer(const m::Deck& deck, const QByteArray& page, bool presenterPage,
                       const QString& language)
    : m_server(std::make_unique<QHttpServer>()),
      m_deck(deck),
      m_join(randomCode(kJoinCodeLength)),
      m_presenter(presenterPage ? randomCode(kPresenterCodeLength) : QString()),
      m_language(language.toStdString()) {
  m_followerPage = roomPage(page, m::forFollowers(m_deck), "follow", m_join);
  if (presenterPage) m_presenterPage = roomPage(page, m_deck, "present", m_presenter);
  m_state.step = m::shownSteps(m_deck).front();
  for (int step : m::shownSteps(m_deck)) {
    if (auto q = m::resolveQuestion(m_deck, step, language.toStdString())) {
      m_questions.emplace(step, std::move(*q));
    }
  }
  m_clock.start();
  m_answersLater.setSingleShot(true);
  m_answersLater.setInterval(150);
  connect(&m_answersLater, &QTimer::timeout, this, [this] {
    tellPresenters();
    emit answersChanged(answerCount());
  });
  m_sendLater.setSingleShot(true);
  connect(&m_sendLater, &QTimer::timeout, this, [this] {
    m_sentAt = m_clock.elapsed();
    broadcast(nullptr);
  });
  // Pages: the follower's and the presenter's, each behind its code; nothing else.
  m_server->route(
      "/", [this](const QHttpServerRequest& r) { return servePage(r, m_join, m_followerPage); });
  if (presenterPage) {
    m_server->route("/present", [this](const QHttpServerRequest& r) {
      return servePage(r, m_presenter, m_presenterPage);
    });
    // The answers, for the presenter alone (their code), when they ask.
    m_server->route("/answers.csv", [this](const QHttpServerRequest& r) {
      if (r.method() != QHttpServerRequest::Method::Get ||
          r.query().queryItemValue("code") != m_presenter) {
        return QHttpServerResponse("text/plain", "a wrong or missing code\n",
                                   QHttpServerResponder::StatusCode::Forbidden);
      }
      QHttpServerResponse response("text/csv; charset=utf-8", answersCsv());
      response.setHeader("Content-Disposition", "attachment; filename=\"answers.csv\"");
      return response;
    });
  }
  // The session's WebSocket: Qt 6.4 upgrades only a request a route has handled without
  // writing (qabstracthttpserver.cpp); a plain request there is not found.
  m_server->route("/live", [](const QHttpServerRequest& r, QHttpServerResponder&& responder) {
    if (r.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) return;
    responder.write(QHttpServerResponder::StatusCode::NotFound);
  });
  m_server->afterRequest([](QHttpServerResponse&& response) {
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "no-referrer");
    response.setHeader("Content-Security-Policy",
                       "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; "
                       "style-src 'unsafe-inline'; img-src data: blob:; font-src data:; "
                       "connect-src 'self'; base-uri 'none'; form-action 'none'");
    return std::move(response);
  });
  connect(m_server.get(), &QAbstractHttpServer::newWebSocketConnection, this, &RoomServer::accept);
}

std::unique_ptr<RoomServer> RoomServer::start(const m::Deck& deck, const QByteArray& page,
                                              const Options& options, QString* error) {
  if (m::shownSteps(deck).empty()) {
    *error = QStringLiteral("every step of the deck is hidden");
    return nullptr;
  }
  std::unique_ptr<RoomServer> room(
      new RoomServer(deck, page, options.presenterPage, options.language));
  auto* tcp = new LowDelayServer;
  tcp->setParent(room->m_server.get());
  if (!tcp->listen(options.address, options.port)) {
    *error = QStringLiteral("cannot listen on %1:%2 (%3)")
                 .arg(options.address.toString())
                 .arg(options.port)
                 .arg(tcp->errorString());
    return nullptr;
  }
  room->m_server->bind(tcp);
  room->m_address = options.address;
  room->m_port = tcp->serverPort();
  return room;
}

RoomServer::~RoomServer() {
  // Every connection closed now, not when the event loop next runs: stopping means stopped.
  for (Link& l : m_links) {
    QWebSocket* s = l.socket.get();
    disconnect(s, nullptr, this, nullptr);
    s->abort();
  }
  m_links.clear();
}

QString RoomServer::origin() const {
  QString host = m_address.toString();
  if (m_address.protocol() == QAbstractSocket::IPv6Protocol) host = '[' + host + ']';
  return QStringLiteral("http://%1:%2").arg(host).arg(m_port);
}

QString RoomServer::joinUrl() const { return origin() + "/?code=" + m_join; }

QString RoomServer::presenterUrl() const {
  if (m_presenter.isEmpty()) return {};
  return origin() + "/present?code=" + m_presenter;
}

int RoomServer::followers() const { return m_followers; }

QHttpServerResponse RoomServer::servePage(const QHttpServerRequest& r, const QString& code,
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

/// A WebSocket: /live with the join code (a follower) or the presenter's code, from a page this
/// server served (its Origin); anything else is closed at once.
void RoomServer::accept() {
  while (m_server->hasPendingWebSocketConnections()) {
    std::unique_ptr<QWebSocket> s = m_server->nextPendingWebSocketConnection();
    const QUrl url = s->requestUrl();
    const QString code = QUrlQuery(url).queryItemValue("code");
    const bool presenter = !m_presenter.isEmpty() && code == m_presenter;
    const QString origin = "http://" + url.host() + ':' + QString::number(url.port(80));
    if (url.path() != "/live" || (!presenter && code != m_join) || s->origin() != origin) {
      s->close(QWebSocketProtocol::CloseCodePolicyViolated, "not admitted");
      continue;
    }
    if (!presenter && m_followers >= m::kMaxFollowers) {
      s->close(QWebSocketProtocol::CloseCodeGoingAway, "the room is full");
      continue;
    }
    s->setMaxAllowedIncomingFrameSize(m::kMaxRoomMessage);
    s->setMaxAllowedIncomingMessageSize(m::kMaxRoomMessage);
    QWebSocket* raw = s.get();
    std::string token = QUrlQuery(url).queryItemValue("who").toStdString();
    if (!m::isFollowerToken(token)) token.clear();
    m_links.push_back({std::move(s), presenter, double(m::kRoomMessagesPerSecond),
                       m_clock.elapsed(), std::move(token)});
    if (!presenter) ++m_followers;
    connect(raw, &QWebSocket::textMessageReceived, this,
            [this, raw](const QString& text) { received(raw, text); });
    connect(raw, &QWebSocket::binaryMessageReceived, this, [raw](const QByteArray&) {
      raw->close(QWebSocketProtocol::CloseCodePolicyViolated, "refused");
    });
    connect(raw, &QWebSocket::disconnected, this, [this, raw] { forget(raw); });
    // A late joiner gets where the lecture is now (and the answers, when they are revealed).
    raw->sendTextMessage(stateMessage());
    if (m_revealSent == m_state.step) {
      raw->sendTextMessage(QString::fromStdString(
          m::answersMessage(m_questions.at(m_state.step), m_answers[m_state.step])));
    }
    tellPresenters();
    if (!presenter) emit followersChanged(m_followers);
  }
}

RoomServer::Link* RoomServer::find(QWebSocket* s) {
  for (Link& l : m_links) {
    if (l.socket.get() == s) return &l;
  }
  return nullptr;
}

void RoomServer::received(QWebSocket* s, const QString& text) {
  Link* link = find(s);
  if (link == nullptr) return;
  // The rate limit: a bucket of a second's messages, refilled as time passes.
  const qint64 now = m_clock.elapsed();
  link->tokens = std::min<double>(m::kRoomMessagesPerSecond,
                                  link->tokens + static_cast<double>(now - link->refilledAt) *
                                                     m::kRoomMessagesPerSecond / 1000.0);
  link->refilledAt = now;
  if (link->tokens < 1.0) {
    s->close(QWebSocketProtocol::CloseCodePolicyViolated, "refused");
    return;
  }
  link->tokens -= 1.0;
  if (!link->presenter) {  // a follower's answer reaches the lecturer alone; nothing else is read
    answered(*link, text);
    return;
  }
  const auto read = m::readPresenterMessage(text.toStdString(), m_deck);
  if (std::holds_alternative<std::string>(read)) {
    s->sendTextMessage(QStringLiteral(R"({"t":"refused"})"));
    return;
  }
  m_state = std::get<m::RoomState>(read);
  broadcast(s);
}

void RoomServer::setState(const m::RoomState& state) {
  if (state == m_state) return;
  m_state = state;
  closeRevealedQuestion();
  const qint64 since = m_clock.elapsed() - m_sentAt;
  if (since >= kMinSendMs) {
    m_sendLater.stop();
    m_sentAt = m_clock.elapsed();
    broadcast(nullptr);
  } else if (!m_sendLater.isActive()) {
    m_sendLater.start(static_cast<int>(kMinSendMs - since));  // then the latest state
  }
}

void RoomServer::answered(Link& link, const QString& text) {
  // Refused with a reason the page can say: closed (none asked now, or revealed), invalid (not
  // an answer to this question), anonymous (no token), full (kMaxAnswers).
  const auto refuse = [&](const char* why) {
    link.socket->sendTextMessage(QStringLiteral(R"({"t":"refused","why":"%1"})").arg(why));
  };
  const m::ResolvedQuestion* q = question();
  if (!asking() || q == nullptr) return refuse("closed");
  std::string why;
  const auto answer = m::readAnswerMessage(text.toStdString(), *q, &why);
  if (!answer) return refuse(why == "'value' off the plot" ? "off-plot" : "invalid");
  if (link.token.empty()) return refuse("anonymous");
  m::AnswerTally& tally = m_answers[m_state.step];
  const int before = tally.count();
  if (!tally.record(link.token, *answer)) return refuse("full");
  link.socket->sendTextMessage(QStringLiteral(R"({"t":"answered"})"));
  if (tally.count() != before || !m_answersLater.isActive()) m_answersLater.start();
}

void RoomServer::closeRevealedQuestion() {
  if (!m_state.revealed || question() == nullptr || m_closed.count(m_state.step) != 0) return;
  m_closed.insert(m_state.step);
  const m::QuestionAt at{m_state.fragments, m_state.x, m_state.mu, m_state.sigma};
  if (auto live = m::resolveQuestion(m_deck, m_state.step, m_language, at)) {
    m_questions[m_state.step] = std::move(*live);
  }
}

const m::ResolvedQuestion* RoomServer::question() const {
  const auto it = m_questions.find(m_state.step);
  return it == m_questions.end() ? nullptr : &it->second;
}

m::AnswerTally RoomServer::answers() const {
  const auto it = m_answers.find(m_state.step);
  return it == m_answers.end() ? m::AnswerTally() : it->second;
}

int RoomServer::answerCount() const {
  const auto it = m_answers.find(m_state.step);
  return it == m_answers.end() ? 0 : it->second.count();
}

bool RoomServer::asking() const {
  return question() != nullptr && !m_state.revealed && m_closed.count(m_state.step) == 0;
}

bool RoomServer::hasAnswers() const {
  for (const auto& [step, tally] : m_answers) {
    if (tally.count() > 0) return true;
  }
  return false;
}

QByteArray RoomServer::answersCsv() const {
  std::vector<std::pair<m::ResolvedQuestion, m::AnswerTally>> asked;
  for (const auto& [step, tally] : m_answers) {
    if (tally.count() > 0) asked.emplace_back(m_questions.at(step), tally);
  }
  return QByteArray::fromStdString(m::answersCsv(asked));
}

QString RoomServer::stateMessage() const {
  return QString::fromStdString(m::roomStateMessage(m_state, m_followers, answerCount(), asking()));
}

void RoomServer::broadcast(const QWebSocket* except) {
  closeRevealedQuestion();
  const QString message = stateMessage();
  for (Link& l : m_links) {
    if (l.socket.get() != except) l.socket->sendTextMessage(message);
  }
  // The reveal: every page gets the answers once (the presenter's page too).
  const m::ResolvedQuestion* q = question();
  if (q == nullptr || !m_state.revealed) {
    m_revealSent = -1;
  } else if (m_revealSent != m_state.step) {
    m_revealSent = m_state.step;
    const QString answers = QString::fromStdString(m::answersMessage(*q, m_answers[m_state.step]));
    for (Link& l : m_links) l.socket->sendTextMessage(answers);
  }
}

void RoomServer::tellPresenters() {
  const QString message = stateMessage();
  for (Link& l : m_links) {
    if (l.presenter) l.socket->sendTextMessage(message);
  }
}

void RoomServer::forget(QWebSocket* s) {
  for (auto it = m_links.begin(); it != m_links.end(); ++it) {
    if (it->socket.get() == s) {
      const bool follower = !it->presenter;
      it->socket.release()->deleteLater();
      m_links.erase(it);
      if (follower) {
        --m_followers;
        emit followersChanged(m_followers);
      }
      break;
    }
  }
  tellPresenters();
}

}  // namespace ui
