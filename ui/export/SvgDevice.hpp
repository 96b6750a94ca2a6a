#pragma once
/// @file
/// @brief A paint device that writes SVG 1.1 which renders the same in librsvg, browsers and
/// Inkscape as the app's PNG (Qt 6.4's QSvgGenerator does not: see below).
///
/// - Text stays text, one `<text>` per label: Qt hands a label over in runs (it splits at every
///   change of script, e.g. at each Greek letter) placed with Qt's own font metrics; runs that
///   continue each other on one baseline in one style are joined again, so a renderer lays the
///   label out as a whole and nothing drifts apart or collides.
/// - The font is named as it was resolved (QFontInfo, e.g. `DejaVu Sans`) with a CSS generic
///   fallback, not Qt's alias `Sans Serif` that other programs do not know.
/// - Clipping is real: each clip region becomes a `<clipPath>` around what it clips.
/// - Paths keep Qt's geometry (moves, lines, cubic curves), strokes their dashes, caps and joins;
///   images are embedded as PNG.
/// The output is deterministic: the same drawing gives the same bytes.

#include <QByteArray>
#include <QPaintDevice>
#include <QSize>
#include <QString>
#include <memory>

namespace ui {

class SvgEngine;

class SvgDevice : public QPaintDevice {
 public:
  /// A drawing of `size` logical pixels (96 dpi) with the given title and description.
  SvgDevice(QSize size, QString title, QString description);
  ~SvgDevice() override;
  SvgDevice(const SvgDevice&) = delete;
  SvgDevice& operator=(const SvgDevice&) = delete;
  QPaintEngine* paintEngine() const override;
  /// The document, complete once the painter has ended.
  QByteArray svg() const;

 protected:
  int metric(PaintDeviceMetric m) const override;

 private:
  QSize m_size;
  std::unique_ptr<SvgEngine> m_engine;
};

/// The metrics of a vector device of `size` logical pixels at 96 dpi (the SVG writer, the
/// text-box recorder).
int logicalMetric(QPaintDevice::PaintDeviceMetric m, QSize size);

}  // namespace ui
