#pragma once
/// @file
/// @brief Text helpers shared by the model, the window and the commands (Qt Core only).
#include <QString>
#include <string_view>

namespace ui {

/// UTF-8 text from core (ids, names, formulas) as a QString.
QString fromUtf8(std::string_view text);
/// Untrusted text as it may appear in a one-line message: control characters and line
/// separators escaped (\n, \x1b, \u2028), at most `maxChars` characters (then "…").
QString printable(const QString& text, int maxChars = 200);

}  // namespace ui
