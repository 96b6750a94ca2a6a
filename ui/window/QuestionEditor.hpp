#pragma once
/// @file
/// @brief The Steps dock's editor of a step's question for the room (core/model/question.hpp):
/// none, a point on a curve, a number or a choice; its prompt, the curve, the right answer as a
/// formula (or the curve's minimum or maximum) or the right choice, and how far off still counts.
/// It keeps a draft: an edit reaches the deck only when the deck reader takes it, and the right
/// answer the room will see is computed and shown as it is typed, or why the draft is refused.
#include <QWidget>
#include <functional>
#include <optional>
#include <variant>

#include "ui/model/Deck.hpp"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTimer;

namespace ui {

class QuestionEditor : public QWidget {
  Q_OBJECT
 public:
  /// `check` tells whether the deck takes a question for the step being edited: the deck with it
  /// and nullopt, or the reader's one-line reason.
  using Check =
      std::function<std::variant<Deck, QString>(const std::optional<gelu::model::DeckQuestion>&)>;
  QuestionEditor(Check check, QWidget* parent = nullptr);

  /// Shows `question` of step `step` (texts in `language`), the curves a point may be placed on
  /// being the step's activations (ids and names).
  void load(const std::optional<gelu::model::DeckQuestion>& question, int step,
            const QString& language, const QList<std::pair<QString, QString>>& curves);
  /// The question as the fields say (nullopt: none).
  std::optional<gelu::model::DeckQuestion> draft() const;
  /// What the editor shows under the fields: the right answer computed, or why not taken.
  QString feedback() const;
  /// The choices typed within their pause, applied now (before the step or the deck moves on).
  void flush();

 signals:
  /// A draft the deck takes, to be applied as one edit.
  void edited(const std::optional<gelu::model::DeckQuestion>& question);

 private:
  void changed();
  void showFields();
  Check m_check;
  std::optional<gelu::model::DeckQuestion> m_loaded;  ///< the texts' other languages
  int m_step = -1;
  QString m_language;
  bool m_loading = false;
  QComboBox* m_kind = nullptr;
  QLineEdit* m_prompt = nullptr;
  QComboBox* m_curve = nullptr;
  QLineEdit* m_answer = nullptr;
  QPlainTextEdit* m_choices = nullptr;
  QComboBox* m_rightChoice = nullptr;
  QDoubleSpinBox* m_tolerance = nullptr;
  QLabel* m_feedback = nullptr;
  QTimer* m_pause = nullptr;  ///< a pause in typing the choices is one edit
  QList<QWidget*>
      m_rows[4];  ///< the fields (and their labels) of no question, point, number, choice
};

}  // namespace ui
