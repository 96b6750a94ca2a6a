#pragma once
/// @file
/// @brief A formula as TeX sees it after parsing: a list of atoms, each with its spacing class
/// (TeX's Ord, Op, Bin, Rel, Open, Close, Punct, Inner), its nucleus and its scripts. The parser
/// (TexParser.hpp) makes it, the typesetter (Typesetter.hpp) lays it out, and Spoken.hpp reads
/// it aloud. Characters are stored as the math alphabets' code points (italic x is U+1D465).

#include <QString>
#include <memory>
#include <vector>

namespace ui::typeset {

struct Atom;
using AtomList = std::vector<Atom>;

/// TeX's spacing classes (the TeXbook, chapter 18): which space goes between two atoms.
enum class Class { Ord, Op, Bin, Rel, Open, Close, Punct, Inner };

enum class Style { Display, Text, Script, ScriptScript };

struct Atom {
  enum class Kind {
    Symbol,       ///< one character (`text`), or an operator name such as "erf" (`word`)
    Group,        ///< `{…}`, \mathrm{…} and the like: `body`
    Fraction,     ///< \frac (`body` over `second`), \dfrac, \tfrac
    Radical,      ///< \sqrt[`second`]{`body`}
    Accent,       ///< \hat and the like over `body`: `text` holds the accent
    Overline,     ///< \overline{`body`}
    Fenced,       ///< \left`open` `body` \right`close`; or a \big delimiter alone (`bigSize` > 0)
    Cases,        ///< \begin{cases}: `rows` of two cells
    Aligned,      ///< \begin{aligned}: `rows` of cells, right- and left-aligned in turn
    Text,         ///< \text{`text`}: set in the text font
    Space,        ///< an explicit space of `space` ems (\, \quad …)
    StyleSwitch,  ///< \displaystyle and the like: `style` for the rest of the list
  };
  enum class Limits { Auto, Above, Beside };

  Kind kind = Kind::Symbol;
  Class cls = Class::Ord;
  QString text;                ///< the character(s); for a word, the letters of an operator name
  bool word = false;           ///< an upright operator name (\log, \operatorname{erf})
  bool largeOp = false;        ///< ∑ ∏ ∫: a larger form in display style
  bool movableLimits = false;  ///< limits above and below in display style only (∑, \max)
  Limits limits = Limits::Auto;
  bool textStyleBody = false;     ///< \tfrac: its parts one style smaller than display
  bool displayStyleBody = false;  ///< \dfrac
  int bigSize = 0;                ///< 1–4 for \big, \Big, \bigg, \Bigg
  QString open, close;            ///< a Fenced atom's delimiters ("" for \left. and \right.)
  double space = 0;               ///< a Space atom's width in ems
  Style style = Style::Display;   ///< a StyleSwitch's style
  std::shared_ptr<AtomList> body, second;
  std::shared_ptr<AtomList> sup, sub;
  std::vector<std::vector<AtomList>> rows;  ///< Cases, Aligned
  int column = 0;                           ///< where it began in the TeX (1-based), for messages
};

}  // namespace ui::typeset
