#include "ui/window/ContrastStyle.hpp"

#include <QApplication>
#include <QPainter>
#include <QRegion>
#include <QStyleOption>

#include "ui/panels/ColourContrast.hpp"

namespace ui {
namespace {

/// Whether Fusion's outline of fields (the window colour darker by 140) falls short of the 3:1
/// that WCAG asks of a control's edge: 1.2:1 on a black or dark grey window, 2:1 on a light one.
bool outlineFaint(const QPalette& palette) {
  const QColor window = palette.color(QPalette::Window);
  return contrastRatio(window, window.darker(140)) < 3.0;
}

}  // namespace

void ContrastStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                                  QPainter* painter, const QWidget* widget) const {
  QProxyStyle::drawPrimitive(element, option, painter, widget);
  // Line edits, spin boxes and framed lists (the curve list): outlined in the text colour, a
  // little softened, where Fusion's outline is faint — in high contrast a value stood alone on
  // black with no field around it.
  // (A spin box's own line edit has no frame: the spin box's is drawn below.)
  const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option);
  const bool field = (element == PE_PanelLineEdit && frame != nullptr && frame->lineWidth > 0) ||
                     element == PE_Frame;
  if (field) {
    outline(option, painter);
    return;
  }
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

void ContrastStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                                       QPainter* painter, const QWidget* widget) const {
  QProxyStyle::drawComplexControl(control, option, painter, widget);
  const auto* spin = qstyleoption_cast<const QStyleOptionSpinBox*>(option);
  if (control == CC_SpinBox && spin != nullptr && spin->frame) outline(option, painter);
  // A slider's track and handle: Fusion draws the track's empty part and the handle's edge in
  // shades of the window colour, black on black in high contrast (the range and the handle were
  // invisible there).
  const auto* slider = qstyleoption_cast<const QStyleOptionSlider*>(option);
  if (control != CC_Slider || slider == nullptr || !outlineFaint(option->palette)) return;
  const bool enabled = option->state & State_Enabled;
  QColor edge = option->palette.color(QPalette::WindowText);
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing);
  painter->setBrush(Qt::NoBrush);
  edge.setAlphaF(enabled ? 0.6 : 0.35);
  painter->setPen(QPen(edge, 1));
  const QRect handle = subControlRect(control, slider, SC_SliderHandle, widget);
  const QRectF groove = subControlRect(control, slider, SC_SliderGroove, widget);
  painter->save();
  // The track's edge stops at the handle (it ran across the handle's face).
  painter->setClipRegion(QRegion(option->rect) - handle, Qt::IntersectClip);
  painter->drawRoundedRect(groove.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
  painter->restore();
  edge.setAlphaF(enabled ? 1.0 : 0.35);
  painter->setPen(QPen(edge, 1.5));
  painter->drawRoundedRect(QRectF(handle).adjusted(1, 1, -1, -1), 2, 2);
  painter->restore();
}

void ContrastStyle::outline(const QStyleOption* option, QPainter* painter) {
  if (option->rect.width() <= 4 || option->rect.height() <= 4 || !outlineFaint(option->palette)) {
    return;
  }
  painter->save();
  QColor edge = option->palette.color(QPalette::WindowText);
  edge.setAlphaF(option->state & State_Enabled ? 0.6 : 0.35);
  painter->setPen(QPen(edge, 1));
  painter->setBrush(Qt::NoBrush);
  painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5));
  painter->restore();
}

void ContrastStyle::install() {
  if (qobject_cast<ContrastStyle*>(QApplication::style()) != nullptr) return;
  QApplication::setStyle(new ContrastStyle(QApplication::style()->name()));
}

}  // namespace ui
