#include "core/user_functions.hpp"

#include <algorithm>
#include <deque>
#include <memory>
#include <mutex>

namespace gelu {
namespace {

constexpr std::size_t kMaxIdLength = 32;

/// One definition: its strings and the two rows that point into them.
struct UserFunction {
  std::string id;
  std::string derivativeId;
  std::string expression;
  std::string derivativeName;
  std::string derivativeText;
  Formula formula;
  FunctionInfo f;
  FunctionInfo df;
  UserFunction(std::string_view i, Formula fo)
      : id(i),
        derivativeId("d" + id),
        expression(fo.expression()),
        derivativeName(id + "′"),
        derivativeText("d/dx (" + expression + ")"),
        formula(std::move(fo)),
        f{id, id, expression, Family::User, nullptr, derivativeId, false, kUsesNone, &formula},
        df{derivativeId, derivativeName, derivativeText, Family::User, nullptr,
           "",           true,           kUsesNone,      &formula} {}
  UserFunction(const UserFunction&) = delete;  // the rows point into the strings
  UserFunction& operator=(const UserFunction&) = delete;
};

struct Registry {
  std::mutex mutex;
  std::deque<std::unique_ptr<UserFunction>> all;  ///< every definition ever made (kept alive)
  std::vector<UserFunction*> current;             ///< the live ones, in definition order
};

Registry& registry() {
  static Registry r;
  return r;
}

bool isBuiltIn(std::string_view id) {
  for (const FunctionInfo& f : functions()) {
    if (f.id == id) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> checkFormulaId(std::string_view id) {
  if (id.empty()) return "the name is empty";
  if (id.size() > kMaxIdLength) return "the name is longer than 32 characters";
  if (!(id[0] >= 'a' && id[0] <= 'z')) return "the name must start with a letter a-z";
  for (const char c : id) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
      return "the name may only use a-z, 0-9 and _";
    }
  }
  if (isBuiltIn(id)) return "'" + std::string(id) + "' is a built-in function";
  if (isBuiltIn("d" + std::string(id))) {
    return "'d" + std::string(id) + "' (its derivative) is a built-in function";
  }
  if (id[0] == 'd' && isBuiltIn(id.substr(1))) {
    return "'" + std::string(id) + "' is the derivative of a built-in function";
  }
  return std::nullopt;
}

std::optional<std::string> defineFormula(std::string_view id, std::string_view expression) {
  if (auto why = checkFormulaId(id)) return why;
  FormulaError error;
  auto formula = Formula::compile(expression, &error);
  if (!formula) return error.text();
  Registry& r = registry();
  const std::lock_guard lock(r.mutex);
  for (const UserFunction* u : r.current) {
    if (u->id != id && (u->derivativeId == id || "d" + std::string(id) == u->id)) {
      return "'" + std::string(id) + "' clashes with the formula '" + u->id +
             "' and its derivative";
    }
  }
  auto it = std::find_if(r.current.begin(), r.current.end(),
                         [&](const UserFunction* u) { return u->id == id; });
  if (it != r.current.end() && (*it)->expression == formula->expression()) return std::nullopt;
  r.all.push_back(std::make_unique<UserFunction>(id, std::move(*formula)));
  if (it != r.current.end()) {
    *it = r.all.back().get();
  } else {
    r.current.push_back(r.all.back().get());
  }
  return std::nullopt;
}

void removeFormula(std::string_view id) {
  Registry& r = registry();
  const std::lock_guard lock(r.mutex);
  std::erase_if(r.current, [&](const UserFunction* u) { return u->id == id; });
}

std::vector<const FunctionInfo*> userFunctions() {
  Registry& r = registry();
  const std::lock_guard lock(r.mutex);
  std::vector<const FunctionInfo*> out;
  for (const UserFunction* u : r.current) out.push_back(&u->f);
  return out;
}

namespace detail {

const FunctionInfo* findUserFunction(std::string_view id) {
  Registry& r = registry();
  const std::lock_guard lock(r.mutex);
  for (const UserFunction* u : r.current) {
    if (u->id == id) return &u->f;
    if (u->derivativeId == id) return &u->df;
  }
  return nullptr;
}

}  // namespace detail
}  // namespace gelu
