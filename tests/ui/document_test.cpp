// The scene as a document of the window. Asking before work is thrown away: closing the window,
// opening a scene or an example with unsaved changes asks Save / Discard / Cancel; Cancel keeps
// everything.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>

#include "ui/export/Export.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/SceneDocument.hpp"

namespace {

QByteArray fileBytes(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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

// Regression: a full disk left an empty or truncated file where the old one was, in the window
// as on the command line. RLIMIT_FSIZE (with SIGXFSZ ignored) makes every write past the limit
// fail with EFBIG, as a full disk would (here past 128 bytes).
TEST(Export, AFullDiskInTheWindowKeepsEveryOldFileAndSaysWhy) {
  ui::Scene scene;
  ui::MainWindow window(scene);
  window.resize(1280, 720);
  window.show();
  QApplication::processEvents();
  QTemporaryDir dir;
  const QStringList names = {"scene.gelu.json", "curves.csv", "sheet.png", "cdf.svg"};
  for (const QString& name : names) {
    QFile f(dir.filePath(name));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("old " + name.toUtf8());
  }
  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
  const rlimit small{128, saved.rlim_max};  // smaller than any of the files
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  ui::ExportOptions o;
  o.size = {800, 450};
  std::vector<std::optional<ui::ExportError>> errors;
  errors.push_back(window.saveSceneTo(dir.filePath("scene.gelu.json")));
  errors.push_back(window.exportData(dir.filePath("curves.csv")));
  errors.push_back(window.exportSheet(dir.filePath("sheet.png"), o, 0));
  errors.push_back(window.exportPanel(window.panel("cdf"), dir.filePath("cdf.svg"), o));
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, oldHandler);
  for (qsizetype i = 0; i < names.size(); ++i) {
    ASSERT_TRUE(errors[static_cast<std::size_t>(i)].has_value()) << names[i].toStdString();
    EXPECT_FALSE(errors[static_cast<std::size_t>(i)]->usage);
    EXPECT_TRUE(errors[static_cast<std::size_t>(i)]->message.contains("File too large"))
        << errors[static_cast<std::size_t>(i)]->message.toStdString();
    EXPECT_EQ(fileBytes(dir.filePath(names[i])), "old " + names[i].toUtf8());
  }
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), names.size());
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
