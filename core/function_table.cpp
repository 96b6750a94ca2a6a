// The descriptor table: every function with its id, name, formula, family and derivative.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include "core/activations.hpp"
#include "core/library.hpp"
#include "core/normal.hpp"

namespace gelu {
namespace {

// Adapters for the descriptor table.
double fGelu(double x, const Params& p) { return gelu(x, p.mu, p.sigma); }
double fDgelu(double x, const Params& p) { return dgelu(x, p.mu, p.sigma); }
double fCdf(double x, const Params& p) { return cdf(x, p.mu, p.sigma); }
double fPdf(double x, const Params& p) { return pdf(x, p.mu, p.sigma); }
double fGeluTanh(double x, const Params&) { return gelu_tanh(x); }
double fDgeluTanh(double x, const Params&) { return dgelu_tanh(x); }
double fGeluSigmoid(double x, const Params&) { return gelu_sigmoid(x); }
double fDgeluSigmoid(double x, const Params&) { return dgelu_sigmoid(x); }
double fSilu(double x, const Params&) { return silu(x); }
double fDsilu(double x, const Params&) { return dsilu(x); }
double fRelu(double x, const Params&) { return relu(x); }
double fDrelu(double x, const Params&) { return drelu(x); }
double fElu(double x, const Params& p) { return elu(x, p.alpha); }
double fDelu(double x, const Params& p) { return delu(x, p.alpha); }

// clang-format off
constexpr FunctionInfo kFunctions[] = {
  {"gelu", "GELU", "x·Φ(x)", "x\\,\\Phi(x)", Family::Gelu, fGelu, "dgelu", false, kUsesShape},
  {"dgelu", "GELU′", "Φ(x) + x·φ(x)", "\\Phi(x) + x\\,\\varphi(x)", Family::Gelu, fDgelu, "", true, kUsesShape},
  {"cdf", "Φ (normal cdf)", "Φ(x) = P(X ≤ x)", "\\Phi(x) = P(X \\le x)", Family::Normal, fCdf, "pdf", false, kUsesShape},
  {"pdf", "φ (normal pdf)", "φ(x) = e<sup>−x²/2</sup>/√(2π)", "\\varphi(x) = e^{-x^2/2}/\\sqrt{2\\pi}", Family::Normal, fPdf, "", true, kUsesShape},
  {"gelu_tanh", "GELU (tanh approx.)", "½x(1 + tanh(√(2/π)(x + 0.044715x³)))", "\\tfrac{1}{2}x\\bigl(1 + \\tanh\\bigl(\\sqrt{2/\\pi}\\,(x + 0.044715x^3)\\bigr)\\bigr)", Family::Approximation, fGeluTanh, "dgelu_tanh", false, kUsesNone},
  {"dgelu_tanh", "GELU′ (tanh approx.)", "d/dx ½x(1 + tanh(√(2/π)(x + 0.044715x³)))", "\\tfrac{d}{dx}\\,\\tfrac{1}{2}x\\bigl(1 + \\tanh\\bigl(\\sqrt{2/\\pi}\\,(x + 0.044715x^3)\\bigr)\\bigr)", Family::Approximation, fDgeluTanh, "", true, kUsesNone},
  {"gelu_sigmoid", "GELU (sigmoid approx.)", "x·σ(1.702x)", "x\\,\\sigma(1.702x)", Family::Approximation, fGeluSigmoid, "dgelu_sigmoid", false, kUsesNone},
  {"dgelu_sigmoid", "GELU′ (sigmoid approx.)", "σ(1.702x)(1 + 1.702x·σ(−1.702x))", "\\sigma(1.702x)\\bigl(1 + 1.702x\\,\\sigma(-1.702x)\\bigr)", Family::Approximation, fDgeluSigmoid, "", true, kUsesNone},
  {"silu", "SiLU", "x·σ(x)", "x\\,\\sigma(x)", Family::Smooth, fSilu, "dsilu", false, kUsesNone},
  {"dsilu", "SiLU′", "σ(x)(1 + x·σ(−x))", "\\sigma(x)\\bigl(1 + x\\,\\sigma(-x)\\bigr)", Family::Smooth, fDsilu, "", true, kUsesNone},
  {"relu", "ReLU", "max(0, x)", "\\max(0, x)", Family::Rectifier, fRelu, "drelu", false, kUsesNone},
  {"drelu", "ReLU′", "1 if x &gt; 0, else 0", "1 \\text{ if } x > 0 \\text{, else } 0", Family::Rectifier, fDrelu, "", true, kUsesNone},
  {"elu", "ELU", "x if x &gt; 0, else α(e<sup>x</sup> − 1)", "x \\text{ if } x > 0 \\text{, else } \\alpha(e^{x} - 1)", Family::Rectifier, fElu, "delu", false, kUsesAlpha},
  {"delu", "ELU′", "1 if x &gt; 0, else αe<sup>x</sup>", "1 \\text{ if } x > 0 \\text{, else } \\alpha e^{x}", Family::Rectifier, fDelu, "", true, kUsesAlpha},
  {"sigmoid", "Sigmoid", "σ(x) = 1/(1 + e<sup>−x</sup>)", "\\sigma(x) = 1/(1 + e^{-x})", Family::Smooth, [](double x, const Params&) { return act::sigmoid(x); }, "dsigmoid", false, kUsesNone},
  {"dsigmoid", "Sigmoid′", "σ(x)(1 − σ(x))", "\\sigma(x)\\bigl(1 - \\sigma(x)\\bigr)", Family::Smooth, [](double x, const Params&) { return act::dsigmoid(x); }, "", true, kUsesNone},
  {"tanh", "Tanh", "tanh x", "\\tanh x", Family::Smooth, [](double x, const Params&) { return act::tanh(x); }, "dtanh", false, kUsesNone},
  {"dtanh", "Tanh′", "1 − tanh²x", "1 - \\tanh^2 x", Family::Smooth, [](double x, const Params&) { return act::dtanh(x); }, "", true, kUsesNone},
  {"softplus", "Softplus", "log(1 + e<sup>βx</sup>)/β", "\\log(1 + e^{\\beta x})/\\beta", Family::Smooth, [](double x, const Params& p) { return act::softplus(x, p.beta); }, "dsoftplus", false, kUsesBeta},
  {"dsoftplus", "Softplus′", "σ(βx)", "\\sigma(\\beta x)", Family::Smooth, [](double x, const Params& p) { return act::dsoftplus(x, p.beta); }, "", true, kUsesBeta},
  {"mish", "Mish", "x·tanh(softplus(x))", "x\\tanh(\\operatorname{softplus}x)", Family::Smooth, [](double x, const Params&) { return act::mish(x); }, "dmish", false, kUsesNone},
  {"dmish", "Mish′", "tanh(softplus x) + x·sech²(softplus x)·σ(x)", "\\tanh(\\operatorname{softplus}x) + x\\operatorname{sech}^2(\\operatorname{softplus}x)\\,\\sigma(x)", Family::Smooth, [](double x, const Params&) { return act::dmish(x); }, "", true, kUsesNone},
  {"swish", "Swish", "x·σ(βx)", "x\\,\\sigma(\\beta x)", Family::Smooth, [](double x, const Params& p) { return act::swish(x, p.beta); }, "dswish", false, kUsesBeta},
  {"dswish", "Swish′", "σ(βx)(1 + βx·σ(−βx))", "\\sigma(\\beta x)\\bigl(1 + \\beta x\\,\\sigma(-\\beta x)\\bigr)", Family::Smooth, [](double x, const Params& p) { return act::dswish(x, p.beta); }, "", true, kUsesBeta},
  {"softsign", "Softsign", "x/(1 + |x|)", "x/(1 + |x|)", Family::Smooth, [](double x, const Params&) { return act::softsign(x); }, "dsoftsign", false, kUsesNone},
  {"dsoftsign", "Softsign′", "1/(1 + |x|)²", "1/(1 + |x|)^2", Family::Smooth, [](double x, const Params&) { return act::dsoftsign(x); }, "", true, kUsesNone},
  {"logsigmoid", "LogSigmoid", "log σ(x)", "\\log\\sigma(x)", Family::Smooth, [](double x, const Params&) { return act::logsigmoid(x); }, "dlogsigmoid", false, kUsesNone},
  {"dlogsigmoid", "LogSigmoid′", "σ(−x)", "\\sigma(-x)", Family::Smooth, [](double x, const Params&) { return act::dlogsigmoid(x); }, "", true, kUsesNone},
  {"tanhshrink", "Tanhshrink", "x − tanh x", "x - \\tanh x", Family::Smooth, [](double x, const Params&) { return act::tanhshrink(x); }, "dtanhshrink", false, kUsesNone},
  {"dtanhshrink", "Tanhshrink′", "tanh²x", "\\tanh^2 x", Family::Smooth, [](double x, const Params&) { return act::dtanhshrink(x); }, "", true, kUsesNone},
  {"leaky_relu", "Leaky ReLU", "x if x &gt; 0, else slope·x", "x \\text{ if } x > 0 \\text{, else slope} \\cdot x", Family::Rectifier, [](double x, const Params& p) { return act::leaky_relu(x, p.slope); }, "dleaky_relu", false, kUsesSlope},
  {"dleaky_relu", "Leaky ReLU′", "1 if x &gt; 0, else slope", "1 \\text{ if } x > 0 \\text{, else slope}", Family::Rectifier, [](double x, const Params& p) { return act::dleaky_relu(x, p.slope); }, "", true, kUsesSlope},
  {"relu6", "ReLU6", "min(max(0, x), 6)", "\\min(\\max(0, x), 6)", Family::Rectifier, [](double x, const Params&) { return act::relu6(x); }, "drelu6", false, kUsesNone},
  {"drelu6", "ReLU6′", "1 if 0 &lt; x &lt; 6, else 0", "1 \\text{ if } 0 < x < 6 \\text{, else } 0", Family::Rectifier, [](double x, const Params&) { return act::drelu6(x); }, "", true, kUsesNone},
  {"selu", "SELU", "λx if x &gt; 0, else λα(e<sup>x</sup> − 1)", "\\lambda x \\text{ if } x > 0 \\text{, else } \\lambda\\alpha(e^{x} - 1)", Family::Rectifier, [](double x, const Params&) { return act::selu(x); }, "dselu", false, kUsesNone},
  {"dselu", "SELU′", "λ if x &gt; 0, else λαe<sup>x</sup>", "\\lambda \\text{ if } x > 0 \\text{, else } \\lambda\\alpha e^{x}", Family::Rectifier, [](double x, const Params&) { return act::dselu(x); }, "", true, kUsesNone},
  {"celu", "CELU", "x if x &gt; 0, else α(e<sup>x/α</sup> − 1)", "x \\text{ if } x > 0 \\text{, else } \\alpha(e^{x/\\alpha} - 1)", Family::Rectifier, [](double x, const Params& p) { return act::celu(x, p.alpha); }, "dcelu", false, kUsesAlpha},
  {"dcelu", "CELU′", "1 if x &gt; 0, else e<sup>x/α</sup>", "1 \\text{ if } x > 0 \\text{, else } e^{x/\\alpha}", Family::Rectifier, [](double x, const Params& p) { return act::dcelu(x, p.alpha); }, "", true, kUsesAlpha},
  {"squared_relu", "Squared ReLU", "max(0, x)²", "\\max(0, x)^2", Family::Rectifier, [](double x, const Params&) { return act::squared_relu(x); }, "dsquared_relu", false, kUsesNone},
  {"dsquared_relu", "Squared ReLU′", "2·max(0, x)", "2\\max(0, x)", Family::Rectifier, [](double x, const Params&) { return act::dsquared_relu(x); }, "", true, kUsesNone},
  {"hardtanh", "Hardtanh", "min(max(−1, x), 1)", "\\min(\\max(-1, x), 1)", Family::Piecewise, [](double x, const Params&) { return act::hardtanh(x); }, "dhardtanh", false, kUsesNone},
  {"dhardtanh", "Hardtanh′", "1 if −1 &lt; x &lt; 1, else 0", "1 \\text{ if } -1 < x < 1 \\text{, else } 0", Family::Piecewise, [](double x, const Params&) { return act::dhardtanh(x); }, "", true, kUsesNone},
  {"hardsigmoid", "Hardsigmoid", "relu6(x + 3)/6", "\\operatorname{relu6}(x + 3)/6", Family::Piecewise, [](double x, const Params&) { return act::hardsigmoid(x); }, "dhardsigmoid", false, kUsesNone},
  {"dhardsigmoid", "Hardsigmoid′", "1/6 if −3 &lt; x &lt; 3, else 0", "\\tfrac{1}{6} \\text{ if } -3 < x < 3 \\text{, else } 0", Family::Piecewise, [](double x, const Params&) { return act::dhardsigmoid(x); }, "", true, kUsesNone},
  {"hardswish", "Hardswish", "x·relu6(x + 3)/6", "x\\operatorname{relu6}(x + 3)/6", Family::Piecewise, [](double x, const Params&) { return act::hardswish(x); }, "dhardswish", false, kUsesNone},
  {"dhardswish", "Hardswish′", "x/3 + ½ on [−3, 3], 0 below, 1 above", "x/3 + \\tfrac{1}{2} \\text{ on } [-3, 3] \\text{, 0 below, 1 above}", Family::Piecewise, [](double x, const Params&) { return act::dhardswish(x); }, "", true, kUsesNone},
  {"softshrink", "Softshrink", "x − λ·sign(x) if |x| &gt; λ, else 0", "x - \\lambda\\operatorname{sign}(x) \\text{ if } |x| > \\lambda \\text{, else } 0", Family::Piecewise, [](double x, const Params& p) { return act::softshrink(x, p.lambda); }, "dsoftshrink", false, kUsesLambda},
  {"dsoftshrink", "Softshrink′", "1 if |x| &gt; λ, else 0", "1 \\text{ if } |x| > \\lambda \\text{, else } 0", Family::Piecewise, [](double x, const Params& p) { return act::dsoftshrink(x, p.lambda); }, "", true, kUsesLambda},
  {"hardshrink", "Hardshrink", "x if |x| &gt; λ, else 0", "x \\text{ if } |x| > \\lambda \\text{, else } 0", Family::Piecewise, [](double x, const Params& p) { return act::hardshrink(x, p.lambda); }, "dhardshrink", false, kUsesLambda},
  {"dhardshrink", "Hardshrink′", "1 if |x| &gt; λ, else 0", "1 \\text{ if } |x| > \\lambda \\text{, else } 0", Family::Piecewise, [](double x, const Params& p) { return act::dhardshrink(x, p.lambda); }, "", true, kUsesLambda},
};
// clang-format on

}  // namespace

bool valid(const Params& p) noexcept {
  return std::isfinite(p.mu) && std::isfinite(p.sigma) && p.sigma > 0.0 && std::isfinite(p.alpha) &&
         p.alpha != 0.0 && std::isfinite(p.beta) && p.beta > 0.0 && std::isfinite(p.slope) &&
         std::isfinite(p.lambda) && p.lambda >= 0.0;
}

std::span<const FunctionInfo> functions() noexcept { return kFunctions; }

const FunctionInfo* builtInFunction(std::string_view id) noexcept {
  for (const FunctionInfo& f : kFunctions) {
    if (f.id == id) return &f;
  }
  return nullptr;
}

double ulpBound(const FunctionInfo& f) noexcept {
  if (f.typed != nullptr) return std::numeric_limits<double>::quiet_NaN();
  // Exact (0), faithful (1), ELU′ on libm's exp (4); the library's others 4, their derivatives 8.
  static constexpr std::pair<std::string_view, double> kBounds[] = {
      {"relu", 0}, {"drelu", 0},     {"gelu", 1},       {"dgelu", 1},        {"cdf", 1},
      {"pdf", 1},  {"gelu_tanh", 1}, {"dgelu_tanh", 1}, {"gelu_sigmoid", 1}, {"dgelu_sigmoid", 1},
      {"silu", 1}, {"dsilu", 1},     {"delu", 4}};
  for (const auto& [id, bound] : kBounds) {
    if (f.id == id) return bound;
  }
  return f.isDerivative ? 8.0 : 4.0;
}

std::string accuracyText(const FunctionInfo& f) {
  const double b = ulpBound(f);
  if (std::isnan(b)) return "typed: double arithmetic";
  if (b == 0.0) return "exact";
  if (b == 1.0) {
    // The generalized GELU and GELU′ (μ, σ) keep a bound of their own (activations_test.cpp).
    if (f.id == "gelu" || f.id == "dgelu") return "< 1 ULP (≤ 8 at other μ, σ)";
    return f.usesShape() ? "< 1 ULP at μ = 0, σ = 1" : "< 1 ULP";
  }
  return "≤ " + std::to_string(static_cast<int>(b)) + " ULP";
}

std::vector<const FunctionInfo*> builtInActivations() {
  std::vector<const FunctionInfo*> out;
  for (const FunctionInfo& f : kFunctions) {
    if (!f.isDerivative && f.family != Family::Normal) out.push_back(&f);
  }
  return out;
}

void evaluate(const FunctionInfo& f, std::span<const double> x, std::span<double> out,
              const Params& p) {
  if (x.size() != out.size()) throw std::invalid_argument("evaluate: size mismatch");
  if (f.typed == nullptr && (f.f == fGelu || f.f == fDgelu) && p.mu == 0.0 && p.sigma == 1.0) {
    (f.f == fGelu ? geluArray : dgeluArray)(x, out);
    return;
  }
  std::transform(x.begin(), x.end(), out.begin(), [&](double v) { return f(v, p); });
}

void evaluateWithSlope(const FunctionInfo& f, const FunctionInfo& df, std::span<const double> x,
                       std::span<double> value, std::span<double> slope, const Params& p) {
  if (x.size() != value.size() || x.size() != slope.size()) {
    throw std::invalid_argument("evaluateWithSlope: size mismatch");
  }
  if (f.typed == nullptr && df.typed == nullptr && f.f == fGelu && df.f == fDgelu && p.mu == 0.0 &&
      p.sigma == 1.0) {
    geluAndSlopeArray(x, value, slope);
    return;
  }
  // Each element read before either output is written: value or slope may be x.
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double v = x[i];
    value[i] = f(v, p);
    slope[i] = df(v, p);
  }
}

float evaluate(const FunctionInfo& f, float x, const Params& p) {
  return static_cast<float>(f(static_cast<double>(x), p));
}

namespace {

/// An exponent in Unicode superscripts when every character has one (eˣ, eᵝˣ), else ^(…).
std::string superscript(std::string_view text) {
  static constexpr std::pair<std::string_view, std::string_view> kMap[] = {
      {"0", "⁰"}, {"1", "¹"}, {"2", "²"}, {"3", "³"}, {"4", "⁴"}, {"5", "⁵"}, {"6", "⁶"},
      {"7", "⁷"}, {"8", "⁸"}, {"9", "⁹"}, {"+", "⁺"}, {"−", "⁻"}, {"x", "ˣ"}, {"β", "ᵝ"}};
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    bool found = false;
    for (const auto& [from, to] : kMap) {
      if (text.substr(i).starts_with(from)) {
        out += to;
        i += from.size();
        found = true;
        break;
      }
    }
    if (!found) return "^(" + std::string(text) + ")";
  }
  return out;
}

}  // namespace

std::string plainFormula(std::string_view richText) {
  std::string out;
  for (std::size_t i = 0; i < richText.size();) {
    const std::string_view rest = richText.substr(i);
    const auto take = [&](std::string_view prefix, std::string_view replacement) {
      if (!rest.starts_with(prefix)) return false;
      out += replacement;
      i += prefix.size();
      return true;
    };
    if (rest.starts_with("<sup>")) {
      const auto end = rest.find("</sup>");
      if (end != std::string_view::npos) {
        out += superscript(rest.substr(5, end - 5));
        i += end + 6;
        continue;
      }
    }
    if (take("&gt;", ">") || take("&lt;", "<") || take("&amp;", "&")) continue;
    if (rest.front() == '<') {  // any other tag: dropped
      const auto end = rest.find('>');
      i += end == std::string_view::npos ? rest.size() : end + 1;
      continue;
    }
    out += rest.front();
    ++i;
  }
  return out;
}

}  // namespace gelu
