// The room's server (ui/room) as a follower's browser meets it, on loopback: the page only with
// the join code and without the presenter's notes, nothing else served; a follower's socket
// admitted with the code from the server's own origin, told where the lecture is on joining and
// on every move (at most every 33 ms, the last state always), heard by no one; stopping closes
// every connection at once. And the join address's QR code.
#include <gtest/gtest.h>

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QWebSocket>
#include <memory>
#include <random>

#include "core/model/figure_scene.hpp"
#include "core/model/room.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/room/QrCode.hpp"
#include "ui/room/RoomServer.hpp"

namespace ui {
namespace {

namespace m = gelu::model;

/// The web edition's page as far as the server needs it: its scene element and still marker.
QByteArray fakePage() {
  return "<!doctype html><html><body><noscript><!--gelu-still--></noscript>" +
         QByteArray::fromStdString(std::string(m::kWebSceneOpen)) + "</script></body></html>";
}

struct Reply {
  int status = 0;
  QByteArray body;
};

Reply get(const QString& url, const QByteArray& method = "GET") {
  QNetworkAccessManager net;
  QNetworkRequest request{QUrl(url)};
  QNetworkReply* reply = net.sendCustomRequest(request, method);
  QEventLoop loop;
  QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
  QTimer::singleShot(5000, &loop, &QEventLoop::quit);
  loop.exec();
  Reply r{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll()};
  reply->deleteLater();
  return r;
}

/// A follower's socket: /live with `code`, from `origin`; the messages it got.
struct Follower {
  QWebSocket socket;
  QStringList messages;
  bool closed = false;
  Follower(const RoomServer& room, const QString& code, const QString& origin = {},
           const QString& who = {}) {
    QObject::connect(&socket, &QWebSocket::textMessageReceived,
                     [this](const QString& t) { messages << t; });
    QObject::connect(&socket, &QWebSocket::disconnected, [this] { closed = true; });
    const QString host = QStringLiteral("http://127.0.0.1:%1").arg(room.port());
    QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1/live?code=%2%3")
                                     .arg(room.port())
                                     .arg(code, who.isEmpty() ? QString() : "&who=" + who)));
    request.setRawHeader("Origin", (origin.isEmpty() ? host : origin).toUtf8());
    socket.open(request);
  }
  bool waitFor(int count) {
    return QTest::qWaitFor([&] { return messages.size() >= count || closed; }, 5000) &&
           messages.size() >= count;
  }
};

/// The first step of the built-in lecture that asks for a point (with that answer, if given).
int firstPointQuestion(const std::string& answer = {}) {
  const m::Deck deck = builtInDeck();
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    const auto& q = deck.steps[static_cast<std::size_t>(i)].question;
    if (q && q->kind == m::QuestionKind::Point && (answer.empty() || q->answer == answer)) return i;
  }
  return -1;
}

std::unique_ptr<RoomServer> startRoom(bool presenterPage = false) {
  RoomServer::Options o;
  o.presenterPage = presenterPage;
  QString error;
  auto room = RoomServer::start(builtInDeck(), fakePage(), o, &error);
  EXPECT_TRUE(room) << error.toStdString();
  return room;
}

TEST(RoomServer, ThePageNeedsTheJoinCodeAndCarriesNoNotes) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  const QString base = QStringLiteral("http://127.0.0.1:%1").arg(room->port());
  EXPECT_TRUE(room->joinUrl().startsWith(base + "/?code=")) << room->joinUrl().toStdString();
  EXPECT_EQ(room->joinCode().size(), RoomServer::kJoinCodeLength);
  EXPECT_TRUE(room->presenterUrl().isEmpty());  // the window presents: no presenter's page
  const Reply page = get(room->joinUrl());
  EXPECT_EQ(page.status, 200);
  EXPECT_TRUE(page.body.contains("\"role\":\"follow\"")) << page.body.left(300).toStdString();
  // The deck is there (its first caption), its notes are not; the presenter's page (serve's)
  // has them.
  const m::Deck deck = builtInDeck();
  const QByteArray caption =
      QByteArray::fromStdString(deck.steps.front().caption.in("").substr(0, 20));
  const QByteArray notes = QByteArray::fromStdString(deck.steps.front().notes.in("").substr(0, 20));
  ASSERT_EQ(notes.size(), 20);
  EXPECT_TRUE(page.body.contains(caption));
  EXPECT_FALSE(page.body.contains(notes));
  const auto served = startRoom(true);
  ASSERT_TRUE(served);
  EXPECT_TRUE(get(served->presenterUrl()).body.contains(notes));
  EXPECT_FALSE(get(served->joinUrl()).body.contains(notes));
  EXPECT_EQ(get(base + "/").status, 403);
  EXPECT_EQ(get(base + "/?code=" + room->joinCode() + "x").status, 403);
  EXPECT_EQ(get(base + "/present?code=" + room->joinCode()).status, 404);
  EXPECT_EQ(get(base + "/etc/passwd").status, 404);
  EXPECT_EQ(get(room->joinUrl(), "POST").status, 405);
}

TEST(RoomServer, AFollowerIsToldWhereTheLectureIsOnJoiningAndOnEveryMove) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  QSignalSpy followers(room.get(), &RoomServer::followersChanged);
  Follower f(*room, room->joinCode());
  ASSERT_TRUE(f.waitFor(1));
  EXPECT_TRUE(f.messages[0].contains("\"t\":\"state\"")) << f.messages[0].toStdString();
  EXPECT_EQ(room->followers(), 1);
  ASSERT_TRUE(QTest::qWaitFor([&] { return !followers.isEmpty(); }, 2000));
  EXPECT_EQ(followers.last().first().toInt(), 1);
  m::RoomState s = room->state();
  s.step = 2;
  s.x = 1.25;
  s.black = true;
  room->setState(s);
  ASSERT_TRUE(f.waitFor(2));
  EXPECT_EQ(f.messages.last().toStdString(), m::roomStateMessage(s, 1));
  // Many moves at once (a sweep): a few messages, the last one the last state.
  const int before = static_cast<int>(f.messages.size());
  for (int i = 1; i <= 20; ++i) {
    s.x = 1.25 + i * 0.01;
    room->setState(s);
  }
  const std::string last = m::roomStateMessage(s, 1);
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return !f.messages.isEmpty() && f.messages.last().toStdString() == last; }, 3000));
  EXPECT_LE(f.messages.size() - before, 3);
  // What a follower sends reaches no one and moves nothing.
  Follower other(*room, room->joinCode());
  ASSERT_TRUE(other.waitFor(1));
  const int seen = static_cast<int>(f.messages.size());
  other.socket.sendTextMessage(R"({"t":"state","step":0,"fragments":0,"x":0,"black":false})");
  QTest::qWait(200);
  EXPECT_EQ(room->state(), s);
  EXPECT_EQ(f.messages.size(), seen);
}

// Revealed, the right answer is where the live lecture is: the lecturer moved σ to 0.5, so
// GELU's minimum the room is shown is x·Φ(2x)'s, at half the authored one's x.
TEST(RoomServer, TheRevealsRightAnswerIsTheLiveLectures) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  const int point = firstPointQuestion("minimum");
  ASSERT_GE(point, 0);
  m::RoomState s = room->state();
  s.step = point;
  room->setState(s);
  ASSERT_NE(room->question(), nullptr);
  ASSERT_TRUE(room->question()->right);
  const double authored = *room->question()->right;
  EXPECT_NEAR(authored, -0.7517916, 1e-6);
  s.sigma = 0.5;
  room->setState(s);
  EXPECT_EQ(*room->question()->right, authored);  // not revealed yet: the question as authored
  s.revealed = true;
  room->setState(s);
  ASSERT_TRUE(room->question()->right);
  EXPECT_NEAR(*room->question()->right, authored / 2, 1e-6);
}

// Issue 49, item 3: the step's question answered by followers, each their latest, until the
// lecturer reveals; then every page gets the answers, and later answers are refused.
TEST(RoomServer, FollowersAnswerTheStepsQuestionUntilItIsRevealed) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  const m::Deck deck = builtInDeck();
  int point = -1, plain = -1;
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    const auto& q = deck.steps[static_cast<std::size_t>(i)].question;
    if (q && q->kind == m::QuestionKind::Point && point < 0) point = i;
    if (!q && plain < 0) plain = i;
  }
  ASSERT_GE(point, 0);
  ASSERT_GE(plain, 0);
  QSignalSpy answered(room.get(), &RoomServer::answersChanged);
  m::RoomState s = room->state();
  s.step = point;
  room->setState(s);
  ASSERT_NE(room->question(), nullptr);
  EXPECT_EQ(room->question()->step, point);
  Follower a(*room, room->joinCode(), {}, "aaaaaaaaaaaaaaaa");
  Follower b(*room, room->joinCode(), {}, "bbbbbbbbbbbbbbbb");
  Follower c(*room, room->joinCode(), {}, "cccccccccccccccc");
  Follower nobody(*room, room->joinCode(), {}, "no token;");  // not a token: cannot answer
  ASSERT_TRUE(a.waitFor(1) && b.waitFor(1) && c.waitFor(1) && nobody.waitFor(1));
  EXPECT_TRUE(a.messages[0].contains("\"asking\":true")) << a.messages[0].toStdString();
  const auto answer = [&](double x) {
    return QStringLiteral(R"({"t":"answer","step":%1,"value":%2})").arg(point).arg(x);
  };
  a.socket.sendTextMessage(answer(-0.5));
  b.socket.sendTextMessage(answer(-0.7));
  a.socket.sendTextMessage(answer(-0.8));  // a changes their mind
  c.socket.sendTextMessage(QStringLiteral(R"({"t":"answer","step":%1,"value":99})").arg(point));
  c.socket.sendTextMessage(QStringLiteral(R"({"t":"answer","step":0,"value":0})"));
  nobody.socket.sendTextMessage(answer(-0.75));
  // Answers arriving together reach the presenters once (coalesced), the count 2.
  ASSERT_TRUE(QTest::qWaitFor([&] { return !answered.isEmpty(); }, 5000));
  ASSERT_TRUE(QTest::qWaitFor([&] { return c.messages.size() >= 3; }, 5000));
  EXPECT_EQ(c.messages[1], R"({"t":"refused","why":"off-plot"})");
  EXPECT_EQ(c.messages[2], R"({"t":"refused","why":"invalid"})");
  ASSERT_TRUE(nobody.waitFor(2));
  EXPECT_EQ(nobody.messages[1], R"({"t":"refused","why":"anonymous"})");
  EXPECT_TRUE(a.messages.contains(R"({"t":"answered"})"));
  EXPECT_EQ(room->answers().answers(), (std::vector<m::Answer>{{-0.8}, {-0.7}}));
  EXPECT_EQ(answered.last().first().toInt(), 2);
  // A follower who comes back (a reload, the Wi-Fi) with their token changes their answer.
  Follower again(*room, room->joinCode(), {}, "bbbbbbbbbbbbbbbb");
  ASSERT_TRUE(again.waitFor(1));
  again.socket.sendTextMessage(answer(-0.75));
  ASSERT_TRUE(again.waitFor(2));
  EXPECT_EQ(room->answers().answers(), (std::vector<m::Answer>{{-0.8}, {-0.75}}));
  // The reveal: the state, then the answers, to every page (with how many were right).
  s.revealed = true;
  room->setState(s);
  for (Follower* f : {&a, &b, &c}) {
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !f->messages.isEmpty() && f->messages.last().contains("\"t\":\"answers\""); },
        3000));
    const QString last = f->messages.last();
    EXPECT_TRUE(last.contains(QStringLiteral("\"step\":%1").arg(point))) << last.toStdString();
    EXPECT_TRUE(last.contains("\"answers\":[-0.8,-0.75]")) << last.toStdString();
    EXPECT_TRUE(last.contains("\"rightCount\":2")) << last.toStdString();
  }
  // A late joiner gets both too; an answer now is refused.
  Follower late(*room, room->joinCode(), {}, "llllllllllllllll");
  ASSERT_TRUE(late.waitFor(2));
  EXPECT_TRUE(late.messages[1].contains("\"t\":\"answers\""));
  late.socket.sendTextMessage(answer(-0.75));
  ASSERT_TRUE(late.waitFor(3));
  EXPECT_EQ(late.messages[2], R"({"t":"refused","why":"closed"})");
  EXPECT_EQ(room->answers().count(), 2);
  // Hidden again, the step stays closed: its right answer has been seen.
  s.revealed = false;
  room->setState(s);
  EXPECT_FALSE(room->asking());
  a.socket.sendTextMessage(answer(-0.7));
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return a.messages.last() == R"({"t":"refused","why":"closed"})"; }, 3000))
      << a.messages.last().toStdString();
  // The CSV: a header and a row an answer, no follower named.
  const QList<QByteArray> rows = room->answersCsv().trimmed().split('\n');
  ASSERT_EQ(rows.size(), 3);
  EXPECT_EQ(rows[0].trimmed(), "step,question,kind,answer,right");
  EXPECT_TRUE(rows[1].endsWith(",point,-0.8,yes\r")) << rows[1].toStdString();
  EXPECT_TRUE(rows[2].endsWith(",point,-0.75,yes")) << rows[2].toStdString();
  // A step without a question takes no answer.
  s.step = plain;
  s.revealed = false;
  room->setState(s);
  EXPECT_EQ(room->question(), nullptr);
  EXPECT_EQ(room->answers().count(), 0);
  EXPECT_TRUE(room->hasAnswers());  // the earlier step's stay for the CSV
}

// Issue 49, item 5: 10,000 malformed, oversized and out-of-order messages from followers, over
// the wire: each read and refused, none taken as an answer or a move, the server alive, and an
// honest follower's answer and view untouched.
TEST(RoomServer, TenThousandHostileMessagesChangeNothingForOthers) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  const int point = firstPointQuestion();
  ASSERT_GE(point, 0);
  m::RoomState s = room->state();
  s.step = point;
  room->setState(s);
  Follower honest(*room, room->joinCode(), {}, "hhhhhhhhhhhhhhhh");
  ASSERT_TRUE(honest.waitFor(1));
  honest.socket.sendTextMessage(
      QStringLiteral(R"({"t":"answer","step":%1,"value":-0.75})").arg(point));
  ASSERT_TRUE(honest.waitFor(2));
  ASSERT_EQ(honest.messages[1], R"({"t":"answered"})");
  const std::vector<m::Answer> kept = room->answers().answers();
  const m::RoomState lecture = room->state();

  std::mt19937 random(49);
  const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
  const QString good = QStringLiteral(R"({"t":"answer","step":%1,"value":-0.5})").arg(point);
  // Each malformed: of another step (out of order), off the plot, of the wrong type, with a field
  // too many or too few, the presenter's message, cut short, bytes flipped into non-JSON.
  const auto hostile = [&]() -> QString {
    switch (pick(9)) {
      case 0:
        return QStringLiteral(R"({"t":"answer","step":%1,"value":-0.5})").arg(point + 1);
      case 1:
        return QStringLiteral(R"({"t":"answer","step":%1,"value":1e300})").arg(point);
      case 2:
        return QStringLiteral(R"({"t":"answer","step":%1,"value":"-0.5"})").arg(point);
      case 3:
        return QStringLiteral(R"({"t":"answer","step":%1,"value":-0.5,"x":1})").arg(point);
      case 4:
        return QStringLiteral(R"({"t":"answer","value":-0.5})");
      case 5:
        return QStringLiteral(R"({"t":"state","step":0,"fragments":0,"x":2,"mu":0,"sigma":1,)"
                              R"("playing":false,"black":true})");
      case 6:
        return good.left(pick(static_cast<int>(good.size())));
      case 7:
        return QStringLiteral(R"({"t":"answer","step":%1,"value":NaN})").arg(point);
      default: {
        QString m = good;
        m[pick(static_cast<int>(m.size()))] = QChar(u"{}[]\",:#\\"[pick(9)]);
        return "#" + m;  // (never JSON: a mutation may not turn into a valid answer)
      }
    }
  };
  // 200 followers of 50 messages each (under the rate limit's 60 at once), the last of every
  // tenth oversized: it closes that link, as a flood would.
  constexpr int kLinks = 200;
  constexpr int kEach = 50;
  std::vector<std::unique_ptr<Follower>> links;
  for (int i = 0; i < kLinks; ++i) {
    links.push_back(std::make_unique<Follower>(*room, room->joinCode(), QString(),
                                               QStringLiteral("%1").arg(i, 16, 10, QChar('0'))));
  }
  for (auto& f : links) ASSERT_TRUE(f->waitFor(1));
  int sent = 0;
  int oversized = 0;
  for (int i = 0; i < kLinks; ++i) {
    for (int k = 0; k < kEach; ++k, ++sent) {
      if (k == kEach - 1 && i % 10 == 0) {
        links[i]->socket.sendTextMessage(QString(int(m::kMaxRoomMessage) + 1, 'x'));
        ++oversized;
      } else {
        links[i]->socket.sendTextMessage(hostile());
      }
    }
  }
  ASSERT_EQ(sent, 10000);
  // Every message read and refused: a refusal each, the oversized ones a closed link.
  const auto refusals = [&] {
    int n = 0;
    for (const auto& f : links) {
      for (const QString& m : f->messages) n += m.startsWith(R"({"t":"refused")") ? 1 : 0;
    }
    return n;
  };
  ASSERT_TRUE(QTest::qWaitFor([&] { return refusals() == sent - oversized; }, 30000))
      << refusals() << " of " << sent - oversized;
  for (int i = 0; i < kLinks; ++i) {
    if (i % 10 == 0) {
      EXPECT_TRUE(QTest::qWaitFor([&] { return links[i]->closed; }, 5000));
    }
    for (const QString& m : links[i]->messages) {
      EXPECT_FALSE(m.contains("answered")) << m.toStdString();
    }
  }
  // Nothing reached anyone: the answers and the lecture as they were, the honest follower told
  // nothing new; and the server still serves them.
  EXPECT_EQ(room->answers().answers(), kept);
  EXPECT_EQ(room->state(), lecture);
  EXPECT_EQ(honest.messages.size(), 2);
  s.x = 1.25;
  room->setState(s);
  ASSERT_TRUE(honest.waitFor(3));
  EXPECT_TRUE(honest.messages[2].contains("\"x\":1.25")) << honest.messages[2].toStdString();
}

TEST(RoomServer, WrongCodesAndForeignOriginsAreNotAdmitted) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  Follower wrong(*room, "abc");
  Follower foreign(*room, room->joinCode(), "http://evil.example");
  ASSERT_TRUE(QTest::qWaitFor([&] { return wrong.closed && foreign.closed; }, 5000));
  EXPECT_TRUE(wrong.messages.isEmpty());
  EXPECT_TRUE(foreign.messages.isEmpty());
  EXPECT_EQ(room->followers(), 0);
}

TEST(RoomServer, StoppingClosesEveryConnectionAtOnce) {
  auto room = startRoom();
  ASSERT_TRUE(room);
  Follower a(*room, room->joinCode());
  Follower b(*room, room->joinCode());
  ASSERT_TRUE(a.waitFor(1));
  ASSERT_TRUE(b.waitFor(1));
  const QString url = room->joinUrl();
  room.reset();
  ASSERT_TRUE(QTest::qWaitFor([&] { return a.closed && b.closed; }, 3000));
  EXPECT_NE(get(url).status, 200);  // nothing listens there any more
}

TEST(RoomServer, ADeckWithEveryStepHiddenOrABusyPortIsRefusedInOneLine) {
  const auto room = startRoom();
  ASSERT_TRUE(room);
  RoomServer::Options o;
  o.port = room->port();
  QString error;
  EXPECT_FALSE(RoomServer::start(builtInDeck(), fakePage(), o, &error));
  EXPECT_TRUE(error.startsWith("cannot listen on 127.0.0.1:")) << error.toStdString();
  EXPECT_FALSE(error.contains('\n'));
  m::Deck hidden = builtInDeck();
  for (m::DeckStep& step : hidden.steps) step.hidden = true;
  EXPECT_FALSE(RoomServer::start(hidden, fakePage(), {}, &error));
  EXPECT_EQ(error, "every step of the deck is hidden");
}

/// Whether the 7 × 7 finder pattern (a dark ring, a light ring, a dark 3 × 3) starts at (x, y).
bool finderAt(const QImage& qr, int x, int y) {
  for (int dy = 0; dy < 7; ++dy) {
    for (int dx = 0; dx < 7; ++dx) {
      const int ring = std::max(std::abs(dx - 3), std::abs(dy - 3));
      const bool dark = ring != 2;
      if ((qGray(qr.pixel(x + dx, y + dy)) < 128) != dark) return false;
    }
  }
  return true;
}

TEST(RoomServer, TheJoinAddressIsAQrCodeWithItsQuietZone) {
  const QImage qr = qrCode("http://192.168.1.20:41234/?code=abcdefghjk");
  ASSERT_FALSE(qr.isNull());
  EXPECT_EQ(qr.width(), qr.height());
  const int modules = qr.width() - 8;
  EXPECT_EQ((modules - 17) % 4, 0);  // a QR version's side: 17 + 4 v
  EXPECT_GE(modules, 21);
  for (int i = 0; i < qr.width(); ++i) {
    for (int q = 0; q < 4; ++q) {
      EXPECT_EQ(qGray(qr.pixel(i, q)), 255);
      EXPECT_EQ(qGray(qr.pixel(q, i)), 255);
      EXPECT_EQ(qGray(qr.pixel(i, qr.height() - 1 - q)), 255);
      EXPECT_EQ(qGray(qr.pixel(qr.width() - 1 - q, i)), 255);
    }
  }
  EXPECT_TRUE(finderAt(qr, 4, 4));
  EXPECT_TRUE(finderAt(qr, 4 + modules - 7, 4));
  EXPECT_TRUE(finderAt(qr, 4, 4 + modules - 7));
  EXPECT_FALSE(finderAt(qr, 4 + modules - 7, 4 + modules - 7));  // the fourth corner has none
  // Longer text, a larger code; text beyond any version, none.
  EXPECT_GT(qrCode(QByteArray(200, 'a')).width(), qr.width());
  EXPECT_TRUE(qrCode(QByteArray(5000, 'a')).isNull());
}

}  // namespace
}  // namespace ui
