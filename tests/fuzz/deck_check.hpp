#pragma once
// The property the deck-loader fuzzer checks, shared with the corpus replay test: any input either
// loads — and then writes and re-reads to the identical deck, every step's scene resolvable — or
// is refused with a one-line message. Returns an empty string when the property holds.
#include <string>
#include <string_view>
#include <variant>

#include "core/model/deck.hpp"
#include "core/model/question.hpp"

inline std::string checkDeckInput(std::string_view input) {
  using gelu::model::Deck;
  using gelu::model::ModelError;
  const auto deck = gelu::model::parseDeck(input);
  if (const auto* e = std::get_if<ModelError>(&deck)) {
    const std::string message = gelu::model::englishMessage(*e);
    if (message.empty()) return "refused without a message";
    if (message.find('\n') != std::string::npos)
      return "message has more than one line: " + message;
    return {};
  }
  const Deck& loaded = std::get<Deck>(deck);
  const auto back = gelu::model::parseDeck(gelu::model::writeDeck(loaded));
  if (const auto* e = std::get_if<ModelError>(&back)) {
    return "a loaded deck does not re-load after saving: " + gelu::model::englishMessage(*e);
  }
  if (!(std::get<Deck>(back) == loaded)) return "a loaded deck changes when saved and re-loaded";
  for (std::size_t i = 0; i < loaded.steps.size(); ++i) {
    const int fragments = static_cast<int>(loaded.steps[i].fragments.size());
    if (!gelu::model::stepScene(loaded, static_cast<int>(i), fragments)) {
      return "step " + std::to_string(i) + "'s scene does not resolve";
    }
    // A question read is one the room can ask: resolved over the step's scene.
    if (loaded.steps[i].question &&
        !gelu::model::resolveQuestion(loaded, static_cast<int>(i), "en")) {
      return "step " + std::to_string(i) + "'s question does not resolve";
    }
  }
  return {};
}
