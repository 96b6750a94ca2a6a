#pragma once
/// @file
/// @brief The dock's curve chooser: every activation in groups (GELU family, smooth,
/// rectifiers, piecewise), each with its line style, a search box over name, id and formula,
/// and presets ("the paper's Figure 1", …). It mirrors the Scene and writes it.
#include <QHash>
#include <QList>
#include <QStringList>
#include <QWidget>

#include "ui/model/SceneState.hpp"

class QLineEdit;
class QPushButton;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ui {

class Scene;

class CurvePicker : public QWidget {
  Q_OBJECT
 public:
  explicit CurvePicker(Scene& scene, QWidget* parent = nullptr);
  /// Is the curve's box ticked?
  bool isChecked(const QString& id) const;
  /// Is the curve listed (not hidden by the search)?
  bool isListed(const QString& id) const;
  /// The item of a curve (for tests and accessibility).
  QTreeWidgetItem* item(const QString& id) const { return m_items.value(id); }
  QLineEdit* searchBox() const { return m_search; }
  /// Shows the preset's curves (one undo step); false for an unknown preset id.
  bool applyPreset(const QString& presetId);
  /// Mirrors the Scene (ticks, group counts).
  void readScene();
  /// The window shows other panels: the swatches take the colours the view's panels draw the
  /// curves in (a companion curve beside the scene's takes another colour family).
  void followView();

 protected:
  void changeEvent(QEvent* event) override;
  /// The tree's tooltips, with the curve's definition typeset (MathToolTip).
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void filter(const QString& text);
  /// Enter in the search: the first curve found (the list's current one) ticked or unticked.
  void toggleFound();
  /// The first curve the list shows (the search's first find), or none: not a group.
  QTreeWidgetItem* firstListed() const;
  void onItemChanged(QTreeWidgetItem* item);
  void paintSwatches();
  /// The curves the view's panels draw beside the scene's (companionCurves): coloured so.
  QStringList swatchCompanions() const;
  void writeScene();
  QTreeWidgetItem* addItem(QTreeWidgetItem* group, const QString& id);
  /// Rebuilds "Your formulas" when the Scene's formulas changed.
  void syncFormulaItems();
  /// Opens the formula editor on `id` (empty: a new formula) and writes the result.
  void editFormula(const QString& id);
  QString selectedFormula() const;
  void updateButtons();
  QTreeWidgetItem* m_userGroup = nullptr;
  QToolButton* m_edit = nullptr;
  QToolButton* m_remove = nullptr;
  Scene& m_scene;
  QLineEdit* m_search = nullptr;
  QToolButton* m_presets = nullptr;
  QTreeWidget* m_tree = nullptr;
  QHash<QString, QTreeWidgetItem*> m_items;
  QList<QTreeWidgetItem*> m_groups;
  bool m_reading = false;
  QStringList m_swatchCurves;                ///< the shown curves the swatches were painted for
  std::vector<FormulaDef> m_swatchFormulas;  ///< and the formulas
  QStringList m_swatchCompanions;            ///< and the view's companion curves
  ThemeChoice m_swatchTheme = ThemeChoice::System;  ///< and the window's theme
  bool m_syncQueued = false;
};

}  // namespace ui
