#pragma once
/// @file
/// @brief The Steps dock: authoring a deck in the window. The steps in order (drag, or Move up /
/// Move down, to reorder; hidden ones greyed), "Add the current view as a step", duplicate,
/// delete, and the selected step's title, caption, formula (TeX, shown as it reads while typed),
/// notes, what P plays, its minutes and whether it is hidden. Every change is a deck edit
/// (DeckDocument: its own undo). Selecting a step shows it in the window.
#include <QDockWidget>
#include <functional>

#include "ui/model/Deck.hpp"

class QCheckBox;
class QToolButton;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace ui {

class ElidedLine;
class MathLabel;
class WrappingLineEdit;
class QuestionEditor;

class DeckDocument;

class StepsDock : public QDockWidget {
  Q_OBJECT
 public:
  /// `currentView` makes a step of what the window shows (its panels and scene changes over
  /// the deck's scene); `showStep` shows the deck's step `index` in the window.
  StepsDock(DeckDocument& document, std::function<DeckStep()> currentView,
            std::function<void(int index)> showStep, QWidget* parent = nullptr);

  /// The deck's file named at the top ("Deck: coin.gelu-deck.json*"); none when `name` is empty
  /// (the built-in lecture).
  void setDeckName(const QString& name);

  /// The deck's step selected (an index into deck().steps), or −1.
  int selectedStep() const;
  void selectStep(int index);
  /// No step selected (the window shows a view, not a step): an edit typed is committed first.
  void deselectStep();
  QListWidget* list() const { return m_list; }
  QuestionEditor* questionEditor() const { return m_question; }

  /// An edit typed but not yet committed (a field still focused, notes within their pause)
  /// committed now: before the selection, the deck or the window moves on.
  void flushPendingEdit();

  void addCurrentView();
  /// The selected step's panels and scene become the window's as they are now.
  void updateFromWindow();
  void duplicateStep();
  void deleteStep();
  /// Moves the selected step by `by` places (−1 up, +1 down).
  void moveStep(int by);

 signals:
  /// "Present from this step": the deck's step `index` (shown, not hidden) presented.
  void presentRequested(int index);

 private:
  /// The list and the editor from the document's deck.
  void refresh();
  void loadEditor();
  /// The editor's fields into the step it shows, as one edit named `text`: the texts that
  /// changed (in the window's language), what P plays, the minutes, hidden.
  void commit(const QString& text);
  bool eventFilter(QObject* watched, QEvent* event) override;
  /// The list's order after a drag, as the deck's.
  void reorderFromList();
  void updatePreview();

  /// The checklist and the button's text for the step's panels.
  void showStepPanels(const std::vector<std::string>& ids);
  /// Ticks or unticks a panel of the step being edited (one undo step; one to four panels).
  void setStepPanel(const QString& id, bool shown);
  DeckDocument& m_document;
  std::function<DeckStep()> m_currentView;
  std::function<void(int)> m_showStep;
  ElidedLine* m_file = nullptr;  ///< the deck's file
  QLineEdit* m_deckTitle = nullptr;
  QListWidget* m_list = nullptr;
  QPushButton* m_present = nullptr;  ///< "Present from this step"
  QLabel* m_emptyHint = nullptr;     ///< shown while the deck has no steps
  QPushButton* m_add = nullptr;
  QPushButton* m_update = nullptr;  ///< "Retake the current view"
  QLineEdit* m_title = nullptr;
  WrappingLineEdit* m_caption = nullptr;
  WrappingLineEdit* m_formula = nullptr;
  MathLabel* m_preview = nullptr;    ///< the formula typeset as it is typed
  QLabel* m_previewError = nullptr;  ///< or why it cannot be, with the column
  QPlainTextEdit* m_notes = nullptr;
  QComboBox* m_play = nullptr;
  QDoubleSpinBox* m_minutes = nullptr;
  QCheckBox* m_hidden = nullptr;
  QToolButton* m_panels = nullptr;  ///< the step's panel checklist
  QStringList m_panelNames;  ///< what m_panels says, fitted to its width (its tooltip: whole)
  void elidePanelNames();
  QuestionEditor* m_question = nullptr;  ///< the step's question for the room
  QTimer* m_notesTimer = nullptr;
  bool m_loading = false;  ///< filling the widgets: their signals are not edits
  int m_editing = -1;      ///< the step the editor shows
  QStringList m_shown;     ///< its title, caption, formula and notes as shown
};

}  // namespace ui
