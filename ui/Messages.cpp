#include "ui/Messages.hpp"

#include <QMessageBox>

namespace ui {

void showWarning(QWidget* parent, const QString& title, const QString& message) {
  auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, parent);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

}  // namespace ui
