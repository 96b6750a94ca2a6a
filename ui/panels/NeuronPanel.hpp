#pragma once
/// @file
/// @brief The paper's 2-input neuron as a small diagram: inputs, weights, bias, the weighted
/// sum and the activation's output, with controls that write the Scene; or the gated unit of a
/// transformer MLP, (w·x + b) ⊙ act(v·x + c), with act = GELU, Swish or ReLU.
#include <vector>

#include "ui/panels/PlotPanel.hpp"

class QComboBox;
class QDoubleSpinBox;
class QCPItemText;

namespace ui {

class MathItemText;

class NeuronPanel : public PlotPanel {
  Q_OBJECT
 public:
  explicit NeuronPanel(Scene& scene, QWidget* parent = nullptr);
  /// The output text drawn in the diagram.
  QString outputText() const;

 protected:
  bool sceneChanged(int what) override;
  QString accessibleDetails() const override { return outputText(); }
  void rebuildCurves() override;
  void updateX() override {}
  void resetView() override;
  bool dependsOnX() const override { return false; }

 private:
  /// Gives both axes the same pixels per unit at the plot's current size (after each layout),
  /// and sizes the type with the diagram (fitType()).
  void keepRound();
  /// The diagram's type shrinks with its pixels per unit (to no less than kMinTextPoints), so a
  /// small plot — on screen or in a figure — still holds every label off the arrows; a number
  /// inside a circle shrinks further until it fits the circle.
  void fitType(double pixelsPerUnit);
  struct Label {
    MathItemText* item;
    double points;  ///< its size at full scale
    bool bold;
    double fitWidth;  ///< the width it must fit in, in units (0: none)
  };
  std::vector<Label> m_labels;  ///< every text of the diagram (rebuildCurves() remakes them)
  double m_pixelsPerUnit = 0;   ///< what the type was last fitted to
  void writeScene();
  void readScene();
  QDoubleSpinBox* m_x1 = nullptr;
  QDoubleSpinBox* m_x2 = nullptr;
  QDoubleSpinBox* m_w1 = nullptr;
  QDoubleSpinBox* m_w2 = nullptr;
  QDoubleSpinBox* m_bias = nullptr;
  QComboBox* m_activation = nullptr;
  QComboBox* m_gate = nullptr;  ///< plain, or a gated unit (GEGLU, SwiGLU, ReGLU)
  QDoubleSpinBox* m_v1 = nullptr;
  QDoubleSpinBox* m_v2 = nullptr;
  QDoubleSpinBox* m_c = nullptr;
  QList<QWidget*> m_gateWidgets;  ///< shown only for a gated unit
  QStringList m_activationIds;    ///< what the box lists, in order
  void fillActivations();
  QString m_output;
  QStringList m_colouredWith;  ///< the companions its colours were chosen with (rebuildCurves)
};

}  // namespace ui
