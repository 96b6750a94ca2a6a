#include "core/model/room.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace {

using gelu::model::Deck;
using gelu::model::RoomState;

Deck deck() {
  Deck d;
  d.steps.resize(3);
  d.steps[0].notes = "only for the lecturer";
  d.steps[1].fragments.resize(2);
  d.steps[2].hidden = true;
  return d;
}

std::string why(std::string_view text) {
  const auto r = gelu::model::readPresenterMessage(text, deck());
  return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : "";
}

TEST(Room, APresenterMessageMovesTheLecture) {
  const auto r = gelu::model::readPresenterMessage(
      R"({"t":"state","step":1,"fragments":2,"x":-0.75,"mu":0.5,"sigma":2,"playing":true,)"
      R"("black":true})",
      deck());
  ASSERT_TRUE(std::holds_alternative<RoomState>(r)) << std::get<std::string>(r);
  EXPECT_EQ(std::get<RoomState>(r), (RoomState{1, 2, -0.75, 0.5, 2.0, true, true}));
  EXPECT_EQ(
      gelu::model::roomStateMessage(std::get<RoomState>(r), 7),
      R"({"t":"state","step":1,"fragments":2,"x":-0.75,"mu":0.5,"sigma":2.0,)"
      R"("playing":true,"black":true,"revealed":false,"followers":7,"answers":0,"asking":false})");
}

TEST(Room, EveryOtherMessageIsRefusedInOneLine) {
  const std::string good =
      R"("t":"state","step":0,"fragments":0,"x":0.5,"mu":0,"sigma":1,"playing":false,"black":false)";
  const auto with = [](std::string_view fields) {
    return R"({"t":"state","step":0,"fragments":0,"x":0,)" + std::string(fields) + "}";
  };
  EXPECT_EQ(why("{" + good + "}"), "");
  EXPECT_EQ(why(""), "not JSON");
  EXPECT_EQ(why("[1]"), "not a JSON object");
  EXPECT_EQ(why(R"({"step":0})"), "no type 't'");
  EXPECT_EQ(why(R"({"t":"answer"})"), "an unknown type");
  EXPECT_EQ(why("{" + good + R"(,"notes":"x"})"), "an unknown field 'notes'");
  EXPECT_EQ(why(R"({"t":"state","step":3,"fragments":0,"x":0,"black":false})"),
            "'step' out of range");
  EXPECT_EQ(why(R"({"t":"state","step":2,"fragments":0,"x":0,"black":false})"), "a hidden step");
  EXPECT_EQ(why(R"({"t":"state","step":1,"fragments":3,"x":0,"black":false})"),
            "'fragments' out of range");
  EXPECT_EQ(why(R"({"t":"state","step":0.5,"fragments":0,"x":0,"black":false})"),
            "no whole number 'step'");
  EXPECT_EQ(why(R"({"t":"state","step":0,"fragments":0,"x":1e7,"black":false})"),
            "'x' out of range");
  EXPECT_EQ(why(R"({"t":"state","step":0,"fragments":0,"x":"1","black":false})"), "no number 'x'");
  EXPECT_EQ(why(with(R"("black":false)")), "no number 'mu'");
  EXPECT_EQ(why(with(R"("mu":11,"sigma":1,"playing":false,"black":false)")), "'mu' out of range");
  EXPECT_EQ(why(with(R"("mu":0,"sigma":0,"playing":false,"black":false)")), "'sigma' out of range");
  EXPECT_EQ(why(with(R"("mu":0,"sigma":-1,"playing":false,"black":false)")),
            "'sigma' out of range");
  EXPECT_EQ(why(with(R"("mu":0,"sigma":1,"playing":0,"black":false)")), "no boolean 'playing'");
  EXPECT_EQ(why(with(R"("mu":0,"sigma":1,"playing":false,"black":1)")), "no boolean 'black'");
  EXPECT_EQ(why("{" + good + std::string(600, ' ') + "}"), "a message longer than 512 bytes");
}

// Issue 49, item 5: 10,000 malformed, oversized and shuffled messages, each refused in one line
// (none read as a state), none crashing the reader: mutations of a good message (bytes flipped,
// cut, repeated, fields dropped, duplicated or reordered, numbers out of range).
TEST(Room, TenThousandMalformedMessagesAreEachRefused) {
  const std::string good =
      R"({"t":"state","step":1,"fragments":1,"x":0.25,"mu":0,"sigma":1,"playing":false,)"
      R"("black":false})";
  ASSERT_EQ(why(good), "");
  std::mt19937 random(20261128);
  const auto pick = [&](std::size_t n) {
    return static_cast<std::size_t>(std::uniform_int_distribution<std::size_t>(0, n - 1)(random));
  };
  const std::vector<std::string> fields = {
      R"("t":"state")", R"("step":1)",  R"("fragments":1)",   R"("x":0.25)",
      R"("mu":0)",      R"("sigma":1)", R"("playing":false)", R"("black":false)"};
  const std::vector<std::string> wrong = {
      R"("step":-1)",   R"("step":2)",       R"("fragments":9)", R"("x":1e400)",
      R"("x":null)",    R"("mu":"0")",       R"("sigma":1e-9)",  R"("playing":"yes")",
      R"("t":"STATE")", R"("x":[1])",        R"("black":{})",    R"("extra":1)",
      R"("step":1.0)",  R"("fragments":-1)", R"("sigma":-0.0)"};
  int refused = 0;
  int read = 0;
  for (int i = 0; i < 10000; ++i) {
    std::string m;
    switch (i % 5) {
      case 0: {  // bytes flipped
        m = good;
        for (int k = 0; k < 1 + static_cast<int>(pick(4)); ++k) {
          m[pick(m.size())] = static_cast<char>(pick(256));
        }
        break;
      }
      case 1:  // cut
        m = good.substr(0, pick(good.size()));
        break;
      case 2: {  // a field dropped, the rest shuffled
        std::vector<std::string> f = fields;
        f.erase(f.begin() + static_cast<std::ptrdiff_t>(pick(f.size())));
        std::shuffle(f.begin(), f.end(), random);
        m = "{";
        for (const std::string& x : f) m += (m.size() > 1 ? "," : "") + x;
        m += "}";
        break;
      }
      case 3: {  // a wrong value in place of a field's
        std::vector<std::string> f = fields;
        const std::string& w = wrong[pick(wrong.size())];
        const std::string key = w.substr(0, w.find(':'));
        bool replaced = false;
        for (std::string& x : f) {
          if (x.compare(0, key.size(), key) == 0) {
            x = w;
            replaced = true;
          }
        }
        if (!replaced) f.push_back(w);
        m = "{";
        for (const std::string& x : f) m += (m.size() > 1 ? "," : "") + x;
        m += "}";
        break;
      }
      default:  // oversized: padding, or a deep nesting
        m = pick(2) == 0
                ? good +
                      std::string(gelu::model::kMaxRoomMessage - good.size() + 1 + pick(2000), ' ')
                : std::string(300 + pick(300), '[') + std::string(300, ']');
        break;
    }
    const std::string r = why(m);
    // A flipped byte may leave a valid message (a digit for a digit, a space): then it is read.
    if (r.empty()) {
      ++read;
    } else {
      ++refused;
      EXPECT_EQ(r.find('\n'), std::string::npos) << r;
      EXPECT_LE(r.size(), 80u) << r;
    }
    if (i % 5 != 0) {
      EXPECT_FALSE(r.empty()) << "read: " << m;  // every other mutation is a wrong message
    }
  }
  EXPECT_EQ(refused + read, 10000);
  EXPECT_GE(refused, 9500);
}

TEST(Room, FollowersNeverSeeTheNotesNorTheRightAnswers) {
  Deck full = deck();
  gelu::model::DeckQuestion q;
  q.kind = gelu::model::QuestionKind::Choice;
  q.prompt = "?";
  q.choices = {"a", "b"};
  q.answerChoice = 1;
  full.steps[0].question = q;
  q.kind = gelu::model::QuestionKind::Number;
  q.answer = "Phi(0)";
  q.tolerance = 0.1;
  full.steps[1].question = q;
  const Deck d = gelu::model::forFollowers(full);
  for (const auto& s : d.steps) EXPECT_TRUE(s.notes.empty());
  EXPECT_EQ(d.steps.size(), 3u);
  ASSERT_TRUE(d.steps[0].question && d.steps[1].question);
  EXPECT_EQ(d.steps[0].question->answerChoice, -1);
  EXPECT_EQ(d.steps[0].question->choices, full.steps[0].question->choices);
  EXPECT_EQ(d.steps[1].question->answer, "");
  EXPECT_EQ(d.steps[1].question->tolerance, -1);
  EXPECT_EQ(gelu::model::writeDeck(d).find("Phi(0)"), std::string::npos);
}

TEST(Room, CodesUseTheirAlphabetEvenly) {
  std::mt19937 random(7);
  const std::string code = gelu::model::roomCode(random, 10);
  EXPECT_EQ(code.size(), 10u);
  EXPECT_EQ(code.find_first_not_of("23456789abcdefghjkmnpqrstuvwxyz"), std::string::npos);
  // A source that always gives the largest word: rejected, so the next word decides.
  int calls = 0;
  const std::string last =
      gelu::model::roomCode([&] { return ++calls % 2 == 1 ? 0xFFFFFFFFu : 0u; }, 3);
  EXPECT_EQ(last, "222");
  EXPECT_EQ(calls, 6);
}

}  // namespace
