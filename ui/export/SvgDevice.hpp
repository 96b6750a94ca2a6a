#pragma once
/// @file
/// @brief A paint device in front of Qt 6.4's QSvgGenerator that clips every primitive itself.
///
/// The generator ignores clipping, so curves leaving a plot (the Monte Carlo funnel, a line
/// drawn past the axes) would spill over the neighbouring panels. What lies inside the clip is
/// passed on untouched (real strokes and <text>); what crosses it is cut with path operations
/// (fills stay fills, strokes become their clipped outlines). Text is passed on as text.
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

namespace ui {

/// The engine that clips and forwards to the target painter.
class ClippingEngine : public QPaintEngine {
 public:
  explicit ClippingEngine(QPainter& target) : QPaintEngine(AllFeatures), m_target(target) {}
  bool begin(QPaintDevice*) override { return true; }
  bool end() override { return true; }
  void updateState(const QPaintEngineState&) override {}
  Type type() const override { return User; }
  void drawPath(const QPainterPath& path) override;
  void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override;
  void drawTextItem(const QPointF& p, const QTextItem& item) override;
  void drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) override;
  void drawImage(const QRectF& r, const QImage& image, const QRectF& sr,
                 Qt::ImageConversionFlags flags) override;

 private:
  void prepare(const QPainter& src);
  static bool inside(const QPainterPath& path, const QPen& pen, const QRectF& clip);
  QPainter& m_target;
};

/// A paint device with the SVG generator's size and dpi whose engine clips (see above).
class ClippingDevice : public QPaintDevice {
 public:
  ClippingDevice(QPaintDevice& target, QPainter& targetPainter)
      : m_target(target), m_engine(targetPainter) {}
  QPaintEngine* paintEngine() const override { return &m_engine; }

 protected:
  int metric(PaintDeviceMetric m) const override;

 private:
  QPaintDevice& m_target;
  mutable ClippingEngine m_engine;
};

}  // namespace ui
