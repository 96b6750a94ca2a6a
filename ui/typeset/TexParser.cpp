#include "ui/typeset/TexParser.hpp"

#include <QCoreApplication>
#include <QHash>
#include <optional>
#include <vector>

namespace ui::typeset {
namespace {

struct Tr {
  Q_DECLARE_TR_FUNCTIONS(Typeset)
};

/// How letters are set: TeX's math alphabets.
enum class Alphabet { Math, Roman, Italic, Bold, BoldSymbol, DoubleStruck, Calligraphic };

struct SymbolInfo {
  char32_t c;
  Class cls;
};

/// Commands that stand for one character, with its class. Greek letters and a few symbols are
/// letters (italic in math: see mathAlphabet()).
const QHash<QString, SymbolInfo>& symbolCommands() {
  static const QHash<QString, SymbolInfo> table = {
      // Greek (lowercase italic, uppercase upright, as TeX sets them)
      {"alpha", {0x3B1, Class::Ord}},
      {"beta", {0x3B2, Class::Ord}},
      {"gamma", {0x3B3, Class::Ord}},
      {"delta", {0x3B4, Class::Ord}},
      {"epsilon", {0x3F5, Class::Ord}},
      {"varepsilon", {0x3B5, Class::Ord}},
      {"zeta", {0x3B6, Class::Ord}},
      {"eta", {0x3B7, Class::Ord}},
      {"theta", {0x3B8, Class::Ord}},
      {"vartheta", {0x3D1, Class::Ord}},
      {"iota", {0x3B9, Class::Ord}},
      {"kappa", {0x3BA, Class::Ord}},
      {"lambda", {0x3BB, Class::Ord}},
      {"mu", {0x3BC, Class::Ord}},
      {"nu", {0x3BD, Class::Ord}},
      {"xi", {0x3BE, Class::Ord}},
      {"omicron", {0x3BF, Class::Ord}},
      {"pi", {0x3C0, Class::Ord}},
      {"varpi", {0x3D6, Class::Ord}},
      {"rho", {0x3C1, Class::Ord}},
      {"varrho", {0x3F1, Class::Ord}},
      {"sigma", {0x3C3, Class::Ord}},
      {"varsigma", {0x3C2, Class::Ord}},
      {"tau", {0x3C4, Class::Ord}},
      {"upsilon", {0x3C5, Class::Ord}},
      {"phi", {0x3D5, Class::Ord}},
      {"varphi", {0x3C6, Class::Ord}},
      {"chi", {0x3C7, Class::Ord}},
      {"psi", {0x3C8, Class::Ord}},
      {"omega", {0x3C9, Class::Ord}},
      {"Gamma", {0x393, Class::Ord}},
      {"Delta", {0x394, Class::Ord}},
      {"Theta", {0x398, Class::Ord}},
      {"Lambda", {0x39B, Class::Ord}},
      {"Xi", {0x39E, Class::Ord}},
      {"Pi", {0x3A0, Class::Ord}},
      {"Sigma", {0x3A3, Class::Ord}},
      {"Upsilon", {0x3A5, Class::Ord}},
      {"Phi", {0x3A6, Class::Ord}},
      {"Psi", {0x3A8, Class::Ord}},
      {"Omega", {0x3A9, Class::Ord}},
      // Ordinary symbols
      {"infty", {0x221E, Class::Ord}},
      {"partial", {0x2202, Class::Ord}},
      {"nabla", {0x2207, Class::Ord}},
      {"ell", {0x2113, Class::Ord}},
      {"hbar", {0x210F, Class::Ord}},
      {"emptyset", {0x2205, Class::Ord}},
      {"varnothing", {0x2205, Class::Ord}},
      {"forall", {0x2200, Class::Ord}},
      {"exists", {0x2203, Class::Ord}},
      {"neg", {0xAC, Class::Ord}},
      {"lnot", {0xAC, Class::Ord}},
      {"prime", {0x2032, Class::Ord}},
      {"top", {0x22A4, Class::Ord}},
      {"bot", {0x22A5, Class::Ord}},
      {"angle", {0x2220, Class::Ord}},
      {"Re", {0x211C, Class::Ord}},
      {"Im", {0x2111, Class::Ord}},
      {"aleph", {0x2135, Class::Ord}},
      {"ldots", {0x2026, Class::Inner}},
      {"dots", {0x2026, Class::Inner}},
      {"cdots", {0x22EF, Class::Inner}},
      {"vdots", {0x22EE, Class::Ord}},
      {"ddots", {0x22F1, Class::Inner}},
      {"|", {0x2016, Class::Ord}},
      {"Vert", {0x2016, Class::Ord}},
      {"vert", {'|', Class::Ord}},
      {"{", {'{', Class::Open}},
      {"}", {'}', Class::Close}},
      {"lbrace", {'{', Class::Open}},
      {"rbrace", {'}', Class::Close}},
      {"langle", {0x27E8, Class::Open}},
      {"rangle", {0x27E9, Class::Close}},
      {"lvert", {'|', Class::Open}},
      {"rvert", {'|', Class::Close}},
      {"lVert", {0x2016, Class::Open}},
      {"rVert", {0x2016, Class::Close}},
      {"lfloor", {0x230A, Class::Open}},
      {"rfloor", {0x230B, Class::Close}},
      {"lceil", {0x2308, Class::Open}},
      {"rceil", {0x2309, Class::Close}},
      {"%", {'%', Class::Ord}},
      {"#", {'#', Class::Ord}},
      {"&", {'&', Class::Ord}},
      {"_", {'_', Class::Ord}},
      {"$", {'$', Class::Ord}},
      {"colon", {':', Class::Punct}},
      // Binary operators
      {"pm", {0xB1, Class::Bin}},
      {"mp", {0x2213, Class::Bin}},
      {"times", {0xD7, Class::Bin}},
      {"div", {0xF7, Class::Bin}},
      {"cdot", {0x22C5, Class::Bin}},
      {"odot", {0x2299, Class::Bin}},  // a Hadamard product (the gated units)
      {"oplus", {0x2295, Class::Bin}},
      {"otimes", {0x2297, Class::Bin}},
      {"ast", {0x2217, Class::Bin}},
      {"star", {0x22C6, Class::Bin}},
      {"circ", {0x2218, Class::Bin}},
      {"bullet", {0x2219, Class::Bin}},
      {"cup", {0x222A, Class::Bin}},
      {"cap", {0x2229, Class::Bin}},
      {"setminus", {0x2216, Class::Bin}},
      {"wedge", {0x2227, Class::Bin}},
      {"land", {0x2227, Class::Bin}},
      {"vee", {0x2228, Class::Bin}},
      {"lor", {0x2228, Class::Bin}},
      {"oplus", {0x2295, Class::Bin}},
      {"otimes", {0x2297, Class::Bin}},
      // Relations
      {"le", {0x2264, Class::Rel}},
      {"leq", {0x2264, Class::Rel}},
      {"ge", {0x2265, Class::Rel}},
      {"geq", {0x2265, Class::Rel}},
      {"ne", {0x2260, Class::Rel}},
      {"neq", {0x2260, Class::Rel}},
      {"approx", {0x2248, Class::Rel}},
      {"sim", {0x223C, Class::Rel}},
      {"simeq", {0x2243, Class::Rel}},
      {"cong", {0x2245, Class::Rel}},
      {"equiv", {0x2261, Class::Rel}},
      {"propto", {0x221D, Class::Rel}},
      {"to", {0x2192, Class::Rel}},
      {"rightarrow", {0x2192, Class::Rel}},
      {"leftarrow", {0x2190, Class::Rel}},
      {"gets", {0x2190, Class::Rel}},
      {"leftrightarrow", {0x2194, Class::Rel}},
      {"Rightarrow", {0x21D2, Class::Rel}},
      {"Leftarrow", {0x21D0, Class::Rel}},
      {"Leftrightarrow", {0x21D4, Class::Rel}},
      {"longrightarrow", {0x27F6, Class::Rel}},
      {"implies", {0x27F9, Class::Rel}},
      {"iff", {0x27FA, Class::Rel}},
      {"mapsto", {0x21A6, Class::Rel}},
      {"in", {0x2208, Class::Rel}},
      {"notin", {0x2209, Class::Rel}},
      {"ni", {0x220B, Class::Rel}},
      {"subset", {0x2282, Class::Rel}},
      {"supset", {0x2283, Class::Rel}},
      {"subseteq", {0x2286, Class::Rel}},
      {"supseteq", {0x2287, Class::Rel}},
      {"ll", {0x226A, Class::Rel}},
      {"gg", {0x226B, Class::Rel}},
      {"mid", {0x2223, Class::Rel}},
      {"parallel", {0x2225, Class::Rel}},
      {"perp", {0x27C2, Class::Rel}},
      {"asymp", {0x224D, Class::Rel}},
      {"lt", {'<', Class::Rel}},
      {"gt", {'>', Class::Rel}},
  };
  return table;
}

/// Big operators: ∑ and ∏ take limits above and below in display style, integrals beside.
const QHash<QString, SymbolInfo>& bigOperators() {
  static const QHash<QString, SymbolInfo> table = {
      {"sum", {0x2211, Class::Op}},       {"prod", {0x220F, Class::Op}},
      {"coprod", {0x2210, Class::Op}},    {"int", {0x222B, Class::Op}},
      {"iint", {0x222C, Class::Op}},      {"iiint", {0x222D, Class::Op}},
      {"oint", {0x222E, Class::Op}},      {"bigcup", {0x22C3, Class::Op}},
      {"bigcap", {0x22C2, Class::Op}},    {"bigoplus", {0x2A01, Class::Op}},
      {"bigotimes", {0x2A02, Class::Op}},
  };
  return table;
}

/// Typed text as a message may show it: control and invisible characters as \u escapes, at most
/// 40 characters (then "…").
QString visible(const QString& text) {
  QString out;
  for (const QChar c : text) {
    if (out.size() >= 40) return out + QChar(0x2026);
    const char16_t u = c.unicode();
    if (u < 0x20 || (u >= 0x7F && u < 0xA0) || (u >= 0x200B && u <= 0x200F) ||
        (u >= 0x2028 && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0xFEFF) {
      out += QStringLiteral("\\u%1").arg(static_cast<unsigned>(u), 4, 16, QChar('0'));
    } else {
      out += c;
    }
  }
  return out;
}

bool isIntegral(char32_t c) { return c >= 0x222B && c <= 0x2233; }

/// Operator names: upright, spaced as operators; those marked take limits in display style.
const QHash<QString, bool>& operatorNames() {
  static const QHash<QString, bool> table = {
      {"arccos", false}, {"arcsin", false}, {"arctan", false}, {"arg", false},   {"cos", false},
      {"cosh", false},   {"cot", false},    {"coth", false},   {"csc", false},   {"deg", false},
      {"dim", false},    {"exp", false},    {"hom", false},    {"ker", false},   {"lg", false},
      {"ln", false},     {"log", false},    {"sec", false},    {"sin", false},   {"sinh", false},
      {"tan", false},    {"tanh", false},   {"det", true},     {"gcd", true},    {"inf", true},
      {"lim", true},     {"liminf", true},  {"limsup", true},  {"max", true},    {"min", true},
      {"Pr", true},      {"sup", true},     {"argmax", true},  {"argmin", true},
  };
  return table;
}

/// Accent commands: the combining character and whether it stretches over a wide base.
struct AccentInfo {
  char32_t c;
  bool stretchy;
};
const QHash<QString, AccentInfo>& accents() {
  static const QHash<QString, AccentInfo> table = {
      {"hat", {0x302, false}},      {"widehat", {0x302, true}},   {"check", {0x30C, false}},
      {"tilde", {0x303, false}},    {"widetilde", {0x303, true}}, {"bar", {0x304, false}},
      {"dot", {0x307, false}},      {"ddot", {0x308, false}},     {"vec", {0x20D7, false}},
      {"acute", {0x301, false}},    {"grave", {0x300, false}},    {"breve", {0x306, false}},
      {"mathring", {0x30A, false}},
  };
  return table;
}

/// Explicit spaces in ems (a mu is 1/18 em).
std::optional<double> spaceCommand(const QString& name) {
  if (name == ",") return 3.0 / 18;
  if (name == ":" || name == ">") return 4.0 / 18;
  if (name == ";") return 5.0 / 18;
  if (name == "!") return -3.0 / 18;
  if (name == "quad") return 1.0;
  if (name == "qquad") return 2.0;
  if (name == " ") return 1.0 / 3;
  if (name == "enspace") return 0.5;
  if (name == "thinspace") return 3.0 / 18;
  if (name == "medspace") return 4.0 / 18;
  if (name == "thickspace") return 5.0 / 18;
  if (name == "negthinspace") return -3.0 / 18;
  return std::nullopt;
}

/// The class of a character typed as itself.
Class classOf(char32_t c) {
  switch (c) {
    case '+':
    case '*':
    case 0x2212:
    case 0xB1:
    case 0x2213:
    case 0xD7:
    case 0xF7:
    case 0x22C5:
    case 0xB7:
    case 0x2217:
    case 0x2218:
    case 0x2219:
    case 0x222A:
    case 0x2229:
      return Class::Bin;
    case '=':
    case '<':
    case '>':
    case ':':
    case 0x2264:
    case 0x2265:
    case 0x2260:
    case 0x2248:
    case 0x223C:
    case 0x2261:
    case 0x2192:
    case 0x2190:
    case 0x21D2:
    case 0x2208:
    case 0x221D:
    case 0x226A:
    case 0x226B:
    case 0x2243:
      return Class::Rel;
    case '(':
    case '[':
    case 0x27E8:
      return Class::Open;
    case ')':
    case ']':
    case '!':
    case '?':
    case 0x27E9:
      return Class::Close;
    case ',':
    case ';':
      return Class::Punct;
    default:
      return Class::Ord;
  }
}

/// What a character typed in math stands for ('-' is the minus sign, '*' the asterisk operator).
char32_t mathCharacter(char32_t c) {
  if (c == '-') return 0x2212;
  if (c == '*') return 0x2217;
  if (c == 0xB7) return 0x22C5;  // a middle dot typed as such is the dot operator
  return c;
}

bool isLatin(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isLowerGreek(char32_t c) {
  return (c >= 0x3B1 && c <= 0x3C9) || c == 0x3D1 || c == 0x3D5 || c == 0x3D6 || c == 0x3F1 ||
         c == 0x3F5;
}
bool isUpperGreek(char32_t c) { return c >= 0x391 && c <= 0x3A9 && c != 0x3A2; }

/// Offset of a lowercase Greek letter (or its variant forms) in the math Greek alphabets, which
/// run α…ω, then ∇… no: ∂ ϵ ϑ ϰ ϕ ϱ ϖ after ω (Unicode's Mathematical Alphanumeric Symbols).
int greekLowerIndex(char32_t c) {
  switch (c) {
    case 0x3F5:
      return 26;  // ϵ
    case 0x3D1:
      return 27;  // ϑ
    case 0x3D5:
      return 29;  // ϕ
    case 0x3F1:
      return 30;  // ϱ
    case 0x3D6:
      return 31;  // ϖ
    default:
      return static_cast<int>(c - 0x3B1);  // α … ω (ς included)
  }
}

/// A character in an alphabet: the Mathematical Alphanumeric Symbols (with the letters Unicode
/// keeps elsewhere: ℎ, ℝ, ℬ …). Characters an alphabet lacks stay as they are.
char32_t mathAlphabet(char32_t c, Alphabet a) {
  const bool lower = c >= 'a' && c <= 'z';
  const int latin = lower ? static_cast<int>(c - 'a') : static_cast<int>(c - 'A');
  const bool digit = c >= '0' && c <= '9';
  switch (a) {
    case Alphabet::Roman:
      return c;
    case Alphabet::Math:
    case Alphabet::Italic:
      if (isLatin(c)) {
        if (c == 'h') return 0x210E;
        return (lower ? 0x1D44E : 0x1D434) + latin;
      }
      if (isLowerGreek(c)) return 0x1D6FC + greekLowerIndex(c);
      if (c == 0x2202) return 0x1D715;
      if (a == Alphabet::Italic && isUpperGreek(c)) return 0x1D6E2 + (c - 0x391);
      return c;
    case Alphabet::Bold:
      if (isLatin(c)) return (lower ? 0x1D41A : 0x1D400) + latin;
      if (digit) return 0x1D7CE + (c - '0');
      if (isUpperGreek(c)) return 0x1D6A8 + (c - 0x391);
      if (isLowerGreek(c)) return 0x1D6C2 + greekLowerIndex(c);
      return c;
    case Alphabet::BoldSymbol:
      if (isLatin(c)) return (lower ? 0x1D482 : 0x1D468) + latin;
      if (digit) return 0x1D7CE + (c - '0');
      if (isUpperGreek(c)) return 0x1D6A8 + (c - 0x391);  // TeX keeps capitals upright
      if (isLowerGreek(c)) return 0x1D736 + greekLowerIndex(c);
      return c;
    case Alphabet::DoubleStruck:
      if (isLatin(c)) {
        if (!lower) {
          switch (c) {
            case 'C':
              return 0x2102;
            case 'H':
              return 0x210D;
            case 'N':
              return 0x2115;
            case 'P':
              return 0x2119;
            case 'Q':
              return 0x211A;
            case 'R':
              return 0x211D;
            case 'Z':
              return 0x2124;
            default:
              break;
          }
        }
        return (lower ? 0x1D552 : 0x1D538) + latin;
      }
      if (digit) return 0x1D7D8 + (c - '0');
      return c;
    case Alphabet::Calligraphic:
      if (isLatin(c) && !lower) {
        switch (c) {
          case 'B':
            return 0x212C;
          case 'E':
            return 0x2130;
          case 'F':
            return 0x2131;
          case 'H':
            return 0x210B;
          case 'I':
            return 0x2110;
          case 'L':
            return 0x2112;
          case 'M':
            return 0x2133;
          case 'R':
            return 0x211B;
          default:
            return 0x1D49C + latin;
        }
      }
      return mathAlphabet(c, Alphabet::Math);
  }
  return c;
}

class Parser {
 public:
  explicit Parser(const QString& tex) {
    for (const uint c : tex.toUcs4()) m_s.push_back(c);
  }

  ParseResult run() {
    ParseResult r;
    if (m_s.size() > kMaxTexLength) {
      r.error = Tr::tr("the formula is longer than %1 characters").arg(kMaxTexLength);
      r.reason = r.error;
      r.column = kMaxTexLength + 1;
      return r;
    }
    AtomList list = parseList(End::Input, Alphabet::Math);
    if (!m_error.isEmpty()) {
      r.error = Tr::tr("%1 at column %2").arg(m_error).arg(m_errorColumn);
      r.reason = m_error;
      r.column = m_errorColumn;
      return r;
    }
    r.atoms = std::move(list);
    return r;
  }

 private:
  /// What ends a list.
  enum class End { Input, Brace, Bracket, Right, Cell };

  bool atEnd() const { return m_i >= m_s.size(); }
  char32_t peek() const { return atEnd() ? 0 : m_s[m_i]; }
  int column() const { return static_cast<int>(m_i) + 1; }
  void skipSpaces() {
    while (!atEnd() &&
           (m_s[m_i] == ' ' || m_s[m_i] == '\t' || m_s[m_i] == '\n' || m_s[m_i] == '\r')) {
      ++m_i;
    }
  }
  bool failed() const { return !m_error.isEmpty(); }
  void fail(const QString& message, int column) {
    if (failed()) return;  // the first error is the one to fix
    m_error = message;
    m_errorColumn = column;
  }

  /// The name after a backslash: letters, or one other character.
  QString commandName() {
    QString name;
    if (atEnd()) return name;
    if (isLatin(peek())) {
      while (!atEnd() && isLatin(peek())) name += QChar(static_cast<char16_t>(m_s[m_i++]));
      return name;
    }
    const char32_t c = m_s[m_i++];
    return QString::fromUcs4(&c, 1);
  }

  Atom symbol(char32_t c, Class cls, int col) {
    Atom a;
    a.kind = Atom::Kind::Symbol;
    a.cls = cls;
    a.text = QString::fromUcs4(&c, 1);
    a.column = col;
    return a;
  }

  /// Raw text up to the matching brace (\text, \operatorname): braces inside balance, and \{
  /// \} \\ \$ \% \& \# \_ stand for their characters.
  std::optional<QString> rawGroup(const QString& command, int col) {
    skipSpaces();
    if (peek() != '{') {
      fail(Tr::tr("\\%1 needs {…}").arg(command), col);
      return std::nullopt;
    }
    const int open = column();
    ++m_i;
    QString out;
    int depth = 0;
    while (!atEnd()) {
      const char32_t c = m_s[m_i++];
      if (c == '\\' && !atEnd()) {
        const char32_t n = m_s[m_i];
        if (QStringLiteral("{}$%&#_\\ ").contains(QChar(static_cast<char16_t>(n)))) {
          ++m_i;
          out += n == '\\' ? QStringLiteral(" ") : QString(QChar(static_cast<char16_t>(n)));
          continue;
        }
        out += QChar('\\');
        continue;
      }
      if (c == '{') ++depth;
      if (c == '}') {
        if (depth == 0) return out;
        --depth;
      }
      out += QString::fromUcs4(&c, 1);
    }
    fail(Tr::tr("missing } for the { of \\%1").arg(command), open);
    return std::nullopt;
  }

  /// One argument: a {group}, a command, or one character.
  AtomList argument(const QString& command, int col, Alphabet alphabet) {
    skipSpaces();
    if (atEnd() || peek() == '}' || peek() == '&' || peek() == '^' || peek() == '_') {
      // A superscript or subscript is named as typed (^, _), a command with its backslash.
      const bool script = command == QLatin1String("^") || command == QLatin1String("_");
      fail(Tr::tr("%1 is missing its argument").arg(script ? command : "\\" + command), col);
      return {};
    }
    if (peek() == '{') {
      const int open = column();
      ++m_i;
      AtomList list = parseList(End::Brace, alphabet, open);
      return list;
    }
    AtomList list;
    parseItem(list, End::Input, alphabet);
    return list;
  }

  /// A delimiter after \left, \right or \big: a character or a delimiter command; "" for '.'.
  std::optional<QString> delimiter(const QString& command, int col) {
    skipSpaces();
    if (atEnd()) {
      fail(Tr::tr("\\%1 needs a delimiter").arg(command), col);
      return std::nullopt;
    }
    const int at = column();
    const char32_t c = m_s[m_i++];
    if (c == '.') return QString();
    if (c == '\\') {
      const QString name = commandName();
      const auto it = symbolCommands().constFind(name);
      if (it != symbolCommands().constEnd() &&
          (it->cls == Class::Open || it->cls == Class::Close || name == "|" || name == "vert" ||
           name == "Vert" || name == "mid")) {
        return QString::fromUcs4(&it->c, 1);
      }
      if (name == "mid") return QStringLiteral("|");
      fail(Tr::tr("\\%1 cannot be a delimiter").arg(visible(name)), at);
      return std::nullopt;
    }
    if (QStringLiteral("()[]|/<>").contains(QChar(static_cast<char16_t>(c)))) {
      if (c == '<') return QString(QChar(0x27E8));
      if (c == '>') return QString(QChar(0x27E9));
      return QString(QChar(static_cast<char16_t>(c)));
    }
    fail(Tr::tr("'%1' cannot be a delimiter").arg(visible(QString::fromUcs4(&c, 1))), at);
    return std::nullopt;
  }

  Atom group(AtomList body, int col) {
    Atom a;
    a.kind = Atom::Kind::Group;
    a.body = std::make_shared<AtomList>(std::move(body));
    a.column = col;
    return a;
  }

  /// Attaches a script (^ or _) to the last atom of `list` (an empty base when there is none).
  void script(AtomList& list, bool up, Alphabet alphabet) {
    const int col = column();
    ++m_i;
    if (list.empty() || list.back().kind == Atom::Kind::Space ||
        list.back().kind == Atom::Kind::StyleSwitch) {
      list.push_back(group({}, col));
    }
    Atom& base = list.back();
    std::shared_ptr<AtomList>& slot = up ? base.sup : base.sub;
    if (slot && !(up && m_primed == &base)) {
      fail(up ? Tr::tr("double superscript") : Tr::tr("double subscript"), col);
      return;
    }
    AtomList arg = argument(up ? QStringLiteral("^") : QStringLiteral("_"), col, alphabet);
    if (failed()) return;
    Atom& again = list.back();  // (argument() never adds to this list)
    std::shared_ptr<AtomList>& target = up ? again.sup : again.sub;
    if (target) {  // f'^2: the prime and the exponent share the superscript
      for (Atom& a : arg) target->push_back(std::move(a));
      m_primed = nullptr;
    } else {
      target = std::make_shared<AtomList>(std::move(arg));
    }
  }

  void primes(AtomList& list) {
    const int col = column();
    int n = 0;
    while (peek() == '\'') {
      ++m_i;
      ++n;
    }
    if (list.empty()) list.push_back(group({}, col));
    Atom& base = list.back();
    if (base.sup) {
      fail(Tr::tr("double superscript"), col);
      return;
    }
    static constexpr char32_t kPrimes[] = {0x2032, 0x2033, 0x2034, 0x2057};
    AtomList sup;
    for (; n > 0; n -= 4) sup.push_back(symbol(kPrimes[std::min(n, 4) - 1], Class::Ord, col));
    base.sup = std::make_shared<AtomList>(std::move(sup));
    m_primed = &base;
  }

  /// \begin{cases} (rows of two cells) or \begin{aligned} (rows of up to kMaxAlignedColumns
  /// cells, right- and left-aligned in turn), read up to its \end.
  void environment(AtomList& list, int col, Alphabet alphabet, const QString& name) {
    const bool aligned = name == "aligned";
    Atom a;
    a.kind = aligned ? Atom::Kind::Aligned : Atom::Kind::Cases;
    a.cls = aligned ? Class::Ord : Class::Inner;
    a.column = col;
    const QString outer = m_environment;
    m_environment = name;
    std::vector<AtomList> row;
    while (true) {
      AtomList cell = parseList(End::Cell, alphabet, col);
      if (failed()) return;
      // amsmath starts each right-hand cell with {}: "&= b" spaces its relation as after a term.
      if (aligned && row.size() % 2 == 1) cell.insert(cell.begin(), group({}, col));
      row.push_back(std::move(cell));
      // parseList stopped at '&', '\\' or \end{…}.
      if (m_cellEnd == CellEnd::Ampersand) {
        if (!aligned && row.size() >= 2) {
          fail(Tr::tr("a case has two columns"), column() - 1);
          return;
        }
        if (aligned && row.size() >= kMaxAlignedColumns) {
          fail(Tr::tr("an aligned row has at most %1 columns").arg(kMaxAlignedColumns),
               column() - 1);
          return;
        }
        continue;
      }
      a.rows.push_back(std::move(row));
      row.clear();
      if (m_cellEnd == CellEnd::Environment) break;
    }
    m_environment = outer;
    // A trailing \\ leaves an empty last row: TeX drops it.
    if (a.rows.size() > 1 && a.rows.back().size() == 1 && a.rows.back()[0].empty()) {
      a.rows.pop_back();
    }
    if (a.rows.size() > 64) {
      fail(Tr::tr("more than 64 rows"), col);
      return;
    }
    list.push_back(std::move(a));
  }

  /// Reads "{name}" after \begin or \end.
  QString environmentName(int col) {
    skipSpaces();
    if (peek() != '{') {
      fail(Tr::tr("\\begin and \\end need {name}"), col);
      return {};
    }
    ++m_i;
    QString name;
    while (!atEnd() && peek() != '}') name += QChar(static_cast<char16_t>(m_s[m_i++]));
    if (atEnd()) {
      fail(Tr::tr("missing } after the environment's name"), col);
      return {};
    }
    ++m_i;
    return name.trimmed();
  }

  void command(AtomList& list, End end, Alphabet alphabet) {
    const int col = column();
    ++m_i;  // the backslash
    if (atEnd()) {
      fail(Tr::tr("a formula cannot end with \\"), col);
      return;
    }
    const QString name = commandName();
    if (name == "\\") {
      if (end == End::Cell) {
        m_cellEnd = CellEnd::Row;
        m_stop = true;
        return;
      }
      fail(Tr::tr("\\\\ outside cases or aligned"), col);
      return;
    }
    if (const auto space = spaceCommand(name)) {
      Atom a;
      a.kind = Atom::Kind::Space;
      a.space = *space;
      a.column = col;
      list.push_back(a);
      return;
    }
    if (const auto it = symbolCommands().constFind(name); it != symbolCommands().constEnd()) {
      list.push_back(symbol(mathAlphabet(it->c, alphabet), it->cls, col));
      return;
    }
    if (const auto it = bigOperators().constFind(name); it != bigOperators().constEnd()) {
      Atom a = symbol(it->c, Class::Op, col);
      a.largeOp = true;
      a.movableLimits = !isIntegral(it->c);
      a.limits = isIntegral(it->c) ? Atom::Limits::Beside : Atom::Limits::Auto;
      list.push_back(a);
      return;
    }
    if (const auto it = operatorNames().constFind(name); it != operatorNames().constEnd()) {
      Atom a = symbol(0, Class::Op, col);
      a.text = name;
      a.word = true;
      a.movableLimits = *it;
      a.limits = *it ? Atom::Limits::Auto : Atom::Limits::Beside;
      list.push_back(a);
      return;
    }
    if (const auto it = accents().constFind(name); it != accents().constEnd()) {
      Atom a;
      a.kind = Atom::Kind::Accent;
      a.text = QString::fromUcs4(&it->c, 1);
      a.largeOp = it->stretchy;  // (a stretchy accent widens over its base)
      a.column = col;
      a.body = std::make_shared<AtomList>(argument(name, col, alphabet));
      if (!failed()) list.push_back(std::move(a));
      return;
    }
    if (name == "overline") {
      Atom a;
      a.kind = Atom::Kind::Overline;
      a.column = col;
      a.body = std::make_shared<AtomList>(argument(name, col, alphabet));
      if (!failed()) list.push_back(std::move(a));
      return;
    }
    if (name == "frac" || name == "dfrac" || name == "tfrac") {
      Atom a;
      a.kind = Atom::Kind::Fraction;
      a.cls = Class::Inner;
      a.column = col;
      a.displayStyleBody = name == "dfrac";
      a.textStyleBody = name == "tfrac";
      a.body = std::make_shared<AtomList>(argument(name, col, alphabet));
      if (failed()) return;
      a.second = std::make_shared<AtomList>(argument(name, col, alphabet));
      if (!failed()) list.push_back(std::move(a));
      return;
    }
    if (name == "sqrt") {
      Atom a;
      a.kind = Atom::Kind::Radical;
      a.column = col;
      skipSpaces();
      if (peek() == '[') {
        const int open = column();
        ++m_i;
        a.second = std::make_shared<AtomList>(parseList(End::Bracket, alphabet, open));
        if (failed()) return;
      }
      a.body = std::make_shared<AtomList>(argument(name, col, alphabet));
      if (!failed()) list.push_back(std::move(a));
      return;
    }
    if (name == "left") {
      const auto open = delimiter(name, col);
      if (!open) return;
      Atom a;
      a.kind = Atom::Kind::Fenced;
      a.cls = Class::Inner;
      a.open = *open;
      a.column = col;
      a.body = std::make_shared<AtomList>(parseList(End::Right, alphabet, col));
      if (failed()) return;
      const auto close = delimiter(QStringLiteral("right"), col);
      if (!close) return;
      a.close = *close;
      list.push_back(std::move(a));
      return;
    }
    if (name == "right") {
      if (end == End::Right) {
        m_stop = true;
        return;
      }
      fail(Tr::tr("\\right without \\left"), col);
      return;
    }
    if (name == "middle") {
      const auto d = delimiter(name, col);
      if (d) list.push_back(symbol(d->isEmpty() ? U'|' : d->toUcs4().value(0), Class::Rel, col));
      return;
    }
    static const QHash<QString, std::pair<int, Class>> bigs = {
        {"big", {1, Class::Ord}},    {"Big", {2, Class::Ord}},     {"bigg", {3, Class::Ord}},
        {"Bigg", {4, Class::Ord}},   {"bigl", {1, Class::Open}},   {"Bigl", {2, Class::Open}},
        {"biggl", {3, Class::Open}}, {"Biggl", {4, Class::Open}},  {"bigr", {1, Class::Close}},
        {"Bigr", {2, Class::Close}}, {"biggr", {3, Class::Close}}, {"Biggr", {4, Class::Close}},
        {"bigm", {1, Class::Rel}},   {"Bigm", {2, Class::Rel}},    {"biggm", {3, Class::Rel}},
        {"Biggm", {4, Class::Rel}},
    };
    if (const auto it = bigs.constFind(name); it != bigs.constEnd()) {
      const auto d = delimiter(name, col);
      if (!d) return;
      Atom a;
      a.kind = Atom::Kind::Fenced;
      a.cls = it->second;
      a.bigSize = it->first;
      a.open = *d;
      a.column = col;
      list.push_back(std::move(a));
      return;
    }
    if (name == "text" || name == "textrm" || name == "mbox" || name == "textit" ||
        name == "textbf") {
      const auto text = rawGroup(name, col);
      if (!text) return;
      Atom a;
      a.kind = Atom::Kind::Text;
      a.text = *text;
      a.column = col;
      list.push_back(std::move(a));
      return;
    }
    if (name == "operatorname") {
      bool star = false;
      if (peek() == '*') {
        star = true;
        ++m_i;
      }
      const auto text = rawGroup(name, col);
      if (!text) return;
      Atom a = symbol(0, Class::Op, col);
      a.text = text->simplified();
      a.word = true;
      a.movableLimits = star;
      a.limits = star ? Atom::Limits::Auto : Atom::Limits::Beside;
      if (a.text.isEmpty()) {
        fail(Tr::tr("\\operatorname needs a name"), col);
        return;
      }
      list.push_back(a);
      return;
    }
    static const QHash<QString, Alphabet> alphabets = {
        {"mathrm", Alphabet::Roman},         {"mathit", Alphabet::Italic},
        {"mathbf", Alphabet::Bold},          {"boldsymbol", Alphabet::BoldSymbol},
        {"bm", Alphabet::BoldSymbol},        {"mathbb", Alphabet::DoubleStruck},
        {"mathcal", Alphabet::Calligraphic}, {"mathnormal", Alphabet::Math},
    };
    if (const auto it = alphabets.constFind(name); it != alphabets.constEnd()) {
      list.push_back(group(argument(name, col, *it), col));
      return;
    }
    if (name == "limits" || name == "nolimits") {
      if (list.empty() || list.back().cls != Class::Op || list.back().kind != Atom::Kind::Symbol) {
        fail(Tr::tr("\\%1 must follow an operator").arg(name), col);
        return;
      }
      list.back().limits = name == "limits" ? Atom::Limits::Above : Atom::Limits::Beside;
      return;
    }
    static const QHash<QString, Style> styles = {
        {"displaystyle", Style::Display},
        {"textstyle", Style::Text},
        {"scriptstyle", Style::Script},
        {"scriptscriptstyle", Style::ScriptScript},
    };
    if (const auto it = styles.constFind(name); it != styles.constEnd()) {
      Atom a;
      a.kind = Atom::Kind::StyleSwitch;
      a.style = *it;
      a.column = col;
      list.push_back(a);
      return;
    }
    if (name == "begin") {
      const QString env = environmentName(col);
      if (failed()) return;
      if (env != "cases" && env != "aligned") {
        fail(Tr::tr("unknown environment {%1}").arg(visible(env)), col);
        return;
      }
      environment(list, col, alphabet, env);
      return;
    }
    if (name == "end") {
      const QString env = environmentName(col);
      if (failed()) return;
      if (end == End::Cell && env == m_environment) {
        m_cellEnd = CellEnd::Environment;
        m_stop = true;
        return;
      }
      fail(Tr::tr("\\end{%1} without \\begin").arg(visible(env)), col);
      return;
    }
    fail(Tr::tr("unknown command \\%1").arg(visible(name)), col);
  }

  /// One item: a character, a command, a group, or a script or prime attached to the last one.
  void parseItem(AtomList& list, End end, Alphabet alphabet) {
    const char32_t c = peek();
    const int col = column();
    if (c != '^') m_primed = nullptr;  // primes share only an exponent that follows at once
    if (c == '\\') {
      command(list, end, alphabet);
      return;
    }
    if (c == '{') {
      ++m_i;
      AtomList body = parseList(End::Brace, alphabet, col);
      if (!failed()) list.push_back(group(std::move(body), col));
      return;
    }
    if (c == '^' || c == '_') {
      script(list, c == '^', alphabet);
      return;
    }
    if (c == '\'') {
      primes(list);
      return;
    }
    if (c == '&') {
      if (end == End::Cell) {
        ++m_i;
        m_cellEnd = CellEnd::Ampersand;
        m_stop = true;
        return;
      }
      fail(Tr::tr("& outside cases or aligned"), col);
      return;
    }
    if (c == '~') {
      ++m_i;
      Atom a;
      a.kind = Atom::Kind::Space;
      a.space = 1.0 / 3;
      a.column = col;
      list.push_back(a);
      return;
    }
    if (c == '$' || c == '#' || c == '%') {
      fail(Tr::tr("'%1' must be written \\%1").arg(QChar(static_cast<char16_t>(c))), col);
      return;
    }
    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0xFEFF || (c >= 0x200B && c <= 0x200F) ||
        (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)) {
      fail(Tr::tr("an invisible character (U+%1)")
               .arg(QString::number(static_cast<unsigned>(c), 16).toUpper().rightJustified(4, '0')),
           col);
      return;
    }
    ++m_i;
    const char32_t m = mathCharacter(c);
    list.push_back(symbol(mathAlphabet(m, alphabet), classOf(m), col));
  }

  AtomList parseList(End end, Alphabet alphabet, int openColumn = 0) {
    AtomList list;
    if (++m_depth > kMaxDepth) {
      fail(Tr::tr("the formula nests deeper than %1 levels").arg(kMaxDepth), column());
      --m_depth;
      return list;
    }
    while (!failed()) {
      skipSpaces();
      if (atEnd()) {
        switch (end) {
          case End::Input:
            break;
          case End::Brace:
            fail(Tr::tr("missing } for this {"), openColumn);
            break;
          case End::Bracket:
            fail(Tr::tr("missing ] for this ["), openColumn);
            break;
          case End::Right:
            fail(Tr::tr("\\left without \\right"), openColumn);
            break;
          case End::Cell:
            fail(Tr::tr("\\begin{%1} without \\end{%1}").arg(m_environment), openColumn);
            break;
        }
        break;
      }
      const char32_t c = peek();
      if (c == '}') {
        if (end == End::Brace) {
          ++m_i;
          break;
        }
        fail(Tr::tr("unmatched }"), column());
        break;
      }
      if (c == ']' && end == End::Bracket) {
        ++m_i;
        break;
      }
      parseItem(list, end, alphabet);
      if (m_stop) {
        m_stop = false;
        break;
      }
    }
    --m_depth;
    return list;
  }

  static constexpr int kMaxDepth = 48;
  static constexpr std::size_t kMaxAlignedColumns = 8;
  enum class CellEnd { Ampersand, Row, Environment };
  std::vector<char32_t> m_s;
  std::size_t m_i = 0;
  int m_depth = 0;
  bool m_stop = false;  ///< the list just read ended at its terminator (\right, & …)
  CellEnd m_cellEnd = CellEnd::Row;
  QString m_environment;  ///< the innermost open environment ("cases", "aligned"), for its \\end
  const Atom* m_primed = nullptr;  ///< the atom whose superscript holds primes alone
  QString m_error;
  int m_errorColumn = 0;
};

}  // namespace

ParseResult parseTex(const QString& tex) { return Parser(tex).run(); }

}  // namespace ui::typeset
