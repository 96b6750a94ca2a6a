#include "ui/window/ChecklistMenu.hpp"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScreen>
#include <algorithm>

namespace ui {

bool ChecklistMenu::toggleActive() {
  QAction* a = activeAction();
  if (a == nullptr || !a->isEnabled() || !a->isCheckable() || a->menu() != nullptr) return false;
  a->trigger();
  return true;
}

void ChecklistMenu::setLimit(int ticked, int most) {
  if (m_limit == nullptr) {
    addSeparator();
    m_limit = addAction(QString());
    m_limit->setObjectName("checklist-limit");
    m_limit->setEnabled(false);
  }
  m_limit->setText(ticked >= most ? tr("%1 at most: untick one to choose another").arg(most)
                                  : tr("Up to %1").arg(most));
}

void ChecklistMenu::showEvent(QShowEvent* e) {
  QMenu::showEvent(e);
  if (m_beside == nullptr || m_beside->screen() == nullptr) return;
  const QRect anchor(m_beside->mapToGlobal(QPoint(0, 0)), m_beside->size());
  const QWidget* window = m_beside->window();
  const QRect screen = m_beside->screen()->availableGeometry();
  const bool left = anchor.center().x() > window->mapToGlobal(window->rect().center()).x();
  int x = left ? anchor.left() - width() : anchor.right() + 1;
  if (x < screen.left() || x + width() > screen.right() + 1) {  // no room there: the other side
    x = left ? anchor.right() + 1 : anchor.left() - width();
  }
  x = std::clamp(x, screen.left(), std::max(screen.left(), screen.right() + 1 - width()));
  const int y = std::clamp(anchor.top(), screen.top(),
                           std::max(screen.top(), screen.bottom() + 1 - height()));
  move(x, y);
}

void ChecklistMenu::mouseReleaseEvent(QMouseEvent* e) {
  if (rect().contains(e->position().toPoint()) && toggleActive()) {
    e->accept();
    return;
  }
  QMenu::mouseReleaseEvent(e);
}

void ChecklistMenu::keyPressEvent(QKeyEvent* e) {
  if ((e->key() == Qt::Key_Space || e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) &&
      toggleActive()) {
    e->accept();
    return;
  }
  QMenu::keyPressEvent(e);
}

}  // namespace ui
