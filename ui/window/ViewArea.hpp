#pragma once
/// @file
/// @brief The window's centre: the view bar (the built-in views and the user's own, always in
/// sight), the panel checklist, and the current view's panels laid out as `render --view` lays
/// them out (gelu::model::viewCells), their plots lined up by row and column. A view that does
/// not fit the area legibly (a cell under a panel's minimumPanelSize) is stacked in a scrolled
/// column with a line that says so — it is never squeezed until its text overprints.
#include <QHash>
#include <QList>
#include <QStringList>
#include <QTimer>
#include <QWidget>

#include "core/model/views.hpp"
#include "ui/window/ChecklistMenu.hpp"

class QLabel;
class QMenu;
class QScrollArea;
class QTabBar;
class QToolButton;

namespace ui {

class PlotPanel;
class Scene;

class ViewArea : public QWidget {
  Q_OBJECT
 public:
  /// `panels`: every panel of the window (the area becomes their parent).
  ViewArea(Scene& scene, const QList<PlotPanel*>& panels, QWidget* parent = nullptr);

  /// Every view of the bar: the built-in ones, then the user's.
  std::vector<gelu::model::ViewDef> views() const;
  /// The current view's id (built-in) or name (the user's).
  QString currentView() const;
  /// The panel ids shown, in reading order.
  QStringList shownIds() const;
  /// The panels shown, in reading order.
  QList<PlotPanel*> shownPanels() const;
  /// Whether the panels are stacked (the area is too small for them side by side).
  bool stacked() const { return m_stacked; }

  /// Shows the view `id` (a built-in id or a user view's name) with its own panels; false for
  /// an unknown one (nothing changes).
  bool showView(const QString& id);
  /// Goes to the view `id` as a tab or Ctrl+1…9 does: with the panels it showed when it was left
  /// changed (this session), else its own; false for an unknown one.
  bool switchToView(const QString& id);
  /// Shows `ids` (at most kMaxViewPanels known panel ids) in the current view's place.
  void showPanels(const QStringList& ids);
  /// Shows or hides one panel (the checklist's action): false when it would leave none or more
  /// than kMaxViewPanels.
  bool setPanelShown(const QString& id, bool shown);
  /// The panels shown as a view of the user's named `name` (replacing one of that name); false
  /// when the name is empty, too long, a built-in view's, or there are kMaxUserViews already.
  bool saveView(const QString& name);
  /// Asks for a name and saves the panels shown as a view of the user's (View ▸ Save view…).
  void askToSave();
  /// Removes the user's view `name`.
  void removeView(const QString& name);
  /// The default view with its own panels.
  void resetLayout();
  /// Says, above the panels, that they are a deck step's (`text`), until a view is chosen.
  void noteStep(const QString& text);
  /// Lays out again from the Scene's ViewState (a loaded scene, undo of a view change).
  void syncFromScene();
  /// Decides again where short plots' legends go: the panels' look changed (a theme's line
  /// widths and text), not only their sizes, which is all the decision is otherwise keyed on.
  void placeLegendsAgain();
  /// While a lecture is presented (from this window's Scene), its changes of the curves do not
  /// lay the view out again: leaving it restores the Scene, which does.
  void setPresenting(bool on);
  /// Lays out now what is waiting to be laid out (a change of the curves, a new size): the view
  /// as it will be once the event loop has run and the curves have stayed a moment.
  void settle();

  /// The view bar (the views' tabs, Panels, Save view…), for the window's toolbar.
  QWidget* bar() const { return m_bar; }
  /// Adds `button` at the bar's end (the window's Theme button).
  void addToBar(QWidget* button);
  /// The checklist of panels (View ▸ Panels, the bar's Panels button), kept in step.
  QMenu* panelMenu() const { return m_panelMenu; }

 signals:
  /// The view or its panels changed (the controls follow the panels shown).
  void viewChanged();
  /// A view was chosen while a deck step's panels were shown: the step is no longer shown.
  void stepLeft();

 protected:
  void resizeEvent(QResizeEvent* e) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  /// The notice line: the deck step's note, then why the panels are stacked, where they apply.
  void showNotice();
  void clearStepNote();
  void rebuildTabs();
  void updatePanelMenu();
  void layOut();
  void alignPlots();
  /// After a change of the curves: lines the view up again if a legend's entries changed.
  void checkEntries();
  /// A short plot's legend beside it where that makes the plot taller (see alignPlots).
  void placeLegends(const QList<PlotPanel*>& shown);
  /// Places `shown` in `cells` of the grid, in whole pixels (neighbours share their edges);
  /// whether a panel moved or changed size.
  bool applyCells(const QList<PlotPanel*>& shown, const std::vector<gelu::model::Cell>& cells);
  /// Two rows whose plots the estimated boundary leaves far apart get the boundary that what
  /// each panel measures outside its plot gives (see alignPlots).
  void balanceRows(const QList<PlotPanel*>& shown);
  /// What balanceRows() and placeLegends() decide by: the panels, the grid's size and the
  /// legends' entries.
  QString balanceKey(const QList<PlotPanel*>& shown) const;
  /// Writes the current view and panels to the Scene's ViewState.
  void store(const QString& current, const QStringList& ids);

  Scene& m_scene;
  QList<PlotPanel*> m_all;
  QWidget* m_bar = nullptr;
  QTabBar* m_tabs = nullptr;
  QToolButton* m_panelsButton = nullptr;
  QToolButton* m_saveButton = nullptr;
  ChecklistMenu* m_panelMenu = nullptr;
  QLabel* m_notice = nullptr;
  QScrollArea* m_scroll = nullptr;
  QWidget* m_grid = nullptr;
  QTimer m_align;
  QTimer m_entriesCheck;  ///< after a change of the curves: the legends' entries changed?
  bool m_stacked = false;
  QString m_stepNote;      ///< noteStep()'s, until a view is chosen
  QString m_stackingNote;  ///< why the panels are stacked, while they are
  bool m_syncing = false;
  QString m_legendsPlacedFor;  ///< the panels and grid size placeLegends() last decided for
  QString m_placedEntries;     ///< and the legends' entries it decided for
  bool m_presenting = false;   ///< setPresenting()
  QString m_balancedFor;       ///< balanceKey() that balanceRows() last decided for
  std::vector<gelu::model::Cell> m_balanced;  ///< and the cells it chose (none: the estimate's)
  /// Views left showing other panels than their own, and those panels (switchToView).
  QHash<QString, QStringList> m_leftChanged;
};

/// A built-in view's name in the user's language (or a user view's name as typed).
QString viewName(const gelu::model::ViewDef& view);

}  // namespace ui
