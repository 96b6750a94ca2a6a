#include "core/model/deck.hpp"

#include <algorithm>
#include <cmath>

#include "core/formula.hpp"
#include "core/io.hpp"
#include "core/model/ids.hpp"

namespace gelu::model {
namespace {

constexpr const char* kFormat = "gelu-explorer-deck";
constexpr std::size_t kMaxTitle = 200;
constexpr std::size_t kMaxCaption = 1000;
constexpr std::size_t kMaxFormula = 2000;
constexpr std::size_t kMaxNotes = 20000;
constexpr double kMaxMinutes = 600;
constexpr double kMaxSeconds = 600;

/// "en", "de", "zh_CN": two or three lower-case letters, an optional _ and two capitals.
bool isLanguageCode(std::string_view s) {
  const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  std::size_t n = 0;
  while (n < s.size() && lower(s[n])) ++n;
  if (n < 2 || n > 3) return false;
  if (n == s.size()) return true;
  return s.size() == n + 3 && s[n] == '_' && upper(s[n + 1]) && upper(s[n + 2]);
}

std::string checked(const std::string& where, std::string s, std::size_t maxLength) {
  if (characters(s) > maxLength) refuse(Code::TooLong, where, {std::to_string(maxLength)});
  return s;
}

/// A text at `where`: a string, or an object of a string per language.
DeckText readTextValue(const Json& v, const std::string& where, std::size_t maxLength) {
  DeckText out;
  if (v.is_string()) return DeckText(checked(where, v.get<std::string>(), maxLength));
  if (!v.is_object()) refuse(Code::TextKind, where, {kindWord(kindOf(v))}, 1);
  if (v.empty()) refuse(Code::NoLanguage, where);
  for (auto it = v.begin(); it != v.end(); ++it) {
    const std::string at = fieldPath(where, io::printable(it.key(), 40));
    if (!isLanguageCode(it.key())) refuse(Code::LanguageCode, at);
    if (!it.value().is_string()) {
      refuse(Code::NotString, at, {kindWord(kindOf(it.value()))}, 1);
    }
    out.byLanguage[it.key()] = checked(at, it.value().get<std::string>(), maxLength);
  }
  return out;
}

DeckText readText(const Fields& f, std::string_view key, std::size_t maxLength) {
  if (!f.has(key)) return {};
  return readTextValue(f.value(key), f.path(key), maxLength);
}

std::string readString(const Fields& f, std::string_view key, std::size_t maxLength) {
  return f.string(key, maxLength).value_or("");
}

double readNumber(const Fields& f, std::string_view key, double fallback, double min, double max) {
  return f.number(key, min, max).value_or(fallback);
}

/// The scene changes at `key`: scene fields only, not the scene file's envelope or the
/// window's view (a step's panels are its own).
SceneChanges readChanges(const Fields& f, std::string_view key) {
  const auto o = f.object(key);
  if (!o) return {};
  for (const char* envelope : {"format", "version", "view"}) {
    if (o->has(envelope)) refuse(Code::NotSceneChange, o->path(envelope));
  }
  SceneChanges c = readSceneChanges(*o);
  o->finish(sceneChangeKeys());
  return c;
}

/// @brief Scene changes and the path they were read from ("scene", "steps[2].scene", …).
struct Layer {
  const SceneChanges* changes;
  std::string path;
};

/// Checks the scene the layers make, one over another, over the default scene; an error names
/// the field under the path of the last layer that sets it ("steps[2].scene.curves[0]").
void checkLayers(const std::vector<Layer>& layers) {
  SceneFileData s;
  for (const Layer& l : layers) apply(*l.changes, s);
  auto error = checkScene(s);
  if (!error) return;
  std::string path = layers.back().path;
  for (const Layer& l : layers) {
    if (l.changes->holds(error->path)) path = l.path;
  }
  if (error->code == Code::TrainingTooLong) {
    // The run's cost is the work of several fields: named is the last layer that set one of
    // them (a fragment's batch of 1), at the field it set — its epochs when it set those.
    // A layer's formulas weigh only when the run trains one of them.
    const auto trains = [&s](const SceneChanges& c) {
      if (!c.formulas) return false;
      const std::vector<std::string>& used = s.model.training.activations;
      return std::any_of(c.formulas->begin(), c.formulas->end(), [&used](const FormulaDef& d) {
        return std::find(used.begin(), used.end(), d.id) != used.end();
      });
    };
    for (const Layer& l : layers) {
      for (const char* field :
           {"training.dataset", "training.points", "training.layers", "training.activations",
            "formulas", "training.batch", "training.epochs"}) {
        if (!l.changes->holds(field)) continue;
        if (std::string_view(field) == "formulas" && !trains(*l.changes)) continue;
        path = l.path;
        error->path = field;
      }
    }
  }
  error->path = fieldPath(path, error->path);
  throw Refusal{*error};
}

DeckFragment readFragment(const Json& v, const std::string& path) {
  const Fields f(v, path);
  DeckFragment out;
  out.formula = readText(f, "formula", kMaxFormula);
  out.caption = readText(f, "caption", kMaxCaption);
  out.scene = readChanges(f, "scene");
  out.seconds = readNumber(f, "seconds", out.seconds, 0, kMaxSeconds);
  f.finish({"formula", "caption", "scene", "seconds"});
  return out;
}

constexpr std::size_t kMaxPrompt = 300;
constexpr std::size_t kMaxChoice = 120;

/// A step's question; its curve is checked against the step's scene by the caller.
DeckQuestion readQuestion(const Fields& q) {
  DeckQuestion out;
  if (!q.has("kind")) refuse(Code::Missing, q.path("kind"));
  const std::string kind = *q.choice("kind", {"point", "number", "choice"});
  out.kind = *parseQuestionKind(kind);
  out.prompt = readText(q, "prompt", kMaxPrompt);
  if (out.prompt.empty()) refuse(Code::Missing, q.path("prompt"));
  switch (out.kind) {
    case QuestionKind::Point:
      if (auto curve = q.string("curve", 32)) out.curve = *curve;
      [[fallthrough]];
    case QuestionKind::Number: {
      out.answer = readString(q, "answer", Formula::kMaxLength);
      const bool extremum =
          out.kind == QuestionKind::Point && (out.answer == "minimum" || out.answer == "maximum");
      if (!out.answer.empty() && !extremum) {
        FormulaError error;
        if (!Formula::compile(out.answer, &error)) {
          refuse(Code::FormulaExpression, q.path("answer"), {error.text()});
        }
      }
      out.tolerance = readNumber(q, "tolerance", -1, 0, kMaxAnswer);
      if (out.kind == QuestionKind::Point) {
        q.finish({"kind", "prompt", "curve", "answer", "tolerance"});
      } else {
        q.finish({"kind", "prompt", "answer", "tolerance"});
      }
      break;
    }
    case QuestionKind::Choice: {
      if (!q.has("choices")) refuse(Code::Missing, q.path("choices"));
      const Json& choices = q.value("choices");
      if (!choices.is_array()) {
        refuse(Code::NotArray, q.path("choices"), {kindWord(kindOf(choices))}, 1);
      }
      if (choices.size() < 2 || choices.size() > static_cast<std::size_t>(kMaxQuestionChoices)) {
        refuse(Code::ChoicesCount, q.path("choices"),
               {std::to_string(kMaxQuestionChoices), std::to_string(choices.size())});
      }
      for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string where = itemPath(q.path("choices"), i);
        DeckText t = readTextValue(choices[i], where, kMaxChoice);
        if (t.empty()) refuse(Code::Missing, where);
        out.choices.push_back(std::move(t));
      }
      if (const auto right = q.count("answer", double(choices.size() - 1))) {
        out.answerChoice = static_cast<int>(*right);
      }
      q.finish({"kind", "prompt", "choices", "answer"});
      break;
    }
  }
  return out;
}

DeckStep readStep(const Json& v, const std::string& path, const SceneChanges& deckScene) {
  const Fields f(v, path);
  DeckStep s;
  s.title = readText(f, "title", kMaxTitle);
  s.caption = readText(f, "caption", kMaxCaption);
  s.formula = readText(f, "formula", kMaxFormula);
  s.notes = readText(f, "notes", kMaxNotes);
  if (!f.has("panels")) refuse(Code::PanelsMissing, f.path("panels"));
  const Json& panels = f.value("panels");
  if (!panels.is_array()) refuse(Code::NotArray, f.path("panels"), {kindWord(kindOf(panels))}, 1);
  if (panels.empty() || panels.size() > 4) {
    refuse(Code::PanelsCount, f.path("panels"), {std::to_string(panels.size())});
  }
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const std::string where = itemPath(f.path("panels"), i);
    if (!panels[i].is_string()) refuse(Code::NotString, where, {kindWord(kindOf(panels[i]))}, 1);
    const std::string id = panels[i].get<std::string>();
    if (!contains(panelIds(), id)) {
      std::string known;
      for (const std::string& p : panelIds()) known += (known.empty() ? "" : ", ") + p;
      refuse(Code::UnknownPanel, where, {io::printable(id, 40), known});
    }
    if (contains(s.panels, id)) refuse(Code::ListedTwice, where, {id});
    s.panels.push_back(id);
  }
  s.scene = readChanges(f, "scene");
  if (const auto play = f.string("play", 16)) {
    const auto action = parsePlay(*play);
    if (!action) refuse(Code::PlayUnknown, f.path("play"), {io::printable(*play, 40)});
    s.play = *action;
  }
  s.minutes = readNumber(f, "minutes", 0, 0, kMaxMinutes);
  s.hidden = f.boolean("hidden").value_or(false);
  s.shade = f.boolean("shade").value_or(true);
  s.trace = f.boolean("trace").value_or(false);
  s.resetSimulation = f.boolean("reset_simulation").value_or(false);
  s.liveFormula = readString(f, "live_formula", kMaxFormula);
  if (const auto sweep = f.object("sweep")) {
    if (sweep->has("from") != sweep->has("to")) refuse(Code::SweepBoth, f.path("sweep"));
    if (sweep->has("from")) {
      const double from = *sweep->number("from", -6, 6);
      const double to = *sweep->number("to", -6, 6);
      if (!(std::fabs(to - from) >= 0.1)) refuse(Code::SweepSpan, sweep->path("to"));
      s.sweepRange = std::pair(from, to);
    }
    s.sweepSeconds = readNumber(*sweep, "seconds", 0, 0, kMaxSeconds);
    sweep->finish({"from", "to", "seconds"});
  }
  if (f.has("fragments")) {
    const Json& fragments = f.value("fragments");
    if (!fragments.is_array()) {
      refuse(Code::NotArray, f.path("fragments"), {kindWord(kindOf(fragments))}, 1);
    }
    if (fragments.size() > static_cast<std::size_t>(kMaxDeckFragments)) {
      refuse(Code::TooManyFragments, f.path("fragments"), {std::to_string(kMaxDeckFragments)});
    }
    for (std::size_t i = 0; i < fragments.size(); ++i) {
      s.fragments.push_back(readFragment(fragments[i], itemPath(f.path("fragments"), i)));
    }
  }
  const auto question = f.object("question");
  if (question) s.question = readQuestion(*question);
  f.finish({"title", "caption", "formula", "notes", "panels", "scene", "play", "minutes", "hidden",
            "shade", "trace", "reset_simulation", "live_formula", "sweep", "fragments",
            "question"});

  // The step's scene, and each fragment's, over the deck's.
  std::vector<Layer> layers{{&deckScene, "scene"}, {&s.scene, f.path("scene")}};
  checkLayers(layers);
  for (std::size_t i = 0; i < s.fragments.size(); ++i) {
    layers.push_back({&s.fragments[i].scene, fieldPath(itemPath(f.path("fragments"), i), "scene")});
    checkLayers(layers);
  }
  // A point's curve: an activation of the step's scene (its formulas included).
  if (s.question && s.question->kind == QuestionKind::Point) {
    SceneFileData scene;
    apply(deckScene, scene);
    apply(s.scene, scene);
    const auto library = libraryWith(*FunctionLibrary::builtIns(), scene.model.formulas);
    if (!isActivation(*library, s.question->curve)) {
      std::string known;
      for (const std::string& id : activationIds(*library))
        known += (known.empty() ? "" : ", ") + id;
      refuse(Code::UnknownCurve, question->path("curve"),
             {io::printable(s.question->curve, 40), known});
    }
  }
  return s;
}

Deck readRoot(const Json& root) {
  const Fields r(root, {});
  if (!r.has("format")) refuse(Code::FormatMissing, "format", {kFormat});
  if (readString(r, "format", 64) != kFormat) refuse(Code::FormatWrong, "format", {kFormat});
  if (!r.has("version")) refuse(Code::Missing, "version");
  const double version = readNumber(r, "version", 0, -1e9, 1e9);
  if (version != kDeckVersion) {
    refuse(Code::VersionUnsupported, "version", {number(version), std::to_string(kDeckVersion)});
  }
  Deck d;
  d.title = readText(r, "title", kMaxTitle);
  d.scene = readChanges(r, "scene");
  checkLayers({{&d.scene, "scene"}});
  if (!r.has("steps")) refuse(Code::Missing, "steps");
  const Json& steps = r.value("steps");
  if (!steps.is_array()) refuse(Code::NotArray, "steps", {kindWord(kindOf(steps))}, 1);
  if (steps.empty() || steps.size() > static_cast<std::size_t>(kMaxDeckSteps)) {
    refuse(Code::StepsCount, "steps",
           {std::to_string(kMaxDeckSteps), std::to_string(steps.size())});
  }
  for (std::size_t i = 0; i < steps.size(); ++i) {
    d.steps.push_back(readStep(steps[i], itemPath("steps", i), d.scene));
  }
  if (shownSteps(d).empty()) refuse(Code::AllHidden, "steps");
  r.finish({"format", "version", "title", "scene", "steps"});
  return d;
}

Json textJson(const DeckText& t) {
  if (t.byLanguage.size() == 1 && t.byLanguage.count(std::string()) == 1) {
    return t.byLanguage.begin()->second;
  }
  Json o = Json::object();
  for (const auto& [language, text] : t.byLanguage) o[language.empty() ? "en" : language] = text;
  return o;
}

void putText(Json& o, const char* key, const DeckText& t) {
  if (!t.empty()) o[key] = textJson(t);
}

Json questionJson(const DeckQuestion& q) {
  Json o = Json::object();
  o["kind"] = questionKindName(q.kind);
  putText(o, "prompt", q.prompt);
  if (q.kind == QuestionKind::Choice) {
    Json choices = Json::array();
    for (const DeckText& c : q.choices) choices.push_back(textJson(c));
    o["choices"] = std::move(choices);
    if (q.answerChoice >= 0) o["answer"] = q.answerChoice;
    return o;
  }
  if (q.kind == QuestionKind::Point) o["curve"] = q.curve;
  if (!q.answer.empty()) o["answer"] = q.answer;
  if (q.tolerance >= 0) o["tolerance"] = q.tolerance;
  return o;
}

}  // namespace

std::string DeckText::in(std::string_view language) const {
  if (byLanguage.empty()) return {};
  const auto find = [this](std::string_view key) -> const std::string* {
    const auto it = byLanguage.find(std::string(key));
    return it == byLanguage.end() ? nullptr : &it->second;
  };
  if (const auto* s = find(language)) return *s;
  if (const auto* s = find(language.substr(0, language.find('_')))) return *s;
  if (const auto* s = find("")) return *s;
  if (const auto* s = find("en")) return *s;
  return byLanguage.begin()->second;
}

void DeckText::set(std::string_view language, const std::string& text) {
  // A text in one language (or none) stays plain; one in several keeps each.
  const bool plain =
      byLanguage.empty() || (byLanguage.size() == 1 && byLanguage.count(std::string()) == 1);
  // The language's own entry ("de" for "de_AT" when the text has "de"), else a new one for the
  // language without its country; "C" (no language) edits the English.
  std::string key = plain ? std::string() : std::string(language);
  if (!plain && byLanguage.count(key) == 0) {
    const std::string base(language.substr(0, language.find('_')));
    key = base.size() >= 2 && base[0] >= 'a' && base[0] <= 'z' ? base : std::string("en");
  }
  if (text.empty()) {
    byLanguage.erase(key);
  } else {
    byLanguage[key] = text;
  }
}

std::string_view playName(PlayAction a) {
  switch (a) {
    case PlayAction::Simulation:
      return "simulation";
    case PlayAction::Sweep:
      return "sweep";
    case PlayAction::Training:
      return "training";
    case PlayAction::None:
      break;
  }
  return "none";
}

std::optional<PlayAction> parsePlay(std::string_view name) {
  for (const PlayAction a :
       {PlayAction::None, PlayAction::Simulation, PlayAction::Sweep, PlayAction::Training}) {
    if (playName(a) == name) return a;
  }
  return std::nullopt;
}

std::vector<int> shownSteps(const Deck& deck) {
  std::vector<int> out;
  for (std::size_t i = 0; i < deck.steps.size(); ++i) {
    if (!deck.steps[i].hidden) out.push_back(static_cast<int>(i));
  }
  return out;
}

SceneChanges stepChanges(const Deck& deck, int step, int fragments) {
  const DeckStep& s = deck.steps.at(static_cast<std::size_t>(step));
  SceneChanges changes = merged(deck.scene, s.scene);
  const int shown = std::min(fragments, static_cast<int>(s.fragments.size()));
  for (int i = 0; i < shown; ++i)
    changes = merged(changes, s.fragments[static_cast<std::size_t>(i)].scene);
  return changes;
}

std::optional<SceneFileData> stepScene(const Deck& deck, int step, int fragments,
                                       const SceneFileData& base) {
  SceneFileData s = base;
  apply(stepChanges(deck, step, fragments), s);
  if (checkScene(s)) return std::nullopt;
  return s;
}

SceneFileData stepSceneOver(const Deck& deck, int step, int fragments, const SceneFileData& now) {
  if (auto over = stepScene(deck, step, fragments, now)) return *over;
  if (auto fresh = stepScene(deck, step, fragments)) return *fresh;
  return now;  // not for a parsed deck: its changes are valid over a new scene
}

SceneFileData talkEntryScene(const Deck& deck, int step, const SceneFileData& before) {
  // What the steps before it name, each with all its fragments: the lecture's step 4 showed
  // Φ(1.00) walked to (step 3's fragments had moved x) and Φ(0.50) gone to with G; and its
  // handout page showed another x than the slide.
  SceneFileData over = before;
  for (const int earlier : shownSteps(deck)) {
    if (earlier >= step) break;
    const int all =
        static_cast<int>(deck.steps[static_cast<std::size_t>(earlier)].fragments.size());
    over = stepSceneOver(deck, earlier, all, over);
  }
  over.samples = 0;
  over.trainingEpoch = 0;
  return over;
}

SceneFileData talkStepScene(const Deck& deck, int step, int fragments,
                            const SceneFileData& before) {
  return stepSceneOver(deck, step, fragments, talkEntryScene(deck, step, before));
}

double SweepPlan::stepPerTick(double tickMs) const {
  const double span = to - from;
  if (!(seconds > 0)) return 0;
  return span / (seconds * 1000.0 / tickMs);
}

StepPlan stepPlan(const Deck& deck, int step, int fragments, const SceneFileData& scene) {
  const DeckStep& s = deck.steps.at(static_cast<std::size_t>(step));
  const SceneChanges changes = stepChanges(deck, step, fragments);
  StepPlan plan;
  plan.play = s.play;
  if (changes.namesSamples()) plan.samples = scene.samples;
  if (changes.namesEpoch()) plan.epoch = scene.trainingEpoch;
  if (s.play == PlayAction::Simulation && !plan.samples) plan.openingSamples = kOpeningDraws;
  if (s.play == PlayAction::Training && !plan.epoch) {
    plan.openingEpoch = std::min(kOpeningEpochs, scene.model.training.epochs);
  }
  if (s.play == PlayAction::Sweep) {
    SweepPlan sweep;
    sweep.from = s.sweepRange ? s.sweepRange->first : scene.model.xMin;
    sweep.to = s.sweepRange ? s.sweepRange->second : scene.model.xMax;
    // The lecture's pace, 0.02 of x every 30 ms (1.5 s per unit), unless the step gives its own.
    sweep.seconds = s.sweepSeconds > 0 ? s.sweepSeconds : std::fabs(sweep.to - sweep.from) * 1.5;
    plan.sweep = sweep;
  }
  plan.resetSimulation = s.resetSimulation;
  plan.shade = s.shade;
  plan.trace = s.trace;
  for (const DeckFragment& f : s.fragments) plan.tweenSeconds.push_back(f.seconds);
  return plan;
}

std::string writeDeck(const Deck& deck) {
  Json root = Json::object();
  root["format"] = kFormat;
  root["version"] = kDeckVersion;
  putText(root, "title", deck.title);
  if (!deck.scene.empty()) root["scene"] = sceneChangesJson(deck.scene);
  Json steps = Json::array();
  const DeckStep d;
  const DeckFragment df;
  for (const DeckStep& s : deck.steps) {
    Json o = Json::object();
    putText(o, "title", s.title);
    putText(o, "caption", s.caption);
    putText(o, "formula", s.formula);
    putText(o, "notes", s.notes);
    o["panels"] = s.panels;
    if (!s.scene.empty()) o["scene"] = sceneChangesJson(s.scene);
    if (s.play != d.play) o["play"] = playName(s.play);
    if (s.minutes != d.minutes) o["minutes"] = s.minutes;
    if (s.hidden != d.hidden) o["hidden"] = s.hidden;
    if (s.shade != d.shade) o["shade"] = s.shade;
    if (s.trace != d.trace) o["trace"] = s.trace;
    if (s.resetSimulation != d.resetSimulation) o["reset_simulation"] = s.resetSimulation;
    if (!s.liveFormula.empty()) o["live_formula"] = s.liveFormula;
    if (s.sweepRange || s.sweepSeconds != 0) {
      Json sweep = Json::object();
      if (s.sweepRange) {
        sweep["from"] = s.sweepRange->first;
        sweep["to"] = s.sweepRange->second;
      }
      if (s.sweepSeconds != 0) sweep["seconds"] = s.sweepSeconds;
      o["sweep"] = std::move(sweep);
    }
    if (!s.fragments.empty()) {
      Json fragments = Json::array();
      for (const DeckFragment& f : s.fragments) {
        Json fo = Json::object();
        putText(fo, "formula", f.formula);
        putText(fo, "caption", f.caption);
        if (!f.scene.empty()) fo["scene"] = sceneChangesJson(f.scene);
        if (f.seconds != df.seconds) fo["seconds"] = f.seconds;
        fragments.push_back(std::move(fo));
      }
      o["fragments"] = std::move(fragments);
    }
    if (s.question) o["question"] = questionJson(*s.question);
    steps.push_back(std::move(o));
  }
  root["steps"] = std::move(steps);
  return root.dump(4) + "\n";
}

std::variant<Deck, ModelError> parseDeck(std::string_view text) {
  // A deck's paths say where in the file ("steps[0].scene.x: …"), not which scene field.
  const auto asPath = [](ModelError e) {
    if (e.frame == Frame::Field) e.frame = Frame::Path;
    return e;
  };
  auto parsed = parseJsonObject(text, kMaxDeckBytes);
  if (auto* e = std::get_if<ModelError>(&parsed)) return asPath(*e);
  try {
    return readRoot(std::get<Json>(parsed));
  } catch (const Refusal& r) {
    return asPath(r.error);
  }
}

}  // namespace gelu::model
