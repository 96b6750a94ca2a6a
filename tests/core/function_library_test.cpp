// FunctionLibrary: the built-ins plus a scene's typed formulas, immutable and shared.
#include "core/function_library.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace {

using gelu::FormulaDefinition;
using gelu::FunctionLibrary;

TEST(FunctionLibrary, BuiltInsKnowEveryTableRowAndNoFormula) {
  const FunctionLibrary& b = *FunctionLibrary::builtIns();
  EXPECT_EQ(b.find("gelu"), gelu::builtInFunction("gelu"));
  EXPECT_EQ(b.find("bent"), nullptr);
  EXPECT_EQ(b.all().size(), gelu::functions().size());
  EXPECT_EQ(b.activations(), gelu::builtInActivations());
  EXPECT_TRUE(b.formulas().empty());
}

TEST(FunctionLibrary, WithAddsFormulasAndTheirDerivativesInOrder) {
  const std::vector<FormulaDefinition> defs{{"bent", "x + 0.1*x^2"}, {"wave", "sin(x)"}};
  const auto lib = FunctionLibrary::builtIns()->with(defs);
  ASSERT_NE(lib, nullptr);
  ASSERT_NE(lib->find("bent"), nullptr);
  EXPECT_DOUBLE_EQ((*lib->find("bent"))(2.0, {}), 2.4);
  EXPECT_DOUBLE_EQ((*lib->find("dbent"))(2.0, {}), 1.4);
  EXPECT_EQ(lib->find("bent")->derivative, "dbent");
  EXPECT_EQ(lib->formulaIndex("dwave"), 1);
  EXPECT_EQ(lib->formulaIndex("gelu"), -1);
  const auto acts = lib->activations();
  ASSERT_GE(acts.size(), 2u);
  EXPECT_EQ(acts[acts.size() - 2]->id, "bent");
  EXPECT_EQ(acts.back()->id, "wave");
  const auto all = lib->all();
  ASSERT_EQ(all.size(), gelu::functions().size() + 4);
  EXPECT_EQ(all[all.size() - 3]->id, "dbent");
  EXPECT_EQ(lib->definitions().size(), 2u);
  EXPECT_EQ(lib->definitions()[1].expression, "sin(x)");
  // The built-ins are untouched.
  EXPECT_EQ(FunctionLibrary::builtIns()->find("bent"), nullptr);
}

TEST(FunctionLibrary, UnchangedDefinitionsKeepTheirRowsChangedOnesGetNewOnes) {
  const auto one = FunctionLibrary::builtIns()->with(
      std::vector<FormulaDefinition>{{"bent", "x + 0.1*x^2"}, {"wave", "sin(x)"}});
  const auto two =
      one->with(std::vector<FormulaDefinition>{{"bent", "x + 0.1*x^2"}, {"wave", "cos(x)"}});
  ASSERT_NE(two, nullptr);
  EXPECT_EQ(two->find("bent"), one->find("bent"));  // shared, still valid in both
  EXPECT_NE(two->find("wave"), one->find("wave"));
  EXPECT_DOUBLE_EQ((*one->find("wave"))(0.0, {}), 0.0);  // the old library is unchanged
  EXPECT_DOUBLE_EQ((*two->find("wave"))(0.0, {}), 1.0);
}

TEST(FunctionLibrary, InvalidListsNameTheFirstBadDefinition) {
  const auto& b = *FunctionLibrary::builtIns();
  gelu::LibraryError e;
  EXPECT_EQ(b.with(std::vector<FormulaDefinition>{{"ok", "x"}, {"gelu", "x"}}, &e), nullptr);
  EXPECT_EQ(e.index, 1u);
  EXPECT_EQ(e.message, "'gelu' is a built-in function");
  EXPECT_EQ(b.with(std::vector<FormulaDefinition>{{"f", "x"}, {"f", "2*x"}}, &e), nullptr);
  EXPECT_EQ(e.message, "'f' is defined twice");
  EXPECT_EQ(b.with(std::vector<FormulaDefinition>{{"f", "x"}, {"df", "x"}}, &e), nullptr);
  EXPECT_EQ(e.message, "'df' clashes with the formula 'f' and its derivative");
  EXPECT_EQ(b.with(std::vector<FormulaDefinition>{{"f", "x*("}}, &e), nullptr);
  EXPECT_EQ(e.index, 0u);
  EXPECT_NE(e.message.find("column"), std::string::npos) << e.message;
  EXPECT_EQ(FunctionLibrary::checkFormulaId("dgelu_tanh").value_or(""),
            "'dgelu_tanh' is a built-in function");
  EXPECT_EQ(FunctionLibrary::checkFormulaId("Bent").value_or(""),
            "the name must start with a letter a-z");
  EXPECT_FALSE(FunctionLibrary::checkFormulaId("bent").has_value());
  // Regression (issue 30): a formula named x made a CSV with two x columns; pi, e, exp and sin
  // were accepted as names although they mean something else in every expression.
  for (const char* reserved : {"x", "pi", "e", "exp", "sin", "log1p", "min", "max", "erfc"}) {
    EXPECT_EQ(
        FunctionLibrary::checkFormulaId(reserved).value_or(""),
        "'" + std::string(reserved) + "' is a name in expressions (x, pi, e and the functions)");
  }
  EXPECT_FALSE(FunctionLibrary::checkFormulaId("dx").has_value());
  EXPECT_FALSE(FunctionLibrary::checkFormulaId("expo").has_value());
}

}  // namespace
