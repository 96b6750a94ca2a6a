#pragma once
/// @file
/// @brief The room's server: the web edition with a deck inside, served to whoever has the join
/// code (the deck's notes removed), and the live session every follower's page follows over one
/// WebSocket (/live). Where the lecture is comes from the presenter: the window presenting the
/// deck (setState) or, for `gelu-explorer serve`, a presenter's page behind a code of its own.
/// It serves nothing else — no file of this machine, no listing — and trusts no message
/// (core/model/room reads the presenter's strictly; a follower's reach no one; sizes, counts and
/// rates capped). Deleting it closes every connection at once.
#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QTimer>
#include <list>
#include <map>
#include <memory>
#include <set>

#include "core/model/deck.hpp"
#include "core/model/question.hpp"
#include "core/model/room.hpp"

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;
class QWebSocket;

namespace ui {

class RoomServer : public QObject {
  Q_OBJECT
 public:
  struct Options {
    QHostAddress address = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0;  ///< 0: any free one
    /// Also a presenter's page and socket behind a code of their own (serve); the window
    /// presenting says where the lecture is itself, and serves no presenter's page.
    bool presenterPage = false;
    /// The language the questions' prompts and choices are kept in (the CSV's, the reveal's).
    QString language = QStringLiteral("en");
  };
  static constexpr int kJoinCodeLength = 10;
  static constexpr int kPresenterCodeLength = 20;
  /// The shortest time between two states sent for the window (a sweep moves x 60 times a
  /// second; the room is told at most 30 times, the last state always).
  static constexpr int kMinSendMs = 33;

  /// Serves `deck` from `page` (the web edition, ui::readWebPage) as `options` say. Null with a
  /// one-line `error` when it cannot listen there.
  static std::unique_ptr<RoomServer> start(const gelu::model::Deck& deck, const QByteArray& page,
                                           const Options& options, QString* error);
  ~RoomServer() override;
  RoomServer(const RoomServer&) = delete;
  RoomServer& operator=(const RoomServer&) = delete;

  /// http://ADDRESS:PORT/?code=JOIN — what the QR code and the audience screen show.
  QString joinUrl() const;
  /// The presenter's page (empty without Options::presenterPage).
  QString presenterUrl() const;
  QString joinCode() const { return m_join; }
  quint16 port() const { return m_port; }
  QHostAddress address() const { return m_address; }
  int followers() const;
  gelu::model::RoomState state() const { return m_state; }

  /// The lecture is now at `state` (the window presenting): every follower is told, at most
  /// every kMinSendMs; an equal state sends nothing.
  void setState(const gelu::model::RoomState& state);

  /// The question of the step the lecture is at (null: it asks none), and its answers so far:
  /// followers answer until it is revealed (RoomState::revealed), each their latest.
  const gelu::model::ResolvedQuestion* question() const;
  gelu::model::AnswerTally answers() const;
  /// How many answered the current step's question.
  int answerCount() const;
  /// Whether answers to the current step's question are taken: it has one, never revealed (a
  /// step revealed once stays closed: its right answer has been seen).
  bool asking() const;
  /// Every answer to every question asked, as CSV (question.hpp) — given only when the lecturer
  /// asks: nothing is written anywhere by itself.
  QByteArray answersCsv() const;
  bool hasAnswers() const;

 signals:
  void followersChanged(int followers);
  /// A follower answered the current step's question (`answers`: how many have).
  void answersChanged(int answers);

 private:
  struct Link;
  RoomServer(const gelu::model::Deck& deck, const QByteArray& page, bool presenterPage,
             const QString& language);
  QString origin() const;  ///< http://ADDRESS:PORT
  QHttpServerResponse servePage(const QHttpServerRequest& r, const QString& code,
                                const QByteArray& body) const;
  void accept();
  Link* find(QWebSocket* s);
  void received(QWebSocket* s, const QString& text);
  void broadcast(const QWebSocket* except);
  void tellPresenters();
  void forget(QWebSocket* s);
  void answered(Link& link, const QString& text);
  QString stateMessage() const;
  /// Once the current step's answers are revealed: its question takes no more, and its right
  /// answer is taken where the live lecture is (x, μ, σ, fragments), as the room saw it.
  void closeRevealedQuestion();

  std::unique_ptr<QHttpServer> m_server;
  gelu::model::Deck m_deck;
  QByteArray m_followerPage;
  QByteArray m_presenterPage;
  QString m_join;
  QString m_presenter;  ///< empty: no presenter's page or socket
  QHostAddress m_address;
  quint16 m_port = 0;
  gelu::model::RoomState m_state;
  std::list<Link> m_links;
  QElapsedTimer m_clock;
  qint64 m_sentAt = -kMinSendMs;
  QTimer m_sendLater;
  int m_followers = 0;
  std::string m_language;                                    ///< the questions' texts' language
  std::map<int, gelu::model::ResolvedQuestion> m_questions;  ///< by step index
  std::map<int, gelu::model::AnswerTally> m_answers;         ///< by step index
  int m_revealSent = -1;   ///< the step whose revealed answers followers have
  std::set<int> m_closed;  ///< steps whose answers have been revealed: they take no more
  QTimer m_answersLater;   ///< answers arriving together tell the presenters once
};

}  // namespace ui
