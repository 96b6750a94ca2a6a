#include "ui/window/ChecklistMenu.hpp"

#include <QKeyEvent>
#include <QMouseEvent>

namespace ui {

bool ChecklistMenu::toggleActive() {
  QAction* a = activeAction();
  if (a == nullptr || !a->isEnabled() || !a->isCheckable() || a->menu() != nullptr) return false;
  a->trigger();
  return true;
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
