#include "ui/panels/NumberEdit.hpp"

#include <QFontMetrics>
#include <QRegularExpressionValidator>
#include <algorithm>
#include <cmath>

#include "core/format.hpp"

namespace ui {

NumberEdit::NumberEdit(const limits::Range& range, QWidget* parent) : QDoubleSpinBox(parent) {
  // QDoubleSpinBox rounds every value to `decimals` places; at the maximum (323) that is the
  // identity on the doubles of our ranges, and the text comes from textFromValue below.
  setDecimals(323);
  setRange(range.min, range.max);
  if (range.step > 0) {
    setSingleStep(range.step);
  } else {
    setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
  }
  setKeyboardTracking(false);
  setAccelerated(true);
  // Its size hint where there is room, down to the range's ends where there is not.
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QString NumberEdit::textFromValue(double value) const {
  return locale().toString(value, 'g', QLocale::FloatingPointShortest);
}

double NumberEdit::valueFromText(const QString& text) const {
  bool ok = false;
  const double v = locale().toDouble(text.trimmed(), &ok);
  if (ok) return v;
  return gelu::parseFinite(text.trimmed().toStdString()).value_or(value());  // '.' always works
}

QValidator::State NumberEdit::validate(QString& text, int&) const {
  const QString t = text.trimmed();
  if (t.isEmpty() || t == "-" || t == "+") return QValidator::Intermediate;
  bool ok = false;
  double v = locale().toDouble(t, &ok);
  if (!ok) {
    const auto parsed = gelu::parseFinite(t.toStdString());
    ok = parsed.has_value();
    v = parsed.value_or(0.0);
  }
  if (!ok) {
    // "1e", "0." and the like are on their way to a number.
    static const QRegularExpression partial(R"(^[+-]?(\d+[.,]?\d*|[.,]\d*)([eE][+-]?\d*)?$)");
    return partial.match(t).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
  }
  return v >= minimum() && v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

int NumberEdit::extraWidth() const {
  const QFontMetrics fm = fontMetrics();
  const double m = std::max(std::abs(minimum()), std::abs(maximum()));
  const double widest =
      -(std::floor(std::min(m, 1e6)) + 0.88);  // "-50.88": sign, digits, two decimals
  const int need = fm.horizontalAdvance(textFromValue(widest));
  const int has = std::max(fm.horizontalAdvance(textFromValue(minimum())),
                           fm.horizontalAdvance(textFromValue(maximum())));
  return std::max(0, need - has);
}

QSize NumberEdit::sizeHint() const {
  QSize s = QDoubleSpinBox::sizeHint();
  s.rwidth() += extraWidth();
  return s;
}

SeedEdit::SeedEdit(QWidget* parent) : QLineEdit(parent) {
  setValidator(new QRegularExpressionValidator(QRegularExpression(R"(\d{1,20})"), this));
  setToolTip(tr("Any whole number from 0 to 18446744073709551615"));
  setText("0");
  connect(this, &QLineEdit::editingFinished, this, [this] {
    bool ok = false;
    const qulonglong v = text().toULongLong(&ok);
    if (!ok) {  // beyond 2^64 − 1: back to the seed in use
      setSeed(m_seed);
      return;
    }
    if (v == m_seed) return;
    m_seed = v;
    emit seedEdited(m_seed);
  });
}

void SeedEdit::setSeed(std::uint64_t seed) {
  m_seed = seed;
  setText(QString::number(seed));
}

}  // namespace ui
