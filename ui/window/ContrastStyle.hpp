#pragma once
/// @file
/// @brief The window's style with check boxes, radio buttons, line edits, spin boxes, sliders,
/// framed lists, buttons and combo boxes outlined in the text colour: Fusion outlines them in a
/// darker shade of the window colour, which on a black window (high contrast) is black on black,
/// 1.2:1, and on a light one 2:1, short of WCAG's 3:1 for a control's edge. The current tab is
/// marked by a bar in the accent colour (Fusion's differs from the others by 1.1:1 in dark and
/// not at all in high contrast). Everything else is the base style's.
#include <QProxyStyle>

namespace ui {

class ContrastStyle : public QProxyStyle {
  Q_OBJECT
 public:
  using QProxyStyle::QProxyStyle;
  void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
  void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                          QPainter* painter, const QWidget* widget = nullptr) const override;
  void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                   const QWidget* widget = nullptr) const override;
  /// Puts the style on the application once (a no-op when it is there already).
  static void install();

 private:
  /// A field's edge in the text colour, softened, where Fusion's own is under 3:1.
  static void outline(const QStyleOption* option, QPainter* painter, double radius = 0);
};

}  // namespace ui
