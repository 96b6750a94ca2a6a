#pragma once
/// @file
/// @brief Handouts: a deck as a PDF, one page (A4 or Letter) per shown step, or two — the deck's
/// title and the step's number, the step's title, its caption, its figure (the step's panels at
/// its scene with every fragment shown, drawn in the export look, as wide as the text and, one
/// step a page, at least 40% of the page tall and as tall as the texts leave room for, two plots
/// stacked where they then are wide enough), its formulas and the presenter's notes (optional;
/// continued on further pages when long). Blocks are stacked by their measured heights, so no
/// text meets another or the figure; the bytes are reproducible (reproduciblePdf).
#include <QByteArray>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

#include "ui/export/Export.hpp"
#include "ui/model/Deck.hpp"

namespace ui {

struct Theme;

/// How a handout is set: the paper, steps a page, the presenter's notes printed or not.
struct HandoutOptions {
  enum class Paper { A4, Letter };
  Paper paper = Paper::A4;
  int stepsPerPage = 1;  ///< 1 or 2
  bool notes = true;
  /// Called about every second while a step's figure trains its run: (step from 1, epoch,
  /// epochs) — a long run's progress on a terminal.
  std::function<void(int, int, int)> training;
};
/// "a4", "letter": the names the command line and the settings use.
QStringList paperNames();
std::optional<HandoutOptions::Paper> parsePaper(const QString& name);
QString paperName(HandoutOptions::Paper paper);

/// Where a step went on the paper, in logical pixels (96 per inch) from a page's top left: how a
/// handout uses its pages, for tests.
struct HandoutPlacement {
  int page = 0;     ///< the figure's page, from 1
  QRectF figure;    ///< empty for a step without one
  int columns = 0;  ///< its panels' grid
  int endPage = 0;
  double end = 0;  ///< the bottom of the step's last block, on `endPage`
};

/// The handout's PDF bytes, its texts in `language` ("de_DE"; "C": a deck's plain or English),
/// drawn in `theme` (a light one suits paper); empty on failure. With `problems`, each figure is
/// also checked as the figure layout test checks exports (textBoxes, layoutProblems): what a
/// reader would see wrong, one line each ("step 3: …"). With `placements`, a shown step's each.
QByteArray renderHandout(const Deck& deck, const QString& language, const Theme& theme,
                         const HandoutOptions& options = {}, QStringList* problems = nullptr,
                         std::vector<HandoutPlacement>* placements = nullptr);
/// Renders and writes atomically to `path` (a .pdf; /dev/stdout and pipes too).
std::optional<ExportError> exportHandout(const Deck& deck, const QString& path,
                                         const QString& language, const Theme& theme,
                                         const HandoutOptions& options = {});

}  // namespace ui
