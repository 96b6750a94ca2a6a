#include "core/soi.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "core/normal.hpp"

namespace gelu::soi {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// After the first 64 bits tied with floor(p·2⁶⁴), decide with further bits against the
/// remaining fraction (probability 2⁻⁶⁴ per draw, so this never costs anything in practice).
bool refineTie(Rng& rng, double frac) noexcept {
  double r = frac;
  while (r > 0.0) {
    r = std::ldexp(r, 64);
    const auto t = static_cast<std::uint64_t>(r);
    r -= static_cast<double>(t);
    const std::uint64_t u = rng.next();
    if (u != t) return u < t;
  }
  return false;
}

/// U < p for U = u·2⁻⁶⁴ decided on raw bits: compare u with floor(p·2⁶⁴), and only on a tie
/// look at further bits against the remaining fraction. Needs 0 ≤ p < 1.
struct KeepThreshold {
  std::uint64_t below = 0;  ///< floor(p·2⁶⁴)
  double fraction = 0.0;    ///< p·2⁶⁴ − below, exact
};

KeepThreshold keepThreshold(double p) noexcept {
  const double scaled = std::ldexp(p, 64);
  const auto below = static_cast<std::uint64_t>(scaled);
  return {below, scaled - static_cast<double>(below)};
}

bool keeps(Rng& rng, std::uint64_t u, const KeepThreshold& k) noexcept {
  if (u != k.below) [[likely]]
    return u < k.below;
  return refineTie(rng, k.fraction);
}

}  // namespace

std::string_view toString(Method m) noexcept { return m == Method::Normal ? "normal" : "uniform"; }

std::optional<Method> parseMethod(std::string_view s) noexcept {
  if (s == "uniform") return Method::Uniform;
  if (s == "normal") return Method::Normal;
  return std::nullopt;
}

Rng::Rng(std::uint64_t seed) noexcept {
  std::uint64_t state = seed;
  for (std::uint64_t& s : m_s) s = splitmix64(state);
}

std::uint64_t Rng::next() noexcept {
  const std::uint64_t result = std::rotl(m_s[1] * 5, 7) * 9;
  const std::uint64_t t = m_s[1] << 17;
  m_s[2] ^= m_s[0];
  m_s[3] ^= m_s[1];
  m_s[1] ^= m_s[2];
  m_s[0] ^= m_s[3];
  m_s[2] ^= t;
  m_s[3] = std::rotl(m_s[3], 45);
  return result;
}

double Rng::uniform() noexcept { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

double Rng::normal() noexcept {
  if (m_hasSpare) {
    m_hasSpare = false;
    return m_spareNormal;
  }
  double u = 0.0;
  double v = 0.0;
  double s = 0.0;
  do {
    u = 2.0 * uniform() - 1.0;
    v = 2.0 * uniform() - 1.0;
    s = u * u + v * v;
  } while (s >= 1.0 || s == 0.0);
  const double m = std::sqrt(-2.0 * std::log(s) / s);
  m_spareNormal = v * m;
  m_hasSpare = true;
  return u * m;
}

bool Rng::bernoulli(double p) noexcept {
  if (!(p > 0.0)) return false;
  if (p >= 1.0) return true;
  return keeps(*this, next(), keepThreshold(p));
}

Band funnel95(double x, double p, double q, double n) noexcept {
  const double centre = x * p;
  if (!(n > 0.0))
    return {-std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  const double se = std::fabs(x) * std::sqrt(p * q / n);
  return {centre - kZ95 * se, centre + kZ95 * se};
}

Band band95(double x, double p, double q, std::uint64_t n) noexcept {
  return funnel95(x, p, q, static_cast<double>(n));
}

bool valid(const Config& c) noexcept {
  return std::isfinite(c.x) && std::isfinite(c.mu) && std::isfinite(c.sigma) && c.sigma > 0.0;
}

Simulator::Simulator(const Config& c) : m_config(c), m_rng(c.seed) {
  if (!valid(c)) throw std::invalid_argument("soi::Simulator: x, mu must be finite, sigma > 0");
  m_p = cdf(c.x, c.mu, c.sigma);
  m_q = cdf(-c.x, -c.mu, c.sigma);  // Φ(−z) = 1 − Φ(z), accurate when p ≈ 1
  m_z = (c.x - c.mu) / c.sigma;
  if (m_p < 1.0) {
    const KeepThreshold k = keepThreshold(m_p);
    m_keepBelow = k.below;
    m_keepFraction = k.fraction;
  }
}

double Simulator::mean() const noexcept {
  if (m_n == 0) return std::numeric_limits<double>::quiet_NaN();
  return m_config.x * (static_cast<double>(m_kept) / static_cast<double>(m_n));
}

double Simulator::stdError() const noexcept {
  if (m_n == 0) return std::numeric_limits<double>::quiet_NaN();
  return std::fabs(m_config.x) * std::sqrt(m_p * m_q / static_cast<double>(m_n));
}

Draw Simulator::step() noexcept {
  Draw d;
  if (m_config.method == Method::Uniform) {
    // U < p, decided on the raw bits: U = u·2⁻⁶⁴ (the tie is resolved exactly).
    const std::uint64_t u = m_rng.next();
    d.kept = m_p >= 1.0 || keeps(m_rng, u, {m_keepBelow, m_keepFraction});
    d.variate = static_cast<double>(u) * 0x1.0p-64;
  } else {
    const double z = m_rng.normal();
    d.kept = z <= m_z;
    d.variate = m_config.mu + m_config.sigma * z;
  }
  d.value = d.kept ? m_config.x : 0.0;
  ++m_n;
  m_kept += d.kept ? 1 : 0;
  d.index = m_n;
  m_counted = 0;
  return d;
}

void Simulator::drawMany(std::uint64_t count) noexcept {
  std::uint64_t kept = 0;
  if (m_config.method == Method::Uniform) {
    if (m_p >= 1.0) {
      for (std::uint64_t i = 0; i < count; ++i) m_rng.next();
      kept = count;
    } else {
      const KeepThreshold k{m_keepBelow, m_keepFraction};
      for (std::uint64_t i = 0; i < count; ++i) kept += keeps(m_rng, m_rng.next(), k) ? 1 : 0;
    }
  } else {
    for (std::uint64_t i = 0; i < count; ++i) kept += m_rng.normal() <= m_z ? 1 : 0;
  }
  m_n += count;
  m_kept += kept;
  m_counted = 0;
}

void Simulator::fastForward(std::uint64_t count) noexcept {
  const std::uint64_t kept = binomial(m_rng, count, m_p);
  m_kept += kept;
  m_n += count;
  m_counted = count;
  m_countedKept = kept;
}

std::vector<Draw> Simulator::countedDraws(std::size_t count) const {
  const auto want = static_cast<std::size_t>(std::min<std::uint64_t>(count, m_counted));
  std::vector<Draw> out;
  if (want == 0) return out;
  Rng rng(m_config.seed ^ (m_n * 0x9E3779B97F4A7C15ULL));
  // A uniform integer below `bound` > 0, exactly (rejection of the incomplete last block).
  const auto below = [&rng](std::uint64_t bound) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t v = rng.next();
    while (v >= limit) v = rng.next();
    return v % bound;
  };
  std::uint64_t left = m_counted;
  std::uint64_t keptLeft = m_countedKept;
  out.reserve(want);
  // From the last backwards: draw `left` is kept with probability keptLeft/left.
  while (out.size() < want) {
    Draw d;
    d.kept = below(left) < keptLeft;
    if (m_config.method == Method::Uniform) {
      // U's bits on the draw's side of step()'s test: below floor(p·2⁶⁴) kept, above not.
      // (The tie at floor(p·2⁶⁴) itself, of probability 2⁻⁶⁴, is left out.)
      std::uint64_t u = 0;
      if (m_p >= 1.0) {
        u = rng.next();
      } else if (d.kept) {
        u = m_keepBelow > 0 ? below(m_keepBelow) : 0;
      } else {
        u = m_keepBelow + 1 + below(UINT64_MAX - m_keepBelow);
      }
      d.variate = static_cast<double>(u) * 0x1.0p-64;
    } else {
      constexpr int kTries = 1 << 16;
      bool found = false;
      for (int t = 0; t < kTries && !found; ++t) {
        const double z = rng.normal();
        found = (z <= m_z) == d.kept;
        if (found) d.variate = m_config.mu + m_config.sigma * z;
      }
      if (!found) break;
    }
    d.value = d.kept ? m_config.x : 0.0;
    d.index = m_n - out.size();
    out.push_back(d);
    --left;
    keptLeft -= d.kept ? 1 : 0;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

void Simulator::reset() noexcept {
  m_rng = Rng(m_config.seed);
  m_n = 0;
  m_kept = 0;
  m_counted = 0;
}

std::vector<std::uint64_t> logCheckpoints(std::uint64_t total, std::size_t count) {
  if (count == 0 || total == 0 || count > total) {
    throw std::invalid_argument("logCheckpoints: need 1 <= count <= total");
  }
  std::vector<std::uint64_t> out;
  out.reserve(count);
  const double logTotal = std::log(static_cast<double>(total));
  std::uint64_t prev = 0;
  for (std::size_t k = 1; k <= count; ++k) {
    const double ideal = std::exp(logTotal * static_cast<double>(k) / static_cast<double>(count));
    auto v = static_cast<std::uint64_t>(std::llround(std::min(ideal, static_cast<double>(total))));
    const std::uint64_t lo = prev + 1;
    const std::uint64_t hi = total - (count - k);
    v = k == count ? total : std::clamp(v, lo, hi);
    out.push_back(v);
    prev = v;
  }
  return out;
}

RunResult run(const Config& config, const RunOptions& options) {
  if (options.samples == 0 || options.samples > kMaxSamples) {
    throw std::invalid_argument("soi::run: samples must be in 1..1e15");
  }
  Simulator sim(config);
  const std::vector<std::uint64_t> targets =
      options.checkpoints == 0 ? std::vector<std::uint64_t>{options.samples}
                               : logCheckpoints(options.samples, options.checkpoints);
  RunResult result;
  result.checkpoints.reserve(options.checkpoints);
  constexpr std::uint64_t kChunk = 1 << 20;  // per-draw work between progress reports
  for (const std::uint64_t target : targets) {
    while (sim.n() < std::min(target, options.perDrawLimit)) {
      const std::uint64_t todo =
          std::min({target, options.perDrawLimit, sim.n() + kChunk}) - sim.n();
      sim.drawMany(todo);
      if (options.progress && sim.n() < target && !options.progress(sim.n(), options.samples)) {
        result.cancelled = true;
        break;
      }
    }
    if (result.cancelled) break;
    if (sim.n() < target) sim.fastForward(target - sim.n());
    if (options.checkpoints != 0) {
      result.checkpoints.push_back({sim.n(), sim.kept(), sim.mean(), sim.band()});
    }
    if (options.progress && !options.progress(sim.n(), options.samples)) {
      result.cancelled = sim.n() < options.samples;
      if (result.cancelled) break;
    }
  }
  result.n = sim.n();
  result.kept = sim.kept();
  result.mean = sim.mean();
  result.stdError = sim.stdError();
  result.p = sim.p();
  result.q = sim.q();
  result.expected = sim.expected();
  return result;
}

}  // namespace gelu::soi
