#pragma once
/// @file
/// @brief The two layers of a panel's plot that x moves (shading below the curves, marks above
/// them) and how the plot is replotted around them.
///
/// An x move repaints those layers alone and composes them with the cached curves, when they are
/// buffered. Every buffered layer is one more full-size blend per repaint, though, so a full
/// replot (a shape change, an undo) draws them with the rest into the one buffer of all the
/// layers, and the first x move after it buffers them again with one more replot. Full replots
/// are queued and run as one batch with the other plots (ReplotBatch.hpp).

class QCPLayer;

namespace ui {

class PanelPlot;

class LiveLayers {
 public:
  static constexpr const char* kShade = "x-shade";  ///< below the curves (made on demand)
  static constexpr const char* kMarks = "x-marks";  ///< above the curves

  /// Adds the marks layer to `plot` (above "main") and makes QCustomPlot's unused "overlay"
  /// layer logical: one buffered layer fewer per repaint.
  explicit LiveLayers(PanelPlot& plot);

  /// Whether `layer` is one of the live layers.
  static bool isLive(const QCPLayer* layer);
  QCPLayer* marks() const;
  /// The shade layer, created the first time (only panels that shade have one).
  QCPLayer* useShade();

  /// Something beyond the live layers changed: a full replot on the event loop, in the batch.
  void requestReplot();
  /// Repaints only the live layers — unless a full replot is on its way (it draws them too), or
  /// they must first be given their own buffers (one full replot, queued).
  void replotMarks();
  /// Gives the live layers buffers of their own with a queued full replot unless they have them;
  /// true when it queued one.
  bool buffer();
  /// Call from the plot's beforeReplot(): true when the coming replot is buffer()'s (the same
  /// picture on more buffers); otherwise the live layers go into the one buffer for it.
  bool beforeReplot();
  /// Call from the plot's afterReplot().
  void afterReplot() { m_replotQueued = false; }

 private:
  void setBuffered(bool buffered);

  PanelPlot& m_plot;
  bool m_replotQueued = false;  ///< a full replot waits for the event loop
  bool m_buffering = false;     ///< the next full replot is buffer()'s
};

}  // namespace ui
