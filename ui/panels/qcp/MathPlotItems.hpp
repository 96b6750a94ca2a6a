#pragma once
/// @file
/// @brief QCustomPlot's text with formulas: a read-out (QCPItemText), a legend entry
/// (QCPPlottableLegendItem) and an axis label whose `$…$` are typeset (ui/typeset/MathText.hpp)
/// and measured as drawn, so the layout places their true boxes. Text without a `$` is drawn as
/// QCustomPlot draws it.

#include <qcustomplot.h>

#include <QString>

#include "ui/typeset/MathText.hpp"

namespace ui {

class MathItemText : public QCPItemText {
  Q_OBJECT
 public:
  explicit MathItemText(QCustomPlot* plot) : QCPItemText(plot) {}
  /// The text's box in `font` with the padding (what draw() fills).
  QSizeF boxSize(const QFont& font) const;
  /// Where draw() puts the box (padding included), in the plot's pixels: at the position, by
  /// its alignment, unrotated.
  QRectF boxRect() const;

 protected:
  void draw(QCPPainter* painter) override;

 private:
  const typeset::MathText& laidOut(const QFont& font) const;
  mutable typeset::MathText m_math;
  mutable QFont m_mathFont;
};

class MathLegendItem : public QCPPlottableLegendItem {
  Q_OBJECT
 public:
  MathLegendItem(QCPLegend* legend, QCPAbstractPlottable* plottable)
      : QCPPlottableLegendItem(legend, plottable) {}
  QSize minimumOuterSizeHint() const override;

 protected:
  void draw(QCPPainter* painter) override;

 private:
  const typeset::MathText& laidOut() const;
  mutable typeset::MathText m_math;
  mutable QFont m_mathFont;
};

/// The plottable's legend entry as a MathLegendItem (replacing QCustomPlot's own, in place).
void useMathLegendItem(QCPLegend& legend, QCPAbstractPlottable* plottable);

/// Every axis of the plot draws a label with `$…$` typeset, in the band QCustomPlot keeps for
/// its label (as tall as the formula needs), rotated on a vertical axis. Idempotent.
void useMathAxisLabels(QCustomPlot& plot);

}  // namespace ui
