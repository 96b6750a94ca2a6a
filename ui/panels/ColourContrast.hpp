#pragma once
/// @file
/// @brief WCAG's relative luminance and contrast ratio (gelu::model's, for QColor): the figures'
/// band fills and readable colours (Theme) and the window's field outlines (ContrastStyle) are
/// held to them.
#include <QColor>
#include <cstdint>

#include "core/model/palette.hpp"

namespace ui {

/// An opaque colour's 8-bit channels.
inline gelu::model::Rgb toRgb(const QColor& c) {
  const QColor rgb = c.toRgb();
  return {static_cast<std::uint8_t>(rgb.red()), static_cast<std::uint8_t>(rgb.green()),
          static_cast<std::uint8_t>(rgb.blue())};
}

/// WCAG's relative luminance of an opaque colour.
inline double luminance(const QColor& c) { return gelu::model::luminance(toRgb(c)); }

/// WCAG's contrast ratio of two opaque colours, 1 to 21.
inline double contrastRatio(const QColor& a, const QColor& b) {
  return gelu::model::contrastRatio(toRgb(a), toRgb(b));
}

}  // namespace ui
