#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/panels/Placement.hpp"

#include <qcustomplot.h>
#include <algorithm>

#include "core/curve.hpp"
#include "core/normal.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/SmoothGraph.hpp"

namespace ui {

PdfAreaPanel::PdfAreaPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "pdf-area",
                tr("Normal pdf: the shaded area up to $x$ is $\\Phi(x) = P(X \\le x)$"), parent) {
  m_area = addGraph(*m_plot);
  m_pdf = addGraph(*m_plot);
  // The shading reaches any part of the area under the curve as x moves: no text goes there.
  m_pdf->setProperty(kCoverFill, true);
  m_line = new QCPItemLine(m_plot);
  m_readout = addCornerText();
  m_area->setLayer(useShadeLayer());
  m_line->setLayer(kMarksLayer);
  m_plot->xAxis->setLabel("$x$");
  m_plot->yAxis->setLabel("$\\varphi(x)$");
  refreshOn(kOnShape | kOnRangeResetView);
  restyle();
  resetView();
  refresh();
}

void PdfAreaPanel::restyle() {
  m_pdf->setPen(QPen(theme().foreground, 2.5 * theme().fontScale));
  m_area->setPen(Qt::NoPen);
  m_area->setBrush(theme().shade);
  m_line->setPen(QPen(theme().accent, 2.5 * theme().fontScale));
  m_readout->setFont(theme().font(15, true));
  m_readout->setColor(theme().foreground);
}

void PdfAreaPanel::resetView() {
  m_plot->xAxis->setRange(scene().xMin(), scene().xMax());
  m_plot->yAxis->setRange(0, m_yTop);
}

void PdfAreaPanel::rebuildCurves() {
  countRecomputation();
  const auto& p = scene().params();
  // Cover the view and the bulk of N(μ, σ²) so panning shows the tails too.
  const double lo = std::min(scene().xMin(), p.mu - 6 * p.sigma) - 1;
  const double hi = std::max(scene().xMax(), p.mu + 6 * p.sigma) + 1;
  gelu::AdaptiveSampling view;  // smooth at σ = 0.001 over [−0.005, 0.005] as at σ = 1
  view.viewFrom = scene().xMin();
  view.viewTo = scene().xMax();
  const gelu::Curve c = gelu::sampleAdaptive(*gelu::builtInFunction("pdf"), lo, hi, p, view);
  m_xs = QVector<double>(c.x.begin(), c.x.end());
  m_ys = QVector<double>(c.y.begin(), c.y.end());
  m_pdf->setData(m_xs, m_ys, true);
  m_yTop = 1.45 * gelu::pdf(p.mu, p.mu, p.sigma);  // headroom: the read-out sits above the peak
  m_plot->yAxis->setRange(0, m_yTop);
}

void PdfAreaPanel::updateX() {
  const double x = scene().x();
  const auto& p = scene().params();
  const auto end = std::upper_bound(m_xs.begin(), m_xs.end(), x);
  const auto n = static_cast<qsizetype>(end - m_xs.begin());
  QVector<double> ax(m_xs.begin(), m_xs.begin() + n);
  QVector<double> ay(m_ys.begin(), m_ys.begin() + n);
  const double fx = gelu::pdf(x, p.mu, p.sigma);
  ax.push_back(x);
  ay.push_back(fx);
  m_area->setData(ax, ay, true);
  m_line->start->setCoords(x, 0);
  m_line->end->setCoords(x, fx);
  m_readout->setText(readout());
}

void PdfAreaPanel::setAreaShown(bool on) {
  if (on == m_areaShown) return;
  m_areaShown = on;
  m_area->setVisible(on);
  updateX();
  m_plot->replot();
}

QString PdfAreaPanel::readout() const {
  const auto& p = scene().params();
  if (!m_areaShown) {
    return QStringLiteral("$x = %1$\n$\\varphi(x) = %2$")
        .arg(texX(scene().x(), frame().xDecimals), texValue(gelu::pdf(scene().x(), p.mu, p.sigma)));
  }
  return QStringLiteral("$x = %1$\n$\\Phi(x) = %2$")
      .arg(texX(scene().x(), frame().xDecimals), texValue(gelu::cdf(scene().x(), p.mu, p.sigma)));
}

double PdfAreaPanel::shadedUpTo() const {
  return m_area->data()->isEmpty() ? std::nan("") : (m_area->data()->constEnd() - 1)->key;
}

QString PdfAreaPanel::hoverText(double x, double) const {
  const auto& p = scene().params();
  return QString("x = %1   φ = %2   Φ = %3")
      .arg(formatValue(x, 3), formatValue(gelu::pdf(x, p.mu, p.sigma)),
           formatValue(gelu::cdf(x, p.mu, p.sigma)));
}

}  // namespace ui
