#include "ui/export/ExportLook.hpp"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <optional>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "ui/panels/FigureLayout.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace ui {

int dotsPerMeter(double dpi) { return static_cast<int>(std::lround(dpi / 0.0254)); }

#if defined(MADV_HUGEPAGE)
namespace {

/// The anonymous mapping behind an export image, unmapped with the image's last copy.
struct Mapping {
  void* base;
  std::size_t length;
};

void unmap(void* info) {
  const auto* m = static_cast<Mapping*>(info);
  ::munmap(m->base, m->length);
  delete m;
}

/// A 32-bit image of `bytes` in its own mapping (returned to the system when the image goes, not
/// kept by malloc), starting on a 2 MiB boundary and advised for huge pages; null on failure.
QImage hugePageImage(QSize size, QImage::Format format, std::size_t rowBytes, std::size_t bytes) {
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  const std::size_t length = rounded + kHugePage;  // room to start on a boundary
  void* base = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return {};
  auto* mapping = new (std::nothrow) Mapping{base, length};
  if (mapping == nullptr) {
    ::munmap(base, length);
    return {};
  }
  const auto start = (reinterpret_cast<std::uintptr_t>(base) + kHugePage - 1) & ~(kHugePage - 1);
  auto* data = reinterpret_cast<uchar*>(start);
  ::madvise(data, rounded, MADV_HUGEPAGE);  // advice only: without it, small pages
  QImage image(data, size.width(), size.height(), static_cast<qsizetype>(rowBytes), format, unmap,
               mapping);
  if (image.isNull()) unmap(mapping);  // Qt refused the buffer: it will not call unmap itself
  return image;
}

}  // namespace
#endif

QImage exportImage(QSize size, QImage::Format format) {
#if defined(MADV_HUGEPAGE)
  constexpr std::size_t kLarge = std::size_t{4} << 20;  // two huge pages at least
  if (size.width() > 0 && size.height() > 0 && QImage::toPixelFormat(format).bitsPerPixel() == 32 &&
      size.width() <= std::numeric_limits<int>::max() / 4) {
    const auto rowBytes = static_cast<std::size_t>(size.width()) * 4;
    const std::size_t bytes = rowBytes * static_cast<std::size_t>(size.height());
    if (bytes / rowBytes == static_cast<std::size_t>(size.height()) && bytes >= kLarge &&
        bytes <= std::numeric_limits<std::size_t>::max() / 2) {
      if (QImage image = hugePageImage(size, format, rowBytes, bytes); !image.isNull()) {
        return image;
      }
    }
  }
#endif
  return QImage(size, format);  // out of memory: a null image
}

ExportLook::ExportLook(const QList<SheetCell>& cells, const ExportOptions& o) {
  for (const SheetCell& c : cells) {
    PlotPanel* p = c.panel;
    if (m_saved.count(p) != 0) continue;
    m_saved.emplace(p, p->theme());
    Theme t = o.background == ExportBackground::White ? Theme::light() : p->theme();
    t.fontScale = p->theme().fontScale * o.fontScale;
    if (t.dark != p->theme().dark || t.fontScale != p->theme().fontScale) p->setTheme(t);
    if (!o.titles) {
      p->setFigureTitle(QString());
    } else if (!o.title.isEmpty() && cells.size() == 1) {
      p->setFigureTitle(o.title);
    }
    p->setFigureMarks(o.xMarks);
    p->setLectureFigure(o.lectureRows);
  }
}

ExportLook::~ExportLook() {
  for (auto& [panel, theme] : m_saved) {
    if (!(panel->theme().dark == theme.dark && panel->theme().fontScale == theme.fontScale)) {
      panel->setTheme(theme);
    }
    panel->setFigureTitle(std::nullopt);
    panel->setFigureMarks(true);
    panel->setLectureFigure(false);
    if (m_movedInside.contains(panel)) panel->setLegendInPlot(false);
    panel->finishRender();
  }
}

QColor ExportLook::background() const {
  return m_saved.empty() ? Qt::white : m_saved.begin()->first->theme().background;
}

namespace {

/// A 1×1 image at the figures' 96 dpi: what layouts are measured against.
QImage scratchImage() {
  QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
  scratch.setDotsPerMeterX(dotsPerMeter(kLogicalDpi));
  scratch.setDotsPerMeterY(dotsPerMeter(kLogicalDpi));
  return scratch;
}

/// The heading's type: the panels' at the export's text size (a window's panels are at 1).
Theme headingTheme(const ExportOptions& o, const QColor& foreground) {
  Theme t = Theme::light();
  t.fontScale = o.fontScale;
  t.foreground = foreground;
  return t;
}

/// Draws the sheet's heading over the cells, in the panels' text colour.
void drawHeading(QPainter& painter, const ExportOptions& o, const QColor& foreground) {
  if (o.heading.isEmpty()) return;
  const Theme t = headingTheme(o, foreground);
  FigureLayout layout(t, painter.device(), QSizeF(o.size));
  layout.setHeading(o.heading);
  layout.drawTitle(painter);
}

}  // namespace

double headingHeight(const ExportOptions& o) {
  if (o.heading.isEmpty()) return 0.0;
  QImage scratch = scratchImage();
  const Theme t = headingTheme(o, Qt::black);
  FigureLayout layout(t, &scratch, QSizeF(o.size));
  // (the application's document cache keeps the laid-out text: asked per cell, laid out once)
  // At most half the figure: the cells keep the rest, and a heading taller than that leaves its
  // band, which the layout check refuses (naming a size that works).
  return std::min(layout.setHeading(o.heading), std::floor(0.5 * o.size.height()));
}

QRectF cellRect(const SheetCell& c, const ExportOptions& o) {
  const double w = o.size.width();
  const double band = headingHeight(o);
  const double h = o.size.height() - band;
  const double left = std::round(c.rect.left() * w);
  const double top = band + std::round(c.rect.top() * h);
  return {left, top, std::round(c.rect.right() * w) - left,
          band + std::round(c.rect.bottom() * h) - top};
}

namespace {

/// Whether cells `a` and `b` share a row (top and bottom) of the figure.
bool sameRow(const QRectF& a, const QRectF& b) {
  return a.top() == b.top() && a.bottom() == b.bottom();
}

/// The insets that line up the cells' plots: each panel laid out (nothing drawn: only where its
/// plot area goes, measured on a pixel at the figures' 96 dpi), then every row's plots share the
/// lowest top and highest bottom, every column's the rightmost left and leftmost right. Lining
/// up can make a panel rearrange (a legend that no longer fits inside goes under its plot), so
/// it is measured again until nothing moves. `lined` (when given): whether they all lined up (no
/// legend left on its data on the way). Every panel is left laid out at the insets returned.
QList<QMarginsF> lineUp(const QList<SheetCell>& cells, const ExportOptions& o, bool* lined) {
  QImage scratch = scratchImage();
  QList<QMarginsF> insets(cells.size());
  QList<QMarginsF> good = insets;  // the last insets every panel could lay out at
  // A panel laid out again with the insets it had gives the same plot: only those whose
  // insets moved are laid out in the next pass.
  QList<std::optional<QMarginsF>> laidOutWith(cells.size());
  QList<QRectF> cellRects(cells.size()), plots(cells.size());
  QList<bool> covered(cells.size(), false);
  const auto layOut = [&](const QList<QMarginsF>& at) {
    QCPPainter painter(&scratch);
    painter.setMode(QCPPainter::pmNonCosmetic);
    bool covers = false;
    for (qsizetype i = 0; i < cells.size(); ++i) {
      if (laidOutWith[i] != at[i]) {
        const QRectF r = cellRect(cells[i], o);
        cells[i].panel->setPlotInsets(at[i]);
        cells[i].panel->layOutForRender(painter, r);
        cellRects[i] = r;
        plots[i] = cells[i].panel->renderedPlotRect().translated(r.topLeft());
        covered[i] = cells[i].panel->renderCoveredData();
        laidOutWith[i] = at[i];
      }
      covers = covers || covered[i];
    }
    return covers;
  };
  if (lined != nullptr) *lined = false;
  for (int pass = 0; pass < 4; ++pass) {
    // Lining up made a panel leave its legend on its data: the figure is better unaligned
    // there (as far as the last pass that fitted).
    if (layOut(insets)) break;
    good = insets;
    QList<QMarginsF> next(cells.size());
    for (qsizetype i = 0; i < cells.size(); ++i) {
      double top = plots[i].top(), bottom = plots[i].bottom();
      double left = plots[i].left(), right = plots[i].right();
      for (qsizetype j = 0; j < cells.size(); ++j) {
        if (sameRow(cellRects[j], cellRects[i])) {
          top = std::max(top, plots[j].top());
          bottom = std::min(bottom, plots[j].bottom());
        }
        if (cellRects[j].left() == cellRects[i].left() &&
            cellRects[j].right() == cellRects[i].right()) {
          left = std::max(left, plots[j].left());
          right = std::min(right, plots[j].right());
        }
      }
      const QRectF& r = cellRects[i];
      next[i] = QMarginsF(left - r.left(), top - r.top(), r.right() - right, r.bottom() - bottom);
    }
    if (next == insets) {
      if (lined != nullptr) *lined = true;
      break;
    }
    insets = next;
  }
  layOut(good);
  return good;
}

}  // namespace

const QList<QMarginsF>& ExportLook::plotInsets(const QList<SheetCell>& cells,
                                               const ExportOptions& o) const {
  if (m_insets) return *m_insets;
  QList<QMarginsF> insets(cells.size());
  if (cells.size() > 1) {
    insets = lineUp(cells, o, nullptr);
    // In a lecture step's row, a legend in a row under its plot while its row-mates' are not
    // leaves a band as tall empty under theirs, or stops the row lining up (step 8: the
    // activations' legend under it, the errors' inside its plot beside it). It goes inside, one
    // entry under another, where a place is free, as the lecture has it (LectureView) — kept only
    // where the figure then lines up, every legend of those rows inside its plot, on no data,
    // and the moved ones at their own type. Not in a row whose data changes from frame to frame
    // (a run, a sweep's trace).
    QList<PlotPanel*> under;
    QList<PlotPanel*> rows;  // the panels of the rows they are in
    for (qsizetype i = 0; o.lectureRows && i < cells.size(); ++i) {
      PlotPanel* p = cells[i].panel;
      if (p->legendInPlot() || !p->legendUnderPlot() || !p->dataHoldsStill()) continue;
      const QRectF r = cellRect(cells[i], o);
      QList<PlotPanel*> row;
      bool mixed = false;
      for (const SheetCell& c : cells) {
        if (!sameRow(cellRect(c, o), r)) continue;
        row << c.panel;
        mixed = mixed || !c.panel->legendUnderPlot();
      }
      // (Every plot of the row holding still: the line-up is judged on the first frame and kept
      // for all, and a row-mate's legend that drops under its plot as its run grows would make
      // the row this avoids.)
      if (!mixed || !std::all_of(row.begin(), row.end(),
                                 [](const PlotPanel* q) { return q->dataHoldsStill(); })) {
        continue;
      }
      under << p;
      for (PlotPanel* q : row) {
        if (!rows.contains(q)) rows << q;
      }
    }
    if (!under.isEmpty()) {
      QList<double> type;
      for (PlotPanel* p : under) {
        type << p->legendType();
        p->setLegendInPlot(true);
      }
      bool kept = false;
      const QList<QMarginsF> tried = lineUp(cells, o, &kept);
      for (qsizetype i = 0; kept && i < under.size(); ++i) {
        kept = under[i]->legendType() >= type[i] - 0.01;
      }
      kept = kept && std::none_of(rows.begin(), rows.end(), [](const PlotPanel* p) {
               return p->legendUnderPlot() || p->renderCoveredData() || !p->legendWithinPlot();
             });
      if (kept) {
        insets = tried;
        m_movedInside = under;
      } else {
        for (PlotPanel* p : under) p->setLegendInPlot(false);
        insets = lineUp(cells, o, nullptr);  // (each panel laid out at the insets kept)
      }
    }
  }
  m_insets = insets;
  return *m_insets;
}

void paintCells(QCPPainter& painter, const QList<SheetCell>& cells, const ExportOptions& o,
                const ExportLook& look, const std::function<void(double)>& drawn) {
  const double w = o.size.width();
  const double h = o.size.height();
  const bool transparent = o.background == ExportBackground::Transparent;
  const QList<QMarginsF>& insets = look.plotInsets(cells, o);
  if (!transparent) painter.fillRect(QRectF(0, 0, w, h), look.background());
  if (!cells.isEmpty()) drawHeading(painter, o, cells.front().panel->theme().foreground);
  for (qsizetype i = 0; i < cells.size(); ++i) {
    const SheetCell& c = cells[i];
    const QRectF r = cellRect(c, o);
    c.panel->setPlotInsets(insets[i]);
    c.panel->render(painter, r,
                    transparent                                        ? Backdrop::Transparent
                    : c.panel->theme().background == look.background() ? Backdrop::AlreadyPainted
                                                                       : Backdrop::Paint);
    if (drawn) {
      double below = h;
      for (qsizetype j = i + 1; j < cells.size(); ++j) {
        below = std::min(below, cellRect(cells[j], o).top());
      }
      drawn(below);
    }
  }
}

void drawInto(QImage& image, const QList<SheetCell>& cells, const ExportOptions& o,
              const ExportLook& look, const std::function<void(double)>& drawn) {
  const QSize px = pixelSize(o);
  // Type sizes in points are converted at the screen's logical dpi, then scaled with the
  // painter: a 2× export is the 1× export with twice the pixels, not smaller text.
  image.setDotsPerMeterX(dotsPerMeter(kLogicalDpi));
  image.setDotsPerMeterY(dotsPerMeter(kLogicalDpi));
  // An opaque export's background covers every pixel (paintCells): no need to clear first.
  if (o.background == ExportBackground::Transparent) image.fill(Qt::transparent);
  {
    QCPPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setMode(QCPPainter::pmNonCosmetic);
    painter.scale(double(px.width()) / o.size.width(), double(px.height()) / o.size.height());
    paintCells(painter, cells, o, look, drawn);
  }
  // The file says how large it is meant to be: the logical size at 96 dpi.
  image.setDotsPerMeterX(dotsPerMeter(kLogicalDpi * o.scale));
  image.setDotsPerMeterY(dotsPerMeter(kLogicalDpi * o.scale));
}

}  // namespace ui
