#pragma once
/// @file
/// @brief The scene as a document of the window: open, save, save as, recent files, the title
/// and asking before work is thrown away (Save / Discard / Cancel, as in Qt's application
/// example). The window supplies how to collect and apply a scene.
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>

#include "ui/export/Export.hpp"
#include "ui/model/SceneState.hpp"

class QMenu;
class QWidget;

namespace ui {

class SceneHistory;

class SceneDocument : public QObject {
  Q_OBJECT
 public:
  using Collect = std::function<SceneFileData()>;
  using Apply = std::function<void(const SceneFileData&)>;
  SceneDocument(QWidget& window, SceneHistory& history, Collect collect, Apply apply);

  /// The file being edited (empty: none yet; an example opens as untitled).
  QString currentFile() const { return m_currentFile; }
  /// Unsaved changes (the undo stack is not at its clean point).
  bool isModified() const;
  /// "name[*] — GELU Explorer" for the window title.
  QString title() const;

  /// Opens a scene file: reads and checks it first (a bad file is a message and nothing
  /// changes), then asks before discarding unsaved changes. Returns whether it was opened.
  bool open(const QString& path);
  /// Writes the scene atomically to `path` and makes it the current file.
  std::optional<ExportError> saveTo(const QString& path);
  /// Save (Ctrl+S): to the current file, else as Save as. False when cancelled or failed.
  bool save();
  /// Save as (Ctrl+Shift+S): asks for a name. False when cancelled or failed.
  bool saveAs();
  /// Before unsaved work would be lost: true to go on (saved or discarded), false to stay.
  bool maybeSave();

  /// The file dialog for File ▸ Open.
  void openDialog();
  /// Recently opened or saved scene files, newest first (at most 10).
  QStringList recentFiles() const;
  /// Fills File ▸ Open recent.
  void fillRecentMenu(QMenu* menu);
  /// File ▸ Examples: the scenes of exampleDirs(), sorted by file name; a name found in an
  /// earlier directory hides the same name further down.
  static QStringList exampleScenes();
  /// The menu title of an example ("the-coin.gelu.json" → "The coin"), translated.
  static QString exampleTitle(const QString& path);
  /// Where examples are looked for, first first: the user's data directories, the program's
  /// share/gelu-explorer/scenes (installed or in the build tree), the built-in copies.
  static QStringList exampleDirs();

 signals:
  /// The title or the modified mark changed.
  void titleChanged();
  /// A message for the status bar.
  void status(const QString& text);

 private:
  /// Whether `path` is a figure (PNG, SVG, …) rather than a scene file: never saved over.
  static bool isFigure(const QString& path);
  void addRecent(const QString& path);
  void showError(const QString& title, const QString& message);

  QWidget& m_window;
  SceneHistory& m_history;
  Collect m_collect;
  Apply m_apply;
  QString m_currentFile;
  QMenu* m_recentMenu = nullptr;
};

}  // namespace ui
