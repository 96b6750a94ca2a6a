#include "ui/window/HelpDialogs.hpp"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

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

namespace {

/// `dialog` at `wanted`, or smaller where its screen's free area is smaller (a 1280×720
/// projector): its Close button always on screen; what does not fit scrolls inside it.
void fitOnScreen(QDialog* dialog, QSize wanted) {
  const QWidget* anchor = dialog->parentWidget() != nullptr ? dialog->parentWidget() : dialog;
  const QScreen* screen =
      anchor->screen() != nullptr ? anchor->screen() : QGuiApplication::primaryScreen();
  if (screen != nullptr) {
    const QSize room = screen->availableGeometry().size() * 0.92;
    wanted = wanted.boundedTo(room).expandedTo(dialog->minimumSizeHint().boundedTo(room));
  }
  dialog->resize(wanted);
}

}  // namespace

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
  // Every row where the screen has the room, else as many as fit above the lecture's keys (the
  // table scrolls): a 1280×720 screen showed 816 pixels of dialog, its Close button off screen.
  table->setMinimumSize(460, 160);
  column->addWidget(table, 1);
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
  // (Laid out yet or not: the header's own size, and the scroll bar's where the columns are
  // wider than the table will be, as long translations make them.)
  const int columns = table->horizontalHeader()->length() + 2 * table->frameWidth();
  const int rowsHeight = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth() +
                         table->verticalHeader()->length() +
                         (columns > 560 ? table->horizontalScrollBar()->sizeHint().height() : 0);
  const QSize natural = dialog->sizeHint();
  fitOnScreen(dialog, {std::max(natural.width(), 560),
                       natural.height() - table->sizeHint().height() + rowsHeight});
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
  fitOnScreen(dialog, {820, 640});
  return dialog;
}

}  // namespace ui
