#pragma once
/// @file
/// @brief A block of rich text for a page or a frame: its `$…$` and `$$…$$` typeset, laid out at a
/// width in the theme's font (points at 96 logical pixels an inch) — the handout's texts and a
/// step video's caption and formulas.
#include <QColor>
#include <QString>
#include <QTextDocument>
#include <memory>

namespace ui {

struct Theme;

/// `html` laid out at `width` in the theme's font at `points`, bold and in `colour` (the theme's
/// foreground when invalid).
std::unique_ptr<QTextDocument> textBlock(const QString& html, double width, const Theme& theme,
                                         double points, bool bold = false, QColor colour = {});

}  // namespace ui
