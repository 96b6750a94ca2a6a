#include "ui/export/FormulaFile.hpp"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <cmath>
#include <memory>
#include <new>

#include "ui/export/ExportLook.hpp"
#include "ui/export/PngEncoder.hpp"
#include "ui/export/SvgDevice.hpp"
#include "ui/model/Text.hpp"
#include "ui/typeset/Formula.hpp"

namespace ui {
namespace {

struct FormulaFileText {
  Q_DECLARE_TR_FUNCTIONS(Export)
};

double emPixels(const FormulaFileOptions& o) { return o.points * kLogicalDpi / 72.0; }
double margin(const FormulaFileOptions& o) { return emPixels(o) / 8.0; }

/// The ink in logical pixels about the baseline's left end (an empty formula: its box).
QRectF ink(const typeset::Formula& f, const FormulaFileOptions& o) {
  const double em = emPixels(o);
  const QRectF r = f.outline().boundingRect();
  if (r.isEmpty()) return f.rect(em);
  return {r.x() * em / 1000.0, r.y() * em / 1000.0, r.width() * em / 1000.0,
          r.height() * em / 1000.0};
}

void paint(QPainter& p, const typeset::Formula& f, const FormulaFileOptions& o, QSizeF page) {
  if (o.background.alpha() > 0) p.fillRect(QRectF(QPointF(0, 0), page), o.background);
  const QRectF box = ink(f, o);
  const double m = margin(o);
  f.draw(p, QPointF(m - box.left(), m - box.top()), emPixels(o), o.ink);
}

}  // namespace

QSizeF formulaPageSize(const typeset::Formula& f, const FormulaFileOptions& o) {
  const double m = margin(o);
  if (const QRectF outer = f.rect(emPixels(o));
      outer.width() > ExportOptions::kMaxSide || outer.height() > ExportOptions::kMaxSide) {
    return {std::ceil(outer.width() + 2 * m), std::ceil(outer.height() + 2 * m)};
  }
  const QRectF box = ink(f, o);
  // Whole logical pixels, so that a PNG at scale 1 and the vector page agree.
  return {std::ceil(box.width() + 2 * m), std::ceil(box.height() + 2 * m)};
}

QByteArray formulaFileBytes(const typeset::Formula& f, ExportFormat format,
                            const FormulaFileOptions& o) {
  const QSizeF page = formulaPageSize(f, o);
  switch (format) {
    case ExportFormat::Png:
    case ExportFormat::Jpg: {
      const QSize pixels(static_cast<int>(std::ceil(page.width() * o.scale)),
                         static_cast<int>(std::ceil(page.height() * o.scale)));
      QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
      if (image.isNull()) return {};
      image.fill(Qt::transparent);
      {
        QPainter p(&image);
        p.scale(o.scale, o.scale);
        paint(p, f, o, page);
      }
      if (o.background.alpha() == 255) image = image.convertToFormat(QImage::Format_RGB32);
      return encodePng(image, static_cast<int>(std::lround(kLogicalDpi * o.scale / 0.0254)));
    }
    case ExportFormat::Svg: {
      SvgDevice svg(page.toSize(), f.tex(), f.spoken());
      {
        QPainter p(&svg);
        paint(p, f, o, page);
      }
      return svg.svg();
    }
    case ExportFormat::Pdf: {
      // The page is compressed in QPainter::end(): one that runs out of memory there throws
      // bad_alloc, which ~QPainter (a destructor) would turn into an abort. It is ended here
      // instead; on a throw the painter and its writer are left as they are (destroying either
      // would end the page again, or complain of a device still painted on): the command ends
      // with its one-line error.
      auto buffer = std::make_unique<QBuffer>();
      buffer->open(QIODevice::WriteOnly);
      auto pdf = std::make_unique<QPdfWriter>(buffer.get());
      pdf->setResolution(static_cast<int>(kLogicalDpi));
      const QSizeF points = page * (72.0 / kLogicalDpi);
      pdf->setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
      pdf->setPageMargins(QMarginsF(0, 0, 0, 0));
      pdf->setCreator(QStringLiteral("GELU Explorer"));
      pdf->setTitle(f.tex());
      auto p = std::make_unique<QPainter>();
      try {
        if (!p->begin(pdf.get())) return {};
        paint(*p, f, o, page);
        p->end();
      } catch (const std::bad_alloc&) {
        (void)p.release();
        (void)pdf.release();
        (void)buffer.release();
        return {};
      }
      return reproduciblePdf(buffer->data(), points);
    }
  }
  return {};
}

std::optional<ExportError> exportFormula(const typeset::Formula& f, const QString& path,
                                         const FormulaFileOptions& o,
                                         std::optional<ExportFormat> chosen) {
  const auto format = chosen ? chosen : formatFromPath(path);
  if (!format || *format == ExportFormat::Jpg) {
    return ExportError{
        FormulaFileText::tr("'%1': unknown format '%2' for a formula (use .png, .svg or .pdf)")
            .arg(printable(path), printable(QFileInfo(path).suffix())),
        true};
  }
  if (!f.ok()) return ExportError{f.error(), true};
  if (!typeset::Formula::available()) {
    return ExportError{FormulaFileText::tr("no math font is installed (install fonts-lmodern)"),
                       false};
  }
  if (auto error = checkTarget(path)) return error;
  const QByteArray bytes = formulaFileBytes(f, *format, o);
  if (bytes.isEmpty())
    return ExportError{FormulaFileText::tr("out of memory drawing the formula"), false};
  return writeAtomically(path, bytes);
}

}  // namespace ui
