#pragma once
/// @file
/// @brief Encodes the frames of an animation for slides with FFmpeg's libraries, in memory:
/// MP4 (H.264, yuv420p, BT.709, moov first), WebM (VP9), GIF (one palette for the whole
/// animation, looping), animated WebP (lossless, looping) and APNG (looping). The caller writes
/// the finished bytes atomically. No Qt: frames come as rows of BGRA bytes.

#include <cstdint>
#include <memory>
#include <string>

#include "core/animation.hpp"

namespace ui {

class AnimationEncoder {
 public:
  struct Settings {
    gelu::anim::Container container = gelu::anim::Container::Mp4;
    int width = 0;  ///< pixels of the frames given; 4:2:0 formats round odd sides up
    int height = 0;
    int fps = 30;        ///< frames per second (GIF's at most 50)
    bool alpha = false;  ///< keep transparency (WebP and APNG only); frames are not premultiplied
  };

  /// An encoder ready for the first pass; nothing and a one-line reason when it cannot start.
  static std::unique_ptr<AnimationEncoder> create(const Settings& settings, std::string* error);
  ~AnimationEncoder();
  AnimationEncoder(const AnimationEncoder&) = delete;
  AnimationEncoder& operator=(const AnimationEncoder&) = delete;

  /// Passes over the same frames: 2 for GIF (the first only builds the palette), else 1.
  int passes() const;
  /// Adds the next frame of the current pass: `height` rows of `width` BGRA pixels, `stride`
  /// bytes apart.
  bool addFrame(const std::uint8_t* bgra, int stride, std::string* error);
  /// Ends the first of two passes (GIF): the palette is made from every frame seen.
  bool nextPass(std::string* error);
  /// Flushes the encoder and returns the whole file.
  bool finish(std::string* bytes, std::string* error);
  /// The frame size in the file (odd sides rounded up where 4:2:0 needs it).
  int outputWidth() const;
  int outputHeight() const;

  struct Impl;

 private:
  explicit AnimationEncoder(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> m_impl;
};

}  // namespace ui
