#include "core/formula_tex.hpp"

#include <cctype>
#include <memory>
#include <utility>
#include <vector>

namespace gelu {
namespace {

/// Whether TeX sets `t` taller than a line of text (a fraction, a radical, cases, or a group
/// already sized to such): its brackets must grow with it.
bool tall(std::string_view t) {
  for (std::string_view mark : {"\\frac", "\\sqrt", "\\begin", "\\left"}) {
    if (t.find(mark) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace

std::string texGroup(std::string_view t) {
  // \left…\right makes an inner atom, which TeX spaces from a letter before it ("Φ (x)"):
  // only a group that must grow takes it.
  return tall(t) ? "\\left(" + std::string(t) + "\\right)" : "(" + std::string(t) + ")";
}

namespace {

/// Binding strength, loosest first: what a child must bind at least as tightly as, or be
/// parenthesized.
enum Prec { kCond = 0, kOr, kAnd, kCompare, kSum, kProduct, kUnary, kPower, kAtom };

struct Node {
  enum class Kind { Number, Name, Call, Unary, Binary, Ternary } kind;
  std::string text;  ///< the number as typed, the name, the operator or the function
  std::vector<std::unique_ptr<Node>> args;
};
using NodePtr = std::unique_ptr<Node>;

NodePtr make(Node::Kind kind, std::string text, std::vector<NodePtr> args = {}) {
  auto n = std::make_unique<Node>();
  n->kind = kind;
  n->text = std::move(text);
  n->args = std::move(args);
  return n;
}

class Parser {
 public:
  explicit Parser(std::string_view s) : m_s(s) {}
  NodePtr parse() {
    NodePtr n = ternary();
    skip();
    if (!n || m_i != m_s.size()) return nullptr;
    return n;
  }

 private:
  void skip() {
    while (m_i < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_i]))) ++m_i;
  }
  bool eat(std::string_view op) {
    skip();
    if (m_s.substr(m_i, op.size()) != op) return false;
    m_i += op.size();
    return true;
  }
  bool peek(std::string_view op) {
    skip();
    return m_s.substr(m_i, op.size()) == op;
  }

  NodePtr ternary() {
    NodePtr cond = disjunction();
    if (!cond || !eat("?")) return cond;
    NodePtr a = ternary();
    if (!a || !eat(":")) return nullptr;
    NodePtr b = ternary();
    if (!b) return nullptr;
    std::vector<NodePtr> args;
    args.push_back(std::move(cond));
    args.push_back(std::move(a));
    args.push_back(std::move(b));
    return make(Node::Kind::Ternary, "?", std::move(args));
  }
  NodePtr binaryLevel(NodePtr (Parser::*next)(), std::initializer_list<std::string_view> ops) {
    NodePtr left = (this->*next)();
    while (left) {
      std::string_view found;
      for (const std::string_view op : ops) {
        // "<" must not take the "<" of "<=" (the longer operators come first in the lists).
        if (peek(op)) {
          found = op;
          break;
        }
      }
      if (found.empty()) return left;
      eat(found);
      NodePtr right = (this->*next)();
      if (!right) return nullptr;
      std::vector<NodePtr> args;
      args.push_back(std::move(left));
      args.push_back(std::move(right));
      left = make(Node::Kind::Binary, std::string(found), std::move(args));
    }
    return left;
  }
  NodePtr disjunction() { return binaryLevel(&Parser::conjunction, {"||"}); }
  NodePtr conjunction() { return binaryLevel(&Parser::comparison, {"&&"}); }
  NodePtr comparison() { return binaryLevel(&Parser::sum, {"<=", ">=", "==", "!=", "<", ">"}); }
  NodePtr sum() { return binaryLevel(&Parser::product, {"+", "-"}); }
  NodePtr product() { return binaryLevel(&Parser::unary, {"*", "/"}); }
  NodePtr unary() {
    // (muparser: -x^2 is −(x²): the sign binds more loosely than the power.)
    if (eat("-")) {
      NodePtr a = unary();
      if (!a) return nullptr;
      std::vector<NodePtr> args;
      args.push_back(std::move(a));
      return make(Node::Kind::Unary, "-", std::move(args));
    }
    if (eat("+")) return unary();
    return power();
  }
  NodePtr power() {
    NodePtr base = atom();
    if (!base || !eat("^")) return base;
    NodePtr exponent = unary();  // right-associative; 2^-x is allowed
    if (!exponent) return nullptr;
    std::vector<NodePtr> args;
    args.push_back(std::move(base));
    args.push_back(std::move(exponent));
    return make(Node::Kind::Binary, "^", std::move(args));
  }
  NodePtr atom() {
    skip();
    if (m_i >= m_s.size()) return nullptr;
    const char c = m_s[m_i];
    if (c == '(') {
      ++m_i;
      NodePtr inner = ternary();
      if (!inner || !eat(")")) return nullptr;
      return inner;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      const std::size_t start = m_i;
      while (m_i < m_s.size() &&
             (std::isdigit(static_cast<unsigned char>(m_s[m_i])) || m_s[m_i] == '.')) {
        ++m_i;
      }
      if (m_i < m_s.size() && (m_s[m_i] == 'e' || m_s[m_i] == 'E')) {
        std::size_t j = m_i + 1;
        if (j < m_s.size() && (m_s[j] == '+' || m_s[j] == '-')) ++j;
        if (j < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[j]))) {
          m_i = j;
          while (m_i < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_i]))) ++m_i;
        }
      }
      return make(Node::Kind::Number, std::string(m_s.substr(start, m_i - start)));
    }
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      const std::size_t start = m_i;
      while (m_i < m_s.size() &&
             (std::isalnum(static_cast<unsigned char>(m_s[m_i])) || m_s[m_i] == '_')) {
        ++m_i;
      }
      std::string name(m_s.substr(start, m_i - start));
      if (!eat("(")) return make(Node::Kind::Name, name);
      std::vector<NodePtr> args;
      if (!eat(")")) {
        do {
          NodePtr a = ternary();
          if (!a) return nullptr;
          args.push_back(std::move(a));
        } while (eat(","));
        if (!eat(")")) return nullptr;
      }
      return make(Node::Kind::Call, std::move(name), std::move(args));
    }
    return nullptr;
  }

  std::string_view m_s;
  std::size_t m_i = 0;
};

int precedence(const Node& n) {
  switch (n.kind) {
    case Node::Kind::Number:
      // 2e-3 is set as 2·10⁻³, a product.
      return n.text.find_first_of("eE") != std::string::npos ? kProduct : kAtom;
    case Node::Kind::Name:
    case Node::Kind::Call:
      return kAtom;
    case Node::Kind::Unary:
      return kUnary;
    case Node::Kind::Ternary:
      return kCond;
    case Node::Kind::Binary:
      break;
  }
  const std::string& op = n.text;
  if (op == "||") return kOr;
  if (op == "&&") return kAnd;
  if (op == "+" || op == "-") return kSum;
  if (op == "*" || op == "/") return kProduct;
  if (op == "^") return kPower;
  return kCompare;
}

class Writer {
 public:
  explicit Writer(std::string_view otherwise) : m_otherwise(otherwise) {}

  std::string tex(const Node& n) {
    switch (n.kind) {
      case Node::Kind::Number:
        return number(n.text);
      case Node::Kind::Name:
        if (n.text == "pi" || n.text == "_pi") return "\\pi";
        if (n.text == "_e") return "e";
        return parameterTex(n.text);
      case Node::Kind::Call:
        return call(n);
      case Node::Kind::Unary:
        return "-" + operand(*n.args[0], kUnary + 1);
      case Node::Kind::Ternary:
        return cases(n);
      case Node::Kind::Binary:
        return binary(n);
    }
    return {};
  }

 private:
  static std::string number(const std::string& typed) {
    const std::size_t e = typed.find_first_of("eE");
    if (e == std::string::npos) return typed;
    std::string mantissa = typed.substr(0, e);
    std::string exponent = typed.substr(e + 1);
    if (!exponent.empty() && exponent[0] == '+') exponent.erase(0, 1);
    while (exponent.size() > 1 && exponent[0] == '0') exponent.erase(0, 1);
    if (exponent.size() > 2 && exponent[0] == '-' && exponent[1] == '0') exponent.erase(1, 1);
    if (mantissa == "1") return "10^{" + exponent + "}";
    return mantissa + "\\cdot 10^{" + exponent + "}";
  }

  /// A child in parentheses when it binds more loosely than `least`.
  std::string operand(const Node& n, int least) {
    const std::string t = tex(n);
    return precedence(n) < least ? texGroup(t) : t;
  }

  static bool startsWithDigit(const std::string& t) {
    return !t.empty() && (std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '.');
  }

  std::string binary(const Node& n) {
    const std::string& op = n.text;
    const Node& a = *n.args[0];
    const Node& b = *n.args[1];
    if (op == "^") {
      // The base atomic (else in parentheses); the exponent raised as it is.
      std::string base = operand(a, kAtom);
      if (a.kind == Node::Kind::Call && a.text == "exp") base = texGroup(tex(a));
      // A letter or a number takes its exponent itself (x^{2}: the letter's italic correction
      // kept); anything else is one group, so the exponent sits on the whole.
      const bool symbol = a.kind == Node::Kind::Number || a.kind == Node::Kind::Name;
      return (symbol ? base : "{" + base + "}") + "^{" + tex(b) + "}";
    }
    if (op == "*") {
      const std::string left = operand(a, kProduct);
      const std::string right = operand(b, kProduct + 1);
      // A number before a letter, a function or a parenthesis is read as their product ("2x",
      // "2\pi", "0.5\left(…"); anything else takes a dot.
      const bool juxtapose = a.kind == Node::Kind::Number && precedence(a) == kAtom &&
                             !startsWithDigit(right) && right[0] != '-';
      return juxtapose ? left + right : left + " \\cdot " + right;
    }
    if (op == "/") return operand(a, kProduct) + "/" + operand(b, kProduct + 1);
    if (op == "+") return operand(a, kSum) + " + " + operand(b, kSum + 1);
    if (op == "-") return operand(a, kSum) + " - " + operand(b, kSum + 1);
    static const std::pair<std::string_view, std::string_view> kRelations[] = {
        {"<", "<"},  {">", ">"},     {"<=", "\\le"},   {">=", "\\ge"},
        {"==", "="}, {"!=", "\\ne"}, {"&&", "\\land"}, {"||", "\\lor"}};
    for (const auto& [from, to] : kRelations) {
      if (op == from) {
        const int p = precedence(n);
        return operand(a, p) + " " + std::string(to) + " " + operand(b, p + 1);
      }
    }
    return {};
  }

  std::string call(const Node& n) {
    const std::string& f = n.text;
    std::vector<std::string> args;
    for (const auto& a : n.args) args.push_back(tex(*a));
    const std::string first = args.empty() ? std::string() : args[0];
    const auto paren = [&](const std::string& name) {
      std::string list;
      for (std::size_t i = 0; i < args.size(); ++i) list += (i > 0 ? ", " : "") + args[i];
      return name + texGroup(list);
    };
    if (f == "exp") return "e^{" + first + "}";
    if (f == "sqrt") return "\\sqrt{" + first + "}";
    if (f == "abs") {
      return tall(first) ? "\\left|" + first + "\\right|" : "\\lvert " + first + "\\rvert";
    }
    if (f == "log1p") return "\\log" + texGroup("1 + " + first);
    if (f == "expm1") return texGroup("e^{" + first + "} - 1");
    if (f == "log2") return paren("\\log_2");
    if (f == "log10") return paren("\\log_{10}");
    static const std::pair<std::string_view, std::string_view> kNames[] = {
        {"log", "\\log"},
        {"sin", "\\sin"},
        {"cos", "\\cos"},
        {"tan", "\\tan"},
        {"atan", "\\arctan"},
        {"sinh", "\\sinh"},
        {"cosh", "\\cosh"},
        {"tanh", "\\tanh"},
        {"min", "\\min"},
        {"max", "\\max"},
        {"erf", "\\operatorname{erf}"},
        {"erfc", "\\operatorname{erfc}"},
        {"sign", "\\operatorname{sign}"},
        {"Phi", "\\Phi"},
        {"phi", "\\varphi"},
        {"sigmoid", "\\sigma"},
        {"softplus", "\\operatorname{softplus}"},
        {"gelu", "\\operatorname{GELU}"},
        {"relu", "\\operatorname{ReLU}"}};
    for (const auto& [from, to] : kNames) {
      if (f == from) return paren(std::string(to));
    }
    return paren("\\operatorname{" + f + "}");
  }

  /// c1 ? a : c2 ? b : d as one list of cases: a if c1, b if c2, d otherwise.
  std::string cases(const Node& n) {
    std::string rows;
    const Node* at = &n;
    while (at->kind == Node::Kind::Ternary) {
      rows += tex(*at->args[1]) + " & " + tex(*at->args[0]) + " \\\\ ";
      at = at->args[2].get();
    }
    rows += tex(*at) + " & \\text{" + std::string(m_otherwise) + "}";
    return "\\begin{cases} " + rows + " \\end{cases}";
  }

  std::string_view m_otherwise;
};

}  // namespace

std::optional<std::string> formulaToTex(std::string_view expression, std::string_view otherwise) {
  const NodePtr tree = Parser(expression).parse();
  if (!tree) return std::nullopt;
  return Writer(otherwise).tex(*tree);
}

std::string parameterTex(std::string_view name) {
  static constexpr std::string_view kGreek[] = {
      "alpha",  "beta",  "gamma", "delta", "epsilon", "zeta",  "eta",   "theta", "iota", "kappa",
      "lambda", "mu",    "nu",    "xi",    "rho",     "sigma", "tau",   "phi",   "chi",  "psi",
      "omega",  "Gamma", "Delta", "Theta", "Lambda",  "Xi",    "Sigma", "Phi",   "Psi",  "Omega"};
  for (const std::string_view g : kGreek) {
    if (name == g) return "\\" + std::string(name);
  }
  if (name.size() > 1) return "\\mathit{" + std::string(name) + "}";
  return std::string(name);
}

}  // namespace gelu
