#pragma once
/// @file
/// @brief The room: the live session a lecture's followers follow, as messages. The presenter
/// sends where the lecture is (a step, its fragments shown, x, the black screen); the server
/// keeps the latest and sends it to every follower (a late joiner gets it on joining). Followers
/// send nothing that reaches anyone. Every message is read strictly: a JSON object of at most
/// kMaxRoomMessage bytes, of a known type, with exactly that type's fields, each in range.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/model/deck.hpp"

namespace gelu::model {

inline constexpr std::size_t kMaxRoomMessage = 512;  ///< bytes; a longer message closes the link
inline constexpr int kMaxFollowers = 500;            ///< more are refused cleanly
inline constexpr int kRoomMessagesPerSecond = 60;    ///< per connection, averaged over a second
inline constexpr double kMaxRoomX = 1e6;             ///< |x| the room carries

/// Where the lecture is.
struct RoomState {
  int step = 0;       ///< an index into the deck's steps (a shown one)
  int fragments = 0;  ///< of that step's fragments, how many are shown
  double x = 0.5;
  double mu = 0.0;        ///< the normal's μ (limits.hpp's range)
  double sigma = 1.0;     ///< and σ
  bool playing = false;   ///< what the step plays (its simulation or training) is playing
  bool black = false;     ///< the lecture's black screen: followers blank too
  bool revealed = false;  ///< the step's question's answers shown (question.hpp)
  friend bool operator==(const RoomState&, const RoomState&) = default;
};

/// A presenter's message, read against the deck: the state it moves the lecture to, or why it
/// is refused (one line). "revealed" may be left out (false). A follower's messages are read
/// only as answers (question.hpp), which reach the lecturer alone until revealed.
std::variant<RoomState, std::string> readPresenterMessage(std::string_view text, const Deck& deck);

/// The message every follower gets: {"t": "state", "step", "fragments", "x", "mu", "sigma",
/// "playing", "black", "revealed", "followers", "answers", "asking"} ("answers": how many
/// answered the step's question; "asking": whether answers to it are taken now — it has one the
/// room can ask, never revealed yet). A presenter's message has the same fields but the last
/// three.
std::string roomStateMessage(const RoomState& state, int followers, int answers = 0,
                             bool asking = false);

/// A deck as followers may see it: every step's notes removed (they never leave the laptop), and
/// every question's right answer (a page's source would give it away before the reveal).
Deck forFollowers(Deck deck);
/// A deck without its questions' right answers (and tolerances): a page handed out before the
/// lecture (export-web --without-answers) keeps the questions but not what is right.
Deck withoutAnswers(Deck deck);

/// A random code of `length` letters and digits (no look-alikes: 0/O, 1/l/I) from `random`, a
/// source of uniformly random 32-bit words (the system's).
template <class Random>
std::string roomCode(Random&& random, int length) {
  static constexpr std::string_view kAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";
  std::string code;
  while (static_cast<int>(code.size()) < length) {
    const auto word = static_cast<unsigned>(random());
    // Rejection sampling: only words below the largest multiple of the alphabet's size.
    const unsigned limit = 0xFFFFFFFFu - 0xFFFFFFFFu % kAlphabet.size();
    if (word >= limit) continue;
    code += kAlphabet[word % kAlphabet.size()];
  }
  return code;
}

}  // namespace gelu::model
