#include "ui/panels/DTypePanel.hpp"

#include <qcustomplot.h>

#include <QComboBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/activations.hpp"
#include "core/dtype.hpp"
#include "core/model/state.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Accessible.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/KeyGraph.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

namespace {

constexpr double kTallyLimit = 8.0;      ///< the tally counts every value in [−8, 8]
constexpr int kFloat32Samples = 200001;  ///< float32 has 2·10⁹ there: evenly spaced ones
constexpr int kViewSamples = 4001;       ///< float32 in the view

gelu::dtype::DType dtypeOf(const std::string& id) {
  return gelu::dtype::parse(id).value_or(gelu::dtype::DType::BFloat16);
}

QString formatName(gelu::dtype::DType t) {
  const auto name = gelu::dtype::info(t).name;
  return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

/// The kernel in the panel's words.
QString kernelText(gelu::dtype::Kernel k) {
  switch (k) {
    case gelu::dtype::Kernel::Exact:
      return DTypePanel::tr("exact, rounded once");
    case gelu::dtype::Kernel::Torch:
      return DTypePanel::tr("PyTorch 1.13 CPU, a long tensor");
    case gelu::dtype::Kernel::TorchVectorized:
      return DTypePanel::tr("PyTorch 1.13 CPU, AVX2, vectorized");
    case gelu::dtype::Kernel::TorchScalar:
      return DTypePanel::tr("PyTorch 1.13 CPU, one element (scalar)");
  }
  return {};
}

/// The path whose bits the tally sets beside the chosen one's: the scalar and the vectorized
/// lambda side by side, and a long tensor beside one element.
gelu::dtype::Kernel otherPath(gelu::dtype::Kernel k) {
  return k == gelu::dtype::Kernel::TorchScalar ? gelu::dtype::Kernel::TorchVectorized
                                               : gelu::dtype::Kernel::TorchScalar;
}

}  // namespace

QString DTypePanel::accessibleDetails() const {
  return typeset::spokenText(m_tallies.join(' '));  // its formulas read aloud
}

DTypePanel::DTypePanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "dtype", tr("GELU as the hardware stores it: rounded to a number format"),
                parent) {
  auto* row = new QHBoxLayout;
  m_dtype = new QComboBox(this);
  m_dtype->setObjectName("dtype");
  m_compare = new QComboBox(this);
  m_compare->setObjectName("compare-dtype");
  m_compare->addItem(tr("nothing"), "none");
  for (const QString& id : toQt(gelu::model::numberFormatNames(false))) {
    m_dtype->addItem(formatName(dtypeOf(id.toStdString())), id);
    m_compare->addItem(formatName(dtypeOf(id.toStdString())), id);
  }
  m_kernel = new QComboBox(this);
  m_kernel->setObjectName("kernel");
  m_kernel->addItem(tr("a perfect kernel"), "exact");
  m_kernel->addItem(tr("PyTorch 1.13, a long tensor"), "torch");
  m_kernel->addItem(tr("PyTorch 1.13, vectorized"), "torch-vectorized");
  m_kernel->addItem(tr("PyTorch 1.13, one element"), "torch-scalar");
  m_kernel->setItemData(1,
                        tr("A contiguous tensor of many elements: oneDNN 2.6.3 for GELU, ATen's "
                           "vectorized code for the tanh form"),
                        Qt::ToolTipRole);
  m_kernel->setItemData(2, tr("ATen's AVX2 vectorized code (Sleef 3.5.1's erf, tanh and exp)"),
                        Qt::ToolTipRole);
  m_kernel->setItemData(3,
                        tr("A one-element tensor: ATen's scalar code (glibc 2.36's erff, tanhf "
                           "and expf)"),
                        Qt::ToolTipRole);
  describeControl(m_dtype, tr("Number format"), tr("The format GELU is stored in"));
  describeControl(m_compare, tr("Beside it"), tr("A second format side by side"));
  describeControl(m_kernel, tr("Computed by"),
                  tr("Exact values rounded once, or PyTorch 1.13's CPU code bit for bit: a long "
                     "tensor, the vectorized path or one element"));
  auto* formatLabel = new QLabel(tr("format"), this);
  auto* besideLabel = new QLabel(tr("beside"), this);
  auto* kernelLabel = new QLabel(tr("computed by"), this);
  row->addWidget(formatLabel);
  row->addWidget(m_dtype);
  row->addWidget(besideLabel);
  row->addWidget(m_compare);
  row->addWidget(kernelLabel);
  row->addWidget(m_kernel);
  row->addStretch(1);
  m_controls = {formatLabel, m_dtype, besideLabel, m_compare, kernelLabel, m_kernel};
  auto* layout = static_cast<QVBoxLayout*>(this->layout());
  layout->insertLayout(1, row);
  m_tally = new MathLabel(this);
  m_tally->setPlainText(true);
  m_tally->setWordWrap(true);
  m_tally->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  layout->addWidget(m_tally);
  for (QComboBox* c : {m_dtype, m_compare, m_kernel}) {
    connect(c, &QComboBox::currentIndexChanged, this, &DTypePanel::writeScene);
  }
  listenTo(Scene::kNumberFormat);
  refreshOn(kOnRange);
  m_plot->legend->setVisible(true);
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignLeft | Qt::AlignTop);
  // The plots in a grid of their own: a legend moved out of the first plot takes a row under
  // the whole figure (figureCell()), not one under the first column beside an empty band.
  m_figure = nestInFigureGrid(*m_plot);
  readScene();
  refresh();
}

bool DTypePanel::sceneChanged(int) {
  readScene();  // the formats and the kernel, in the panel's boxes
  return true;
}

QWidget* DTypePanel::takeControls() {
  if (m_dtype->parentWidget() != this) return nullptr;  // taken before
  auto* box = new QWidget;
  auto* form = new QFormLayout(box);
  form->setContentsMargins(0, 0, 0, 0);
  // Each list under its name, the dock's width: a kernel's name is wider than what is left
  // beside "computed by".
  form->setRowWrapPolicy(QFormLayout::WrapAllRows);
  // m_controls: each name before its list.
  for (int i = 0; i + 1 < m_controls.size(); i += 2) {
    takeOutOfLayouts(m_controls[i]);
    takeOutOfLayouts(m_controls[i + 1]);
    form->addRow(m_controls[i], m_controls[i + 1]);
  }
  fitComboBoxesToColumn(box);
  return box;
}

void DTypePanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  for (QWidget* w : m_controls) w->setVisible(!on);
}

void DTypePanel::readScene() {
  const NumberFormatState& f = scene().numberFormat();
  const QSignalBlocker b1(m_dtype);
  const QSignalBlocker b2(m_compare);
  const QSignalBlocker b3(m_kernel);
  m_dtype->setCurrentIndex(std::max(0, m_dtype->findData(QString::fromStdString(f.dtype))));
  m_compare->setCurrentIndex(std::max(0, m_compare->findData(QString::fromStdString(f.compare))));
  m_kernel->setCurrentIndex(std::max(0, m_kernel->findData(QString::fromStdString(f.kernel))));
}

void DTypePanel::writeScene() {
  NumberFormatState f;
  f.dtype = m_dtype->currentData().toString().toStdString();
  f.compare = m_compare->currentData().toString().toStdString();
  f.kernel = m_kernel->currentData().toString().toStdString();
  scene().setNumberFormat(f);
}

QString DTypePanel::hoverText(double x, double) const {
  return readout(dtypeOf(scene().numberFormat().dtype), x);
}

QString DTypePanel::hoverTextIn(QCPAxisRect* rect, double x, double) const {
  // m_rects: each format's values then errors, in the order rebuildCurves() made the columns.
  const qsizetype at = m_rects.indexOf(rect);
  if (at < 0) return {};
  const NumberFormatState& state = scene().numberFormat();
  const bool compared = state.compare != "none" && state.compare != state.dtype;
  return readout(dtypeOf(at >= 2 && compared ? state.compare : state.dtype), x);
}

QString DTypePanel::readout(gelu::dtype::DType type, double x) const {
  const NumberFormatState& state = scene().numberFormat();
  const gelu::dtype::Kernel kernel =
      gelu::dtype::parseKernel(state.kernel).value_or(gelu::dtype::Kernel::Exact);
  const gelu::Params params;
  const double input = gelu::dtype::round(type, x);  // the input the format holds
  const double exact = (*gelu::builtInFunction("gelu"))(input, params);
  const double stored = gelu::dtype::round(type, exact);
  // Signed, as the errors' plot draws them (a form stored below its reference is negative there;
  // the read-out said "6 ULP" beside a plot at −6).
  const auto ulps = [&](double v, double ref) {
    const double d = gelu::dtype::ulpDistance(type, v, ref);
    if (!std::isfinite(d)) return QStringLiteral("—");
    return readableNumber(QString::number(v < ref ? -d : d, 'g', 3));
  };
  QStringList lines{
      tr("x = %1 (in %2)").arg(formatValue(input, 7), formatName(type)),
      tr("GELU exact %1, stored %2").arg(formatValue(exact, 9), formatValue(stored, 7))};
  const bool torch = kernel != gelu::dtype::Kernel::Exact && gelu::dtype::torchComputes(type);
  if (torch) {
    const double erfForm = gelu::dtype::torchGelu(kernel, type, input, false);
    const double tanhForm = gelu::dtype::torchGelu(kernel, type, input, true);
    const double tanhExact =
        gelu::dtype::round(type, (*gelu::builtInFunction("gelu_tanh"))(input, params));
    lines
        << tr("PyTorch's erf form %1 (%2 ULP)").arg(formatValue(erfForm, 7), ulps(erfForm, stored))
        << tr("PyTorch's tanh form %1 (%2 ULP)")
               .arg(formatValue(tanhForm, 7), ulps(tanhForm, tanhExact));
  } else {
    const double tanhForm =
        gelu::dtype::round(type, (*gelu::builtInFunction("gelu_tanh"))(input, params));
    const double sigmoidForm =
        gelu::dtype::round(type, (*gelu::builtInFunction("gelu_sigmoid"))(input, params));
    lines << tr("tanh form %1 (%2 ULP)").arg(formatValue(tanhForm, 7), ulps(tanhForm, stored))
          << tr("x·σ(1.702x) %1 (%2 ULP)")  // (named as in the legend)
                 .arg(formatValue(sigmoidForm, 7), ulps(sigmoidForm, stored));
  }
  return lines.join('\n');
}

void DTypePanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearPlottables();
  m_plot->clearItems();
  m_names.clear();
  restoreTickCounts(*m_plot);  // a legend moved under the plot goes back before the grid changes
  // The plot's own axis rect stays (the base class reads its axes); the others are made anew.
  QCPLayoutGrid* grid = m_figure;
  QCPAxisRect* first = m_plot->axisRect();
  for (QCPAxisRect* r : m_plot->axisRects()) {
    if (r != first) grid->remove(r);
  }
  grid->simplify();
  const Theme& t = theme();
  const NumberFormatState& state = scene().numberFormat();
  QList<gelu::dtype::DType> formats = {dtypeOf(state.dtype)};
  if (state.compare != "none" && state.compare != state.dtype) formats << dtypeOf(state.compare);
  const gelu::dtype::Kernel kernel =
      gelu::dtype::parseKernel(state.kernel).value_or(gelu::dtype::Kernel::Exact);
  const gelu::Params params;  // PyTorch's GELU: no μ, σ
  const auto* gelu = gelu::builtInFunction("gelu");
  const auto* tanhForm = gelu::builtInFunction("gelu_tanh");
  const auto* sigmoidForm = gelu::builtInFunction("gelu_sigmoid");
  m_rects.clear();
  qDeleteAll(m_columnMargins);  // (each takes itself off its rects)
  m_columnMargins.clear();
  m_tallies.clear();
  QStringList fullNames, shortNames;  // (said shorter where the full name takes more lines)
  QSet<QString> legendNames;          // a form's entry once, from the first column that draws it
  const auto addToLegendOnce = [this](QCPGraph* g, QSet<QString>& names) {
    if (names.contains(g->name())) {
      g->removeFromLegend();
      return;
    }
    names.insert(g->name());
    useMathLegendItem(*m_plot->legend, g);
  };
  const QLocale locale;
  auto* valuesRow = new QCPMarginGroup(m_plot);
  auto* ulpsRow = new QCPMarginGroup(m_plot);
  m_columnMargins << valuesRow << ulpsRow;
  for (qsizetype c = 0; c < formats.size(); ++c) {
    const gelu::dtype::DType type = formats[c];
    const bool torch = kernel != gelu::dtype::Kernel::Exact && gelu::dtype::torchComputes(type);
    QCPAxisRect* values = c == 0 ? first : new QCPAxisRect(m_plot);
    auto* ulps = new QCPAxisRect(m_plot);
    for (QCPAxisRect* r : {values, ulps}) {
      for (QCPAxis* a : orderedAxes(*r)) {
        a->setLayer("axes");
        a->grid()->setLayer("grid");
      }
    }
    if (c > 0) grid->addElement(0, static_cast<int>(c), values);
    grid->addElement(1, static_cast<int>(c), ulps);
    m_rects << values << ulps;
    auto* margins = new QCPMarginGroup(m_plot);
    values->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    ulps->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    values->setMarginGroup(QCP::msTop, valuesRow);
    ulps->setMarginGroup(QCP::msTop, ulpsRow);
    m_columnMargins << margins;

    // Each form stored in the format: exact GELU (the reference), the tanh form, x·σ(1.702x); with
    // a PyTorch kernel (float32, bfloat16) PyTorch's erf and tanh forms on its path instead, each
    // measured against its own correctly rounded value (the exact form rounded once).
    struct Form {
      QString id;    // its colour and pen
      QString name;  // in the legend and the tally
      std::function<double(double)> stored;
      std::function<double(double)> reference;  // empty: exact GELU
      std::function<double(double)> otherPath;  // PyTorch's form on the other path, or empty
    };
    const auto exactGelu = [&](double x) { return gelu::dtype::round(type, (*gelu)(x, params)); };
    const auto exactTanh = [&](double x) {
      return gelu::dtype::round(type, (*tanhForm)(x, params));
    };
    const gelu::dtype::Kernel other = otherPath(kernel);
    QList<Form> forms;
    forms.push_back({"gelu", tr("exact GELU"), exactGelu, {}, {}});
    if (torch) {
      forms.push_back({"gelu_sigmoid",
                       tr("PyTorch's erf form"),
                       [&](double x) { return gelu::dtype::torchGelu(kernel, type, x, false); },
                       {},
                       [&](double x) { return gelu::dtype::torchGelu(other, type, x, false); }});
      forms.push_back({"gelu_tanh", tr("PyTorch's tanh form"),
                       [&](double x) { return gelu::dtype::torchGelu(kernel, type, x, true); },
                       exactTanh,
                       [&](double x) { return gelu::dtype::torchGelu(other, type, x, true); }});
    } else if (kernel == gelu::dtype::Kernel::Exact) {
      forms.push_back({"gelu_tanh", tr("tanh form"), exactTanh, {}, {}});
      forms.push_back(
          {"gelu_sigmoid",
           QStringLiteral("$x\\,\\sigma(%1x)$").arg(texNumber("1.702")),
           [&](double x) { return gelu::dtype::round(type, (*sigmoidForm)(x, params)); },
           {},
           {}});
    }

    // The staircase over the view: every value of the format there.
    const std::vector<double> xs =
        gelu::dtype::inputs(type, scene().xMin(), scene().xMax(), kViewSamples);
    std::vector<double> exact(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) exact[i] = exactGelu(xs[i]);
    QCPAxis* vx = values->axis(QCPAxis::atBottom);
    QCPAxis* vy = values->axis(QCPAxis::atLeft);
    QCPAxis* ux = ulps->axis(QCPAxis::atBottom);
    QCPAxis* uy = ulps->axis(QCPAxis::atLeft);
    // The errors' extent, 0 and at least ±1 ULP within it (an error of one sign leaves the other
    // side of 0 nearly empty: the range follows the data, not ± its largest).
    double lowest = -1.0;
    double highest = 1.0;
    std::vector<bool> pathsDiffer(xs.size(), false);  // the other path stores other bits
    QList<QPen> rug;                 // each form's bars along the bottom, where it has them
    QList<QCPScatterStyle> onCurve;  // each form's marks on its curve, where it has them
    for (qsizetype k = 0; k < forms.size(); ++k) {
      const Form& form = forms[k];
      QVector<double> x;
      QVector<double> y;
      QVector<double> offX;
      QVector<double> offY;
      QVector<double> u;
      QVector<double> runX;  // the differing inputs as runs of neighbours: [first, last], gap
      QVector<double> runY;
      bool inRun = false;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        const double v = k == 0 ? exact[i] : form.stored(xs[i]);
        const double ref = form.reference ? form.reference(xs[i]) : exact[i];
        x << xs[i];
        y << v;
        const bool differs = k > 0 && !gelu::dtype::sameStored(v, ref);
        if (form.otherPath && !gelu::dtype::sameStored(v, form.otherPath(xs[i])))
          pathsDiffer[i] = true;
        if (differs != inRun && k > 0) {
          // A run starts at its first input and ends at its last, half a step out each way.
          const double step = i > 0 ? xs[i] - xs[i - 1] : 0.0;
          runX << xs[i] - 0.5 * step;
          runY << 0.0;
          if (!differs) {
            runX << xs[i] - 0.5 * step;
            runY << std::nan("");  // the gap between runs
          }
          inRun = differs;
        }
        if (differs) {
          offX << xs[i];
          offY << v;
          u << (std::isfinite(v) ? (v - ref) / gelu::dtype::ulp(type, ref) : std::nan(""));
        } else if (k > 0) {
          u << 0.0;
        }
      }
      auto* stairs = addGraph(*m_plot, vx, vy);
      stairs->setData(x, y, true);
      stairs->setLineStyle(QCPGraph::lsStepLeft);
      QPen pen = t.curvePen(form.id, k == 0 ? 3.0 : 1.6);
      stairs->setPen(pen);
      stairs->setName(form.name);
      addToLegendOnce(stairs, legendNames);
      if (k == 0) continue;
      // The inputs where this form stores another value than its reference: on its curve where
      // they are few, as a rug of marks along the bottom where they would cover the curves.
      if (inRun && !xs.empty()) {
        runX << xs.back();
        runY << 0.0;
      }
      auto* marks = addGraph(*m_plot, vx, vy);
      if (offX.size() > 120) {
        // Many: bars along the bottom, one per run of neighbours, in the form's colour.
        const double row = scene().yMin() + (0.04 + 0.05 * static_cast<double>(k - 1)) *
                                                (scene().yMax() - scene().yMin());
        for (double& v : runY) {
          if (!std::isnan(v)) v = row;
        }
        marks->setData(runX, runY, true);
        marks->setPen(QPen(pen.color(), 5.0 * t.fontScale, Qt::SolidLine, Qt::FlatCap));
        if (!offX.isEmpty()) rug << marks->pen();
      } else {
        marks->setData(offX, offY, true);
        marks->setLineStyle(QCPGraph::lsNone);
        marks->setScatterStyle(
            QCPScatterStyle(k == 1 ? QCPScatterStyle::ssCross : QCPScatterStyle::ssPlus,
                            pen.color(), 7 * t.fontScale));
        if (!offX.isEmpty()) onCurve << marks->scatterStyle();
      }
      marks->removeFromLegend();
      auto* errors = addGraph(*m_plot, ux, uy);
      errors->setData(x, u, true);
      // Each input's error as a bar of its own width: one filled outline, however many inputs.
      errors->setLineStyle(QCPGraph::lsStepCenter);
      errors->setPen(QPen(pen.color(), 1.0 * t.fontScale));
      QColor fill = pen.color();
      fill.setAlpha(110);
      errors->setBrush(fill);
      errors->removeFromLegend();
      for (const double e : u) {
        if (std::isfinite(e)) {
          lowest = std::min(lowest, e);
          highest = std::max(highest, e);
        }
      }
    }
    // What the bars and marks are, once in the legend (a newcomer took the bars for a second
    // axis): its key draws each form's as the plot does, in the form's colour (a key in the
    // foreground colour showed a mark no form draws).
    const QString differs =
        torch ? tr("where a form is not correctly rounded") : tr("where a form ≠ exact GELU");
    if (!rug.isEmpty()) {
      auto* key = new KeyGraph(vx, vy);
      key->setBars(rug);
      key->setName(tr("bars: %1").arg(differs));
      addToLegendOnce(key, legendNames);
    }
    if (!onCurve.isEmpty()) {
      auto* key = new KeyGraph(vx, vy);
      key->setMarks(onCurve);
      key->setName(tr("marks: %1").arg(differs));
      addToLegendOnce(key, legendNames);
    }
    vx->setRange(scene().xMin(), scene().xMax());
    vy->setRange(scene().yMin(), scene().yMax());
    ux->setRange(scene().xMin(), scene().xMax());
    const double pad = 0.15 * std::max(-lowest, highest);
    uy->setRange(lowest - pad, highest + pad);
    // Where the other path stores other bits for either PyTorch form: ticks along the top of the
    // errors plot, in the foreground colour (the same x, other bits).
    if (torch) {
      QVector<double> tickX;
      QVector<double> tickY;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        if (!pathsDiffer[i]) continue;
        tickX << xs[i];
        tickY << highest + 0.7 * pad;  // (near the top however one-sided the errors)
      }
      auto* ticks = addGraph(*m_plot, ux, uy);
      ticks->setData(tickX, tickY, true);
      ticks->setLineStyle(QCPGraph::lsNone);
      ticks->setScatterStyle(
          QCPScatterStyle(QCPScatterStyle::ssDiamond, t.foreground, t.foreground, 5 * t.fontScale));
      ticks->setName(tr("%1 stores other bits").arg(kernelText(other)));
      if (tickX.isEmpty()) {
        ticks->removeFromLegend();
      } else {
        addToLegendOnce(ticks, legendNames);
      }
    }
    vy->setLabel(tr("stored $\\operatorname{GELU}(x)$"));
    ux->setLabel("$x$");
    uy->setLabel(tr("ULPs"));  // (the unit: the name above says what it counts)
    // A column's values and errors share x: its numbers and name once, under the errors, and a
    // pan or zoom of either moves both (each would otherwise pan alone under a scale that no
    // longer speaks for it).
    vx->setTickLabels(false);
    vx->setLabel(QString());
    const auto range = qOverload<const QCPRange&>(&QCPAxis::rangeChanged);
    const auto setRange = qOverload<const QCPRange&>(&QCPAxis::setRange);
    connect(vx, range, ux, setRange);
    connect(ux, range, vx, setRange);

    // The tally over every value in [−8, 8] (float32: evenly spaced ones), and where each form
    // stores 0 from the left end on. It does not depend on the view: computed once per format,
    // kernel and language, not again on every pan or zoom.
    const QString key =
        QString::fromStdString(state.kernel) + '|' + formatName(type) + '|' + locale.name();
    auto cached = m_tallyCache.constFind(key);
    if (cached == m_tallyCache.constEnd()) {
      Tally tally;
      const std::vector<double> all =
          gelu::dtype::inputs(type, -kTallyLimit, kTallyLimit, kFloat32Samples);
      std::vector<double> exactAll(all.size());
      for (std::size_t i = 0; i < all.size(); ++i) exactAll[i] = exactGelu(all[i]);
      QStringList parts;
      const gelu::dtype::Comparison self = gelu::dtype::compare(type, all, exactAll, exactAll);
      if (std::isfinite(self.zeroBelow)) {
        parts << tr("%1: 0 from %2 down").arg(forms.front().name, formatValue(self.zeroBelow, 3));
      }
      tally.zeroBelow << std::nan("");
      const auto percent = [&](std::size_t n) {
        return locale.toString(100.0 * static_cast<double>(n) / static_cast<double>(all.size()),
                               'f', 1);
      };
      QList<std::size_t> otherDiffer;
      for (qsizetype k = 1; k < forms.size(); ++k) {
        std::vector<double> stored(all.size());
        std::vector<double> reference = exactAll;
        std::size_t pathDiffer = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
          stored[i] = forms[k].stored(all[i]);
          if (forms[k].reference) reference[i] = forms[k].reference(all[i]);
          if (forms[k].otherPath &&
              !gelu::dtype::sameStored(stored[i], forms[k].otherPath(all[i]))) {
            ++pathDiffer;
          }
        }
        otherDiffer << pathDiffer;
        const gelu::dtype::Comparison cmp = gelu::dtype::compare(type, all, stored, reference);
        QString part = torch
                           ? tr("%1 ≠ its correctly rounded value at %2 (%3%)")
                                 .arg(forms[k].name, formatCount(cmp.differ), percent(cmp.differ))
                           : tr("%1 ≠ exact at %2 (%3%)")
                                 .arg(forms[k].name, formatCount(cmp.differ), percent(cmp.differ));
        if (cmp.zeroSign > 0) {
          part += tr(", %1 of them by the sign of zero").arg(formatCount(cmp.zeroSign));
        }
        if (std::isfinite(cmp.zeroBelow)) {
          part += tr(", 0 from %1 down").arg(formatValue(cmp.zeroBelow, 3));
        }
        tally.zeroBelow << cmp.zeroBelow;
        parts << part;
      }
      if (torch) {
        // The same x, other bits: the scalar and the vectorized path, or one element and a tensor.
        parts << (otherDiffer[0] + otherDiffer[1] == 0
                      ? tr("%1 stores the same bits at every one of these x").arg(kernelText(other))
                      : tr("%1 stores other bits at %2 of these x (erf form) and %3 (tanh form)")
                            .arg(kernelText(other), formatCount(otherDiffer[0]),
                                 formatCount(otherDiffer[1])));
      }
      QString over = gelu::dtype::info(type).bits <= 16
                         ? tr("%1, every one of its %2 values in [−8, 8]")
                               .arg(formatName(type), formatCount(all.size()))
                         : tr("%1, %2 evenly spaced values in [−8, 8]")
                               .arg(formatName(type), formatCount(all.size()));
      if (torch) over += " (" + kernelText(kernel) + ")";
      tally.line = over + ": " + parts.join("; ") + ".";
      if (kernel != gelu::dtype::Kernel::Exact && !torch) {
        tally.line += ' ' + (type == gelu::dtype::DType::Float16
                                 ? tr("PyTorch 1.13 has no CPU GELU for float16.")
                                 : tr("PyTorch 1.13 has no %1 type.").arg(formatName(type)));
      }
      cached = m_tallyCache.insert(key, tally);
    }
    // Where each form starts storing 0, in the view: a dashed line in its colour, said once in
    // the legend (a newcomer found one at x ≈ −3.06 that nothing explained but the tally).
    QList<QPen> zeroShown;
    for (qsizetype k = 1; k < forms.size() && k < cached->zeroBelow.size(); ++k) {
      const double z = cached->zeroBelow[k];
      if (!(z > scene().xMin() && z < scene().xMax())) continue;
      auto* line = addGraph(*m_plot, vx, vy);
      line->setData({z, z}, {scene().yMin(), scene().yMax()}, true);
      line->setPen(QPen(t.curvePen(forms[k].id, 1.0).color(), 1.0 * t.fontScale, Qt::DashLine));
      line->removeFromLegend();
      zeroShown << line->pen();
    }
    if (!zeroShown.isEmpty()) {
      auto* key = new KeyGraph(vx, vy);
      key->setBars(zeroShown);  // (its key in the lines' colours, as the bars')
      key->setName(tr("dashed: where a form starts storing 0"));
      addToLegendOnce(key, legendNames);
    }
    m_tallies << cached->line;
    const QString kernelName = kernelText(torch ? kernel : gelu::dtype::Kernel::Exact);
    fullNames << tr("GELU stored in %1 (%2)").arg(formatName(type), kernelName)
              << (torch ? tr("Error in ULPs of %1, each form against its correctly rounded value")
                              .arg(formatName(type))
                        : tr("Error in ULPs of %1").arg(formatName(type)));
    shortNames << tr("GELU in %1 (%2)").arg(formatName(type), kernelName)
               << (torch ? tr("Error in ULPs of %1").arg(formatName(type)) : QString());
  }
  for (qsizetype i = 0; i < m_rects.size(); ++i) {
    m_names.add(*m_plot, m_rects[i], fullNames[i], t, shortNames[i]);
  }
  m_tally->setFont(t.font(11));
  m_tally->setText(m_tallies.join('\n'));
  t.applySmallPlots(*m_plot);
  // The values plot gets twice the height of the errors (balanceRows(): at least their name's).
  grid->setRowStretchFactors({2.0, 1.0});
}

bool DTypePanel::fitLayout() {
  const bool names = m_names.fit();
  return balanceRows() || names;
}

int DTypePanel::shortestPlot() const {
  int least = INT_MAX;
  for (qsizetype i = 0; i < m_rects.size(); ++i) {
    const int height = m_rects[i]->rect().height();
    // (values, errors, values, …) An errors plot is a strip of a few steps about 0: it reads at
    // two thirds of the height a figure's curves need.
    least = std::min(least, i % 2 == 0 ? height : height * 3 / 2);
  }
  return least == INT_MAX ? PlotPanel::shortestPlot() : least;
}

int DTypePanel::figurePlotsHeight() const {
  int least = INT_MAX;
  for (qsizetype i = 0; i + 1 < m_rects.size(); i += 2) {
    least = std::min(least, m_rects[i]->rect().height() + m_rects[i + 1]->rect().height());
  }
  return least == INT_MAX ? PlotPanel::figurePlotsHeight() : least;
}

QRect DTypePanel::figurePlotsArea() const {
  return m_rects.size() < 2 ? PlotPanel::figurePlotsArea()
                            : m_rects[0]->rect().united(m_rects[1]->rect());
}

bool DTypePanel::balanceRows() {
  // The errors' plot half as tall as the values' (the stored curve is the figure), but never so
  // short that its y axis' name no longer fits at its own type, nor taller than the values'.
  // Plot areas, not cells: the names above and the x axis under the errors take a fixed height,
  // and cells 2 : 1 left the errors' plot a sixth of the values' on a lecture's slide. Follows
  // from the present sizes alone, so that passes agree.
  if (m_rects.size() < 2) return false;
  const QCPAxisRect* values = m_rects[0];
  const QCPAxisRect* errors = m_rects[1];
  const double total = values->outerRect().height() + errors->outerRect().height();
  const double areas = values->rect().height() + errors->rect().height();
  if (total <= 0 || areas <= 0) return false;
  // A plain word, measured as fitAxisLabels() measures one; it gives a name 95% of its plot's
  // height.
  const double name = QFontMetricsF(theme().font(10)).horizontalAdvance(tr("ULPs"));
  const double area = std::min(0.5 * areas, std::max(areas / 3.0, name / 0.95 + 2));
  const double wanted = area + errors->outerRect().height() - errors->rect().height();
  const QList<double> now = m_figure->rowStretchFactors();
  if (now.size() == 2 && std::abs(now[1] / (now[0] + now[1]) * total - wanted) <= 2.0) {
    return false;
  }
  m_figure->setRowStretchFactors({total - wanted, wanted});
  return true;
}

}  // namespace ui
