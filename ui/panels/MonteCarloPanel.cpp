#include "ui/panels/MonteCarloPanel.hpp"
#include "ui/model/Text.hpp"

#include <QFontMetrics>
#include <QTextDocumentFragment>

#include <qcustomplot.h>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <algorithm>
#include <array>
#include <cmath>

#include "core/curve.hpp"
#include "core/playback.hpp"
#include "ui/model/Scene.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/FigureLayout.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/MathTickers.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/SteadyWidth.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

/// The end of the n axis: twice the first power of ten at or above n, so the log axis ends with
/// room for that decade's label (regression: it stopped at 10⁴ with no label there).
double decadeEnd(double n) { return 2.0 * std::pow(10.0, std::ceil(std::log10(n) - 1e-9)); }

}  // namespace

MonteCarloPanel::MonteCarloPanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "monte-carlo",
                tr("Monte Carlo: keep $x$ with probability $\\Phi(x)$, else 0 — "
                   "the average converges to $x\\,\\Phi(x)$"),
                parent) {
  auto* bar = new QHBoxLayout;
  auto button = [&](const QString& text, const QString& tip) {
    auto* b = new QToolButton(this);
    b->setFocusPolicy(Qt::NoFocus);  // Space stays the play/pause key
    b->setText(text);
    b->setToolTip(tip);
    bar->addWidget(b);
    m_buttons << b;
    return b;
  };
  m_play = button(tr("▶ Play"), tr("Play or pause the simulation (Space)"));
  keepSteadyWidth(m_play, {tr("▶ Play"), tr("❚❚ Pause")});  // Step and Reset stay put
  connect(m_play, &QToolButton::clicked, &scene, &Scene::togglePlaying);
  connect(button(tr("Step"), tr("One more step of draws")), &QToolButton::clicked, &scene,
          &Scene::stepSimulation);
  connect(button(tr("Reset"), tr("Stop, and back to n = 0 with the same seed (R)")),
          &QToolButton::clicked, &scene, &Scene::stopAndReset);
  // Run to n: plays until the run has that many draws, then stops.
  auto* runTo = m_runTo = new QComboBox(this);
  runTo->setObjectName("run-to");
  runTo->setFocusPolicy(Qt::NoFocus);  // Space stays the play/pause key
  runTo->setToolTip(tr("Play until the run has this many draws, then stop"));
  runTo->addItem(tr("Run to n"), 0);  // (no "…": it reads as text cut short)
  // The count in full digits, as the tally shows it, then its power of ten: a menu's
  // superscripts alone were ~7 px tall.
  for (const int power : {3, 4, 6, 9, 12}) {
    const auto n = static_cast<std::uint64_t>(std::pow(10.0, power));
    runTo->addItem(QStringLiteral("n = %1 (10%2)").arg(formatCount(n), superscript(power)),
                   QVariant::fromValue<qulonglong>(n));
  }
  connect(runTo, &QComboBox::activated, this, [this, runTo](int index) {
    const auto n = runTo->itemData(index).toULongLong();
    runTo->setCurrentIndex(0);
    if (n > 0) this->scene().runTo(n);
  });
  bar->addWidget(runTo);
  m_buttons << runTo;  // (the audience sees no controls: the combo was shown on the projector)
  auto* grid = button(tr("Grid of x"), tr("Simulate every x of a grid at once"));
  grid->setCheckable(true);
  connect(grid, &QToolButton::toggled, &scene, &Scene::setGridMode);
  connect(&scene, &Scene::changed, grid, [grid, &scene](int what) {
    if (what & Scene::kSimulationSettings) grid->setChecked(scene.gridMode());
  });
  bar->addStretch(1);
  m_coins = new MathLabel(this);  // coloured coins, the last draw's test typeset
  m_coins->setWordWrap(true);
  QSizePolicy coinsPolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  coinsPolicy.setHeightForWidth(true);
  m_coins->setSizePolicy(coinsPolicy);
  m_measure = new MathLabel(this);
  m_measure->hide();
  auto* layout = static_cast<QVBoxLayout*>(this->layout());
  layout->insertLayout(1, bar);
  layout->insertWidget(2, m_coins);
  m_tally = new MathLabel(this);  // its formulas typeset
  m_tally->setWordWrap(true);
  m_tally->setPlainText(true);  // its spaces kept
  QSizePolicy tallyPolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  tallyPolicy.setHeightForWidth(true);
  m_tally->setSizePolicy(tallyPolicy);
  layout->addWidget(m_tally);
  m_tallyMeasure = new MathLabel(this);  // never shown: the widest tally (reserveTallyLines)
  m_tallyMeasure->setWordWrap(true);
  m_tallyMeasure->setPlainText(true);
  m_tallyMeasure->hide();

  m_bandLow = addGraph(*m_plot);
  m_bandHigh = addGraph(*m_plot);
  m_bandHigh->setChannelFillGraph(m_bandLow);
  m_edgeLow = addGraph(*m_plot);
  m_edgeHigh = addGraph(*m_plot);
  m_mean = addGraph(*m_plot);
  m_target = addGraph(*m_plot);
  m_target->setName(tr("target $x\\,\\Phi(x)$"));
  m_gelu = addGraph(*m_plot);
  m_cloud = addGraph(*m_plot);
  m_cloudBars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
  m_cloudBars->setDataPlottable(m_cloud);
  m_cloudBars->removeFromLegend();
  m_edgeLow->setName(tr("95% band"));
  m_mean->setName(tr("running mean"));
  for (QCPGraph* g : {m_bandLow, m_bandHigh, m_edgeHigh}) g->removeFromLegend();
  connect(m_plot->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
          [this] { cutEdges(); });
  m_gelu->setName(tr("$\\mathrm{GELU}(x) = x\\,\\Phi(x)$"));
  m_cloud->setName(tr("estimates ± 95%"));
  m_plot->legend->setVisible(true);
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignRight | Qt::AlignBottom);

  refreshOn(kOnShape | kOnRange);
  listenTo(Scene::kSimulation);
  connect(&scene, &Scene::simulationAdvanced, this, [this] {
    updateSimulation();
    updateAccessible();
    requestReplot();
  });
  connect(&scene, &Scene::playingChanged, this, [this](bool on) {
    m_play->setText(on ? tr("❚❚ Pause") : tr("▶ Play"));
    updateRunTo();
  });
  restyle();
  applyMode();
  resetView();
  refresh();
}

bool MonteCarloPanel::sceneChanged(int what) {
  // A new run. The base class has recomputed the panel already when x, the shape or the range
  // changed with it; a run alone (a reset, a seed, the method) redraws the run.
  applyMode();
  resetView();
  if (what & (Scene::kX | Scene::kShape | Scene::kRange)) return false;
  updateSimulation();
  updateAccessible();
  requestReplot();
  return false;
}

void MonteCarloPanel::restyle() {
  const double s = theme().fontScale;
  const QColor band = theme().bandFill(theme().curveColor("gelu"));
  m_bandLow->setPen(Qt::NoPen);
  m_bandHigh->setPen(Qt::NoPen);
  m_bandHigh->setBrush(band);
  m_edgeLow->setPen(QPen(theme().curveColor("gelu"), 1 * s, Qt::DashLine));
  m_edgeHigh->setPen(QPen(theme().curveColor("gelu"), 1 * s, Qt::DashLine));
  m_mean->setPen(QPen(theme().foreground, 2.2 * s));
  m_target->setPen(QPen(theme().accent, 2.2 * s, Qt::DashLine));
  m_gelu->setPen(theme().curvePen("gelu"));
  m_cloud->setLineStyle(QCPGraph::lsNone);
  m_cloud->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, theme().accent, 7 * s));
  m_cloudBars->setPen(QPen(theme().accent, 1.2 * s));
  // Presenting, the tally takes one line under the plot (the plot keeps its height).
  m_tally->setFont(theme().font(presentation() ? 10 : 12));
  m_coins->setFont(theme().font(12));
  reserveCoinRow();
  updateCoins();
  reserveTallyLines();
}

void MonteCarloPanel::reserveCoinRow() {
  // The row's room is kept from the start (two lines when presenting: big coins wrap), so the
  // plot does not jump when the first coins appear or when their row wraps.
  QFont coin = m_coins->font();
  coin.setPointSizeF(coin.pointSizeF() * (presentation() ? 1.728 : 1.2));  // xx-large, large
  const int lines = presentation() && m_testNote == nullptr ? 2 : 1;
  int height = lines * QFontMetrics(coin).lineSpacing();
  if (!presentation() && m_testNote == nullptr) {
    // In the window the last draw's test follows the coins on their line, its formulas taller
    // than the coins' type: the line as tall as with a test.
    const QString row = QStringLiteral("<span style='font-size:large'>●</span>&nbsp; ") +
                        testLines(gelu::soi::Draw{0.888, false, 0.0}).join(' ');
    m_measure->setFont(m_coins->font());
    m_measure->setText(keepFormulasWhole(row));
    height = std::max(height, m_measure->heightForWidth(1 << 16));
  }
  m_coins->setMinimumHeight(height);
}

void MonteCarloPanel::applyMode() {
  const bool grid = scene().gridMode();
  // Each mode has its own plottables; visibility and legend entries follow the mode.
  const QList<QCPAbstractPlottable*> pathItems = {m_mean,    m_bandLow,  m_bandHigh,
                                                  m_edgeLow, m_edgeHigh, m_target};
  const QList<QCPAbstractPlottable*> gridItems = {m_gelu, m_cloud};
  for (QCPAbstractPlottable* p : pathItems) {
    p->setVisible(!grid);
    if (grid || p == m_bandLow || p == m_bandHigh || p == m_edgeHigh) {
      p->removeFromLegend();
    } else {
      p->addToLegend();
    }
  }
  for (QCPAbstractPlottable* p : gridItems) {
    p->setVisible(grid);
    grid ? p->addToLegend() : p->removeFromLegend();
  }
  for (QCPAbstractPlottable* p :
       {static_cast<QCPAbstractPlottable*>(m_target), static_cast<QCPAbstractPlottable*>(m_gelu)}) {
    useMathLegendItem(*m_plot->legend, p);  // (a new entry each time it is added)
  }
  m_cloudBars->setVisible(grid);
  if (grid) {
    m_plot->xAxis->setScaleType(QCPAxis::stLinear);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new MathTicker));
    m_plot->xAxis->setLabel("$x$");
    setShortLabel(*m_plot->xAxis, QString());
    m_plot->yAxis->setLabel(tr("average of the masked outputs"));
    setShortLabel(*m_plot->yAxis, tr("average"));
  } else {
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new MathLogTicker));
    m_plot->xAxis->setLabel(tr("number of draws $n$"));
    setShortLabel(*m_plot->xAxis, QStringLiteral("$n$"));
    m_plot->yAxis->setLabel(tr("running mean"));
    setShortLabel(*m_plot->yAxis, tr("mean"));
  }
  QCPLegend* legend = m_plot->legend;
  if (m_testNote != nullptr && legend->item(legend->itemCount() - 1) != m_testNote) {
    // The read-outs stay under the entries the mode added.
    for (MathNoteLegendItem* note : {m_tallyNote, m_testNote}) legend->take(note);
    legend->simplify();
    legend->addItem(m_tallyNote);
    legend->addItem(m_testNote);
  }
  legendBesideChanged();  // (none in grid mode)
}

void MonteCarloPanel::resetView() {
  const auto& sim = scene().simulator();
  if (scene().gridMode()) {
    m_plot->xAxis->setRange(scene().xMin(), scene().xMax());
    m_plot->yAxis->setRange(scene().yMin(), scene().yMax());
    return;
  }
  m_plot->xAxis->setRange(1, decadeEnd(std::max(100.0, static_cast<double>(sim.n()))));
  // The running mean lies between 0 and x: room for both and a tenth more. Over a sweep the
  // axis holds the room of every x of it, so it does not jump from frame to frame.
  const double x = sim.config().x;
  const auto [from, to] = frame().sweepSpan.value_or(std::pair{x, x});
  const double spread = std::max({0.05, std::fabs(from), std::fabs(to)}) * 1.15;
  m_plot->yAxis->setRange(std::min(0.0, from) - 0.1 * spread, std::max(0.0, to) + 0.1 * spread);
}

void MonteCarloPanel::rebuildCurves() {
  countRecomputation();
  gelu::AdaptiveSampling view;
  view.viewFrom = scene().xMin();
  view.viewTo = scene().xMax();
  const gelu::Curve c = gelu::sampleAdaptive(*gelu::builtInFunction("gelu"), scene().xMin(),
                                             scene().xMax(), scene().params(), view);
  m_gelu->setData(QVector<double>(c.x.begin(), c.x.end()), QVector<double>(c.y.begin(), c.y.end()),
                  true);
  updateSimulation();
}

void MonteCarloPanel::updateX() { updateSimulation(); }

QString MonteCarloPanel::accessibleDetails() const {
  return QTextDocumentFragment::fromHtml(typeset::spokenText(tally())).toPlainText().simplified();
}

void MonteCarloPanel::updateSimulation() {
  const auto& sim = scene().simulator();
  if (scene().gridMode()) {
    const auto means = scene().gridMeans();
    const auto errs = scene().gridStdErrors();
    QVector<double> x(scene().gridX().begin(), scene().gridX().end());
    QVector<double> y(means.begin(), means.end());
    QVector<double> e;
    for (double v : errs) e.push_back(std::isnan(v) ? 0.0 : gelu::soi::kZ95 * v);
    if (sim.n() == 0) x.clear(), y.clear(), e.clear();
    m_cloud->setData(x, y, true);
    m_cloudBars->setData(e);
  } else {
    const double x = sim.config().x;
    m_target->setData({0.1, 1e17}, {sim.expected(), sim.expected()}, true);  // spans any view
    QVector<double> n, m;
    for (const PathPoint& p : scene().path()) {
      n.push_back(p.n);
      m.push_back(p.mean);
    }
    m_mean->setData(n, m, true);
    // the exact funnel, drawn ahead of the path
    const double top = std::max(m_plot->xAxis->range().upper, n.isEmpty() ? 1.0 : n.back()) * 10;
    QVector<double> bn, lo, hi;
    for (double k = 0; k <= 200; ++k) {
      const double nn = std::pow(top, k / 200.0);  // continuous n: a smooth funnel
      const gelu::soi::Band b = gelu::soi::funnel95(x, sim.p(), sim.q(), nn);
      bn.push_back(nn);
      lo.push_back(b.low);
      hi.push_back(b.high);
    }
    m_bandLow->setData(bn, lo, true);
    m_bandHigh->setData(bn, hi, true);
    cutEdges();
    if (!n.isEmpty() && n.back() > m_plot->xAxis->range().upper) {
      m_plot->xAxis->setRange(1, decadeEnd(n.back()));
    }
  }
  updateCoins();
  updateTally();
  updateRunTo();
}

void MonteCarloPanel::updateRunTo() {
  // The combo says where a run goes and that it got there: a newcomer who chose 10⁶ watched the
  // run play for ten seconds with nothing saying when the estimate was ready.
  if (m_runTo == nullptr) return;
  const std::uint64_t target = scene().runTarget();
  const std::uint64_t n = scene().simulator().n();
  QString text = tr("Run to n");
  if (target > 0 && scene().playing()) {
    m_reached = target;
    text = tr("To n = %1…").arg(formatCount(target));
  } else if (m_reached > 0 && n == m_reached && !scene().playing()) {
    // Said whenever the run stands still at the count: also when it is given back after a
    // lecture's run in between (the shared Scene's n passes through the lecture's counts).
    text = tr("n = %1 reached").arg(formatCount(n));
  }
  if (m_runTo->itemText(0) != text) m_runTo->setItemText(0, text);
}

void MonteCarloPanel::resizeEvent(QResizeEvent* e) {
  PlotPanel::resizeEvent(e);
  updateCoins();
  reserveTallyLines();
}

void MonteCarloPanel::updateCoins() {
  const auto& draws = scene().recentDraws();
  QString html;
  // Big enough to see from the back of a lecture hall when presenting.
  const QString size = presentation() ? QStringLiteral("xx-large") : QStringLiteral("large");
  // As many of the latest as the row holds (coins do not wrap: one more would show in half).
  QFont coinFont = m_coins->font();
  coinFont.setPointSizeF(coinFont.pointSizeF() * (presentation() ? 2.0 : 1.2));  // xx-large, large
  const double each = QFontMetricsF(coinFont).horizontalAdvance(QString(QChar(0x25CF)));
  const QStringList test = draws.empty() ? QStringList() : testLines(draws.back());
  // In the window the test follows the coins on their one reserved line: the coins leave it the
  // room it takes, so the row never wraps into the plot's height. Presenting, it has a line of
  // its own.
  double room = m_coins->width() - 8;
  const bool inRow = !presentation() && m_testNote == nullptr && !test.isEmpty();
  if (inRow && m_coins->width() > 0) room -= rowTextWidth("&nbsp; " + test.join(' '));
  const auto fit = static_cast<std::size_t>(std::max(1.0, std::floor(room / std::max(1.0, each))));
  const std::size_t skip = m_coins->width() > 0 && draws.size() > fit ? draws.size() - fit : 0;
  for (std::size_t k = skip; k < draws.size(); ++k) html += coin(draws[k].kept, size);
  if (draws.empty() && !presentation()) {
    // The row's room, kept for the first coins, says what will come (it stood empty in the
    // window, a band a newcomer took for a gap in the layout) — on its one line, shorter where
    // the panel is narrow, or not at all (a second line would move the plot at the first coin).
    const QString full = tr("Each draw will show here: %1 keep $x$, %2 output $0$.")
                             .arg(coin(true, size), coin(false, size));
    const QString brief =
        coin(true, size) + " " + tr("keep $x$") + ", " + coin(false, size) + " " + tr("output $0$");
    const double width = m_coins->width() - 8;
    html = m_coins->width() <= 0 || rowTextWidth(full) <= width ? full
           : rowTextWidth(brief) <= width                       ? brief
                                                                : QString();
  }
  if (m_testNote != nullptr) {
    m_testNote->setLines(test);  // beside the plot, under the tally
  } else if (!test.isEmpty()) {
    // The test on a line of its own when presenting (it reads at a glance under the coins).
    html += QString(presentation() ? "<br><span style='font-size:small'>%1</span>" : "&nbsp; %1")
                .arg(test.join(' '));
  }
  m_coins->setText(keepFormulasWhole(html));
}

QString MonteCarloPanel::coin(bool kept, const QString& size) const {
  return QString("<span style='color:%1;font-size:%2'>%3</span>")
      .arg(theme().curveColor(kept ? "silu" : "relu").name(), size, kept ? "●" : "○");
}

double MonteCarloPanel::rowTextWidth(const QString& html) const {
  QString shape = html;
  for (QChar& c : shape) {
    if (c.isDigit()) c = QLatin1Char('0');
  }
  const QString key = m_coins->font().toString() + QLatin1Char('|') + shape;
  if (const auto it = m_rowTextWidths.constFind(key); it != m_rowTextWidths.cend()) return *it;
  if (m_rowTextWidths.size() > 64) m_rowTextWidths.clear();  // (a theme or language change)
  m_measure->setFont(m_coins->font());
  m_measure->setText(keepFormulasWhole(html));
  const double width = std::ceil(m_measure->idealWidth()) + 2;
  m_rowTextWidths.insert(key, width);
  return width;
}

QStringList MonteCarloPanel::testLines(const gelu::soi::Draw& d) const {
  const auto& sim = scene().simulator();
  const bool uniform = sim.config().method == gelu::soi::Method::Uniform;
  // Four decimals, as the read-outs write Φ(x) (0.6915), on both sides of the test; more where
  // four would write the two sides alike (U = 0.69149 < Φ(x) = 0.69146 is no "0.6915 < 0.6915").
  const QString test = [&] {
    if (!uniform) {
      return QString("$X = %1 %2 x = %3$")
          .arg(texFixed(d.variate, 4), d.kept ? "\\le" : ">",
               texX(sim.config().x, frame().xDecimals));
    }
    int decimals = 4;
    while (decimals < 9 && texFixed(d.variate, decimals) == texFixed(sim.p(), decimals)) {
      ++decimals;
    }
    return QString("$U = %1 %2 \\Phi(x) = %3$")
        .arg(texFixed(d.variate, decimals), d.kept ? "<" : "\\ge", texFixed(sim.p(), decimals));
  }();
  const QString outcome = "→ " + (d.kept ? tr("keep $x$") : tr("output $0$"));
  // Past the draws made one by one the run is counted, and its latest draws are drawn from
  // their distribution given the count (Simulator::countedDraws). Where the normal method gave
  // up on those, the strip's last coin is an earlier draw, and says which.
  const QString which =
      d.index != 0 && d.index != sim.n() ? tr("draw %1:").arg(formatCount(d.index)) : tr("last:");
  if (m_testNote != nullptr) return {which, test, outcome};  // beside the plot: short lines
  return {which + " " + test, outcome};
}

void MonteCarloPanel::legendBesideChanged() {
  // Presenting, a legend beside the plot takes the tally, and the last draw's test where the
  // column holds it, into its column: the plot then has the height they took above and under
  // it (step 5 at 720p: 31% of the slide's height → over 40%).
  const bool beside = presentation() && legendBeside() && !scene().gridMode();
  if (beside == m_notesBeside) return;  // (arranged for this: a lecture re-arranges on resize)
  m_notesBeside = beside;
  QCPLegend* legend = m_plot->legend;
  const auto remove = [&](MathNoteLegendItem*& note) {
    if (note != nullptr) legend->removeItem(note);  // (deletes it)
    note = nullptr;
  };
  const auto add = [&](MathNoteLegendItem*& note, const QStringList& reserve) {
    note = new MathNoteLegendItem(legend, 0.85);  // (a read-out, smaller than the key)
    legend->addItem(note);
    note->setReserve(reserve);
    QMargins margins = note->margins();
    margins.setTop(margins.top() + QFontMetrics(legend->font()).height() / 2);
    note->setMargins(margins);
  };
  // As wide as the longest they can be, so that the plot keeps its width as they change.
  const QString wide = texValue(-0.1234, 4);
  const QString variate = texFixed(-0.1234, 4);
  const QString test = QString("$U = %1 \\ge \\Phi(x) = %1$").arg(variate);
  const QStringList tallyReserve =
      audienceTally(1'000'000'000'000ULL, wide, texFixed(0.1234, 4), wide);
  const QStringList testReserve = {tr("last:"), test, "→ " + tr("output $0$")};
  // Whether the legend's column still holds its widest line beside the plot. (Asked before the
  // legend moves: the plot and the column share the whole width, wherever the legend is now.)
  const auto fits = [&] {
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i) {
      if (QCPAbstractLegendItem* item = legend->item(i)) {  // (a wrapped grid has empty cells)
        widest = std::max(widest, item->minimumOuterSizeHint().width());
      }
    }
    widest += legend->margins().left() + legend->margins().right();
    return fitsBeside(widest, m_plot->viewport().width() - widest);
  };
  const bool had = m_tallyNote != nullptr, hadTest = m_testNote != nullptr;
  remove(m_testNote);
  remove(m_tallyNote);
  if (beside) {
    add(m_tallyNote, tallyReserve);
    add(m_testNote, testReserve);
    if (!fits()) remove(m_testNote);
    if (!fits()) remove(m_tallyNote);
  }
  m_tally->setVisible(m_tallyNote == nullptr);
  reserveCoinRow();
  reserveTallyLines();
  updateCoins();
  updateTally();
  // Laid out at once: the lecture measures the plot right after moving its legend.
  if (QLayout* l = layout();
      l != nullptr && (had != (m_tallyNote != nullptr) || hadTest != (m_testNote != nullptr))) {
    l->activate();
  }
}

void MonteCarloPanel::updateTally() {
  reserveTallyLines();  // (the first draw, a reset)
  const QStringList lines = tallyLines(presentation());
  if (m_tallyNote != nullptr) m_tallyNote->setLines(lines);  // one under another
  m_tally->setText(keepFormulasWhole(tieWordsToFormulas(lines.join("   "))));
}

QStringList MonteCarloPanel::audienceTally(std::uint64_t n, const QString& mean,
                                           const QString& error, const QString& target) const {
  return {tr("$n = %1$").arg(texCount(n)), tr("mean $%1 \\pm %2$").arg(mean, error),
          tr("target $%1$").arg(target)};
}

QString MonteCarloPanel::tally(bool forAudience) const {
  return tallyLines(forAudience).join("   ");
}

QStringList MonteCarloPanel::tallyLines(bool forAudience) const {
  // One precision for each number whatever n is (the target is the mean's), counts grouped.
  const auto& sim = scene().simulator();
  if (sim.n() == 0) {
    if (forAudience) {
      return {tr("$n = 0$: no draws yet."),
              tr("target $x\\,\\Phi(x) = %1$").arg(texValue(sim.expected(), 4))};
    }
    return {tr("$n = 0$ — press Play or Step.   target $x\\,\\Phi(x) = %1$")
                .arg(texValue(sim.expected(), 5))};
  }
  // The ± with the mean's decimals (not "0.34550 ± 0.01"); one digit where those would read
  // "± 0.00000" (texMargin()).
  const double error = gelu::soi::kZ95 * sim.stdError();
  if (forAudience) {  // one line from the back of the room: the count, the mean, the target
    return audienceTally(sim.n(), texValue(sim.mean(), 4), texMargin(error, 4),
                         texValue(sim.expected(), 4));
  }
  return windowTally(sim.n(), sim.kept(), sim.mean(), error, sim.expected());
}

QStringList MonteCarloPanel::windowTally(std::uint64_t n, std::uint64_t kept, double mean,
                                         double error, double expected) const {
  const double share = 100.0 * static_cast<double>(kept) / static_cast<double>(n);
  return {tr("$n = %1$   kept %2 (%3%)   mean $%4 \\pm %5$ (95%)   target $x\\,\\Phi(x) = %6$")
              .arg(texCount(n), formatCount(kept), readableNumber(QString::number(share, 'f', 2)),
                   texValue(mean, 5), texMargin(error, 5), texValue(expected, 5))};
}

void MonteCarloPanel::reserveTallyLines() {
  // Before the first draw the tally keeps the lines its first counts take at this width: the
  // plot does not shrink when the first draw turns the one line "n = 0 — press Play" into two
  // (a newcomer at 720p saw the plot lose a sixth of its height). Once there are draws the
  // tally is as tall as its lines (a reserve for every count to come, as tall as its tallest
  // line breaking, cost the running plot the room its legend had inside it).
  const int width = m_tally->width();
  if (width <= 0 || m_tally->isHidden()) return;
  if (scene().simulator().n() > 0) {
    m_tally->setMinimumHeight(0);
    m_tallyReservedFor.clear();
    return;
  }
  // The template tallies depend only on the width, the type and the form (window or audience):
  // an x move at n = 0 (each resets the run) costs a compare, not two typeset tallies.
  const QString key = QStringLiteral("%1|%2|%3")
                          .arg(width)
                          .arg(m_tally->font().toString())
                          .arg(presentation() ? 1 : 0);
  if (key == m_tallyReservedFor) return;
  m_tallyReservedFor = key;
  QStringList texts;
  for (const std::uint64_t n : {1ULL, 8ULL}) {
    const QStringList tally =
        presentation()
            ? audienceTally(n, texValue(-0.88888, 4), texFixed(0.88888, 4), texValue(-0.88888, 4))
            : windowTally(n, n / 2, -0.88888, 0.88888, -0.88888);
    texts << keepFormulasWhole(tieWordsToFormulas(tally.join("   ")));
  }
  m_tallyMeasure->setFont(m_tally->font());
  int height = 0;
  for (const QString& text : texts) {
    m_tallyMeasure->setText(text);
    height = std::max(height, m_tallyMeasure->heightForWidth(width));
  }
  m_tally->setMinimumHeight(height);
}

void MonteCarloPanel::cutEdges() {
  const QCPRange view = m_plot->yAxis->range();
  const bool logKeys = m_plot->xAxis->scaleType() == QCPAxis::stLogarithmic;
  for (const auto& [band, edge] :
       {std::pair{m_bandLow, m_edgeLow}, std::pair{m_bandHigh, m_edgeHigh}}) {
    QVector<double> keys, values;
    const auto data = band->data();
    // A segment's point at value v, where the drawn (straight on screen) segment reaches it.
    const auto crossing = [&](const QCPGraphData& a, const QCPGraphData& b, double v) {
      const double t = (v - a.value) / (b.value - a.value);
      keys << (logKeys && a.key > 0 && b.key > 0 ? a.key * std::pow(b.key / a.key, t)
                                                 : a.key + t * (b.key - a.key));
      values << v;
    };
    const auto inside = [&](double v) { return v >= view.lower && v <= view.upper; };
    for (auto it = data->constBegin(); it != data->constEnd(); ++it) {
      if (it != data->constBegin()) {
        const QCPGraphData& a = *(it - 1);
        const QCPGraphData& b = *it;
        // Where the segment crosses the view's edges, in the order it meets them.
        for (const double edgeValue : a.value < b.value ? std::array{view.lower, view.upper}
                                                        : std::array{view.upper, view.lower}) {
          if ((a.value - edgeValue) * (b.value - edgeValue) < 0) {
            crossing(a, b, edgeValue);
            if (!inside(b.value)) {
              keys << keys.back();
              values << std::nan("");  // a gap until the line comes back
            }
          }
        }
      }
      if (inside(it->value)) {
        keys << it->key;
        values << it->value;
      } else if (it == data->constBegin()) {
        keys << it->key;
        values << std::nan("");
      }
    }
    edge->setData(keys, values, true);
  }
}

int MonteCarloPanel::pathPoints() const { return m_mean->data()->size(); }
int MonteCarloPanel::cloudPoints() const { return m_cloud->data()->size(); }

QString MonteCarloPanel::hoverText(double x, double y) const {
  if (scene().gridMode()) return QString("x = %1   y = %2").arg(formatValue(x, 3), formatValue(y));
  // Draws are whole: read the path at the last recorded n at or before the cursor (regression:
  // the read-out said "n = 8.927").
  const auto& path = scene().path();
  const auto it = std::upper_bound(path.begin(), path.end(), x,
                                   [](double v, const PathPoint& p) { return v < p.n; });
  if (it == path.begin()) return {};
  const PathPoint& p = *(it - 1);
  (void)y;
  return QString("n = %1   mean = %2").arg(formatCount(p.n), formatValue(p.mean));
}

void MonteCarloPanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  for (QWidget* b : m_buttons) b->setVisible(!on);
  m_tally->setFont(theme().font(on ? 10 : 12));
  const bool wereBeside = m_notesBeside;
  legendBesideChanged();              // (the read-outs beside the plot only when presenting)
  if (m_notesBeside == wereBeside) {  // (else that has shown them anew)
    updateTally();                    // (the audience sees no key instructions)
    reserveCoinRow();
    updateCoins();
  }
}

QStringList MonteCarloPanel::coinNotes(const FigureLayout& figure) const {
  QStringList notes;
  const auto& draws = scene().recentDraws();
  if (m_coins->isHidden() || draws.empty()) return notes;
  // The row as the window sets it, for the figure's width: as many of the latest coins as its
  // line holds beside the last draw's test (the window's row is as wide as the panel was shown:
  // a figure of a panel never shown had one coin), the test on a line of its own on a slide
  // (presenting, or a lecture figure) or where not even one coin fits beside it. A coin row
  // never wraps.
  const bool slide = presentation() || lectureFigure();
  const QString size = slide ? QStringLiteral("xx-large") : QStringLiteral("large");
  const QStringList test = m_testNote != nullptr ? QStringList() : testLines(draws.back());
  const QString tail = test.isEmpty() ? QString() : "&nbsp; " + test.join(' ');
  const double each =
      std::max(figure.noteWidth(coin(true, size)), figure.noteWidth(coin(false, size)));
  const double room = figure.noteRoom() - 2;
  const double tailWidth = tail.isEmpty() ? 0.0 : figure.noteWidth(tail);
  const bool beside = !slide && !tail.isEmpty() && room - tailWidth >= each;
  const double forCoins = beside ? room - tailWidth : room;
  std::size_t fit = std::clamp<std::size_t>(
      static_cast<std::size_t>(std::floor(forCoins / std::max(1.0, each))), 1, draws.size());
  const auto row = [&] {
    QString html;
    for (std::size_t k = draws.size() - fit; k < draws.size(); ++k) {
      html += coin(draws[k].kept, size);
    }
    return beside ? html + tail : html;
  };
  while (fit > 1 && figure.noteWidth(row()) > room) --fit;
  notes << row();
  if (!beside && !tail.isEmpty()) notes << test.join(' ');
  return notes;
}

QStringList MonteCarloPanel::exportNotesAbove(const FigureLayout& figure) const {
  // A lecture's slide has the coins above the plot, where the lecture shows them.
  return lectureFigure() ? coinNotes(figure) : QStringList();
}

QStringList MonteCarloPanel::exportNotes(const FigureLayout& figure) const {
  QStringList notes = lectureFigure() ? QStringList() : coinNotes(figure);
  if (!m_tally->text().isEmpty()) {
    notes << "<span style=\"white-space:pre-wrap\">" + tally(true).toHtmlEscaped() + "</span>";
  }
  return notes;
}

}  // namespace ui
