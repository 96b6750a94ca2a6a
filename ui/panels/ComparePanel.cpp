#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/Accessible.hpp"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/curve.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/ColourContrast.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/SmoothGraph.hpp"
#include "ui/panels/qcp/ValuesTable.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

namespace {

/// A small multiple's curve id (the rect's property), read by the hover read-out.
constexpr const char* kCurveId = "gelu-curve-id";
constexpr const char* kTitleHeight = "titleHeight";  ///< an axis rect's name, in pixels
constexpr const char* kNameOnly = "nameOnly";        ///< a name item's text without definition
constexpr const char* kWithDefinition = "withDefinition";  ///< and with it
}  // namespace

ComparePanel::ComparePanel(Scene& scene, QWidget* parent)
    : PlotPanel(scene, "compare", tr("Side by side: each curve on identical axes"), parent) {
  m_diffBox = new QCheckBox(tr("Difference to GELU"), this);
  describeControl(m_diffBox, tr("Difference to GELU"),
                  tr("Plots each curve minus GELU instead of the curve"));
  m_prev = new QToolButton(this);
  m_prev->setArrowType(Qt::LeftArrow);
  m_prev->setObjectName("compare-previous");
  describeControl(m_prev, tr("Previous page of curves"), tr("Shows the curves before these"));
  m_next = new QToolButton(this);
  m_next->setArrowType(Qt::RightArrow);
  m_next->setObjectName("compare-next");
  describeControl(m_next, tr("Next page of curves"), tr("Shows the curves after these"));
  m_pageLabel = new QLabel(this);
  m_pageLabel->setObjectName("compare-page");
  auto* row = new QHBoxLayout;
  row->addWidget(m_diffBox);
  row->addStretch();
  row->addWidget(m_prev);
  row->addWidget(m_pageLabel);
  row->addWidget(m_next);
  static_cast<QVBoxLayout*>(layout())->insertLayout(1, row);
  connect(m_diffBox, &QCheckBox::toggled, this, &ComparePanel::setDifferenceMode);
  connect(m_prev, &QToolButton::clicked, this, [this] { setPage(m_page - 1); });
  connect(m_next, &QToolButton::clicked, this, [this] { setPage(m_page + 1); });
  refreshOn(kOnShape | kOnCurves | kOnRange);
  listenTo(Scene::kView);
  refresh();
  applyView();
}

bool ComparePanel::sceneChanged(int) {
  applyView();  // the difference mode or the page
  return false;
}

void ComparePanel::setDifferenceMode(bool on) { scene().setCompareDifference(on); }

void ComparePanel::applyView() {
  if (scene().view().comparePage != m_page) {
    m_page = scene().view().comparePage;
    refresh();
  }
  const bool on = scene().view().compareDifference;
  if (on == m_difference) return;
  m_difference = on;
  const QSignalBlocker block(m_diffBox);
  m_diffBox->setChecked(on);
  refreshSoon();
}

int ComparePanel::plotCount() const { return m_plot->axisRectCount(); }

CompareGrid ComparePanel::gridFor(int width, int height) const {
  return chooseCompareGrid(static_cast<int>(scene().curves().size()), width, height,
                           theme().fontScale);
}

void ComparePanel::setPage(int page) {
  scene().setComparePage(std::clamp(page, 0, std::max(0, m_grid.pages - 1)));
}

void ComparePanel::updatePager() {
  const bool paged = m_grid.pages > 1;
  m_prev->setVisible(paged);
  m_next->setVisible(paged);
  m_pageLabel->setVisible(paged);
  m_prev->setEnabled(m_page > 0);
  m_next->setEnabled(m_page + 1 < m_grid.pages);
  m_pageLabel->setText(tr("page %1 of %2").arg(m_page + 1).arg(m_grid.pages));
}

bool ComparePanel::adaptToSize(int width, int height) {
  const CompareGrid g = gridFor(width, height);
  m_areaWidth = width;
  m_areaHeight = height;
  if (g.rows == m_grid.rows && g.cols == m_grid.cols && g.pages == m_grid.pages) return false;
  rebuildCurves();  // now: an export lays out and draws at once
  return true;
}

void ComparePanel::resizeEvent(QResizeEvent* e) {
  PlotPanel::resizeEvent(e);
  const CompareGrid g = gridFor(m_plot->width(), m_plot->height());
  m_areaWidth = m_plot->width();
  m_areaHeight = m_plot->height();
  if (g.rows != m_grid.rows || g.cols != m_grid.cols || g.pages != m_grid.pages) refreshSoon();
}

void ComparePanel::keyPressEvent(QKeyEvent* e) {
  if (e->key() == Qt::Key_PageDown) return setPage(m_page + 1);
  if (e->key() == Qt::Key_PageUp) return setPage(m_page - 1);
  PlotPanel::keyPressEvent(e);
}

QStringList ComparePanel::exportNotes(const FigureLayout&) const {
  m_drawnPage = {m_page, m_grid.pages};  // the figure's, as its notes say
  if (m_grid.pages <= 1) return {};
  const int n = static_cast<int>(scene().curves().size());
  const int first = m_grid.firstOnPage(m_page) + 1;
  const int last = first + m_grid.countOnPage(m_page) - 1;
  return {tr("Curves %1–%2 of %3 (page %4 of %5)")
              .arg(first)
              .arg(last)
              .arg(n)
              .arg(m_page + 1)
              .arg(m_grid.pages)};
}

void ComparePanel::resetView() { refresh(); }

void ComparePanel::rebuildCurves() {
  countRecomputation();
  m_plot->clearPlottables();
  m_plot->clearItems();
  m_names.clear();
  m_plot->plotLayout()->clear();
  if (m_areaWidth <= 0 || m_areaHeight <= 0) {
    m_areaWidth = std::max(m_plot->width(), 400);
    m_areaHeight = std::max(m_plot->height(), 300);
  }
  m_grid = gridFor(m_areaWidth, m_areaHeight);
  m_page = std::clamp(scene().view().comparePage, 0, m_grid.pages - 1);
  updatePager();
  const QStringList ids =
      scene().curves().mid(m_grid.firstOnPage(m_page), m_grid.countOnPage(m_page));
  const int cols = m_grid.cols;
  const double cellWidth = static_cast<double>(m_areaWidth) / cols;
  const auto* exact = gelu::builtInFunction("gelu");
  const Theme& t = theme();
  const double ySpan = m_difference ? 0.6 : 0.0;
  for (int i = 0; i < ids.size(); ++i) {
    auto* rect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(i / cols, i % cols, rect);
    for (QCPAxis* a : orderedAxes(*rect)) {
      a->setLayer("axes");
      a->grid()->setLayer("grid");
    }
    const gelu::FunctionInfo* f = scene().library().find(ids[i].toStdString());
    const gelu::FunctionInfo* df = scene().library().find(f->derivative);
    const QString name = curveName(*f);
    // The name stands above its plot, as a small multiple's title: never over a curve.
    QCPItemText* title = PlotNames::above(*m_plot, rect, t);
    // A name longer than its plot breaks between words; only a single word longer than the
    // plot (none of the library's) is shortened with "…", never cut off by the plot's edge.
    const QFont titleFont = t.font(12, true);
    const QString full =
        m_difference && ids[i] != "gelu" ? name + QString::fromUtf8(" −\u00a0GELU") : name;
    // About the plot's width: its cell less the gap between plots and a share of the y labels.
    const int room = std::max(static_cast<int>(cellWidth - (30.0 + 50.0 / cols) * t.fontScale), 40);
    QStringList lines = wrapLines(full, titleFont, room).split('\n');
    for (QString& line : lines)
      line = QFontMetrics(titleFont).elidedText(line, Qt::ElideRight, room);
    // Its definition typeset under the name (not beside a difference, whose curve is not the
    // definition); fitLayout() drops it from a plot too narrow for it.
    title->setProperty(kNameOnly, lines.join('\n'));
    if (!m_difference) lines << "$" + curveTex(*f) + "$";
    title->setText(lines.join('\n'));
    title->setProperty(kWithDefinition, title->text());
    m_names.insert(rect, title);
    rect->setProperty(kCurveId, ids[i]);  // what the hover read-out computes there
    title->setFont(titleFont);
    // The row's top margin holds the name (fitLayout(); the fits reset minimum margins).
    rect->setProperty(kTitleHeight, std::ceil(PlotNames::textHeight(title->text(), titleFont)) +
                                        title->padding().bottom() + 2);
    title->setColor(t.readable(t.curveColor(ids[i], scene().formulas(), scene().curves())));
    gelu::Curve c = gelu::sample(*f, scene().xMin(), scene().xMax(), 1001, scene().params());
    gelu::Curve d = gelu::sample(*df, scene().xMin(), scene().xMax(), 1001, scene().params());
    if (m_difference) {
      const gelu::Curve g =
          gelu::sample(*exact, scene().xMin(), scene().xMax(), 1001, scene().params());
      for (std::size_t k = 0; k < c.y.size(); ++k) c.y[k] -= g.y[k];
    }
    // Gaps where a curve has no value or a pole, as on the other panels.
    const double yLow = m_difference ? -ySpan : scene().yMin();
    const double yHigh = m_difference ? ySpan : scene().yMax();
    gelu::breakAtPoles(c, yLow, yHigh);
    gelu::breakAtPoles(d, yLow, yHigh);
    // A jump is a gap, not a vertical segment (the small multiples draw no end markers).
    if (!m_difference) gelu::splitAtJumps(*f, c, scene().params(), 1e-3 * (yHigh - yLow));
    gelu::splitAtJumps(*df, d, scene().params(), 1e-3 * (yHigh - yLow));
    const QVector<double> xs(c.x.begin(), c.x.end());
    const QVector<double> ys(c.y.begin(), c.y.end());
    auto* curve = addGraph(*m_plot, rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    curve->setData(xs, ys, true);
    curve->setPen(t.curvePen(ids[i], 2.5, scene().formulas(), scene().curves()));
    if (!m_difference) {
      auto* deriv = addGraph(*m_plot, rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
      deriv->setData(QVector<double>(d.x.begin(), d.x.end()),
                     QVector<double>(d.y.begin(), d.y.end()), true);
      // On a slide (a lecture's step, its video, a handout) stronger: at the window's weight a
      // newcomer could barely see the derivatives of a step that names them on a projector.
      const bool slide = presentation() || lectureFigure();
      QPen faint = t.curvePen(ids[i], slide ? 2.0 : 1.5, scene().formulas(), scene().curves());
      faint.setColor(t.faint(faint.color(), slide ? 160 : 110));
      deriv->setPen(faint);
    }
    auto* marker = addGraph(*m_plot, rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    marker->setLineStyle(QCPGraph::lsNone);
    marker->setLayer(kMarksLayer);
    // The point at x ringed in the background's colour (a circle: QCustomPlot fills a disc with
    // its pen), filled as the core's pointFill() says (the web page's too).
    const gelu::model::Rgb fill =
        gelu::model::pointFill(toRgb(t.curveColor(ids[i], scene().formulas(), scene().curves())),
                               toRgb(t.foreground), toRgb(t.accent));
    const QColor point(fill.r, fill.g, fill.b);
    marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle,
                                            QPen(t.background, 1.5 * t.fontScale), QBrush(point),
                                            10 * t.fontScale));
    marker->setProperty("curveId", ids[i]);
    rect->axis(QCPAxis::atBottom)->setRange(scene().xMin(), scene().xMax());
    // Shared axes: x ticks and label under the lowest plot of each column, y ticks and label
    // left of the first column; ticks spaced for the type size.
    const bool bottom = i + cols >= ids.size();
    rect->axis(QCPAxis::atBottom)->setTickLabels(bottom);
    // A lowest plot above an empty cell writes its tick labels into that cell: its row keeps
    // the margin of the plots with a plot under them (fitLayout()).
    if (bottom && i / cols < m_grid.rows - 1) {
      rect->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msTop);
    }
    if (bottom) rect->axis(QCPAxis::atBottom)->setLabel("$x$");
    rect->axis(QCPAxis::atLeft)->setTickLabels(i % cols == 0);
    if (i % cols == 0) {
      rect->axis(QCPAxis::atLeft)
          ->setLabel(m_difference ? "$f(x) - \\operatorname{GELU}(x)$" : "$f(x)$");
    }
    const double labelWidth = 48.0 * t.fontScale;  // "-0.5 " at 10 pt, with room
    rect->axis(QCPAxis::atBottom)
        ->ticker()
        ->setTickCount(std::clamp(static_cast<int>(cellWidth / labelWidth), 2, 8));
    rect->axis(QCPAxis::atLeft)->ticker()->setTickCount(3);
    if (m_difference) {
      rect->axis(QCPAxis::atLeft)->setRange(-ySpan, ySpan);
    } else {
      rect->axis(QCPAxis::atLeft)->setRange(scene().yMin(), scene().yMax());
    }
  }
  // A page with fewer curves keeps the grid's empty cells: its plots are as large as the
  // fullest page's.
  m_plot->plotLayout()->expandTo(m_grid.rows, cols);
  // The first spare cell holds the values at x of the page's curves, under the labels of the
  // plot above it: the numbers the points mark. On the marks layer: an x move repaints it with
  // them; a figure without them has none.
  m_values = nullptr;
  m_valueIds = ids;
  const int first = static_cast<int>(ids.size());
  if (first > 0 && first < m_grid.rows * cols) {
    auto* table = new ValuesTable(m_plot);
    m_values = table;
    m_plot->plotLayout()->addElement(first / cols, first % cols, table);
    table->setLayer(kMarksLayer);
    const QList<QCPAxisRect*> shown = m_plot->axisRects();
    table->setAbove(first >= cols ? shown.value(first - cols) : nullptr);
    table->setFont(t.font(12));  // as the plots' names
    table->setTextColour(t.foreground);
  }
  // Plots of a row share their top and bottom margins, plots of a column their left and right
  // ones, so the axes line up whichever cells carry an axis label.
  const QList<QCPAxisRect*> rects = m_plot->axisRects();
  const int rowCount = (static_cast<int>(rects.size()) + cols - 1) / cols;
  for (int r = 0; r < rowCount; ++r) {
    auto* group = new QCPMarginGroup(m_plot);
    for (int c = 0; c < cols && r * cols + c < rects.size(); ++c)
      rects[r * cols + c]->setMarginGroup(QCP::msTop | QCP::msBottom, group);
  }
  for (int c = 0; c < cols; ++c) {
    auto* group = new QCPMarginGroup(m_plot);
    for (int r = 0; r * cols + c < rects.size(); ++r)
      rects[r * cols + c]->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  }
  // The faint line is each curve's derivative: say so where the panel is named.
  setTitle(m_difference ? tr("Side by side: each curve minus GELU, on identical axes")
                        : tr("Side by side: each curve on identical axes (faint: its derivative)"));
  t.applySmallPlots(*m_plot);
  updateX();
}

void ComparePanel::fillValues() {
  if (m_values == nullptr) return;
  const double x = scene().x();
  const auto& p = scene().params();
  const Theme& t = theme();
  const gelu::FunctionInfo* exact = scene().library().find("gelu");
  QList<ValuesTable::Row> rows;
  for (const QString& id : m_valueIds) {
    const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
    if (f == nullptr) continue;
    ValuesTable::Row row;
    row.name = curveName(*f);
    row.colour = t.readable(t.curveColor(id, scene().formulas(), scene().curves()));
    if (m_difference) {
      row.values << formatValue((*f)(x, p) - (exact != nullptr ? (*exact)(x, p) : 0.0));
    } else {
      const gelu::FunctionInfo* df = scene().library().find(f->derivative);
      row.values << formatValue((*f)(x, p))
                 << (df != nullptr ? formatValue((*df)(x, p)) : QStringLiteral("—"));
    }
    rows << row;
  }
  const QString at = tr("x = %1").arg(formatX(x));
  m_values->setContent(m_difference ? QStringList{at, tr("f(x) − GELU(x)")}
                                    : QStringList{at, tr("f(x)"), tr("f′(x)")},
                       rows);
}

QString ComparePanel::accessibleDetails() const {
  // What the spare cell shows, said whether or not it fits there to be drawn.
  if (m_values == nullptr || m_values->header().isEmpty()) return {};
  const QStringList& header = m_values->header();
  QStringList rows;
  for (const ValuesTable::Row& row : m_values->rows()) {
    QStringList cells;
    for (qsizetype c = 0; c < row.values.size() && c + 1 < header.size(); ++c) {
      cells << header[c + 1] + ' ' + row.values[c];
    }
    rows << typeset::spokenText(row.name) + ": " + cells.join(", ");
  }
  return header.first() + ": " + rows.join("; ");
}

bool ComparePanel::fitLayout() {
  const QList<QCPAxisRect*> rects = m_plot->axisRects();
  auto* layout = m_plot->plotLayout();
  const int cols = layout->columnCount();
  const int rows = layout->rowCount();
  if (rects.isEmpty() || cols < 1 || rows < 1) return false;
  bool changed = false;
  for (QCPAxisRect* rect : rects) {
    // A definition as wide as its plot at most (the name stays whatever the width).
    QCPItemText* name = m_names.value(rect);
    const QString full = name != nullptr ? name->property(kWithDefinition).toString() : QString();
    const QString wanted =
        name == nullptr || typeset::MathText(full, name->font()).size().width() > rect->width()
            ? (name != nullptr ? name->property(kNameOnly).toString() : QString())
            : full;
    if (name != nullptr && name->text() != wanted) {
      name->setText(wanted);
      rect->setProperty(kTitleHeight, std::ceil(PlotNames::textHeight(name->text(), name->font())) +
                                          name->padding().bottom() + 2);
      QMargins m = rect->minimumMargins();
      m.setTop(0);
      rect->setMinimumMargins(m);
      changed = true;
    }
    const int need = static_cast<int>(rect->property(kTitleHeight).toDouble());
    QMargins m = rect->minimumMargins();
    if (m.top() < need) {
      m.setTop(need);
      rect->setMinimumMargins(m);
      changed = true;
    }
  }
  // The plots above an empty cell take the bottom margin of their row's first plot.
  for (QCPAxisRect* rect : rects) {
    if (rect->autoMargins().testFlag(QCP::msBottom)) continue;
    int row = 0;
    int col = 0;
    for (int k = 0; k < layout->elementCount(); ++k) {
      if (layout->elementAt(k) == rect) layout->indexToRowCol(k, row, col);
    }
    auto* first = qobject_cast<QCPAxisRect*>(layout->element(row, 0));
    if (first == nullptr || first == rect) continue;
    QMargins m = rect->margins();
    if (m.bottom() != first->margins().bottom()) {
      m.setBottom(first->margins().bottom());
      rect->setMargins(m);
      changed = true;
    }
  }
  // Each column's and row's cells are their plot's size plus their margins (the labels).
  QList<double> colExtra(cols, 0.0);
  QList<double> rowExtra(rows, 0.0);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (!layout->hasElement(r, c)) continue;
      const auto* rect = qobject_cast<QCPAxisRect*>(layout->element(r, c));
      if (rect == nullptr) continue;
      const QMargins m = rect->margins();
      colExtra[c] = std::max(colExtra[c], static_cast<double>(m.left() + m.right()));
      rowExtra[r] = std::max(rowExtra[r], static_cast<double>(m.top() + m.bottom()));
    }
  }
  const QRect area = layout->rect();
  double plotW = area.width() - layout->columnSpacing() * (cols - 1);
  double plotH = area.height() - layout->rowSpacing() * (rows - 1);
  for (double e : colExtra) plotW -= e;
  for (double e : rowExtra) plotH -= e;
  plotW /= cols;
  plotH /= rows;
  if (plotW <= 1.0 || plotH <= 1.0) return changed;
  QList<double> colStretch(cols);
  QList<double> rowStretch(rows);
  for (int c = 0; c < cols; ++c) colStretch[c] = (plotW + colExtra[c]) / area.width();
  for (int r = 0; r < rows; ++r) rowStretch[r] = (plotH + rowExtra[r]) / area.height();
  const auto differ = [](const QList<double>& a, const QList<double>& b) {
    if (a.size() != b.size()) return true;
    for (qsizetype k = 0; k < a.size(); ++k) {
      if (std::abs(a[k] - b[k]) > 1e-4) return true;
    }
    return false;
  };
  if (differ(colStretch, layout->columnStretchFactors())) {
    layout->setColumnStretchFactors(colStretch);
    changed = true;
  }
  if (differ(rowStretch, layout->rowStretchFactors())) {
    layout->setRowStretchFactors(rowStretch);
    changed = true;
  }
  return changed;
}

void ComparePanel::updateX() {
  fillValues();
  const double x = scene().x();
  for (int i = 0; i < m_plot->graphCount(); ++i) {
    QCPGraph* g = m_plot->graph(i);
    const QString id = g->property("curveId").toString();
    if (id.isEmpty()) continue;
    double y = (*scene().library().find(id.toStdString()))(x, scene().params());
    if (m_difference) y -= gelu::gelu(x, scene().mu(), scene().sigma());
    g->setData({x}, {y}, true);
  }
}

void ComparePanel::setPresentation(bool on) {
  PlotPanel::setPresentation(on);
  m_diffBox->setVisible(!on);
}

QString ComparePanel::hoverTextIn(QCPAxisRect* rect, double x, double) const {
  // Computed at x, not read off the drawn samples: the curve, its derivative, the difference.
  const QString id = rect->property(kCurveId).toString();
  const gelu::FunctionInfo* f = scene().library().find(id.toStdString());
  if (f == nullptr) return {};
  const auto& p = scene().params();
  QString text = QStringLiteral("x = %1\n%2 = %3")
                     .arg(formatValue(x, 3), curveName(*f), formatValue((*f)(x, p)));
  if (const gelu::FunctionInfo* df = scene().library().find(f->derivative)) {
    text += QStringLiteral("\n%1 = %2").arg(curveName(*df), formatValue((*df)(x, p)));
  }
  if (m_difference && id != "gelu") {
    if (const gelu::FunctionInfo* g = scene().library().find("gelu")) {
      text += QStringLiteral("\n%1 − GELU = %2")
                  .arg(curveName(*f), formatValue((*f)(x, p) - (*g)(x, p)));
    }
  }
  return text;
}

}  // namespace ui
