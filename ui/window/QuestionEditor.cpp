#include "ui/window/QuestionEditor.hpp"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTimer>

#include "core/model/question.hpp"
#include "ui/model/NumberText.hpp"

namespace ui {
namespace {

namespace m = gelu::model;

QString shortNumber(double v) { return readableNumber(QString::number(v, 'g', 6)); }

}  // namespace

QuestionEditor::QuestionEditor(Check check, QWidget* parent)
    : QWidget(parent), m_check(std::move(check)) {
  setObjectName("question-editor");
  auto* form = new QFormLayout(this);
  form->setContentsMargins(0, 0, 0, 0);
  m_kind = new QComboBox(this);
  m_kind->setObjectName("question-kind");
  m_kind->addItem(tr("None"), QString());
  m_kind->addItem(tr("A point on a curve"), QStringLiteral("point"));
  m_kind->addItem(tr("A number"), QStringLiteral("number"));
  m_kind->addItem(tr("One of several choices"), QStringLiteral("choice"));
  m_kind->setToolTip(tr("What the room answers on their devices while the lecture is shared"));
  m_prompt = new QLineEdit(this);
  m_prompt->setObjectName("question-prompt");
  m_prompt->setPlaceholderText(tr("Where is GELU smallest?"));
  m_prompt->setToolTip(tr("The question as the room reads it on their devices"));
  m_curve = new QComboBox(this);
  m_curve->setObjectName("question-curve");
  m_curve->setToolTip(tr("The curve the room places its points on"));
  m_answer = new QLineEdit(this);
  m_answer->setObjectName("question-answer");
  m_answer->setToolTip(
      tr("A formula of x at the step's x (Phi(1), 0.5, gelu(x)); for a point also minimum or "
         "maximum; empty: no right answer"));
  m_choices = new QPlainTextEdit(this);
  m_choices->setObjectName("question-choices");
  m_choices->setPlaceholderText(tr("One choice a line (2 to 6)"));
  m_choices->setMaximumHeight(100);
  m_choices->setToolTip(tr("The answers the room picks from, one a line"));
  m_rightChoice = new QComboBox(this);
  m_rightChoice->setObjectName("question-right-choice");
  m_rightChoice->setToolTip(tr("The choice marked right when the answers are shown"));
  m_tolerance = new QDoubleSpinBox(this);
  m_tolerance->setObjectName("question-tolerance");
  m_tolerance->setRange(-1, 1e6);
  m_tolerance->setDecimals(3);
  m_tolerance->setSingleStep(0.01);
  m_tolerance->setSpecialValueText(tr("automatic"));
  m_tolerance->setKeyboardTracking(false);
  m_tolerance->setToolTip(tr("How far from the right answer still counts as right"));
  m_feedback = new QLabel(this);
  m_feedback->setObjectName("question-feedback");
  m_feedback->setWordWrap(true);
  m_feedback->setTextFormat(Qt::PlainText);
  for (QWidget* w : std::initializer_list<QWidget*>{m_kind, m_curve, m_rightChoice, m_tolerance}) {
    w->setFocusPolicy(Qt::StrongFocus);  // (a wheel passing over changes nothing: StepsDock)
  }
  // As narrow as the dock of a 1280×720 screen: combo boxes as wide as the dock gives them (not
  // as their longest item), labels above their fields when a row does not fit.
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);
  for (QComboBox* c : {m_kind, m_curve, m_rightChoice}) {
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(8);
  }
  const auto row = [&](const QString& label, QWidget* field, std::initializer_list<int> kinds) {
    form->addRow(label, field);
    QWidget* l = form->labelForField(field);
    for (int k : kinds) {
      m_rows[k] << field;
      if (l != nullptr) m_rows[k] << l;
    }
  };
  row(tr("&Question:"), m_kind, {0, 1, 2, 3});
  row(tr("Asks:"), m_prompt, {1, 2, 3});
  row(tr("On the curve:"), m_curve, {1});
  row(tr("Right answer:"), m_answer, {1, 2});
  row(tr("Choices:"), m_choices, {3});
  row(tr("Right choice:"), m_rightChoice, {3});
  row(tr("Counts as right within:"), m_tolerance, {1, 2});
  form->addRow(QString(), m_feedback);
  for (int k = 1; k < 4; ++k) m_rows[k] << m_feedback;

  connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
    showFields();
    changed();
  });
  connect(m_prompt, &QLineEdit::editingFinished, this, &QuestionEditor::changed);
  connect(m_curve, &QComboBox::currentIndexChanged, this, &QuestionEditor::changed);
  connect(m_answer, &QLineEdit::editingFinished, this, &QuestionEditor::changed);
  connect(m_rightChoice, &QComboBox::currentIndexChanged, this, &QuestionEditor::changed);
  connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, &QuestionEditor::changed);
  // The choices: a pause in typing is one edit.
  m_pause = new QTimer(this);
  m_pause->setSingleShot(true);
  m_pause->setInterval(700);
  connect(m_pause, &QTimer::timeout, this, &QuestionEditor::changed);
  connect(m_choices, &QPlainTextEdit::textChanged, this, [this] {
    if (!m_loading) m_pause->start();
  });
  showFields();
}

void QuestionEditor::load(const std::optional<m::DeckQuestion>& question, int step,
                          const QString& language,
                          const QList<std::pair<QString, QString>>& curves) {
  m_pause->stop();  // (StepsDock flushed a pending edit into its own step before)
  m_loading = true;
  m_loaded = question;
  m_step = step;
  m_language = language;
  m_curve->clear();
  for (const auto& [id, name] : curves) m_curve->addItem(name, id);
  const m::DeckQuestion q = question.value_or(m::DeckQuestion{});
  m_kind->setCurrentIndex(
      question ? std::max(0, m_kind->findData(QString::fromUtf8(m::questionKindName(q.kind)))) : 0);
  m_prompt->setText(textIn(q.prompt, language));
  m_curve->setCurrentIndex(std::max(0, m_curve->findData(QString::fromStdString(q.curve))));
  m_answer->setText(QString::fromStdString(q.answer));
  QStringList choices;
  for (const DeckText& c : q.choices) choices << textIn(c, language);
  if (m_choices->toPlainText() != choices.join('\n')) m_choices->setPlainText(choices.join('\n'));
  m_rightChoice->clear();
  m_rightChoice->addItem(tr("None"), -1);
  for (int i = 0; i < choices.size(); ++i) m_rightChoice->addItem(choices[i], i);
  m_rightChoice->setCurrentIndex(std::max(0, m_rightChoice->findData(q.answerChoice)));
  m_tolerance->setValue(q.tolerance < 0 ? -1 : q.tolerance);
  m_feedback->clear();
  showFields();
  m_loading = false;
  if (question) {
    // What the room will be told is right, computed as the room will compute it.
    const auto checked = m_check(question);
    if (const auto* deck = std::get_if<Deck>(&checked)) {
      const auto r = m::resolveQuestion(*deck, step, language.toStdString());
      if (r && r->right) {
        m_feedback->setText(q.kind == m::QuestionKind::Point
                                ? tr("Right: x = %1 (within ±%2)")
                                      .arg(shortNumber(*r->right), shortNumber(r->tolerance))
                                : tr("Right: %1 (within ±%2)")
                                      .arg(shortNumber(*r->right), shortNumber(r->tolerance)));
      } else if (r && r->rightChoice) {
        m_feedback->setText(tr("Right: %1")
                                .arg(QString::fromStdString(
                                    r->choices[static_cast<std::size_t>(*r->rightChoice)])));
      } else {
        m_feedback->setText(tr("No right answer: the room's answers are shown as they are"));
      }
    }
  }
}

std::optional<m::DeckQuestion> QuestionEditor::draft() const {
  const QString kind = m_kind->currentData().toString();
  if (kind.isEmpty()) return std::nullopt;
  m::DeckQuestion q = m_loaded.value_or(m::DeckQuestion{});
  q.kind = m::parseQuestionKind(kind.toStdString()).value_or(m::QuestionKind::Number);
  setText(q.prompt, m_language, m_prompt->text().trimmed());
  q.curve = m_curve->currentData().toString().toStdString();
  if (q.curve.empty()) q.curve = "gelu";
  q.answer = m_answer->text().trimmed().toStdString();
  q.tolerance = m_tolerance->value() < 0 ? -1 : m_tolerance->value();
  // The choices in this language. A line that is an old choice's text in this language keeps
  // that choice (its other languages, and being the right one) wherever it moved; a new or
  // changed line is a new choice in this language alone.
  QStringList lines = m_choices->toPlainText().split('\n');
  for (QString& l : lines) l = l.trimmed();
  lines.removeAll(QString());
  const std::vector<DeckText> old = m_loaded ? m_loaded->choices : std::vector<DeckText>();
  const int oldRight = m_rightChoice->currentData().toInt();
  std::vector<DeckText> choices;
  std::vector<bool> used(old.size(), false);
  q.answerChoice = -1;
  for (const QString& line : lines) {
    DeckText t;
    for (std::size_t k = 0; k < old.size(); ++k) {
      if (!used[k] && textIn(old[k], m_language) == line) {
        t = old[k];
        used[k] = true;
        if (static_cast<int>(k) == oldRight) q.answerChoice = static_cast<int>(choices.size());
        break;
      }
    }
    if (t.empty()) setText(t, m_language, line);
    choices.push_back(std::move(t));
  }
  q.choices = std::move(choices);
  if (q.kind == m::QuestionKind::Choice && !m_loaded) {
    // (A new choice question: the right choice as picked in the list being made.)
    q.answerChoice = oldRight < static_cast<int>(q.choices.size()) ? oldRight : -1;
  }
  if (q.kind != m::QuestionKind::Choice) {
    q.choices.clear();
    q.answerChoice = -1;
  } else {
    q.answer.clear();
    q.tolerance = -1;
  }
  if (q.kind != m::QuestionKind::Point) q.curve = "gelu";
  return q;
}

QString QuestionEditor::feedback() const { return m_feedback->text(); }

void QuestionEditor::flush() {
  if (!m_pause->isActive()) return;
  m_pause->stop();
  changed();
}

void QuestionEditor::showFields() {
  const int kind = std::max(0, m_kind->currentIndex());
  for (int k = 0; k < 4; ++k) {
    for (QWidget* w : m_rows[k]) w->setVisible(false);
  }
  for (QWidget* w : m_rows[kind]) w->setVisible(true);
  m_answer->setPlaceholderText(kind == 1 ? QStringLiteral("minimum") : QStringLiteral("Phi(1)"));
}

void QuestionEditor::changed() {
  if (m_loading || m_step < 0) return;
  const auto q = draft();
  if (q == m_loaded) return;
  const auto checked = m_check(q);
  if (const auto* why = std::get_if<QString>(&checked)) {
    // Kept as typed, not applied: the reason where the lecturer looks.
    m_feedback->setText(*why);
    return;
  }
  emit edited(q);
}

}  // namespace ui
