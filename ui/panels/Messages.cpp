#include "ui/panels/Messages.hpp"

#include <QCoreApplication>
#include <QMessageBox>

namespace ui {

void showWarning(QWidget* parent, const QString& title, const QString& message) {
  QString text = message;
  if (!text.isEmpty()) text[0] = text[0].toUpper();
  auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

bool askToSave(QWidget* parent, const QString& text, const QString& objectName,
               const std::function<bool()>& save) {
  QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("Messages", "GELU Explorer"),
                  text, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
  box.setObjectName(objectName);
  box.setInformativeText(QCoreApplication::translate("Messages", "Do you want to save them?"));
  box.setDefaultButton(QMessageBox::Save);
  switch (box.exec()) {
    case QMessageBox::Save:
      return save();
    case QMessageBox::Discard:
      return true;
    default:
      return false;
  }
}

}  // namespace ui
