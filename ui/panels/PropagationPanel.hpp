#pragma once
#include <vector>
/// @file
/// @brief What an activation does to a Gaussian, and to a signal through a deep random network:
/// the mean-field variance map as a cobweb diagram and the variance by layer beside its theory
/// (for every shown activation, each at the gain its rule gives it), the law of f(X) with a
/// histogram of draws, and the first activation's pre-activations layer by layer (a ridgeline).
/// The numbers come from core/moments and core/propagation; the network is the Scene's.
#include "ui/panels/PlotNames.hpp"
#include "ui/panels/PlotPanel.hpp"

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class QCPAxisRect;

namespace gelu {
struct FunctionInfo;
}

namespace ui {

class PropagationPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit PropagationPanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the controls.
  void setPresentation(bool on) override;
  QWidget* takeControls() override;
  QString controlsTitle() const override { return tr("Signal propagation"); }

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override {}
  void resetView() override;
  void restyle() override;
  bool dependsOnX() const override { return false; }
  QString accessibleDetails() const override { return m_summary; }
  /// Over the ridgeline: the layer of the ridge under the pointer with its mean and variance.
  QString hoverTextIn(QCPAxisRect* rect, double x, double y) const override;
  /// Each plot's name above it (its row's top margin holds it).
  bool fitLayout() override;

 private:
  void readScene();
  void writeScene();
  /// The activations shown (typed formulas included); GELU when none is.
  QList<const gelu::FunctionInfo*> activations() const;
  double gainOf(const gelu::FunctionInfo& f) const;
  /// One activation's network, at its own gain (rebuildCurves() draws every plot from these).
  struct Run;
  /// The networks of `fns`, each at its own gain; `qHigh` grows to the first one's early
  /// variances (the map's axes).
  std::vector<Run> runNetworks(const QList<const gelu::FunctionInfo*>& fns, double& qHigh) const;
  /// The variance map q ↦ q_{l+1}: the diagonal, each activation's map, the first one's
  /// staircase from q = 1 (up to layer `upTo`).
  void plotMap(const std::vector<Run>& runs, double qHigh, int upTo);
  /// The variance by layer on a log axis: the network's (dots) beside the recursion (lines).
  void plotVariances(const std::vector<Run>& runs, int upTo);
  /// The law of f(X) for the first activation: its density, a histogram of draws, its atoms.
  void plotLaw(const gelu::FunctionInfo& f, const gelu::FunctionInfo* df);
  /// The first activation's pre-activations in up to eight layers, a histogram each.
  void plotRidges(const std::vector<Run>& runs, int upTo);
  /// The names above the plots and the screen readers' summary.
  void nameThePlots(const std::vector<Run>& runs, const gelu::FunctionInfo& first,
                    const gelu::FunctionInfo* df);
  QCPAxisRect* m_cobweb = nullptr;
  QCPAxisRect* m_layers = nullptr;
  QCPAxisRect* m_law = nullptr;
  QCPAxisRect* m_ridges = nullptr;
  QComboBox* m_rule = nullptr;
  QSlider* m_gain = nullptr;
  QLabel* m_gainLabel = nullptr;
  QSpinBox* m_depth = nullptr;
  QSpinBox* m_width = nullptr;
  QList<QWidget*> m_controls;
  PlotNames m_names;  ///< above each plot (remade with the curves)
  QString m_summary;
  /// The ridgeline's rows as drawn: each row's base on the layer axis, its layer, and its
  /// pre-activations' mean and variance.
  struct RidgeRow {
    double base = 0;
    int layer = 0;
    double mean = 0;
    double variance = 0;
  };
  QList<RidgeRow> m_ridgeRows;
};

}  // namespace ui
