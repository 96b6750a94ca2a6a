// The FFmpeg encoders, built as a module of their own (libgelu-encoders.so) that the program
// loads only to make an animation: FFmpeg's libraries bring ~150 shared libraries whose loading
// would otherwise slow the start of every command by ~70 ms.
#include "ui/export/AnimationEncoder.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "ui/export/FileMuxer.hpp"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace ui {

using gelu::anim::Container;
AnimationEncoder* createEncoder(const AnimationEncoder::Settings& s, std::string* error);

namespace {

std::string averror(int code) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(code, text, sizeof text);
  return text;
}

bool fail(std::string* error, const std::string& what, int code = 0) {
  if (error != nullptr) *error = code != 0 ? what + ": " + averror(code) : what;
  return false;
}

struct FrameFree {
  void operator()(AVFrame* f) const { av_frame_free(&f); }
};
using FramePtr = std::unique_ptr<AVFrame, FrameFree>;

struct GraphFree {
  void operator()(AVFilterGraph* g) const { avfilter_graph_free(&g); }
};
using GraphPtr = std::unique_ptr<AVFilterGraph, GraphFree>;

FramePtr makeFrame(AVPixelFormat format, int w, int h) {
  FramePtr f(av_frame_alloc());
  if (!f) return f;
  f->format = format;
  f->width = w;
  f->height = h;
  if (av_frame_get_buffer(f.get(), 0) < 0) f.reset();
  return f;
}

/// A "buffer" source for frames of `format` at w × h.
AVFilterContext* addSource(AVFilterGraph* g, const char* name, AVPixelFormat format, int w, int h,
                           int fps) {
  const std::string args = "video_size=" + std::to_string(w) + "x" + std::to_string(h) +
                           ":pix_fmt=" + std::to_string(format) + ":time_base=1/" +
                           std::to_string(fps) + ":pixel_aspect=1/1";
  AVFilterContext* ctx = nullptr;
  if (avfilter_graph_create_filter(&ctx, avfilter_get_by_name("buffer"), name, args.c_str(),
                                   nullptr, g) < 0) {
    return nullptr;
  }
  return ctx;
}

/// Links labelled sources and one sink through `description` and configures the graph.
bool buildGraph(AVFilterGraph* g, const std::vector<AVFilterContext*>& sources,
                AVFilterContext* sink, const char* description) {
  AVFilterInOut* outputs = nullptr;
  for (auto it = sources.rbegin(); it != sources.rend(); ++it) {
    AVFilterInOut* o = avfilter_inout_alloc();
    o->name = av_strdup((*it)->name);
    o->filter_ctx = *it;
    o->pad_idx = 0;
    o->next = outputs;
    outputs = o;
  }
  AVFilterInOut* inputs = avfilter_inout_alloc();
  inputs->name = av_strdup("out");
  inputs->filter_ctx = sink;
  inputs->pad_idx = 0;
  inputs->next = nullptr;
  const int parsed = avfilter_graph_parse_ptr(g, description, &inputs, &outputs, nullptr);
  avfilter_inout_free(&inputs);
  avfilter_inout_free(&outputs);
  return parsed >= 0 && avfilter_graph_config(g, nullptr) >= 0;
}

}  // namespace

struct EncoderState {
  AnimationEncoder::Settings settings;
  int width = 0;  // in the file
  int height = 0;
  int pass = 0;
  std::int64_t pts = 0;
  FileMuxer muxer;
  AVCodecContext* codec = nullptr;
  AVStream* stream = nullptr;
  SwsContext* sws = nullptr;
  FramePtr bgra;  // the frame as given, padded to the file's size
  FramePtr coded;
  // GIF: palettegen over every frame (pass 0), then paletteuse with that palette (pass 1)
  GraphPtr graph;
  AVFilterContext* source = nullptr;
  AVFilterContext* sink = nullptr;
  FramePtr palette;

  ~EncoderState() {
    avcodec_free_context(&codec);
    sws_freeContext(sws);
  }

  AVPixelFormat codedFormat() const {
    switch (settings.container) {
      case Container::Mp4:
      case Container::WebM:
        return AV_PIX_FMT_YUV420P;
      case Container::Gif:
        return AV_PIX_FMT_PAL8;
      case Container::WebP:
        return AV_PIX_FMT_BGRA;
      case Container::Apng:
        return settings.alpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24;
    }
    return AV_PIX_FMT_NONE;
  }

  bool openCodec(std::string* error) {
    const Container c = settings.container;
    const char* encoderName = c == Container::Mp4    ? "libx264"
                              : c == Container::WebM ? "libvpx-vp9"
                              : c == Container::Gif  ? "gif"
                              : c == Container::WebP ? "libwebp_anim"
                                                     : "apng";
    const AVCodec* encoder = avcodec_find_encoder_by_name(encoderName);
    if (encoder == nullptr) {
      return fail(error, std::string("this FFmpeg has no ") + encoderName + " encoder");
    }
    const char* muxerName = c == Container::Apng ? "apng" : gelu::anim::extensionOf(c).data();
    if (const std::string why = muxer.open(muxerName, settings.fd); !why.empty())
      return fail(error, why);
    codec = avcodec_alloc_context3(encoder);
    codec->width = width;
    codec->height = height;
    codec->pix_fmt = codedFormat();
    codec->time_base = AVRational{1, settings.fps};
    codec->framerate = AVRational{settings.fps, 1};
    codec->sample_aspect_ratio = AVRational{1, 1};
    codec->flags |= AV_CODEC_FLAG_BITEXACT;
    if (muxer.format()->oformat->flags & AVFMT_GLOBALHEADER) {
      codec->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    }
    AVDictionary* options = nullptr;
    if (c == Container::Mp4 || c == Container::WebM) {
      // Computer graphics on HD frames: BT.709, limited range, as players assume.
      codec->color_primaries = AVCOL_PRI_BT709;
      codec->color_trc = AVCOL_TRC_BT709;
      codec->colorspace = AVCOL_SPC_BT709;
      codec->color_range = AVCOL_RANGE_MPEG;
      codec->gop_size = settings.fps * 2;  // a key frame every 2 s: slides can seek
    }
    if (c == Container::Mp4) {
      av_dict_set(&options, "preset", "veryfast", 0);
      av_dict_set(&options, "crf", "20", 0);
      av_dict_set(&options, "tune", "animation", 0);
      av_dict_set(&options, "profile", "high", 0);
    } else if (c == Container::WebM) {
      codec->bit_rate = 0;  // constant quality
      av_dict_set(&options, "crf", "30", 0);
      av_dict_set(&options, "deadline", "realtime", 0);
      av_dict_set(&options, "cpu-used", "8", 0);
      av_dict_set(&options, "row-mt", "1", 0);
    } else if (c == Container::WebP) {
      av_dict_set(&options, "lossless", "1", 0);
      av_dict_set(&options, "compression_level", "1", 0);
    } else if (c == Container::Apng) {
      av_dict_set(&options, "pred", "none", 0);  // as small as "mixed" on plots, 1.5× faster
    }
    const int opened = avcodec_open2(codec, encoder, &options);
    av_dict_free(&options);
    if (opened < 0)
      return fail(error, std::string("cannot start the ") + encoderName + " encoder", opened);
    stream = avformat_new_stream(muxer.format(), nullptr);
    if (stream == nullptr) return fail(error, "out of memory");
    stream->time_base = codec->time_base;
    if (avcodec_parameters_from_context(stream->codecpar, codec) < 0) {
      return fail(error, "cannot describe the video stream");
    }
    AVDictionary* muxOptions = nullptr;
    if (c == Container::Mp4) av_dict_set(&muxOptions, "movflags", "+faststart", 0);
    if (c == Container::Gif || c == Container::WebP) av_dict_set(&muxOptions, "loop", "0", 0);
    if (c == Container::Apng) av_dict_set(&muxOptions, "plays", "0", 0);
    const std::string why = muxer.writeHeader(&muxOptions);
    av_dict_free(&muxOptions);
    if (!why.empty()) return fail(error, why);
    if (codedFormat() == AV_PIX_FMT_YUV420P || codedFormat() == AV_PIX_FMT_RGB24 ||
        codedFormat() == AV_PIX_FMT_RGBA) {
      sws = sws_getContext(width, height, AV_PIX_FMT_BGRA, width, height, codedFormat(),
                           SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nullptr, nullptr,
                           nullptr);
      if (sws == nullptr) return fail(error, "cannot convert the frames' colours");
      if (codedFormat() == AV_PIX_FMT_YUV420P) {
        sws_setColorspaceDetails(sws, sws_getCoefficients(SWS_CS_DEFAULT), 1,
                                 sws_getCoefficients(SWS_CS_ITU709), 0, 0, 1 << 16, 1 << 16);
      }
      coded = makeFrame(codedFormat(), width, height);
      if (!coded) return fail(error, "out of memory");
    }
    return true;
  }

  /// Sends a frame (nothing: the end) to the encoder and muxes what comes out.
  bool encode(AVFrame* frame, std::string* error) {
    if (frame != nullptr) frame->pict_type = AV_PICTURE_TYPE_NONE;
    int status = avcodec_send_frame(codec, frame);
    if (status < 0) return fail(error, "the encoder refused a frame", status);
    AVPacket* packet = av_packet_alloc();
    while ((status = avcodec_receive_packet(codec, packet)) >= 0) {
      if (packet->duration == 0) packet->duration = 1;
      av_packet_rescale_ts(packet, codec->time_base, stream->time_base);
      packet->stream_index = stream->index;
      status = av_interleaved_write_frame(muxer.format(), packet);
      if (status < 0) break;
    }
    av_packet_free(&packet);
    if (status < 0 && status != AVERROR(EAGAIN) && status != AVERROR_EOF) {
      return fail(error, "the encoder failed", status);
    }
    return true;
  }

  /// GIF: pushes `frame` (nothing: the end) through the filter graph and encodes what it gives.
  bool filter(AVFrame* frame, std::string* error) {
    if (frame != nullptr) frame->pts = pts;
    if (av_buffersrc_add_frame_flags(source, frame, AV_BUFFERSRC_FLAG_KEEP_REF) < 0) {
      return fail(error, "the GIF palette filter refused a frame");
    }
    if (frame != nullptr) ++pts;
    for (;;) {
      FramePtr out(av_frame_alloc());
      const int got = av_buffersink_get_frame(sink, out.get());
      if (got == AVERROR(EAGAIN) || got == AVERROR_EOF) return true;
      if (got < 0) return fail(error, "the GIF palette filter failed", got);
      if (pass == 0) {
        palette = std::move(out);
        continue;
      }
      if (!encode(out.get(), error)) return false;  // with its own pts: the frame's index
    }
  }

  bool startPaletteGraph(std::string* error) {
    graph.reset(avfilter_graph_alloc());
    source = addSource(graph.get(), "in", AV_PIX_FMT_BGRA, width, height, settings.fps);
    avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", nullptr, nullptr,
                                 graph.get());
    if (source == nullptr || sink == nullptr ||
        !buildGraph(graph.get(), {source}, sink, "palettegen=stats_mode=full:max_colors=256")) {
      return fail(error, "cannot set up the GIF palette");
    }
    return true;
  }

  bool startDitherGraph(std::string* error) {
    graph.reset(avfilter_graph_alloc());
    source = addSource(graph.get(), "in", AV_PIX_FMT_BGRA, width, height, settings.fps);
    AVFilterContext* pal =
        addSource(graph.get(), "pal", static_cast<AVPixelFormat>(palette->format), palette->width,
                  palette->height, settings.fps);
    avfilter_graph_create_filter(&sink, avfilter_get_by_name("buffersink"), "out", nullptr, nullptr,
                                 graph.get());
    // Ordered dithering is stable from frame to frame (error diffusion crawls); only the
    // changed rectangle of a frame is redrawn.
    if (source == nullptr || pal == nullptr || sink == nullptr ||
        !buildGraph(graph.get(), {source, pal}, sink,
                    "[in][pal]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle:new=0")) {
      return fail(error, "cannot set up the GIF dithering");
    }
    palette->pts = 0;
    if (av_buffersrc_add_frame(pal, palette.get()) < 0 ||
        av_buffersrc_add_frame(pal, nullptr) < 0) {
      return fail(error, "cannot give the GIF its palette");
    }
    pts = 0;
    return true;
  }
};

namespace {

class FfmpegEncoder final : public AnimationEncoder {
 public:
  explicit FfmpegEncoder(std::unique_ptr<EncoderState> impl) : m_impl(std::move(impl)) {}
  int passes() const override;
  bool addFrame(const std::uint8_t* bgra, int stride, std::string* error) override;
  bool nextPass(std::string* error) override;
  bool finish(std::string* error) override;
  int outputWidth() const override;
  int outputHeight() const override;

 private:
  std::unique_ptr<EncoderState> m_impl;
};

}  // namespace

AnimationEncoder* createEncoder(const AnimationEncoder::Settings& s, std::string* error) {
  av_log_set_level(AV_LOG_QUIET);  // failures reach the user as one line, from here
  auto impl = std::make_unique<EncoderState>();
  impl->settings = s;
  impl->settings.fps =
      s.container == Container::Gif ? std::min(s.fps, gelu::anim::kMaxGifFps) : s.fps;
  impl->settings.alpha = s.alpha && gelu::anim::keepsAlpha(s.container);
  const bool even = gelu::anim::needsEvenSides(s.container);
  impl->width = even ? (s.width + 1) / 2 * 2 : s.width;
  impl->height = even ? (s.height + 1) / 2 * 2 : s.height;
  if (s.width < 1 || s.height < 1 || s.fps < 1) {
    fail(error, "an animation needs a frame size and a frame rate");
    return nullptr;
  }
  impl->bgra = makeFrame(AV_PIX_FMT_BGRA, impl->width, impl->height);
  if (!impl->bgra) {
    fail(error, "out of memory");
    return nullptr;
  }
  const bool ok =
      s.container == Container::Gif ? impl->startPaletteGraph(error) : impl->openCodec(error);
  if (!ok) return nullptr;
  return new FfmpegEncoder(std::move(impl));
}

int FfmpegEncoder::passes() const { return gelu::anim::passes(m_impl->settings.container); }
int FfmpegEncoder::outputWidth() const { return m_impl->width; }
int FfmpegEncoder::outputHeight() const { return m_impl->height; }

bool FfmpegEncoder::addFrame(const std::uint8_t* bgra, int stride, std::string* error) {
  EncoderState& d = *m_impl;
  if (av_frame_make_writable(d.bgra.get()) < 0) return fail(error, "out of memory");
  // Rows as given; a padded last column or row repeats its neighbour.
  const int w = d.settings.width;
  const int h = d.settings.height;
  for (int y = 0; y < d.height; ++y) {
    std::uint8_t* row = d.bgra->data[0] + static_cast<std::ptrdiff_t>(y) * d.bgra->linesize[0];
    std::memcpy(row, bgra + static_cast<std::ptrdiff_t>(std::min(y, h - 1)) * stride,
                static_cast<std::size_t>(w) * 4);
    if (d.width > w) std::memcpy(row + w * 4, row + (w - 1) * 4, 4);
  }
  if (d.settings.container == Container::Gif) return d.filter(d.bgra.get(), error);
  if (d.sws == nullptr) {  // WebP takes BGRA
    d.bgra->pts = d.pts++;
    return d.encode(d.bgra.get(), error);
  }
  if (av_frame_make_writable(d.coded.get()) < 0) return fail(error, "out of memory");
  sws_scale(d.sws, d.bgra->data, d.bgra->linesize, 0, d.height, d.coded->data, d.coded->linesize);
  d.coded->pts = d.pts++;
  return d.encode(d.coded.get(), error);
}

bool FfmpegEncoder::nextPass(std::string* error) {
  EncoderState& d = *m_impl;
  if (d.settings.container != Container::Gif || d.pass != 0) return true;
  if (!d.filter(nullptr, error)) return false;
  if (!d.palette) return fail(error, "no GIF palette came out");
  d.pass = 1;
  return d.openCodec(error) && d.startDitherGraph(error);
}

bool FfmpegEncoder::finish(std::string* error) {
  EncoderState& d = *m_impl;
  if (d.settings.container == Container::Gif && (d.pass == 0 || !d.filter(nullptr, error))) {
    return d.pass == 0 ? fail(error, "the GIF's second pass never ran") : false;
  }
  if (!d.encode(nullptr, error)) return false;
  if (const std::string why = d.muxer.finish(); !why.empty()) return fail(error, why);
  return true;
}

}  // namespace ui

/// The module's one entry point (AnimationEncoder.cpp finds it with dlsym).
extern "C" __attribute__((visibility("default"))) ui::AnimationEncoder* gelu_create_encoder(
    const ui::AnimationEncoder::Settings* settings, std::string* error) {
  return ui::createEncoder(*settings, error);
}
