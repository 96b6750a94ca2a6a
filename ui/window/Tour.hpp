#pragma once
/// @file
/// @brief Help ▸ Tour: a few stops through the idea in the live window — each a short text
/// beside the part it is about (the view bar, the pdf's shaded area, Φ, the coin, GELU's read-out,
/// the controls, lecture mode), with Back, Next and Skip. Nothing in the Scene changes except
/// the view, which the tour sets to the idea's.
#include <QFrame>
#include <QList>
#include <QPointer>
#include <functional>

class QLabel;
class QPushButton;

namespace ui {

class Tour : public QFrame {
  Q_OBJECT
 public:
  /// @brief A stop: what to say, and the widget it is about (found when the stop is shown).
  struct Stop {
    QString text;
    std::function<QWidget*()> target;
  };
  /// A tour over `window` (its child: it moves and hides with it).
  Tour(QWidget* window, QList<Stop> list);
  int stop() const { return m_index; }
  int stops() const { return static_cast<int>(m_stops.size()); }
  /// Shows stop `index` (0-based) beside its target; past the last one the tour ends.
  void showStop(int index);
  /// The text of the current stop.
  QString text() const;

 signals:
  void finished();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  /// Beside the target, where the bubble covers the least (panel titles above all).
  void place();
  /// The text `width` pixels wide and as tall as its lines, the bubble sized to it.
  void setTextWidth(int width);
  QList<Stop> m_stops;
  int m_index = -1;
  QLabel* m_text = nullptr;
  QLabel* m_count = nullptr;
  QPushButton* m_back = nullptr;
  QPushButton* m_next = nullptr;
  QPointer<QWidget> m_target;
};

}  // namespace ui
