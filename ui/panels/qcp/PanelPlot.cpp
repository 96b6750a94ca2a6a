#include "ui/panels/qcp/PanelPlot.hpp"

#include <chrono>
#include <utility>

#include "ui/panels/qcp/ReplotBatch.hpp"

namespace ui {

/// The background, first on the bottom layer: drawn by on-screen replots only.
class PanelPlot::BaseFill : public QCPLayerable {
 public:
  explicit BaseFill(QCustomPlot* plot) : QCPLayerable(plot, QStringLiteral("background")) {
    moveToLayer(plot->layer(QStringLiteral("background")), true);  // under the axis rect
    setVisible(false);
  }
  QBrush brush;

 protected:
  void applyDefaultAntialiasingHint(QCPPainter*) const override {}
  void draw(QCPPainter* painter) override {
    // QCPLayer clips each layerable to its clip rect moved up a pixel: the whole buffer here.
    painter->setClipping(false);
    painter->fillRect(QRect(QPoint(0, 0), mParentPlot->viewport().size()), brush);
  }
};

namespace {

// QCustomPlot::replot() draws a layer through a protected member; a pointer to it named through a
// derived class is standard C++ (as in FrameCache.cpp; this class is never made).
struct PlotLayerParts : QCPLayer {
  static constexpr auto kDrawToPaintBuffer = &PlotLayerParts::drawToPaintBuffer;
};

}  // namespace

PanelPlot::PanelPlot(QWidget* parent) : QCustomPlot(parent), m_base(new BaseFill(this)) {
  ReplotBatch::of().plotAdded();  // (its worker thread ends with the last plot)
  connect(this, &QCustomPlot::beforeReplot, this, [this] {
    // (A background pixmap or a see-through brush: QCustomPlot's own paint.)
    m_baseOpaque = mBackgroundBrush.style() == Qt::SolidPattern && mBackgroundBrush.isOpaque() &&
                   mBackgroundPixmap.isNull();
    m_base->brush = mBackgroundBrush;
    m_base->setVisible(m_baseOpaque);
    setAttribute(Qt::WA_OpaquePaintEvent, m_baseOpaque);
  });
  // Hidden again for everything else that draws the layers: exports, animation frames.
  connect(this, &QCustomPlot::afterReplot, this, [this] { m_base->setVisible(false); });
}

PanelPlot::~PanelPlot() { ReplotBatch::of().plotRemoved(); }

void PanelPlot::layOutAt(int w, int h) {
  // toPainter() sets the viewport, and draw() lays out before it draws: the same layout, and its
  // afterLayout (the panels' fits), without the drawing.
  const QRect old = viewport();
  setViewport(QRect(0, 0, w, h));
  updateLayout();
  setViewport(old);
}

void PanelPlot::replotSoon() {
  // A plot no one sees (a Stage's: a figure, a step video, the console's preview) is drawn by
  // its export at the export's size. Replotted in between at its widget's own size, as the
  // window's event loop ran for an export's progress, it laid its read-outs out for that size:
  // the next frames of the lecture's step 3 drew its shading, x line and read-outs a quarter
  // size in a corner. A hidden plot is drawn when shown.
  if (!isVisible()) {
    m_replotWhenShown = true;
    return;
  }
  if (m_queued) return;
  m_queued = true;
  ReplotBatch::of().queue(this);
}

bool PanelPlot::beginReplot() {
  m_queued = false;
  if (mReplotting) return false;  // (as QCustomPlot::replot(): signals looping back)
  mReplotting = true;
  mReplotQueued = false;
  emit beforeReplot();
  updateLayout();
  return true;
}

void PanelPlot::drawLayers() {
  const auto t0 = std::chrono::steady_clock::now();
  setupPaintBuffers();  // (clearing them is a fill of the whole plot each: on this thread too)
  for (QCPLayer* layer : mLayers) (layer->*PlotLayerParts::kDrawToPaintBuffer)();
  m_drawCost = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void PanelPlot::endReplot() {
  for (const QSharedPointer<QCPAbstractPaintBuffer>& buffer : mPaintBuffers) {
    buffer->setInvalidated(false);
  }
  update();  // painted with the other panels (phImmediateRefresh is off)
  emit afterReplot();
  mReplotting = false;
}

void PanelPlot::showEvent(QShowEvent* e) {
  QCustomPlot::showEvent(e);
  if (std::exchange(m_replotWhenShown, false)) replotSoon();
}

void PanelPlot::paintEvent(QPaintEvent* e) {
  if (!m_baseOpaque || mPaintBuffers.isEmpty()) {
    QCustomPlot::paintEvent(e);
    return;
  }
  QCPPainter painter(this);
  if (!painter.isActive()) return;
  painter.setCompositionMode(QPainter::CompositionMode_Source);  // opaque: a copy
  mPaintBuffers.first()->draw(&painter);
  painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
  for (qsizetype i = 1; i < mPaintBuffers.size(); ++i) mPaintBuffers.at(i)->draw(&painter);
}

}  // namespace ui
