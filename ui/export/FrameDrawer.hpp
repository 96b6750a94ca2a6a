#pragma once
/// @file
/// @brief The frames of an animation drawn as the live window draws a move of x: the panels keep
/// their export look for the whole animation, and each composes the layers that did not change
/// since the previous frame (grid, curves, axes, legend) from images, drawing only its shading,
/// marks, title and notes afresh. A panel whose still layers changed is drawn whole.

#include <QImage>
#include <QList>
#include <memory>

#include "ui/export/Export.hpp"

namespace ui {

class ExportLook;

class FrameDrawer {
 public:
  /// `cached`: compose still layers from images (false draws every frame whole, for tests).
  FrameDrawer(const QList<SheetCell>& cells, const ExportOptions& o, bool cached = true);
  ~FrameDrawer();
  FrameDrawer(const FrameDrawer&) = delete;
  FrameDrawer& operator=(const FrameDrawer&) = delete;

  /// Draws the cells as they are now into `image`, which is (re)made pixelSize(o) in the
  /// export's format only when it is not already: frames reuse their memory (a transparent
  /// animation's straight-alpha copy for the encoder is made anew each frame). False when out of
  /// memory.
  bool draw(QImage& image);
  /// Cells whose still layers came from the cache, over all frames so far.
  int cellsFromCache() const;

 private:
  QList<SheetCell> m_cells;
  ExportOptions m_options;
  std::unique_ptr<ExportLook> m_look;
};

}  // namespace ui
