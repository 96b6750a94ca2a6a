#pragma once
/// @file
/// @brief The presenter's ink over the audience view: pen strokes in numbered colours that stay
/// or fade, and a laser pointer. Points are fractions of the audience view (0..1 each way), so
/// a stroke drawn on the console's small copy lands at the same place on the projector, and the
/// two pictures of it are the same at any size.
#include <QColor>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QTimer>
#include <optional>

#include "ui/panels/Theme.hpp"

class QPainter;
class QRectF;

namespace ui {

class Ink : public QObject {
  Q_OBJECT
 public:
  /// What the mouse does over the audience view or its copy on the console.
  enum class Tool { Pointer, Pen, Laser };
  static constexpr int kPens = 6;               ///< pens 1..6
  static constexpr qint64 kFadeAfterMs = 1500;  ///< a fading stroke stays this long, whole
  static constexpr qint64 kFadeMs = 1000;       ///< and then fades out over this

  explicit Ink(QObject* parent = nullptr);

  Tool tool() const { return m_tool; }
  /// Pointer (the mouse works the panels), the laser, or pen `pen` (1..kPens).
  void setTool(Tool tool, int pen = 0);
  int pen() const { return m_pen; }
  /// The pen's colour: vermillion, blue, green, orange, violet (read against the theme's
  /// background), then the theme's text colour.
  QColor penColour(int pen) const;
  void setTheme(const Theme& theme) { m_theme = theme; }
  /// New strokes fade away a moment after they are drawn (else they stay until cleared).
  bool fading() const { return m_fading; }
  void setFading(bool fading);

  /// A stroke begun, extended and ended at `p` (fractions of the view).
  void press(QPointF p);
  void move(QPointF p);
  void release();
  /// The laser's spot (none: hidden); only while the laser is the tool.
  void setLaser(std::optional<QPointF> p);
  std::optional<QPointF> laser() const { return m_laser; }
  /// Every stroke gone (C, and on leaving a step).
  void clear();
  int strokeCount() const { return static_cast<int>(m_strokes.size()); }

  /// The strokes and (unless not `withLaser`) the laser, drawn into `target` (the view's
  /// rectangle in the painter).
  void paint(QPainter& painter, const QRectF& target, bool withLaser = true) const;

 signals:
  void changed();

 private:
  struct Stroke {
    QList<QPointF> points;
    QColor colour;
    bool fading = false;
    qint64 endedAt = -1;  ///< ms on m_clock; −1 while it is drawn
  };
  void fadeTick();
  Tool m_tool = Tool::Pointer;
  int m_pen = 1;
  bool m_fading = false;
  bool m_drawing = false;
  Theme m_theme = Theme::light();
  QList<Stroke> m_strokes;
  std::optional<QPointF> m_laser;
  QElapsedTimer m_clock;
  QTimer m_fade;
};

}  // namespace ui
