#pragma once
/// @file
/// @brief Export of panels and sheets of panels for slides and papers: PNG/JPG at an exact pixel
/// size, SVG and PDF as real vectors (paths and text) with the same proportions, the clipboard
/// image, and the visible curves as CSV. Everything is produced in memory and written atomically.

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

#include "ui/panels/Stage.hpp"

class QPaintDevice;
class QWidget;

namespace gelu::io {
struct Error;
}

namespace ui {

class ExportLook;
class PlotPanel;
class Scene;

enum class ExportFormat { Png, Jpg, Svg, Pdf };
enum class ExportBackground { Theme, White, Transparent };
/// "theme", "white" or "transparent": what `--background` and the settings spell.
QString backgroundName(ExportBackground b);
/// The background named `name` (as backgroundName() spells it), or nullopt.
std::optional<ExportBackground> parseBackground(const QString& name);
/// Every name, in menu order.
QStringList backgroundNames();

/// @brief What an export looks like. The size is in logical pixels (96 per inch): a bitmap is
/// (width·scale) × (height·scale) pixels; a vector file is width × height at 96 dpi.
struct ExportOptions {
  QSize size{1600, 900};
  double scale = 1.0;
  ExportBackground background = ExportBackground::Theme;
  double fontScale = 1.0;  ///< type size relative to the screen ("slide" sizes are larger)
  bool titles = true;      ///< each panel's title drawn (false: none, and no room kept)
  /// One panel's figure: its title as typed (rich text as titles are; empty: the panel's own).
  QString title;
  /// A sheet's heading over its panels (rich text, $…$ TeX, as titles are), drawn whether or not
  /// the panels' titles are; the panels share the height under it. Empty: none, no room kept.
  QString heading;
  bool xMarks = true;  ///< the marks at x (line, points, read-outs there) drawn
  /// A lecture step's panels (a step video): a row's legends placed as the lecture places them
  /// (ExportLook::plotInsets()), so that the video is the slide the audience sees. A figure
  /// keeps the window's places (`render --view` draws a view as the window lays it out). For
  /// offscreen panels (a Stage): moving a legend replots its panel at once.
  bool lectureRows = false;

  static constexpr int kMaxTitle = 300;  ///< characters of a typed title
  static constexpr int kMinSide = 100;
  static constexpr int kMaxSide = 10000;       ///< logical pixels per side
  static constexpr int kMaxPixelSide = 20000;  ///< output pixels per side
  static constexpr double kMaxPixels = 120e6;  ///< output pixels in all
  static constexpr double kMinScale = 0.25;
  static constexpr double kMaxScale = 8.0;
  static constexpr double kMinFontScale = 0.5;
  static constexpr double kMaxFontScale = 4.0;
};

/// The format of a file name by its extension (png, jpg/jpeg, svg, pdf; any case).
std::optional<ExportFormat> formatFromPath(const QString& path);
QString formatName(ExportFormat f);
/// The text size a canvas of `size` (logical pixels) gets when none is asked for: 1 up to
/// 1920×1080, then growing with the canvas in quarter steps (2 at 3840×2160), so that type,
/// strokes and arrowheads keep their share of a large slide instead of becoming hairlines.
double canvasFontScale(QSize size);
/// Bitmap size of an export: (width·scale) × (height·scale), rounded.
QSize pixelSize(const ExportOptions& o);

/// A one-line message for options that cannot be exported to `format`; empty when fine.
QString validateOptions(const ExportOptions& o, ExportFormat format);

/// Renders the cells to a bitmap of pixelSize(o) (transparent where asked).
QImage renderImage(const QList<SheetCell>& cells, const ExportOptions& o);
/// The scene a figure of `cells` shows, as a scene file holds it: PNG and SVG figures carry it.
std::string figureScene(const QList<SheetCell>& cells);
/// Draws the cells as vectors on `device` (SVG, PDF, the text-box recorder) in the export look.
bool paintVectors(QPaintDevice& device, const QList<SheetCell>& cells, const ExportOptions& o);
/// The same in `look`, the export look of `o` already in place (its plot insets measured once).
bool paintVectors(QPaintDevice& device, const QList<SheetCell>& cells, const ExportOptions& o,
                  const ExportLook& look);
/// The bytes of the file in `format`. Throws nothing; an empty result means failure.
QByteArray renderFile(const QList<SheetCell>& cells, const ExportOptions& o, ExportFormat format);

/// Qt's PDF made reproducible: objects in a canonical order, the creation date
/// SOURCE_DATE_EPOCH's when set, every page `pageSize` points exactly when given.
QByteArray reproduciblePdf(const QByteArray& raw, std::optional<QSizeF> pageSize = std::nullopt);
/// @brief Result of a write: empty on success, else a one-line message; `usage` tells a bad
/// request (exit 2) from an I/O failure (exit 1).
struct ExportError {
  QString message;
  bool usage = false;
  bool cancelled = false;  ///< the user cancelled: nothing to report as a failure
};

/// Checks the path's extension and directory, renders and writes atomically (core/io.hpp's writer):
/// on failure no partial file is left and an existing file is untouched. `format`, when given,
/// is the format whatever the name says (for /dev/stdout and pipes).
std::optional<ExportError> exportToFile(const QList<SheetCell>& cells, const QString& path,
                                        const ExportOptions& o,
                                        std::optional<ExportFormat> format = std::nullopt);
/// Whether `path` can be a new file: a name, not a directory, in a directory that exists.
std::optional<ExportError> checkTarget(const QString& path);
/// A failure of core/io as an ExportError (its kind decides `usage`).
ExportError fromIo(const gelu::io::Error& e);
/// Writes bytes atomically, with the same checks and messages.
std::optional<ExportError> writeAtomically(const QString& path, const QByteArray& bytes);

/// The activations the Scene shows (and, when `withDerivatives`, their derivatives) over the
/// Scene's x range, as the CSV of `gelu-explorer table`.
QByteArray visibleCurvesCsv(const Scene& scene, bool withDerivatives, int points = 801);

}  // namespace ui
