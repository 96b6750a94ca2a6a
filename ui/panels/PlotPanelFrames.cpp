#include <qcustomplot.h>

#include <QImage>
#include <QTransform>
#include <cmath>
#include <utility>
#include <vector>

#include "ui/panels/AxisFit.hpp"
#include "ui/panels/PanelPlot.hpp"
#include "ui/panels/PlotPanel.hpp"

// How a panel draws the frames of an animation: only what changed, as the live window does; and
// the layers that x moves on screen.
namespace ui {

/// The still layers of the last frame as images in device pixels, between the live layers.
struct PlotPanel::FrameCache {
  /// Consecutive layers drawn together: still ones come from `image`, live ones are drawn.
  struct Part {
    QList<QCPLayer*> layers;
    bool live = false;
    QImage image;
  };
  std::vector<Part> parts;
  std::uint64_t seen = ~std::uint64_t{0};  ///< the still layers' version at the last frame
  bool valid = false;  ///< the images hold the still layers (no change since they were made)
  int w = 0;
  int h = 0;
  bool transparent = false;
  QTransform transform;     ///< the painter's at the plot's top-left
  QList<QCPLayer*> layers;  ///< the plot's layers, bottom to top
  QPoint at;                ///< the device pixel of the images' top-left
};

void PlotPanel::DropFrameCache::operator()(FrameCache* c) const { delete c; }

void PlotPanel::setFrameCaching(bool on) {
  if (!on) {
    m_frames.reset();
  } else if (!m_frames) {
    m_frames.reset(new FrameCache);
  }
}

namespace {

// QCustomPlot draws its layers only all together (toPainter()); a frame draws a chosen few. The
// parts that do it are protected; a pointer to a protected member named through a derived class
// is standard C++ (its type is that of the base's member; these classes are never made).
struct PlotParts : QCustomPlot {
  static constexpr auto kUpdateLayout = &PlotParts::updateLayout;
  static constexpr auto kDrawBackground = &PlotParts::drawBackground;
};
struct LayerParts : QCPLayer {
  static constexpr auto kDraw = &LayerParts::draw;
};

}  // namespace

void PlotPanel::drawLayers(QCPPainter& painter, int w, int h, const QList<QCPLayer*>& only,
                           bool background, bool transparent, bool layout) {
  // What toPainter() does, for the layers in `only`.
  const QRect viewport = m_plot->viewport();
  m_plot->setViewport(QRect(0, 0, w, h));
  painter.setMode(QCPPainter::pmNoCaching);
  if (layout) (m_plot->*PlotParts::kUpdateLayout)();
  if (background && !transparent) {
    painter.fillRect(QRect(0, 0, w, h), m_theme.background);
    (m_plot->*PlotParts::kDrawBackground)(&painter);
  }
  for (QCPLayer* layer : only) (layer->*LayerParts::kDraw)(&painter);
  m_plot->setViewport(viewport);
}

void PlotPanel::drawWhole(QCPPainter& painter, int w, int h, bool transparent) {
  restoreFits();  // laid out afresh for this size
  if (transparent) m_plot->setBackground(QBrush(Qt::NoBrush));
  m_plot->toPainter(&painter, w, h);
  if (transparent) m_plot->setBackground(QBrush(m_theme.background));
}

void PlotPanel::drawPlot(QCPPainter& painter, int w, int h, bool transparent) {
  raiseTexts();
  const QTransform t = painter.transform();
  QImage* target = painter.device()->devType() == QInternal::Image
                       ? static_cast<QImage*>(painter.device())
                       : nullptr;
  // Bitmaps only (a vector file has no frames), and no rotation or shear.
  if (!m_frames || target == nullptr || t.type() > QTransform::TxScale) {
    drawWhole(painter, w, h, transparent);
    return;
  }
  QList<QCPLayer*> all;
  for (int i = 0; i < m_plot->layerCount(); ++i) all << m_plot->layer(i);
  FrameCache& c = *m_frames;
  const QPointF origin = t.map(QPointF(0, 0));
  const QPoint at(static_cast<int>(std::floor(origin.x())),
                  static_cast<int>(std::floor(origin.y())));
  const bool same =
      c.w == w && c.h == h && c.transparent == transparent && c.transform == t && c.layers == all;
  // A panel that changed since the last frame is drawn whole: the cache is made only once it
  // stood still for a frame, so a panel that changes in every frame (the Monte Carlo run of a
  // sweep) costs nothing more than before.
  const bool still = same && c.seen == m_stillVersion;
  c.seen = m_stillVersion;
  c.w = w;
  c.h = h;
  c.transparent = transparent;
  c.transform = t;
  c.layers = all;
  if (!still) {
    c.valid = false;
    drawWhole(painter, w, h, transparent);
    return;
  }
  if (!c.valid) {  // (any change since the images were made was a whole frame, which ends them)
    c.parts.clear();
    for (QCPLayer* layer : all) {
      const bool live = isLiveLayer(layer);
      if (c.parts.empty() || c.parts.back().live != live || live) c.parts.push_back({{}, live, {}});
      c.parts.back().layers << layer;
    }
    // Each still part drawn as it would be on the target, shifted by the origin's fraction of a
    // pixel, so that composing it at a whole pixel puts every edge where a direct draw would.
    const QPointF frac = origin - QPointF(at);
    const QSize size(static_cast<int>(std::ceil(w * t.m11() + frac.x())),
                     static_cast<int>(std::ceil(h * t.m22() + frac.y())));
    for (FrameCache::Part& part : c.parts) {  // all the memory first: nothing drawn yet
      if (part.live) continue;
      part.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
      if (part.image.isNull()) {  // out of memory: draw whole instead
        c.parts.clear();
        drawWhole(painter, w, h, transparent);
        return;
      }
    }
    restoreFits();
    bool laidOut = false;  // once, before the first part, as toPainter() does
    for (FrameCache::Part& part : c.parts) {
      if (part.live) continue;
      part.image.setDotsPerMeterX(target->dotsPerMeterX());
      part.image.setDotsPerMeterY(target->dotsPerMeterY());
      part.image.fill(Qt::transparent);
      QCPPainter p(&part.image);
      p.setRenderHints(painter.renderHints());
      p.setModes(painter.modes());
      p.setTransform(QTransform(t.m11(), 0, 0, t.m22(), frac.x(), frac.y()));
      // The plot's background under the first part (the bottom layers).
      drawLayers(p, w, h, part.layers, &part == &c.parts.front(), transparent, !laidOut);
      laidOut = true;
    }
    c.at = at;
    c.valid = true;
  } else {
    ++m_framesFromCache;
  }
  // The plot keeps the layout of the cached frame (a layout again would start the tick and
  // legend fits from their fitted state, not from where a whole draw starts); only the corner
  // read-outs, whose text moves with x, are fitted again.
  fitCornerTexts();
  for (const FrameCache::Part& part : c.parts) {
    if (part.live) {
      drawLayers(painter, w, h, part.layers, false, transparent, false);
    } else {
      painter.save();
      painter.resetTransform();
      painter.drawImage(c.at, part.image);
      painter.restore();
    }
  }
}

// The x-dependent layers: on buffers of their own while x moves, in the one buffer otherwise.

bool PlotPanel::isLiveLayer(const QCPLayer* layer) {
  return layer != nullptr && (layer->name() == QLatin1String(kShadeLayer) ||
                              layer->name() == QLatin1String(kMarksLayer));
}

void PlotPanel::setLiveLayersBuffered(bool buffered) {
  const QCPLayer::LayerMode mode = buffered ? QCPLayer::lmBuffered : QCPLayer::lmLogical;
  for (const char* name : {kShadeLayer, kMarksLayer}) {
    if (QCPLayer* layer = m_plot->layer(name)) layer->setMode(mode);
  }
}

bool PlotPanel::bufferLiveLayers() {
  if (m_plot->layer(kMarksLayer)->mode() == QCPLayer::lmBuffered) return false;
  // The last full replot drew every layer into one buffer. The first x move after it draws them
  // once more, the shading and marks on buffers of their own, so that the moves after it redraw
  // those alone (QCustomPlot lays out buffers anew on a full replot only). Queued: the panels an
  // x move reaches are drawn together, on two threads.
  setLiveLayersBuffered(true);
  m_bufferingLiveLayers = true;  // kept so by that replot (beforeReplot)
  m_replotQueued = true;
  static_cast<PanelPlot*>(m_plot)->replotSoon();
  return true;
}

void PlotPanel::replotMarks() {
  if (m_replotQueued) return;  // a full replot is on its way and draws the marks too
  if (bufferLiveLayers()) return;
  // A layer replot falls back to a full replot when the other buffers are stale.
  if (QCPLayer* shade = m_plot->layer(kShadeLayer)) shade->replot();
  m_plot->layer(kMarksLayer)->replot();
}

}  // namespace ui
