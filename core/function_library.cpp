#include "core/function_library.hpp"

#include <algorithm>

#include "core/format.hpp"
#include "core/formula.hpp"
#include "core/formula_tex.hpp"

namespace gelu {

constexpr std::size_t kMaxIdLength = 32;

/// A formula's text or TeX followed by its parameters' values, so a legend or a read-out
/// names the member of the family it shows: "a*x (a = 2)".
std::string withValues(const std::string& expression, const std::vector<FormulaParameter>& ps,
                       bool tex) {
  if (ps.empty()) return expression;
  std::string out = expression + (tex ? "\\quad(" : " (");
  for (std::size_t i = 0; i < ps.size(); ++i) {
    if (i > 0) out += tex ? ",\\; " : ", ";
    out += (tex ? parameterTex(ps[i].name) : ps[i].name) + " = " + formatShortest(ps[i].value);
  }
  return out + ")";
}

/// One definition: its strings and the two rows that point into them. Never copied or moved
/// (the rows point into the strings and the formula), shared between libraries that keep it.
struct FunctionLibrary::Entry {
  std::string id;
  std::string derivativeId;
  std::string expression;
  std::vector<FormulaParameter> parameters;
  std::string text;  ///< the expression, then its parameters' values: "a*x (a = 2)"
  std::string derivativeName;
  std::string derivativeText;
  std::string tex;
  std::string derivativeTex;
  Formula formula;
  FunctionInfo f;
  FunctionInfo df;
  Entry(std::string_view i, Formula fo, std::vector<FormulaParameter> p)
      : id(i),
        derivativeId("d" + id),
        expression(fo.expression()),
        parameters(std::move(p)),
        text(withValues(expression, parameters, false)),
        derivativeName(id + "′"),
        derivativeText(withValues("d/dx (" + expression + ")", parameters, false)),
        tex(withValues(formulaToTex(expression).value_or(expression), parameters, true)),
        derivativeTex(
            withValues("\\frac{d}{dx}" + texGroup(formulaToTex(expression).value_or(expression)),
                       parameters, true)),
        formula(std::move(fo)),
        f{id, id, text, tex, Family::User, nullptr, derivativeId, false, kUsesNone, &formula},
        df{derivativeId, derivativeName, derivativeText, derivativeTex, Family::User, nullptr,
           "",           true,           kUsesNone,      &formula} {}
  Entry(const Entry&) = delete;
  Entry& operator=(const Entry&) = delete;
};

const std::shared_ptr<const FunctionLibrary>& FunctionLibrary::builtIns() {
  static const std::shared_ptr<const FunctionLibrary> library(new FunctionLibrary());
  return library;
}

std::optional<std::string> FunctionLibrary::checkFormulaId(std::string_view id) {
  if (id.empty()) return "the name is empty";
  if (id.size() > kMaxIdLength) return "the name is longer than 32 characters";
  if (!(id[0] >= 'a' && id[0] <= 'z')) return "the name must start with a letter a-z";
  for (const char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
      return "the name may only use a-z, 0-9 and _";
    }
  }
  if (builtInFunction(id) != nullptr) return "'" + std::string(id) + "' is a built-in function";
  if (builtInFunction("d" + std::string(id)) != nullptr) {
    return "'d" + std::string(id) + "' (its derivative) is a built-in function";
  }
  if (id[0] == 'd' && builtInFunction(id.substr(1)) != nullptr) {
    return "'" + std::string(id) + "' is the derivative of a built-in function";
  }
  // "x" would make a second x column, "pi" or "exp" a name that reads as something else.
  if (Formula::isExpressionName(id)) {
    return "'" + std::string(id) + "' is a name in expressions (x, pi, e and the functions)";
  }
  return std::nullopt;
}

std::shared_ptr<const FunctionLibrary> FunctionLibrary::with(
    std::span<const FormulaDefinition> formulas, LibraryError* error) const {
  std::shared_ptr<FunctionLibrary> out(new FunctionLibrary());
  const auto fail = [&](std::size_t index, std::string message) {
    if (error != nullptr) *error = {index, std::move(message)};
    return nullptr;
  };
  for (std::size_t i = 0; i < formulas.size(); ++i) {
    const FormulaDefinition& d = formulas[i];
    if (auto why = checkFormulaId(d.id)) return fail(i, *why);
    for (const auto& e : out->m_formulas) {
      if (e->id == d.id) return fail(i, "'" + d.id + "' is defined twice");
      if (e->derivativeId == d.id || "d" + d.id == e->id) {
        return fail(i,
                    "'" + d.id + "' clashes with the formula '" + e->id + "' and its derivative");
      }
    }
    const auto same = std::find_if(m_formulas.begin(), m_formulas.end(), [&](const auto& e) {
      return e->id == d.id && e->expression == d.expression && e->parameters == d.parameters;
    });
    if (same != m_formulas.end()) {
      out->m_formulas.push_back(*same);
      continue;
    }
    FormulaError why;
    auto formula = Formula::compile(d.expression, &why, d.parameters);
    if (!formula) return fail(i, why.text());
    out->m_formulas.push_back(
        std::make_shared<const Entry>(d.id, std::move(*formula), d.parameters));
  }
  return out;
}

const FunctionInfo* FunctionLibrary::find(std::string_view id) const noexcept {
  if (const FunctionInfo* f = builtInFunction(id)) return f;
  for (const auto& e : m_formulas) {
    if (e->id == id) return &e->f;
    if (e->derivativeId == id) return &e->df;
  }
  return nullptr;
}

std::vector<const FunctionInfo*> FunctionLibrary::activations() const {
  std::vector<const FunctionInfo*> out = builtInActivations();
  for (const auto& e : m_formulas) out.push_back(&e->f);
  return out;
}

std::vector<const FunctionInfo*> FunctionLibrary::all() const {
  std::vector<const FunctionInfo*> out;
  for (const FunctionInfo& f : functions()) out.push_back(&f);
  for (const auto& e : m_formulas) {
    out.push_back(&e->f);
    out.push_back(&e->df);
  }
  return out;
}

std::vector<const FunctionInfo*> FunctionLibrary::formulas() const {
  std::vector<const FunctionInfo*> out;
  for (const auto& e : m_formulas) out.push_back(&e->f);
  return out;
}

std::vector<FormulaDefinition> FunctionLibrary::definitions() const {
  std::vector<FormulaDefinition> out;
  for (const auto& e : m_formulas) out.push_back({e->id, e->expression, e->parameters});
  return out;
}

int FunctionLibrary::formulaIndex(std::string_view id) const noexcept {
  for (std::size_t i = 0; i < m_formulas.size(); ++i) {
    if (m_formulas[i]->id == id || m_formulas[i]->derivativeId == id) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace gelu
