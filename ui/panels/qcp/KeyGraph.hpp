#pragma once
/// @file
/// @brief A legend entry for marks that several curves draw each in its own colour (the number
/// formats' bars along the bottom, their × and + on the curves): its icon shows them as drawn,
/// one per curve, not one mark in the foreground colour that no curve uses. It has no data.
#include <qcustomplot.h>

#include <QList>
#include <QPen>

namespace ui {

class KeyGraph : public QCPGraph {
  Q_OBJECT
 public:
  KeyGraph(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPGraph(keyAxis, valueAxis) {}
  /// Bars: one horizontal stroke per pen, the first lowest (as the rows of bars stand in the
  /// plot), each as thick as its pen or as the icon's share allows.
  void setBars(const QList<QPen>& pens);
  /// Marks: one per style, side by side.
  void setMarks(const QList<QCPScatterStyle>& styles);

 protected:
  void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

 private:
  QList<QPen> m_bars;
  QList<QCPScatterStyle> m_marks;
};

}  // namespace ui
