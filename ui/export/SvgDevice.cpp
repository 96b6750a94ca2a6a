#include "ui/export/SvgDevice.hpp"

#include <QPainterPathStroker>
#include <algorithm>

namespace ui {

void ClippingEngine::drawPath(const QPainterPath& path) {
  const QPainter& src = *painter();
  prepare(src);
  const QPen pen = src.pen();
  const QBrush brush = src.brush();
  if (!src.hasClipping() || inside(path, pen, src.clipBoundingRect())) {
    m_target.setPen(pen);
    m_target.setBrush(brush);
    m_target.drawPath(path);
    return;
  }
  const QPainterPath clip = src.clipPath();
  m_target.setPen(Qt::NoPen);
  if (brush.style() != Qt::NoBrush) {
    QPainterPath closed = path;
    closed.setFillRule(path.fillRule());
    m_target.setBrush(brush);
    m_target.drawPath(closed.intersected(clip));
  }
  if (pen.style() != Qt::NoPen && pen.brush().style() != Qt::NoBrush) {
    QPainterPathStroker stroker(pen);
    if (pen.widthF() == 0) stroker.setWidth(1);
    m_target.setBrush(pen.brush());
    m_target.drawPath(stroker.createStroke(path).intersected(clip));
  }
}

void ClippingEngine::drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) {
  if (count <= 0) return;
  QPainterPath path(points[0]);
  for (int i = 1; i < count; ++i) path.lineTo(points[i]);
  if (mode == PolylineMode) {
    const QBrush brush = painter()->brush();
    painter()->setBrush(Qt::NoBrush);  // a polyline is never filled
    drawPath(path);
    painter()->setBrush(brush);
    return;
  }
  path.closeSubpath();
  path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
  drawPath(path);
}

void ClippingEngine::drawTextItem(const QPointF& p, const QTextItem& item) {
  const QPainter& src = *painter();
  prepare(src);
  m_target.setPen(src.pen());
  QFont font = item.font();
  font.setResolveMask(QFont::AllPropertiesResolved);  // else setFont keeps the device's font
  m_target.setFont(font);
  m_target.drawText(p, item.text());
}

void ClippingEngine::drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) {
  prepare(*painter());
  m_target.drawPixmap(r, pm, sr);
}

void ClippingEngine::drawImage(const QRectF& r, const QImage& image, const QRectF& sr,
                               Qt::ImageConversionFlags flags) {
  prepare(*painter());
  m_target.drawImage(r, image, sr, flags);
}

void ClippingEngine::prepare(const QPainter& src) {
  m_target.setWorldTransform(src.combinedTransform());
  m_target.setOpacity(src.opacity());
  m_target.setRenderHints(src.renderHints());
  m_target.setBrushOrigin(src.brushOrigin());
}

bool ClippingEngine::inside(const QPainterPath& path, const QPen& pen, const QRectF& clip) {
  const double w = pen.style() == Qt::NoPen ? 0.0 : std::max(1.0, pen.widthF());
  return clip.contains(path.controlPointRect().adjusted(-w, -w, w, w));
}

int ClippingDevice::metric(PaintDeviceMetric m) const {
  switch (m) {
    case PdmWidth:
      return m_target.width();
    case PdmHeight:
      return m_target.height();
    case PdmWidthMM:
      return m_target.widthMM();
    case PdmHeightMM:
      return m_target.heightMM();
    case PdmNumColors:
      return m_target.colorCount();
    case PdmDepth:
      return m_target.depth();
    case PdmDpiX:
    case PdmPhysicalDpiX:
      return m_target.logicalDpiX();
    case PdmDpiY:
    case PdmPhysicalDpiY:
      return m_target.logicalDpiY();
    case PdmDevicePixelRatio:
      return 1;
    case PdmDevicePixelRatioScaled:
      return static_cast<int>(devicePixelRatioFScale());
  }
  return 0;
}

}  // namespace ui
