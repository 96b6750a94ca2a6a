#pragma once
/// @file
/// @brief One typeset formula as a PNG, SVG or PDF for slides and papers: the page fitted to the
/// ink with a small margin, the glyphs as outlines (the same shapes in every viewer), the TeX as
/// the file's title and the formula read aloud as its description; written atomically.

#include <QColor>
#include <QString>
#include <optional>

#include "ui/export/Export.hpp"

namespace ui {

namespace typeset {
class Formula;
}

struct FormulaFileOptions {
  double points = 20;             ///< the type size
  QColor ink = Qt::black;         ///< the formula's colour
  QColor background = Qt::white;  ///< transparent: none (PNG, SVG and PDF alike)
  double scale = 1.0;             ///< PNG pixels per logical pixel (96 per inch)

  static constexpr double kMinPoints = 4;
  static constexpr double kMaxPoints = 400;
};

/// The page's size in logical pixels: the ink plus the margin (an eighth of the type size).
/// A formula whose box is already more than ExportOptions::kMaxSide a side gives its box: its
/// outlines (memory in proportion to it) are not built only to be refused.
QSizeF formulaPageSize(const typeset::Formula& f, const FormulaFileOptions& o);
/// The bytes of the file; empty on failure (memory).
QByteArray formulaFileBytes(const typeset::Formula& f, ExportFormat format,
                            const FormulaFileOptions& o);
/// Checks the target, renders and writes atomically; a formula that does not parse is refused
/// (usage) with its error.
std::optional<ExportError> exportFormula(const typeset::Formula& f, const QString& path,
                                         const FormulaFileOptions& o,
                                         std::optional<ExportFormat> format = std::nullopt);

}  // namespace ui
