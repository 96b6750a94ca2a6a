#include "ui/panels/Messages.hpp"

#include <QMessageBox>

namespace ui {

void showWarning(QWidget* parent, const QString& title, const QString& message) {
  QString text = message;
  if (!text.isEmpty()) text[0] = text[0].toUpper();
  auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

}  // namespace ui
