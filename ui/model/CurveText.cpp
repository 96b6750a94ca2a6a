#include "ui/model/CurveText.hpp"

#include <QCoreApplication>

#include "core/activations.hpp"
#include "ui/model/NumberText.hpp"
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

// The TeX definitions that hold words ("1 \text{ if } x > 0 \text{, else } 0"): translated
// whole, the TeX kept.
constexpr const char* kTexWords[] = {
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } x > 0 \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves", "x \\text{ if } x > 0 \\text{, else } \\alpha(e^{x} - 1)"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } x > 0 \\text{, else } \\alpha e^{x}"),
    QT_TRANSLATE_NOOP("Curves", "x \\text{ if } x > 0 \\text{, else slope} \\cdot x"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } x > 0 \\text{, else slope}"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } 0 < x < 6 \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves",
                      "\\lambda x \\text{ if } x > 0 \\text{, else } \\lambda\\alpha(e^{x} - 1)"),
    QT_TRANSLATE_NOOP("Curves",
                      "\\lambda \\text{ if } x > 0 \\text{, else } \\lambda\\alpha e^{x}"),
    QT_TRANSLATE_NOOP("Curves", "x \\text{ if } x > 0 \\text{, else } \\alpha(e^{x/\\alpha} - 1)"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } x > 0 \\text{, else } e^{x/\\alpha}"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } -1 < x < 1 \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves", "\\tfrac{1}{6} \\text{ if } -3 < x < 3 \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves",
                      "x/3 + \\tfrac{1}{2} \\text{ on } [-3, 3] \\text{, 0 below, 1 above}"),
    QT_TRANSLATE_NOOP(
        "Curves",
        "x - \\lambda\\operatorname{sign}(x) \\text{ if } |x| > \\lambda \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } |x| > \\lambda \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves", "x \\text{ if } |x| > \\lambda \\text{, else } 0"),
    QT_TRANSLATE_NOOP("Curves", "1 \\text{ if } |x| > \\lambda \\text{, else } 0"),
};

QString translated(std::string_view text) {
  for (const char* words : kWords) {
    if (text == words) return QCoreApplication::translate("Curves", words);
  }
  for (const char* words : kTexWords) {
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

QString curveTex(const gelu::FunctionInfo& f) {
  if (f.typed == nullptr) return translated(f.tex);
  // A typed formula's cases end in "otherwise", in the user's language.
  return fromUtf8(f.tex).replace(
      QStringLiteral("\\text{otherwise}"),
      QStringLiteral("\\text{%1}").arg(QCoreApplication::translate("Curves", "otherwise")));
}

QString curvePlainFormula(const gelu::FunctionInfo& f) {
  return fromUtf8(gelu::plainFormula(curveFormula(f).toStdString()));
}

QString curveLabel(const gelu::FunctionInfo& f, const gelu::Params& p) {
  const gelu::Params defaults;
  QStringList set;
  const auto add = [&](unsigned flag, const char* name, double value, double standard) {
    if ((f.uses & flag) != 0 && value != standard) {
      set << QStringLiteral("%1 = %2").arg(QCoreApplication::translate("Curves", name),
                                           readableNumber(QString::number(value, 'g', 6)));
    }
  };
  add(gelu::kUsesAlpha, "α", p.alpha, defaults.alpha);
  add(gelu::kUsesBeta, "β", p.beta, defaults.beta);
  add(gelu::kUsesSlope, QT_TRANSLATE_NOOP("Curves", "slope"), p.slope, defaults.slope);
  add(gelu::kUsesLambda, "λ", p.lambda, defaults.lambda);
  return set.isEmpty() ? curveName(f) : curveName(f) + " (" + set.join(", ") + ")";
}

}  // namespace ui
