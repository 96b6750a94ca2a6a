// The English templates of the model's refusals. Each is marked for lupdate (the alias
// GELU_TR_NOOP of QT_TRANSLATE_NOOP, given to lupdate in ui/CMakeLists.txt), so the desktop and
// the web edition translate the same strings; core itself stays free of Qt.
#include <array>
#include <string>

#include "core/model/error.hpp"

#define GELU_TR_NOOP(context, text) text

namespace gelu::model {
namespace {

struct Entry {
  Code code;
  const char* context;
  const char* text;
};

constexpr Entry kTemplates[] = {
    {Code::FileTooLarge, "SceneFile", GELU_TR_NOOP("SceneFile", "the file is larger than %1 KiB")},
    {Code::FileEmpty, "SceneFile", GELU_TR_NOOP("SceneFile", "the file is empty")},
    {Code::NotJson, "SceneFile",
     GELU_TR_NOOP("SceneFile", "not valid JSON at line %1, column %2: %3")},
    {Code::TopNotObject, "SceneFile",
     GELU_TR_NOOP("SceneFile", "the top level must be a JSON object")},
    {Code::NumberTooLarge, "SceneFile",
     GELU_TR_NOOP("SceneFile", "the number %1 is beyond the range of numbers")},
    {Code::KeyTwice, "SceneFile", GELU_TR_NOOP("SceneFile", "field '%1': appears twice")},
    {Code::Inexact, "SceneFile",
     GELU_TR_NOOP("SceneFile",
                  "field '%1': %2 is not exactly representable as a number; write it as a "
                  "string of digits")},
    {Code::IntegerTooLarge, "SceneFile",
     GELU_TR_NOOP("SceneFile", "%1 is out of range for every field")},
    {Code::UnknownField, "SceneFile", GELU_TR_NOOP("SceneFile", "unknown field")},
    {Code::NotNumber, "SceneFile", GELU_TR_NOOP("SceneFile", "must be a number, not %1")},
    {Code::OutOfRange, "SceneFile", GELU_TR_NOOP("SceneFile", "%1 is out of range %2..%3")},
    {Code::NotBool, "SceneFile", GELU_TR_NOOP("SceneFile", "must be true or false, not %1")},
    {Code::NotString, "SceneFile", GELU_TR_NOOP("SceneFile", "must be a string, not %1")},
    {Code::TooLong, "SceneFile", GELU_TR_NOOP("SceneFile", "is longer than %1 characters")},
    {Code::NotOneOf, "SceneFile", GELU_TR_NOOP("SceneFile", "'%1' is not one of %2")},
    {Code::NotObject, "SceneFile", GELU_TR_NOOP("SceneFile", "must be an object, not %1")},
    {Code::NotIdArray, "SceneFile", GELU_TR_NOOP("SceneFile", "must be an array of ids, not %1")},
    {Code::UnknownId, "SceneFile", GELU_TR_NOOP("SceneFile", "unknown id '%1' (known: %2)")},
    {Code::ListedTwice, "SceneFile", GELU_TR_NOOP("SceneFile", "'%1' is listed twice")},
    {Code::NotRange, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must be an array of two numbers [min, max]")},
    {Code::RangeOutside, "SceneFile", GELU_TR_NOOP("SceneFile", "must lie within -%1..%1")},
    {Code::RangeTooNarrow, "SceneFile",
     GELU_TR_NOOP("SceneFile", "max must exceed min by at least %1")},
    {Code::NotObjectArray, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must be an array of objects, not %1")},
    {Code::TooManyFormulas, "SceneFile", GELU_TR_NOOP("SceneFile", "more than %1 formulas")},
    {Code::FormulaNeedsIdAndExpression, "SceneFile",
     GELU_TR_NOOP("SceneFile", "needs an id and an expression")},
    {Code::FormatMissing, "SceneFile", GELU_TR_NOOP("SceneFile", "missing (expected \"%1\")")},
    {Code::FormatWrong, "SceneFile", GELU_TR_NOOP("SceneFile", "must be \"%1\"")},
    {Code::Missing, "SceneFile", GELU_TR_NOOP("SceneFile", "missing")},
    {Code::VersionUnsupported, "SceneFile",
     GELU_TR_NOOP("SceneFile", "%1 is not supported (this program reads version %2)")},
    {Code::NotBase64, "SceneFile", GELU_TR_NOOP("SceneFile", "must be base64")},
    {Code::NotWhole, "SceneFile", GELU_TR_NOOP("SceneFile", "must be a whole number, got %1")},
    {Code::AtLeastOne, "SceneFile", GELU_TR_NOOP("SceneFile", "must be at least 1")},
    {Code::AtLeast, "SceneFile", GELU_TR_NOOP("SceneFile", "must be at least %1")},
    {Code::LayersArray, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must be an array of 1 to %1 unit counts")},
    {Code::WholeFromOne, "SceneFile", GELU_TR_NOOP("SceneFile", "must be a whole number 1..%1")},
    {Code::ActivationsCount, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must list 1 to %1 activations")},
    {Code::PastEpochs, "SceneFile", GELU_TR_NOOP("SceneFile", "is past the run's %1 epochs")},
    {Code::TrainingTooLong, "SceneFile",
     GELU_TR_NOOP("SceneFile",
                  "%1 epochs of this training would take more than an hour: at most %2 fit (or "
                  "fewer points, units or activations, or a larger batch)")},
    {Code::SeedDigits, "SceneFile",
     GELU_TR_NOOP("SceneFile", "'%1' is not a whole number 0..18446744073709551615 (digits only)")},
    {Code::TextKind, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must be a string or an object of languages, not %1")},
    {Code::NoLanguage, "SceneFile", GELU_TR_NOOP("SceneFile", "names no language")},
    {Code::LanguageCode, "SceneFile",
     GELU_TR_NOOP("SceneFile", "is not a language code like \"en\", \"de\" or \"zh_CN\"")},
    {Code::NotArray, "SceneFile", GELU_TR_NOOP("SceneFile", "must be an array, not %1")},
    {Code::NotSceneChange, "SceneFile",
     GELU_TR_NOOP("SceneFile", "is not a scene change (a step's panels are its \"panels\")")},
    {Code::PanelsMissing, "SceneFile", GELU_TR_NOOP("SceneFile", "missing (1 to 4 panel ids)")},
    {Code::PanelsCount, "SceneFile", GELU_TR_NOOP("SceneFile", "must list 1 to 4 panels, not %1")},
    {Code::TooManyViews, "SceneFile", GELU_TR_NOOP("SceneFile", "holds at most %1 views")},
    {Code::ViewName, "SceneFile",
     GELU_TR_NOOP("SceneFile",
                  "must be a name of 1 to %1 characters that is not a built-in view's id")},
    {Code::UnknownPanel, "SceneFile", GELU_TR_NOOP("SceneFile", "unknown panel '%1' (known: %2)")},
    {Code::PlayUnknown, "SceneFile",
     GELU_TR_NOOP("SceneFile", "'%1' is not one of none, simulation, sweep, training")},
    {Code::SweepBoth, "SceneFile",
     GELU_TR_NOOP("SceneFile", "needs both \"from\" and \"to\", or neither")},
    {Code::SweepSpan, "SceneFile", GELU_TR_NOOP("SceneFile", "must be at least 0.1 from \"from\"")},
    {Code::TooManyFragments, "SceneFile", GELU_TR_NOOP("SceneFile", "more than %1 fragments")},
    {Code::StepsCount, "SceneFile", GELU_TR_NOOP("SceneFile", "must hold 1 to %1 steps, not %2")},
    {Code::AllHidden, "SceneFile", GELU_TR_NOOP("SceneFile", "every step is hidden")},
    {Code::ChoicesCount, "SceneFile",
     GELU_TR_NOOP("SceneFile", "must list 2 to %1 choices, not %2")},
    {Code::FormulaId, "Formulas", "%1"},  // core's English reason, as is
    {Code::FormulaTwice, "Formulas", GELU_TR_NOOP("Formulas", "'%1' is defined twice")},
    {Code::FormulaClash, "Formulas",
     GELU_TR_NOOP("Formulas", "'%1' clashes with '%2' and its derivative")},
    {Code::FormulaExpression, "Formulas", "%1"},  // the parser's reason and its column
    {Code::FormulaColour, "Formulas", GELU_TR_NOOP("Formulas", "'%1' is not #rrggbb")},
    {Code::FormulaStyle, "Formulas", GELU_TR_NOOP("Formulas", "'%1' is not one of %2")},
    {Code::FormulaParameter, "Formulas",
     GELU_TR_NOOP("Formulas", "'%1' is not a parameter of the formula (its parameters: %2)")},
    {Code::UnknownCurve, "CurveIds", GELU_TR_NOOP("CurveIds", "unknown curve '%1' (known: %2)")},
};

/// The entry of `code`, or null (every code has one: a test walks them all).
const Entry* entry(Code code) {
  for (const Entry& e : kTemplates) {
    if (e.code == code) return &e;
  }
  return nullptr;
}

}  // namespace

const char* messageTemplate(Code code) {
  const Entry* e = entry(code);
  return e != nullptr ? e->text : "";
}

const char* messageContext(Code code) {
  const Entry* e = entry(code);
  return e != nullptr ? e->context : "SceneFile";
}
const char* fieldFrameTemplate() { return GELU_TR_NOOP("SceneFile", "field '%1': %2"); }

std::string fillTemplate(std::string_view tmpl, const std::vector<std::string>& args) {
  std::string out;
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] == '%' && i + 1 < tmpl.size() && tmpl[i + 1] >= '1' && tmpl[i + 1] <= '9') {
      const auto n = static_cast<std::size_t>(tmpl[i + 1] - '1');
      if (n < args.size()) {
        out += args[n];
        ++i;
        continue;
      }
    }
    out += tmpl[i];
  }
  return out;
}

std::string englishMessage(const ModelError& e) {
  const std::string what = fillTemplate(messageTemplate(e.code), e.args);
  switch (e.frame) {
    case Frame::Field:
      return fillTemplate(fieldFrameTemplate(), {e.path, what});
    case Frame::Path:
      return e.path.empty() ? what : e.path + ": " + what;
    case Frame::None:
      break;
  }
  return what;
}

const char* kindWord(JsonKind k) {
  switch (k) {
    case JsonKind::Null:
      return GELU_TR_NOOP("SceneFile", "null");
    case JsonKind::Boolean:
      return GELU_TR_NOOP("SceneFile", "a boolean");
    case JsonKind::Number:
      return GELU_TR_NOOP("SceneFile", "a number");
    case JsonKind::String:
      return GELU_TR_NOOP("SceneFile", "a string");
    case JsonKind::Array:
      return GELU_TR_NOOP("SceneFile", "an array");
    case JsonKind::Object:
      break;
  }
  return GELU_TR_NOOP("SceneFile", "an object");
}

}  // namespace gelu::model
