#include "ui/panels/NumberEdit.hpp"

#include <QAccessible>
#include <QFontMetrics>
#include <QMainWindow>
#include <QRegularExpressionValidator>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <utility>

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
  return parsed(text.trimmed()).value_or(value());
}

std::optional<double> NumberEdit::parsed(const QString& text) const {
  bool ok = false;
  const double v = locale().toDouble(text, &ok);
  if (ok) return v;
  return gelu::parseFinite(text.toStdString());  // '.' always works
}

QValidator::State NumberEdit::validate(QString& text, int&) const {
  const QString t = text.trimmed();
  if (t.isEmpty() || t == "-" || t == "+") return QValidator::Intermediate;
  const std::optional<double> v = parsed(t);
  if (!v) {
    // "1e", "0." and the like are on their way to a number.
    static const QRegularExpression partial(R"(^[+-]?(\d+[.,]?\d*|[.,]\d*)([eE][+-]?\d*)?$)");
    return partial.match(t).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
  }
  return *v >= minimum() && *v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

void NumberEdit::fixup(QString& input) const {
  const QString t = input.trimmed();
  auto* self = const_cast<NumberEdit*>(this);  // fixup() is const in Qt's interface
  QAccessibleInterface* a = QAccessible::queryAccessibleInterface(self);
  QString field = a != nullptr ? a->text(QAccessible::Name) : QString();
  if (field.isEmpty()) field = tr("This box");
  const QString kept = textFromValue(value());
  // (The status bar shows plain text; a long paste is cut.)
  const QString shown = t.size() > 24 ? t.left(23) + "…" : t;
  QString message;
  const std::optional<double> v = parsed(t);
  if (t.isEmpty()) {
    message = tr("%1 needs a value; it stays %2.").arg(field, kept);
  } else if (v && (*v < minimum() || *v > maximum())) {
    message = tr("%1: %2 is outside %3 … %4; it stays %5.")
                  .arg(field, shown, textFromValue(minimum()), textFromValue(maximum()), kept);
  } else {
    message = tr("%1: “%2” is not a number; it stays %3.").arg(field, shown, kept);
  }
  // Said once: the box's line edit and the box itself each fix up the same finished text.
  if (m_refusal == message) return;
  m_refusal = message;
  QTimer::singleShot(0, self, [self] {
    const QString said = std::exchange(self->m_refusal, QString());
    emit self->refused(said);
    sayInStatusBar(self, said);
  });
}

void sayInStatusBar(QWidget* from, const QString& message) {
  // A floating dock's parent is still the window.
  for (QWidget* w = from; w != nullptr; w = w->parentWidget()) {
    if (auto* window = qobject_cast<QMainWindow*>(w)) {
      window->statusBar()->showMessage(message, 10000);
      return;
    }
  }
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
    if (!ok) {  // beyond 2^64 − 1: back to the seed in use, and said
      const QString typed = text().size() > 24 ? text().left(23) + "…" : text();
      setSeed(m_seed);
      sayInStatusBar(
          this, tr("Seed: %1 is beyond 18446744073709551615; it stays %2.").arg(typed).arg(m_seed));
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
