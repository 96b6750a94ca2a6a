#include "ui/panels/qcp/FrameCache.hpp"

#include <qcustomplot.h>

#include <cmath>

#include "ui/panels/qcp/LiveLayers.hpp"

namespace ui {

namespace {

// QCustomPlot draws its layers only all together (toPainter()); a frame draws a chosen few. The
// parts that do it are protected; a pointer to a protected member named through a derived class
// is standard C++ (its type is that of the base's member; these classes are never made).
struct PlotParts : QCustomPlot {
  static constexpr auto kUpdateLayout = &PlotParts::updateLayout;
  static constexpr auto kDrawBackground = &PlotParts::drawBackground;
};
struct CacheLayerParts : QCPLayer {
  static constexpr auto kDraw = &CacheLayerParts::draw;
};

/// What toPainter() does, for the layers in `only`: after laying the plot out at w × h when
/// `layout`, over the plot's background when `background`.
void drawLayers(QCustomPlot& plot, QCPPainter& painter, int w, int h, const QList<QCPLayer*>& only,
                bool background, bool transparent, const QColor& fill, bool layout) {
  const QRect viewport = plot.viewport();
  plot.setViewport(QRect(0, 0, w, h));
  painter.setMode(QCPPainter::pmNoCaching);
  if (layout) (plot.*PlotParts::kUpdateLayout)();
  if (background && !transparent) {
    painter.fillRect(QRect(0, 0, w, h), fill);
    (plot.*PlotParts::kDrawBackground)(&painter);
  }
  for (QCPLayer* layer : only) (layer->*CacheLayerParts::kDraw)(&painter);
  plot.setViewport(viewport);
}

}  // namespace

void FrameCache::draw(QCustomPlot& plot, QCPPainter& painter, int w, int h, bool transparent,
                      const QColor& background, std::uint64_t stillVersion, const Panel& panel) {
  const QTransform t = painter.transform();
  // Bitmaps only (a vector file has no frames), and no rotation or shear.
  if (painter.device()->devType() != QInternal::Image || t.type() > QTransform::TxScale) {
    panel.drawWhole(painter, w, h);
    return;
  }
  QList<QCPLayer*> all;
  for (int i = 0; i < plot.layerCount(); ++i) all << plot.layer(i);
  const bool same =
      m_w == w && m_h == h && m_transparent == transparent && m_transform == t && m_layers == all;
  // A plot that changed since the last frame is drawn whole: the cache is made only once it
  // stood still for a frame, so a plot that changes in every frame (the Monte Carlo run of a
  // sweep) costs nothing more than without a cache.
  const bool still = same && m_seen == stillVersion;
  m_seen = stillVersion;
  m_w = w;
  m_h = h;
  m_transparent = transparent;
  m_transform = t;
  m_layers = all;
  if (!still) {
    m_valid = false;
    panel.drawWhole(painter, w, h);
    return;
  }
  if (m_valid) {  // (any change since the images were made was a whole frame, which ends them)
    ++m_framesFromCache;
  } else if (!makeImages(plot, painter, w, h, transparent, background, panel)) {
    panel.drawWhole(painter, w, h);
    return;
  }
  // The plot keeps the layout of the cached frame (a layout again would start the tick and
  // legend fits from their fitted state, not from where a whole draw starts); only what moves
  // with x is fitted again.
  panel.refit();
  for (const Part& part : m_parts) {
    if (part.live) {
      drawLayers(plot, painter, w, h, part.layers, false, transparent, background, false);
    } else {
      painter.save();
      painter.resetTransform();
      painter.drawImage(m_at, part.image);
      painter.restore();
    }
  }
}

bool FrameCache::makeImages(QCustomPlot& plot, QCPPainter& painter, int w, int h, bool transparent,
                            const QColor& background, const Panel& panel) {
  m_parts.clear();
  for (QCPLayer* layer : m_layers) {
    const bool live = LiveLayers::isLive(layer);
    if (m_parts.empty() || m_parts.back().live != live || live) m_parts.push_back({{}, live, {}});
    m_parts.back().layers << layer;
  }
  const QTransform& t = m_transform;
  const QPointF origin = t.map(QPointF(0, 0));
  m_at = QPoint(static_cast<int>(std::floor(origin.x())), static_cast<int>(std::floor(origin.y())));
  // Each still part drawn as it would be on the target, shifted by the origin's fraction of a
  // pixel, so that composing it at a whole pixel puts every edge where a direct draw would.
  const QPointF frac = origin - QPointF(m_at);
  const QSize size(static_cast<int>(std::ceil(w * t.m11() + frac.x())),
                   static_cast<int>(std::ceil(h * t.m22() + frac.y())));
  for (Part& part : m_parts) {  // all the memory first: nothing drawn yet
    if (part.live) continue;
    part.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    if (part.image.isNull()) {
      m_parts.clear();
      return false;
    }
  }
  const auto* target = static_cast<const QImage*>(painter.device());
  panel.restoreFits();
  bool laidOut = false;  // once, before the first part, as toPainter() does
  for (Part& part : m_parts) {
    if (part.live) continue;
    part.image.setDotsPerMeterX(target->dotsPerMeterX());
    part.image.setDotsPerMeterY(target->dotsPerMeterY());
    part.image.fill(Qt::transparent);
    QCPPainter p(&part.image);
    p.setRenderHints(painter.renderHints());
    p.setModes(painter.modes());
    p.setTransform(QTransform(t.m11(), 0, 0, t.m22(), frac.x(), frac.y()));
    // The plot's background under the first part (the bottom layers).
    drawLayers(plot, p, w, h, part.layers, &part == &m_parts.front(), transparent, background,
               !laidOut);
    laidOut = true;
  }
  m_valid = true;
  return true;
}

}  // namespace ui
