#pragma once
/// @file
/// @brief The one source of truth of the window: x, μ, σ, α, which curves are shown, the view
/// range, the Monte Carlo settings and state, the neuron. Panels observe it; controls write it.

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <deque>
#include <memory>
#include <vector>

#include "core/activations.hpp"
#include "core/neuron.hpp"
#include "core/soi.hpp"
#include "ui/SceneState.hpp"

namespace ui {

/// @brief A point of the Monte Carlo convergence path.
struct PathPoint {
  double n = 0;
  double mean = 0;
};

class Scene : public QObject {
  Q_OBJECT
 public:
  explicit Scene(QObject* parent = nullptr);
  ~Scene() override;

  static constexpr double kXLimit = 50.0;  ///< |x| and the view range stay inside this

  double x() const { return m_x; }
  double mu() const { return m_params.mu; }
  double sigma() const { return m_params.sigma; }
  double alpha() const { return m_params.alpha; }
  const gelu::Params& params() const { return m_params; }

  /// Ids of the activation curves shown (in the descriptor table's order).
  QStringList curves() const { return m_curves; }
  bool isShown(const QString& id) const { return m_curves.contains(id); }

  double xMin() const { return m_xMin; }
  double xMax() const { return m_xMax; }
  double yMin() const { return m_yMin; }
  double yMax() const { return m_yMax; }

  // Monte Carlo
  quint64 seed() const { return m_seed; }
  gelu::soi::Method method() const { return m_method; }
  double speed() const { return m_speed; }
  bool playing() const { return m_timer.isActive(); }
  bool gridMode() const { return m_gridMode; }
  const gelu::soi::Simulator& simulator() const { return *m_sim; }
  const std::vector<PathPoint>& path() const { return m_path; }
  /// The most recent individual draws (newest last), for the coin strip.
  const std::deque<gelu::soi::Draw>& recentDraws() const { return m_recent; }
  /// Grid mode: the x of each grid point and its current estimate.
  const std::vector<double>& gridX() const { return m_gridX; }
  std::vector<double> gridMeans() const;
  std::vector<double> gridStdErrors() const;

  const NeuronState& neuron() const { return m_neuron; }

  /// Everything undo/redo restores and a scene file stores (not the simulation's progress).
  ModelState state() const;
  /// Sets every field of `s` (invalid values are ignored as by the setters); the simulation
  /// restarts only when its settings changed.
  void setState(const ModelState& s);
  gelu::NeuronOutput neuronOutput() const;

 public slots:
  void setX(double x);
  void setMu(double mu);
  void setSigma(double sigma);
  void setAlpha(double alpha);
  void resetShape();
  void setCurveShown(const QString& id, bool shown);
  /// Shows exactly these activation curves (unknown ids are ignored), with one curvesChanged.
  void setCurves(const QStringList& ids);
  void setXRange(double min, double max);
  void setYRange(double min, double max);
  void setSeed(quint64 seed);
  void setMethod(gelu::soi::Method m);
  void setSpeed(double speed);
  void setGridMode(bool on);
  void setPlaying(bool on);
  void togglePlaying() { setPlaying(!playing()); }
  /// One playback tick's worth of draws (one draw while the viewer follows single coins).
  void stepSimulation();
  /// Advances to n draws (at most 10^15) in playback steps, so the path looks as if played.
  void simulateTo(std::uint64_t n);
  /// Back to n = 0 with the same seed.
  void resetSimulation();
  void setNeuron(const NeuronState& n);

 signals:
  void xChanged(double x);
  void shapeChanged();  ///< μ, σ or α
  void curvesChanged();
  void rangeChanged();
  void simulationReset();
  void simulationAdvanced();
  void simulationSettingsChanged();
  void playingChanged(bool playing);
  void neuronChanged();

 private:
  void rebuildSimulation();
  void restartAtXKeepingGrid();
  void advanceTo(std::uint64_t n);
  std::uint64_t nextTarget() const;
  void onTick();

  double m_x = 0.5;
  gelu::Params m_params;
  QStringList m_curves;
  double m_xMin = -4.0;
  double m_xMax = 3.0;
  double m_yMin = -1.5;
  double m_yMax = 3.0;
  quint64 m_seed = 1;
  gelu::soi::Method m_method = gelu::soi::Method::Uniform;
  double m_speed = 1.0;
  bool m_gridMode = false;
  std::unique_ptr<gelu::soi::Simulator> m_sim;
  std::vector<PathPoint> m_path;
  std::deque<gelu::soi::Draw> m_recent;
  std::vector<double> m_gridX;
  std::vector<gelu::soi::Simulator> m_grid;
  QTimer m_timer;
  NeuronState m_neuron;
  int m_slowTick = 0;
};

}  // namespace ui
