#include "ui/export/TextBlock.hpp"

#include "ui/panels/Theme.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

std::unique_ptr<QTextDocument> textBlock(const QString& html, double width, const Theme& theme,
                                         double points, bool bold, QColor colour) {
  auto doc = std::make_unique<QTextDocument>();
  doc->setDocumentMargin(0);
  QFont font = theme.font(points / theme.fontScale, bold);
  font.setPointSizeF(points);
  doc->setDefaultFont(font);
  const QColor c = colour.isValid() ? colour : theme.foreground;
  doc->setDefaultStyleSheet(QStringLiteral("body { color: %1; }").arg(c.name()));
  typeset::setMathContent(*doc, "<body>" + html + "</body>");  // $…$ and $$…$$ typeset
  doc->setTextWidth(width);
  return doc;
}

}  // namespace ui
