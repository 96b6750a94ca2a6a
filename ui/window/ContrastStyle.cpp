#include "ui/window/ContrastStyle.hpp"

#include <QApplication>
#include <QPainter>
#include <QRegion>
#include <QStyleOption>
#include <QTabBar>
#include <algorithm>

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
  // A menu's panel (QMenu asks with no state: it is never disabled): in high contrast the
  // Panels menu's ticks stood over the plots with no edge around them.
  if (element == PE_PanelMenu || element == PE_FrameMenu) {
    QStyleOption enabled(*option);
    enabled.state |= State_Enabled;
    outline(&enabled, painter);
    return;
  }
  // Buttons: in high contrast Play, Step and Reset were words on black with no button around
  // them. (Fusion draws a tool button's panel and a combo box's through this one: one stroke.)
  if (element == PE_PanelButtonCommand) {
    outline(option, painter, 2.0);
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
  const auto* combo = qstyleoption_cast<const QStyleOptionComboBox*>(option);
  // (an editable one is framed as a field; the others are drawn as a button, outlined above)
  if (control == CC_ComboBox && combo != nullptr && combo->frame && combo->editable) {
    outline(option, painter, 2.0);
  }
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

void ContrastStyle::drawControl(ControlElement element, const QStyleOption* option,
                                QPainter* painter, const QWidget* widget) const {
  QProxyStyle::drawControl(element, option, painter, widget);
  // The current tab: a bar in the accent colour along its edge by the page, in every theme (one
  // look; projected, the light theme's paler tab is faint too).
  const auto* tab = qstyleoption_cast<const QStyleOptionTab*>(option);
  if (element != CE_TabBarTabShape || tab == nullptr || !(tab->state & State_Selected)) return;
  const QRect r = option->rect;
  const bool vertical = tab->shape == QTabBar::RoundedWest || tab->shape == QTabBar::RoundedEast ||
                        tab->shape == QTabBar::TriangularWest ||
                        tab->shape == QTabBar::TriangularEast;
  const int bar = std::max(2, (vertical ? r.width() : r.height()) / 10);  // a tenth of its depth
  QRect edge;
  switch (tab->shape) {
    case QTabBar::RoundedSouth:
    case QTabBar::TriangularSouth:
      edge = QRect(r.left() + 1, r.top(), r.width() - 2, bar);
      break;
    case QTabBar::RoundedWest:
    case QTabBar::TriangularWest:
      edge = QRect(r.right() - bar + 1, r.top() + 1, bar, r.height() - 2);
      break;
    case QTabBar::RoundedEast:
    case QTabBar::TriangularEast:
      edge = QRect(r.left(), r.top() + 1, bar, r.height() - 2);
      break;
    default:
      edge = QRect(r.left() + 1, r.bottom() - bar + 1, r.width() - 2, bar);
      break;
  }
  // The accent, lightened (on a dark window) or darkened until it stands 3:1 off the window.
  const QColor window = option->palette.color(QPalette::Window);
  QColor accent = option->palette.color(QPalette::Highlight);
  for (int i = 0; i < 8 && contrastRatio(accent, window) < 3.0; ++i) {
    accent = window.lightness() < 128 ? accent.lighter(120) : accent.darker(120);
  }
  painter->fillRect(edge, accent);
}

void ContrastStyle::outline(const QStyleOption* option, QPainter* painter, double radius) {
  if (option->rect.width() <= 4 || option->rect.height() <= 4 || !outlineFaint(option->palette)) {
    return;
  }
  painter->save();
  QColor edge = option->palette.color(QPalette::WindowText);
  edge.setAlphaF(option->state & State_Enabled ? 0.6 : 0.35);
  painter->setPen(QPen(edge, 1));
  painter->setBrush(Qt::NoBrush);
  const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
  if (radius > 0) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->drawRoundedRect(r, radius, radius);
  } else {
    painter->drawRect(r);
  }
  painter->restore();
}

void ContrastStyle::install() {
  if (qobject_cast<ContrastStyle*>(QApplication::style()) != nullptr) return;
  QApplication::setStyle(new ContrastStyle(QApplication::style()->name()));
}

}  // namespace ui
