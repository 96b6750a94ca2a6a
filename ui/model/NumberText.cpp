#include "ui/model/NumberText.hpp"

#include <QLocale>
#include <cmath>

#include "core/format.hpp"

namespace ui {
namespace {

constexpr char16_t kMinus = 0x2212;
constexpr char16_t kGroup = 0x202F;  // narrow no-break space

QString decimalMark() {
  const QString mark = QLocale().decimalPoint();
  return mark.isEmpty() ? QStringLiteral(".") : mark;
}

/// The C-locale text of a value: fixed or scientific as formatValue() chooses.
QString cValue(double v, int precision) {
  const double a = std::fabs(v);
  if (a != 0.0 && (a < 1e-3 || a >= 1e5)) return QString::number(v, 'e', precision - 1);
  return QString::number(v, 'f', precision);
}

QString cX(double x, int decimals) {
  if (decimals > 0) return QString::number(x, 'f', decimals);
  for (int d = 2; d < 6; ++d) {
    const QString text = QString::number(x, 'f', d);
    if (text.toDouble() == x) return text;
  }
  // Not a short decimal: six decimals, without trailing zeros beyond the second.
  QString text = QString::number(x, 'f', 6);
  while (text.endsWith('0') && text.indexOf('.') < text.size() - 3) text.chop(1);
  return text;
}

/// Splits "-4.73e-04" into sign, mantissa "4.73" and exponent -4 (no exponent: 0, has = false).
struct Parts {
  bool negative = false;
  QString mantissa;
  int exponent = 0;
  bool scientific = false;
};
Parts split(QString c) {
  Parts p;
  if (c.startsWith('-')) {
    p.negative = true;
    c.remove(0, 1);
  }
  const qsizetype e = c.indexOf('e');
  if (e >= 0) {
    p.scientific = true;
    p.exponent = c.mid(e + 1).toInt();
    c.truncate(e);
  }
  p.mantissa = c;
  return p;
}

QString special(double v) {
  if (std::isnan(v)) return QStringLiteral("—");
  return v > 0 ? QStringLiteral("∞") : QString(QChar(kMinus)) + QStringLiteral("∞");
}

/// `text` with its first run of digits grouped: four digits stay together ("1000", as the SI's
/// style guide has it); longer runs in threes.
QString groupedDigits(QString text, const QString& separator) {
  qsizetype from = 0;
  while (from < text.size() && !text[from].isDigit()) ++from;  // (a sign)
  qsizetype to = from;
  while (to < text.size() && text[to].isDigit()) ++to;
  if (to - from <= 4) return text;
  for (qsizetype i = to - 3; i > from; i -= 3) text.insert(i, separator);
  return text;
}

QString groupedDigits(std::uint64_t n, const QString& separator) {
  return groupedDigits(QString::number(n), separator);
}

}  // namespace

QString superscript(int exponent) {
  static const char16_t kDigits[] = {0x2070, 0x00B9, 0x00B2, 0x00B3, 0x2074,
                                     0x2075, 0x2076, 0x2077, 0x2078, 0x2079};
  QString out;
  if (exponent < 0) out += QChar(0x207B);
  for (const QChar d : QString::number(std::abs(exponent))) out += QChar(kDigits[d.digitValue()]);
  return out;
}

QString readableNumber(const QString& cText) {
  const Parts p = split(cText);
  QString out = p.negative ? QString(QChar(kMinus)) : QString();
  out += QString(p.mantissa).replace('.', decimalMark());
  if (p.scientific) out += QStringLiteral("·10") + superscript(p.exponent);
  return out;
}

QString formatValue(double v, int precision) {
  if (!std::isfinite(v)) return special(v);
  return readableNumber(cValue(v, precision));
}

QString formatX(double x, int decimals) {
  if (!std::isfinite(x)) return special(x);
  return readableNumber(cX(x, decimals));
}

QString formatCount(std::uint64_t n) { return groupedDigits(n, QString(QChar(kGroup))); }

QString groupedNumber(const QString& readable) {
  return groupedDigits(readable, QString(QChar(kGroup)));
}

QString formatFixed(double v, int decimals) {
  if (!std::isfinite(v)) return special(v);
  return readableNumber(QString::number(v, 'f', decimals));
}

QString texFixed(double v, int decimals) {
  if (!std::isfinite(v)) return special(v);
  return texNumber(QString::number(v, 'f', decimals));
}

QString texNumber(const QString& cText) {
  const Parts p = split(cText);
  QString mark = decimalMark();
  if (mark == ",") mark = QStringLiteral("{,}");  // a decimal comma, not punctuation
  QString out = p.negative ? QStringLiteral("-") : QString();
  out += QString(p.mantissa).replace('.', mark);
  if (p.scientific) out += QStringLiteral("\\cdot 10^{%1}").arg(p.exponent);
  return out;
}

namespace {

QString texSpecial(double v) {
  if (std::isnan(v)) return QStringLiteral("\\text{—}");
  return v > 0 ? QStringLiteral("\\infty") : QStringLiteral("-\\infty");
}

}  // namespace

QString texValue(double v, int precision) {
  if (!std::isfinite(v)) return texSpecial(v);
  return texNumber(cValue(v, precision));
}

QString texX(double x, int decimals) {
  if (!std::isfinite(x)) return texSpecial(x);
  return texNumber(cX(x, decimals));
}

QString texCount(std::uint64_t n) { return groupedDigits(n, QStringLiteral("\\,")); }

QString formatMargin(double error, int decimals) {
  if (!std::isfinite(error)) return special(error);
  return readableNumber(QString::fromStdString(gelu::marginText(error, decimals)));
}

QString texMargin(double error, int decimals) {
  if (!std::isfinite(error)) return texSpecial(error);
  return texNumber(QString::fromStdString(gelu::marginText(error, decimals)));
}

}  // namespace ui
