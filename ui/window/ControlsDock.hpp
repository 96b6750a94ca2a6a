#pragma once
/// @file
/// @brief The controls that write the Scene: x, μ, σ, curves, activation parameters, ranges,
/// Monte Carlo settings.
#include <QDockWidget>
#include <QMap>
#include <string>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QScrollArea;
class QDoubleSpinBox;
class QFormLayout;
class QSlider;
class QToolButton;
class QSpinBox;

namespace ui {

class CurvePicker;
class ParameterSlider;
class Scene;
class SeedEdit;

class ControlsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ControlsDock(Scene& scene, QWidget* parent = nullptr);
  QSlider* xSlider() const { return m_xSlider; }
  CurvePicker* curves() const { return m_curves; }

 public:
  /// Shows the sections the panels `ids` use: x where one of them depends on it (`xUsed`); the
  /// Gaussian, the curves and their parameters, the range and the Monte Carlo run where a panel
  /// draws them; a panel's own controls where it is shown.
  void showSectionsFor(const QStringList& ids, bool xUsed = true);
  /// Holds the panel `panelId`'s own controls (PlotPanel::takeControls()) in a section `title`,
  /// under x: shown while the panel is.
  void holdPanelControls(const QString& panelId, const QString& title, QWidget* controls);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QLabel* m_speedText = nullptr;
  QScrollArea* m_scroll = nullptr;
  QGroupBox* m_xBox = nullptr;
  QGroupBox* m_shapeBox = nullptr;
  QMap<QString, QGroupBox*> m_panelBoxes;  ///< a panel's own controls, by its id
  QWidget* m_panelFocusEnd = nullptr;      ///< the last of them in the focus chain
  QGroupBox* m_curvesBox = nullptr;
  QGroupBox* m_paramBox = nullptr;
  QGroupBox* m_rangeBox = nullptr;
  QGroupBox* m_mcBox = nullptr;
  /// A section whose fields fold under a line saying their values (see makeFold()).
  struct Fold {
    QGroupBox* box = nullptr;
    QToolButton* toggle = nullptr;  ///< the line: folds and unfolds
    QObject* line = nullptr;        ///< sets the line's text, elided at its end to its width
    QWidget* body = nullptr;        ///< the fields
    QString title;                  ///< the section's
    QString values;                 ///< what its fields hold, said when it is folded
    QString description;
    QMargins margins;     ///< the box's own, unfolded
    bool chosen = false;  ///< the user folded or unfolded it: kept so
  };
  std::vector<Fold> m_folds;  ///< the view range's, the run's settings (folded first)
  static constexpr std::size_t kRangeFold = 0, kMonteCarloFold = 1;  // (their places in it)
  /// Makes `box` a section that folds; returns the widget its fields go in.
  QWidget* makeFold(QGroupBox* box, const char* name, const QString& what,
                    const QString& description);
  void showFold(Fold& fold, bool open);
  void sayFolded(std::size_t index, const QString& values);
  /// Folds sections where the dock is too short for every control, else unfolds them.
  void foldToFit();
  void readScene();
  /// The wheel turns `w` only once it has the focus; otherwise it scrolls the dock.
  void takeWheelOnlyWithFocus(QWidget* w);
  /// takeWheelOnlyWithFocus() for each field (spin box, list, slider) within `root`.
  void takeWheelOnlyWithFocusWithin(QWidget& root);
  /// Rebuilds the typed formulas' parameter sliders when the formulas' parameters (not their
  /// values) changed, then shows the values.
  void readFormulaParameters();
  /// Shows the rows of the parameters the view's curves (and its neuron) read, no others.
  void showUsedParameters();
  bool m_neuronShown = true;  ///< whether the view shows the neuron (its activation's parameters)
  bool m_curvesShown = true;
  QString m_shownRows;  ///< which parameter rows showUsedParameters() last showed  ///< whether the
                        ///< view shows a panel of the chosen curves
  Scene& m_scene;
  QSlider* m_xSlider = nullptr;
  QDoubleSpinBox* m_xSpin = nullptr;
  ParameterSlider* m_mu = nullptr;
  ParameterSlider* m_sigma = nullptr;
  ParameterSlider* m_alpha = nullptr;
  ParameterSlider* m_beta = nullptr;
  ParameterSlider* m_slope = nullptr;
  ParameterSlider* m_lambda = nullptr;
  QDoubleSpinBox* m_xMin = nullptr;
  QDoubleSpinBox* m_xMax = nullptr;
  QDoubleSpinBox* m_yMin = nullptr;
  QDoubleSpinBox* m_yMax = nullptr;
  SeedEdit* m_seed = nullptr;
  QComboBox* m_method = nullptr;
  QSlider* m_speed = nullptr;
  CurvePicker* m_curves = nullptr;
  QFormLayout* m_paramRows = nullptr;    ///< α, β, slope, λ, the formulas' rows, the reset
  QFormLayout* m_formulaRows = nullptr;  ///< a slider per typed formula's parameter
  /// The (formula, parameter) pairs the sliders stand for, in order.
  std::vector<std::pair<std::string, std::string>> m_formulaParameterIds;
  std::vector<ParameterSlider*> m_formulaSliders;
};

}  // namespace ui
