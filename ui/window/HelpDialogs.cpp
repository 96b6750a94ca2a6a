#include "ui/window/HelpDialogs.hpp"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
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

namespace {

/// Scrolls `text` so that `block` stands at its top.
void scrollToBlock(QTextBrowser* text, const QTextBlock& block) {
  const QRectF at = text->document()->documentLayout()->blockBoundingRect(block);
  text->verticalScrollBar()->setValue(static_cast<int>(at.top()));
}

/// The manual's sections: its level-2 headings, in order.
QList<QTextBlock> sections(const QTextDocument& doc) {
  QList<QTextBlock> out;
  for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
    if (b.blockFormat().headingLevel() == 2) out << b;
  }
  return out;
}

}  // namespace

QDialog* manualDialog(QWidget* parent) {
  auto* dialog = new QDialog(parent);
  dialog->setObjectName("manual-dialog");
  dialog->setWindowTitle(QDialog::tr("GELU Explorer manual"));
  auto* column = new QVBoxLayout(dialog);
  // Find: the next match from the cursor, wrapping at the end; Enter again for the next.
  auto* findRow = new QHBoxLayout;
  auto* findLabel = new QLabel(QDialog::tr("&Find:"), dialog);
  auto* find = new QLineEdit(dialog);
  find->setObjectName("manual-find");
  find->setClearButtonEnabled(true);
  find->setPlaceholderText(QDialog::tr("a word in the manual, Enter for the next"));
  findLabel->setBuddy(find);
  auto* notFound = new QLabel(dialog);
  notFound->setObjectName("manual-not-found");
  findRow->addWidget(findLabel);
  findRow->addWidget(find, 1);
  findRow->addWidget(notFound);
  column->addLayout(findRow);

  auto* split = new QHBoxLayout;
  auto* contents = new QListWidget(dialog);
  contents->setObjectName("manual-contents");
  contents->setAccessibleName(QDialog::tr("Contents"));
  auto* text = new QTextBrowser(dialog);
  text->setObjectName("manual-text");
  text->setOpenExternalLinks(true);
  QFile file(":/docs/manual.md");
  if (file.open(QIODevice::ReadOnly)) text->setMarkdown(QString::fromUtf8(file.readAll()));
  const QList<QTextBlock> parts = sections(*text->document());
  int start = 0;  // the first section about the window, not how to build it
  for (int k = 0; k < parts.size(); ++k) {
    contents->addItem(parts[k].text());
    if (start == 0 && parts[k].text() == QStringLiteral("The window")) start = k;
  }
  split->addWidget(contents);
  split->addWidget(text, 1);
  // Long headings wrap in a column as wide as a middling one: the text keeps the room.
  contents->setWordWrap(true);
  contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  contents->setFixedWidth(
      contents->fontMetrics().horizontalAdvance(QStringLiteral("Signal propagation and training")) +
      2 * contents->frameWidth() + contents->verticalScrollBar()->sizeHint().width() + 12);

  column->addLayout(split, 1);
  QObject::connect(contents, &QListWidget::currentRowChanged, text, [text, parts](int row) {
    if (row >= 0 && row < parts.size()) scrollToBlock(text, parts[row]);
  });
  // The contents mark the section at the top as the text scrolls (found, or scrolled by hand).
  QObject::connect(
      text->verticalScrollBar(), &QScrollBar::valueChanged, contents,
      [text, contents, parts](int top) {
        int row = 0;
        for (int k = 0; k < parts.size(); ++k) {
          const QRectF at = text->document()->documentLayout()->blockBoundingRect(parts[k]);
          if (at.top() <= top + 4) row = k;
        }
        // At the end a short last section cannot reach the top: one chosen below
        // the top and in view stays chosen.
        const int chosen = contents->currentRow();
        if (top >= text->verticalScrollBar()->maximum() && chosen > row && chosen < parts.size()) {
          return;
        }
        const QSignalBlocker quiet(contents);
        contents->setCurrentRow(row);
      });
  QObject::connect(find, &QLineEdit::returnPressed, text, [text, find, notFound] {
    const QString what = find->text().trimmed();
    notFound->clear();
    if (what.isEmpty()) return;
    const QTextCursor was = text->textCursor();
    const int scrolled = text->verticalScrollBar()->value();
    if (!text->find(what)) {
      QTextCursor top = text->textCursor();
      top.movePosition(QTextCursor::Start);
      text->setTextCursor(top);
      if (!text->find(what)) {
        // Where the reader was, not the manual's top.
        text->setTextCursor(was);
        text->verticalScrollBar()->setValue(scrolled);
        notFound->setText(QDialog::tr("not found"));
        return;
      }
    }
    // Which match of how many, and the match in the middle of the page (not at its foot).
    int total = 0, index = 0;
    for (QTextCursor c = text->document()->find(what); !c.isNull();
         c = text->document()->find(what, c)) {
      ++total;
      if (c.selectionStart() == text->textCursor().selectionStart()) index = total;
    }
    notFound->setText(QDialog::tr("%1 of %2").arg(index).arg(total));
    QScrollBar* bar = text->verticalScrollBar();
    bar->setValue(bar->value() + text->cursorRect().center().y() - text->viewport()->height() / 2);
  });
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
  // Enter in Find finds the next match; it must not press Close.
  for (QAbstractButton* b : buttons->buttons()) {
    if (auto* push = qobject_cast<QPushButton*>(b)) push->setAutoDefault(false);
  }
  column->addWidget(buttons);
  fitOnScreen(dialog, {980, 680});
  find->setFocus();
  // Opened at the window's section once laid out (the scroll range exists only then).
  if (!parts.isEmpty()) {
    QTimer::singleShot(0, contents, [contents, start] { contents->setCurrentRow(start); });
  }
  return dialog;
}

}  // namespace ui
