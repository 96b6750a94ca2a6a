#include "ui/export/FrameDrawer.hpp"

#include <set>

#include "ui/export/ExportLook.hpp"
#include "ui/panels/PlotPanel.hpp"

namespace ui {

FrameDrawer::FrameDrawer(const QList<SheetCell>& cells, const ExportOptions& o, bool cached)
    : m_cells(cells), m_options(o), m_look(std::make_unique<ExportLook>(cells, o)) {
  for (const SheetCell& c : m_cells) c.panel->setFrameCaching(cached);
}

FrameDrawer::~FrameDrawer() = default;  // the look's end restores the panels and their caching

bool FrameDrawer::draw(QImage& image) {
  const QImage::Format format = m_options.background == ExportBackground::Transparent
                                    ? QImage::Format_ARGB32_Premultiplied
                                    : QImage::Format_RGB32;
  if (image.size() != pixelSize(m_options) || image.format() != format) {
    image = exportImage(pixelSize(m_options), format);
    if (image.isNull()) return false;
  }
  drawInto(image, m_cells, m_options, *m_look);
  return true;
}

int FrameDrawer::cellsFromCache() const {
  int n = 0;
  std::set<const PlotPanel*> seen;
  for (const SheetCell& c : m_cells) {
    if (seen.insert(c.panel).second) n += c.panel->framesFromCache();
  }
  return n;
}

}  // namespace ui
