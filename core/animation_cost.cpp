#include "core/animation_cost.hpp"

#include "core/format.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

namespace gelu::anim {
namespace {

struct Model {
  double bytesPerPixel;     // peak memory per output pixel of a frame
  double secondsPerMpixel;  // drawing and encoding one frame, per megapixel
};

Model model(Container c) {
  switch (c) {
    case Container::Mp4:
      return {130, 0.015};
    case Container::WebM:
      return {140, 0.02};
    case Container::Gif:
      return {40, 0.05};  // both passes
    case Container::WebP:
      return {55, 0.04};
    case Container::Apng:
      return {40, 0.06};
  }
  return {140, 0.06};
}

constexpr double kBaseBytes = 160e6;  // the program, Qt, the fonts, the encoders' libraries
constexpr double kHeadroom = 0.8;     // of the available memory, the most an animation may use

std::string gigabytes(double bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
  return text;
}

/// The value after `key` in a "Key:  1234 kB" file (/proc/meminfo, /proc/self/status), in
/// bytes; 0 when absent.
std::uint64_t kibField(const char* path, const std::string& key) {
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key, 0) != 0) continue;
    std::istringstream fields(line.substr(key.size()));
    std::uint64_t kib = 0;
    fields >> kib;
    return kib * 1024;
  }
  return 0;
}

/// A cgroup file's one number (memory.max, memory.current); 0 for "max" or when absent.
std::uint64_t cgroupValue(const char* path) {
  std::ifstream in(path);
  std::string word;
  in >> word;
  return word.empty() || word == "max" ? 0 : std::strtoull(word.c_str(), nullptr, 10);
}

std::uint64_t residentBytes() { return kibField("/proc/self/status", "VmRSS:"); }

}  // namespace

Cost estimateCost(const Plan& plan, Container c, int width, int height) {
  const Model m = model(c);
  const double pixels = static_cast<double>(width) * height;
  const int frames = frameCount(plan, c);
  return {kBaseBytes + m.bytesPerPixel * pixels, frames * m.secondsPerMpixel * pixels / 1e6};
}

std::uint64_t availableMemory() {
  std::uint64_t available = kibField("/proc/meminfo", "MemAvailable:");
  const auto tighten = [&available](std::uint64_t limit) {
    if (limit > 0 && (available == 0 || limit < available)) available = limit;
  };
  rlimit as{};
  if (::getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
    // The address space also holds what is mapped but not resident; count the resident part.
    const std::uint64_t used = residentBytes();
    tighten(as.rlim_cur > used ? as.rlim_cur - used : 1);
  }
  const std::uint64_t cgroup = cgroupValue("/sys/fs/cgroup/memory.max");
  if (cgroup > 0) {
    const std::uint64_t used = cgroupValue("/sys/fs/cgroup/memory.current");
    tighten(cgroup > used ? cgroup - used : 1);
  }
  return available;
}

std::string refusal(const Plan& plan, Container c, int width, int height, std::uint64_t available) {
  const Cost cost = estimateCost(plan, c, width, height);
  const double budget = kHeadroom * static_cast<double>(available);
  if (available > 0 && cost.bytes > budget) {
    // The largest frame of the same shape that fits.
    const double pixels = (budget - kBaseBytes) / model(c).bytesPerPixel;
    const double shrink =
        pixels > 0 ? std::sqrt(pixels / (static_cast<double>(width) * height)) : 0;
    const int w = static_cast<int>(std::floor(width * shrink / 10) * 10);
    const int h = static_cast<int>(std::floor(height * shrink / 10) * 10);
    std::string fix = w >= 100 && h >= 100
                          ? "use at most " + std::to_string(w) + "×" + std::to_string(h) + " pixels"
                          : "free some memory";
    return "this animation would need about " + gigabytes(cost.bytes) + " of memory, and " +
           gigabytes(static_cast<double>(available)) + " is available: " + fix;
  }
  if (cost.seconds > kMaxSeconds) {
    const double keep = kMaxSeconds / cost.seconds;  // of the frames
    const int fps = static_cast<int>(std::floor(playedFps(plan, c) * keep));
    const double seconds = std::floor(plan.duration * keep * 10) / 10;
    std::string fix;
    if (fps >= kMinFps) {
      fix = "at most " + std::to_string(fps) + (fps == 1 ? " frame a second" : " frames a second");
    }
    if (seconds >= 0.1) {
      char text[64];
      std::snprintf(text, sizeof text, "%s%g s", fix.empty() ? "at most " : ", or at most ",
                    seconds);
      fix += text;
    }
    if (fix.empty()) fix = "a smaller size";
    return "this animation would take " + aboutDuration(cost.seconds) +
           " to draw and encode (at most 1 hour): use " + fix;
  }
  return {};
}

}  // namespace gelu::anim
