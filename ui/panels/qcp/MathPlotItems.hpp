#pragma once
/// @file
/// @brief QCustomPlot's text with formulas: a read-out (QCPItemText), a legend entry
/// (QCPPlottableLegendItem) and an axis label whose `$…$` are typeset (ui/typeset/MathText.hpp)
/// and measured as drawn, so the layout places their true boxes. Text without a `$` is drawn as
/// QCustomPlot draws it.

#include <qcustomplot.h>

#include <QString>
#include <QStringList>
#include <vector>

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

/// Lines of text in a legend, without an icon (a panel's read-out set beside its plot with the
/// legend): `$…$` typeset, one under another. It is at
/// least as wide as the widest of its reserve lines, so that read-outs that change with every
/// frame do not change the legend's width (and the plot's) as they do. Aligned with the entries'
/// icons: a block of its own under them.
class MathNoteLegendItem : public QCPAbstractLegendItem {
  Q_OBJECT
 public:
  /// In the legend's type scaled by `scale` (whatever type the layout gives the legend).
  MathNoteLegendItem(QCPLegend* legend, double scale)
      : QCPAbstractLegendItem(legend), m_scale(scale) {}
  void setLines(const QStringList& lines);
  const QStringList& lines() const { return m_lines; }
  void setReserve(const QStringList& lines);
  QSize minimumOuterSizeHint() const override;

 protected:
  void draw(QCPPainter* painter) override;

 private:
  const std::vector<typeset::MathText>& laidOut() const;
  QFont noteFont() const;
  double m_scale;
  QStringList m_lines;
  QStringList m_reserve;
  mutable std::vector<typeset::MathText> m_laid;  ///< m_lines typeset in m_laidFont
  mutable QStringList m_laidLines;
  mutable QFont m_laidFont;
  mutable double m_reserveWidth = 0;  ///< of the widest reserve line in m_reserveFont
  mutable QFont m_reserveFont;
};

/// The plottable's legend entry as a MathLegendItem (replacing QCustomPlot's own, in place).
void useMathLegendItem(QCPLegend& legend, QCPAbstractPlottable* plottable);

/// Every axis of the plot draws a label with `$…$` typeset, in the band QCustomPlot keeps for
/// its label (as tall as the formula needs), rotated on a vertical axis. Idempotent.
void useMathAxisLabels(QCustomPlot& plot);

}  // namespace ui
