#pragma once
/// @file
/// @brief GELU as the hardware stores it: exact GELU, its tanh form and x·σ(1.702x) rounded to a
/// number format (a staircase where the format is coarse), or PyTorch 1.13's erf and tanh forms
/// on a CPU path of its own bit for bit (a long tensor, the vectorized path, one element;
/// core/torch_gelu), the inputs where a form stores another value than its correctly rounded one
/// marked, the error in the format's ULPs, where the other path stores other bits, where each
/// form stores 0, and the tally over every value of the format in [−8, 8] — computed by
/// enumeration (core/dtype). A second format side by side.
#include <QHash>

#include "core/dtype.hpp"
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/PlotPanel.hpp"

class QComboBox;
class QCPAxisRect;
class QCPLayoutGrid;
class QCPMarginGroup;

namespace ui {

class MathLabel;

class DTypePanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit DTypePanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the controls.
  void setPresentation(bool on) override;
  QWidget* takeControls() override;
  QString controlsTitle() const override { return tr("Number format"); }

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override {}
  bool dependsOnX() const override { return false; }
  QString accessibleDetails() const override;
  /// Over the first format's values: the input as the format stores it, exact GELU there, the
  /// value stored and each form's error in ULPs.
  QString hoverText(double x, double y) const override;
  /// Over any of the plots, the read-out in that column's format: its errors' plot reads the
  /// same values (their ULPs are what it draws).
  QString hoverTextIn(QCPAxisRect* rect, double x, double y) const override;
  QStringList exportNotes(const FigureLayout&) const override { return m_tallies; }
  /// Each plot's name above it, broken to its width; the errors' row tall enough for its name
  /// (balanceRows()).
  bool fitLayout() override;
  /// The errors' plots are a third of the figure's plot height by design (balanceRows()), a
  /// strip about 0 that reads smaller than the values': counted at 1.5 times their height.
  int shortestPlot() const override;
  /// Each column's values and errors plots are one figure: their heights summed, the least of
  /// the columns; the area from the first values plot's top to its errors plot's bottom.
  int figurePlotsHeight() const override;
  QRect figurePlotsArea() const override;

 private:
  void readScene();
  void writeScene();
  /// The errors' row tall enough for its y axis' name; returns whether the rows changed.
  bool balanceRows();
  QComboBox* m_dtype = nullptr;
  QComboBox* m_compare = nullptr;
  QComboBox* m_kernel = nullptr;
  QList<QWidget*> m_controls;
  MathLabel* m_tally = nullptr;  ///< its form names typeset
  /// A format's tally over [−8, 8] and where each form starts storing 0 (NaN: never).
  struct Tally {
    QString line;
    QList<double> zeroBelow;  ///< per form, exact GELU first
  };
  QHash<QString, Tally> m_tallyCache;  ///< by kernel, format and language
  QStringList m_tallies;               ///< one line per format shown
  PlotNames m_names;                   ///< above each plot (remade with the curves)
  QCPLayoutGrid* m_figure = nullptr;   ///< the plots' own grid, in the plot layout's first cell
  /// The read-out at x in format `type`: the input as stored, exact GELU there, the value stored
  /// and each form's error in ULPs.
  QString readout(gelu::dtype::DType type, double x) const;
  QList<QCPAxisRect*> m_rects;  ///< values and ULPs, a column per format
  /// A column's values and ULPs share their left and right margins: their x axes line up
  /// whatever their tick labels' widths ("−1" above "−5000"); a row's plots share their top
  /// margin: they line up whatever lines their names take ("GELU stored in float16 (exact,
  /// rounded once)" broken beside bfloat16's on one line).
  QList<QCPMarginGroup*> m_columnMargins;
};

}  // namespace ui
