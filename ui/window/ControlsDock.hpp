#pragma once
/// @file
/// @brief The controls that write the Scene: x, μ, σ, α, curves, ranges, Monte Carlo settings.
#include <QDockWidget>
#include <QMap>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QSpinBox;

namespace ui {

class Scene;
class SeedEdit;

class ControlsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit ControlsDock(Scene& scene, QWidget* parent = nullptr);
  QSlider* xSlider() const { return m_xSlider; }
  QDoubleSpinBox* xSpin() const { return m_xSpin; }
  QCheckBox* curveBox(const QString& id) const { return m_curveBoxes.value(id); }

 private:
  void readScene();
  Scene& m_scene;
  QSlider* m_xSlider = nullptr;
  QDoubleSpinBox* m_xSpin = nullptr;
  QDoubleSpinBox* m_mu = nullptr;
  QDoubleSpinBox* m_sigma = nullptr;
  QDoubleSpinBox* m_alpha = nullptr;
  QDoubleSpinBox* m_xMin = nullptr;
  QDoubleSpinBox* m_xMax = nullptr;
  QDoubleSpinBox* m_yMin = nullptr;
  QDoubleSpinBox* m_yMax = nullptr;
  SeedEdit* m_seed = nullptr;
  QComboBox* m_method = nullptr;
  QSlider* m_speed = nullptr;
  QMap<QString, QCheckBox*> m_curveBoxes;
};

}  // namespace ui
