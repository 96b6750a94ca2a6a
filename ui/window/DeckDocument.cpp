#include "ui/window/DeckDocument.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUndoCommand>
#include <QUndoStack>
#include <QWidget>

#include "ui/export/DialogRows.hpp"
#include "ui/export/StepVideos.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/panels/FileDialogs.hpp"
#include "ui/panels/Messages.hpp"

namespace ui {

/// One deck edit: the deck before and after.
class DeckCommand : public QUndoCommand {
 public:
  DeckCommand(DeckDocument& doc, Deck before, Deck after, const QString& text)
      : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)) {}
  void undo() override { m_doc.restore(m_before); }
  void redo() override { m_doc.restore(m_after); }

 private:
  DeckDocument& m_doc;
  Deck m_before;
  Deck m_after;
};

DeckDocument::DeckDocument(QWidget& window)
    : QObject(&window), m_window(window), m_deck(builtInDeck()), m_stack(new QUndoStack(this)) {}

bool DeckDocument::isModified() const { return !m_stack->isClean(); }

void DeckDocument::restore(const Deck& deck) {
  m_deck = deck;
  emit changed();
}

bool DeckDocument::edit(const Deck& deck, const QString& text) {
  if (deck == m_deck) return true;
  // A deck that has a step to present keeps one; a new deck, empty, takes its title before
  // its first step (the title typed first was put back).
  if (shownSteps(deck).empty() && !shownSteps(m_deck).empty()) {
    emit status(tr("A deck keeps one step to present."));
    return false;
  }
  // Only what the reader accepts: a saved deck always opens again (at most 99 steps, texts
  // within their lengths). (An empty deck is checked with a step, as it will be saved.)
  Deck checked = deck;
  if (checked.steps.empty()) checked.steps.emplace_back().panels = {"pdf-area"};
  QString why;
  if (!parseDeck(deckFileText(checked), &why)) {
    emit status(why);
    return false;
  }
  m_stack->push(new DeckCommand(*this, m_deck, deck, text));  // push() applies it
  return true;
}

void DeckDocument::replace(const Deck& deck, const QString& path) {
  m_deck = deck;
  m_path = path;
  m_builtIn = false;
  m_stack->clear();
  emit changed();
}

bool DeckDocument::open(const QString& path) {
  QString error;
  auto deck = readDeckFile(path, &error);
  if (!deck) {
    showWarning(&m_window, tr("Open deck"), error);
    return false;
  }
  if (!maybeSave()) return false;
  // A page stays a page: saving its deck asks for a deck file's name.
  replace(*deck, isWebPage(path) ? QString() : path);
  return true;
}

bool DeckDocument::newDeck() {
  if (!maybeSave()) return false;
  replace(Deck(), QString());
  return true;
}

bool DeckDocument::hasSteps(const QString& what) const {
  if (!shownSteps(m_deck).empty()) return true;
  showWarning(&m_window, what,
              tr("The deck has no steps yet: set the window up as the first step should look, then "
                 "press “Add the current view as a step” in the Steps panel."));
  return false;
}

std::optional<ExportError> DeckDocument::saveTo(const QString& path) {
  // A deck file holds a step to present (the reader refuses one without): nothing is written.
  if (shownSteps(m_deck).empty()) {
    return ExportError{tr("the deck has no steps yet: add one before saving it"), true};
  }
  if (const auto error = writeAtomically(path, deckFileText(m_deck))) return error;
  m_path = path;
  m_stack->setClean();
  emit changed();
  emit status(tr("Saved %1").arg(path));
  return std::nullopt;
}

bool DeckDocument::save() {
  if (m_path.isEmpty() || m_path.startsWith(QLatin1String(":/"))) return saveAs();
  if (const auto error = saveTo(m_path)) {
    showWarning(&m_window, tr("Save deck"), error->message);
    return false;
  }
  return true;
}

bool DeckDocument::saveAs() {
  if (!hasSteps(tr("Save deck"))) return false;
  const QString dir = m_path.isEmpty() || m_path.startsWith(QLatin1String(":/"))
                          ? existingFolder(QStandardPaths::DocumentsLocation)
                          : QFileInfo(m_path).absolutePath();
  // Named after the deck ("My lecture" → my-lecture.gelu-deck.json), else "lecture".
  const QString stem = asciiStem(textIn(m_deck.title, deckLanguage()), QStringLiteral("lecture"));
  QString path = saveFileName(&m_window, tr("Save deck as"), dir + "/" + stem + kDeckSuffix,
                              tr("GELU Explorer decks (*%1);;All files (*)").arg(kDeckSuffix));
  if (path.isEmpty()) return false;
  if (!path.endsWith(QLatin1String(kDeckSuffix))) {
    path = (path.endsWith(QLatin1String(".json")) ? path.chopped(5) : path) + kDeckSuffix;
  }
  if (const auto error = saveTo(path)) {
    showWarning(&m_window, tr("Save deck"), error->message);
    return false;
  }
  return true;
}

bool DeckDocument::needsSaving() const {
  // (A deck without a step cannot be saved: asking would only block the close.)
  return isModified() && !shownSteps(m_deck).empty();
}

bool DeckDocument::maybeSave() {
  if (!needsSaving()) return true;
  return askToSave(&m_window, tr("The deck has unsaved changes."), "maybe-save-deck",
                   [this] { return save(); });
}

QList<std::pair<QString, QString>> DeckDocument::exampleDecks(const QString& language) {
  QStringList dirs = QStandardPaths::locateAll(
      QStandardPaths::GenericDataLocation, "gelu-explorer/decks", QStandardPaths::LocateDirectory);
  dirs << QDir(QCoreApplication::applicationDirPath()).filePath("../share/gelu-explorer/decks");
  dirs << ":/decks";
  QStringList names;
  QList<std::pair<QString, QString>> out;
  for (const QString& dir : dirs) {
    QDirIterator it(dir, {QString("*") + kDeckSuffix}, QDir::Files | QDir::Readable);
    QStringList here;
    while (it.hasNext()) here << it.next();
    here.sort();
    for (const QString& path : here) {
      const QString name = QFileInfo(path).fileName();
      if (names.contains(name)) continue;
      const auto deck = readDeckFile(path, nullptr);
      if (!deck) continue;  // a broken file in a data directory is not offered
      names << name;
      const QString title = textIn(deck->title, language);
      out.append({path, title.isEmpty() ? QFileInfo(path).completeBaseName() : title});
    }
  }
  // The built-in lecture first, then by title.
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    const bool la = QFileInfo(a.first).fileName() == "lecture.gelu-deck.json";
    const bool lb = QFileInfo(b.first).fileName() == "lecture.gelu-deck.json";
    return la != lb ? la : a.second < b.second;
  });
  return out;
}

}  // namespace ui
