#include "ui/panels/SeedRepeatDialog.hpp"

#include <qcustomplot.h>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "core/io.hpp"
#include "core/model/scene_file.hpp"
#include "core/training_cost.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SeedRepeat.hpp"
#include "ui/panels/Accessible.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/TrainingPanel.hpp"

namespace ui {

namespace tr = gelu::training;

namespace {

constexpr int kDefaultSeeds = 8;

/// Decimals that show a spread to two significant digits (at least `least`, at most 8).
int decimalsFor(double sd, int least) {
  if (!(sd > 0.0) || !std::isfinite(sd)) return least;
  return std::clamp(1 - static_cast<int>(std::floor(std::log10(sd))), least, 8);
}

/// "95.3 ± 1.2": the value and its ± with the same decimals.
QString plusMinus(double mean, double sd, int decimals) {
  return QStringLiteral("%1 ± %2").arg(formatFixed(mean, decimals), formatFixed(sd, decimals));
}

/// A signed difference: "+0.2", "−1.5"; "0.0" where it rounds to nothing (no "−0.0").
QString signedFixed(double v, int decimals) {
  const QString zero = formatFixed(0.0, decimals);
  const QString magnitude = formatFixed(std::fabs(v), decimals);
  if (magnitude == zero) return zero;
  return (v > 0.0 ? QStringLiteral("+") : QString(QChar(0x2212))) + magnitude;
}

/// A percentage axis' ticks, none past 100% (a bar reaching past it is a spread, not a value).
class PercentTicker : public QCPAxisTicker {
 protected:
  QVector<double> createTickVector(double step, const QCPRange& range) override {
    QVector<double> ticks = QCPAxisTicker::createTickVector(step, range);
    ticks.erase(
        std::remove_if(ticks.begin(), ticks.end(), [](double t) { return t > 100.0 + 1e-9; }),
        ticks.end());
    return ticks;
  }
};

/// How long, rounded up: "12 s", "3 min".
QString duration(double seconds) {
  if (seconds < 1.0) return SeedRepeatDialog::tr("a second");
  if (seconds < 90.0) return SeedRepeatDialog::tr("%1 s").arg(std::lround(std::ceil(seconds)));
  return SeedRepeatDialog::tr("%1 min").arg(std::lround(std::ceil(seconds / 60.0)));
}

}  // namespace

SeedRepeatDialog::SeedRepeatDialog(Scene& scene, QWidget* parent)
    : QDialog(parent), m_scene(scene), m_theme(Theme::light()) {
  setObjectName("seed-repeat");
  setWindowTitle(tr("Repeat over seeds"));
  m_repeat = new SeedRepeat(this);
  auto* box = new QVBoxLayout(this);
  auto* intro = new QLabel(
      tr("One run shows one draw. Each seed draws new data, initial weights and batches, the "
         "same for every activation; the spread over seeds says whether a difference holds."),
      this);
  intro->setWordWrap(true);
  box->addWidget(intro);
  m_settings = new QLabel(this);
  m_settings->setObjectName("seed-repeat-settings");
  m_settings->setWordWrap(true);
  box->addWidget(m_settings);

  auto* row = new QHBoxLayout;
  auto* label = new QLabel(tr("&Seeds"), this);
  m_count = new QSpinBox(this);
  m_count->setObjectName("seed-repeat-count");
  m_count->setRange(2, tr::kMaxSeeds);
  m_count->setValue(kDefaultSeeds);
  label->setBuddy(m_count);
  describeControl(m_count, tr("Seeds"), tr("How many runs, each from its own seed"));
  m_run = new QPushButton(tr("&Run"), this);
  m_run->setObjectName("seed-repeat-run");
  m_run->setDefault(true);
  // Stop apart from Run: one button that turned from Stop into Run as the last seed finished
  // started the repeat again under a newcomer's click, and its results were gone.
  m_stop = new QPushButton(tr("S&top"), this);
  m_stop->setObjectName("seed-repeat-stop");
  m_stop->setAutoDefault(false);
  m_cost = new QLabel(this);
  m_cost->setObjectName("seed-repeat-cost");
  m_progress = new QProgressBar(this);
  m_progress->setObjectName("seed-repeat-progress");
  m_progress->setFormat(tr("%v of %m seeds"));
  row->addWidget(label);
  row->addWidget(m_count);
  row->addWidget(m_run);
  row->addWidget(m_stop);
  row->addWidget(m_cost, 1);
  row->addWidget(m_progress, 1);
  box->addLayout(row);
  m_stale = new QLabel(this);
  m_stale->setObjectName("seed-repeat-stale");
  m_stale->setWordWrap(true);
  m_stale->setVisible(false);
  box->addWidget(m_stale);

  m_plot = new QCustomPlot(this);
  m_plot->setObjectName("seed-repeat-plot");
  m_plot->setMinimumHeight(220);
  m_plot->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  box->addWidget(m_plot, 3);
  m_table = new QTableWidget(this);
  m_table->setObjectName("seed-repeat-table");
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->verticalHeader()->setVisible(false);
  m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
  m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
  box->addWidget(m_table);
  m_note = new QLabel(this);
  m_note->setWordWrap(true);
  m_note->setObjectName("seed-repeat-note");
  box->addWidget(m_note);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_save = buttons->addButton(tr("Save as CSV…"), QDialogButtonBox::ActionRole);
  m_save->setObjectName("seed-repeat-save");
  box->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_save, &QPushButton::clicked, this, [this] {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = saveFileName(this, tr("Save the seeds' runs"),
                                      QDir(folder.isEmpty() ? QDir::homePath() : folder)
                                          .filePath(QStringLiteral("training-seeds.csv")),
                                      tr("CSV (*.csv)"));
    if (path.isEmpty()) return;
    if (const QString error = saveCsv(path); !error.isEmpty()) {
      QMessageBox::warning(this, windowTitle(), error);
      return;
    }
    m_saved = tr("Saved to %1.").arg(QDir::toNativeSeparators(path));
    showRuns();
  });
  connect(m_run, &QPushButton::clicked, this, &SeedRepeatDialog::run);
  connect(m_stop, &QPushButton::clicked, m_repeat, &SeedRepeat::stop);
  connect(m_count, &QSpinBox::valueChanged, this, &SeedRepeatDialog::describeSettings);
  connect(m_repeat, &SeedRepeat::progressed, this, &SeedRepeatDialog::showRuns);
  connect(m_repeat, &SeedRepeat::ended, this, &SeedRepeatDialog::showRuns);
  connect(&m_scene, &Scene::changed, this, [this](int what) {
    if ((what & (Scene::kTraining | Scene::kCurves | Scene::kShape)) != 0) {
      describeSettings();
      showRuns();
    }
  });
  describeSettings();
  showRuns();
  resize(820, 640);  // (the table's six columns without a scroll bar)
}

SeedRepeatDialog::~SeedRepeatDialog() = default;

void SeedRepeatDialog::setTheme(const Theme& theme) {
  m_theme = theme;
  showRuns();
}

void SeedRepeatDialog::done(int result) {
  m_repeat->stop();  // nobody sees a run that goes on behind a closed dialog (Esc, Close)
  QDialog::done(result);
}

void SeedRepeatDialog::closeEvent(QCloseEvent* event) {
  m_repeat->stop();  // (the window's own close button)
  QDialog::closeEvent(event);
}

void SeedRepeatDialog::describeSettings() {
  const TrainingState& t = m_scene.training();
  QStringList layers;
  for (const int n : t.layers) layers << QString::number(n);
  const int count = m_count->value();
  m_settings->setText(
      tr("%1, %2 points, hidden layers %3, %4 at rate %5, %6 epochs; seeds %7 to %8.")
          .arg(datasetLabel(t.dataset), formatCount(static_cast<std::uint64_t>(t.points)),
               layers.join(QStringLiteral(", ")),
               t.optimizer == "sgd" ? tr("SGD with momentum 0.9") : tr("Adam"),
               readableNumber(QString::number(t.learningRate)),
               formatCount(static_cast<std::uint64_t>(t.epochs)), QString::number(t.seed),
               QString::number(t.seed + static_cast<std::uint64_t>(count - 1))));
  const tr::RunShape shape = gelu::model::trainingShape(t, m_scene.library());
  const bool fits = tr::fits(shape, t.epochs, count);
  if (fits) {
    // The cost model is an upper bound (core/training_cost.hpp), for one worker.
    m_cost->setText(tr("at most %1").arg(duration(tr::secondsPerEpoch(shape) * t.epochs * count)));
  } else {
    int most = count - 1;
    while (most > 0 && !tr::fits(shape, t.epochs, most)) --most;
    m_cost->setText(most >= 2 ? tr("%1 seeds would take more than an hour: at most %2, or fewer "
                                   "epochs or a smaller network.")
                                    .arg(count)
                                    .arg(most)
                              : tr("%1 seeds would take more than an hour: fewer epochs or a "
                                   "smaller network.")
                                    .arg(count));
  }
  m_cost->setWordWrap(!fits);
  m_fits = fits;
  m_run->setEnabled(!m_repeat->running() && fits);
}

void SeedRepeatDialog::run() {
  const TrainingState& t = m_scene.training();
  if (!tr::fits(gelu::model::trainingShape(t, m_scene.library()), t.epochs, m_count->value())) {
    return;  // the cost line says why and what fits
  }
  m_saved.clear();
  m_ranFor = trainedFor();
  m_repeat->start(t, m_scene.libraryPtr(), m_scene.params(), m_count->value());
}

QString SeedRepeatDialog::trainedFor() const {
  // What the networks compute: the training's settings but its pace, the activations'
  // parameters and the typed formulas (a change to any is another repeat).
  const TrainingState& t = m_scene.training();
  QString key = QString::asprintf("%s %d %a %s %a %d %llu %d|", t.dataset.c_str(), t.points,
                                  t.noise, t.optimizer.c_str(), t.learningRate, t.batch,
                                  static_cast<unsigned long long>(t.seed), t.epochs);
  for (const int n : t.layers) key += QString::number(n) + ',';
  for (const std::string& id : t.activations) key += QString::fromStdString(id) + ',';
  const gelu::Params p = m_scene.params();
  key +=
      QString::asprintf("|%a %a %a %a %a %a|", p.mu, p.sigma, p.alpha, p.beta, p.slope, p.lambda);
  for (const FormulaDef& f : m_scene.formulas()) {
    key += QString::fromStdString(f.id + "=" + f.expression + ";");
    for (const auto& q : f.parameters) key += QString::asprintf("%a,", q.value);
  }
  return key;
}

bool SeedRepeatDialog::current() const { return m_ranFor == trainedFor(); }

void SeedRepeatDialog::showRuns() {
  const bool running = m_repeat->running();
  m_run->setEnabled(!running && m_fits);
  m_stop->setEnabled(running);
  m_count->setEnabled(!running);
  m_progress->setRange(0, std::max(1, m_repeat->count()));
  m_progress->setValue(m_repeat->finished());
  m_progress->setVisible(m_repeat->count() > 0);
  m_cost->setVisible(!running);
  const std::vector<tr::SeedRun> runs = m_repeat->runs();
  m_stale->setVisible(!runs.empty() && !current());
  m_stale->setText(
      tr("The training's settings changed since these runs: Run again to repeat "
         "the run shown now."));
  bool classes = true;
  for (const tr::SeedRun& r : runs) {
    if (!r.last.empty() && std::isnan(r.last.front().testAccuracy)) classes = false;
  }
  const auto summary = tr::summarize(runs, static_cast<std::size_t>(m_repeat->ids().size()));
  // Accuracies in percent; small losses in a power of ten that gives their means a digit
  // before the decimal mark (0.00007 ± 0.00013 reads as 0.7 ± 1.3 ×10⁻⁴).
  m_scale = classes ? 100.0 : 1.0;
  m_unit.clear();
  if (!classes) {
    double most = 0.0;
    for (const tr::SeedSummary& s : summary) {
      if (s.testLoss.n > 0 && std::isfinite(s.testLoss.mean))
        most = std::max(most, s.testLoss.mean);
    }
    const int p = most > 0.0 ? static_cast<int>(std::floor(std::log10(most))) : 0;
    if (p <= -2) {
      m_scale = std::pow(10.0, -p);
      m_unit = QStringLiteral("10") + superscript(p);
    }
  }
  drawPlot(runs, summary, classes);
  fillTable(runs.empty() ? std::vector<tr::SeedSummary>{} : summary, classes);
  m_save->setEnabled(!runs.empty() && !running);
  QStringList note;
  if (m_repeat->failed()) {
    note << tr("A seed could not be trained (memory short?): the repeat ended early.");
  } else if (m_repeat->stopped() && !running) {
    note << tr("Stopped after %1 of %2 seeds.").arg(m_repeat->finished()).arg(m_repeat->count());
  }
  if (runs.empty()) {
    note << (running ? tr("Training the first seed…")
                     : tr("Run to train every activation once per seed."));
  } else {
    note << (classes ? tr("Dots: each seed's test accuracy after the last epoch; bars: the mean ± "
                          "one standard deviation, the runs' spread.")
                     : tr("Dots: each seed's test loss after the last epoch; bars: the mean ± "
                          "one standard deviation, the runs' spread."))
         << tr("The difference to the first activation is taken seed by seed (the same data and "
               "start for both); where its 95% interval holds 0 the runs show no difference.");
  }
  if (!m_saved.isEmpty()) note << m_saved;
  m_note->setText(note.join(' '));
}

void SeedRepeatDialog::drawPlot(const std::vector<tr::SeedRun>& runs,
                                const std::vector<tr::SeedSummary>& summary, bool classes) {
  m_plot->clearPlottables();
  m_plot->clearItems();
  const QColor fg = m_theme.foreground;
  m_plot->setBackground(m_theme.background);
  for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis}) {
    a->setBasePen(QPen(fg));
    a->setTickPen(QPen(fg));
    a->setSubTickPen(QPen(fg));
    a->setTickLabelColor(fg);
    a->setLabelColor(fg);
    a->grid()->setPen(QPen(m_theme.grid, 1, Qt::DotLine));
  }
  const QStringList& ids = m_repeat->ids();
  QStringList shown;
  for (const QString& id : ids) shown << id;
  auto ticker = QSharedPointer<QCPAxisTickerText>::create();
  for (int k = 0; k < ids.size(); ++k) {
    const gelu::FunctionInfo* f = m_scene.library().find(ids[k].toStdString());
    ticker->addTick(k + 1, f != nullptr ? curveName(*f) : ids[k]);
  }
  m_plot->xAxis->setTicker(ticker);
  m_plot->xAxis->grid()->setVisible(false);
  m_plot->xAxis->setRange(0.4, ids.size() + 0.6);
  m_plot->yAxis->setLabel(classes            ? tr("test accuracy (%)")
                          : m_unit.isEmpty() ? tr("test loss")
                                             : tr("test loss (×%1)").arg(m_unit));
  if (classes) {
    m_plot->yAxis->setTicker(QSharedPointer<PercentTicker>::create());
  } else {
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
  }
  double low = HUGE_VAL;
  double high = -HUGE_VAL;
  const double scale = m_scale;
  for (int k = 0; k < ids.size(); ++k) {
    const QColor colour = m_theme.curveColor(ids[k], m_scene.formulas(), shown);
    QVector<double> xs;
    QVector<double> ys;
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const tr::Metrics& m = runs[i].last[static_cast<std::size_t>(k)];
      const double v = (classes ? m.testAccuracy : m.testLoss) * scale;
      if (!std::isfinite(v)) continue;
      // Spread across the column so that equal values stay countable.
      xs << k + 1 - 0.22 + 0.44 * ((static_cast<double>(i % 9) + 0.5) / 9.0);
      ys << v;
      low = std::min(low, v);
      high = std::max(high, v);
    }
    auto* dots = m_plot->addGraph();
    dots->setLineStyle(QCPGraph::lsNone);
    dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, colour, 6));
    dots->setData(xs, ys);
    if (static_cast<std::size_t>(k) >= summary.size()) continue;
    const tr::Spread& s = classes ? summary[k].testAccuracy : summary[k].testLoss;
    if (s.n == 0) continue;
    auto* mean = m_plot->addGraph();
    mean->setLineStyle(QCPGraph::lsNone);
    mean->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, colour, colour, 9));
    mean->setData(QVector<double>{k + 1.0}, QVector<double>{s.mean * scale});
    auto* bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    bars->setDataPlottable(mean);
    bars->setPen(QPen(colour, 2));
    bars->setWhiskerWidth(16);
    // A share is at most 100%: the bar stops there (the spread above it is the table's).
    const double above =
        classes ? std::min(s.sd * scale, std::max(0.0, 100.0 - s.mean * scale)) : s.sd * scale;
    bars->setData(QVector<double>{s.sd * scale}, QVector<double>{above});
    low = std::min(low, (s.mean - s.sd) * scale);
    high = std::max(high, (s.mean + s.sd) * scale);
  }
  if (!(high >= low)) {
    low = 0.0;
    high = classes ? 100.0 : 1.0;
  }
  // Neither an accuracy nor a loss is below 0: a bar reaching past it is a spread.
  const double pad = std::max(classes ? 0.5 : 0.0, 0.08 * (high - low));
  m_plot->yAxis->setRange(std::max(0.0, low - pad), high + (pad > 0.0 ? pad : 1.0));
  m_plot->replot();
}

void SeedRepeatDialog::fillTable(const std::vector<tr::SeedSummary>& summary, bool classes) {
  const QStringList& ids = m_repeat->ids();
  const QString first = ids.isEmpty() ? QString() : [&] {
    const gelu::FunctionInfo* f = m_scene.library().find(ids.front().toStdString());
    return f != nullptr ? curveName(*f) : ids.front();
  }();
  const QStringList headers{tr("Activation"),
                            classes            ? tr("Test accuracy (%)")
                            : m_unit.isEmpty() ? tr("Test loss")
                                               : tr("Test loss (×%1)").arg(m_unit),
                            tr("Least – greatest"),
                            classes            ? tr("Difference to %1 (points)").arg(first)
                            : m_unit.isEmpty() ? tr("Difference to %1").arg(first)
                                               : tr("Difference to %1 (×%2)").arg(first, m_unit),
                            tr("The runs show"),
                            tr("Dead units"),
                            tr("Runs with dead units")};
  m_table->clear();
  m_table->setColumnCount(static_cast<int>(headers.size()));
  m_table->setHorizontalHeaderLabels(headers);
  m_table->setRowCount(static_cast<int>(summary.size()));
  const double scale = m_scale;
  for (std::size_t k = 0; k < summary.size(); ++k) {
    const tr::SeedSummary& s = summary[k];
    const tr::Spread& v = classes ? s.testAccuracy : s.testLoss;
    const int row = static_cast<int>(k);
    const gelu::FunctionInfo* f = m_scene.library().find(ids[row].toStdString());
    QStringList cells{f != nullptr ? curveName(*f) : ids[row]};
    const int d = decimalsFor(v.sd * scale, 1);
    cells << (v.n > 0 ? plusMinus(v.mean * scale, v.sd * scale, d) : QStringLiteral("—"));
    cells << (v.n > 0 ? QStringLiteral("%1 – %2").arg(formatFixed(v.min * scale, d),
                                                      formatFixed(v.max * scale, d))
                      : QStringLiteral("—"));
    QString verdict = QStringLiteral("—");
    if (k == 0 || s.versusFirst.n == 0) {
      cells << QStringLiteral("—");
    } else {
      // The mean of the differences and its 95% interval (Student's t): the interval, not the
      // runs' spread, says whether the difference is there.
      const double half = tr::meanInterval(s.versusFirst);
      const int dv = decimalsFor(std::isfinite(half) ? half * scale : s.versusFirst.sd * scale, 1);
      const double mean = s.versusFirst.mean;
      cells << (std::isfinite(half) ? tr("%1 (%2 to %3)")
                                          .arg(signedFixed(mean * scale, dv),
                                               signedFixed((mean - half) * scale, dv),
                                               signedFixed((mean + half) * scale, dv))
                                    : signedFixed(mean * scale, dv));
      // Better is more accuracy, or less loss.
      const bool better = classes ? mean > 0 : mean < 0;
      verdict = !std::isfinite(half) || std::abs(mean) <= half
                    ? tr("no difference shown")
                    : tr("%1 ahead").arg(better ? cells.front() : first);
    }
    cells << verdict;
    cells << (s.deadUnits.n > 0 && s.deadUnits.max == 0.0 ? tr("none")
              : s.deadUnits.n > 0                         ? tr("%1 (at most %2)")
                                        .arg(plusMinus(s.deadUnits.mean, s.deadUnits.sd, 1))
                                        .arg(static_cast<int>(s.deadUnits.max))
                                  : QStringLiteral("—"));
    const int runs = s.testLoss.n + s.testLoss.nan;
    cells << tr("%1 of %2").arg(s.runsWithDead).arg(runs);
    if (s.testLoss.nan > 0) cells.back() += tr("; %1 diverged").arg(s.testLoss.nan);
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      item->setTextAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                    : Qt::AlignRight | Qt::AlignVCenter);
      m_table->setItem(row, c, item);
    }
  }
  m_table->resizeColumnsToContents();
  m_table->setVisible(!summary.empty());
  // The whole table in view: the dialog grows (within its screen) rather than scroll it.
  int width = 2 * m_table->frameWidth();
  for (int c = 0; c < m_table->columnCount(); ++c) width += m_table->columnWidth(c);
  const int more = width - m_table->width();
  if (!summary.empty() && more > 0 && isVisible()) {
    const QRect screen = this->screen()->availableGeometry();
    resize(std::min(this->width() + more, screen.width()), height());
  }
}

QString SeedRepeatDialog::saveCsv(const QString& path) const {
  // Every seed's final metrics (train --seeds' summary is a spreadsheet's average of them), each
  // row with the run's data set and epochs: the file says what it holds.
  std::vector<std::string> ids;
  for (const QString& id : m_repeat->ids()) ids.push_back(id.toStdString());
  const TrainingState& t = m_repeat->settings();
  const std::string prefix = t.dataset + "," + std::to_string(t.epochs) + ",";
  std::string csv;
  std::size_t at = 0;
  const std::string rows = tr::seedRunsCsv(m_repeat->runs(), ids);
  for (std::size_t end = rows.find('\n'); end != std::string::npos; end = rows.find('\n', at)) {
    csv += (at == 0 ? std::string("dataset,epochs,") : prefix) + rows.substr(at, end + 1 - at);
    at = end + 1;
  }
  if (const auto e = gelu::io::writeFile(QFile::encodeName(path).toStdString(), csv)) {
    return QString::fromStdString(e->message);
  }
  return {};
}

}  // namespace ui
