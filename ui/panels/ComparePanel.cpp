#include "ui/panels/ComparePanel.hpp"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <cmath>

#include "core/curve.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"

namespace ui {

ComparePanel::ComparePanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "compare", tr("Side by side: each curve on identical axes"), parent) {
  m_diffBox = new QCheckBox(tr("Difference to GELU"), this);
  static_cast<QVBoxLayout*>(layout())->insertWidget(1, m_diffBox);
  connect(m_diffBox, &QCheckBox::toggled, this, &ComparePanel::setDifferenceMode);
  refreshOn(kOnShape | kOnCurves | kOnRange);
  connect(&scene, &Scene::viewChanged, this, &ComparePanel::applyView);
  refresh();
  applyView();
}

void ComparePanel::setDifferenceMode(bool on) { scene().setCompareDifference(on); }

bool ComparePanel::differenceMode() const { return scene().view().compareDifference; }

void ComparePanel::applyView() {
  const bool on = scene().view().compareDifference;
  if (on == m_difference) return;
  m_difference = on;
  const QSignalBlocker block(m_diffBox);
  m_diffBox->setChecked(on);
  refreshSoon();
}

int ComparePanel::plotCount() const { return m_plot->axisRectCount(); }

void ComparePanel::resetView() { refresh(); }

void ComparePanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearPlottables();
  m_plot->clearItems();
  m_plot->plotLayout()->clear();
  const QStringList ids = scene().curves();
  const int n = std::max<int>(1, static_cast<int>(ids.size()));
  const int cols = n <= 3 ? n : (n <= 4 ? 2 : 3);
  const auto* exact = gelu::findFunction("gelu");
  const Theme& t = theme();
  const double ySpan = m_difference ? 0.6 : 0.0;
  for (int i = 0; i < ids.size(); ++i) {
    auto* rect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(i / cols, i % cols, rect);
    for (QCPAxis* a : rect->axes()) {
      a->setLayer("axes");
      a->grid()->setLayer("grid");
    }
    const gelu::FunctionInfo* f = gelu::findFunction(ids[i].toStdString());
    const gelu::FunctionInfo* df = gelu::findFunction(f->derivative);
    const QString name = fromUtf8(f->name);
    auto* title = new QCPItemText(m_plot);
    title->setClipAxisRect(rect);
    title->setClipToAxisRect(true);
    title->position->setAxisRect(rect);
    title->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    title->position->setType(QCPItemPosition::ptAxisRectRatio);
    title->position->setCoords(0.04, 0.04);
    title->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    title->setText(m_difference && ids[i] != "gelu" ? name + " − GELU" : name);
    title->setFont(t.font(12, true));
    title->setColor(t.curveColor(ids[i]));
    const gelu::Curve c = gelu::sample(*f, scene().xMin(), scene().xMax(), 1001, scene().params());
    const gelu::Curve d = gelu::sample(*df, scene().xMin(), scene().xMax(), 1001, scene().params());
    QVector<double> xs(c.x.begin(), c.x.end());
    QVector<double> ys(c.y.begin(), c.y.end());
    QVector<double> ds(d.y.begin(), d.y.end());
    if (m_difference) {
      const gelu::Curve g =
          gelu::sample(*exact, scene().xMin(), scene().xMax(), 1001, scene().params());
      for (qsizetype k = 0; k < ys.size(); ++k) ys[k] -= g.y[static_cast<std::size_t>(k)];
    }
    auto* curve = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    curve->setData(xs, ys, true);
    curve->setPen(t.curvePen(ids[i], 2.5));
    if (!m_difference) {
      auto* deriv = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
      deriv->setData(xs, ds, true);
      QPen faint = t.curvePen(ids[i], 1.5);
      QColor col = faint.color();
      col.setAlpha(110);
      faint.setColor(col);
      deriv->setPen(faint);
    }
    auto* marker = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    marker->setLineStyle(QCPGraph::lsNone);
    marker->setLayer(kMarksLayer);
    marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, t.accent, 9 * t.fontScale));
    marker->setProperty("curveId", ids[i]);
    rect->axis(QCPAxis::atBottom)->setRange(scene().xMin(), scene().xMax());
    // Axis labels once per row and column: x under the bottom row, f(x) left of the first column.
    const int rows = (static_cast<int>(ids.size()) + cols - 1) / cols;
    if (i / cols == rows - 1 || i + cols >= ids.size())
      rect->axis(QCPAxis::atBottom)->setLabel("x");
    if (i % cols == 0) {
      rect->axis(QCPAxis::atLeft)->setLabel(m_difference ? "f(x) − GELU(x)" : "f(x)");
    }
    if (m_difference) {
      rect->axis(QCPAxis::atLeft)->setRange(-ySpan, ySpan);
    } else {
      rect->axis(QCPAxis::atLeft)->setRange(scene().yMin(), scene().yMax());
    }
  }
  // Plots of a row share their top and bottom margins, plots of a column their left and right
  // ones, so the axes line up whichever cells carry an axis label.
  const QList<QCPAxisRect*> rects = m_plot->axisRects();
  const int rowCount = (static_cast<int>(rects.size()) + cols - 1) / cols;
  for (int r = 0; r < rowCount; ++r) {
    auto* group = new QCPMarginGroup(m_plot);
    for (int c = 0; c < cols && r * cols + c < rects.size(); ++c)
      rects[r * cols + c]->setMarginGroup(QCP::msTop | QCP::msBottom, group);
  }
  for (int c = 0; c < cols; ++c) {
    auto* group = new QCPMarginGroup(m_plot);
    for (int r = 0; r * cols + c < rects.size(); ++r)
      rects[r * cols + c]->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  }
  // The faint line is each curve's derivative: say so where the panel is named.
  setTitle(m_difference ? tr("Side by side: each curve minus GELU, on identical axes")
                        : tr("Side by side: each curve on identical axes (faint: its derivative)"));
  t.apply(*m_plot);
  for (QCPAxisRect* rect : m_plot->axisRects()) {
    for (QCPAxis* a : rect->axes()) {
      a->setBasePen(QPen(t.foreground, 1.2 * t.fontScale));
      a->setTickLabelColor(t.foreground);
      a->setTickLabelFont(t.font(10));
      a->setLabelFont(t.font(10));
      a->setLabelColor(t.foreground);
      a->setTickPen(QPen(t.foreground));
      a->grid()->setPen(QPen(t.grid));
    }
  }
  updateX();
}

void ComparePanel::updateX() {
  const double x = scene().x();
  for (int i = 0; i < m_plot->graphCount(); ++i) {
    QCPGraph* g = m_plot->graph(i);
    const QString id = g->property("curveId").toString();
    if (id.isEmpty()) continue;
    double y = (*gelu::findFunction(id.toStdString()))(x, scene().params());
    if (m_difference) y -= gelu::gelu(x, scene().mu(), scene().sigma());
    g->setData({x}, {y}, true);
  }
}

void ComparePanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  m_diffBox->setVisible(!on);
}

}  // namespace ui
