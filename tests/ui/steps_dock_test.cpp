// Authoring a deck in the window, as a lecturer would: add the current view as steps, edit them,
// reorder, undo, save, open again — the same deck; and present it.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "core/model/views.hpp"
#include "tests/ui/shared_helpers.hpp"
#include "ui/export/HandoutDialog.hpp"
#include "ui/export/WebExportDialog.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/QuestionEditor.hpp"
#include "ui/window/StepsDock.hpp"
#include "ui/window/ViewArea.hpp"
#include "ui/window/WrappingLineEdit.hpp"

namespace {

template <typename Edit>
void type(Edit* edit, const QString& text) {
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
  const auto button = [&](const char* name) { return dock->findChild<QPushButton*>(name); };
  // Issue 47, item 4: a new deck starts empty (the view is not made step 1 unasked), says how to
  // begin, and has nothing to present, save or export until a step is added.
  ASSERT_EQ(doc.deck().steps.size(), 0);
  EXPECT_TRUE(doc.path().isEmpty());
  EXPECT_TRUE(dock->isVisible());
  EXPECT_TRUE(dock->findChild<QLabel*>("steps-empty")->isVisible());
  EXPECT_FALSE(button("delete-step")->isEnabled());
  window.action("lecture")->trigger();
  EXPECT_EQ(window.lecture(), nullptr);
  QTemporaryDir empty;
  const auto refused = doc.saveTo(empty.filePath("empty.gelu-deck.json"));
  ASSERT_TRUE(refused);
  EXPECT_TRUE(refused->message.contains("no steps")) << refused->message.toStdString();
  EXPECT_TRUE(QDir(empty.path()).isEmpty());
  for (QWidget* w : QApplication::topLevelWidgets()) {
    if (auto* box = qobject_cast<QMessageBox*>(w); box != nullptr && box->isVisible()) {
      EXPECT_TRUE(box->text().contains("no steps yet")) << box->text().toStdString();
      box->close();
    }
  }
  button("add-step")->click();  // the window's view as it is: step 1
  ASSERT_EQ(doc.deck().steps.size(), 1);
  EXPECT_FALSE(dock->findChild<QLabel*>("steps-empty")->isVisible());
  EXPECT_TRUE(button("delete-step")->isEnabled());

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
  EXPECT_EQ(ui::stepScene(doc.deck(), 3)->model.curves, (std::vector<std::string>{"gelu", "silu"}));
  // A step holds its whole scene: shown after another, it is as it was captured.
  EXPECT_TRUE(doc.deck().steps[1].scene.curves.has_value());
  EXPECT_FALSE(doc.deck().steps[1].scene.namesSamples());
  EXPECT_GE(doc.deck().steps[0].panels.size(), 1);
  EXPECT_LE(doc.deck().steps[0].panels.size(), 4);

  // Edit the third step: selecting it shows it (x back to −1 + 1 = 0, the curves it had).
  dock->selectStep(2);
  EXPECT_DOUBLE_EQ(scene.x(), 0.0);
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "relu", "elu"}));
  type(dock->findChild<QLineEdit*>("step-title"), "The coin");
  type(dock->findChild<ui::WrappingLineEdit*>("step-caption"), "A coin keeps x.");
  auto* formula = dock->findChild<ui::WrappingLineEdit*>("step-formula");
  formula->setFocus();
  formula->selectAll();
  // Typeset as it is typed; a mistake is named with its column, the preview waits for a formula.
  QTest::keyClicks(formula, "\\fracc{1}{2}");
  auto* preview = dock->findChild<ui::MathLabel*>("formula-preview");
  auto* error = dock->findChild<QLabel*>("formula-error");
  ASSERT_TRUE(preview != nullptr && error != nullptr);
  EXPECT_TRUE(preview->isHidden());
  EXPECT_EQ(error->text().toStdString(), "unknown command \\fracc at column 1");
  formula->selectAll();
  QTest::keyClicks(formula, "\\frac{1}{2}");
  EXPECT_FALSE(preview->isHidden());
  EXPECT_TRUE(error->isHidden());
  EXPECT_EQ(preview->accessibleName().toStdString(), "1 over 2");
  QTest::keyClick(formula, Qt::Key_Return);
  auto* play = dock->findChild<QComboBox*>("step-play");
  play->setCurrentIndex(play->findData("simulation"));
  dock->findChild<QPlainTextEdit*>("step-notes")->setPlainText("Ask the room.");
  ASSERT_SOON_EQ(ui::textIn(doc.deck().steps[2].notes, "C"), QString("Ask the room."), 3000);
  const ui::DeckStep& coin = doc.deck().steps[2];
  EXPECT_EQ(ui::textIn(coin.title, "C"), "The coin");
  EXPECT_EQ(ui::textIn(coin.caption, "C"), "A coin keeps x.");
  EXPECT_EQ(ui::textIn(coin.formula, "C"), "\\frac{1}{2}");
  EXPECT_EQ(coin.play, ui::PlayAction::Simulation);

  // Reorder: the coin first; undo puts it back, redo again.
  button("step-up")->click();
  button("step-up")->click();
  EXPECT_EQ(ui::textIn(doc.deck().steps[0].title, "C"), "The coin");
  EXPECT_EQ(dock->selectedStep(), 0);
  doc.stack()->undo();
  EXPECT_EQ(ui::textIn(doc.deck().steps[1].title, "C"), "The coin");
  doc.stack()->redo();
  EXPECT_EQ(ui::textIn(doc.deck().steps[0].title, "C"), "The coin");
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
  // Edit ▸ Undo undoes deck edits while the dock has the focus, scene changes elsewhere.
  EXPECT_TRUE(doc.isModified());
  dock->findChild<QLineEdit*>("step-title")->setFocus();
  QApplication::processEvents();
  const int deckEdits = doc.stack()->index();
  const int sceneSteps = window.history().stack()->index();
  window.action("undo")->trigger();
  EXPECT_EQ(doc.stack()->index(), deckEdits - 1);
  EXPECT_EQ(window.history().stack()->index(), sceneSteps);
  window.action("redo")->trigger();
  EXPECT_TRUE(doc.deck().steps[5].hidden);
  // Typed and not committed yet: moving on commits it to the step it was typed for.
  dock->selectStep(4);
  auto* title = dock->findChild<QLineEdit*>("step-title");
  title->setFocus();
  title->selectAll();
  QTest::keyClicks(title, "Typed");
  dock->selectStep(0);
  EXPECT_EQ(ui::textIn(doc.deck().steps[4].title, "C"), "Typed");
  EXPECT_NE(ui::textIn(doc.deck().steps[0].title, "C"), "Typed");

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

// Issue 47, item 4: the deck being authored is named in the window's title and the Steps dock,
// with a star while it has unsaved changes (the title said "untitled*" whatever the deck); not
// in the dock's title, which is its tab's name beside the controls' (both were cut).
TEST(StepsDock, TheTitleNamesTheDeckAndItsUnsavedChanges) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_FALSE(window.windowTitle().contains("deck")) << window.windowTitle().toStdString();
  window.action("new-deck")->trigger();
  EXPECT_TRUE(window.windowTitle().contains(" · deck untitled deck — "))
      << window.windowTitle().toStdString();
  const auto* file = window.stepsDock()->findChild<QLabel*>("deck-file");
  ASSERT_NE(file, nullptr);
  EXPECT_EQ(file->toolTip(), "Deck: untitled deck");
  EXPECT_FALSE(file->isHidden());
  EXPECT_EQ(window.stepsDock()->windowTitle(), "Steps");
  window.stepsDock()->findChild<QPushButton*>("add-step")->click();
  EXPECT_EQ(file->toolTip(), "Deck: untitled deck*");
  QTemporaryDir dir;
  const QString path = dir.filePath("coin.gelu-deck.json");
  ASSERT_FALSE(window.deckDocument().saveTo(path));
  EXPECT_TRUE(window.windowTitle().contains(" · deck coin.gelu-deck.json — "))
      << window.windowTitle().toStdString();
  EXPECT_EQ(file->toolTip(), "Deck: coin.gelu-deck.json");
  // A name wider than the dock is cut in the middle and never widens it; a wider dock shows more.
  window.stepsDock()->setDeckName(QString(300, 'x') + ".gelu-deck.json");
  const auto shown = [&](int width) {
    window.resizeDocks({window.stepsDock()}, {width}, Qt::Horizontal);
    QApplication::processEvents();
    EXPECT_LE(file->fontMetrics().horizontalAdvance(file->text()), file->contentsRect().width());
    EXPECT_TRUE(file->text().contains(QChar(0x2026))) << file->text().toStdString();
    EXPECT_TRUE(file->text().endsWith(".gelu-deck.json")) << file->text().toStdString();
    return file->text().size();
  };
  const qsizetype narrow = shown(260);
  EXPECT_GT(shown(400), narrow);
}

// Opening the dock on a deck marks no step the window is not showing: none is selected (the
// view stays as it is) and a line says to click one; a click shows that step and fills the
// fields.
TEST(StepsDock, OpensWithNoStepClaimedUntilOneIsClicked) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::StepsDock* dock = window.stepsDock();
  ASSERT_GT(window.deckDocument().deck().steps.size(), 2u);  // the built-in lecture
  const QStringList before = window.viewArea()->shownIds();
  auto* list = dock->findChild<QListWidget*>();
  ASSERT_NE(list, nullptr);
  EXPECT_EQ(list->currentRow(), -1);
  auto* hint = dock->findChild<QLabel*>("steps-empty");
  EXPECT_FALSE(hint->isHidden());
  EXPECT_TRUE(hint->text().contains("Click a step")) << hint->text().toStdString();
  EXPECT_FALSE(dock->findChild<QLineEdit*>("step-title")->isEnabled());
  EXPECT_EQ(window.viewArea()->shownIds(), before);
  list->setCurrentRow(2);
  EXPECT_TRUE(hint->isHidden());
  EXPECT_TRUE(dock->findChild<QLineEdit*>("step-title")->isEnabled());
  EXPECT_EQ(window.viewArea()->shownIds(), ui::toQt(window.deckDocument().deck().steps[2].panels));
  // "Present from this step": lecture mode at that step (F5 starts at step 1 or where the last
  // presenting stopped); a hidden step cannot be presented from.
  auto* present = dock->findChild<QPushButton*>("present-step");
  ASSERT_NE(present, nullptr);
  ASSERT_TRUE(present->isEnabled());
  present->click();
  ASSERT_NE(window.lecture(), nullptr);
  EXPECT_EQ(window.lecture()->step(), 3);
  window.leaveLecture();
  dock->findChild<QCheckBox*>("step-hidden")->setChecked(true);
  EXPECT_FALSE(present->isEnabled());
}

// A newcomer who clicked a view's tab after a step found the step still marked in the list,
// though the window showed the view: choosing a view deselects it (and an edit typed into the
// step is kept); so does a panel ticked or unticked.
TEST(StepsDock, ChoosingAViewLeavesTheStep) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::StepsDock* dock = window.stepsDock();
  auto* list = dock->findChild<QListWidget*>();
  ASSERT_NE(list, nullptr);
  list->setCurrentRow(1);
  ASSERT_EQ(dock->selectedStep(), 1);
  auto* title = dock->findChild<QLineEdit*>("step-title");
  title->setFocus();
  title->setText("Typed, not yet committed");
  ASSERT_TRUE(window.viewArea()->switchToView("derivatives"));
  EXPECT_EQ(list->currentRow(), -1);
  EXPECT_EQ(dock->selectedStep(), -1);
  EXPECT_FALSE(title->isEnabled());
  EXPECT_FALSE(dock->findChild<QLabel*>("steps-empty")->isHidden());
  EXPECT_EQ(window.viewArea()->shownIds(),
            ui::toQt(gelu::model::builtInView("derivatives")->panels));
  EXPECT_EQ(ui::textIn(window.deckDocument().deck().steps[1].title, "en"),
            "Typed, not yet committed");
  // A step shown again is marked again; the tab of the view shown deselects it too.
  list->setCurrentRow(2);
  EXPECT_EQ(dock->selectedStep(), 2);
  window.viewArea()->showView("derivatives");
  EXPECT_EQ(dock->selectedStep(), -1);
  // A panel ticked or unticked in the window: the step's panels are no longer what it shows.
  list->setCurrentRow(2);
  ASSERT_EQ(dock->selectedStep(), 2);
  const QStringList stepPanels = window.viewArea()->shownIds();
  ASSERT_TRUE(window.viewArea()->setPanelShown(stepPanels.first(), true));  // no change
  EXPECT_EQ(dock->selectedStep(), 2);
  const QString other = stepPanels.contains("neuron") ? "dtype" : "neuron";
  ASSERT_TRUE(window.viewArea()->setPanelShown(other, true));
  EXPECT_EQ(dock->selectedStep(), -1);
}

// A newcomer's deck: the title typed before the first step was put back ("A deck keeps one
// step to present."); a curve unticked after a step was added stayed on the slide, with no way
// to take it in but deleting the step; after a delete the window showed the step deleted.
TEST(StepsDock, ANewcomersFourSteps) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  window.action("new-deck")->trigger();
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  const auto button = [&](const char* name) { return dock->findChild<QPushButton*>(name); };
  auto* title = dock->findChild<QLineEdit*>("deck-title");
  ASSERT_NE(title, nullptr);
  EXPECT_FALSE(button("update-step")->isEnabled());  // no step to retake yet
  type(title, "My lecture");
  EXPECT_EQ(ui::textIn(doc.deck().title, "C"), "My lecture");
  button("add-step")->click();
  EXPECT_EQ(title->text(), "My lecture");
  EXPECT_EQ(ui::textIn(doc.deck().title, "C"), "My lecture");
  // Save as… offers the deck's name (it offered "lecture.gelu-deck.json" whatever the title).
  QString offered;
  QTimer::singleShot(0, [&] {
    for (QWidget* w : QApplication::topLevelWidgets()) {
      if (auto* d = qobject_cast<QFileDialog*>(w); d != nullptr && d->isVisible()) {
        offered = d->selectedFiles().value(0);
        d->reject();
      }
    }
  });
  EXPECT_FALSE(doc.saveAs());
  EXPECT_TRUE(offered.endsWith("/my-lecture.gelu-deck.json")) << offered.toStdString();
  // The window changed after the step was added: the step takes it when asked, texts kept.

  type(dock->findChild<QLineEdit*>("step-title"), "GELU vs ReLU");
  scene.setCurves({"gelu", "relu"});
  scene.setX(1.25);
  EXPECT_NE(ui::stepScene(doc.deck(), 0)->model.curves, (std::vector<std::string>{"gelu", "relu"}));
  ASSERT_TRUE(button("update-step")->isEnabled());
  button("update-step")->click();
  EXPECT_EQ(ui::stepScene(doc.deck(), 0)->model.curves, (std::vector<std::string>{"gelu", "relu"}));
  EXPECT_EQ(ui::stepScene(doc.deck(), 0)->model.x, 1.25);
  EXPECT_EQ(ui::textIn(doc.deck().steps[0].title, "C"), "GELU vs ReLU");
  doc.stack()->undo();  // one undo step, in the deck's history
  EXPECT_NE(ui::stepScene(doc.deck(), 0)->model.curves, (std::vector<std::string>{"gelu", "relu"}));
  doc.stack()->redo();
  // A second step at another x; deleting it shows the step selected after (the first).
  scene.setX(-2.0);
  button("add-step")->click();
  ASSERT_EQ(dock->selectedStep(), 1);
  button("delete-step")->click();
  ASSERT_EQ(doc.deck().steps.size(), 1);
  EXPECT_EQ(dock->selectedStep(), 0);
  EXPECT_EQ(scene.x(), 1.25);
  EXPECT_EQ(scene.curves(), (QStringList{"gelu", "relu"}));
}

// Edit ▸ Undo takes back the last change, also one made where no focus goes (a menu's curve):
// a newcomer who unticked a curve after typing a step's caption was offered "Undo Edit the
// caption".
TEST(StepsDock, UndoTakesBackTheLastChange) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.action("new-deck")->trigger();
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  dock->findChild<QPushButton*>("add-step")->click();
  scene.setX(1.5);
  dock->findChild<QPushButton*>("add-step")->click();
  auto* caption = dock->findChild<ui::WrappingLineEdit*>("step-caption");
  type(caption, "A coin keeps x.");
  ASSERT_TRUE(window.action("undo")->text().contains("caption"));
  // Unticked with the focus left in the dock (as from a menu): Undo ticks it again.
  ASSERT_TRUE(scene.curves().contains("relu"));
  scene.setCurveShown("relu", false);
  ASSERT_TRUE(dock->isAncestorOf(QApplication::focusWidget()));
  EXPECT_FALSE(window.action("undo")->text().contains("caption"));
  const int deckEdits = doc.stack()->index();
  window.action("undo")->trigger();
  EXPECT_TRUE(scene.curves().contains("relu"));
  EXPECT_EQ(doc.stack()->index(), deckEdits);
  EXPECT_EQ(ui::textIn(doc.deck().steps[1].caption, "C"), "A coin keeps x.");
  // Showing a step from the dock changes the scene, but is not an edit: the deck's Undo stays.
  const int sceneSteps = window.history().stack()->index();
  dock->findChild<QLineEdit*>("step-title")->setFocus();  // back to the dock
  ASSERT_TRUE(window.action("undo")->text().contains("caption"));
  dock->selectStep(0);
  ASSERT_GT(window.history().stack()->index(), sceneSteps);  // the step's scene, an undo step
  EXPECT_TRUE(window.action("undo")->text().contains("caption"));
  window.action("undo")->trigger();
  EXPECT_EQ(doc.stack()->index(), deckEdits - 1);
  EXPECT_TRUE(ui::textIn(doc.deck().steps[1].caption, "C").isEmpty());
  EXPECT_TRUE(window.action("undo")->text().contains("Add"))
      << window.action("undo")->text().toStdString();
}

// Retaking a step shown with all its fragments would make the last fragment's scene its
// opening: a step with fragments is not retaken (and says why).
TEST(StepsDock, AStepWithFragmentsIsNotRetaken) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ui::StepsDock* dock = window.stepsDock();
  const ui::Deck& deck = window.deckDocument().deck();  // the built-in lecture
  auto* retake = dock->findChild<QPushButton*>("update-step");
  ASSERT_NE(retake, nullptr);
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    dock->selectStep(i);
    EXPECT_EQ(retake->isEnabled(), deck.steps[static_cast<std::size_t>(i)].fragments.empty()) << i;
  }
  dock->selectStep(2);  // Φ through erf: its derivation arrives line by line
  ASSERT_FALSE(deck.steps[2].fragments.empty());
  EXPECT_TRUE(retake->toolTip().contains("fragments")) << retake->toolTip().toStdString();
}

TEST(StepsDock, ADeckKeepsAStepToPresent) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  window.action("new-deck")->trigger();
  window.stepsDock()->findChild<QPushButton*>("add-step")->click();  // its first step
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  dock->findChild<QPushButton*>("delete-step")->click();
  EXPECT_EQ(doc.deck().steps.size(), 1);  // the last step stays
  dock->findChild<QCheckBox*>("step-hidden")->setChecked(true);
  EXPECT_FALSE(doc.deck().steps[0].hidden);  // and stays shown
  EXPECT_FALSE(dock->findChild<QCheckBox*>("step-hidden")->isChecked());
  // Never more than a deck file holds: a saved deck always opens again.
  for (int i = 0; i < 120; ++i) dock->findChild<QPushButton*>("duplicate-step")->click();
  EXPECT_EQ(doc.deck().steps.size(), ui::kMaxDeckSteps);
  EXPECT_TRUE(ui::parseDeck(ui::deckFileText(doc.deck()), nullptr).has_value());
}

// Issue 49, item 3: a step's question for the room is authored in the dock: its kind, prompt,
// curve and right answer as a formula; the answer the room will be told is computed as it is
// typed, a mistake named and not applied, undo takes it back, and the file keeps it.
TEST(StepsDock, AQuestionForTheRoomIsAuthoredWithItsRightAnswerComputed) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  window.action("new-deck")->trigger();
  window.stepsDock()->findChild<QPushButton*>("add-step")->click();  // its first step
  ui::StepsDock* dock = window.stepsDock();
  ui::DeckDocument& doc = window.deckDocument();
  ui::QuestionEditor* editor = dock->questionEditor();
  ASSERT_NE(editor, nullptr);
  auto* kind = editor->findChild<QComboBox*>("question-kind");
  auto* prompt = editor->findChild<QLineEdit*>("question-prompt");
  auto* answer = editor->findChild<QLineEdit*>("question-answer");
  auto* curve = editor->findChild<QComboBox*>("question-curve");
  EXPECT_EQ(kind->currentIndex(), 0);
  EXPECT_FALSE(prompt->isVisibleTo(dock));
  // A point on GELU: not applied until it asks something.
  kind->setCurrentIndex(kind->findData("point"));
  EXPECT_TRUE(prompt->isVisibleTo(dock));
  EXPECT_FALSE(doc.deck().steps[0].question.has_value());
  EXPECT_TRUE(editor->feedback().contains("prompt")) << editor->feedback().toStdString();
  type(prompt, "Where is GELU smallest?");
  ASSERT_TRUE(doc.deck().steps[0].question.has_value());
  EXPECT_EQ(doc.deck().steps[0].question->curve, "gelu");
  EXPECT_EQ(curve->currentData().toString(), "gelu");
  type(answer, "minimum");
  EXPECT_EQ(doc.deck().steps[0].question->answer, "minimum");
  // The right answer as the room will see it, computed: GELU's minimum.
  EXPECT_TRUE(editor->feedback().startsWith(QStringLiteral("Right: x = \u22120.75179")))
      << editor->feedback().toStdString();
  // A formula that does not read is named and not applied.
  type(answer, "Phi(");
  EXPECT_EQ(doc.deck().steps[0].question->answer, "minimum");
  EXPECT_TRUE(editor->feedback().contains("question.answer")) << editor->feedback().toStdString();
  // A number, then a choice.
  kind->setCurrentIndex(kind->findData("number"));
  type(answer, "Phi(1)");
  ASSERT_TRUE(doc.deck().steps[0].question.has_value());
  EXPECT_EQ(doc.deck().steps[0].question->kind, gelu::model::QuestionKind::Number);
  EXPECT_TRUE(editor->feedback().startsWith("Right: 0.841345")) << editor->feedback().toStdString();
  kind->setCurrentIndex(kind->findData("choice"));
  auto* choices = editor->findChild<QPlainTextEdit*>("question-choices");
  choices->setPlainText("a quarter\na half\nthree quarters");
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return doc.deck().steps[0].question->kind == gelu::model::QuestionKind::Choice; },
      3000));
  EXPECT_EQ(doc.deck().steps[0].question->choices.size(), 3u);
  auto* right = editor->findChild<QComboBox*>("question-right-choice");
  right->setCurrentIndex(right->findData(1));
  EXPECT_EQ(doc.deck().steps[0].question->answerChoice, 1);
  EXPECT_EQ(editor->feedback(), "Right: a half");
  // Lines reordered: each choice keeps its other languages, and the right one stays right.
  {
    ui::Deck d = doc.deck();
    gelu::model::DeckQuestion& q = *d.steps[0].question;
    q.choices[0].byLanguage = {{"en", "a quarter"}, {"de", "ein Viertel"}};
    q.choices[1].byLanguage = {{"en", "a half"}, {"de", "die Hälfte"}};
    ASSERT_TRUE(doc.edit(d, "languages"));
  }
  choices->setPlainText("three quarters\na half\na quarter");
  editor->flush();
  const auto& moved = doc.deck().steps[0].question->choices;
  ASSERT_EQ(moved.size(), 3u);
  EXPECT_EQ(moved[1].in("de"), "die Hälfte");
  EXPECT_EQ(moved[2].in("de"), "ein Viertel");
  EXPECT_EQ(doc.deck().steps[0].question->answerChoice, 1);  // "a half", where it went
  doc.stack()->undo();
  doc.stack()->undo();
  // The file keeps it; undo takes the edits back one by one; None removes it.
  const auto reread = ui::parseDeck(ui::deckFileText(doc.deck()), nullptr);
  ASSERT_TRUE(reread.has_value());
  EXPECT_EQ(reread->steps[0].question, doc.deck().steps[0].question);
  doc.stack()->undo();
  EXPECT_EQ(doc.deck().steps[0].question->answerChoice, -1);
  kind->setCurrentIndex(0);
  EXPECT_FALSE(doc.deck().steps[0].question.has_value());
}

// File ▸ Export handout: the theme, paper, steps a page and notes as render --handout offers
// them, remembered for the next handout.
TEST(StepsDock, TheHandoutDialogSetsThePaperTheLayoutAndTheNotes) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.action("new-deck")->trigger();
  window.stepsDock()->findChild<QPushButton*>("add-step")->click();  // its first step
  QTemporaryDir dir;
  window.action("export-handout")->trigger();
  auto* dialog = window.findChild<ui::HandoutDialog*>();
  ASSERT_NE(dialog, nullptr);
  ASSERT_TRUE(dialog->isVisible());
  dialog->setPath(dir.filePath("notes"));  // the .pdf is added
  ui::HandoutOptions o;
  o.paper = ui::HandoutOptions::Paper::Letter;
  o.stepsPerPage = 2;
  o.notes = false;
  dialog->choose(ui::ThemeChoice::Dark, o);
  dialog->accept();
  QApplication::processEvents();
  QFile pdf(dir.filePath("notes.pdf"));
  ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
  const QByteArray bytes = pdf.readAll();
  EXPECT_TRUE(bytes.contains("/MediaBox [0 0 612.000000 792")) << bytes.left(200).toStdString();
  QTest::qWait(50);  // the dialog deletes itself on close
  window.action("export-handout")->trigger();
  dialog = window.findChild<ui::HandoutDialog*>();
  ASSERT_NE(dialog, nullptr);
  EXPECT_EQ(dialog->path(), dir.filePath("notes.pdf"));
  EXPECT_EQ(dialog->theme(), ui::ThemeChoice::Dark);
  EXPECT_EQ(dialog->options().paper, ui::HandoutOptions::Paper::Letter);
  EXPECT_EQ(dialog->options().stepsPerPage, 2);
  EXPECT_FALSE(dialog->options().notes);
  // A typed "~/…" is under the home folder (it was a folder named "~"), as in every export
  // dialog (ui::typedPath).
  dialog->setPath(" ~/handouts/gelu ");
  EXPECT_EQ(dialog->path(), QDir::homePath() + "/handouts/gelu.pdf");
  dialog->reject();
}

// Issue 48, item 4: File ▸ Export for web… writes one page holding the window's scene or the
// deck (its right answers left out on request), as export-web does; without the built page it
// says how to get one and writes nothing.
TEST(StepsDock, ExportForWebWritesTheSceneOrTheDeck) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  QTemporaryDir dir;
  const QString fake = dir.filePath("built.html");
  QFile built(fake);
  ASSERT_TRUE(built.open(QIODevice::WriteOnly));
  built.write(
      "<!doctype html>\n<html><body><noscript><!--gelu-still--></noscript>"
      "<script type=\"application/json\" id=\"gelu-scene\"></script>"
      "<script>start()</script></body></html>\n");
  built.close();
  const auto exportAs = [&](const QString& name, bool deck, bool withoutAnswers) {
    window.action("export-web")->trigger();
    QPointer<ui::WebExportDialog> d = window.findChild<ui::WebExportDialog*>();
    if (d == nullptr) return;
    d->setPath(dir.filePath(name));
    d->setDeck(deck);
    d->findChild<QCheckBox*>("web-without-answers")->setChecked(withoutAnswers);
    d->accept();
    QApplication::processEvents();
    for (QWidget* w : QApplication::topLevelWidgets()) {
      if (auto* box = qobject_cast<QMessageBox*>(w); box != nullptr && box->isVisible()) {
        box->close();
      }
    }
    if (d != nullptr && d->isVisible()) d->reject();  // (deleted on close once accepted)
    QTest::qWait(20);
  };
  const auto read = [&](const QString& name) {
    QFile f(dir.filePath(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  };
  qputenv("GELU_WEB_PAGE", dir.filePath("missing.html").toUtf8());
  exportAs("none.html", false, false);
  EXPECT_FALSE(QFile::exists(dir.filePath("none.html")));
  qputenv("GELU_WEB_PAGE", fake.toUtf8());
  scene.setX(1.25);
  exportAs("scene.html", false, false);
  const QByteArray page = read("scene.html");
  EXPECT_TRUE(page.contains("\"format\": \"gelu-explorer-scene\"") ||
              page.contains("\"format\":\"gelu-explorer-scene\""))
      << page.left(400).toStdString();
  EXPECT_TRUE(page.contains("1.25"));
  EXPECT_TRUE(page.contains("<img alt=\""));
  // The built-in lecture's deck: its questions' answers kept, or left out on request.
  window.openDeck(":/decks/lecture.gelu-deck.json");
  exportAs("deck.html", true, false);
  exportAs("bare.html", true, true);
  EXPECT_TRUE(read("deck.html").contains("gelu-explorer-deck"));
  EXPECT_TRUE(read("deck.html").contains("minimum"));  // step 7's right answer
  EXPECT_TRUE(read("bare.html").contains("gelu-explorer-deck"));
  EXPECT_FALSE(read("bare.html").contains("minimum"));
  qunsetenv("GELU_WEB_PAGE");
}

// Issue 47, item 4: a caption or formula longer than the dock is seen whole as it is typed
// (the field wraps and grows, up to four lines), yet edits as a line: Enter finishes and types no
// line break, a pasted one becomes a space.
TEST(StepsDock, CaptionAndFormulaWrapAsTheyAreTyped) {
  ui::WrappingLineEdit edit;
  edit.resize(240, edit.height());
  edit.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&edit));
  const int one = edit.height();
  int finished = 0, edited = 0;
  QObject::connect(&edit, &ui::WrappingLineEdit::editingFinished, [&] { ++finished; });
  QObject::connect(&edit, &ui::WrappingLineEdit::textEdited, [&] { ++edited; });
  edit.setText("set, not typed");
  EXPECT_EQ(edited, 0);
  edit.setFocus();
  edit.selectAll();
  QTest::keyClicks(
      &edit, "\\Phi(x) = \\frac{1}{2}\\left(1 + \\operatorname{erf}\\frac{x}{\\sqrt{2}}\\right)");
  EXPECT_GT(edited, 10);
  EXPECT_GE(edit.height(), one + edit.fontMetrics().lineSpacing());  // two lines at least
  QTest::keyClick(&edit, Qt::Key_Return);
  EXPECT_EQ(finished, 1);
  EXPECT_FALSE(edit.text().contains('\n'));
  QApplication::clipboard()->setText("two\nlines");
  edit.selectAll();
  edit.paste();
  EXPECT_EQ(edit.text(), "two lines");
  const QString longText = QString("word ").repeated(200);
  edit.setText(longText);
  EXPECT_LE(edit.height(), one + 3 * edit.fontMetrics().lineSpacing() + 1);  // four lines at most
}

// Empty, a field is as tall as its wrapped placeholder (the formula's example was cut in half at
// 1280×720); with one short word typed it is one line again.
TEST(StepsDock, AnEmptyFieldShowsItsWholePlaceholder) {
  ui::WrappingLineEdit edit;
  edit.resize(240, edit.height());
  edit.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&edit));
  const int one = edit.height();
  edit.setPlaceholderText(
      "\\Phi(x) = \\frac{1}{2}\\left(1 + \\operatorname{erf}\\frac{x}{\\sqrt{2}}\\right)");
  edit.resize(241, edit.height());  // (laid out again, as a dock does)
  QApplication::processEvents();
  EXPECT_GE(edit.height(), one + edit.fontMetrics().lineSpacing());  // two lines at least
  edit.setText("x");
  EXPECT_EQ(edit.height(), one);
}

// Alt+letter in the dock reaches one thing: no field or button takes a menu's letter or another's.
TEST(StepsDock, EveryMnemonicIsItsOwn) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  QStringList texts;
  for (const QAction* a : window.menuBar()->actions()) texts << a->text();
  for (const QAbstractButton* b : window.stepsDock()->findChildren<QAbstractButton*>()) {
    texts << b->text();
  }
  for (const QLabel* l : window.stepsDock()->findChildren<QLabel*>()) {
    if (l->buddy() != nullptr) texts << l->text();
  }
  QMap<QChar, QString> taken;
  for (const QString& t : texts) {
    const qsizetype at = QString(t).replace("&&", "").indexOf('&');
    if (at < 0 || at + 1 >= t.size()) continue;
    const QChar key = QString(t).replace("&&", "").at(at + 1).toLower();
    EXPECT_FALSE(taken.contains(key)) << t.toStdString() << " and " << taken[key].toStdString();
    taken[key] = t;
  }
  EXPECT_GE(taken.size(), 12);
}

}  // namespace

namespace {

// At 1280×720 the dock is as wide as the controls' (≈ 270 px): every field, the step list and
// the formula's preview fit it, with no horizontal scroll bar.
TEST(StepsDock, FitsTheNarrowScreensWidth) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  ASSERT_TRUE(window.deckDocument().open(
      QStringLiteral(GELU_SOURCE_DIR "/resources/decks/lecture.gelu-deck.json")));
  auto* list = window.stepsDock()->findChild<QListWidget*>();
  ASSERT_NE(list, nullptr);
  auto* scroll = qobject_cast<QScrollArea*>(window.stepsDock()->widget());
  ASSERT_NE(scroll, nullptr);
  QWidget* body = scroll->widget();
  const int room = 270 - scroll->verticalScrollBar()->sizeHint().width() - 4;
  for (int step = 0; step < list->count(); ++step) {
    list->setCurrentRow(step);
    QApplication::processEvents();
    std::string wide;
    for (QWidget* w : body->findChildren<QWidget*>()) {
      if (w->isVisibleTo(body) && w->minimumSizeHint().width() > room) {
        wide += std::string(w->metaObject()->className()) + " " + w->objectName().toStdString() +
                " " + std::to_string(w->minimumSizeHint().width()) + "; ";
      }
    }
    EXPECT_LE(body->minimumSizeHint().width(), room) << "step " << step + 1 << ": " << wide;
  }
}

}  // namespace
