#include "ui/window/HelpDialogs.hpp"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "ui/lecture/PresentingSession.hpp"

namespace ui {

QList<std::pair<QString, QString>> keyRows(const QList<QAction*>& actions) {
  QList<std::pair<QString, QString>> rows;
  for (const QAction* a : actions) {
    if (a->shortcut().isEmpty()) continue;
    QString what = a->text();
    what.remove(QRegularExpression("&(?!&)")).replace("&&", "&").remove(QChar(0x2026));
    rows.append({what.trimmed(), a->shortcut().toString(QKeySequence::NativeText)});
  }
  return rows;
}

QDialog* keysDialog(const QList<QAction*>& actions, QWidget* parent) {
  auto* dialog = new QDialog(parent);
  dialog->setObjectName("keys-dialog");
  dialog->setWindowTitle(QDialog::tr("Keys"));
  auto* column = new QVBoxLayout(dialog);
  const auto rows = keyRows(actions);
  auto* table = new QTableWidget(static_cast<int>(rows.size()), 2, dialog);
  table->setObjectName("keys-table");
  table->setHorizontalHeaderLabels({QDialog::tr("What"), QDialog::tr("Key")});
  table->verticalHeader()->hide();
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  for (int i = 0; i < rows.size(); ++i) {
    table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
    table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
  }
  table->resizeColumnsToContents();
  table->horizontalHeader()->setStretchLastSection(true);
  table->setMinimumSize(460, 420);
  column->addWidget(table);
  // The lecture reads its keys in its own windows, not through actions: its own list.
  auto* lecture =
      new QLabel(QStringLiteral("<b>%1</b><br>%2")
                     .arg(QDialog::tr("In lecture mode (F5)"), PresentingSession::keysHtml()),
                 dialog);
  lecture->setObjectName("lecture-keys");
  lecture->setWordWrap(true);
  column->addWidget(lecture);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
  column->addWidget(buttons);
  return dialog;
}

QDialog* manualDialog(QWidget* parent) {
  auto* dialog = new QDialog(parent);
  dialog->setObjectName("manual-dialog");
  dialog->setWindowTitle(QDialog::tr("GELU Explorer manual"));
  auto* column = new QVBoxLayout(dialog);
  auto* text = new QTextBrowser(dialog);
  text->setObjectName("manual-text");
  text->setOpenExternalLinks(true);
  QFile file(":/docs/manual.md");
  if (file.open(QIODevice::ReadOnly)) text->setMarkdown(QString::fromUtf8(file.readAll()));
  column->addWidget(text);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
  column->addWidget(buttons);
  dialog->resize(820, 640);
  return dialog;
}

}  // namespace ui
