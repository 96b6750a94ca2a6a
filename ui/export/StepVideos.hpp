#pragma once
/// @file
/// @brief A video per deck step, for PowerPoint, Impress and Keynote: DIR/01-<title>.mp4, … for
/// each shown step, the step as the audience sees it — its caption and formulas above its panels
/// in the lecture's type (SlideHeader), the panels' text at the lecture's size; as entered and at
/// each fragment in turn (kFragmentSeconds each), then with every fragment shown — playing what
/// the step plays: its sweep (over its range, in its seconds), its Monte Carlo run, its training
/// from the epoch it opens at, or a still of a few seconds. Each is an animation job
/// (Animation.hpp): a frame per figure, written atomically.
#include <QList>
#include <QString>
#include <functional>
#include <optional>

#include "ui/export/Animation.hpp"
#include "ui/model/Deck.hpp"

namespace ui {

/// Seconds a step with nothing to play is shown.
inline constexpr double kStillSeconds = 4;
/// Seconds a step is shown as entered and at each fragment before its last (the next line of a
/// derivation arrives after this).
inline constexpr double kFragmentSeconds = 3;

/// A file name's stem from a title: lower-case ASCII letters and digits joined by '-' (Greek
/// spelt out, accents dropped, other scripts left out), at most ~60; `fallback` when none is left.
QString asciiStem(const QString& text, const QString& fallback);
/// "01-the-normal-distribution.mp4": the step's number among the shown ones (two digits) and its
/// title in `language` in ASCII — letters and digits kept, Greek letters spelt out (φ → phi),
/// accents dropped, other scripts left out, spaces and the rest as single hyphens.
QString stepVideoName(const Deck& deck, int shownIndex, const QString& language);
/// The jobs, one per shown step, into `dir`; `look` supplies the size, theme and background.
QList<AnimationJob> stepVideoJobs(const Deck& deck, const QString& dir, const QString& language,
                                  const AnimationJob& look);
/// Called with the step being checked (`checking`: its run trained before any video is
/// written) or written (its index among the shown ones, their count, its file name) and the work
/// done of all the videos' (`done` of `total`: the runs the checks train first, then every
/// video's frames; it only grows); false cancels.
using StepVideosProgress = std::function<bool(int step, int steps, const QString& file,
                                              bool checking, int done, int total)>;
/// Makes the directory when it is missing and writes every video, all or none: on failure or
/// cancel no video is written or replaced (and a directory it made is removed).
std::optional<ExportError> exportStepVideos(const Deck& deck, const QString& dir,
                                            const QString& language, const AnimationJob& look,
                                            const StepVideosProgress& progress = {});

}  // namespace ui
