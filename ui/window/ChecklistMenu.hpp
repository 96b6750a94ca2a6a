#pragma once
/// @file
/// @brief A menu of check boxes that stays open while they are ticked: choosing four panels is
/// four clicks, not four trips to the menu (a QMenu closes on every choice). Esc, a click
/// outside or a plain (not checkable) item closes it as usual.
#include <QMenu>
#include <QPointer>

namespace ui {

class ChecklistMenu : public QMenu {
  Q_OBJECT
 public:
  using QMenu::QMenu;
  /// With `ticked` of at most `most` boxes ticked, a line under them says how many may be, and
  /// once `most` are, why the others are greyed out (a newcomer saw them disabled with no
  /// reason). Not a choice: disabled, it neither closes the menu nor toggles.
  void setLimit(int ticked, int most);
  /// Opens beside `anchor` (on the side towards its window's centre) rather than under it: the
  /// Steps dock's checklist covered the step's Caption field, costing an Esc before typing.
  void setOpensBeside(QWidget* anchor) { m_beside = anchor; }

 protected:
  void mouseReleaseEvent(QMouseEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  /// Toggles the active item when it is a check box: true when it did.
  bool toggleActive();
  QAction* m_limit = nullptr;  ///< the line setLimit() keeps under the boxes
  QPointer<QWidget> m_beside;
};

}  // namespace ui
