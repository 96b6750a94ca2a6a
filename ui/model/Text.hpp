#pragma once
/// @file
/// @brief Text helpers shared by the model, the window and the commands (Qt Core only).
#include <QString>
#include <QStringList>
#include <string>
#include <string_view>
#include <vector>

namespace ui {

/// UTF-8 text from core (ids, names, formulas) as a QString.
QString fromUtf8(std::string_view text);
/// Core's lists of ids as Qt's and back.
QStringList toQt(const std::vector<std::string>& list);
std::vector<std::string> toStd(const QStringList& list);
/// Rich text without its tags ("x·σ(1.702<i>x</i>)" → "x·σ(1.702x)"). A plain scan: the
/// regular expression it replaces ran PCRE2's JIT past the end of the string (valgrind).
QString stripTags(const QString& html);
/// Untrusted text as it may appear in a one-line message: control characters and line
/// separators escaped (\n, \x1b, \u2028), at most `maxChars` characters (then "…").
QString printable(const QString& text, int maxChars = 200);
/// The same text with no line break inside a formula: the spaces around a relation or operator
/// that stands alone ("=", "≤", "<", "±", "·", "−", …, also "&lt;" in rich text) become
/// no-break spaces, so "Φ(x) = P(X ≤ x)" and "± 0.0045" wrap as wholes, between phrases (after
/// a typeset $…$ the first stays breakable: see the definition).
QString keepFormulasWhole(const QString& text);
/// A read-out's label and the formula it names on one line, as TeX's tie ("mean~$…$"): each
/// single space between a word and a $…$ right after it becomes a no-break space. For items of
/// a read-out, short by design: a title's "Derivatives: $…$" tied would outgrow a narrow line.
QString tieWordsToFormulas(const QString& text);

}  // namespace ui
