#pragma once
/// @file
/// @brief Small networks trained side by side: seeded datasets, a multilayer perceptron whose
/// hidden activation is any library function or typed formula (forward through f, backward
/// through f′), SGD with momentum or Adam.
///
/// Deterministic: every random draw comes from soi::Rng streams derived from the seed in a fixed
/// order (the data, its split, the initial weights, the batches), never from a
/// std::*_distribution, and every sum runs in a fixed order, so a seed and settings give the same
/// bits on every run. Networks of the same shapes and seed start from the same weights whatever
/// their activation: the comparison a GELU lecture needs.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/activations.hpp"
#include "core/soi.hpp"

namespace gelu::training {

enum class DatasetKind { Circle, Xor, Gaussians, Spiral, Regression };
/// @brief "circle", "xor", "gaussians", "spiral", "regression"; nullopt otherwise.
std::optional<DatasetKind> parseDataset(std::string_view name) noexcept;
std::string_view datasetName(DatasetKind kind) noexcept;

inline constexpr int kMinPoints = 10;
inline constexpr int kMaxPoints = 10000;
inline constexpr double kMaxNoise = 1.0;
inline constexpr int kMaxHiddenLayers = 6;
inline constexpr int kMaxUnits = 64;

struct DataConfig {
  DatasetKind kind = DatasetKind::Circle;
  int points = 500;        ///< train + test, kMinPoints..kMaxPoints
  double noise = 0.0;      ///< 0..kMaxNoise, in units of the data's scale (about 1)
  double testShare = 0.5;  ///< 0.1..0.9 of the points held out
  std::uint64_t seed = 1;
};

/// @brief One sample: inputs x1 (and x2 for the 2-D sets), target y (0 or 1 for classes).
struct Point {
  double x1 = 0.0;
  double x2 = 0.0;
  double y = 0.0;
};

struct Dataset {
  std::vector<Point> train;
  std::vector<Point> test;
  int inputs = 2;       ///< 1 for regression
  bool classes = true;  ///< two classes (cross-entropy) or regression (MSE)
};

/// @brief The points of a set, about [−1, 1]² (classes: half each), shuffled and split. Circle:
/// inside radius 0.5 against a ring from 0.7 to 1; xor: the quadrants, kept 0.05 off the axes;
/// gaussians: N((±0.4, ±0.4), 0.15²); spiral: two arms of 1¾ turns; regression: y = sin(3x) for
/// x in [−1, 1]. Noise: N(0, noise²) added to each coordinate (to y for regression). Throws
/// std::invalid_argument for a setting out of range.
Dataset makeDataset(const DataConfig& config);

enum class Init { He, Xavier, LeCun };
/// @brief "he", "xavier", "lecun"; nullopt otherwise.
std::optional<Init> parseInit(std::string_view name) noexcept;
enum class Optimizer { Sgd, Adam };
/// @brief "sgd", "adam"; nullopt otherwise.
std::optional<Optimizer> parseOptimizer(std::string_view name) noexcept;

struct NetConfig {
  std::vector<int> hidden = {8, 8};  ///< 1..kMaxHiddenLayers layers of 1..kMaxUnits units
  Init init = Init::He;  ///< N(0, s²) weights, s = gain·√(2/fan_in), √(2/(in+out)), √(1/in)
  double gain = 1.0;     ///< multiplies s, 0..10
};

struct TrainConfig {
  Optimizer optimizer = Optimizer::Adam;
  double learningRate = 0.01;  ///< 0 < r ≤ 10
  double momentum = 0.9;       ///< SGD's, 0..0.999 (PyTorch's form: v = μv + g, w −= r·v)
  int batch = 32;              ///< 1..kMaxPoints, or 0: the whole training set (so is a larger one)
  double l2 = 0.0;             ///< weight decay on the weights (not the biases), 0..1
  std::uint64_t seed = 1;      ///< the weights' and the batches' draws
};

struct Metrics {
  int epoch = 0;
  double trainLoss = 0.0;  ///< mean cross-entropy (classes) or squared error (regression)
  double testLoss = 0.0;
  double trainAccuracy = 0.0;  ///< share classified right; NaN for regression
  double testAccuracy = 0.0;
  int deadUnits = 0;  ///< hidden units with |f′(h)| < 1e-6 on every training point (no gradient)
};

/// @brief The columns of a training history as CSV: epoch, activation, train_loss, test_loss,
/// train_accuracy, test_accuracy, dead_units (with a newline).
inline constexpr std::string_view kCsvHeader =
    "epoch,activation,train_loss,test_loss,train_accuracy,test_accuracy,dead_units\n";
/// @brief Appends one row of those columns: numbers in their shortest exact form, a diverged
/// loss as nan or inf, no accuracy for regression (an empty field).
void appendCsvRow(std::string& out, std::string_view activation, const Metrics& m);

/// @brief A network and its optimizer on one dataset. The activation rows must outlive it.
class Trainer {
 public:
  /// Throws std::invalid_argument for shapes or settings out of range.
  Trainer(const Dataset& data, const FunctionInfo& f, const FunctionInfo& df, const Params& p,
          const NetConfig& net, const TrainConfig& train);

  /// One pass over the training set in batches (reshuffled each epoch unless full-batch).
  void epoch();
  int epochs() const { return m_epochs; }
  Metrics metrics() const;
  /// The output at (x1, x2): the probability of class 1, or ŷ for regression.
  double predict(double x1, double x2 = 0.0) const;
  /// The same at many points at once (one forward pass; each value the same bits as above).
  std::vector<double> predict(const std::vector<Point>& points) const;

  // For the gradient check: the parameters (weights then biases, layer by layer), the mean loss
  // (with the L2 term) and its gradient on some points.
  std::vector<double> parameters() const;
  void setParameters(const std::vector<double>& theta);
  double loss(const std::vector<Point>& points) const;
  std::vector<double> gradient(const std::vector<Point>& points) const;

 private:
  struct Layer {
    int in = 0;
    int out = 0;
    std::vector<double> w;  ///< out × in, row-major
    std::vector<double> b;  ///< out
  };
  /// Pre-activations and activations of every layer for n points, unit-major ([unit][point]).
  struct Pass {
    std::vector<std::vector<double>> h;
    std::vector<std::vector<double>> a;
    std::vector<std::vector<double>> slope;  ///< f′(h) of the hidden layers
  };
  /// `slopes`: also f′(h) of the hidden layers (backward and the dead units need them).
  void forward(const std::vector<Point>& pts, const std::size_t* index, std::size_t n, Pass& pass,
               bool slopes = true) const;
  /// The mean loss's gradient (same layout as parameters()) on those points.
  void backward(const std::vector<Point>& pts, const std::size_t* index, std::size_t n,
                const Pass& pass, std::vector<double>& grad) const;
  /// The mean data loss on pts, and the share right and the dead hidden units when asked.
  double meanLoss(const std::vector<Point>& pts, double* accuracy, int* dead) const;
  std::size_t parameterCount() const;

  const Dataset& m_data;
  const FunctionInfo& m_f;
  const FunctionInfo& m_df;
  Params m_params;
  TrainConfig m_train;
  std::vector<Layer> m_layers;
  std::vector<double> m_grad;
  std::vector<double> m_m;  ///< momentum (SGD) or Adam's first moment
  std::vector<double> m_v;  ///< Adam's second moment
  std::vector<std::size_t> m_order;
  soi::Rng m_batches;
  int m_epochs = 0;
  int m_steps = 0;
  Pass m_pass;
};

}  // namespace gelu::training
