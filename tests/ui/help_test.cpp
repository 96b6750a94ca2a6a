// Help ▸ Tour, Keys and Manual: where a newcomer starts (issue 46, item 5).
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTextBrowser>

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
    // Inside the window, and not over the panel it is about where there is room beside it.
    EXPECT_TRUE(window.rect().contains(tour->geometry())) << i;
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

}  // namespace
