#include "ui/window/MainWindow.hpp"

#include <qcustomplot.h>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUrl>
#include <algorithm>

#include "core/activations.hpp"
#include "core/normal.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresenterConsole.hpp"
#include "ui/lecture/PresentingSession.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/SceneHistory.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/Messages.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/TextLabel.hpp"
#include "ui/window/ContrastStyle.hpp"
#include "ui/window/ControlsDock.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/SceneDocument.hpp"
#include "ui/window/StepsDock.hpp"
#include "ui/window/ViewArea.hpp"

namespace ui {

MainWindow::MainWindow(Scene& scene, QWidget* parent) : QMainWindow(parent), m_scene(scene) {
  ContrastStyle::install();  // before any widget is polished
  setWindowTitle(tr("GELU Explorer — GELU(x) = x·Φ(x)"));
  setWindowIcon(QIcon(":/icons/gelu-explorer.svg"));
  setDockNestingEnabled(true);
  setAcceptDrops(true);  // a scene, a deck or a figure made here, dropped on the window
  setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks |
                 QMainWindow::AllowTabbedDocks);
  m_history = new SceneHistory(scene, this);
  m_document = new SceneDocument(
      *this, *m_history, [this] { return sceneData(); },
      [this](const SceneFileData& d) { applySceneData(d); });
  m_decks = new DeckDocument(*this);
  // One Edit ▸ Undo: the deck's edits while the Steps dock has the focus, the scene's elsewhere.
  m_undo = new QUndoGroup(this);
  m_undo->addStack(m_history->stack());
  m_undo->addStack(m_decks->stack());
  m_undo->setActiveStack(m_history->stack());
  createDocks();
  createActions();
  createMenus();
  m_status = new TextLabel(this);
  // The line's width is the status bar's, whatever the numbers in it: a longer estimate neither
  // widens the window's minimum nor lays the window out again.
  m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  statusBar()->addPermanentWidget(m_status, 1);
  // The read-out fills the bar, which leaves a temporary message ("Exported …") no room: it
  // steps aside while one is shown.
  connect(statusBar(), &QStatusBar::messageChanged, m_status,
          [this](const QString& message) { m_status->setVisible(message.isEmpty()); });
  connect(&scene, &Scene::changed, this, [this](int what) {
    if (what & Scene::kView) applyTheme();
    updateStatus();
  });
  connect(&scene, &Scene::simulationAdvanced, this, &MainWindow::updateStatus);
  updateStatus();
  readSettings();
  connect(m_document, &SceneDocument::titleChanged, this, &MainWindow::updateTitle);
  connect(m_decks, &DeckDocument::changed, this, &MainWindow::updateTitle);
  connect(m_decks->stack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
  connect(m_document, &SceneDocument::status, this,
          [this](const QString& text) { statusBar()->showMessage(text, 4000); });
  updateTitle();
}

MainWindow::~MainWindow() {
  // Before QWidget's destructor: the undo stack signals cleanChanged while it is destroyed, and
  // the presenting session's windows (top-level windows of their own) refer to the Scene.
  delete m_presenting;
  for (PresentingSession* left : m_leftPresenting) delete left;  // deferred deletions not yet run
  m_history->stack()->disconnect(this);
  // (The deck's undo stack says it is clean again as it is destroyed, after this window is.)
  m_decks->stack()->disconnect(this);
  m_decks->disconnect(this);
  delete m_document;
  delete m_history;
  // The panels before the Controls dock: it holds their own controls (takeControls()), which
  // they point to as long as they live.
  delete m_view;
  m_view = nullptr;
  m_panels.clear();
}

PlotPanel* MainWindow::panel(const QString& id) const {
  for (PlotPanel* p : m_panels) {
    if (p->panelId() == id) return p;
  }
  return nullptr;
}

void MainWindow::createDocks() {
  for (const PanelInfo& info : panelRegistry()) m_panels << createPanel(info.id, m_scene).release();
  m_controls = new ControlsDock(m_scene, this);
  for (PlotPanel* p : m_panels) {
    if (QWidget* own = p->takeControls())
      m_controls->holdPanelControls(p->panelId(), p->controlsTitle(), own);
  }
  addDockWidget(Qt::LeftDockWidgetArea, m_controls);
  // The deck's steps share the controls' place, behind them until asked for (View ▸ Steps).
  m_steps = new StepsDock(
      *m_decks, [this] { return currentViewAsStep(static_cast<int>(deck().steps.size()) + 1); },
      [this](int i) { showDeckStep(i); }, this);
  addDockWidget(Qt::LeftDockWidgetArea, m_steps);
  connect(m_steps, &StepsDock::presentRequested, this, [this](int index) {
    const std::vector<int> shown = gelu::model::shownSteps(deck());
    const auto at = std::find(shown.begin(), shown.end(), index);
    if (at != shown.end()) enterLecture(static_cast<int>(at - shown.begin()) + 1);
  });
  tabifyDockWidget(m_controls, m_steps);
  m_controls->raise();
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    if (now == nullptr) return;
    m_undo->setActiveStack(m_steps->isAncestorOf(now) ? m_decks->stack() : m_history->stack());
  });
  // A change made where no focus goes (a menu's curve, a key of the window) is what Undo takes
  // back next: a newcomer who unticked a curve after typing a step's caption was offered "Undo
  // Edit the caption". Showing a deck's step is the dock's doing, not a change of the scene.
  // (A history emptied, a deck opened, is no change to take back.)
  connect(m_history->stack(), &QUndoStack::indexChanged, this, [this] {
    if (!m_showingStep && m_history->stack()->canUndo()) m_undo->setActiveStack(m_history->stack());
  });
  connect(m_decks->stack(), &QUndoStack::indexChanged, this, [this] {
    if (m_decks->stack()->canUndo()) m_undo->setActiveStack(m_decks->stack());
  });
  connect(m_decks, &DeckDocument::status, this,
          [this](const QString& text) { statusBar()->showMessage(text, 4000); });
  for (PlotPanel* p : m_panels) {
    p->plot()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(p->plot(), &QWidget::customContextMenuRequested, this, [this, p](const QPoint& at) {
      QMenu menu(this);
      menu.addAction(tr("&Export this panel…"), this, [this, p] { openExportDialog(false, p); });
      menu.addAction(tr("&Copy image"), this, [this, p] { copyPanel(p); });
      menu.exec(p->plot()->mapToGlobal(at));
    });
  }
  // The panels in the centre, a view at a time; the view bar runs along the top of the window,
  // over the controls too, so that every view's name is whole at 1280 pixels.
  m_view = new ViewArea(m_scene, m_panels, this);
  setCentralWidget(m_view);
  QToolBar* bar = addToolBar(tr("Views"));
  bar->setObjectName("view-toolbar");
  bar->setMovable(false);
  bar->setFloatable(false);
  bar->toggleViewAction()->setEnabled(false);  // the one place views are switched from
  bar->addWidget(m_view->bar());
  // A view chosen after a step: the Steps list no longer marks the step, and the panels draw
  // their companions' curves again.
  connect(m_view, &ViewArea::stepLeft, m_steps, &StepsDock::deselectStep);
  connect(m_view, &ViewArea::stepLeft, this, [this] {
    for (PlotPanel* p : m_panels) p->setDeckCurves(false);
  });
  connect(m_view, &ViewArea::viewChanged, this, &MainWindow::followView);
  m_controls->showSectionsFor(m_view->shownIds(), xUsed());
  const QScreen* screen = QGuiApplication::primaryScreen();
  const bool narrow = screen != nullptr && screen->availableGeometry().width() < 1600;
  // Never below what the controls need: French and German labels are wider than English ones.
  m_controls->setMaximumWidth(std::max(narrow ? 270 : 330, m_controls->minimumSizeHint().width()));
  m_steps->setMaximumWidth(m_controls->maximumWidth());
}

MainWindow::ThemeChoice MainWindow::themeChoice() const { return m_scene.view().theme; }

void MainWindow::setThemeChoice(ThemeChoice t) {
  m_scene.setTheme(t);
  applyTheme();  // also when unchanged: the first call styles the panels
}

void MainWindow::applyTheme() {
  const ThemeChoice t = themeChoice();
  if (t == m_appliedTheme && m_themeApplied) return;
  m_appliedTheme = t;
  m_themeApplied = true;
  if (m_themeGroup != nullptr) {
    for (QAction* a : m_themeGroup->actions())
      a->setChecked(a->data().toInt() == static_cast<int>(t));
  }
  // The widgets around the plots follow too: a forced theme that differs from the system's gets
  // a palette of its own; "follow the system" restores the system's palette.
  static const QPalette systemPalette = QApplication::palette();
  const bool systemDark = systemPalette.color(QPalette::Window).lightness() < 128;
  const bool forced = t == ThemeChoice::HighContrast ||
                      (t != ThemeChoice::System && (t == ThemeChoice::Dark) != systemDark);
  if (!forced) QApplication::setPalette(systemPalette);  // before fromPalette() reads it
  const Theme theme = Theme::forScreen(t);
  if (forced) QApplication::setPalette(theme.palette());
  for (PlotPanel* p : m_panels) p->setTheme(theme);
  if (m_view != nullptr) m_view->placeLegendsAgain();
}

void MainWindow::showError(const QString& title, const QString& message) {
  showWarning(this, title, message);
}

SceneFileData MainWindow::sceneData() const {
  SceneFileData d;
  d.model = m_presenting != nullptr ? m_presenting->presentation().before().model : m_scene.state();
  if (m_presenting != nullptr) d.model.x = m_scene.x();
  d.samples = m_scene.simulator().n();
  // How far the run has got — unless a lecture step runs other settings than those saved.
  d.trainingEpoch = d.model.training == m_scene.training()
                        ? std::min(m_scene.trainingRun().epoch(), d.model.training.epochs)
                        : 0;
  d.view = m_scene.view();  // the view and its panels, lenses, theme, lecture step
  d.view.panels.clear();
  for (const QString& id : m_view->shownIds()) d.view.panels.push_back(id.toStdString());
  d.view.windowState = saveState().toStdString();  // the controls' and steps' docks
  return d;
}

void MainWindow::applySceneData(const SceneFileData& d) {
  if (m_presenting != nullptr) leaveLecture();
  m_scene.setPlaying(false);
  m_history->applyAsStep(d.model, tr("Open scene"));
  m_scene.resetSimulation();
  m_scene.simulateTo(d.samples);
  m_scene.trainingRun().playTo(d.trainingEpoch);
  if (!d.view.windowState.empty()) restoreState(QByteArray::fromStdString(d.view.windowState));
  ViewState view = d.view;
  view.lectureStep = 0;  // entered below, by the lecture view itself
  m_scene.setView(view);
  m_view->syncFromScene();
  followView();  // (a scene opened with a view of its own panels: the curve list's companions)
  applyTheme();
  if (d.view.lectureStep > 0) enterLecture(d.view.lectureStep);
}

bool MainWindow::xUsed() const {
  const QStringList ids = m_view->shownIds();
  return std::any_of(m_panels.cbegin(), m_panels.cend(), [&ids](const PlotPanel* p) {
    return ids.contains(p->panelId()) && p->dependsOnX();
  });
}

void MainWindow::followView() {
  m_controls->showSectionsFor(m_view->shownIds(), xUsed());
  m_controls->curves()->followView();  // (the scene says nothing of its panels)
  updateViewActions();
}

bool MainWindow::openScene(const QString& path) { return m_document->open(path); }

bool MainWindow::openDeck(const QString& path) {
  if (!m_decks->open(path)) return false;
  if (m_presenting != nullptr) leaveLecture();
  // The deck's own scene over the window's: what its steps start from (over a new scene where
  // it clashes with the window's).
  const Deck& d = m_decks->deck();
  SceneFileData now;
  now.model = m_scene.state();
  SceneFileData over = now;
  gelu::model::apply(d.scene, over);
  if (gelu::model::checkScene(over)) {
    over = SceneFileData();
    gelu::model::apply(d.scene, over);
    if (gelu::model::checkScene(over)) over = now;  // not for a parsed deck
  }
  m_history->applyAsStep(over.model, tr("Open deck"));
  statusBar()->showMessage(tr("Deck \"%1\" opened (steps: %2); F5 presents it.")
                               .arg(textIn(d.title, deckLanguage()))
                               .arg(shownSteps(d).size()),
                           8000);
  return true;
}

QString MainWindow::deckFile() const { return m_decks->path(); }

DeckStep MainWindow::currentViewAsStep(int number) const {
  DeckStep step;
  for (const QString& id : m_view->shownIds()) step.panels.push_back(id.toStdString());
  if (step.panels.empty()) step.panels.push_back("pdf-area");
  // The whole scene: a step that names only some fields would show what the window or an earlier
  // step left in the others. Not the draws made or the epoch reached (a step would pin them).
  SceneFileData now;
  now.model = m_scene.state();
  step.scene = gelu::model::changesOf(now, false);
  step.title = tr("Step %1").arg(number).toStdString();
  return step;
}

void MainWindow::showDeckStep(int index) {
  const Deck& d = deck();
  if (index < 0 || index >= static_cast<int>(d.steps.size()) || m_presenting != nullptr) return;
  const DeckStep& step = d.steps[static_cast<std::size_t>(index)];
  SceneFileData now;
  now.model = m_scene.state();
  const SceneFileData target =
      stepSceneOver(d, index, static_cast<int>(step.fragments.size()), now);
  m_showingStep = true;
  m_history->applyAsStep(target.model, tr("Show a step"));
  m_showingStep = false;
  m_view->showPanels(toQt(step.panels));                 // the step's panels, and only those
  for (PlotPanel* p : m_panels) p->setDeckCurves(true);  // drawn as the lecture draws them
  // A newcomer who picked a step's panels took the view's "(changed)" tab for damage done.
  QString title = textIn(step.title, deckLanguage());
  if (title.isEmpty()) title = tr("Step %1").arg(index + 1);
  m_view->noteStep(tr("Showing step %1 of the deck, “%2”. A click on the view's tab above "
                      "shows its own panels again.")
                       .arg(QString::number(index + 1), title));
}

const Deck& MainWindow::deck() const { return m_decks->deck(); }

std::optional<ExportError> MainWindow::saveSceneTo(const QString& path) {
  return m_document->saveTo(path);
}

QString MainWindow::currentFile() const { return m_document->currentFile(); }

QStringList MainWindow::exampleScenes() { return SceneDocument::exampleScenes(); }

QStringList MainWindow::recentFiles() const { return m_document->recentFiles(); }

void MainWindow::updateTitle() {
  // The deck being authored named beside the scene (the built-in lecture is not authored): its
  // file's name, "untitled deck" before it has one, a star while it has unsaved changes. The
  // Steps dock says the same.
  const QString path = m_decks->path();
  const bool authored = !m_decks->isBuiltIn() && !path.startsWith(':');
  QString deck;
  if (authored) {
    deck = (path.isEmpty() ? tr("untitled deck") : QFileInfo(path).fileName()) +
           (m_decks->isModified() ? QStringLiteral("*") : QString());
  }
  QString title = m_document->title();
  if (!deck.isEmpty()) {
    const qsizetype dash = title.lastIndexOf(QStringLiteral(" — "));
    title.insert(dash < 0 ? title.size() : dash, tr(" · deck %1").arg(deck));
  }
  setWindowTitle(title);
  setWindowModified(m_document->isModified());
  m_steps->setDeckName(deck);
}

LectureView* MainWindow::lecture() const {
  return m_presenting != nullptr ? m_presenting->lecture() : nullptr;
}

void MainWindow::enterLecture(int step) {
  m_steps->flushPendingEdit();  // the deck as typed
  if (m_presenting == nullptr) {
    if (!m_decks->hasSteps(tr("Present"))) {
      m_steps->show();
      m_steps->raise();
      return;
    }
    m_history->setPaused(true);     // the lecture's own scene changes are not undo steps
    m_runsBefore = m_scene.runs();  // (given back on leaving: the lecture plays on this Scene)
    if (m_view != nullptr) m_view->setPresenting(true);
    // The window's own look (high contrast and the system's dark included).
    m_presenting = new PresentingSession(m_scene, Theme::forScreen(themeChoice()), deck());
    connect(m_presenting, &PresentingSession::leaveRequested, this, &MainWindow::leaveLecture);
    connect(m_presenting, &PresentingSession::exportAnimationRequested, this,
            &MainWindow::openAnimationDialog);
    m_presenting->start(step);
    return;
  }
  m_presenting->lecture()->setStep(step);
}

int MainWindow::resumeStep() const {
  // A talk left at its last step is over: the next starts at the first.
  const bool over = m_leftStep >= static_cast<int>(shownSteps(m_leftDeck).size());
  return m_leftStep > 0 && !over && m_leftDeck == deck() ? m_leftStep : 1;
}

void MainWindow::leaveLecture() {
  if (m_presenting == nullptr) return;
  PresentingSession* session = m_presenting;
  m_presenting = nullptr;
  if (m_view != nullptr) m_view->setPresenting(false);
  m_leftDeck = session->deck();
  m_leftStep = session->lecture()->step();
  // The window as it was, x and its runs too.
  const ModelState restored = session->presentation().before().model;
  session->stop();         // hears nothing more (a message box's nested loop may delay the delete)
  session->deleteLater();  // (a key of its own may have asked)
  m_leftPresenting.removeAll(nullptr);
  m_leftPresenting << session;
  m_scene.setLectureStep(0);
  m_scene.setState(restored);
  if (m_runsBefore) m_scene.restoreRuns(*m_runsBefore);
  m_runsBefore.reset();
  m_history->setPaused(false);
  activateWindow();
}

void MainWindow::moveX(double delta) { m_scene.setX(snapX(m_scene.x() + delta)); }

QString MainWindow::statusText() const {
  const auto& p = m_scene.params();
  const double x = m_scene.x();
  const auto& sim = m_scene.simulator();
  QString text = tr("x = %1    Φ(x) = %2    GELU(x) = %3")
                     .arg(formatX(x), formatValue(gelu::cdf(x, p.mu, p.sigma)),
                          formatValue(gelu::gelu(x, p.mu, p.sigma), 5));
  if (sim.n() > 0) {
    text += tr("    estimate %1 ± %2 (95%, n = %3)")
                .arg(formatValue(sim.mean(), 5), formatMargin(gelu::soi::kZ95 * sim.stdError(), 5),
                     formatCount(sim.n()));
  }
  return text;
}

void MainWindow::updateStatus() { m_status->setText(statusText()); }

void MainWindow::readSettings() {
  QSettings s;
  const QByteArray geometry = s.value("window/geometry").toByteArray();
  if (geometry.isEmpty() || !restoreGeometry(geometry)) {
    // First start: fill the screen (a lecture-hall laptop is often 1280×720).
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QRect avail = screen ? screen->availableGeometry() : QRect(0, 0, 1600, 950);
    resize(avail.size());
    move(avail.topLeft());
  }
  const QByteArray state = s.value("window/state").toByteArray();
  if (!state.isEmpty()) restoreState(state);  // a corrupt state is ignored by Qt
  // The last view, with its panels as left (unknown ids and views are ignored).
  const QString last = s.value("view/current").toString();
  if (!last.isEmpty()) m_view->showView(last);
  const QStringList panels = s.value("view/panels").toStringList();
  if (!panels.isEmpty()) m_view->showPanels(panels);
  setThemeChoice(gelu::model::parseTheme(s.value("view/theme").toString().toStdString())
                     .value_or(ThemeChoice::System));
  // Said once, at the start: with a read-only home the layout, theme, language and recent files
  // would otherwise be forgotten without a word.
  if (!settingsWritable(s.fileName())) {
    statusBar()->showMessage(
        tr("Settings cannot be saved: '%1' is not writable (the layout, theme and recent files "
           "will be forgotten)")
            .arg(printable(s.fileName())),
        20000);
  }
}

bool MainWindow::settingsWritable(const QString& fileName) {
  const QFileInfo file(fileName);
  if (file.exists()) return file.isFile() && file.isWritable();
  // A file still to be made: the nearest directory that exists must let us make the rest.
  QString path = file.absolutePath();
  while (!QFileInfo::exists(path) && QFileInfo(path).path() != path) path = QFileInfo(path).path();
  const QFileInfo dir(path);
  return dir.isDir() && dir.isWritable();
}

void MainWindow::writeSettings() const {
  QSettings s;
  s.setValue("window/geometry", saveGeometry());
  s.setValue("window/state", saveState());
  s.setValue("view/current", m_view->currentView());
  s.setValue("view/panels", m_view->shownIds());
  s.setValue("view/theme", fromUtf8(gelu::model::themeName(themeChoice())));
}

void MainWindow::restart() {
  // close() asks about unsaved work first; Cancel keeps the window and nothing restarts.
  if (!close()) return;
  QStringList args;
  if (!m_document->currentFile().isEmpty()) args << m_document->currentFile();
  QProcess::startDetached(QCoreApplication::applicationFilePath(), args);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
  const QList<QUrl> urls = e->mimeData()->urls();
  if (urls.size() == 1 && urls.front().isLocalFile()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
  const QList<QUrl> urls = e->mimeData()->urls();
  if (urls.size() != 1 || !urls.front().isLocalFile()) return;
  const QString path = urls.front().toLocalFile();
  e->acceptProposedAction();
  // A deck by its name, or a web page carrying one; anything else is read as a scene or a figure
  // carrying one (a clear line when it is neither).
  if (path.endsWith(QLatin1String(gelu::model::kDeckSuffix)) ||
      (isWebPage(path) && readDeckFile(path, nullptr))) {
    openDeck(path);
  } else {
    openScene(path);
  }
}

void MainWindow::closeEvent(QCloseEvent* e) {
  // Cancel: the window stays, with everything in it.
  m_steps->flushPendingEdit();
  // Both unsaved: one question for the two (a newcomer was asked twice on quitting); Save
  // saves the scene, then the deck, and either cancelled or failed keeps the window.
  const bool both = m_document->isModified() && m_decks->needsSaving();
  const bool goOn =
      both ? askToSave(this, tr("The scene and the deck have unsaved changes."), "maybe-save",
                       [this] { return m_document->save() && m_decks->save(); })
           : m_document->maybeSave() && m_decks->maybeSave();
  if (!goOn) {
    e->ignore();
    return;
  }
  m_runsBefore.reset();  // (closing: no run to play back)
  leaveLecture();
  m_scene.setPlaying(false);
  writeSettings();
  e->accept();
}

}  // namespace ui
