#pragma once
/// @file
/// @brief Encodes the frames of an animation for slides with FFmpeg's libraries into a file
/// descriptor the caller owns (the safe writer's temporary, committed by the caller): MP4
/// (H.264, yuv420p, BT.709, moov first), WebM (VP9), GIF (one palette for the whole animation,
/// looping), animated WebP (lossless, looping) and APNG (looping). No Qt: frames come as rows of
/// BGRA bytes. The encoders live in a module loaded on first use (FfmpegEncoder.cpp,
/// libgelu-encoders.so), so the FFmpeg libraries cost the other commands nothing at start.

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
    int fd = -1;         ///< where the file goes: read and written at offsets (see FileMuxer.hpp)
  };

  /// An encoder ready for the first pass; nothing and a one-line reason when it cannot start
  /// (also when the encoder module cannot be loaded).
  static std::unique_ptr<AnimationEncoder> create(const Settings& settings, std::string* error);
  /// Why no encoder can be made here (its module is missing or cannot be loaded: loading it is
  /// tried once); empty when one can. Asked before a long first run, not after it.
  static std::string unavailable();
  virtual ~AnimationEncoder() = default;
  AnimationEncoder(const AnimationEncoder&) = delete;
  AnimationEncoder& operator=(const AnimationEncoder&) = delete;

  /// Passes over the same frames: 2 for GIF (the first only builds the palette), else 1.
  virtual int passes() const = 0;
  /// Adds the next frame of the current pass: `height` rows of `width` BGRA pixels, `stride`
  /// bytes apart.
  virtual bool addFrame(const std::uint8_t* bgra, int stride, std::string* error) = 0;
  /// Ends the first of two passes (GIF): the palette is made from every frame seen.
  virtual bool nextPass(std::string* error) = 0;
  /// Flushes the encoder and completes the file in the descriptor.
  virtual bool finish(std::string* error) = 0;
  /// The frame size in the file (odd sides rounded up where 4:2:0 needs it).
  virtual int outputWidth() const = 0;
  virtual int outputHeight() const = 0;

 protected:
  AnimationEncoder() = default;
};

}  // namespace ui
