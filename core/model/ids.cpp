#include "core/model/ids.hpp"

#include <algorithm>

#include "core/activations.hpp"
#include "core/formula.hpp"
#include "core/io.hpp"
#include "core/model/limits.hpp"
#include "core/model/palette.hpp"

#define GELU_TR_NOOP(context, text) text

namespace gelu::model {

std::vector<std::string> activationIds(const FunctionLibrary& library) {
  std::vector<std::string> out;
  for (const FunctionInfo* f : library.activations()) out.emplace_back(f->id);
  return out;
}

bool isActivation(const FunctionLibrary& library, std::string_view id) {
  const FunctionInfo* f = library.find(id);
  if (f == nullptr) return false;
  for (const FunctionInfo* a : library.activations()) {
    if (a == f) return true;
  }
  return false;
}

std::vector<std::string> functionIds(const FunctionLibrary& library) {
  std::vector<std::string> out;
  for (const FunctionInfo* f : library.all()) out.emplace_back(f->id);
  return out;
}

std::vector<std::string> canonicalCurves(const std::vector<std::string>& ids,
                                         const FunctionLibrary& library) {
  std::vector<std::string> out;
  for (const FunctionInfo* f : library.activations()) {
    if (contains(ids, f->id)) out.emplace_back(f->id);
  }
  return out;
}

std::optional<ModelError> checkCurveList(const std::vector<std::string>& ids,
                                         const FunctionLibrary& library) {
  const std::vector<std::string> known = activationIds(library);
  std::vector<std::string> seen;
  for (const std::string& id : ids) {
    if (!contains(known, id)) {
      std::string list;
      for (const std::string& k : known) list += (list.empty() ? "" : ",") + k;
      return ModelError{Code::UnknownCurve, {}, {io::printable(id, 40), list}, 0, Frame::None};
    }
    if (contains(seen, id)) {
      return ModelError{Code::ListedTwice, {}, {io::printable(id, 40)}, 0, Frame::None};
    }
    seen.push_back(id);
  }
  return std::nullopt;
}

std::vector<CurvePreset> curvePresets() {
  std::vector<std::string> smooth;
  for (const FunctionInfo* f : builtInActivations()) {
    if (f->family == Family::Gelu || f->family == Family::Approximation ||
        f->family == Family::Smooth) {
      smooth.emplace_back(f->id);
    }
  }
  const FunctionLibrary& b = *FunctionLibrary::builtIns();
  return {
      {"figure1", GELU_TR_NOOP("CurveIds", "The paper's Figure 1"),
       canonicalCurves({"gelu", "relu", "elu"}, b)},
      {"approximations", GELU_TR_NOOP("CurveIds", "GELU and its approximations"),
       canonicalCurves({"gelu", "gelu_tanh", "gelu_sigmoid"}, b)},
      {"transformer", GELU_TR_NOOP("CurveIds", "Transformer activations"),
       canonicalCurves({"gelu", "silu", "squared_relu", "relu"}, b)},
      {"smooth", GELU_TR_NOOP("CurveIds", "All smooth"), smooth},
  };
}

std::vector<CurveGroup> curveGroups(const FunctionLibrary& library) {
  struct Group {
    const char* name;
    std::vector<Family> families;
  };
  const Group groups[] = {
      {GELU_TR_NOOP("CurveIds", "GELU family"), {Family::Gelu, Family::Approximation}},
      {GELU_TR_NOOP("CurveIds", "Smooth"), {Family::Smooth}},
      {GELU_TR_NOOP("CurveIds", "Rectifiers"), {Family::Rectifier}},
      {GELU_TR_NOOP("CurveIds", "Piecewise"), {Family::Piecewise}},
      {GELU_TR_NOOP("CurveIds", "Your formulas"), {Family::User}},
  };
  std::vector<CurveGroup> out;
  for (const Group& g : groups) {
    CurveGroup group{g.name, {}};
    for (const FunctionInfo* f : library.activations()) {
      if (std::find(g.families.begin(), g.families.end(), f->family) != g.families.end()) {
        group.curves.emplace_back(f->id);
      }
    }
    out.push_back(std::move(group));
  }
  return out;
}

const std::vector<std::string>& formulaStyles() {
  static const std::vector<std::string> styles{"auto", "solid",   "dash",
                                               "dot",  "dashdot", "dashdotdot"};
  return styles;
}

std::optional<ModelError> checkFormula(const FormulaDef& def,
                                       const std::vector<FormulaDef>& others) {
  const auto error = [](Code code, const char* part, std::vector<std::string> args) {
    return ModelError{code, part, std::move(args), 0, Frame::Field};
  };
  if (const auto why = FunctionLibrary::checkFormulaId(def.id)) {
    return error(Code::FormulaId, "id", {*why});
  }
  for (const FormulaDef& o : others) {
    if (o.id == def.id) return error(Code::FormulaTwice, "id", {def.id});
    if ("d" + o.id == def.id || "d" + def.id == o.id) {
      return error(Code::FormulaClash, "id", {def.id, o.id});
    }
  }
  const std::vector<std::string> names = Formula::parameterNames(def.expression);
  for (const FormulaParameter& p : def.parameters) {
    if (std::find(names.begin(), names.end(), p.name) == names.end()) {
      std::string list;
      for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
      return error(Code::FormulaParameter, "parameters",
                   {io::printable(p.name, 20), list.empty() ? "none" : list});
    }
  }
  FormulaError why;
  if (!Formula::compile(def.expression, &why, def.parameters)) {
    return error(Code::FormulaExpression, "expression", {why.text()});
  }
  // Every name in order, each once (compile() found the missing ones unknown).
  if (def.parameters.size() != names.size()) {
    return error(Code::FormulaExpression, "parameters", {"each parameter once"});
  }
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (def.parameters[i].name != names[i]) {
      return error(Code::FormulaExpression, "parameters", {"the parameters in order of use"});
    }
    if (!limits::kFormulaParameter.contains(def.parameters[i].value)) {
      return error(Code::FormulaExpression, "parameters", {names[i] + " out of range"});
    }
  }
  if (!def.colour.empty() && !rgbOf(def.colour)) {
    return error(Code::FormulaColour, "colour", {io::printable(def.colour, 20)});
  }
  if (!contains(formulaStyles(), def.style)) {
    std::string list;
    for (const std::string& s : formulaStyles()) list += (list.empty() ? "" : ", ") + s;
    return error(Code::FormulaStyle, "style", {io::printable(def.style, 20), list});
  }
  return std::nullopt;
}

FormulaDef withParameters(FormulaDef def) {
  std::vector<FormulaParameter> out;
  for (std::string& name : Formula::parameterNames(def.expression)) {
    const auto had = std::find_if(def.parameters.begin(), def.parameters.end(),
                                  [&](const FormulaParameter& p) { return p.name == name; });
    out.push_back({std::move(name), had != def.parameters.end() ? had->value : 1.0});
  }
  def.parameters = std::move(out);
  return def;
}

std::vector<FormulaDef> validFormulas(const std::vector<FormulaDef>& defs) {
  std::vector<FormulaDef> valid;
  for (const FormulaDef& d : defs) {
    if (!checkFormula(d, valid)) valid.push_back(d);
  }
  return valid;
}

FunctionLibraryPtr libraryWith(const FunctionLibrary& base, const std::vector<FormulaDef>& defs) {
  std::vector<FormulaDefinition> list;
  list.reserve(defs.size());
  for (const FormulaDef& d : defs) list.push_back({d.id, d.expression, d.parameters});
  FunctionLibraryPtr out = base.with(list);
  // Valid definitions always make a library; anything else is a caller's bug: keep the built-ins.
  return out ? out : FunctionLibrary::builtIns();
}

std::optional<FormulaDef> findFormula(const std::vector<FormulaDef>& defs, std::string_view id,
                                      int* index) {
  for (std::size_t i = 0; i < defs.size(); ++i) {
    if (defs[i].id == id || "d" + defs[i].id == id) {
      if (index != nullptr) *index = static_cast<int>(i);
      return defs[i];
    }
  }
  if (index != nullptr) *index = -1;
  return std::nullopt;
}

}  // namespace gelu::model
