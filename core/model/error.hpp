#pragma once
/// @file
/// @brief Why a scene or deck file (or a formula definition) was refused: a code, the field's
/// path and the values the message needs. Front ends translate it (the desktop through Qt's
/// translations of the English templates here, the web edition from the same translations);
/// describe() gives the English line the command line prints.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gelu::model {

/// Every refusal a model file can give. The English template of each is messageTemplate().
enum class Code : std::uint8_t {
  // The document as a whole (no field).
  FileTooLarge,     ///< %1 KiB
  FileEmpty,        ///<
  NotJson,          ///< line %1, column %2, the parser's reason %3
  TopNotObject,     ///<
  NumberTooLarge,   ///< the number %1 (beyond the double range)
  KeyTwice,         ///< field %1 (the path) appears twice
  Inexact,          ///< field %1, the number %2
  IntegerTooLarge,  ///< the file's digits %1 (no 64-bit integer: out of every field's range)
  // A field (its path is the error's path).
  UnknownField,
  NotNumber,        ///< kind %1
  OutOfRange,       ///< %1 value, %2..%3
  NotBool,          ///< kind %1
  NotString,        ///< kind %1
  TooLong,          ///< %1 characters
  NotOneOf,         ///< '%1' is not one of %2
  NotObject,        ///< kind %1
  NotIdArray,       ///< kind %1
  UnknownId,        ///< '%1', known %2
  ListedTwice,      ///< '%1'
  NotRange,         ///<
  RangeOutside,     ///< %1 the limit
  RangeTooNarrow,   ///< %1 the least width
  NotObjectArray,   ///< kind %1
  TooManyFormulas,  ///< %1
  FormulaNeedsIdAndExpression,
  FormatMissing,  ///< "%1" expected
  FormatWrong,    ///< "%1"
  Missing,
  VersionUnsupported,  ///< %1 the file's, %2 ours
  NotBase64,
  NotWhole,          ///< %1 the value
  AtLeastOne,        ///<
  AtLeast,           ///< %1
  LayersArray,       ///< %1 layers at most
  WholeFromOne,      ///< 1..%1
  ActivationsCount,  ///< 1..%1
  PastEpochs,        ///< %1 epochs
  TrainingTooLong,   ///< %1 epochs asked, %2 the most that train within the hour
  SeedDigits,        ///< '%1'
  TextKind,          ///< kind %1
  NoLanguage,
  LanguageCode,
  NotArray,  ///< kind %1
  NotSceneChange,
  PanelsMissing,
  PanelsCount,   ///< %1
  UnknownPanel,  ///< '%1', known %2
  PlayUnknown,   ///< '%1'
  SweepBoth,
  SweepSpan,
  TooManyFragments,  ///< %1
  StepsCount,        ///< %1 at most, %2 given
  AllHidden,
  ChoicesCount,  ///< %1 at most, %2 given
  TooManyViews,  ///< %1 at most
  ViewName,      ///< %1 characters at most
  // A formula's definition (the path names its part: id, expression, colour, style).
  FormulaId,          ///< %1 why (core's English)
  FormulaTwice,       ///< '%1'
  FormulaClash,       ///< '%1' with '%2'
  FormulaExpression,  ///< %1 why (core's English, with its column)
  FormulaColour,      ///< '%1'
  FormulaStyle,       ///< '%1' is not one of %2
  FormulaParameter,   ///< '%1' is not a parameter of the formula (its parameters: %2)
  UnknownCurve,       ///< '%1', known %2
};

/// @brief How the message is put together from the error's path and its text.
enum class Frame : std::uint8_t {
  None,   ///< the text alone (the document as a whole)
  Field,  ///< "field '<path>': <text>" (scene files)
  Path,   ///< "<path>: <text>" (decks, whose paths say where in the file)
};

/// @brief A refusal: what, where, with which values.
struct ModelError {
  Code code = Code::FileEmpty;
  std::string path;               ///< "monte_carlo.seed", "steps[2].scene.x"; may be empty
  std::vector<std::string> args;  ///< %1, %2, … (untrusted text already made printable)
  /// Bit i set: args[i] is a word to translate too (a JSON kind such as "a number").
  std::uint32_t translatedArgs = 0;
  Frame frame = Frame::Field;
  friend bool operator==(const ModelError&, const ModelError&) = default;
};

/// The English template of `code` ("must be a number, not %1"), as the translations know it.
const char* messageTemplate(Code code);
/// The translation context of `code`'s template ("SceneFile", "Formulas" or "CurveIds").
const char* messageContext(Code code);
/// The template that frames a field's message: "field '%1': %2" (context "SceneFile").
const char* fieldFrameTemplate();
/// `tmpl` with %1, %2, … replaced by args (every occurrence).
std::string fillTemplate(std::string_view tmpl, const std::vector<std::string>& args);
/// The whole message in English, one line.
std::string englishMessage(const ModelError& e);

/// What a JSON value is, as a message says it: "null", "a boolean", "a number", "a string", "an
/// array", "an object" (each translated by front ends, context "SceneFile").
enum class JsonKind : std::uint8_t { Null, Boolean, Number, String, Array, Object };
const char* kindWord(JsonKind k);

}  // namespace gelu::model
