#pragma once
/// @file
/// @brief How a Monte Carlo run is played to a viewer: single coins first, then frames that
/// grow geometrically; per-draw simulation while the draws can be shown, exact binomial
/// fast-forward beyond. Pure logic: the window owns the timer, this decides what each tick does.

#include <cstddef>
#include <cstdint>
#include <deque>

#include "core/soi.hpp"

namespace gelu::soi {

inline constexpr std::uint64_t kSingleCoins = 20;        ///< draws shown one at a time
inline constexpr std::uint64_t kPerDrawLimit = 1 << 16;  ///< beyond: binomial fast-forward
inline constexpr std::size_t kRecentDraws = 24;          ///< the coin strip's length
inline constexpr int kTicksPerSecond = 25;               ///< a player's frames (40 ms each)
inline constexpr double kGrowthPerSpeed = 0.12;          ///< nextTarget()'s growth per frame
inline constexpr int kSlowTicks = 6;                     ///< Pacer: frames per coin at speed 1

/// @brief What a speed means to a viewer: single coins a second at first (below kSingleCoins),
/// then the factor n grows by in a second, at kTicksPerSecond frames.
struct PlaybackRate {
  double coinsPerSecond = 0;
  double growthPerSecond = 0;
};
PlaybackRate playbackRate(double speed) noexcept;

/// @brief n after the next frame: n + 1 below kSingleCoins, then ⌈n·(1 + 0.12·speed)⌉ (at least
/// n + 1), never past `max`.
std::uint64_t nextTarget(std::uint64_t n, double speed, std::uint64_t max = kMaxSamples);

/// @brief Frames a run to n takes past its single coins, at most (3 s at kTicksPerSecond): asked
/// for a count, the viewer waits for the estimate, not for the show.
inline constexpr int kRunToFrames = 75;

/// @brief The growth per frame that takes a run to `target` begun at `from` draws there within
/// kRunToFrames frames past its single coins: the least of ×1.12, ×1.25 and ×1.5 that does, else
/// ×2 (past ~3·10¹⁴). Products of exact factors, so the same on every compiler.
double runToGrowth(std::uint64_t from, std::uint64_t target) noexcept;

/// @brief n after the next frame of a run to `target` growing by `growth` (runToGrowth()): a
/// coin a frame below kSingleCoins, then nextTarget()'s or ⌈n·growth⌉, whichever is more, never
/// past `target` (a growth not above 1, NaN included: nextTarget()'s alone).
std::uint64_t nextRunTarget(std::uint64_t n, double growth, std::uint64_t target, double speed);

/// @brief Advances `sim` to `target` draws: one by one up to kPerDrawLimit, the last
/// kRecentDraws of those appended to `recent` (when given; older ones dropped), then by exact
/// binomial fast-forward, whose latest draws (Simulator::countedDraws) are appended too. The
/// individual draws up to kPerDrawLimit are the same however the advance is split.
void advanceTo(Simulator& sim, std::uint64_t target, std::deque<Draw>* recent);

/// @brief Paces the single coins: while n < kSingleCoins a tick draws only every
/// max(1, 6/speed) ticks (about 4 coins a second at 25 ticks a second and speed 1).
class Pacer {
 public:
  /// @brief Whether this tick should advance the run at n draws.
  bool due(std::uint64_t n, double speed) noexcept;
  void reset() noexcept { m_tick = 0; }

 private:
  int m_tick = 0;
};

}  // namespace gelu::soi
