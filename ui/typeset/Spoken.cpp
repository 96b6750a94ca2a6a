#include "ui/typeset/Spoken.hpp"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace ui::typeset {
namespace {

struct SpokenTr {
  Q_DECLARE_TR_FUNCTIONS(Spoken)
};

/// The plain letter behind a math-alphabet character (italic x → x, bold φ → φ).
char32_t plainLetter(char32_t c) {
  struct Range {
    char32_t first, last, base;
  };
  static constexpr Range kLatin[] = {
      {0x1D400, 0x1D419, 'A'}, {0x1D41A, 0x1D433, 'a'}, {0x1D434, 0x1D44D, 'A'},
      {0x1D44E, 0x1D467, 'a'}, {0x1D468, 0x1D481, 'A'}, {0x1D482, 0x1D49B, 'a'},
      {0x1D49C, 0x1D4B5, 'A'}, {0x1D538, 0x1D551, 'A'}, {0x1D552, 0x1D56B, 'a'},
      {0x1D7CE, 0x1D7D7, '0'}, {0x1D7D8, 0x1D7E1, '0'},
  };
  for (const Range& r : kLatin) {
    if (c >= r.first && c <= r.last) return r.base + (c - r.first);
  }
  static constexpr char32_t kGreekBases[] = {0x1D6C2, 0x1D6FC,
                                             0x1D736};  // bold, italic, bold italic
  for (const char32_t base : kGreekBases) {
    if (c >= base && c < base + 25) return 0x3B1 + (c - base);
    if (c == base + 26) return 0x3F5;
    if (c == base + 27) return 0x3D1;
    if (c == base + 29) return 0x3D5;
    if (c == base + 30) return 0x3F1;
    if (c == base + 31) return 0x3D6;
  }
  if (c >= 0x1D6A8 && c <= 0x1D6C0) return 0x391 + (c - 0x1D6A8);
  if (c >= 0x1D6E2 && c <= 0x1D6FA) return 0x391 + (c - 0x1D6E2);
  switch (c) {
    case 0x210E:
      return 'h';
    case 0x1D715:
      return 0x2202;
    case 0x211D:
      return 'R';
    case 0x2115:
      return 'N';
    case 0x2124:
      return 'Z';
    case 0x211A:
      return 'Q';
    case 0x2102:
      return 'C';
    default:
      return c;
  }
}

QString greekName(char32_t c) {
  static const QHash<char32_t, const char*> names = {
      {0x3B1, "alpha"},   {0x3B2, "beta"},    {0x3B3, "gamma"}, {0x3B4, "delta"},
      {0x3B5, "epsilon"}, {0x3F5, "epsilon"}, {0x3B6, "zeta"},  {0x3B7, "eta"},
      {0x3B8, "theta"},   {0x3D1, "theta"},   {0x3B9, "iota"},  {0x3BA, "kappa"},
      {0x3BB, "lambda"},  {0x3BC, "mu"},      {0x3BD, "nu"},    {0x3BE, "xi"},
      {0x3BF, "omicron"}, {0x3C0, "pi"},      {0x3D6, "pi"},    {0x3C1, "rho"},
      {0x3F1, "rho"},     {0x3C2, "sigma"},   {0x3C3, "sigma"}, {0x3C4, "tau"},
      {0x3C5, "upsilon"}, {0x3C6, "phi"},     {0x3D5, "phi"},   {0x3C7, "chi"},
      {0x3C8, "psi"},     {0x3C9, "omega"},   {0x393, "Gamma"}, {0x394, "Delta"},
      {0x398, "Theta"},   {0x39B, "Lambda"},  {0x39E, "Xi"},    {0x3A0, "Pi"},
      {0x3A3, "Sigma"},   {0x3A5, "Upsilon"}, {0x3A6, "Phi"},   {0x3A8, "Psi"},
      {0x3A9, "Omega"},
  };
  const auto it = names.constFind(c);
  return it == names.constEnd() ? QString() : QString::fromLatin1(*it);
}

QString symbolName(char32_t c) {
  switch (c) {
    case '=':
      return SpokenTr::tr("equals");
    case 0x2248:
      return SpokenTr::tr("is approximately");
    case 0x223C:
      return SpokenTr::tr("is distributed as");
    case 0x2264:
      return SpokenTr::tr("is less than or equal to");
    case 0x2265:
      return SpokenTr::tr("is greater than or equal to");
    case '<':
      return SpokenTr::tr("is less than");
    case '>':
      return SpokenTr::tr("is greater than");
    case 0x2260:
      return SpokenTr::tr("is not equal to");
    case 0x2261:
      return SpokenTr::tr("is identical to");
    case 0x221D:
      return SpokenTr::tr("is proportional to");
    case 0x2192:
      return SpokenTr::tr("tends to");
    case 0x2208:
      return SpokenTr::tr("is in");
    case '+':
      return SpokenTr::tr("plus");
    case 0x2212:
      return SpokenTr::tr("minus");
    case 0xB1:
      return SpokenTr::tr("plus or minus");
    case 0x22C5:
    case 0xD7:
    case 0x2217:
      return SpokenTr::tr("times");
    case '/':
      return SpokenTr::tr("over");
    case 0x221E:
      return SpokenTr::tr("infinity");
    case 0x2202:
      return SpokenTr::tr("partial");
    case 0x2207:
      return SpokenTr::tr("nabla");
    case 0x2032:
      return SpokenTr::tr("prime");
    case 0x2033:
      return SpokenTr::tr("double prime");
    case 0x2034:
      return SpokenTr::tr("triple prime");
    case 0x2211:
      return SpokenTr::tr("the sum");
    case 0x220F:
      return SpokenTr::tr("the product");
    case 0x222B:
      return SpokenTr::tr("the integral");
    case 0x22A4:
      return SpokenTr::tr("transposed");
    case '|':
      return SpokenTr::tr("bar");
    case 0x2026:
    case 0x22EF:
      return SpokenTr::tr("dot dot dot");
    case '!':
      return SpokenTr::tr("factorial");
    case ',':
      return QStringLiteral(",");
    case ':':
      return QStringLiteral(":");
    case ';':
      return QStringLiteral(";");
    default:
      break;
  }
  const QString greek = greekName(c);
  if (!greek.isEmpty()) return greek;
  return QString::fromUcs4(&c, 1);
}

bool isSquare(const AtomList& l) {
  return l.size() == 1 && l[0].kind == Atom::Kind::Symbol && l[0].text == "2";
}
bool isCube(const AtomList& l) {
  return l.size() == 1 && l[0].kind == Atom::Kind::Symbol && l[0].text == "3";
}
bool isPrimes(const AtomList& l) {
  if (l.empty()) return false;
  for (const Atom& a : l) {
    if (a.kind != Atom::Kind::Symbol || a.text.toUcs4().value(0) < 0x2032 ||
        a.text.toUcs4().value(0) > 0x2034) {
      return false;
    }
  }
  return true;
}
/// One word or number: read without "end …" around it.
bool simple(const AtomList& l) {
  if (l.size() == 1) return !l[0].sup && !l[0].sub && l[0].kind == Atom::Kind::Symbol;
  for (const Atom& a : l) {
    if (a.kind != Atom::Kind::Symbol || a.sup || a.sub || a.word) return false;
    const char32_t c = a.text.toUcs4().value(0);
    if (!(c >= '0' && c <= '9') && c != '.') return false;
  }
  return true;
}

/// A digit or a decimal point typed as a symbol ({,}: a decimal comma, as TeX wants it).
bool digit(const Atom& a) {
  if (a.kind == Atom::Kind::Group && a.body && a.body->size() == 1 && a.body->front().text == ",") {
    return true;
  }
  if (a.kind != Atom::Kind::Symbol || a.word) return false;
  const QList<uint> ucs = a.text.toUcs4();
  if (ucs.size() != 1) return false;
  const char32_t c = plainLetter(ucs[0]);
  return (c >= '0' && c <= '9') || c == '.';
}

class Reader {
 public:
  QString read(const AtomList& atoms) {
    QStringList words;
    for (std::size_t i = 0; i < atoms.size(); ++i) {
      const Atom& a = atoms[i];
      // A number is one word ("0.40", not "0 . 4 0"), its last digit's scripts on the whole.
      if (digit(a)) {
        QString number;
        std::size_t last = i;
        for (std::size_t j = i; j < atoms.size() && digit(atoms[j]); ++j) {
          const char32_t c = atoms[j].kind == Atom::Kind::Group
                                 ? U','
                                 : plainLetter(atoms[j].text.toUcs4().value(0));
          number += QString::fromUcs4(&c, 1);
          last = j;
          if (atoms[j].sup || atoms[j].sub) break;
        }
        words << scripts(atoms[last], number);
        i = last;
        continue;
      }
      QString w = atom(a);
      // A name followed by an opening parenthesis is a function applied: "Phi of x".
      const bool applied = i + 1 < atoms.size() && atoms[i + 1].cls == Class::Open &&
                           atoms[i + 1].kind == Atom::Kind::Symbol &&
                           (a.kind == Atom::Kind::Symbol || a.kind == Atom::Kind::Group) &&
                           a.cls != Class::Open && a.cls != Class::Close && a.cls != Class::Rel &&
                           a.cls != Class::Bin;
      if (applied) {
        words << w << SpokenTr::tr("of");
        ++i;  // the parenthesis itself is not read
        continue;
      }
      const bool openFenced = a.kind == Atom::Kind::Fenced && a.bigSize == 0 && i > 0 &&
                              atoms[i - 1].kind == Atom::Kind::Symbol &&
                              atoms[i - 1].cls != Class::Rel && atoms[i - 1].cls != Class::Bin;
      if (openFenced && !words.isEmpty()) words << SpokenTr::tr("times");
      if (!w.isEmpty()) words << w;
    }
    return words.join(' ').replace(QStringLiteral(" ,"), QStringLiteral(","));
  }

 private:
  QString scripts(const Atom& a, QString base) {
    if (a.sub) {
      const QString s = read(*a.sub);
      base += ' ' + SpokenTr::tr("sub %1").arg(s);
    }
    if (a.sup) {
      if (isSquare(*a.sup)) {
        base += ' ' + SpokenTr::tr("squared");
      } else if (isCube(*a.sup)) {
        base += ' ' + SpokenTr::tr("cubed");
      } else if (isPrimes(*a.sup)) {
        base += ' ' + read(*a.sup);
      } else if (simple(*a.sup)) {
        base += ' ' + SpokenTr::tr("to the power %1").arg(read(*a.sup));
      } else {
        base += ' ' + SpokenTr::tr("to the power %1, end power").arg(read(*a.sup));
      }
    }
    return base;
  }

  QString atom(const Atom& a) {
    switch (a.kind) {
      case Atom::Kind::Symbol: {
        if (a.word) return scripts(a, a.text);
        if (a.cls == Class::Op && a.largeOp) {
          QString s = symbolName(a.text.toUcs4().value(0));
          if (a.sub) s += ' ' + SpokenTr::tr("from %1").arg(read(*a.sub));
          if (a.sup) s += ' ' + SpokenTr::tr("to %1").arg(read(*a.sup));
          return s + ' ' + SpokenTr::tr("of");
        }
        const char32_t c = a.text.toUcs4().value(0);
        if (c == '(' || c == ')' || c == '[' || c == ']') return scripts(a, QString());
        return scripts(a, symbolName(plainLetter(c)));
      }
      case Atom::Kind::Group: {
        // Upright letters together are a word (\mathrm{ReLU}), not letters spelt out.
        QString word;
        for (const Atom& b : *a.body) {
          const QList<uint> c = b.text.toUcs4();
          if (b.kind != Atom::Kind::Symbol || b.sup || b.sub || c.size() != 1 || c[0] > 0x7F ||
              !QChar(static_cast<char16_t>(c[0])).isLetterOrNumber()) {
            word.clear();
            break;
          }
          word += b.text;
        }
        return scripts(a, word.isEmpty() ? read(*a.body) : word);
      }
      case Atom::Kind::Fraction: {
        const QString num = read(*a.body), den = read(*a.second);
        if (simple(*a.body) && simple(*a.second))
          return scripts(a, SpokenTr::tr("%1 over %2").arg(num, den));
        return scripts(a, SpokenTr::tr("the fraction %1 over %2, end fraction").arg(num, den));
      }
      case Atom::Kind::Radical:
        if (a.second && !a.second->empty()) {
          return scripts(a, SpokenTr::tr("the root of index %1 of %2, end root")
                                .arg(read(*a.second), read(*a.body)));
        }
        if (simple(*a.body))
          return scripts(a, SpokenTr::tr("the square root of %1").arg(read(*a.body)));
        return scripts(a, SpokenTr::tr("the square root of %1, end root").arg(read(*a.body)));
      case Atom::Kind::Accent: {
        const char32_t c = a.text.toUcs4().value(0);
        const QString body = read(*a.body);
        if (c == 0x304) return scripts(a, SpokenTr::tr("%1 bar").arg(body));
        if (c == 0x302) return scripts(a, SpokenTr::tr("%1 hat").arg(body));
        if (c == 0x303) return scripts(a, SpokenTr::tr("%1 tilde").arg(body));
        if (c == 0x307) return scripts(a, SpokenTr::tr("%1 dot").arg(body));
        return scripts(a, body);
      }
      case Atom::Kind::Overline:
        return scripts(a, SpokenTr::tr("%1 bar").arg(read(*a.body)));
      case Atom::Kind::Fenced: {
        if (a.bigSize > 0) return QString();
        return scripts(a, read(*a.body));
      }
      case Atom::Kind::Cases: {
        QStringList rows;
        for (const auto& row : a.rows) {
          if (row.size() >= 2) {
            rows << SpokenTr::tr("%1 when %2").arg(read(row[0]), read(row[1]));
          } else if (!row.empty()) {
            rows << read(row[0]);
          }
        }
        return SpokenTr::tr("cases: %1").arg(rows.join(QStringLiteral("; ")));
      }
      case Atom::Kind::Aligned: {
        QStringList rows;
        for (const auto& row : a.rows) {
          QStringList cells;
          for (const AtomList& cell : row) cells << read(cell);
          rows << cells.join(QLatin1Char(' ')).simplified();
        }
        return rows.join(QStringLiteral("; "));
      }
      case Atom::Kind::Text:
        return a.text.simplified();
      case Atom::Kind::Space:
        return a.space >= 1.0 ? QStringLiteral(",") : QString();
      case Atom::Kind::StyleSwitch:
        return QString();
    }
    return QString();
  }
};

}  // namespace

QString spokenText(const AtomList& atoms) { return Reader().read(atoms).simplified(); }

}  // namespace ui::typeset
