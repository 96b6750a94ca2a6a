#include "ui/export/StepVideos.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "core/io.hpp"
#include "core/model/presentation.hpp"
#include "ui/export/AnimationEncoder.hpp"
#include "ui/model/SceneState.hpp"
#include "ui/model/Text.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"

namespace ui {
namespace {

/// Texts of the step videos, translatable (context "StepVideos").
struct StepVideosText {
  Q_DECLARE_TR_FUNCTIONS(StepVideos)
};

/// The text size of a 1080p frame scaled to the video's: a smaller frame is the same slide in
/// fewer pixels (it is shown at whatever size the slide has).
double videoTypeScale(const AnimationJob& look) {
  return look.options.fontScale * std::min(1.0, look.options.size.height() / 1080.0);
}

}  // namespace

QString asciiStem(const QString& text, const QString& fallback) {
  // ASCII, so that every slide program, file system and mail attachment takes the name: Greek
  // letters spelt out (φ → phi), accents dropped (é → e), other scripts left out.
  static const QHash<QChar, QString> greek = [] {
    const char* names[] = {"alpha",   "beta", "gamma", "delta",  "epsilon", "zeta", "eta",
                           "theta",   "iota", "kappa", "lambda", "mu",      "nu",   "xi",
                           "omicron", "pi",   "rho",   "sigma",  "sigma",   "tau",  "upsilon",
                           "phi",     "chi",  "psi",   "omega"};
    QHash<QChar, QString> h;
    for (int i = 0; i < 25; ++i) h.insert(QChar(0x03B1 + i), QString::fromLatin1(names[i]));
    h.insert(QChar(0x03D5), QStringLiteral("phi"));  // ϕ
    h.insert(QChar(0x03D1), QStringLiteral("theta"));
    h.insert(QChar(0x03F5), QStringLiteral("epsilon"));
    return h;
  }();
  QString slug;
  for (const QChar c : text.toLower().normalized(QString::NormalizationForm_KD)) {
    if (c.unicode() < 0x80 && c.isLetterOrNumber()) {
      slug += c;
    } else if (const auto g = greek.constFind(c); g != greek.constEnd()) {
      if (!slug.isEmpty() && !slug.endsWith('-')) slug += '-';  // "xφ" → "x-phi"
      slug += *g;
    } else if (c.category() == QChar::Mark_NonSpacing) {
      continue;  // an accent of the letter before
    } else if (!slug.isEmpty() && !slug.endsWith('-')) {
      slug += '-';
    }
    if (slug.size() >= 60) break;
  }
  while (slug.endsWith('-')) slug.chop(1);
  return slug.isEmpty() ? fallback : slug;
}

QString stepVideoName(const Deck& deck, int shownIndex, const QString& language) {
  const std::vector<int> shown = shownSteps(deck);
  const QString title = textIn(
      deck.steps[static_cast<std::size_t>(shown[static_cast<std::size_t>(shownIndex)])].title,
      language);
  return QStringLiteral("%1-%2.mp4")
      .arg(shownIndex + 1, 2, 10, QChar('0'))
      .arg(asciiStem(title, QStringLiteral("step")));
}

QList<AnimationJob> stepVideoJobs(const Deck& deck, const QString& dir, const QString& language,
                                  const AnimationJob& look) {
  QList<AnimationJob> jobs;
  const std::vector<int> shown = shownSteps(deck);
  for (int n = 0; n < static_cast<int>(shown.size()); ++n) {
    const DeckStep& step = deck.steps[static_cast<std::size_t>(shown[n])];
    const int fragments = static_cast<int>(step.fragments.size());
    auto scene = stepScene(deck, shown[n], fragments);
    if (!scene) scene = SceneFileData();  // not for a parsed deck: one video per step regardless
    const StepPlan steps = stepPlan(deck, shown[n], fragments, *scene);
    AnimationJob job = look;
    job.scene = *scene;
    // The step as the audience sees it: its caption and formulas above its panels, in the
    // lecture's type; first as entered and at each fragment in turn, as they arrive with the
    // keys (their numbers moving as the lecture moves them), then with every fragment shown.
    const std::string lang = language.toStdString();
    gelu::model::Presentation at(deck);
    const auto texts = [&] {
      return SlideTexts{fromUtf8(at.caption(lang)), toQt(at.formulaLines(lang)), step.liveFormula};
    };
    gelu::model::Move move = at.goTo(n + 1, 0, stepScene(deck, shown[n], 0).value_or(*scene));
    for (int f = 0; f < fragments; ++f) {
      job.fragments.push_back({texts(), move.target.model, move.seconds});
      move = at.next(move.target);
    }
    // The step with every fragment shown as the lecture shows it (with what the steps before it
    // name): the scene the fragments move to (the step alone started the lecture's step 9 at the
    // x step 3's fragments left, and moved it to 0.5 at the end).
    job.scene.model = move.target.model;
    job.fragmentSeconds = kFragmentSeconds;
    job.arriveSeconds = move.seconds;
    job.slide = texts();
    job.options.fontScale = kLectureFontScale * videoTypeScale(look);
    // The slide as the audience sees it: the caption says what it shows, its panels carry no
    // titles, their legends placed as the lecture places them.
    job.options.titles = false;
    job.options.lectureRows = true;
    job.panel = QString::fromStdString(step.panels.front());
    job.row = toQt(step.panels);
    job.path = QDir(dir).filePath(stepVideoName(deck, n, language));
    job.container = gelu::anim::Container::Mp4;
    job.shade = steps.shade;
    job.trace = steps.trace;
    // Draws to see and the run's end, as figures show them, unless the step names its own.
    job.scene.samples = steps.samples.value_or(limits::kDefaultFigureSamples);
    job.scene.trainingEpoch = steps.epoch.value_or(job.scene.model.training.epochs);
    gelu::anim::Plan& plan = job.plan;
    plan.samples = job.scene.samples;
    switch (steps.play) {
      case PlayAction::Sweep: {
        // The lecture's sweep, at its pace (the step's plan).
        plan.kind = gelu::anim::Kind::Sweep;
        plan.sweepFrom = steps.sweep->from;
        plan.sweepTo = steps.sweep->to;
        plan.duration = std::clamp(steps.sweep->seconds, 1.0, gelu::anim::kMaxDuration);
        break;
      }
      case PlayAction::Simulation:
        plan.kind = gelu::anim::Kind::MonteCarlo;
        plan.duration = 6;
        break;
      case PlayAction::Training: {
        // At the step's pace (epochs a second), between 2 s and a minute; with nothing of the
        // training on screen, a still.
        const bool shown = gelu::model::contains(step.panels, "training");
        plan.kind = shown ? gelu::anim::Kind::Training : gelu::anim::Kind::Still;
        plan.epochs = job.scene.model.training.epochs;
        // From the epoch the step opens at, as the lecture does (its plan's), to the run's end.
        plan.firstEpoch = std::clamp(steps.epoch.value_or(steps.openingEpoch), 0, plan.epochs - 1);
        const int speed = job.scene.model.training.speed;
        const double seconds = speed > 0 ? double(plan.epochs - plan.firstEpoch) / speed : 8.0;
        plan.duration = shown ? std::clamp(seconds, 2.0, 60.0) : kStillSeconds;
        break;
      }
      case PlayAction::None:
        plan.kind = gelu::anim::Kind::Still;
        plan.duration = kStillSeconds;
        break;
    }
    jobs << job;
  }
  return jobs;
}

std::optional<ExportError> exportStepVideos(const Deck& deck, const QString& dir,
                                            const QString& language, const AnimationJob& look,
                                            const StepVideosProgress& progress) {
  const std::string dirPath = QFile::encodeName(dir).toStdString();
  const gelu::io::Folder where = gelu::io::checkFolder(dirPath);
  if (where.state == gelu::io::Folder::State::NotAFolder) {
    return ExportError{StepVideosText::tr("'%1' is not a folder").arg(printable(dir)), true};
  }
  // A missing encoder is said before any run is trained.
  if (const std::string why = AnimationEncoder::unavailable(); !why.empty()) {
    return ExportError{QString::fromStdString(why), false};
  }
  const bool existed = where.state == gelu::io::Folder::State::Exists;
  if (where.state == gelu::io::Folder::State::ParentMissing) {
    const QString parent = printable(QFile::decodeName(QByteArray::fromStdString(where.parent)));
    return ExportError{where.parentExists
                           ? StepVideosText::tr("'%1' is not a folder").arg(parent)
                           : StepVideosText::tr("the folder '%1' does not exist").arg(parent),
                       true};
  }
  if (!existed) {
    if (const std::string why = gelu::io::makeFolder(where.path); !why.empty()) {
      return ExportError{StepVideosText::tr("cannot make the folder '%1': %2")
                             .arg(printable(dir), QString::fromStdString(why)),
                         false};
    }
  }
  // A refusal leaves no folder it made (rmdir removes only an empty one); nor does an interrupt
  // before the first video is written.
  const auto refuse = [&](ExportError error) {
    if (!existed) QDir().rmdir(dir);
    return error;
  };
  struct Made {
    int token;
    ~Made() {
      if (token >= 0) gelu::io::forgetOnInterrupt(token);
    }
  } made{existed ? -1 : gelu::io::removeDirectoryOnInterrupt(QFile::encodeName(dir).toStdString())};
  QList<AnimationJob> jobs = stepVideoJobs(deck, dir, language, look);
  const int count = static_cast<int>(jobs.size());
  const auto fileOf = [&](int i) { return QFileInfo(jobs[i].path).fileName(); };
  // Progress counts the work of all the videos: the runs trained first (while checking), then
  // each video's frames, so that it only ever grows.
  int total = 0;
  int trainedFirst = 0;
  for (const AnimationJob& job : jobs) {
    total += animationWork(job);
    trainedFirst += firstRunWork(job);
  }
  int done = 0;
  const auto report = [&](int i, int now, bool checking = false) {
    return !progress || progress(i, count, fileOf(i), checking, done + now, total);
  };
  // A size or a step that one video refuses is refused before the first is written: all the
  // videos or none. A step whose panels' text does not fit at the lecture's type takes the
  // largest smaller type that fits, down to the look's own. First what refuses before anything
  // is drawn or trained (sizes, memory, the hour), for every step.
  const double base = videoTypeScale(look);
  const std::vector<double> scales = {
      kLectureFontScale * base, 1.6 * base, 1.4 * base, 1.2 * base, base, look.options.fontScale};
  std::vector<std::vector<QString>> refusals(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    AnimationJob job = jobs[i];
    for (const double scale : scales) {
      job.options.fontScale = scale;
      refusals[static_cast<std::size_t>(i)].push_back(checkAnimation(job));
    }
    const auto& whys = refusals[static_cast<std::size_t>(i)];
    if (std::none_of(whys.begin(), whys.end(), [](const QString& w) { return w.isEmpty(); })) {
      return refuse(ExportError{QStringLiteral("%1: %2").arg(fileOf(i), whys.back()), true});
    }
  }
  // Then each frame's text, on the stage: the steps that train nothing first, so that their
  // refusals come before any long run. A stage that trained a run first is kept from its check
  // to its export (its run is trained once, not once per type size tried).
  std::vector<int> order(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) order[static_cast<std::size_t>(i)] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return (firstRunWork(jobs[a]) > 0) < (firstRunWork(jobs[b]) > 0);
  });
  std::vector<std::unique_ptr<Stage>> kept(static_cast<std::size_t>(count));
  for (const int i : order) {
    AnimationJob& job = jobs[i];
    std::vector<QString>& whys = refusals[static_cast<std::size_t>(i)];
    const std::size_t first = static_cast<std::size_t>(
        std::find_if(whys.begin(), whys.end(), [](const QString& w) { return w.isEmpty(); }) -
        whys.begin());
    job.options.fontScale = scales[first];
    std::unique_ptr<Stage> stage =
        animationStage(job, [&](int now, int) { return report(i, now, true); });
    if (!stage) return refuse(ExportError{StepVideosText::tr("cancelled"), false, true});
    done += firstRunWork(job);
    // The last frame at every size that passed.
    for (std::size_t k = first; k < scales.size(); ++k) {
      if (!whys[k].isEmpty()) continue;
      job.options.fontScale = scales[k];
      whys[k] = frameRefusal(*stage, job, std::numeric_limits<int>::max());
    }
    // Then the other frames checked (the first, each fragment state's) at the largest of those.
    const std::vector<int> frames = checkedFrames(job);
    QString why = whys.back();
    for (std::size_t k = 0; k < scales.size(); ++k) {
      if (!whys[k].isEmpty()) continue;
      job.options.fontScale = scales[k];
      why.clear();
      for (std::size_t f = 1; f < frames.size(); ++f) {  // (frames[0] is the last: checked)
        why = frameRefusal(*stage, job, frames[f]);
        if (!why.isEmpty()) break;
      }
      if (why.isEmpty()) break;
    }
    if (!why.isEmpty())
      return refuse(ExportError{QStringLiteral("%1: %2").arg(fileOf(i), why), true});
    if (firstRunWork(job) > 0) kept[static_cast<std::size_t>(i)] = std::move(stage);
  }
  done = trainedFirst;
  // All the videos or none: each is written and synced beside its name, and put in place once
  // every one is (a full disk at the ninth leaves the set as it was, the earlier videos of an
  // older set not replaced by half a new one). A failure or cancel drops the unfinished files.
  std::vector<std::unique_ptr<gelu::io::FileWriter>> written(static_cast<std::size_t>(count));
  const auto fail = [&](ExportError error) {
    written.clear();
    return refuse(std::move(error));
  };
  for (int i = 0; i < count; ++i) {
    if (!report(i, 0)) return fail(ExportError{StepVideosText::tr("cancelled"), false, true});
    // exportAnimation counts a prepared stage's first run as done.
    const int before = firstRunWork(jobs[i]);
    const auto frames = [&](int now, int) { return report(i, now - before); };
    if (auto error = exportAnimation(jobs[i], frames, kept[static_cast<std::size_t>(i)].get(),
                                     &written[static_cast<std::size_t>(i)])) {
      if (!error->cancelled)
        error->message = QStringLiteral("%1: %2").arg(fileOf(i), error->message);
      return fail(*error);
    }
    kept[static_cast<std::size_t>(i)].reset();
    done += animationWork(jobs[i]) - before;
  }
  // Renames now (a hard-linked target is copied into, which can still fail: then the videos
  // before it are in place, and the message names the one that failed).
  for (int i = 0; i < count; ++i) {
    if (const auto e = written[static_cast<std::size_t>(i)]->commit()) {
      ExportError error = fromIo(*e);
      error.message = QStringLiteral("%1: %2").arg(fileOf(i), error.message);
      return error;
    }
  }
  return std::nullopt;
}

}  // namespace ui
