#pragma once
/// @file
/// @brief A fast, exact PNG encoder for exported plots. Qt's PNG writer (libpng with adaptive
/// filtering) needs ~150 ms for a 3200×1800 sheet; plots are mostly flat colour, so a per-row
/// choice of the Sub or Up filter plus run-length deflate in fixed strips compressed in parallel
/// (the pigz scheme: one zlib stream, strips joined with sync flushes) does it several times faster
/// at a similar size. The strips do not depend on the number of threads: the bytes are
/// deterministic.

#include <QByteArray>
#include <QImage>

namespace ui {

/// The PNG file of `image`: 8-bit RGB for opaque formats, 8-bit RGBA (straight alpha) when the
/// image has an alpha channel; `dotsPerMeter` goes into the pHYs chunk (0: none). Returns an empty
/// array for a null image or when zlib fails.
QByteArray encodePng(const QImage& image, int dotsPerMeter = 0);

}  // namespace ui
