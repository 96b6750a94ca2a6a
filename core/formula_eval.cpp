// The interpreter of compiled formulas over dual numbers: each value carries its derivative
// with respect to x, by the chain rule at every instruction (forward-mode automatic
// differentiation). Kinks take one side's derivative (abs′(0) = 0, relu′(0) = 0, min/max
// follow their first argument on a tie), as PyTorch does.
#include <cmath>
#include <numbers>

#include "core/activations.hpp"
#include "core/detail/formula_ops.hpp"
#include "core/formula.hpp"
#include "core/library.hpp"
#include "core/normal.hpp"

namespace gelu {
namespace {

using namespace detail::formula_ops;

constexpr double kTwoOverSqrtPi = 2.0 / 1.7724538509055160272981674833411;

/// a^b and its derivative, with the terms that vanish left out (so x^2 at x < 0 has no
/// log of a negative number, and a constant base has no 0·∞).
Dual power(Dual a, Dual b) {
  const double p = std::pow(a.v, b.v);
  double d = 0.0;
  if (a.d != 0.0) d += b.v == 0.0 ? 0.0 : b.v * std::pow(a.v, b.v - 1.0) * a.d;
  if (b.d != 0.0) d += p * std::log(a.v) * b.d;
  return {p, d};
}

/// (f(a), f′(a)·a′) for the functions of one argument.
Dual unary(int op, Dual a) {
  const double v = a.v;
  const auto chain = [&](double f, double df) { return Dual{f, a.d == 0.0 ? 0.0 : df * a.d}; };
  switch (op) {
    case kNeg:
      return {-v, -a.d};
    case kPlus:
      return a;
    case kExp: {
      const double e = std::exp(v);
      return chain(e, e);
    }
    case kLog:
      return chain(std::log(v), 1.0 / v);
    case kLog1p:
      return chain(std::log1p(v), 1.0 / (1.0 + v));
    case kExpm1:
      return chain(std::expm1(v), std::exp(v));
    case kLog2:
      return chain(std::log2(v), 1.0 / (v * std::numbers::ln2));
    case kLog10:
      return chain(std::log10(v), 1.0 / (v * std::numbers::ln10));
    case kSqrt: {
      const double s = std::sqrt(v);
      return chain(s, 0.5 / s);
    }
    case kAbs:
      return chain(std::fabs(v), v > 0 ? 1.0 : (v < 0 ? -1.0 : 0.0));
    case kSign:
      return chain(v > 0 ? 1.0 : (v < 0 ? -1.0 : v), 0.0);
    case kSin:
      return chain(std::sin(v), std::cos(v));
    case kCos:
      return chain(std::cos(v), -std::sin(v));
    case kTan: {
      const double c = std::cos(v);
      return chain(std::tan(v), 1.0 / (c * c));
    }
    case kAtan:
      return chain(std::atan(v), 1.0 / std::fma(v, v, 1.0));
    case kSinh:
      return chain(std::sinh(v), std::cosh(v));
    case kCosh:
      return chain(std::cosh(v), std::sinh(v));
    case kTanh:
      return chain(act::tanh(v), act::dtanh(v));
    case kErf:
      return chain(std::erf(v), kTwoOverSqrtPi * std::exp(-v * v));
    case kErfc:
      return chain(std::erfc(v), -kTwoOverSqrtPi * std::exp(-v * v));
    case kPhi:
      return chain(cdf(v), pdf(v));
    case kPhiPdf: {
      const double p = pdf(v);
      return chain(p, -v * p);
    }
    case kSigmoid:
      return chain(act::sigmoid(v), act::dsigmoid(v));
    case kSoftplus:
      return chain(act::softplus(v), act::sigmoid(v));
    case kGelu:
      return chain(gelu::gelu(v), dgelu(v));
    case kRelu:
      return chain(relu(v), drelu(v));
    default:
      return {std::nan(""), std::nan("")};
  }
}

}  // namespace

Dual Formula::run(double x, Dual* stack) const {
  int top = -1;
  const int n = static_cast<int>(m_code.size());
  for (int i = 0; i < n; ++i) {
    const Instr& in = m_code[static_cast<std::size_t>(i)];
    switch (in.op) {
      case kPushX:
        stack[++top] = {x, 1.0};
        continue;
      case kPushValue:
        stack[++top] = {in.value, 0.0};
        continue;
      case kIf:
        if (stack[top--].v == 0.0) i += in.jump;
        continue;
      case kElse:
        i += in.jump;
        continue;
      case kEndIf:
        continue;
      default:
        break;
    }
    if (in.op >= kNeg && in.op < kMin) {
      stack[top] = unary(in.op, stack[top]);
      continue;
    }
    const Dual b = stack[top--];
    const Dual a = stack[top];
    Dual& r = stack[top];
    switch (in.op) {
      case kAdd:
        r = {a.v + b.v, a.d + b.d};
        break;
      case kSub:
        r = {a.v - b.v, a.d - b.d};
        break;
      case kMul:
        r = {a.v * b.v, a.d * b.v + a.v * b.d};
        break;
      case kDiv: {
        const double q = a.v / b.v;
        r = {q, (a.d - q * b.d) / b.v};
        break;
      }
      case kPow:
        r = power(a, b);
        break;
      case kLess:
        r = {a.v < b.v ? 1.0 : 0.0, 0.0};
        break;
      case kLessEq:
        r = {a.v <= b.v ? 1.0 : 0.0, 0.0};
        break;
      case kGreater:
        r = {a.v > b.v ? 1.0 : 0.0, 0.0};
        break;
      case kGreaterEq:
        r = {a.v >= b.v ? 1.0 : 0.0, 0.0};
        break;
      case kEqual:
        r = {a.v == b.v ? 1.0 : 0.0, 0.0};
        break;
      case kNotEqual:
        r = {a.v != b.v ? 1.0 : 0.0, 0.0};
        break;
      case kAnd:
        r = {(a.v != 0.0 && b.v != 0.0) ? 1.0 : 0.0, 0.0};
        break;
      case kOr:
        r = {(a.v != 0.0 || b.v != 0.0) ? 1.0 : 0.0, 0.0};
        break;
      case kMin:
        r = b.v < a.v ? b : a;
        break;
      case kMax:
        r = b.v > a.v ? b : a;
        break;
      default:
        r = {std::nan(""), std::nan("")};
        break;
    }
  }
  if (top < 0) return {std::nan(""), std::nan("")};
  // Outside the formula's domain (log of a negative number, …) there is no derivative either.
  if (std::isnan(stack[top].v)) stack[top].d = stack[top].v;
  return stack[top];
}

}  // namespace gelu
