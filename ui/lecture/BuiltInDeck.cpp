#include "ui/lecture/BuiltInDeck.hpp"

#include <QLocale>
#include <QtGlobal>

namespace ui {

const Deck& builtInDeck() {
  static const Deck deck = [] {
    QString error;
    auto d = readDeckFile(QString::fromLatin1(kBuiltInDeckPath), &error);
    if (!d) qFatal("the built-in lecture does not load: %s", qPrintable(error));
    return *d;
  }();
  return deck;
}

QString deckLanguage() { return QLocale().name(); }

}  // namespace ui
