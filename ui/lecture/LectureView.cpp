#include "ui/lecture/LectureView.hpp"

#include "core/model/scene_file.hpp"
#include "core/training_cost.hpp"

#include <qcustomplot.h>

#include <QBoxLayout>
#include <QGridLayout>
#include <QLabel>
#include <QMap>
#include <algorithm>
#include <cmath>

#include "core/model/views.hpp"
#include "core/normal.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/CurveSetPanel.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PdfAreaPanel.hpp"
#include "ui/panels/qcp/PanelPlot.hpp"

namespace ui {

namespace {
/// The share of the slide a row of plots keeps under its texts (textsGiveWay()).
constexpr double kPlotShare = 0.4;
}  // namespace
LectureView::LectureView(Scene& scene, const Theme& theme, gelu::model::Presentation& presentation,
                         QWidget* parent)
    : QWidget(parent), m_scene(scene), m_theme(theme), m_presentation(presentation) {
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
  layout->setContentsMargins(kLectureSideMargin, 24, kLectureSideMargin, 16);
  layout->setSpacing(10);
  m_caption = new MathLabel(this);  // (its type and the formulas': fitTexts())
  m_caption->setWordWrap(true);
  m_caption->setPlainText(true);    // a deck's text shows as typed, its $…$ typeset
  m_formula = new MathLabel(this);  // the step's formulas, typeset on lines of their own
  m_formula->setWordWrap(true);
  // The texts as tall as their lines at their width: the panels give way, never a formula's
  // bottom nor a caption's second line. (Minimum, not Fixed: a layout holds a Fixed widget to
  // its size hint, one unbroken line, whatever its height for its width.)
  m_caption->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
  m_formula->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
  m_caption->setContextMenuPolicy(Qt::NoContextMenu);  // (see addPanel())
  m_formula->setContextMenuPolicy(Qt::NoContextMenu);
  m_grid = new QGridLayout;
  m_grid->setSpacing(24);
  m_footer = new QLabel(this);
  m_footer->setObjectName("lecture-footer");
  m_footer->setFont(m_theme.font(14.0 / kFontScale));
  QPalette dim = m_footer->palette();
  // Dim beside the slide's text, yet 4.5:1 off the background as small text must be (3.6:1 was).
  dim.setColor(QPalette::WindowText,
               m_theme.readable(m_theme.grid.darker(m_theme.dark ? 60 : 160)));
  m_footer->setPalette(dim);
  m_textRoom = new QWidget(this);  // (holdTextRoom())
  m_textRoom->setVisible(false);
  layout->addWidget(m_caption);
  layout->addWidget(m_formula);
  layout->addWidget(m_textRoom);
  layout->addLayout(m_grid, 1);
  layout->addWidget(m_footer);

  // The built-in lecture's panels now; any other a deck shows when its step is first entered.
  for (const QString& id : lecturePanelIds()) addPanel(id);
  // A live formula follows x (the sweep spells the product out: x · Φ(x) = GELU(x)).
  connect(&scene, &Scene::changed, this, [this](int what) {
    if ((what & Scene::kX) && step() >= 1 && !current().liveFormula.empty()) showTexts(true);
  });
  // One alignment per burst of steps and resizes (a window being dragged larger sends many).
  m_align.setSingleShot(true);
  m_align.setInterval(0);
  connect(&m_align, &QTimer::timeout, this, &LectureView::alignPlots);
  m_sweep.setTimerType(Qt::PreciseTimer);
  connect(&m_sweep, &QTimer::timeout, this, &LectureView::sweepTick);
  m_tween.setTimerType(Qt::PreciseTimer);
  connect(&m_tween, &QTimer::timeout, this, &LectureView::tweenTick);
  fitTexts();
}

LectureView::~LectureView() {
  m_scene.setPlaying(false);
  m_scene.trainingRun().setPlaying(false);
}

PlotPanel* LectureView::addPanel(const QString& id) {
  if (PlotPanel* p = panel(id)) return p;
  if (!gelu::model::contains(gelu::model::panelIds(), id.toStdString())) return nullptr;
  PlotPanel* p = createPanel(id, m_scene).release();
  p->setParent(this);
  p->setTheme(m_theme);
  p->setPresentation(true);
  p->hide();
  // No Copy-text menu on the projector: a right-click there opens nothing the audience sees.
  for (MathLabel* l : p->findChildren<MathLabel*>()) l->setContextMenuPolicy(Qt::NoContextMenu);
  m_panels << p;
  return p;
}

PlotPanel* LectureView::panel(const QString& id) const {
  for (PlotPanel* p : m_panels) {
    if (p->panelId() == id) return p;
  }
  return nullptr;
}

QStringList LectureView::shownPanels() const {
  return step() >= 1 ? toQt(current().panels) : QStringList();
}

// As read (the no-break spaces that keep formulas whole are spaces).
QString LectureView::caption() const { return m_caption->text().replace(QChar(0x00A0), ' '); }
QString LectureView::formula() const { return m_formulaLines.join('\n'); }

SceneFileData LectureView::now() const {
  SceneFileData d;
  d.model = m_scene.state();
  return d;
}

void LectureView::setStep(int step, int fragments) {
  finishTween();
  showMove(m_presentation.goTo(step, fragments, now()));
}

bool LectureView::next() {
  finishTween();
  const gelu::model::Move move = m_presentation.next(now());
  showMove(move);
  return move.moves();
}

void LectureView::back() {
  finishTween();
  showMove(m_presentation.back(now()));
}

void LectureView::showMove(const gelu::model::Move& move) {
  if (!move.moves()) return;
  m_plan = move.plan;
  const DeckStep& info = current();
  if (move.entersStep) {
    setWindowTitle(tr("GELU Explorer — lecture, step %1 of %2").arg(move.to.step).arg(stepCount()));
    m_scene.setLectureStep(move.to.step);  // the Scene keeps it: saved scenes reopen at this step
    m_sweep.stop();
    if (m_plan.play != PlayAction::Simulation || m_plan.resetSimulation) m_scene.setPlaying(false);
    // Resets first: a step that names its draws or its epoch gets them (applyProgress).
    if (m_plan.resetSimulation) m_scene.resetSimulation();
    // A training step starts from epoch 0: the same seed plays the same run in every lecture.
    if (m_plan.play == PlayAction::Training) {
      m_scene.trainingRun().reset();
    } else {
      m_scene.trainingRun().setPlaying(false);
    }
  }
  // The draws and the epoch a step names, once the numbers have arrived (moving x, μ or σ
  // starts the run again).
  m_pendingSamples = m_plan.samples;
  m_pendingEpoch = m_plan.epoch;
  if (move.entersStep) {
    // A playing step opens showing its first draws or epochs, not an empty plot — unless the
    // run is further already and was made in this presentation.
    if (!m_pendingSamples && m_plan.openingSamples > 0 &&
        (m_plan.resetSimulation || !m_runMade || m_scene.simulator().n() < m_plan.openingSamples)) {
      m_pendingSamples = m_plan.openingSamples;
    }
    if (m_plan.play == PlayAction::Simulation || m_plan.resetSimulation || m_plan.samples)
      m_runMade = true;
    if (!m_pendingEpoch && m_plan.openingEpoch > 0) {
      // At most a quarter of a second of training at the step's start (the cost model's).
      const double perEpoch = gelu::training::secondsPerEpoch(
          gelu::model::trainingShape(move.target.model.training, m_scene.library()));
      const int affordable = static_cast<int>(0.25 / std::max(perEpoch, 1e-9));
      if (const int epochs = std::min(m_plan.openingEpoch, affordable); epochs > 0)
        m_pendingEpoch = epochs;
    }
  }
  const ModelState& to = move.target.model;
  if (move.seconds <= 0 ||
      (to.x == m_scene.x() && to.mu == m_scene.mu() && to.sigma == m_scene.sigma())) {
    m_scene.setState(to);
    applyProgress();
  } else {
    m_tweenFrom = m_scene.state();
    m_tweenTo = to;
    m_tweenSeconds = move.seconds;
    m_tweenClock.start();
    m_tween.start(30);
    tweenTick();
  }
  // A fragment within the step shown changes only the texts (and the numbers, above); a view
  // that has not shown this step yet (the console's preview, one key ahead of the audience)
  // lays out its panels too.
  if (!move.entersStep && m_arrangedStep == move.to.step) {
    // Back to an earlier fragment: its texts as they were first decided, from full type and
    // every line (what a later fragment gave up is not its own).
    if (move.to.fragment < move.from.fragment) {
      m_textCap = 1.0;
      m_cutFrom = 1;
      // The panels' type as it was shown there (a later fragment may have made it smaller).
      if (const auto shown = m_fragmentPanelType.find(move.to.fragment);
          shown != m_fragmentPanelType.end() && shown->second != m_panelType) {
        retypePanels(shown->second);
      }
    } else {
      m_fragmentPanelType[move.from.fragment] = m_panelType;
    }
    // Going forward the plots keep the tick counts of the fragment they were first held at (a
    // fragment's texts may leave them a few pixels taller or shorter); back before it, each
    // fragment is laid out afresh, as the step entered there would be.
    if (m_ticksHeldAt != INT_MAX && move.to.fragment < m_ticksHeldAt) {
      for (PlotPanel* p : m_panels) p->holdTicks(false);
      m_ticksHeldAt = INT_MAX;
    } else if (move.to.fragment > move.from.fragment && m_ticksHeldAt == INT_MAX) {
      for (PlotPanel* p : m_panels) p->holdTicks(p->isVisible());
      m_ticksHeldAt = move.from.fragment;
    }
    showTexts();
    updateFooter();  // (its dots)
    // Its new lines may leave the plots short: the texts may give way further (going forward,
    // their type never grows back within a step, nor do lines cut come back).
    m_textsGaveWayAt = QSize();
    m_textsToCheck = false;
    m_align.start();
    return;
  }
  m_arrangedStep = move.to.step;
  m_heldRoom = 0;  // (a new step: its own texts' room, measured again)
  m_textsMost = 0;
  // The texts at their full type again (a step's fragments keep what textsGiveWay() decided).
  m_textCap = 1.0;
  m_cutFrom = 1;
  m_typedRow.clear();  // (and the panels' type: alignPlots())
  m_fragmentPanelType.clear();
  m_textsGaveWayAt = QSize();
  m_textsToCheck = false;
  for (PlotPanel* p : m_panels) p->holdTicks(false);
  m_ticksHeldAt = INT_MAX;
  // A step's legends start at their own type and place: alignPlots() sets them in one again
  // and tries the ones under their plots inside again, on the step's own data.
  for (PlotPanel* p : m_panels) p->setLegendTypeCap(0);
  m_legendTypeAt = QSize();
  m_legendsInsideAt.fill(QSize());
  for (PlotPanel* p : m_panels) p->setStepLooks(m_plan.shade, m_plan.trace);
  const QStringList ids = toQt(info.panels);
  for (const QString& id : ids) addPanel(id);
  for (PlotPanel* p : m_panels) {
    p->setVisible(ids.contains(p->panelId()));
    if (ids.contains(p->panelId())) p->setCompanions(ids);  // coloured as the step's figure
  }
  showTexts();
  arrangePanels();
  // P does something only where there is something to play.
  const QString play = m_plan.play == PlayAction::Sweep        ? tr(" · P sweep x")
                       : m_plan.play == PlayAction::Simulation ? tr(" · P play/pause")
                       : m_plan.play == PlayAction::Training   ? tr(" · P train/pause")
                                                               : QString();
  m_play = play;
  updateFooter();
  m_align.start();  // once the row is laid out
  if (move.entersStep) emit stepChanged(move.to.step);
}

void LectureView::finishTween() {
  if (!m_tween.isActive()) return;
  m_tween.stop();
  m_scene.setState(m_tweenTo);
  applyProgress();
  m_align.start();  // (the legends are tried inside on the data the move arrived at)
}

void LectureView::applyProgress() {
  if (m_pendingSamples) {
    m_scene.resetSimulation();
    m_scene.simulateTo(*m_pendingSamples);
  }
  if (m_pendingEpoch) m_scene.trainingRun().trainTo(*m_pendingEpoch);
  m_pendingSamples.reset();
  m_pendingEpoch.reset();
}

void LectureView::tweenTick() {
  const double t = std::min(1.0, m_tweenClock.elapsed() / (1000.0 * m_tweenSeconds));
  if (t >= 1) {
    finishTween();
    return;
  }
  m_scene.setState(gelu::model::tweened(m_tweenFrom, m_tweenTo, t));
}

void LectureView::showTexts(bool live) {
  setTexts(fragment());
  if (live) {
    // A live formula's numbers changed (each tween or sweep tick): the room held stays, not
    // measured again over every later fragment at each tick.
    fitShownTexts(m_textFactor);
    holdTextRoom(m_textFactor, false);
    return;
  }
  fitTexts(1.0);
}

void LectureView::setTexts(int fragments) {
  const std::string language = deckLanguage().toStdString();
  QStringList lines = toQt(m_presentation.formulaLines(language, fragments));
  if (!current().liveFormula.empty() && !lines.isEmpty()) lines.first() = liveFormula();
  m_caption->setText(keepFormulasWhole(fromUtf8(m_presentation.caption(language, fragments))));
  // A step without a caption (or formulas) gives their lines to the panels: an empty label
  // kept a line of caption type, a blank band over the plots.
  m_caption->setHidden(m_caption->text().isEmpty());
  m_formulaLines = lines;
  m_formulaFrom = 1;
  m_deepestCut = gelu::model::deepestFormulaCut(toStd(lines));
  showFormulaLines();
}

int LectureView::textsHeight() const {
  const QMargins margins = layout()->contentsMargins();
  const int width = this->width() - margins.left() - margins.right();
  int tall = 0;
  int shown = 0;
  for (const MathLabel* text : {m_caption, m_formula}) {
    if (text->isHidden()) continue;
    tall += text->heightForWidth(width);
    ++shown;
  }
  return tall + (shown == 2 ? layout()->spacing() : 0);
}

int LectureView::heldTextsHeight() const {
  return textsHeight() + (m_textRoom->isVisible() ? m_textRoom->height() + layout()->spacing() : 0);
}

void LectureView::fitTexts(double start) {
  fitShownTexts(start);
  holdTextRoom(start);
}

void LectureView::holdTextRoom(double start, bool lookAhead) {
  // A step's plots keep their size as its fragments arrive (step 3's shrank as its derivation
  // grew, then grew back as it was cut): under the texts stands the room the step's texts have
  // taken and the tallest later ones will take, each fitted as it will be (from the same type,
  // with the same lines cut) — never more than leaves the plots their 40% of the slide
  // (m_textsMost, measured once the row is lined up): a later text over that gives way as its
  // own fragment arrives (textsGiveWay()).
  const int texts = textsHeight();
  int room = texts;
  if (m_textsMost > 0) {
    int later = m_heldRoom;
    const int at = fragment();
    const int last = step() >= 1 ? static_cast<int>(current().fragments.size()) : 0;
    if (lookAhead && at < last) {
      for (int k = at + 1; k <= last; ++k) {
        setTexts(k);
        fitShownTexts(start);
        later = std::max(later, textsHeight());
      }
      setTexts(at);  // (fitted again as before: the same texts from the same type)
      fitShownTexts(start);
    }
    room = std::max(texts, std::min(later, m_textsMost));
  }
  m_heldRoom = std::max(m_heldRoom, std::min(room, m_textsMost > 0 ? m_textsMost : room));
  const int spare = room - texts - layout()->spacing();
  m_textRoom->setFixedHeight(std::max(0, spare));
  m_textRoom->setVisible(spare > 0);
}

void LectureView::showFormulaLines() {
  // The first line (the step's own formula), a ⋮ for the lines cut, then the latest lines; the
  // rows of a derivation aligned at their relations (displayFormulas).
  QString display;
  for (const std::string& f : gelu::model::displayFormulas(toStd(m_formulaLines), m_formulaFrom)) {
    display += "$$" + fromUtf8(f) + "$$";
  }
  m_formula->setText(display);
  m_formula->setHidden(display.isEmpty());
}

void LectureView::fitShownTexts(double start) {
  // The texts take what they need up to 60% of the height when panels are shown below them (so
  // that a plot keeps room to be read), all of it when none are, and a formula line (which
  // cannot wrap) at most the width. Beyond that their type shrinks as a slide's text shrinks on
  // overflow — never below 80% of its size, where a projector's back row would start to lose
  // it: then a long derivation is cut instead, its oldest lines after the step's own formula
  // giving way to a ⋮ (the latest line, the one just revealed, always shown); only a text that
  // still does not fit makes the panels give way (the texts' Minimum policy).
  constexpr double kCaptionPoints = kLectureCaptionPoints, kFormulaPoints = kLectureFormulaPoints,
                   kSmallest = kLectureSmallestText;
  const QMargins margins = layout()->contentsMargins();
  const int width = this->width() - margins.left() - margins.right();
  const int room = height() - margins.top() - margins.bottom() - m_footer->sizeHint().height() -
                   3 * layout()->spacing();
  const double share = shownPanels().isEmpty() ? room : 0.6 * room;
  // How far over its room the text is at `factor` of its type (≤ 1: it fits).
  const auto over = [&](double factor) {
    m_caption->setFont(m_theme.font(kCaptionPoints * factor / kFontScale, true));
    m_formula->setFont(m_theme.font(kFormulaPoints * factor / kFontScale));
    const double tall = (m_caption->isHidden() ? 0 : m_caption->heightForWidth(width)) +
                        (m_formula->isHidden() ? 0 : m_formula->heightForWidth(width));
    return std::max(tall / share, m_formula->idealWidth() / width);
  };
  double factor = std::min(start, m_textCap);
  if (width <= 0 || room <= 0) {
    over(factor);
    m_textFactor = factor;
    return;
  }
  // Lines rewrap as the type shrinks: a few steps, each scaled by how much is still over.
  if (m_formulaFrom != 1) {  // (a resize: from the whole derivation again)
    m_formulaFrom = 1;
    showFormulaLines();
  }
  double ratio = over(factor);
  for (int i = 0; i < 8 && ratio > 1.0 && factor > kSmallest; ++i) {
    factor = std::max(kSmallest, factor / std::min(2.0, ratio) * 0.99);
    ratio = over(factor);
  }
  while (ratio > 1.0 && m_formulaFrom < m_deepestCut) {
    ++m_formulaFrom;
    showFormulaLines();
    ratio = over(factor);
  }
  // A row of short plots asked for the lines before m_cutFrom cut (textsGiveWay()): the latest
  // always shown.
  if (const int from = std::min(m_cutFrom, m_deepestCut); from > m_formulaFrom) {
    m_formulaFrom = from;
    showFormulaLines();
  }
  m_textFactor = factor;
  shortenCaption(factor, width);
}

void LectureView::shortenCaption(double factor, int width) {
  // A caption whose last line holds a few words is set a line shorter where type at least 85% of
  // its size does it, no smaller than the texts' smallest: a line of the slide goes to its
  // plots instead (step 4 at 720p: "… and outputs 0 / otherwise." took ≈ 60 px from them). The
  // formulas keep their type. A caption that would need more shrinking keeps its lines.
  constexpr double kAtMost = 0.85;
  if (m_caption->text().isEmpty() || width <= 0) return;
  const auto linesAt = [&](double f) {
    m_caption->setFont(m_theme.font(kLectureCaptionPoints * f / kFontScale, true));
    const int line = std::max(1, m_caption->sizeHint().height());
    return static_cast<int>(std::lround(double(m_caption->heightForWidth(width)) / line));
  };
  // Each try typesets the caption again: decided once per caption, width and type.
  const QString key = QStringLiteral("%1|%2|%3").arg(width).arg(factor).arg(m_caption->text());
  if (key == m_captionFor) {
    linesAt(m_captionFactor);
    return;
  }
  m_captionFor = key;
  m_captionFactor = factor;
  const int lines = linesAt(factor);
  const double lowest = std::max(kLectureSmallestText, kAtMost * factor);
  if (lines < 2 || lowest >= factor || linesAt(lowest) >= lines) {
    linesAt(factor);
    return;
  }
  // The largest type that saves the line, to a hundredth of the size.
  double fits = lowest, fails = factor;
  while (fails - fits > 0.01) {
    const double mid = (fits + fails) / 2;
    (linesAt(mid) < lines ? fits : fails) = mid;
  }
  m_captionFactor = fits;
  linesAt(fits);
}

void LectureView::updateFooter() {
  // The slide number stays; the keys are the presenter's, shown until the first key shows
  // that the presenter knows them (H shows or hides them again).
  QString text = tr("Step %1 of %2").arg(step()).arg(stepCount());
  // Where in its fragments a step is: a dot each, filled to the one shown (said in words to a
  // screen reader).
  QString spoken = text;
  if (const int parts = static_cast<int>(current().fragments.size()) + 1; parts > 1) {
    text += QStringLiteral("  ");
    for (int i = 0; i < parts; ++i) text += i <= fragment() ? QChar(0x25CF) : QChar(0x25CB);
    spoken = tr("Step %1 of %2, part %3 of %4")
                 .arg(step())
                 .arg(stepCount())
                 .arg(fragment() + 1)
                 .arg(parts);
  }
  m_footer->setAccessibleName(spoken);
  if (m_keysShown) {
    text +=
        "    " +
        tr("→ next · ← back%1 · +/− move x · ? all keys · H hides these · Esc leave").arg(m_play);
  }
  m_footer->setText(text);
}

void LectureView::setKeysShown(bool shown) {
  if (shown == m_keysShown) return;
  m_keysShown = shown;
  updateFooter();
}

void LectureView::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  m_heldRoom = 0;
  m_textsMost = 0;
  m_textCap = 1.0;
  m_cutFrom = 1;
  m_fragmentPanelType.clear();  // (decided again at this size)
  for (PlotPanel* p : m_panels) p->holdTicks(false);
  m_ticksHeldAt = INT_MAX;
  m_textsGaveWayAt = QSize();
  m_textsToCheck = false;
  fitTexts();
  m_align.start();
}

void LectureView::settle() {
  finishTween();  // numbers at their values, as they will be when the move has arrived
  if (layout() != nullptr) layout()->activate();
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id)) {
      if (p->layout() != nullptr) p->layout()->activate();
      p->refresh();
    }
  }
  m_align.stop();
  alignPlots();
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id)) p->plot()->replot(QCustomPlot::rpImmediateRefresh);
  }
}

bool LectureView::arrangePanels() {
  QList<PlotPanel*> shown;
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id)) shown << p;
  }
  // The panels' area: the grid's once laid out, else the slide less the texts' share.
  const QRect area = m_grid->geometry().isValid() && !m_grid->geometry().isEmpty()
                         ? m_grid->geometry()
                         : QRect(0, 0, width(), static_cast<int>(0.6 * height()));
  // Four panels as a view lays them out (two rows of two on a slide's shape); fewer in a row:
  // at the lecture's type a plot under a second row's ticks and labels keeps too little height.
  std::vector<gelu::model::Cell> cells;
  if (shown.size() == 4) {
    cells = gelu::model::viewCells(4, area.width(), area.height());
  } else {
    for (int i = 0; i < static_cast<int>(shown.size()); ++i) {
      cells.push_back({double(i) / double(shown.size()), 0, 1.0 / double(shown.size()), 1});
    }
  }
  int columns = 1, rows = 1;
  for (const gelu::model::Cell& c : cells) {
    columns = std::max(columns, static_cast<int>(std::lround(1.0 / c.width)));
    rows = std::max(rows, static_cast<int>(std::lround(1.0 / c.height)));
  }
  QString shape = QString::number(columns) + 'x' + QString::number(rows);
  for (PlotPanel* p : shown) shape += ' ' + p->panelId();
  if (shape == m_gridShape) return false;
  m_gridShape = shape;
  while (m_grid->count() > 0) delete m_grid->takeAt(0);  // the item, not the panel
  for (int k = 0; k < 4; ++k) {
    m_grid->setColumnStretch(k, 0);
    m_grid->setRowStretch(k, 0);
  }
  for (int i = 0; i < static_cast<int>(shown.size()) && i < static_cast<int>(cells.size()); ++i) {
    const gelu::model::Cell& c = cells[static_cast<std::size_t>(i)];
    const int column = static_cast<int>(std::lround(c.x * columns));
    const int row = static_cast<int>(std::lround(c.y * rows));
    m_grid->addWidget(shown[i], row, column, static_cast<int>(std::lround(c.height * rows)),
                      static_cast<int>(std::lround(c.width * columns)));
    // In a row, the Monte Carlo panel (coins, plot, legend and tally stacked) and the training
    // panel (its networks' maps, named, over the losses) take a wider share; in a grid, the
    // columns are even.
    const QString id = shown[i]->panelId();
    const bool wide = rows == 1 && (id == "monte-carlo" || id == "training");
    m_grid->setColumnStretch(column, rows == 1 ? (wide ? 3 : 2) : 1);
    m_grid->setRowStretch(row, 1);
  }
  return true;
}

void LectureView::alignPlots() {
  if (arrangePanels() && layout() != nullptr) layout()->activate();
  QList<PlotPanel*> shown;
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id); p != nullptr && p->isVisible()) shown << p;
  }
  // A new arrangement starts with its legends where each panel puts them.
  QStringList ids;
  for (PlotPanel* p : shown) ids << p->objectName();
  ids << m_gridShape;
  // A new arrangement, or a new size, starts at the lecture's type.
  if (ids != m_typedRow || size() != m_typedAt) {
    m_typedRow = ids;
    m_typedAt = size();
    if (m_panelType != 1.0) {
      setPanelType(1.0);
      m_alignedRow.clear();
    }
  }
  if (ids != m_alignedRow) {
    m_alignedRow = ids;
    m_legendsDidNotHelpAt.fill(QSize());
    m_legendsBesideAt.fill(QSize());
    m_legendsInsideAt.fill(QSize());
    for (auto& moved : m_legendsMovedInside) {
      for (PlotPanel* p : moved) {
        if (p != nullptr) p->setLegendInPlot(false);  // (hidden now, perhaps)
      }
      moved.clear();
    }
    for (PlotPanel* p : shown) {
      p->setLegendInPlot(false);
      p->setLegendBeside(false);
    }
    for (PlotPanel* p : m_panels) p->setLegendTypeCap(0);
    m_legendTypeAt = QSize();
  }
  // The legends in one type for the size they were set in one at; at another each starts at its
  // own again.
  if (m_legendTypeAt.isValid() && m_legendTypeAt != size()) {
    for (PlotPanel* p : m_panels) p->setLegendTypeCap(0);
    m_legendTypeAt = QSize();
  }
  // Row by row of the grid.
  QMap<int, QList<PlotPanel*>> rows;
  for (PlotPanel* p : shown) {
    const int index = m_grid->indexOf(p);
    if (index < 0) continue;
    int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
    m_grid->getItemPosition(index, &row, &column, &rowSpan, &columnSpan);
    rows[row] << p;
  }
  const auto alignRows = [&] {
    int index = 0;
    for (const QList<PlotPanel*>& row : rows) {
      if (index < static_cast<int>(m_legendsBesideAt.size())) {
        alignRow(row, index, static_cast<int>(rows.size()));
      }
      ++index;
    }
  };
  alignRows();
  // The step's legends in one type: each at most the smallest (step 8 at 720p set the
  // activations' in 14.7 pt beside the errors' in 12.5, made smaller to fit the narrower plot),
  // then the rows lined up again.
  if (m_legendTypeAt != size()) {
    m_legendTypeAt = size();
    double least = 0, most = 0;
    for (PlotPanel* p : shown) {
      if (const double t = p->legendType(); t > 0) {
        least = least > 0 ? std::min(least, t) : t;
        most = std::max(most, t);
      }
    }
    if (most - least > 0.6) {
      for (PlotPanel* p : shown) p->setLegendTypeCap(least);
      alignRows();
    }
  }
  // A row's texts give way before its panels' type is made smaller for a crowded slide (below):
  // a derivation's new line at full type squeezes the plots under a sixth of the slide until the
  // texts have given way (step 3 at 720p: its panels were set at 70% for the rest of the step).
  if (rows.size() == 1 && textsGiveWay(shown)) {
    alignPlots();  // (lined up again: its legends keep the places found for the row)
    // Each plot drawn whole once more at its final size: a plot resized while the texts were
    // tried was drawn then, with the fits of its size before (a row of one plot, or one that
    // does not line up, is not replotted by lining up).
    for (PlotPanel* p : shown) p->plot()->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  // A step of many panels on a small slide (four under a derivation at 720p: plots of 40 px
  // under their own tick labels and read-outs) sets its panels' type smaller, all alike, as a
  // slide's text shrinks on overflow: to 85%, then 70% of the lecture's (14 pt tick labels,
  // still larger than the window's), until its shortest plot has a sixth of the slide's height.
  constexpr double kShortest = 1.0 / 6.0;
  int shortest = INT_MAX;
  for (PlotPanel* p : shown) shortest = std::min(shortest, p->shortestPlot());
  if (!shown.isEmpty() && shortest < kShortest * height() && m_panelType > 0.71) {
    retypePanels(m_panelType > 0.86 ? 0.85 : 0.7);
    // The texts decided again over the new type: the approximations deck's number formats, at
    // 70%, kept 39% of the slide under the caption at full type, which 95% got to 40%.
    m_textsGaveWayAt = QSize();
    m_textsToCheck = false;
    alignPlots();
    return;  // (crowded or not, as the call above found at the new type)
  }
  // Still short at the smallest type: said to the presenter (the console), who may show fewer
  // panels in this step or a larger screen; the audience sees the step as it is.
  const int crowded = !shown.isEmpty() && shortest < kShortest * height() ? shortest : 0;
  if (crowded != m_crowded) {
    m_crowded = crowded;
    emit crowdedChanged();
  }
  // The most the texts may hold above a row once it is lined up: what leaves its plots 40% of
  // the slide (a few pixels spare for the row's read-outs placed again). Set once per step and
  // size (a later fragment's texts are held to it, holdTextRoom()).
  if (rows.size() == 1 && m_textsMost == 0 && !m_tween.isActive() &&
      fragment() < static_cast<int>(current().fragments.size())) {
    const int slack = rowPlotsHeight(shown) - static_cast<int>(std::ceil(kPlotShare * height()));
    m_textsMost = std::max(1, heldTextsHeight() + slack - 4);
    holdTextRoom(m_textFactor);
    if (m_textRoom->isVisible()) {
      layout()->activate();
      m_align.start();
    }
  }
}

int LectureView::rowPlotsHeight(const QList<PlotPanel*>& shown) const {
  // The shortest plot (plots stacked over one x as one figure: their sum), and the height the
  // row's plots keep once lined up (they share the lowest top and the highest bottom).
  int least = INT_MAX, top = INT_MIN, bottom = INT_MAX;
  for (PlotPanel* p : shown) {
    least = std::min(least, p->figurePlotsHeight());
    const QRect area = p->figurePlotsArea();
    top = std::max(top, p->plot()->mapTo(this, area.topLeft()).y());
    bottom = std::min(bottom, p->plot()->mapTo(this, area.bottomLeft()).y());
  }
  return std::min(least, bottom - top);
}

bool LectureView::textsGiveWay(const QList<PlotPanel*>& shown) {
  // Step 8 at 720p had its plots 264 px high, 37% of the slide, under its two-line caption and
  // its formula at full type. A row's plots are to have 40% of the slide, and texts at least
  // 80% of their size (kLectureSmallestText): the texts' type goes down by 5% steps until the
  // plots get there; at their smallest a derivation's earlier lines give way to its ⋮ one by
  // one (its audience saw each line arrive), the latest always shown, and at the last a chain of
  // equalities before a statement of its own is said in one row (step 3 at 720p: "erf(y) = 2Φ(y√2)
  // − 1" above "Φ(x) = …", the erf line, ⋮ and a row before it left 270 px);
  // where even that does not get them there, the texts go back to where they were (type would
  // be given for nothing) and the panels' type goes a step smaller (giveBack).
  // Decided once the step's move has arrived, and again at each fragment (its lines may leave
  // the plots short): within a step the type only goes down.
  constexpr double kStep = 0.05;
  if (m_tween.isActive() || shown.isEmpty()) return false;
  if (m_caption->isHidden() && m_formula->isHidden()) return false;
  const auto shortest = [&] { return rowPlotsHeight(shown); };
  // Each plot at its own layout while the texts are tried (a lined-up row holds its plots to
  // the area it lined them up to), laid out at once for its size (a plot resized draws itself
  // then, its paint on the event loop; the row's plots are drawn whole again once decided).
  const auto tryTexts = [&](double cap, int cutFrom) {
    for (PlotPanel* p : shown) p->alignPlotTo({});
    m_textCap = std::max(cap, kLectureSmallestText);  // (not a rounding error under it)
    m_cutFrom = cutFrom;
    fitTexts(m_textCap);
    if (layout() != nullptr) layout()->activate();
    for (PlotPanel* p : shown) {
      if (p->layout() != nullptr) p->layout()->activate();
      static_cast<PanelPlot*>(p->plot())->layOutAt(p->plot()->width(), p->plot()->height());
    }
  };
  const bool shortNow = shortest() < kPlotShare * height();
  // Whether a derivation has an earlier line left to give way (the latest is always shown), or
  // at the last its chain of equalities said in one row (gelu::model::deepestFormulaCut()).
  const auto canCut = [&] { return m_formulaFrom < m_deepestCut; };
  // Nothing the texts give gets the plots there: they go back to where they were, and the panels'
  // type goes a step smaller (85%, as a crowded step's), the texts decided again over it. Step 3
  // at 720p as entered: Φ's read-out missed its place in its plot by a few pixels at full type
  // and went above it, the pdf's then missed its place in the plot lined up under it, and the
  // row had 235 px; at 85% both fit inside.
  const auto giveBack = [&] {
    tryTexts(m_textCapBefore, m_cutFromBefore);
    if (m_panelType > 0.86) {
      retypePanels(0.85);
      m_textsGaveWayAt = QSize();
      m_textsToCheck = false;
    }
  };
  // One line more cut, at the texts' smallest type; false where none was (nothing left, or no
  // room to lay the texts out in: fitTexts() then cuts nothing).
  const auto cutOneMore = [&] {
    if (!canCut()) return false;
    const int before = m_formulaFrom;
    tryTexts(kLectureSmallestText, m_formulaFrom + 1);
    return m_formulaFrom > before;
  };
  if (m_textsGaveWayAt == size()) {
    // Decided: checked on the row lined up again, its read-outs placed again (one that went
    // inside a taller plot may go back above it; the legends keep their places): a step
    // smaller where the plots fell short after all, back where the texts were at the smallest.
    if (!m_textsToCheck || !shortNow) {
      m_textsToCheck = false;
      return false;
    }
    if (m_textCap - kStep >= kLectureSmallestText - 1e-9) {
      tryTexts(m_textCap - kStep, m_cutFrom);
      return true;
    }
    if (cutOneMore()) return true;
    m_textsToCheck = false;
    giveBack();
    return true;
  }
  m_textsGaveWayAt = size();
  m_textsToCheck = false;
  m_textCapBefore = m_textCap;
  m_cutFromBefore = m_cutFrom;
  const double was = m_textFactor;
  if (!shortNow) return false;
  if (was - kStep < kLectureSmallestText - 1e-9 && !canCut()) {
    // Nothing left for the texts to give (at their smallest already, fitted to their share).
    if (m_panelType < 0.86) return false;
    giveBack();
    return true;
  }
  for (double cap = was - kStep; cap >= kLectureSmallestText - 1e-9; cap -= kStep) {
    tryTexts(cap, m_cutFrom);
    if (shortest() >= kPlotShare * height()) {
      m_textsToCheck = true;
      return true;
    }
  }
  while (cutOneMore()) {
    if (shortest() >= kPlotShare * height()) {
      m_textsToCheck = true;
      return true;
    }
  }
  giveBack();
  return true;
}

void LectureView::retypePanels(double share) {
  m_heldRoom = 0;  // (the plots' room measured again at the new type)
  m_textsMost = 0;
  setPanelType(share);
  m_alignedRow.clear();  // the legends placed again, at the new type
}

void LectureView::setPanelType(double share) {
  m_panelType = share;
  Theme theme = m_theme;
  theme.fontScale = kFontScale * share;
  for (PlotPanel* p : m_panels) p->setTheme(theme);
  if (layout() != nullptr) layout()->activate();
  for (const QString& id : shownPanels()) {
    if (PlotPanel* p = panel(id)) {
      if (p->layout() != nullptr) p->layout()->activate();
      p->plot()->replot(QCustomPlot::rpImmediateRefresh);
    }
  }
}

void LectureView::alignRow(const QList<PlotPanel*>& row, int index, int rows) {
  QSize& legendsDidNotHelpAt = m_legendsDidNotHelpAt[static_cast<std::size_t>(index)];
  QSize& legendsBesideAt = m_legendsBesideAt[static_cast<std::size_t>(index)];
  QSize& legendsInsideAt = m_legendsInsideAt[static_cast<std::size_t>(index)];
  QList<QPointer<PlotPanel>>& movedInside = m_legendsMovedInside[static_cast<std::size_t>(index)];
  // The legends moved inside below were moved for the size they were tried at: at another,
  // each starts where its panel puts it again.
  if (legendsInsideAt != size()) {
    for (PlotPanel* p : movedInside) {
      if (p != nullptr) p->setLegendInPlot(false);
    }
    movedInside.clear();
  }
  // A plot under 40% of the slide's height with its legend in rows under it (a Monte Carlo
  // plot under its coins and tally) gets the legend beside it instead where that makes it a
  // good deal taller: alone on the slide (step 5 at 720p) at once; in a row only where the
  // row's plots cannot be lined up otherwise (below) — a legend beside one plot of a row that
  // lines up would only unalign it.
  const auto legendsBeside = [&] {
    const auto lowest = [&] {
      int least = INT_MAX;
      for (PlotPanel* p : row) least = std::min(least, p->plotArea().height());
      return least;
    };
    const int before = lowest();
    bool moved = false;
    for (PlotPanel* p : row) {
      if (p->plotArea().height() < 0.4 * height() / rows) moved = p->setLegendBeside(true) || moved;
    }
    if (moved && lowest() < 1.2 * before) {
      for (PlotPanel* p : row) p->setLegendBeside(false);
      moved = false;
    }
    return moved;
  };
  if (row.size() < 2) {
    for (PlotPanel* p : row) p->alignPlotTo({});
    if (legendsBesideAt != size()) {
      legendsBesideAt = size();
      for (PlotPanel* p : row) p->setLegendBeside(false);
      legendsBeside();
    }
    return;
  }
  // Each plot laid out on its own first, then all brought to the lowest top and highest bottom
  // — unless that would take a plot below three quarters of its height (a Monte Carlo plot
  // squeezed by its coins and tally) and below the share of the slide a row's plots are to have
  // (40% over the rows) or below half its height: the audience then sees whole plots,
  // unaligned. Where lined-up plots keep that share and half their height they are lined up, as
  // a figure's row is (a user's pdf, Φ and Monte Carlo step at 720p: plots of 490, 420 and
  // 290 px, each top and bottom elsewhere).
  const double rowShare = 0.4 * height() / rows;
  double top = -1e9, bottom = 1e9;
  const auto measure = [&] {
    top = -1e9;
    bottom = 1e9;
    for (PlotPanel* p : row) {
      p->alignPlotTo({});
      const QRect area = p->plotArea();
      const QPoint at = p->plot()->mapTo(this, area.topLeft());
      top = std::max(top, double(at.y()));
      bottom = std::min(bottom, double(at.y() + area.height()));
    }
    return std::all_of(row.begin(), row.end(), [&](PlotPanel* p) {
      const double own = p->plotArea().height();
      return bottom - top >= std::min(0.75 * own, std::max(rowShare, 0.5 * own));
    });
  };
  // Every plot of the row to the measured top and bottom.
  const auto alignAll = [&] {
    for (PlotPanel* p : row) {
      const QRect area = p->plotArea();
      const double offset = p->plot()->mapTo(this, QPoint(0, 0)).y();
      p->alignPlotTo(QRectF(area.left(), top - offset, area.width(), bottom - top));
    }
  };
  // A legend taller or wider than its plot would cover its ticks: no help.
  const auto within = [&] {
    return std::all_of(row.begin(), row.end(), [](PlotPanel* p) { return p->legendWithinPlot(); });
  };
  // Not lined up however its legends stand: the row's x axes on one line (the measured bottom)
  // where every plot keeps three quarters of its height, and the row's share of the slide where
  // it had it. A Monte Carlo plot under its coins then reads as lined up: the coins' row stands
  // where its neighbours' plots begin.
  const auto alignBottoms = [&] {
    const bool keep = std::all_of(row.begin(), row.end(), [&](PlotPanel* p) {
      const QRect area = p->plotArea();
      const double kept = bottom - p->plot()->mapTo(this, area.topLeft()).y();
      return kept >= 0.75 * area.height() && (area.height() < rowShare || kept >= rowShare);
    });
    if (!keep) return;
    for (PlotPanel* p : row) {
      const QRect area = p->plotArea();
      const double offset = p->plot()->mapTo(this, QPoint(0, 0)).y();
      p->alignPlotTo(QRectF(area.left(), area.top(), area.width(), bottom - offset - area.top()));
    }
  };
  if (!measure()) {
    if (legendsDidNotHelpAt == size()) {  // (tried for this row at this size)
      alignBottoms();
      return;
    }
    // A legend in a row under its plot (no room inside at this size) shortens that plot
    // against its neighbours (step 8 at 720p: a 175 px plot beside a 275 px one): the row's
    // legends go inside their plots, where they cover the least, and the plots line up.
    // Where that does not line them up either (a plot squeezed by something else), the
    // legends go back.
    bool moved = false;
    for (PlotPanel* p : row) {
      p->setLegendBeside(false);
      moved = p->setLegendInPlot(true) || moved;
    }
    if (!moved || !measure() || !within()) {
      for (PlotPanel* p : row) p->setLegendInPlot(false);
      legendsDidNotHelpAt = size();
      // Not lined up either way (step 4 at 720p: the Monte Carlo plot under its coins and
      // tally): the short plot made taller where it can be — its legend beside it, or, where its
      // column is too narrow for that (a third of a 720p slide), inside it where it covers the
      // least (a user's pdf, Φ and Monte Carlo step: the legend under the plot left it 50 px of
      // 720); the others' legends under their plots inside where that makes them a good deal
      // taller (a user's 2×2 step at 720p: the activations' beside the Monte Carlo's); then the
      // row lined up, or its x axes on one line.
      const bool besideIt = legendsBeside();
      for (PlotPanel* p : row) {
        const int before = p->plotArea().height();
        if (!p->legendUnderPlot() || before >= 0.4 * height() / rows) continue;
        if (!p->setLegendInPlot(true)) continue;
        // Beside a plot whose legend went beside it, a legend goes inside only onto no data: it
        // moves to line the row up, not for a plot its legend left unreadable.
        if (!p->legendWithinPlot() || (besideIt && p->legendCoversData()) ||
            p->plotArea().height() < 1.2 * before) {
          p->setLegendInPlot(false);
        }
      }
      if (measure()) {
        alignAll();
        return;
      }
      alignBottoms();
      return;
    }
  }
  alignAll();
  // Lined up, but with a legend in a row under one plot and a band of its height empty under
  // the others (step 8 at 1080p: the activations' legend under it, the errors' inside its plot
  // beside it): the legend goes inside, one entry under another, where a place is free, and
  // every plot of the row gains the band. Kept only where, the row lined up again, every
  // legend of the row is inside its plot, on no data, and the moved ones at their own type (a
  // legend made smaller to fit would no longer match its neighbours'). Not for a legend over
  // data that changes as the step plays (a run, a sweep's trace): a free place now is covered
  // later. Tried once per size and step, once the step's move has arrived (finishTween()).
  if (legendsInsideAt == size() || m_tween.isActive()) return;
  legendsInsideAt = size();
  QList<PlotPanel*> under;
  for (PlotPanel* p : row) {
    if (!p->legendInPlot() && p->legendUnderPlot() && p->dataHoldsStill()) under << p;
  }
  if (under.isEmpty() || under.size() == row.size()) return;
  QList<double> type;
  for (PlotPanel* p : under) {
    type << p->legendType();
    p->setLegendInPlot(true);
  }
  bool kept = measure() && within();
  if (kept) alignAll();
  for (qsizetype i = 0; kept && i < under.size(); ++i) {
    kept = under[i]->legendType() >= type[i] - 0.01;
  }
  kept = kept && std::none_of(row.begin(), row.end(), [](PlotPanel* p) {
           return p->legendUnderPlot() || p->legendCoversData();
         });
  if (!kept) {
    for (PlotPanel* p : under) p->setLegendInPlot(false);
    if (measure()) alignAll();
    return;
  }
  for (PlotPanel* p : under) movedInside << p;
}

QString LectureView::liveFormula() const {
  const auto& p = m_scene.params();
  return liveFormulaAt(current().liveFormula, m_scene.x(), p.mu, p.sigma);
}

void LectureView::stopMoving() {
  m_sweep.stop();
  m_tween.stop();
  m_pendingSamples.reset();
  m_pendingEpoch.reset();
  m_scene.setPlaying(false);
  m_scene.trainingRun().setPlaying(false);
}

void LectureView::togglePlay() {
  if (step() < 1) return;
  switch (m_plan.play) {
    case PlayAction::None:
      return;  // nothing to play here
    case PlayAction::Sweep: {
      if (m_sweep.isActive()) {
        m_sweep.stop();
        return;
      }
      // The step's range (the view's by default), at its pace (by default 0.02 a 30 ms tick).
      gelu::model::SweepPlan plan = *m_plan.sweep;
      if (!current().sweepRange) {
        plan.from = m_scene.xMin();  // the view as it is now (the presenter may have zoomed)
        plan.to = m_scene.xMax();
        if (current().sweepSeconds <= 0) plan.seconds = std::abs(plan.to - plan.from) * 1.5;
      }
      m_sweeping.emplace(plan, m_scene.x(), 30.0);
      m_scene.setX(m_sweeping->start());
      m_sweep.start(30);
      return;
    }
    case PlayAction::Simulation:
      m_scene.togglePlaying();
      return;
    case PlayAction::Training:
      m_scene.trainingRun().togglePlaying();
      return;
  }
}

void LectureView::sweepTick() {
  const auto x = m_sweeping ? m_sweeping->tick() : std::nullopt;
  if (!x) {
    m_sweep.stop();
    return;
  }
  m_scene.setX(*x);
}

}  // namespace ui
