#include "ui/export/TextBoxes.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextItem>
#include <cmath>

#include "ui/export/ExportLook.hpp"
#include "ui/export/SvgDevice.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/typeset/Formula.hpp"

namespace ui {
namespace {

struct TextBoxesText {
  Q_DECLARE_TR_FUNCTIONS(Export)
};

/// A paint engine that draws nothing and notes where text goes (formulas too: they tell it).
class RecordingEngine : public QPaintEngine, public typeset::MathRecorder {
 public:
  RecordingEngine() : QPaintEngine(AllFeatures) {}
  bool begin(QPaintDevice* device) override {
    m_device = device;
    return true;
  }
  bool end() override { return true; }
  void updateState(const QPaintEngineState&) override {}
  Type type() const override { return User; }
  void drawPath(const QPainterPath&) override {}
  void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
  void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
  void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {}
  void drawTextItem(const QPointF& p, const QTextItem& item) override {
    if (item.text().trimmed().isEmpty()) return;
    const QPainter& painter = *this->painter();
    const QFontMetricsF fm(item.font(), m_device);
    // The ink's extent: from the ascent to the descent, over the run's advance.
    const QRectF local(p.x(), p.y() - fm.ascent(), item.width(), fm.ascent() + fm.descent());
    const QTransform t = painter.combinedTransform();
    const QRectF rect = t.mapRect(local);
    const QRectF clip = painter.hasClipping() ? t.map(painter.clipPath()).boundingRect() : QRectF();
    // The device has 96 logical pixels per inch: a point on it is a point of the figure.
    const QFont& font = item.font();
    const double size = font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * 0.75;
    const double points = size * std::sqrt(std::abs(t.determinant()));
    // A run that continues the previous one on its baseline (Qt splits labels by script).
    if (!boxes.isEmpty() && t == m_lastTransform && std::abs(p.y() - m_lastBaseline) < 0.01 &&
        std::abs(p.x() - m_lastEnd) < 0.5 && boxes.back().clip == clip) {
      boxes.back().text += item.text();
      boxes.back().rect = boxes.back().rect.united(rect);
      boxes.back().points = std::min(boxes.back().points, points);
    } else {
      boxes.push_back({item.text(), rect, clip, -1, points});
    }
    m_lastTransform = t;
    m_lastBaseline = p.y();
    m_lastEnd = p.x() + item.width();
  }
  void recordMath(const QRectF& rect, const QRectF& clip, const QString& text,
                  double points) override {
    boxes.push_back({text, rect, clip, -1, points});
    m_lastTransform = QTransform();
    m_lastEnd = -1e9;  // a formula ends a run of text
  }
  QList<TextBox> boxes;

 private:
  QPaintDevice* m_device = nullptr;
  QTransform m_lastTransform;
  double m_lastBaseline = 0;
  double m_lastEnd = 0;
};

class RecordingDevice : public QPaintDevice {
 public:
  explicit RecordingDevice(QSize size) : m_size(size) {}
  QPaintEngine* paintEngine() const override { return &m_engine; }
  RecordingEngine& engine() { return m_engine; }

 protected:
  int metric(PaintDeviceMetric m) const override { return logicalMetric(m, m_size); }

 private:
  QSize m_size;
  mutable RecordingEngine m_engine;
};

QString shown(const QString& text) {
  QString t = text.simplified();
  if (t.size() > 40) t = t.left(39) + QChar(0x2026);
  return '\'' + t + '\'';
}

/// The text boxes recorded on `device`, each with the cell it lies in.
QList<TextBox> boxesOf(RecordingDevice& device, const QList<SheetCell>& cells,
                       const ExportOptions& o) {
  QList<TextBox> boxes = device.engine().boxes;
  for (TextBox& b : boxes) {
    for (int i = 0; i < cells.size(); ++i) {
      if (cellRect(cells[i], o).contains(b.rect.center())) b.cell = i;
    }
  }
  return boxes;
}

}  // namespace

QList<TextBox> textBoxes(const QList<SheetCell>& cells, const ExportOptions& o) {
  RecordingDevice device(o.size);
  if (!paintVectors(device, cells, o)) return {};
  return boxesOf(device, cells, o);
}

QList<TextBox> textBoxes(const QList<SheetCell>& cells, const ExportOptions& o,
                         const ExportLook& look) {
  RecordingDevice device(o.size);
  if (!paintVectors(device, cells, o, look)) return {};
  return boxesOf(device, cells, o);
}

bool layoutFits(const QList<SheetCell>& cells, const ExportOptions& o, const ExportLook& look) {
  return cells.isEmpty() || layoutProblems(textBoxes(cells, o, look), cells, o).isEmpty();
}

QStringList layoutProblems(const QList<TextBox>& boxes, const QList<SheetCell>& cells,
                           const ExportOptions& o, double tolerance) {
  QStringList out;
  const auto where = [&](const TextBox& b) {
    return b.cell >= 0 ? cells[b.cell].panel->panelId() : QStringLiteral("the sheet");
  };
  // (A sheet's heading lies in its own band over the cells, inside the figure.)
  const QRectF heading(0.0, 0.0, o.size.width(), headingHeight(o));
  for (int i = 0; i < boxes.size(); ++i) {
    const TextBox& a = boxes[i];
    const QRectF inner = a.rect.adjusted(tolerance, tolerance, -tolerance, -tolerance);
    const bool placed =
        a.cell >= 0 ? cellRect(cells[a.cell], o).contains(inner) : heading.contains(inner);
    if (!placed) {
      out << QStringLiteral("%1 leaves its panel (%2)").arg(shown(a.text), where(a));
    } else if (!a.clip.isNull() && !a.clip.contains(inner)) {
      out << QStringLiteral("%1 is cut off (%2)").arg(shown(a.text), where(a));
    }
    if (a.points < kMinTextPoints - 0.05) {
      out << QStringLiteral("%1 is %2 pt, too small to read (%3)")
                 .arg(shown(a.text), QString::number(a.points, 'f', 1), where(a));
    }
    for (int j = i + 1; j < boxes.size(); ++j) {
      const QRectF overlap = a.rect.intersected(boxes[j].rect);
      if (overlap.width() > tolerance && overlap.height() > tolerance) {
        out << QStringLiteral("%1 overlaps %2 (%3)")
                   .arg(shown(a.text), shown(boxes[j].text), where(a));
      }
    }
  }
  for (const SheetCell& c : cells) {
    if (c.panel->renderCoveredData()) {
      out << QStringLiteral("the legend covers the data (%1)").arg(c.panel->panelId());
    }
  }
  return out;
}

QString layoutRefusal(const QList<SheetCell>& cells, const ExportOptions& o) {
  const auto fits = [&](const ExportOptions& t) {
    return layoutProblems(textBoxes(cells, t), cells, t).isEmpty();
  };
  if (cells.isEmpty() || fits(o)) return {};
  QString larger;
  for (const double k : {1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0}) {
    ExportOptions t = o;
    t.size = QSize(static_cast<int>(std::ceil(o.size.width() * k / 10) * 10),
                   static_cast<int>(std::ceil(o.size.height() * k / 10) * 10));
    if (t.size.width() > ExportOptions::kMaxSide || t.size.height() > ExportOptions::kMaxSide) {
      break;
    }
    if (fits(t)) {
      larger = QStringLiteral("%1×%2").arg(t.size.width()).arg(t.size.height());
      break;
    }
  }
  // Another text size: smaller where text overlaps, larger where it is too small to read.
  QString smaller;
  for (double s = std::floor(o.fontScale * 4 - 1) / 4; s >= ExportOptions::kMinFontScale;
       s -= 0.25) {
    ExportOptions t = o;
    t.fontScale = s;
    if (fits(t)) {
      smaller = QString::number(s);
      break;
    }
  }
  const double most = std::min(ExportOptions::kMaxFontScale, 2 * o.fontScale);
  for (double s = std::floor(o.fontScale * 4) / 4 + 0.25; smaller.isEmpty() && s <= most;
       s += 0.25) {
    ExportOptions t = o;
    t.fontScale = s;
    if (fits(t)) smaller = QString::number(s);
  }
  const QString size = QStringLiteral("%1×%2").arg(o.size.width()).arg(o.size.height());
  const QString scale = QString::number(o.fontScale);
  if (!larger.isEmpty() && !smaller.isEmpty()) {
    return TextBoxesText::tr(
               "at %1 with text size %2 the text would overlap, be cut off, cover the data or be "
               "too small: use %3 "
               "or text size %4")
        .arg(size, scale, larger, smaller);
  }
  if (!larger.isEmpty()) {
    return TextBoxesText::tr(
               "at %1 with text size %2 the text would overlap, be cut off, cover the data or be "
               "too small: use "
               "%3")
        .arg(size, scale, larger);
  }
  if (!smaller.isEmpty()) {
    return TextBoxesText::tr(
               "at %1 with text size %2 the text would overlap, be cut off, cover the data or be "
               "too small: use "
               "text size %3")
        .arg(size, scale, smaller);
  }
  return TextBoxesText::tr(
             "at %1 with text size %2 the text would overlap, be cut off, cover the data or be too "
             "small")
      .arg(size, scale);
}

}  // namespace ui
