#include "ui/panels/CurveSetPanel.hpp"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/curve.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

CurveSetPanel::CurveSetPanel(Scene& scene, QString id, QString title, bool derivatives,
                             QWidget* parent)
    : PlotPanel(scene, std::move(id), std::move(title), parent), m_derivatives(derivatives) {
  m_xLine = new QCPItemStraightLine(m_plot);
  m_xLine->setLayer(kMarksLayer);
  m_plot->legend->setVisible(true);
  // The legend is a wrapped row under the plot: inside the axes it hid the point at x on
  // small screens, wherever it was put.
  m_plot->axisRect()->insetLayout()->take(m_plot->legend);
  addLegendRow(*m_plot->plotLayout(), 1, 0, *m_plot->legend);
  m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
  m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
  m_plot->legend->setMargins(QMargins(6, 3, 6, 3));
  m_plot->xAxis->setLabel("$x$");
  m_plot->yAxis->setLabel(derivatives ? "$f'(x)$" : "$f(x)$");
  refreshOn(kOnShape | kOnCurves | kOnRangeResetView);
  connect(m_plot, &QCustomPlot::beforeReplot, this, [this] { dashCoincidentCurves(); });
}

QString CurveSetPanel::drawnId(const QString& activationId) const {
  if (!m_derivatives) return activationId;
  const auto* f = scene().library().find(activationId.toStdString());
  return f != nullptr ? fromUtf8(f->derivative) : QString();
}

QStringList CurveSetPanel::drawnCurves() const { return scene().curves(); }

void CurveSetPanel::restyle() {
  m_xLine->setPen(QPen(theme().accent, 1.5 * theme().fontScale, Qt::DotLine));
  const QStringList companions = this->companions();
  for (auto it = m_graphs.begin(); it != m_graphs.end(); ++it) {
    const QColor colour =
        theme().curveColor(it.key(), scene().formulas(), scene().curves(), companions);
    it.value()->setPen(theme().curvePen(it.key(), it.key().endsWith("gelu") ? 3.0 : 2.2,
                                        scene().formulas(), scene().curves(), companions));
    m_basePens[it.key()] = it.value()->pen();
    m_dashedFor.clear();
    m_markers[it.key()]->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, colour, 10 * theme().fontScale));
    if (!m_jumpEnds.contains(it.key())) continue;
    const auto [closed, open] = m_jumpEnds.value(it.key());
    const double size = 7.5 * theme().fontScale;
    closed->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, size));
    open->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle,
                                          QPen(colour, 1.6 * theme().fontScale), theme().background,
                                          size));
  }
}

void CurveSetPanel::dashCoincidentCurves() {
  // A curve drawn over a stretch of an earlier one hid it there (ReLU under Leaky ReLU for
  // x > 0, and nearly so below): a solid curve that lies near an earlier curve over 40% of the
  // view or more is drawn dashed (GELU and ReLU, alike only in their tails,
  // stay solid in the default view), so that the one under it shows between its dashes.
  constexpr int kSamples = 240;
  constexpr double kShare = 0.4;
  const double xFrom = m_plot->xAxis->range().lower, xTo = m_plot->xAxis->range().upper;
  // Within 0.3% of the y range (a pixel and a half of a 500 px plot): the same curves in
  // every size of the same view (a pixel's worth flipped ReLU between solid and dashed as the
  // window's panels changed size).
  const double near = 0.003 * m_plot->yAxis->range().size();
  QStringList drawn;
  for (const QString& id : drawnCurves()) drawn << drawnId(id);
  // Decided once for a view: a replot for a new x (the common one) finds the same ranges, curves
  // and parameters, and the pens as they were left (restyle() forgets the decision).
  const gelu::Params p = scene().params();
  const QString key = QString::asprintf("%a %a %a %a %a %a %a %a %a|", xFrom, xTo, near, p.mu,
                                        p.sigma, p.alpha, p.beta, p.slope, p.lambda) +
                      drawn.join(',');
  if (key == m_dashedFor) return;
  m_dashedFor = key;
  std::vector<std::vector<double>> values;
  for (const QString& id : drawn) {
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    std::vector<double> ys(kSamples, std::nan(""));
    for (int k = 0; f != nullptr && k < kSamples; ++k) {
      ys[static_cast<std::size_t>(k)] = (*f)(xFrom + (xTo - xFrom) * (k + 0.5) / kSamples, p);
    }
    values.push_back(std::move(ys));
  }
  // From each curve's own pen (restyle()), decided again at each replot: the view's ranges
  // and height are known only then, and change with a zoom or a resize.
  for (auto it = m_basePens.cbegin(); it != m_basePens.cend(); ++it) {
    if (QCPGraph* g = m_graphs.value(it.key()); g != nullptr && g->pen() != it.value()) {
      g->setPen(it.value());
    }
  }
  int dashed = 0;
  for (qsizetype j = 1; j < drawn.size(); ++j) {
    QCPGraph* g = m_graphs.value(drawn[j]);
    if (g == nullptr || g->pen().style() != Qt::SolidLine) continue;
    for (qsizetype i = 0; i < j; ++i) {
      int close = 0;
      for (int k = 0; k < kSamples; ++k) {
        const double a = values[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
        const double b = values[static_cast<std::size_t>(j)][static_cast<std::size_t>(k)];
        close += std::abs(a - b) <= near ? 1 : 0;  // (false for NaN)
      }
      if (close < kShare * kSamples) continue;
      // In pen widths: dashes of 3 and gaps of 4, every other dashed curve offset by half a
      // period, so that two dashed over one solid each show and the solid shows between them.
      QPen pen = g->pen();
      pen.setDashPattern({3.0, 4.0});
      pen.setDashOffset(3.5 * (dashed++ % 2));
      g->setPen(pen);
      break;
    }
  }
}

void CurveSetPanel::resetView() {
  m_plot->xAxis->setRange(scene().xMin(), scene().xMax());
  if (m_derivatives) {
    m_plot->yAxis->setRange(-0.3, 1.3);
  } else {
    m_plot->yAxis->setRange(scene().yMin(), scene().yMax());
  }
}

void CurveSetPanel::rebuildCurves() {
  gelu::AdaptiveSampling view;  // points where each curve needs them, densest in the view
  view.viewFrom = scene().xMin();
  view.viewTo = scene().xMax();
  countRecomputation();
  // Remove graphs of curves no longer shown, add the new ones, refill all.
  QStringList wanted;
  for (const QString& id : drawnCurves()) wanted << drawnId(id);
  for (const QString& id : m_graphs.keys()) {
    if (!wanted.contains(id)) {
      m_plot->removeGraph(m_graphs.take(id));
      m_plot->removeGraph(m_markers.take(id));
      if (m_jumpEnds.contains(id)) {
        const auto [closed, open] = m_jumpEnds.take(id);
        m_plot->removeGraph(closed);
        m_plot->removeGraph(open);
      }
      m_jumps.remove(id);
    }
  }
  const double pad = 0.5 * (scene().xMax() - scene().xMin());
  for (const QString& id : wanted) {
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    if (!m_graphs.contains(id)) {
      QCPGraph* g = addGraph(*m_plot);
      useMathLegendItem(*m_plot->legend, g);
      QCPGraph* m = addGraph(*m_plot);
      m->setLineStyle(QCPGraph::lsNone);
      m->setLayer(kMarksLayer);
      m->removeFromLegend();
      m_graphs.insert(id, g);
      m_markers.insert(id, m);
    }
    // The definition typeset beside the name (a typed formula's may have changed).
    const QString label = curveLabel(*f, scene().params());
    m_graphs[id]->setProperty("fullName", label + "   $" + curveTex(*f) + "$");
    m_graphs[id]->setProperty("shortName", label);
    gelu::Curve c = gelu::sampleAdaptive(*f, scene().xMin() - pad, scene().xMax() + pad,
                                         scene().params(), view);
    const QCPRange y = m_plot->yAxis->range();
    gelu::breakAtPoles(c, y.lower, y.upper);
    // Jumps (ReLU′ at 0, hardshrink at ±λ) drawn as jumps: a gap, a closed and an open end.
    m_jumps[id] = gelu::splitAtJumps(*f, c, scene().params(), 1e-3 * y.size());
    if (!m_jumps[id].empty() && !m_jumpEnds.contains(id)) {  // (most curves have none)
      std::pair<QCPGraph*, QCPGraph*> ends{addGraph(*m_plot), addGraph(*m_plot)};
      for (QCPGraph* e : {ends.first, ends.second}) {
        e->setLineStyle(QCPGraph::lsNone);
        e->removeFromLegend();
      }
      m_jumpEnds.insert(id, ends);
    }
    m_full[id] = {QVector<double>(c.x.begin(), c.x.end()), QVector<double>(c.y.begin(), c.y.end())};
  }
  for (const QString& id : m_full.keys()) {
    if (!wanted.contains(id)) m_full.remove(id);
  }
  // The legend lists the curves in the scene's order, as every panel of curves does (a curve
  // shown later was listed last here and in its place in a panel made after it).
  QCPLegend& legend = *m_plot->legend;
  QList<QCPAbstractPlottable*> listed;
  for (int i = 0; i < legend.itemCount(); ++i) {
    if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend.item(i))) {
      listed << item->plottable();
    }
  }
  QList<QCPAbstractPlottable*> order;
  for (const QString& id : wanted) order << m_graphs[id];
  const qsizetype curves = order.size();
  for (QCPAbstractPlottable* p : listed) {
    if (!order.contains(p)) order << p;  // a subclass's marks, after the curves
  }
  // The fits start again from the legend's own type and place when its curves change, as for
  // the same curves shown from the start (fits found for the entries before would lay the new
  // ones out otherwise).
  if (wanted != m_listedCurves) {
    m_listedCurves = wanted;
    restoreFits();
  }
  if (listed != order) {
    for (QCPAbstractPlottable* p : listed) p->removeFromLegend();
    for (qsizetype i = 0; i < order.size(); ++i) {
      order[i]->addToLegend();
      if (i < curves) useMathLegendItem(legend, order[i]);
    }
  }
  fillGraphs();
  nameGraphs();
  restyle();
}

void CurveSetPanel::fillGraphs() {
  const double x = scene().x();
  for (auto it = m_jumps.cbegin(); it != m_jumps.cend(); ++it) {
    QVector<double> cx, cy, ox, oy;
    for (const gelu::Jump& j : it.value()) {
      if (m_trace && j.x > x) continue;
      // The end f(x) is on is closed; an end it is not on (both, for an isolated value) open.
      const double tolerance = 1e-9 * std::max({1.0, std::abs(j.left), std::abs(j.right)});
      const bool leftClosed = std::abs(j.at - j.left) <= tolerance;
      const bool rightClosed = std::abs(j.at - j.right) <= tolerance;
      (leftClosed ? cx : ox) << j.x;
      (leftClosed ? cy : oy) << j.left;
      (rightClosed ? cx : ox) << j.x;
      (rightClosed ? cy : oy) << j.right;
      if (!leftClosed && !rightClosed && std::isfinite(j.at)) {
        cx << j.x;
        cy << j.at;
      }
    }
    if (!m_jumpEnds.contains(it.key())) continue;
    const auto [closed, open] = m_jumpEnds.value(it.key());
    closed->setData(cx, cy, true);
    open->setData(ox, oy, true);
  }
  for (auto it = m_full.begin(); it != m_full.end(); ++it) {
    const auto& [xs, ys] = it.value();
    if (!m_trace) {
      m_graphs[it.key()]->setData(xs, ys, true);
      continue;
    }
    const auto n = static_cast<qsizetype>(std::upper_bound(xs.begin(), xs.end(), x) - xs.begin());
    QVector<double> tx(xs.begin(), xs.begin() + n), ty(ys.begin(), ys.begin() + n);
    const gelu::FunctionInfo* f = scene().library().find(it.key().toStdString());
    tx.push_back(x);
    ty.push_back((*f)(x, scene().params()));
    m_graphs[it.key()]->setData(tx, ty, true);
  }
}

void CurveSetPanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  nameGraphs();
  requestReplot();
}

void CurveSetPanel::setTrace(bool on) {
  if (on == m_trace) return;
  m_trace = on;
  fillGraphs();
  m_plot->replot();
}

double CurveSetPanel::drawnUpTo(const QString& id) const {
  const QCPGraph* g = m_graphs.value(id);
  return g == nullptr || g->data()->isEmpty() ? std::nan("") : (g->data()->constEnd() - 1)->key;
}

void CurveSetPanel::updateX() {
  const double x = scene().x();
  if (m_trace) fillGraphs();
  m_xLine->point1->setCoords(x, 0);
  m_xLine->point2->setCoords(x, 1);
  for (auto it = m_markers.begin(); it != m_markers.end(); ++it) {
    const gelu::FunctionInfo* f = scene().library().find(it.key().toStdString());
    it.value()->setData({x}, {(*f)(x, scene().params())}, true);
  }
}

void CurveSetPanel::nameGraphs() {
  // Measure before placing: formulas while two entries a row fit (in as many columns as fit,
  // at most four), else the names alone in as many columns as fit; a name is never cut for
  // a formula.
  const int width = m_legendWidth > 0 ? m_legendWidth : this->width();
  const QVariant keyScale = m_plot->legend->property(kLegendKeyScale);
  sizeLegendKeys(*m_plot->legend, keyScale.isValid() ? keyScale.toDouble() : 1.0);  // new entries
  const int withFormulas = presentation() ? 0 : legendColumns(width, true);
  const bool wide = withFormulas >= 2 || (withFormulas == 1 && m_graphs.size() == 1);
  // Inside its plot (a lecture row's, setLegendInPlot()) one entry under another, as the
  // errors' legend beside it: a free place inside is a corner, not a band across the plot.
  const int columns =
      legendInPlot() ? 1 : (wide ? withFormulas : std::max(1, legendColumns(width, false)));
  QCPLegend* legend = m_plot->legend;
  legend->setWrap(columns);
  legend->setFillOrder(QCPLegend::foColumnsFirst, true);  // re-flow existing items
  for (QCPGraph* g : m_graphs) g->setName(g->property(wide ? "fullName" : "shortName").toString());
  // The estimate above is checked against the legend's own layout: fewer columns while it is
  // wider than the panel.
  while (legend->wrap() > 1 && legend->minimumOuterSizeHint().width() > width) {
    legend->setWrap(legend->wrap() - 1);
    legend->setFillOrder(QCPLegend::foColumnsFirst, true);
  }
}

void CurveSetPanel::resizeEvent(QResizeEvent* e) {
  PlotPanel::resizeEvent(e);
  if (adaptToWidth(width())) requestReplot();
}

int CurveSetPanel::legendColumns(int width, bool formulas) const {
  // Measured as QCPPlottableLegendItem lays an entry out: margins, icon, padding, text.
  const QCPLegend* legend = m_plot->legend;
  std::vector<double> widths;
  for (int i = 0; i < legend->itemCount(); ++i) {
    auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
    if (item == nullptr) continue;
    const QCPAbstractPlottable* p = item->plottable();
    QString text = p->name();
    if (const QVariant v = p->property(formulas ? "fullName" : "shortName"); v.isValid())
      text = v.toString();
    widths.push_back(item->margins().left() + item->margins().right() + legend->iconSize().width() +
                     legend->iconTextPadding() +
                     typeset::MathText(text, legend->font()).size().width() + 2.0);
  }
  if (widths.empty()) return 1;
  // Entries fill rows left to right; a column is as wide as its widest entry.
  const double avail = width - legend->margins().left() - legend->margins().right();
  for (int n = static_cast<int>(std::min<std::size_t>(widths.size(), 4)); n >= 1; --n) {
    double total = (n - 1) * legend->columnSpacing();
    for (int c = 0; c < n; ++c) {
      double widest = 0.0;
      for (std::size_t i = c; i < widths.size(); i += n) widest = std::max(widest, widths[i]);
      total += widest;
    }
    if (total <= avail) return n;
  }
  return 0;
}

bool CurveSetPanel::adaptToWidth(int width) {
  if (width == m_legendWidth) return false;
  m_legendWidth = width;
  nameGraphs();
  return true;
}

QPointF CurveSetPanel::markerOn(const QString& id) const {
  const QCPGraph* m = m_markers.value(id);
  if (m == nullptr || m->data()->isEmpty()) return {std::nan(""), std::nan("")};
  return {m->data()->constBegin()->key, m->data()->constBegin()->value};
}

QString CurveSetPanel::accessibleDetails() const {
  return hoverText(scene().x(), 0).split('\n').join("; ");
}

QString CurveSetPanel::hoverText(double x, double) const {
  // The curves in the legend's order, named as the legend names them ("Swish (β = 2)").
  QString text = QString("x = %1").arg(formatValue(x, 3));
  for (const QString& activation : drawnCurves()) {
    const QString id = drawnId(activation);
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    if (f == nullptr || !m_graphs.contains(id)) continue;
    text += QString("\n%1 = %2")
                .arg(curveLabel(*f, scene().params()), formatValue((*f)(x, scene().params())));
  }
  return text;
}

}  // namespace ui
