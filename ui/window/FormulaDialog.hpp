#pragma once
/// @file
/// @brief The formula editor: a name, an expression of x checked as you type (the error shown
/// at its column), a colour and a line style. OK stays disabled until the formula is valid.
#include <QDialog>

#include "ui/model/SceneState.hpp"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ui {

class MathLabel;

class FormulaDialog : public QDialog {
  Q_OBJECT
 public:
  /// `others`: the scene's other formulas (names must not clash).
  FormulaDialog(const FormulaDef& start, const std::vector<FormulaDef>& others,
                QWidget* parent = nullptr);
  FormulaDef formula() const;
  /// The current problem in one line (empty when valid).
  QString problem() const { return m_problem; }
  QLineEdit* nameEdit() const { return m_name; }
  QLineEdit* expressionEdit() const { return m_expression; }

 private:
  void check();
  std::vector<FormulaDef> m_others;
  QLineEdit* m_name = nullptr;
  QLineEdit* m_expression = nullptr;
  QLabel* m_error = nullptr;
  MathLabel* m_typeset = nullptr;  ///< the expression typeset as it is typed
  QPushButton* m_colour = nullptr;
  QComboBox* m_style = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  QString m_colourName;
  QString m_problem;
  /// The parameters' values the formula had (kept for the names it still uses).
  std::vector<gelu::FormulaParameter> m_parameters;
};

}  // namespace ui
