#include "ui/window/SceneDocument.hpp"

#include "core/model/figure_scene.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>
#include <algorithm>

#include "ui/export/DialogRows.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"

namespace ui {

SceneDocument::SceneDocument(QWidget& window, SceneHistory& history, Collect collect, Apply apply)
    : QObject(&window),
      m_window(window),
      m_history(history),
      m_collect(std::move(collect)),
      m_apply(std::move(apply)) {
  connect(history.stack(), &QUndoStack::cleanChanged, this, &SceneDocument::titleChanged);
}

bool SceneDocument::isModified() const { return !m_history.stack()->isClean(); }

QString SceneDocument::title() const {
  const QString name =
      m_currentFile.isEmpty() ? tr("untitled") : QFileInfo(m_currentFile).fileName();
  return tr("%1[*] — GELU Explorer").arg(name);
}

void SceneDocument::showError(const QString& title, const QString& message) {
  showWarning(&m_window, title, message);
}

bool SceneDocument::isFigure(const QString& path) {
  return figureKindOfFile(path) != gelu::model::FigureKind::None;
}

bool SceneDocument::open(const QString& path) {
  QString error;
  const auto data = readSceneFile(path, &error);
  if (!data) {
    showError(tr("Cannot open the scene"), error);
    return false;
  }
  if (!maybeSave()) return false;
  m_apply(*data);
  // Examples are kept as shipped, and a figure stays a figure: saving asks for a new name.
  const bool example =
      path.startsWith(':') ||
      exampleScenes().contains(QDir::cleanPath(QFileInfo(path).absoluteFilePath())) ||
      isFigure(path);
  m_currentFile = example ? QString() : path;
  if (!example) addRecent(path);
  m_history.stack()->setClean();
  emit titleChanged();
  emit status(tr("Opened %1").arg(QFileInfo(path).fileName()));
  return true;
}

std::optional<ExportError> SceneDocument::saveTo(const QString& path) {
  if (const auto error = writeAtomically(path, sceneFileText(m_collect()))) return error;
  m_currentFile = path;
  addRecent(path);
  m_history.stack()->setClean();
  emit titleChanged();
  emit status(tr("Saved %1").arg(QFileInfo(path).fileName()));
  return std::nullopt;
}

bool SceneDocument::save() {
  if (m_currentFile.isEmpty()) return saveAs();
  if (const auto error = saveTo(m_currentFile)) {
    showError(tr("Cannot save the scene"), error->message);
    return false;
  }
  return true;
}

bool SceneDocument::saveAs() {
  QString path = m_currentFile;
  if (path.isEmpty()) {
    path = QDir(existingFolder(QStandardPaths::DocumentsLocation))
               .filePath(QString("scene") + kSceneSuffix);
  }
  path = saveFileName(&m_window, tr("Save scene"), path,
                      tr("GELU Explorer scenes (*%1)").arg(kSceneSuffix));
  if (path.isEmpty()) return false;
  if (!path.endsWith(kSceneSuffix)) path += kSceneSuffix;
  if (const auto error = saveTo(path)) {
    showError(tr("Cannot save the scene"), error->message);
    return false;
  }
  return true;
}

bool SceneDocument::maybeSave() {
  if (!isModified()) return true;
  return askToSave(&m_window, tr("The scene has unsaved changes."), "maybe-save",
                   [this] { return save(); });
}

void SceneDocument::openDialog() {
  const QString dir = m_currentFile.isEmpty() ? existingFolder(QStandardPaths::DocumentsLocation)
                                              : QFileInfo(m_currentFile).absolutePath();
  const QString path = openFileName(
      &m_window, tr("Open scene"), dir,
      tr("GELU Explorer scenes, figures and web pages (*%1 *.png *.svg *.html);;All files (*)")
          .arg(kSceneSuffix));
  if (!path.isEmpty()) open(path);
}

QStringList SceneDocument::exampleDirs() {
  // The user's own first (~/.local/share/gelu-explorer/scenes, then XDG_DATA_DIRS), then the
  // program's (installed or in the build tree), then the copies built into the program.
  QStringList dirs = QStandardPaths::locateAll(
      QStandardPaths::GenericDataLocation, "gelu-explorer/scenes", QStandardPaths::LocateDirectory);
  dirs << QDir(QCoreApplication::applicationDirPath()).filePath("../share/gelu-explorer/scenes");
  dirs << ":/scenes";
  return dirs;
}

QStringList SceneDocument::exampleScenes() {
  QStringList out;
  QStringList names;  // a scene of the same name further down the list is hidden
  for (const QString& dir : exampleDirs()) {
    QDirIterator it(dir, {QString("*") + kSceneSuffix}, QDir::Files | QDir::Readable);
    QStringList here;
    while (it.hasNext()) {
      const QString path = it.next();
      here << (path.startsWith(':') ? path : QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    }
    here.sort();
    for (const QString& path : here) {
      const QString name = QFileInfo(path).fileName();
      if (names.contains(name)) continue;
      names << name;
      out << path;
    }
  }
  std::sort(out.begin(), out.end(), [](const QString& a, const QString& b) {
    return QFileInfo(a).fileName() < QFileInfo(b).fileName();
  });
  return out;
}

QString SceneDocument::exampleTitle(const QString& path) {
  // The examples that come with the program, for lupdate; a user's own keep their file names.
  [[maybe_unused]] constexpr const char* kTitles[] = {
      QT_TRANSLATE_NOOP("Examples", "Figure 1"),
      QT_TRANSLATE_NOOP("Examples", "Tail precision"),
      QT_TRANSLATE_NOOP("Examples", "The coin"),
  };
  QString title = QFileInfo(path).fileName().remove(kSceneSuffix).replace('-', ' ');
  if (!title.isEmpty()) title[0] = title[0].toUpper();
  return QCoreApplication::translate("Examples", title.toUtf8().constData());
}

QStringList SceneDocument::recentFiles() const {
  QStringList out;
  for (const QVariant& v : QSettings().value("scenes/recent").toList()) {
    const QString path = v.toString();
    if (!path.isEmpty() && !out.contains(path) && out.size() < 10) out << path;
  }
  return out;
}

void SceneDocument::addRecent(const QString& path) {
  QStringList list = recentFiles();
  const QString abs = QFileInfo(path).absoluteFilePath();
  list.removeAll(abs);
  list.prepend(abs);
  QVariantList stored;
  for (const QString& p : list.mid(0, 10)) stored << p;
  QSettings().setValue("scenes/recent", stored);
  if (m_recentMenu != nullptr) fillRecentMenu(m_recentMenu);
}

void SceneDocument::fillRecentMenu(QMenu* menu) {
  m_recentMenu = menu;
  menu->clear();
  const QStringList list = recentFiles();
  for (const QString& path : list) {
    menu->addAction(QFileInfo(path).fileName(), this, [this, path] { open(path); })
        ->setToolTip(path);
  }
  menu->setEnabled(!list.isEmpty());
}

}  // namespace ui
