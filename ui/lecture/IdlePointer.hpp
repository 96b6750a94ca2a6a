#pragma once
/// @file
/// @brief The pointer hides itself over a window when it rests (the audience's slide): a mouse
/// left where the presenter parked it sat on the projected figure.

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

class QWidget;

namespace ui {

/// @brief Hides the pointer resting on `window` after `restMs` without a move (while `mayHide`
/// says so: not while an ink tool follows it); the next move anywhere shows it again. Hidden as
/// the application's override cursor, so a slide that changes under it (another panel there) does
/// not bring it back; the pointer on another window (the presenter's console) is never hidden.
class IdlePointer : public QObject {
  Q_OBJECT
 public:
  explicit IdlePointer(QWidget* window, std::function<bool()> mayHide = {}, int restMs = 2500);
  ~IdlePointer() override;
  /// Whether the pointer is hidden now.
  bool hidden() const { return m_hidden; }
  /// How long the pointer rests before it hides (milliseconds; from the next move).
  void setRest(int ms) { m_rest.setInterval(ms); }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void hide();
  void show();

  QPointer<QWidget> m_window;
  std::function<bool()> m_mayHide;
  QTimer m_rest;
  bool m_hidden = false;
};

}  // namespace ui
