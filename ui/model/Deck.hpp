#pragma once
/// @file
/// @brief Decks as the desktop reads them: core's deck model (core/model/deck.hpp: typed steps,
/// their scene changes and plans), with files and messages in Qt's terms.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

#include "core/model/deck.hpp"
#include "ui/model/SceneState.hpp"

namespace ui {

using gelu::model::Deck;
using gelu::model::DeckFragment;
using gelu::model::DeckStep;
using gelu::model::DeckText;
using gelu::model::kDeckSuffix;
using gelu::model::kMaxDeckBytes;
using gelu::model::kMaxDeckFragments;
using gelu::model::kMaxDeckSteps;
using gelu::model::PlayAction;
using gelu::model::SceneChanges;
using gelu::model::shownSteps;
using gelu::model::stepChanges;
using gelu::model::StepPlan;
using gelu::model::stepPlan;
using gelu::model::stepScene;
using gelu::model::stepSceneOver;

/// The text for `language` ("de_DE", "C"; DeckText::in) as a QString.
QString textIn(const DeckText& text, const QString& language);
/// A step's live formula at x: its {x}, {cdf} and {gelu} written as the lecture writes them.
QString liveFormulaAt(const std::string& tmpl, double x, double mu, double sigma);
/// Replaces the text for `language` (DeckText::set).
void setText(DeckText& text, const QString& language, const QString& value);

/// The JSON text of a deck (gelu::model::writeDeck).
QByteArray deckFileText(const Deck& deck);
/// Parses and validates (gelu::model::parseDeck); on failure sets `error`, translated.
std::optional<Deck> parseDeck(const QByteArray& json, QString* error);
/// Reads a file (or a ":/" resource) with parseDeck, or the deck a web page made by export-web
/// carries; the error names the file. `ioFailure`: the system failed to read it (exit 1 on the
/// command line) rather than refused content.
std::optional<Deck> readDeckFile(const QString& path, QString* error, bool* ioFailure = nullptr);
/// Whether `path` is a regular file that starts like a web page (export-web's, which may carry
/// a deck or a scene).
bool isWebPage(const QString& path);

}  // namespace ui
