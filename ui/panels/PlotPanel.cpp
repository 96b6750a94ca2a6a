#include "ui/panels/PlotPanel.hpp"

#include "ui/model/NumberText.hpp"
#include "ui/model/Text.hpp"

#include <QLocale>
#include <QTextDocumentFragment>

#include <qcustomplot.h>
#include <QAbstractItemView>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QPointer>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <utility>

#include "ui/model/Scene.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/Companions.hpp"
#include "ui/panels/FigureLayout.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/Placement.hpp"
#include "ui/panels/qcp/FrameCache.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/panels/qcp/PanelPlot.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

namespace {

const QMargins kLayoutMargins = kPlotLayoutMargins;

constexpr const char* kXOutsideLeft = "xOutsideLeft";  ///< x lies left of the view
constexpr const char* kAnchor = "placedAnchor";        ///< a text's or legend's place now
constexpr const char* kPreferred = "preferredAnchor";  ///< the legend's own corner

}  // namespace

double snapX(double x, double step) {
  // k / (1/step), not k·step: 118/100 is the double nearest 1.18, 118·0.01 is not.
  const double perUnit = std::round(1.0 / step);
  return std::round(x * perUnit) / perUnit;
}

PlotPanel::PlotPanel(Scene& scene, QString id, QString title, QWidget* parent)
    : QWidget(parent),
      m_plot(new PanelPlot(this)),
      m_scene(scene),
      m_id(std::move(id)),
      m_title(std::move(title)),
      m_live(*static_cast<PanelPlot*>(m_plot)) {
  setObjectName(m_id);
  m_theme = Theme::fromPalette();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(2);
  m_titleLabel = new MathLabel(this);
  m_titleLabel->setObjectName("panel-title");
  // One line, elided to the panel's width (full text in the tooltip): long titles must neither
  // force the window wider than the screen nor eat the plot's height on a small screen.
  m_titleLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_titleLabel->setText(m_title);
  m_titleLabel->setToolTip(typeset::spokenText(m_title));
  layout->addWidget(m_titleLabel);
  m_plot->setObjectName(m_id + "-plot");
  m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  m_plot->setNoAntialiasingOnDrag(true);
  m_plot->setMinimumSize(200, 140);
  // Room around the layout for the box of a legend in a row under the plot: QCustomPlot draws
  // a layer's elements clipped one pixel short of the viewport's bottom, and a box's bottom edge
  // lies one pixel below its rectangle (two pixels, or the edge is lost).
  m_plot->plotLayout()->setAutoMargins(QCP::msNone);
  m_plot->plotLayout()->setMargins(kLayoutMargins);
  // A replot asks for a paint instead of painting at once (QCustomPlot's default), so the panels
  // that one Scene change replots are painted and flushed to the screen together, once.
  m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
  m_plot->setFocusPolicy(Qt::ClickFocus);
  layout->addWidget(m_plot, 1);
  // What depends on x lives on the live layers (LiveLayers.hpp); the hover read-out too, on the
  // marks layer, so that it adds no buffered layer of its own.
  hover();
  // One handler per Scene change (onSceneChanged), in a declared order: the base class first,
  // then the panel's own part (listenTo, sceneChanged).
  connect(&scene, &Scene::changed, this, &PlotPanel::onSceneChanged);
  connect(m_plot, &QCustomPlot::afterReplot, this, [this] { m_live.afterReplot(); });
  // Panning or zooming may take x out of the view, or bring it back.
  connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
          [this] { showXOutside(); });
  // Any full replot (a panel's own m_plot->replot() too) may have changed the still layers.
  connect(m_plot, &QCustomPlot::beforeReplot, this, [this] {
    if (m_live.beforeReplot()) return;  // the same picture on more buffers
    stillLayersChanged();
    raiseTexts();
  });
  // Crowded tick labels (large type, a small plot): fewer ticks, and the layout once more.
  connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
    if (m_fittingTicks) return;
    m_fittingTicks = true;
    const auto fit = [this] {
      const bool ticks = thinCrowdedTicks(*m_plot);
      // (A lecture row's legends inside their plots: setLegendInPlot().)
      const bool inside = m_legendInPlot && moveLegendIntoPlot(*m_plot);
      const bool capped = capLegendType(*m_plot, m_legendTypeCap);
      const bool legend = fitLegend(*m_plot) || inside || capped;
      if (legend) legendRestyled();
      const bool margins = fitMargins(*m_plot) | centreLegendBeside(*m_plot);
      const bool labels = fitAxisLabels(*m_plot);
      const bool own = fitLayout();
      // Last: the texts go where the data is, now that the axes are final for this pass.
      const bool placed = placeTexts();
      return labels || ticks || legend || margins || own || placed || alignPlot();
    };
    for (int pass = 0; pass < 12 && fit(); ++pass) {
      invalidateMargins(*m_plot);
      m_plot->plotLayout()->update(QCPLayoutElement::upPreparation);  // the new tick vectors
      m_plot->plotLayout()->update(QCPLayoutElement::upMargins);
      m_plot->plotLayout()->update(QCPLayoutElement::upLayout);
    }
    m_fittingTicks = false;
  });
  m_plot->installEventFilter(this);  // a stale panel catches up when it is painted again
  connect(m_plot, &QCustomPlot::mouseMove, this, &PlotPanel::onMouseMove);
  connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !nearXLine(e->position().x())) return;
    m_draggingX = true;  // grabbing the x line moves x instead of panning the view
    m_plot->setInteraction(QCP::iRangeDrag, false);
  });
  connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent*) {
    if (!m_draggingX) return;
    m_draggingX = false;
    m_plot->setInteraction(QCP::iRangeDrag, true);
  });
  connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent*) {
    resetView();
    requestReplot();
  });
  m_theme.apply(*m_plot);
}

void PlotPanel::setTheme(const Theme& t) {
  restoreTickCounts(*m_plot);  // before the new fonts: the fits hold the old ones
  m_theme = t;
  m_theme.apply(*m_plot);
  m_titleLabel->setFont(m_theme.font(12, true));
  updateTitleLabel();
  styleHover();
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr) styleCornerText(text);
  }
  restyle();
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr) forgetCornerTextFit(*text);  // (their type is the new theme's)
  }
  // A panel no one sees (a Stage's, restyled for an export and back) recomputes when it is next
  // drawn (render(), showEvent()), not at every change of its look.
  if (isVisible()) {
    refresh();
  } else {
    m_stale = true;
  }
}

void PlotPanel::setCompanions(const QStringList& shown) {
  if (shown == m_shownWith) return;
  const QStringList before = companions();
  m_shownWith = shown;
  if (companions() != before) refreshSoon();  // the companions' colours (a panel's own rule)
}

QStringList PlotPanel::companions() const { return companionCurves(m_scene, m_shownWith); }

void PlotPanel::setTitle(const QString& title) {
  if (title == m_title) return;
  m_title = title;
  m_titleLabel->setToolTip(typeset::spokenText(m_title));
  updateTitleLabel();
  updateAccessible();  // (the title may change after the Scene's change was described)
}

void PlotPanel::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  restoreFits();
  updateTitleLabel();
}

void PlotPanel::onSceneChanged(int what) {
  // A change the panel refreshes on (refreshOn) redraws it whole, x included; x alone moves the
  // marks. (Handling x first, then the rest, drew the marks layer of every panel for nothing on
  // each undo.)
  const bool whole = (what & m_refreshMask) != 0;
  if (whole) {
    if (m_resetViewOnRange && (what & Scene::kRange) != 0) resetView();
    refreshSoon();
  } else if ((what & Scene::kX) != 0 && dependsOnX()) {
    if (hiddenInShownWindow()) {  // a panel behind a tab catches up when it is shown
      m_stale = true;
    } else {
      updateX();
      showXOutside();
      updateAccessible();
      if (xMovesOnlyMarks()) {
        replotMarks();
      } else {
        requestReplot();
      }
    }
  }
  if ((what & m_listenMask) != 0 && sceneChanged(what & m_listenMask) && !whole) refreshSoon();
}

void PlotPanel::recompute() {
  m_stale = false;
  rebuildCurves();
  updateX();
  showXOutside();
  updateAccessible();
}

void PlotPanel::refresh() {
  recompute();
  // Drawn now only when on screen: a hidden panel (the command line's, one in a closed dock) is
  // drawn by the event loop, and an export draws it itself (render()).
  if (isVisible()) {
    m_plot->replot();
  } else {
    requestReplot();
  }
}

bool PlotPanel::hiddenInShownWindow() const {
  // A tab behind another stays isVisible() to Qt, with nothing of it on screen.
  return window()->isVisible() && visibleRegion().isEmpty();
}

void PlotPanel::matchView(const PlotPanel& other) {
  if (other.m_id != m_id) return;
  const QList<QCPAxisRect*> mine = m_plot->axisRects();
  const QList<QCPAxisRect*> theirs = other.m_plot->axisRects();
  for (qsizetype r = 0; r < mine.size() && r < theirs.size(); ++r) {
    const QList<QCPAxis*> a = mine[r]->axes();
    const QList<QCPAxis*> b = theirs[r]->axes();
    for (qsizetype i = 0; i < a.size() && i < b.size(); ++i) a[i]->setRange(b[i]->range());
  }
  stillLayersChanged();
}

void PlotPanel::setFrame(const FrameSettings& frame) {
  if (frame == m_frame) return;
  m_frame = frame;
  refreshSoon();  // a frame's layers, its decimals, its held axes
}

void PlotPanel::refreshSoon() {
  if (hiddenInShownWindow()) {
    m_stale = true;
    return;
  }
  recompute();
  requestReplot();  // painted once by the event loop, however many changes came first
}

bool PlotPanel::eventFilter(QObject* watched, QEvent* e) {
  // The pointer left (however fast: the last move may have been inside the plot): the read-out
  // goes with it.
  if (watched == m_plot && e->type() == QEvent::Leave && m_hover != nullptr && m_hover->visible()) {
    m_hover->setVisible(false);
    if (!m_live.buffer()) m_live.marks()->replot();
  }
  if (watched == m_plot && e->type() == QEvent::Paint && m_stale) {
    // Exposed again (a tab raised): recompute, redraw the buffers now, and let this paint
    // event show them.
    recompute();
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
  }
  return QWidget::eventFilter(watched, e);
}

void PlotPanel::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  if (m_titleStale) updateTitleLabel();
  if (m_stale) refresh();
}

namespace {

/// Takes `w` out of `layout` or a layout nested in it; whether it was there.
bool takeOut(QLayout* layout, QWidget* w) {
  for (int i = 0; i < layout->count(); ++i) {
    QLayoutItem* item = layout->itemAt(i);
    if (item->widget() == w) {
      delete layout->takeAt(i);
      return true;
    }
    if (item->layout() != nullptr && takeOut(item->layout(), w)) return true;
  }
  return false;
}

}  // namespace

void PlotPanel::takeOutOfLayouts(QWidget* w) {
  if (layout() != nullptr) takeOut(layout(), w);
}

void PlotPanel::fitComboBoxesToColumn(QWidget* box) {
  for (QComboBox* c : box->findChildren<QComboBox*>()) {
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    if (c->minimumContentsLength() == 0) c->setMinimumContentsLength(6);
    c->setSizePolicy(QSizePolicy::Expanding, c->sizePolicy().verticalPolicy());
    // The popup as wide as its longest entry, again as the list is filled again (the training's
    // activations take the typed formulas in).
    const auto fitPopup = [c] {
      // (Measured from the entries: the view's sizeHintForColumn() counts only the rows it has
      // laid out, ~120 px of a 174 px name before the popup was first shown.)
      const QFontMetrics fm(c->view()->font());
      int widest = 0;
      for (int i = 0; i < c->count(); ++i) {
        widest = std::max(widest, fm.horizontalAdvance(c->itemText(i)));
      }
      c->view()->setMinimumWidth(widest + c->view()->frameWidth() * 2 +
                                 c->view()->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16);
    };
    fitPopup();
    QObject::connect(c->model(), &QAbstractItemModel::rowsInserted, c, fitPopup);
    QObject::connect(c->model(), &QAbstractItemModel::modelReset, c, fitPopup);
    QObject::connect(c->model(), &QAbstractItemModel::dataChanged, c, fitPopup);
  }
}

void PlotPanel::setPresentation(bool on) {
  m_presentation = on;
  m_titleLabel->setVisible(!on);
}

void PlotPanel::resetView() { m_plot->xAxis->setRange(m_scene.xMin(), m_scene.xMax()); }

QString PlotPanel::hoverText(double x, double y) const {
  return graphsHoverText(m_plot->axisRect(), x, y);
}

QString PlotPanel::hoverTextIn(QCPAxisRect* rect, double x, double y) const {
  return rect == m_plot->axisRect() ? hoverText(x, y) : graphsHoverText(rect, x, y);
}

namespace {

/// A subscript in Unicode's subscript letters ("l+1" → "ₗ₊₁"); empty when one has none.
QString subscript(const QString& text) {
  static const QString from = QStringLiteral("0123456789+-=()aehijklmnoprstuvx");
  static const QString to = QStringLiteral("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ");
  QString out;
  for (const QChar c : text) {
    const qsizetype i = from.indexOf(c);
    if (i < 0) return {};
    out += to[i];
  }
  return out;
}

/// A graph's name as a read-out line shows it: "$q_{l+1}$ (g = 1.7)" → "qₗ₊₁ (g = 1.7)".
QString plainName(QString name) {
  // Subscripts first, in braces or of one character (x_1, q_{l+1}); one Unicode has no
  // letters for stays "_(…)" rather than run into its base.
  static const QRegularExpression sub(QStringLiteral("_(?:\\{([^{}]*)\\}|([A-Za-z0-9]))"));
  for (auto m = sub.match(name); m.hasMatch(); m = sub.match(name, m.capturedStart())) {
    const QString inner = m.captured(1).isNull() ? m.captured(2) : m.captured(1);
    const QString small = subscript(inner);
    name.replace(m.capturedStart(), m.capturedLength(),
                 small.isEmpty() ? "_(" + inner + ")" : small);
  }
  name.remove('$').remove('{').remove('}');
  name.replace(QLatin1String("\\,"), QLatin1String(" "));
  name.replace(QLatin1String("\\;"), QLatin1String(" "));
  static const std::pair<const char*, const char*> kSymbols[] = {
      {"\\sigma", "σ"}, {"\\mu", "μ"},   {"\\Phi", "Φ"}, {"\\varphi", "φ"},
      {"\\ell", "ℓ"},   {"\\cdot", "·"}, {"\\pm", "±"},  {"\\approx", "≈"}};
  for (const auto& [tex, symbol] : kSymbols)
    name.replace(QLatin1String(tex), QString::fromUtf8(symbol));
  name.remove('\\');
  return name.simplified();
}

}  // namespace

QString PlotPanel::graphsHoverText(QCPAxisRect* rect, double x, double y) const {
  const auto axisName = [](QCPAxis* a, const char* fallback) {
    const QString name = plainName(a->label());
    return name.isEmpty() || name.size() > 12 ? QString::fromLatin1(fallback) : name;
  };
  for (QCPAbstractPlottable* p : rect->plottables()) {
    auto* map = qobject_cast<QCPColorMap*>(p);
    if (map == nullptr || !map->visible() || map->name().isEmpty()) continue;
    const QCPRange kx = map->data()->keyRange(), vy = map->data()->valueRange();
    if (x < kx.lower || x > kx.upper || y < vy.lower || y > vy.upper) continue;
    // The cell under the pointer: its centre and its value (what is drawn there).
    int kc = 0, vc = 0;
    map->data()->coordToCell(x, y, &kc, &vc);
    double cx = x, cy = y;
    map->data()->cellToCoord(kc, vc, &cx, &cy);
    return QStringLiteral("%1 = %2,  %3 = %4\n%5 = %6")
        .arg(axisName(rect->axis(QCPAxis::atBottom), "x"), formatValue(cx, 3),
             axisName(rect->axis(QCPAxis::atLeft), "y"), formatValue(cy, 3), plainName(map->name()),
             formatValue(map->data()->cell(kc, vc), 3));
  }
  QStringList lines;
  for (QCPGraph* g : rect->graphs()) {
    // (Graphs nobody named keep QCustomPlot's "Graph 3": drawn, not read.)
    static const QRegularExpression unnamed(QStringLiteral("^Graph \\d+$"));
    if (!g->visible() || g->name().isEmpty() || unnamed.match(g->name()).hasMatch() ||
        g->data()->isEmpty()) {
      continue;
    }
    const auto data = g->data();
    auto after = data->findBegin(x, false);  // the first point at or right of x
    if (after == data->constEnd()) continue;
    double y = after->value;
    if (after->key != x) {
      if (after == data->constBegin()) continue;
      const auto before = after - 1;
      const double t = (x - before->key) / (after->key - before->key);
      y = before->value + t * (after->value - before->value);
    }
    if (!std::isfinite(y)) continue;
    lines << QStringLiteral("%1 = %2").arg(plainName(g->name()), formatValue(y));
  }
  if (lines.isEmpty()) return {};
  return QStringLiteral("%1 = %2\n")
             .arg(axisName(rect->axis(QCPAxis::atBottom), "x"), formatValue(x, 3)) +
         lines.join('\n');
}

QString PlotPanel::accessibleSummary() const {
  QStringList parts{spokenTitle()};
  const QCPRange x = m_plot->xAxis->range();
  parts << tr("x axis from %1 to %2")
               .arg(readableNumber(QString::number(x.lower, 'g', 4)),
                    readableNumber(QString::number(x.upper, 'g', 4)));
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr && text->visible() && !text->text().isEmpty()) {
      parts << typeset::spokenText(text->text()).split('\n', Qt::SkipEmptyParts).join("; ");
    }
  }
  if (const QString details = accessibleDetails(); !details.isEmpty()) parts << details;
  return parts.join(". ");
}

QString PlotPanel::spokenTitle() const {
  // Read aloud once per title and language (an x move describes the plot again).
  const QString language = QLocale().name();
  if (m_spokenTitle.first != m_title || m_spokenLanguage != language) {
    m_spokenTitle = {m_title,
                     QTextDocumentFragment::fromHtml(typeset::spokenText(m_title)).toPlainText()};
    m_spokenLanguage = language;
  }
  return m_spokenTitle.second;
}

void PlotPanel::updateAccessible() {
  m_plot->setAccessibleName(spokenTitle());
  m_plot->setAccessibleDescription(accessibleSummary());
}

QString PlotPanel::hoverReadout() const {
  return m_hover != nullptr && m_hover->visible() ? m_hover->text() : QString();
}

void PlotPanel::showXOutside() {
  if (!supportsXDrag() || m_plot->axisRectCount() == 0) return;
  const QCPRange view = m_plot->xAxis->range();
  const double x = m_scene.x();
  const bool left = x<view.lower, right = x> view.upper;
  if (!left && !right) {
    if (m_xOutside != nullptr) m_xOutside->setVisible(false);
    return;
  }
  if (m_xOutside == nullptr) {
    m_xOutside = new QCPItemText(m_plot);
    m_xOutside->setLayer(kMarksLayer);
    m_xOutside->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_xOutside->setPadding(QMargins(4, 2, 4, 2));
  }
  QColor veil = m_theme.background;
  veil.setAlpha(215);
  m_xOutside->setBrush(veil);
  m_xOutside->setFont(m_theme.font(11, true));
  m_xOutside->setColor(m_theme.readable(m_theme.accent));
  const QString value = readableNumber(QString::number(x, 'f', 2));
  m_xOutside->setText(left ? QStringLiteral("◀ x = %1").arg(value)
                           : QStringLiteral("x = %1 ▶").arg(value));
  m_xOutside->setProperty(kXOutsideLeft, left);
  m_xOutside->setVisible(true);
  placeXOutside();
}

double PlotPanel::textInset() const {
  // Clear of the ticks drawn into the plot too: the pdf's read-out "Φ" touched the 0.5 tick at
  // text size 1 (ticks keep QCustomPlot's 5 px at any type size).
  int ticks = 0;
  if (m_plot->axisRectCount() > 0) {
    for (const QCPAxis* axis : m_plot->axisRect()->axes()) {
      if (axis->visible()) ticks = std::max({ticks, axis->tickLengthIn(), axis->subTickLengthIn()});
    }
  }
  return std::max(std::round(4 * m_theme.fontScale), ticks + 1.0);
}

void PlotPanel::placeXOutside() {
  if (m_xOutside == nullptr || !m_xOutside->visible() || m_plot->axisRectCount() == 0) return;
  // At the edge x lies beyond: above the x axis, at the top or half-way up, where it covers the
  // least data and none of the read-outs or the legend (it sat on ELU's tail at x = −10).
  const DataCover cover(*m_plot);
  const QRectF rect = cover.rect();
  if (rect.width() <= 0 || rect.height() <= 0) return;
  const double gap = textInset();
  QList<QRectF> taken;
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text == nullptr || !text->visible() || text->text().isEmpty()) continue;
    const int anchor = text->property(kAnchor).toInt();
    if (anchor != 0) taken << boxAt(rect, textBoxSize(*text), Qt::Alignment(anchor), gap);
  }
  if (m_plot->legend != nullptr && m_plot->legend->visible()) taken << m_plot->legend->outerRect();
  const Qt::Alignment side =
      m_xOutside->property(kXOutsideLeft).toBool() ? Qt::AlignLeft : Qt::AlignRight;
  const QSizeF size = textBoxSize(*m_xOutside);
  const Qt::Alignment anchor = leastCoveredAnchor(
      cover, size, {side | Qt::AlignBottom, side | Qt::AlignTop, side | Qt::AlignVCenter}, taken,
      gap);
  const QRectF box = boxAt(rect, size, anchor, gap);
  // In the plot's ratios, so that a resize before the next placing keeps it inside.
  m_xOutside->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_xOutside->position->setCoords((box.left() - rect.left()) / rect.width(),
                                  (box.top() - rect.top()) / rect.height());
}

void PlotPanel::styleHover() {
  // (Also when made again: a panel that rebuilds with clearItems() made it bare, its box unseen.)
  if (m_hover == nullptr) return;
  m_hover->setFont(m_theme.font(11));
  m_hover->setColor(m_theme.foreground);
  m_hover->setBrush(m_theme.background);
  m_hover->setPen(QPen(m_theme.grid));
}

QCPItemText* PlotPanel::hover() {
  // Panels that rebuild with clearItems() delete this item too: recreate it then.
  if (m_hover == nullptr) {
    m_hover = new QCPItemText(m_plot);
    m_hover->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_hover->setPadding(QMargins(4, 2, 4, 2));
    m_hover->setVisible(false);
    m_hover->setLayer(kMarksLayer);
    m_hover->setClipToAxisRect(false);
    m_hover->setTextAlignment(Qt::AlignLeft);  // a read-out of several lines
    styleHover();
  }
  return m_hover;
}

void PlotPanel::requestReplot() {
  stillLayersChanged();
  m_live.requestReplot();
}

void PlotPanel::refreshOn(int changes) {
  // One refresh per Scene change, however many of the watched parts it touched.
  int mask = 0;
  if (changes & kOnShape) mask |= Scene::kShape;
  if (changes & kOnCurves) mask |= Scene::kCurves;
  if (changes & (kOnRange | kOnRangeResetView)) mask |= Scene::kRange;
  m_refreshMask |= mask;
  m_resetViewOnRange = m_resetViewOnRange || (changes & kOnRangeResetView) != 0;
}

QCPItemText* PlotPanel::addCornerText() {
  auto* text = new MathItemText(m_plot);  // a read-out's $…$ typeset
  // Placed in plot pixels by placeTexts() at every layout.
  text->position->setType(QCPItemPosition::ptAbsolute);
  text->setClipToAxisRect(false);  // (above the plot when no place inside is free)
  text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  text->setTextAlignment(Qt::AlignLeft);
  text->setLayer(kMarksLayer);
  text->setPadding(QMargins(4, 2, 4, 2));
  m_cornerTexts << text;
  styleCornerText(text);
  return text;
}

void PlotPanel::restoreFits() {
  restoreTickCounts(*m_plot);
  m_plot->plotLayout()->setMargins(kLayoutMargins);  // (alignPlot()'s room under a legend)
  // Placement starts from each text's preferred place again (a figure depends on the state alone).
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr) text->setProperty(kAnchor, QVariant());
  }
  if (QCPLegend* legend = m_plot->legend; legend != nullptr)
    legend->setProperty(kAnchor, QVariant());
  // The legend was re-flowed for the type the fit gave it: re-flowed for its own type again,
  // so that the next layout starts where the first did (a figure depends on the state alone).
  legendRestyled();
}

void PlotPanel::raiseTexts() {
  // Read-outs over the marks that were added after them (guides, x lines, markers): their veil
  // keeps every line from crossing the digits.
  QCPLayer* marks = m_live.marks();
  QList<QCPLayerable*> texts;
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr && text->layer() == marks) texts << text;
  }
  if (m_hover != nullptr && m_hover->layer() == marks) texts << m_hover;
  const QList<QCPLayerable*> children = marks->children();
  if (texts.isEmpty() || (children.size() >= texts.size() &&
                          std::equal(texts.begin(), texts.end(), children.end() - texts.size()))) {
    return;  // (QList's == of empty lists hands memcmp a null pointer: not asked here)
  }
  for (QCPLayerable* text : texts) text->setLayer(marks);  // to the top, in this order
}

void PlotPanel::fitCornerTexts() {
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr) fitCornerText(*text);
  }
}

bool PlotPanel::placeTexts() {
  if (m_plot->axisRectCount() == 0) return false;  // (the compare grid, while it is rebuilt)
  QList<QCPItemText*> texts;
  for (const QPointer<QCPItemText>& text : m_cornerTexts) {
    if (text != nullptr && text->visible() && !text->text().isEmpty()) texts << text;
  }
  QCPLegend* legend = m_plot->legend;
  QCPLayoutInset* inset = legendRect(*m_plot)->insetLayout();
  const int legendIndex = legend != nullptr && legend->visible() && legend->itemCount() > 0
                              ? inset->elements(false).indexOf(legend)
                              : -1;
  m_legendOnData = false;
  if (texts.isEmpty() && legendIndex < 0) {
    placeXOutside();
    return false;
  }
  const DataCover cover(*m_plot);
  // (The legend's plot may be another than the corner texts': the training panel's losses.)
  const DataCover legendCover(*m_plot, legendRect(*m_plot));
  QList<QRectF> taken;
  if (legendIndex >= 0) {
    // The panel's own corner first; the legend stays where it is while that is free.
    if (!legend->property(kPreferred).isValid()) {
      legend->setProperty(kPreferred, static_cast<int>(inset->insetAlignment(legendIndex)));
    }
    const auto preferred = static_cast<Qt::Alignment>(legend->property(kPreferred).toInt());
    const QVariant current = legend->property(kAnchor);
    const QSizeF size = legend->minimumOuterSizeHint();
    const QList<Qt::Alignment> anchors = anchorsFrom(preferred);
    const std::optional<Qt::Alignment> now =
        current.isValid() ? std::optional(static_cast<Qt::Alignment>(current.toInt()))
                          : std::nullopt;
    // QCustomPlot keeps an inset legend its inset layout's margins from the plot's edges.
    const double margin = inset->margins().left();
    // Over a sweep a legend whose data moves with x (a run that restarts) stays under the plot:
    // a free place inside at one frame is covered at another, and the legend would jump.
    const bool sweeping =
        (m_frame.sweepSpan.has_value() && !xMovesOnlyMarks()) || legendStaysBelow();
    const std::optional<Qt::Alignment> free =
        sweeping ? std::nullopt : freeAnchor(legendCover, size, anchors, now, {}, margin);
    // No free place inside: under the plot (laid out again), unless it is inside because the
    // place under the plot had no room (then where it covers the least).
    if (!free && !m_legendInPlot &&
        ((m_legendBeside && moveLegendBeside(*m_plot)) || moveLegendBelow(*m_plot))) {
      return true;
    }
    const Qt::Alignment anchor =
        free ? *free : leastCoveredAnchor(legendCover, size, anchors, {}, margin, now);
    legend->setProperty(kAnchor, static_cast<int>(anchor));
    inset->setInsetAlignment(legendIndex, anchor);
    const QRectF box = boxAt(legendCover.rect(), size, anchor, margin);
    m_legendOnData = !free && legendCover.cost(box, 1) > 0;
    if (legendCover.rect() == cover.rect()) taken << box;
  }
  // Their type for this plot's size first (inside it, each text's own room again).
  for (QCPItemText* text : texts) text->setProperty(kCornerTextRoom, QVariant());
  fitCornerTexts();
  const double gap = textInset();
  double above = 0;  // the height the texts that found no free place take above the plot
  const QRectF rect = cover.rect();
  for (QCPItemText* text : texts) {
    // Measured once per text and type (a read-out's text changes with every x).
    const QString key = text->text() + QChar(0) + text->font().key();
    auto known = m_textSizes.constFind(key);
    if (known == m_textSizes.constEnd()) {
      if (m_textSizes.size() > 256) m_textSizes.clear();
      known = m_textSizes.insert(key, textBoxSize(*text));
    }
    const QSizeF size = *known;
    const QVariant current = text->property(kAnchor);
    const std::optional<Qt::Alignment> anchor =
        freeAnchor(cover, size, readoutAnchors(),
                   current.isValid() && current.toInt() != 0
                       ? std::optional(static_cast<Qt::Alignment>(current.toInt()))
                       : std::nullopt,
                   taken, gap);
    text->setProperty(kAnchor, anchor ? static_cast<int>(*anchor) : 0);
    if (anchor) {
      // Pinned at the anchor's side, so a longer text at another x grows away from the edge.
      const QRectF box = boxAt(rect, size, *anchor, gap);
      const Qt::Alignment h = *anchor & Qt::AlignHorizontal_Mask;
      const double x = h == Qt::AlignRight     ? box.right()
                       : h == Qt::AlignHCenter ? box.center().x()
                                               : box.left();
      text->setPositionAlignment(h | Qt::AlignTop);
      text->position->setCoords(x, box.top());
      taken << box;
    } else {
      // No free place inside: above the plot, left-aligned with it. A text wider than the plot
      // runs left over the y axis (its right end at the plot's) rather than shrink (the errors'
      // summary was set at 13 px beside 17 px legends on a slide at 720p): fitted again to that
      // room, kept for the frames that fit it again (fitCornerTexts()) — while it then takes at
      // most 15% of the plot's cell (not of its plot area, which its height takes from): larger
      // type over a short plot would leave the legend no free place.
      const double outerLeft =
          std::min<double>(rect.left(), m_plot->axisRect()->outerRect().left());
      text->setProperty(kCornerTextRoom, rect.right() - outerLeft);
      fitCornerText(*text);
      QSizeF fitted = textBoxSize(*text);
      if (fitted.height() > size.height() &&
          fitted.height() > 0.15 * m_plot->axisRect()->outerRect().height()) {
        text->setProperty(kCornerTextRoom, QVariant());
        fitCornerText(*text);
        fitted = textBoxSize(*text);
      }
      const double left = std::max(outerLeft, std::min(rect.left(), rect.right() - fitted.width()));
      // Over the y axis, the lowest text clears the top tick label's half line above the plot.
      if (above == 0 && left < rect.left()) {
        const QCPAxis* y = m_plot->axisRect()->axis(QCPAxis::atLeft);
        above += std::ceil(QFontMetricsF(y->tickLabelFont()).height() / 2);
      }
      above += fitted.height();
      text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
      text->position->setCoords(left, rect.top() - above - gap / 2);
    }
  }
  placeXOutside();  // beside the texts as now placed
  if (above == 0) return false;
  const QMargins now = m_plot->axisRect()->minimumMargins();
  const int want = static_cast<int>(std::ceil(above + gap));
  if (now.top() >= want) return false;
  m_plot->axisRect()->setMinimumMargins(QMargins(now.left(), want, now.right(), now.bottom()));
  return true;
}

void PlotPanel::styleCornerText(QCPItemText* text) const {
  // A veil of the background behind read-outs: grid and axis lines do not cross the digits
  // (opaque in high contrast: its white lines showed through a translucent black one).
  QColor veil = m_theme.background;
  veil.setAlpha(m_theme.highContrast ? 255 : 215);
  text->setBrush(veil);
}

bool PlotPanel::nearXLine(double pixelX) const {
  if (!supportsXDrag()) return false;
  return std::fabs(m_plot->xAxis->coordToPixel(m_scene.x()) - pixelX) <= 10.0;
}

void PlotPanel::onMouseMove(QMouseEvent* e) {
  const double x = m_plot->xAxis->pixelToCoord(e->position().x());
  if (m_draggingX) {
    m_scene.setX(snapX(x));  // the slider's 0.01 grid
    return;
  }
  m_plot->setCursor(nearXLine(e->position().x()) ? Qt::SizeHorCursor : Qt::ArrowCursor);
  // The plot under the pointer (a panel may hold several), read in its own coordinates.
  QCPAxisRect* under = nullptr;
  for (QCPAxisRect* r : m_plot->axisRects()) {
    if (r->visible() && r->rect().contains(e->position().toPoint())) under = r;
  }
  QString text;
  if (under != nullptr) {
    double at = under->axis(QCPAxis::atBottom)->pixelToCoord(e->position().x());
    // Near the marked x (where a press would drag it) the read-out is at x itself: a newcomer
    // reading Swish at x = 1 off a plot of 0.016 a pixel got 0.998 and 1.014, never 1.
    if (under == m_plot->axisRect() && nearXLine(e->position().x())) at = m_scene.x();
    text = hoverTextIn(under, at, under->axis(QCPAxis::atLeft)->pixelToCoord(e->position().y()));
  }
  hover()->setVisible(!text.isEmpty());
  if (!text.isEmpty()) {
    // Right of the pointer, or left of it where the box would run past the plot's right edge
    // (near the right it was cut at the panel's border), and below it near the top.
    const QFontMetricsF fm(hover()->font());
    const QMargins pad = hover()->padding();
    const auto widest = [&fm](const QString& lines) {
      double w = 0;
      for (const QString& line : lines.split('\n')) w = std::max(w, fm.horizontalAdvance(line));
      return w;
    };
    double wide = widest(text);
    // Wider than a narrow plot: a value a line (the parts are three spaces apart).
    if (wide + pad.left() + pad.right() > m_plot->width() - 2) {
      text.replace(QStringLiteral("   "), QStringLiteral("\n"));
      wide = widest(text);
    }
    hover()->setText(text);
    const double tall = fm.lineSpacing() * (text.count('\n') + 1);
    const QRect area = under->rect();
    const bool left = e->position().x() + 12 + wide + pad.left() + pad.right() > area.right();
    const bool below = e->position().y() - 8 - tall - pad.top() - pad.bottom() < area.top();
    hover()->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                  (below ? Qt::AlignTop : Qt::AlignBottom));
    // Never past the plot's bottom, where the x axis and its ticks are drawn over the box: a
    // box under the pointer near the top of a short plot ran past it, its last line under the
    // axis line.
    const double boxTall = hover()->bottom->pixelPosition().y() - hover()->top->pixelPosition().y();
    const double y = below ? std::min(e->position().y() + 16, area.bottom() - 1 - boxTall)
                           : std::min(e->position().y() - 8, area.bottom() - 1.0);
    // Within the widget either way: in a narrow plot a box left of the pointer ran past the
    // panel's left border, its first words cut ("2   φ = 0.1514").
    // And within the plot under the pointer where it fits there: in a row of plots a box left
    // of the pointer ran over the plot's own axis, its tick labels and name drawn over it.
    const double boxWide = wide + pad.left() + pad.right();
    const double at = e->position().x() + (left ? -12 : 12);
    const bool fits = boxWide + 2 <= area.width();
    const double from = fits ? area.left() + 1.0 : 1.0;
    const double to = fits ? area.right() - 1.0 : m_plot->width() - 1.0;
    const double inside = left ? std::clamp(at, from + boxWide, std::max(from + boxWide, to))
                               : std::clamp(at, from, std::max(from, to - boxWide));
    hover()->position->setPixelPosition(QPointF(inside, y));
    raiseTexts();
  }
  if (!m_live.buffer()) m_live.marks()->replot();
}

PlotPanel::~PlotPanel() = default;

void PlotPanel::updateTitleLabel() {
  // Fitted when the panel is seen: a panel drawn offscreen shows its title through its figure
  // layout (render()), never through this label.
  m_titleStale = !isVisible();
  if (m_titleStale) return;
  // One line when it fits, else two (wrapped at words), else the panel's short name: a title
  // never ends in "…" mid-sentence on a projector.
  const int room = std::max(40, width() - 12);
  const QString whole = keepFormulasWhole(m_title);
  m_titleLabel->setWordWrap(false);
  m_titleLabel->setText(whole);
  if (m_titleLabel->idealWidth() <= room) return;
  m_titleLabel->setWordWrap(true);
  const QFontMetrics fm(m_titleLabel->font());
  // (A line holding a formula is a little taller than a line of text.)
  if (m_titleLabel->heightForWidth(room) <= 2.9 * fm.lineSpacing()) return;
  m_titleLabel->setWordWrap(false);
  if (!m_shortName.isEmpty()) {
    m_titleLabel->setText(fm.elidedText(m_shortName, Qt::ElideRight, room));
  }
}

void PlotPanel::setFigureMarks(bool shown) {
  if (QCPLayer* marks = m_plot->layer(kMarksLayer); marks != nullptr && marks->visible() != shown) {
    marks->setVisible(shown);
    stillLayersChanged();
  }
}

QStringList PlotPanel::exportNotes(const FigureLayout&) const { return {}; }

QStringList PlotPanel::exportNotesAbove(const FigureLayout&) const { return {}; }

void PlotPanel::render(QCPPainter& painter, const QRectF& rect, Backdrop backdrop) {
  renderOrLayOut(painter, rect, backdrop, true);
}

void PlotPanel::layOutForRender(QCPPainter& painter, const QRectF& rect) {
  renderOrLayOut(painter, rect, Backdrop::Paint, false);
}

void PlotPanel::renderOrLayOut(QCPPainter& painter, const QRectF& rect, Backdrop backdrop,
                               bool draw) {
  const bool transparent = backdrop == Backdrop::Transparent;
  if (m_stale) refresh();  // a hidden panel skipped the Scene's changes
  painter.save();
  painter.translate(rect.topLeft());
  const double w = rect.width();
  if (draw && backdrop == Backdrop::Paint) {
    painter.fillRect(QRectF(0, 0, w, rect.height()), m_theme.background);
  }
  FigureLayout figure(m_theme, painter.device(), rect.size());
  const double belowTitle = figure.setTitle(m_figureTitle.value_or(m_title));
  // Legend wording for the size, before the notes are asked for (they may depend on it).
  const bool sized = adaptToSize(static_cast<int>(w), static_cast<int>(belowTitle));
  // A title the user typed is never swapped for the short name.
  figure.place(m_figureTitle ? QString() : m_shortName, exportNotes(figure),
               exportNotesAbove(figure));
  if (draw) figure.drawTitle(painter);
  if (adaptToSize(static_cast<int>(w), static_cast<int>(figure.plotHeight())) || sized) {
    stillLayersChanged();
  }
  // The sheet's alignment, as bounds of the plot area in the plot widget's coordinates.
  const QMarginsF in = m_plotInsets;
  m_alignTarget = in.isNull() ? QRectF()
                              : QRectF(in.left(), in.top() - figure.plotTop(),
                                       rect.width() - in.left() - in.right(),
                                       rect.height() - in.top() - in.bottom());
  painter.save();
  painter.translate(0, figure.plotTop());
  raiseTexts();
  const int pw = static_cast<int>(std::round(w));
  const int ph = static_cast<int>(figure.plotHeight());
  if (!draw) {
    restoreFits();  // laid out afresh for this size, as drawWhole() does
    static_cast<PanelPlot*>(m_plot)->layOutAt(pw, ph);
  } else if (m_frames) {
    m_frames->draw(
        *m_plot, painter, pw, ph, transparent, m_theme.background, m_stillVersion,
        {[this, transparent](QCPPainter& p, int fw, int fh) { drawWhole(p, fw, fh, transparent); },
         [this] { restoreFits(); }, [this] { fitCornerTexts(); }});
  } else {
    // On the backdrop already painted QCustomPlot's own fill would paint the same pixels again.
    // (The frame cache above keeps its fill: its layers are blended over it, not over the figure.)
    drawWhole(painter, pw, ph, backdrop != Backdrop::Paint);
  }
  m_renderCoveredData = m_legendOnData;
  m_renderedPlotRect = QRectF(m_plot->axisRect()->rect()).translated(0, figure.plotTop());
  m_alignTarget = QRectF();
  painter.restore();
  if (draw) figure.drawNotes(painter);
  painter.restore();
}

void PlotPanel::drawWhole(QCPPainter& painter, int w, int h, bool transparent) {
  restoreFits();  // laid out afresh for this size
  beforeDrawing(h);
  if (transparent) m_plot->setBackground(QBrush(Qt::NoBrush));
  m_plot->toPainter(&painter, w, h);
  if (transparent) m_plot->setBackground(QBrush(m_theme.background));
}

void PlotPanel::layOutAfresh() {
  restoreFits();
  m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

void PlotPanel::alignPlotTo(const QRectF& area) {
  if (area == m_screenAlign) return;
  m_screenAlign = area;
  restoreFits();
  m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

bool PlotPanel::setLegendBeside(bool beside) {
  if (beside == m_legendBeside || (beside && !legendMayStandBeside())) return false;
  m_legendBeside = beside;
  legendBesideChanged();
  restoreFits();  // (a legend moved out of the plot goes back in, to be placed again)
  m_plot->replot(QCustomPlot::rpImmediateRefresh);
  return true;
}

bool PlotPanel::setLegendInPlot(bool inside) {
  if (inside == m_legendInPlot) return false;
  m_legendInPlot = inside;
  restoreFits();  // (a legend moved under the plot goes back in, to be placed again)
  m_plot->replot(QCustomPlot::rpImmediateRefresh);
  return true;
}

void PlotPanel::setLegendTypeCap(double points) {
  if (points == m_legendTypeCap) return;
  m_legendTypeCap = points;
  restoreFits();  // (the legend's own type again, then capped)
  m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

void PlotPanel::holdTicks(bool hold) {
  if (hold == m_ticksHeld) return;
  m_ticksHeld = hold;
  holdTickCounts(*m_plot, hold);
  if (hold) return;
  restoreFits();
  if (isVisible()) m_plot->replot(QCustomPlot::rpQueuedReplot);
}

double PlotPanel::legendType() const {
  const QCPLegend* legend = m_plot->legend;
  return legend != nullptr && legend->visible() && legend->itemCount() > 0
             ? legend->font().pointSizeF()
             : 0.0;
}

bool PlotPanel::legendUnderPlot() const {
  const QCPLegend* legend = m_plot->legend;
  if (legend == nullptr || !legend->visible() || legend->itemCount() == 0 ||
      legendIsBeside(*m_plot) || m_plot->axisRectCount() == 0) {
    return false;
  }
  return legend->outerRect().top() >= plotArea().bottom();
}

bool PlotPanel::legendWithinPlot() const {
  const QCPLegend* legend = m_plot->legend;
  return legend == nullptr || !legend->visible() || plotArea().contains(legend->outerRect());
}

QRect PlotPanel::plotArea() const {
  return m_plot->axisRectCount() > 0 ? m_plot->axisRect()->rect() : QRect();
}

int PlotPanel::shortestPlot() const {
  int least = INT_MAX;
  for (const QCPAxisRect* r : m_plot->axisRects()) {
    if (r->visible() && r->layout() != nullptr) least = std::min(least, r->rect().height());
  }
  return least == INT_MAX ? 0 : least;
}

bool PlotPanel::alignPlot() {
  // An export's alignment while rendering, else the screen's.
  const QRectF t = !m_alignTarget.isNull() ? m_alignTarget : m_screenAlign;
  if (t.isNull() || m_plot->axisRectCount() == 0) return false;
  QCPAxisRect* rect = m_plot->axisRect();
  // The margins that bring the plot area in to the target, never below the fits' own.
  const QRect outer = rect->outerRect();
  const QMargins now = rect->minimumMargins();
  QMargins need(static_cast<int>(std::ceil(t.left() - outer.left())),
                static_cast<int>(std::ceil(t.top() - outer.top())),
                static_cast<int>(std::ceil(outer.left() + outer.width() - t.right())),
                static_cast<int>(std::ceil(outer.top() + outer.height() - t.bottom())));
  // A legend in a row under a panel's one plot stays right under it: what the target takes off
  // the plot's bottom goes under the legend (the layout's margin, which restoreFits() resets),
  // not between the x axis and its legend. (A figure of several plots, whose legend stands under
  // them all, lines up by the plot's own margin.)
  bool moved = false;
  if (m_plot->axisRectCount() == 1 && legendUnderPlot()) {
    if (const int extra = need.bottom() - rect->margins().bottom(); extra > 0) {
      QMargins m = m_plot->plotLayout()->margins();
      m.setBottom(m.bottom() + extra);
      m_plot->plotLayout()->setMargins(m);
      moved = true;
    }
    need.setBottom(0);
  }
  const QMargins want(std::max(now.left(), need.left()), std::max(now.top(), need.top()),
                      std::max(now.right(), need.right()), std::max(now.bottom(), need.bottom()));
  if (want == now) return moved;
  rect->setMinimumMargins(want);
  return true;
}

void PlotPanel::finishRender() {
  setPlotInsets({});
  setFrameCaching(false);
  // The export laid the plot out at its own size: lay it out for the screen again before any
  // layer-only repaint could use the export's geometry.
  adaptToSize(width(), m_plot->height());
  restoreFits();
  // (A panel no one sees is drawn by its next export, or when shown: a replot queued here ran at
  // its widget's size between the frames of the window's step videos.)
  if (isVisible()) {
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
  } else {
    requestReplot();
  }
}

void PlotPanel::setFrameCaching(bool on) {
  if (!on) {
    m_frames.reset();
  } else if (!m_frames) {
    m_frames = std::make_unique<FrameCache>();
  }
}

int PlotPanel::framesFromCache() const { return m_frames ? m_frames->framesFromCache() : 0; }

}  // namespace ui
