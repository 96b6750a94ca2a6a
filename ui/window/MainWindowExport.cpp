// MainWindow's export jobs: which panels are seen, exporting a panel, the sheet or the data,
// the clipboard copy and the export dialogs. (The export itself is ui/export.)
#include <QApplication>
#include <QClipboard>
#include <QCursor>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProgressDialog>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <algorithm>
#include <string>
#include <vector>

#include "core/io.hpp"
#include "core/model/views.hpp"
#include "ui/export/AnimationDialog.hpp"
#include "ui/export/DialogRows.hpp"
#include "ui/export/ExportDialog.hpp"
#include "ui/export/Handout.hpp"
#include "ui/export/HandoutDialog.hpp"
#include "ui/export/StepVideos.hpp"
#include "ui/export/StepVideosDialog.hpp"
#include "ui/export/WebContent.hpp"
#include "ui/export/WebExportDialog.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/lecture/PresenterConsole.hpp"
#include "ui/lecture/PresentingSession.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/room/WebPage.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/StepsDock.hpp"
#include "ui/window/ViewArea.hpp"

namespace ui {

QList<PlotPanel*> MainWindow::visiblePanels() const { return m_view->shownPanels(); }

PlotPanel* MainWindow::pointedPanel() const {
  for (QWidget* w = QApplication::focusWidget(); w != nullptr; w = w->parentWidget()) {
    if (auto* p = qobject_cast<PlotPanel*>(w)) return p;
  }
  for (PlotPanel* p : visiblePanels()) {
    if (p->rect().contains(p->mapFromGlobal(QCursor::pos()))) return p;
  }
  return nullptr;
}

PlotPanel* MainWindow::currentPanel() const {
  if (PlotPanel* p = pointedPanel()) return p;
  const QList<PlotPanel*> shown = visiblePanels();
  return shown.isEmpty() ? m_panels.first() : shown.first();
}

std::unique_ptr<Stage> MainWindow::figureStage(const QList<SheetCell>& cells) const {
  // The window's panels drawn on a Stage of their own: the live ones never change under the
  // user (no export look put on them and taken off again). The Stage has the Scene's state and
  // view, the run as far as it went and each panel's zoom.
  QStringList ids;
  QList<PlotPanel*> live;
  QList<QRectF> rects;
  for (const SheetCell& c : cells) {
    ids << c.panel->panelId();
    live << c.panel;
    rects << c.rect;
  }
  auto stage = std::make_unique<Stage>(m_scene.state(), m_scene.view(), ids, 0,
                                       (live.isEmpty() ? m_panels.first() : live.first())->theme());
  stage->scene().simulateTo(m_scene.simulator().n());
  stage->scene().trainingRun().trainTo(m_scene.trainingRun().epoch());
  stage->arrange(rects);
  stage->matchViews(live);
  return stage;
}

std::optional<ExportError> MainWindow::exportPanel(PlotPanel* panel, const QString& path,
                                                   const ExportOptions& o) {
  if (panel == nullptr) return ExportError{tr("no panel to export"), true};
  return exportToFile(figureStage(singleCell(panel))->cells(), path, o);
}

std::optional<ExportError> MainWindow::exportSheet(const QString& path, const ExportOptions& o,
                                                   int columns, const QStringList& ids) {
  const QList<PlotPanel*> view = visiblePanels();
  // The view's panels in its order, then any others ticked, in menu order.
  QList<PlotPanel*> shown;
  for (PlotPanel* p : view) {
    if (ids.isEmpty() || ids.contains(p->panelId())) shown << p;
  }
  for (PlotPanel* p : m_panels) {
    if (ids.contains(p->panelId()) && !shown.contains(p)) shown << p;
  }
  if (shown.isEmpty()) return ExportError{tr("no panel is ticked for the sheet"), true};
  QList<SheetCell> cells;
  if (columns > 0) {
    cells = gridCells(shown, columns);
  } else if (shown == view) {
    cells = windowCells(shown, *this);
  } else if (shown.size() <= static_cast<int>(gelu::model::kMaxViewPanels)) {
    // Other panels than the view's: laid out as a view of them would be.
    std::vector<std::string> shownIds;
    for (const PlotPanel* p : shown) shownIds.push_back(p->panelId().toStdString());
    const auto rects = gelu::model::viewCells(shownIds, o.size.width(), o.size.height());
    for (int i = 0; i < shown.size(); ++i) {
      const auto& c = rects[static_cast<std::size_t>(i)];
      cells.push_back({shown[i], QRectF(c.x, c.y, c.width, c.height)});
    }
  } else {
    cells = gridCells(shown, 3);
  }
  const auto stage = figureStage(cells);
  return exportToFile(stage->cells(), path, o);
}

std::optional<ExportError> MainWindow::exportData(const QString& path) {
  const PlotPanel* derivatives = panel("derivatives");
  return writeAtomically(path, visibleCurvesCsv(m_scene, derivatives->isVisible()));
}

QImage MainWindow::panelImage(PlotPanel* panel) const {
  ExportOptions o;
  o.size = panel->size().expandedTo(QSize(ExportOptions::kMinSide, ExportOptions::kMinSide));
  o.scale = std::max(2.0, panel->devicePixelRatioF());
  return renderImage(figureStage(singleCell(panel))->cells(), o);
}

void MainWindow::copyPanel(PlotPanel* panel) {
  if (panel == nullptr) return;
  QApplication::clipboard()->setImage(panelImage(panel));
  statusBar()->showMessage(
      tr("Copied “%1” to the clipboard").arg(panelInfo(panel->panelId())->shortName()), 4000);
}

void MainWindow::openExportDialog(bool sheet, PlotPanel* panel) {
  auto* dialog = new ExportDialog(sheet ? ExportDialog::Mode::Sheet : ExportDialog::Mode::Panel,
                                  m_panels, panel, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  if (sheet) {
    QStringList ids;
    for (PlotPanel* p : visiblePanels()) ids << p->panelId();
    dialog->setSheetPanels(ids);
  }
  dialog->setExporter([this, sheet](const ExportDialog& d) {
    return sheet ? exportSheet(d.path(), d.options(), d.columns(), d.sheetPanels())
                 : exportPanel(d.panel(), d.path(), d.options());
  });
  connect(dialog, &QDialog::accepted, this, [this, dialog] {
    statusBar()->showMessage(tr("Exported %1").arg(dialog->path()), 6000);
  });
  dialog->open();
}

void MainWindow::openAnimationDialog() {
  AnimationDialog::Source source;
  source.scene = sceneData();
  if (lecture() != nullptr) source.scene.model = m_scene.state();  // the step's own state
  for (PlotPanel* p : m_panels)
    source.panels.append({p->panelId(), panelInfo(p->panelId())->shortName()});
  const Theme& look = m_panels.first()->theme();
  source.theme = look.highContrast ? ThemeChoice::HighContrast
                 : look.dark       ? ThemeChoice::Dark
                                   : ThemeChoice::Light;
  if (lecture() != nullptr) {
    source.lectureStep = lecture()->step();
    source.lecturePanels = lecture()->shownPanels();
    const PlayAction play = lecture()->current().play;
    source.lectureSweeps = play == PlayAction::Sweep;
    source.lectureTrains = play == PlayAction::Training;
    source.lectureShade = lecture()->current().shade;
    source.lectureTrace = lecture()->current().trace;
  }
  // One at a time (Ctrl+Alt+E pressed again while it is open brings it back).
  if (auto* open = findChild<AnimationDialog*>(); open != nullptr && open->isVisible()) {
    open->raise();
    open->activateWindow();
    return;
  }
  // The window's own dialog (it outlives a presenting session left while it exports), shown on
  // the presenter's screen: over the console when there is one, else over the audience view.
  auto* dialog = new AnimationDialog(source, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  if (m_presenting != nullptr) {
    QWidget* over = m_presenting->consoleVisible() ? static_cast<QWidget*>(m_presenting->console())
                                                   : static_cast<QWidget*>(lecture());
    dialog->setScreen(over->screen());
    dialog->adjustSize();
    QRect r = dialog->frameGeometry();
    r.moveCenter(over->geometry().center());
    dialog->move(r.topLeft());
  }
  connect(dialog, &QDialog::accepted, this, [this, dialog] {
    statusBar()->showMessage(tr("Exported %1").arg(dialog->job().path), 6000);
  });
  dialog->open();
}

void MainWindow::openHandoutDialog() {
  m_steps->flushPendingEdit();
  if (!m_decks->hasSteps(tr("Export handout"))) return;
  QSettings s;
  QString path = s.value("export/handoutPath").toString();
  if (path.isEmpty()) {
    path = QDir(existingFolder(QStandardPaths::DocumentsLocation)).filePath("gelu-handout.pdf");
  }
  // Paper as the reader's country prints it until one is chosen.
  HandoutOptions remembered;
  const bool us = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
  remembered.paper = parsePaper(s.value("export/handoutPaper", us ? "letter" : "a4").toString())
                         .value_or(HandoutOptions::Paper::A4);
  remembered.stepsPerPage = s.value("export/handoutStepsPerPage", 1).toInt() == 2 ? 2 : 1;
  remembered.notes = s.value("export/handoutNotes", true).toBool();
  const ThemeChoice theme =
      gelu::model::parseTheme(s.value("export/handoutTheme", "light").toString().toStdString())
          .value_or(ThemeChoice::Light);
  auto* dialog = new HandoutDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setPath(path);
  dialog->choose(theme == ThemeChoice::System ? ThemeChoice::Light : theme, remembered);
  dialog->setExporter([this](const HandoutDialog& d) {
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto error =
        exportHandout(deck(), d.path(), deckLanguage(), Theme::forFigure(d.theme()), d.options());
    QApplication::restoreOverrideCursor();
    if (error) return error;
    QSettings settings;
    settings.setValue("export/handoutPath", d.path());
    settings.setValue("export/handoutTheme",
                      QString::fromUtf8(gelu::model::themeName(d.theme()).data()));
    settings.setValue("export/handoutPaper", paperName(d.options().paper));
    settings.setValue("export/handoutStepsPerPage", d.options().stepsPerPage);
    settings.setValue("export/handoutNotes", d.options().notes);
    statusBar()->showMessage(tr("Exported %1").arg(d.path()), 6000);
    return error;
  });
  dialog->open();
}

void MainWindow::openWebExportDialog() {
  m_steps->flushPendingEdit();
  QSettings s;
  QString path = s.value("export/webPath").toString();
  if (path.isEmpty()) {
    path = QDir(existingFolder(QStandardPaths::DocumentsLocation)).filePath("gelu-explorer.html");
  }
  const int steps = static_cast<int>(shownSteps(deck()).size());
  bool questions = false;
  for (const DeckStep& step : deck().steps) questions = questions || step.question.has_value();
  auto* dialog = new WebExportDialog(steps, questions, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setPath(path);
  dialog->setDeck(s.value("export/webDeck", false).toBool());
  dialog->setExporter([this](const WebExportDialog& d) -> std::optional<ExportError> {
    QString error;
    bool ioFailure = true;
    // The page the web edition's build made (the .deb ships it); without it, how to get it.
    const QByteArray page = readWebPage(tr("Export for web"), &error, &ioFailure);
    if (page.isNull()) return ExportError{error, !ioFailure};
    std::optional<WebContent> content;
    if (d.deck()) {
      content = deckWebContent(deck(), d.withoutAnswers(), &error);
      if (!content) return ExportError{error, true};
    } else {
      content = sceneWebContent(sceneData(), currentViewAsStep(1).panels);
    }
    if (auto bad = checkTarget(d.path())) return bad;
    if (auto failed =
            writeAtomically(d.path(), filledWebPage(page, content->json, content->stillHtml))) {
      return failed;
    }
    QSettings settings;
    settings.setValue("export/webPath", d.path());
    settings.setValue("export/webDeck", d.deck());
    statusBar()->showMessage(tr("Exported %1").arg(d.path()), 6000);
    return std::nullopt;
  });
  dialog->open();
}

void MainWindow::openStepVideosDialog() {
  m_steps->flushPendingEdit();
  if (!m_decks->hasSteps(tr("Export step videos"))) return;
  QSettings s;
  QString dir = s.value("export/stepVideosDir").toString();
  if (dir.isEmpty()) dir = QDir(existingFolder(QStandardPaths::MoviesLocation)).filePath("steps");
  const ThemeChoice theme =
      gelu::model::parseTheme(s.value("export/stepVideosTheme", "light").toString().toStdString())
          .value_or(ThemeChoice::Light);
  auto* dialog = new StepVideosDialog(this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setFolder(dir);
  // 1920×1080 and light until chosen otherwise, as slides are projected.
  dialog->choose(s.value("export/stepVideosSize", QSize(1920, 1080)).toSize(),
                 theme == ThemeChoice::System ? ThemeChoice::Light : theme);
  dialog->setExporter([this](const StepVideosDialog& d) -> std::optional<ExportError> {
    // A relative folder under the home folder, not wherever the program was started.
    const QString dir = QDir::home().absoluteFilePath(d.folder());
    const int steps = static_cast<int>(shownSteps(deck()).size());
    QProgressDialog progress(tr("Writing the step videos…"), tr("Cancel"), 0, 1000, this);
    progress.setWindowTitle(tr("Export step videos"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    AnimationJob look;
    look.theme = d.theme();
    look.options.size = d.videoSize();
    look.options.fontScale = canvasFontScale(look.options.size);
    // Before any video is written, the steps are checked at their type, and a step that trains
    // has its run trained then (the lecture's last step): that step is not being written yet.
    const auto labelOf = [](int step, int count, const QString& file, bool checking = false) {
      return checking ? tr("Checking the steps: training the run of step %1 of %2…")
                            .arg(step + 1)
                            .arg(count)
                      : tr("Step %1 of %2: %3").arg(step + 1).arg(count).arg(file);
    };
    // As wide as its longest line from the start: it widened with each longer name, and Cancel
    // moved under the pointer.
    int widest = 0;
    for (int i = 0; i < steps; ++i) {
      for (const bool checking : {false, true}) {
        widest =
            std::max(widest, progress.fontMetrics().horizontalAdvance(labelOf(
                                 i, steps, stepVideoName(deck(), i, deckLanguage()), checking)));
      }
    }
    progress.setMinimumWidth(
        std::min(widest + 4 * progress.fontMetrics().height(),
                 screen() != nullptr ? screen()->availableSize().width() : widest));
    auto error = exportStepVideos(
        deck(), dir, deckLanguage(), look,
        [&](int step, int count, const QString& file, bool checking, int done, int total) {
          progress.setLabelText(labelOf(step, count, file, checking));
          progress.setValue(total > 0 ? static_cast<int>(1000LL * done / total) : 0);
          QCoreApplication::processEvents();
          return !progress.wasCanceled();
        });
    progress.reset();
    if (error && !error->cancelled) return error;  // (the dialog stays, its choices with it)
    // The choices remembered together, once the export ran through or was cancelled.
    QSettings settings;
    settings.setValue("export/stepVideosDir", dir);
    settings.setValue("export/stepVideosSize", d.videoSize());
    settings.setValue("export/stepVideosTheme",
                      QString::fromUtf8(gelu::model::themeName(d.theme()).data()));
    // A cancel is the user's own doing: said in the status bar, and the dialog closes.
    statusBar()->showMessage(error ? tr("Cancelled: no video was written or replaced.")
                                   : tr("Exported %1 videos into %2").arg(steps).arg(dir),
                             8000);
    return std::nullopt;
  });
  dialog->open();
}

void MainWindow::exportCsv(const QString& title, const QString& settingsKey,
                           const QString& defaultName,
                           const std::function<std::optional<QString>(const QString&)>& write) {
  QSettings s;
  QString path = s.value(settingsKey).toString();
  if (path.isEmpty()) {
    path = QDir(existingFolder(QStandardPaths::DocumentsLocation)).filePath(defaultName);
  }
  path = saveFileName(this, title, path, tr("CSV (*.csv)"));
  if (path.isEmpty()) return;
  if (const auto error = write(path)) {
    showError(tr("Export failed"), *error);
    return;
  }
  s.setValue(settingsKey, path);
  statusBar()->showMessage(tr("Exported %1").arg(path), 6000);
}

void MainWindow::openExportDataDialog() {
  exportCsv(tr("Export data"), "export/dataPath", "gelu-curves.csv",
            [this](const QString& path) -> std::optional<QString> {
              if (const auto error = exportData(path)) return error->message;
              return std::nullopt;
            });
}

void MainWindow::openExportTrainingDialog() {
  exportCsv(tr("Export training history"), "export/trainingPath", "gelu-training.csv",
            [this](const QString& path) -> std::optional<QString> {
              const std::string csv = trainingHistoryCsv(*m_scene.trainingRun().snapshot());
              if (const auto e = gelu::io::writeFile(QFile::encodeName(path).toStdString(), csv)) {
                return QString::fromStdString(e->message);
              }
              return std::nullopt;
            });
}

}  // namespace ui
