#pragma once
/// @file
/// @brief Animation frames of one plot drawn as the live window draws them: the layers that x
/// does not move (grid, curves, axes, legend) kept as images and composed with freshly drawn
/// live layers (shading, marks; LiveLayers.hpp).

#include <QImage>
#include <QList>
#include <QPoint>
#include <QTransform>
#include <cstdint>
#include <functional>
#include <vector>

class QColor;
class QCustomPlot;
class QCPLayer;
class QCPPainter;

namespace ui {

class FrameCache {
 public:
  /// What the cache asks of the panel that owns the plot.
  struct Panel {
    /// Draws the plot whole at w × h (laid out afresh, QCustomPlot's toPainter()).
    std::function<void(QCPPainter& painter, int w, int h)> drawWhole;
    /// Undoes the layout's fits, so that a layout starts where a whole draw starts.
    std::function<void()> restoreFits;
    /// Fits what moves with x in a cached layout (the corner read-outs).
    std::function<void()> refit;
  };

  /// Draws `plot` at w × h logical pixels at the painter's origin. From the cache when the still
  /// layers are those of the last frame (`stillVersion` unchanged, same size, transform and
  /// layers) and the target is a bitmap; the first such frame makes the images. Otherwise whole.
  void draw(QCustomPlot& plot, QCPPainter& painter, int w, int h, bool transparent,
            const QColor& background, std::uint64_t stillVersion, const Panel& panel);
  /// Frames whose still layers were composed from the cache (tests, benchmarks).
  int framesFromCache() const { return m_framesFromCache; }

 private:
  /// Consecutive layers drawn together: still ones come from `image`, live ones are drawn.
  struct Part {
    QList<QCPLayer*> layers;
    bool live = false;
    QImage image;
  };
  /// Makes the still parts' images; false when out of memory (nothing cached then).
  bool makeImages(QCustomPlot& plot, QCPPainter& painter, int w, int h, bool transparent,
                  const QColor& background, const Panel& panel);

  std::vector<Part> m_parts;
  std::uint64_t m_seen = ~std::uint64_t{0};  ///< the still layers' version at the last frame
  bool m_valid = false;  ///< the images hold the still layers (no change since they were made)
  int m_w = 0;
  int m_h = 0;
  bool m_transparent = false;
  QTransform m_transform;     ///< the painter's at the plot's top-left
  QList<QCPLayer*> m_layers;  ///< the plot's layers, bottom to top
  QPoint m_at;                ///< the device pixel of the images' top-left
  int m_framesFromCache = 0;
};

}  // namespace ui
