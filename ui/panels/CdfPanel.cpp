#include "ui/panels/CdfPanel.hpp"

#include <qcustomplot.h>

#include "core/curve.hpp"
#include "core/normal.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/SmoothGraph.hpp"

namespace ui {

CdfPanel::CdfPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "cdf", tr("$\\Phi(x)$: the probability that the mask keeps $x$"), parent) {
  m_cdf = addGraph(*m_plot);
  m_point = addGraph(*m_plot);
  m_vertical = new QCPItemLine(m_plot);
  m_horizontal = new QCPItemLine(m_plot);
  m_readout = addCornerText();
  for (QCPLayerable* l : std::initializer_list<QCPLayerable*>{m_point, m_vertical, m_horizontal}) {
    l->setLayer(kMarksLayer);
  }
  m_plot->xAxis->setLabel("$x$");
  m_plot->yAxis->setLabel("$\\Phi(x)$");
  refreshOn(kOnShape | kOnRangeResetView);
  restyle();
  resetView();
  refresh();
}

void CdfPanel::restyle() {
  const double s = theme().fontScale;
  m_cdf->setPen(QPen(theme().foreground, 2.5 * s));
  m_point->setLineStyle(QCPGraph::lsNone);
  m_point->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, theme().accent, 12 * s));
  const QPen guide(theme().accent, 1.8 * s, Qt::DashLine);
  m_vertical->setPen(guide);
  m_horizontal->setPen(guide);
  m_readout->setFont(theme().font(15, true));
  m_readout->setColor(theme().foreground);
}

void CdfPanel::resetView() {
  m_plot->xAxis->setRange(scene().xMin(), scene().xMax());
  m_plot->yAxis->setRange(-0.02, 1.05);
}

void CdfPanel::rebuildCurves() {
  countRecomputation();
  const auto& p = scene().params();
  const double pad = scene().xMax() - scene().xMin();
  gelu::AdaptiveSampling view;
  view.viewFrom = scene().xMin();
  view.viewTo = scene().xMax();
  const gelu::Curve c = gelu::sampleAdaptive(*gelu::builtInFunction("cdf"), scene().xMin() - pad,
                                             scene().xMax() + pad, p, view);
  m_cdf->setData(QVector<double>(c.x.begin(), c.x.end()), QVector<double>(c.y.begin(), c.y.end()),
                 true);
}

void CdfPanel::updateX() {
  const double x = scene().x();
  const auto& p = scene().params();
  const double c = gelu::cdf(x, p.mu, p.sigma);
  m_point->setData({x}, {c}, true);
  m_vertical->start->setCoords(x, 0);
  m_vertical->end->setCoords(x, c);
  m_horizontal->start->setCoords(-Scene::kXLimit * 2, c);
  m_horizontal->end->setCoords(x, c);
  m_readout->setText(
      QStringLiteral("$\\Phi(%1) = %2$").arg(texX(x, frame().xDecimals), texValue(c)));
}

QPointF CdfPanel::marker() const {
  if (m_point->data()->isEmpty()) return {};
  const auto it = m_point->data()->constBegin();
  return {it->key, it->value};
}

QString CdfPanel::hoverText(double x, double) const {
  const auto& p = scene().params();
  return QString("x = %1   Φ = %2")
      .arg(formatValue(x, 3), formatValue(gelu::cdf(x, p.mu, p.sigma)));
}

}  // namespace ui
