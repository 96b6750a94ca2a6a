#pragma once
/// @file
/// @brief Numbers as people read them, not as files store them: a true minus sign (U+2212), the
/// locale's decimal mark, tiny and huge values as 4.73·10⁻⁴, counts grouped by narrow no-break
/// spaces ("1 000 000", the SI's grouping, the same in every language) — as text, or as TeX to be
/// typeset. Files and the command line keep plain ASCII (core/format.hpp). Qt Core only.
#include <QString>
#include <cstdint>

namespace ui {

/// A read-out's value: `precision` decimals ("0.6915"), or in scientific notation with
/// `precision` − 1 decimals below 10⁻³ and from 10⁵ ("4.730·10⁻⁴"); "—" for NaN, "∞" signed.
QString formatValue(double v, int precision = 4);
/// The input x at the precision it has: two decimals at least ("0.50"), up to six when it has
/// them ("0.005"); with `decimals` > 0, exactly that many (an animation's read-outs keep one
/// width from frame to frame).
QString formatX(double x, int decimals = 0);
/// A count, grouped: "1 000 000" (four digits stay together: "1803").
QString formatCount(std::uint64_t n);
/// A readable number's digits before its decimal mark grouped as a count's ("−25 000.5";
/// "−2500" stays together): a tick label beside counts.
QString groupedNumber(const QString& readable);
/// Exactly `decimals` decimals, never scientific: a ± beside a value of that many decimals
/// ("0.34550 ± 0.01037", "0.34571 ± 0.00046").
QString formatFixed(double v, int decimals);
QString texFixed(double v, int decimals);
/// The ± of a value shown with `decimals` decimals (gelu::marginText): "0.01037", or "3·10⁻⁸"
/// where those decimals would read as no error at all; and the same as TeX ("3\cdot 10^{-8}").
QString formatMargin(double error, int decimals);
QString texMargin(double error, int decimals);
/// The same three as TeX: "4.730\cdot 10^{-4}", "0{,}50" (a decimal comma, unspaced),
/// "1\,000\,000".
QString texValue(double v, int precision = 4);
QString texX(double x, int decimals = 0);
QString texCount(std::uint64_t n);
/// A number as the C locale writes it ("-4.73e-04", "0.5") in the reader's form ("−4.73·10⁻⁴",
/// "0,5" in German).
QString readableNumber(const QString& cText);
/// readableNumber() as TeX ("-4.73\cdot 10^{-4}", "0{,}5" in German).
QString texNumber(const QString& cText);
/// An exponent in superscript digits: −4 → "⁻⁴".
QString superscript(int exponent);

}  // namespace ui
