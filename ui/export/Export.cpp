#include "ui/export/Export.hpp"

#include <qcustomplot.h>
#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPdfWriter>

#include <QWidget>
#include <cmath>
#include "ui/model/PdfScene.hpp"

#include "core/curve.hpp"
#include "core/io.hpp"
#include "core/model/figure_scene.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "core/pdf_canon.hpp"
#include "core/table.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/PngEncoder.hpp"
#include "ui/export/SvgDevice.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

/// The PDF's creation date taken from SOURCE_DATE_EPOCH when it is set (the reproducible-builds
/// convention), written over Qt's clock time in the same number of bytes, so the cross-reference
/// offsets stay right. Without it the date is the current time, as before.
QByteArray withSourceDate(QByteArray pdf) {
  bool ok = false;
  const qint64 secs = qgetenv("SOURCE_DATE_EPOCH").toLongLong(&ok);
  if (!ok || secs < 0) return pdf;
  const QByteArray key = "/CreationDate (D:";
  const qsizetype start = pdf.indexOf(key) + key.size();
  if (start < key.size() || pdf.size() < start + 15 || pdf[start + 14] != 'Z') return pdf;
  const QByteArray date =
      QDateTime::fromSecsSinceEpoch(secs, Qt::UTC).toString("yyyyMMddHHmmss").toLatin1();
  if (date.size() == 14) pdf.replace(start, 14, date);
  return pdf;
}

/// Messages of the export, translatable (context "Export").
struct ExportText {
  Q_DECLARE_TR_FUNCTIONS(Export)
};

/// An opaque PNG deflated while it is drawn: the strips above the cells still to draw are
/// compressed on a helper thread (PngWhileDrawing) as the sheet's lower panels are drawn.
/// `afterDrawing` runs in the drawing's look once the image is drawn, while the helper goes on
/// deflating.
QByteArray renderOpaquePng(const QList<SheetCell>& cells, const ExportOptions& o,
                           const std::function<void(const ExportLook&)>& afterDrawing) {
  QImage image = exportImage(pixelSize(o), QImage::Format_RGB32);
  const ExportLook look(cells, o);
  if (image.isNull()) {
    afterDrawing(look);
    return {};
  }
  const double pixelsPerLogical = double(image.height()) / o.size.height();
  PngWhileDrawing png(image);
  // Antialiasing may touch the pixel row above a cell: two rows of margin.
  drawInto(image, cells, o, look, [&](double y) {
    png.rowsDrawn(static_cast<int>(std::floor(y * pixelsPerLogical)) - 2);
  });
  png.rowsDrawn(image.height());
  afterDrawing(look);
  return png.finish(image.dotsPerMeterX(), figureScene(cells));
}

}  // namespace

std::string figureScene(const QList<SheetCell>& cells) {
  if (cells.isEmpty() || cells[0].panel == nullptr) return {};
  const Scene& s = cells[0].panel->figureScene();
  SceneFileData d;
  d.model = s.state();
  d.samples = s.simulator().n();
  d.trainingEpoch = std::min(s.trainingRun().epoch(), d.model.training.epochs);
  d.view = s.view();
  d.view.windowState.clear();
  d.view.lectureStep = 0;
  d.view.panels.clear();
  if (cells.size() <= static_cast<qsizetype>(gelu::model::kMaxViewPanels)) {
    for (const SheetCell& c : cells) d.view.panels.push_back(c.panel->panelId().toStdString());
  }
  return gelu::model::writeScene(d);
}

std::optional<ExportFormat> formatFromPath(const QString& path) {
  const QString ext = QFileInfo(path).suffix().toLower();
  if (ext == "png") return ExportFormat::Png;
  if (ext == "jpg" || ext == "jpeg") return ExportFormat::Jpg;
  if (ext == "svg") return ExportFormat::Svg;
  if (ext == "pdf") return ExportFormat::Pdf;
  return std::nullopt;
}

QString formatName(ExportFormat f) {
  switch (f) {
    case ExportFormat::Png:
      return QStringLiteral("PNG");
    case ExportFormat::Jpg:
      return QStringLiteral("JPEG");
    case ExportFormat::Svg:
      return QStringLiteral("SVG");
    case ExportFormat::Pdf:
      return QStringLiteral("PDF");
  }
  return {};
}

double canvasFontScale(QSize size) {
  const double grow = std::min(size.width() / 1920.0, size.height() / 1080.0);
  return std::clamp(std::floor(grow * 4) / 4, 1.0, ExportOptions::kMaxFontScale);
}

QSize pixelSize(const ExportOptions& o) {
  return {static_cast<int>(std::lround(o.size.width() * o.scale)),
          static_cast<int>(std::lround(o.size.height() * o.scale))};
}

namespace {

/// What a typed title (or a sheet's heading) has that a figure cannot draw; empty when fine.
QString figureTextProblem(const QString& text, bool heading) {
  if (text.size() > ExportOptions::kMaxTitle) {
    return (heading ? ExportText::tr("the heading is longer than %1 characters")
                    : ExportText::tr("the title is longer than %1 characters"))
        .arg(ExportOptions::kMaxTitle);
  }
  // A character a figure's one-line title cannot show is refused, not drawn as a gap or a
  // replacement glyph: controls, line separators, what was not text (U+FFFD), a BOM, a zero-width
  // space, bidirectional overrides. The joiners (Persian, Indic, emoji sequences) and the
  // direction marks and isolates of mixed-direction text are text. (Terminal echoes escape more:
  // gelu::io::printable.) Its column in characters, as the formula check counts.
  const QList<uint> title = text.toUcs4();
  for (qsizetype i = 0; i < title.size(); ++i) {
    const uint c = title[i];
    if (c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0xFFFD || c == 0xFEFF || c == 0x200B ||
        c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)) {
      return (heading
                  ? ExportText::tr(
                        "the heading: an invisible or undecodable character (U+%1) at column %2")
                  : ExportText::tr(
                        "the title: an invisible or undecodable character (U+%1) at column %2"))
          .arg(QString::number(c, 16).toUpper().rightJustified(4, '0'))
          .arg(i + 1);
    }
  }
  if (const auto problem = typeset::checkMathText(text)) {
    return (heading ? ExportText::tr("the heading: %1 at column %2")
                    : ExportText::tr("the title: %1 at column %2"))
        .arg(problem->message)
        .arg(problem->column);
  }
  return {};
}

}  // namespace

QString validateOptions(const ExportOptions& o, ExportFormat format) {
  using O = ExportOptions;
  const auto side = [](const char* name, int v) -> QString {
    if (v <= 0) return ExportText::tr("%1 must be positive, got %2").arg(name).arg(v);
    if (v < O::kMinSide)
      return ExportText::tr("%1 must be at least %2, got %3").arg(name).arg(O::kMinSide).arg(v);
    if (v > O::kMaxSide)
      return ExportText::tr("%1 must be at most %2, got %3").arg(name).arg(O::kMaxSide).arg(v);
    return {};
  };
  if (QString e = side("width", o.size.width()); !e.isEmpty()) return e;
  if (QString e = side("height", o.size.height()); !e.isEmpty()) return e;
  if (!std::isfinite(o.scale) || o.scale < O::kMinScale || o.scale > O::kMaxScale) {
    return ExportText::tr("scale must be between %1 and %2, got %3")
        .arg(O::kMinScale)
        .arg(O::kMaxScale)
        .arg(o.scale);
  }
  if (!std::isfinite(o.fontScale) || o.fontScale < O::kMinFontScale ||
      o.fontScale > O::kMaxFontScale) {
    return ExportText::tr("font scale must be between %1 and %2, got %3")
        .arg(O::kMinFontScale)
        .arg(O::kMaxFontScale)
        .arg(o.fontScale);
  }
  if (QString e = figureTextProblem(o.title, false); !e.isEmpty()) return e;
  if (QString e = figureTextProblem(o.heading, true); !e.isEmpty()) return e;
  if (format == ExportFormat::Png || format == ExportFormat::Jpg) {
    const QSize px = pixelSize(o);
    if (px.width() > O::kMaxPixelSide || px.height() > O::kMaxPixelSide ||
        double(px.width()) * px.height() > O::kMaxPixels) {
      return ExportText::tr("%1 × %2 pixels is too large (at most %3 per side and %4 megapixels)")
          .arg(px.width())
          .arg(px.height())
          .arg(O::kMaxPixelSide)
          .arg(O::kMaxPixels / 1e6);
    }
  }
  if (o.background == ExportBackground::Transparent &&
      (format == ExportFormat::Jpg || format == ExportFormat::Pdf)) {
    return ExportText::tr("a transparent background needs PNG or SVG, not %1")
        .arg(formatName(format));
  }
  return {};
}

QImage renderImage(const QList<SheetCell>& cells, const ExportOptions& o) {
  const bool transparent = o.background == ExportBackground::Transparent;
  QImage image = exportImage(
      pixelSize(o), transparent ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32);
  if (image.isNull()) return image;  // out of memory
  const ExportLook look(cells, o);
  drawInto(image, cells, o, look);
  return image;
}

bool paintVectors(QPaintDevice& device, const QList<SheetCell>& cells, const ExportOptions& o) {
  const ExportLook look(cells, o);
  return paintVectors(device, cells, o, look);
}

bool paintVectors(QPaintDevice& device, const QList<SheetCell>& cells, const ExportOptions& o,
                  const ExportLook& look) {
  QCPPainter painter;
  if (!painter.begin(&device)) return false;
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  painter.setMode(QCPPainter::pmNonCosmetic);
  paintCells(painter, cells, o, look);
  return painter.end();
}

QByteArray renderFile(const QList<SheetCell>& cells, const ExportOptions& o, ExportFormat format) {
  if (format == ExportFormat::Png || format == ExportFormat::Jpg) {
    if (format == ExportFormat::Png && o.background != ExportBackground::Transparent) {
      return renderOpaquePng(cells, o, [](const ExportLook&) {});
    }
    const QImage image = renderImage(cells, o);
    if (image.isNull()) return {};
    if (format == ExportFormat::Png) {
      return encodePng(image, image.dotsPerMeterX(), figureScene(cells));
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "jpg");
    writer.setQuality(95);
    return writer.write(image) ? buffer.data() : QByteArray();
  }
  // The file's title is the figure's: a sheet's heading, else the one typed for its one panel
  // (--title, the dialog) before the panel's own.
  const QString title =
      !o.heading.isEmpty() ? stripTags(o.heading)
      : cells.size() == 1 && cells[0].panel != nullptr
          ? stripTags(o.titles && !o.title.isEmpty() ? o.title : cells[0].panel->title())
          : QStringLiteral("GELU Explorer");
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  if (format == ExportFormat::Svg) {
    SvgDevice svg(o.size, title, QStringLiteral("Made with GELU Explorer"));
    if (!paintVectors(svg, cells, o)) return {};
    // The scene after the description (gelu::model::sceneInFigure reads it).
    QByteArray out = svg.svg();
    const qsizetype at = out.indexOf("</desc>\n");
    if (at >= 0) {
      out.insert(at + 8,
                 QByteArray::fromStdString(gelu::model::svgSceneElement(figureScene(cells))));
    }
    return out;
  }
  QPdfWriter pdf(&buffer);
  pdf.setResolution(static_cast<int>(kLogicalDpi));
  pdf.setPageSize(QPageSize(QSizeF(o.size) * (72.0 / kLogicalDpi), QPageSize::Point, QString(),
                            QPageSize::ExactMatch));
  pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
  pdf.setCreator(QStringLiteral("GELU Explorer"));
  pdf.setTitle(title);
  // The scene as an attachment (ui/model/PdfScene.hpp reads it back; viewers list it).
  pdf.addFileAttachment(QString::fromLatin1(kPdfSceneFile.data(), kPdfSceneFile.size()),
                        QByteArray::fromStdString(figureScene(cells)),
                        QStringLiteral("application/json"));
  if (!paintVectors(pdf, cells, o)) return {};
  // The objects in a canonical order: Qt writes fonts in the order of its hash seed.
  return reproduciblePdf(buffer.data(), QSizeF(o.size) * (72.0 / kLogicalDpi));
}

QByteArray reproduciblePdf(const QByteArray& raw, std::optional<QSizeF> pageSize) {
  auto canonical = gelu::pdf::canonicalPdf(std::string_view(raw.constData(), raw.size()));
  std::string bytes = canonical ? std::move(*canonical) : raw.toStdString();
  // The page as large as the figure to the fraction of a point (Qt rounds it to whole points).
  if (pageSize) gelu::pdf::setExactPageSize(bytes, pageSize->width(), pageSize->height());
  return withSourceDate(QByteArray::fromStdString(bytes));
}

ExportError fromIo(const gelu::io::Error& e) {
  return ExportError{QString::fromStdString(e.message), e.kind == gelu::io::Error::Kind::Usage};
}

std::optional<ExportError> checkTarget(const QString& path) {
  if (path.isEmpty()) return ExportError{ExportText::tr("no file name given"), true};
  gelu::io::Target target;
  if (const auto error = gelu::io::resolveTarget(QFile::encodeName(path).toStdString(), &target)) {
    return fromIo(*error);
  }
  return std::nullopt;
}

std::optional<ExportError> writeAtomically(const QString& path, const QByteArray& bytes) {
  if (path.isEmpty()) return ExportError{ExportText::tr("no file name given"), true};
  const auto error = gelu::io::writeFile(QFile::encodeName(path).toStdString(),
                                         std::string_view(bytes.constData(), bytes.size()));
  if (error) return fromIo(*error);
  return std::nullopt;
}

std::optional<ExportError> exportToFile(const QList<SheetCell>& cells, const QString& path,
                                        const ExportOptions& o,
                                        std::optional<ExportFormat> chosen) {
  const auto format = chosen ? chosen : formatFromPath(path);
  if (!format) {
    return ExportError{
        ExportText::tr("'%1': unknown image format '%2' (use .png, .jpg, .svg or .pdf)")
            .arg(printable(path), printable(QFileInfo(path).suffix())),
        true};
  }
  if (const QString why = validateOptions(o, *format); !why.isEmpty()) {
    return ExportError{why, true};
  }
  if (cells.isEmpty())
    return ExportError{ExportText::tr("there is no visible panel to export"), true};
  if (auto error = checkTarget(path)) return error;  // before the rendering, not after it
  // Never garbage: a size where text would overlap, be cut off, cover the data or be too small is
  // refused, naming one that works (measured on the laid-out text, see TextBoxes.hpp). An opaque
  // PNG is checked once drawn, in the drawing's look (its plots lined up once), while its rows
  // are deflated on another core; nothing is written before.
  QString refusal;
  QByteArray bytes;
  if (*format == ExportFormat::Png && o.background != ExportBackground::Transparent) {
    bool fits = false;
    bytes = renderOpaquePng(cells, o,
                            [&](const ExportLook& look) { fits = layoutFits(cells, o, look); });
    if (!fits) refusal = layoutRefusal(cells, o);  // the sizes that would fit, each tried
  } else {
    refusal = layoutRefusal(cells, o);
    if (refusal.isEmpty()) bytes = renderFile(cells, o, *format);
  }
  if (!refusal.isEmpty()) return ExportError{refusal, true};
  if (bytes.isEmpty()) {
    return ExportError{ExportText::tr("cannot render '%1' (out of memory?)").arg(printable(path)),
                       false};
  }
  return writeAtomically(path, bytes);
}

namespace {
constexpr std::pair<ExportBackground, const char*> kBackgrounds[] = {
    {ExportBackground::Theme, "theme"},
    {ExportBackground::White, "white"},
    {ExportBackground::Transparent, "transparent"}};
}  // namespace

QString backgroundName(ExportBackground b) {
  for (const auto& [value, name] : kBackgrounds) {
    if (value == b) return QString::fromLatin1(name);
  }
  return QStringLiteral("theme");
}

std::optional<ExportBackground> parseBackground(const QString& name) {
  for (const auto& [value, n] : kBackgrounds) {
    if (name == QLatin1String(n)) return value;
  }
  return std::nullopt;
}

QStringList backgroundNames() {
  QStringList out;
  for (const auto& [value, name] : kBackgrounds) out << QString::fromLatin1(name);
  return out;
}

QByteArray visibleCurvesCsv(const Scene& scene, bool withDerivatives, int points) {
  // The Scene's curves are all in its library, each with a derivative (Scene::sanitized).
  const gelu::FunctionLibrary& library = scene.library();
  std::vector<const gelu::FunctionInfo*> fns;
  for (const QString& id : scene.curves()) fns.push_back(library.find(id.toStdString()));
  if (withDerivatives) {
    for (const QString& id : scene.curves()) {
      fns.push_back(library.find(library.find(id.toStdString())->derivative));
    }
  }
  const auto xs = gelu::linspace(scene.xMin(), scene.xMax(), static_cast<std::size_t>(points));
  return QByteArray::fromStdString(gelu::tableCsv(fns, xs, scene.params()));
}

}  // namespace ui
