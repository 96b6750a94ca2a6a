#pragma once
/// @file
/// @brief What an animation will cost before it starts: the memory the encoder and the frames
/// take at its peak and the time drawing and encoding take, against what this machine has. An
/// animation that cannot finish — more memory than is available, or more than kMaxSeconds — is
/// refused up front with a setting that works, instead of an OOM kill after an hour.
///
/// The model is linear in the output pixels of a frame (per container, measured on a 2-core
/// machine at 1.4 and 5.8 megapixels, peak RSS and wall time, and rounded up): x264 and libvpx
/// keep a lookahead of frames, GIF builds a palette in a first pass, APNG and WebP compare each
/// frame with the last. Muxing goes into the output's temporary file, so the file's length costs
/// no memory.
#include <cstdint>
#include <string>

#include "core/animation.hpp"

namespace gelu::anim {

/// Longest estimated run accepted.
inline constexpr double kMaxSeconds = 3600;

struct Cost {
  double bytes = 0;    ///< peak memory of the whole process
  double seconds = 0;  ///< drawing and encoding every frame (and GIF's two passes)
};

/// The estimated cost of `plan` in `c` with frames of `width` × `height` output pixels.
Cost estimateCost(const Plan& plan, Container c, int width, int height);

/// Memory this process may still use: the smallest of the system's available memory
/// (MemAvailable), the address-space limit (ulimit -v) and the cgroup's memory.max, less what
/// the process already holds. 0 when none can be read (then nothing is refused for memory).
std::uint64_t availableMemory();

/// Why the animation cannot finish here, with a setting that would, in one line; empty when it
/// can. `available` is availableMemory() (a parameter, for the tests).
std::string refusal(const Plan& plan, Container c, int width, int height, std::uint64_t available);

}  // namespace gelu::anim
