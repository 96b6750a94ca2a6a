#pragma once
/// @file
/// @brief The stochastic zero-or-identity (SOI) Monte Carlo: keep x with probability
/// p = Φ((x − μ)/σ), else output 0. The running mean of the outputs converges to x·p = GELU(x).
///
/// Deterministic for a given seed (own xoshiro256** generator and own variate algorithms, so the
/// same seed gives the same draws with any standard library). Memory is constant in n.

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace gelu::soi {

/// @brief How a single mask is drawn. Both keep x with probability p.
enum class Method {
  Uniform,  ///< U ~ U(0,1), keep if U < p
  Normal,   ///< X ~ N(μ, σ²), keep if X ≤ x — the definition p = P(X ≤ x)
};

/// @brief "uniform" / "normal".
std::string_view toString(Method m) noexcept;
/// @brief Parses "uniform" / "normal"; nullopt otherwise.
std::optional<Method> parseMethod(std::string_view s) noexcept;

/// @brief xoshiro256** seeded through splitmix64: a fixed algorithm, identical everywhere.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 1) noexcept;
  /// @brief 64 random bits.
  std::uint64_t next() noexcept;
  /// @brief Uniform on [0, 1) with 53 random bits.
  double uniform() noexcept;
  /// @brief Standard normal (Marsaglia's polar method; no libm trigonometry).
  double normal() noexcept;
  /// @brief true with probability exactly p (lazily compares an infinite-precision uniform).
  bool bernoulli(double p) noexcept;

 private:
  std::uint64_t m_s[4];
  double m_spareNormal = 0.0;
  bool m_hasSpare = false;
};

/// @brief An exact Binomial(n, p) variate (Knuth's recursive beta splitting), O(log n) time.
std::uint64_t binomial(Rng& rng, std::uint64_t n, double p) noexcept;

/// @brief The two-sided 95% quantile of the normal distribution the project rounds to: every
/// "± (95%)" read-out, error bar and funnel uses it.
inline constexpr double kZ95 = 1.96;

/// @brief The exact 95% band of the running mean after n draws: x·p ± 1.96·|x|·√(p(1−p)/n).
struct Band {
  double low = 0.0;
  double high = 0.0;
};

/// @brief The band at a real n > 0 (the funnel drawn ahead of the path, between whole draws).
Band funnel95(double x, double p, double q, double n) noexcept;
/// @brief Band for the running mean after n ≥ 1 draws (q = 1 − p, passed for accuracy).
Band band95(double x, double p, double q, std::uint64_t n) noexcept;

/// @brief One draw, as a viewer would see it.
struct Draw {
  double variate = 0.0;     ///< U (uniform method) or X (normal method)
  bool kept = false;        ///< mask = 1
  double value = 0.0;       ///< x if kept, else 0
  std::uint64_t index = 0;  ///< which draw of the run it is (1 for the first; 0: not known)
};

/// @brief What to simulate.
struct Config {
  double x = 0.0;
  double mu = 0.0;     ///< mean of the Gaussian (generalized GELU)
  double sigma = 1.0;  ///< its standard deviation, > 0
  std::uint64_t seed = 1;
  Method method = Method::Uniform;
  friend bool operator==(const Config&, const Config&) = default;
};

/// @brief Is the configuration usable (x, μ finite; σ finite and > 0)?
bool valid(const Config& c) noexcept;

/// @brief The SOI simulation at one x: per-draw steps and exact binomial fast-forward.
class Simulator {
 public:
  /// @brief Starts at n = 0. `c` must be valid().
  explicit Simulator(const Config& c);

  const Config& config() const noexcept { return m_config; }
  double p() const noexcept { return m_p; }  ///< Φ((x − μ)/σ)
  double q() const noexcept { return m_q; }  ///< 1 − p, computed without cancellation
  double expected() const noexcept { return m_config.x * m_p; }  ///< x·p, the GELU value
  std::uint64_t n() const noexcept { return m_n; }
  std::uint64_t kept() const noexcept { return m_kept; }
  /// @brief The running mean x·kept/n (NaN before the first draw).
  double mean() const noexcept;
  /// @brief Exact standard error of the running mean, |x|·√(pq/n) (NaN before the first draw).
  double stdError() const noexcept;
  /// @brief The exact 95% band at the current n.
  Band band() const noexcept { return band95(m_config.x, m_p, m_q, m_n); }

  /// @brief One draw with the configured method.
  Draw step() noexcept;
  /// @brief `count` individual draws (fast loop, same draws as `count` calls of step()).
  void drawMany(std::uint64_t count) noexcept;
  /// @brief Adds Binomial(count, p) kept draws: exact in distribution, O(log count) time.
  void fastForward(std::uint64_t count) noexcept;
  /// @brief The last draws of the last fastForward() (at most `count`, oldest first, numbered),
  /// which it counted without drawing them one by one: drawn now from their exact distribution
  /// given its count — the last is kept with probability kept/count, the one before it from
  /// what is left (without replacement), and so on; each variate on its side of the test — so
  /// they are a run's latest draws as faithfully as if each had been drawn. From a generator of
  /// their own (seeded by the seed and n: the run's own draws are unchanged; the same every
  /// call). Empty after step() or drawMany(). The normal method gives up on a draw whose side
  /// it would take over 65,536 tries to reach (a side of probability under ~10⁻⁵): then only
  /// the draws after it.
  std::vector<Draw> countedDraws(std::size_t count) const;
  /// @brief Back to n = 0 with the same seed (the same draws again).
  void reset() noexcept;

 private:
  Config m_config;
  double m_p = 0.5;
  double m_q = 0.5;
  double m_z = 0.0;               ///< (x − μ)/σ: the normal method compares Z ≤ z
  std::uint64_t m_keepBelow = 0;  ///< floor(p·2⁶⁴): the uniform method keeps when bits < this
  double m_keepFraction = 0.0;    ///< p·2⁶⁴ − m_keepBelow, decides ties
  Rng m_rng;
  std::uint64_t m_n = 0;
  std::uint64_t m_kept = 0;
  std::uint64_t m_counted = 0;      ///< the last fastForward()'s count (0 after a draw)
  std::uint64_t m_countedKept = 0;  ///< and how many of those it kept
};

/// @brief `count` log-spaced draw counts 1 ≤ n₁ < … < n_count = total (needs 1 ≤ count ≤ total).
std::vector<std::uint64_t> logCheckpoints(std::uint64_t total, std::size_t count);

/// @brief The state of a run at one checkpoint.
struct Checkpoint {
  std::uint64_t n = 0;
  std::uint64_t kept = 0;
  double mean = 0.0;
  Band band;
};

/// @brief How to run to `samples` draws.
struct RunOptions {
  std::uint64_t samples = 1000;          ///< total draws, ≥ 1
  std::size_t checkpoints = 0;           ///< 0: only the final state; else log-spaced rows
  std::uint64_t perDrawLimit = 1 << 16;  ///< draws up to here are simulated one by one
  /// Called after each checkpoint (and each chunk of per-draw work) with (done, total);
  /// return false to cancel.
  std::function<bool(std::uint64_t, std::uint64_t)> progress;
};

/// @brief Result of run().
struct RunResult {
  std::uint64_t n = 0;
  std::uint64_t kept = 0;
  double mean = 0.0;
  double stdError = 0.0;
  double p = 0.0;
  double q = 0.0;
  double expected = 0.0;
  std::vector<Checkpoint> checkpoints;
  bool cancelled = false;
};

/// @brief Largest supported number of draws (10^15).
inline constexpr std::uint64_t kMaxSamples = 1'000'000'000'000'000ULL;

/// @brief Simulates to options.samples draws: per-draw up to perDrawLimit, then exact binomial
/// increments between checkpoints. Same config and options → identical result.
RunResult run(const Config& config, const RunOptions& options);

}  // namespace gelu::soi
