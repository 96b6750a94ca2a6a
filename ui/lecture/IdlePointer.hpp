#pragma once
/// @file
/// @brief The pointer hides itself over a window when it rests (the audience's slide): a mouse
/// left where the presenter parked it sat on the projected figure.

#include <QCursor>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QWidget;

namespace ui {

/// @brief Hides the pointer over `window` after `restMs` without a move; the next move shows it
/// again, with the cursor the widget under it had. Other windows (the presenter's console on the
/// laptop) are not touched.
class IdlePointer : public QObject {
  Q_OBJECT
 public:
  explicit IdlePointer(QWidget* window, int restMs = 2500);
  ~IdlePointer() override;
  /// Whether the pointer is hidden now.
  bool hidden() const { return m_hiddenOn != nullptr; }
  /// How long the pointer rests before it hides (milliseconds; from the next move).
  void setRest(int ms) { m_rest.setInterval(ms); }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void hide();
  void show();

  QPointer<QWidget> m_window;
  QTimer m_rest;
  QPointer<QWidget> m_hiddenOn;  ///< the widget whose cursor is blank
  QCursor m_saved;               ///< and the cursor it had
  bool m_hadCursor = false;      ///< (one of its own, else its parent's)
};

}  // namespace ui
