// Animations for slides: every format decodes outside our code (FFmpeg's libavformat, libwebp's
// animation decoder) with the frame count, size and duration asked for; the same job gives the
// same frames (WebM; MP4 to within 50 dB) and the same bytes (GIF, WebP, APNG); a cancel writes
// nothing.
#include <gtest/gtest.h>
#include <webp/demux.h>

#include <cmath>
#include <limits>

#include <qcustomplot.h>

#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "core/animation.hpp"
#include "core/function_library.hpp"
#include "core/model/scene_file.hpp"
#include "core/training_cost.hpp"
#include "ui/export/Animation.hpp"
#include "ui/export/AnimationDialog.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/SlideHeader.hpp"
#include "ui/export/StepVideos.hpp"
#include "ui/export/StepVideosDialog.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/lecture/LectureView.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/TrainingRun.hpp"
#include "ui/panels/CurveSetPanel.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"
#include "ui/window/MainWindow.hpp"
#include "ui/window/StepsDock.hpp"

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
}

namespace ui {
namespace {

struct Decoded {
  int frames = 0;
  int width = 0;
  int height = 0;
  double seconds = 0;         ///< the frames' durations added up
  int loops = -1;             ///< WebP's loop count (0: for ever)
  QList<QByteArray> digests;  ///< of each decoded frame's pixels
  QList<QByteArray> pixels;   ///< each decoded frame's pixels, row after row (FFmpeg's decodes)
};

/// Decodes a video with libavformat + libavcodec, every frame.
Decoded decodeWithFfmpeg(const QString& path) {
  Decoded d;
  AVFormatContext* fmt = nullptr;
  if (avformat_open_input(&fmt, path.toLocal8Bit().constData(), nullptr, nullptr) < 0) return d;
  avformat_find_stream_info(fmt, nullptr);
  const int index = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nullptr, 0);
  if (index < 0) {
    avformat_close_input(&fmt);
    return d;
  }
  AVStream* stream = fmt->streams[index];
  const AVCodec* codec = avcodec_find_decoder(stream->codecpar->codec_id);
  AVCodecContext* ctx = avcodec_alloc_context3(codec);
  avcodec_parameters_to_context(ctx, stream->codecpar);
  avcodec_open2(ctx, codec, nullptr);
  AVPacket* packet = av_packet_alloc();
  AVFrame* frame = av_frame_alloc();
  std::int64_t ticks = 0;
  const auto drain = [&] {
    while (avcodec_receive_frame(ctx, frame) >= 0) {
      ++d.frames;
      d.width = frame->width;
      d.height = frame->height;
      QCryptographicHash hash(QCryptographicHash::Sha1);
      QByteArray pixels;
      // Only the pixels: the bytes past a row's width (up to linesize) are the decoder's
      // padding, left uninitialised, so hashing them made equal frames differ now and then.
      const auto format = static_cast<AVPixelFormat>(frame->format);
      const int planes = format == AV_PIX_FMT_YUV420P ? 3 : 1;
      for (int p = 0; p < planes; ++p) {
        const int rows = p == 0 ? frame->height : (frame->height + 1) / 2;
        const int bytes = av_image_get_linesize(format, frame->width, p);
        for (int y = 0; y < rows; ++y) {
          const QByteArrayView row(frame->data[p] + y * frame->linesize[p], bytes);
          hash.addData(row);
          pixels += row;
        }
      }
      d.digests << hash.result();
      d.pixels << pixels;
    }
  };
  while (av_read_frame(fmt, packet) >= 0) {
    if (packet->stream_index == index) {
      ticks += packet->duration;
      avcodec_send_packet(ctx, packet);
      drain();
    }
    av_packet_unref(packet);
  }
  avcodec_send_packet(ctx, nullptr);
  drain();
  d.seconds = static_cast<double>(ticks) * av_q2d(stream->time_base);
  if (ticks == 0) d.seconds = static_cast<double>(fmt->duration) / AV_TIME_BASE;  // WebM
  av_frame_free(&frame);
  av_packet_free(&packet);
  avcodec_free_context(&ctx);
  avformat_close_input(&fmt);
  return d;
}

/// Decodes an animated WebP with libwebp's own decoder (FFmpeg 5.1 cannot).
Decoded decodeWebp(const QString& path) {
  Decoded d;
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return d;
  const QByteArray bytes = f.readAll();
  WebPData data{reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                static_cast<std::size_t>(bytes.size())};
  WebPAnimDecoderOptions options;
  WebPAnimDecoderOptionsInit(&options);
  WebPAnimDecoder* decoder = WebPAnimDecoderNew(&data, &options);
  if (decoder == nullptr) return d;
  WebPAnimInfo info;
  WebPAnimDecoderGetInfo(decoder, &info);
  d.width = static_cast<int>(info.canvas_width);
  d.height = static_cast<int>(info.canvas_height);
  d.loops = static_cast<int>(info.loop_count);
  int last = 0;
  while (WebPAnimDecoderHasMoreFrames(decoder)) {
    std::uint8_t* rgba = nullptr;
    if (!WebPAnimDecoderGetNext(decoder, &rgba, &last)) break;
    ++d.frames;
    d.digests << QCryptographicHash::hash(
        QByteArrayView(rgba, static_cast<qsizetype>(d.width) * d.height * 4),
        QCryptographicHash::Sha1);
  }
  d.seconds = last / 1000.0;
  WebPAnimDecoderDelete(decoder);
  return d;
}

Decoded decode(const QString& path) {
  return path.endsWith(".webp") ? decodeWebp(path) : decodeWithFfmpeg(path);
}

/// Peak signal-to-noise ratio of b against a, in dB (infinite when equal).
double psnr(const QByteArray& a, const QByteArray& b) {
  if (a.size() != b.size() || a.isEmpty()) return 0;
  double squares = 0;
  for (qsizetype i = 0; i < a.size(); ++i) {
    const double d = static_cast<unsigned char>(a[i]) - static_cast<unsigned char>(b[i]);
    squares += d * d;
  }
  if (squares == 0) return std::numeric_limits<double>::infinity();
  return 10 * std::log10(255.0 * 255.0 * static_cast<double>(a.size()) / squares);
}

/// Dark pixels (luma under 160) left of column `x` of a decoded frame of `size`.
int inkLeftOf(int x, const QByteArray& luma, QSize size) {
  int ink = 0;
  for (int y = 0; y < size.height(); ++y) {
    for (int i = 0; i < x; ++i) {
      ink += static_cast<unsigned char>(luma[y * size.width() + i]) < 160 ? 1 : 0;
    }
  }
  return ink;
}

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class AnimationTest : public ::testing::Test {
 protected:
  QTemporaryDir dir;
  AnimationJob job(const QString& name, gelu::anim::Kind kind = gelu::anim::Kind::Sweep) {
    AnimationJob j;
    j.panel = "pdf-area";
    j.options.size = QSize(801, 451);  // odd: 4:2:0 formats round up
    j.plan.kind = kind;
    j.plan.duration = 0.5;
    j.plan.fps = 10;
    j.plan.samples = 300;
    j.scene.samples = 300;
    j.path = dir.filePath(name);
    return j;
  }
};

TEST_F(AnimationTest, EveryFormatDecodesWithItsFramesSizeAndDuration) {
  for (const QString ext : {"mp4", "webm", "gif", "webp", "apng"}) {
    SCOPED_TRACE(ext.toStdString());
    const AnimationJob j = job("sweep." + ext);
    const auto error = exportAnimation(j);
    ASSERT_FALSE(error) << error->message.toStdString();
    const Decoded d = decode(j.path);
    const bool even = ext == "mp4" || ext == "webm";
    EXPECT_EQ(d.frames, 5);
    EXPECT_EQ(d.width, even ? 802 : 801);
    EXPECT_EQ(d.height, even ? 452 : 451);
    EXPECT_NEAR(d.seconds, 0.5, 0.011);
    // x moves: the first and last frames differ, and so do neighbours
    ASSERT_EQ(d.digests.size(), 5);
    EXPECT_NE(d.digests.front(), d.digests.back());
    if (ext == "webp") {
      EXPECT_EQ(d.loops, 0);  // for ever
    }
  }
}

// A sweep's stage holds still (issue 26, item 8): x and y views take in the whole sweep and
// the shown curves on it with room to spare, so the last frame's marks sit clear of every border
// (GELU(3) ≈ 3 was on the top edge of the default −1.5…3 view); x keeps one number of decimals.
TEST_F(AnimationTest, ASweepsStageHoldsItsMarksClearOfTheBorders) {
  AnimationJob j = job("stage.mp4");
  j.panel = "activations";
  j.plan.sweepFrom = -3.0;
  j.plan.sweepTo = 3.0;
  const auto stage = animationStage(j);
  const Scene& s = stage->scene();
  EXPECT_LT(s.xMin(), -3.0);
  EXPECT_GT(s.xMax(), 3.0);
  for (const QString& id : s.curves()) {
    const gelu::FunctionInfo* f = s.library().find(id.toStdString());
    ASSERT_NE(f, nullptr);
    for (const double x : {-3.0, 3.0}) {
      const double y = (*f)(x, s.params());
      if (y > j.scene.model.yMax + 1.0 || y < j.scene.model.yMin - 1.0) continue;
      EXPECT_GT(s.yMax(), y + 0.02 * (s.yMax() - s.yMin())) << id.toStdString() << " at " << x;
      EXPECT_LT(s.yMin(), y - 0.02 * (s.yMax() - s.yMin())) << id.toStdString() << " at " << x;
    }
  }
  EXPECT_EQ(stage->frame().xDecimals, 3);
  ASSERT_TRUE(stage->frame().sweepSpan.has_value());
  EXPECT_EQ(stage->panels().front()->frame(), stage->frame());  // every panel draws the frame
  // A still keeps the view it was given.
  j.plan.kind = gelu::anim::Kind::MonteCarlo;
  const auto still = animationStage(j);
  EXPECT_EQ(still->scene().yMax(), j.scene.model.yMax);
  EXPECT_FALSE(still->frame().sweepSpan.has_value());
  EXPECT_FALSE(still->panels().front()->frame().sweepSpan.has_value());
}

// The propagation panel's layers appear one by one, on axes that hold still.
TEST_F(AnimationTest, TheDeepNetworksLayersAppearOneByOne) {
  AnimationJob j = job("layers.webp");
  j.panel = "propagation";
  j.options.size = QSize(960, 540);
  j.plan.kind = gelu::anim::Kind::Layers;
  j.scene.model.propagation.depth = 4;
  const auto error = exportAnimation(j);
  ASSERT_FALSE(error) << error->message.toStdString();
  const Decoded d = decode(j.path);
  ASSERT_EQ(d.frames, 5);
  for (int i = 1; i < d.frames; ++i) EXPECT_NE(d.digests[i - 1], d.digests[i]) << i;
  // A stage's frames: layer k shown in frame k, the variance axis the same in each.
  const auto stage = animationStage(j);
  QCPRange first;
  for (int i = 0; i < 5; ++i) {
    ui::FrameSettings frame;
    frame.layersShown = gelu::anim::layersShown(i, 5, 4);
    stage->setFrame(frame);
    ui::PlotPanel* panel = stage->panels().front();
    panel->plot()->replot();
    const QCPRange y = panel->plot()->axisRects()[1]->axis(QCPAxis::atLeft)->range();
    if (i == 0) first = y;
    EXPECT_EQ(y.lower, first.lower);
    EXPECT_EQ(y.upper, first.upper);
  }
}

TEST_F(AnimationTest, LoopingFormatsSayForEver) {
  AnimationJob gif = job("loop.gif");
  AnimationJob apng = job("loop.apng");
  ASSERT_FALSE(exportAnimation(gif));
  ASSERT_FALSE(exportAnimation(apng));
  const QByteArray g = readAll(gif.path);
  const qsizetype netscape = g.indexOf("NETSCAPE2.0");
  ASSERT_GE(netscape, 0);
  EXPECT_EQ(g.mid(netscape + 11, 5), QByteArray("\x03\x01\x00\x00\x00", 5));  // loop count 0
  const QByteArray a = readAll(apng.path);
  const qsizetype actl = a.indexOf("acTL");
  ASSERT_GE(actl, 0);
  EXPECT_EQ(a.mid(actl + 8, 4), QByteArray(4, '\0'));  // num_plays 0
}

TEST_F(AnimationTest, GifPlaysAtMostFiftyFramesASecond) {
  AnimationJob j = job("fast.gif");
  j.plan.fps = 60;
  ASSERT_FALSE(exportAnimation(j));
  const Decoded d = decode(j.path);
  EXPECT_EQ(d.frames, 25);
  EXPECT_NEAR(d.seconds, 0.5, 0.011);
}

TEST_F(AnimationTest, TheSameJobGivesTheSameFramesAndBytes) {
  for (const QString ext : {"mp4", "webm", "gif", "webp", "apng"}) {
    SCOPED_TRACE(ext.toStdString());
    AnimationJob a = job("a." + ext, gelu::anim::Kind::MonteCarlo);
    AnimationJob b = job("b." + ext, gelu::anim::Kind::MonteCarlo);
    a.panel = b.panel = "monte-carlo";  // every frame differs (WebP merges equal ones)
    ASSERT_FALSE(exportAnimation(a));
    ASSERT_FALSE(exportAnimation(b));
    const Decoded da = decode(a.path);
    const Decoded db = decode(b.path);
    EXPECT_EQ(da.frames, 5);
    if (ext == "mp4") {
      // libx264 (Debian's 0.164) does not always encode the same frames to the same bits: in a
      // few runs in ten, after other exports in the same process, a pair differed in a few
      // hundred pixels by a few levels (checked: the YUV frames it was given were identical,
      // also with threads=1). So the same picture, within what no one can see: ≥ 50 dB.
      ASSERT_EQ(db.pixels.size(), da.pixels.size());
      for (qsizetype i = 0; i < da.pixels.size(); ++i) {
        EXPECT_GE(psnr(da.pixels[i], db.pixels[i]), 50.0) << "frame " << i;
      }
      // (and the bound tells pictures apart: the run's first and last frames are below it)
      EXPECT_LT(psnr(da.pixels.front(), da.pixels.back()), 50.0);
    } else {
      EXPECT_EQ(da.digests, db.digests);
    }
    if (ext != "mp4" && ext != "webm") {
      EXPECT_EQ(readAll(a.path), readAll(b.path));
    }
  }
}

TEST_F(AnimationTest, TheRunGrowsFrameByFrame) {
  AnimationJob j = job("run.apng", gelu::anim::Kind::MonteCarlo);
  j.panel = "monte-carlo";
  ASSERT_FALSE(exportAnimation(j));
  const Decoded d = decode(j.path);
  ASSERT_EQ(d.frames, 5);
  for (int i = 1; i < d.frames; ++i) EXPECT_NE(d.digests[i - 1], d.digests[i]) << i;
}

TEST_F(AnimationTest, ACancelWritesNothingAndKeepsTheOldFile) {
  for (const QString ext : {"mp4", "gif"}) {
    AnimationJob j = job("old." + ext);
    QFile old(j.path);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write("the old file");
    old.close();
    int calls = 0;
    const auto error = exportAnimation(j, [&](int done, int total) {
      ++calls;
      EXPECT_EQ(total, ext == "gif" ? 10 : 5);
      return done < 3;
    });
    ASSERT_TRUE(error);
    EXPECT_EQ(error->message, "cancelled");
    EXPECT_EQ(calls, 3);
    EXPECT_EQ(readAll(j.path), "the old file");
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    QFile::remove(j.path);
  }
}

// A video per deck step: named by number and title, playing what the step plays (a still, a
// sweep over its range in its seconds); hidden steps left out; a cancel keeps what was finished.
// Issue 47, item 6: a step's video carries the step — its caption and formulas over its panels,
// as the audience sees it with every fragment shown — under an ASCII file name.
TEST_F(AnimationTest, AStepVideoCarriesItsCaptionAndFormulas) {
  const Deck lecture = builtInDeck();
  const QList<AnimationJob> jobs = stepVideoJobs(lecture, dir.path(), "C", AnimationJob());
  ASSERT_GE(jobs.size(), 6);
  const SlideTexts& erf = jobs[2].slide;  // step 3: the derivation, all of it
  EXPECT_TRUE(erf.caption.startsWith("Hence")) << erf.caption.toStdString();
  EXPECT_EQ(erf.formulas.size(), 5);
  EXPECT_TRUE(erf.liveTemplate.empty());
  EXPECT_FALSE(jobs[5].slide.liveTemplate.empty());  // step 6's formula follows x
  EXPECT_GT(jobs[0].options.fontScale, 1.5);         // the lecture's type, not a figure's
  EXPECT_EQ(stepVideoName(lecture, 2, "C"), "03-phi-through-erf.mp4");
  EXPECT_EQ(stepVideoName(lecture, 9, "fr_FR"), "10-a-l-entrainement.mp4");
  const QString zh = stepVideoName(lecture, 0, "zh_CN");
  EXPECT_EQ(zh, "01-step.mp4");
  // The same step with and without its texts: the texts take the top of the frame.
  Deck deck;
  DeckStep step;
  step.panels = {"cdf"};
  deck.steps = {step};
  step.caption.byLanguage = {{"", "The area is $\\Phi(x)$."}};
  step.formula.byLanguage = {{"", "\\Phi(x) = \\int_{-\\infty}^{x} \\varphi(t)\\,dt"}};
  Deck worded;
  worded.steps = {step};
  AnimationJob look;
  look.options.size = QSize(640, 360);
  ASSERT_FALSE(exportStepVideos(deck, dir.filePath("bare"), "C", look));
  ASSERT_FALSE(exportStepVideos(worded, dir.filePath("worded"), "C", look));
  const Decoded bare = decode(dir.filePath("bare/01-step.mp4"));
  const Decoded texts = decode(dir.filePath("worded/01-step.mp4"));
  ASSERT_EQ(texts.width, 640);
  ASSERT_EQ(texts.height, 360);
  ASSERT_FALSE(texts.pixels.isEmpty());
  ASSERT_FALSE(bare.pixels.isEmpty());
  // Where the step's texts have ink (drawn here as the video draws them), the worded frame is
  // dark and the bare one mostly not: the caption and formula stand above the panel.
  const QList<AnimationJob> wordedJobs = stepVideoJobs(worded, dir.filePath("w"), "C", look);
  SlideHeader header(wordedJobs[0].slide, Theme::forFigure(ThemeChoice::Light), look.options.size,
                     canvasFontScale(look.options.size));
  EXPECT_GT(header.height(), 40);
  EXPECT_LT(header.height(), 0.46 * 360);
  QImage drawn(640, 360, QImage::Format_RGB32);
  drawn.fill(Qt::white);
  {
    QPainter p(&drawn);
    header.paint(p, 0.5, 0.0, 1.0);
  }
  int ink = 0, darkWorded = 0, darkBare = 0;
  for (int y = 0; y < static_cast<int>(header.height()); ++y) {
    for (int x = 0; x < 640; ++x) {
      if (qGray(drawn.pixel(x, y)) >= 100) continue;
      ++ink;
      darkWorded += static_cast<unsigned char>(texts.pixels.front()[y * 640 + x]) < 128 ? 1 : 0;
      darkBare += static_cast<unsigned char>(bare.pixels.front()[y * 640 + x]) < 128 ? 1 : 0;
    }
  }
  ASSERT_GT(ink, 200);
  EXPECT_GT(darkWorded, 0.9 * ink);
  EXPECT_LT(darkBare, 0.6 * ink);
  EXPECT_NE(texts.digests.front(), bare.digests.front());
  // The slide's side margins, as the lecture's (18 px of a 640 x 360 frame): no ink left of
  // the caption, the formula and the panels (they began 4 px from the edge).
  const int margin = static_cast<int>(slideMargin(look.options.size));
  EXPECT_EQ(margin, 18);
  EXPECT_EQ(inkLeftOf(margin - 3, texts.pixels.front(), look.options.size), 0);
}

TEST_F(AnimationTest, AStepVideoShowsItsFragmentsArriveAsTheLectureDoes) {
  // A step of two fragments, the second moving x: the video showed every line at once (the
  // lecture's step 3 its whole derivation from the first frame).
  Deck deck;
  DeckStep step;
  step.panels = {"cdf"};
  step.caption.byLanguage = {{"", "The area is $\\Phi(x)$."}};
  step.formula.byLanguage = {{"", "\\Phi(x) &= \\int_{-\\infty}^{x} \\varphi(t)\\,dt"}};
  DeckFragment first;
  first.formula.byLanguage = {
      {"", "&= \\tfrac{1}{2}\\bigl(1 + \\operatorname{erf}(x/\\sqrt{2})\\bigr)"}};
  DeckFragment second;
  second.formula.byLanguage = {{"", "&\\approx 0.8413"}};
  second.caption.byLanguage = {{"", "At $x = 1$."}};
  second.scene.x = 1.0;
  step.fragments = {first, second};
  deck.steps = {step};
  AnimationJob look;
  look.options.size = QSize(640, 360);
  const QList<AnimationJob> jobs = stepVideoJobs(deck, dir.filePath("v"), "C", look);
  ASSERT_EQ(jobs.size(), 1);
  // The step as entered, then its first fragment; the last state is the job's own.
  ASSERT_EQ(jobs[0].fragments.size(), 2u);
  EXPECT_EQ(jobs[0].fragments[0].slide.formulas.size(), 1);
  EXPECT_EQ(jobs[0].fragments[1].slide.formulas.size(), 2);
  EXPECT_EQ(jobs[0].slide.formulas.size(), 3);
  EXPECT_EQ(jobs[0].slide.caption, "At $x = 1$.");
  EXPECT_EQ(jobs[0].fragments[1].model.x, 0.5);
  EXPECT_EQ(jobs[0].scene.model.x, 1.0);
  EXPECT_GT(jobs[0].arriveSeconds, 0.0);  // x moves to 1, as the lecture moves it
  ASSERT_FALSE(exportStepVideos(deck, dir.filePath("v"), "C", look));
  const Decoded video = decode(dir.filePath("v/01-step.mp4"));
  const int fps = look.plan.fps;
  ASSERT_EQ(video.frames,
            static_cast<int>(std::lround((2 * kFragmentSeconds + kStillSeconds) * fps)));
  ASSERT_EQ(video.width, 640);
  // Frames in the middle of each state: as entered, at the first fragment, at the last.
  const QByteArray& entered = video.pixels[static_cast<int>(kFragmentSeconds * fps / 2)];
  const QByteArray& fragment = video.pixels[static_cast<int>(1.5 * kFragmentSeconds * fps)];
  const QByteArray& last = video.pixels.back();
  // Ink above the panels (the texts take at most 45% of the frame) grows as lines arrive.
  const int textRows = static_cast<int>(0.45 * 360);
  const auto ink = [&](const QByteArray& luma, int from, int to) {
    int dark = 0;
    for (int y = from; y < to; ++y) {
      for (int x = 0; x < 640; ++x) dark += static_cast<unsigned char>(luma[y * 640 + x]) < 128;
    }
    return dark;
  };
  EXPECT_LT(ink(entered, 0, textRows), ink(fragment, 0, textRows));
  EXPECT_LT(ink(fragment, 0, textRows), ink(last, 0, textRows));
  // The panels keep their place and size as the lines arrive (x has not moved: the same
  // pixels); the last state's x moved them.
  const QByteArray panelsOf[] = {entered.mid(textRows * 640, (360 - textRows) * 640),
                                 fragment.mid(textRows * 640, (360 - textRows) * 640),
                                 last.mid(textRows * 640, (360 - textRows) * 640)};
  EXPECT_GT(psnr(panelsOf[0], panelsOf[1]), 40.0);
  EXPECT_LT(psnr(panelsOf[1], panelsOf[2]), 35.0);
  // A step with no texts keeps the slide's side margins too.
  Deck bare;
  DeckStep plain;
  plain.panels = {"cdf"};
  bare.steps = {plain};
  ASSERT_FALSE(exportStepVideos(bare, dir.filePath("bare"), "C", look));
  const Decoded still = decode(dir.filePath("bare/01-step.mp4"));
  ASSERT_FALSE(still.pixels.isEmpty());
  const int margin = static_cast<int>(slideMargin(look.options.size));
  EXPECT_EQ(inkLeftOf(margin - 3, still.pixels.front(), look.options.size), 0);
}

TEST_F(AnimationTest, AStepVideosFragmentsShowTheirNumbersWhateverItPlays) {
  // A sweep step of two fragments: the first moves x to 1 over 10 s (longer than its state is
  // shown), the second sets μ. Each state shows its own numbers (the sweep's x only once it
  // plays), and any frame asked for shows the step's state there.
  Deck deck;
  DeckStep step;
  step.panels = {"cdf"};
  step.play = PlayAction::Sweep;
  step.sweepRange = std::make_pair(-2.0, 2.0);
  step.sweepSeconds = 2;
  DeckFragment first;
  first.scene.x = 1.0;
  first.seconds = 10;
  DeckFragment second;
  second.scene.mu = 0.25;
  step.fragments = {first, second};
  deck.steps = {step};
  AnimationJob look;
  look.options.size = QSize(640, 360);
  const QList<AnimationJob> jobs = stepVideoJobs(deck, dir.filePath("s"), "C", look);
  ASSERT_EQ(jobs.size(), 1);
  AnimationJob job = jobs[0];
  job.options.fontScale = 1;  // (the look's: the lecture's type does not fit so small a frame)
  ASSERT_EQ(job.fragments.size(), 2u);
  const auto stage = animationStage(job);
  ASSERT_NE(stage, nullptr);
  const int each = static_cast<int>(std::lround(kFragmentSeconds * job.plan.fps));
  const int frames = videoFrames(job, gelu::anim::Container::Mp4);
  EXPECT_EQ(frames, 2 * each + gelu::anim::frameCount(job.plan, gelu::anim::Container::Mp4));
  const Scene& scene = stage->scene();
  // The first fragment's x has arrived by the end of its state, not at the sweep's start.
  EXPECT_TRUE(frameRefusal(*stage, job, 2 * each - 1).isEmpty());
  EXPECT_DOUBLE_EQ(scene.x(), 1.0);
  EXPECT_DOUBLE_EQ(scene.mu(), 0.0);
  // From the first frame to the last: the step's last state (μ = 0.25), the sweep at its end.
  EXPECT_TRUE(frameRefusal(*stage, job, 0).isEmpty());
  EXPECT_DOUBLE_EQ(scene.x(), 0.5);
  EXPECT_TRUE(frameRefusal(*stage, job, frames - 1).isEmpty());
  EXPECT_DOUBLE_EQ(scene.mu(), 0.25);
  EXPECT_DOUBLE_EQ(scene.x(), 2.0);
}

TEST_F(AnimationTest, AFragmentStateWhoseTextDoesNotFitIsRefused) {
  // Only a video's first and last frames were checked: a fragment state between them that
  // shows every activation (its legend too large for the frame at this type) was drawn with its
  // text overlapping. Each fragment state is now checked once its numbers have arrived.
  AnimationJob j = job("states.mp4", gelu::anim::Kind::Still);
  j.panel = "activations";
  j.options.size = QSize(960, 540);
  j.options.fontScale = 2.5;
  j.fragmentSeconds = 0.5;
  ModelState every = j.scene.model;
  every.curves.clear();
  for (const gelu::FunctionInfo* f : gelu::FunctionLibrary::builtIns()->activations()) {
    every.curves.emplace_back(f->id);
  }
  j.fragments = {{SlideTexts{}, j.scene.model, 0}, {SlideTexts{}, every, 0}};
  const std::vector<int> frames = checkedFrames(j);
  EXPECT_EQ(frames.size(), 4u);  // the last, the first, and each state's last
  const QString why = animationRefusal(j);
  EXPECT_TRUE(why.contains("overlap")) << why.toStdString();
  // The same states, every one of a few curves: drawn.
  j.fragments[1].model = j.scene.model;
  EXPECT_EQ(animationRefusal(j), QString());
}

TEST_F(AnimationTest, AStepVideoLaysItsRowOutAsTheLectureDoes) {
  // Step 8 at 1920 x 1080: the activations' legend stood in a row under its plot beside the
  // errors' inside theirs, the row did not line up, and each plot carried a title the lecture
  // does not show.
  AnimationJob look;
  look.options.size = QSize(1920, 1080);
  const QList<AnimationJob> jobs = stepVideoJobs(builtInDeck(), dir.path(), "C", look);
  ASSERT_GE(jobs.size(), 8);
  const AnimationJob& job = jobs[7];
  ASSERT_EQ(job.row, (QStringList{"activations", "errors"}));
  for (const AnimationJob& j : jobs) EXPECT_FALSE(j.options.titles);
  const auto stage = animationStage(job);
  ASSERT_NE(stage, nullptr);
  const SlideHeader header(job.slide, Theme::forFigure(job.theme), job.options.size,
                           canvasFontScale(job.options.size));
  ExportOptions panels = job.options;
  panels.size.setHeight(1080 - static_cast<int>(std::ceil(header.height())));
  panels.size.setWidth(1920 - 2 * static_cast<int>(slideMargin(job.options.size)));
  const QList<PlotPanel*> row = stage->panels();
  {
    const ExportLook frame(stage->cells(), panels);
    frame.plotInsets(stage->cells(), panels);
    QList<QRectF> plots;
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);  // (as the look measures)
    scratch.setDotsPerMeterX(dotsPerMeter(kLogicalDpi));
    scratch.setDotsPerMeterY(dotsPerMeter(kLogicalDpi));
    QCPPainter painter(&scratch);
    painter.setMode(QCPPainter::pmNonCosmetic);
    for (const SheetCell& c : stage->cells()) {
      const QRectF r = cellRect(c, panels);
      c.panel->layOutForRender(painter, r);
      plots << c.panel->renderedPlotRect().translated(r.topLeft());
      EXPECT_FALSE(c.panel->legendUnderPlot()) << c.panel->panelId().toStdString();
      EXPECT_TRUE(c.panel->legendWithinPlot()) << c.panel->panelId().toStdString();
      EXPECT_FALSE(c.panel->renderCoveredData()) << c.panel->panelId().toStdString();
    }
    ASSERT_EQ(plots.size(), 2);
    EXPECT_NEAR(plots[0].top(), plots[1].top(), 1.0);
    EXPECT_NEAR(plots[0].bottom(), plots[1].bottom(), 1.0);
    EXPECT_GT(plots[0].height(), 0.5 * 1080);
  }
  // The look over, the panel's legend goes back to its own place.
  EXPECT_FALSE(row[0]->legendInPlot());
}

// The window's export runs the event loop between frames (its progress, Cancel): a queued
// replot of a stage's panel at its widget's own size then moved the x-dependent layers of the
// built-in lecture's step 3 (its fragments move x) to the top left corner, a quarter of their
// size. The frames are the command's, event loop or not.
TEST_F(AnimationTest, StepVideosAreTheSameWhileTheEventLoopRuns) {
  Deck deck = builtInDeck();
  for (std::size_t i = 0; i < deck.steps.size(); ++i) deck.steps[i].hidden = i != 2;
  AnimationJob look;
  look.options.size = QSize(960, 540);
  look.options.fontScale = canvasFontScale(look.options.size);
  const auto write = [&](const QString& out, bool events) {
    return exportStepVideos(deck, out, "C", look, [&](int, int, const QString&, bool, int, int) {
      if (events) QCoreApplication::processEvents();
      return true;
    });
  };
  ASSERT_FALSE(write(dir.filePath("quiet"), false));
  ASSERT_FALSE(write(dir.filePath("busy"), true));
  const Decoded quiet = decode(dir.filePath("quiet/01-phi-through-erf.mp4"));
  const Decoded busy = decode(dir.filePath("busy/01-phi-through-erf.mp4"));
  ASSERT_GT(quiet.frames, 30);
  ASSERT_EQ(busy.frames, quiet.frames);
  // The same pictures: the damage was whole layers (the shading gone, the read-outs a quarter
  // size). After some other tests in the same process, a few pixels of the second fragment's
  // frames still differ by a level (84 dB): named in the note, not hidden.
  double worst = std::numeric_limits<double>::infinity();
  for (int i = 0; i < quiet.frames; ++i) {
    worst = std::min(worst, psnr(quiet.pixels[i], busy.pixels[i]));
  }
  EXPECT_GE(worst, 60.0);
}

TEST_F(AnimationTest, AVideoPerDeckStep) {
  Deck deck;
  DeckStep still;
  still.title.byLanguage = {{"en", "The normal: pdf"}, {"de", "Die Normalverteilung"}};
  still.panels = {"pdf-area"};
  DeckStep hidden;
  hidden.panels = {"cdf"};
  hidden.hidden = true;
  still.shade = false;
  DeckStep sweep;
  sweep.trace = true;
  sweep.panels = {"pdf-area", "activations"};
  sweep.play = PlayAction::Sweep;
  sweep.sweepRange = std::pair(-1.0, 1.0);
  sweep.sweepSeconds = 1;
  deck.steps = {still, hidden, sweep};
  AnimationJob look;
  look.options.size = QSize(480, 270);
  const QString out = dir.filePath("videos");  // made when missing
  std::vector<std::pair<int, int>> steps;
  const auto error = exportStepVideos(deck, out, "C", look,
                                      [&](int step, int count, const QString&, bool, int, int) {
                                        steps.emplace_back(step, count);
                                        return true;
                                      });
  ASSERT_FALSE(error) << error->message.toStdString();
  EXPECT_EQ(QDir(out).entryList(QDir::Files),
            (QStringList{"01-the-normal-pdf.mp4", "02-step.mp4"}));
  EXPECT_EQ(steps.front(), std::pair(0, 2));
  EXPECT_EQ(steps.back().first, 1);
  EXPECT_EQ(stepVideoName(deck, 0, "de_DE"), "01-die-normalverteilung.mp4");
  const Decoded first = decode(QDir(out).filePath("01-the-normal-pdf.mp4"));
  EXPECT_NEAR(first.seconds, kStillSeconds, 0.05);
  const QList<AnimationJob> jobs = stepVideoJobs(deck, out, "C", look);
  ASSERT_EQ(jobs.size(), 2);
  EXPECT_EQ(jobs[0].plan.kind, gelu::anim::Kind::Still);  // nothing to play: a still
  EXPECT_EQ(jobs[1].plan.kind, gelu::anim::Kind::Sweep);
  EXPECT_EQ(jobs[1].plan.sweepFrom, -1.0);
  EXPECT_EQ(jobs[1].row, (QStringList{"pdf-area", "activations"}));
  EXPECT_TRUE(jobs[1].trace);   // the step's looks: its sweep traces the curve
  EXPECT_FALSE(jobs[0].shade);  // and its first step leaves the area for later
  const auto stage = animationStage(jobs[1]);
  auto* curves = qobject_cast<CurveSetPanel*>(stage->panels().at(1));
  ASSERT_NE(curves, nullptr);
  EXPECT_TRUE(curves->trace());
  const Decoded second = decode(QDir(out).filePath("02-step.mp4"));
  EXPECT_NEAR(second.seconds, 1.0, 0.05);
  EXPECT_NE(second.digests.front(), second.digests.back());  // x moves
  // Cancelled in the second video: the set is all or none, so nothing is written (the first,
  // finished, is dropped with the second) and the folder the export made goes too.
  const QString again = dir.filePath("again");
  const auto cancelled = exportStepVideos(
      deck, again, "C", look,
      [](int step, int, const QString&, bool, int done, int) { return step == 0 || done < 3; });
  ASSERT_TRUE(cancelled);
  EXPECT_TRUE(cancelled->cancelled);
  EXPECT_FALSE(QFileInfo::exists(again));
  // Into the folder written before: its videos stay as they were.
  const QByteArray oldFirst = readAll(QDir(out).filePath("01-the-normal-pdf.mp4"));
  ASSERT_FALSE(oldFirst.isEmpty());
  ASSERT_TRUE(exportStepVideos(
      deck, out, "C", look,
      [](int step, int, const QString&, bool, int done, int) { return step == 0 || done < 3; }));
  EXPECT_EQ(QDir(out).entryList(QDir::Files | QDir::Hidden),
            (QStringList{"01-the-normal-pdf.mp4", "02-step.mp4"}));
  EXPECT_EQ(readAll(QDir(out).filePath("01-the-normal-pdf.mp4")), oldFirst);
  // A file where the folder should be: refused, nothing written.
  const QString file = dir.filePath("file");
  QFile f(file);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.close();
  const auto refused = exportStepVideos(deck, file, "C", look);
  ASSERT_TRUE(refused);
  EXPECT_TRUE(refused->usage);
  // A size one step's video refuses (a step of the built-in lecture at 480 × 270): refused
  // before the first video is written, naming the step.
  const QString small = dir.filePath("small");
  const auto tooSmall = exportStepVideos(builtInDeck(), small, "C", look);
  ASSERT_TRUE(tooSmall);
  EXPECT_TRUE(tooSmall->usage);
  // A later step's (the earlier ones were written before, until each was checked first).
  EXPECT_GT(tooSmall->message.left(2).toInt(), 1) << tooSmall->message.toStdString();
  EXPECT_TRUE(tooSmall->message.contains(".mp4: ")) << tooSmall->message.toStdString();
  EXPECT_FALSE(QDir(small).exists());  // the folder it made is not left behind
}

TEST_F(AnimationTest, AStepVideoTrainsItsFirstRunOnce) {
  // The check of the step's last frame trains the run once; the video then trains it once more,
  // frame by frame, for an animation of training (a still shows the checked run) — never again
  // per type size tried, nor again for the export: the progress would start over.
  for (const PlayAction play : {PlayAction::Training, PlayAction::None}) {
    SCOPED_TRACE(play == PlayAction::Training ? "training" : "still");
    Deck deck;
    DeckStep train;
    train.panels = {"training"};
    train.play = play;
    deck.steps = {train};
    deck.scene.training.dataset = "xor";
    deck.scene.training.points = 120;
    deck.scene.training.layers = std::vector<int>{6, 5};
    deck.scene.training.epochs = 40;
    deck.scene.training.speed = 10;  // from epoch 20: two seconds of video (the shortest)
    AnimationJob look;
    look.options.size = QSize(960, 540);
    look.plan.fps = 10;
    std::vector<std::pair<int, int>> done;
    std::vector<bool> checking;
    const QString out = dir.filePath(play == PlayAction::Training ? "t" : "s");
    const auto error = exportStepVideos(
        deck, out, "C", look, [&](int, int, const QString&, bool check, int d, int total) {
          // A step's report before its frames repeats the count so far.
          if (done.empty() || done.back() != std::pair(d, total)) {
            done.emplace_back(d, total);
            checking.push_back(check);
          }
          return true;
        });
    ASSERT_FALSE(error) << error->message.toStdString();
    const QList<AnimationJob> jobs = stepVideoJobs(deck, out, "C", look);
    ASSERT_EQ(jobs.size(), 1);
    const int frames = gelu::anim::frameCount(jobs[0].plan, gelu::anim::Container::Mp4);
    ASSERT_GT(frames, 1);
    ASSERT_EQ(done.size(), static_cast<std::size_t>(2 * frames));
    for (std::size_t k = 0; k < done.size(); ++k) {
      EXPECT_EQ(done[k], std::pair(static_cast<int>(k) + 1, 2 * frames)) << k;
      // The first run is trained as the steps are checked, before the video is written (the
      // window said "Step 10 of 10: 10-in-training.mp4" while it checked).
      EXPECT_EQ(checking[k], k < static_cast<std::size_t>(frames)) << k;
    }
    if (play != PlayAction::Training) continue;
    // Its first frame shows the epochs the step opens at in the lecture (it showed epoch 0).
    const int opening = stepPlan(deck, 0, 0, *stepScene(deck, 0, 0)).openingEpoch;
    ASSERT_GT(opening, 0);
    EXPECT_EQ(jobs[0].plan.firstEpoch, opening);
    const auto stage = animationStage(jobs[0]);
    EXPECT_EQ(frameRefusal(*stage, jobs[0], 0), "");
    EXPECT_EQ(stage->scene().trainingRun().epoch(), opening);
  }
}

TEST_F(AnimationTest, AStepVideosRefusalComesBeforeAnyRunIsTrained) {
  // Step 1 shows a run (trained before its frames are checked); step 2 plays a run that fits
  // the hour once, as the deck is checked, but not twice, as its video trains it: refused before
  // step 1's run is trained.
  Deck deck;
  DeckStep shows;
  shows.panels = {"training"};
  deck.scene.training.dataset = "xor";
  deck.scene.training.points = 120;
  deck.scene.training.layers = std::vector<int>{6, 5};
  deck.scene.training.epochs = 20;
  DeckStep plays;
  plays.panels = {"training"};
  plays.play = PlayAction::Training;
  plays.scene.training.points = 10000;
  plays.scene.training.layers = std::vector<int>{64, 64, 64};
  plays.scene.training.batch = 1;
  deck.steps = {shows, plays};
  AnimationJob look;
  look.options.size = QSize(960, 540);
  const auto big = stepVideoJobs(deck, dir.filePath("v"), "C", look)[1].scene.model.training;
  const auto shape = gelu::model::trainingShape(big, *gelu::FunctionLibrary::builtIns());
  plays.scene.training.epochs = static_cast<int>(gelu::training::epochsThatFit(shape));
  deck.steps = {shows, plays};
  ASSERT_TRUE(gelu::training::fits(shape, *plays.scene.training.epochs));
  ASSERT_FALSE(gelu::training::fits(shape, *plays.scene.training.epochs, 2));
  int reports = 0;
  const auto refused = exportStepVideos(deck, dir.filePath("v"), "C", look,
                                        [&](int, int, const QString&, bool, int d, int) {
                                          reports += d > 0 ? 1 : 0;
                                          return true;
                                        });
  ASSERT_TRUE(refused);
  EXPECT_TRUE(refused->usage);
  EXPECT_TRUE(refused->message.startsWith("02-")) << refused->message.toStdString();
  EXPECT_TRUE(refused->message.contains("use at most")) << refused->message.toStdString();
  EXPECT_EQ(reports, 0);
  EXPECT_FALSE(QDir(dir.filePath("v")).exists());
}

TEST_F(AnimationTest, TrainingIsCountedEachTimeTheAnimationTrainsIt) {
  AnimationJob j = job("t.gif", gelu::anim::Kind::Training);
  j.panel = "training";
  j.options.size = QSize(960, 540);
  gelu::model::TrainingState& t = j.scene.model.training;
  t.dataset = "xor";
  t.points = 120;
  t.layers = {6, 5};
  j.plan.epochs = 20;
  // A GIF: the first run, then two passes: each reported as its frames.
  std::vector<std::pair<int, int>> done;
  ASSERT_FALSE(exportAnimation(j, [&](int d, int total) {
    done.emplace_back(d, total);
    return true;
  }));
  ASSERT_EQ(done.size(), 15u);  // 5 frames
  for (std::size_t k = 0; k < done.size(); ++k) {
    EXPECT_EQ(done[k], std::pair(static_cast<int>(k) + 1, 15)) << k;
  }
  EXPECT_EQ(animationWork(j), 15);
  // Epochs that one run fits but not three: refused up front, naming what fits, nothing trained.
  t.points = 10000;
  t.layers = {64, 64, 64};
  t.batch = 1;
  const auto shape = gelu::model::trainingShape(t, *gelu::FunctionLibrary::builtIns());
  j.plan.epochs = static_cast<int>(gelu::training::epochsThatFit(shape));
  const auto thrice = gelu::training::epochsThatFit(shape, 3);
  ASSERT_LT(thrice, j.plan.epochs);
  j.path = dir.filePath("refused.gif");
  int calls = 0;
  const auto refused = exportAnimation(j, [&](int, int) { return ++calls > 0; });
  ASSERT_TRUE(refused);
  EXPECT_TRUE(refused->usage);
  EXPECT_EQ(calls, 0);
  EXPECT_TRUE(refused->message.startsWith("training: this would take about "))
      << refused->message.toStdString();
  EXPECT_TRUE(refused->message.contains(QStringLiteral("use at most %1 epochs").arg(thrice)))
      << refused->message.toStdString();
  EXPECT_FALSE(QFile::exists(j.path));
  // An animation too long to draw in the hour is refused before its run is trained.
  j.plan.epochs = 20;
  t.points = 120;
  t.layers = {6, 5};
  t.batch = 32;
  j.plan.duration = 600;
  j.plan.fps = 50;
  j.options.size = QSize(7680, 4320);
  EXPECT_FALSE(checkAnimation(j).isEmpty());
  calls = 0;
  const auto tooLong = exportAnimation(j, [&](int, int) { return ++calls > 0; });
  ASSERT_TRUE(tooLong);
  EXPECT_TRUE(tooLong->usage);
  EXPECT_EQ(calls, 0);
}

TEST_F(AnimationTest, BadJobsAreRefusedBeforeAnythingIsWritten) {
  const auto refused = [&](const AnimationJob& j, const char* words) {
    const auto error = exportAnimation(j);
    ASSERT_TRUE(error);
    EXPECT_TRUE(error->usage);
    EXPECT_TRUE(error->message.contains(words)) << error->message.toStdString();
    EXPECT_FALSE(error->message.contains('\n'));
    EXPECT_TRUE(QDir(dir.path()).isEmpty());
  };
  AnimationJob j = job("x.mp4");
  j.plan.fps = 0;
  refused(j, "frame rate");
  j = job("x.mp4");
  j.plan.duration = 601;
  refused(j, "duration");
  j = job("x.png");
  refused(j, "not an animation");
  j = job("x.mp4");
  j.options.background = ExportBackground::Transparent;
  refused(j, "transparency");
  j = job("x.gif");
  j.plan.sweepTo = j.plan.sweepFrom;
  refused(j, "sweep");
  j = job("x.webm");
  j.options.size = QSize(50, 50);
  refused(j, "");
}

/// A dialog for a small, short animation of the cdf panel into `path`.
std::unique_ptr<AnimationDialog> smallDialog(const QString& path, double seconds) {
  AnimationDialog::Source source;
  source.panels = {{"cdf", "Φ"}, {"monte-carlo", "Monte Carlo"}};
  auto d = std::make_unique<AnimationDialog>(source);
  d->findChild<QComboBox*>("shows")->setCurrentIndex(1);
  d->findChild<QDoubleSpinBox*>("duration")->setValue(seconds);
  d->findChild<QSpinBox*>("fps")->setValue(10);
  d->findChild<QSpinBox*>("width")->setValue(400);
  d->findChild<QSpinBox*>("height")->setValue(300);
  d->setPath(path);
  return d;
}

TEST_F(AnimationTest, TheDialogExportsWhatItsFieldsSay) {
  const QString path = dir.filePath("dialog.gif");
  auto d = smallDialog(path, 0.3);
  d->show();
  EXPECT_EQ(d->job().panel, "cdf");
  d->start();
  EXPECT_EQ(d->result(), QDialog::Accepted) << d->message().toStdString();
  const Decoded decoded = decode(path);
  EXPECT_EQ(decoded.frames, 3);
  EXPECT_EQ(decoded.width, 400);
}

TEST_F(AnimationTest, CancelInTheDialogWritesNothingAndKeepsItOpen) {
  const QString path = dir.filePath("cancelled.mp4");
  auto d = smallDialog(path, 60);  // 600 frames
  d->show();
  int seen = 0;
  QTimer poll;  // presses Cancel once frames are being made
  QObject::connect(&poll, &QTimer::timeout, [&] {
    if (d->running() && ++seen == 3) d->reject();
  });
  poll.start(20);
  d->start();
  EXPECT_FALSE(d->running());
  EXPECT_TRUE(d->isVisible());
  EXPECT_TRUE(d->message().contains("Cancelled")) << d->message().toStdString();
  EXPECT_FALSE(QFile::exists(path));
  EXPECT_TRUE(QDir(dir.path()).isEmpty());
}

TEST_F(AnimationTest, TheWindowOffersItInTheFileMenu) {
  Scene scene;
  MainWindow window(scene);
  QAction* action = window.action("export-animation");
  ASSERT_NE(action, nullptr);
  EXPECT_EQ(action->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
  EXPECT_TRUE(window.menuBar()->actions().first()->menu()->actions().contains(action));
  action->trigger();
  auto* dialog = window.findChild<AnimationDialog*>();
  ASSERT_NE(dialog, nullptr);
  EXPECT_EQ(dialog->job().scene.model.x, scene.x());
  dialog->reject();
}

// File ▸ Export step videos: the folder (typed, made when missing), the size and the theme,
// as render --step-videos offers them (--width, --height, --theme), remembered for the next
// time. (It wrote 1920×1080 light videos into a folder picked in a bare folder dialog.)
TEST_F(AnimationTest, TheStepVideosDialogSetsTheSizeAndTheTheme) {
  Scene scene;
  MainWindow window(scene);
  window.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
  window.action("new-deck")->trigger();
  window.stepsDock()->findChild<QPushButton*>("add-step")->click();  // a still of 4 s
  window.action("export-step-videos")->trigger();
  auto* dialog = window.findChild<StepVideosDialog*>();
  ASSERT_NE(dialog, nullptr);
  ASSERT_TRUE(dialog->isVisible());
  dialog->setFolder(dir.filePath("videos"));
  dialog->choose(QSize(1280, 720), ThemeChoice::Dark);
  dialog->accept();
  QApplication::processEvents();
  const QStringList written = QDir(dir.filePath("videos")).entryList(QDir::Files);
  ASSERT_EQ(written.size(), 1);
  const Decoded video = decode(QDir(dir.filePath("videos")).filePath(written.front()));
  EXPECT_EQ(QSize(video.width, video.height), QSize(1280, 720));
  ASSERT_FALSE(video.pixels.isEmpty());
  // Dark: the first pixel's luma (the slide's background; light's is near 235) is low.
  EXPECT_LT(static_cast<unsigned char>(video.pixels.front().front()), 80);
  QTest::qWait(50);  // the dialog deletes itself on close
  window.action("export-step-videos")->trigger();
  dialog = window.findChild<StepVideosDialog*>();
  ASSERT_NE(dialog, nullptr);
  EXPECT_EQ(dialog->folder(), dir.filePath("videos"));
  EXPECT_EQ(dialog->videoSize(), QSize(1280, 720));
  EXPECT_EQ(dialog->theme(), ThemeChoice::Dark);
  // A leading "~" is the home folder, as a shell reads it ("~x" is a name like any other).
  dialog->setFolder(" ~/videos ");
  EXPECT_EQ(dialog->folder(), QDir::homePath() + "/videos");
  dialog->setFolder("~");
  EXPECT_EQ(dialog->folder(), QDir::homePath());
  dialog->setFolder("~videos");
  EXPECT_EQ(dialog->folder(), "~videos");
  // No folder: said in the dialog, nothing written.
  dialog->setFolder(QString());
  dialog->accept();
  EXPECT_TRUE(dialog->isVisible());
  dialog->reject();
}

TEST_F(AnimationTest, InLectureModeItOffersTheStepsAnimation) {
  Scene scene;
  MainWindow window(scene);
  window.show();
  for (const int step : {6, 4}) {
    window.enterLecture(step);
    QTest::keyClick(window.lecture(), Qt::Key_E, Qt::ControlModifier | Qt::AltModifier);
    // The window's dialog (it outlives the presenting session), on the presenter's screen.
    auto* dialog = window.findChild<AnimationDialog*>();
    ASSERT_NE(dialog, nullptr) << step;
    EXPECT_EQ(dialog->screen(), window.lecture()->screen());
    const AnimationJob job = dialog->job();
    EXPECT_EQ(job.row, window.lecture()->shownPanels()) << step;
    // Step 6 sweeps x; the others play the run (the coins, the converging mean).
    EXPECT_EQ(job.plan.kind, step == 6 ? gelu::anim::Kind::Sweep : gelu::anim::Kind::MonteCarlo);
    // The step's looks: step 6's sweep traces the curve.
    EXPECT_EQ(job.trace, window.lecture()->current().trace) << step;
    EXPECT_EQ(job.shade, window.lecture()->current().shade) << step;
    EXPECT_EQ(job.trace, step == 6) << step;
    delete dialog;
    window.leaveLecture();
  }
}

}  // namespace
}  // namespace ui
