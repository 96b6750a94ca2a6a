#include "ui/window/CurvePicker.hpp"
#include "ui/panels/Accessible.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include "core/activations.hpp"
#include "core/model/views.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Companions.hpp"
#include "ui/panels/MathToolTip.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/window/FormulaDialog.hpp"

namespace ui {
namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kSwatchRole = Qt::UserRole + 7;  ///< the look its swatch was painted for
constexpr int kSearchRole = Qt::UserRole + 1;
/// The item's tooltip with its definition in TeX (the plain tooltip is its accessible form).
constexpr int kMathTipRole = Qt::UserRole + 2;
/// Rows the list shows at least; more where the dock has the height.
constexpr int kListRows = 8;

/// A list that asks for no more than its minimum (QAbstractScrollArea's default hint is 192 px):
/// the dock lays its rows out at their preferred heights (its forms wrap rows, so its height
/// follows its width), and a taller hint made a 720p dock scroll while the list, which scrolls
/// itself, held 14 rows. The list takes the dock's spare height.
class CompactTree : public QTreeWidget {
 public:
  QSize sizeHint() const override { return {QTreeWidget::sizeHint().width(), minimumHeight()}; }
};

}  // namespace

CurvePicker::CurvePicker(Scene& scene, QWidget* parent) : QWidget(parent), m_scene(scene) {
  auto* v = new QVBoxLayout(this);
  v->setContentsMargins(0, 0, 0, 0);
  auto* top = new QHBoxLayout;
  m_search = new QLineEdit;
  m_search->setObjectName("curve-search");
  m_search->setPlaceholderText(tr("Search name, id or formula"));
  m_search->setToolTip(
      tr("Lists the curves whose name, id or formula holds what you type; "
         "Enter ticks or unticks the first one found"));
  m_search->setClearButtonEnabled(true);
  m_search->setMinimumWidth(60);
  m_search->setAccessibleName(tr("Search curves"));
  m_presets = new QToolButton;
  m_presets->setObjectName("curve-presets");
  m_presets->setText(tr("Presets"));
  m_presets->setPopupMode(QToolButton::InstantPopup);
  describeControl(m_presets, tr("Curve presets"), tr("Shows a ready-made set of curves"));
  auto* menu = new QMenu(m_presets);
  for (const CurvePreset& p : curvePresets()) {
    QAction* a = menu->addAction(p.name);
    a->setToolTip(p.curves.join(", "));
    connect(a, &QAction::triggered, this, [this, id = p.id] { applyPreset(id); });
  }
  m_presets->setMenu(menu);
  top->addWidget(m_search, 1);
  top->addWidget(m_presets);
  v->addLayout(top);

  m_tree = new CompactTree;
  m_tree->setObjectName("curve-tree");
  describeControl(m_tree, tr("Curves shown"),
                  tr("Every activation by family; a ticked curve is drawn in the panels"));
  m_tree->setHeaderHidden(true);
  m_tree->viewport()->installEventFilter(this);
  m_tree->setColumnCount(1);
  m_tree->setRootIsDecorated(true);
  m_tree->setUniformRowHeights(true);
  m_tree->setIconSize(QSize(30, 12));
  for (const CurveGroup& g : curveGroups(m_scene.library())) {
    auto* group = new QTreeWidgetItem(m_tree, {g.name});
    group->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    group->setData(0, kSearchRole, g.name);
    m_groups << group;
    for (const QString& id : g.curves) addItem(group, id);
  }
  m_userGroup = m_groups.last();  // "Your formulas"
  m_tree->setMinimumHeight(m_tree->sizeHintForRow(0) * kListRows + 2 * m_tree->frameWidth());
  v->addWidget(m_tree, 1);

  auto* buttons = new QHBoxLayout;
  auto* add = new QToolButton;
  add->setText(tr("New…"));
  add->setAccessibleName(tr("New formula"));
  add->setObjectName("formula-new");
  add->setToolTip(tr("New formula: type your own activation f(x); its derivative comes with it"));
  // Tool buttons: narrow enough for the dock of a 1280×720 screen.
  m_edit = new QToolButton;
  m_edit->setText(tr("Edit…"));
  m_edit->setObjectName("formula-edit");
  m_edit->setToolTip(tr("Edit the selected formula (or double-click it)"));
  m_remove = new QToolButton;
  m_remove->setText(tr("Remove"));
  m_remove->setObjectName("formula-remove");
  m_remove->setToolTip(tr("Remove the selected formula"));
  buttons->addWidget(add);
  buttons->addWidget(m_edit);
  buttons->addWidget(m_remove);
  buttons->addStretch();
  v->addLayout(buttons);
  connect(add, &QToolButton::clicked, this, [this] { editFormula({}); });
  connect(m_edit, &QToolButton::clicked, this, [this] { editFormula(selectedFormula()); });
  connect(m_remove, &QToolButton::clicked, this, [this] {
    const QString id = selectedFormula();
    std::vector<FormulaDef> formulas = m_scene.state().formulas;
    std::erase_if(formulas, [&](const FormulaDef& f) { return f.id == id.toStdString(); });
    m_scene.setFormulas(formulas);
  });
  connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &CurvePicker::updateButtons);
  connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
    if (item->parent() == m_userGroup) editFormula(item->data(0, kIdRole).toString());
  });
  paintSwatches();

  connect(m_search, &QLineEdit::textChanged, this, &CurvePicker::filter);
  connect(m_search, &QLineEdit::returnPressed, this, &CurvePicker::toggleFound);
  m_search->installEventFilter(this);  // Down goes on into the list
  connect(m_tree, &QTreeWidget::itemChanged, this, &CurvePicker::onItemChanged);
  connect(&scene, &Scene::changed, this, [this](int what) {
    if (what & Scene::kCurves) readScene();
    // The view's panels or the neuron (a companion curve's colour: companionCurves), or the
    // window's theme.
    if ((what & (Scene::kView | Scene::kNeuron)) != 0) followView();
  });
  readScene();
  // Open the groups that hold a shown curve; the others stay folded until searched.
  for (QTreeWidgetItem* g : m_groups) g->setExpanded(g->checkState(0) != Qt::Unchecked);
}

bool CurvePicker::isChecked(const QString& id) const {
  const QTreeWidgetItem* item = m_items.value(id);
  return item != nullptr && item->checkState(0) == Qt::Checked;
}

bool CurvePicker::isListed(const QString& id) const {
  const QTreeWidgetItem* item = m_items.value(id);
  return item != nullptr && !item->isHidden() && !item->parent()->isHidden();
}

bool CurvePicker::applyPreset(const QString& presetId) {
  for (const CurvePreset& p : curvePresets()) {
    if (p.id != presetId) continue;
    m_scene.setCurves(p.curves);
    for (QTreeWidgetItem* g : m_groups) g->setExpanded(g->checkState(0) != Qt::Unchecked);
    return true;
  }
  return false;
}

QTreeWidgetItem* CurvePicker::addItem(QTreeWidgetItem* group, const QString& id) {
  const gelu::FunctionInfo* f = m_scene.library().find(id.toStdString());
  auto* item = new QTreeWidgetItem(group, {curveName(*f)});
  item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
  item->setCheckState(0, Qt::Unchecked);
  item->setData(0, kIdRole, id);
  const QString formula = curvePlainFormula(*f);
  item->setToolTip(0, QString("%1 (%2): %3").arg(curveName(*f), id, formula));
  item->setData(0, kMathTipRole,
                QString("<b>%1</b> (%2)<br>$%3$")
                    .arg(curveName(*f).toHtmlEscaped(), id.toHtmlEscaped(), curveTex(*f)));
  // Found by its name in either language, its id or its formula.
  item->setData(0, kSearchRole,
                QString("%1 %2 %3 %4").arg(curveName(*f), fromUtf8(f->name), id, formula));
  if (group == m_userGroup) item->setText(0, QString("%1 = %2").arg(id, formula));
  m_items.insert(id, item);
  return item;
}

bool CurvePicker::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_search && event->type() == QEvent::KeyPress &&
      static_cast<QKeyEvent*>(event)->key() == Qt::Key_Down) {
    m_tree->setFocus(Qt::TabFocusReason);
    if (m_tree->currentItem() == nullptr || m_tree->currentItem()->isHidden()) {
      if (QTreeWidgetItem* first = firstListed()) m_tree->setCurrentItem(first);
    }
    return true;
  }
  if (watched == m_tree->viewport() && event->type() == QEvent::ToolTip) {
    const auto* help = static_cast<QHelpEvent*>(event);
    const QTreeWidgetItem* item = m_tree->itemAt(help->pos());
    QString tip = item != nullptr ? item->data(0, kMathTipRole).toString() : QString();
    if (!tip.isEmpty() && item->checkState(0) == Qt::PartiallyChecked) {
      tip += "<br><i>" +
             tr("Drawn by this view's panels beside the scene's curves; tick it to keep it in "
                "every view.")
                 .toHtmlEscaped() +
             "</i>";
    }
    if (tip.isEmpty()) {
      MathToolTip::hideText();
      return false;  // a group's own tooltip, if any
    }
    const QRect area = m_tree->visualItemRect(item);
    MathToolTip::showText(help->globalPos(), tip, m_tree->viewport(),
                          QRect(m_tree->viewport()->mapToGlobal(area.topLeft()), area.size()));
    return true;
  }
  return QWidget::eventFilter(watched, event);
}

QString CurvePicker::selectedFormula() const {
  const QList<QTreeWidgetItem*> selected = m_tree->selectedItems();
  if (selected.isEmpty() || selected.first()->parent() != m_userGroup ||
      selected.first()->isHidden()) {
    return {};
  }
  return selected.first()->data(0, kIdRole).toString();
}

void CurvePicker::updateButtons() {
  const bool formula = !selectedFormula().isEmpty();
  m_edit->setEnabled(formula);
  m_remove->setEnabled(formula);
}

void CurvePicker::editFormula(const QString& id) {
  FormulaDef start;
  std::vector<FormulaDef> others;
  for (const FormulaDef& f : m_scene.state().formulas) {
    if (f.id == id.toStdString()) {
      start = f;
    } else {
      others.push_back(f);
    }
  }
  FormulaDialog dialog(start, others, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const FormulaDef f = dialog.formula();
  if (!id.isEmpty() && f.id != id.toStdString()) {  // renamed: the old one goes
    std::vector<FormulaDef> formulas = m_scene.state().formulas;
    for (FormulaDef& g : formulas) {
      if (g.id == id.toStdString()) g = f;
    }
    m_scene.setFormulas(formulas);
    QStringList curves = m_scene.curves();
    curves << QString::fromStdString(f.id);
    m_scene.setCurves(curves);
    return;
  }
  m_scene.defineFormula(f);
}

void CurvePicker::syncFormulaItems() {
  QStringList want;
  for (const FormulaDef& f : m_scene.state().formulas) want << QString::fromStdString(f.id);
  QStringList have;
  for (int i = 0; i < m_userGroup->childCount(); ++i)
    have << m_userGroup->child(i)->data(0, kIdRole).toString();
  bool same = want == have;
  for (int i = 0; same && i < m_userGroup->childCount(); ++i) {
    const auto* f = m_scene.library().find(want[i].toStdString());
    same = f != nullptr && m_userGroup->child(i)
                               ->data(0, kSearchRole)
                               .toString()
                               .endsWith(fromUtf8(gelu::plainFormula(f->formula)));
  }
  if (same) return;
  for (const QString& id : have) m_items.remove(id);
  qDeleteAll(m_userGroup->takeChildren());
  for (const QString& id : want) {
    if (m_scene.library().find(id.toStdString()) != nullptr) addItem(m_userGroup, id);
  }
  m_userGroup->setExpanded(true);
  paintSwatches();
  filter(m_search->text());
}

void CurvePicker::readScene() {
  m_reading = true;
  syncFormulaItems();
  // A curve the view's panels draw beside the scene's (the approximations the errors compare,
  // the neuron's activation) is marked drawn but not chosen: a newcomer saw GELU (tanh) plotted
  // and unticked. Ticked, it joins the scene.
  const QStringList companions = swatchCompanions();
  const QString drawnBy = tr("drawn by this view's panels beside the scene's curves");
  for (auto it = m_items.begin(); it != m_items.end(); ++it) {
    const bool companion = companions.contains(it.key());
    const Qt::CheckState want = m_scene.isShown(it.key()) ? Qt::Checked
                                : companion               ? Qt::PartiallyChecked
                                                          : Qt::Unchecked;
    if (it.value()->checkState(0) != want) it.value()->setCheckState(0, want);
    const QString description = companion ? drawnBy : QString();
    if (it.value()->data(0, Qt::AccessibleDescriptionRole).toString() != description) {
      it.value()->setData(0, Qt::AccessibleDescriptionRole, description);
    }
  }
  const QList<CurveGroup> groups = curveGroups(m_scene.library());
  for (int i = 0; i < m_groups.size(); ++i) {
    int shown = 0;
    for (const QString& id : groups[i].curves) shown += m_scene.isShown(id) ? 1 : 0;
    const QString text =
        shown == 0
            ? groups[i].name
            : tr("%1 (%2 of %3)").arg(groups[i].name).arg(shown).arg(groups[i].curves.size());
    if (m_groups[i]->text(0) != text) m_groups[i]->setText(0, text);
  }
  // Only on a change: QTreeView lays out and repaints every row whenever a row's hiding is set.
  if (m_userGroup->isHidden() != (m_userGroup->childCount() == 0)) {
    m_userGroup->setHidden(m_userGroup->childCount() == 0);
  }
  updateButtons();
  // A shown curve's colour depends on the others shown (and on the formulas).
  if (m_scene.curves() != m_swatchCurves || m_scene.formulas() != m_swatchFormulas) {
    paintSwatches();
  }
  m_reading = false;
}

void CurvePicker::changeEvent(QEvent* event) {
  if (event->type() == QEvent::PaletteChange) paintSwatches();
  QWidget::changeEvent(event);
}

void CurvePicker::filter(const QString& text) {
  const QString needle = text.trimmed();
  for (QTreeWidgetItem* g : m_groups) {
    int listed = 0;
    for (int i = 0; i < g->childCount(); ++i) {
      QTreeWidgetItem* c = g->child(i);
      const bool match = needle.isEmpty() ||
                         c->data(0, kSearchRole).toString().contains(needle, Qt::CaseInsensitive);
      c->setHidden(!match);
      listed += match ? 1 : 0;
    }
    g->setHidden(listed == 0 || g->childCount() == 0);
    if (!needle.isEmpty()) g->setExpanded(true);
  }
  // The first curve found is the one Enter ticks: marked, and scrolled to. Nothing found:
  // nothing marked (a formula hidden by the search stays out of Edit's and Remove's reach).
  if (!needle.isEmpty()) {
    QTreeWidgetItem* first = firstListed();
    m_tree->setCurrentItem(first);
    if (first != nullptr) m_tree->scrollToItem(first);
    if (first == nullptr) m_tree->clearSelection();
  }
  updateButtons();
}

QTreeWidgetItem* CurvePicker::firstListed() const {
  for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::NotHidden); *it; ++it) {
    QTreeWidgetItem* item = *it;
    if (item->parent() != nullptr && !item->parent()->isHidden()) return item;  // not a group
  }
  return nullptr;
}

void CurvePicker::toggleFound() {
  if (m_search->text().trimmed().isEmpty()) return;
  if (QTreeWidgetItem* item = firstListed()) {
    item->setCheckState(0, item->checkState(0) == Qt::Checked ? Qt::Unchecked : Qt::Checked);
  }
}

void CurvePicker::onItemChanged(QTreeWidgetItem* item) {
  if (m_reading || item->parent() == nullptr) return;  // groups follow their children
  const QString id = item->data(0, kIdRole).toString();
  const bool on = item->checkState(0) == Qt::Checked;
  if (m_scene.isShown(id) == on || m_syncQueued) return;
  // A group tick changes every child, one itemChanged each: write the Scene once, after the
  // last of them (one change, one undo step).
  m_syncQueued = true;
  QMetaObject::invokeMethod(this, &CurvePicker::writeScene, Qt::QueuedConnection);
}

void CurvePicker::writeScene() {
  m_syncQueued = false;
  QStringList ids;
  for (auto it = m_items.cbegin(); it != m_items.cend(); ++it) {
    if (it.value()->checkState(0) == Qt::Checked) ids << it.key();
  }
  m_scene.setCurves(ids);
  readScene();  // the group counts
}

void CurvePicker::followView() {
  if (swatchCompanions() != m_swatchCompanions || m_scene.view().theme != m_swatchTheme) {
    paintSwatches();
    readScene();  // the curves the view draws beside the scene's, marked
  }
}

QStringList CurvePicker::swatchCompanions() const {
  // The panels the view shows (its own where the scene names none, as ViewArea::shownIds).
  const ViewState& view = m_scene.view();
  QStringList shown = toQt(view.panels);
  if (shown.isEmpty()) {
    if (const auto* own = gelu::model::builtInView(view.current)) shown = toQt(own->panels);
  }
  return companionCurves(m_scene, shown);
}

void CurvePicker::paintSwatches() {
  m_swatchCurves = m_scene.curves();
  m_swatchFormulas = m_scene.formulas();
  m_swatchCompanions = swatchCompanions();
  m_swatchTheme = m_scene.view().theme;
  // The window's theme (high contrast has colours of its own, not the dark theme's).
  const Theme theme = Theme::forScreen(m_scene.view().theme);
  const QSize size = m_tree->iconSize();
  const qreal dpr = devicePixelRatioF();
  for (auto it = m_items.begin(); it != m_items.end(); ++it) {
    const QPen pen =
        theme.curvePen(it.key(), 2.0, m_scene.formulas(), m_scene.curves(), m_swatchCompanions);
    // Only a swatch whose look changed is painted again (a curve shown or hidden recolours a
    // few others at most).
    const QString key = QStringLiteral("%1 %2 %3 %4 %5 %6")
                            .arg(m_tree->palette().color(QPalette::Base).name())
                            .arg(pen.color().name())
                            .arg(static_cast<int>(pen.style()))
                            .arg(pen.widthF())
                            .arg(size.width() * dpr)
                            .arg(size.height() * dpr);
    if (it.value()->data(0, kSwatchRole).toString() == key) continue;
    // The selected row's swatch on a chip of the list's own background: tinted by the style
    // (its default for a selected icon), the line vanished into the highlight (a newcomer's
    // searched-for Swish showed no line style).
    const auto swatch = [&](bool chip) {
      QPixmap pm(size * dpr);
      pm.setDevicePixelRatio(dpr);
      pm.fill(Qt::transparent);
      QPainter painter(&pm);
      painter.setRenderHint(QPainter::Antialiasing);
      if (chip) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(m_tree->palette().color(QPalette::Base));
        painter.drawRoundedRect(QRectF(QPointF(0, 0), QSizeF(size)), 3, 3);
      }
      painter.setPen(pen);
      painter.drawLine(QPointF(1, size.height() / 2.0),
                       QPointF(size.width() - 1, size.height() / 2.0));
      return pm;
    };
    QIcon icon(swatch(false));
    icon.addPixmap(swatch(true), QIcon::Selected);
    it.value()->setIcon(0, icon);
    it.value()->setData(0, kSwatchRole, key);
  }
}

}  // namespace ui
