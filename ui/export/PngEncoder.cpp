#include "ui/export/PngEncoder.hpp"

#include "core/model/figure_scene.hpp"

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csetjmp>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include "ui/export/Deflate.hpp"
#include "ui/export/PngRows.hpp"

namespace ui {
namespace {

using deflate::kWindow;  // the history each strip starts with

/// Rows per strip: 128, fewer where rows are so wide that a thread's strip would pass 4 MiB. It
/// depends on the image alone, so the bytes do not depend on the threads.
int stripRows(const QImage& image, bool alpha) {
  const std::size_t rowBytes = static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3) + 1;
  return static_cast<int>(std::clamp<std::size_t>((std::size_t{4} << 20) / rowBytes, 1, 128));
}

/// Filters image rows one at a time: each row's samples, after the row above them.
class RowFilter {
 public:
  RowFilter(const QImage& image, bool alpha, int first)
      : m_image(image),
        m_alpha(alpha),
        m_n(static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3)),
        m_prev(m_n + png::kSlack, 0),
        m_cur(m_n + png::kSlack),
        m_y(first) {
    if (first > 0) samples(first - 1, m_prev.data());
  }
  /// The next row filtered into `out`, its filter-type byte first (rowBytes() long).
  void next(std::uint8_t* out) {
    samples(m_y++, m_cur.data());
    png::filterRow(m_cur.data(), m_prev.data(), m_n, m_alpha ? 4 : 3, out);
    std::swap(m_prev, m_cur);
  }
  std::size_t rowBytes() const { return m_n + 1; }

 private:
  void samples(int y, std::uint8_t* out) const {
    png::samples(reinterpret_cast<const std::uint32_t*>(m_image.constScanLine(y)), m_image.width(),
                 m_alpha, out);
  }
  const QImage& m_image;
  bool m_alpha;
  std::size_t m_n;
  std::vector<std::uint8_t> m_prev, m_cur;
  int m_y;
};

/// One strip of rows as a part of the single zlib stream: deflated with the scanlines before
/// it as its history (refiltered here, so strips need not wait for each other) and ended on a
/// byte boundary (a sync flush's empty stored block) so the parts join — the pigz scheme.
struct Strip {
  std::string deflated;
  uLong adler = 1;  ///< Adler-32 of the strip's scanlines
  uLong length = 0;
  bool ok = false;  ///< false when memory ran out
};

/// What a thread keeps from strip to strip, its memory reused: the filtered rows, deflate's tables.
struct Scratch {
  std::vector<std::uint8_t> rows;
  deflate::Workspace deflate;
};

/// Filters rows [first, last) with the rows of the 32 KiB before them into the scratch rows and
/// deflates the strip with those as its history.
void encodeStrip(const QImage& image, bool alpha, int first, int last, bool final, Strip& s,
                 Scratch& scratch) try {
  std::vector<std::uint8_t>& buffer = scratch.rows;
  const std::size_t rowBytes = static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3) + 1;
  const int before = std::min(first, static_cast<int>((kWindow + rowBytes - 1) / rowBytes));
  buffer.resize(rowBytes * static_cast<std::size_t>(before + last - first));
  RowFilter filter(image, alpha, first - before);
  for (std::size_t i = 0; i < buffer.size(); i += rowBytes) filter.next(buffer.data() + i);
  const std::size_t start = rowBytes * static_cast<std::size_t>(before);
  const std::size_t from = start > kWindow ? start - kWindow : 0;
  s.adler = png::adler32(1, buffer.data() + start, buffer.size() - start);
  s.length = static_cast<uLong>(buffer.size() - start);
  deflate::compress(buffer.data() + from, start - from, buffer.size() - from, final, s.deflated,
                    scratch.deflate);
  s.ok = true;
} catch (const std::bad_alloc&) {
  s.ok = false;  // on a helper thread: the file is not written, with the export's error
}

/// Runs job(scratch, i) for i in [0, count) on up to 8 threads (this one included), each with
/// scratch of its own.
template <typename Job>
void parallelFor(int count, Job job) {
  std::atomic<int> next{0};
  const auto work = [&] {
    Scratch scratch;
    for (int i = next++; i < count; i = next++) job(scratch, i);
  };
  const int threads =
      std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::min(8, count));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
}

void appendBytes(png_structp png, png_bytep data, png_size_t length) {
  auto* out = static_cast<QByteArray*>(png_get_io_ptr(png));
  out->append(reinterpret_cast<const char*>(data), static_cast<qsizetype>(length));
}
void flushNothing(png_structp) {}
void ignoreWarning(png_structp, png_const_charp) {}

/// The zlib stream of the image data: header, the strips' deflate parts, Adler-32 of it all.
std::string assemble(const std::vector<Strip>& strips) {
  std::string z = "\x78\xda";  // zlib header: deflate, 32 KiB window, "maximum" level class
  uLong adler = 1;
  for (const Strip& s : strips) {
    if (!s.ok) return {};
    z += s.deflated;
    adler = adler32_combine(adler, s.adler, static_cast<z_off_t>(s.length));
  }
  for (int shift = 24; shift >= 0; shift -= 8) z += static_cast<char>((adler >> shift) & 0xff);
  return z;
}

int stripCount(const QImage& image, bool alpha) {
  return (image.height() + stripRows(image, alpha) - 1) / stripRows(image, alpha);
}

void encodeStrip(const QImage& image, bool alpha, int i, Strip& s, Scratch& scratch) {
  const int h = image.height();
  const int rows = stripRows(image, alpha);
  encodeStrip(image, alpha, i * rows, std::min(h, (i + 1) * rows),
              i == stripCount(image, alpha) - 1, s, scratch);
}

std::string compress(const QImage& image, bool alpha) {
  std::vector<Strip> strips(static_cast<std::size_t>(stripCount(image, alpha)));
  parallelFor(stripCount(image, alpha), [&](Scratch& scratch, int i) {
    encodeStrip(image, alpha, i, strips[static_cast<std::size_t>(i)], scratch);
  });
  return assemble(strips);
}

/// The file around the zlib stream of the image data (libpng writes the chunks).
QByteArray pngFile(const QImage& image, bool alpha, const std::string& idat, int dotsPerMeter,
                   const std::string& scene);

}  // namespace

QByteArray encodePng(const QImage& source, int dotsPerMeter, const std::string& scene) {
  if (source.isNull()) return {};
  const bool alpha = source.hasAlphaChannel();
  // Straight alpha, as PNG stores it (a premultiplied render is converted exactly as Qt would).
  const QImage image = source.convertToFormat(alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
  if (image.isNull()) return {};
  const std::string idat = compress(image, alpha);
  if (idat.empty()) return {};
  return pngFile(image, alpha, idat, dotsPerMeter, scene);
}

namespace {

QByteArray pngFile(const QImage& image, bool alpha, const std::string& idat, int dotsPerMeter,
                   const std::string& scene) {
  QByteArray out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, ignoreWarning);
  if (png == nullptr) return {};
  png_infop info = png_create_info_struct(png);
  if (info == nullptr || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return {};
  }
  png_set_write_fn(png, &out, appendBytes, flushNothing);
  png_set_IHDR(png, info, static_cast<png_uint_32>(image.width()),
               static_cast<png_uint_32>(image.height()), 8,
               alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (dotsPerMeter > 0) {
    png_set_pHYs(png, info, static_cast<png_uint_32>(dotsPerMeter),
                 static_cast<png_uint_32>(dotsPerMeter), PNG_RESOLUTION_METER);
  }
  // The scene as uncompressed international text, before the image (gelu::model::sceneInFigure).
  std::string key(gelu::model::kFigureSceneKey);
  std::string empty;
  png_text text{};
  if (!scene.empty()) {
    text.compression = PNG_ITXT_COMPRESSION_NONE;
    text.key = key.data();
    text.text = const_cast<char*>(scene.data());
    text.itxt_length = scene.size();
    text.lang = empty.data();
    text.lang_key = empty.data();
    png_set_text(png, info, &text, 1);
  }
  png_write_info(png, info);
  png_write_chunk(png, reinterpret_cast<png_const_bytep>("IDAT"),
                  reinterpret_cast<png_const_bytep>(idat.data()), idat.size());
  png_write_chunk(png, reinterpret_cast<png_const_bytep>("IEND"), nullptr, 0);
  png_destroy_write_struct(&png, &info);
  return out;
}

}  // namespace

/// The strips, the rows drawn so far and the helper thread of a PngWhileDrawing.
struct PngWhileDrawing::State {
  const QImage& image;
  std::vector<Strip> strips;
  std::mutex mutex;
  std::condition_variable wake;
  int rowsReady = 0;
  int next = 0;  // the next strip to take
  bool stop = false;
  std::thread helper;

  explicit State(const QImage& im)
      : image(im), strips(static_cast<std::size_t>(stripCount(im, false))) {}

  /// Takes the next strip whose rows are all drawn (waiting for one when `wait`); -1: none.
  int take(bool wait) {
    std::unique_lock lock(mutex);
    for (;;) {
      const int count = static_cast<int>(strips.size());
      if (next < count &&
          std::min(image.height(), (next + 1) * stripRows(image, false)) <= rowsReady) {
        return next++;
      }
      if (next >= count || stop || !wait) return -1;
      wake.wait(lock);
    }
  }
  void work(bool wait) {
    Scratch scratch;
    for (int i = take(wait); i >= 0; i = take(wait)) {
      encodeStrip(image, false, i, strips[static_cast<std::size_t>(i)], scratch);
    }
  }
};

PngWhileDrawing::PngWhileDrawing(const QImage& image) : m_state(std::make_unique<State>(image)) {
  // One helper while this thread draws (on one core the strips simply wait for finish()).
  if (std::thread::hardware_concurrency() > 1) {
    m_state->helper = std::thread([s = m_state.get()] { s->work(true); });
  }
}

PngWhileDrawing::~PngWhileDrawing() {
  {
    std::lock_guard lock(m_state->mutex);
    m_state->stop = true;
  }
  m_state->wake.notify_all();
  if (m_state->helper.joinable()) m_state->helper.join();
}

void PngWhileDrawing::rowsDrawn(int rows) {
  {
    std::lock_guard lock(m_state->mutex);
    m_state->rowsReady = std::max(m_state->rowsReady, std::min(rows, m_state->image.height()));
  }
  m_state->wake.notify_all();
}

QByteArray PngWhileDrawing::finish(int dotsPerMeter, const std::string& scene) {
  rowsDrawn(m_state->image.height());
  // This thread and the helper take the rest, with more threads where there are more cores.
  const int extra = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 2, 8) - 2;
  std::vector<std::thread> pool;
  for (int t = 0; t < extra; ++t) pool.emplace_back([s = m_state.get()] { s->work(false); });
  m_state->work(false);
  for (auto& t : pool) t.join();
  {
    std::lock_guard lock(m_state->mutex);
    m_state->stop = true;
  }
  m_state->wake.notify_all();
  if (m_state->helper.joinable()) m_state->helper.join();
  const std::string idat = assemble(m_state->strips);
  if (idat.empty()) return {};
  return pngFile(m_state->image, false, idat, dotsPerMeter, scene);
}

}  // namespace ui
