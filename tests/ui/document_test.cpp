// The scene as a document of the window. Asking before work is thrown away: closing the window,
// opening a scene or an example with unsaved changes asks Save / Discard / Cancel; Cancel keeps
// everything.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <algorithm>
#include <utility>

#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/window/Application.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/SceneDocument.hpp"

namespace {

/// Answers the next "unsaved changes" question with `button`; `asked` counts the questions.
void answerNextQuestion(QMessageBox::StandardButton button, int* asked) {
  QTimer::singleShot(0, [button, asked] {
    for (QWidget* w : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(w);
      if (box == nullptr || box->objectName() != "maybe-save" || !box->isVisible()) continue;
      ++*asked;
      box->button(button)->click();
      return;
    }
    answerNextQuestion(button, asked);  // not shown yet: try again on the next turn
  });
}

// Regression: closing the window or opening another scene discarded unsaved changes.
TEST(Document, CancelKeepsTheWindowAndEveryChange) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  EXPECT_TRUE(window.close());  // nothing changed: no question
  window.show();
  scene.setX(1.75);
  EXPECT_TRUE(window.isWindowModified());
  int asked = 0;
  answerNextQuestion(QMessageBox::Cancel, &asked);
  EXPECT_FALSE(window.close());
  EXPECT_EQ(asked, 1);
  EXPECT_TRUE(window.isVisible());
  EXPECT_EQ(scene.x(), 1.75);
  answerNextQuestion(QMessageBox::Cancel, &asked);
  EXPECT_FALSE(window.openScene(ui::MainWindow::exampleScenes().value(0)));
  EXPECT_EQ(asked, 2);
  EXPECT_EQ(scene.x(), 1.75);
  EXPECT_TRUE(window.isWindowModified());
  // Discard: the example opens.
  answerNextQuestion(QMessageBox::Discard, &asked);
  EXPECT_TRUE(window.openScene(ui::MainWindow::exampleScenes().value(0)));
  EXPECT_EQ(asked, 3);
  EXPECT_FALSE(window.isWindowModified());
}

// A newcomer quitting with an edited scene and an edited deck was asked twice: now once, for
// both; Cancel keeps both, Discard closes.
TEST(Document, TheSceneAndTheDeckUnsavedAskOnce) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  scene.setX(-1.25);
  ui::Deck deck = window.deckDocument().deck();
  ASSERT_FALSE(deck.steps.empty());
  deck.steps[0].minutes += 1;
  ASSERT_TRUE(window.deckDocument().edit(deck, "minutes"));
  ASSERT_TRUE(window.deckDocument().needsSaving());
  int asked = 0;
  answerNextQuestion(QMessageBox::Cancel, &asked);
  EXPECT_FALSE(window.close());
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(scene.x(), -1.25);
  EXPECT_TRUE(window.deckDocument().isModified());
  // Every question is answered and counted (a second one too, were it asked).
  QTimer watch;
  QObject::connect(&watch, &QTimer::timeout, [&asked] {
    for (QWidget* w : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(w);
      if (box == nullptr || !box->objectName().startsWith("maybe-save") || !box->isVisible()) {
        continue;
      }
      ++asked;
      box->button(QMessageBox::Discard)->click();
    }
  });
  watch.start(0);
  EXPECT_TRUE(window.close());
  watch.stop();
  EXPECT_EQ(asked, 2);
}

// Started with a deck whose own scene changes the window's and a scene (`--deck D --scene S`,
// with --lecture too): "The scene has unsaved changes" stood in front of the window (and of the
// lecture), and the scene's dark theme waited for the answer. Nothing the user did is unsaved.
TEST(Document, ADeckAndASceneGivenAtTheStartOpenWithoutAQuestion) {
  QTemporaryDir dir;
  const QString deck = dir.filePath("fast.gelu-deck.json");
  const QString scenePath = dir.filePath("dark.gelu.json");
  for (const auto& [path, text] :
       {std::pair{deck, QByteArray(R"({"format": "gelu-explorer-deck", "version": 1,
           "title": {"en": "Fast"}, "scene": {"curves": ["gelu", "gelu_tanh"]},
           "steps": [{"title": {"en": "One"}, "panels": ["activations"]}]})")},
        std::pair{scenePath, QByteArray(R"({"format": "gelu-explorer-scene", "version": 1,
           "view": {"theme": "dark"}})")}}) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
  }
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  int asked = 0;
  QTimer watch;  // a question shown is counted and cancelled
  QObject::connect(&watch, &QTimer::timeout, [&asked] {
    for (QWidget* w : QApplication::topLevelWidgets()) {
      auto* box = qobject_cast<QMessageBox*>(w);
      if (box == nullptr || box->objectName() != "maybe-save" || !box->isVisible()) continue;
      ++asked;
      box->button(QMessageBox::Cancel)->click();
    }
  });
  watch.start(0);
  ui::StartOptions options;
  options.deckPath = deck;
  options.scenePath = scenePath;
  ui::startWindow(window, options);
  EXPECT_EQ(asked, 0);
  EXPECT_EQ(scene.view().theme, ui::ThemeChoice::Dark);
  EXPECT_EQ(window.deckFile(), deck);
  // What the window started with is where its history starts: nothing to undo.
  EXPECT_FALSE(window.history().stack()->canUndo());
  // A deck alone: its scene is shown, with nothing to save.
  ui::Scene other;
  ui::MainWindow second(other);
  second.show();
  options.scenePath.clear();
  ui::startWindow(second, options);
  EXPECT_TRUE(other.isShown("gelu_tanh"));
  EXPECT_FALSE(second.isWindowModified());
  EXPECT_FALSE(second.history().stack()->canUndo());
  EXPECT_TRUE(second.close());  // (a question here is counted and cancelled: close() fails)
  watch.stop();
  EXPECT_EQ(asked, 0);
}

TEST(Document, SaveWritesTheCurrentFileThenGoesOn) {
  QTemporaryDir dir;
  const QString path = dir.filePath("work.gelu.json");
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.show();
  ASSERT_FALSE(window.saveSceneTo(path).has_value());
  scene.setMu(0.75);
  int asked = 0;
  answerNextQuestion(QMessageBox::Save, &asked);
  EXPECT_TRUE(window.close());
  EXPECT_EQ(asked, 1);
  QString error;
  const auto saved = ui::readSceneFile(path, &error);
  ASSERT_TRUE(saved.has_value()) << error.toStdString();
  EXPECT_EQ(saved->model.mu, 0.75);
}

// A figure opens as the scene it carries, and stays a figure: Save asks for a scene file's name.
TEST(Document, AFigureOpensAsItsSceneAndIsNeverSavedOver) {
  QTemporaryDir dir;
  const QString figure = dir.filePath("figure.png");
  ui::Scene scene;
  scene.setMu(0.5);
  ui::MainWindow window(scene);
  window.show();
  ui::ExportOptions o;
  o.size = QSize(800, 450);
  ASSERT_FALSE(window.exportPanel(window.panel("cdf"), figure, o).has_value());
  const QByteArray bytes = [&] {
    QFile f(figure);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }();
  scene.setMu(0.0);
  int asked = 0;
  answerNextQuestion(QMessageBox::Discard, &asked);  // the change to μ is thrown away
  ASSERT_TRUE(window.openScene(figure));
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(scene.mu(), 0.5);
  EXPECT_EQ(window.currentFile(), QString());  // untitled: Save asks where
  QFile f(figure);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  EXPECT_EQ(f.readAll(), bytes);
}

TEST(Document, ABadFileIsRefusedBeforeAnyQuestion) {
  QTemporaryDir dir;
  const QString bad = dir.filePath("bad.gelu.json");
  QFile f(bad);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write("{");
  f.close();
  ui::Scene scene;
  ui::MainWindow window(scene);
  scene.setX(2.5);
  EXPECT_FALSE(window.openScene(bad));  // no question: the message says what is wrong
  EXPECT_EQ(scene.x(), 2.5);
  EXPECT_TRUE(window.isWindowModified());
}

}  // namespace

namespace {

TEST(Examples, AreFoundInTheUsersAndTheProgramsDirectoriesAndOpenAsUntitled) {
  QTemporaryDir home;
  const QByteArray oldHome = qgetenv("XDG_DATA_HOME");
  qputenv("XDG_DATA_HOME", home.path().toLocal8Bit());
  ASSERT_TRUE(QDir(home.path()).mkpath("gelu-explorer/scenes"));
  const QString dir = home.filePath("gelu-explorer/scenes");
  // The user's own lesson, and their version of a shipped example, which hides the shipped one.
  ASSERT_TRUE(QFile::copy(":/scenes/the-coin.gelu.json", dir + "/my-lesson.gelu.json"));
  ASSERT_TRUE(QFile::copy(":/scenes/the-coin.gelu.json", dir + "/figure-1.gelu.json"));
  const QStringList found = ui::MainWindow::exampleScenes();
  {  // an example opens untitled: saving it asks for a new name instead of changing it
    ui::Scene scene;
    ui::MainWindow window(scene);
    EXPECT_TRUE(window.openScene(dir + "/my-lesson.gelu.json"));
    EXPECT_TRUE(window.currentFile().isEmpty());
  }
  qputenv("XDG_DATA_HOME", oldHome);
  EXPECT_TRUE(found.contains(QDir::cleanPath(dir + "/my-lesson.gelu.json")));
  EXPECT_TRUE(found.contains(QDir::cleanPath(dir + "/figure-1.gelu.json")));
  int figures = 0;
  for (const QString& path : found) figures += path.endsWith("/figure-1.gelu.json") ? 1 : 0;
  EXPECT_EQ(figures, 1);
  EXPECT_GE(found.size(), 4);  // the shipped tail-precision and the-coin as well
  EXPECT_TRUE(std::is_sorted(found.begin(), found.end(), [](const QString& a, const QString& b) {
    return QFileInfo(a).fileName() < QFileInfo(b).fileName();
  }));
  EXPECT_TRUE(ui::SceneDocument::exampleDirs().contains(":/scenes"));
}

}  // namespace
