#include "ui/model/Deck.hpp"

#include <QCoreApplication>

#include "ui/model/ModelText.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QString textIn(const DeckText& text, const QString& language) {
  return fromUtf8(text.in(language.toStdString()));
}

void setText(DeckText& text, const QString& language, const QString& value) {
  text.set(language.toStdString(), value.toStdString());
}

QByteArray deckFileText(const Deck& deck) {
  return QByteArray::fromStdString(gelu::model::writeDeck(deck));
}

std::optional<Deck> parseDeck(const QByteArray& json, QString* error) {
  auto parsed = gelu::model::parseDeck(
      std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
  if (auto* e = std::get_if<gelu::model::ModelError>(&parsed)) {
    if (error != nullptr) *error = describe(*e);
    return std::nullopt;
  }
  return std::get<Deck>(std::move(parsed));
}

std::optional<Deck> readDeckFile(const QString& path, QString* error, bool* ioFailure) {
  return readAndParse(
      path, kMaxDeckBytes,
      QCoreApplication::translate("SceneFile", "%1: no such deck").arg("'" + printable(path) + "'"),
      parseDeck, error, ioFailure);
}

}  // namespace ui
