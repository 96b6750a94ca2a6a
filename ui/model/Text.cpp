#include "ui/model/Text.hpp"

#include <QLocale>

#include "core/io.hpp"

namespace ui {

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
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

QString localNumber(QString cText) {
  const QLocale locale;
  if (locale.decimalPoint() != QLatin1String(".")) cText.replace('.', locale.decimalPoint());
  if (locale.negativeSign() != QLatin1String("-")) cText.replace('-', locale.negativeSign());
  return cText;
}

}  // namespace ui
