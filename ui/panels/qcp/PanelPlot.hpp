#pragma once
/// The panels' QCustomPlot. On screen, a replot draws the plot's background into the first paint
/// buffer, under everything else, so that a paint copies that buffer instead of filling the
/// widget with the background and blending the buffer over it, and Qt paints nothing of the
/// window under the plot (it is opaque). Exports (toPainter()) are drawn as before.
#include <qcustomplot.h>

namespace ui {

class PanelPlot : public QCustomPlot {
 public:
  explicit PanelPlot(QWidget* parent = nullptr);
  ~PanelPlot() override;

  /// Replots on the event loop, with the other plots queued by then (ReplotBatch.hpp); a plot
  /// not shown, when it is shown.
  void replotSoon();
  /// QCustomPlot::replot() in its three parts, for a batch: laid out (GUI thread; false when the
  /// plot is replotting already); its layers drawn into fresh paint buffers (on one thread, any);
  /// asked to be painted (GUI thread).
  bool beginReplot();
  void drawLayers();
  void endReplot();
  /// Lays the plot out as toPainter(painter, w, h) would, without drawing it: an export that
  /// only needs where the plot area and the texts go (its rows' alignment).
  void layOutAt(int w, int h);
  /// How long drawLayers() took last time, in seconds (a batch shares plots out by it).
  double drawCost() const { return m_drawCost; }

 protected:
  void paintEvent(QPaintEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  class BaseFill;
  BaseFill* m_base;
  /// The first paint buffer holds the opaque background (as of the last replot).
  bool m_baseOpaque = false;
  bool m_queued = false;  ///< in the next batch
  bool m_replotWhenShown = false;
  double m_drawCost = 0;
};

}  // namespace ui
