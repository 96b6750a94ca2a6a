#pragma once
/// @file
/// @brief What emscripten 3.1.6's libc++ 13 lacks and the core uses: std::bit_cast and the
/// floating-point std::to_chars / std::from_chars for double.
///
/// The WebAssembly build force-includes this header into every file (core/CMakeLists.txt), and
/// only there are the functions put into namespace std; the desktop builds use their own standard
/// library and include it only in its test, which holds these functions to libstdc++'s.
/// Digits come from the C library's printf and strtod (correctly rounded in glibc and in
/// emscripten's musl), so the text is the same in both builds.

#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>

namespace gelu::wasm_compat {

template <class To, class From>
constexpr To bit_cast(const From& from) noexcept {
  static_assert(sizeof(To) == sizeof(From));
  return __builtin_bit_cast(To, from);
}

namespace detail {

inline std::to_chars_result put(char* first, char* last, const std::string& text) {
  if (static_cast<std::size_t>(last - first) < text.size()) {
    return {last, std::errc::value_too_large};
  }
  std::memcpy(first, text.data(), text.size());
  return {first + text.size(), std::errc()};
}

inline std::string printed(const char* format, int precision, double v) {
  const int n = std::snprintf(nullptr, 0, format, precision, v);
  if (n < 0) return {};
  std::string text(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(text.data(), text.size(), format, precision, v);
  text.pop_back();
  return text;
}

/// The shortest digits that read back as `v` (v finite, > 0): as Ryu finds them, the nearest
/// such string of the fewest digits. `exponent` is the decimal exponent of the first digit.
inline std::string shortestDigits(double v, int* exponent) {
  for (int p = 1; p <= 17; ++p) {
    const std::string s = printed("%.*e", p - 1, v);  // d.ddde±XX, correctly rounded
    const std::size_t e = s.find('e');
    std::string digits = s.substr(0, 1) + (p > 1 ? s.substr(2, e - 2) : std::string());
    *exponent = std::atoi(s.c_str() + e + 1);
    if (std::strtod(s.c_str(), nullptr) == v) return digits;
    // Just above a power of two the interval that reads back is twice as wide above v as below:
    // the nearest p-digit string may lie below it while the next one up reads back.
    if (std::strtod(s.c_str(), nullptr) < v) {
      std::string up = digits;
      std::size_t i = up.size();
      while (i > 0 && up[i - 1] == '9') up[--i] = '0';
      if (i == 0) continue;  // 9…9 + 1 is a shorter string, already refused
      ++up[i - 1];
      const std::string text =
          up.substr(0, 1) + "." + up.substr(1) + "e" + std::to_string(*exponent);
      if (std::strtod(text.c_str(), nullptr) == v) return up;
    }
  }
  *exponent = 0;
  return {};
}

}  // namespace detail

/// std::to_chars(first, last, v): the shortest text that reads back as v, in fixed or scientific
/// notation, whichever is shorter (fixed on a tie).
inline std::to_chars_result toChars(char* first, char* last, double v) {
  if (v != v || v - v != 0) return detail::put(first, last, detail::printed("%.*g", 6, v));
  if (v == 0) return detail::put(first, last, std::signbit(v) ? "-0" : "0");
  const std::string sign = v < 0 ? "-" : "";
  int e = 0;
  const std::string d = detail::shortestDigits(v < 0 ? -v : v, &e);
  const int p = static_cast<int>(d.size());
  std::string scientific = sign + d.substr(0, 1);
  if (p > 1) scientific += "." + d.substr(1);
  const std::string exp = std::to_string(e < 0 ? -e : e);
  scientific += std::string(e < 0 ? "e-" : "e+") + (exp.size() < 2 ? "0" : "") + exp;
  std::string fixed;
  if (e >= p - 1) {
    fixed = detail::printed("%.*f", 0, v);  // an integer: its exact digits, as printf gives them
  } else if (e < 0) {
    fixed = sign + "0." + std::string(static_cast<std::size_t>(-e - 1), '0') + d;
  } else {
    const auto point = static_cast<std::size_t>(e + 1);
    fixed = sign + d.substr(0, point) + "." + d.substr(point);
  }
  return detail::put(first, last, fixed.size() <= scientific.size() ? fixed : scientific);
}

/// std::to_chars(first, last, v, format, precision): printf's %f, %e or %g (hex: %a).
inline std::to_chars_result toChars(char* first, char* last, double v, std::chars_format format,
                                    int precision) {
  const char* spec = format == std::chars_format::fixed        ? "%.*f"
                     : format == std::chars_format::scientific ? "%.*e"
                     : format == std::chars_format::hex        ? "%.*a"
                                                               : "%.*g";
  std::string text = detail::printed(spec, precision, v);
  if (format == std::chars_format::hex) {
    const std::size_t x = text.find("0x");
    if (x != std::string::npos) text.erase(x, 2);
  }
  return detail::put(first, last, text);
}

/// std::from_chars(first, last, v, format) for decimal formats: no leading space or '+', no "0x"
/// (its "0" is read); out of range when the number is beyond the double range or so small it
/// rounds to zero (v is then left as it was).
inline std::from_chars_result fromChars(const char* first, const char* last, double& v,
                                        std::chars_format format = std::chars_format::general) {
  const char* p = first;
  if (p != last && *p == '-') ++p;
  std::string text(first, last);
  if (p != last && *p == '0' && last - p > 1 && (p[1] == 'x' || p[1] == 'X')) {
    text.resize(static_cast<std::size_t>(p + 1 - first));
  }
  const bool digitOrPoint = p != last && ((*p >= '0' && *p <= '9') || *p == '.');
  const bool word = p != last && (*p == 'i' || *p == 'I' || *p == 'n' || *p == 'N');
  if (!digitOrPoint && !word) return {first, std::errc::invalid_argument};
  if (format == std::chars_format::fixed) {  // an exponent is not part of the number
    const std::size_t e = text.find_first_of("eE");
    if (digitOrPoint && e != std::string::npos) text.resize(e);
  }
  char* end = nullptr;
  errno = 0;
  const double value = std::strtod(text.c_str(), &end);
  if (end == text.c_str()) return {first, std::errc::invalid_argument};
  const char* stop = first + (end - text.c_str());
  if (format == std::chars_format::scientific && digitOrPoint &&
      std::string(first, stop).find_first_of("eE") == std::string::npos) {
    return {first, std::errc::invalid_argument};
  }
  if (digitOrPoint) {
    const bool infinite = value - value != 0;
    bool nonzero = false;
    for (const char* q = p; q != stop && *q != 'e' && *q != 'E'; ++q)
      nonzero |= *q >= '1' && *q <= '9';
    if (infinite || (value == 0 && nonzero)) return {stop, std::errc::result_out_of_range};
  }
  v = value;
  return {stop, std::errc()};
}

}  // namespace gelu::wasm_compat

#if defined(__EMSCRIPTEN__) && defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 14000
namespace std {
using gelu::wasm_compat::bit_cast;
inline to_chars_result to_chars(char* first, char* last, double v) {
  return gelu::wasm_compat::toChars(first, last, v);
}
inline to_chars_result to_chars(char* first, char* last, double v, chars_format format,
                                int precision) {
  return gelu::wasm_compat::toChars(first, last, v, format, precision);
}
inline from_chars_result from_chars(const char* first, const char* last, double& v,
                                    chars_format format = chars_format::general) {
  return gelu::wasm_compat::fromChars(first, last, v, format);
}
}  // namespace std
#endif
