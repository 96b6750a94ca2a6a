#pragma once
/// @file
/// @brief The TeX subset the app typesets, read into atoms (MathList.hpp): scripts `^ _` and
/// primes, `\frac \dfrac \tfrac`, `\sqrt[n]{}`, `\left…\right` (with `\left.`), `\bigl…`,
/// `\begin{cases}`, `\begin{aligned}`, big operators with `\limits`/`\nolimits`, `\mathrm \mathit
/// \mathbf \mathbb \mathcal \boldsymbol \operatorname \text`, Greek, relations, binary operators,
/// accents, spaces and style switches. Unknown input is an error naming its column ("unknown
/// command \fracc at column 3"), never guessed at.

#include <QString>

#include "ui/typeset/MathList.hpp"

namespace ui::typeset {

struct ParseResult {
  AtomList atoms;
  QString error;   ///< one line, translated (context "Typeset"); empty when parsed
  QString reason;  ///< the same without "at column N" (for a message that places it itself)
  int column = 0;  ///< 1-based column (in characters) of the error
  bool ok() const { return error.isEmpty(); }
};

ParseResult parseTex(const QString& tex);

/// The longest TeX the parser reads (longer input is refused, not truncated).
constexpr int kMaxTexLength = 4000;

}  // namespace ui::typeset
