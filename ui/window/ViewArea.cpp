#include "ui/window/ViewArea.hpp"

#include <qcustomplot.h>
#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <cmath>

#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/window/ChecklistMenu.hpp"

namespace ui {

namespace model = gelu::model;

QString viewName(const model::ViewDef& view) {
  return view.id.empty() ? fromUtf8(view.name)
                         : QCoreApplication::translate("Views", view.name.c_str());
}

namespace {

QStringList panelsOf(const std::vector<model::ViewDef>& views, const QString& id) {
  for (const model::ViewDef& v : views) {
    if (fromUtf8(v.id.empty() ? v.name : v.id) == id) return toQt(v.panels);
  }
  return {};
}

QString keyOf(const model::ViewDef& v) { return fromUtf8(v.id.empty() ? v.name : v.id); }

/// How long the curves stay as they are before a change of the legends' entries is laid out.
constexpr int kSettle = 200;  // ms

/// The entries of the shown panels' legends: a curve shown, hidden or swapped for another sets
/// a legend in another type. By their short names: a legend's fit switches an entry between its
/// name with its formula and its name alone, which is no new entry.
QString legendEntries(const QList<PlotPanel*>& shown) {
  QString entries;
  for (const PlotPanel* p : shown) {
    if (QCPLegend* legend = p->plot()->legend) {
      for (int i = 0; i < legend->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
          const QCPAbstractPlottable* entry = item->plottable();
          const QVariant shortName = entry->property("shortName");
          entries +=
              (shortName.isValid() ? shortName.toString() : entry->name()) + QLatin1Char('|');
        }
      }
    }
    entries += QLatin1Char(',');
  }
  return entries;
}

}  // namespace

ViewArea::ViewArea(Scene& scene, const QList<PlotPanel*>& panels, QWidget* parent)
    : QWidget(parent), m_scene(scene), m_all(panels) {
  setObjectName("view-area");
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(0);

  m_bar = new QWidget(this);
  m_bar->setObjectName("view-bar");
  auto* row = new QHBoxLayout(m_bar);
  row->setContentsMargins(4, 2, 4, 2);
  m_tabs = new QTabBar;
  m_tabs->setObjectName("view-tabs");
  m_tabs->setElideMode(Qt::ElideNone);  // whole names; scroll buttons when the bar is full
  m_tabs->setUsesScrollButtons(true);
  m_tabs->setDrawBase(false);
  m_tabs->setExpanding(false);
  m_tabs->setAccessibleName(tr("Views"));
  row->addWidget(m_tabs, 1);

  m_panelMenu = new ChecklistMenu(tr("&Panels"), this);  // stays open while panels are ticked
  m_panelMenu->setObjectName("panel-menu");
  for (PlotPanel* p : m_all) {
    QAction* a = m_panelMenu->addAction(panelInfo(p->panelId())->shortName());
    a->setObjectName("show-" + p->panelId());
    a->setCheckable(true);
    a->setData(p->panelId());
    connect(a, &QAction::triggered, this, [this, a](bool on) {
      if (!setPanelShown(a->data().toString(), on)) updatePanelMenu();
    });
  }
  m_panelsButton = new QToolButton;
  m_panelsButton->setObjectName("panels-button");
  m_panelsButton->setText(tr("Panels"));
  m_panelsButton->setToolTip(tr("Choose this view's panels (up to %1)").arg(model::kMaxViewPanels));
  m_panelsButton->setPopupMode(QToolButton::InstantPopup);
  m_panelsButton->setMenu(m_panelMenu);
  row->addWidget(m_panelsButton);
  m_saveButton = new QToolButton;
  m_saveButton->setObjectName("save-view");
  m_saveButton->setText(tr("Save view…"));
  m_saveButton->setToolTip(tr("Keep these panels as a view of your own, saved with the scene"));
  connect(m_saveButton, &QToolButton::clicked, this, &ViewArea::askToSave);
  row->addWidget(m_saveButton);

  m_notice = new QLabel;
  m_notice->setObjectName("view-notice");
  m_notice->setWordWrap(true);
  m_notice->setTextFormat(Qt::PlainText);  // it echoes a deck step's title, a file's text
  m_notice->setContentsMargins(8, 2, 8, 2);
  m_notice->hide();
  column->addWidget(m_notice);

  m_scroll = new QScrollArea;
  m_scroll->setObjectName("view-scroll");
  m_scroll->setFrameShape(QFrame::NoFrame);
  m_scroll->setWidgetResizable(true);
  m_grid = new QWidget;
  m_grid->setObjectName("view-grid");
  m_grid->installEventFilter(this);
  for (PlotPanel* p : m_all) {
    p->setParent(m_grid);
    p->hide();
    // A plot that changes size inside its panel (the Monte Carlo tally taking a second line as
    // the run grows, coins appearing) lines its row up again: the Monte Carlo plot's bottom stood
    // 24 px above the activations' beside it, on after the run.
    p->plot()->installEventFilter(this);
  }
  m_scroll->setWidget(m_grid);
  column->addWidget(m_scroll, 1);

  m_tabs->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(m_tabs, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
    const int i = m_tabs->tabAt(at);
    if (i < 0) return;
    const QString key = m_tabs->tabData(i).toString();
    if (model::builtInView(key.toStdString()) != nullptr) return;
    QMenu menu(this);
    menu.addAction(tr("Remove view \"%1\"").arg(key), this, [this, key] { removeView(key); });
    menu.exec(m_tabs->mapToGlobal(at));
  });
  connect(m_tabs, &QTabBar::currentChanged, this, [this](int i) {
    if (m_syncing || i < 0) return;
    switchToView(m_tabs->tabData(i).toString());
  });
  // A click on the current view's tab (no change of tab) shows its own panels again.
  connect(m_tabs, &QTabBar::tabBarClicked, this, [this](int i) {
    if (i < 0 || i != m_tabs->currentIndex()) return;
    const QString key = m_tabs->tabData(i).toString();
    if (shownIds() != panelsOf(views(), key)) showView(key);
  });

  m_align.setSingleShot(true);
  m_align.setInterval(0);
  connect(&m_align, &QTimer::timeout, this, &ViewArea::alignPlots);
  // Lined up when laid out (a view, a size): not at every Scene change, which would replot every
  // panel twice more (an undo took 60% longer). A plot whose tick labels grow later keeps its
  // fits' own margins until the next layout. A change of the shown curves that changes a
  // legend's entries is laid out again once the curves stay a moment (kSettle): the legends'
  // type and rows, and so the plots' heights, follow the entries, as for the same curves shown
  // from the start. Not at each change, for the same cost: undo held down, or one curve ticked
  // after another, lines up once at the end.
  m_entriesCheck.setSingleShot(true);
  m_entriesCheck.setInterval(kSettle);
  connect(&m_entriesCheck, &QTimer::timeout, this, &ViewArea::checkEntries);
  connect(&m_scene, &Scene::changed, this, [this](int what) {
    if ((what & Scene::kCurves) != 0 && !m_presenting) m_entriesCheck.start();
  });
  syncFromScene();
}

std::vector<model::ViewDef> ViewArea::views() const {
  std::vector<model::ViewDef> out = model::builtInViews();
  for (const model::ViewDef& v : m_scene.view().userViews) out.push_back(v);
  return out;
}

QString ViewArea::currentView() const { return fromUtf8(m_scene.view().current); }

void ViewArea::addToBar(QWidget* button) { m_bar->layout()->addWidget(button); }

QStringList ViewArea::shownIds() const {
  const auto& view = m_scene.view();
  if (!view.panels.empty()) return toQt(view.panels);
  return panelsOf(views(), currentView());
}

QList<PlotPanel*> ViewArea::shownPanels() const {
  QList<PlotPanel*> out;
  for (const QString& id : shownIds()) {
    for (PlotPanel* p : m_all) {
      if (p->panelId() == id) out << p;
    }
  }
  return out;
}

void ViewArea::store(const QString& current, const QStringList& ids) {
  // A view left showing other panels keeps them for switchToView (and its tab says so).
  const QString before = currentView();
  if (before != current) {
    const QStringList shown = shownIds();
    if (shown != panelsOf(views(), before)) {
      m_leftChanged.insert(before, shown);
    } else {
      m_leftChanged.remove(before);
    }
  }
  m_leftChanged.remove(current);
  ViewState v = m_scene.view();
  v.current = current.toStdString();
  v.panels.clear();
  for (const QString& id : ids) v.panels.push_back(id.toStdString());
  m_scene.setView(v);
  syncFromScene();
  emit viewChanged();
}

bool ViewArea::showView(const QString& id) {
  const QStringList ids = panelsOf(views(), id);
  if (ids.isEmpty()) return false;
  clearStepNote();
  store(id, ids);
  return true;
}

bool ViewArea::switchToView(const QString& id) {
  const QStringList own = panelsOf(views(), id);
  if (own.isEmpty()) return false;
  clearStepNote();
  store(id, m_leftChanged.value(id, own));
  return true;
}

void ViewArea::showPanels(const QStringList& ids) {
  QStringList known;
  for (const QString& id : ids) {
    const bool exists =
        std::any_of(m_all.begin(), m_all.end(), [&](PlotPanel* p) { return p->panelId() == id; });
    if (exists && !known.contains(id) && known.size() < int(model::kMaxViewPanels)) known << id;
  }
  if (known.isEmpty()) return;
  store(currentView(), known);
}

bool ViewArea::setPanelShown(const QString& id, bool shown) {
  QStringList ids = shownIds();
  if (shown == ids.contains(id)) return true;
  if (shown) {
    if (ids.size() >= int(model::kMaxViewPanels)) return false;
    ids << id;  // after the view's own panels, which keep their places
  } else {
    if (ids.size() <= 1) return false;
    ids.removeAll(id);
  }
  clearStepNote();  // the window no longer shows the step's panels: the step is left
  store(currentView(), ids);
  return true;
}

bool ViewArea::saveView(const QString& name) {
  if (name.isEmpty() || name.size() > int(model::kMaxViewName) ||
      model::builtInView(name.toStdString()) != nullptr)
    return false;
  for (const model::ViewDef& v : model::builtInViews()) {
    if (viewName(v) == name || fromUtf8(v.name) == name) return false;
  }
  ViewState v = m_scene.view();
  model::ViewDef def;
  def.name = name.toStdString();
  for (const QString& id : shownIds()) def.panels.push_back(id.toStdString());
  auto same = std::find_if(v.userViews.begin(), v.userViews.end(),
                           [&](const model::ViewDef& u) { return u.name == def.name; });
  if (same != v.userViews.end()) {
    *same = def;
  } else {
    if (v.userViews.size() >= model::kMaxUserViews) return false;
    v.userViews.push_back(def);
  }
  v.current = def.name;
  m_scene.setView(v);
  m_notice->hide();
  syncFromScene();
  emit viewChanged();
  return true;
}

void ViewArea::askToSave() {
  bool ok = false;
  const QString name = QInputDialog::getText(this, tr("Save view"), tr("Name of the view:"),
                                             QLineEdit::Normal, QString(), &ok);
  if (ok && !saveView(name.trimmed())) {
    m_notice->setText(
        tr("A view needs a name of 1 to %1 characters that no built-in view has, and at most "
           "%2 views of your own.")
            .arg(model::kMaxViewName)
            .arg(model::kMaxUserViews));
    m_notice->setProperty("stacking", false);
    m_notice->show();
  }
}

void ViewArea::removeView(const QString& name) {
  ViewState v = m_scene.view();
  const auto before = v.userViews.size();
  std::erase_if(v.userViews, [&](const model::ViewDef& u) { return fromUtf8(u.name) == name; });
  if (v.userViews.size() == before) return;
  m_leftChanged.remove(name);
  if (fromUtf8(v.current) == name) v.current = std::string(model::kDefaultView);
  m_scene.setView(v);
  syncFromScene();
  emit viewChanged();
}

void ViewArea::resetLayout() {
  const QString id = fromUtf8(std::string(model::kDefaultView));
  clearStepNote();
  store(id, panelsOf(views(), id));
}

void ViewArea::noteStep(const QString& text) {
  m_stepNote = text;
  showNotice();
}

void ViewArea::clearStepNote() {
  if (m_stepNote.isEmpty()) return;
  m_stepNote.clear();
  showNotice();
  emit stepLeft();
}

void ViewArea::showNotice() {
  QStringList lines;
  if (!m_stepNote.isEmpty()) lines << m_stepNote;
  if (m_stacked) lines << m_stackingNote;
  m_notice->setProperty("stacking", m_stacked);
  m_notice->setText(lines.join('\n'));
  m_notice->setVisible(!lines.isEmpty());
}

void ViewArea::syncFromScene() {
  m_syncing = true;
  rebuildTabs();
  updatePanelMenu();
  m_syncing = false;
  layOut();
}

void ViewArea::rebuildTabs() {
  const std::vector<model::ViewDef> all = views();
  bool same = m_tabs->count() == static_cast<int>(all.size());
  for (int i = 0; same && i < m_tabs->count(); ++i)
    same = m_tabs->tabData(i).toString() == keyOf(all[static_cast<std::size_t>(i)]);
  if (!same) {
    while (m_tabs->count() > 0) m_tabs->removeTab(0);
    for (const model::ViewDef& v : all) {
      const int i = m_tabs->addTab(viewName(v));
      m_tabs->setTabData(i, keyOf(v));
    }
  }
  // The current view's tab says when the panels shown are not its own (a panel ticked, a deck
  // step's panels): "The idea (changed)" — not "*", which reads as unsaved — and a click on it
  // shows its own again.
  const QString current = currentView();
  const bool changed = shownIds() != panelsOf(all, current);
  for (int i = 0; i < m_tabs->count(); ++i) {
    const model::ViewDef& v = all[static_cast<std::size_t>(i)];
    const bool isCurrent = m_tabs->tabData(i).toString() == current;
    if (isCurrent) m_tabs->setCurrentIndex(i);
    const bool marked = isCurrent ? changed : m_leftChanged.contains(m_tabs->tabData(i).toString());
    const QString name =
        marked ? tr("%1 (changed)", "a view showing other panels").arg(viewName(v)) : viewName(v);
    if (m_tabs->tabText(i) != name) m_tabs->setTabText(i, name);
    QStringList names;
    for (const std::string& id : v.panels) {
      if (const PanelInfo* info = panelInfo(fromUtf8(id))) names << info->shortName();
    }
    m_tabs->setTabToolTip(i,
                          isCurrent && changed
                              ? tr("Shows other panels than its own (%1): click to show them again")
                                    .arg(names.join(", "))
                              : names.join(", "));
  }
}

void ViewArea::updatePanelMenu() {
  const QStringList ids = shownIds();
  const bool full = ids.size() >= int(model::kMaxViewPanels);
  for (QAction* a : m_panelMenu->actions()) {
    if (!a->isCheckable()) continue;  // (the limit's line)
    const bool on = ids.contains(a->data().toString());
    a->setChecked(on);
    // Four at most, one at least: what cannot be ticked or unticked says so by being disabled.
    a->setEnabled(on ? ids.size() > 1 : !full);
  }
  m_panelMenu->setLimit(int(ids.size()), int(model::kMaxViewPanels));
}

void ViewArea::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  layOut();
}

bool ViewArea::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Resize) {
    if (watched == m_grid) {
      layOut();
    } else if (const auto* plot = qobject_cast<QWidget*>(watched);
               !m_stacked && plot != nullptr && plot->isVisible()) {
      m_align.start();  // a panel's plot (the only other widgets watched)
    }
  }
  return QWidget::eventFilter(watched, event);
}

void ViewArea::layOut() {
  const QList<PlotPanel*> shown = shownPanels();
  for (PlotPanel* p : m_all) {
    if (!shown.contains(p)) p->hide();
  }
  if (shown.isEmpty()) return;
  for (PlotPanel* p : shown) p->setCompanions(shownIds());
  const QSize view = m_scroll->viewport()->size();
  std::vector<std::string> ids;
  for (PlotPanel* p : shown) ids.push_back(p->panelId().toStdString());
  const bool fits = model::viewFits(ids, view.width(), view.height());
  m_stacked = !fits;
  if (fits) {
    if (m_grid->minimumSize() != QSize(0, 0)) m_grid->setMinimumSize(0, 0);
    if (m_notice->property("stacking").toBool()) showNotice();
    applyCells(shown, !m_balanced.empty() && balanceKey(shown) == m_balancedFor
                          ? m_balanced
                          : model::viewCells(ids, m_grid->width(), m_grid->height()));
  } else {
    // One column, each panel at least its minimum, as tall as three quarters of the area.
    int width = view.width();
    int total = 0;
    QList<QRect> rects;
    for (PlotPanel* p : shown) {
      const model::MinimumSize m = model::minimumPanelSize(p->panelId().toStdString());
      width = std::max(width, m.width);
      const int height =
          std::max(m.height, shown.size() == 1 ? view.height() : view.height() * 3 / 4);
      rects << QRect(0, total, 0, height);
      total += height;
    }
    if (m_grid->minimumSize() != QSize(width, total)) m_grid->setMinimumSize(width, total);
    for (int i = 0; i < shown.size(); ++i) {
      shown[i]->setGeometry(0, rects[i].top(), std::max(width, m_grid->width()), rects[i].height());
      shown[i]->show();
    }
    // What side by side would take, at this area's shape.
    const model::MinimumSize need = model::viewNeed(ids, view.width(), std::max(1, view.height()));
    m_stackingNote = shown.size() == 1
                         ? tr("This panel needs %1 × %2 pixels to be legible: scroll to see "
                              "all of it, or make the window larger.")
                               .arg(need.width)
                               .arg(need.height)
                         : tr("These panels need %1 × %2 pixels side by side: they are stacked "
                              "— scroll, make the window larger or choose fewer panels.")
                               .arg(need.width)
                               .arg(need.height);
    showNotice();
  }
  m_align.start();
}

bool ViewArea::applyCells(const QList<PlotPanel*>& shown, const std::vector<model::Cell>& cells) {
  const double w = m_grid->width(), h = m_grid->height();
  bool moved = false;
  for (int i = 0; i < shown.size() && i < static_cast<int>(cells.size()); ++i) {
    const model::Cell& c = cells[static_cast<std::size_t>(i)];
    // Whole pixels, so that neighbours share their edges exactly (as an export places cells).
    const int left = static_cast<int>(std::lround(c.x * w));
    const int top = static_cast<int>(std::lround(c.y * h));
    const int right = static_cast<int>(std::lround((c.x + c.width) * w));
    const int bottom = static_cast<int>(std::lround((c.y + c.height) * h));
    const QRect r(left, top, right - left, bottom - top);
    moved = moved || shown[i]->geometry() != r;
    shown[i]->setGeometry(r);
    shown[i]->show();
  }
  return moved;
}

QString ViewArea::balanceKey(const QList<PlotPanel*>& shown) const {
  return QStringLiteral("%1 %2x%3 %4")
      .arg(shownIds().join(','))
      .arg(m_grid->width())
      .arg(m_grid->height())
      .arg(legendEntries(shown));
}

void ViewArea::balanceRows(const QList<PlotPanel*>& shown) {
  if (m_stacked || shown.size() < 2) return;
  const QString key = balanceKey(shown);
  if (key == m_balancedFor) return;
  m_balancedFor = key;
  m_balanced.clear();
  // Panels of one plot: what a panel of several (number formats, training, propagation, side by
  // side) has outside its first plot grows with its height.
  if (std::any_of(shown.begin(), shown.end(),
                  [](const PlotPanel* p) { return p->plot()->axisRectCount() > 1; })) {
    return;
  }
  std::vector<std::string> ids;
  for (PlotPanel* p : shown) ids.push_back(p->panelId().toStdString());
  // A built-in view keeps the estimate: `render --view` draws it by that (and its rows pass).
  const std::vector<model::ViewDef>& builtIn = model::builtInViews();
  if (std::any_of(builtIn.begin(), builtIn.end(),
                  [&](const model::ViewDef& v) { return v.panels == ids; })) {
    return;
  }
  const double w = m_grid->width(), h = m_grid->height();
  const std::vector<model::Cell> estimate = model::viewCells(ids, w, h);
  if (std::none_of(estimate.begin(), estimate.end(), [](const model::Cell& c) { return c.y > 0; }))
    return;
  // Measured at the estimate's boundary, whatever the way here (a figure depends on the state
  // alone): the legends placed as they would be there.
  if (applyCells(shown, estimate)) {
    for (PlotPanel* p : shown) p->layOutAfresh();  // (resized, a plot kept its last size's fits)
  }
  m_legendsPlacedFor.clear();
  placeLegends(shown);
  int shortest[2] = {INT_MAX, INT_MAX};
  std::vector<double> outside;
  for (int i = 0; i < shown.size(); ++i) {
    const int plot = shown[i]->plotArea().height();
    int& row = shortest[estimate[static_cast<std::size_t>(i)].y > 0 ? 1 : 0];
    row = std::min(row, plot);
    outside.push_back(shown[i]->height() - plot);
  }
  // The estimate stands where it serves (render --view and exports place views by it): it
  // knows the panels' own rows, not the window's read-out under the activations or a legend of
  // several rows. Where those leave one row's plots under 60% of the other's, the rows are split
  // by what each panel measures outside its plot.
  if (std::min(shortest[0], shortest[1]) >= 0.6 * std::max(shortest[0], shortest[1])) return;
  m_balanced = model::viewCells(ids, w, h, outside);
  if (applyCells(shown, m_balanced)) {
    for (PlotPanel* p : shown) p->layOutAfresh();
  }
  m_legendsPlacedFor.clear();
}

void ViewArea::checkEntries() {
  if (!m_presenting && !m_legendsPlacedFor.isEmpty() &&
      legendEntries(shownPanels()) != m_placedEntries) {
    m_align.start();
  }
}

void ViewArea::settle() {
  if (m_entriesCheck.isActive()) {
    m_entriesCheck.stop();
    checkEntries();
  }
  if (m_align.isActive()) {
    m_align.stop();
    alignPlots();
  }
}

void ViewArea::setPresenting(bool on) {
  m_presenting = on;
  if (on) m_entriesCheck.stop();
}

void ViewArea::placeLegendsAgain() {
  m_legendsPlacedFor.clear();
  m_balancedFor.clear();  // (a new theme: other type, other heights outside the plots)
  m_balanced.clear();
  m_align.start();
}

void ViewArea::placeLegends(const QList<PlotPanel*>& shown) {
  // Decided once per set of panels, size and legends' entries: each try replots.
  const QString entries = legendEntries(shown);
  const QString key = balanceKey(shown) + QStringLiteral(" %1").arg(m_stacked);
  if (key == m_legendsPlacedFor) return;
  m_legendsPlacedFor = key;
  m_placedEntries = entries;
  for (PlotPanel* p : shown) p->setLegendTypeCap(0);  // each at its own type first
  // As the lecture does: a plot under half of its panel's height with its legend in a row under
  // it (the Monte Carlo plot at 1280×720, under its buttons, legend and tally) gets the legend
  // in a column beside it — kept only where that makes the plot at least a fifth taller.
  for (PlotPanel* p : shown) {
    p->setLegendBeside(false);
    const int before = p->plotArea().height();
    if (m_stacked || before >= 0.5 * p->height()) continue;
    if (p->setLegendBeside(true) && p->plotArea().height() < 1.2 * before) {
      p->setLegendBeside(false);
    }
  }
  // The view's legends in one type, as a lecture step's: each at most the smallest (the
  // derivatives' legend stood in 11 pt beside the activations', made smaller to hold its
  // formulas in a narrower row). Not one in a column beside its plot, set for that column.
  double least = 0, most = 0;
  for (const PlotPanel* p : shown) {
    if (p->legendBeside()) continue;
    if (const double t = p->legendType(); t > 0) {
      least = least > 0 ? std::min(least, t) : t;
      most = std::max(most, t);
    }
  }
  if (most - least > 0.6) {
    for (PlotPanel* p : shown) {
      if (!p->legendBeside()) p->setLegendTypeCap(least);
    }
  }
}

void ViewArea::alignPlots() {
  const QList<PlotPanel*> shown = shownPanels();
  for (PlotPanel* p : shown) p->alignPlotTo({});
  balanceRows(shown);
  placeLegends(shown);
  if (shown.size() < 2 || m_stacked) return;
  // As an export lines up a sheet: each plot laid out on its own, then the plots of a row share
  // the lowest top and highest bottom, of a column the rightmost left and leftmost right —
  // unless that takes a plot below three quarters of its own size (a Monte Carlo plot squeezed
  // by its coins): that plot keeps its own layout.
  QList<QRect> plots;
  for (PlotPanel* p : shown) {
    const QRect area = p->plotArea();
    plots << QRect(p->plot()->mapTo(m_grid, area.topLeft()), area.size());
  }
  for (int i = 0; i < shown.size(); ++i) {
    const QRect cell = shown[i]->geometry();
    int top = plots[i].top(), bottom = plots[i].bottom();
    int left = plots[i].left(), right = plots[i].right();
    for (int j = 0; j < shown.size(); ++j) {
      const QRect other = shown[j]->geometry();
      if (other.top() == cell.top() && other.bottom() == cell.bottom()) {
        top = std::max(top, plots[j].top());
        bottom = std::min(bottom, plots[j].bottom());
      }
      if (other.left() == cell.left() && other.right() == cell.right()) {
        left = std::max(left, plots[j].left());
        right = std::min(right, plots[j].right());
      }
    }
    const QRect target(QPoint(left, top), QPoint(right, bottom));
    if (target.height() < 0.75 * plots[i].height() || target.width() < 0.75 * plots[i].width())
      continue;
    const QPoint offset = shown[i]->plot()->mapTo(m_grid, QPoint(0, 0));
    shown[i]->alignPlotTo(QRectF(target.translated(-offset)));
    // A legend that had room inside the plot may have none inside the lined-up one and go under
    // it: that plot keeps its own layout too.
    if (shown[i]->plotArea().height() < 0.75 * plots[i].height()) shown[i]->alignPlotTo({});
  }
}

}  // namespace ui
