#include "ui/lecture/LectureView.hpp"

#include <qcustomplot.h>

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <algorithm>
#include <cmath>

#include "core/normal.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/CurveSetPanel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PdfAreaPanel.hpp"

namespace ui {
LectureView::LectureView(Scene& scene, const Theme& theme, QList<LectureStep> steps,
                         QWidget* parent)
    : QWidget(parent),
      m_scene(scene),
      m_theme(theme),
      m_saved(scene.state()),
      m_steps(std::move(steps)) {
  setObjectName("lecture");
  setWindowTitle(tr("GELU Explorer — lecture"));
  setFocusPolicy(Qt::StrongFocus);
  m_theme.fontScale = kFontScale;
  setAutoFillBackground(true);
  QPalette pal = palette();
  pal.setColor(QPalette::Window, m_theme.background);
  pal.setColor(QPalette::WindowText, m_theme.foreground);
  setPalette(pal);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(36, 24, 36, 16);
  layout->setSpacing(10);
  m_caption = new QLabel(this);
  m_caption->setFont(m_theme.font(30.0 / kFontScale, true));  // 30 pt
  m_caption->setWordWrap(true);
  m_formula = new QLabel(this);
  m_formula->setTextFormat(Qt::RichText);
  m_formula->setFont(m_theme.font(24.0 / kFontScale));  // 24 pt
  m_row = new QHBoxLayout;
  m_row->setSpacing(24);
  m_footer = new QLabel(this);
  m_footer->setFont(m_theme.font(14.0 / kFontScale));
  QPalette dim = m_footer->palette();
  dim.setColor(QPalette::WindowText, m_theme.grid.darker(m_theme.dark ? 60 : 160));
  m_footer->setPalette(dim);
  layout->addWidget(m_caption);
  layout->addWidget(m_formula);
  layout->addLayout(m_row, 1);
  layout->addWidget(m_footer);

  for (const QString& id : lecturePanelIds()) {
    PlotPanel* p = createPanel(id, scene).release();
    p->setParent(this);
    p->setTheme(m_theme);
    p->setPresentation(true);
    p->hide();
    m_panels << p;
  }
  // A live formula follows x (the sweep spells the product out: x · Φ(x) = GELU(x)).
  connect(&scene, &Scene::changed, this, [this](int what) {
    if ((what & Scene::kX) && m_step >= 1 && !current().liveFormula.isEmpty()) {
      m_formula->setText(keepFormulasWhole(liveFormula()));
    }
  });
  // One alignment per burst of steps and resizes (a window being dragged larger sends many).
  m_align.setSingleShot(true);
  m_align.setInterval(0);
  connect(&m_align, &QTimer::timeout, this, &LectureView::alignPlots);
  m_sweep.setTimerType(Qt::PreciseTimer);
  connect(&m_sweep, &QTimer::timeout, this, &LectureView::sweepTick);
}

LectureView::~LectureView() {
  m_scene.setPlaying(false);
  m_scene.trainingRun().setPlaying(false);
}

PlotPanel* LectureView::panel(const QString& id) const {
  for (PlotPanel* p : m_panels) {
    if (p->panelId() == id) return p;
  }
  return nullptr;
}

const LectureStep& LectureView::current() const { return m_steps[m_step - 1]; }

QStringList LectureView::shownPanels() const {
  return m_step >= 1 ? current().panels : QStringList();
}

// As read (the no-break spaces that keep formulas whole are spaces).
QString LectureView::caption() const { return m_caption->text().replace(QChar(0x00A0), ' '); }
QString LectureView::formula() const { return m_formula->text().replace(QChar(0x00A0), ' '); }

void LectureView::setStep(int step) {
  if (m_steps.isEmpty()) return;
  step = std::clamp(step, 1, stepCount());
  if (step == m_step) return;
  m_step = step;
  m_scene.setLectureStep(step);  // the Scene keeps it: saved scenes reopen at this step
  m_sweep.stop();
  const LectureStep& info = current();
  if (!info.curves.isEmpty()) m_scene.setCurves(info.curves);
  if (info.play != PlayAction::Simulation || info.resetSimulation) m_scene.setPlaying(false);
  // A training step starts from epoch 0: the same seed plays the same run in every lecture.
  if (info.training) m_scene.setTraining(*info.training);
  if (info.play == PlayAction::Training) {
    m_scene.trainingRun().reset();
  } else {
    m_scene.trainingRun().setPlaying(false);
  }
  if (info.grid) m_scene.setGridMode(*info.grid);
  if (info.resetSimulation) m_scene.resetSimulation();
  if (auto* pdf = qobject_cast<PdfAreaPanel*>(panel("pdf-area"))) pdf->setAreaShown(info.shade);
  if (auto* curves = qobject_cast<CurveSetPanel*>(panel("activations"))) {
    curves->setTrace(info.trace);
  }

  while (m_row->count() > 0) delete m_row->takeAt(0);  // the item, not the panel
  for (PlotPanel* p : m_panels) p->setVisible(info.panels.contains(p->panelId()));
  for (const QString& id : info.panels) {
    if (PlotPanel* p = panel(id)) m_row->addWidget(p, 1);
  }
  m_caption->setText(keepFormulasWhole(info.caption));
  m_formula->setText(keepFormulasWhole(info.liveFormula.isEmpty() ? info.formula : liveFormula()));
  // P does something only where there is something to play.
  const QString play = info.play == PlayAction::Sweep        ? tr(" · P sweep x")
                       : info.play == PlayAction::Simulation ? tr(" · P play/pause")
                       : info.play == PlayAction::Training   ? tr(" · P train/pause")
                                                             : QString();
  m_play = play;
  updateFooter();
  m_align.start();  // once the row is laid out
  emit stepChanged(step);
}

void LectureView::updateFooter() {
  // The slide number stays; the keys are the presenter's, shown until the first key shows
  // that the presenter knows them (H shows or hides them again).
  QString text = tr("Step %1 of %2").arg(m_step).arg(stepCount());
  if (m_keysShown) {
    text +=
        "    " + tr("→ next · ← back%1 · +/− move x · H hides the keys · Esc leave").arg(m_play);
  }
  m_footer->setText(text);
}

void LectureView::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  m_align.start();
}

void LectureView::alignPlots() {
  QList<PlotPanel*> row;
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id); p != nullptr && p->isVisible()) row << p;
  }
  if (row.size() < 2) {
    for (PlotPanel* p : row) p->alignPlotTo({});
    return;
  }
  // Each plot laid out on its own first, then all brought to the lowest top and highest bottom
  // — unless that would take a plot below three quarters of its height (a Monte Carlo plot
  // squeezed by its coins, legend and tally): the audience then sees whole plots, unaligned.
  double top = -1e9, bottom = 1e9;
  for (PlotPanel* p : row) {
    p->alignPlotTo({});
    const QRect area = p->plotArea();
    const QPoint at = p->plot()->mapTo(this, area.topLeft());
    top = std::max(top, double(at.y()));
    bottom = std::min(bottom, double(at.y() + area.height()));
  }
  for (PlotPanel* p : row) {
    if (bottom - top < 0.75 * p->plotArea().height()) return;
  }
  for (PlotPanel* p : row) {
    const QRect area = p->plotArea();
    const double offset = p->plot()->mapTo(this, QPoint(0, 0)).y();
    p->alignPlotTo(QRectF(area.left(), top - offset, area.width(), bottom - top));
  }
}

QString LectureView::liveFormula() const {
  const auto& p = m_scene.params();
  const double x = m_scene.x();
  QString text = current().liveFormula;
  text.replace("{x}", formatX(x));
  text.replace("{cdf}", formatValue(gelu::cdf(x, p.mu, p.sigma)));
  text.replace("{gelu}", formatValue(gelu::gelu(x, p.mu, p.sigma)));
  return text;
}

void LectureView::togglePlay() {
  if (m_step < 1) return;
  switch (current().play) {
    case PlayAction::None:
      return;  // nothing to play here
    case PlayAction::Sweep:
      if (m_sweep.isActive()) {
        m_sweep.stop();
        return;
      }
      if (m_scene.x() >= m_scene.xMax() - 0.01) m_scene.setX(m_scene.xMin());
      m_sweep.start(30);
      return;
    case PlayAction::Simulation:
      m_scene.togglePlaying();
      return;
    case PlayAction::Training:
      m_scene.trainingRun().togglePlaying();
      return;
  }
}

void LectureView::sweepTick() {
  // A fixed increment per tick: the same frames on every run.
  const double next = snapX(m_scene.x() + 0.02);
  if (next > m_scene.xMax()) {
    m_sweep.stop();
    return;
  }
  m_scene.setX(next);
}

void LectureView::keyPressEvent(QKeyEvent* e) {
  if (e->keyCombination() == QKeyCombination(Qt::CTRL | Qt::ALT, Qt::Key_E)) {
    emit exportAnimationRequested();  // this step's animation, as File ▸ Export animation…
    return;
  }
  const int key = e->key();
  if (key == Qt::Key_H) {
    m_keysShown = !m_keysShown;
    updateFooter();
    return;
  }
  if (m_keysShown) {
    m_keysShown = false;
    updateFooter();
  }
  switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
      setStep(m_step + 1);
      break;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
      setStep(m_step - 1);
      break;
    case Qt::Key_Home:
      setStep(1);
      break;
    case Qt::Key_End:
      setStep(stepCount());
      break;
    case Qt::Key_P:
      togglePlay();
      break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      m_scene.setX(snapX(m_scene.x() + 0.1));
      break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
      m_scene.setX(snapX(m_scene.x() - 0.1));
      break;
    case Qt::Key_Escape:
    case Qt::Key_F5:
      emit leaveRequested();
      break;
    default:
      if (key >= Qt::Key_1 && key <= Qt::Key_9 && key - Qt::Key_0 <= stepCount()) {
        setStep(key - Qt::Key_0);
        break;
      }
      QWidget::keyPressEvent(e);
      return;
  }
  e->accept();
}

}  // namespace ui
