// io::printable alone: the model's messages need it, the WebAssembly build has no POSIX files
// (io.cpp stays out of it).
#include "core/io.hpp"

#include <array>
#include <cstdio>

namespace gelu::io {

std::string printable(std::string_view text, std::size_t maxChars) {
  std::string out;
  std::size_t chars = 0;
  const auto hex = [&out](const char* fmt, unsigned v) {
    std::array<char, 12> buf{};
    std::snprintf(buf.data(), buf.size(), fmt, v);
    out += buf.data();
  };
  for (std::size_t i = 0; i < text.size();) {
    if (chars++ == maxChars) {
      out += "…";
      break;
    }
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      if (c == '\n') {
        out += "\\n";
      } else if (c == '\t') {
        out += "\\t";
      } else if (c == '\r') {
        out += "\\r";
      } else if (c < 0x20 || c == 0x7f) {
        hex("\\x%02x", c);
      } else {
        out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    // UTF-8: decode one code point, or escape the byte when the sequence is invalid.
    const int len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
    unsigned cp = len == 4 ? c & 0x07U : len == 3 ? c & 0x0fU : c & 0x1fU;
    bool ok = len > 0 && i + static_cast<std::size_t>(len) <= text.size() && len <= 4;
    for (int k = 1; ok && k < len; ++k) {
      const auto cc = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      ok = (cc & 0xc0U) == 0x80U;
      cp = (cp << 6U) | (cc & 0x3fU);
    }
    const unsigned minimum = len == 4 ? 0x10000U : len == 3 ? 0x800U : 0x80U;
    ok = ok && cp >= minimum && cp <= 0x10ffffU && !(cp >= 0xd800U && cp <= 0xdfffU);
    if (!ok) {
      hex("\\x%02x", c);
      ++i;
      continue;
    }
    // C1 controls, line separators, and the invisible format characters that reorder or hide
    // text on a terminal (bidirectional overrides and isolates, zero-width ones, the BOM).
    const bool invisible = cp == 0x061cU || (cp >= 0x200bU && cp <= 0x200fU) ||
                           (cp >= 0x2028U && cp <= 0x202eU) || (cp >= 0x2060U && cp <= 0x2069U) ||
                           cp == 0xfeffU;
    if (cp < 0xa0U || invisible) {
      hex("\\u%04x", cp);
    } else {
      out.append(text.substr(i, static_cast<std::size_t>(len)));
    }
    i += static_cast<std::size_t>(len);
  }
  return out;
}

}  // namespace gelu::io
