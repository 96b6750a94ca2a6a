#pragma once
/// @file
/// @brief A menu of check boxes that stays open while they are ticked: choosing four panels is
/// four clicks, not four trips to the menu (a QMenu closes on every choice). Esc, a click
/// outside or a plain (not checkable) item closes it as usual.
#include <QMenu>

namespace ui {

class ChecklistMenu : public QMenu {
  Q_OBJECT
 public:
  using QMenu::QMenu;

 protected:
  void mouseReleaseEvent(QMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;

 private:
  /// Toggles the active item when it is a check box: true when it did.
  bool toggleActive();
};

}  // namespace ui
