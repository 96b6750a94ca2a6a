#include "ui/panels/PanelPlot.hpp"

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
    painter->fillRect(QRect(QPoint(0, 0), mParentPlot->viewport().size()), brush);
  }
};

PanelPlot::PanelPlot(QWidget* parent) : QCustomPlot(parent), m_base(new BaseFill(this)) {
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
