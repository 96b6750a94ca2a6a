#pragma once
/// @file
/// @brief What an animation for slides shows, frame by frame: x sweeping linearly over a range,
/// a Monte Carlo run whose n grows log-spaced from 1 to its sample count, a deep network's
/// layers appearing one by one, or the training panel's networks learning epoch by epoch. Pure
/// logic (the frame schedule, the formats and the limits); drawing and encoding live in the
/// window's code.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gelu::anim {

/// Still: the same frame throughout (a deck step with nothing to play, as a video).
enum class Kind { Sweep, MonteCarlo, Layers, Training, Still };
/// The file formats: MP4 (H.264), WebM (VP9), GIF, animated WebP, APNG.
enum class Container { Mp4, WebM, Gif, WebP, Apng };

inline constexpr int kMinFps = 1;
inline constexpr int kMaxFps = 120;
inline constexpr int kMaxGifFps = 50;  ///< GIF delays are in 1/100 s
inline constexpr double kMaxDuration = 600;

/// @brief One animation: its kind, length and frame rate; the sweep's ends; the run's draws.
struct Plan {
  Kind kind = Kind::Sweep;
  double duration = 4;  ///< seconds, (0, 600]
  int fps = 30;         ///< frames per second, 1..120 (GIF plays at most 50)
  double sweepFrom = -3;
  double sweepTo = 3;
  std::uint64_t samples = 10000;  ///< the Monte Carlo run's last n
  int epochs = 2000;              ///< the training's last epoch
  int firstEpoch = 0;  ///< the training's epoch in the first frame (a step's opening epochs)
};

/// "sweep", "monte-carlo", "layers" or "training"; nothing for anything else.
std::optional<Kind> kindFromName(std::string_view name);
/// The container of a file extension without its dot (mp4, webm, gif, webp, apng; any case).
std::optional<Container> containerFromExtension(std::string_view ext);
/// The usual extension of a container ("mp4", …).
std::string_view extensionOf(Container c);

/// A one-line reason why the plan cannot be made; empty when it can.
std::string check(const Plan& plan);
/// The frame rate a container plays: the plan's, GIF's capped at kMaxGifFps.
int playedFps(const Plan& plan, Container c);
/// Frames in the animation: round(duration · fps), at least 1.
int frameCount(const Plan& plan, Container c);
/// x in frame `i` of `count` of a sweep: from → to linearly, both ends included exactly, the
/// frames between rounded to 0.001.
double sweepX(const Plan& plan, int i, int count);
/// n in frame `i` of `count` of a Monte Carlo run: log-spaced from 1 to `samples` (the last
/// frame exactly `samples`), never decreasing; 0 when samples is 0.
std::uint64_t runN(const Plan& plan, int i, int count);
/// The layers of a deep network shown in frame `i` of `count` (layers 0..the result): one more
/// layer at a time from the input alone to all `depth` (the last frame exactly `depth`).
int layersShown(int i, int count, int depth);
/// The training's epoch in frame `i` of `count`: from `from` (frame 0) to `epochs` linearly (the
/// last frame exactly `epochs`), never decreasing.
int trainingEpoch(int i, int count, int epochs, int from = 0);
/// Times every frame is drawn: GIF's palette takes a first pass over all of them, then the frames
/// are encoded in a second.
int passes(Container c);
/// Times an animation of training trains its run: once first, for losses' axes that hold still
/// over the whole run, then once per pass (frame 0 starts from epoch 0 again). The training cost
/// model (core/training_cost.hpp) counts them all.
int trainingRuns(Container c);
/// Whether a container stores 4:2:0 video, whose sides must be even (odd sides are rounded up).
bool needsEvenSides(Container c);
/// Whether a container keeps transparency (WebP, APNG).
bool keepsAlpha(Container c);

}  // namespace gelu::anim
