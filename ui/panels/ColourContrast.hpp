#pragma once
/// @file
/// @brief WCAG's relative luminance and contrast ratio: the figures' band fills and readable
/// colours (Theme) and the window's field outlines (ContrastStyle) are held to them.
#include <QColor>
#include <algorithm>
#include <cmath>

namespace ui {

/// WCAG's relative luminance of an opaque colour.
inline double luminance(const QColor& c) {
  const auto channel = [](double v) {
    return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// WCAG's contrast ratio of two opaque colours, 1 to 21.
inline double contrastRatio(const QColor& a, const QColor& b) {
  const double x = luminance(a), y = luminance(b);
  return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

}  // namespace ui
