#include "ui/panels/qcp/LiveLayers.hpp"

#include <qcustomplot.h>

#include <utility>

#include "ui/panels/qcp/PanelPlot.hpp"

namespace ui {

LiveLayers::LiveLayers(PanelPlot& plot) : m_plot(plot) {
  m_plot.addLayer(kMarks, m_plot.layer("main"), QCustomPlot::limAbove);
  m_plot.layer("overlay")->setMode(QCPLayer::lmLogical);
}

bool LiveLayers::isLive(const QCPLayer* layer) {
  return layer != nullptr &&
         (layer->name() == QLatin1String(kShade) || layer->name() == QLatin1String(kMarks));
}

QCPLayer* LiveLayers::marks() const { return m_plot.layer(kMarks); }

QCPLayer* LiveLayers::useShade() {
  if (m_plot.layer(kShade) == nullptr) {
    m_plot.addLayer(kShade, m_plot.layer("main"), QCustomPlot::limBelow);
    m_plot.layer(kShade)->setMode(marks()->mode());
  }
  return m_plot.layer(kShade);
}

void LiveLayers::setBuffered(bool buffered) {
  const QCPLayer::LayerMode mode = buffered ? QCPLayer::lmBuffered : QCPLayer::lmLogical;
  for (const char* name : {kShade, kMarks}) {
    if (QCPLayer* layer = m_plot.layer(name)) layer->setMode(mode);
  }
}

void LiveLayers::requestReplot() {
  m_buffering = false;  // more than x changed: all layers into one buffer after all
  m_replotQueued = true;
  m_plot.replotSoon();
}

bool LiveLayers::buffer() {
  if (marks()->mode() == QCPLayer::lmBuffered) return false;
  // The last full replot drew every layer into one buffer. The first x move after it draws them
  // once more, the shading and marks on buffers of their own, so that the moves after it redraw
  // those alone (QCustomPlot lays out buffers anew on a full replot only). Queued: the panels an
  // x move reaches are drawn together, on two threads.
  setBuffered(true);
  m_buffering = true;  // kept so by that replot (beforeReplot)
  m_replotQueued = true;
  m_plot.replotSoon();
  return true;
}

bool LiveLayers::beforeReplot() {
  if (std::exchange(m_buffering, false)) return true;
  setBuffered(false);
  return false;
}

void LiveLayers::replotMarks() {
  if (m_replotQueued) return;
  if (buffer()) return;
  // A layer replot falls back to a full replot when the other buffers are stale.
  if (QCPLayer* shade = m_plot.layer(kShade)) shade->replot();
  marks()->replot();
}

}  // namespace ui
