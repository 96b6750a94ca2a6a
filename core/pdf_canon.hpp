#pragma once
/// @file
/// @brief Canonical object order for PDF files, so that the same drawing gives the same bytes.
///
/// Qt's PDF engine numbers and writes some objects (the embedded fonts and their descriptors)
/// in the order of a QHash, which changes with Qt's per-process hash seed: the same page comes
/// out in different bytes from run to run. canonicalPdf() renumbers every object in the order
/// it is first reached from the trailer (breadth first, references taken in the order they are
/// written), writes the objects in that order and rebuilds the cross-reference table. Streams
/// are copied byte for byte; only references outside streams ("12 0 R") are rewritten, and the
/// font subsets' tags (Qt's "QTAAAA+", from a counter in the same hash order) are renamed in
/// order of appearance ("GEAAAA+", "GEAAAB+", …).

#include <optional>
#include <string>
#include <string_view>

namespace gelu::pdf {

/// The file with its objects renumbered and ordered canonically, or nothing when the file is
/// not a classic single-section PDF (one "xref" table, generation 0, no object streams) that
/// this function understands — the caller then keeps the original bytes.
std::optional<std::string> canonicalPdf(std::string_view pdf);

/// Gives every page's MediaBox the exact size `width` × `height` points, keeping its top edge:
/// Qt's PDF engine rounds a page to whole points and draws from the top, so an 800×450 figure
/// (600 × 337.5 pt) would get a 338 pt page with a 0.5 pt strip below the drawing. In place and
/// with the file's length unchanged (the new box is padded with spaces), so every offset stays
/// valid. False, with `pdf` unchanged, when there is no MediaBox of four numbers or the new box
/// would not fit in the old one's bytes.
bool setExactPageSize(std::string& pdf, double width, double height);

}  // namespace gelu::pdf
