#pragma once
/// @file
/// @brief Controls that show and edit every value the model accepts: a number box that keeps
/// the exact double (shown in its shortest form, arrows by the field's step or adaptively), and
/// a 64-bit seed box.
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <cstdint>
#include <optional>

#include "ui/model/SceneState.hpp"

namespace ui {

/// @brief A spin box over a limits::Range that never rounds: 0.005 stays 0.005, 1e6 stays 1e6.
class NumberEdit : public QDoubleSpinBox {
  Q_OBJECT
 public:
  explicit NumberEdit(const limits::Range& range, QWidget* parent = nullptr);
  QString textFromValue(double value) const override;
  double valueFromText(const QString& text) const override;
  QValidator::State validate(QString& text, int& pos) const override;
  /// Wide enough for a value with two decimals at the range's largest magnitude ("−12.25"), not
  /// only for the ends of the range ("−50", which QAbstractSpinBox measures). (The minimum stays
  /// the ends': a narrow dock may still squeeze it.)
  QSize sizeHint() const override;
  /// Called when the text is left out of range or unfinished: the box goes back to its value
  /// (QAbstractSpinBox's correction), and says so: `refused` and the window's status bar.
  void fixup(QString& input) const override;

 signals:
  /// One line naming the field, what was typed and the value the box keeps.
  void refused(const QString& message);

 private:
  /// `text` (trimmed) as a number: in the locale's form, else with '.'; none when it is not one.
  std::optional<double> parsed(const QString& text) const;
  /// The pixels a two-decimal value needs beyond what the range's ends need.
  int extraWidth() const;
  mutable QString m_refusal;  ///< a refusal on its way to being said (once)
};

/// Says `message` (one line) in the status bar of the main window that holds `from`, if any.
void sayInStatusBar(QWidget* from, const QString& message);

/// Shows `value` in `box` unless it shows it already. (QDoubleSpinBox::setValue() rounds by
/// printing the value to `decimals` places, 323 in a NumberEdit, and re-renders its text even
/// when nothing changed: a tenth of the Scene's part of an undo went there.)
inline void showValue(QDoubleSpinBox* box, double value) {
  if (box->value() != value) box->setValue(value);
}

/// @brief A seed box: any whole number 0..2^64−1 (digits only).
class SeedEdit : public QLineEdit {
  Q_OBJECT
 public:
  explicit SeedEdit(QWidget* parent = nullptr);
  std::uint64_t seed() const { return m_seed; }
  /// Shows `seed` (no signal).
  void setSeed(std::uint64_t seed);

 signals:
  void seedEdited(std::uint64_t seed);

 private:
  std::uint64_t m_seed = 0;
};

}  // namespace ui
