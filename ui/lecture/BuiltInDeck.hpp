#pragma once
/// @file
/// @brief The built-in lecture: a deck file like any other (resources/decks), compiled in as a
/// Qt resource and installed in share/gelu-explorer/decks; its texts carry every language the
/// program speaks.
#include <QString>

#include "ui/model/Deck.hpp"

namespace ui {

/// Where the built-in lecture is read from.
inline constexpr const char* kBuiltInDeckPath = ":/decks/lecture.gelu-deck.json";
/// The built-in lecture (read once; a build whose resource does not load stops here with the
/// loader's message: its test reads the same file).
const Deck& builtInDeck();
/// The language deck texts are shown in: the window's ("de_DE", "zh_CN"; "C" falls back to
/// a deck's plain or English text).
QString deckLanguage();

}  // namespace ui
