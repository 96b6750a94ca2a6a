// gelu-explorer render: one panel or the sheet of six as PNG, JPEG, SVG or PDF, with no display.
#include <fcntl.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cstdio>
#include <functional>
#include <limits>

#include "cli.hpp"
#include "core/format.hpp"
#include "core/io.hpp"
#include "core/model/ids.hpp"
#include "core/model/limits.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "core/propagation.hpp"
#include "core/training.hpp"
#include "core/training_cost.hpp"
#include "ui/export/Animation.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/Handout.hpp"
#include "ui/export/StepVideos.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/ComparePanel.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"

namespace cli {
namespace {

/// A progress line's estimate for work reported only once it has run long (over a second).
constexpr double kLongWork = 1e9;

/// While an animation is drawn and encoded, FFmpeg's and x264's own lines (x264 writes its
/// "malloc of size … failed" straight to stderr) are kept from the user: stderr goes to
/// /dev/null meanwhile, and the progress — on a terminal only — to the saved descriptor. Restored
/// before any message of ours.
class QuietLibraries {
 public:
  QuietLibraries() : m_saved(::fcntl(2, F_DUPFD_CLOEXEC, 3)) {
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (m_saved >= 0 && null >= 0) ::dup2(null, 2);
    if (null >= 0) ::close(null);
    m_terminal = m_saved >= 0 && ::isatty(m_saved) != 0;
    // A wait for the output FIFO's reader is still announced, on the real standard error.
    m_notice = gelu::io::waitNotice();
    if (m_notice && m_saved >= 0) {
      gelu::io::setWaitNotice([this](const std::string& notice) {
        if (m_shown) say("\r\033[K");
        m_shown = false;
        m_percent = -1;
        say("gelu-explorer: " + notice + "\n");
      });
    }
  }
  ~QuietLibraries() {
    gelu::io::setWaitNotice(m_notice);
    if (m_saved < 0) return;
    if (m_shown) say("\r\033[K");
    ::dup2(m_saved, 2);
    ::close(m_saved);
  }
  QuietLibraries(const QuietLibraries&) = delete;
  QuietLibraries& operator=(const QuietLibraries&) = delete;

  /// "frame 120 of 600 (20%)", or `label` and the percentage ("step video 2 of 9 (20%)"),
  /// rewritten in place when either changes.
  void progress(int done, int total, const std::string& label = {}) {
    if (!m_terminal || total <= 0) return;
    const int percent = static_cast<int>(100LL * done / total);
    if (percent == m_percent && label == m_label) return;
    m_percent = percent;
    m_label = label;
    m_shown = true;
    const std::string what =
        !label.empty() ? label : "frame " + std::to_string(done) + " of " + std::to_string(total);
    say("\r\033[Kgelu-explorer: " + what + " (" + std::to_string(percent) + "%)");
  }

 private:
  void say(const std::string& text) const {
    if (::write(m_saved, text.data(), text.size()) < 0) {
      // A progress line that cannot be shown is no failure of the animation.
    }
  }
  int m_saved = -1;
  std::function<void(const std::string&)> m_notice;  ///< the command's own, restored at the end
  bool m_terminal = false;
  bool m_shown = false;
  int m_percent = -1;
  std::string m_label;
};

QString choice(const QCommandLineParser& p, const QString& name, const QStringList& allowed) {
  const QString v = p.value(name);
  if (!allowed.contains(v)) {
    throw UsageError("--" + name.toStdString() + ": '" + shown(v) + "' is not one of " +
                     allowed.join('|').toStdString());
  }
  return v;
}

QStringList curveList(const QCommandLineParser& p, const gelu::FunctionLibrary& library) {
  QStringList ids;
  for (const QString& raw : p.value("curves").split(',')) ids << raw.trimmed();
  if (const auto why = gelu::model::checkCurveList(ui::toStd(ids), library)) {
    throw UsageError("--curves: " + gelu::model::englishMessage(*why));
  }
  return ids;
}

gelu::anim::Plan animationPlan(const QCommandLineParser& p, std::uint64_t samples) {
  gelu::anim::Plan plan;
  const auto kind = gelu::anim::kindFromName(p.value("animate").toStdString());
  if (!kind) {
    throw UsageError("--animate: '" + shown(p.value("animate")) +
                     "' is not one of sweep|monte-carlo|layers|training");
  }
  plan.kind = *kind;
  // An option the animation does not use is a mistake, not a silent no-op.
  for (const char* option : {"sweep-from", "sweep-to"}) {
    if (plan.kind != gelu::anim::Kind::Sweep && p.isSet(option)) {
      throw UsageError(std::string("--") + option + " is for --animate sweep");
    }
  }
  if (plan.kind == gelu::anim::Kind::MonteCarlo && samples == 0) {
    // (The 0 typed, or a scene's run saved before it had any draws.)
    throw UsageError(p.isSet("samples")
                         ? "--samples: 0 draws; --animate monte-carlo needs 1 or more"
                         : "--animate monte-carlo: the scene's run has no draws to show (give "
                           "--samples N)");
  }
  plan.duration = finiteOption(p, "duration").value_or(plan.duration);
  plan.fps = static_cast<int>(
      countOption(p, "fps", gelu::anim::kMinFps, gelu::anim::kMaxFps).value_or(plan.fps));
  plan.sweepFrom = rangedOption(p, "sweep-from", plan.sweepFrom, gelu::limits::kX);
  plan.sweepTo = rangedOption(p, "sweep-to", plan.sweepTo, gelu::limits::kX);
  plan.samples = samples;
  if (const std::string why = gelu::anim::check(plan); !why.empty()) {
    const char* option = why.find("duration") != std::string::npos     ? "--duration: "
                         : why.find("frame rate") != std::string::npos ? "--fps: "
                                                                       : "--sweep-to: ";
    throw UsageError(option + why);
  }
  return plan;
}

/// `render --deck FILE (--handout OUT.pdf | --step-videos DIR) [--theme NAME]`: the deck's
/// handout, its videos (--width, --height), or both.
int renderDeck(const QCommandLineParser& p) {
  // (Without a deck first: a panel's options beside --paper are not the mistake.)
  const bool handout = p.isSet("handout");
  const bool videos = p.isSet("step-videos");
  if (!p.isSet("deck")) {
    if (!handout && !videos) {
      throw UsageError(
          "--paper, --steps-per-page and --no-notes set a handout: they need --deck "
          "FILE and --handout OUT.pdf");
    }
    throw UsageError(std::string(handout ? "--handout" : "--step-videos") + " needs --deck FILE");
  }
  const QStringList known{"deck",   "handout",        "step-videos", "theme",   "width",
                          "height", "steps-per-page", "paper",       "no-notes"};
  for (const QString& name : p.optionNames()) {
    if (!known.contains(name)) {
      // As typed: -o, --x or --output (it said --o for -o).
      QString typed = "--" + name;
      for (const QString& a : QCoreApplication::arguments()) {
        if (a.startsWith('-') && a.mid(a.startsWith("--") ? 2 : 1).section('=', 0, 0) == name) {
          typed = a.section('=', 0, 0);
          break;
        }
      }
      throw UsageError(shown(typed) +
                       ": not an option of --deck (it takes --handout, --step-videos, --theme, "
                       "--paper, --steps-per-page, --no-notes, --width and --height)");
    }
  }
  if (!handout && !videos) throw UsageError("--deck needs --handout OUT.pdf or --step-videos DIR");
  if (!videos && (p.isSet("width") || p.isSet("height"))) {
    throw UsageError("--width and --height size the step videos (--step-videos DIR)");
  }
  for (const char* option : {"paper", "steps-per-page", "no-notes"}) {
    if (!handout && p.isSet(option)) {
      throw UsageError(std::string("--") + option + " sets the handout (--handout OUT.pdf)");
    }
  }
  ui::HandoutOptions sheet;
  if (p.isSet("paper")) sheet.paper = *ui::parsePaper(choice(p, "paper", ui::paperNames()));
  if (p.isSet("steps-per-page")) {
    sheet.stepsPerPage = choice(p, "steps-per-page", {"1", "2"}).toInt();
  }
  sheet.notes = !p.isSet("no-notes");
  const QString path =
      handout && p.value("handout") == "-" ? QStringLiteral("/dev/stdout") : p.value("handout");
  // The deck is an input before anything is opened: no output may replace it.
  gelu::io::noteInputFile(QFile::encodeName(p.value("deck")).toStdString());
  if (handout && p.value("handout") != "-" &&
      !p.value("handout").endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
    throw UsageError("--handout: '" + shown(p.value("handout")) +
                     "' does not end in .pdf (a handout is a PDF; '-' writes it to standard "
                     "output)");
  }
  if (handout) {
    if (const auto error = ui::checkTarget(path)) {  // before the deck is read
      if (!error->usage) throw IoError(error->message.toStdString());
      throw UsageError("--handout: " + error->message.toStdString());
    }
  }
  if (videos && p.value("step-videos").isEmpty())
    throw UsageError("--step-videos: no folder given");
  if (videos) {  // before anything is written (the videos' own check says the same, later)
    const gelu::io::Folder folder =
        gelu::io::checkFolder(QFile::encodeName(p.value("step-videos")).toStdString());
    if (folder.state == gelu::io::Folder::State::NotAFolder) {
      throw UsageError("--step-videos: '" + shown(p.value("step-videos")) + "' is not a folder");
    }
    if (folder.state == gelu::io::Folder::State::ParentMissing) {
      const std::string parent = shown(QFile::decodeName(QByteArray::fromStdString(folder.parent)));
      throw UsageError(folder.parentExists
                           ? "--step-videos: '" + parent + "' is not a folder"
                           : "--step-videos: the folder '" + parent + "' does not exist");
    }
  }
  QString error;
  bool ioFailure = false;
  const auto deck = ui::readDeckFile(p.value("deck"), &error, &ioFailure);
  if (!deck && ioFailure) throw IoError(error.toStdString());
  if (!deck) throw UsageError("--deck: " + error.toStdString());
  const ui::ThemeChoice theme =
      p.isSet("theme")
          ? *gelu::model::parseTheme(
                choice(p, "theme", ui::toQt(gelu::model::themeNames(false))).toStdString())
          : ui::ThemeChoice::Light;
  const auto fail = [](const std::string& option, const ui::ExportError& e) {
    if (e.usage) throw UsageError(option + e.message.toStdString());
    throw IoError(e.message.toStdString());
  };
  if (handout) {
    // A step's long training run shows its progress on a terminal (the pieces come about a
    // second apart, so a short run shows none).
    std::unique_ptr<TerminalProgress> bar;
    int barStep = 0;
    sheet.training = [&bar, &barStep](int step, int epoch, int epochs) {
      if (step != barStep) {
        bar.reset();
        bar = std::make_unique<TerminalProgress>(
            "handout: step " + std::to_string(step) + ", training epoch", kLongWork);
        barStep = step;
      }
      bar->update(epoch, epochs);
    };
    if (const auto failed = ui::exportHandout(*deck, path, QStringLiteral("C"),
                                              ui::Theme::forFigure(theme), sheet)) {
      fail("--handout: ", *failed);
    }
  }
  if (videos) {
    using Sides = ui::ExportOptions;
    ui::AnimationJob look;
    look.theme = theme;
    look.options.size = QSize(
        static_cast<int>(countOption(p, "width", Sides::kMinSide, Sides::kMaxSide).value_or(1920)),
        static_cast<int>(
            countOption(p, "height", Sides::kMinSide, Sides::kMaxSide).value_or(1080)));
    look.options.fontScale = ui::canvasFontScale(look.options.size);
    std::optional<ui::ExportError> failed;
    {
      QuietLibraries quiet;
      failed = ui::exportStepVideos(
          *deck, p.value("step-videos"), QStringLiteral("C"), look,
          [&quiet](int step, int steps, const QString&, bool checking, int done, int total) {
            quiet.progress(done, total,
                           std::string(checking ? "checking " : "") + "step video " +
                               std::to_string(step + 1) + " of " + std::to_string(steps));
            return true;
          });
    }
    if (failed) fail("--step-videos: ", *failed);
  }
  return kOk;
}

}  // namespace

/// The training panel's options into `t`; returns the epoch to show: `epoch`, or --epochs, which
/// also makes the run that long.
int trainingOptions(const QCommandLineParser& p, ui::TrainingState& t, int epoch) {
  namespace tr = gelu::training;
  if (p.isSet("dataset")) {
    const QString d = p.value("dataset").trimmed();
    if (!tr::parseDataset(d.toStdString())) {
      throw UsageError("--dataset: '" + shownValue(p.value("dataset")) +
                       "' is not circle, xor, gaussians, spiral or regression");
    }
    t.dataset = d.toStdString();
  }
  if (p.isSet("layers")) {
    const std::vector<int> units = layersOption(p);
    t.layers = units;
  }
  if (p.isSet("epochs")) {
    epoch = static_cast<int>(*countOption(p, "epochs", 0, gelu::limits::kMaxTrainingEpochs));
    t.epochs = std::max(1, epoch);
  }
  t.learningRate = boundedOption(p, "learning-rate", t.learningRate,
                                 gelu::limits::kLearningRate.min, gelu::limits::kLearningRate.max);
  if (p.isSet("optimizer")) t.optimizer = choice(p, "optimizer", {"adam", "sgd"}).toStdString();
  t.noise = boundedOption(p, "noise", t.noise, 0.0, gelu::limits::kTrainingNoise.max);
  if (p.isSet("points")) {
    t.points = static_cast<int>(*countOption(p, "points", tr::kMinPoints, tr::kMaxPoints));
  }
  if (p.isSet("training-seed")) {
    t.seed = *countOption(p, "training-seed", 0, std::numeric_limits<std::uint64_t>::max());
  }
  return std::min(epoch, t.epochs);
}

int runRender(const QStringList& args) {
  QCommandLineParser p;
  const QStringList ids = ui::registeredPanelIds() << "sheet";
  p.addOption({"panel", "What to draw: " + ids.join(", ") + ".", "ID"});
  p.addOption({"view",
               "Draw a view as the window lays it out (its panels, rows and columns lined up): " +
                   ui::toQt(gelu::model::builtInViewIds()).join(", ") + ".",
               "ID"});
  p.addOption({"list-views", "Print the built-in views (id, name, panels) and exit."});
  p.addOption({{"o", "output"},
               "The file to write ('-' for standard output, with --format); its extension is the "
               "format: png, jpg, svg, pdf, or with --animate mp4, webm, gif, webp, apng.",
               "FILE"});
  p.addOption({"format",
               "The format whatever the file's name says (needed for '-', a pipe or a device): "
               "png, jpg, svg, pdf, or with --animate mp4, webm, gif, webp, apng.",
               "F"});
  p.addOption({"width", "Width in logical pixels, 100..10000 (default 1600).", "W"});
  p.addOption({"height", "Height in logical pixels, 100..10000 (default 900).", "H"});
  p.addOption({"scale", "Pixels per logical pixel in PNG/JPEG, 0.25..8 (default 1).", "K"});
  p.addOption({"font-scale",
               "Type size relative to the screen, 0.5..4 (default 1 up to 1920×1080, then "
               "growing with the canvas: 2 at 3840×2160).",
               "F"});
  p.addOption({"x", "The input x, -50..50 (default 0.5).", "X"});
  addShapeOptions(p, true);
  p.addOption({"curves",
               "Activation curves shown (default gelu,relu,elu); each --formula is added.", "IDS"});
  addFormulaOption(p);
  p.addOption({"samples", "Monte Carlo draws, 0..1e15 (default 10000).", "N"});
  p.addOption({"seed", "Monte Carlo seed (default 1).", "S"});
  p.addOption({"columns", "Columns of the sheet (default 3).", "C"});
  p.addOption({"page", "Page of the compare panel when its curves do not fit (default 1).", "P"});
  p.addOption(
      {"theme", ui::toQt(gelu::model::themeNames(false)).join(", ") + " (default light).", "NAME"});
  p.addOption(
      {"background", ui::backgroundNames().join(", ") + " (PNG/SVG) (default theme).", "B"});
  p.addOption({"title",
               "The figure's title ($…$ is TeX, at most 300 characters): one panel's instead of "
               "its own; a heading over a sheet's or a view's panels.",
               "TEXT"});
  p.addOption({"no-title", "Draw no panel titles (and keep no room for them)."});
  p.addOption({"no-x-marks", "Leave out the marks at x: its line, the points there, read-outs."});
  p.addOption({"scene",
               "Start from a scene file, or a PNG or SVG figure made here (it carries its scene); "
               "the other options override it.",
               "FILE"});
  p.addOption({"deck", "A deck (*.gelu-deck.json) to draw with --handout.", "FILE"});
  p.addOption({"handout",
               "Write the deck's handout: a PDF, a page per shown step (title, caption, figure, "
               "formulas, notes).",
               "OUT.pdf"});
  p.addOption(
      {"paper", "The handout's paper: " + ui::paperNames().join(", ") + " (default a4).", "P"});
  p.addOption({"steps-per-page", "Steps on a handout page: 1 or 2 (default 1).", "N"});
  p.addOption({"no-notes",
               "Leave the presenter's notes and the questions' right answers out of the handout."});
  p.addOption({"step-videos",
               "Write a video per shown step of the deck into DIR (made when missing, in a folder "
               "that exists): "
               "DIR/01-<title>.mp4, … playing the step's sweep, simulation or training, or a "
               "still of 4 s; --width and --height size them (default 1920×1080).",
               "DIR"});
  p.addOption({"gain",
               "The propagation panel's weight gain: he, auto, xavier, torch or a number 0..100 "
               "(default he).",
               "G"});
  p.addOption({"depth", "The propagation panel's layers, 1..100 (default 20).", "L"});
  p.addOption({"units", "The propagation panel's units per layer, 1..2048 (default 512).", "W"});
  p.addOption({"bias-std", "The propagation panel's bias σ_b, 0..100 (default 0).", "S"});
  p.addOption({"dtype",
               "The number-format panel's format: fp32, bf16, fp16, e4m3, e5m2 (default bf16).",
               "D"});
  p.addOption({"compare-dtype",
               "A second format beside it on the number-format panel, or none (default none).",
               "D"});
  p.addOption({"kernel",
               "How the number-format panel computes GELU: exact (rounded once), torch, "
               "torch-vectorized or torch-scalar (PyTorch 1.13 on the CPU: a long tensor, the "
               "vectorized path, one element) (default exact).",
               "K"});
  p.addOption({"dataset",
               "The training panel's data: circle, xor, gaussians, spiral (default) or regression.",
               "D"});
  p.addOption({"activations",
               "The training panel's activations, 1..4 comma-separated ids (default gelu,relu).",
               "ID,ID"});
  p.addOption({"layers", "The training panel's hidden units, 1..6 layers of 1..64 (default 16,16).",
               "N,N"});
  p.addOption({"epochs",
               "The training panel's epoch shown, 0..100000 (default: the run's end, 2000).", "N"});
  p.addOption(
      {"learning-rate", "The training panel's learning rate, 1e-5..10 (default 0.01).", "R"});
  p.addOption({"optimizer", "The training panel's optimizer: adam (default) or sgd.", "O"});
  p.addOption({"noise", "The training panel's noise on the data, 0..1 (default 0).", "F"});
  p.addOption({"points", "The training panel's points, 10..10000 (default 500).", "N"});
  p.addOption({"training-seed", "The training panel's seed (default 1).", "S"});
  p.addOption({"animate",
               "An animation instead of a picture: sweep (x moves), monte-carlo (the run "
               "grows from n = 1 to --samples, log-spaced), layers (the propagation panel's "
               "deep network, one layer more each frame) or training (the training panel's "
               "networks from epoch 0 to --epochs).",
               "KIND"});
  p.addOption({"duration", "Seconds of animation, more than 0 and at most 600 (default 4).", "S"});
  p.addOption({"fps", "Frames per second, 1..120 (default 30; GIF plays at most 50).", "N"});
  p.addOption({"sweep-from", "Where the sweep's x starts (default -3).", "A"});
  p.addOption({"sweep-to", "Where the sweep's x ends (default 3).", "B"});
  if (!parse(p, args, "render",
             "Draw a panel or the sheet of six panels to an image file, with no display.",
             kFormulaOptions)) {
    return kOk;
  }
  if (p.isSet("list-views")) {
    if (p.optionNames().size() > 1) throw UsageError("--list-views takes no other option");
    Output out{QString()};  // standard output, its write checked (a full disk is an I/O error)
    for (const gelu::model::ViewDef& v : gelu::model::builtInViews()) {
      std::string panels;
      for (const std::string& id : v.panels) panels += (panels.empty() ? "" : ",") + id;
      out.write(v.id + '\t' + v.name + '\t' + panels + '\n');
    }
    out.commit();
    return kOk;
  }
  for (const char* deckOption :
       {"deck", "handout", "step-videos", "paper", "steps-per-page", "no-notes"}) {
    if (p.isSet(deckOption)) return renderDeck(p);
  }
  if (p.isSet("view") && p.isSet("panel"))
    throw UsageError("--view and --panel exclude each other");
  const gelu::model::ViewDef* view = nullptr;
  if (p.isSet("view")) {
    view = gelu::model::builtInView(p.value("view").toStdString());
    if (view == nullptr) {
      throw UsageError("--view: unknown view '" + shown(p.value("view")) + "' (known: " +
                       ui::toQt(gelu::model::builtInViewIds()).join(", ").toStdString() + ")");
    }
    if (p.isSet("animate")) throw UsageError("--view draws a still; --animate needs --panel");
    if (p.isSet("columns")) throw UsageError("--columns is for --panel sheet; a view has its own");
  } else if (!p.isSet("panel")) {
    throw UsageError(
        "render: --panel or --view is required (panels: " + ids.join(", ").toStdString() + ")");
  }
  const QString panelId = view != nullptr ? QString() : p.value("panel");
  if (view == nullptr && !ids.contains(panelId)) {
    throw UsageError("--panel: unknown panel '" + shown(panelId) +
                     "' (known: " + ids.join(", ").toStdString() + ")");
  }
  const QStringList wanted = view != nullptr      ? ui::toQt(view->panels)
                             : panelId == "sheet" ? ui::sheetPanelIds()
                                                  : QStringList{panelId};
  if (!p.isSet("output")) throw UsageError("render: --output FILE is required");
  const QString path = p.value("output") == "-" ? QStringLiteral("/dev/stdout") : p.value("output");
  if (p.value("output") == "-" && !p.isSet("format")) {
    throw UsageError("--output -: standard output needs --format (png, jpg, svg, pdf, mp4, …)");
  }
  if (const auto error = ui::checkTarget(path)) {  // before anything else
    if (!error->usage) throw IoError(error->message.toStdString());
    throw UsageError("--output: " + error->message.toStdString());
  }
  const bool animate = p.isSet("animate");
  for (const char* option : {"duration", "fps", "sweep-from", "sweep-to"}) {
    if (!animate && p.isSet(option)) {
      throw UsageError(std::string("--") + option +
                       " needs --animate sweep|monte-carlo|layers|training");
    }
  }
  // A panel's option with that panel not drawn is a mistake, not a silent no-op (an animation of
  // layers is refused here without its panel, one of training by checkAnimation).
  {
    if (animate &&
        gelu::anim::kindFromName(p.value("animate").toStdString()) == gelu::anim::Kind::Layers &&
        !wanted.contains("propagation")) {
      throw UsageError(
          "--animate layers: the propagation panel's layers, which this figure does not draw "
          "(--panel propagation)");
    }
    struct PanelOptions {
      const char* panel;
      std::vector<const char*> options;
    };
    const PanelOptions groups[] = {
        {"training",
         {"dataset", "activations", "layers", "epochs", "learning-rate", "optimizer", "noise",
          "points", "training-seed"}},
        {"propagation", {"gain", "depth", "units", "bias-std"}},
        {"dtype", {"dtype", "compare-dtype", "kernel"}},
        {"compare", {"page"}},
    };
    for (const PanelOptions& g : groups) {
      if (wanted.contains(QLatin1String(g.panel))) continue;
      for (const char* option : g.options) {
        if (!p.isSet(option)) continue;
        throw UsageError(std::string("--") + option + " sets the " + g.panel +
                         " panel, which this figure does not draw" +
                         (view == nullptr ? std::string(" (--panel ") + g.panel + ")" : ""));
      }
    }
  }
  // The format: --format, else the file's extension.
  const QString formatPath = p.isSet("format") ? "file." + p.value("format") : path;
  const auto format = animate ? std::optional<ui::ExportFormat>() : ui::formatFromPath(formatPath);
  QString notAnimation;
  const auto container = animate ? ui::animationFormat(formatPath, &notAnimation) : std::nullopt;
  if (p.isSet("format") && (p.value("format").isEmpty() || p.value("format").contains('.') ||
                            (animate ? !container : !format))) {
    throw UsageError("--format: '" + shown(p.value("format")) + "' is not one of " +
                     (animate ? "mp4, webm, gif, webp, apng" : "png, jpg, svg, pdf"));
  }
  if (animate && !container) throw UsageError("--output: " + notAnimation.toStdString());
  if (p.isSet("scale") && format &&
      (*format == ui::ExportFormat::Svg || *format == ui::ExportFormat::Pdf)) {
    throw UsageError("--scale is for pixels (PNG, JPEG, an animation); an SVG or PDF has none");
  }
  if (!animate && !format) {
    throw UsageError("--output: '" + shown(path) + "' has no known image extension " +
                     "(use .png, .jpg, .svg or .pdf, or --format)");
  }
  // A scene file gives the starting point; the other options override it.
  ui::SceneFileData start;
  start.samples = gelu::limits::kDefaultFigureSamples;
  start.trainingEpoch = start.model.training.epochs;  // a figure shows the run's end
  if (p.isSet("scene")) {
    QString error;
    bool ioFailure = false;
    const auto loaded = ui::readSceneFile(p.value("scene"), &error, &ioFailure);
    if (!loaded && ioFailure) throw IoError(error.toStdString());
    if (!loaded) throw UsageError("--scene: " + error.toStdString());
    start = *loaded;
  }

  ui::ExportOptions o;
  using Sides = ui::ExportOptions;
  o.size = QSize(
      static_cast<int>(countOption(p, "width", Sides::kMinSide, Sides::kMaxSide).value_or(1600)),
      static_cast<int>(countOption(p, "height", Sides::kMinSide, Sides::kMaxSide).value_or(900)));
  o.scale = finiteOption(p, "scale").value_or(1.0);
  o.fontScale = finiteOption(p, "font-scale").value_or(ui::canvasFontScale(o.size));
  // A sheet's or a view's --title is a heading over its panels, drawn with or without theirs.
  const bool heading = view != nullptr || panelId == "sheet";
  if (p.isSet("title") && p.isSet("no-title") && !heading)
    throw UsageError("--title and --no-title exclude each other");
  o.titles = !p.isSet("no-title");
  (heading ? o.heading : o.title) = p.value("title");
  if (p.isSet("title") && p.value("title").trimmed().isEmpty()) {
    throw UsageError(heading ? "--title: empty (a sheet or a view without one has no heading)"
                             : "--title: empty (use --no-title to draw none)");
  }
  o.xMarks = !p.isSet("no-x-marks");
  if (p.isSet("background")) {
    o.background = *ui::parseBackground(choice(p, "background", ui::backgroundNames()));
  }
  if (const QString why = ui::validateOptions(o, format.value_or(ui::ExportFormat::Png));
      !why.isEmpty()) {
    throw UsageError(why.toStdString());
  }
  ui::ModelState& m = start.model;
  const ui::ThemeChoice themeChoice =
      p.isSet("theme")
          ? *gelu::model::parseTheme(
                choice(p, "theme", ui::toQt(gelu::model::themeNames(false))).toStdString())
          : start.view.theme;
  // The ranges of limits.hpp: what a scene, the window and render all accept.
  m.x = rangedOption(p, "x", m.x, gelu::limits::kX);
  const gelu::Params shape = shapeOptions(p, true);  // σ > 0, α > 0, β, slope, λ in range
  m.mu = rangedOption(p, "mu", m.mu, gelu::limits::kMu);
  m.sigma = rangedOption(p, "sigma", m.sigma, gelu::limits::kSigma);
  m.alpha = rangedOption(p, "alpha", m.alpha, gelu::limits::kAlpha);
  if (p.isSet("beta")) m.beta = shape.beta;
  if (p.isSet("slope")) m.slope = shape.slope;
  if (p.isSet("lambda")) m.lambda = shape.lambda;
  const std::uint64_t samples =
      countOption(p, "samples", 0, gelu::soi::kMaxSamples).value_or(start.samples);
  m.seed = countOption(p, "seed", 0, std::numeric_limits<std::uint64_t>::max()).value_or(m.seed);
  if (p.isSet("page"))
    start.view.comparePage = static_cast<int>(*countOption(p, "page", 1, 1000)) - 1;
  if (p.isSet("gain")) {
    const QString g = p.value("gain").trimmed();
    if (gelu::propagation::parseGainRule(g.toStdString())) {
      m.propagation.gain = g.toStdString();
    } else {
      m.propagation.gain = "value";
      m.propagation.gainValue = rangedOption(p, "gain", 1.0, gelu::limits::kGain);
    }
  }
  if (p.isSet("depth")) {
    m.propagation.depth = static_cast<int>(*countOption(p, "depth", 1, gelu::limits::kMaxDepth));
  }
  if (p.isSet("units")) {
    m.propagation.width = static_cast<int>(*countOption(p, "units", 1, gelu::limits::kMaxWidth));
  }
  m.propagation.biasStd =
      rangedOption(p, "bias-std", m.propagation.biasStd, gelu::limits::kBiasStd);
  if (p.isSet("dtype")) {
    m.numberFormat.dtype =
        choice(p, "dtype", ui::toQt(gelu::model::numberFormatNames(false))).toStdString();
  }
  if (p.isSet("compare-dtype")) {
    m.numberFormat.compare =
        choice(p, "compare-dtype", ui::toQt(gelu::model::numberFormatNames(true))).toStdString();
  }
  if (p.isSet("kernel"))
    m.numberFormat.kernel =
        choice(p, "kernel", ui::toQt(gelu::model::numberFormatKernels())).toStdString();
  int trainingEpoch = trainingOptions(p, m.training, start.trainingEpoch);
  if (p.isSet("columns") && panelId != "sheet") throw UsageError("--columns is for --panel sheet");
  const int columns = p.isSet("columns") ? static_cast<int>(*countOption(p, "columns", 1, 6)) : 3;
  // The figure's formulas: the scene's, each --formula added or replacing one of the same id.
  const CommandFormulas formulas = commandFormulas(p);
  std::vector<std::string> defined;
  for (const gelu::FormulaDefinition& d : formulas.definitions) {
    ui::FormulaDef def;
    def.id = d.id;
    def.expression = d.expression;
    def.parameters = d.parameters;
    std::erase_if(m.formulas, [&](const ui::FormulaDef& f) { return f.id == def.id; });
    m.formulas.push_back(def);
    defined.push_back(def.id);
  }
  if (static_cast<int>(m.formulas.size()) > gelu::limits::kMaxFormulas) {
    throw UsageError("--formula: the scene's and the command line's formulas are more than " +
                     std::to_string(gelu::limits::kMaxFormulas));
  }
  for (std::size_t i = 0; i < m.formulas.size(); ++i) {
    const std::vector<ui::FormulaDef> before(m.formulas.begin(), m.formulas.begin() + i);
    if (const QString why = ui::formulaProblem(m.formulas[i], before); !why.isEmpty()) {
      throw UsageError("--formula " + shown(ui::fromUtf8(m.formulas[i].id)) + ": " +
                       why.toStdString());
    }
  }
  const gelu::FunctionLibraryPtr library = gelu::model::libraryWith(*formulas.library, m.formulas);
  if (p.isSet("curves")) m.curves = ui::toStd(curveList(p, *library));
  if (p.isSet("activations")) {
    m.training.activations.clear();
    const QStringList raw = p.value("activations").split(',');
    if (raw.size() > gelu::limits::kMaxTrainingPanes) {
      throw UsageError("--activations: at most 4, got " + std::to_string(raw.size()));
    }
    for (const QString& r : raw) {
      const gelu::FunctionInfo& f = activation(*library, r, "--activations");
      const std::string id(f.id);
      if (gelu::model::contains(m.training.activations, id)) {
        throw UsageError("--activations: '" + shownValue(r) + "' is listed twice");
      }
      m.training.activations.push_back(id);
    }
  }
  for (const std::string& id : defined) {  // a formula defined for a figure is drawn in it
    if (!gelu::model::contains(m.curves, id)) m.curves.push_back(id);
  }
  // The training panel trains its networks to the epoch shown, an animation of it to the
  // run's end or --epochs: within the hour every reader holds runs to, or refused now.
  const bool animatesTraining =
      animate &&
      gelu::anim::kindFromName(p.value("animate").toStdString()) == gelu::anim::Kind::Training;
  if (wanted.contains("training") || animatesTraining) {
    const int epochs = animatesTraining && !p.isSet("epochs") ? m.training.epochs : trainingEpoch;
    // An animation of training trains its run more than once (gelu::anim::trainingRuns).
    const int runs = animatesTraining ? gelu::anim::trainingRuns(*container) : 1;
    const std::string why =
        gelu::training::refusal(gelu::model::trainingShape(m.training, *library), epochs, runs);
    if (!why.empty()) throw UsageError((p.isSet("epochs") ? "--epochs: " : "training: ") + why);
  }

  if (animate) {
    ui::AnimationJob job;
    job.scene = start;
    job.scene.samples = samples;
    job.panel = panelId;
    job.columns = columns;
    job.theme = themeChoice;
    job.options = o;
    job.path = path;
    job.container = container;
    job.plan = animationPlan(p, samples);
    job.scene.trainingEpoch = trainingEpoch;
    // An animation of training plays the run from its start to --epochs, else to its end.
    job.plan.epochs = p.isSet("epochs") ? std::max(1, trainingEpoch) : m.training.epochs;
    std::optional<ui::ExportError> error;
    {
      QuietLibraries quiet;
      // The run trained first (its pieces as many as the frames), then the frames, each pass:
      // the line names which (it counted the run as frames: "frame 40 of 40" for 20).
      const int first = ui::firstRunWork(job);
      const int frames = ui::videoFrames(job, *container);
      error = ui::exportAnimation(job, [&](int done, int total) {
        const std::string label = done <= first
                                      ? "training the run first"
                                      : "frame " + std::to_string((done - first - 1) % frames + 1) +
                                            " of " + std::to_string(frames);
        quiet.progress(done, total, label);
        return true;
      });
    }
    if (error) {
      if (error->usage) throw UsageError(error->message.toStdString());
      throw IoError(error->message.toStdString());
    }
    return kOk;
  }
  ui::Stage stage(m, start.view, wanted, panelId == "sheet" ? columns : 0,
                  ui::Theme::forFigure(themeChoice));  // the lenses and compare mode of a --scene
  if (view != nullptr) {
    // The window's arrangement (a view's cells at this size), refused where the window would
    // stack the panels instead.
    std::vector<std::string> panels(view->panels);
    const auto need = gelu::model::viewNeed(panels, o.size.width(), o.size.height());
    if (need.width > o.size.width() || need.height > o.size.height()) {
      throw UsageError("--view " + view->id + " needs at least " + std::to_string(need.width) +
                       "×" + std::to_string(need.height) + " (the window stacks its panels below)");
    }
    QList<QRectF> rects;
    for (const gelu::model::Cell& c :
         gelu::model::viewCells(panels, o.size.width(), o.size.height()))
      rects << QRectF(c.x, c.y, c.width, c.height);
    stage.arrange(rects);
  }
  stage.scene().simulateTo(samples);
  if (wanted.contains("training")) {
    ui::TrainingRun& run = stage.scene().trainingRun();
    const double perEpoch = gelu::training::secondsPerEpoch(
        gelu::model::trainingShape(m.training, stage.scene().library()));
    TerminalProgress progress("training: epoch", perEpoch * trainingEpoch);
    // In pieces of about a second, so that the progress moves.
    run.trainTo(trainingEpoch, [&](int e) { progress.update(e, trainingEpoch); });
  }
  const QList<ui::SheetCell>& cells = stage.cells();
  if (p.isSet("page")) {
    // How many pages the compare panel has depends on its plot's size in this figure: known
    // once it is laid out, and a page past the last is refused, not the last one drawn instead.
    for (const ui::SheetCell& c : cells) {
      auto* compare = qobject_cast<ui::ComparePanel*>(c.panel);
      if (compare == nullptr) continue;
      // Drawn into memory as the figure, at one pixel a logical pixel (the layout's own
      // units), and read off what its notes said.
      ui::ExportOptions dry = o;
      dry.scale = std::min(1.0, o.scale);
      (void)ui::renderImage(cells, dry);
      const auto [page, pages] = compare->drawnPage();
      if (page != start.view.comparePage) {
        throw UsageError("--page " + std::to_string(start.view.comparePage + 1) +
                         ": the compare panel has " + std::to_string(pages) +
                         (pages == 1 ? " page" : " pages") + " at " +
                         std::to_string(o.size.width()) + "×" + std::to_string(o.size.height()));
      }
    }
  }
  if (const auto error = ui::exportToFile(cells, path, o, format)) {
    if (error->usage) throw UsageError(error->message.toStdString());
    throw IoError(error->message.toStdString());
  }
  return kOk;
}

}  // namespace cli
