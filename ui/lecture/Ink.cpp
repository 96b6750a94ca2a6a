#include "ui/lecture/Ink.hpp"

#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <algorithm>

namespace ui {

namespace {
// Widths as fractions of the view's height: 5 px and a 14-px spot on a 1080-line projector.
constexpr double kPenWidth = 0.0046;
constexpr double kLaserRadius = 0.0065;
}  // namespace

Ink::Ink(QObject* parent) : QObject(parent) {
  m_clock.start();
  m_fade.setInterval(40);
  connect(&m_fade, &QTimer::timeout, this, &Ink::fadeTick);
}

void Ink::setTool(Tool tool, int pen) {
  if (m_drawing) release();
  m_tool = tool;
  if (tool == Tool::Pen) m_pen = std::clamp(pen, 1, kPens);
  if (tool != Tool::Laser && m_laser) {
    m_laser.reset();
  }
  emit changed();
}

QColor Ink::penColour(int pen) const {
  // Colours told apart on a washed-out projector and by most colour-blind viewers (Okabe–Ito's
  // vermillion, blue, bluish green, orange, reddish purple).
  static const QColor colours[] = {QColor(213, 94, 0), QColor(0, 114, 178), QColor(0, 158, 115),
                                   QColor(230, 159, 0), QColor(204, 121, 167)};
  if (pen >= 1 && pen <= 5) return m_theme.readable(colours[pen - 1]);
  return m_theme.foreground;
}

void Ink::setFading(bool fading) {
  m_fading = fading;
  emit changed();
}

void Ink::press(QPointF p) {
  if (m_tool != Tool::Pen) return;
  m_strokes.append(Stroke{{p}, penColour(m_pen), m_fading, -1});
  m_drawing = true;
  emit changed();
}

void Ink::move(QPointF p) {
  if (!m_drawing || m_strokes.isEmpty()) return;
  QList<QPointF>& points = m_strokes.last().points;
  // Points closer than a thousandth of the view add nothing a projector could show.
  const QPointF d = p - points.last();
  if (d.x() * d.x() + d.y() * d.y() < 1e-6) return;
  points.append(p);
  emit changed();
}

void Ink::release() {
  if (!m_drawing) return;
  m_drawing = false;
  if (m_strokes.isEmpty()) return;
  m_strokes.last().endedAt = m_clock.elapsed();
  if (m_strokes.last().fading) m_fade.start();
  emit changed();
}

void Ink::setLaser(std::optional<QPointF> p) {
  if (m_tool != Tool::Laser) p.reset();
  if (p == m_laser) return;
  m_laser = p;
  emit changed();
}

void Ink::clear() {
  if (m_strokes.isEmpty() && !m_drawing) return;
  m_strokes.clear();
  m_drawing = false;
  m_fade.stop();
  emit changed();
}

void Ink::fadeTick() {
  const qint64 now = m_clock.elapsed();
  const auto gone = [now](const Stroke& s) {
    return s.fading && s.endedAt >= 0 && now - s.endedAt >= kFadeAfterMs + kFadeMs;
  };
  m_strokes.erase(std::remove_if(m_strokes.begin(), m_strokes.end(), gone), m_strokes.end());
  const bool anyFading =
      std::any_of(m_strokes.begin(), m_strokes.end(), [](const Stroke& s) { return s.fading; });
  if (!anyFading) m_fade.stop();
  emit changed();
}

void Ink::paint(QPainter& painter, const QRectF& target, bool withLaser) const {
  const bool laser = withLaser && m_laser;
  if (m_strokes.isEmpty() && !laser) return;
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  const auto at = [&target](QPointF p) {
    return QPointF(target.left() + p.x() * target.width(), target.top() + p.y() * target.height());
  };
  const qint64 now = m_clock.elapsed();
  for (const Stroke& s : m_strokes) {
    QColor c = s.colour;
    if (s.fading && s.endedAt >= 0) {
      const double t = double(now - s.endedAt - kFadeAfterMs) / kFadeMs;
      c.setAlphaF(static_cast<float>(std::clamp(1.0 - t, 0.0, 1.0)));
    }
    QPen pen(c, std::max(1.5, kPenWidth * target.height()), Qt::SolidLine, Qt::RoundCap,
             Qt::RoundJoin);
    painter.setPen(pen);
    if (s.points.size() == 1) {
      painter.drawPoint(at(s.points.first()));
      continue;
    }
    QPainterPath path(at(s.points.first()));
    for (qsizetype i = 1; i < s.points.size(); ++i) path.lineTo(at(s.points[i]));
    painter.drawPath(path);
  }
  if (laser) {
    // A red spot with a soft halo: seen on any background, dark or light.
    const double r = std::max(3.0, kLaserRadius * target.height());
    const QPointF c = at(*m_laser);
    QRadialGradient halo(c, 2.6 * r);
    halo.setColorAt(0, QColor(255, 40, 40, 170));
    halo.setColorAt(1, QColor(255, 40, 40, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(halo);
    painter.drawEllipse(c, 2.6 * r, 2.6 * r);
    painter.setBrush(QColor(255, 30, 30));
    painter.setPen(QPen(QColor(255, 255, 255, 200), std::max(1.0, r / 4)));
    painter.drawEllipse(c, r, r);
  }
  painter.restore();
}

}  // namespace ui
