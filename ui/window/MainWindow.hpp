#pragma once
/// @file
/// @brief Assembles the panels and the controls; actions, menus, status bar, settings.
/// Computes nothing itself.
#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

#include "ui/export/Export.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/window/Tour.hpp"

class QActionGroup;
class QMenu;

class QUndoGroup;

namespace ui {

class Scene;
class PlotPanel;
class TextLabel;
class ControlsDock;
class LectureView;
class PresentingSession;
class Stage;
class DeckDocument;
class StepsDock;
class SceneHistory;
class SceneDocument;
class ViewArea;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(Scene& scene, QWidget* parent = nullptr);
  ~MainWindow() override;
  /// Every panel, in menu order.
  const QList<PlotPanel*>& panels() const { return m_panels; }
  PlotPanel* panel(const QString& id) const;
  ControlsDock* controls() const { return m_controls; }
  /// The status-bar text.
  QString statusText() const;
  using ThemeChoice = ui::ThemeChoice;
  /// The Scene's theme ("system", "light", "dark") as a choice, and back.
  ThemeChoice themeChoice() const;
  void setThemeChoice(ThemeChoice t);

  /// The panel that Ctrl+Shift+C acts on: pointedPanel(), else the first visible one.
  PlotPanel* currentPanel() const;
  /// The panel with the keyboard focus, else the one under the mouse, else none (File ▸ Export
  /// panel then offers the panel exported last).
  PlotPanel* pointedPanel() const;
  /// The current view's panels, in reading order.
  QList<PlotPanel*> visiblePanels() const;
  /// Export one panel, or the visible panels (columns 0: as laid out in the window).
  std::optional<ExportError> exportPanel(PlotPanel* panel, const QString& path,
                                         const ExportOptions& o);
  /// `ids`: the sheet's panels (empty: the view's); columns 0 lays the view's panels out as the
  /// window does, other panels as a view of them would be.
  std::optional<ExportError> exportSheet(const QString& path, const ExportOptions& o, int columns,
                                         const QStringList& ids = {});
  /// The visible curves as CSV (the `table` format), derivatives included when their panel is
  /// visible.
  std::optional<ExportError> exportData(const QString& path);
  /// The panel as it looks on screen, at twice the pixels (crisp when pasted into slides).
  QImage panelImage(PlotPanel* panel) const;
  /// The panels of `cells` (the window's) as a figure on a Stage of its own, in the same places.
  std::unique_ptr<Stage> figureStage(const QList<SheetCell>& cells) const;
  /// Copies panelImage() of the current panel to the clipboard.
  void copyPanel(PlotPanel* panel);

  /// A window action by object name ("undo", "lecture", "export-sheet", …).
  QAction* action(const QString& name) const;
  SceneHistory& history() const { return *m_history; }

  /// Everything visible, as a scene file stores it.
  SceneFileData sceneData() const;
  /// Applies a loaded scene (one undo step). The scene was validated when it was read.
  void applySceneData(const SceneFileData& data);
  /// Opens a scene file; on error shows a message and changes nothing; asks before unsaved
  /// changes are discarded. Returns success.
  bool openScene(const QString& path);
  /// Saves atomically to `path` and makes it the current file.
  std::optional<ExportError> saveSceneTo(const QString& path);
  /// The scene file being edited (empty: none yet).
  QString currentFile() const;
  SceneDocument& document() const { return *m_document; }
  /// The example scenes shipped in the resources.
  static QStringList exampleScenes();
  /// Recently opened or saved scene files, newest first.
  QStringList recentFiles() const;

  /// Opens a deck file: F5 presents it, and the window shows the deck's scene (one undo step).
  /// On error shows a message and changes nothing. Returns success.
  bool openDeck(const QString& path);
  /// The deck F5 presents: the one opened or made, else the built-in lecture.
  const Deck& deck() const;
  /// The deck file opened (empty: the built-in lecture or a new deck not saved yet).
  QString deckFile() const;
  DeckDocument& deckDocument() const { return *m_decks; }
  StepsDock* stepsDock() const { return m_steps; }
  /// The view bar and the panels of the current view.
  ViewArea* viewArea() const { return m_view; }
  /// The tour being shown (none).
  Tour* tour() const { return m_tour; }
  /// The window as deck step number `number`: the panels on screen (left to right, top to
  /// bottom; at most four) and the whole scene (not the draws made or the epoch reached), so the
  /// step shows the same over any deck and any window.
  DeckStep currentViewAsStep(int number) const;
  /// Shows the deck's step `index` in the window (its scene, one undo step; its panels raised).
  void showDeckStep(int index);

  /// Full-screen lecture mode at `step` (1-based, of the deck's shown steps); F5 / View ▸
  /// Lecture mode. Esc leaves.
  void enterLecture(int step);
  /// Where F5 starts: the step the last presenting of this deck was left at (a clicker's start
  /// key pressed by mistake costs no place), else 1.
  int resumeStep() const;
  void leaveLecture();
  /// The audience view of the deck being presented (none outside lecture mode).
  LectureView* lecture() const;
  PresentingSession* presenting() const { return m_presenting; }

  /// Closes the window (asking about unsaved work first) and starts the program again with
  /// the current scene file: how a new language takes effect.
  void restart();

 protected:
  void closeEvent(QCloseEvent* e) override;
  void dragEnterEvent(QDragEnterEvent* e) override;
  void dropEvent(QDropEvent* e) override;

 private:
  void createActions();
  void createMenus();
  void createDocks();
  void readSettings();
  void writeSettings() const;
  /// Whether the settings file can be written (or made): a read-only home is said once.
  static bool settingsWritable(const QString& fileName);
  void updateStatus();
  /// Styles the panels and the palette for the Scene's theme (when it changed).
  void applyTheme();
  void moveX(double delta);
  void showError(const QString& title, const QString& message);
  void openExportDialog(bool sheet, PlotPanel* panel);
  void openExportDataDialog();
  /// The training panel's loss history (every epoch of every network) as CSV.
  void openExportTrainingDialog();
  /// Asks where (the last place, remembered under `settingsKey`), writes with `write` (an error
  /// message, or nothing), and says what happened.
  void exportCsv(const QString& title, const QString& settingsKey, const QString& defaultName,
                 const std::function<std::optional<QString>(const QString&)>& write);
  /// File ▸ Export animation… (in lecture mode, Ctrl+Alt+E offers the step's animation).
  void openAnimationDialog();
  /// File ▸ Export handout…: the deck F5 presents as a PDF (one page per step).
  void openHandoutDialog();
  /// File ▸ Export step videos…: a video per step of that deck into a folder, with progress and
  /// cancel.
  void openStepVideosDialog();
  void openWebExportDialog();
  void updateTitle();
  /// Help ▸ Tour: the idea in seven stops over the live window (the idea's view shown).
  void startTour();
  /// View ▸ the views: one action per view, the current one checked, Ctrl+1 … Ctrl+9.
  void updateViewActions();
  /// The controls and the curve list after the view's panels changed (the companions' swatches).
  void followView();
  /// Whether a panel the view shows depends on x (its box is shown only then).
  bool xUsed() const;

  Scene& m_scene;
  QList<PlotPanel*> m_panels;
  ViewArea* m_view = nullptr;
  QPointer<Tour> m_tour;
  QActionGroup* m_viewGroup = nullptr;  ///< View ▸ the views (Ctrl+1 … Ctrl+9)
  QMenu* m_viewsMenu = nullptr;
  ControlsDock* m_controls = nullptr;
  TextLabel* m_status = nullptr;
  ThemeChoice m_appliedTheme = ThemeChoice::System;
  bool m_themeApplied = false;
  QList<QAction*> m_actions;
  SceneHistory* m_history = nullptr;
  QActionGroup* m_themeGroup = nullptr;
  QMenu* m_recentMenu = nullptr;
  QMenu* m_examplesMenu = nullptr;
  PresentingSession* m_presenting = nullptr;
  Deck m_leftDeck;                          ///< the deck last presented
  int m_leftStep = 0;                       ///< and the step it was left at
  std::optional<Scene::Runs> m_runsBefore;  ///< the window's runs while a lecture plays
  /// Sessions left, whose deferred deletion may not have run yet (each refers to the Scene).
  QList<QPointer<PresentingSession>> m_leftPresenting;
  SceneDocument* m_document = nullptr;
  DeckDocument* m_decks = nullptr;
  bool m_showingStep = false;  ///< a deck step being shown: its scene is not an edit
  QUndoGroup* m_undo =
      nullptr;  ///< the scene's history, or the deck's while the Steps dock has the focus
  StepsDock* m_steps = nullptr;
};

}  // namespace ui
