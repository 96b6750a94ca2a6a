#include "core/training_cost.hpp"

#include "core/format.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gelu::training {
namespace {

constexpr double kPerPointParameter = 1.2e-9;
constexpr double kPerPointUnitBuiltIn = 60e-9;
constexpr double kPerPointUnitFormula = 500e-9;
constexpr double kPerStepParameter = 8e-9;
constexpr double kPerStep = 100e-9;

}  // namespace

double secondsPerEpoch(const RunShape& run) {
  double parameters = 0;
  double units = 0;
  double in = std::max(1, run.inputs);
  for (const int u : run.hidden) {
    parameters += (in + 1) * u;
    units += u;
    in = u;
  }
  parameters += in + 1;
  const double points = std::max(0, run.points);
  const double training = std::max(1.0, std::floor(points * (1 - run.testShare)));
  const double steps =
      run.batch <= 0 || run.batch >= training ? 1 : std::ceil(training / run.batch);
  const auto network = [&](double perUnit) {
    return points * (kPerPointParameter * parameters + perUnit * units) +
           steps * (kPerStepParameter * parameters + kPerStep);
  };
  return std::max(0, run.builtIns) * network(kPerPointUnitBuiltIn) +
         std::max(0, run.formulas) * network(kPerPointUnitFormula);
}

std::int64_t epochsThatFit(const RunShape& run, int runs) {
  const double perEpoch = secondsPerEpoch(run) * std::max(1, runs);
  if (perEpoch <= 0) return std::numeric_limits<std::int64_t>::max();
  const double n = std::floor(kMaxRunSeconds / perEpoch);
  return n >= 9e18 ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(n);
}

bool fits(const RunShape& run, std::int64_t epochs, int runs) {
  return epochs <= epochsThatFit(run, runs);
}

std::string refusal(const RunShape& run, std::int64_t epochs, int runs) {
  if (fits(run, epochs, runs)) return {};
  const std::int64_t fit = epochsThatFit(run, runs);
  const std::string most = fit > 0 ? "use at most " + std::to_string(fit) + " epochs, or " : "use ";
  return "this would take " +
         aboutDuration(secondsPerEpoch(run) * std::max(1, runs) * static_cast<double>(epochs)) +
         " (at most 1 hour): " + most + "fewer points, units or activations, or a larger batch";
}

}  // namespace gelu::training
