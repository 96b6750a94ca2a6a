#include "core/model/json.hpp"

#include <cmath>
#include <set>

#include "core/format.hpp"
#include "core/io.hpp"
#include "core/model/state.hpp"

namespace gelu::model {
namespace {

constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

/// Where the parser is, for the callback that finds a key given twice.
struct ParseFrame {
  bool object = false;
  std::string path;  // of the container itself
  std::set<std::string> keys;
  std::string key;  // the current member (objects)
  std::size_t index = 0;
};

/// 1-based line and column of byte `offset` (the parser's position, past the offending byte).
std::pair<std::size_t, std::size_t> lineAndColumn(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t line = 1, start = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++line;
      start = i + 1;
    }
  }
  return {line, offset - start + (offset > start ? 0 : 1)};
}

/// The parser's reason without its prefix and without the bytes it last read (which are the
/// file's, untrusted): "syntax error while parsing object - unexpected end of input".
std::string reason(const nlohmann::json::parse_error& e) {
  std::string what = e.what();
  if (const auto colon = what.find(": "); colon != std::string::npos) what = what.substr(colon + 2);
  if (const auto lastRead = what.find("; last read"); lastRead != std::string::npos) {
    what = what.substr(0, lastRead);
  }
  return io::printable(what, 120);
}

/// How deep a scene or deck may nest arrays and objects (the built-in decks nest 6 deep, the
/// deepest file of the fuzz corpora 7). Each level costs the parser's callback a path as long as
/// the levels above it: 100,000 levels, a 200 KB file, ran for minutes without a word.
constexpr int kMaxJsonNesting = 64;

/// Reads a JSON text byte by byte and tells which bytes belong to a string (its quotes too),
/// for the scans before and beside the parser that look at structure and numbers only.
class StringSkip {
 public:
  bool inString(char c) {
    if (m_in) {
      if (m_escaped) {
        m_escaped = false;
      } else if (c == '\\') {
        m_escaped = true;
      } else if (c == '"') {
        m_in = false;
      }
      return true;
    }
    m_in = c == '"';
    return m_in;
  }

 private:
  bool m_in = false, m_escaped = false;
};

/// The byte at which arrays and objects first nest deeper than kMaxJsonNesting (outside strings),
/// or npos. One pass, before the parser, which reports any other fault where it lies.
std::size_t tooDeepAt(std::string_view text) {
  int depth = 0;
  StringSkip strings;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (strings.inString(c)) continue;
    if (c == '[' || c == '{') {
      if (++depth > kMaxJsonNesting) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::string_view::npos;
}

/// The number literals of a JSON text in order, read one at a time as the parser reports each
/// number (numbers are never keys, so the two orders are the same). The parser turns an integer
/// beyond 64 bits into the double it rounds to; this keeps the file's own digits for the message.
class NumberLiterals {
 public:
  explicit NumberLiterals(std::string_view text) : m_text(text) {}

  /// The next number literal outside strings ("" past the end).
  std::string_view next() {
    for (; m_at < m_text.size(); ++m_at) {
      const char c = m_text[m_at];
      if (m_strings.inString(c)) continue;
      if (c == '-' || (c >= '0' && c <= '9')) {
        const std::size_t start = m_at;
        while (m_at < m_text.size() && isNumberByte(m_text[m_at])) ++m_at;
        return m_text.substr(start, m_at - start);
      }
    }
    return {};
  }

 private:
  static bool isNumberByte(char c) {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
  }

  std::string_view m_text;
  std::size_t m_at = 0;
  StringSkip m_strings;  // kept across calls: a number ends outside any string
};

/// An integer literal (digits, perhaps a minus sign: no fraction, no exponent).
bool integerLiteral(std::string_view literal) {
  if (!literal.empty() && literal.front() == '-') literal.remove_prefix(1);
  return !literal.empty() && literal.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace

std::string fieldPath(std::string_view parent, std::string_view key) {
  return parent.empty() ? std::string(key) : std::string(parent) + "." + std::string(key);
}

std::string itemPath(std::string_view parent, std::size_t index) {
  return std::string(parent) + "[" + std::to_string(index) + "]";
}

std::string number(double v) { return formatShortest(v); }

void refuse(Code code, std::string path, std::vector<std::string> args, std::uint32_t kinds) {
  throw Refusal{ModelError{code, std::move(path), std::move(args), kinds, Frame::Field}};
}

std::size_t characters(std::string_view utf8) {
  std::size_t n = 0;
  for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0u) != 0x80u;
  return n;
}

JsonKind kindOf(const Json& v) {
  if (v.is_null()) return JsonKind::Null;
  if (v.is_boolean()) return JsonKind::Boolean;
  if (v.is_number()) return JsonKind::Number;
  if (v.is_string()) return JsonKind::String;
  if (v.is_array()) return JsonKind::Array;
  return JsonKind::Object;
}

std::variant<Json, ModelError> parseJsonObject(std::string_view text, std::size_t maxBytes) {
  const auto whole = [](Code code, std::vector<std::string> args = {}) {
    return ModelError{code, {}, std::move(args), 0, Frame::None};
  };
  if (text.size() > maxBytes) return whole(Code::FileTooLarge, {std::to_string(maxBytes / 1024)});
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return whole(Code::FileEmpty);
  if (const std::size_t at = tooDeepAt(text); at != std::string_view::npos) {
    const auto [line, column] = lineAndColumn(text, at + 1);
    return whole(Code::NotJson,
                 {std::to_string(line), std::to_string(column),
                  "arrays and objects nested deeper than " + std::to_string(kMaxJsonNesting)});
  }
  std::vector<ParseFrame> stack;
  // The first fault the parser itself lets through: a key given twice, an integer past 64 bits.
  std::optional<ModelError> first;
  NumberLiterals literals(text);
  // The path of the value that starts now (in the innermost container).
  const auto valuePath = [&stack]() -> std::string {
    if (stack.empty()) return {};
    const ParseFrame& f = stack.back();
    return f.object ? fieldPath(f.path, f.key) : itemPath(f.path, f.index);
  };
  const auto valueDone = [&stack] {
    if (!stack.empty() && !stack.back().object) ++stack.back().index;
  };
  const Json::parser_callback_t track = [&](int, Json::parse_event_t event, Json& parsed) {
    switch (event) {
      case Json::parse_event_t::object_start:
      case Json::parse_event_t::array_start: {
        ParseFrame f;
        f.object = event == Json::parse_event_t::object_start;
        f.path = valuePath();
        stack.push_back(std::move(f));
        break;
      }
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        if (!stack.empty()) stack.pop_back();
        valueDone();
        break;
      case Json::parse_event_t::key:
        if (!stack.empty() && parsed.is_string()) {
          ParseFrame& f = stack.back();
          const std::string& key = parsed.get_ref<const std::string&>();
          if (!f.keys.insert(key).second && !first) {
            first = whole(Code::KeyTwice, {io::printable(fieldPath(f.path, key), 80)});
          }
          f.key = key;
        }
        break;
      case Json::parse_event_t::value:
        if (parsed.is_number()) {
          // An integer literal stored as a double is one no 64-bit integer holds (below −2^63 or
          // above 2^64 − 1). No field takes it (seeds end at 2^64 − 1, every other field within
          // ±10^15): refused now, in the file's digits (later it is only a rounded double).
          const std::string_view literal = literals.next();
          if (parsed.is_number_float() && integerLiteral(literal) && !first) {
            const std::string at = valuePath();
            first = ModelError{Code::IntegerTooLarge,
                               io::printable(at, 80),
                               {io::printable(literal, 40)},
                               0,
                               at.empty() ? Frame::None : Frame::Field};
          }
        }
        valueDone();
        break;
    }
    return true;
  };
  Json doc;
  try {
    doc = Json::parse(text.begin(), text.end(), track);
  } catch (const nlohmann::json::parse_error& e) {
    const auto [line, column] = lineAndColumn(text, e.byte > 0 ? e.byte - 1 : 0);
    return whole(Code::NotJson, {std::to_string(line), std::to_string(column), reason(e)});
  } catch (const nlohmann::json::out_of_range& e) {
    // "number overflow parsing '1e999'": the literal between the quotes, escaped.
    const std::string what = e.what();
    const auto open = what.find('\'');
    const auto close = what.rfind('\'');
    const std::string literal =
        open != std::string::npos && close > open ? what.substr(open + 1, close - open - 1) : what;
    // The callback's stack still says where the number stands: name that field.
    const std::string at = valuePath();
    return ModelError{Code::NumberTooLarge,
                      io::printable(at, 80),
                      {io::printable(literal, 40)},
                      0,
                      at.empty() ? Frame::None : Frame::Field};
  }
  if (!doc.is_object()) return whole(Code::TopNotObject);
  if (first) return *first;
  return doc;
}

std::optional<std::string> digitsBeyondExact(const Json& v) {
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    if (u > (std::uint64_t{1} << 53)) return std::to_string(u);
  } else if (v.is_number_integer()) {
    const auto i = v.get<std::int64_t>();
    if (i < -(std::int64_t{1} << 53)) return std::to_string(i);
  }
  return std::nullopt;
}

double numberAt(const Json& v, const std::string& path) {
  if (!v.is_number()) refuse(Code::NotNumber, path, {kindWord(kindOf(v))}, 1);
  if (v.is_number_unsigned()) {
    const auto u = v.get<std::uint64_t>();
    const auto d = static_cast<double>(u);
    // Beyond 2^53 only some integers are doubles (2^64 − 1 rounds up to 2^64, beyond uint64).
    if (u > (std::uint64_t{1} << 53) && (d >= 0x1p64 || static_cast<std::uint64_t>(d) != u)) {
      throw Refusal{ModelError{Code::Inexact, {}, {path, std::to_string(u)}, 0, Frame::None}};
    }
    return d;
  }
  if (v.is_number_integer()) {
    const auto i = v.get<std::int64_t>();
    const auto d = static_cast<double>(i);
    if (std::fabs(d) >= kMaxExactInteger &&
        (d <= -0x1p63 ? i != INT64_MIN : static_cast<std::int64_t>(d) != i)) {
      throw Refusal{ModelError{Code::Inexact, {}, {path, std::to_string(i)}, 0, Frame::None}};
    }
    return d;
  }
  return v.get<double>();
}

Fields::Fields(const Json& v, std::string path) : m_o(&v), m_path(std::move(path)) {
  if (!v.is_object()) refuse(Code::NotObject, m_path, {kindWord(kindOf(v))}, 1);
}

bool Fields::has(std::string_view key) const { return m_o->contains(key); }

const Json& Fields::value(std::string_view key) const { return m_o->find(key).value(); }

void Fields::finish(std::initializer_list<std::string_view> known) const {
  finish(std::vector<std::string_view>(known));
}

void Fields::finish(const std::vector<std::string_view>& known) const {
  for (auto it = m_o->begin(); it != m_o->end(); ++it) {
    bool ok = false;
    for (const std::string_view k : known) ok = ok || k == it.key();
    if (!ok) refuse(Code::UnknownField, fieldPath(m_path, io::printable(it.key(), 40)));
  }
}

namespace {

/// A number as a file would write it: 100000, 1e23 and 1e-7, not 1e+05, 1e+23 and 1e-07.
std::string shownNumber(double v) {
  if (v == std::floor(v) && std::fabs(v) <= kMaxExactInteger) {
    return std::to_string(static_cast<std::int64_t>(v));
  }
  const std::string text = model::number(v);
  const std::size_t e = text.find('e');
  if (e == std::string::npos) return text;
  std::size_t digits = e + 1;
  const bool negative = digits < text.size() && text[digits] == '-';
  if (digits < text.size() && (text[digits] == '+' || text[digits] == '-')) ++digits;
  while (digits + 1 < text.size() && text[digits] == '0') ++digits;
  return text.substr(0, e + 1) + (negative ? "-" : "") + text.substr(digits);
}

}  // namespace

std::optional<double> Fields::number(std::string_view key, double min, double max) const {
  if (!has(key)) return std::nullopt;
  // Past ±2^53 a field with a narrower range is simply out of it, said with the file's own
  // digits (not the double they round to, nor numberAt's advice, which suits seeds alone).
  if (const auto digits = digitsBeyondExact(value(key));
      digits && max <= kMaxExactInteger && min >= -kMaxExactInteger) {
    refuse(Code::OutOfRange, path(key), {*digits, shownNumber(min), shownNumber(max)});
  }
  const double d = numberAt(value(key), path(key));
  if (!std::isfinite(d) || d < min || d > max) {
    refuse(Code::OutOfRange, path(key), {shownNumber(d), shownNumber(min), shownNumber(max)});
  }
  return d;
}

std::optional<std::uint64_t> Fields::count(std::string_view key, double max, double min) const {
  const auto d = number(key, min, max);
  if (!d) return std::nullopt;
  if (*d != std::floor(*d)) refuse(Code::NotWhole, path(key), {model::number(*d)});
  return static_cast<std::uint64_t>(*d);
}

std::optional<bool> Fields::boolean(std::string_view key) const {
  if (!has(key)) return std::nullopt;
  const Json& v = value(key);
  if (!v.is_boolean()) refuse(Code::NotBool, path(key), {kindWord(kindOf(v))}, 1);
  return v.get<bool>();
}

std::optional<std::string> Fields::string(std::string_view key, std::size_t maxLength) const {
  if (!has(key)) return std::nullopt;
  const Json& v = value(key);
  if (!v.is_string()) refuse(Code::NotString, path(key), {kindWord(kindOf(v))}, 1);
  std::string s = v.get<std::string>();
  if (characters(s) > maxLength) refuse(Code::TooLong, path(key), {std::to_string(maxLength)});
  return s;
}

std::optional<std::string> Fields::choice(std::string_view key,
                                          const std::vector<std::string>& allowed) const {
  auto s = string(key);
  if (!s) return std::nullopt;
  if (!contains(allowed, *s)) {
    std::string list;
    for (const std::string& a : allowed) list += (list.empty() ? "" : ", ") + a;
    refuse(Code::NotOneOf, path(key), {io::printable(*s, 40), list});
  }
  return s;
}

std::optional<std::vector<std::string>> Fields::idList(std::string_view key) const {
  if (!has(key)) return std::nullopt;
  const Json& v = value(key);
  if (!v.is_array()) refuse(Code::NotIdArray, path(key), {kindWord(kindOf(v))}, 1);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string item = itemPath(path(key), i);
    if (!v[i].is_string()) refuse(Code::NotString, item, {kindWord(kindOf(v[i]))}, 1);
    std::string id = v[i].get<std::string>();
    if (characters(id) > 64) refuse(Code::TooLong, item, {"64"});
    if (contains(out, id)) refuse(Code::ListedTwice, item, {io::printable(id, 40)});
    out.push_back(std::move(id));
  }
  return out;
}

std::optional<std::uint64_t> Fields::seed(std::string_view key) const {
  if (!has(key)) return std::nullopt;
  if (!value(key).is_string()) {
    // A seed past 2^53 that no double holds is told it may be written as a string of digits
    // (numberAt says so); one a double holds (2^54), or a negative one, is out of range below.
    if (value(key).is_number_unsigned() && digitsBeyondExact(value(key))) {
      numberAt(value(key), path(key));
    }
    return count(key, kMaxExactInteger);
  }
  const std::string digits = *string(key);
  bool ok = !digits.empty() && digits.size() <= 20;
  for (const char c : digits) ok = ok && c >= '0' && c <= '9';
  std::uint64_t seed = 0;
  for (const char c : digits) {
    if (!ok) break;
    const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
    ok = seed <= (UINT64_MAX - d) / 10;
    seed = seed * 10 + d;
  }
  if (!ok) refuse(Code::SeedDigits, path(key), {io::printable(digits, 40)});
  return seed;
}

std::optional<std::pair<double, double>> Fields::range(std::string_view key, double limit,
                                                       double minWidth) const {
  if (!has(key)) return std::nullopt;
  const Json& v = value(key);
  if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number()) {
    refuse(Code::NotRange, path(key));
  }
  if (digitsBeyondExact(v[0]) || digitsBeyondExact(v[1])) {
    refuse(Code::RangeOutside, path(key), {model::number(limit)});
  }
  const double lo = numberAt(v[0], itemPath(path(key), 0));
  const double hi = numberAt(v[1], itemPath(path(key), 1));
  if (!(lo >= -limit && hi <= limit)) refuse(Code::RangeOutside, path(key), {model::number(limit)});
  if (!(hi - lo >= minWidth)) refuse(Code::RangeTooNarrow, path(key), {model::number(minWidth)});
  return std::pair(lo, hi);
}

std::optional<Fields> Fields::object(std::string_view key) const {
  if (!has(key)) return std::nullopt;
  return Fields(value(key), path(key));
}

}  // namespace gelu::model
