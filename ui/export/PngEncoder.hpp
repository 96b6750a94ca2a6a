#pragma once
/// @file
/// @brief The PNG files of exports, written with libpng and compressed on every core.
///
/// libpng writes the file (signature, IHDR, pHYs, IDAT, IEND with their CRCs). The image data is
/// filtered and deflated here, in fixed strips of rows on all cores (the pigz scheme: one zlib
/// stream whose parts end on byte boundaries, each strip primed with the 32 KiB before it), because
/// libpng compresses on one thread only. Each strip (at most 128 rows and about 4 MiB) is filtered
/// (PngRows.hpp) into a buffer its thread reuses, and deflated by Deflate.hpp's encoder, which
/// codes the runs that most of a plot's filtered bytes are without hashing each byte as zlib does
/// (docs/benchmarks.md). The strips do not depend on the number of threads: the bytes are
/// deterministic.

#include <QByteArray>
#include <QImage>
#include <memory>
#include <string>

namespace ui {

/// The PNG file of `image`: 8-bit RGB for opaque formats, 8-bit RGBA (straight alpha) when the
/// image has an alpha channel; `dotsPerMeter` goes into the pHYs chunk (0: none). Returns an empty
/// array for a null image, when memory runs out or when libpng fails.
/// `scene`, when given, travels in an iTXt chunk (gelu::model::sceneInFigure reads it).
QByteArray encodePng(const QImage& image, int dotsPerMeter = 0, const std::string& scene = {});

/// @brief The same file, for an opaque image (Format_RGB32) still being drawn: the strips whose
/// rows are final are deflated on a helper thread while the rest is drawn (the sheet's top row
/// of panels while the bottom row is drawn). The bytes are those of encodePng().
class PngWhileDrawing {
 public:
  /// `image` must outlive this and keep its size and format; only rows said to be drawn are read.
  explicit PngWhileDrawing(const QImage& image);
  ~PngWhileDrawing();
  PngWhileDrawing(const PngWhileDrawing&) = delete;
  PngWhileDrawing& operator=(const PngWhileDrawing&) = delete;
  /// Rows [0, rows) will not change any more.
  void rowsDrawn(int rows);
  /// Every row is drawn: the rest is deflated here and the file returned.
  QByteArray finish(int dotsPerMeter, const std::string& scene = {});

  struct State;

 private:
  std::unique_ptr<State> m_state;
};

}  // namespace ui
