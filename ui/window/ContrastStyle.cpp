#include "ui/window/ContrastStyle.hpp"

#include <QApplication>
#include <QPainter>
#include <QStyleOption>

namespace ui {

void ContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                  QPainter* painter, const QWidget* widget) const {
  QProxyStyle::drawPrimitive(element, option, painter, widget);
  const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
  if (!box && element != PE_IndicatorRadioButton) return;
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing, element == PE_IndicatorRadioButton);
  QColor edge = option->palette.color(QPalette::WindowText);
  if (!(option->state & State_Enabled)) edge.setAlphaF(0.6);
  painter->setPen(QPen(edge, 1));
  painter->setBrush(Qt::NoBrush);
  const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
  if (box) {
    painter->drawRect(r);
  } else {
    painter->drawEllipse(r);
  }
  painter->restore();
}

void ContrastStyle::install() {
  if (qobject_cast<ContrastStyle*>(QApplication::style()) != nullptr) return;
  QApplication::setStyle(new ContrastStyle(QApplication::style()->name()));
}

}  // namespace ui
