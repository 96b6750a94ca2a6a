// The main window's actions (keys and slots) and its menus.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <algorithm>

#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/HelpDialogs.hpp"
#include "ui/window/Language.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/SceneDocument.hpp"
#include "ui/window/StepsDock.hpp"
#include "ui/window/Tour.hpp"
#include "ui/window/ViewArea.hpp"

namespace ui {

namespace {

/// Ctrl+E exports from every field of the window: under X11's key scheme a line edit (a number
/// box, the curve search) takes Ctrl+E as "end of line" (End does the same), so the shortcut did
/// nothing there, and a path typed next for the dialog that never came went to the window's
/// one-letter keys (a newcomer's Monte Carlo run stepped).
class ExportKeyFirst : public QObject {
 public:
  explicit ExportKeyFirst(QWidget* window) : QObject(window), m_window(window) {}

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() != QEvent::ShortcutOverride) return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    auto* w = qobject_cast<QWidget*>(watched);
    if (w == nullptr || key->keyCombination() != QKeyCombination(Qt::CTRL, Qt::Key_E)) {
      return false;
    }
    // The window's fields, its floating docks' too (the controls float as a window of their own).
    const QWidget* top = w->window();
    const auto* dock = qobject_cast<const QDockWidget*>(top);
    if (top != m_window && (dock == nullptr || dock->parentWidget() != m_window)) return false;
    event->ignore();  // not the field's: the window's shortcut takes it
    return true;
  }

 private:
  QWidget* m_window;
};

}  // namespace

void MainWindow::createActions() {
  qApp->installEventFilter(new ExportKeyFirst(this));
  auto add = [this](const QString& name, const QString& text, const QKeySequence& key, auto slot) {
    auto* a = new QAction(text, this);
    a->setObjectName(name);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    connect(a, &QAction::triggered, this, slot);
    addAction(a);
    m_actions << a;
    return a;
  };
  add("x-right", tr("Move x right"), QKeySequence(Qt::Key_Right), [this] { moveX(0.1); });
  add("x-left", tr("Move x left"), QKeySequence(Qt::Key_Left), [this] { moveX(-0.1); });
  add("x-right-fine", tr("Move x right (fine)"), QKeySequence(Qt::SHIFT | Qt::Key_Right),
      [this] { moveX(0.01); });
  add("x-left-fine", tr("Move x left (fine)"), QKeySequence(Qt::SHIFT | Qt::Key_Left),
      [this] { moveX(-0.01); });
  add("play", tr("&Play / Pause"), QKeySequence(Qt::Key_Space),
      [this] { m_scene.togglePlaying(); });
  add("step", tr("&Step"), QKeySequence(Qt::Key_Period), [this] { m_scene.stepSimulation(); });
  add("reset", tr("&Reset simulation"), QKeySequence(Qt::Key_R),
      [this] { m_scene.stopAndReset(); });
  add("quit", tr("&Quit"), QKeySequence::Quit, [this] { close(); });
  add("open", tr("&Open scene…"), QKeySequence::Open, [this] { m_document->openDialog(); });
  add("open-deck", tr("Open &deck…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] {
    const QString file = deckFile();
    const QString path = openFileName(
        this, tr("Open deck"),
        file.isEmpty() || file.startsWith(':') ? QString() : QFileInfo(file).path(),
        tr("GELU Explorer decks and web pages (*%1 *.html);;All files (*)").arg(kDeckSuffix));
    if (!path.isEmpty()) openDeck(path);
  });
  add("new-deck", tr("&New deck"), QKeySequence(), [this] {
    m_steps->flushPendingEdit();
    if (m_decks->newDeck()) {
      m_steps->show();
      m_steps->raise();
    }
  });
  // Ctrl+S is the scene's (Save scene); the deck's is Ctrl+Alt+S, as Ctrl+Shift+O opens one.
  add("save-deck", tr("Save dec&k"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), [this] {
    m_steps->flushPendingEdit();
    m_decks->save();
  });
  add("save-deck-as", tr("Save deck as…"), QKeySequence(), [this] {
    m_steps->flushPendingEdit();
    m_decks->saveAs();
  });
  add("save", tr("&Save scene"), QKeySequence::Save, [this] { m_document->save(); });
  add("save-as", tr("Save scene &as…"), QKeySequence::SaveAs, [this] { m_document->saveAs(); });
  // Which export gives what (a newcomer wanting both plots of a view guessed between them).
  add("export-panel", tr("Export &panel…"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
    openExportDialog(false, pointedPanel());  // none: the panel exported last
  })->setToolTip(tr("One panel as a figure: PNG, SVG, PDF or JPEG"));
  add("export-sheet", tr("Export s&heet…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
      [this] { openExportDialog(true, nullptr); })
      ->setToolTip(tr("Several panels in one figure, laid out as the view shows them (the "
                      "view's panels ticked): PNG, SVG, PDF or JPEG"));
  add("tour", tr("&Tour"), QKeySequence(), [this] { startTour(); });
  add("keys", tr("&Keys"), QKeySequence(), [this] {
    QList<QAction*> all = m_actions;
    if (m_viewGroup != nullptr) all += m_viewGroup->actions();
    QDialog* d = keysDialog(all, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
  });
  add("manual", tr("&Manual"), QKeySequence::HelpContents, [this] {
    QDialog* d = manualDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
  });
  add("save-view", tr("Save &view…"), QKeySequence(), [this] { m_view->askToSave(); });
  add("reset-layout", tr("&Reset layout"), QKeySequence(), [this] {
    m_view->resetLayout();
    m_controls->show();
    m_controls->raise();
  });
  add("export-data", tr("Export &data (CSV)…"), QKeySequence(), [this] { openExportDataDialog(); });
  add("export-training", tr("Export &training history (CSV)…"), QKeySequence(),
      [this] { openExportTrainingDialog(); });
  add("export-animation", tr("Export &animation…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E),
      [this] { openAnimationDialog(); });
  add("export-handout", tr("Export hand&out (PDF)…"), QKeySequence(),
      [this] { openHandoutDialog(); });
  add("export-step-videos", tr("Export step &videos…"), QKeySequence(),
      [this] { openStepVideosDialog(); });
  add("export-web", tr("Export for &web…"), QKeySequence(), [this] { openWebExportDialog(); });
  add("copy", tr("&Copy panel image"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
      [this] { copyPanel(currentPanel()); });
  // F5 toggles, as a clicker's start key expects (it sends F5 and Esc in turn).
  add("lecture", tr("&Lecture mode"), QKeySequence(Qt::Key_F5), [this] {
    if (m_presenting != nullptr) {
      leaveLecture();
    } else {
      m_steps->flushPendingEdit();  // the deck as typed, before it is compared with the last
      enterLecture(resumeStep());
    }
  });
  QAction* undo = m_undo->createUndoAction(this, tr("&Undo"));
  undo->setObjectName("undo");
  undo->setShortcut(QKeySequence::Undo);
  QAction* redo = m_undo->createRedoAction(this, tr("&Redo"));
  redo->setObjectName("redo");
  redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
  for (QAction* a : {undo, redo}) {
    addAction(a);
    m_actions << a;
  }
}

QAction* MainWindow::action(const QString& name) const {
  for (QAction* a : m_actions) {
    if (a->objectName() == name) return a;
  }
  if (m_viewGroup != nullptr) {
    for (QAction* a : m_viewGroup->actions()) {
      if (a->objectName() == name) return a;  // "view-<id>"
    }
  }
  return nullptr;
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->setToolTipsVisible(true);  // (what each export gives)
  file->addAction(action("open"));
  m_recentMenu = file->addMenu(tr("Open &recent"));
  m_examplesMenu = file->addMenu(tr("E&xamples"));
  for (const QString& path : exampleScenes()) {
    m_examplesMenu->addAction(SceneDocument::exampleTitle(path), this,
                              [this, path] { openScene(path); });
  }
  m_examplesMenu->addSection(tr("Decks"));
  for (const auto& [path, title] : DeckDocument::exampleDecks(deckLanguage())) {
    m_examplesMenu->addAction(title, this, [this, path = path] { openDeck(path); });
  }
  file->addAction(action("save"));
  file->addAction(action("save-as"));
  file->addSeparator();
  file->addAction(action("new-deck"));
  file->addAction(action("open-deck"));
  file->addAction(action("save-deck"));
  file->addAction(action("save-deck-as"));
  file->addAction(action("export-handout"));
  file->addAction(action("export-step-videos"));
  file->addAction(action("export-web"));
  file->addSeparator();
  for (const char* name :
       {"export-panel", "export-sheet", "export-animation", "export-data", "export-training"})
    file->addAction(action(name));
  file->addSeparator();
  file->addAction(action("quit"));
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  edit->addAction(action("undo"));
  edit->addAction(action("redo"));
  edit->addSeparator();
  edit->addAction(action("copy"));
  QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
  for (const char* name : {"play", "step", "reset"}) sim->addAction(action(name));
  sim->addSeparator();
  for (const char* name : {"x-right", "x-left", "x-right-fine", "x-left-fine"})
    sim->addAction(action(name));
  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->addAction(action("lecture"));
  view->addSeparator();
  m_viewsMenu = view->addMenu(tr("&Views"));
  m_viewsMenu->setObjectName("views-menu");
  updateViewActions();
  view->addMenu(m_view->panelMenu());
  view->addAction(action("save-view"));
  view->addAction(action("reset-layout"));
  view->addSeparator();
  view->addAction(m_controls->toggleViewAction());
  view->addAction(m_steps->toggleViewAction());
  view->addSeparator();
  QMenu* theme = view->addMenu(tr("&Theme"));
  m_themeGroup = new QActionGroup(this);
  const std::pair<QString, ThemeChoice> themes[] = {
      {tr("Follow the system"), ThemeChoice::System},
      {tr("Light"), ThemeChoice::Light},
      {tr("Dark"), ThemeChoice::Dark},
      {tr("High contrast"), ThemeChoice::HighContrast}};
  for (const auto& [name, choice] : themes) {
    QAction* a = theme->addAction(name);
    a->setCheckable(true);
    a->setChecked(choice == themeChoice());
    a->setData(static_cast<int>(choice));
    m_themeGroup->addAction(a);
    connect(a, &QAction::triggered, this, [this, c = choice] { setThemeChoice(c); });
  }
  // The same menu one click away at the view bar's end (in View it is two menus deep).
  auto* themeButton = new QToolButton;
  themeButton->setObjectName("theme-button");
  themeButton->setText(theme->title());
  themeButton->setToolTip(tr("The window's colours: light, dark, high contrast or the system's"));
  themeButton->setPopupMode(QToolButton::InstantPopup);
  themeButton->setMenu(theme);
  m_view->addToBar(themeButton);
  fillLanguageMenu(view->addMenu(tr("&Language")), this, [this] { restart(); });
  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(action("tour"));
  help->addAction(action("keys"));
  help->addAction(action("manual"));
  help->addSeparator();
  help->addAction(tr("&About GELU Explorer"), this, [this] {
    QMessageBox::about(this, tr("About GELU Explorer"),
                       tr("<h3>GELU Explorer %1</h3><p>GELU(x) = x·Φ(x) is the expected value of "
                          "a mask that keeps x with probability Φ(x) = P(X ≤ x).</p>"
                          "<p>Keys: ←/→ move x (Shift: fine), Space play/pause, R reset, "
                          "F5 lecture mode, Ctrl+Z undo.</p>")
                           .arg(QApplication::applicationVersion()));
  });
  m_document->fillRecentMenu(m_recentMenu);
}

void MainWindow::startTour() {
  if (m_tour != nullptr) m_tour->deleteLater();
  m_view->showView("idea");
  m_controls->show();
  m_controls->raise();  // its tab in front: a stop is about its controls (Steps hid them)
  const auto panelOf = [this](const char* id) {
    return [this, id] { return static_cast<QWidget*>(panel(id)); };
  };
  QList<Tour::Stop> stops = {
      {tr("<b>Views.</b> Each tab is a view: panels laid out like a figure. Start with <i>The "
          "idea</i>; Ctrl+1 … Ctrl+%1 switch views, <i>Panels</i> picks a view's panels.")
           .arg(std::clamp(static_cast<int>(m_view->views().size()), 1, 9)),
       [this] { return m_view->bar(); }},
      {tr("<b>The shaded area is Φ(x).</b> Under the normal curve, the area up to x is the "
          "probability that X ~ N(0, 1) is at most x. Drag the line at x, or press ← and →."),
       panelOf("pdf-area")},
      {tr("<b>The same number as a curve.</b> Φ(x) is the probability that the mask keeps x: "
          "near 1 for large x, near 0 far left."),
       panelOf("cdf")},
      {tr("<b>Toss the coin.</b> Press Play: each draw keeps x with probability Φ(x), else "
          "gives 0. The running mean settles on x·Φ(x)."),
       panelOf("monte-carlo")},
      {tr("<b>That mean is GELU(x).</b> GELU(x) = x·Φ(x): the read-out multiplies the two "
          "numbers at your x. ReLU and ELU are drawn beside it."),
       panelOf("activations")},
      {tr("<b>Change what you see.</b> Move x, change μ and σ, tick more curves or type a "
          "formula of your own; Edit ▸ Undo takes any change back."),
       [this] { return static_cast<QWidget*>(m_controls); }},
      {tr("<b>Present and export.</b> F5 presents the built-in lecture (or your deck); File ▸ "
          "Export saves figures, handouts and videos. Help ▸ Keys lists every key."),
       [] { return static_cast<QWidget*>(nullptr); }},
  };
  m_tour = new Tour(this, stops);
  m_tour->showStop(0);
}

void MainWindow::updateViewActions() {
  if (m_viewsMenu == nullptr) return;
  if (m_viewGroup == nullptr) m_viewGroup = new QActionGroup(this);
  const std::vector<gelu::model::ViewDef> views = m_view->views();
  const auto keyOf = [](const gelu::model::ViewDef& v) {
    return fromUtf8(v.id.empty() ? v.name : v.id);
  };
  // The same views (a switch between them): only the check moves.
  QList<QAction*> actions = m_viewGroup->actions();
  bool same = actions.size() == static_cast<qsizetype>(views.size());
  for (qsizetype i = 0; same && i < actions.size(); ++i)
    same = actions[i]->objectName() == "view-" + keyOf(views[static_cast<std::size_t>(i)]);
  if (!same) {
    for (QAction* a : actions) {
      m_viewGroup->removeAction(a);
      removeAction(a);
      delete a;
    }
    m_viewsMenu->clear();
    int i = 0;
    for (const gelu::model::ViewDef& v : views) {
      const QString key = keyOf(v);
      QAction* a = m_viewsMenu->addAction(viewName(v).replace('&', "&&"));
      a->setObjectName("view-" + key);
      a->setCheckable(true);
      m_viewGroup->addAction(a);
      if (++i <= 9) {
        a->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_0 + i)));
        addAction(a);  // the shortcut works wherever the focus is in the window
      }
      connect(a, &QAction::triggered, this, [this, key] { m_view->switchToView(key); });
    }
  }
  for (QAction* a : m_viewGroup->actions())
    a->setChecked(a->objectName() == "view-" + m_view->currentView());
}

}  // namespace ui
