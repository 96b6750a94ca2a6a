#include "ui/export/Animation.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <future>
#include <memory>
#include <vector>

#include "core/animation_cost.hpp"
#include "core/function_library.hpp"
#include "core/io.hpp"
#include "core/model/ids.hpp"
#include "core/model/presentation.hpp"
#include "core/model/scene_file.hpp"
#include "core/model/views.hpp"
#include "core/training_cost.hpp"
#include "ui/export/AnimationEncoder.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/FrameDrawer.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/Text.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/PanelFactory.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/panels/Theme.hpp"

namespace ui {
namespace {

struct AnimationText {
  Q_DECLARE_TR_FUNCTIONS(Animation)
};

/// The panels the job draws.
QStringList panelIds(const AnimationJob& job) {
  return !job.row.isEmpty()     ? job.row
         : job.panel == "sheet" ? sheetPanelIds()
                                : QStringList{job.panel};
}

/// Frames each of a step video's fragments is shown (0 without fragments).
int fragmentFrames(const AnimationJob& job, gelu::anim::Container c) {
  if (job.fragments.empty()) return 0;
  return std::max(
      1, static_cast<int>(std::lround(job.fragmentSeconds * gelu::anim::playedFps(job.plan, c))));
}

/// Frames of the job (1 when its container is unknown).
int framesOf(const AnimationJob& job) {
  const auto container = job.container ? job.container : animationFormat(job.path, nullptr);
  return container ? videoFrames(job, *container) : 1;
}

/// The epoch the stage trains its run to before the frames: the run's end for an animation of
/// training, else the scene's epoch; 0 without a training panel.
int firstRunEpoch(const AnimationJob& job) {
  if (!panelIds(job).contains("training")) return 0;
  return job.plan.kind == gelu::anim::Kind::Training ? job.plan.epochs : job.scene.trainingEpoch;
}

}  // namespace

int videoFrames(const AnimationJob& job, gelu::anim::Container c) {
  return fragmentFrames(job, c) * static_cast<int>(job.fragments.size()) +
         gelu::anim::frameCount(job.plan, c);
}

int firstRunWork(const AnimationJob& job) { return firstRunEpoch(job) > 0 ? framesOf(job) : 0; }

int animationWork(const AnimationJob& job) {
  const auto container = job.container ? job.container : animationFormat(job.path, nullptr);
  return framesOf(job) * (container ? gelu::anim::passes(*container) : 1) + firstRunWork(job);
}

std::unique_ptr<Stage> animationStage(const AnimationJob& job, const AnimationProgress& firstRun) {
  const QStringList ids = panelIds(job);
  int columns = !job.row.isEmpty()     ? static_cast<int>(job.row.size())
                : job.panel == "sheet" ? job.columns
                                       : 0;
  if (job.row.size() == 4) {
    // A step's four panels in two rows of two where the lecture's slide has them so (its
    // panels below the texts, in the cells a view gives them: LectureView).
    const QSize px = pixelSize(job.options);
    if (gelu::model::viewCells(4, px.width(), 0.7 * px.height()).front().width > 0.25) columns = 2;
  }
  ModelState model = job.scene.model;
  if (job.plan.kind == gelu::anim::Kind::Sweep) {
    // The whole sweep inside the plot, its marks clear of the border, on axes that stay put:
    // the view widens (never narrows) to the sweep and 3% more on the side it reaches.
    const double lo = std::min(job.plan.sweepFrom, job.plan.sweepTo);
    const double hi = std::max(job.plan.sweepFrom, job.plan.sweepTo);
    const double pad = 0.03 * (std::max(hi, model.xMax) - std::min(lo, model.xMin));
    if (lo - pad < model.xMin) model.xMin = lo - pad;
    if (hi + pad > model.xMax) model.xMax = hi + pad;
  }
  auto stage =
      std::make_unique<Stage>(model, job.scene.view, ids, columns, Theme::forFigure(job.theme));
  stage->setStepLooks(job.shade, job.trace);
  stage->setDeckCurves(!job.row.isEmpty());  // (a lecture step's video)
  // The training panel where the scene's run had got; an animation of training replays the
  // run on axes that hold still: the losses of the whole run, found by running it once first.
  if (const int epoch = firstRunEpoch(job); epoch > 0) {
    TrainingRun& run = stage->scene().trainingRun();
    // In the frames' pieces, so that a long run shows its progress and can be cancelled.
    const int count = framesOf(job);
    for (int i = 0; i < count; ++i) {
      run.trainTo(gelu::anim::trainingEpoch(i, count, epoch));
      if (firstRun && !firstRun(i + 1, count)) return nullptr;
    }
    run.trainTo(epoch);
    if (job.plan.kind == gelu::anim::Kind::Training) {
      double low = HUGE_VAL;
      double high = 0.0;
      for (const TrainingPane& pane : run.snapshot()->panes) {
        for (const auto& m : pane.history) {
          for (const double v : {m.trainLoss, m.testLoss}) {
            if (!(v > 0.0) || !std::isfinite(v)) continue;
            low = std::min(low, v);
            high = std::max(high, v);
          }
        }
      }
      if (high > 0.0) {
        FrameSettings frame = stage->frame();
        frame.lossSpan = std::minmax(low, high);
        stage->setFrame(frame);
      }
    }
  }
  if (job.plan.kind == gelu::anim::Kind::Sweep) {
    // One width for x in every read-out: the sweep's 0.001 grid, or the decimals its ends have.
    int decimals = 3;
    for (const double end : {job.plan.sweepFrom, job.plan.sweepTo}) {
      while (decimals < 6 && QString::number(end, 'f', decimals).toDouble() != end) ++decimals;
    }
    Scene& scene = stage->scene();
    FrameSettings frame = stage->frame();
    frame.xDecimals = decimals;
    frame.sweepSpan = std::minmax(job.plan.sweepFrom, job.plan.sweepTo);
    stage->setFrame(frame);
    // The marks on the curves clear of the top and bottom too: the y view widens to the shown
    // curves over the sweep, and 3% more, where they reach its edge (not for a curve that
    // leaves the view anyway: its mark is off the plot in the still as well).
    const double lo = std::min(job.plan.sweepFrom, job.plan.sweepTo);
    const double hi = std::max(job.plan.sweepFrom, job.plan.sweepTo);
    const double span = scene.yMax() - scene.yMin();
    double low = scene.yMin();
    double high = scene.yMax();
    for (const QString& id : scene.curves()) {
      const gelu::FunctionInfo* f = scene.library().find(id.toStdString());
      if (f == nullptr) continue;
      for (int k = 0; k <= 400; ++k) {
        const double v = (*f)(lo + (hi - lo) * k / 400.0, scene.params());
        if (!(v >= scene.yMin() - 0.1 * span && v <= scene.yMax() + 0.1 * span)) continue;
        low = std::min(low, v - 0.03 * span);
        high = std::max(high, v + 0.03 * span);
      }
    }
    if (low < scene.yMin() || high > scene.yMax()) scene.setYRange(low, high);
  }
  return stage;
}

namespace {

/// The job's container (checkAnimation found one).
gelu::anim::Container containerOf(const AnimationJob& job) {
  return job.container ? *job.container : *animationFormat(job.path, nullptr);
}

/// @brief A step video's texts: one header per state (each fragment's, then the plan's), set in
/// one type (the smallest any of them needs) so that nothing changes size as lines arrive.
struct SlideHeaders {
  std::vector<std::unique_ptr<SlideHeader>> states;
  double height = 0;  ///< the tallest's: the panels stand below it in every frame
  bool empty() const { return states.empty(); }
};

SlideHeaders slideHeaders(const AnimationJob& job) {
  SlideHeaders h;
  std::vector<const SlideTexts*> texts;
  for (const SlideFragment& f : job.fragments) texts.push_back(&f.slide);
  texts.push_back(&job.slide);
  if (std::all_of(texts.begin(), texts.end(), [](const SlideTexts* t) { return t->empty(); })) {
    return h;
  }
  const Theme theme = Theme::forFigure(job.theme);
  const double scale = canvasFontScale(job.options.size);
  const auto make = [&](double largest) {
    h.states.clear();
    for (const SlideTexts* t : texts) {
      h.states.push_back(
          std::make_unique<SlideHeader>(*t, theme, job.options.size, scale, largest));
    }
  };
  make(1.0);
  double factor = 1.0;
  for (const auto& s : h.states) factor = std::min(factor, s->factor());
  if (factor < 1.0) make(factor);
  for (const auto& s : h.states) h.height = std::max(h.height, s->height());
  return h;
}

/// Whether the job is a lecture step's slide (a step video): its panels keep the lecture's
/// side margins, below its texts.
bool isSlide(const AnimationJob& job, const SlideHeaders& headers) {
  return !headers.empty() || job.options.lectureRows;
}

/// The panels' part of a frame: all of it, or what a step video's texts leave below them.
ExportOptions panelOptions(const AnimationJob& job, const SlideHeaders& headers) {
  ExportOptions o = job.options;
  if (isSlide(job, headers)) {
    o.size.setHeight(std::max(1, o.size.height() - static_cast<int>(std::ceil(headers.height))));
    // Within the slide's side margins, as the lecture's panels (the texts keep them too).
    const int margin = static_cast<int>(slideMargin(job.options.size));
    o.size.setWidth(std::max(1, o.size.width() - 2 * margin));
  }
  return o;
}

/// Moves the stage's scene to frame `i` of the plan's `count`.
void showPlanFrame(Stage& stage, const AnimationJob& job, int i, int count) {
  Scene& scene = stage.scene();
  switch (job.plan.kind) {
    case gelu::anim::Kind::Sweep:
      scene.setX(gelu::anim::sweepX(job.plan, i, count));  // restarts the run at the new x
      scene.simulateTo(job.scene.samples);
      return;
    case gelu::anim::Kind::MonteCarlo:
      if (i == 0) scene.resetSimulation();
      scene.simulateTo(gelu::anim::runN(job.plan, i, count));
      return;
    case gelu::anim::Kind::Layers: {
      if (i == 0) scene.simulateTo(job.scene.samples);  // (a Monte Carlo panel beside it: whole)
      FrameSettings frame = stage.frame();
      frame.layersShown = gelu::anim::layersShown(i, count, scene.propagation().depth);
      stage.setFrame(frame);
      return;
    }
    case gelu::anim::Kind::Training:
      if (i == 0) scene.simulateTo(job.scene.samples);
      scene.trainingRun().trainTo(
          gelu::anim::trainingEpoch(i, count, job.plan.epochs, job.plan.firstEpoch));
      return;
    case gelu::anim::Kind::Still:
      scene.simulateTo(job.scene.samples);  // (again where moving numbers restart the run)
      return;
  }
}

/// The fragment of a step video frame `i` shows, or the plan's (the fragments' count).
std::size_t stateOf(const AnimationJob& job, int i) {
  const int each = fragmentFrames(job, containerOf(job));
  const int lead = each * static_cast<int>(job.fragments.size());
  return i < lead ? static_cast<std::size_t>(i / each) : job.fragments.size();
}

/// Moves the stage's scene to the job's frame `i` (any frame, in any order): a step video's
/// fragments in turn, each for its frames (from the one before, its numbers moving over its
/// seconds, at most half its time; before the play starts), then the plan's frames at the step's
/// last state.
void showFrame(Stage& stage, const AnimationJob& job, int i) {
  const gelu::anim::Container c = containerOf(job);
  const int count = gelu::anim::frameCount(job.plan, c);
  if (job.fragments.empty()) return showPlanFrame(stage, job, i, count);
  Scene& scene = stage.scene();
  const double fps = gelu::anim::playedFps(job.plan, c);
  const int each = fragmentFrames(job, c);
  const std::size_t state = stateOf(job, i);
  const int k = i - static_cast<int>(state) * each;  // the frame within its state
  const gelu::anim::Kind kind = job.plan.kind;
  const bool still = kind == gelu::anim::Kind::Still;
  const bool sweep = kind == gelu::anim::Kind::Sweep;
  // Every state on the stage's axes (a sweep's widened ones): they hold still.
  const auto held = [&scene](ModelState m) {
    const ModelState& now = scene.state();
    m.xMin = now.xMin;
    m.xMax = now.xMax;
    m.yMin = now.yMin;
    m.yMax = now.yMax;
    return m;
  };
  const auto show = [&](const ModelState& s, bool arrived) {
    if (!(s == scene.state())) scene.setState(s);
    // A state that changes what the networks are (their shape, curves or settings) drops the
    // run: trained again to the scene's epoch once its numbers have arrived (a training plan
    // trains its own at every frame).
    const int epoch = std::min(job.scene.trainingEpoch, scene.training().epochs);
    if (arrived && kind != gelu::anim::Kind::Training && panelIds(job).contains("training") &&
        scene.trainingRun().epoch() < epoch) {
      scene.trainingRun().trainTo(epoch);
    }
  };
  // The numbers move over their seconds, at most half their state's time: they arrive, then
  // rest where the state has them.
  const auto moveTo = [&](const ModelState& from, const ModelState& to, double seconds,
                          double stateSeconds) {
    seconds = std::min(seconds, 0.5 * stateSeconds);
    const double t = seconds > 0 ? k / (fps * seconds) : 1.0;
    show(gelu::model::tweened(held(from), held(to), t), t >= 1 || from == to);
  };
  if (state < job.fragments.size()) {
    const SlideFragment& f = job.fragments[state];
    moveTo(state == 0 ? f.model : job.fragments[state - 1].model, f.model, f.seconds,
           job.fragmentSeconds);
    // At the play's first frame; a sweep's x, a still's run are the fragments' until it plays.
    if (still || sweep) return scene.simulateTo(job.scene.samples);
    return showPlanFrame(stage, job, 0, count);
  }
  if (still) {
    // A still moves its numbers to the step's last state as the lecture does.
    moveTo(job.fragments.back().model, job.scene.model, job.arriveSeconds, job.plan.duration);
  } else {
    // A play at the step's last state (from any frame asked for), its own x for a sweep.
    ModelState last = held(job.scene.model);
    if (sweep) last.x = scene.x();
    show(last, true);
    // (a run the state restarted: whole again beside the layers or the training, which draw
    // it only at their first frame)
    if (kind == gelu::anim::Kind::Layers || kind == gelu::anim::Kind::Training) {
      scene.simulateTo(job.scene.samples);
    }
  }
  showPlanFrame(stage, job, k, count);
}

}  // namespace

std::optional<gelu::anim::Container> animationFormat(const QString& path, QString* why) {
  const QString ext = QFileInfo(path).suffix();
  const auto c = gelu::anim::containerFromExtension(ext.toStdString());
  if (!c && why != nullptr) {
    *why =
        AnimationText::tr("'%1' is not an animation file (use .mp4, .webm, .gif, .webp or .apng)")
            .arg(printable(path));
  }
  return c;
}

QString checkAnimation(const AnimationJob& job) {
  QString why;
  const auto container = job.container ? job.container : animationFormat(job.path, &why);
  if (!container) return why;
  if (const std::string bad = gelu::anim::check(job.plan); !bad.empty()) {
    return QString::fromStdString(bad);
  }
  if (job.options.background == ExportBackground::Transparent &&
      !gelu::anim::keepsAlpha(*container)) {
    return AnimationText::tr("%1 has no transparency (use .webp or .apng, or another background)")
        .arg(QString::fromLatin1(gelu::anim::extensionOf(*container).data()).toUpper());
  }
  if (job.plan.kind == gelu::anim::Kind::Training) {
    if (!panelIds(job).contains("training")) {
      return AnimationText::tr(
          "an animation of training shows the training panel (--panel training)");
    }
    // Within the hour every reader holds a run to, counting each time the animation trains it.
    const gelu::FunctionLibraryPtr library =
        gelu::model::libraryWith(*gelu::FunctionLibrary::builtIns(), job.scene.model.formulas);
    if (const std::string why =
            gelu::training::refusal(gelu::model::trainingShape(job.scene.model.training, *library),
                                    job.plan.epochs, gelu::anim::trainingRuns(*container));
        !why.empty()) {
      return QStringLiteral("training: ") + QString::fromStdString(why);
    }
  }
  if (QString why = validateOptions(job.options, ExportFormat::Png); !why.isEmpty()) return why;
  // What cannot finish on this machine is refused now, before anything is drawn or trained, not
  // killed for memory an hour later.
  const QSize px = pixelSize(job.options);
  // (a step video's fragments add their seconds)
  gelu::anim::Plan played = job.plan;
  played.duration += static_cast<double>(job.fragments.size()) * job.fragmentSeconds;
  return QString::fromStdString(gelu::anim::refusal(played, *container, px.width(), px.height(),
                                                    gelu::anim::availableMemory()));
}

namespace {

/// Why the checked `job`'s frames cannot be drawn on its `stage` (left at the last frame it
/// checked: exportAnimation shows frame 0 first); empty when they can.
QString refusalOn(Stage& stage, const AnimationJob& job) {
  // Every frame is a figure: refused where the text of a frame checked would not fit (the ends,
  // each fragment state arrived; a tween between them moves numbers only).
  for (const int i : checkedFrames(job)) {
    if (const QString why = frameRefusal(stage, job, i); !why.isEmpty()) return why;
  }
  return {};
}

}  // namespace

std::vector<int> checkedFrames(const AnimationJob& job) {
  const gelu::anim::Container c = containerOf(job);
  const int count = videoFrames(job, c);
  std::vector<int> frames = {count - 1, 0};
  // A fragment state's last frame: its numbers arrived (the first fragment's first frame is 0).
  const int each = fragmentFrames(job, c);
  for (std::size_t s = 0; s < job.fragments.size(); ++s) {
    frames.push_back(std::min(count - 1, static_cast<int>(s + 1) * each - 1));
  }
  frames.erase(std::unique(frames.begin(), frames.end()), frames.end());
  return frames;
}

QString frameRefusal(Stage& stage, const AnimationJob& job, int i) {
  const int count = videoFrames(job, containerOf(job));
  showFrame(stage, job, std::clamp(i, 0, count - 1));
  return layoutRefusal(stage.cells(), panelOptions(job, slideHeaders(job)));
}

QString animationRefusal(const AnimationJob& job) {
  if (QString why = checkAnimation(job); !why.isEmpty()) return why;
  const std::unique_ptr<Stage> stage = animationStage(job);
  return refusalOn(*stage, job);
}

std::optional<ExportError> exportAnimation(const AnimationJob& job,
                                           const AnimationProgress& progress, Stage* prepared,
                                           std::unique_ptr<gelu::io::FileWriter>* unfinished) {
  if (const QString why = checkAnimation(job); !why.isEmpty()) return ExportError{why, true};
  if (auto error = checkTarget(job.path)) return error;
  const gelu::anim::Container container = containerOf(job);
  const int count = videoFrames(job, container);
  const int total = animationWork(job);
  const int firstRun = total - count * gelu::anim::passes(container);
  // A missing encoder is said before a long first run, not after it.
  if (const std::string why = AnimationEncoder::unavailable(); !why.empty()) {
    return ExportError{QString::fromStdString(why), false};
  }
  std::unique_ptr<Stage> owned;
  if (prepared == nullptr) {
    owned = animationStage(
        job, [&progress, total](int done, int) { return !progress || progress(done, total); });
    if (!owned) return ExportError{AnimationText::tr("cancelled"), false, true};
    if (const QString why = refusalOn(*owned, job); !why.isEmpty()) return ExportError{why, true};
  }
  Stage& stage = prepared != nullptr ? *prepared : *owned;
  const SlideHeaders headers = slideHeaders(job);
  const QSize px = pixelSize(job.options);
  AnimationEncoder::Settings settings;
  settings.container = container;
  settings.width = px.width();
  settings.height = px.height();
  settings.fps = gelu::anim::playedFps(job.plan, container);
  settings.alpha = job.options.background == ExportBackground::Transparent;
  // Muxed straight into the safe writer's temporary file: memory stays bounded whatever the
  // length, and nothing appears at the target until the file is complete.
  auto writer = std::make_unique<gelu::io::FileWriter>();
  gelu::io::FileWriter& file = *writer;
  if (const auto e = file.open(QFile::encodeName(job.path).toStdString())) return fromIo(*e);
  gelu::io::Error scratch;
  settings.fd = file.seekableDescriptor(&scratch);
  if (settings.fd < 0) return fromIo(scratch);
  std::string error;
  auto encoder = AnimationEncoder::create(settings, &error);
  if (!encoder) return ExportError{QString::fromStdString(error), false};
  int done = firstRun;
  // Frame i is encoded on another thread while frame i + 1 is drawn (into the other image).
  const ExportOptions panels = panelOptions(job, headers);
  FrameDrawer drawer(stage.cells(), panels);
  QImage frames[2];
  // A step video's frame: its texts on the theme's background, the panels drawn below them.
  QImage panelImage;
  const Theme theme = Theme::forFigure(job.theme);
  const auto drawFrame = [&](QImage& frame, int i) {
    if (!isSlide(job, headers)) return drawer.draw(frame);
    if (!drawer.draw(panelImage)) return false;
    if (frame.size() != px || frame.format() != panelImage.format()) {
      frame = exportImage(px, panelImage.format());
      if (frame.isNull()) return false;
    }
    frame.fill(settings.alpha                                      ? QColor(Qt::transparent)
               : job.options.background == ExportBackground::White ? QColor(Qt::white)
                                                                   : theme.background);
    QPainter p(&frame);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.scale(job.options.scale, job.options.scale);
    const Scene& scene = stage.scene();
    if (!headers.empty()) {
      headers.states[stateOf(job, i)]->paint(p, scene.x(), scene.params().mu, scene.params().sigma);
    }
    p.resetTransform();
    p.drawImage((px.width() - panelImage.width()) / 2, px.height() - panelImage.height(),
                panelImage);
    return true;
  };
  QImage straight;  // a transparent frame as the encoder takes it (not premultiplied)
  std::future<bool> encoded;
  const auto settle = [&] { return !encoded.valid() || encoded.get(); };
  for (int pass = 0; pass < encoder->passes(); ++pass) {
    if (pass > 0 && (!settle() || !encoder->nextPass(&error))) {
      return ExportError{QString::fromStdString(error), false};
    }
    for (int i = 0; i < count; ++i) {
      showFrame(stage, job, i);
      // The encoder stopped reading this image (frame i − 2) at the settle() before frame i − 1.
      QImage& frame = frames[i % 2];
      if (!drawFrame(frame, i)) {
        settle();
        return ExportError{AnimationText::tr("out of memory for a frame"), false};
      }
      if (!settle()) return ExportError{QString::fromStdString(error), false};
      if (settings.alpha) straight = frame.convertToFormat(QImage::Format_ARGB32);
      const QImage* encoding = settings.alpha ? &straight : &frame;
      encoded = std::async(std::launch::async, [&encoder, &error, encoding] {
        return encoder->addFrame(encoding->constBits(), static_cast<int>(encoding->bytesPerLine()),
                                 &error);
      });
      if (progress && !progress(++done, total)) {
        settle();
        return ExportError{AnimationText::tr("cancelled"), false, true};
      }
    }
  }
  if (!settle()) return ExportError{QString::fromStdString(error), false};
  if (!encoder->finish(&error)) return ExportError{QString::fromStdString(error), false};
  if (unfinished != nullptr) {
    if (const auto e = file.finish()) return fromIo(*e);
    *unfinished = std::move(writer);
    return std::nullopt;
  }
  if (const auto e = file.commit()) return fromIo(*e);
  return std::nullopt;
}

}  // namespace ui
