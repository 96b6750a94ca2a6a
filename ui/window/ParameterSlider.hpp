#pragma once
/// @file
/// @brief A parameter control: a slider over a teaching range beside a number box over the
/// field's whole range (limits.hpp), so a drag explores and typing reaches every value.
#include <QWidget>

#include "ui/model/SceneState.hpp"

class QSlider;

namespace ui {

class NumberEdit;

class ParameterSlider : public QWidget {
  Q_OBJECT
 public:
  /// The slider covers [from, to] (logarithmically when `logarithmic`, then from > 0); the box
  /// covers `range`. `name` is the object name of the box; the slider is "<name>-slider".
  ParameterSlider(const QString& name, const limits::Range& range, double from, double to,
                  bool logarithmic, QWidget* parent = nullptr);
  /// Shows `value` in the box and, clamped, on the slider; emits nothing.
  void setValue(double value);
  double value() const;
  NumberEdit* box() const { return m_box; }
  QSlider* slider() const { return m_slider; }
  /// The accessible name and description of the slider and the box (describeControl).
  void describe(const QString& name, const QString& description);
  /// A linear slider whose range grows, never shrinks, to hold a value typed or set beyond it
  /// (to the next 1, 2 or 5 × 10ⁿ, symmetric about 0 when the range started below 0), so the
  /// handle is never left pinned at an end that is not the value.
  void setGrowsToHold(bool grows) { m_grows = grows && !m_log; }
  /// The slider's range now.
  double from() const { return m_from; }
  double to() const { return m_to; }

 signals:
  /// The user moved the slider or edited the box.
  void valueEdited(double value);

 private:
  double fromSlider(int position) const;
  int toSlider(double value) const;
  void growToHold(double value);
  NumberEdit* m_box = nullptr;
  QSlider* m_slider = nullptr;
  double m_from;
  double m_to;
  bool m_log;
  bool m_grows = false;
};

}  // namespace ui
