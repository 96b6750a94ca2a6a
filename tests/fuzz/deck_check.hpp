#pragma once
// The property the deck-loader fuzzer checks, shared with the corpus replay test: any input either
// loads — and then writes and re-reads to the identical deck, every step's scene resolvable — or
// is refused with a one-line message. Returns an empty string when the property holds.
#include <QByteArray>
#include <QString>

#include "ui/model/Deck.hpp"

inline QString checkDeckInput(const QByteArray& input) {
  QString error;
  const auto deck = ui::parseDeck(input, &error);
  if (!deck) {
    if (error.isEmpty()) return "refused without a message";
    if (error.contains('\n')) return "message has more than one line: " + error;
    return {};
  }
  QString again;
  const auto back = ui::parseDeck(ui::writeDeck(*deck), &again);
  if (!back) return "a loaded deck does not re-load after saving: " + again;
  if (!(*back == *deck)) return "a loaded deck changes when saved and re-loaded";
  for (int i = 0; i < deck->steps.size(); ++i) {
    const int fragments = static_cast<int>(deck->steps[i].fragments.size());
    if (!ui::stepScene(*deck, i, fragments))
      return QString("step %1's scene does not resolve").arg(i);
  }
  return {};
}
