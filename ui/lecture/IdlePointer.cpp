#include "ui/lecture/IdlePointer.hpp"

#include <QApplication>
#include <QCursor>
#include <QEvent>
#include <QWidget>

namespace ui {

IdlePointer::IdlePointer(QWidget* window, std::function<bool()> mayHide, int restMs)
    : QObject(window), m_window(window), m_mayHide(std::move(mayHide)) {
  m_rest.setSingleShot(true);
  m_rest.setInterval(restMs);
  connect(&m_rest, &QTimer::timeout, this, &IdlePointer::hide);
  qApp->installEventFilter(this);
  m_rest.start();
}

IdlePointer::~IdlePointer() { show(); }

bool IdlePointer::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  if (type != QEvent::MouseMove && type != QEvent::MouseButtonPress && type != QEvent::TabletMove) {
    return false;
  }
  if (!watched->isWidgetType()) return false;  // (each move reaches the window and the widget)
  show();  // a move anywhere: the pointer is back (on the console too)
  m_rest.start();
  return false;
}

void IdlePointer::hide() {
  if (m_hidden || m_window == nullptr || !m_window->isVisible()) return;
  if (m_mayHide && !m_mayHide()) return;
  QWidget* under = QApplication::widgetAt(QCursor::pos());
  if (under == nullptr || under->window() != m_window) return;
  m_hidden = true;
  QApplication::setOverrideCursor(Qt::BlankCursor);
  // What the pointer showed goes with it (a plot's hover read-out stayed on the slide).
  QEvent leave(QEvent::Leave);
  QApplication::sendEvent(under, &leave);
}

void IdlePointer::show() {
  if (!m_hidden) return;
  m_hidden = false;
  QApplication::restoreOverrideCursor();
}

}  // namespace ui
