#include "ui/panels/TrainingPanel.hpp"

#include "ui/panels/NumberEdit.hpp"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "core/io.hpp"
#include "core/model/scene_file.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/ModelText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/Accessible.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/SeedRepeatDialog.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/SteadyWidth.hpp"

namespace ui {
namespace {

namespace tr = gelu::training;

/// A colour map that draws nothing where it has no room. Painted for a vector target (the export's
/// text-fit pass, PDF), QCPColorMap paints through a pixmap the size of its clip; a pane squeezed
/// to nothing gave an empty pixmap, and Qt's "QPainter::begin: Paint device returned engine == 0"
/// lines on the command line before render's own one-line refusal.
class ColorMap : public QCPColorMap {
 public:
  using QCPColorMap::QCPColorMap;

 protected:
  void draw(QCPPainter* painter) override {
    if (painter->modes().testFlag(QCPPainter::pmVectorized) &&
        painter->clipRegion().boundingRect().isEmpty()) {
      return;
    }
    QCPColorMap::draw(painter);
  }
};

constexpr int kStepEpochs = 10;             ///< what the step button trains
constexpr std::size_t kDashedPoints = 100;  ///< at most about this many test-loss points
constexpr int kSpeeds[] = {10, 25, 50, 100, 250, 1000, 0};  ///< epochs a second (0: fastest)
constexpr double kRates[] = {0.0003, 0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1.0};

/// The losses' epoch axis ends here, a run at `epoch` of `target`: at the first of 10, 20, 25,
/// 50, 100, … that leaves a fifth of the plot ahead of the run, at most the target (or the run,
/// trained past it). Past the first 8 epochs the curves fill 40–80% of the width (all of it at
/// the target's end): a fixed 0..target put a lecture step's opening 20 of 2000 epochs in its
/// first pixels. The axis holds still between its steps, about one per doubling.
double epochAxisEnd(int epoch, int target) {
  return std::min(niceCeiling(std::max(10.0, 1.25 * epoch)),
                  static_cast<double>(std::max(target, epoch)));
}

struct Choice {
  const char* id;
  const char* label;
};
constexpr Choice kDatasets[] = {
    {"circle", QT_TRANSLATE_NOOP("ui::TrainingPanel", "circle")},
    {"xor", QT_TRANSLATE_NOOP("ui::TrainingPanel", "xor")},
    {"gaussians", QT_TRANSLATE_NOOP("ui::TrainingPanel", "two gaussians")},
    {"spiral", QT_TRANSLATE_NOOP("ui::TrainingPanel", "spiral")},
    {"regression", QT_TRANSLATE_NOOP("ui::TrainingPanel", "regression: sin 3x")},
};

QString layersText(const std::vector<int>& layers) {
  QStringList parts;
  for (const int u : layers) parts << QString::number(u);
  return parts.join(',');
}

QString percent(double share) {
  return QLocale().toString(100.0 * share, 'f', 1) + QChar(0x202F) + '%';  // never broken apart
}

/// Class `c`'s colour in a training map (gelu::model::trainingMapLook: purple and green).
QColor classColour(int c, const Theme& t) {
  const gelu::model::Rgb rgb = t.mapLook().classes[static_cast<std::size_t>(c)];
  return QColor(rgb.r, rgb.g, rgb.b);
}

}  // namespace

QString datasetLabel(const std::string& id) {
  for (const Choice& c : kDatasets) {
    if (id == c.id) return TrainingPanel::tr(c.label);
  }
  return QString::fromStdString(id);
}

TrainingPanel::TrainingPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "training",
                tr("Training: the same network, data and initial weights, one activation each"),
                parent) {
  auto* transport = new QHBoxLayout;
  // Tool buttons: narrower than push buttons, so the panel fits its dock on a 1280×720 screen.
  m_play = new QToolButton(this);
  m_play->setObjectName("training-play");
  describeControl(m_play, tr("Play"), tr("Train the networks, or pause them"));
  keepSteadyWidth(m_play, {tr("Play"), tr("Pause")});  // +10 and Reset stay put
  m_step = new QToolButton(this);
  m_step->setText(tr("+%1").arg(kStepEpochs));
  m_step->setObjectName("training-step");
  describeControl(m_step, tr("Step"), tr("Train %1 epochs more").arg(kStepEpochs));
  m_reset = new QToolButton(this);
  m_reset->setText(tr("Reset"));
  m_reset->setObjectName("training-reset");
  describeControl(m_reset, tr("Reset"), tr("Back to the initial weights (epoch 0)"));
  m_epochs = new QSpinBox(this);
  m_epochs->setObjectName("training-epochs");
  m_epochs->setRange(1, limits::kMaxTrainingEpochs);
  m_epochs->setSuffix(tr(" epochs"));
  describeControl(m_epochs, tr("Epochs"), tr("Where playing stops"));
  m_speed = new QComboBox(this);
  m_speed->setObjectName("training-speed");
  for (const int rate : kSpeeds) {
    m_speed->addItem(rate > 0 ? tr("%1/s").arg(rate) : tr("fastest"), rate);
  }
  describeControl(m_speed, tr("Speed"), tr("Epochs a second while playing"));
  m_more = new QToolButton(this);
  m_more->setObjectName("training-more");
  m_more->setText(tr("Network"));
  m_more->setCheckable(true);
  m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  m_more->setArrowType(Qt::DownArrow);
  describeControl(m_more, tr("Network settings"),
                  tr("Show the data, hidden layers, learning rate and optimizer"));
  transport->addWidget(m_play);
  transport->addWidget(m_step);
  transport->addWidget(m_reset);
  transport->addWidget(m_epochs);
  transport->addWidget(m_speed);
  transport->addWidget(m_more);
  transport->addStretch(1);
  m_controls = {m_play, m_step, m_reset, m_epochs, m_speed, m_more};

  auto* chosen = new QHBoxLayout;
  auto* actName = m_activationsName = new QLabel(tr("activations"), this);
  chosen->addWidget(actName);
  m_controls << actName;
  for (int k = 0; k < limits::kMaxTrainingPanes; ++k) {
    auto* box = new QComboBox(this);
    box->setObjectName(QStringLiteral("training-activation-%1").arg(k + 1));
    // Long names ("GELU (tanh approx.)") must not widen the panel past its dock.
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(6);
    describeControl(box, tr("Activation %1").arg(k + 1),
                    tr("The hidden layers' activation of network %1").arg(k + 1));
    chosen->addWidget(box, 1);
    m_activations << box;
    m_controls << box;
    connect(box, &QComboBox::activated, this, &TrainingPanel::writeScene);
  }

  m_dataset = new QComboBox(this);
  m_dataset->setObjectName("training-dataset");
  m_dataset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_dataset->setMinimumContentsLength(8);
  for (const Choice& c : kDatasets) m_dataset->addItem(tr(c.label), QString::fromLatin1(c.id));
  describeControl(m_dataset, tr("Data"), tr("The data set the networks learn"));
  m_noise = new QDoubleSpinBox(this);
  m_noise->setObjectName("training-noise");
  m_noise->setRange(limits::kTrainingNoise.min, limits::kTrainingNoise.max);
  m_noise->setSingleStep(limits::kTrainingNoise.step);
  m_noise->setDecimals(2);
  describeControl(m_noise, tr("Noise"), tr("The standard deviation of the noise on the data"));
  m_layers = new QLineEdit(this);
  m_layers->setObjectName("training-layers");
  m_layers->setValidator(new QRegularExpressionValidator(
      QRegularExpression(QStringLiteral("^[0-9]{1,2}(,[0-9]{1,2}){0,5}$")), m_layers));
  m_layers->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("64,64,64,64")));
  describeControl(m_layers, tr("Hidden layers"),
                  tr("Units per hidden layer, comma-separated: 1 to 6 layers of 1 to 64"));
  m_rate = new QComboBox(this);
  m_rate->setObjectName("training-rate");
  describeControl(m_rate, tr("Learning rate"), tr("The optimizer's step size"));
  m_optimizer = new QComboBox(this);
  m_optimizer->setObjectName("training-optimizer");
  m_optimizer->addItem(tr("Adam"), QStringLiteral("adam"));
  m_optimizer->addItem(tr("SGD, momentum 0.9"), QStringLiteral("sgd"));
  describeControl(m_optimizer, tr("Optimizer"), tr("Adam, or SGD with momentum"));
  // One seed makes one run: another seed shows whether a difference between activations holds.
  m_seed = new SeedEdit(this);
  m_seed->setObjectName("training-seed");
  m_seed->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
  describeControl(m_seed, tr("Seed"),
                  tr("The data, the initial weights and the batches: another seed, another run"));
  // The network's settings in two rows of their own, shown on demand: the panel shares its
  // dock's width with the activations and must fit a 1280×720 screen.
  auto* data = new QHBoxLayout;
  auto* optimizer = new QHBoxLayout;
  const std::tuple<QString, QWidget*, QHBoxLayout*> named[] = {
      {tr("data"), m_dataset, data},
      {tr("noise"), m_noise, data},
      {tr("hidden"), m_layers, data},
      {tr("rate"), m_rate, optimizer},
      {tr("optimizer"), m_optimizer, optimizer},
      {tr("seed"), m_seed, optimizer}};
  for (const auto& [name, w, row] : named) {
    auto* label = new QLabel(name, this);
    label->setBuddy(w);
    row->addWidget(label);
    row->addWidget(w);
    m_controls << label << w;
    m_settings << label << w;
  }
  data->addStretch(1);
  optimizer->addStretch(1);
  auto* box = static_cast<QVBoxLayout*>(layout());
  box->insertLayout(1, transport);
  box->insertLayout(2, chosen);
  box->insertLayout(3, data);
  box->insertLayout(4, optimizer);
  m_refused = new QLabel(this);
  m_refused->setObjectName("training-refused");
  m_refused->setWordWrap(true);
  m_refused->setVisible(false);
  box->insertWidget(5, m_refused);
  connect(m_more, &QToolButton::toggled, this, [this](bool on) {
    m_more->setArrowType(on ? Qt::UpArrow : Qt::DownArrow);
    for (QWidget* w : m_settings) w->setVisible(on && !presentation());
  });
  for (QWidget* w : m_settings) w->setVisible(false);
  m_repeat = new QToolButton(this);
  m_repeat->setObjectName("training-repeat");
  m_repeat->setText(tr("Repeat over seeds…"));
  describeControl(m_repeat, tr("Repeat over seeds"),
                  tr("Train this run again over several seeds: each activation's test accuracy "
                     "and dead units with their spread"));
  connect(m_repeat, &QToolButton::clicked, this, &TrainingPanel::showSeedRepeat);
  transport->insertWidget(transport->count() - 1, m_repeat);  // before the stretch
  m_controls << m_repeat;

  TrainingRun& run = scene.trainingRun();
  connect(m_play, &QToolButton::clicked, this, [&run] { run.togglePlaying(); });
  connect(m_step, &QToolButton::clicked, this, [&run] { run.step(kStepEpochs); });
  connect(m_reset, &QToolButton::clicked, this, [&run] { run.reset(); });
  connect(m_dataset, &QComboBox::activated, this, &TrainingPanel::writeScene);
  connect(m_rate, &QComboBox::activated, this, &TrainingPanel::writeScene);
  connect(m_optimizer, &QComboBox::activated, this, &TrainingPanel::writeScene);
  connect(m_speed, &QComboBox::activated, this, &TrainingPanel::writeScene);
  connect(m_noise, &QDoubleSpinBox::editingFinished, this, &TrainingPanel::writeScene);
  connect(m_epochs, &QSpinBox::editingFinished, this, &TrainingPanel::writeScene);
  connect(m_layers, &QLineEdit::editingFinished, this, &TrainingPanel::writeScene);
  connect(m_seed, &SeedEdit::seedEdited, this, &TrainingPanel::writeScene);
  connect(&run, &TrainingRun::advanced, this, &TrainingPanel::refreshSoon);
  connect(&run, &TrainingRun::playingChanged, this,
          [this](bool playing) { m_play->setText(playing ? tr("Pause") : tr("Play")); });
  listenTo(Scene::kTraining | Scene::kCurves);
  refreshOn(kOnShape | kOnCurves);

  m_plot->setInteractions({});
  // Row 0: the panes side by side (a grid of their own); row 1: the losses of all, full width.
  m_loss = m_plot->axisRect();
  m_plot->plotLayout()->take(m_loss);
  m_plot->plotLayout()->simplify();
  m_paneRow = new QCPLayoutGrid;
  m_paneRow->setAutoMargins(QCP::msNone);
  m_paneMargins = new QCPMarginGroup(m_plot);
  m_plot->plotLayout()->addElement(0, 0, m_paneRow);
  m_plot->plotLayout()->addElement(1, 0, m_loss);
  m_plot->plotLayout()->setRowStretchFactors({3.0, 2.0});
  m_plot->plotLayout()->setRowSpacing(static_cast<int>(12 * theme().fontScale));
  m_paneRow->setColumnSpacing(static_cast<int>(16 * theme().fontScale));
  m_plot->legend->setVisible(true);
  setLegendRect(*m_plot, m_loss);  // the losses' legend, wherever the layout puts the maps
  m_loss->axis(QCPAxis::atLeft)->setScaleType(QCPAxis::stLogarithmic);
  m_loss->axis(QCPAxis::atLeft)->setTicker(QSharedPointer<MathLogTicker>::create());
  m_play->setText(run.playing() ? tr("Pause") : tr("Play"));
  readScene();
  refresh();
}

QWidget* TrainingPanel::takeControls() {
  if (m_activationsName->parentWidget() != this) return nullptr;  // taken before
  auto* box = new QWidget;
  for (QWidget* w : m_controls) takeOutOfLayouts(w);
  takeOutOfLayouts(m_refused);
  auto* rows = new QVBoxLayout(box);
  rows->setContentsMargins(0, 0, 0, 0);
  auto* transport = new QHBoxLayout;
  for (QWidget* w : {static_cast<QWidget*>(m_play), static_cast<QWidget*>(m_step),
                     static_cast<QWidget*>(m_reset)})
    transport->addWidget(w);
  transport->addStretch(1);
  rows->addLayout(transport);
  auto* run = new QHBoxLayout;
  // (A spin box is otherwise never narrower than "100000 epochs": wider than half the dock.)
  m_epochs->setSizePolicy(QSizePolicy::Preferred, m_epochs->sizePolicy().verticalPolicy());
  run->addWidget(m_epochs, 1);
  run->addWidget(m_speed, 1);
  rows->addLayout(run);
  rows->addWidget(m_activationsName);
  // Two lists a row: four of "GELU (tanh approx.)" side by side are wider than the dock.
  auto* lists = new QGridLayout;
  for (int k = 0; k < m_activations.size(); ++k) {
    m_activations[k]->setMinimumContentsLength(4);  // "GELU", "none"; the rest opened
    lists->addWidget(m_activations[k], k / 2, k % 2);
  }
  rows->addLayout(lists);
  auto* more = new QHBoxLayout;
  more->addWidget(m_more);
  more->addStretch(1);
  rows->addLayout(more);
  auto* settings = new QFormLayout;
  settings->setRowWrapPolicy(QFormLayout::WrapLongRows);
  for (int i = 0; i + 1 < m_settings.size(); i += 2)
    settings->addRow(m_settings[i], m_settings[i + 1]);
  rows->addLayout(settings);
  // On a row of its own: beside Network it made the dock wider than 1280×720 leaves it.
  auto* repeat = new QHBoxLayout;
  repeat->addWidget(m_repeat);
  repeat->addStretch(1);
  rows->addLayout(repeat);
  rows->addWidget(m_refused);
  fitComboBoxesToColumn(box);
  return box;
}

bool TrainingPanel::sceneChanged(int) {
  readScene();  // the settings in the panel's controls (the run redraws on its own signal)
  return false;
}

void TrainingPanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  for (QWidget* w : m_controls)
    w->setVisible(!on && (m_more->isChecked() || !m_settings.contains(w)));
}

void TrainingPanel::readScene() {
  const TrainingState& t = scene().training();
  QList<QObject*> all{m_dataset, m_noise, m_layers, m_rate, m_optimizer, m_epochs, m_speed, m_seed};
  for (QComboBox* b : m_activations) all << b;
  std::vector<std::unique_ptr<QSignalBlocker>> blockers;
  for (QObject* o : all) blockers.push_back(std::make_unique<QSignalBlocker>(o));
  m_dataset->setCurrentIndex(std::max(0, m_dataset->findData(QString::fromStdString(t.dataset))));
  m_noise->setValue(t.noise);
  m_layers->setText(layersText(t.layers));
  // The lists are filled again only when what they list changes: a change of the curves shown
  // reaches this panel too, and refilling its boxes was a tenth of an undo's time.
  QList<double> rates(std::begin(kRates), std::end(kRates));
  if (!rates.contains(t.learningRate)) rates << t.learningRate;
  std::sort(rates.begin(), rates.end());
  if (rates != m_listedRates) {
    m_rate->clear();
    for (const double r : rates) m_rate->addItem(formatValue(r, 4), r);
    m_listedRates = rates;
  }
  m_rate->setCurrentIndex(m_rate->findData(t.learningRate));
  m_optimizer->setCurrentIndex(
      std::max(0, m_optimizer->findData(QString::fromStdString(t.optimizer))));
  m_epochs->setValue(t.epochs);
  m_seed->setSeed(t.seed);
  if (m_speed->findData(t.speed) < 0) {  // a scene's own pace
    m_speed->addItem(tr("%1/s").arg(t.speed), t.speed);
  }
  m_speed->setCurrentIndex(m_speed->findData(t.speed));
  const auto fns = scene().library().activations();
  QStringList listed;  // each function's id, name and formula
  for (const gelu::FunctionInfo* f : fns) {
    listed << QString::fromUtf8(f->id.data(), static_cast<qsizetype>(f->id.size())) << curveName(*f)
           << curvePlainFormula(*f);
  }
  const bool refill = listed != m_listedFunctions;
  m_listedFunctions = listed;
  for (int k = 0; k < m_activations.size(); ++k) {
    QComboBox* b = m_activations[k];
    if (refill) {
      b->clear();
      if (k > 0) b->addItem(tr("none"), QString());
      for (qsizetype i = 0; i < listed.size(); i += 3) {
        b->addItem(listed[i + 1], listed[i]);
        b->setItemData(b->count() - 1, listed[i + 2], Qt::ToolTipRole);
      }
    }
    const QString current = k < static_cast<int>(t.activations.size())
                                ? QString::fromStdString(t.activations[k])
                                : QString();
    b->setCurrentIndex(std::max(0, b->findData(current)));
  }
}

void TrainingPanel::writeScene() {
  TrainingState t = scene().training();
  t.dataset = m_dataset->currentData().toString().toStdString();
  t.noise = m_noise->value();
  std::vector<int> layers;
  bool layersOk = true;
  for (const QString& part : m_layers->text().split(',')) {
    bool ok = false;
    const int u = part.toInt(&ok);
    layersOk = layersOk && ok && u >= 1 && u <= tr::kMaxUnits;
    layers.push_back(u);
  }
  if (layersOk && !layers.empty() && static_cast<int>(layers.size()) <= tr::kMaxHiddenLayers) {
    t.layers = layers;
  }
  t.learningRate = m_rate->currentData().toDouble();
  t.optimizer = m_optimizer->currentData().toString().toStdString();
  t.epochs = m_epochs->value();
  t.seed = m_seed->seed();
  t.speed = m_speed->currentData().toInt();
  QStringList ids;
  for (QComboBox* b : m_activations) {
    const QString id = b->currentData().toString();
    if (!id.isEmpty() && !ids.contains(id)) ids << id;
  }
  if (!ids.isEmpty()) t.activations = toStd(ids);
  // A run that would train for more than an hour is not taken (the readers refuse it too):
  // the message says what fits, and the controls go back to the scene's settings.
  const gelu::training::RunShape run = gelu::model::trainingShape(t, scene().library());
  if (!gelu::training::fits(run, t.epochs)) {
    m_refused->setText(describe(gelu::model::ModelError{
        gelu::model::Code::TrainingTooLong,
        {},
        {std::to_string(t.epochs), std::to_string(gelu::training::epochsThatFit(run))},
        0,
        gelu::model::Frame::None}));
    m_refused->setVisible(true);
    readScene();
    return;
  }
  m_refused->setVisible(false);
  scene().setTraining(t);
  readScene();  // what the Scene took (a layer list out of range goes back to the last good one)
}

void TrainingPanel::makePanes(int count) {
  while (m_panes.size() > count) {
    QCPAxisRect* r = m_panes.takeLast();
    m_paneRow->remove(r);  // deletes it and its axes
  }
  m_paneRow->simplify();
  while (m_panes.size() < count) {
    auto* r = new QCPAxisRect(m_plot);
    for (QCPAxis* a : orderedAxes(*r)) {
      a->setLayer("axes");
      a->grid()->setLayer("grid");
    }
    r->setMarginGroup(QCP::msTop | QCP::msBottom, m_paneMargins);  // one row, one height
    m_paneRow->addElement(0, static_cast<int>(m_panes.size()), r);
    m_panes << r;
  }
}

void TrainingPanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearPlottables();
  m_plot->clearItems();
  m_names.clear();
  const std::shared_ptr<const TrainingSnapshot> s = scene().trainingRun().snapshot();
  makePanes(std::max<int>(1, static_cast<int>(s->panes.size())));
  m_square = s->data != nullptr && s->data->inputs == 2;
  for (int k = 0; k < static_cast<int>(s->panes.size()); ++k) drawPane(k, *s);
  drawLoss(*s);
  theme().applySmallPlots(*m_plot);
  updateAccessible();
}

void TrainingPanel::drawPane(int k, const TrainingSnapshot& s) {
  const Theme& t = theme();
  const TrainingPane& pane = s.panes[static_cast<std::size_t>(k)];
  QCPAxisRect* rect = m_panes[k];
  QCPAxis* x = rect->axis(QCPAxis::atBottom);
  QCPAxis* y = rect->axis(QCPAxis::atLeft);
  const tr::Dataset& d = *s.data;
  constexpr int K = TrainingSnapshot::kField;
  const double cell = (s.high - s.low) / K;
  const gelu::FunctionInfo* f = scene().library().find(pane.id.toStdString());
  const QString name = f != nullptr ? curveName(*f) : pane.id;
  if (d.inputs == 2 && pane.field.size() == static_cast<std::size_t>(K) * K) {
    // The heat map: P(class 1) from the first class's colour through the background to the
    // second's, so the boundary (0.5) is where the colour fades out.
    auto* map = new ColorMap(x, y);
    // (The hover read-out's: the chance the network gives the second, green class there.)
    map->setName(tr("%1: P(green)").arg(name));
    map->data()->setSize(K, K);
    map->data()->setRange(QCPRange(s.low + cell / 2, s.high - cell / 2),
                          QCPRange(s.low + cell / 2, s.high - cell / 2));
    for (int row = 0; row < K; ++row) {
      for (int col = 0; col < K; ++col) {
        const double p = pane.field[static_cast<std::size_t>(row * K + col)];
        map->data()->setCell(col, K - 1 - row, std::isfinite(p) ? p : 0.5);
      }
    }
    QCPColorGradient g;
    g.clearColorStops();
    const auto stops = t.mapLook().stops;
    for (std::size_t i = 0; i < stops.size(); ++i)
      g.setColorStopAt(0.5 * static_cast<double>(i), QColor(stops[i].r, stops[i].g, stops[i].b));
    map->setGradient(g);
    map->setDataRange(QCPRange(0.0, 1.0));
    map->setInterpolate(true);
    map->setTightBoundary(false);
    map->removeFromLegend();
    // The points: training filled, test hollow, each in its class's colour.
    for (int c = 0; c < 2; ++c) {
      for (const bool test : {false, true}) {
        QVector<double> xs;
        QVector<double> ys;
        for (const tr::Point& p : test ? d.test : d.train) {
          if ((p.y > 0.5) != (c == 1)) continue;
          xs << p.x1;
          ys << p.x2;
        }
        auto* dots = addGraph(*m_plot, x, y);
        dots->setData(xs, ys);
        dots->setLineStyle(QCPGraph::lsNone);
        const QColor edge = classColour(c, t).darker(t.dark ? 100 : 130);
        dots->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(edge, 1.0 * t.fontScale),
                            test ? QBrush(t.background) : QBrush(classColour(c, t)),
                            (test ? 4.0 : 4.5) * t.fontScale));
        dots->setAdaptiveSampling(false);
        dots->removeFromLegend();
      }
    }
    x->setRange(s.low, s.high);
    y->setRange(s.low, s.high);
    x->setLabel(QStringLiteral("$x_1$"));
    // One scale for all maps (fitLayout() squares them alike): the y axis' numbers and name on
    // the first only, their width given to the maps.
    y->setLabel(k == 0 ? QStringLiteral("$x_2$") : QString());
    y->setTickLabels(k == 0);
  } else if (d.inputs == 1) {
    for (const bool test : {false, true}) {
      QVector<double> xs;
      QVector<double> ys;
      for (const tr::Point& p : test ? d.test : d.train) {
        xs << p.x1;
        ys << p.y;
      }
      auto* dots = addGraph(*m_plot, x, y);
      dots->setData(xs, ys);
      dots->setLineStyle(QCPGraph::lsNone);
      dots->setScatterStyle(QCPScatterStyle(
          QCPScatterStyle::ssCircle, QPen(t.foreground, 1.0 * t.fontScale),
          test ? QBrush(t.background) : QBrush(t.grid.darker(130)), 4.0 * t.fontScale));
      dots->removeFromLegend();
    }
    QVector<double> xs;
    QVector<double> fit;
    for (int i = 0; i < static_cast<int>(pane.field.size()); ++i) {
      xs << s.low + i * (s.high - s.low) / (K - 1);
      fit << pane.field[static_cast<std::size_t>(i)];
    }
    auto* curve = addGraph(*m_plot, x, y);
    curve->setData(xs, fit, true);
    curve->setPen(
        t.curvePen(pane.id, 2.5, scene().formulas(), toQt(scene().training().activations)));
    curve->removeFromLegend();
    x->setRange(s.low, s.high);
    y->setRange(s.yLow, s.yHigh);
    x->setLabel(QStringLiteral("$x$"));
    y->setLabel(QStringLiteral("$y$"));
    y->setTickLabels(true);  // (each pane its own, as it is not squared: see fitLayout())
  }
  // The name: the activation and where its network is.
  const tr::Metrics& m = pane.history.back();
  // Two lines: what the network gets right on the held-out points, and its dead units. The
  // percentage is named ("test accuracy": a newcomer read it as anything else, and asked whether
  // it was the training points') where that costs no line; a narrow map (the lecture's at
  // 1280×720) says the number alone, so that its plot keeps its height and its row's alignment.
  const QString dead = '\n' + tr("%1 dead units").arg(m.deadUnits);
  if (d.classes) {
    m_names.add(*m_plot, rect, tr("%1: %2 test accuracy").arg(name, percent(m.testAccuracy)) + dead,
                t, tr("%1: %2").arg(name, percent(m.testAccuracy)) + dead);
  } else {
    m_names.add(*m_plot, rect, tr("%1: loss %2").arg(name, formatValue(m.testLoss, 3)) + dead, t);
  }
}

void TrainingPanel::drawLoss(const TrainingSnapshot& s) {
  const Theme& t = theme();
  QCPAxis* x = m_loss->axis(QCPAxis::atBottom);
  QCPAxis* y = m_loss->axis(QCPAxis::atLeft);
  double low = HUGE_VAL;
  double high = 0.0;
  for (const TrainingPane& pane : s.panes) {
    const gelu::FunctionInfo* f = scene().library().find(pane.id.toStdString());
    const QString name = f != nullptr ? curveName(*f) : pane.id;
    for (const bool test : {false, true}) {
      QVector<double> es;
      QVector<double> ls;
      // The test loss is drawn dashed at every k-th epoch (and the last): through each epoch's
      // noise a dash pattern tiles the zig-zag and reads as a thick solid line.
      const std::size_t n = pane.history.size();
      const std::size_t every = test ? std::max<std::size_t>(1, n / kDashedPoints) : 1;
      for (std::size_t i = 0; i < n; ++i) {
        if (i % every != 0 && i + 1 != n) continue;
        const tr::Metrics& m = pane.history[i];
        const double v = test ? m.testLoss : m.trainLoss;
        if (!(v > 0.0) || !std::isfinite(v)) continue;
        es << m.epoch;
        ls << v;
        low = std::min(low, v);
        high = std::max(high, v);
      }
      auto* g = addGraph(*m_plot, x, y);
      g->setData(es, ls, true);
      g->setAdaptiveSampling(!test);  // a pixel column's min–max lines would hide the dashes
      QPen pen = t.curvePen(pane.id, test ? 1.6 : 2.4, scene().formulas(),
                            toQt(scene().training().activations));
      pen.setStyle(test ? Qt::DashLine : Qt::SolidLine);
      g->setPen(pen);
      // (The hover read-out tells the two apart; the title says which are dashed.)
      g->setName(test ? tr("%1 test").arg(name) : name);
      if (test) g->removeFromLegend();  // the name above says which are the test losses
    }
  }
  if (const auto span = frame().lossSpan) std::tie(low, high) = *span;  // an animation's
  if (!(high > 0.0)) {
    low = 0.01;
    high = 1.0;
  }
  y->setRange(std::max(low / 2.0, 1e-300), high * 2.0);
  // An animation's axes hold still over its whole run (its losses' span, found first).
  x->setRange(0.0, frame().lossSpan ? std::max(scene().training().epochs, s.epoch)
                                    : epochAxisEnd(s.epoch, scene().training().epochs));
  x->setLabel(tr("epoch"));
  // The loss's kind on its axis (which gives way in a small plot), the run's place above.
  y->setLabel(s.data && s.data->classes ? tr("cross-entropy") : tr("squared error"));
  // (Without the run's length where that saves a line: beside square maps on a 1280×720 slide.)
  m_names.add(*m_plot, m_loss,
              tr("Loss, epoch %1 of %2 (dashed: test)").arg(s.epoch).arg(scene().training().epochs),
              t, tr("Loss, epoch %1 (dashed: test)").arg(s.epoch));
  // (at its widest, the run's last epoch: the room it asks does not change as the run plays)
  m_lossName = tr("Loss, epoch %1 (dashed: test)").arg(scene().training().epochs);
  // Said in words for screen readers.
  QStringList parts;
  for (const TrainingPane& pane : s.panes) {
    const tr::Metrics& m = pane.history.back();
    const gelu::FunctionInfo* f = scene().library().find(pane.id.toStdString());
    const QString name = f != nullptr ? curveName(*f) : pane.id;
    parts << (s.data && s.data->classes
                  ? tr("%1 test accuracy %2, loss %3, dead units %4")
                        .arg(name, percent(m.testAccuracy), formatValue(m.testLoss, 3))
                        .arg(m.deadUnits)
                  : tr("%1 test loss %2, dead units %3")
                        .arg(name, formatValue(m.testLoss, 3))
                        .arg(m.deadUnits));
  }
  m_summary =
      tr("Epoch %1 of %2: %3").arg(s.epoch).arg(scene().training().epochs).arg(parts.join("; "));
}

TrainingPanel::Overheads TrainingPanel::overheads() const {
  Overheads o;
  o.gap = m_paneRow->columnSpacing();
  for (int k = 0; k < m_panes.size(); ++k) {
    const QRect in = m_panes[k]->rect();
    const QRect out = m_panes[k]->outerRect();
    if (in.width() <= 0 || in.height() <= 0) continue;
    const int across = (in.left() - out.left()) + (out.right() - in.right());
    (k == 0 ? o.first : o.rest) = std::max(k == 0 ? o.first : o.rest, across);
    o.down = std::max(o.down, out.bottom() - in.bottom());
  }
  const double f = theme().fontScale;  // before the first layout: about what text size 1 takes
  if (o.first <= 0) o.first = static_cast<int>(50 * f);
  if (o.rest <= 0) o.rest = static_cast<int>(15 * f);
  if (o.down <= 0) o.down = static_cast<int>(40 * f);
  return o;
}

double TrainingPanel::Overheads::width(double side, int n) const {
  return n * side + first + (n - 1) * (rest + gap);
}

void TrainingPanel::forgetNamesRoom() {
  // The fits only ever add to a margin while they settle; names broken for narrower maps would
  // keep their lines' room over wider ones (and the maps, squared under it, smaller).
  for (QCPAxisRect* r : m_panes) {
    QMargins m = r->minimumMargins();
    m.setTop(0);
    r->setMinimumMargins(m);
  }
}

int TrainingPanel::namesHeight(double side) const {
  // Each name may run on to the next map (PlotNames::fit()), but the last's room is its map.
  const Overheads o = overheads();
  const qsizetype n = std::min<qsizetype>(m_panes.size(), m_names.size());
  int most = 0;
  for (qsizetype i = 0; i < n; ++i) {
    const double room = i + 1 < n ? side + o.rest + o.gap : side;
    most = std::max(most, m_names.heightAt(i, static_cast<int>(room)));
  }
  return most;
}

double TrainingPanel::squareSide(double width, double height) const {
  // The widest side the n maps and their axes leave across `width`; then, while a map with its
  // axes and its name broken to that side is taller than `height`, the side that height leaves.
  // A name only takes more lines as it narrows, so the first side that holds is the largest.
  const Overheads o = overheads();
  const int n = std::max<int>(1, static_cast<int>(m_panes.size()));
  double side = (width - o.width(0.0, n)) / n;
  for (int step = 0; step < 12 && side > 0.0; ++step) {
    const double fits = height - o.down - namesHeight(side);
    if (fits >= side) break;
    side = fits;
  }
  return std::max(0.0, std::floor(side));
}

double TrainingPanel::mapsShare() const {
  const double n = std::max<double>(1.0, static_cast<double>(m_panes.size()));
  return std::max(0.65, n / (n + 1.5));
}

double TrainingPanel::mapsMost(double total) const {
  // Their default share (mapsShare()); up to 75% where the losses keep their least width, a
  // quarter of the row and their name on two lines at most (a legend under them: fitLayout()'s,
  // as it is now). The lecture's step 10 at 1920×1080 left a blank band under maps held to 65%
  // (and under maps held to a one-line name, ~180 px); at 720p three maps beside losses held to
  // a quarter broke the losses' name to four lines.
  const QMargins axes = m_loss->margins();
  // The name in two lines at most: broken where its longer line is shortest.
  const QFontMetricsF fm(theme().font(11, true));
  double name = fm.horizontalAdvance(m_lossName);
  for (qsizetype at = m_lossName.indexOf(' '); at >= 0; at = m_lossName.indexOf(' ', at + 1)) {
    name = std::min(name, std::max(fm.horizontalAdvance(m_lossName.left(at)),
                                   fm.horizontalAdvance(m_lossName.mid(at + 1))));
  }
  const double floor = std::max({static_cast<double>(m_loss->minimumOuterSizeHint().width()),
                                 0.25 * total, name + axes.left() + axes.right() + 8.0});
  return std::max(mapsShare() * total, std::min(0.75 * total, total - floor));
}

double TrainingPanel::mapsRowMost(double total) const {
  // The training view at 1920×1080 put its two maps beside the losses, as large as 75% of the
  // width let them be, over a blank band of ~280 px: over losses that keep a plot of a fifth of
  // the height (not 40%) the maps are as large, and the band is the losses'.
  // Their name's line, the x axis' numbers and name, from the type alone: not from the losses as
  // laid out now, whose name beside the maps takes two lines (the arrangement would then hang
  // on the one it came from).
  const double f = theme().fontScale;
  const double overhead = QFontMetricsF(theme().font(11, true)).height() +
                          2 * QFontMetricsF(theme().font(10)).height() + 16.0 * f;
  const double least = overhead + std::max(0.2 * total, 120.0 * f);
  return std::max(0.6 * total, total - least);
}

bool TrainingPanel::arrange() {
  // The losses below the maps or beside them (a short, wide plot, as a dock in the window's
  // bottom row), whichever leaves the square maps larger; below unless beside leaves them more
  // than an eighth larger, as beside them the maps stand over a blank band (~280 px in the
  // window at 1920×1080, for maps 3% larger than below). Chosen once for a
  // size, type and names (not their figures), from the axes and names as laid out then: not again
  // for each epoch's names (a run in play never moves its plots), nor from the other arrangement's
  // axes (the two would each find the other better, on and on).
  const QRect all = m_plot->viewport();
  if (all.width() <= 0 || all.height() <= 0) return false;
  const Arrangement now{all.size(), theme().fontScale, m_names.shape(), m_square, false};
  if (!(now.size == m_arrangement.size && now.scale == m_arrangement.scale &&
        now.names == m_arrangement.names && now.square == m_arrangement.square)) {
    m_arrangement = now;
    QCPLayoutGrid* grid = m_plot->plotLayout();
    // A legend in a row of its own (under the losses) takes its height from both.
    const QCPLegend* legend = m_plot->legend;
    const bool legendRow = legend != nullptr && legend->visible() && legend->layout() == grid;
    const double height =
        all.height() - (legendRow ? legend->outerRect().height() + grid->rowSpacing() : 0);
    const double width = all.width() - grid->columnSpacing();
    // Beside: the maps' column at most mapsMost() of the row, the losses keeping their least
    // width and the legend's.
    double lossLeast = m_loss->minimumOuterSizeHint().width();
    if (legendRow) lossLeast = std::max<double>(lossLeast, legend->minimumOuterSizeHint().width());
    // (how far the maps may widen is decided with the arrangement, from the axes as they are
    // now: not again as the run's losses change their ticks)
    m_arrangement.most = width > 0 ? mapsMost(width) / width : 0.65;
    const double column =
        std::min(m_arrangement.most * width, width - std::max(lossLeast, 0.2 * width));
    // Below: the legend, still in the losses' plot when this is first decided, goes under the
    // short plot they keep there, in rows of its entries as the panel's width wraps them (left
    // out, the maps came out ~30 px smaller than this estimate, and the losses went under maps
    // 14% smaller at 1280×720).
    const double legendBelow =
        legend != nullptr && legend->visible() && !legendRow
            ? legendSizeInRows(*legend, all.width()).height() + grid->rowSpacing()
            : 0.0;
    const double below =
        squareSide(all.width(), mapsRowMost(height - grid->rowSpacing() - legendBelow));
    const double beside = squareSide(column, height);
    m_arrangement.beside = beside > 1.125 * below;
  }
  const bool side = m_arrangement.beside;
  QCPLayoutGrid* grid = m_plot->plotLayout();
  // Where the losses are now, found (a legend moved out of its plot takes a row or a column of
  // its own: "beside" is any column right of the maps', not the grid's second of two).
  int column = -1;
  for (int r = 0; r < grid->rowCount() && column < 0; ++r) {
    for (int c = 0; c < grid->columnCount(); ++c) {
      if (grid->hasElement(r, c) && grid->element(r, c) == m_loss) column = c;
    }
  }
  if (column >= 0 && side == (column > 0)) return false;
  // The legend back in its plot first: moved with it outside, the cells shift and the losses'
  // new cell may be the legend's (QCustomPlot refuses it, and the losses left the layout: the
  // legend then went into the first map, over its data). The fits place it again.
  restoreTickCounts(*m_plot);
  m_paneRow->setMargins({});  // (the other arrangement's; fitLayout() finds them again)
  grid->take(m_loss);
  grid->simplify();
  const bool placed = side ? grid->addElement(0, 1, m_loss) : grid->addElement(1, 0, m_loss);
  if (!placed) grid->addElement(grid->rowCount(), 0, m_loss);  // never out of the layout
  const double n = std::max<double>(1.0, static_cast<double>(m_panes.size()));
  if (side) {
    grid->setColumnStretchFactors({n, 1.5});
    grid->setColumnSpacing(static_cast<int>(16 * theme().fontScale));
  } else {
    grid->setRowStretchFactors({3.0, 2.0});
  }
  return true;
}

bool TrainingPanel::fitLayout() {
  bool again = m_names.fit();
  if (m_panes.isEmpty()) return again;
  if (arrange()) return true;
  const QMargins old = m_paneRow->margins();
  if (!m_square) {  // regression: x against y, no common scale, panes alike
    const QList<double> alike(m_paneRow->columnCount(), 1.0);
    if (old.isNull() && m_paneRow->columnStretchFactors() == alike) return again;
    m_paneRow->setMargins({});
    m_paneRow->setColumnStretchFactors(alike);
    return true;
  }
  // Square maps (x₁ and x₂ on one scale; the lecture's step at 1920×1080 drew maps of
  // 390 × 680 px, the spirals as ellipses), each as large as its room allows: first the share
  // of the panel the maps' column or row takes, then the margins that square them in it. All
  // follows from the present sizes alone (squareSide()), not from the margins or shares before,
  // so that a panel drawn at one size and then at another ends as one drawn at the second alone.
  const Overheads o = overheads();
  const double n = static_cast<double>(m_panes.size());
  QCPLayoutGrid* grid = m_plot->plotLayout();
  int lossColumn = -1;
  for (int c = 1; c < grid->columnCount(); ++c) {
    if (grid->hasElement(0, c) && grid->element(0, c) == m_loss) lossColumn = c;
  }
  const QRect row = m_paneRow->outerRect();
  // Beside the losses, what the maps leave under them goes under the whole figure (the layout's
  // bottom margin), the losses' plot sharing the maps' top and bottom and their legend right
  // under them: the losses ran 100 px below the maps at 1280×720, their legend 90 px under
  // them at the panel's foot. The row's height as it would be without that margin.
  const int underFigure =
      lossColumn > 0 ? grid->margins().bottom() - kPlotLayoutMargins.bottom() : 0;
  const int rowHeight = row.height() + std::max(underFigure, 0);
  if (lossColumn > 0) {
    // Beside the losses: the maps' column as wide as squares them at its height, between its
    // default share, n : 1.5, and mapsMost(). (Asked once: the losses' column may not narrow
    // so far, its legend under it as wide as its entries; the maps then take what they get.)
    const double total = row.width() + m_loss->outerRect().width();
    // (beyond the default share only as far as a legend under the losses leaves them: it may
    // move or change its type at this size, after the arrangement was chosen)
    double most = m_arrangement.most * total;
    if (const QCPLegend* legend = m_plot->legend;
        legend != nullptr && legend->visible() && legend->layout() == grid) {
      most = std::max(mapsShare() * total,
                      std::min(most, total - legend->minimumOuterSizeHint().width()));
    }
    const double side = squareSide(most, rowHeight);
    const double wanted =
        std::clamp(o.width(side, static_cast<int>(n)), total * n / (n + 1.5), most);
    if (std::abs(wanted - row.width()) > 2.0 &&
        std::abs(grid->columnStretchFactors().at(0) - wanted) > 2.0) {
      grid->setColumnStretchFactor(0, wanted);
      grid->setColumnStretchFactor(lossColumn, total - wanted);
      forgetNamesRoom();
      return true;
    }
    // A legend under the losses placed while they were wider holds their column that wide:
    // fewer entries side by side, as many as the narrowed column holds.
    QCPLegend* legend = m_plot->legend;
    if (legend != nullptr && !legendIsBeside(*m_plot) &&
        qobject_cast<QCPLayoutInset*>(legend->layout()) == nullptr &&
        m_loss->outerRect().width() > total - wanted + 4.0 && legend->wrap() > 1) {
      for (int columns = legend->wrap() - 1; columns >= 1; --columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
        if (legend->minimumOuterSizeHint().width() <= total - wanted) break;
      }
      return true;
    }
  }
  int lossRow = -1;
  for (int r = 1; r < grid->rowCount(); ++r) {
    if (grid->hasElement(r, 0) && grid->element(r, 0) == m_loss) lossRow = r;
  }
  if (lossRow > 0) {
    // Over the losses (a handout's page, a tall panel): the maps' row as tall as squares them
    // at its width, at most mapsRowMost() of the height. Maps that their width makes small leave
    // the rest to the losses (a floor of 40% left a blank band under three maps across a
    // handout's page); a quarter keeps a row of many narrow maps from being squeezed under its
    // names.
    const double total = row.height() + m_loss->outerRect().height();
    const double most = mapsRowMost(total);
    const double side = squareSide(row.width(), most);
    const double wanted = std::clamp(side + o.down + namesHeight(side), 0.25 * total, most);
    if (std::abs(wanted - row.height()) > 2.0 &&
        std::abs(grid->rowStretchFactors().at(0) - wanted) > 2.0) {
      grid->setRowStretchFactor(0, wanted);
      grid->setRowStretchFactor(lossRow, total - wanted);
      forgetNamesRoom();
      return true;
    }
    // A legend under the losses placed while they stood beside the maps keeps that narrower
    // place's columns: as many entries side by side as the losses' width now holds.
    QCPLegend* legend = m_plot->legend;
    if (legend != nullptr && legend->visible() && !legendIsBeside(*m_plot) &&
        qobject_cast<QCPLayoutInset*>(legend->layout()) == nullptr && legend->wrap() > 0 &&
        legend->wrap() < legend->itemCount()) {
      const int was = legend->wrap();
      for (int columns = legend->itemCount(); columns > was; --columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
        if (legend->minimumOuterSizeHint().width() <= m_loss->outerRect().width()) return true;
      }
      legend->setWrap(was);
      legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
  }
  // In the room the maps have: what their side leaves across as much on either side, what it
  // leaves down under them (below the names as they are broken now: each may run on over the
  // next map, and the last map's name decides less often than squareSide() assumes).
  const double side = squareSide(row.width(), rowHeight);
  int top = 0;
  for (const QCPAxisRect* r : m_panes) top = std::max(top, r->rect().top() - r->outerRect().top());
  const int across = std::clamp(
      static_cast<int>(std::floor((row.width() - o.width(side, static_cast<int>(n))) / 2)), 0,
      row.width() / 4);
  const int spare = std::clamp(static_cast<int>(rowHeight - top - o.down - side), 0,
                               static_cast<int>(0.6 * rowHeight));
  const int under = lossColumn > 0 ? 0 : spare;
  if (lossColumn > 0 && std::abs(spare - underFigure) > 2) {
    QMargins m = kPlotLayoutMargins;
    m.setBottom(m.bottom() + spare);
    grid->setMargins(m);
    again = true;
  } else if (lossColumn <= 0 && grid->margins() != kPlotLayoutMargins) {
    grid->setMargins(kPlotLayoutMargins);  // (over the losses, the maps' row is as tall as they)
    again = true;
  }
  // The maps share their scales, so only the first has the y axis' labels: each column as wide
  // as its map and what its axes take, the maps equal.
  // (Within 4%: the y axis' labels change as the ticks are thinned, and the maps would swap
  // widths on and on. Their names' room measured again only where a map widened much.)
  for (int k = 0; k < m_panes.size(); ++k) {
    const double want = side + (k == 0 ? o.first : o.rest);
    const double was = m_paneRow->columnStretchFactors().at(k);
    if (std::abs(was - want) > std::max(2.0, 0.04 * want)) {
      m_paneRow->setColumnStretchFactor(k, std::max(want, 1.0));
      if (want > 1.15 * was) forgetNamesRoom();
      again = true;
    }
  }
  if (std::abs(across - old.left()) > 2 || (across == 0 && old.left() != 0) ||
      std::abs(under - old.bottom()) > 2 || (under == 0 && old.bottom() != 0)) {
    if (std::abs(across - old.left()) > 2) forgetNamesRoom();
    m_paneRow->setMargins(QMargins(across, 0, across, under));
    again = true;
  }
  return again;
}

QString TrainingPanel::hoverTextIn(QCPAxisRect* rect, double x, double y) const {
  if (rect != m_loss) return graphsHoverText(rect, x, y);
  // The losses at the epoch under the pointer, every network's training and test loss.
  const std::shared_ptr<const TrainingSnapshot> s = scene().trainingRun().snapshot();
  if (!s || s->panes.empty() || !(x > -0.5)) return {};
  const int epoch = static_cast<int>(std::lround(x));
  if (epoch > s->epoch) return {};
  QStringList lines{tr("epoch %1").arg(formatCount(static_cast<std::uint64_t>(epoch)))};
  for (const TrainingPane& pane : s->panes) {
    if (static_cast<std::size_t>(epoch) >= pane.history.size()) continue;
    const tr::Metrics& m = pane.history[static_cast<std::size_t>(epoch)];
    const gelu::FunctionInfo* f = scene().library().find(pane.id.toStdString());
    lines << tr("%1: training %2, test %3")
                 .arg(f != nullptr ? curveName(*f) : pane.id, formatValue(m.trainLoss),
                      formatValue(m.testLoss));
  }
  return lines.join('\n');
}

void TrainingPanel::showSeedRepeat() {
  if (m_seedRepeat == nullptr) {
    m_seedRepeat = new SeedRepeatDialog(scene(), this);
    m_seedRepeat->setWindowFlag(Qt::Window);
    m_seedRepeat->setTheme(theme());
  }
  m_seedRepeat->show();
  m_seedRepeat->raise();
  m_seedRepeat->activateWindow();
}

void TrainingPanel::restyle() {
  if (m_seedRepeat != nullptr) m_seedRepeat->setTheme(theme());
}

QString TrainingPanel::saveHistory(const QString& path) {
  const std::string csv = trainingHistoryCsv(*scene().trainingRun().snapshot());
  if (const auto e = gelu::io::writeFile(QFile::encodeName(path).toStdString(), csv)) {
    return QString::fromStdString(e->message);
  }
  return {};
}

}  // namespace ui
