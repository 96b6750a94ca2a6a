#include "core/animation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace gelu::anim {

std::optional<Kind> kindFromName(std::string_view name) {
  if (name == "sweep") return Kind::Sweep;
  if (name == "monte-carlo") return Kind::MonteCarlo;
  if (name == "layers") return Kind::Layers;
  if (name == "training") return Kind::Training;
  return std::nullopt;
}

std::optional<Container> containerFromExtension(std::string_view ext) {
  std::string lower(ext);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "mp4") return Container::Mp4;
  if (lower == "webm") return Container::WebM;
  if (lower == "gif") return Container::Gif;
  if (lower == "webp") return Container::WebP;
  if (lower == "apng") return Container::Apng;
  return std::nullopt;
}

std::string_view extensionOf(Container c) {
  switch (c) {
    case Container::Mp4:
      return "mp4";
    case Container::WebM:
      return "webm";
    case Container::Gif:
      return "gif";
    case Container::WebP:
      return "webp";
    case Container::Apng:
      return "apng";
  }
  return "";
}

std::string check(const Plan& plan) {
  if (!(plan.duration > 0 && plan.duration <= kMaxDuration)) {
    return "the duration must be more than 0 and at most 600 seconds";
  }
  if (plan.fps < kMinFps || plan.fps > kMaxFps) return "the frame rate must be 1 to 120 per second";
  if (plan.kind == Kind::Sweep && !(std::isfinite(plan.sweepFrom) && std::isfinite(plan.sweepTo))) {
    return "the sweep's ends must be finite numbers";
  }
  if (plan.kind == Kind::Sweep && plan.sweepFrom == plan.sweepTo) {
    return "the sweep must go from one x to another";
  }
  if (plan.kind == Kind::Training && plan.epochs < 1)
    return "the training must run 1 epoch or more";
  if (plan.kind == Kind::Training && (plan.firstEpoch < 0 || plan.firstEpoch >= plan.epochs))
    return "the training's first frame must show an epoch before its last";
  return {};
}

int playedFps(const Plan& plan, Container c) {
  return c == Container::Gif ? std::min(plan.fps, kMaxGifFps) : plan.fps;
}

int frameCount(const Plan& plan, Container c) {
  return std::max(1, static_cast<int>(std::lround(plan.duration * playedFps(plan, c))));
}

double sweepX(const Plan& plan, int i, int count) {
  if (count <= 1) return plan.sweepFrom;
  if (i >= count - 1) return plan.sweepTo;  // exactly the end, whatever the rounding
  const double t = static_cast<double>(i) / (count - 1);
  // Frames between the ends are on a 0.001 grid, so the read-outs print short x values
  // (x = -0.471, not -0.470588); at most 0.0005 off the straight line, which no one sees.
  return std::round((plan.sweepFrom + t * (plan.sweepTo - plan.sweepFrom)) * 1000) / 1000;
}

std::uint64_t runN(const Plan& plan, int i, int count) {
  if (plan.samples == 0) return 0;
  if (count <= 1 || i >= count - 1) return plan.samples;
  const double t = static_cast<double>(std::max(0, i)) / (count - 1);
  const double n = std::round(std::pow(static_cast<double>(plan.samples), t));
  return std::clamp<std::uint64_t>(static_cast<std::uint64_t>(n), 1, plan.samples);
}

int layersShown(int i, int count, int depth) {
  if (count <= 1 || i >= count - 1) return depth;
  const double t = static_cast<double>(std::max(0, i)) / (count - 1);
  return std::clamp(static_cast<int>(std::floor(t * (depth + 1))), 0, depth);
}

int trainingEpoch(int i, int count, int epochs, int from) {
  if (count <= 1 || i >= count - 1) return epochs;
  from = std::clamp(from, 0, epochs);
  const double t = static_cast<double>(std::max(0, i)) / (count - 1);
  return std::clamp(from + static_cast<int>(std::round(t * (epochs - from))), from, epochs);
}

int passes(Container c) { return c == Container::Gif ? 2 : 1; }

int trainingRuns(Container c) { return 1 + passes(c); }

bool needsEvenSides(Container c) { return c == Container::Mp4 || c == Container::WebM; }

bool keepsAlpha(Container c) { return c == Container::WebP || c == Container::Apng; }

}  // namespace gelu::anim
