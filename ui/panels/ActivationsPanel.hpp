#pragma once
/// @file
/// @brief GELU beside the chosen activations (the paper's Figure 1 by default), with the point
/// at x, the current Monte Carlo estimate with its 95% error bar, and the neuron's point.
#include "ui/panels/CurveSetPanel.hpp"

class QCPGraph;
class QCPErrorBars;
class QLabel;

namespace ui {

class ActivationsPanel : public CurveSetPanel {
  Q_OBJECT
 public:
  explicit ActivationsPanel(Scene& scene, QWidget* parent = nullptr);
  /// Also hides the Monte Carlo estimate and the neuron's output (not part of the story).
  void setPresentation(bool on) override;
  /// The Monte Carlo estimate only beside the Monte Carlo panel, the neuron's output only beside
  /// the neuron.
  void setCompanions(const QStringList& shown) override;
  /// The Monte Carlo estimate drawn at x (NaN before the first draw) and its error bar.
  QPointF estimate() const;
  double estimateErrorBar() const;
  /// The neuron's point (weighted sum, output).
  QPointF neuronPoint() const;
  /// The Scene's curves, and those the companion panels speak of (outside a lecture, whose
  /// deck names its curves exactly): beside the errors panel the approximations it compares,
  /// beside the neuron its activation (its output is marked on that curve).
  QStringList drawnCurves() const override;
  void setDeckCurves(bool exactly) override;

 protected:
  bool sceneChanged(int what) override;
  void rebuildCurves() override;
  void updateX() override;
  void restyle() override;

 private:
  void updateEstimate();
  void updateNeuron();
  void resizeEvent(QResizeEvent* e) override;
  /// The read-out's box fixed to the panel's width and its lines: a new text at every step of x
  /// then lays nothing out again (a box that may change size makes the panel's layout, and its
  /// typeset title, measure again at every step).
  void fitReadout();
  /// Shows and lists the marks as the presentation and the companions allow.
  void showMarks();
  /// "GELU(x) = x Φ(x) = 0.50 × 0.6915 = 0.3457" in the corner while GELU is drawn.
  void updateReadout();
  QLabel* m_readout = nullptr;
  /// The title for the curves shown ("beside its approximations" only when one is).
  void updateTitle();
  bool m_presenting = false;
  bool m_companionsKnown = false;
  bool m_withMonteCarlo = true;
  bool m_withNeuron = true;
  bool m_withErrors = false;
  bool m_deckCurves = false;  ///< setDeckCurves()
  QStringList m_drawn;        ///< drawnCurves() when the curves were last built
  QCPGraph* m_estimate = nullptr;
  QCPErrorBars* m_bars = nullptr;
  QCPGraph* m_neuron = nullptr;
};

}  // namespace ui
