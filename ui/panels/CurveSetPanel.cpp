#include "ui/panels/CurveSetPanel.hpp"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "core/curve.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QString plainFormula(std::string_view html) {
  QString s = fromUtf8(html);
  s.replace("<sup>x</sup>", "ˣ").replace("<sup>−x²/2</sup>", "^(−x²/2)");
  s = stripTags(s);
  return s.replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&");
}

CurveSetPanel::CurveSetPanel(Scene& scene, QString id, QString title, bool derivatives,
                             QWidget* parent)
    : PlotPanel(scene, std::move(id), std::move(title), parent), m_derivatives(derivatives) {
  m_xLine = new QCPItemStraightLine(m_plot);
  m_xLine->setLayer(kMarksLayer);
  m_plot->legend->setVisible(true);
  // The legend is a wrapped row under the plot: inside the axes it hid the point at x on
  // small screens, wherever it was put.
  m_plot->axisRect()->insetLayout()->take(m_plot->legend);
  m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
  m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
  m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
  m_plot->legend->setBorderPen(Qt::NoPen);
  m_plot->legend->setMargins(QMargins(4, 0, 4, 2));
  m_plot->xAxis->setLabel("x");
  m_plot->yAxis->setLabel(derivatives ? "f′(x)" : "f(x)");
  refreshOn(kOnShape | kOnCurves | kOnRangeResetView);
}

QString CurveSetPanel::drawnId(const QString& activationId) const {
  if (!m_derivatives) return activationId;
  const auto* f = gelu::findFunction(activationId.toStdString());
  return fromUtf8(f->derivative);
}

void CurveSetPanel::restyle() {
  m_xLine->setPen(QPen(theme().accent, 1.5 * theme().fontScale, Qt::DotLine));
  for (auto it = m_graphs.begin(); it != m_graphs.end(); ++it) {
    it.value()->setPen(theme().curvePen(it.key(), it.key().endsWith("gelu") ? 3.0 : 2.2));
    m_markers[it.key()]->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssDisc, theme().curveColor(it.key()), 10 * theme().fontScale));
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
  for (const QString& id : scene().curves()) wanted << drawnId(id);
  for (const QString& id : m_graphs.keys()) {
    if (!wanted.contains(id)) {
      m_plot->removeGraph(m_graphs.take(id));
      m_plot->removeGraph(m_markers.take(id));
    }
  }
  const double pad = 0.5 * (scene().xMax() - scene().xMin());
  for (const QString& id : wanted) {
    const gelu::FunctionInfo* f = gelu::findFunction(id.toStdString());
    if (!m_graphs.contains(id)) {
      QCPGraph* g = m_plot->addGraph();
      g->setProperty("fullName", fromUtf8(f->name) + "   " + plainFormula(f->formula));
      g->setProperty("shortName", fromUtf8(f->name));
      QCPGraph* m = m_plot->addGraph();
      m->setLineStyle(QCPGraph::lsNone);
      m->setLayer(kMarksLayer);
      m->removeFromLegend();
      m_graphs.insert(id, g);
      m_markers.insert(id, m);
    }
    const gelu::Curve c = gelu::sampleAdaptive(*f, scene().xMin() - pad, scene().xMax() + pad,
                                               scene().params(), view);
    m_full[id] = {QVector<double>(c.x.begin(), c.x.end()), QVector<double>(c.y.begin(), c.y.end())};
  }
  for (const QString& id : m_full.keys()) {
    if (!wanted.contains(id)) m_full.remove(id);
  }
  fillGraphs();
  nameGraphs();
  restyle();
}

void CurveSetPanel::fillGraphs() {
  const double x = scene().x();
  for (auto it = m_full.begin(); it != m_full.end(); ++it) {
    const auto& [xs, ys] = it.value();
    if (!m_trace) {
      m_graphs[it.key()]->setData(xs, ys, true);
      continue;
    }
    const auto n = static_cast<qsizetype>(std::upper_bound(xs.begin(), xs.end(), x) - xs.begin());
    QVector<double> tx(xs.begin(), xs.begin() + n), ty(ys.begin(), ys.begin() + n);
    const gelu::FunctionInfo* f = gelu::findFunction(it.key().toStdString());
    tx.push_back(x);
    ty.push_back(f->f(x, scene().params()));
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
    const gelu::FunctionInfo* f = gelu::findFunction(it.key().toStdString());
    it.value()->setData({x}, {f->f(x, scene().params())}, true);
  }
}

void CurveSetPanel::nameGraphs() {
  // Formulas in the legend only where there is room; narrow panels keep the curves visible.
  const bool wide = m_wideLegend && !presentation();
  const char* key = wide ? "fullName" : "shortName";
  m_plot->legend->setWrap(wide ? 2 : 3);                          // formulas are long: two per row
  m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);  // re-flow existing items
  for (QCPGraph* g : m_graphs) g->setName(g->property(key).toString());
}

void CurveSetPanel::resizeEvent(QResizeEvent* e) {
  PlotPanel::resizeEvent(e);
  if (adaptToWidth(width())) requestReplot();
}

bool CurveSetPanel::adaptToWidth(int width) {
  const bool wide = width >= kWideLegend;
  if (wide == m_wideLegend) return false;
  m_wideLegend = wide;
  nameGraphs();
  return true;
}

QPointF CurveSetPanel::markerOn(const QString& id) const {
  const QCPGraph* m = m_markers.value(id);
  if (m == nullptr || m->data()->isEmpty()) return {std::nan(""), std::nan("")};
  return {m->data()->constBegin()->key, m->data()->constBegin()->value};
}

QString CurveSetPanel::hoverText(double x, double) const {
  QString text = QString("x = %1").arg(formatValue(x, 3));
  for (auto it = m_graphs.begin(); it != m_graphs.end(); ++it) {
    const gelu::FunctionInfo* f = gelu::findFunction(it.key().toStdString());
    text += QString("\n%1 = %2").arg(fromUtf8(f->name), formatValue(f->f(x, scene().params())));
  }
  return text;
}

}  // namespace ui
