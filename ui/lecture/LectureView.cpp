#include "ui/lecture/LectureView.hpp"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <cmath>

#include "core/normal.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/CurveSetPanel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PdfAreaPanel.hpp"

namespace ui {
namespace {

// The captions and formulas, translated when shown (formulas too: "output", "or" and the
// typography of a language).
struct StepInfo {
  QStringList panels;
  const char* caption;
  const char* formula;
  QStringList curves;  ///< empty: leave the curves as they are
};

const std::vector<StepInfo>& steps() {
  static const std::vector<StepInfo> s = {
      {{"pdf-area"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "Start with the standard normal distribution X ~ N(0, 1)."),
       QT_TRANSLATE_NOOP("ui::LectureView", "φ(x) = e<sup>−x²/2</sup> / √(2π)"),
       {}},
      {{"pdf-area", "cdf"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "The shaded area up to x is a probability: Φ(x) = P(X ≤ x)."),
       QT_TRANSLATE_NOOP("ui::LectureView", "Φ(x) = ∫<sub>−∞</sub><sup>x</sup> φ(t) dt = P(X ≤ x)"),
       {}},
      {{"cdf", "monte-carlo"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "A coin keeps x with probability Φ(x) and outputs 0 otherwise."),
       QT_TRANSLATE_NOOP("ui::LectureView", "m ~ Bernoulli(Φ(x)),&nbsp;&nbsp; output = m·x"),
       {}},
      {{"monte-carlo"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "Averaging many draws converges to x·Φ(x), inside the 95% funnel."),
       QT_TRANSLATE_NOOP("ui::LectureView", "E[m·x] = x·P(m = 1) = x·Φ(x)"),
       {}},
      {{"pdf-area", "activations"},
       QT_TRANSLATE_NOOP("ui::LectureView", "Sweep x: the expected value traces the GELU curve."),
       QT_TRANSLATE_NOOP("ui::LectureView", "GELU(x) = x·Φ(x)"),
       {"gelu"}},
      {{"activations"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "GELU beside ReLU and ELU: a smooth ReLU that dips below zero."),
       QT_TRANSLATE_NOOP(
           "ui::LectureView",
           "ReLU(x) = x·1[x &gt; 0]&nbsp;&nbsp;&nbsp; GELU(x) = x·Φ(x)&nbsp;&nbsp;&nbsp; "
           "ELU(x) = x or α(e<sup>x</sup> − 1)"),
       {"gelu", "relu", "elu"}},
      {{"activations", "errors"},
       QT_TRANSLATE_NOOP(
           "ui::LectureView",
           "Two fast approximations: tanh is within 5·10⁻⁴, the sigmoid within 0.02."),
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "x·Φ(x) ≈ ½x(1 + tanh[√(2/π)(x + 0.044715x³)]) ≈ x·σ(1.702x)"),
       {"gelu", "gelu_tanh", "gelu_sigmoid"}},
      {{"derivatives"},
       QT_TRANSLATE_NOOP("ui::LectureView",
                         "The derivative is smooth and slightly negative below x ≈ −0.75."),
       QT_TRANSLATE_NOOP("ui::LectureView", "GELU′(x) = Φ(x) + x·φ(x)"),
       {"gelu", "relu"}},
  };
  return s;
}

}  // namespace

LectureView::LectureView(Scene& scene, const Theme& theme, QWidget* parent)
    : QWidget(parent), m_scene(scene), m_theme(theme), m_saved(scene.state()) {
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
  // Step 5 spells the product out live: x · Φ(x) = GELU(x).
  connect(&scene, &Scene::changed, this, [this](int what) {
    if ((what & Scene::kX) && m_step == 5) m_formula->setText(liveFormula());
  });
  m_sweep.setTimerType(Qt::PreciseTimer);
  connect(&m_sweep, &QTimer::timeout, this, &LectureView::sweepTick);
}

LectureView::~LectureView() { m_scene.setPlaying(false); }

PlotPanel* LectureView::panel(const QString& id) const {
  for (PlotPanel* p : m_panels) {
    if (p->panelId() == id) return p;
  }
  return nullptr;
}

QStringList LectureView::shownPanels() const {
  return m_step >= 1 ? steps()[static_cast<std::size_t>(m_step - 1)].panels : QStringList();
}

QString LectureView::caption() const { return m_caption->text(); }
QString LectureView::formula() const { return m_formula->text(); }

void LectureView::setStep(int step) {
  step = std::clamp(step, 1, kSteps);
  if (step == m_step) return;
  const int previous = m_step;
  m_step = step;
  m_scene.setLectureStep(step);  // the Scene keeps it: saved scenes reopen at this step
  m_sweep.stop();
  const StepInfo& info = steps()[static_cast<std::size_t>(step - 1)];
  if (!info.curves.isEmpty()) m_scene.setCurves(info.curves);
  if (step == 3) {  // single coins from n = 0
    m_scene.setPlaying(false);
    m_scene.setGridMode(false);
    m_scene.resetSimulation();
  } else if (step == 4) {
    m_scene.setGridMode(false);
  } else {
    m_scene.setPlaying(false);
  }
  if (previous == 4 && step != 4) m_scene.setPlaying(false);
  qobject_cast<PdfAreaPanel*>(panel("pdf-area"))->setAreaShown(step != 1);
  qobject_cast<CurveSetPanel*>(panel("activations"))->setTrace(step == 5);

  while (m_row->count() > 0) delete m_row->takeAt(0);  // the item, not the panel
  for (PlotPanel* p : m_panels) p->setVisible(info.panels.contains(p->panelId()));
  for (const QString& id : info.panels) m_row->addWidget(panel(id), 1);
  m_caption->setText(tr(info.caption));
  m_formula->setText(step == 5 ? liveFormula() : tr(info.formula));
  // P does something only where there is something to play.
  const QString play = step == 5                  ? tr(" · P sweep x")
                       : (step == 3 || step == 4) ? tr(" · P play/pause")
                                                  : QString();
  m_footer->setText(tr("Step %1 of %2    → next · ← back%3 · +/− move x · Esc leave")
                        .arg(step)
                        .arg(kSteps)
                        .arg(play));
  emit stepChanged(step);
}

QString LectureView::liveFormula() const {
  const auto& p = m_scene.params();
  const double x = m_scene.x();
  return QString("GELU(x) = x·Φ(x) = %1 × %2 = <b>%3</b>")
      .arg(formatX(x), formatValue(gelu::cdf(x, p.mu, p.sigma)),
           formatValue(gelu::gelu(x, p.mu, p.sigma)));
}

void LectureView::togglePlay() {
  if (m_step != 3 && m_step != 4 && m_step != 5) return;  // nothing to play here
  if (m_step == 5) {
    if (m_sweep.isActive()) {
      m_sweep.stop();
      return;
    }
    if (m_scene.x() >= m_scene.xMax() - 0.01) m_scene.setX(m_scene.xMin());
    m_sweep.start(30);
    return;
  }
  m_scene.togglePlaying();
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
      setStep(kSteps);
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
      if (key >= Qt::Key_1 && key <= Qt::Key_8) {
        setStep(key - Qt::Key_0);
        break;
      }
      QWidget::keyPressEvent(e);
      return;
  }
  e->accept();
}

}  // namespace ui
