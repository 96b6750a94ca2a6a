#include "core/model/state.hpp"

#include "core/dtype.hpp"

namespace gelu::model {
namespace {

struct Named {
  ThemeChoice choice;
  const char* name;
};
constexpr Named kThemes[] = {{ThemeChoice::System, "system"},
                             {ThemeChoice::Light, "light"},
                             {ThemeChoice::Dark, "dark"},
                             {ThemeChoice::HighContrast, "high-contrast"}};

}  // namespace

const std::vector<std::string>& panelIds() {
  static const std::vector<std::string> ids{"pdf-area",    "cdf",    "monte-carlo", "activations",
                                            "derivatives", "errors", "compare",     "neuron",
                                            "propagation", "dtype",  "training"};
  return ids;
}

std::string_view themeName(ThemeChoice t) {
  for (const Named& n : kThemes) {
    if (n.choice == t) return n.name;
  }
  return "system";
}

std::optional<ThemeChoice> parseTheme(std::string_view name) {
  for (const Named& n : kThemes) {
    if (name == n.name) return n.choice;
  }
  return std::nullopt;
}

std::vector<std::string> themeNames(bool withSystem) {
  std::vector<std::string> out;
  for (const Named& n : kThemes) {
    if (withSystem || n.choice != ThemeChoice::System) out.emplace_back(n.name);
  }
  return out;
}

std::vector<std::string> numberFormatNames(bool withNone) {
  std::vector<std::string> out{"fp32", "bf16", "fp16", "e4m3", "e5m2"};
  if (withNone) out.insert(out.begin(), "none");
  return out;
}

std::vector<std::string> numberFormatKernels() {
  std::vector<std::string> out;
  for (const dtype::Kernel k : dtype::kKernels) out.emplace_back(dtype::kernelId(k));
  return out;
}

Params paramsOf(const ModelState& m) { return {m.mu, m.sigma, m.alpha, m.beta, m.slope, m.lambda}; }

}  // namespace gelu::model
