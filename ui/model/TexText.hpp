#pragma once
/// @file
/// @brief TeX as readable rich text, until formulas are typeset: a deck's formulas are TeX
/// ("\frac{1}{2}\left(1 + \operatorname{erf}\frac{x}{\sqrt{2}}\right)"), shown as Qt rich text
/// with Unicode symbols, <sup>/<sub> scripts, italic variables, a true minus and spaces around
/// relations and binary operators ("½(1 + erf(x/√2))"). Qt Core only.
#include <QString>

namespace ui {

/// `tex` as Qt rich text; unknown commands are shown as written (without the backslash), so
/// nothing a lecturer typed disappears.
QString texToRichText(const QString& tex);
/// The same without tags (accessible names, file names, the steps list).
QString texToPlainText(const QString& tex);

}  // namespace ui
