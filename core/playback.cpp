#include "core/playback.hpp"

#include <algorithm>
#include <cmath>

namespace gelu::soi {

std::uint64_t nextTarget(std::uint64_t n, double speed, std::uint64_t max) {
  if (n >= max) return max;
  if (n < kSingleCoins) return n + 1;
  const double growth = 1.0 + kGrowthPerSpeed * speed;
  const double next = std::ceil(static_cast<double>(n) * growth);
  const std::uint64_t target =
      next >= static_cast<double>(max) ? max : static_cast<std::uint64_t>(next);
  return std::min(std::max(target, n + 1), max);
}

double runToGrowth(std::uint64_t from, std::uint64_t target) noexcept {
  const double start = static_cast<double>(std::max(from, kSingleCoins));
  for (const double growth : {1.12, 1.25, 1.5}) {
    double n = start;
    for (int frame = 0; frame < kRunToFrames && n < static_cast<double>(target); ++frame) {
      n *= growth;
    }
    if (n >= static_cast<double>(target)) return growth;
  }
  return 2.0;  // (20·2⁷⁵ is past any count)
}

std::uint64_t nextRunTarget(std::uint64_t n, double growth, std::uint64_t target, double speed) {
  if (n >= target) return target;
  if (n < kSingleCoins) return n + 1;
  if (!(growth > 1.0)) return nextTarget(n, speed, target);
  const double next = std::ceil(static_cast<double>(n) * growth);
  const std::uint64_t grown =
      next >= static_cast<double>(target) ? target : static_cast<std::uint64_t>(next);
  return std::min(std::max(grown, nextTarget(n, speed, target)), target);
}

void advanceTo(Simulator& sim, std::uint64_t target, std::deque<Draw>* recent) {
  const std::uint64_t perDraw = std::min(target, kPerDrawLimit);
  while (sim.n() < perDraw) {
    const std::uint64_t remaining = perDraw - sim.n();
    if (recent != nullptr && remaining <= kRecentDraws) {
      recent->push_back(sim.step());  // the last few draws are kept for the coin strip
      if (recent->size() > kRecentDraws) recent->pop_front();
    } else {
      sim.drawMany(recent != nullptr ? remaining - kRecentDraws : remaining);
    }
  }
  if (sim.n() < target) {
    const std::uint64_t batch = target - sim.n();
    sim.fastForward(batch);
    // Its latest draws, from their distribution given the count (Simulator::countedDraws).
    if (recent != nullptr) {
      const std::vector<Draw> latest = sim.countedDraws(kRecentDraws);
      // Coins that follow one another: where the normal method gave up on a draw, only those
      // after it (the older coins are not the draws before them).
      if (!latest.empty() && latest.size() < std::min<std::uint64_t>(kRecentDraws, batch)) {
        recent->clear();
      }
      for (const Draw& d : latest) recent->push_back(d);
      while (recent->size() > kRecentDraws) recent->pop_front();
    }
  }
}

PlaybackRate playbackRate(double speed) noexcept {
  // As Pacer::due and nextTarget play it.
  const int ticksPerCoin = std::max(1, static_cast<int>(kSlowTicks / speed));
  return {static_cast<double>(kTicksPerSecond) / ticksPerCoin,
          std::pow(1.0 + kGrowthPerSpeed * speed, kTicksPerSecond)};
}

bool Pacer::due(std::uint64_t n, double speed) noexcept {
  if (n >= kSingleCoins) return true;
  m_tick = (m_tick + 1) % std::max(1, static_cast<int>(kSlowTicks / speed));
  return m_tick == 0;
}

}  // namespace gelu::soi
