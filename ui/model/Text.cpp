#include "ui/model/Text.hpp"

#include <QLocale>
#include <QStringList>
#include <vector>

#include "core/io.hpp"

namespace ui {

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QStringList toQt(const std::vector<std::string>& list) {
  QStringList out;
  out.reserve(static_cast<qsizetype>(list.size()));
  for (const std::string& s : list) out << fromUtf8(s);
  return out;
}

std::vector<std::string> toStd(const QStringList& list) {
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(list.size()));
  for (const QString& s : list) out.push_back(s.toStdString());
  return out;
}

QString stripTags(const QString& html) {
  QString out;
  out.reserve(html.size());
  bool inTag = false;
  for (const QChar c : html) {
    if (c == '<') {
      inTag = true;
    } else if (c == '>' && inTag) {
      inTag = false;
    } else if (!inTag) {
      out += c;
    }
  }
  return out;
}

QString printable(const QString& text, int maxChars) {
  const QByteArray utf8 = text.toUtf8();
  return QString::fromStdString(
      gelu::io::printable(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
                          static_cast<std::size_t>(maxChars)));
}

QString keepFormulasWhole(const QString& text) {
  static const QStringList kOperators = {
      QStringLiteral("="),    QStringLiteral("≠"), QStringLiteral("≈"), QStringLiteral("≤"),
      QStringLiteral("≥"),    QStringLiteral("<"), QStringLiteral(">"), QStringLiteral("&lt;"),
      QStringLiteral("&gt;"), QStringLiteral("±"), QStringLiteral("·"), QStringLiteral("×"),
      QStringLiteral("−"),    QStringLiteral("+"), QStringLiteral("∝")};
  QString out = text;
  // Where formulas are ($…$, typeset whole): their spaces are TeX's, left alone.
  std::vector<bool> math(static_cast<std::size_t>(out.size()), false);
  bool inMath = false;
  for (qsizetype i = 0; i < out.size(); ++i) {
    if (out[i] == QLatin1Char('\\') && i + 1 < out.size()) {
      math[static_cast<std::size_t>(i)] = math[static_cast<std::size_t>(i + 1)] = inMath;
      ++i;
      continue;
    }
    if (out[i] == QLatin1Char('$')) inMath = !inMath;
    math[static_cast<std::size_t>(i)] = inMath || out[i] == QLatin1Char('$');
  }
  // Each operator standing alone between two ordinary spaces: both spaces made no-break. Right
  // after a typeset formula the first stays a space: Qt may end a line after an inline object
  // whatever follows it, and the next line would start with the no-break space; at an
  // ordinary space the line ends there and the operator starts the next, with its operand.
  for (qsizetype i = 0; i < out.size(); ++i) {
    if (out[i] != QLatin1Char(' ') || math[static_cast<std::size_t>(i)]) continue;
    const qsizetype start = i + 1;
    const qsizetype end = out.indexOf(QLatin1Char(' '), start);
    if (end < 0) break;
    if (kOperators.contains(out.mid(start, end - start))) {
      if (i == 0 || !math[static_cast<std::size_t>(i - 1)]) out[i] = QChar(0x00A0);
      out[end] = QChar(0x00A0);
    }
  }
  return out;
}

QString tieWordsToFormulas(const QString& text) {
  QString out = text;
  bool inMath = false;
  for (qsizetype i = 0; i + 1 < out.size(); ++i) {
    if (out[i] == QLatin1Char('\\')) {
      ++i;
      continue;
    }
    if (out[i] == QLatin1Char('$')) inMath = !inMath;
    // A single space after a word (not after a formula's closing $), before a formula's $.
    if (!inMath && i > 0 && out[i] == QLatin1Char(' ') && out[i + 1] == QLatin1Char('$') &&
        out[i - 1] != QLatin1Char(' ') && out[i - 1] != QLatin1Char('$')) {
      out[i] = QChar(0x00A0);
    }
  }
  return out;
}

}  // namespace ui
