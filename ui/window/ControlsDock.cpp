#include "ui/window/ControlsDock.hpp"

#include "core/playback.hpp"
#include "ui/panels/Accessible.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "ui/model/Scene.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/NumberEdit.hpp"
#include "ui/window/CurvePicker.hpp"
#include "ui/window/ParameterSlider.hpp"

namespace ui {
namespace {

constexpr int kSpeedSteps = 100;

/// The speed at slider position `p`: limits::kSpeed spread evenly on a log scale, to three
/// significant digits (so the ends are exactly the limits).
double speedAt(int p) {
  const auto& r = limits::kSpeed;
  const double v = r.min * std::pow(r.max / r.min, static_cast<double>(p) / kSpeedSteps);
  const double unit = std::pow(10.0, std::floor(std::log10(v)) - 2);
  return std::clamp(std::round(v / unit) * unit, r.min, r.max);
}

int speedPosition(double speed) {
  const auto& r = limits::kSpeed;
  const double t = std::log(std::clamp(speed, r.min, r.max) / r.min) / std::log(r.max / r.min);
  return static_cast<int>(std::lround(t * kSpeedSteps));
}

}  // namespace

namespace {

/// A fold's line, ending in an ellipsis where the dock is too narrow for its values: the tool
/// button's own eliding cut it in the middle ("View range: x −… 3 · y −1.5 … 3" read as a range
/// from nothing). Its whole text stays in the tooltip; it is elided again as the dock resizes.
class FoldLine : public QObject {
 public:
  explicit FoldLine(QToolButton* button) : QObject(button), m_button(button) {
    button->installEventFilter(this);
  }
  void setText(const QString& whole) {
    m_whole = whole;
    elide();
  }
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == m_button &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)) {
      elide();
    }
    return false;
  }

 private:
  void elide() {
    // The room for the text: the button's width less what its arrow and padding take.
    const QFontMetrics metrics(m_button->font());
    m_button->setText(m_whole);
    const int overhead = m_button->sizeHint().width() - metrics.horizontalAdvance(m_whole);
    const int room = m_button->width() - overhead;
    if (room > 0 && metrics.horizontalAdvance(m_whole) > room) {
      m_button->setText(metrics.elidedText(m_whole, Qt::ElideRight, room));
    }
  }

  QToolButton* m_button;
  QString m_whole;
};

/// A box for a field of limits.hpp: it shows and edits every value the model accepts.
QDoubleSpinBox* makeSpin(const limits::Range& range) { return new NumberEdit(range); }

}  // namespace

void ControlsDock::showSectionsFor(const QStringList& ids, bool xUsed) {
  const auto any = [&ids](std::initializer_list<const char*> panels) {
    return std::any_of(panels.begin(), panels.end(),
                       [&ids](const char* id) { return ids.contains(QLatin1String(id)); });
  };
  // The curves' panels: those that draw the chosen activations (the propagation sends each
  // through its network, with μ and σ the input's law).
  const bool plotted = any({"activations", "derivatives", "errors", "compare", "neuron"});
  const bool curves = plotted || any({"propagation"});
  m_xBox->setVisible(xUsed);
  m_shapeBox->setVisible(curves || any({"pdf-area", "cdf", "monte-carlo"}));
  m_curvesBox->setVisible(curves);
  m_curvesShown = curves;
  m_rangeBox->setVisible(plotted || any({"pdf-area", "cdf"}));
  for (auto it = m_panelBoxes.cbegin(); it != m_panelBoxes.cend(); ++it)
    it.value()->setVisible(ids.contains(it.key()));
  m_mcBox->setVisible(any({"monte-carlo"}));
  m_neuronShown = any({"neuron"});
  showUsedParameters();
  foldToFit();
}

namespace {

/// The widgets of `layout` and the layouts in it that take the focus by Tab, in the layout's
/// order (a form's: each row's name, then its field).
QList<QWidget*> inFocusOrder(const QLayout& layout) {
  QList<QWidget*> out;
  for (int i = 0; i < layout.count(); ++i) {
    QLayoutItem* item = layout.itemAt(i);
    if (QWidget* w = item->widget(); w != nullptr && (w->focusPolicy() & Qt::TabFocus) != 0) {
      out << w;
    } else if (const QLayout* inner = item->layout(); inner != nullptr) {
      out << inFocusOrder(*inner);
    }
  }
  return out;
}

}  // namespace

void ControlsDock::holdPanelControls(const QString& panelId, const QString& title,
                                     QWidget* controls) {
  auto* box = new QGroupBox(title);
  box->setObjectName(panelId + "-controls");
  auto* layout = new QVBoxLayout(box);
  layout->addWidget(controls);
  auto* sections = static_cast<QVBoxLayout*>(m_scroll->widget()->layout());
  // Under x, before the shared sections: the view's own controls first (in the order given).
  sections->insertWidget(sections->indexOf(m_xBox) + 1 + static_cast<int>(m_panelBoxes.size()),
                         box);
  m_panelBoxes.insert(panelId, box);
  // The focus walks the section where it stands, after x (and the sections held before it), in
  // the order of its rows: widgets moved in come last in the dock's focus chain otherwise.
  QWidget* before = m_panelFocusEnd != nullptr ? m_panelFocusEnd : m_xSpin;
  for (QWidget* w : inFocusOrder(*controls->layout())) {
    QWidget::setTabOrder(before, w);
    before = w;
  }
  m_panelFocusEnd = before;
  takeWheelOnlyWithFocusWithin(*controls);
  m_scroll->setMinimumWidth(std::max(m_scroll->minimumWidth(),
                                     m_scroll->widget()->minimumSizeHint().width() +
                                         m_scroll->verticalScrollBar()->sizeHint().width() + 2));
}

QWidget* ControlsDock::makeFold(QGroupBox* box, const char* name, const QString& what,
                                const QString& description) {
  // A section's fields fold under a line that says their values where the dock is too short
  // for every control (at 1280×720 the idea view's controls ran 150 px past the dock's foot):
  // unfolded on a click, or where there is room.
  auto* layout = new QVBoxLayout(box);
  Fold fold;
  fold.box = box;
  // The line is the section's title (the box's own would stand over it: a row more).
  fold.title = box->title();
  box->setTitle(QString());
  fold.margins = layout->contentsMargins();
  fold.toggle = new QToolButton;
  fold.toggle->setObjectName(name);
  fold.toggle->setCheckable(true);
  fold.toggle->setAutoRaise(true);
  fold.toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  fold.toggle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  fold.toggle->setAccessibleName(what);
  fold.toggle->setAccessibleDescription(description);
  fold.line = new FoldLine(fold.toggle);
  fold.description = description;
  layout->addWidget(fold.toggle);
  fold.body = new QWidget;
  layout->addWidget(fold.body);
  const std::size_t index = m_folds.size();
  connect(fold.toggle, &QToolButton::clicked, this, [this, index](bool open) {
    m_folds[index].chosen = true;  // the user's choice stays
    showFold(m_folds[index], open);
  });
  m_folds.push_back(fold);
  return fold.body;
}

void ControlsDock::showFold(Fold& fold, bool open) {
  // Folded, its line alone in a frame of little margin above and below it.
  const QMargins m = fold.margins;
  fold.box->layout()->setContentsMargins(m.left(), open ? m.top() : 2, m.right(),
                                         open ? m.bottom() : 2);
  fold.body->setVisible(open);
  fold.toggle->setChecked(open);
  fold.toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
  // Its title, and folded its values after it ("View range: x −4 … 3 · y −1.5 … 3").
  static_cast<FoldLine*>(fold.line)->setText(open ? fold.title
                                                  : tr("%1: %2").arg(fold.title, fold.values));
  fold.toggle->setToolTip(tr("%1: %2").arg(fold.title, fold.values) + "\n" + fold.description);
}

void ControlsDock::sayFolded(std::size_t index, const QString& values) {
  Fold& fold = m_folds[index];
  if (fold.values == values) return;
  fold.values = values;
  showFold(fold, !fold.body->isHidden());
}

void ControlsDock::foldToFit() {
  if (m_scroll == nullptr) return;
  QWidget* body = m_scroll->widget();
  body->layout()->activate();
  // The controls' height with every section unfolded, against the dock's: folded in order (the
  // run's settings first) until they fit; the others unfolded. A section the user folded or
  // unfolded stays so.
  // (Heights for the dock's width: the speed's wrapped words take two or three lines there.)
  // The width the sections get beside the vertical scroll bar, whether the bar shows or not: a
  // width that changed with the bar turned the decision over and the bar with it, every turn of
  // the event loop (a core busy for good after the precision lens, found by a newcomer).
  const int width = m_scroll->width() - 2 * m_scroll->frameWidth() -
                    m_scroll->verticalScrollBar()->sizeHint().width();
  const auto heightOf = [width](QWidget* w) {
    return w->hasHeightForWidth() ? w->heightForWidth(width) : w->minimumSizeHint().height();
  };
  // What unfolding a section adds: its body, the spacing above it, and its frame's own margins
  // (2 px when folded). Without the margins the sum came short of what unfolding adds, and a
  // section folded then unfolded itself every turn of the event loop when the controls stood
  // within them of the dock's height (a core busy for good, found by a newcomer).
  const auto extra = [&](const Fold& f) {
    return heightOf(f.body) + f.box->layout()->spacing() + (f.margins.top() - 2) +
           (f.margins.bottom() - 2);
  };
  int need = std::max(heightOf(body), body->minimumSizeHint().height());
  for (const Fold& f : m_folds) {
    if (!f.box->isHidden() && f.body->isHidden() && !f.chosen) need += extra(f);
  }
  const int room = m_scroll->viewport()->height();
  for (const std::size_t i : {kMonteCarloFold, kRangeFold}) {
    Fold& f = m_folds[i];
    if (f.chosen || f.box->isHidden()) continue;
    const bool fold = need > room;
    if (fold) need -= extra(f);
    showFold(f, !fold);
  }
}

void ControlsDock::showUsedParameters() {
  // The parameters a curve of the view reads, or the neuron's activation where the neuron is
  // shown; the others' rows are hidden (greyed rows filled a 720p dock past its height).
  unsigned used = 0;
  const QStringList shown = m_scene.curves();
  for (const QString& id : shown) {
    if (const auto* f = m_scene.library().find(id.toStdString())) used |= f->uses;
  }
  const std::string neuron = m_neuronShown ? m_scene.neuron().activation : std::string();
  if (const auto* f = m_scene.library().find(neuron)) used |= f->uses;
  m_paramRows->setRowVisible(m_alpha, (used & gelu::kUsesAlpha) != 0);
  m_paramRows->setRowVisible(m_beta, (used & gelu::kUsesBeta) != 0);
  m_paramRows->setRowVisible(m_slope, (used & gelu::kUsesSlope) != 0);
  m_paramRows->setRowVisible(m_lambda, (used & gelu::kUsesLambda) != 0);
  std::size_t i = 0;
  bool anyFormula = false;
  for (const FormulaDef& f : m_scene.formulas()) {
    const QString id = QString::fromStdString(f.id);
    const bool on = shown.contains(id) || shown.contains("d" + id) || neuron == f.id;
    for (std::size_t k = 0; k < f.parameters.size(); ++k) {
      m_formulaRows->setRowVisible(m_formulaSliders[i++], on);
      anyFormula = anyFormula || on;
    }
  }
  m_paramRows->setRowVisible(m_formulaRows->parentWidget(), anyFormula);
  // A box of no parameter (GELU and ReLU alone) is not shown with its reset button alone.
  const bool box = m_curvesShown && ((used & ~unsigned{gelu::kUsesShape}) != 0 || anyFormula);
  m_paramBox->setVisible(box);
  // Rows came or went (Swish ticked: β): the folds decided again, not at every Scene change.
  const QString rows =
      QStringLiteral("%1 %2 %3 ").arg(used).arg(anyFormula).arg(box) + shown.join(',');
  if (rows != m_shownRows) {
    m_shownRows = rows;
    foldToFit();
  }
}

ControlsDock::ControlsDock(Scene& scene, QWidget* parent)
    : QDockWidget(tr("Controls"), parent), m_scene(scene) {
  setObjectName("controls");
  auto* body = new QWidget;
  auto* v = new QVBoxLayout(body);

  auto* xBox = m_xBox = new QGroupBox(tr("Input x"));
  xBox->setObjectName("x-section");
  auto* xl = new QHBoxLayout(xBox);
  m_xSlider = new QSlider(Qt::Horizontal);
  m_xSlider->setRange(-500, 500);  // hundredths: 0.01 steps over [−5, 5]
  m_xSlider->setObjectName("x-slider");
  m_xSpin = makeSpin(limits::kX);
  m_xSpin->setObjectName("x-spin");
  describeControl(m_xSlider, tr("Input x"), tr("The x the mask keeps or drops, in every panel"));
  describeControl(m_xSpin, tr("Input x"), tr("The x the mask keeps or drops, in every panel"));
  xl->addWidget(m_xSlider, 1);
  xl->addWidget(m_xSpin);
  connect(m_xSlider, &QSlider::valueChanged, &scene, [&scene](int v) { scene.setX(v / 100.0); });
  connect(m_xSpin, &QDoubleSpinBox::valueChanged, &scene, &Scene::setX);
  v->addWidget(xBox);

  auto* shapeBox = m_shapeBox = new QGroupBox(tr("Gaussian N(μ, σ²)"));
  shapeBox->setObjectName("gaussian-section");
  auto* sf = new QFormLayout(shapeBox);
  sf->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow docks: field below label
  m_mu = new ParameterSlider("mu", limits::kMu, -3.0, 3.0, false);
  m_sigma = new ParameterSlider("sigma", limits::kSigma, 0.01, 5.0, true);
  m_mu->describe(tr("μ, the Gaussian's mean"),
                 tr("Moves the Gaussian whose cdf Φ is the chance of keeping x"));
  m_sigma->describe(tr("σ, the Gaussian's spread"), tr("σ → 0 turns GELU into ReLU"));
  m_sigma->setToolTip(tr("σ → 0 turns GELU into ReLU"));
  sf->addRow("μ", m_mu);
  sf->addRow("σ", m_sigma);
  v->addWidget(shapeBox);

  auto* curvesBox = m_curvesBox = new QGroupBox(tr("Curves"));
  curvesBox->setObjectName("curves-section");
  auto* cl = new QVBoxLayout(curvesBox);
  m_curves = new CurvePicker(scene);
  cl->addWidget(m_curves);
  v->addWidget(curvesBox, 1);

  auto* paramBox = m_paramBox = new QGroupBox(tr("Activation parameters"));
  auto* pf = m_paramRows = new QFormLayout(paramBox);
  pf->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow docks: field below label
  m_alpha = new ParameterSlider("alpha", limits::kAlpha, 0.01, 5.0, true);
  m_alpha->setToolTip(tr("α of ELU and CELU"));
  m_alpha->describe(tr("α"), tr("α of ELU and CELU"));
  m_beta = new ParameterSlider("beta", limits::kBeta, 0.1, 10.0, true);
  m_beta->setToolTip(tr("β of softplus and swish (β = 1: SiLU)"));
  m_beta->describe(tr("β"), tr("β of softplus and swish (β = 1: SiLU)"));
  m_slope = new ParameterSlider("slope", limits::kSlope, -0.5, 0.5, false);
  m_slope->setToolTip(tr("The negative slope of leaky ReLU"));
  m_slope->describe(tr("slope"), tr("The negative slope of leaky ReLU"));
  m_lambda = new ParameterSlider("lambda", limits::kLambda, 0.0, 3.0, false);
  m_lambda->setToolTip(tr("λ of softshrink and hardshrink"));
  m_lambda->describe(tr("λ"), tr("λ of softshrink and hardshrink"));
  pf->addRow("α", m_alpha);
  pf->addRow("β", m_beta);
  pf->addRow(tr("slope"), m_slope);
  pf->addRow("λ", m_lambda);
  // The typed formulas' own parameters (a, b in a*x*Phi(b*x)), one slider each.
  auto* formulaRows = new QWidget;
  formulaRows->setObjectName("formula-parameters");
  m_formulaRows = new QFormLayout(formulaRows);
  m_formulaRows->setContentsMargins(0, 0, 0, 0);
  m_formulaRows->setRowWrapPolicy(QFormLayout::WrapAllRows);  // the slider the whole width
  pf->addRow(formulaRows);
  auto* reset = new QPushButton(tr("Reset to the defaults"));
  reset->setObjectName("reset-parameters");
  reset->setToolTip(tr("μ = 0, σ = 1, α = 1, β = 1, slope = 0.01, λ = 0.5 (PyTorch's defaults)"));
  pf->addRow(reset);
  connect(m_mu, &ParameterSlider::valueEdited, &scene, &Scene::setMu);
  connect(m_sigma, &ParameterSlider::valueEdited, &scene, &Scene::setSigma);
  connect(m_alpha, &ParameterSlider::valueEdited, &scene, &Scene::setAlpha);
  connect(m_beta, &ParameterSlider::valueEdited, &scene, &Scene::setBeta);
  connect(m_slope, &ParameterSlider::valueEdited, &scene, &Scene::setSlope);
  connect(m_lambda, &ParameterSlider::valueEdited, &scene, &Scene::setLambda);
  connect(reset, &QPushButton::clicked, &scene, &Scene::resetShape);
  v->addWidget(paramBox);

  auto* rangeBox = m_rangeBox = new QGroupBox(tr("View range"));
  auto* rf = new QFormLayout(makeFold(rangeBox, "view-range-fields", tr("View range"),
                                      tr("Shows or hides the x and y ranges' fields")));
  rf->setContentsMargins(0, 0, 0, 0);
  rf->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow docks: field below label
  m_xMin = makeSpin({limits::kX.min, limits::kX.max, 0.5});
  m_xMax = makeSpin({limits::kX.min, limits::kX.max, 0.5});
  m_yMin = makeSpin(limits::kY);
  m_yMax = makeSpin(limits::kY);
  m_xMin->setObjectName("x-min");
  m_xMax->setObjectName("x-max");
  m_yMin->setObjectName("y-min");
  m_yMax->setObjectName("y-max");
  auto pair = [](QWidget* a, QWidget* b) {
    auto* w = new QWidget;
    auto* h = new QHBoxLayout(w);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(a);
    h->addWidget(b);
    return w;
  };
  describeControl(m_xMin, tr("x from"), tr("The left end of every panel's x axis"));
  describeControl(m_xMax, tr("x to"), tr("The right end of every panel's x axis"));
  describeControl(m_yMin, tr("y from"), tr("The bottom of the activation panels' y axis"));
  describeControl(m_yMax, tr("y to"), tr("The top of the activation panels' y axis"));
  rf->addRow(tr("x from / to"), pair(m_xMin, m_xMax));
  rf->addRow(tr("y from / to"), pair(m_yMin, m_yMax));
  // A range the Scene refuses (its top not above its bottom by the least span) is put back,
  // and said: the boxes alone took each value.
  auto refusedRange = [this](const QString& name, QDoubleSpinBox* from, QDoubleSpinBox* to,
                             double low, double high, double least) {
    sayInStatusBar(this, tr("%1: %2 … %3 is refused (“to” must exceed “from” by at least %4); it "
                            "stays %5 … %6.")
                             .arg(name, from->textFromValue(low), to->textFromValue(high),
                                  QLocale().toString(least), from->textFromValue(from->value()),
                                  to->textFromValue(to->value())));
  };
  auto applyX = [this, &scene, refusedRange] {
    const double low = m_xMin->value();
    const double high = m_xMax->value();
    scene.setXRange(low, high);
    readScene();
    if (scene.xMin() != low || scene.xMax() != high)
      refusedRange(tr("x from / to"), m_xMin, m_xMax, low, high, limits::kMinXWidth);
  };
  auto applyY = [this, &scene, refusedRange] {
    const double low = m_yMin->value();
    const double high = m_yMax->value();
    scene.setYRange(low, high);
    readScene();
    if (scene.yMin() != low || scene.yMax() != high)
      refusedRange(tr("y from / to"), m_yMin, m_yMax, low, high, limits::kMinYHeight);
  };
  connect(m_xMin, &QDoubleSpinBox::valueChanged, this, applyX);
  connect(m_xMax, &QDoubleSpinBox::valueChanged, this, applyX);
  connect(m_yMin, &QDoubleSpinBox::valueChanged, this, applyY);
  connect(m_yMax, &QDoubleSpinBox::valueChanged, this, applyY);
  v->addWidget(rangeBox);

  auto* mcBox = m_mcBox = new QGroupBox(tr("Monte Carlo"));
  auto* mf = new QFormLayout(makeFold(mcBox, "monte-carlo-settings", tr("Monte Carlo settings"),
                                      tr("Shows or hides the seed, the mask rule and the speed")));
  mf->setContentsMargins(0, 0, 0, 0);
  mf->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow docks: field below label
  m_seed = new SeedEdit;
  m_seed->setObjectName("seed");
  m_method = new QComboBox;
  m_method->addItem(tr("U < Φ(x), U uniform"), "uniform");
  m_method->addItem(tr("X ≤ x, X ~ N(μ, σ²)"), "normal");
  m_speed = new QSlider(Qt::Horizontal);
  m_speed->setObjectName("speed");
  m_speed->setRange(0, kSpeedSteps);  // the limits table's speeds, evenly on a log scale
  describeControl(m_method, tr("Mask rule"),
                  tr("How each draw decides: a uniform U below Φ(x), or a normal X at most x"));
  describeControl(m_speed, tr("Playback speed"), tr("How fast Play adds draws"));
  mf->addRow(tr("seed"), m_seed);
  mf->addRow(tr("mask"), m_method);
  mf->addRow(tr("speed"), m_speed);
  // What the speed means, computed from how Play paces a run.
  m_speedText = new QLabel;
  m_speedText->setObjectName("speed-text");
  m_speedText->setWordWrap(true);
  mf->addRow(QString(), m_speedText);
  connect(m_seed, &SeedEdit::seedEdited, &scene, &Scene::setSeed);
  connect(m_method, &QComboBox::currentIndexChanged, &scene, [this, &scene] {
    scene.setMethod(*gelu::soi::parseMethod(m_method->currentData().toString().toStdString()));
  });
  connect(m_speed, &QSlider::valueChanged, &scene, [&scene](int s) { scene.setSpeed(speedAt(s)); });
  v->addWidget(mcBox);
  v->addStretch();
  // The wheel turns a field only once it has the focus: scrolling the dock past a spin box or a
  // slider changed "y from" unasked.
  takeWheelOnlyWithFocusWithin(*body);

  auto* scroll = m_scroll = new QScrollArea;
  scroll->viewport()->installEventFilter(this);  // its height decides the settings' fold
  scroll->setWidget(body);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  setWidget(scroll);
  // As wide as the controls need at their narrowest (the dock of a 1280×720 screen is 270 px),
  // plus the vertical scroll bar; never a horizontal one.
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(body->minimumSizeHint().width() +
                          scroll->verticalScrollBar()->sizeHint().width() + 2);

  connect(&scene, &Scene::changed, this, &ControlsDock::readScene);
  readScene();
}

void ControlsDock::takeWheelOnlyWithFocus(QWidget* w) {
  w->setFocusPolicy(Qt::StrongFocus);
  w->installEventFilter(this);  // eventFilter() passes the wheel to the dock without the focus
}

void ControlsDock::takeWheelOnlyWithFocusWithin(QWidget& root) {
  for (QWidget* w : root.findChildren<QWidget*>()) {
    // (Scroll bars scroll with the wheel as before.)
    if (qobject_cast<QAbstractSpinBox*>(w) != nullptr || qobject_cast<QComboBox*>(w) != nullptr ||
        (qobject_cast<QAbstractSlider*>(w) != nullptr && qobject_cast<QScrollBar*>(w) == nullptr)) {
      takeWheelOnlyWithFocus(w);
    }
  }
}

bool ControlsDock::eventFilter(QObject* watched, QEvent* event) {
  if (m_scroll != nullptr && watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
    foldToFit();
  }
  if (event->type() == QEvent::Wheel) {
    if (auto* w = qobject_cast<QWidget*>(watched); w != nullptr && !w->hasFocus()) {
      // The dock scrolls instead.
      if (m_scroll != nullptr) QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
      return true;
    }
  }
  return QDockWidget::eventFilter(watched, event);
}

void ControlsDock::readFormulaParameters() {
  std::vector<std::pair<std::string, std::string>> ids;
  for (const FormulaDef& f : m_scene.formulas()) {
    for (const gelu::FormulaParameter& p : f.parameters) ids.emplace_back(f.id, p.name);
  }
  if (ids != m_formulaParameterIds) {
    while (m_formulaRows->rowCount() > 0) m_formulaRows->removeRow(0);
    m_formulaSliders.clear();
    m_formulaParameterIds = ids;
    for (const auto& [id, name] : ids) {
      const QString formula = QString::fromStdString(id);
      const QString parameter = QString::fromStdString(name);
      auto* slider = new ParameterSlider(
          "formula-" + formula + "-" + parameter, gelu::limits::kFormulaParameter,
          gelu::limits::kFormulaSlider.min, gelu::limits::kFormulaSlider.max, false);
      slider->setGrowsToHold(true);
      const QString what = tr("%1 of the formula %2").arg(parameter, formula);
      slider->setToolTip(what);
      slider->describe(parameter, what);
      takeWheelOnlyWithFocus(slider->box());
      takeWheelOnlyWithFocus(slider->slider());
      connect(slider, &ParameterSlider::valueEdited, &m_scene,
              [this, formula, parameter](double v) {
                m_scene.setFormulaParameter(formula, parameter, v);
              });
      m_formulaRows->addRow(tr("%1 in %2").arg(parameter, formula), slider);
      m_formulaSliders.push_back(slider);
    }
  }
  std::size_t i = 0;
  for (const FormulaDef& f : m_scene.formulas()) {
    for (const gelu::FormulaParameter& p : f.parameters) m_formulaSliders[i++]->setValue(p.value);
  }
}

void ControlsDock::readScene() {
  // Widgets mirror the Scene; blockers stop the echo from writing it back.
  const QSignalBlocker b1(m_xSlider), b2(m_xSpin), b6(m_xMin), b7(m_xMax), b8(m_yMin), b9(m_yMax),
      b10(m_seed), b11(m_method), b12(m_speed);
  m_xSlider->setValue(static_cast<int>(std::lround(std::clamp(m_scene.x(), -5.0, 5.0) * 100)));
  showValue(m_xSpin, m_scene.x());
  m_mu->setValue(m_scene.mu());
  m_sigma->setValue(m_scene.sigma());
  m_alpha->setValue(m_scene.alpha());
  m_beta->setValue(m_scene.beta());
  m_slope->setValue(m_scene.slope());
  m_lambda->setValue(m_scene.lambda());
  readFormulaParameters();
  showUsedParameters();
  showValue(m_xMin, m_scene.xMin());
  showValue(m_xMax, m_scene.xMax());
  showValue(m_yMin, m_scene.yMin());
  showValue(m_yMax, m_scene.yMax());
  m_seed->setSeed(m_scene.seed());
  m_method->setCurrentIndex(m_scene.method() == gelu::soi::Method::Uniform ? 0 : 1);
  m_speed->setValue(speedPosition(m_scene.speed()));
  const auto rate = gelu::soi::playbackRate(m_scene.speed());
  m_speedText->setText(tr("%1 draws a second at first, then n × %2 a second")
                           .arg(QLocale().toString(rate.coinsPerSecond, 'g', 3),
                                QLocale().toString(rate.growthPerSecond, 'g', 3)));
  // The settings said, short, on their fold's line (a 270 px dock): the seed and the speed.
  sayFolded(
      kMonteCarloFold,
      tr("seed %1, %2/s").arg(m_seed->text(), QLocale().toString(rate.coinsPerSecond, 'g', 3)));
  const auto n = [](double v) { return QLocale().toString(v, 'g', 4); };
  sayFolded(kRangeFold,
            QStringLiteral("x %1 … %2 · y %3 … %4")
                .arg(n(m_scene.xMin()), n(m_scene.xMax()), n(m_scene.yMin()), n(m_scene.yMax())));
}

}  // namespace ui
