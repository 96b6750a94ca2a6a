#include "ui/panels/AxisFit.hpp"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <cmath>

#include "ui/panels/LiveLayers.hpp"
#include "ui/panels/Theme.hpp"

namespace ui {
namespace {

constexpr const char* kNatural = "naturalTickCount";

/// Whether neighbouring tick labels of `a` leave less than half a line between them.
bool crowded(const QCPAxis& a) {
  const QVector<double> ticks = a.tickVector();
  const QVector<QString> labels = a.tickVectorLabels();
  if (ticks.size() < 2 || ticks.size() != labels.size()) return false;
  const QFontMetricsF fm(a.tickLabelFont());
  const double gap = 0.5 * fm.height();
  const bool horizontal = a.orientation() == Qt::Horizontal;
  for (int i = 0; i + 1 < ticks.size(); ++i) {
    const double distance = std::abs(a.coordToPixel(ticks[i + 1]) - a.coordToPixel(ticks[i]));
    // QCustomPlot draws "1e4" as a base and an exponent: its width is less than the text's.
    const double need =
        horizontal ? 0.5 * (fm.horizontalAdvance(labels[i]) + fm.horizontalAdvance(labels[i + 1]))
                   : fm.height();
    if (distance < need + gap) return true;
  }
  return false;
}

}  // namespace

bool thinCrowdedTicks(QCustomPlot& plot) {
  bool changed = false;
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      if (!a->visible() || !a->tickLabels() || a->ticker().isNull() || !crowded(*a)) continue;
      const int count = a->ticker()->tickCount();
      const int shown = static_cast<int>(a->tickVector().size());
      const int fewer = std::max(2, std::min(count, shown) - 1);
      if (fewer >= count && count <= 2) continue;  // as few as it gets
      if (!a->property(kNatural).isValid()) a->setProperty(kNatural, count);
      a->ticker()->setTickCount(std::min(fewer, count - 1 > 1 ? count - 1 : 2));
      changed = true;
    }
  }
  return changed;
}

namespace {

constexpr const char* kLegendFont = "fitBaseFont";
constexpr const char* kLegendCell = "fitCell";
constexpr const char* kLabel = "fitBaseLabel";
constexpr const char* kLabelFont = "fitBaseLabelFont";

bool legendFits(const QCPLegend& legend) {
  const QSize need = legend.minimumOuterSizeHint();
  if (qobject_cast<QCPLayoutInset*>(legend.layout()) != nullptr) {
    const QCPAxisRect* rect = legend.parentPlot()->axisRect();
    return need.width() <= 0.7 * rect->width() && need.height() <= 0.6 * rect->height();
  }
  // In a row under the plot: its whole size, and no more than 40% of the height it shares with
  // the plot above it.
  const double plotHeight = legend.parentPlot()->axisRect()->outerRect().height();
  return legend.outerRect().height() + 0.5 >= need.height() &&
         legend.outerRect().width() + 0.5 >= need.width() &&
         need.height() <= 0.4 * (plotHeight + need.height());
}

}  // namespace

namespace {

/// The corner of the plot whose legend-sized rectangle holds the fewest points of the curves.
Qt::Alignment emptiestCorner(QCustomPlot& plot, QSize size) {
  const QRect r = plot.axisRect()->rect();
  const Qt::Alignment corners[] = {Qt::AlignTop | Qt::AlignLeft, Qt::AlignTop | Qt::AlignRight,
                                   Qt::AlignBottom | Qt::AlignLeft,
                                   Qt::AlignBottom | Qt::AlignRight};
  Qt::Alignment best = corners[0];
  long fewest = -1;
  for (const Qt::Alignment corner : corners) {
    const int left = (corner & Qt::AlignLeft) ? r.left() : r.right() - size.width();
    const int top = (corner & Qt::AlignTop) ? r.top() : r.bottom() - size.height();
    const QRectF box(left, top, size.width(), size.height());
    long count = 0;
    for (int g = 0; g < plot.graphCount(); ++g) {
      const QCPGraph* graph = plot.graph(g);
      // The x-dependent marks (on the panels' shade and marks layers) do not count: the legend's
      // corner must not move with x (it is drawn with the curves, once for all frames).
      if (!graph->visible() || LiveLayers::isLive(graph->layer())) continue;
      for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        const QPointF p(graph->keyAxis()->coordToPixel(it->key),
                        graph->valueAxis()->coordToPixel(it->value));
        if (box.contains(p)) ++count;
      }
    }
    if (fewest < 0 || count < fewest) {
      fewest = count;
      best = corner;
    }
  }
  return best;
}

}  // namespace

bool fitLegend(QCustomPlot& plot) {
  QCPLegend* legend = plot.legend;
  if (legend == nullptr || !legend->visible() || legend->itemCount() == 0 || legendFits(*legend) ||
      legend->layout() == nullptr) {
    return false;
  }
  if (!legend->property(kLegendFont).isValid()) legend->setProperty(kLegendFont, legend->font());
  const QFont base = legend->property(kLegendFont).value<QFont>();
  QFont f = legend->font();
  if (f.pointSizeF() > 0.62 * base.pointSizeF()) {  // 1. smaller type, down to 60%
    f.setPointSizeF(std::max(0.6 * base.pointSizeF(), 0.85 * f.pointSizeF()));
    legend->setFont(f);
    return true;
  }
  QCPLayoutGrid* grid = plot.plotLayout();
  for (int i = 0; i < grid->elementCount(); ++i) {
    // 2. A legend in a row under the plot moves into the plot's emptiest corner (and back to
    // its cell when restored).
    if (grid->elementAt(i) != legend) continue;
    int row = 0;
    int column = 0;
    grid->indexToRowCol(i, row, column);
    grid->take(legend);
    legend->setProperty(kLegendCell, QPoint(column, row));
    plot.axisRect()->insetLayout()->addElement(
        legend, emptiestCorner(plot, legend->minimumOuterSizeHint()));
    return true;
  }
  // 3. Already inside the plot at its smallest type: it stays there (over the curves, on its
  // veil). Should it not fit the plot at all, its text is cut, and the export refuses the size.
  return false;
}

bool fitAxisLabels(QCustomPlot& plot) {
  // From the label's own text and type each time: the plot may have grown since the last pass.
  bool changed = false;
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      if (!a->visible() || a->label().isEmpty()) continue;
      const bool saved = a->property(kLabel).isValid();
      const QString label = saved ? a->property(kLabel).toString() : a->label();
      const QFont base = saved ? a->property(kLabelFont).value<QFont>() : a->labelFont();
      const double room =
          0.95 * (a->orientation() == Qt::Horizontal ? rect->width() : rect->height());
      const double width = QFontMetricsF(base).horizontalAdvance(label);
      QFont f = base;
      QString text = label;
      if (width > room) {
        const double factor = std::max(0.65, std::floor(room / width * 20) / 20);
        f.setPointSizeF(factor * base.pointSizeF());
        if (QFontMetricsF(f).horizontalAdvance(label) > room) {
          text = QFontMetricsF(f).elidedText(label, Qt::ElideRight, room);
        }
      }
      if (!saved && text == label && f == base) continue;
      if (!saved) {
        a->setProperty(kLabel, label);
        a->setProperty(kLabelFont, base);
      }
      if (a->label() != text || a->labelFont() != f) {
        a->setLabel(text);
        a->setLabelFont(f);
        changed = true;
      }
    }
  }
  return changed;
}

bool fitMargins(QCustomPlot& plot) {
  bool changed = false;
  for (QCPAxisRect* rect : plot.axisRects()) {
    // Half of the lowest and highest tick labels hangs over the ends of their axis: the margins
    // on those sides hold it (a margin no axis needs is otherwise 0 and the label is cut).
    QMargins need(0, 0, 0, 0);
    const QCPAxis* x = rect->axis(QCPAxis::atBottom);
    const QCPAxis* y = rect->axis(QCPAxis::atLeft);
    if (x != nullptr && x->visible() && x->tickLabels() && !x->tickVectorLabels().isEmpty()) {
      const QFontMetricsF fm(x->tickLabelFont());
      // A quarter line on each side: neighbouring plots' end labels stay apart.
      const int gap = static_cast<int>(std::ceil(0.25 * fm.height())) + 1;
      const QVector<double> ticks = x->tickVector();
      const QVector<QString> labels = x->tickVectorLabels();
      const double overhang =
          x->coordToPixel(ticks.back()) + 0.5 * fm.horizontalAdvance(labels.back()) - rect->right();
      need.setRight(static_cast<int>(std::ceil(std::max(0.0, overhang))) + gap);
      // On the left the y axis' labels usually give room; small multiples without them do not.
      const double under = rect->left() - (x->coordToPixel(ticks.front()) -
                                           0.5 * fm.horizontalAdvance(labels.front()));
      need.setLeft(static_cast<int>(std::ceil(std::max(0.0, under))) + gap);
    }
    if (y != nullptr && y->visible() && y->tickLabels() && !y->tickVectorLabels().isEmpty()) {
      const double overhang = rect->top() - (y->coordToPixel(y->tickVector().back()) -
                                             0.5 * QFontMetricsF(y->tickLabelFont()).height());
      need.setTop(static_cast<int>(std::ceil(std::max(0.0, overhang))) + 2);
    }
    const QMargins now = rect->minimumMargins();
    const QMargins want(std::max(now.left(), need.left()), std::max(now.top(), need.top()),
                        std::max(now.right(), need.right()), now.bottom());
    if (want != now) {
      rect->setMinimumMargins(want);
      changed = true;
    }
  }
  return changed;
}

void invalidateMargins(QCustomPlot& plot) {
  // QCustomPlot caches an axis' margin until a property of the axis changes, not when its tick
  // labels do: a nudge of the padding makes it measure the labels again.
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      const int padding = a->padding();
      a->setPadding(padding + 1);
      a->setPadding(padding);
    }
  }
}

void restoreTickCounts(QCustomPlot& plot) {
  invalidateMargins(plot);
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      const QVariant natural = a->property(kNatural);
      if (natural.isValid() && !a->ticker().isNull()) a->ticker()->setTickCount(natural.toInt());
      a->setProperty(kNatural, QVariant());
      if (a->property(kLabel).isValid()) {
        a->setLabel(a->property(kLabel).toString());
        a->setLabelFont(a->property(kLabelFont).value<QFont>());
        a->setProperty(kLabel, QVariant());
        a->setProperty(kLabelFont, QVariant());
      }
    }
  }
  for (QCPAxisRect* rect : plot.axisRects()) rect->setMinimumMargins(QMargins(0, 0, 0, 0));
  if (QCPLegend* legend = plot.legend) {
    if (legend->property(kLegendFont).isValid()) {
      legend->setFont(legend->property(kLegendFont).value<QFont>());
      legend->setProperty(kLegendFont, QVariant());
    }
    if (const QVariant cell = legend->property(kLegendCell); cell.isValid()) {
      plot.axisRect()->insetLayout()->take(legend);
      plot.plotLayout()->addElement(cell.toPoint().y(), cell.toPoint().x(), legend);
      legend->setProperty(kLegendCell, QVariant());
    }
  }
}

void fitCornerText(QCPItemText& text) {
  QCPAxisRect* rect = text.clipAxisRect();
  if (rect == nullptr || !text.visible() || text.text().isEmpty()) return;
  constexpr const char* kBase = "baseFont";
  constexpr const char* kFitted = "fittedFont";
  // The panel may have restyled the text since: then its font is the new base.
  if (!text.property(kBase).isValid() || text.font() != text.property(kFitted).value<QFont>()) {
    text.setProperty(kBase, text.font());
  }
  const QFont base = text.property(kBase).value<QFont>();
  const QMargins pad = text.padding();
  const auto size = [&](const QFont& f) {
    return QFontMetricsF(f)
               .boundingRect(QRectF(0, 0, 1e6, 1e6), static_cast<int>(text.textAlignment()),
                             text.text())
               .size() +
           QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom());
  };
  const QSizeF need = size(base);
  const double room =
      std::min((rect->width() * 0.95 - 2) / need.width(), (rect->height() * 0.9) / need.height());
  QFont f = base;
  if (room < 1.0) f.setPointSizeF(std::max(0.4, std::floor(room * 20) / 20) * base.pointSizeF());
  text.setFont(f);
  text.setProperty(kFitted, f);
}

}  // namespace ui
