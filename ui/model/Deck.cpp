#include "ui/model/Deck.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "core/model/figure_scene.hpp"
#include "core/model/presentation.hpp"
#include "core/normal.hpp"

#include "ui/model/ModelText.hpp"
#include "ui/model/NumberText.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

QString textIn(const DeckText& text, const QString& language) {
  return fromUtf8(text.in(language.toStdString()));
}

QString liveFormulaAt(const std::string& tmpl, double x, double mu, double sigma) {
  return fromUtf8(gelu::model::Presentation::fillLive(
      tmpl, texX(x).toStdString(), texValue(gelu::cdf(x, mu, sigma)).toStdString(),
      texValue(gelu::gelu(x, mu, sigma)).toStdString()));
}

void setText(DeckText& text, const QString& language, const QString& value) {
  text.set(language.toStdString(), value.toStdString());
}

QByteArray deckFileText(const Deck& deck) {
  return QByteArray::fromStdString(gelu::model::writeDeck(deck));
}

namespace {

/// A text's path in the deck: "steps[2].caption", or "steps[2].caption.de" for one language.
QString textPath(const QString& path, const std::string& language) {
  return language.empty() ? path : path + "." + QString::fromStdString(language);
}

/// The first TeX of a text that does not parse: its path, the parser's line and its column.
std::optional<QString> texProblemIn(const DeckText& text, const QString& path, bool formula) {
  for (const auto& [language, value] : text.byLanguage) {
    const QString tex = fromUtf8(value);
    // A derivation's row ("&= …") is typeset inside its aligned block (displayFormulas).
    const QString begin = QStringLiteral("\\begin{aligned}");
    const bool row = formula && gelu::model::isAlignedRow(value);
    auto problem = !formula ? typeset::checkMathText(tex)
                   : row    ? typeset::checkTex(begin + tex + "\\end{aligned}")
                            : typeset::checkTex(tex);
    if (problem && row)
      problem->column =
          std::clamp(problem->column - int(begin.size()), 1, int(tex.toUcs4().size()) + 1);
    if (problem && tex.contains('\n')) {
      // Notes run over lines: the column is counted from the start of the problem's line, in
      // characters as the parser counts them (a character beyond U+FFFF is one, not two).
      const std::u32string chars = tex.toStdU32String();
      const std::size_t at = std::clamp<std::size_t>(
          static_cast<std::size_t>(std::max(problem->column - 1, 0)), 0, chars.size());
      const std::size_t newline = at == 0 ? std::u32string::npos : chars.rfind(U'\n', at - 1);
      const std::size_t lineStart = newline == std::u32string::npos ? 0 : newline + 1;
      const auto lines = std::count(chars.begin(), chars.begin() + static_cast<long>(at), U'\n');
      return QCoreApplication::translate("SceneFile", "%1: %2 at line %3, column %4")
          .arg(textPath(path, language), problem->message)
          .arg(lines + 1)
          .arg(at - lineStart + 1);
    }
    if (problem) {
      return QCoreApplication::translate("SceneFile", "%1: %2 at column %3")
          .arg(textPath(path, language), problem->message)
          .arg(problem->column);
    }
  }
  return std::nullopt;
}

/// Every formula of the deck and every `$…$` of its texts, parsed as the lecture will typeset
/// them: bad TeX is refused at load, where it is, never shown raw (or cut) in front of a room.
std::optional<QString> texProblem(const Deck& deck) {
  if (auto p = texProblemIn(deck.title, "title", false)) return p;
  for (std::size_t i = 0; i < deck.steps.size(); ++i) {
    const gelu::model::DeckStep& step = deck.steps[i];
    const QString at = QStringLiteral("steps[%1].").arg(i);
    if (auto p = texProblemIn(step.title, at + "title", false)) return p;
    if (auto p = texProblemIn(step.caption, at + "caption", false)) return p;
    if (auto p = texProblemIn(step.formula, at + "formula", true)) return p;
    if (auto p = texProblemIn(step.notes, at + "notes", false)) return p;
    if (!step.liveFormula.empty()) {
      // Its placeholders become numbers of their own width, so the columns stay the file's.
      QString live = fromUtf8(step.liveFormula);
      live.replace("{x}", "0.5").replace("{cdf}", "0.691").replace("{gelu}", "0.3457");
      if (const auto problem = typeset::checkTex(live)) {
        return QCoreApplication::translate("SceneFile", "%1: %2 at column %3")
            .arg(at + "live_formula", problem->message)
            .arg(problem->column);
      }
    }
    if (step.question) {
      // The room's question is typeset too: on the followers' pages, the reveal and handouts.
      if (auto p = texProblemIn(step.question->prompt, at + "question.prompt", false)) return p;
      for (std::size_t k = 0; k < step.question->choices.size(); ++k) {
        const QString choice = at + QStringLiteral("question.choices[%1]").arg(k);
        if (auto p = texProblemIn(step.question->choices[k], choice, false)) return p;
      }
    }
    for (std::size_t k = 0; k < step.fragments.size(); ++k) {
      const QString fragment = at + QStringLiteral("fragments[%1].").arg(k);
      if (auto p = texProblemIn(step.fragments[k].formula, fragment + "formula", true)) return p;
      if (auto p = texProblemIn(step.fragments[k].caption, fragment + "caption", false)) return p;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Deck> parseDeck(const QByteArray& json, QString* error) {
  auto parsed = gelu::model::parseDeck(
      std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
  if (auto* e = std::get_if<gelu::model::ModelError>(&parsed)) {
    if (error != nullptr) *error = describe(*e);
    return std::nullopt;
  }
  if (const auto problem = texProblem(std::get<Deck>(parsed))) {
    if (error != nullptr) *error = *problem;
    return std::nullopt;
  }
  return std::get<Deck>(std::move(parsed));
}

std::optional<Deck> readDeckFile(const QString& path, QString* error, bool* ioFailure) {
  // A web page made by export-web --deck carries its deck: read as far as a page, the deck taken
  // out; any other file is a deck file, of at most kMaxDeckBytes.
  const auto parseDeckOrPage = [](const QByteArray& bytes, QString* why) -> std::optional<Deck> {
    const std::string_view b(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (gelu::model::figureKind(b) == gelu::model::FigureKind::Html) {
      const auto text = gelu::model::sceneInFigure(b);
      if (!text) {
        if (why != nullptr) {
          *why = QCoreApplication::translate("SceneFile",
                                             "this web page carries no deck (it was not exported "
                                             "by GELU Explorer, or was edited since)");
        }
        return std::nullopt;
      }
      if (text->size() > kMaxDeckBytes) {
        if (why != nullptr) {
          *why = QCoreApplication::translate("SceneFile", "its deck is larger than %1 MiB")
                     .arg(kMaxDeckBytes >> 20);
        }
        return std::nullopt;
      }
      return parseDeck(QByteArray::fromStdString(*text), why);
    }
    if (static_cast<std::size_t>(bytes.size()) > kMaxDeckBytes) {
      if (why != nullptr) {
        *why =
            QCoreApplication::translate("SceneFile", "larger than %1 MiB").arg(kMaxDeckBytes >> 20);
      }
      return std::nullopt;
    }
    return parseDeck(bytes, why);
  };
  return readAndParse(
      path, kMaxFigureBytes,
      QCoreApplication::translate("SceneFile", "%1: no such deck").arg("'" + printable(path) + "'"),
      parseDeckOrPage, error, ioFailure);
}

bool isWebPage(const QString& path) {
  return figureKindOfFile(path) == gelu::model::FigureKind::Html;
}

}  // namespace ui
