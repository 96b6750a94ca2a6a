#pragma once
/// @file
/// @brief A tooltip that typesets: rich text with formulas ($…$) in a small frameless window at
/// the pointer, as Qt's tooltips look (their palette and frame). QToolTip draws rich text only;
/// a widget whose tooltips hold formulas shows them through this instead (see CurvePicker).
#include <QPoint>
#include <QRect>
#include <QString>

class QWidget;

namespace ui {

class MathToolTip {
 public:
  /// Shows `text` near `globalPos`, for the pointer within `area` (global coordinates) of
  /// `owner`; it hides when the pointer leaves the area or the owner, on a key or a click, and
  /// after 10 s.
  static void showText(const QPoint& globalPos, const QString& text, QWidget* owner,
                       const QRect& area);
  static void hideText();
  /// The text shown now (empty when hidden).
  static QString text();
};

}  // namespace ui
