#include "ui/window/ParameterSlider.hpp"
#include "ui/panels/Accessible.hpp"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <algorithm>
#include <cmath>

#include "ui/panels/NumberEdit.hpp"

namespace ui {
namespace {

constexpr int kSteps = 1000;

/// v rounded to three significant digits: a drag writes 0.0123, not 0.012345678.
double nice(double v) {
  if (v == 0.0 || !std::isfinite(v)) return v;
  const double scale = std::pow(10.0, 2 - std::floor(std::log10(std::fabs(v))));
  return std::round(v * scale) / scale;
}

}  // namespace

void ParameterSlider::describe(const QString& name, const QString& description) {
  describeControl(m_slider, name, description);
  describeControl(m_box, name, description);
}

ParameterSlider::ParameterSlider(const QString& name, const limits::Range& range, double from,
                                 double to, bool logarithmic, QWidget* parent)
    : QWidget(parent), m_from(from), m_to(to), m_log(logarithmic) {
  auto* h = new QHBoxLayout(this);
  h->setContentsMargins(0, 0, 0, 0);
  m_slider = new QSlider(Qt::Horizontal);
  m_slider->setRange(0, kSteps);
  m_slider->setObjectName(name + "-slider");
  m_slider->setMinimumWidth(40);
  m_box = new NumberEdit(range);
  m_box->setObjectName(name);
  // Room for a value such as −0.0125 beside the arrows, whatever the style.
  m_box->setMinimumWidth(m_box->fontMetrics().horizontalAdvance("−0.0125") + 30);
  h->addWidget(m_slider, 1);
  h->addWidget(m_box);
  connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
    const double v = fromSlider(position);
    const QSignalBlocker b(m_box);
    m_box->setValue(v);
    emit valueEdited(m_box->value());
  });
  connect(m_box, &QDoubleSpinBox::valueChanged, this, [this](double v) {
    growToHold(v);
    const QSignalBlocker b(m_slider);
    m_slider->setValue(toSlider(v));
    emit valueEdited(v);
  });
}

void ParameterSlider::setValue(double value) {
  const QSignalBlocker b1(m_box), b2(m_slider);
  showValue(m_box, value);
  growToHold(value);
  m_slider->setValue(toSlider(value));
}

void ParameterSlider::growToHold(double value) {
  if (!m_grows || !std::isfinite(value) || (value >= m_from && value <= m_to)) return;
  double bound = std::pow(10.0, std::floor(std::log10(std::fabs(value))));
  for (const double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * bound >= std::fabs(value)) {
      bound *= m;
      break;
    }
  }
  m_to = std::max(m_to, bound);
  if (m_from < 0.0 || value < 0.0) m_from = std::min(m_from, -bound);
}

double ParameterSlider::value() const { return m_box->value(); }

double ParameterSlider::fromSlider(int position) const {
  const double t = static_cast<double>(position) / kSteps;
  if (m_log) return nice(m_from * std::pow(m_to / m_from, t));
  return nice(m_from + t * (m_to - m_from));
}

int ParameterSlider::toSlider(double value) const {
  double t = 0.0;
  if (m_log) {
    t = value > 0.0 ? std::log(value / m_from) / std::log(m_to / m_from) : 0.0;
  } else {
    t = (value - m_from) / (m_to - m_from);
  }
  return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSteps));
}

}  // namespace ui
