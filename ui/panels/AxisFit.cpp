#include "ui/panels/AxisFit.hpp"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QPointer>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <typeinfo>

#include "ui/panels/Placement.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

constexpr const char* kNatural = "naturalTickCount";
constexpr const char* kHeld = "heldTickCount";  ///< holdTickCounts()

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
  // Alike axes tick alike: of one orientation, range, type and ticker, about one length (a
  // training's maps, small multiples), they take the fewest ticks any of them was thinned to, so
  // that a map a pixel narrower than its neighbours does not tick otherwise.
  QList<QCPAxis*> axes;
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      if (a->visible() && a->tickLabels() && !a->ticker().isNull()) axes << a;
    }
  }
  const auto length = [](const QCPAxis* a) {
    return a->orientation() == Qt::Horizontal ? a->axisRect()->width() : a->axisRect()->height();
  };
  for (QCPAxis* a : axes) {
    int fewest = a->ticker()->tickCount();
    for (const QCPAxis* b : axes) {
      if (b->orientation() != a->orientation() || b->scaleType() != a->scaleType() ||
          typeid(*b->ticker()) != typeid(*a->ticker()) || b->range() != a->range() ||
          b->tickLabelFont() != a->tickLabelFont() ||
          std::abs(length(a) - length(b)) > 0.05 * std::max(length(a), length(b))) {
        continue;
      }
      fewest = std::min(fewest, b->ticker()->tickCount());
    }
    if (fewest < a->ticker()->tickCount()) {
      if (!a->property(kNatural).isValid()) a->setProperty(kNatural, a->ticker()->tickCount());
      a->ticker()->setTickCount(fewest);
      changed = true;
    }
  }
  return changed;
}

void holdTickCounts(QCustomPlot& plot, bool hold) {
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      const bool held = hold && !a->ticker().isNull();
      a->setProperty(kHeld, held ? QVariant(a->ticker()->tickCount()) : QVariant());
    }
  }
}

namespace {

constexpr const char* kLegendFont = "fitBaseFont";
constexpr const char* kLegendCell = "fitCell";
constexpr const char* kLegendOutside = "fitOutside";  ///< inset alignment, wrap, fill order
constexpr const char* kLegendBeside = "fitBeside";    ///< outside, in a column right of the plot
/// Brought back inside from under the plot (no room there): placement leaves it inside.
constexpr const char* kLegendStays = "fitStays";
constexpr const char* kLegendRect = "fitLegendRect";  ///< the axis rect named by setLegendRect
constexpr const char* kLabel = "fitBaseLabel";
constexpr const char* kShortLabel = "fitShortLabel";        ///< setShortLabel()
constexpr const char* kShortLabelFor = "fitShortLabelFor";  ///< the label it shortens
constexpr const char* kLabelFont = "fitBaseLabelFont";
constexpr const char* kFittedLabel = "fitLabel";     ///< the text the fit gave the axis
constexpr const char* kFittedFont = "fitLabelFont";  ///< and the type

/// Forgets the label a fit saved when the panel has set another since, or another type (a new
/// theme): the new one is the label now (restoring the saved one would bring back, say, the
/// errors' label over the lens). A new text in the type the fit gave the old one gets the
/// label's own type back: else the shrunk type became the new label's full size ("running
/// mean", once cut to "running me…" in a small plot, stayed at 65% in the lecture's tall one).
void dropStaleLabel(QCPAxis& a) {
  if (!a.property(kLabel).isValid()) return;
  const bool sameFont = a.labelFont() == a.property(kFittedFont).value<QFont>();
  if (sameFont && a.label() == a.property(kFittedLabel).toString()) return;
  if (sameFont) a.setLabelFont(a.property(kLabelFont).value<QFont>());
  a.setProperty(kLabel, QVariant());
  a.setProperty(kLabelFont, QVariant());
  a.setProperty(kFittedLabel, QVariant());
  a.setProperty(kFittedFont, QVariant());
}

bool legendFits(const QCPLegend& legend) {
  const QSize need = legend.minimumOuterSizeHint();
  if (qobject_cast<QCPLayoutInset*>(legend.layout()) != nullptr) {
    const QCPAxisRect* rect = legendRect(*legend.parentPlot());
    return need.width() <= 0.7 * rect->width() && need.height() <= 0.6 * rect->height();
  }
  // In a row under the plot (a column beside it): its whole size, and no more than 40% of the
  // height (45% of the width) it shares with the plot — or with the whole figure, where it
  // stands under or beside a figure of several plots (figureCell(), as moveLegendBelow() and
  // moveLegendBeside() measured it).
  const QCPLayoutElement* cell = figureCell(*legend.parentPlot());
  const QRect plot = (cell != nullptr ? cell : legendRect(*legend.parentPlot()))->outerRect();
  const bool whole = legend.outerRect().height() + 0.5 >= need.height() &&
                     legend.outerRect().width() + 0.5 >= need.width();
  if (legend.property(kLegendBeside).toBool()) {
    return whole && fitsBeside(need.width(), plot.width());
  }
  return whole && need.height() <= 0.4 * (plot.height() + need.height());
}

}  // namespace

namespace {

/// Undoes moveLegendBelow(): the legend back in its plot, at its corner, its entries as before.
void bringLegendBack(QCustomPlot& plot, QCPLegend& legend) {
  const QVariantList was = legend.property(kLegendOutside).toList();
  QCPLayout* holder = legend.layout();
  holder->take(&legend);
  if (holder != plot.plotLayout()) plot.plotLayout()->remove(holder);  // beside: its column
  plot.plotLayout()->simplify();  // (the legend's row or column, empty now)
  legendRect(plot)->insetLayout()->addElement(&legend,
                                              static_cast<Qt::Alignment>(was.at(0).toInt()));
  legend.setWrap(was.at(1).toInt());
  legend.setFillOrder(static_cast<QCPLegend::FillOrder>(was.at(2).toInt()), true);
  legend.setProperty(kLegendOutside, QVariant());
  legend.setProperty(kLegendBeside, QVariant());
}

/// `label` cut in its words after the last formula, with an ellipsis, to `room` typeset in
/// `font` (down to the formulas alone).
QString elidedAfterMath(const QString& label, const QFont& font, double room) {
  const qsizetype end = label.lastIndexOf('$') + 1;
  const QString tail = label.mid(end);
  for (qsizetype n = tail.size() - 1; n >= 0; --n) {
    QString text = label.left(end) + tail.left(n);
    while (text.back().isSpace()) text.chop(1);
    text += QChar(0x2026);
    if (n == 0 || typeset::MathText(text, font).size().width() <= room) return text;
  }
  return label;
}

}  // namespace

QCPAxisRect* legendRect(const QCustomPlot& plot) {
  if (plot.legend != nullptr) {
    // Only while it is one of the plot's rects (a rect taken out of the layout is not).
    const auto named = plot.legend->property(kLegendRect).value<QPointer<QObject>>();
    for (QCPAxisRect* r : plot.axisRects()) {
      if (r == named) return r;
    }
  }
  return plot.axisRect();
}

void setLegendRect(QCustomPlot& plot, QCPAxisRect* rect) {
  if (plot.legend != nullptr) {
    plot.legend->setProperty(kLegendRect, QVariant::fromValue(QPointer<QObject>(rect)));
  }
}

namespace {

/// The legend in `points`, its keys scaled with it from its own type (kept for
/// restoreTickCounts()).
void setLegendPoints(QCPLegend& legend, double points) {
  if (!legend.property(kLegendFont).isValid()) legend.setProperty(kLegendFont, legend.font());
  const QFont base = legend.property(kLegendFont).value<QFont>();
  QFont f = legend.font();
  f.setPointSizeF(points);
  legend.setFont(f);
  sizeLegendKeys(legend, points / base.pointSizeF());
}

}  // namespace

bool fitLegend(QCustomPlot& plot) {
  QCPLegend* legend = plot.legend;
  if (legend == nullptr || !legend->visible() || legend->itemCount() == 0 || legendFits(*legend) ||
      legend->layout() == nullptr) {
    return false;
  }
  const double own = legend->property(kLegendFont).isValid()
                         ? legend->property(kLegendFont).value<QFont>().pointSizeF()
                         : legend->font().pointSizeF();
  const double now = legend->font().pointSizeF();
  const double least = std::min(own, std::max(0.6 * own, kMinTextPoints));
  if (now > least + 0.01) {  // 1. smaller type, down to 60% or the least size
    setLegendPoints(*legend, std::max(least, kLegendTypeStep * now));
    return true;
  }
  if (legend->property(kLegendOutside).isValid()) {
    // 2. A legend that placement moved under the plot goes back inside, as it was, to stay.
    bringLegendBack(plot, *legend);
    legend->setProperty(kLegendStays, true);
    return true;
  }
  // 2. A legend in a row under the plot moves into the plot's emptiest corner.
  if (moveLegendIntoPlot(plot)) return true;
  // 3. Already inside the plot at its smallest type: it stays there (over the curves, on its
  // veil). Should it not fit the plot at all, its text is cut, and the export refuses the size.
  return false;
}

bool capLegendType(QCustomPlot& plot, double points) {
  QCPLegend* legend = plot.legend;
  if (points <= 0 || legend == nullptr || legend->font().pointSizeF() <= points + 0.01) {
    return false;
  }
  setLegendPoints(*legend, points);
  return true;
}

void addLegendRow(QCPLayoutGrid& grid, int row, int column, QCPLegend& legend) {
  auto* holder = new QCPLayoutGrid;
  grid.addElement(row, column, holder);
  holder->addElement(0, 0, new QCPLayoutElement(legend.parentPlot()));
  holder->addElement(0, 1, &legend);
  holder->addElement(0, 2, new QCPLayoutElement(legend.parentPlot()));
  // The legend at its least width, the spacers the rest in halves.
  holder->setColumnStretchFactors({1.0, 0.001, 1.0});
  holder->setColumnSpacing(0);
}

bool moveLegendIntoPlot(QCustomPlot& plot) {
  QCPLegend* legend = plot.legend;
  if (legend == nullptr || legend->layout() == nullptr) return false;
  // A legend that placement moved out of its plot (below or beside) is not in a row of its own
  // but out on loan: only bringLegendBack() returns it, restoring how it sat inside.
  if (legend->property(kLegendOutside).isValid()) return false;
  QCPLayoutGrid* grid = plot.plotLayout();
  // The plot layout's cell holds the legend in its centring row (addLegendRow), or itself.
  QCPLayout* holder = legend->layout();
  QCPLayoutElement* cell = holder->layout() == grid ? holder : legend;
  for (int i = 0; i < grid->elementCount(); ++i) {
    if (grid->elementAt(i) != cell) continue;
    int row = 0;
    int column = 0;
    grid->indexToRowCol(i, row, column);
    holder->take(legend);
    if (cell != legend) grid->remove(cell);                 // the holder and its spacers
    legend->setProperty(kLegendCell, QPoint(column, row));  // (back to it when restored)
    // (Placed where it covers the least data by the panel: PlotPanel::placeTexts().)
    legendRect(plot)->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignLeft);
    return true;
  }
  return false;
}

QCPLayoutElement* figureCell(const QCustomPlot& plot) {
  QCPLayoutElement* e = legendRect(plot);
  while (e != nullptr && e->layout() != nullptr && e->layout() != plot.plotLayout()) {
    e = e->layout();
  }
  return e != nullptr && e->layout() == plot.plotLayout() ? e : nullptr;
}

QCPLayoutGrid* nestInFigureGrid(QCustomPlot& plot) {
  QCPAxisRect* first = plot.axisRect();
  plot.plotLayout()->take(first);
  plot.plotLayout()->simplify();
  auto* figure = new QCPLayoutGrid;
  plot.plotLayout()->addElement(0, 0, figure);
  figure->addElement(0, 0, first);
  return figure;
}

namespace {

/// A legend inside its plot that may be moved out of it: where it is, and the plot's cell.
struct InsetLegend {
  QCPLegend* legend;
  QCPLayoutInset* inset;
  int index;  ///< in the inset layout
  QCPLayoutGrid* grid;
  QCPLayoutElement* cell;  ///< the plot, or the figure's own grid that holds it (figureCell())
  int row;                 ///< the cell's place in the grid
  int column;
};

/// The plot's legend when it is inside the plot and neither moved nor kept there by a fit.
std::optional<InsetLegend> insetLegend(QCustomPlot& plot) {
  QCPLegend* legend = plot.legend;
  if (legend == nullptr || legend->property(kLegendCell).isValid() ||
      legend->property(kLegendOutside).isValid() || legend->property(kLegendStays).isValid()) {
    return std::nullopt;
  }
  QCPLayoutInset* inset = legendRect(plot)->insetLayout();
  const int index = inset->elements(false).indexOf(legend);
  QCPLayoutGrid* grid = plot.plotLayout();
  QCPLayoutElement* cell = figureCell(plot);
  const int at = cell != nullptr ? grid->elements(false).indexOf(cell) : -1;
  if (index < 0 || at < 0) return std::nullopt;
  InsetLegend l{legend, inset, index, grid, cell, 0, 0};
  grid->indexToRowCol(at, l.row, l.column);
  return l;
}

/// Takes the legend out of its inset, remembering how it was there (bringLegendBack()).
void takeOutOfPlot(const InsetLegend& l, int wrap, QCPLegend::FillOrder order) {
  l.legend->setProperty(kLegendOutside,
                        QVariantList{static_cast<int>(l.inset->insetAlignment(l.index)), wrap,
                                     static_cast<int>(order)});
  l.inset->take(l.legend);
}

}  // namespace

bool moveLegendBelow(QCustomPlot& plot) {
  const std::optional<InsetLegend> l = insetLegend(plot);
  if (!l) return false;
  QCPLegend* legend = l->legend;
  // As many entries side by side as the plot's width holds; only when the legend then fits
  // under the plot as fitLegend() wants it (at most 40% of the height it shares with the plot).
  const int wrap = legend->wrap();
  const QCPLegend::FillOrder order = legend->fillOrder();
  const double width = l->cell->outerRect().width();
  const double height = l->cell->outerRect().height();
  int columns = legend->itemCount();
  for (; columns >= 1; --columns) {
    legend->setWrap(columns);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    const QSize need = legend->minimumOuterSizeHint();
    if (need.width() <= width && need.height() <= 0.4 * height) break;
  }
  if (columns < 1) {
    legend->setWrap(wrap);
    legend->setFillOrder(order, true);
    return false;
  }
  takeOutOfPlot(*l, wrap, order);
  l->grid->insertRow(l->row + 1);
  addLegendRow(*l->grid, l->row + 1, l->column, *legend);
  l->grid->setRowStretchFactor(l->row + 1, 0.001);  // as tall as the legend, the rest to the plot
  return true;
}

QSizeF legendSizeInRows(const QCPLegend& legend, double width) {
  // As QCustomPlot sizes a grid: each column as wide as its widest entry, each row as tall as
  // its tallest, the spacings between them, the margins around.
  QList<QSize> items;
  for (int i = 0; i < legend.itemCount(); ++i) {
    // (a cell of the legend's grid may be empty)
    if (const QCPAbstractLegendItem* item = legend.item(i); item != nullptr) {
      items << item->minimumOuterSizeHint();
    }
  }
  const QMargins m = legend.margins();
  if (items.isEmpty()) return QSizeF(m.left() + m.right(), m.top() + m.bottom());
  const auto sizeIn = [&](int columns) {
    QList<double> widths(columns, 0.0);
    const int rows = (static_cast<int>(items.size()) + columns - 1) / columns;
    QList<double> heights(rows, 0.0);
    for (int i = 0; i < items.size(); ++i) {
      widths[i % columns] = std::max<double>(widths[i % columns], items[i].width());
      heights[i / columns] = std::max<double>(heights[i / columns], items[i].height());
    }
    return QSizeF(std::accumulate(widths.begin(), widths.end(), 0.0) +
                      (columns - 1) * legend.columnSpacing() + m.left() + m.right(),
                  std::accumulate(heights.begin(), heights.end(), 0.0) +
                      (rows - 1) * legend.rowSpacing() + m.top() + m.bottom());
  };
  for (int columns = static_cast<int>(items.size()); columns > 1; --columns) {
    if (const QSizeF size = sizeIn(columns); size.width() <= width) return size;
  }
  return sizeIn(1);
}

bool legendIsBeside(const QCustomPlot& plot) {
  return plot.legend != nullptr && plot.legend->property(kLegendBeside).toBool();
}

bool fitsBeside(int width, int plotWidth) { return width <= 0.45 * (plotWidth + width); }

bool moveLegendBeside(QCustomPlot& plot) {
  const std::optional<InsetLegend> l = insetLegend(plot);
  if (!l) return false;
  QCPLegend* legend = l->legend;
  // One entry under another; only when that fits beside the plot as fitLegend() wants it (no
  // taller than the plot).
  const int wrap = legend->wrap();
  const QCPLegend::FillOrder order = legend->fillOrder();
  legend->setWrap(0);
  legend->setFillOrder(QCPLegend::foRowsFirst, true);
  const QSize need = legend->minimumOuterSizeHint();
  const QRect rect = l->cell->outerRect();
  if (!fitsBeside(need.width(), rect.width() - need.width()) || need.height() > rect.height()) {
    legend->setWrap(wrap);
    legend->setFillOrder(order, true);
    return false;
  }
  takeOutOfPlot(*l, wrap, order);
  legend->setProperty(kLegendBeside, true);
  // In a column of its own, centred on the plot's height at its own (a grid's cell would
  // stretch it, spreading its entries over the whole height).
  auto* holder = new QCPLayoutGrid;
  l->grid->insertColumn(l->column + 1);
  l->grid->addElement(l->row, l->column + 1, holder);
  // As wide as the legend, the rest to the plot.
  l->grid->setColumnStretchFactor(l->column + 1, 0.001);
  holder->addElement(0, 0, new QCPLayoutElement(&plot));
  holder->addElement(1, 0, legend);
  holder->addElement(2, 0, new QCPLayoutElement(&plot));
  holder->setRowStretchFactors({1.0, 0.001, 1.0});
  holder->setRowSpacing(0);
  return true;
}

bool centreLegendBeside(QCustomPlot& plot) {
  QCPLegend* legend = plot.legend;
  if (legend == nullptr || !legend->property(kLegendBeside).toBool()) return false;
  auto* holder = qobject_cast<QCPLayoutGrid*>(legend->layout());
  if (holder == nullptr || holder == plot.plotLayout() || holder->rowCount() != 3) return false;
  // The spacer above is as tall as the plot area's top margin and half what the legend leaves
  // of its height: the legend centred on the plot area, not on the plot with its tick labels.
  // Beside a figure of several plots (figureCell()), centred on the figure.
  QCPAxisRect* rect = legendRect(plot);
  const QCPLayoutElement* cell = figureCell(plot);
  const bool figure = cell != nullptr && cell != rect;
  const int height = figure ? cell->outerRect().height() : rect->rect().height();
  const int free = std::max(0, height - legend->minimumOuterSizeHint().height());
  const int above = (figure ? 0 : rect->margins().top()) + free / 2;
  QCPLayoutElement* spacer = holder->element(0, 0);
  if (spacer == nullptr || spacer->minimumSize().height() == above) return false;
  spacer->setMinimumSize(0, above);
  spacer->setMaximumSize(QWIDGETSIZE_MAX, above);
  return true;
}

bool fitAxisLabels(QCustomPlot& plot) {
  // From the label's own text and type each time: the plot may have grown since the last pass.
  bool changed = false;
  for (QCPAxisRect* rect : plot.axisRects()) {
    for (QCPAxis* a : orderedAxes(*rect)) {
      if (!a->visible() || a->label().isEmpty()) continue;
      dropStaleLabel(*a);
      const bool saved = a->property(kLabel).isValid();
      const QString full = saved ? a->property(kLabel).toString() : a->label();
      const QFont base = saved ? a->property(kLabelFont).value<QFont>() : a->labelFont();
      const double room =
          0.95 * (a->orientation() == Qt::Horizontal ? rect->width() : rect->height());
      // A label with a formula is measured typeset and cut only in the words after its last
      // formula (half a formula would say something else).
      const auto widthOf = [](const QString& text, const QFont& f) {
        return typeset::containsMath(text) ? typeset::MathText(text, f).size().width()
                                           : QFontMetricsF(f).horizontalAdvance(text);
      };
      // Too long at its own type: its short form, if it has one, at that type before any smaller
      // ("running me…" said nothing a short plot's "mean" would not).
      // (the short form of this label: one set with another label says nothing of this one)
      const QString shorter = a->property(kShortLabelFor).toString() == full
                                  ? a->property(kShortLabel).toString()
                                  : QString();
      const double fullWidth = widthOf(full, base);
      const QString label =
          !shorter.isEmpty() && fullWidth > room && widthOf(shorter, base) < fullWidth ? shorter
                                                                                       : full;
      const bool math = typeset::containsMath(label);
      const auto widthIn = [&](const QFont& f) { return widthOf(label, f); };
      const double width = label == full ? fullWidth : widthIn(base);
      QFont f = base;
      QString text = label;
      if (width > room) {
        const double factor = std::max(0.65, std::floor(room / width * 20) / 20);
        f.setPointSizeF(
            std::max(factor * base.pointSizeF(), std::min(base.pointSizeF(), kMinTextPoints)));
        if (!math && widthIn(f) > room) {
          text = QFontMetricsF(f).elidedText(label, Qt::ElideRight, room);
        } else if (math && widthIn(f) > room) {
          text = elidedAfterMath(label, f, room);
        }
      }
      if (!saved && text == full && f == base) continue;
      if (!saved) {
        a->setProperty(kLabel, full);
        a->setProperty(kLabelFont, base);
      }
      a->setProperty(kFittedLabel, text);
      a->setProperty(kFittedFont, f);
      if (a->label() != text || a->labelFont() != f) {
        a->setLabel(text);
        a->setLabelFont(f);
        changed = true;
      }
    }
  }
  return changed;
}

void setShortLabel(QCPAxis& axis, const QString& text) {
  axis.setProperty(kShortLabel, text.isEmpty() ? QVariant() : QVariant(text));
  axis.setProperty(kShortLabelFor, text.isEmpty() ? QVariant() : QVariant(axis.label()));
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
      // A held count stays (thinCrowdedTicks() may thin it further); its natural count is kept
      // for when it is let go.
      if (const QVariant held = a->property(kHeld); held.isValid() && !a->ticker().isNull()) {
        const int count = a->ticker()->tickCount();
        if (held.toInt() < count) {
          a->setProperty(kNatural, count);
          a->ticker()->setTickCount(held.toInt());
        }
      }
      dropStaleLabel(*a);
      if (a->property(kLabel).isValid()) {
        a->setLabel(a->property(kLabel).toString());
        a->setLabelFont(a->property(kLabelFont).value<QFont>());
        a->setProperty(kLabel, QVariant());
        a->setProperty(kLabelFont, QVariant());
        a->setProperty(kFittedLabel, QVariant());
      }
    }
  }
  for (QCPAxisRect* rect : plot.axisRects()) rect->setMinimumMargins(QMargins(0, 0, 0, 0));
  if (QCPLegend* legend = plot.legend) {
    if (legend->property(kLegendFont).isValid()) {
      legend->setFont(legend->property(kLegendFont).value<QFont>());
      legend->setProperty(kLegendFont, QVariant());
      sizeLegendKeys(*legend, 1.0);
    }
    if (const QVariant cell = legend->property(kLegendCell); cell.isValid()) {
      legendRect(plot)->insetLayout()->take(legend);
      addLegendRow(*plot.plotLayout(), cell.toPoint().y(), cell.toPoint().x(), *legend);
      legend->setProperty(kLegendCell, QVariant());
    }
    if (legend->property(kLegendOutside).isValid()) bringLegendBack(plot, *legend);
    legend->setProperty(kLegendStays, QVariant());
  }
}

QString wrapLines(const QString& text, const QFont& font, double width) {
  const QFontMetricsF fm(font);
  const auto advance = [&](const QString& s) {
    return typeset::containsMath(s) ? typeset::MathText(s, font).size().width()
                                    : fm.horizontalAdvance(s);
  };
  QStringList out;
  for (const QString& line : text.split('\n')) {
    // Words, a formula ($…$) whole however many spaces it holds.
    QStringList words;
    bool inMath = false;
    for (const QString& piece : line.split(' ')) {
      if (inMath && !words.isEmpty()) {
        words.back() += ' ' + piece;
      } else {
        words << piece;
      }
      for (qsizetype i = 0; i < piece.size(); ++i) {
        if (piece[i] == '\\') {
          ++i;
        } else if (piece[i] == '$') {
          inMath = !inMath;
        }
      }
    }
    // A symbol or a number stays with the word before it ("gain $1.4142$", "of $x$,").
    for (qsizetype i = words.size() - 1; i > 0; --i) {
      const QString& w = words[i];
      const qsizetype close = w.startsWith('$') ? w.indexOf('$', 1) : -1;
      if (close < 2) continue;
      bool punctuationOnly = true;  // after the formula: "$x$," or "$1.5$)"
      for (qsizetype k = close + 1; k < w.size(); ++k) {
        punctuationOnly = punctuationOnly && QStringLiteral(",.;:!?)").contains(w[k]);
      }
      if (punctuationOnly && typeset::tiedToWordBefore(w.mid(1, close - 1))) {
        words[i - 1] += ' ' + words.takeAt(i);
      }
    }
    QString current;
    for (const QString& word : words) {
      const QString longer = current.isEmpty() ? word : current + ' ' + word;
      if (!current.isEmpty() && advance(longer) > width) {
        out << current;
        current = word;
      } else {
        current = longer;
      }
    }
    out << current;
  }
  return out.join('\n');
}

namespace {
// A corner text's own font and words, and what the last fit made of them.
constexpr const char* kBase = "baseFont";
constexpr const char* kFitted = "fittedFont";
constexpr const char* kBaseText = "baseText";
constexpr const char* kFittedText = "fittedText";
}  // namespace

void forgetCornerTextFit(QCPItemText& text) {
  text.setProperty(kBase, QVariant());
  text.setProperty(kFitted, QVariant());
}

void fitCornerText(QCPItemText& text) {
  QCPAxisRect* rect = text.clipAxisRect();
  if (rect == nullptr || !text.visible() || text.text().isEmpty()) return;
  // The panel may have restyled the text since: then its font is the new base.
  if (!text.property(kBase).isValid() || text.font() != text.property(kFitted).value<QFont>()) {
    text.setProperty(kBase, text.font());
  }
  // Likewise its words (a read-out changes with x).
  if (!text.property(kBaseText).isValid() || text.text() != text.property(kFittedText).toString()) {
    text.setProperty(kBaseText, text.text());
  }
  const QFont base = text.property(kBase).value<QFont>();
  const QString words = text.property(kBaseText).toString();
  if (text.text() != words) text.setText(words);
  const QSizeF need = textBoxSize(text, base);
  const QVariant above = text.property(kCornerTextRoom);
  const double width = above.isValid() ? above.toDouble() - 2 : rect->width() * 0.95 - 2;
  const double room = std::min(width / need.width(), (rect->height() * 0.9) / need.height());
  QFont f = base;
  if (room < 1.0) {
    f.setPointSizeF(std::max(std::max(0.4, std::floor(room * 20) / 20) * base.pointSizeF(),
                             std::min(base.pointSizeF(), kMinTextPoints)));
  }
  // Still too wide at the least type: more lines, broken between words.
  if (need.width() > width && textBoxSize(text, f).width() > width) {
    const QMargins pad = text.padding();
    text.setText(wrapLines(words, f, width - pad.left() - pad.right()));
  }
  text.setFont(f);
  text.setProperty(kFitted, f);
  text.setProperty(kFittedText, text.text());
}

}  // namespace ui
