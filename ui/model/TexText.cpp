#include "ui/model/TexText.hpp"

#include <QHash>
#include <utility>

#include "ui/model/Text.hpp"

namespace ui {
namespace {

/// Commands that stand for one symbol.
const QHash<QString, QString>& symbols() {
  static const QHash<QString, QString> table = {
      {"alpha", "α"},      {"beta", "β"},   {"gamma", "γ"},   {"delta", "δ"},  {"epsilon", "ϵ"},
      {"varepsilon", "ε"}, {"zeta", "ζ"},   {"eta", "η"},     {"theta", "θ"},  {"vartheta", "ϑ"},
      {"iota", "ι"},       {"kappa", "κ"},  {"lambda", "λ"},  {"mu", "μ"},     {"nu", "ν"},
      {"xi", "ξ"},         {"pi", "π"},     {"rho", "ρ"},     {"sigma", "σ"},  {"tau", "τ"},
      {"upsilon", "υ"},    {"phi", "ϕ"},    {"varphi", "φ"},  {"chi", "χ"},    {"psi", "ψ"},
      {"omega", "ω"},      {"Gamma", "Γ"},  {"Delta", "Δ"},   {"Theta", "Θ"},  {"Lambda", "Λ"},
      {"Xi", "Ξ"},         {"Pi", "Π"},     {"Sigma", "Σ"},   {"Phi", "Φ"},    {"Psi", "Ψ"},
      {"Omega", "Ω"},      {"infty", "∞"},  {"partial", "∂"}, {"nabla", "∇"},  {"int", "∫"},
      {"sum", "∑"},        {"prod", "∏"},   {"prime", "′"},   {"ldots", "…"},  {"cdots", "⋯"},
      {"dots", "…"},       {"mid", "|"},    {"{", "{"},       {"}", "}"},      {"%", "%"},
      {"&", "&amp;"},      {"#", "#"},      {"_", "_"},       {"lbrace", "{"}, {"rbrace", "}"},
      {"langle", "⟨"},     {"rangle", "⟩"}, {"lvert", "|"},   {"rvert", "|"},  {"vert", "|"},
      {"ell", "ℓ"},        {"forall", "∀"}, {"exists", "∃"},  {"neg", "¬"},
  };
  return table;
}

/// Relations and binary operators: spaced as TeX spaces them.
const QHash<QString, QString>& operators() {
  static const QHash<QString, QString> table = {
      {"approx", "≈"},     {"sim", "~"},        {"le", "≤"},     {"leq", "≤"},   {"ge", "≥"},
      {"geq", "≥"},        {"ne", "≠"},         {"neq", "≠"},    {"pm", "±"},    {"mp", "∓"},
      {"times", "×"},      {"to", "→"},         {"in", "∈"},     {"equiv", "≡"}, {"propto", "∝"},
      {"Rightarrow", "⇒"}, {"rightarrow", "→"}, {"mapsto", "↦"}, {"div", "÷"},   {"ll", "≪"},
      {"gg", "≫"},
  };
  return table;
}

const QStringList& functionNames() {
  static const QStringList names = {"tanh", "sinh", "cosh", "exp", "log", "ln",
                                    "sin",  "cos",  "tan",  "max", "min", "lim",
                                    "sup",  "inf",  "det",  "arg", "sgn", "Pr"};
  return names;
}

const QHash<QString, QString>& accents() {
  static const QHash<QString, QString> table = {
      {"hat", QString(QChar(0x0302))},   {"bar", QString(QChar(0x0304))},
      {"tilde", QString(QChar(0x0303))}, {"dot", QString(QChar(0x0307))},
      {"vec", QString(QChar(0x20D7))},   {"overline", QString(QChar(0x0305))},
  };
  return table;
}

QString blackboard(const QString& letters) {
  static const QHash<QChar, QString> table = {{'R', "ℝ"}, {'N', "ℕ"}, {'Z', "ℤ"}, {'Q', "ℚ"},
                                              {'C', "ℂ"}, {'E', "𝔼"}, {'P', "ℙ"}, {'1', "𝟙"}};
  QString out;
  for (const QChar c : letters) out += table.value(c, QString(c));
  return out;
}

QString escaped(QChar c) {
  if (c == '<') return "&lt;";
  if (c == '>') return "&gt;";
  if (c == '&') return "&amp;";
  return QString(c);
}

/// Text as rich text that shows it: every character escaped.
QString plainText(const QString& text) {
  QString out;
  for (const QChar c : text) out += escaped(c);
  return out;
}

/// A recursive reader of one formula. Output is rich text; `m_lastOperand` tells a binary
/// minus (after something) from a unary one (at the start, after an operator or an opening).
class Reader {
 public:
  explicit Reader(const QString& tex) : m_s(tex) {}

  QString all() {
    QString out;
    while (m_i < m_s.size()) out += atom(false);
    return out.trimmed();
  }

 private:
  bool atEnd() const { return m_i >= m_s.size(); }
  QChar peek() const { return atEnd() ? QChar() : m_s[m_i]; }

  QString command() {  // after the backslash
    if (atEnd()) return QStringLiteral("\\");
    if (!m_s[m_i].isLetter()) return QString(m_s[m_i++]);
    const qsizetype start = m_i;
    while (!atEnd() && m_s[m_i].isLetter()) ++m_i;
    return m_s.mid(start, m_i - start);
  }
  void skipSpaces() {
    while (!atEnd() && m_s[m_i].isSpace()) ++m_i;
  }
  /// A braced group or one token, as rich text.
  QString argument() {
    skipSpaces();
    if (atEnd()) return {};
    if (peek() == '{') {
      ++m_i;
      m_lastOperand = false;  // a group starts afresh: its first minus is a sign
      QString out;
      while (!atEnd() && peek() != '}') out += atom(false);
      if (!atEnd()) ++m_i;
      m_lastOperand = true;
      return out.trimmed();
    }
    return atom(true).trimmed();
  }
  /// The raw text of a braced group (\text, \mathrm), or one character.
  QString rawArgument() {
    skipSpaces();
    if (atEnd()) return {};
    if (peek() != '{') return escaped(m_s[m_i++]);
    ++m_i;
    QString out;
    int depth = 1;
    while (!atEnd()) {
      const QChar c = m_s[m_i++];
      if (c == '{') ++depth;
      if (c == '}' && --depth == 0) break;
      if (c == '\\' && !atEnd()) {
        const QString name = command();
        out += symbols().value(name, name == "," || name == " " ? QString(" ") : plainText(name));
        continue;
      }
      out += escaped(c);
    }
    return out;
  }
  static bool simple(const QString& rich) {
    for (const QChar c : stripTags(rich)) {
      if (c == ' ' || c == '+' || c == QChar(0x2212) || c == '/' || c == QChar(0x00B7)) {
        return false;
      }
    }
    return true;
  }
  /// An operator name ("tanh", "erf") as TeX spaces it: a thin space after an operand before it,
  /// and one after it unless a bracket or a fraction follows ("tanh x", "erf(y)", "x tanh").
  QString operatorName(const QString& name, bool spacedBefore) {
    qsizetype j = m_i;
    while (j < m_s.size() && m_s[j].isSpace()) ++j;
    const QString rest = m_s.mid(j, 6);
    const bool bracket = rest.startsWith('(') || rest.startsWith('[') ||
                         rest.startsWith("\\left") || rest.startsWith("\\frac") ||
                         rest.startsWith("\\big") || j >= m_s.size();
    const QString thin(QChar(0x2009));
    return (spacedBefore ? thin : QString()) + name + (bracket ? QString() : thin);
  }
  static QString wrapped(const QString& rich) { return simple(rich) ? rich : "(" + rich + ")"; }
  QString spaced(const QString& op) {
    m_lastOperand = false;
    return " " + op + " ";
  }

  QString atom(bool single) {
    const bool afterFunction = std::exchange(m_afterFunction, false);
    const QChar c = m_s[m_i++];
    if (c.isSpace()) m_afterFunction = afterFunction;
    if (c.isSpace()) return {};
    if (c == '{' && !single) {
      --m_i;
      return argument();
    }
    if (c == '^' || c == '_') {
      const QString arg = argument();
      m_lastOperand = true;
      return c == '^' ? "<sup>" + arg + "</sup>" : "<sub>" + arg + "</sub>";
    }
    if (c == '&') return QString(QChar(0x2003));  // a column of cases
    if (c == '\\') return control(command(), afterFunction);
    if (c == '-') {
      if (m_lastOperand) return spaced(QString(QChar(0x2212)));
      return QString(QChar(0x2212));
    }
    if (c == '+' || c == '=' || c == '<' || c == '>') {
      if (c == '+' && !m_lastOperand) return "+";
      return spaced(escaped(c));
    }
    if (c == '(' || c == '[' || c == ',' || c == ';') {
      m_lastOperand = false;
      return c == ',' ? QStringLiteral(", ") : QString(c);
    }
    if (c == '*') return spaced("∗");
    if (c == '\'') return "′";
    m_lastOperand = true;
    if (c.isLetter() && c.unicode() < 128) return "<i>" + QString(c) + "</i>";
    if (c == '~') return " ";
    return escaped(c);
  }

  QString control(const QString& name, bool afterFunction) {
    if (name == "\\") return "; ";  // a line break in cases
    if (name == "," || name == ":" || name == ";" || name == " ") return QString(QChar(0x2009));
    if (name == "!") return {};
    // No-break spaces: rich text collapses every other run of spaces into one.
    if (name == "quad" || name == "qquad") {
      m_lastOperand = false;  // a new phrase
      return QStringLiteral("&nbsp;").repeated(name == "quad" ? 3 : 6);
    }
    if (name == "frac" || name == "dfrac" || name == "tfrac") {
      const QString num = argument();
      const QString den = argument();
      m_lastOperand = true;
      if (num == "1" && den == "2") return "½";
      if (num == "1" && den == "4") return "¼";
      const QString fraction = wrapped(num) + "/" + wrapped(den);
      return afterFunction ? "(" + fraction + ")" : fraction;  // erf(x/√2), not erf x/√2
    }
    if (name == "sqrt") {
      QString index;
      skipSpaces();
      if (peek() == '[') {
        const qsizetype close = m_s.indexOf(']', m_i);
        index = close < 0 ? QString() : Reader(m_s.mid(m_i + 1, close - m_i - 1)).all();
        m_i = close < 0 ? m_s.size() : close + 1;
      }
      const QString arg = argument();
      m_lastOperand = true;
      // The bar shows how far the root reaches; without it, more than one symbol is bracketed.
      const QString plain = stripTags(arg);
      bool number = !plain.isEmpty();
      for (const QChar c : plain) number = number && (c.isDigit() || c == '.');
      const QString under = plain.size() == 1 || number ? arg : "(" + arg + ")";
      return (index.isEmpty() ? QString() : "<sup>" + index + "</sup>") + "√" + under;
    }
    if (name == "left" || name == "right" || name.startsWith("big") || name.startsWith("Big")) {
      skipSpaces();
      if (atEnd()) return {};
      QChar d = m_s[m_i++];
      QString out;
      if (d == '\\') {
        const QString inner = command();
        out = symbols().value(inner, inner == "|" ? "‖" : plainText(inner));
      } else if (d != '.') {
        out = escaped(d);
      }
      m_lastOperand = name == "right" || name.endsWith('r') || out == ")" || out == "]";
      return out;
    }
    if (name == "mathrm" || name == "operatorname" || name == "text" || name == "mathit" ||
        name == "textrm" || name == "mathsf") {
      const bool spaced = m_lastOperand && name == "operatorname";
      const QString raw = rawArgument();
      m_lastOperand = true;
      m_afterFunction = name == "operatorname";
      if (m_afterFunction) return operatorName(raw, spaced);
      return name == "mathit" ? "<i>" + raw + "</i>" : raw;
    }
    if (name == "mathbb") {
      m_lastOperand = true;
      return blackboard(rawArgument());
    }
    if (name == "mathcal") {
      m_lastOperand = true;
      return rawArgument();
    }
    if (name == "boldsymbol" || name == "mathbf") {
      const QString arg = argument();
      return "<b>" + arg + "</b>";
    }
    if (name == "begin" || name == "end") {
      const QString env = rawArgument();
      if (env != "cases") return {};
      m_lastOperand = false;
      return name == "begin" ? QStringLiteral("{ ") : QString();
    }
    if (accents().contains(name)) {
      const QString arg = argument();
      return arg + accents().value(name);
    }
    if (operators().contains(name)) return spaced(operators().value(name));
    if (functionNames().contains(name)) {
      const bool spaced = m_lastOperand;
      m_lastOperand = true;
      m_afterFunction = true;
      return operatorName(name, spaced);
    }
    if (name == "cdot") {
      m_lastOperand = false;
      return "·";
    }
    if (name == "displaystyle" || name == "textstyle" || name == "limits" || name == "nolimits") {
      return {};
    }
    if (name == "int" || name == "sum" || name == "prod") {  // a thin space after an operand
      const bool spaced = m_lastOperand;
      m_lastOperand = false;
      return (spaced ? QString(QChar(0x2009)) : QString()) + symbols().value(name);
    }
    m_lastOperand = true;
    if (symbols().contains(name)) return symbols().value(name);
    return plainText(name);  // unknown: shown as written, without its backslash
  }

  QString m_s;
  qsizetype m_i = 0;
  bool m_lastOperand = false;
  bool m_afterFunction = false;  ///< an operator name was just read: a fraction is its argument
};

}  // namespace

QString texToRichText(const QString& tex) {
  QString out = Reader(tex).all();
  // One space where spacing met spacing (a relation after a thin space).
  while (out.contains("  ")) out.replace("  ", " ");
  return out;
}

QString texToPlainText(const QString& tex) {
  return stripTags(texToRichText(tex))
      .replace("&nbsp;", " ")
      .replace("&lt;", "<")
      .replace("&gt;", ">")
      .replace("&amp;", "&");
}

}  // namespace ui
