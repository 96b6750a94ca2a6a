#include "core/model/room.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

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
      R"({"t":"state","step":1,"fragments":2,"x":-0.75,"black":true})", deck());
  ASSERT_TRUE(std::holds_alternative<RoomState>(r)) << std::get<std::string>(r);
  EXPECT_EQ(std::get<RoomState>(r), (RoomState{1, 2, -0.75, true}));
  EXPECT_EQ(gelu::model::roomStateMessage(std::get<RoomState>(r), 7),
            R"({"t":"state","step":1,"fragments":2,"x":-0.75,"black":true,"followers":7})");
}

TEST(Room, EveryOtherMessageIsRefusedInOneLine) {
  const std::string good = R"("t":"state","step":0,"fragments":0,"x":0.5,"black":false)";
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
  EXPECT_EQ(why(R"({"t":"state","step":0,"fragments":0,"x":1,"black":1})"), "no boolean 'black'");
  EXPECT_EQ(why("{" + good + std::string(600, ' ') + "}"), "a message longer than 512 bytes");
}

TEST(Room, FollowersNeverSeeTheNotes) {
  const Deck d = gelu::model::withoutNotes(deck());
  for (const auto& s : d.steps) EXPECT_TRUE(s.notes.empty());
  EXPECT_EQ(d.steps.size(), 3u);
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
