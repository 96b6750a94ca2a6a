#include "ui/Text.hpp"

#include "core/io.hpp"

namespace ui {

QString fromUtf8(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString printable(const QString& text, int maxChars) {
  const QByteArray utf8 = text.toUtf8();
  return QString::fromStdString(
      gelu::io::printable(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
                          static_cast<std::size_t>(maxChars)));
}

}  // namespace ui
