#pragma once
/// @file
/// @brief The one source of truth of one view of the world: the model (x, the shape, curves, view
/// range, Monte Carlo settings, neuron) and the view flags (precision lens, compare mode, theme,
/// lecture step), plus the Monte Carlo run. Panels observe it; controls write it.
///
/// Every change goes through setState()/setView(): the new state is checked against
/// limits.hpp once, compared once, everything derived from it (the function library, the
/// simulation) is finished, and then one changed(flags) says what the change touched. The
/// simulation's own progress (draws, play/pause) has its own signals.

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include <string>
#include <string_view>
#include "core/activations.hpp"
#include "core/function_library.hpp"
#include "core/neuron.hpp"
#include "core/playback.hpp"
#include "core/soi.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

class TrainingRun;

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

  static constexpr double kXLimit = limits::kX.max;  ///< |x| and the view range stay inside

  /// What a change touched (the argument of changed()).
  enum Change {
    kX = 1,
    kShape = 2,   ///< μ, σ, α, β, slope, λ
    kCurves = 4,  ///< the set of shown curves
    kRange = 8,   ///< the view range
    kSimulationSettings = 16,
    kNeuron = 32,
    kView = 64,  ///< precision lens, compare mode, theme, lecture step
    /// The Monte Carlo run was rebuilt (back to n = 0) or restarted at a new x: what it shows
    /// is new (x, μ, σ, the seed, the method, the grid or a reset).
    kSimulation = 128,
    kPropagation = 256,   ///< the deep network's gain, depth, width or bias
    kNumberFormat = 512,  ///< the number-format panel's formats or kernel
    kTraining = 1024,     ///< the training panel's data, networks or optimizer
  };

  const ModelState& state() const { return m_model; }
  const ViewState& view() const { return m_view; }

  double x() const { return m_model.x; }
  double mu() const { return m_model.mu; }
  double sigma() const { return m_model.sigma; }
  double alpha() const { return m_model.alpha; }
  double beta() const { return m_model.beta; }
  double slope() const { return m_model.slope; }
  double lambda() const { return m_model.lambda; }
  gelu::Params params() const { return gelu::model::paramsOf(m_model); }

  /// The functions this scene knows: the built-ins and its valid typed formulas. Replaced (not
  /// changed) when the formulas change; hold libraryPtr() to keep rows beyond that.
  const gelu::FunctionLibrary& library() const { return *m_library; }
  const gelu::FunctionLibraryPtr& libraryPtr() const { return m_library; }
  /// The scene's typed formulas (the valid ones, in definition order) with their looks.
  const std::vector<FormulaDef>& formulas() const { return m_model.formulas; }

  /// Ids of the activation curves shown (in the descriptor table's order).
  const std::vector<std::string>& curveIds() const { return m_model.curves; }
  /// The same as Qt's strings.
  QStringList curves() const;
  bool isShown(std::string_view id) const { return gelu::model::contains(m_model.curves, id); }
  bool isShown(const QString& id) const { return isShown(id.toStdString()); }
  bool isShown(const char* id) const { return isShown(std::string_view(id)); }

  double xMin() const { return m_model.xMin; }
  double xMax() const { return m_model.xMax; }
  double yMin() const { return m_model.yMin; }
  double yMax() const { return m_model.yMax; }

  // Monte Carlo
  quint64 seed() const { return m_model.seed; }
  gelu::soi::Method method() const {
    return m_model.normalMethod ? gelu::soi::Method::Normal : gelu::soi::Method::Uniform;
  }
  double speed() const { return m_model.speed; }
  bool playing() const { return m_timer.isActive(); }
  bool gridMode() const { return m_model.gridMode; }
  const gelu::soi::Simulator& simulator() const { return *m_sim; }
  const std::vector<PathPoint>& path() const { return m_path; }
  /// The most recent individual draws (newest last), for the coin strip.
  const std::deque<gelu::soi::Draw>& recentDraws() const { return m_recent; }
  /// Grid mode: the x of each grid point and its current estimate.
  const std::vector<double>& gridX() const { return m_gridX; }
  std::vector<double> gridMeans() const;
  std::vector<double> gridStdErrors() const;

  const NeuronState& neuron() const { return m_model.neuron; }
  const PropagationState& propagation() const { return m_model.propagation; }
  const NumberFormatState& numberFormat() const { return m_model.numberFormat; }
  const TrainingState& training() const { return m_model.training; }
  /// The training panel's networks and how far they have run (set up again, at epoch 0, when
  /// the training settings or what its activations compute change).
  TrainingRun& trainingRun() const { return *m_training; }
  gelu::NeuronOutput neuronOutput() const;

  /// @brief The runs as they stand: the Monte Carlo's draws (its path, coins and grid) and the
  /// training's epoch. A lecture plays on the window's Scene; leaving it, the window's own runs
  /// come back (restoreRuns()).
  struct Runs {
    std::shared_ptr<const gelu::soi::Simulator> sim;
    std::vector<PathPoint> path;
    std::deque<gelu::soi::Draw> recent;
    std::vector<gelu::soi::Simulator> grid;
    int epoch = 0;
  };
  Runs runs() const;
  /// @brief Puts back `runs` taken from this Scene, stopped: the Monte Carlo run where its
  /// settings are the present ones (x, μ, σ, the seed, the method and the grid), announced as a
  /// new run; the training played again to its epoch where it is behind it (the same settings
  /// train the same networks).
  void restoreRuns(const Runs& runs);

  /// `s` as the Scene would hold it: values outside limits.hpp clamped, non-finite values and
  /// unknown ids replaced by the current ones, curves in the descriptor table's order.
  ModelState sanitized(const ModelState& s) const;
  /// The same against `library` (the one `s`'s formulas make).
  ModelState sanitized(const ModelState& s, const gelu::FunctionLibrary& library) const;
  /// Sets every field of `s` (sanitized); see the file comment.
  void setState(const ModelState& s);
  /// Sets the view flags (theme, lenses, lecture step; panels and window state are stored
  /// as given, for the window).
  void setView(const ViewState& v);

 public slots:
  void setX(double x);
  void setMu(double mu);
  void setSigma(double sigma);
  void setAlpha(double alpha);
  void setBeta(double beta);
  void setSlope(double slope);
  void setLambda(double lambda);
  void resetShape();
  void setCurveShown(const QString& id, bool shown);
  /// Shows exactly these activation curves (unknown ids are ignored), with one curvesChanged.
  void setCurves(const QStringList& ids);
  /// Replaces the typed formulas (invalid ones are left out); curves of removed formulas go.
  void setFormulas(const std::vector<FormulaDef>& formulas);
  /// Sets the parameter `name` of the formula `id` (a slider's value); nothing when there is no
  /// such parameter or the value is out of range.
  void setFormulaParameter(const QString& id, const QString& name, double value);
  /// Adds or replaces one formula (by id) and shows it; false (nothing changes) if invalid.
  bool defineFormula(const FormulaDef& formula);
  void setXRange(double min, double max);
  void setYRange(double min, double max);
  void setSeed(quint64 seed);
  void setMethod(gelu::soi::Method m);
  void setSpeed(double speed);
  void setGridMode(bool on);
  void setNeuron(const NeuronState& n);
  void setPropagation(const PropagationState& p);
  void setNumberFormat(const NumberFormatState& f);
  void setTraining(const TrainingState& t);
  void setPrecisionLens(bool on);
  void setCompareDifference(bool on);
  /// The compare panel's page (0-based; the panel clamps it to the pages it has).
  void setComparePage(int page);
  void setTheme(ThemeChoice theme);
  /// 0 (not in lecture mode) or the lecture's step (1-based).
  void setLectureStep(int step);
  void setPlaying(bool on);
  void togglePlaying() { setPlaying(!playing()); }
  /// One playback tick's worth of draws (one draw while the viewer follows single coins).
  void stepSimulation();
  /// Reset as the user presses it: stops playing, forgets a run target, back to n = 0.
  void stopAndReset();
  /// Plays the run until it has `n` draws (at most kMaxDraws), then stops ("run to n").
  void runTo(std::uint64_t n);
  /// The draws a run to n stops at (0: none).
  std::uint64_t runTarget() const { return m_runTarget; }
  /// Advances to n draws (at most 10^15) in playback steps, so the path looks as if played.
  void simulateTo(std::uint64_t n);
  /// Back to n = 0 with the same seed.
  void resetSimulation();

 signals:
  /// After one change, with everything derived from it ready: what it touched (Change flags).
  void changed(int changes);
  /// More draws were made (n grew; the run is the same).
  void simulationAdvanced();
  void playingChanged(bool playing);

 private:
  /// setState()/setView() of the current state with `change` applied.
  template <typename F>
  void edit(F&& change);
  template <typename F>
  void editView(F&& change);
  /// Both make the new run without a signal; the caller announces it (kSimulation).
  void rebuildSimulation();
  void restartAtXKeepingGrid();
  void advanceTo(std::uint64_t n, bool announce = true);
  void onTick();

  ModelState m_model;
  ViewState m_view;
  gelu::FunctionLibraryPtr m_library = gelu::FunctionLibrary::builtIns();
  std::unique_ptr<gelu::soi::Simulator> m_sim;
  std::vector<PathPoint> m_path;
  std::deque<gelu::soi::Draw> m_recent;
  std::vector<double> m_gridX;
  std::vector<gelu::soi::Simulator> m_grid;
  QTimer m_timer;
  gelu::soi::Pacer m_pacer;
  std::unique_ptr<TrainingRun> m_training;
  std::uint64_t m_runTarget = 0;  ///< runTo(): where Play stops (0: at kMaxDraws)
  double m_runGrowth = 1;         ///< and the growth per frame that gets it there (runToGrowth)
};

}  // namespace ui
