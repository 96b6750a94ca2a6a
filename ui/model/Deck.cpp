#include "ui/model/Deck.hpp"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

#include "core/format.hpp"
#include "ui/model/JsonCheck.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

constexpr const char* kFormat = "gelu-explorer-deck";
constexpr qsizetype kMaxTitle = 200;
constexpr qsizetype kMaxCaption = 1000;
constexpr qsizetype kMaxFormula = 2000;
constexpr qsizetype kMaxNotes = 20000;
constexpr double kMaxMinutes = 600;
constexpr double kMaxSeconds = 600;

/// Messages of the loader, translatable (context "SceneFile", as the scene loader's).
struct Text {
  Q_DECLARE_TR_FUNCTIONS(SceneFile)  // the messages a scene file shares are one translation
};

/// A validation failure: the field's path and what is wrong with it.
struct Invalid {
  QString path;
  QString what;
};

[[noreturn]] void fail(const QString& path, const QString& what) { throw Invalid{path, what}; }

QString num(double v) { return QString::fromStdString(gelu::formatShortest(v)); }

QString at(const QString& path, const QString& key) {
  return path.isEmpty() ? key : path + "." + key;
}
QString item(const QString& path, qsizetype i) { return QStringLiteral("%1[%2]").arg(path).arg(i); }

/// The fields of one object: each read once, unknown ones refused.
class Fields {
 public:
  Fields(const QJsonValue& v, QString path) : m_path(std::move(path)) {
    if (!v.isObject()) fail(m_path, Text::tr("must be an object, not %1").arg(jsonKind(v)));
    m_o = v.toObject();
  }
  void finish(const QStringList& known) const {
    for (auto it = m_o.begin(); it != m_o.end(); ++it) {
      if (!known.contains(it.key()))
        fail(at(m_path, printable(it.key(), 40)), Text::tr("unknown field"));
    }
  }
  bool has(const QString& key) const { return m_o.contains(key); }
  QJsonValue value(const QString& key) const { return m_o.value(key); }
  QString path(const QString& key) const { return at(m_path, key); }

  DeckText text(const QString& key, qsizetype maxLength) const {
    DeckText out;
    if (!has(key)) return out;
    const QJsonValue v = m_o.value(key);
    if (v.isString()) {
      out = DeckText(checked(path(key), v.toString(), maxLength));
      return out;
    }
    if (!v.isObject()) {
      fail(path(key),
           Text::tr("must be a string or an object of languages, not %1").arg(jsonKind(v)));
    }
    static const QRegularExpression code(
        QRegularExpression::anchoredPattern("[a-z]{2,3}(_[A-Z]{2})?"));
    const QJsonObject o = v.toObject();
    if (o.isEmpty()) fail(path(key), Text::tr("names no language"));
    for (auto it = o.begin(); it != o.end(); ++it) {
      const QString where = at(path(key), printable(it.key(), 40));
      if (!code.match(it.key()).hasMatch()) {
        fail(where, Text::tr("is not a language code like \"en\", \"de\" or \"zh_CN\""));
      }
      if (!it.value().isString()) {
        fail(where, Text::tr("must be a string, not %1").arg(jsonKind(it.value())));
      }
      out.byLanguage.insert(it.key(), checked(where, it.value().toString(), maxLength));
    }
    return out;
  }
  QString string(const QString& key, qsizetype maxLength) const {
    if (!has(key)) return {};
    const QJsonValue v = m_o.value(key);
    if (!v.isString()) fail(path(key), Text::tr("must be a string, not %1").arg(jsonKind(v)));
    return checked(path(key), v.toString(), maxLength);
  }
  double number(const QString& key, double fallback, double min, double max) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isDouble()) fail(path(key), Text::tr("must be a number, not %1").arg(jsonKind(v)));
    const double d = v.toDouble();
    if (!(d >= min && d <= max)) {
      fail(path(key), Text::tr("%1 is out of range %2..%3").arg(num(d), num(min), num(max)));
    }
    return d;
  }
  bool boolean(const QString& key, bool fallback) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isBool()) fail(path(key), Text::tr("must be true or false, not %1").arg(jsonKind(v)));
    return v.toBool();
  }
  QJsonArray array(const QString& key) const {
    const QJsonValue v = m_o.value(key);
    if (!v.isArray()) fail(path(key), Text::tr("must be an array, not %1").arg(jsonKind(v)));
    return v.toArray();
  }
  QJsonObject object(const QString& key) const {
    if (!has(key)) return {};
    const QJsonValue v = m_o.value(key);
    if (!v.isObject()) fail(path(key), Text::tr("must be an object, not %1").arg(jsonKind(v)));
    return v.toObject();
  }

 private:
  static QString checked(const QString& where, const QString& s, qsizetype maxLength) {
    if (s.size() > maxLength) fail(where, Text::tr("is longer than %1 characters").arg(maxLength));
    return s;
  }
  QJsonObject m_o;
  QString m_path;
};

/// The scene changes `o` at `path` checked on their own terms: scene fields, not the scene
/// file's envelope or the window's view (a step's panels are its own).
QJsonObject sceneChanges(const Fields& f, const QString& key) {
  const QJsonObject o = f.object(key);
  for (const char* envelope : {"format", "version", "view"}) {
    if (o.contains(envelope)) {
      fail(at(f.path(key), envelope),
           Text::tr("is not a scene change (a step's panels are its \"panels\")"));
    }
  }
  return o;
}

/// @brief Scene changes and the path they were read from ("scene", "steps[2].scene", …).
struct Layer {
  QJsonObject changes;
  QString path;
};

/// Whether `o` holds the field named `field` ("x", "monte_carlo.seed", "formulas[1].id").
bool holds(QJsonObject o, const QString& field) {
  const QStringList parts = field.split('.');
  for (qsizetype i = 0; i < parts.size(); ++i) {
    const QString key = parts[i].section('[', 0, 0);
    if (!o.contains(key)) return false;
    const QJsonValue v = o.value(key);
    if (i + 1 == parts.size() || !v.isObject()) return true;  // an array holds its items
    o = v.toObject();
  }
  return true;
}

/// Checks the scene that `layers` make, one over another, over the default scene; an error names
/// the field under the path of the last layer that sets it ("steps[2].scene.x").
void checkScene(const QList<Layer>& layers) {
  QJsonObject changes;
  for (const Layer& l : layers) changes = mergedScene(changes, l.changes);
  QString field, what;
  if (parseSceneObject(mergedScene(sceneObject(SceneFileData()), changes), &field, &what)) return;
  QString path = layers.last().path;
  for (const Layer& l : layers) {
    if (holds(l.changes, field)) path = l.path;
  }
  fail(at(path, field), what);
}

DeckFragment readFragment(const QJsonValue& v, const QString& path) {
  const Fields f(v, path);
  DeckFragment out;
  out.formula = f.text("formula", kMaxFormula);
  out.caption = f.text("caption", kMaxCaption);
  out.scene = sceneChanges(f, "scene");
  out.seconds = f.number("seconds", out.seconds, 0, kMaxSeconds);
  f.finish({"formula", "caption", "scene", "seconds"});
  return out;
}

DeckStep readStep(const QJsonValue& v, const QString& path, const QJsonObject& deckScene) {
  const Fields f(v, path);
  DeckStep s;
  s.title = f.text("title", kMaxTitle);
  s.caption = f.text("caption", kMaxCaption);
  s.formula = f.text("formula", kMaxFormula);
  s.notes = f.text("notes", kMaxNotes);
  if (!f.has("panels")) fail(f.path("panels"), Text::tr("missing (1 to 4 panel ids)"));
  const QJsonArray panels = f.array("panels");
  if (panels.isEmpty() || panels.size() > 4) {
    fail(f.path("panels"), Text::tr("must list 1 to 4 panels, not %1").arg(panels.size()));
  }
  for (qsizetype i = 0; i < panels.size(); ++i) {
    const QString where = item(f.path("panels"), i);
    if (!panels[i].isString()) {
      fail(where, Text::tr("must be a string, not %1").arg(jsonKind(panels[i])));
    }
    const QString id = panels[i].toString();
    if (!panelIds().contains(id)) {
      fail(
          where,
          Text::tr("unknown panel '%1' (known: %2)").arg(printable(id, 40), panelIds().join(", ")));
    }
    if (s.panels.contains(id)) fail(where, Text::tr("'%1' is listed twice").arg(id));
    s.panels << id;
  }
  s.scene = sceneChanges(f, "scene");
  const QString play = f.string("play", 16);
  if (f.has("play")) {
    const auto action = parsePlay(play);
    if (!action) {
      fail(f.path("play"), Text::tr("'%1' is not one of none, simulation, sweep, training")
                               .arg(printable(play, 40)));
    }
    s.play = *action;
  }
  s.minutes = f.number("minutes", 0, 0, kMaxMinutes);
  s.hidden = f.boolean("hidden", false);
  s.shade = f.boolean("shade", true);
  s.trace = f.boolean("trace", false);
  s.resetSimulation = f.boolean("reset_simulation", false);
  s.liveFormula = f.string("live_formula", kMaxFormula);
  if (f.has("sweep")) {
    const Fields sweep(f.value("sweep"), f.path("sweep"));
    if (sweep.has("from") != sweep.has("to")) {
      fail(f.path("sweep"), Text::tr("needs both \"from\" and \"to\", or neither"));
    }
    if (sweep.has("from")) {
      const double from = sweep.number("from", 0, -6, 6);
      const double to = sweep.number("to", 0, -6, 6);
      if (!(std::abs(to - from) >= 0.1)) {
        fail(sweep.path("to"), Text::tr("must be at least 0.1 from \"from\""));
      }
      s.sweepRange = std::pair(from, to);
    }
    s.sweepSeconds = sweep.number("seconds", 0, 0, kMaxSeconds);
    sweep.finish({"from", "to", "seconds"});
  }
  if (f.has("fragments")) {
    const QJsonArray fragments = f.array("fragments");
    if (fragments.size() > kMaxDeckFragments) {
      fail(f.path("fragments"), Text::tr("more than %1 fragments").arg(kMaxDeckFragments));
    }
    for (qsizetype i = 0; i < fragments.size(); ++i) {
      s.fragments << readFragment(fragments[i], item(f.path("fragments"), i));
    }
  }
  f.finish({"title", "caption", "formula", "notes", "panels", "scene", "play", "minutes", "hidden",
            "shade", "trace", "reset_simulation", "live_formula", "sweep", "fragments"});

  // The step's scene, and each fragment's, over the deck's.
  QList<Layer> layers{{deckScene, QStringLiteral("scene")}, {s.scene, f.path("scene")}};
  checkScene(layers);
  for (qsizetype i = 0; i < s.fragments.size(); ++i) {
    layers << Layer{s.fragments[i].scene, at(item(f.path("fragments"), i), "scene")};
    checkScene(layers);
  }
  return s;
}

Deck readRoot(const QJsonObject& root) {
  const Fields r(root, QString());
  if (!r.has("format")) fail("format", Text::tr("missing (expected \"%1\")").arg(kFormat));
  if (r.string("format", 64) != kFormat) fail("format", Text::tr("must be \"%1\"").arg(kFormat));
  if (!r.has("version")) fail("version", Text::tr("missing"));
  const double version = r.number("version", 0, -1e9, 1e9);
  if (version != kDeckVersion) {
    fail("version", Text::tr("%1 is not supported (this program reads version %2)")
                        .arg(num(version))
                        .arg(kDeckVersion));
  }
  Deck d;
  d.title = r.text("title", kMaxTitle);
  d.scene = sceneChanges(r, "scene");
  checkScene({{d.scene, QStringLiteral("scene")}});
  if (!r.has("steps")) fail("steps", Text::tr("missing"));
  const QJsonArray steps = r.array("steps");
  if (steps.isEmpty() || steps.size() > kMaxDeckSteps) {
    fail("steps", Text::tr("must hold 1 to %1 steps, not %2").arg(kMaxDeckSteps).arg(steps.size()));
  }
  for (qsizetype i = 0; i < steps.size(); ++i) {
    d.steps << readStep(steps[i], item("steps", i), d.scene);
  }
  if (shownSteps(d).isEmpty()) fail("steps", Text::tr("every step is hidden"));
  r.finish({"format", "version", "title", "scene", "steps"});
  return d;
}

QJsonValue textValue(const DeckText& t) {
  if (t.byLanguage.size() == 1 && t.byLanguage.contains(QString())) return t.byLanguage.first();
  QJsonObject o;
  for (auto it = t.byLanguage.begin(); it != t.byLanguage.end(); ++it) {
    o[it.key().isEmpty() ? QStringLiteral("en") : it.key()] = it.value();
  }
  return o;
}

void putText(QJsonObject& o, const char* key, const DeckText& t) {
  if (!t.isEmpty()) o[key] = textValue(t);
}

}  // namespace

QString DeckText::in(const QString& language) const {
  if (byLanguage.isEmpty()) return {};
  if (const auto it = byLanguage.find(language); it != byLanguage.end()) return *it;
  if (const auto it = byLanguage.find(language.section('_', 0, 0)); it != byLanguage.end()) {
    return *it;
  }
  if (const auto it = byLanguage.find(QString()); it != byLanguage.end()) return *it;
  if (const auto it = byLanguage.find(QStringLiteral("en")); it != byLanguage.end()) return *it;
  return byLanguage.first();
}

void DeckText::set(const QString& language, const QString& text) {
  // A text in one language (or none) stays plain; one in several keeps each.
  const bool plain =
      byLanguage.isEmpty() || (byLanguage.size() == 1 && byLanguage.contains(QString()));
  // The language's own entry ("de" for "de_AT" when the text has "de"), else a new one for the
  // language without its country; "C" (no language) edits the English.
  QString key = plain ? QString() : language;
  if (!plain && !byLanguage.contains(key)) {
    const QString base = language.section('_', 0, 0);
    key = base.size() >= 2 && base[0].isLower() ? base : QStringLiteral("en");
  }
  if (text.isEmpty()) {
    byLanguage.remove(key);
  } else {
    byLanguage.insert(key, text);
  }
}

QString playName(PlayAction a) {
  switch (a) {
    case PlayAction::Simulation:
      return QStringLiteral("simulation");
    case PlayAction::Sweep:
      return QStringLiteral("sweep");
    case PlayAction::Training:
      return QStringLiteral("training");
    case PlayAction::None:
      break;
  }
  return QStringLiteral("none");
}

std::optional<PlayAction> parsePlay(const QString& name) {
  for (const PlayAction a :
       {PlayAction::None, PlayAction::Simulation, PlayAction::Sweep, PlayAction::Training}) {
    if (playName(a) == name) return a;
  }
  return std::nullopt;
}

QJsonObject mergedScene(QJsonObject base, const QJsonObject& changes) {
  for (auto it = changes.begin(); it != changes.end(); ++it) {
    const QJsonValue old = base.value(it.key());
    if (old.isObject() && it.value().isObject()) {
      base[it.key()] = mergedScene(old.toObject(), it.value().toObject());
    } else {
      base[it.key()] = it.value();
    }
  }
  return base;
}

QJsonObject stepChanges(const Deck& deck, int step, int fragments) {
  const DeckStep& s = deck.steps.at(step);
  QJsonObject changes = mergedScene(deck.scene, s.scene);
  for (int i = 0; i < std::min<int>(fragments, static_cast<int>(s.fragments.size())); ++i) {
    changes = mergedScene(changes, s.fragments[i].scene);
  }
  return changes;
}

std::optional<SceneFileData> stepScene(const Deck& deck, int step, int fragments,
                                       const SceneFileData& base) {
  return parseSceneObject(mergedScene(sceneObject(base), stepChanges(deck, step, fragments)),
                          nullptr, nullptr);
}

QJsonObject sceneDifference(const QJsonObject& from, const QJsonObject& to) {
  QJsonObject out;
  for (auto it = to.begin(); it != to.end(); ++it) {
    const QJsonValue old = from.value(it.key());
    if (old == it.value()) continue;
    if (old.isObject() && it.value().isObject()) {
      const QJsonObject inner = sceneDifference(old.toObject(), it.value().toObject());
      if (!inner.isEmpty()) out[it.key()] = inner;
    } else {
      out[it.key()] = it.value();
    }
  }
  return out;
}

QList<int> shownSteps(const Deck& deck) {
  QList<int> out;
  for (int i = 0; i < deck.steps.size(); ++i) {
    if (!deck.steps[i].hidden) out << i;
  }
  return out;
}

QByteArray writeDeck(const Deck& deck) {
  QJsonObject root;
  root["format"] = kFormat;
  root["version"] = kDeckVersion;
  putText(root, "title", deck.title);
  if (!deck.scene.isEmpty()) root["scene"] = deck.scene;
  QJsonArray steps;
  const DeckStep d;
  const DeckFragment df;
  for (const DeckStep& s : deck.steps) {
    QJsonObject o;
    putText(o, "title", s.title);
    putText(o, "caption", s.caption);
    putText(o, "formula", s.formula);
    putText(o, "notes", s.notes);
    o["panels"] = QJsonArray::fromStringList(s.panels);
    if (!s.scene.isEmpty()) o["scene"] = s.scene;
    if (s.play != d.play) o["play"] = playName(s.play);
    if (s.minutes != d.minutes) o["minutes"] = s.minutes;
    if (s.hidden != d.hidden) o["hidden"] = s.hidden;
    if (s.shade != d.shade) o["shade"] = s.shade;
    if (s.trace != d.trace) o["trace"] = s.trace;
    if (s.resetSimulation != d.resetSimulation) o["reset_simulation"] = s.resetSimulation;
    if (!s.liveFormula.isEmpty()) o["live_formula"] = s.liveFormula;
    if (s.sweepRange || s.sweepSeconds != 0) {
      QJsonObject sweep;
      if (s.sweepRange) {
        sweep["from"] = s.sweepRange->first;
        sweep["to"] = s.sweepRange->second;
      }
      if (s.sweepSeconds != 0) sweep["seconds"] = s.sweepSeconds;
      o["sweep"] = sweep;
    }
    if (!s.fragments.isEmpty()) {
      QJsonArray fragments;
      for (const DeckFragment& f : s.fragments) {
        QJsonObject fo;
        putText(fo, "formula", f.formula);
        putText(fo, "caption", f.caption);
        if (!f.scene.isEmpty()) fo["scene"] = f.scene;
        if (f.seconds != df.seconds) fo["seconds"] = f.seconds;
        fragments.append(fo);
      }
      o["fragments"] = fragments;
    }
    steps.append(o);
  }
  root["steps"] = steps;
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Deck> parseDeck(const QByteArray& json, QString* error) {
  const auto report = [error](const QString& message) {
    if (error != nullptr) *error = message;
    return std::nullopt;
  };
  QJsonObject root;
  if (const auto why = parseJsonObject(json, kMaxDeckBytes, &root)) return report(*why);
  try {
    return readRoot(root);
  } catch (const Invalid& e) {
    return report(QStringLiteral("%1: %2").arg(e.path, e.what));
  }
}

std::optional<Deck> readDeckFile(const QString& path, QString* error, bool* ioFailure) {
  return readAndParse(path, kMaxDeckBytes,
                      Text::tr("%1: no such deck").arg("'" + printable(path) + "'"), parseDeck,
                      error, ioFailure);
}

}  // namespace ui
