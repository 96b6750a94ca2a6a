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

 protected:
  void paintEvent(QPaintEvent* e) override;

 private:
  class BaseFill;
  BaseFill* m_base;
  /// The first paint buffer holds the opaque background (as of the last replot).
  bool m_baseOpaque = false;
};

}  // namespace ui
