#include "ui/window/ControlsDock.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "ui/model/Limits.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/NumberEdit.hpp"

namespace ui {
namespace {

/// A box for a field of limits.hpp: it shows and edits every value the model accepts.
QDoubleSpinBox* makeSpin(const limits::Range& range) { return new NumberEdit(range); }

}  // namespace

ControlsDock::ControlsDock(Scene& scene, QWidget* parent)
    : QDockWidget(tr("Controls"), parent), m_scene(scene) {
  setObjectName("controls");
  auto* body = new QWidget;
  auto* v = new QVBoxLayout(body);

  auto* xBox = new QGroupBox(tr("Input x"));
  auto* xl = new QHBoxLayout(xBox);
  m_xSlider = new QSlider(Qt::Horizontal);
  m_xSlider->setRange(-500, 500);  // hundredths: 0.01 steps over [−5, 5]
  m_xSlider->setObjectName("x-slider");
  m_xSpin = makeSpin(limits::kX);
  m_xSpin->setObjectName("x-spin");
  xl->addWidget(m_xSlider, 1);
  xl->addWidget(m_xSpin);
  connect(m_xSlider, &QSlider::valueChanged, &scene, [&scene](int v) { scene.setX(v / 100.0); });
  connect(m_xSpin, &QDoubleSpinBox::valueChanged, &scene, &Scene::setX);
  v->addWidget(xBox);

  auto* shapeBox = new QGroupBox(tr("Gaussian N(μ, σ²) and ELU α"));
  auto* sf = new QFormLayout(shapeBox);
  m_mu = makeSpin(limits::kMu);
  m_sigma = makeSpin(limits::kSigma);
  m_sigma->setToolTip(tr("σ → 0 turns GELU into ReLU"));
  m_alpha = makeSpin(limits::kAlpha);
  m_mu->setObjectName("mu");
  m_sigma->setObjectName("sigma");
  m_alpha->setObjectName("alpha");
  sf->addRow("μ", m_mu);
  sf->addRow("σ", m_sigma);
  sf->addRow("α", m_alpha);
  auto* reset = new QPushButton(tr("Reset μ = 0, σ = 1, α = 1"));
  sf->addRow(reset);
  connect(m_mu, &QDoubleSpinBox::valueChanged, &scene, &Scene::setMu);
  connect(m_sigma, &QDoubleSpinBox::valueChanged, &scene, &Scene::setSigma);
  connect(m_alpha, &QDoubleSpinBox::valueChanged, &scene, &Scene::setAlpha);
  connect(reset, &QPushButton::clicked, &scene, &Scene::resetShape);
  v->addWidget(shapeBox);

  auto* curvesBox = new QGroupBox(tr("Curves"));
  auto* cl = new QVBoxLayout(curvesBox);
  for (const gelu::FunctionInfo* f : gelu::activationFunctions()) {
    const QString id = fromUtf8(f->id);
    auto* box = new QCheckBox(fromUtf8(f->name));
    box->setObjectName("curve-" + id);
    box->setToolTip(fromUtf8(f->formula));
    connect(box, &QCheckBox::toggled, &scene,
            [&scene, id](bool on) { scene.setCurveShown(id, on); });
    m_curveBoxes.insert(id, box);
    cl->addWidget(box);
  }
  v->addWidget(curvesBox);

  auto* rangeBox = new QGroupBox(tr("View range"));
  auto* rf = new QFormLayout(rangeBox);
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
  rf->addRow(tr("x from / to"), pair(m_xMin, m_xMax));
  rf->addRow(tr("y from / to"), pair(m_yMin, m_yMax));
  auto applyX = [this, &scene] {
    scene.setXRange(m_xMin->value(), m_xMax->value());
    readScene();
  };
  auto applyY = [this, &scene] {
    scene.setYRange(m_yMin->value(), m_yMax->value());
    readScene();
  };
  connect(m_xMin, &QDoubleSpinBox::valueChanged, this, applyX);
  connect(m_xMax, &QDoubleSpinBox::valueChanged, this, applyX);
  connect(m_yMin, &QDoubleSpinBox::valueChanged, this, applyY);
  connect(m_yMax, &QDoubleSpinBox::valueChanged, this, applyY);
  v->addWidget(rangeBox);

  auto* mcBox = new QGroupBox(tr("Monte Carlo"));
  auto* mf = new QFormLayout(mcBox);
  m_seed = new SeedEdit;
  m_seed->setObjectName("seed");
  m_method = new QComboBox;
  m_method->addItem(tr("U < Φ(x), U uniform"), "uniform");
  m_method->addItem(tr("X ≤ x, X ~ N(μ, σ²)"), "normal");
  m_speed = new QSlider(Qt::Horizontal);
  m_speed->setRange(1, 40);  // tenths... ×0.25 per step
  mf->addRow(tr("seed"), m_seed);
  mf->addRow(tr("mask"), m_method);
  mf->addRow(tr("speed"), m_speed);
  connect(m_seed, &SeedEdit::seedEdited, &scene, &Scene::setSeed);
  connect(m_method, &QComboBox::currentIndexChanged, &scene, [this, &scene] {
    scene.setMethod(*gelu::soi::parseMethod(m_method->currentData().toString().toStdString()));
  });
  connect(m_speed, &QSlider::valueChanged, &scene, [&scene](int s) { scene.setSpeed(s / 4.0); });
  v->addWidget(mcBox);
  v->addStretch();

  auto* scroll = new QScrollArea;
  scroll->setWidget(body);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  setWidget(scroll);
  scroll->setMinimumWidth(body->sizeHint().width() + 12);

  connect(&scene, &Scene::changed, this, &ControlsDock::readScene);
  readScene();
}

void ControlsDock::readScene() {
  // Widgets mirror the Scene; blockers stop the echo from writing it back.
  const QSignalBlocker b1(m_xSlider), b2(m_xSpin), b3(m_mu), b4(m_sigma), b5(m_alpha), b6(m_xMin),
      b7(m_xMax), b8(m_yMin), b9(m_yMax), b10(m_seed), b11(m_method), b12(m_speed);
  m_xSlider->setValue(static_cast<int>(std::lround(std::clamp(m_scene.x(), -5.0, 5.0) * 100)));
  m_xSpin->setValue(m_scene.x());
  m_mu->setValue(m_scene.mu());
  m_sigma->setValue(m_scene.sigma());
  m_alpha->setValue(m_scene.alpha());
  m_xMin->setValue(m_scene.xMin());
  m_xMax->setValue(m_scene.xMax());
  m_yMin->setValue(m_scene.yMin());
  m_yMax->setValue(m_scene.yMax());
  m_seed->setSeed(m_scene.seed());
  m_method->setCurrentIndex(m_scene.method() == gelu::soi::Method::Uniform ? 0 : 1);
  m_speed->setValue(static_cast<int>(std::lround(m_scene.speed() * 4)));
  for (auto it = m_curveBoxes.begin(); it != m_curveBoxes.end(); ++it) {
    const QSignalBlocker b(it.value());
    it.value()->setChecked(m_scene.isShown(it.key()));
  }
}

}  // namespace ui
