#pragma once
/// @file
/// @brief Animations for slides: a panel or the sheet drawn frame by frame (x sweeping, or a
/// Monte Carlo run growing) and encoded to MP4, WebM, GIF, WebP or APNG. The frames are figures:
/// the export's layout, theme and text-size rules apply to each. The animation is made on its
/// own Scene and panels, so the window's state is never touched; the file is written atomically.

#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/animation.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/SlideHeader.hpp"
#include "ui/model/SceneState.hpp"

namespace gelu::io {
class FileWriter;
}  // namespace gelu::io

namespace ui {

class Stage;

/// @brief A state a step video shows before the one its plan plays: the step as entered, then
/// each fragment but the last, as the audience sees them arrive.
struct SlideFragment {
  SlideTexts slide;    ///< the caption and formulas shown then
  ModelState model;    ///< the scene then (the axes are the stage's: they hold still)
  double seconds = 0;  ///< the numbers move here from the state before over this time (0: at once)
};

/// @brief Everything one animation needs.
struct AnimationJob {
  SceneFileData scene;      ///< the starting state; `samples` draws for a sweep's Monte Carlo
  QString panel = "sheet";  ///< a panel id or "sheet"
  QStringList row;          ///< when not empty: these panels side by side (a lecture step)
  int columns = 3;          ///< of the sheet
  ThemeChoice theme = ThemeChoice::Light;  ///< System is light (see Theme::forFigure)
  ExportOptions options;
  gelu::anim::Plan plan;
  QString path;
  bool shade = true;   ///< the pdf's area up to x shaded (a deck step may leave it out)
  bool trace = false;  ///< the activations drawn up to x (a deck step's sweep traces them)
  /// The container whatever the path's extension says (for /dev/stdout and pipes).
  std::optional<gelu::anim::Container> container;
  /// A step video's caption and formulas, set above the panels as the lecture sets them.
  SlideTexts slide;
  /// A step video's states before `slide` and `scene`, each shown `fragmentSeconds` before the
  /// plan plays; `arriveSeconds`: the numbers move from the last of them to `scene` over this.
  std::vector<SlideFragment> fragments;
  double fragmentSeconds = 3;
  double arriveSeconds = 0;
};

/// Frames of the job in `c`: its fragments' and its plan's.
int videoFrames(const AnimationJob& job, gelu::anim::Container c);

/// Called after each frame with (frames done, frames in all, counting GIF's two passes and a
/// training animation's first run as one pass more); false cancels (the file is then not
/// written).
using AnimationProgress = std::function<bool(int done, int total)>;

/// The container of a path's extension, or a one-line usage message.
std::optional<gelu::anim::Container> animationFormat(const QString& path, QString* why);
/// A one-line reason why the job cannot start (exit 2 on the command line); empty when it can.
QString checkAnimation(const AnimationJob& job);
/// Every reason the job would be refused before a frame is written (checkAnimation, text that
/// would not fit its first or last frame); empty when it can be made.
QString animationRefusal(const AnimationJob& job);
/// The job's offscreen stage, ready for its frames: its panels as a row (a lecture step), the
/// sheet or one panel; for a sweep, views that hold still over all of it (x and y widened to the
/// sweep and the shown curves' values on it, 3% more; the Monte Carlo axis over every x) and x
/// read out with one number of decimals; a training panel's run trained to the scene's epoch, or
/// for an animation of training to the run's end (the losses' span: axes that hold still),
/// reported to `firstRun` in the frames' pieces. Null when `firstRun` cancels.
std::unique_ptr<Stage> animationStage(const AnimationJob& job,
                                      const AnimationProgress& firstRun = {});
/// The progress's total for the job: its frames times its passes, and once more when the stage
/// trains a run first (see animationStage).
int animationWork(const AnimationJob& job);
/// The part of animationWork that animationStage does (the run it trains first); 0 when it
/// trains none.
int firstRunWork(const AnimationJob& job);
/// Why frame `i` of the checked `job` would not fit its text on the job's `stage` (moved to that
/// frame; a training run trains forward to it, or starts again for an earlier one); empty when
/// it fits.
QString frameRefusal(Stage& stage, const AnimationJob& job, int i);
/// The frames whose text is checked before a job is drawn, last first: the last (a sweep's end,
/// a run's largest n), the first, and each of a step video's fragment states once its numbers
/// have arrived (its own x, curves and read-outs, which neither end shows).
std::vector<int> checkedFrames(const AnimationJob& job);
/// Makes the animation and writes it atomically; on failure or cancel nothing is written and
/// an existing file is untouched. A cancelled job reports the message "cancelled" (and
/// `cancelled`). `prepared`: the job's stage from animationStage, its checkedFrames() checked by
/// frameRefusal (then neither is built nor checked again). With `unfinished`, the file is
/// written and synced but not put in place: the writer is handed over for its commit() (one of a
/// set, put in place when all are written; dropped, it leaves nothing).
std::optional<ExportError> exportAnimation(
    const AnimationJob& job, const AnimationProgress& progress = {}, Stage* prepared = nullptr,
    std::unique_ptr<gelu::io::FileWriter>* unfinished = nullptr);

}  // namespace ui
