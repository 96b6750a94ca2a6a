#pragma once
/// @file
/// @brief The deck as a document of the window: the deck F5 presents (the built-in lecture until
/// one is opened or made), its file, its own undo history (deck edits are not scene edits: the
/// scene's undo and its "unsaved" stay apart), save, save as, and asking before edits are thrown
/// away.
#include <QList>
#include <QObject>
#include <QString>
#include <optional>
#include <utility>

#include "ui/export/Export.hpp"
#include "ui/model/Deck.hpp"

class QUndoStack;
class QWidget;

namespace ui {

class DeckDocument : public QObject {
  Q_OBJECT
 public:
  explicit DeckDocument(QWidget& window);

  const Deck& deck() const { return m_deck; }
  /// The deck file (empty: the built-in lecture or a new deck, not saved yet).
  QString path() const { return m_path; }
  /// The built-in lecture as the window starts with it (no deck opened, made or edited yet).
  bool isBuiltIn() const { return m_builtIn && !isModified(); }
  QUndoStack* stack() const { return m_stack; }
  /// Edits since the last save or open.
  bool isModified() const;
  /// The deck becomes `deck`, as one undo step named `text`. Refused (false, the reason on
  /// status()) when no step would be shown or the reader would refuse the file.
  bool edit(const Deck& deck, const QString& text);
  /// Reads and checks a deck file (a bad file is a message and nothing changes), asks before
  /// unsaved edits are lost, and makes it the document. Returns whether it was opened.
  bool open(const QString& path);
  /// A new deck with no steps yet, untitled, after asking about unsaved edits (a step is
  /// added by the author: Add step takes the window's view).
  bool newDeck();
  /// Whether the deck has a step to present, save or export; when not, says so (a message
  /// naming `what` and how to add one) and returns false.
  bool hasSteps(const QString& what) const;
  /// Writes atomically to `path` and makes it the deck's file.
  std::optional<ExportError> saveTo(const QString& path);
  /// To the deck's file, else as saveAs(). False when cancelled or failed.
  bool save();
  bool saveAs();
  /// Before unsaved edits would be lost: true to go on (saved or discarded), false to stay.
  bool maybeSave();
  /// Whether maybeSave() would ask (edits, and a step to save: a deck without one cannot be).
  bool needsSaving() const;
  /// File ▸ Examples' decks: those of the user's data directories, the program's
  /// share/gelu-explorer/decks and the built-in copies (a name found earlier hides the same
  /// name further down), the built-in lecture first; each with its title in `language`.
  static QList<std::pair<QString, QString>> exampleDecks(const QString& language);

 signals:
  /// The deck changed (an edit, an undo, an open).
  void changed();
  /// A one-line message for the status bar.
  void status(const QString& text);

 private:
  void replace(const Deck& deck, const QString& path);
  friend class DeckCommand;
  void restore(const Deck& deck);
  QWidget& m_window;
  Deck m_deck;
  QString m_path;
  bool m_builtIn = true;
  QUndoStack* m_stack = nullptr;
};

}  // namespace ui
