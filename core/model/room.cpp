#include "core/model/room.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/model/json.hpp"
#include "core/model/limits.hpp"

namespace gelu::model {

std::variant<RoomState, std::string> readPresenterMessage(std::string_view text, const Deck& deck) {
  if (text.size() > kMaxRoomMessage) return std::string("a message longer than 512 bytes");
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return std::string("not JSON");
  }
  if (!j.is_object()) return std::string("not a JSON object");
  const auto type = j.find("t");
  if (type == j.end() || !type->is_string()) return std::string("no type 't'");
  if (*type != "state") return std::string("an unknown type");
  for (const auto& [key, value] : j.items()) {
    if (key != "t" && key != "step" && key != "fragments" && key != "x" && key != "mu" &&
        key != "sigma" && key != "playing" && key != "black" && key != "revealed") {
      return "an unknown field '" + key.substr(0, 32) + "'";
    }
  }
  const auto integer = [&](const char* key, int& out, int lo,
                           int hi) -> std::optional<std::string> {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer())
      return std::string("no whole number '") + key + "'";
    const auto v = it->get<long long>();
    if (v < lo || v > hi) return std::string("'") + key + "' out of range";
    out = static_cast<int>(v);
    return std::nullopt;
  };
  RoomState s;
  const int steps = static_cast<int>(deck.steps.size());
  if (steps == 0) return std::string("the deck has no steps");
  if (auto why = integer("step", s.step, 0, steps - 1)) return *why;
  const auto& step = deck.steps[static_cast<std::size_t>(s.step)];
  if (step.hidden) return std::string("a hidden step");
  if (auto why = integer("fragments", s.fragments, 0, static_cast<int>(step.fragments.size()))) {
    return *why;
  }
  const auto x = j.find("x");
  if (x == j.end() || !x->is_number()) return std::string("no number 'x'");
  s.x = x->get<double>();
  if (!std::isfinite(s.x) || std::fabs(s.x) > kMaxRoomX) return std::string("'x' out of range");
  const auto number = [&](const char* key, double& out,
                          limits::Range range) -> std::optional<std::string> {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::string("no number '") + key + "'";
    out = it->get<double>();
    if (!std::isfinite(out) || out < range.min || out > range.max) {
      return std::string("'") + key + "' out of range";
    }
    return std::nullopt;
  };
  if (auto why = number("mu", s.mu, limits::kMu)) return *why;
  if (auto why = number("sigma", s.sigma, limits::kSigma)) return *why;
  const auto boolean = [&](const char* key, bool& out) -> std::optional<std::string> {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_boolean()) return std::string("no boolean '") + key + "'";
    out = it->get<bool>();
    return std::nullopt;
  };
  if (auto why = boolean("playing", s.playing)) return *why;
  if (auto why = boolean("black", s.black)) return *why;
  if (j.contains("revealed")) {
    if (auto why = boolean("revealed", s.revealed)) return *why;
  }
  return s;
}

std::string roomStateMessage(const RoomState& state, int followers, int answers, bool asking) {
  nlohmann::ordered_json j = {{"t", "state"},
                              {"step", state.step},
                              {"fragments", state.fragments},
                              {"x", state.x},
                              {"mu", state.mu},
                              {"sigma", state.sigma},
                              {"playing", state.playing},
                              {"black", state.black},
                              {"revealed", state.revealed},
                              {"followers", followers},
                              {"answers", answers},
                              {"asking", asking}};
  return j.dump();
}

Deck withoutAnswers(Deck deck) {
  for (DeckStep& s : deck.steps) {
    if (s.question) {
      s.question->answer.clear();
      s.question->answerChoice = -1;
      s.question->tolerance = -1;
    }
  }
  return deck;
}

Deck forFollowers(Deck deck) {
  deck = withoutAnswers(std::move(deck));
  for (DeckStep& s : deck.steps) s.notes = DeckText();
  return deck;
}

}  // namespace gelu::model
