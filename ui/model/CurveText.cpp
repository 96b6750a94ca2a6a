#include "ui/model/CurveText.hpp"

#include <QCoreApplication>

#include "core/activations.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

// The names and formulas of core's table that hold words, for lupdate (core has no Qt). The
// others are symbols and names that no language translates ("GELU", "x·Φ(x)").
constexpr const char* kWords[] = {
    QT_TRANSLATE_NOOP("Curves", "Φ (normal cdf)"),
    QT_TRANSLATE_NOOP("Curves", "φ (normal pdf)"),
    QT_TRANSLATE_NOOP("Curves", "GELU (tanh approx.)"),
    QT_TRANSLATE_NOOP("Curves", "GELU′ (tanh approx.)"),
    QT_TRANSLATE_NOOP("Curves", "GELU (sigmoid approx.)"),
    QT_TRANSLATE_NOOP("Curves", "GELU′ (sigmoid approx.)"),
    QT_TRANSLATE_NOOP("Curves", "Leaky ReLU"),
    QT_TRANSLATE_NOOP("Curves", "Leaky ReLU′"),
    QT_TRANSLATE_NOOP("Curves", "Squared ReLU"),
    QT_TRANSLATE_NOOP("Curves", "Squared ReLU′"),
    QT_TRANSLATE_NOOP("Curves", "1 if x &gt; 0, else 0"),
    QT_TRANSLATE_NOOP("Curves", "x if x &gt; 0, else α(e<sup>x</sup> − 1)"),
    QT_TRANSLATE_NOOP("Curves", "1 if x &gt; 0, else αe<sup>x</sup>"),
    QT_TRANSLATE_NOOP("Curves", "x if x &gt; 0, else slope·x"),
    QT_TRANSLATE_NOOP("Curves", "1 if x &gt; 0, else slope"),
    QT_TRANSLATE_NOOP("Curves", "1 if 0 &lt; x &lt; 6, else 0"),
    QT_TRANSLATE_NOOP("Curves", "λx if x &gt; 0, else λα(e<sup>x</sup> − 1)"),
    QT_TRANSLATE_NOOP("Curves", "λ if x &gt; 0, else λαe<sup>x</sup>"),
    QT_TRANSLATE_NOOP("Curves", "x if x &gt; 0, else α(e<sup>x/α</sup> − 1)"),
    QT_TRANSLATE_NOOP("Curves", "1 if x &gt; 0, else e<sup>x/α</sup>"),
    QT_TRANSLATE_NOOP("Curves", "1 if −1 &lt; x &lt; 1, else 0"),
    QT_TRANSLATE_NOOP("Curves", "1/6 if −3 &lt; x &lt; 3, else 0"),
    QT_TRANSLATE_NOOP("Curves", "x/3 + ½ on [−3, 3], 0 below, 1 above"),
    QT_TRANSLATE_NOOP("Curves", "x − λ·sign(x) if |x| &gt; λ, else 0"),
    QT_TRANSLATE_NOOP("Curves", "1 if |x| &gt; λ, else 0"),
    QT_TRANSLATE_NOOP("Curves", "x if |x| &gt; λ, else 0"),
};

QString translated(std::string_view text) {
  for (const char* words : kWords) {
    if (text == words) return QCoreApplication::translate("Curves", words);
  }
  return fromUtf8(text);
}

}  // namespace

QString curveName(const gelu::FunctionInfo& f) {
  return f.typed != nullptr ? fromUtf8(f.name) : translated(f.name);
}

QString curveFormula(const gelu::FunctionInfo& f) {
  return f.typed != nullptr ? fromUtf8(f.formula) : translated(f.formula);
}

QString curvePlainFormula(const gelu::FunctionInfo& f) {
  return fromUtf8(gelu::plainFormula(curveFormula(f).toStdString()));
}

}  // namespace ui
