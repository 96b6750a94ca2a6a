#pragma once
/// @file
/// @brief The strict JSON reading every model file shares (scene files, decks): a size limit,
/// RFC 8259 syntax (no raw control characters, valid UTF-8) with the line and column of an
/// error, a top-level object, no key twice in one object, no integer that a double cannot hold
/// exactly; and Fields, which reads one object's fields by name and refuses unknown ones, every
/// refusal a ModelError naming the field by its path.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "core/model/error.hpp"

namespace gelu::model {

/// JSON with its keys in the order written (files are written in a fixed, readable order).
using Json = nlohmann::ordered_json;

/// The top-level object of `text` (at most `maxBytes`), or why it is not one (Frame::None, or
/// the repeated key's path).
std::variant<Json, ModelError> parseJsonObject(std::string_view text, std::size_t maxBytes);

/// The kind of a JSON value, for "must be a number, not a string".
JsonKind kindOf(const Json& v);

/// "steps[2]" and "steps[2].scene": paths as messages name them.
std::string fieldPath(std::string_view parent, std::string_view key);
std::string itemPath(std::string_view parent, std::size_t index);

/// The shortest decimal that reads back to `v` ("0.1", not "0.10000000000000001").
std::string number(double v);

/// @brief A refusal thrown while reading (caught by the parse functions, never escapes them).
struct Refusal {
  ModelError error;
};
/// Throws the error `code` at `path` with `args` (args that are JSON kinds: `kinds` bits).
[[noreturn]] void refuse(Code code, std::string path, std::vector<std::string> args = {},
                         std::uint32_t kinds = 0);

/// @brief One object's fields, each read by name; finish() refuses any it was not asked for.
class Fields {
 public:
  /// `v` must be an object (else NotObject at `path`).
  Fields(const Json& v, std::string path);

  bool has(std::string_view key) const;
  const Json& value(std::string_view key) const;
  std::string path(std::string_view key) const { return fieldPath(m_path, key); }
  const std::string& path() const { return m_path; }
  /// Refuses the first field not among `known`.
  void finish(std::initializer_list<std::string_view> known) const;
  void finish(const std::vector<std::string_view>& known) const;

  /// A number within [min, max] (finite), or nullopt when absent.
  std::optional<double> number(std::string_view key, double min, double max) const;
  /// A whole number within [min, max], or nullopt when absent.
  std::optional<std::uint64_t> count(std::string_view key, double max, double min = 0) const;
  std::optional<bool> boolean(std::string_view key) const;
  /// A string of at most `maxLength` characters, or nullopt when absent.
  std::optional<std::string> string(std::string_view key, std::size_t maxLength = 64) const;
  /// A string among `allowed`, or nullopt when absent.
  std::optional<std::string> choice(std::string_view key,
                                    const std::vector<std::string>& allowed) const;
  /// A list of distinct strings (any ids: checked against what they name later), or nullopt.
  std::optional<std::vector<std::string>> idList(std::string_view key) const;
  /// A 64-bit seed: a number up to 2^53, or a string of digits for any value.
  std::optional<std::uint64_t> seed(std::string_view key) const;
  /// [min, max] with min < max (by at least `minWidth`) inside ±limit, or nullopt.
  std::optional<std::pair<double, double>> range(std::string_view key, double limit,
                                                 double minWidth) const;
  /// An object field (NotObject otherwise), or nullopt when absent.
  std::optional<Fields> object(std::string_view key) const;

 private:
  const Json* m_o;
  std::string m_path;
};

/// The digits of an integer literal beyond ±2^53 (where doubles skip integers), else nullopt.
std::optional<std::string> digitsBeyondExact(const Json& v);

/// A value's number, checked: NotNumber when it is not one, Inexact for an integer literal
/// beyond 2^53 that no double holds.
double numberAt(const Json& v, const std::string& path);

/// Counts in messages: the length of a UTF-8 string in characters (code points).
std::size_t characters(std::string_view utf8);

}  // namespace gelu::model
