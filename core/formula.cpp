// Typed formulas (see formula.hpp): muparser parses, this file interprets the bytecode over
// dual numbers (value, derivative).
#include "core/formula.hpp"

#include <muParserBase.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "core/activations.hpp"
#include "core/detail/formula_ops.hpp"
#include "core/format.hpp"
#include "core/library.hpp"
#include "core/normal.hpp"

namespace gelu {
namespace {

using namespace detail::formula_ops;

// The callbacks muparser calls while checking a formula (constant folding is off, so they
// only need to exist); the interpreter below identifies them by address.
double neg(double a) { return -a; }
double plus(double a) { return a; }
double fexp(double a) { return std::exp(a); }
double flog(double a) { return std::log(a); }
double flog1p(double a) { return std::log1p(a); }
double fexpm1(double a) { return std::expm1(a); }
double flog2(double a) { return std::log2(a); }
double flog10(double a) { return std::log10(a); }
double fsqrt(double a) { return std::sqrt(a); }
double fabs_(double a) { return std::fabs(a); }
double fsign(double a) { return a > 0 ? 1.0 : (a < 0 ? -1.0 : a); }
double fsin(double a) { return std::sin(a); }
double fcos(double a) { return std::cos(a); }
double ftan(double a) { return std::tan(a); }
double fatan(double a) { return std::atan(a); }
double fsinh(double a) { return std::sinh(a); }
double fcosh(double a) { return std::cosh(a); }
double ftanh(double a) { return act::tanh(a); }
double ferf(double a) { return std::erf(a); }
double ferfc(double a) { return std::erfc(a); }
double fPhi(double a) { return cdf(a); }
double fphi(double a) { return pdf(a); }
double fsigmoid(double a) { return act::sigmoid(a); }
double fsoftplus(double a) { return act::softplus(a); }
double fgelu(double a) { return gelu::gelu(a); }
double frelu(double a) { return relu(a); }
double fmin(double a, double b) { return std::min(a, b); }
double fmax(double a, double b) { return std::max(a, b); }

struct Unary {
  const char* name;
  double (*f)(double);
  Op op;
};

constexpr Unary kUnary[] = {
    {"exp", fexp, kExp},
    {"log", flog, kLog},
    {"log1p", flog1p, kLog1p},
    {"expm1", fexpm1, kExpm1},
    {"log2", flog2, kLog2},
    {"log10", flog10, kLog10},
    {"sqrt", fsqrt, kSqrt},
    {"abs", fabs_, kAbs},
    {"sign", fsign, kSign},
    {"sin", fsin, kSin},
    {"cos", fcos, kCos},
    {"tan", ftan, kTan},
    {"atan", fatan, kAtan},
    {"sinh", fsinh, kSinh},
    {"cosh", fcosh, kCosh},
    {"tanh", ftanh, kTanh},
    {"erf", ferf, kErf},
    {"erfc", ferfc, kErfc},
    {"Phi", fPhi, kPhi},
    {"phi", fphi, kPhiPdf},
    {"sigmoid", fsigmoid, kSigmoid},
    {"softplus", fsoftplus, kSoftplus},
    {"gelu", fgelu, kGelu},
    {"relu", frelu, kRelu},
};

/// Numbers: digits first (so "inf" and "nan" stay names), read by from_chars in the C locale.
int readNumber(const char* text, int* pos, double* value) {
  if (!((*text >= '0' && *text <= '9') || *text == '.')) return 0;
  const char* end = text;
  while (*end != '\0') ++end;
  const auto [ptr, ec] = std::from_chars(text, end, *value, std::chars_format::general);
  if (ec != std::errc() || ptr == text) return 0;
  *pos += static_cast<int>(ptr - text);
  return 1;
}

/// muparser with exactly our grammar.
class Grammar : public mu::ParserBase {
 public:
  Grammar() {
    AddValIdent(readNumber);
    InitCharSets();
    InitFun();
    InitConst();
    InitOprt();
    EnableOptimizer(false);  // keep one instruction per token: the interpreter reads them
  }

 protected:
  void InitCharSets() override {
    DefineNameChars("0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    DefineOprtChars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+-*^/?<>=#!$%&|~'_{}");
    DefineInfixOprtChars("/+-*^?<>=#!$%&|~'_");
  }
  void InitFun() override {
    for (const Unary& u : kUnary) DefineFun(u.name, u.f, false);
    DefineFun("min", fmin, false);
    DefineFun("max", fmax, false);
  }
  void InitConst() override {
    DefineConst("pi", std::numbers::pi);
    DefineConst("e", std::numbers::e);
  }
  void InitOprt() override {
    DefineInfixOprt("-", neg);
    DefineInfixOprt("+", plus);
  }
};

template <typename F>
bool is(const mu::generic_callable_type& cb, F f) {
  return cb._pRawFun == reinterpret_cast<mu::erased_fun_type>(f);
}

// Spellings other tools use, with the name this one knows.
constexpr std::pair<std::string_view, std::string_view> kOtherSpellings[] = {
    {"ln", "log (the natural logarithm)"},
    {"arctan", "atan"},
    {"sgn", "sign"},
    {"signum", "sign"},
    {"Sigmoid", "sigmoid"},
    {"logistic", "sigmoid"},
    {"ReLU", "relu"},
    {"GELU", "gelu"},
    {"sqr", "x^2"},
    {"cdf", "Phi"},
    {"pdf", "phi"},
    {"exp2", "2^x"},
};

std::string messageFor(const mu::ParserError& e) {
  const std::string token = e.GetToken();
  switch (e.GetCode()) {
    case mu::ecUNEXPECTED_EOF:
      return "unexpected end";
    case mu::ecUNASSIGNABLE_TOKEN: {
      // muparser reports an operator it does not know ("x!") as a name, with what follows.
      const auto isName = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
      };
      const bool name = !token.empty() && isName(token[0]);
      std::size_t end = 0;
      while (end < token.size() && token[end] != ' ' && token[end] != '\t' && token[end] != '(' &&
             token[end] != ')' && isName(token[end]) == name) {
        ++end;
      }
      const std::string what = token.substr(0, end);
      for (const auto& [other, ours] : kOtherSpellings) {
        if (name && what == other) {
          return "unknown name '" + what + "': write " + std::string(ours);
        }
      }
      return (name ? "unknown name '" : "unknown operator '") + what + "'";
    }
    case mu::ecMISSING_PARENS:
      return "missing ')'";
    case mu::ecUNEXPECTED_PARENS:
      return "unexpected '" + (token.empty() ? std::string("(") : token) + "'";
    case mu::ecTOO_FEW_PARAMS:
      return "too few arguments to " + token;
    case mu::ecTOO_MANY_PARAMS:
      return "too many arguments to " + token;
    case mu::ecUNEXPECTED_ARG_SEP:
      return "unexpected ','";
    case mu::ecUNEXPECTED_OPERATOR: {
      // Python's and Fortran's power, x**2, read as a '*' too many.
      const std::string& expr = e.GetExpr();
      const auto at = static_cast<std::size_t>(e.GetPos());
      if (token == "*" && at >= 1 && at < expr.size() && expr[at - 1] == '*' && expr[at] == '*') {
        return "unexpected operator '**': write ^ for a power (x^2)";
      }
      return "unexpected operator '" + token + "'";
    }
    case mu::ecUNEXPECTED_VAL:
    case mu::ecUNEXPECTED_VAR:
      return "'" + token + "' needs an operator before it (write 2*x, not 2x)";
    case mu::ecUNEXPECTED_FUN:
      return "unexpected function '" + token + "'";
    default: {
      std::string m = e.GetMsg();  // muparser's own words, without its position
      for (const char* where : {" at position", " (position"}) {
        if (const auto at = m.find(where); at != std::string::npos) m.resize(at);
      }
      if (!m.empty() && m.back() == '.') m.pop_back();
      if (!m.empty()) m[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(m[0])));
      return m;
    }
  }
}

}  // namespace

std::string FormulaError::text() const {
  return column == 0 ? message : message + " at column " + std::to_string(column);
}

bool Formula::isExpressionName(std::string_view name) {
  if (name == "x" || name == "pi" || name == "e" || name == "min" || name == "max") return true;
  return std::any_of(std::begin(kUnary), std::end(kUnary),
                     [&](const Unary& u) { return name == u.name; });
}

bool Formula::isParameterName(std::string_view name) {
  if (name.empty() || name.size() > 16 || !std::isalpha(static_cast<unsigned char>(name[0]))) {
    return false;
  }
  for (const char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  }
  for (const auto& [other, ours] : kOtherSpellings) {
    if (name == other) return false;
  }
  // Not numbers in disguise: x*inf stays an unknown name, not a parameter at 1.
  std::string lower(name);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "inf" || lower == "infinity" || lower == "nan") return false;
  return !isExpressionName(name);
}

std::vector<std::string> Formula::parameterNames(std::string_view expression) {
  std::vector<std::string> names;
  const auto isNameChar = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  };
  for (std::size_t i = 0; i < expression.size();) {
    const char c = expression[i];
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      // A number, with its exponent (2e-3 names nothing).
      while (i < expression.size() && (isNameChar(expression[i]) || expression[i] == '.')) {
        const char e = expression[i++];
        if ((e == 'e' || e == 'E') && i < expression.size() &&
            (expression[i] == '+' || expression[i] == '-')) {
          ++i;
        }
      }
      continue;
    }
    if (!std::isalpha(static_cast<unsigned char>(c)) && c != '_') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < expression.size() && isNameChar(expression[i])) ++i;
    const std::string_view name = expression.substr(start, i - start);
    std::size_t next = i;
    while (next < expression.size() && (expression[next] == ' ' || expression[next] == '\t'))
      ++next;
    const bool called = next < expression.size() && expression[next] == '(';
    if (!called && isParameterName(name) &&
        std::find(names.begin(), names.end(), name) == names.end()) {
      names.emplace_back(name);
    }
  }
  return names;
}

std::optional<Formula> Formula::compile(std::string_view expression, FormulaError* error,
                                        std::span<const FormulaParameter> parameters) {
  const auto fail = [&](std::size_t column, std::string message) -> std::optional<Formula> {
    if (error != nullptr) *error = {column, std::move(message)};
    return std::nullopt;
  };
  if (expression.size() > kMaxLength) {
    return fail(0, "longer than " + std::to_string(kMaxLength) + " characters");
  }
  for (std::size_t i = 0; i < expression.size(); ++i) {
    const auto c = static_cast<unsigned char>(expression[i]);
    if (c < 0x20 || c >= 0x7F) return fail(i + 1, "unexpected character");
  }
  if (expression.find_first_not_of(" \t") == std::string_view::npos) return fail(0, "empty");
  for (std::size_t i = 0; i < expression.size(); ++i) {  // x = 3 would assign to x
    if (expression[i] != '=') continue;
    const char before = i > 0 ? expression[i - 1] : ' ';
    const char after = i + 1 < expression.size() ? expression[i + 1] : ' ';
    if (after == '=') {
      ++i;
      continue;
    }
    if (before != '<' && before != '>' && before != '!') {
      return fail(i + 1, "'=' is not allowed (compare with ==)");
    }
  }
  // Numbers beyond the double range: said so, not "unknown name '1e999'" (from_chars refuses
  // them, so muparser would see a name).
  for (std::size_t i = 0; i < expression.size();) {
    const char c = expression[i];
    const bool afterName = i > 0 && (std::isalnum(static_cast<unsigned char>(expression[i - 1])) ||
                                     expression[i - 1] == '_');
    if (afterName || !(std::isdigit(static_cast<unsigned char>(c)) || c == '.')) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < expression.size() &&
           (std::isdigit(static_cast<unsigned char>(expression[end])) || expression[end] == '.')) {
      ++end;
    }
    if (end < expression.size() && (expression[end] == 'e' || expression[end] == 'E')) {
      std::size_t exp = end + 1;
      if (exp < expression.size() && (expression[exp] == '+' || expression[exp] == '-')) ++exp;
      if (exp < expression.size() && std::isdigit(static_cast<unsigned char>(expression[exp]))) {
        end = exp;
        while (end < expression.size() && std::isdigit(static_cast<unsigned char>(expression[end])))
          ++end;
      }
    }
    const std::string_view literal = expression.substr(i, end - i);
    const std::string why = parseDouble(literal) ? std::string() : whyNotADouble(literal);
    if (why.rfind("underflows", 0) == 0 || why.rfind("is beyond", 0) == 0) {
      return fail(i + 1, "'" + std::string(literal) + "' " + why);
    }
    i = end;
  }
  if (parameters.size() > kMaxParameters) {
    return fail(0, "more than " + std::to_string(kMaxParameters) + " parameters");
  }
  Grammar g;
  double x = 0.0;
  // muparser reads a variable through a pointer; the interpreter pushes x, or a parameter's
  // value as a constant (its derivative in x is 0).
  std::array<double, kMaxParameters> values{};
  Formula f;
  try {
    g.DefineVar("x", &x);
    for (std::size_t i = 0; i < parameters.size(); ++i) {
      const FormulaParameter& p = parameters[i];
      if (!isParameterName(p.name)) return fail(0, "'" + p.name + "' cannot name a parameter");
      if (!std::isfinite(p.value)) return fail(0, "the parameter " + p.name + " is not finite");
      values[i] = p.value;
      g.DefineVar(p.name, &values[i]);
    }
    g.SetExpr(std::string(expression));
    g.Eval();
    if (g.GetNumResults() != 1) return fail(0, "one expression only (no ',' outside a function)");
    const mu::ParserByteCode& code = g.GetByteCode();
    const mu::SToken* tok = code.GetBase();
    int depth = 0;
    for (std::size_t i = 0; i < code.GetSize() && tok[i].Cmd != mu::cmEND; ++i) {
      const mu::SToken& t = tok[i];
      Instr in;
      switch (t.Cmd) {
        case mu::cmVAR:
          if (t.Val.ptr == &x) {
            in.op = kPushX;
          } else {
            in.op = kPushValue;
            in.value = *t.Val.ptr;
          }
          ++depth;
          break;
        case mu::cmVAL:
          in.op = kPushValue;
          in.value = t.Val.data2;
          ++depth;
          break;
        case mu::cmADD:
          in.op = kAdd;
          --depth;
          break;
        case mu::cmSUB:
          in.op = kSub;
          --depth;
          break;
        case mu::cmMUL:
          in.op = kMul;
          --depth;
          break;
        case mu::cmDIV:
          in.op = kDiv;
          --depth;
          break;
        case mu::cmPOW:
          in.op = kPow;
          --depth;
          break;
        case mu::cmLT:
          in.op = kLess;
          --depth;
          break;
        case mu::cmLE:
          in.op = kLessEq;
          --depth;
          break;
        case mu::cmGT:
          in.op = kGreater;
          --depth;
          break;
        case mu::cmGE:
          in.op = kGreaterEq;
          --depth;
          break;
        case mu::cmEQ:
          in.op = kEqual;
          --depth;
          break;
        case mu::cmNEQ:
          in.op = kNotEqual;
          --depth;
          break;
        case mu::cmLAND:
          in.op = kAnd;
          --depth;
          break;
        case mu::cmLOR:
          in.op = kOr;
          --depth;
          break;
        case mu::cmIF:
          in.op = kIf;
          in.jump = t.Oprt.offset;
          --depth;
          break;
        case mu::cmELSE:
          in.op = kElse;
          in.jump = t.Oprt.offset;
          --depth;
          break;
        case mu::cmENDIF:
          in.op = kEndIf;
          break;
        case mu::cmFUNC: {
          const auto& cb = t.Fun.cb;
          int op = -1;
          if (is(cb, neg)) op = kNeg;
          if (is(cb, plus)) op = kPlus;
          if (is(cb, fmin)) op = kMin;
          if (is(cb, fmax)) op = kMax;
          for (const Unary& u : kUnary) {
            if (is(cb, u.f)) op = u.op;
          }
          if (op < 0 || t.Fun.argc != (op >= kMin ? 2 : 1)) {
            return fail(0, "unsupported construct");
          }
          in.op = op;
          depth -= t.Fun.argc - 1;
          break;
        }
        default:
          return fail(0, "unsupported construct (only x, numbers, operators and functions)");
      }
      f.m_code.push_back(in);
      f.m_stackSize = std::max(f.m_stackSize, depth);
    }
  } catch (const mu::ParserError& e) {
    // muparser counts from 0 and may point past the end; the column is at most one past it.
    const int pos = e.GetPos();
    const std::size_t column =
        pos >= 0 ? std::min(static_cast<std::size_t>(pos) + 1, expression.size() + 1) : 0;
    return fail(column, messageFor(e));
  }
  f.m_expression = std::string(expression);
  f.m_stackSize += 2;
  return f;
}

Dual Formula::evaluate(double x) const {
  constexpr int kInline = 64;
  if (m_stackSize <= kInline) {
    Dual stack[kInline];
    return run(x, stack);
  }
  std::vector<Dual> stack(static_cast<std::size_t>(m_stackSize));
  return run(x, stack.data());
}

void Formula::evaluate(std::span<const double> x, std::span<double> out, bool derivative) const {
  if (x.size() != out.size()) throw std::invalid_argument("Formula::evaluate: size mismatch");
  std::vector<Dual> stack(static_cast<std::size_t>(m_stackSize));
  for (std::size_t i = 0; i < x.size(); ++i) {
    const Dual r = run(x[i], stack.data());
    out[i] = derivative ? r.d : r.v;
  }
}

}  // namespace gelu
