#pragma once
/// @file
/// @brief Number text in and out: shortest round-trip printing and strict parsing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gelu {

/// @brief The shortest text that reads back to the identical double; "nan", "inf", "-inf".
std::string formatShortest(double v);
/// @brief Appends formatShortest(v) to out (no allocation for the number itself).
void appendShortest(std::string& out, double v);

/// @brief A whole string as a double ("1.5", "-2e-3", "inf", "nan", case-insensitive for the
/// words); leading/trailing blanks allowed; nullopt for anything else, including "1.5x", "",
/// and values beyond the double range ("1e400").
std::optional<double> parseDouble(std::string_view s);
/// @brief Why parseDouble refused `s`, for a message: "underflows to 0 (the smallest double
/// is 4.9e-324)", "is beyond the double range (±1.8e308)" or "is not a number".
std::string whyNotADouble(std::string_view s);
/// @brief A whole string as a finite double.
std::optional<double> parseFinite(std::string_view s);
/// @brief A non-negative integer: digits ("1000"), or an exact integer in scientific form
/// ("1e12"); nullopt for signs, fractions, overflow.
std::optional<std::uint64_t> parseCount(std::string_view s);

/// @brief A duration as a person says it: "about 40 seconds", "about 3 minutes", "about 1 hour",
/// "about 14 days", rounded to the nearest unit (never "about 2 hours" for 1.0008 hours).
std::string aboutDuration(double seconds);

/// @brief The ± of a value shown with `decimals` decimals, as the C locale writes it: with those
/// decimals ("0.01037", beside 0.34550); where that would read as no error at all ("0.00000" at
/// 10¹⁵ draws), one significant digit rounded up, in scientific form ("3e-08"). Never zero for
/// a positive error; "0" only for none.
std::string marginText(double error, int decimals);

}  // namespace gelu
