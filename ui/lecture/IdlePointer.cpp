#include "ui/lecture/IdlePointer.hpp"

#include <QApplication>
#include <QEvent>
#include <QWidget>

namespace ui {

IdlePointer::IdlePointer(QWidget* window, int restMs) : QObject(window), m_window(window) {
  m_rest.setSingleShot(true);
  m_rest.setInterval(restMs);
  connect(&m_rest, &QTimer::timeout, this, &IdlePointer::hide);
  qApp->installEventFilter(this);
  m_rest.start();
}

IdlePointer::~IdlePointer() { show(); }

bool IdlePointer::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  if (type != QEvent::MouseMove && type != QEvent::MouseButtonPress && type != QEvent::HoverMove) {
    return false;
  }
  auto* w = qobject_cast<QWidget*>(watched);
  if (w == nullptr || m_window == nullptr || w->window() != m_window) return false;
  show();
  m_rest.start();
  return false;
}

void IdlePointer::hide() {
  if (m_window == nullptr || !m_window->isVisible() || m_hiddenOn != nullptr) return;
  QWidget* under = QApplication::widgetAt(QCursor::pos());
  if (under == nullptr || under->window() != m_window) return;
  m_hadCursor = under->testAttribute(Qt::WA_SetCursor);
  m_saved = under->cursor();
  m_hiddenOn = under;
  under->setCursor(Qt::BlankCursor);
  // What the pointer showed goes with it (a plot's hover read-out stayed on the slide).
  QEvent leave(QEvent::Leave);
  QApplication::sendEvent(under, &leave);
}

void IdlePointer::show() {
  if (m_hiddenOn == nullptr) return;
  QWidget* w = m_hiddenOn;
  m_hiddenOn = nullptr;
  // (A cursor set since, an ink tool's, stays.)
  if (w->cursor().shape() != Qt::BlankCursor) return;
  if (m_hadCursor) {
    w->setCursor(m_saved);
  } else {
    w->unsetCursor();
  }
}

}  // namespace ui
