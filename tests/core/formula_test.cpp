// Typed formulas: muparser's grammar with our functions, values and derivatives by automatic
// differentiation, and one-line errors that name the column.
#include <gtest/gtest.h>

#include <clocale>
#include <cmath>
#include <locale>
#include <string>
#include <vector>

#include "core/activations.hpp"
#include "core/formula.hpp"
#include "core/formula_tex.hpp"
#include "core/function_library.hpp"
#include "core/normal.hpp"

namespace {

gelu::Formula compiled(const std::string& text) {
  gelu::FormulaError e;
  auto f = gelu::Formula::compile(text, &e);
  EXPECT_TRUE(f.has_value()) << text << ": " << e.text();
  return f.has_value() ? *f : *gelu::Formula::compile("x", nullptr);
}

std::string errorOf(const std::string& text) {
  gelu::FormulaError e;
  EXPECT_FALSE(gelu::Formula::compile(text, &e).has_value()) << text;
  return e.text();
}

double relError(double got, double want) {
  return want == 0.0 ? std::fabs(got) : std::fabs(got - want) / std::fabs(want);
}

TEST(Formula, GeluTypedByHandMatchesTheCore) {
  const gelu::Formula f = compiled("x*Phi(x)");
  // (not near GELU′'s root at −0.7518, where the typed Φ + xφ cancels and the core does not)
  for (double x : {-5.0, -0.1, 0.0, 0.3, 2.0, 7.5}) {
    EXPECT_LE(relError(f.value(x), gelu::gelu(x)), 1e-15) << x;
    EXPECT_LE(relError(f.derivative(x), gelu::dgelu(x)), 1e-14) << x;
  }
}

TEST(Formula, TanhApproximationAndItsDerivative) {
  const gelu::Formula f = compiled("0.5*x*(1 + tanh(sqrt(2/pi)*(x + 0.044715*x^3)))");
  for (double x : {-3.0, -1.5, -0.2, 0.4, 1.0, 3.0}) {
    EXPECT_LE(relError(f.value(x), gelu::gelu_tanh(x)), 1e-13) << x;
    EXPECT_LE(relError(f.derivative(x), gelu::dgelu_tanh(x)), 1e-12) << x;
  }
}

// The derivative is automatic differentiation, not a difference quotient: compare with a
// Richardson-extrapolated central difference to 1e-7 relative (the bar).
TEST(Formula, DerivativesOfEveryFunctionMatchDifferences) {
  const char* texts[] = {
      "exp(x/3)",
      "log(x+5)",
      "log1p(x^2)",
      "expm1(x)",
      "log2(x+4)",
      "log10(x+4)",
      "sqrt(x+4)",
      "abs(x-0.1)",
      "sin(2*x)",
      "cos(x)^2",
      "tan(x/3)",
      "atan(x)",
      "sinh(x)",
      "cosh(x)",
      "tanh(x)",
      "erf(x)",
      "erfc(x)",
      "Phi(x)",
      "phi(x)",
      "sigmoid(3*x)",
      "softplus(x)",
      "gelu(x)",
      "relu(x-0.05)",
      "min(x, x^2)",
      "max(x, -x/2)",
      "x^x",
      "2^x",
      "-x/(1+abs(x))",
      "+x*e",
      "x > 0 ? x : 0.01*x",
      "x < 1 && x > -1 ? x^3 : x",
      "sign(x)*x^2",
  };
  for (const char* t : texts) {
    const gelu::Formula f = compiled(t);
    for (double x : {-1.7, -0.6, 0.35, 1.3, 2.2}) {
      if (std::string(t) == "x^x" && x < 0) continue;
      const double h = 1e-3;
      const auto d = [&](double s) { return (f.value(x + s) - f.value(x - s)) / (2 * s); };
      const double richardson = (4 * d(h / 2) - d(h)) / 3;
      EXPECT_NEAR(f.derivative(x), richardson, 1e-7 * std::max(1.0, std::fabs(richardson)))
          << t << " at " << x;
    }
  }
}

TEST(Formula, KinksTakeOneSide) {
  EXPECT_EQ(compiled("abs(x)").derivative(0.0), 0.0);
  EXPECT_EQ(compiled("relu(x)").derivative(0.0), 0.0);
  EXPECT_EQ(compiled("x > 0 ? x : 0.01*x").derivative(0.0), 0.01);
  EXPECT_EQ(compiled("x^2").derivative(-3.0), -6.0);  // no log of a negative base
  EXPECT_EQ(compiled("x^2").value(-3.0), 9.0);
}

TEST(Formula, NonFiniteResultsAreReturnedForGaps) {
  EXPECT_TRUE(std::isnan(compiled("log(x)").value(-1.0)));
  EXPECT_TRUE(std::isinf(compiled("1/x").value(0.0)));
  EXPECT_TRUE(std::isnan(compiled("sqrt(x)").value(-4.0)));
  EXPECT_TRUE(std::isnan(compiled("log(x+1)").derivative(-2.0)));  // no value, no slope
}

TEST(Formula, ErrorsNameTheColumn) {
  EXPECT_EQ(errorOf("x*(1+x"), "missing ')' at column 7");
  EXPECT_EQ(errorOf("sin(x"), "missing ')' at column 6");
  EXPECT_EQ(errorOf("x + "), "unexpected end at column 5");
  EXPECT_EQ(errorOf("foo(x)"), "unknown name 'foo' at column 1");
  // Other tools' spellings name the one meant.
  EXPECT_EQ(errorOf("ln(x)"), "unknown name 'ln': write log (the natural logarithm) at column 1");
  EXPECT_EQ(errorOf("x*arctan(x)"), "unknown name 'arctan': write atan at column 3");
  EXPECT_EQ(errorOf("x + y"), "unknown name 'y' at column 5");
  EXPECT_EQ(errorOf("x**2"), "unexpected operator '**': write ^ for a power (x^2) at column 3");
  EXPECT_EQ(errorOf("x*Phi(x)**3"),
            "unexpected operator '**': write ^ for a power (x^2) at column 10");
  EXPECT_EQ(errorOf("x*/2"), "unexpected operator '/' at column 3");
  EXPECT_EQ(errorOf("x*+*2"), "unexpected operator '*' at column 4");
  EXPECT_NE(errorOf("2x").find("2*x"), std::string::npos);
  EXPECT_NE(errorOf("min(x)").find("too few arguments"), std::string::npos);
  EXPECT_EQ(errorOf("x = 3"), "'=' is not allowed (compare with ==) at column 3");
  EXPECT_EQ(compiled("x == 3 ? 1 : 0").value(3.0), 1.0);
  EXPECT_EQ(errorOf("1, 2"), "one expression only (no ',' outside a function)");
  EXPECT_EQ(errorOf("   "), "empty");
  EXPECT_EQ(errorOf("x·2"), "unexpected character at column 2");
  EXPECT_EQ(errorOf(std::string(501, 'x')), "longer than 500 characters");
  EXPECT_NE(errorOf("inf").find("unknown name 'inf'"), std::string::npos);
  EXPECT_NE(errorOf("\"text\"").find("column"), std::string::npos);
  EXPECT_EQ(errorOf("(1,2)"), "function arguments used without a function at column 6");
  EXPECT_EQ(errorOf("min(0?1,2:3)"), "unexpected ',' at column 9");
}

// A name that is not called and means nothing in the language is one of the formula's own
// parameters: a slider's value, bound when it compiles, a constant for the derivative.
TEST(Formula, ParametersAreTheNamesNotCalledAndCompileToTheirValues) {
  using Names = std::vector<std::string>;
  EXPECT_EQ(gelu::Formula::parameterNames("a*x*Phi(b*x) + 2e-3*a"), (Names{"a", "b"}));
  EXPECT_EQ(gelu::Formula::parameterNames("x*sigmoid(beta*x)"), (Names{"beta"}));
  EXPECT_EQ(gelu::Formula::parameterNames("pi*x + e + 1.5E+2"), Names{});
  EXPECT_EQ(gelu::Formula::parameterNames("foo (x)"), Names{});     // called: a function's name
  EXPECT_EQ(gelu::Formula::parameterNames("ln*x + sgn"), Names{});  // hinted, not a parameter
  EXPECT_EQ(gelu::Formula::parameterNames("k_2*x + gain"), (Names{"k_2", "gain"}));
  EXPECT_FALSE(gelu::Formula::isParameterName("x"));
  EXPECT_FALSE(gelu::Formula::isParameterName("tanh"));
  EXPECT_FALSE(gelu::Formula::isParameterName("_a"));
  EXPECT_FALSE(gelu::Formula::isParameterName("abcdefghijklmnopq"));  // 17 characters
  EXPECT_FALSE(gelu::Formula::isParameterName("inf"));
  EXPECT_FALSE(gelu::Formula::isParameterName("NaN"));

  // Unbound, a parameter is an unknown name, as before.
  EXPECT_EQ(errorOf("a*x"), "unknown name 'a' at column 1");
  const std::vector<gelu::FormulaParameter> p{{"a", 0.5}, {"b", 1.702}};
  gelu::FormulaError why;
  const auto family = gelu::Formula::compile("a*x*Phi(b*x)", &why, p);
  ASSERT_TRUE(family.has_value()) << why.text();
  const gelu::Formula member = compiled("0.5*x*Phi(1.702*x)");
  for (double x : {-4.0, -0.75, 0.0, 0.3, 2.5}) {
    EXPECT_EQ(family->value(x), member.value(x)) << x;  // the same bits
    EXPECT_EQ(family->derivative(x), member.derivative(x)) << x;
  }
  const std::vector<gelu::FormulaParameter> many{{"a", 1}, {"b", 1}, {"c", 1}, {"d", 1},
                                                 {"f", 1}, {"g", 1}, {"h", 1}};
  EXPECT_FALSE(gelu::Formula::compile("a+b+c+d+f+g+h+x", &why, many).has_value());
  EXPECT_EQ(why.text(), "more than 6 parameters");
  const std::vector<gelu::FormulaParameter> bad{{"a", std::nan("")}};
  EXPECT_FALSE(gelu::Formula::compile("a*x", &why, bad).has_value());
  EXPECT_EQ(why.text(), "the parameter a is not finite");
}

// A family's member is named with its values wherever the library shows its text or TeX.
TEST(Formula, TheLibraryNamesTheParametersValues) {
  const std::vector<gelu::FormulaDefinition> defs{
      {"fam", "a*x*Phi(alpha*x)", {{"a", 0.5}, {"alpha", 1.702}}}};
  const auto library = gelu::FunctionLibrary::builtIns()->with(defs);
  ASSERT_NE(library, nullptr);
  const auto* f = library->find("fam");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->formula, "a*x*Phi(alpha*x) (a = 0.5, alpha = 1.702)");
  EXPECT_NE(f->tex.find("\\alpha"), std::string_view::npos) << f->tex;
  EXPECT_NE(f->tex.find("a = 0.5,\\; \\alpha = 1.702"), std::string_view::npos) << f->tex;
  EXPECT_EQ((*f)(2.0, {}), 0.5 * 2.0 * gelu::cdf(1.702 * 2.0));
}

TEST(Formula, NumbersUseADotWhateverTheLocale) {
  const char* found = nullptr;
  for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "de_DE", "C.UTF-8"}) {
    if (std::setlocale(LC_ALL, name) != nullptr) {
      found = name;
      break;
    }
  }
  try {
    std::locale::global(std::locale(""));
  } catch (const std::exception&) {
  }
  EXPECT_EQ(compiled("0.5*x").value(3.0), 1.5) << (found ? found : "C");
  EXPECT_FALSE(gelu::Formula::compile("0,5*x", nullptr).has_value());
  std::setlocale(LC_ALL, "C");
  std::locale::global(std::locale::classic());
}

TEST(Formula, ArrayEvaluation) {
  const gelu::Formula f = compiled("x^2");
  std::vector<double> x{1, 2, 3};
  std::vector<double> y(3);
  f.evaluate(x, y, false);
  EXPECT_EQ(y, (std::vector<double>{1, 4, 9}));
  f.evaluate(x, y, true);
  EXPECT_EQ(y, (std::vector<double>{2, 4, 6}));
  std::vector<double> wrong(2);
  EXPECT_THROW(f.evaluate(x, wrong, false), std::invalid_argument);
}

TEST(Formula, DeepNestingStaysBounded) {
  std::string deep;
  for (int i = 0; i < 120; ++i) deep += "(";
  deep += "x";
  for (int i = 0; i < 120; ++i) deep += "+1)";
  const gelu::Formula f = compiled(deep);
  EXPECT_EQ(f.value(0.0), 120.0);
  EXPECT_EQ(f.derivative(0.0), 1.0);
}

}  // namespace

// A typed formula shown typeset: its TeX, with parentheses only where precedence needs them.
TEST(FormulaToTex, WritesTheFormulaAsItReads) {
  const auto tex = [](const char* e) { return gelu::formulaToTex(e).value_or("(none)"); };
  EXPECT_EQ(tex("x*exp(-x^2/2)/sqrt(2*pi)"), "x \\cdot e^{-x^{2}/2}/\\sqrt{2\\pi}");
  EXPECT_EQ(tex("(x+1)^2"), "{(x + 1)}^{2}");
  EXPECT_EQ(tex("x-(x-1)"), "x - (x - 1)");
  EXPECT_EQ(tex("x-x-1"), "x - x - 1");  // left-associative: no parentheses
  EXPECT_EQ(tex("2^3^x"), "2^{3^{x}}");  // right-associative
  EXPECT_EQ(tex("-x^2"), "-x^{2}");      // −(x²), as muparser reads it
  EXPECT_EQ(tex("(-x)^2"), "{(-x)}^{2}");
  EXPECT_EQ(tex("1/(1+exp(-x))"), "1/(1 + e^{-x})");
  // Brackets grow only around what is taller than a line.
  EXPECT_EQ(tex("(1+sqrt(x))/2"), "\\left(1 + \\sqrt{x}\\right)/2");
  EXPECT_EQ(tex("abs(x/sqrt(2))"), "\\left|x/\\sqrt{2}\\right|");
  EXPECT_EQ(
      tex("tanh(x > 0 ? x : 0)"),
      "\\tanh\\left(\\begin{cases} x & x > 0 \\\\ 0 & \\text{otherwise} \\end{cases}\\right)");
  EXPECT_EQ(tex("2e-3*x"), "2\\cdot 10^{-3} \\cdot x");
  EXPECT_EQ(tex("0.5*x"), "0.5x");
  EXPECT_EQ(tex("x*2"), "x \\cdot 2");
  EXPECT_EQ(tex("abs(x)+sigmoid(x)*Phi(x)"), "\\lvert x\\rvert + \\sigma(x) \\cdot \\Phi(x)");
  EXPECT_EQ(tex("x > 0 ? x : 0.1*x"),
            "\\begin{cases} x & x > 0 \\\\ 0.1x & \\text{otherwise} \\end{cases}");
  EXPECT_EQ(tex("x < -1 ? -1 : x > 1 ? 1 : x"),
            "\\begin{cases} -1 & x < -1 \\\\ 1 & x > 1 \\\\ x & \\text{otherwise} \\end{cases}");
  EXPECT_EQ(gelu::formulaToTex("x>=0 && x<=1 ? 1 : 0", "sonst").value_or(""),
            "\\begin{cases} 1 & x \\ge 0 \\land x \\le 1 \\\\ 0 & \\text{sonst} \\end{cases}");
  EXPECT_EQ(tex("log1p(x) + expm1(x) + log10(x) + max(x, 0)"),
            "\\log(1 + x) + (e^{x} - 1) + \\log_{10}(x) + \\max(x, 0)");
  EXPECT_EQ(tex("x*("), "(none)");
  EXPECT_EQ(tex("x x"), "(none)");
}

// Every formula that compiles has a TeX form (its legend is typeset), and a library's typed
// formulas carry it.
TEST(FormulaToTex, EveryCompilingFormulaHasOne) {
  for (const char* e : {"x", "pi*x", "e^x", "gelu(x)-relu(x)", "x<0 ? 0 : x", "sign(x)*x^2",
                        "tanh(softplus(x))*x", "erfc(-x/sqrt(2))/2", "min(max(x,-1),1)"}) {
    gelu::FormulaError why;
    ASSERT_TRUE(gelu::Formula::compile(e, &why)) << e << ": " << why.text();
    EXPECT_TRUE(gelu::formulaToTex(e).has_value()) << e;
  }
  gelu::FormulaDefinition def{"bump", "x*exp(-x^2)"};
  const auto lib = gelu::FunctionLibrary::builtIns()->with({&def, 1});
  ASSERT_NE(lib, nullptr);
  EXPECT_EQ(lib->find("bump")->tex, "x \\cdot e^{-x^{2}}");
  EXPECT_EQ(lib->find("dbump")->tex, "\\frac{d}{dx}(x \\cdot e^{-x^{2}})");
}
