#include "core/training.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <span>
#include <stdexcept>
#include <string>

#include "core/format.hpp"

namespace gelu::training {
namespace {

#if defined(__wasm__)
/// WebAssembly has no hardware fma: the faithful GELU kernels cost about 25 times what they do
/// natively, and training (tens of thousands of GELU values an epoch) became ten times slower
/// than the page can bear. A network needs values good to a few ULPs, not correctly rounded
/// ones, so the web edition's trainer takes GELU = x·Φ(x) with Φ from the C library's erfc, and
/// GELU′ = Φ(x) + x·φ(x) (μ = 0, σ = 1 only). Its runs may differ from the desktop's in the last
/// bits, as runs through exp and log already may; the desktop's training is unchanged.
bool fastGelu(const FunctionInfo& f, const Params& p, std::span<const double> x,
              std::span<double> value, std::span<double> slope) {
  if (f.typed != nullptr || f.id != "gelu" || p.mu != 0.0 || p.sigma != 1.0) return false;
  constexpr double kRootHalf = 0.70710678118654752440;      // 1/√2
  constexpr double kInvRootTwoPi = 0.39894228040143267794;  // 1/√(2π)
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double v = x[i];
    const double phi = 0.5 * std::erfc(-v * kRootHalf);
    value[i] = v * phi;
    if (!slope.empty()) slope[i] = phi + v * (kInvRootTwoPi * std::exp(-0.5 * v * v));
  }
  return true;
}
#endif

constexpr std::pair<DatasetKind, std::string_view> kDatasets[] = {
    {DatasetKind::Circle, "circle"},
    {DatasetKind::Xor, "xor"},
    {DatasetKind::Gaussians, "gaussians"},
    {DatasetKind::Spiral, "spiral"},
    {DatasetKind::Regression, "regression"}};

/// A seed for stream `tag` of `seed` (SplitMix64's finaliser): the weights and the batches draw
/// from streams of their own, so a change in one never shifts the other's draws.
std::uint64_t stream(std::uint64_t seed, std::uint64_t tag) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (tag + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// An index uniform in 0..n−1.
std::size_t below(soi::Rng& rng, std::size_t n) {
  return std::min(n - 1, static_cast<std::size_t>(rng.uniform() * static_cast<double>(n)));
}

template <class T>
void shuffle(std::vector<T>& v, soi::Rng& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(rng, i)]);
}

void require(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument(what);
}

double sigmoid(double z) {
  if (z >= 0) return 1.0 / (1.0 + std::exp(-z));
  const double e = std::exp(z);
  return e / (1.0 + e);
}

/// log(1 + e^z) − y·z, the cross-entropy of a logit, without overflow.
double crossEntropy(double z, double y) {
  const double softplus = z > 0 ? z + std::log1p(std::exp(-z)) : std::log1p(std::exp(z));
  return softplus - y * z;
}

}  // namespace

std::optional<DatasetKind> parseDataset(std::string_view name) noexcept {
  for (const auto& [kind, n] : kDatasets) {
    if (n == name) return kind;
  }
  return std::nullopt;
}

std::string_view datasetName(DatasetKind kind) noexcept {
  for (const auto& [k, n] : kDatasets) {
    if (k == kind) return n;
  }
  return "circle";
}

std::optional<Init> parseInit(std::string_view name) noexcept {
  if (name == "he") return Init::He;
  if (name == "xavier") return Init::Xavier;
  if (name == "lecun") return Init::LeCun;
  return std::nullopt;
}

std::optional<Optimizer> parseOptimizer(std::string_view name) noexcept {
  if (name == "sgd") return Optimizer::Sgd;
  if (name == "adam") return Optimizer::Adam;
  return std::nullopt;
}

Dataset makeDataset(const DataConfig& c) {
  require(c.points >= kMinPoints && c.points <= kMaxPoints, "points out of range");
  require(c.noise >= 0.0 && c.noise <= kMaxNoise, "noise out of range");
  require(c.testShare >= 0.1 && c.testShare <= 0.9, "test share out of range");
  soi::Rng rng(c.seed);
  const int n = c.points;
  constexpr double kTau = 2.0 * std::numbers::pi;
  std::vector<Point> all(static_cast<std::size_t>(n));
  Dataset d;
  d.classes = c.kind != DatasetKind::Regression;
  d.inputs = d.classes ? 2 : 1;
  for (int i = 0; i < n; ++i) {
    Point& p = all[static_cast<std::size_t>(i)];
    const bool one = i < n / 2;  // classes: half each
    switch (c.kind) {
      case DatasetKind::Circle: {
        // uniform in area: inside radius 0.5, or in the ring from 0.7 to 1
        const double u = rng.uniform();
        const double r = one ? 0.5 * std::sqrt(u) : std::sqrt(0.49 + 0.51 * u);
        const double t = kTau * rng.uniform();
        p = {r * std::cos(t), r * std::sin(t), one ? 1.0 : 0.0};
        break;
      }
      case DatasetKind::Xor: {
        // class 1 in the quadrants where the signs agree, kept 0.05 off the axes
        const double a = 0.05 + rng.uniform();
        const double b = 0.05 + rng.uniform();
        const bool flip = rng.uniform() < 0.5;
        const double sa = flip ? -1.0 : 1.0;
        const double sb = one ? sa : -sa;
        p = {sa * a, sb * b, one ? 1.0 : 0.0};
        break;
      }
      case DatasetKind::Gaussians: {
        const double centre = one ? 0.4 : -0.4;
        const double a = centre + 0.15 * rng.normal();
        const double b = centre + 0.15 * rng.normal();
        p = {a, b, one ? 1.0 : 0.0};
        break;
      }
      case DatasetKind::Spiral: {
        const int arm = n / 2;
        const int k = one ? i : i - arm;
        const double f = static_cast<double>(k) / std::max(1, one ? arm : n - arm);
        const double r = 0.05 + 0.95 * f;
        const double t = 1.75 * kTau * f + (one ? 0.0 : std::numbers::pi);
        p = {r * std::sin(t), r * std::cos(t), one ? 1.0 : 0.0};
        break;
      }
      case DatasetKind::Regression: {
        const double x = 2.0 * rng.uniform() - 1.0;
        p = {x, 0.0, std::sin(3.0 * x)};
        break;
      }
    }
    if (c.noise > 0) {
      if (d.classes) {
        p.x1 += c.noise * rng.normal();
        p.x2 += c.noise * rng.normal();
      } else {
        p.y += c.noise * rng.normal();
      }
    }
  }
  shuffle(all, rng);
  const auto test = std::clamp<std::size_t>(static_cast<std::size_t>(std::lround(c.testShare * n)),
                                            1, static_cast<std::size_t>(n) - 1);
  d.test.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(test));
  d.train.assign(all.begin() + static_cast<std::ptrdiff_t>(test), all.end());
  return d;
}

Trainer::Trainer(const Dataset& data, const FunctionInfo& f, const FunctionInfo& df,
                 const Params& p, const NetConfig& net, const TrainConfig& train)
    : m_data(data),
      m_f(f),
      m_df(df),
      m_params(p),
      m_train(train),
      m_batches(stream(train.seed, 2)) {
  require(!net.hidden.empty() && net.hidden.size() <= kMaxHiddenLayers, "hidden layers: 1 to 6");
  for (const int u : net.hidden) require(u >= 1 && u <= kMaxUnits, "units per layer: 1 to 64");
  require(net.gain > 0.0 && net.gain <= 10.0, "gain out of range");
  require(train.learningRate > 0.0 && train.learningRate <= 10.0, "learning rate out of range");
  require(train.momentum >= 0.0 && train.momentum <= 0.999, "momentum out of range");
  require(train.l2 >= 0.0 && train.l2 <= 1.0, "L2 out of range");
  require(!data.train.empty() && !data.test.empty(), "no data");
  require(train.batch >= 0 && train.batch <= kMaxPoints, "batch out of range");
  soi::Rng weights(stream(train.seed, 1));
  int in = data.inputs;
  std::vector<int> sizes = net.hidden;
  sizes.push_back(1);
  for (const int out : sizes) {
    Layer l;
    l.in = in;
    l.out = out;
    double s = net.gain;
    switch (net.init) {
      case Init::He:
        s *= std::sqrt(2.0 / in);
        break;
      case Init::Xavier:
        s *= std::sqrt(2.0 / (in + out));
        break;
      case Init::LeCun:
        s *= std::sqrt(1.0 / in);
        break;
    }
    l.w.resize(static_cast<std::size_t>(in) * static_cast<std::size_t>(out));
    for (double& w : l.w) w = s * weights.normal();
    l.b.assign(static_cast<std::size_t>(out), 0.0);
    m_layers.push_back(std::move(l));
    in = out;
  }
  m_grad.assign(parameterCount(), 0.0);
  m_m.assign(parameterCount(), 0.0);
  m_v.assign(parameterCount(), 0.0);
  m_order.resize(data.train.size());
  for (std::size_t i = 0; i < m_order.size(); ++i) m_order[i] = i;
}

std::size_t Trainer::parameterCount() const {
  std::size_t n = 0;
  for (const Layer& l : m_layers) n += l.w.size() + l.b.size();
  return n;
}

void Trainer::forward(const std::vector<Point>& pts, const std::size_t* index, std::size_t n,
                      Pass& pass, bool slopes) const {
  const std::size_t layers = m_layers.size();
  pass.h.resize(layers);
  pass.a.resize(layers + 1);
  pass.slope.resize(layers);
  std::vector<double>& input = pass.a[0];
  input.resize(static_cast<std::size_t>(m_data.inputs) * n);
  for (std::size_t i = 0; i < n; ++i) {
    const Point& p = pts[index != nullptr ? index[i] : i];
    input[i] = p.x1;
    if (m_data.inputs == 2) input[n + i] = p.x2;
  }
  for (std::size_t l = 0; l < layers; ++l) {
    const Layer& L = m_layers[l];
    const std::vector<double>& a = pass.a[l];
    std::vector<double>& h = pass.h[l];
    h.resize(static_cast<std::size_t>(L.out) * n);
    for (int j = 0; j < L.out; ++j) {
      double* __restrict hj = h.data() + static_cast<std::size_t>(j) * n;
      std::fill(hj, hj + n, L.b[static_cast<std::size_t>(j)]);
      for (int k = 0; k < L.in; ++k) {
        const double w = L.w[static_cast<std::size_t>(j * L.in + k)];
        const double* __restrict ak = a.data() + static_cast<std::size_t>(k) * n;
        for (std::size_t i = 0; i < n; ++i) hj[i] += w * ak[i];
      }
    }
    std::vector<double>& next = pass.a[l + 1];
    next.resize(h.size());
    if (l + 1 < layers && slopes) {
      pass.slope[l].resize(h.size());
#if defined(__wasm__)
      if (fastGelu(m_f, m_params, h, next, pass.slope[l])) continue;
#endif
      evaluateWithSlope(m_f, m_df, h, next, pass.slope[l], m_params);
    } else if (l + 1 < layers) {
#if defined(__wasm__)
      if (fastGelu(m_f, m_params, h, next, {})) continue;
#endif
      evaluate(m_f, h, next, m_params);
    } else {
      next = h;  // the output is linear: a logit or ŷ
    }
  }
}

void Trainer::backward(const std::vector<Point>& pts, const std::size_t* index, std::size_t n,
                       const Pass& pass, std::vector<double>& grad) const {
  grad.assign(parameterCount(), 0.0);
  const std::vector<double>& z = pass.a.back();
  std::vector<double> delta(n);
  const double scale = 1.0 / static_cast<double>(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double y = pts[index != nullptr ? index[i] : i].y;
    delta[i] = (m_data.classes ? sigmoid(z[i]) - y : 2.0 * (z[i] - y)) * scale;
  }
  // Offsets of each layer's parameters in the flat layout.
  std::vector<std::size_t> offset(m_layers.size());
  std::size_t at = 0;
  for (std::size_t l = 0; l < m_layers.size(); ++l) {
    offset[l] = at;
    at += m_layers[l].w.size() + m_layers[l].b.size();
  }
  std::vector<double> prev;
  for (std::size_t l = m_layers.size(); l-- > 0;) {
    const Layer& L = m_layers[l];
    const std::vector<double>& a = pass.a[l];
    double* gw = grad.data() + offset[l];
    double* gb = gw + L.w.size();
    for (int j = 0; j < L.out; ++j) {
      const double* __restrict dj = delta.data() + static_cast<std::size_t>(j) * n;
      double sb = 0.0;
      for (std::size_t i = 0; i < n; ++i) sb += dj[i];
      gb[j] = sb;
      for (int k = 0; k < L.in; ++k) {
        const double* ak = a.data() + static_cast<std::size_t>(k) * n;
        double s = 0.0;
        for (std::size_t i = 0; i < n; ++i) s += dj[i] * ak[i];
        const auto wi = static_cast<std::size_t>(j * L.in + k);
        gw[wi] = s + m_train.l2 * L.w[wi];
      }
    }
    if (l == 0) break;
    // δ of the layer below: (Wᵀδ) ⊙ f′(h)
    prev.assign(static_cast<std::size_t>(L.in) * n, 0.0);
    for (int j = 0; j < L.out; ++j) {
      const double* __restrict dj = delta.data() + static_cast<std::size_t>(j) * n;
      for (int k = 0; k < L.in; ++k) {
        const double w = L.w[static_cast<std::size_t>(j * L.in + k)];
        double* __restrict pk = prev.data() + static_cast<std::size_t>(k) * n;
        for (std::size_t i = 0; i < n; ++i) pk[i] += w * dj[i];
      }
    }
    const std::vector<double>& slope = pass.slope[l - 1];
    for (std::size_t i = 0; i < prev.size(); ++i) prev[i] *= slope[i];
    delta.swap(prev);
  }
}

void Trainer::epoch() {
  const std::size_t n = m_data.train.size();
  // 0, or a batch as large as the set: full batch
  const auto batch = m_train.batch == 0 ? n : std::min(n, static_cast<std::size_t>(m_train.batch));
  if (batch < n) shuffle(m_order, m_batches);
  for (std::size_t start = 0; start < n; start += batch) {
    const std::size_t count = std::min(batch, n - start);
    forward(m_data.train, m_order.data() + start, count, m_pass);
    backward(m_data.train, m_order.data() + start, count, m_pass, m_grad);
    ++m_steps;
    const double lr = m_train.learningRate;
    const double c1 = 1.0 - std::pow(0.9, m_steps);
    const double c2 = 1.0 - std::pow(0.999, m_steps);
    std::size_t k = 0;
    for (Layer& L : m_layers) {
      for (std::vector<double>* v : {&L.w, &L.b}) {
        for (double& theta : *v) {
          const double g = m_grad[k];
          if (m_train.optimizer == Optimizer::Adam) {
            m_m[k] = 0.9 * m_m[k] + 0.1 * g;
            m_v[k] = 0.999 * m_v[k] + 0.001 * g * g;
            theta -= lr * (m_m[k] / c1) / (std::sqrt(m_v[k] / c2) + 1e-8);
          } else {
            m_m[k] = m_train.momentum * m_m[k] + g;
            theta -= lr * m_m[k];
          }
          ++k;
        }
      }
    }
  }
  ++m_epochs;
}

double Trainer::meanLoss(const std::vector<Point>& pts, double* accuracy, int* dead) const {
  Pass pass;
  const std::size_t n = pts.size();
  forward(pts, nullptr, n, pass, dead != nullptr);
  const std::vector<double>& z = pass.a.back();
  double sum = 0.0;
  std::size_t right = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double y = pts[i].y;
    if (m_data.classes) {
      sum += crossEntropy(z[i], y);
      right += (z[i] > 0.0) == (y > 0.5) ? 1 : 0;
    } else {
      sum += (z[i] - y) * (z[i] - y);
    }
  }
  if (accuracy != nullptr) {
    *accuracy = m_data.classes ? static_cast<double>(right) / static_cast<double>(n) : std::nan("");
  }
  if (dead != nullptr) {
    *dead = 0;
    for (std::size_t l = 0; l + 1 < m_layers.size(); ++l) {
      for (int j = 0; j < m_layers[l].out; ++j) {
        const double* s = pass.slope[l].data() + static_cast<std::size_t>(j) * n;
        bool none = true;
        for (std::size_t i = 0; i < n && none; ++i) none = !(std::fabs(s[i]) >= 1e-6);
        *dead += none ? 1 : 0;
      }
    }
  }
  return sum / static_cast<double>(n);
}

Metrics Trainer::metrics() const {
  Metrics m;
  m.epoch = m_epochs;
  m.trainLoss = meanLoss(m_data.train, &m.trainAccuracy, &m.deadUnits);
  m.testLoss = meanLoss(m_data.test, &m.testAccuracy, nullptr);
  return m;
}

double Trainer::predict(double x1, double x2) const {
  const std::vector<Point> one = {{x1, x2, 0.0}};
  Pass pass;
  forward(one, nullptr, 1, pass, false);
  const double z = pass.a.back()[0];
  return m_data.classes ? sigmoid(z) : z;
}

std::vector<double> Trainer::predict(const std::vector<Point>& points) const {
  std::vector<double> out(points.size());
  if (points.empty()) return out;
  Pass pass;
  forward(points, nullptr, points.size(), pass, false);
  for (std::size_t i = 0; i < points.size(); ++i) {
    const double z = pass.a.back()[i];
    out[i] = m_data.classes ? sigmoid(z) : z;
  }
  return out;
}

std::vector<double> Trainer::parameters() const {
  std::vector<double> theta;
  for (const Layer& L : m_layers) {
    theta.insert(theta.end(), L.w.begin(), L.w.end());
    theta.insert(theta.end(), L.b.begin(), L.b.end());
  }
  return theta;
}

void Trainer::setParameters(const std::vector<double>& theta) {
  require(theta.size() == parameterCount(), "parameter count");
  std::size_t k = 0;
  for (Layer& L : m_layers) {
    for (double& w : L.w) w = theta[k++];
    for (double& b : L.b) b = theta[k++];
  }
}

double Trainer::loss(const std::vector<Point>& points) const {
  double l2 = 0.0;
  for (const Layer& L : m_layers) {
    for (const double w : L.w) l2 += w * w;
  }
  return meanLoss(points, nullptr, nullptr) + 0.5 * m_train.l2 * l2;
}

std::vector<double> Trainer::gradient(const std::vector<Point>& points) const {
  Pass pass;
  forward(points, nullptr, points.size(), pass);
  std::vector<double> g;
  backward(points, nullptr, points.size(), pass, g);
  return g;
}

void appendCsvRow(std::string& out, std::string_view activation, const Metrics& m) {
  out += std::to_string(m.epoch);
  out += ',';
  out += activation;
  for (const double v : {m.trainLoss, m.testLoss}) {
    out += ',';
    appendShortest(out, v);
  }
  for (const double v : {m.trainAccuracy, m.testAccuracy}) {
    out += ',';
    if (!std::isnan(v)) appendShortest(out, v);
  }
  out += ',';
  out += std::to_string(m.deadUnits);
  out += '\n';
}

}  // namespace gelu::training
