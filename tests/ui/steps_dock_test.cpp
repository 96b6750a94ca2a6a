// Authoring a deck in the window, as a lecturer would: add the current view as steps, edit them,
// reorder, undo, save, open again — the same deck; and present it.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "ui/lecture/LectureView.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/StepsDock.hpp"

namespace {

void type(QLineEdit* edit, const QString& text) {
  edit->setFocus();
  edit->selectAll();
  QTest::keyClicks(edit, text);
  QTest::keyClick(edit, Qt::Key_Return);  // editingFinished
}

TEST(StepsDock, AuthorSaveReopenPresent) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.action("new-deck")->trigger();  // nothing unsaved: no question
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  ASSERT_EQ(doc.deck().steps.size(), 1);
  EXPECT_TRUE(doc.path().isEmpty());
  EXPECT_TRUE(dock->isVisible());
  const auto button = [&](const char* name) { return dock->findChild<QPushButton*>(name); };

  // Six steps, each the window's view at the time: x moved, curves changed.
  for (int i = 1; i < 6; ++i) {
    scene.setX(-2.0 + i);
    if (i == 3) scene.setCurves({"gelu", "silu"});
    button("add-step")->click();
  }
  ASSERT_EQ(doc.deck().steps.size(), 6);
  EXPECT_EQ(dock->selectedStep(), 5);
  EXPECT_EQ(ui::stepScene(doc.deck(), 5)->model.x, 3.0);  // each step keeps its view
  EXPECT_EQ(ui::stepScene(doc.deck(), 1)->model.x, -1.0);
  EXPECT_EQ(ui::stepScene(doc.deck(), 3)->model.curves, (QStringList{"gelu", "silu"}));
  EXPECT_FALSE(doc.deck().steps[1].scene.contains("curves"));  // only what differs is stored
  EXPECT_GE(doc.deck().steps[0].panels.size(), 1);
  EXPECT_LE(doc.deck().steps[0].panels.size(), 4);

  // Edit the third step: selecting it shows it (x back to −1 + 1 = 0).
  dock->selectStep(2);
  EXPECT_DOUBLE_EQ(scene.x(), 0.0);
  type(dock->findChild<QLineEdit*>("step-title"), "The coin");
  type(dock->findChild<QLineEdit*>("step-caption"), "A coin keeps x.");
  auto* formula = dock->findChild<QLineEdit*>("step-formula");
  formula->setFocus();
  formula->selectAll();
  QTest::keyClicks(formula, "\\frac{1}{2}");
  EXPECT_EQ(dock->findChild<QLabel*>("formula-preview")->text(), "½");  // as it is typed
  QTest::keyClick(formula, Qt::Key_Return);
  auto* play = dock->findChild<QComboBox*>("step-play");
  play->setCurrentIndex(play->findData("simulation"));
  dock->findChild<QPlainTextEdit*>("step-notes")->setPlainText("Ask the room.");
  QTRY_COMPARE_WITH_TIMEOUT(doc.deck().steps[2].notes.in("C"), QString("Ask the room."), 3000);
  const ui::DeckStep& coin = doc.deck().steps[2];
  EXPECT_EQ(coin.title.in("C"), "The coin");
  EXPECT_EQ(coin.caption.in("C"), "A coin keeps x.");
  EXPECT_EQ(coin.formula.in("C"), "\\frac{1}{2}");
  EXPECT_EQ(coin.play, ui::PlayAction::Simulation);

  // Reorder: the coin first; undo puts it back, redo again.
  button("step-up")->click();
  button("step-up")->click();
  EXPECT_EQ(doc.deck().steps[0].title.in("C"), "The coin");
  EXPECT_EQ(dock->selectedStep(), 0);
  doc.stack()->undo();
  EXPECT_EQ(doc.deck().steps[1].title.in("C"), "The coin");
  doc.stack()->redo();
  EXPECT_EQ(doc.deck().steps[0].title.in("C"), "The coin");
  // Duplicate, delete, hide.
  button("duplicate-step")->click();
  EXPECT_EQ(doc.deck().steps.size(), 7);
  EXPECT_EQ(doc.deck().steps[1], doc.deck().steps[0]);
  button("delete-step")->click();
  EXPECT_EQ(doc.deck().steps.size(), 6);
  dock->selectStep(5);
  dock->findChild<QCheckBox*>("step-hidden")->setChecked(true);
  EXPECT_TRUE(doc.deck().steps[5].hidden);
  EXPECT_EQ(ui::shownSteps(doc.deck()).size(), 5);
  EXPECT_TRUE(dock->list()->item(5)->text().contains("hidden"));
  // The scene's undo history is the scene's: deck edits are not on it.
  EXPECT_TRUE(doc.isModified());

  // Save, open again: the same deck.
  QTemporaryDir dir;
  const QString path = dir.filePath("mine.gelu-deck.json");
  ASSERT_FALSE(doc.saveTo(path));
  EXPECT_FALSE(doc.isModified());
  const ui::Deck saved = doc.deck();
  ui::Scene other;
  ui::MainWindow again(other);
  ASSERT_TRUE(again.openDeck(path));
  EXPECT_EQ(again.deck(), saved);
  EXPECT_EQ(again.deckFile(), path);

  // Present it from start to end (hidden step skipped).
  again.show();
  again.enterLecture(1);
  ui::LectureView* lecture = again.lecture();
  ASSERT_NE(lecture, nullptr);
  EXPECT_EQ(lecture->stepCount(), 5);
  EXPECT_EQ(lecture->caption(), "A coin keeps x.");
  for (int i = 1; i < 5; ++i) QTest::keyClick(lecture, Qt::Key_PageDown);  // as a clicker
  EXPECT_EQ(lecture->step(), 5);
  EXPECT_DOUBLE_EQ(other.x(), 2.0);  // the fifth shown step: the one saved at x = 2
  QTest::keyClick(lecture, Qt::Key_Escape);
  EXPECT_EQ(again.lecture(), nullptr);
}

TEST(StepsDock, ADeckKeepsAStepToPresent) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.action("new-deck")->trigger();
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  dock->findChild<QPushButton*>("delete-step")->click();
  EXPECT_EQ(doc.deck().steps.size(), 1);  // the last step stays
  dock->findChild<QCheckBox*>("step-hidden")->setChecked(true);
  EXPECT_FALSE(doc.deck().steps[0].hidden);  // and stays shown
  EXPECT_FALSE(dock->findChild<QCheckBox*>("step-hidden")->isChecked());
}

}  // namespace
