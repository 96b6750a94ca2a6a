#pragma once
/// @file
/// @brief Activations side by side: small multiples on identical axes, one per shown curve with
/// its derivative faint; or each curve's difference to GELU. The grid follows the plot's size
/// and type size (CompareGrid); curves that do not fit go to further pages.
#include <QHash>
#include <QPointer>
#include <utility>
#include "ui/panels/CompareGrid.hpp"

#include "ui/panels/PlotPanel.hpp"

class QCheckBox;
class QLabel;
class QToolButton;

namespace ui {

class ValuesTable;

class ComparePanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit ComparePanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the check box.
  void setPresentation(bool on) override;
  /// One small plot per shown curve.
  int plotCount() const;
  /// Sets the Scene's compare-difference flag (the panel shows it; the Scene keeps it).
  void setDifferenceMode(bool on);
  /// The grid in use and the page shown (0-based); setPage clamps.
  const CompareGrid& grid() const { return m_grid; }
  int page() const { return m_page; }
  void setPage(int page);
  /// The page (0-based) and the pages of the last figure drawn of it (an export's, at its size).
  std::pair<int, int> drawnPage() const { return m_drawnPage; }

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override;
  void resetView() override;
  bool adaptToSize(int width, int height) override;
  QStringList exportNotes(const FigureLayout& figure) const override;
  void resizeEvent(QResizeEvent* e) override;
  void keyPressEvent(QKeyEvent* e) override;
  /// Every small plot the same size: the cells that carry the shared axes' labels (the first
  /// column, the lowest plot of each column) are that much wider or taller.
  bool fitLayout() override;
  /// The curve of the small multiple under the pointer at x: its value, its derivative's, and
  /// the difference to GELU when that is drawn.
  QString hoverTextIn(QCPAxisRect* rect, double x, double y) const override;
  /// The values table at x, read as a row per curve ("GELU: f(x) 0.3457, f′(x) 0.8675").
  QString accessibleDetails() const override;

 private:
  void applyView();
  void updatePager();
  CompareGrid gridFor(int width, int height) const;
  CompareGrid m_grid;
  /// Each plot's name item, for fitLayout() to drop a definition its plot is too narrow for.
  QHash<QCPAxisRect*, QPointer<QCPItemText>> m_names;
  int m_page = 0;
  mutable std::pair<int, int> m_drawnPage{0, 1};
  int m_areaWidth = 0;  ///< the plot size the grid was chosen for
  int m_areaHeight = 0;
  QToolButton* m_prev = nullptr;
  QToolButton* m_next = nullptr;
  QLabel* m_pageLabel = nullptr;
  bool m_difference = false;  ///< what is drawn: follows the Scene's flag
  /// The values at x of the page's curves, in the grid's first spare cell (none: nullptr).
  QPointer<ValuesTable> m_values;
  QStringList m_valueIds;  ///< the curves it lists
  /// Fills m_values with the values at x.
  void fillValues();
  QCheckBox* m_diffBox = nullptr;
};

}  // namespace ui
