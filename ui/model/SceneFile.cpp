#include "ui/model/SceneFile.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <limits>

#include "core/activations.hpp"
#include "core/format.hpp"
#include "core/io.hpp"
#include "core/neuron.hpp"
#include "core/soi.hpp"
#include "core/training.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/JsonCheck.hpp"
#include "ui/model/Limits.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

constexpr const char* kFormat = "gelu-explorer-scene";
constexpr double kMaxExactInteger = 9007199254740992.0;  // 2^53

/// Messages of the loader, translatable (context "SceneFile").
struct Text {
  Q_DECLARE_TR_FUNCTIONS(SceneFile)
};

/// A validation failure: the field's name and what is wrong with it.
struct Invalid {
  QString field;
  QString what;
};

[[noreturn]] void fail(const QString& field, const QString& what) { throw Invalid{field, what}; }

/// The shortest text that reads back to `v` ("0.1", not "0.10000000000000001").
QString num(double v) { return QString::fromStdString(gelu::formatShortest(v)); }

/// Reads the fields of one JSON object, refusing unknown ones.
class Reader {
 public:
  Reader(const QJsonObject& o, QString prefix) : m_o(o), m_prefix(std::move(prefix)) {}

  /// Call after reading every known field.
  void finish(const QStringList& known) const {
    for (auto it = m_o.begin(); it != m_o.end(); ++it) {
      if (!known.contains(it.key())) fail(name(printable(it.key())), Text::tr("unknown field"));
    }
  }
  QString name(const QString& key) const { return m_prefix.isEmpty() ? key : m_prefix + "." + key; }
  bool has(const QString& key) const { return m_o.contains(key); }
  QJsonValue value(const QString& key) const { return m_o.value(key); }

  double number(const QString& key, double fallback, double min, double max) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isDouble()) fail(name(key), Text::tr("must be a number, not %1").arg(jsonKind(v)));
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max) {
      fail(name(key), Text::tr("%1 is out of range %2..%3").arg(num(d), num(min), num(max)));
    }
    return d;
  }
  quint64 count(const QString& key, quint64 fallback, double max) const {
    const double d = number(key, static_cast<double>(fallback), 0, max);
    if (d != std::floor(d)) fail(name(key), Text::tr("must be a whole number, got %1").arg(num(d)));
    return static_cast<std::uint64_t>(d);
  }
  bool boolean(const QString& key, bool fallback) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isBool()) fail(name(key), Text::tr("must be true or false, not %1").arg(jsonKind(v)));
    return v.toBool();
  }
  QString string(const QString& key, const QString& fallback, qsizetype maxLength = 64) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isString()) fail(name(key), Text::tr("must be a string, not %1").arg(jsonKind(v)));
    const QString s = v.toString();
    if (s.size() > maxLength)
      fail(name(key), Text::tr("is longer than %1 characters").arg(maxLength));
    return s;
  }
  QString choice(const QString& key, const QString& fallback, const QStringList& allowed) const {
    const QString s = string(key, fallback);
    if (!allowed.contains(s)) {
      fail(name(key), Text::tr("'%1' is not one of %2").arg(printable(s), allowed.join(", ")));
    }
    return s;
  }
  QJsonObject object(const QString& key) const {
    if (!has(key)) return {};
    const QJsonValue v = m_o.value(key);
    if (!v.isObject()) fail(name(key), Text::tr("must be an object, not %1").arg(jsonKind(v)));
    return v.toObject();
  }
  /// A list of distinct strings, each one of `allowed`.
  QStringList idList(const QString& key, const QStringList& fallback,
                     const QStringList& allowed) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    if (!v.isArray()) fail(name(key), Text::tr("must be an array of ids, not %1").arg(jsonKind(v)));
    QStringList out;
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const QString item = QStringLiteral("%1[%2]").arg(name(key)).arg(i);
      if (!a[i].isString()) fail(item, Text::tr("must be a string, not %1").arg(jsonKind(a[i])));
      const QString id = a[i].toString();
      if (!allowed.contains(id)) {
        fail(item, Text::tr("unknown id '%1' (known: %2)").arg(printable(id), allowed.join(", ")));
      }
      if (out.contains(id)) fail(item, Text::tr("'%1' is listed twice").arg(id));
      out << id;
    }
    return out;
  }
  /// [min, max] with min < max (by at least `minWidth`) inside ±limit.
  std::pair<double, double> range(const QString& key, std::pair<double, double> fallback,
                                  double limit, double minWidth) const {
    if (!has(key)) return fallback;
    const QJsonValue v = m_o.value(key);
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble()) {
      fail(name(key), Text::tr("must be an array of two numbers [min, max]"));
    }
    const double lo = a[0].toDouble();
    const double hi = a[1].toDouble();
    if (!(lo >= -limit && hi <= limit)) {
      fail(name(key), Text::tr("must lie within -%1..%1").arg(num(limit)));
    }
    if (!(hi - lo >= minWidth)) {
      fail(name(key), Text::tr("max must exceed min by at least %1").arg(num(minWidth)));
    }
    return {lo, hi};
  }

 private:
  QJsonObject m_o;
  QString m_prefix;
};

/// A 64-bit seed: a number up to 2^53, or a string of digits for any value.
std::uint64_t readSeed(const Reader& r, const QString& key, std::uint64_t fallback) {
  if (!(r.has(key) && r.value(key).isString())) return r.count(key, fallback, kMaxExactInteger);
  const QString digits = r.string(key, {});
  bool ok = !digits.isEmpty() && digits.size() <= 20;
  for (const QChar c : digits) ok = ok && c >= '0' && c <= '9';
  std::uint64_t seed = 0;
  if (ok) seed = digits.toULongLong(&ok);
  if (!ok) {
    fail(r.name(key), Text::tr("'%1' is not a whole number 0..18446744073709551615 (digits only)")
                          .arg(printable(digits, 40)));
  }
  return seed;
}

/// A seed as JSON: a number up to 2^53, beyond that a string of digits (JSON numbers are
/// doubles).
QJsonValue seedValue(std::uint64_t seed) {
  if (static_cast<double>(seed) <= kMaxExactInteger) return static_cast<double>(seed);
  return QString::number(seed);
}

/// "training": the training panel's settings and how far its run has got.
void readTraining(const Reader& r, const QStringList& activations, SceneFileData& s) {
  namespace tr = gelu::training;
  const TrainingState d;
  TrainingState& t = s.model.training;
  QStringList datasets;
  for (const auto kind : {tr::DatasetKind::Circle, tr::DatasetKind::Xor, tr::DatasetKind::Gaussians,
                          tr::DatasetKind::Spiral, tr::DatasetKind::Regression}) {
    datasets << fromUtf8(tr::datasetName(kind));
  }
  t.dataset = r.choice("dataset", d.dataset, datasets);
  t.points = static_cast<int>(r.count("points", static_cast<quint64>(d.points), tr::kMaxPoints));
  if (t.points < tr::kMinPoints) {
    fail(r.name("points"), Text::tr("must be at least %1").arg(tr::kMinPoints));
  }
  t.noise = r.number("noise", d.noise, limits::kTrainingNoise.min, limits::kTrainingNoise.max);
  if (r.has("layers")) {
    const QJsonValue v = r.value("layers");
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.isEmpty() || a.size() > tr::kMaxHiddenLayers) {
      fail(r.name("layers"),
           Text::tr("must be an array of 1 to %1 unit counts").arg(tr::kMaxHiddenLayers));
    }
    t.layers.clear();
    for (qsizetype i = 0; i < a.size(); ++i) {
      const double u = a[i].toDouble(-1.0);
      if (!a[i].isDouble() || u != std::floor(u) || u < 1 || u > tr::kMaxUnits) {
        fail(QStringLiteral("%1[%2]").arg(r.name("layers")).arg(i),
             Text::tr("must be a whole number 1..%1").arg(tr::kMaxUnits));
      }
      t.layers << static_cast<int>(u);
    }
  }
  t.activations = r.idList("activations", d.activations, activations);
  if (t.activations.isEmpty() || t.activations.size() > limits::kMaxTrainingPanes) {
    fail(r.name("activations"),
         Text::tr("must list 1 to %1 activations").arg(limits::kMaxTrainingPanes));
  }
  t.optimizer = r.choice("optimizer", d.optimizer, {"adam", "sgd"});
  t.learningRate = r.number("learning_rate", d.learningRate, limits::kLearningRate.min,
                            limits::kLearningRate.max);
  t.batch = static_cast<int>(r.count("batch", static_cast<quint64>(d.batch), tr::kMaxPoints));
  t.seed = readSeed(r, "seed", d.seed);
  t.epochs = static_cast<int>(
      r.count("epochs", static_cast<quint64>(d.epochs), limits::kMaxTrainingEpochs));
  if (t.epochs < 1) fail(r.name("epochs"), Text::tr("must be at least 1"));
  t.speed =
      static_cast<int>(r.count("speed", static_cast<quint64>(d.speed), limits::kMaxTrainingSpeed));
  s.trainingEpoch = static_cast<int>(r.count("epoch", 0, limits::kMaxTrainingEpochs));
  if (s.trainingEpoch > t.epochs) {
    fail(r.name("epoch"), Text::tr("is past the run's %1 epochs").arg(t.epochs));
  }
  r.finish({"dataset", "points", "noise", "layers", "activations", "optimizer", "learning_rate",
            "batch", "seed", "epochs", "speed", "epoch"});
}

/// "formulas": [{"id": …, "expression": …, "colour": "#rrggbb", "style": …}, …]
QList<FormulaDef> readFormulas(const Reader& r) {
  QList<FormulaDef> out;
  if (!r.has("formulas")) return out;
  const QJsonValue v = r.value("formulas");
  if (!v.isArray())
    fail("formulas", Text::tr("must be an array of objects, not %1").arg(jsonKind(v)));
  const QJsonArray a = v.toArray();
  if (a.size() > limits::kMaxFormulas)
    fail("formulas", Text::tr("more than %1 formulas").arg(limits::kMaxFormulas));
  for (qsizetype i = 0; i < a.size(); ++i) {
    const QString item = QStringLiteral("formulas[%1]").arg(i);
    if (!a[i].isObject()) fail(item, Text::tr("must be an object, not %1").arg(jsonKind(a[i])));
    const Reader f(a[i].toObject(), item);
    FormulaDef def;
    if (!f.has("id") || !f.has("expression")) fail(item, Text::tr("needs an id and an expression"));
    def.id = f.string("id", {}, 32);
    def.expression = f.string("expression", {}, gelu::Formula::kMaxLength);
    def.colour = f.string("colour", {}, 7);
    def.style = f.string("style", "auto", 16);
    f.finish({"id", "expression", "colour", "style"});
    if (const QString why = checkFormula(def, out); !why.isEmpty()) {
      const qsizetype colon = why.indexOf(": ");  // "expression: missing ')' at column 7"
      fail(item + "." + why.left(colon), why.mid(colon + 2));
    }
    out << def;
  }
  return out;
}

SceneFileData readRoot(const QJsonObject& root) {
  const Reader r(root, QString());
  if (!r.has("format")) fail("format", Text::tr("missing (expected \"%1\")").arg(kFormat));
  if (r.string("format", {}) != kFormat) fail("format", Text::tr("must be \"%1\"").arg(kFormat));
  if (!r.has("version")) fail("version", Text::tr("missing"));
  const QJsonValue version = r.value("version");
  if (!version.isDouble())
    fail("version", Text::tr("must be a number, not %1").arg(jsonKind(version)));
  if (version.toDouble() != kSceneVersion) {
    fail("version", Text::tr("%1 is not supported (this program reads version %2)")
                        .arg(num(version.toDouble()))
                        .arg(kSceneVersion));
  }
  SceneFileData s;
  ModelState& m = s.model;
  const ModelState d;
  m.x = r.number("x", d.x, limits::kX.min, limits::kX.max);
  m.mu = r.number("mu", d.mu, limits::kMu.min, limits::kMu.max);
  m.sigma = r.number("sigma", d.sigma, limits::kSigma.min, limits::kSigma.max);
  m.alpha = r.number("alpha", d.alpha, limits::kAlpha.min, limits::kAlpha.max);
  m.beta = r.number("beta", d.beta, limits::kBeta.min, limits::kBeta.max);
  m.slope = r.number("slope", d.slope, limits::kSlope.min, limits::kSlope.max);
  m.lambda = r.number("lambda", d.lambda, limits::kLambda.min, limits::kLambda.max);
  m.formulas = readFormulas(r);
  // The file is read against the built-ins and its own formulas, whatever any Scene defines.
  const gelu::FunctionLibrary& builtIns = *gelu::FunctionLibrary::builtIns();
  QStringList known = activationIds(builtIns);
  QStringList functions = functionIds(builtIns);
  for (const FormulaDef& f : m.formulas) {
    known << f.id;
    functions << f.id << "d" + f.id;
  }
  // Curves in the descriptor table's order, then the formulas', as the Scene keeps them.
  const QStringList curves = r.idList("curves", d.curves, known);
  m.curves.clear();
  for (const QString& id : known) {
    if (curves.contains(id)) m.curves << id;
  }
  std::tie(m.xMin, m.xMax) =
      r.range("x_range", {d.xMin, d.xMax}, limits::kX.max, limits::kMinXWidth);
  std::tie(m.yMin, m.yMax) =
      r.range("y_range", {d.yMin, d.yMax}, limits::kY.max, limits::kMinYHeight);

  const Reader mc(r.object("monte_carlo"), "monte_carlo");
  m.seed = readSeed(mc, "seed", d.seed);
  s.samples = mc.count("samples", 0, limits::kMaxSamples);
  using gelu::soi::Method;
  const QString method = mc.choice("method", fromUtf8(gelu::soi::toString(Method::Uniform)),
                                   {fromUtf8(gelu::soi::toString(Method::Uniform)),
                                    fromUtf8(gelu::soi::toString(Method::Normal))});
  m.normalMethod = gelu::soi::parseMethod(method.toStdString()) == Method::Normal;
  m.speed = mc.number("speed", d.speed, limits::kSpeed.min, limits::kSpeed.max);
  m.gridMode = mc.boolean("grid", d.gridMode);
  mc.finish({"seed", "samples", "method", "speed", "grid"});

  const Reader n(r.object("neuron"), "neuron");
  m.neuron.x1 = n.number("x1", d.neuron.x1, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.x2 = n.number("x2", d.neuron.x2, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.w1 = n.number("w1", d.neuron.w1, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.w2 = n.number("w2", d.neuron.w2, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.bias = n.number("bias", d.neuron.bias, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.activation = n.choice("activation", d.neuron.activation, functions);
  QStringList gates;
  for (const gelu::Gate g : gelu::kGates) gates << fromUtf8(gelu::gateName(g));
  m.neuron.gate = n.choice("gate", d.neuron.gate, gates);
  m.neuron.v1 = n.number("v1", d.neuron.v1, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.v2 = n.number("v2", d.neuron.v2, limits::kNeuron.min, limits::kNeuron.max);
  m.neuron.c = n.number("c", d.neuron.c, limits::kNeuron.min, limits::kNeuron.max);
  n.finish({"x1", "x2", "w1", "w2", "bias", "activation", "gate", "v1", "v2", "c"});

  const Reader pr(r.object("propagation"), "propagation");
  if (pr.has("gain") && pr.value("gain").isDouble()) {
    m.propagation.gain = "value";
    m.propagation.gainValue = pr.number("gain", 1.0, limits::kGain.min, limits::kGain.max);
  } else {
    m.propagation.gain = pr.choice("gain", d.propagation.gain, {"auto", "he", "xavier", "torch"});
  }
  m.propagation.depth = static_cast<int>(
      pr.count("depth", static_cast<quint64>(d.propagation.depth), limits::kMaxDepth));
  m.propagation.width = static_cast<int>(
      pr.count("width", static_cast<quint64>(d.propagation.width), limits::kMaxWidth));
  if (m.propagation.depth < 1) fail("propagation.depth", Text::tr("must be at least 1"));
  if (m.propagation.width < 1) fail("propagation.width", Text::tr("must be at least 1"));
  m.propagation.biasStd =
      pr.number("bias_std", d.propagation.biasStd, limits::kBiasStd.min, limits::kBiasStd.max);
  pr.finish({"gain", "depth", "width", "bias_std"});

  const Reader nf(r.object("number_format"), "number_format");
  m.numberFormat.dtype = nf.choice("dtype", d.numberFormat.dtype, numberFormatNames(false));
  m.numberFormat.compare = nf.choice("compare", d.numberFormat.compare, numberFormatNames(true));
  m.numberFormat.kernel = nf.choice("kernel", d.numberFormat.kernel, {"exact", "torch"});
  nf.finish({"dtype", "compare", "kernel"});

  readTraining(Reader(r.object("training"), "training"), known, s);

  const Reader v(r.object("view"), "view");
  s.view.panels = v.idList("panels", {}, panelIds());
  const QString state = v.string("window_state", {}, 65536);
  const auto decoded =
      QByteArray::fromBase64Encoding(state.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
  if (!decoded) fail("view.window_state", Text::tr("must be base64"));
  s.view.windowState = *decoded;
  s.view.precisionLens = v.boolean("precision_lens", false);
  s.view.compareDifference = v.boolean("compare_difference", false);
  s.view.comparePage = static_cast<int>(v.count("compare_page", 0, 1000));
  s.view.theme = *parseTheme(v.choice("theme", themeName(ThemeChoice::System), themeNames()));
  s.view.lectureStep = static_cast<int>(v.count("lecture_step", 0, limits::kMaxLectureStep));
  v.finish({"panels", "window_state", "precision_lens", "compare_difference", "compare_page",
            "theme", "lecture_step"});

  r.finish({"format", "version", "x", "mu", "sigma", "alpha", "beta", "slope", "lambda", "formulas",
            "curves", "x_range", "y_range", "monte_carlo", "neuron", "propagation", "number_format",
            "training", "view"});
  return s;
}

}  // namespace

QByteArray writeScene(const SceneFileData& s) {
  const ModelState& m = s.model;
  QJsonObject root;
  root["format"] = kFormat;
  root["version"] = kSceneVersion;
  root["x"] = m.x;
  root["mu"] = m.mu;
  root["sigma"] = m.sigma;
  root["alpha"] = m.alpha;
  root["beta"] = m.beta;
  root["slope"] = m.slope;
  root["lambda"] = m.lambda;
  if (!m.formulas.isEmpty()) {
    QJsonArray formulas;
    for (const FormulaDef& f : m.formulas) {
      QJsonObject o{{"id", f.id}, {"expression", f.expression}, {"style", f.style}};
      if (!f.colour.isEmpty()) o["colour"] = f.colour;
      formulas.append(o);
    }
    root["formulas"] = formulas;
  }
  root["curves"] = QJsonArray::fromStringList(m.curves);
  root["x_range"] = QJsonArray{m.xMin, m.xMax};
  root["y_range"] = QJsonArray{m.yMin, m.yMax};
  QJsonObject mc;
  // JSON numbers are doubles: seeds beyond 2^53 are written as strings of digits.
  mc["seed"] = seedValue(m.seed);
  mc["samples"] = static_cast<double>(s.samples);
  mc["method"] = fromUtf8(
      gelu::soi::toString(m.normalMethod ? gelu::soi::Method::Normal : gelu::soi::Method::Uniform));
  mc["speed"] = m.speed;
  mc["grid"] = m.gridMode;
  root["monte_carlo"] = mc;
  root["neuron"] = QJsonObject{{"x1", m.neuron.x1},     {"x2", m.neuron.x2},
                               {"w1", m.neuron.w1},     {"w2", m.neuron.w2},
                               {"bias", m.neuron.bias}, {"activation", m.neuron.activation},
                               {"gate", m.neuron.gate}, {"v1", m.neuron.v1},
                               {"v2", m.neuron.v2},     {"c", m.neuron.c}};
  QJsonObject propagation{{"depth", m.propagation.depth},
                          {"width", m.propagation.width},
                          {"bias_std", m.propagation.biasStd}};
  if (m.propagation.gain == "value") {
    propagation["gain"] = m.propagation.gainValue;
  } else {
    propagation["gain"] = m.propagation.gain;
  }
  root["propagation"] = propagation;
  root["number_format"] = QJsonObject{{"dtype", m.numberFormat.dtype},
                                      {"compare", m.numberFormat.compare},
                                      {"kernel", m.numberFormat.kernel}};
  const TrainingState& t = m.training;
  QJsonArray layers;
  for (const int u : t.layers) layers.append(u);
  root["training"] = QJsonObject{{"dataset", t.dataset},
                                 {"points", t.points},
                                 {"noise", t.noise},
                                 {"layers", layers},
                                 {"activations", QJsonArray::fromStringList(t.activations)},
                                 {"optimizer", t.optimizer},
                                 {"learning_rate", t.learningRate},
                                 {"batch", t.batch},
                                 {"seed", seedValue(t.seed)},
                                 {"epochs", t.epochs},
                                 {"speed", t.speed},
                                 {"epoch", s.trainingEpoch}};
  QJsonObject view;
  view["panels"] = QJsonArray::fromStringList(s.view.panels);
  view["window_state"] = QString::fromLatin1(s.view.windowState.toBase64());
  view["precision_lens"] = s.view.precisionLens;
  view["compare_difference"] = s.view.compareDifference;
  if (s.view.comparePage > 0) view["compare_page"] = s.view.comparePage;
  view["theme"] = themeName(s.view.theme);
  view["lecture_step"] = s.view.lectureStep;
  root["view"] = view;
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SceneFileData> parseScene(const QByteArray& json, QString* error) {
  const auto report = [error](const QString& message) {
    if (error != nullptr) *error = message;
    return std::nullopt;
  };
  QJsonObject root;
  if (const auto why = parseJsonObject(json, kMaxSceneBytes, &root)) return report(*why);
  QString field, what;
  auto scene = parseSceneObject(root, &field, &what);
  if (!scene) return report(Text::tr("field '%1': %2").arg(field, what));
  return scene;
}

QJsonObject sceneObject(const SceneFileData& scene) {
  return QJsonDocument::fromJson(writeScene(scene)).object();
}

std::optional<SceneFileData> parseSceneObject(const QJsonObject& root, QString* field,
                                              QString* what) {
  try {
    return readRoot(root);
  } catch (const Invalid& e) {
    if (field != nullptr) *field = e.field;
    if (what != nullptr) *what = e.what;
    return std::nullopt;
  }
}

std::optional<SceneFileData> readSceneFile(const QString& path, QString* error, bool* ioFailure) {
  return readAndParse(path, kMaxSceneBytes,
                      Text::tr("%1: no such example").arg("'" + printable(path) + "'"), parseScene,
                      error, ioFailure);
}

}  // namespace ui
