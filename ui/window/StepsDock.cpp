#include "ui/window/StepsDock.hpp"

#include <QAbstractItemModel>
#include <QAction>
#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <variant>

#include "core/function_library.hpp"
#include "core/model/ids.hpp"
#include "core/model/presentation.hpp"
#include "core/model/views.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/CurveText.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/MathLabel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/typeset/Formula.hpp"
#include "ui/window/ChecklistMenu.hpp"
#include "ui/window/DeckDocument.hpp"
#include "ui/window/QuestionEditor.hpp"
#include "ui/window/WrappingLineEdit.hpp"

namespace ui {
namespace {

/// A play action's id as the combo box keeps it.
QString playId(PlayAction a) { return fromUtf8(gelu::model::playName(a)); }

}  // namespace

/// One line, cut in the middle ("lecture…deck.json") when the dock is narrower: it never
/// widens the dock. The whole text is its tool tip.
class ElidedLine : public QLabel {
 public:
  explicit ElidedLine(QWidget* parent) : QLabel(parent) {
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setTextFormat(Qt::PlainText);  // (a file may be named "<b>")
  }
  void setWhole(const QString& text) {
    m_whole = text;
    setToolTip(text);
    setAccessibleName(text);  // (a screen reader reads it whole)
    elide();
  }

 protected:
  void resizeEvent(QResizeEvent* e) override {
    QLabel::resizeEvent(e);
    elide();
  }
  void changeEvent(QEvent* e) override {
    QLabel::changeEvent(e);
    if (e->type() == QEvent::FontChange) elide();
  }

 private:
  void elide() {
    setText(fontMetrics().elidedText(m_whole, Qt::ElideMiddle, contentsRect().width()));
  }
  QString m_whole;
};

void StepsDock::setDeckName(const QString& name) {
  m_file->setWhole(tr("Deck: %1").arg(name));
  m_file->setVisible(!name.isEmpty());
}

StepsDock::StepsDock(DeckDocument& document, std::function<DeckStep()> currentView,
                     std::function<void(int)> showStep, QWidget* parent)
    : QDockWidget(tr("Steps"), parent),
      m_document(document),
      m_currentView(std::move(currentView)),
      m_showStep(std::move(showStep)) {
  setObjectName("dock-steps");
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  // The deck's file here, not in the dock's title: tabbed with the controls, a title that long
  // cut both tabs' names ("Cont…").
  m_file = new ElidedLine(body);
  m_file->setObjectName("deck-file");
  m_file->hide();
  layout->addWidget(m_file);
  m_deckTitle = new QLineEdit(body);
  m_deckTitle->setObjectName("deck-title");
  m_deckTitle->setPlaceholderText(tr("The deck's title"));
  layout->addWidget(m_deckTitle);

  m_list = new QListWidget(body);
  m_list->setObjectName("steps");
  m_list->setDragDropMode(QAbstractItemView::InternalMove);
  m_list->setAccessibleName(tr("Steps"));
  layout->addWidget(m_list, 1);
  m_emptyHint = new QLabel(body);  // (its text: loadEditor())
  m_emptyHint->setObjectName("steps-empty");
  m_emptyHint->setWordWrap(true);
  layout->addWidget(m_emptyHint);

  auto* buttons = new QGridLayout;
  m_add = new QPushButton(tr("&Add the current view as a step"), body);
  m_add->setObjectName("add-step");
  buttons->addWidget(m_add, 0, 0, 1, 2);
  const auto button = [&](const QString& text, const char* name, int row, int column) {
    auto* b = new QPushButton(text, body);
    b->setObjectName(name);
    buttons->addWidget(b, row, column);
    return b;
  };
  // A step keeps the window's state of when it was added: what changes in the window after
  // (curves, x, …) is the window's until it is taken into the step (a newcomer unticked a curve
  // with the step selected, and the slide still showed it).
  m_update = new QPushButton(tr("&Retake the current view"), body);
  m_update->setObjectName("update-step");
  buttons->addWidget(m_update, 1, 0, 1, 2);
  QPushButton* duplicate = button(tr("D&uplicate"), "duplicate-step", 2, 0);
  QPushButton* remove = button(tr("De&lete"), "delete-step", 2, 1);
  QPushButton* up = button(tr("Move u&p"), "step-up", 3, 0);
  QPushButton* down = button(tr("Move do&wn"), "step-down", 3, 1);
  QPushButton* undo = button(tr("Undo"), "undo-deck", 4, 0);
  QPushButton* redo = button(tr("Redo"), "redo-deck", 4, 1);
  m_present = new QPushButton(tr("Present from this step"), body);
  m_present->setObjectName("present-step");
  m_present->setToolTip(
      tr("Lecture mode from the step selected (F5 starts where the last "
         "presenting stopped, else at step 1)"));
  buttons->addWidget(m_present, 5, 0, 1, 2);
  connect(m_present, &QPushButton::clicked, this, [this] {
    flushPendingEdit();
    if (const int i = selectedStep(); i >= 0) emit presentRequested(i);
  });
  layout->addLayout(buttons);

  auto* form = new QFormLayout;
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);  // narrow docks: field below label
  m_title = new QLineEdit(body);
  m_title->setObjectName("step-title");
  m_title->setPlaceholderText(tr("Short title: the step list, the console, handouts"));
  m_caption = new WrappingLineEdit(body);
  m_caption->setObjectName("step-caption");
  // (A newcomer typed "Phi(x)" as text, not knowing a caption typesets $…$.)
  m_caption->setPlaceholderText(tr("One sentence on the slide; $\\Phi(x)$ is typeset"));
  m_formula = new WrappingLineEdit(body);
  m_formula->setObjectName("step-formula");
  // An example short enough to show whole in a narrow dock (the field grows to show it).
  // ("e.g.": an example, not a formula the step has.)
  m_formula->setPlaceholderText(
      tr("e.g. %1").arg(QStringLiteral("\\mathrm{GELU}(x) = x\\,\\Phi(x)")));
  m_preview = new MathLabel(body);
  m_preview->setObjectName("formula-preview");
  m_preview->setWordWrap(true);
  m_preview->setShrinkToFit(true);  // a long derivation fits the dock, smaller
  m_previewError = new QLabel(body);
  m_previewError->setObjectName("formula-error");
  m_previewError->setTextFormat(Qt::PlainText);
  m_previewError->setWordWrap(true);
  m_previewError->hide();
  m_notes = new QPlainTextEdit(body);
  m_notes->setObjectName("step-notes");
  m_notes->setPlaceholderText(tr("What you want to say (only you see it)"));
  m_notes->setMaximumHeight(120);
  m_play = new QComboBox(body);
  m_play->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_play->setMinimumContentsLength(8);
  m_play->setObjectName("step-play");
  m_play->addItem(tr("Nothing"), playId(PlayAction::None));
  m_play->addItem(tr("The simulation"), playId(PlayAction::Simulation));
  m_play->addItem(tr("A sweep of x"), playId(PlayAction::Sweep));
  m_play->addItem(tr("The training"), playId(PlayAction::Training));
  m_minutes = new QDoubleSpinBox(body);
  m_minutes->setObjectName("step-minutes");
  m_minutes->setRange(0, 600);
  m_minutes->setDecimals(1);
  m_minutes->setSingleStep(0.5);
  m_minutes->setSpecialValueText(tr("not timed"));
  m_minutes->setKeyboardTracking(false);  // "1.5" typed is one edit of 1.5, not three
  // A wheel turned to scroll the dock does not change a setting it passes over.
  for (QWidget* w : std::initializer_list<QWidget*>{m_play, m_minutes}) {
    w->setFocusPolicy(Qt::StrongFocus);
    w->installEventFilter(this);
  }
  m_hidden = new QCheckBox(tr("H&idden"), body);
  m_hidden->setObjectName("step-hidden");
  m_hidden->setToolTip(tr("Kept in the deck; skipped when presenting, in handouts and videos"));
  // The step's panels, ticked directly: one to four, shown in the order ticked.
  m_panels = new QToolButton(body);
  m_panels->setObjectName("step-panels");
  m_panels->setPopupMode(QToolButton::InstantPopup);
  m_panels->setToolTip(tr("The panels this step shows (one to four)"));
  m_panels->setAccessibleName(tr("The step's panels"));
  m_panels->setAccessibleDescription(tr("The panels this step shows (one to four)"));
  auto* panelMenu = new ChecklistMenu(m_panels);  // stays open while panels are ticked
  panelMenu->setOpensBeside(m_panels);            // (not over the fields under it)
  for (const PanelInfo& info : panelRegistry()) {
    QAction* a = panelMenu->addAction(info.shortName());
    a->setObjectName("step-panel-" + info.id);
    a->setCheckable(true);
    a->setData(info.id);
    connect(a, &QAction::triggered, this,
            [this, a](bool on) { setStepPanel(a->data().toString(), on); });
  }
  m_panels->setMenu(panelMenu);
  // As narrow as the dock: four panels' names are elided (the tooltip has them whole).
  m_panels->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
  m_panels->installEventFilter(this);
  form->addRow(tr("&Title:"), m_title);
  form->addRow(tr("Panels:"), m_panels);  // (every free letter is a menu's or a field's)
  form->addRow(tr("&Caption:"), m_caption);
  form->addRow(tr("F&ormula (TeX):"), m_formula);
  form->addRow(m_preview);  // the whole dock's width: a derivation shrinks less
  form->addRow(QString(), m_previewError);
  form->addRow(tr("&Notes:"), m_notes);
  form->addRow(tr("P pla&ys:"), m_play);
  form->addRow(tr("&Minutes:"), m_minutes);
  form->addRow(QString(), m_hidden);
  layout->addLayout(form);
  // The step's question for the room: checked against the deck reader before it is applied.
  auto* asks = new QLabel(tr("For the room"), body);
  QFont bold = asks->font();
  bold.setBold(true);
  asks->setFont(bold);
  m_question = new QuestionEditor(
      [this](const std::optional<gelu::model::DeckQuestion>& q) -> std::variant<Deck, QString> {
        Deck d = m_document.deck();
        if (m_editing < 0 || m_editing >= static_cast<int>(d.steps.size())) return QString();
        d.steps[static_cast<std::size_t>(m_editing)].question = q;
        QString why;
        if (!parseDeck(deckFileText(d), &why)) return why;
        return d;
      },
      body);
  layout->addSpacing(6);
  layout->addWidget(asks);
  layout->addWidget(m_question);
  connect(m_question, &QuestionEditor::edited, this,
          [this](const std::optional<gelu::model::DeckQuestion>& q) {
            if (m_editing < 0 || m_editing >= static_cast<int>(m_document.deck().steps.size()))
              return;
            Deck d = m_document.deck();
            d.steps[static_cast<std::size_t>(m_editing)].question = q;
            if (!m_document.edit(d, tr("Edit the question"))) loadEditor();
          });
  // Scrolled when the dock is narrower than its widest label (German's, at a large text size):
  // the dock never widens the window past the screen.
  auto* scroll = new QScrollArea(this);
  scroll->setWidget(body);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  setWidget(scroll);
  m_deckTitle->setAccessibleName(tr("The deck's title"));
  m_deckTitle->setToolTip(tr("Shown on the handout's pages"));
  m_add->setToolTip(
      tr("A new step after the selected one: the panels on screen and the scene as it is now"));
  duplicate->setToolTip(tr("A copy of the selected step, after it"));
  remove->setToolTip(tr("Removes the selected step (undo brings it back)"));
  up->setToolTip(tr("Moves the selected step one place earlier (or drag it in the list)"));
  down->setToolTip(tr("Moves the selected step one place later (or drag it in the list)"));
  undo->setToolTip(tr("Undoes the last edit of the deck (Ctrl+Z in this panel)"));
  redo->setToolTip(tr("Redoes the edit of the deck undone last"));
  m_title->setToolTip(tr("Short: the steps list, the handout's heading, the video's file name"));
  m_caption->setToolTip(tr("One sentence the audience reads"));
  m_formula->setToolTip(tr("TeX, shown as it reads below while you type"));
  m_notes->setToolTip(tr("The presenter's notes: printed on the handout, never shown to the room"));
  m_play->setToolTip(tr("What P does while this step is shown"));
  m_minutes->setToolTip(tr("The time you plan for this step"));

  m_notesTimer = new QTimer(this);
  m_notesTimer->setSingleShot(true);
  m_notesTimer->setInterval(700);  // a pause in typing is one edit, not one per key
  connect(m_notesTimer, &QTimer::timeout, this, [this] { commit(tr("Edit the notes")); });
  connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
    if (!m_loading) m_notesTimer->start();
  });

  connect(m_add, &QPushButton::clicked, this, &StepsDock::addCurrentView);
  connect(m_update, &QPushButton::clicked, this, &StepsDock::updateFromWindow);
  connect(duplicate, &QPushButton::clicked, this, &StepsDock::duplicateStep);
  connect(remove, &QPushButton::clicked, this, &StepsDock::deleteStep);
  connect(up, &QPushButton::clicked, this, [this] { moveStep(-1); });
  connect(down, &QPushButton::clicked, this, [this] { moveStep(1); });
  connect(undo, &QPushButton::clicked, this, [this] {
    flushPendingEdit();
    m_document.stack()->undo();
  });
  connect(redo, &QPushButton::clicked, this, [this] {
    flushPendingEdit();
    m_document.stack()->redo();
  });
  connect(m_document.stack(), &QUndoStack::canUndoChanged, undo, &QWidget::setEnabled);
  connect(m_document.stack(), &QUndoStack::canRedoChanged, redo, &QWidget::setEnabled);
  undo->setEnabled(false);
  redo->setEnabled(false);
  connect(m_deckTitle, &QLineEdit::editingFinished, this, [this] {
    Deck d = m_document.deck();
    setText(d.title, deckLanguage(), m_deckTitle->text().trimmed());
    m_document.edit(d, tr("Rename the deck"));
  });
  connect(m_title, &QLineEdit::editingFinished, this, [this] { commit(tr("Edit the title")); });
  connect(m_caption, &WrappingLineEdit::editingFinished, this,
          [this] { commit(tr("Edit the caption")); });
  connect(m_formula, &WrappingLineEdit::textEdited, this, &StepsDock::updatePreview);
  connect(m_formula, &WrappingLineEdit::editingFinished, this,
          [this] { commit(tr("Edit the formula")); });
  connect(m_play, &QComboBox::currentIndexChanged, this, [this] {
    if (!m_loading) commit(tr("Change what P plays"));
  });
  connect(m_minutes, &QDoubleSpinBox::valueChanged, this, [this] {
    if (!m_loading) commit(tr("Change the minutes"));
  });
  connect(m_hidden, &QCheckBox::toggled, this, [this] {
    if (!m_loading) commit(tr("Hide or show the step"));
  });
  connect(m_list, &QListWidget::currentRowChanged, this, [this] {
    if (m_loading) return;
    flushPendingEdit();  // into the step it was typed for
    loadEditor();
    if (const int i = selectedStep(); i >= 0) m_showStep(i);
  });
  connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, [this] {
    QTimer::singleShot(0, this, &StepsDock::reorderFromList);  // after the drop has settled
  });
  connect(&m_document, &DeckDocument::changed, this, &StepsDock::refresh);
  refresh();
}

int StepsDock::selectedStep() const {
  const QListWidgetItem* item = m_list->currentItem();
  return item == nullptr ? -1 : item->data(Qt::UserRole).toInt();
}

void StepsDock::selectStep(int index) {
  for (int row = 0; row < m_list->count(); ++row) {
    if (m_list->item(row)->data(Qt::UserRole).toInt() == index) m_list->setCurrentRow(row);
  }
}

void StepsDock::deselectStep() {
  if (m_list->currentRow() >= 0) m_list->setCurrentRow(-1);  // (commits a pending edit)
}

void StepsDock::refresh() {
  const Deck& deck = m_document.deck();
  const QString language = deckLanguage();
  const int selected = std::min(selectedStep(), static_cast<int>(deck.steps.size()) - 1);
  m_loading = true;
  if (!m_deckTitle->hasFocus()) m_deckTitle->setText(textIn(deck.title, language));
  m_list->clear();
  for (int i = 0; i < static_cast<int>(deck.steps.size()); ++i) {
    const DeckStep& s = deck.steps[i];
    QString text = QStringLiteral("%1. %2").arg(i + 1).arg(
        s.title.empty() ? tr("Step %1").arg(i + 1) : textIn(s.title, language));
    if (s.hidden) text += " " + tr("(hidden)");
    auto* item = new QListWidgetItem(text, m_list);
    item->setData(Qt::UserRole, i);
    if (s.hidden) {
      QFont f = item->font();
      f.setItalic(true);
      item->setFont(f);
      item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
  }
  // The step selected before stays selected; none when none was (a deck just opened): the
  // list never marks a step the window is not showing.
  m_list->setCurrentRow(selected);
  for (const char* name : {"duplicate-step", "delete-step", "step-up", "step-down"}) {
    if (auto* b = findChild<QPushButton*>(name)) b->setEnabled(!deck.steps.empty());
  }
  m_loading = false;
  loadEditor();
}

void StepsDock::loadEditor() {
  const int i = selectedStep();
  const bool any = i >= 0;
  m_emptyHint->setText(m_document.deck().steps.empty()
                           ? tr("No steps yet. Set the window up as the first step should look — "
                                "its view, panels, x and curves — then add it as a step.")
                           : tr("Click a step to show it in the window and edit it here."));
  m_emptyHint->setVisible(!any);
  m_present->setEnabled(any && !m_document.deck().steps[static_cast<std::size_t>(i)].hidden);
  // A step with fragments is shown with all of them: retaking it would make the last one's
  // scene its opening (its reveals lost).
  const bool fragments =
      any && !m_document.deck().steps[static_cast<std::size_t>(i)].fragments.empty();
  m_update->setEnabled(any && !fragments);
  m_update->setToolTip(fragments ? tr("This step's fragments change the scene as they appear: "
                                      "it is retaken by editing its deck file")
                                 : tr("The selected step shows the window's view as it is now: "
                                      "its panels, x, curves and settings (its texts, play and "
                                      "question stay)"));
  for (QWidget* w : std::initializer_list<QWidget*>{m_title, m_caption, m_formula, m_notes, m_play,
                                                    m_minutes, m_hidden, m_panels, m_question}) {
    w->setEnabled(any);
  }
  if (!any) {  // no step: nothing of a former deck's shown in the fields
    m_editing = -1;
    m_loading = true;
    m_title->clear();
    m_caption->clear();
    m_formula->clear();
    m_notes->clear();
    m_panels->setText(QString());
    m_loading = false;
    updatePreview();
    return;
  }
  showStepPanels(m_document.deck().steps[i].panels);
  const DeckStep& s = m_document.deck().steps[i];
  const QString language = deckLanguage();
  m_editing = i;
  m_shown = {textIn(s.title, language), textIn(s.caption, language), textIn(s.formula, language),
             textIn(s.notes, language)};
  m_loading = true;
  m_title->setText(textIn(s.title, language));
  m_caption->setText(textIn(s.caption, language));
  m_formula->setText(textIn(s.formula, language));
  if (m_notes->toPlainText() != textIn(s.notes, language))
    m_notes->setPlainText(textIn(s.notes, language));
  m_play->setCurrentIndex(std::max(0, m_play->findData(playId(s.play))));
  if (m_minutes->value() != s.minutes) m_minutes->setValue(s.minutes);
  m_hidden->setChecked(s.hidden);
  m_loading = false;
  // The curves a point may be placed on: the step's activations, its formulas too.
  QList<std::pair<QString, QString>> curves;
  const SceneFileData scene = stepSceneOver(m_document.deck(), i, 0, SceneFileData());
  const auto library =
      gelu::model::libraryWith(*gelu::FunctionLibrary::builtIns(), scene.model.formulas);
  for (const gelu::FunctionInfo* f : library->activations()) {
    curves.append(
        {QString::fromUtf8(f->id.data(), static_cast<qsizetype>(f->id.size())), curveName(*f)});
  }
  m_question->load(s.question, i, language, curves);
  updatePreview();
}

void StepsDock::showStepPanels(const std::vector<std::string>& ids) {
  QStringList names;
  for (const std::string& id : ids) {
    if (const PanelInfo* info = panelInfo(fromUtf8(id))) names << info->shortName();
  }
  m_panelNames = names;
  m_panels->setToolTip(
      names.isEmpty() ? tr("The panels this step shows (one to four)")
                      : tr("The panels this step shows (one to four): %1").arg(names.join(", ")));
  elidePanelNames();
  const bool full = ids.size() >= gelu::model::kMaxViewPanels;
  auto* menu = static_cast<ChecklistMenu*>(m_panels->menu());
  for (QAction* a : menu->actions()) {
    if (!a->isCheckable()) continue;  // (the limit's line)
    const bool on = gelu::model::contains(ids, a->data().toString().toStdString());
    a->setChecked(on);
    a->setEnabled(on ? ids.size() > 1 : !full);  // one to four
  }
  menu->setLimit(int(ids.size()), int(gelu::model::kMaxViewPanels));
}

void StepsDock::setStepPanel(const QString& id, bool shown) {
  const int i = m_editing;
  if (i < 0 || i >= static_cast<int>(m_document.deck().steps.size())) return;
  flushPendingEdit();
  Deck d = m_document.deck();
  std::vector<std::string>& panels = d.steps[i].panels;
  const std::string key = id.toStdString();
  if (shown && !gelu::model::contains(panels, key) && panels.size() < gelu::model::kMaxViewPanels) {
    panels.push_back(key);
  } else if (!shown && panels.size() > 1) {
    std::erase(panels, key);
  }
  if (panels == m_document.deck().steps[i].panels ||
      !m_document.edit(d, tr("Change the step's panels"))) {
    showStepPanels(m_document.deck().steps[i].panels);
    return;
  }
  m_showStep(i);  // the window shows the step as it now is
}

void StepsDock::updatePreview() {
  // As the lecture shows the line: a derivation's row ("&= …") in its aligned block.
  const QString typed = m_formula->text().trimmed();
  const QString tex =
      typed.isEmpty()
          ? typed
          : QString::fromStdString(gelu::model::displayFormulas({typed.toStdString()})[0]);
  const auto formula = typeset::Formula::typeset(tex);
  m_preview->setText(tex.isEmpty() || !formula->ok() ? QString() : "$$" + tex + "$$");
  m_preview->setVisible(!tex.isEmpty() && formula->ok());
  // The parser's message names the column; it is shown as typed, never as markup.
  m_previewError->setText(tex.isEmpty() ? QString() : formula->error());
  m_previewError->setVisible(!tex.isEmpty() && !formula->ok());
  QPalette red = m_previewError->palette();
  red.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
  m_previewError->setPalette(red);
}

void StepsDock::commit(const QString& text) {
  const int i = m_editing;
  if (i < 0 || i >= static_cast<int>(m_document.deck().steps.size()) || m_loading) return;
  m_notesTimer->stop();
  Deck d = m_document.deck();
  DeckStep& s = d.steps[i];
  const QString language = deckLanguage();
  // Only the texts edited: the others keep their languages as they are.
  const QStringList now{m_title->text().trimmed(), m_caption->text().trimmed(),
                        m_formula->text().trimmed(), m_notes->toPlainText()};
  DeckText* texts[] = {&s.title, &s.caption, &s.formula, &s.notes};
  for (int k = 0; k < 4; ++k) {
    if (now[k] != m_shown.value(k)) setText(*texts[k], language, now[k]);
  }
  s.play = gelu::model::parsePlay(m_play->currentData().toString().toStdString())
               .value_or(PlayAction::None);
  s.minutes = m_minutes->value();
  s.hidden = m_hidden->isChecked();
  if (!m_document.edit(d, text)) loadEditor();  // refused (the reason is on the status bar)
}

void StepsDock::flushPendingEdit() {
  if (m_editing < 0 || m_editing >= static_cast<int>(m_document.deck().steps.size())) return;
  m_question->flush();
  const DeckStep& s = m_document.deck().steps[m_editing];
  const QStringList now{m_title->text().trimmed(), m_caption->text().trimmed(),
                        m_formula->text().trimmed(), m_notes->toPlainText()};
  const bool changed = m_notesTimer->isActive() || now != m_shown ||
                       m_play->currentData().toString() != playId(s.play) ||
                       m_minutes->value() != s.minutes || m_hidden->isChecked() != s.hidden;
  if (changed) commit(tr("Edit the step"));
}

void StepsDock::elidePanelNames() {
  // The room beside the menu arrow.
  QStyleOptionToolButton o;
  o.initFrom(m_panels);
  o.features = QStyleOptionToolButton::MenuButtonPopup;
  const int arrow = m_panels->style()->pixelMetric(QStyle::PM_MenuButtonIndicator, &o, m_panels);
  const int room = m_panels->width() - arrow - 2 * m_panels->fontMetrics().averageCharWidth() - 8;
  const QFontMetrics fm = m_panels->fontMetrics();
  QString text = m_panelNames.join(", ");
  // Names that do not fit: the first and how many more ("Activations +1"), so that the
  // count is never what is cut; that elided only where even it does not fit.
  if (m_panelNames.size() > 1 && fm.horizontalAdvance(text) > room) {
    text = tr("%1 +%n", "the first panel and how many more", int(m_panelNames.size()) - 1)
               .arg(m_panelNames.first());
  }
  m_panels->setText(fm.elidedText(text, Qt::ElideRight, room));
}

bool StepsDock::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_panels && event->type() == QEvent::Resize) elidePanelNames();
  if (event->type() == QEvent::Wheel) {
    auto* w = qobject_cast<QWidget*>(watched);
    if (w != nullptr && !w->hasFocus()) return true;
  }
  return QDockWidget::eventFilter(watched, event);
}

void StepsDock::addCurrentView() {
  flushPendingEdit();
  Deck d = m_document.deck();
  const int at = selectedStep() + 1;  // after the selected one (at the end when none is)
  d.steps.insert(d.steps.begin() + (at > 0 ? at : static_cast<int>(d.steps.size())),
                 m_currentView());
  const int index = at > 0 ? at : static_cast<int>(d.steps.size()) - 1;
  m_document.edit(d, tr("Add a step"));
  selectStep(index);
}

void StepsDock::updateFromWindow() {
  flushPendingEdit();
  const int i = selectedStep();
  if (i < 0) return;
  Deck d = m_document.deck();
  const DeckStep now = m_currentView();
  DeckStep& step = d.steps[static_cast<std::size_t>(i)];
  step.panels = now.panels;
  step.scene = now.scene;
  if (!m_document.edit(d, tr("Replace the step's view"))) return;
  selectStep(i);
  m_showStep(i);  // as the step now is (its fragments on top)
}

void StepsDock::duplicateStep() {
  flushPendingEdit();
  const int i = selectedStep();
  if (i < 0) return;
  Deck d = m_document.deck();
  const DeckStep copy = d.steps[static_cast<std::size_t>(i)];
  d.steps.insert(d.steps.begin() + i + 1, copy);
  m_document.edit(d, tr("Duplicate the step"));
  selectStep(i + 1);
}

void StepsDock::deleteStep() {
  const int i = selectedStep();
  if (i < 0) return;
  flushPendingEdit();
  Deck d = m_document.deck();
  d.steps.erase(d.steps.begin() + i);
  if (!m_document.edit(d, tr("Delete the step"))) return;
  // The step now selected is shown (the list kept its row: the window still showed the step
  // deleted).
  const int next = std::min(i, static_cast<int>(d.steps.size()) - 1);
  selectStep(next);
  if (next >= 0) m_showStep(next);
}

void StepsDock::moveStep(int by) {
  flushPendingEdit();
  const int i = selectedStep();
  const int to = i + by;
  Deck d = m_document.deck();
  if (i < 0 || to < 0 || to >= static_cast<int>(d.steps.size())) return;
  DeckStep moved = d.steps[static_cast<std::size_t>(i)];
  d.steps.erase(d.steps.begin() + i);
  d.steps.insert(d.steps.begin() + to, std::move(moved));
  m_document.edit(d, tr("Reorder the steps"));
  selectStep(to);
}

void StepsDock::reorderFromList() {
  Deck d = m_document.deck();
  std::vector<DeckStep> order;
  for (int row = 0; row < m_list->count(); ++row) {
    const int i = m_list->item(row)->data(Qt::UserRole).toInt();
    if (i < 0 || i >= static_cast<int>(d.steps.size())) return refresh();
    order.push_back(d.steps[static_cast<std::size_t>(i)]);
  }
  if (order.size() != d.steps.size()) return refresh();
  const int row = m_list->currentRow();  // the dropped step's new place
  d.steps = order;
  if (d == m_document.deck()) return refresh();
  m_document.edit(d, tr("Reorder the steps"));
  m_list->setCurrentRow(row);
}

}  // namespace ui
