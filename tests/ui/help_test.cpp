// Help ▸ Tour, Keys and Manual: where a newcomer starts (issue 46, item 5).
#include <gtest/gtest.h>

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include "tests/ui/shared_helpers.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/HelpDialogs.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/Tour.hpp"
#include "ui/window/ViewArea.hpp"

namespace {

TEST(Help, TheTourWalksTheIdeaBesideEachPartAndCanBeSkipped) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  window.viewArea()->showView("derivatives");
  window.action("tour")->trigger();
  ui::Tour* tour = window.tour();
  ASSERT_NE(tour, nullptr);
  EXPECT_EQ(window.viewArea()->currentView(), "idea");  // the tour is about the idea
  EXPECT_GE(tour->stops(), 5);
  EXPECT_LE(tour->stops(), 7);
  QStringList texts;
  for (int i = 0; i < tour->stops(); ++i) {
    EXPECT_EQ(tour->stop(), i);
    texts << tour->text();
    // Inside the window, and over no panel's title (a newcomer found the bubbles over the
    // titles of the panels they were about).
    EXPECT_TRUE(window.rect().contains(tour->geometry())) << i;
    for (const QWidget* title : window.findChildren<QWidget*>("panel-title")) {
      if (!title->isVisible()) continue;
      const QRect at(title->mapTo(&window, QPoint(0, 0)), title->size());
      EXPECT_FALSE(tour->geometry().intersects(at))
          << "stop " << i << " over " << title->parentWidget()->objectName().toStdString();
    }
    if (i + 1 < tour->stops()) tour->findChild<QPushButton*>("tour-next")->click();
  }
  EXPECT_TRUE(texts.join(' ').contains("GELU(x) = x·Φ(x)"));
  texts.removeDuplicates();
  EXPECT_EQ(texts.size(), tour->stops());
  tour->findChild<QPushButton*>("tour-back")->click();
  EXPECT_EQ(tour->stop(), tour->stops() - 2);
  QSignalSpy done(tour, &ui::Tour::finished);
  tour->findChild<QPushButton*>("tour-skip")->click();
  EXPECT_EQ(done.count(), 1);
  EXPECT_FALSE(tour->isVisible());
  // On a 1920×1080 screen too: over no title.
  window.resize(1920, 1080);
  window.action("tour")->trigger();
  ui::Tour* again = window.tour();
  ASSERT_NE(again, nullptr);
  for (int i = 0; i < again->stops(); ++i) {
    QApplication::processEvents();
    for (const QWidget* title : window.findChildren<QWidget*>("panel-title")) {
      if (!title->isVisible()) continue;
      const QRect at(title->mapTo(&window, QPoint(0, 0)), title->size());
      EXPECT_FALSE(again->geometry().intersects(at)) << "1080p stop " << i;
    }
    if (i + 1 < again->stops()) again->findChild<QPushButton*>("tour-next")->click();
  }
}

TEST(Help, KeysAreReadOffTheWindowsActions) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  const auto rows = ui::keyRows({window.action("undo"), window.action("open"),
                                 window.action("view-idea"), window.action("new-deck")});
  ASSERT_EQ(rows.size(), 3);  // New deck has no key
  EXPECT_EQ(rows[0].second, window.action("undo")->shortcut().toString(QKeySequence::NativeText));
  EXPECT_FALSE(rows[0].first.contains('&'));
  QDialog* keys = ui::keysDialog({window.action("undo"), window.action("view-idea")}, &window);
  EXPECT_EQ(keys->findChild<QTableWidget*>("keys-table")->rowCount(), 2);
  EXPECT_TRUE(keys->findChild<QLabel*>("lecture-keys")->text().contains("Esc"));
  delete keys;
}

// Every action's key listed, and on a screen of 1280×720 or less the dialog still fits whole (its
// Close button on screen; the table scrolls).
TEST(Help, TheKeysDialogFitsItsScreen) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  QList<QAction*> all = window.findChildren<QAction*>();
  QDialog* keys = ui::keysDialog(all, &window);
  const QRect room = window.screen()->availableGeometry();
  EXPECT_LE(keys->height(), room.height()) << room.height();
  EXPECT_LE(keys->width(), room.width());
  EXPECT_GE(keys->height(), keys->minimumSizeHint().height());
  EXPECT_GT(keys->findChild<QTableWidget*>("keys-table")->rowCount(), 20);
  delete keys;
}

TEST(Help, TheManualIsCarriedAndShown) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  QDialog* manual = ui::manualDialog(&window);
  const QString text = manual->findChild<QTextBrowser*>("manual-text")->toPlainText();
  EXPECT_GT(text.size(), 2000);
  EXPECT_TRUE(text.contains("GELU"));
  EXPECT_FALSE(text.contains("](")) << "Markdown links left as source";
  delete manual;
}

// The manual opened on how to build the program (a newcomer's Help ▸ Manual): it opens at the
// window's section, its contents go to each section, and Find finds (Enter never closes it).
TEST(Help, TheManualOpensAtTheWindowWithContentsAndFind) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  QDialog* manual = ui::manualDialog(&window);
  manual->show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(manual));
  auto* contents = manual->findChild<QListWidget*>("manual-contents");
  auto* text = manual->findChild<QTextBrowser*>("manual-text");
  ASSERT_TRUE(contents != nullptr && text != nullptr);
  ASSERT_SOON(contents->currentRow() > 0, 2000);
  EXPECT_GT(contents->count(), 10);
  EXPECT_EQ(contents->item(0)->text(), "Installing");
  EXPECT_EQ(contents->currentItem()->text(), "The window");
  const auto top = [&](int row) {
    for (QTextBlock b = text->document()->begin(); b.isValid(); b = b.next()) {
      if (b.blockFormat().headingLevel() == 2 && b.text() == contents->item(row)->text()) {
        return text->document()->documentLayout()->blockBoundingRect(b).top();
      }
    }
    return -1.0;
  };
  EXPECT_GT(text->verticalScrollBar()->value(), 0);
  EXPECT_NEAR(text->verticalScrollBar()->value(), top(contents->currentRow()), 1.0);
  const int lecture = static_cast<int>(
      contents->row(contents->findItems("Lecture mode", Qt::MatchExactly).value(0)));
  ASSERT_GT(lecture, 0);
  contents->setCurrentRow(lecture);
  EXPECT_NEAR(text->verticalScrollBar()->value(), top(lecture), 1.0);

  auto* find = manual->findChild<QLineEdit*>("manual-find");
  find->setText("dead units");
  QTest::keyClick(find, Qt::Key_Return);
  EXPECT_TRUE(manual->isVisible());
  EXPECT_EQ(text->textCursor().selectedText(), "dead units");
  auto* count = manual->findChild<QLabel*>("manual-not-found");
  EXPECT_TRUE(count->text().startsWith("1 of ")) << count->text().toStdString();
  const int first = text->textCursor().position();
  QTest::keyClick(find, Qt::Key_Return);
  EXPECT_GT(text->textCursor().position(), first);  // the next one
  EXPECT_TRUE(count->text().startsWith("2 of ")) << count->text().toStdString();
  // Not found: the reader stays where the last match was (it jumped to the top).
  const int at = text->textCursor().position();
  const int scrolled = text->verticalScrollBar()->value();
  find->setText("no such words here");
  QTest::keyClick(find, Qt::Key_Return);
  EXPECT_EQ(count->text(), "not found");
  EXPECT_EQ(text->textCursor().position(), at);
  EXPECT_EQ(text->verticalScrollBar()->value(), scrolled);
  EXPECT_TRUE(manual->isVisible());
  delete manual;
}

}  // namespace
