#include "ui/export/PngEncoder.hpp"

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csetjmp>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ui {
namespace {

constexpr int kStripRows = 128;         // fixed, so the bytes do not depend on the threads
constexpr int kLevel = 4;               // zlib's first level with lazy matching (see the header)
constexpr std::size_t kWindow = 32768;  // deflate's window: each strip's preset dictionary

/// One image row as PNG samples (RGB or straight RGBA).
void samples(const QImage& image, int y, bool alpha, std::uint8_t* out) {
  const auto* px = reinterpret_cast<const QRgb*>(image.constScanLine(y));
  const int w = image.width();
  for (int x = 0; x < w; ++x) {
    const QRgb c = px[x];
    *out++ = static_cast<std::uint8_t>(qRed(c));
    *out++ = static_cast<std::uint8_t>(qGreen(c));
    *out++ = static_cast<std::uint8_t>(qBlue(c));
    if (alpha) *out++ = static_cast<std::uint8_t>(qAlpha(c));
  }
}

/// |v| of a residual taken as signed, libpng's measure of how well a filter did.
inline unsigned cost(std::uint8_t v) { return v < 128 ? v : 256u - v; }

enum Filter : std::uint8_t { kNone = 0, kSub = 1, kUp = 2 };

/// Row `cur` filtered with `f` into `out` (n bytes; `prev` is the row above, zeros for the first).
template <std::size_t bpp>
void applyFilter(Filter f, const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n,
                 std::uint8_t* out) {
  switch (f) {
    case kNone:
      std::copy(cur, cur + n, out);
      return;
    case kSub:
      std::copy(cur, cur + bpp, out);
      for (std::size_t i = bpp; i < n; ++i)
        out[i] = static_cast<std::uint8_t>(cur[i] - cur[i - bpp]);
      return;
    case kUp:
      for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::uint8_t>(cur[i] - prev[i]);
      return;
  }
}

/// libpng's adaptive choice among None, Sub and Up (the smallest sum of |residuals|), then the
/// row with its filter-type byte appended to `out`. (Paeth and Average cost more time than they
/// save bytes on plots: with them the sheet is 3% smaller and takes 1.6 times as long.)
template <std::size_t bpp>
void filterRow(const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n, std::string& out) {
  if (std::equal(cur, cur + n, prev)) {  // common in plots (margins, between curves): Up is 0s
    out += static_cast<char>(kUp);
    out.append(n, '\0');
    return;
  }
  unsigned long none = 0, sub = 0, up = 0;
  for (std::size_t i = 0; i < n; ++i) none += cost(cur[i]);
  for (std::size_t i = 0; i < bpp; ++i) sub += cost(cur[i]);
  for (std::size_t i = bpp; i < n; ++i)
    sub += cost(static_cast<std::uint8_t>(cur[i] - cur[i - bpp]));
  for (std::size_t i = 0; i < n; ++i) up += cost(static_cast<std::uint8_t>(cur[i] - prev[i]));
  Filter best = kNone;
  unsigned long least = none;
  for (const auto& [f, sum] : {std::pair{kSub, sub}, std::pair{kUp, up}}) {
    if (sum < least) {
      best = f;
      least = sum;
    }
  }
  out += static_cast<char>(best);
  const std::size_t at = out.size();
  out.resize(at + n);
  applyFilter<bpp>(best, cur, prev, n, reinterpret_cast<std::uint8_t*>(out.data() + at));
}

/// Rows [first, last) as PNG scanlines: each filtered, after its filter-type byte.
std::string filterRows(const QImage& image, bool alpha, int first, int last) {
  const std::size_t bpp = alpha ? 4 : 3;
  const std::size_t n = static_cast<std::size_t>(image.width()) * bpp;
  std::vector<std::uint8_t> prev(n, 0), cur(n);
  std::string out;
  out.reserve((n + 1) * static_cast<std::size_t>(std::max(0, last - first)));
  if (first > 0) samples(image, first - 1, alpha, prev.data());
  for (int y = first; y < last; ++y) {
    samples(image, y, alpha, cur.data());
    if (alpha) {
      filterRow<4>(cur.data(), prev.data(), n, out);
    } else {
      filterRow<3>(cur.data(), prev.data(), n, out);
    }
    std::swap(prev, cur);
  }
  return out;
}

/// One strip of rows as a part of the single zlib stream: deflated with the scanlines before
/// it as the preset dictionary (refiltered here, so strips need not wait for each other) and
/// ended on a byte boundary (sync flush) so the parts join — the pigz scheme.
struct Strip {
  std::string deflated;
  uLong adler = 1;  ///< Adler-32 of the strip's scanlines
  uLong length = 0;
  bool ok = false;
};

void encodeStrip(const QImage& image, bool alpha, int first, int last, bool final, Strip& s) {
  std::string raw = filterRows(image, alpha, first, last);
  s.length = static_cast<uLong>(raw.size());
  s.adler = adler32_z(1, reinterpret_cast<const Bytef*>(raw.data()), raw.size());
  z_stream z{};
  if (deflateInit2(&z, kLevel, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return;
  if (first > 0) {
    const std::size_t rowBytes = static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3) + 1;
    const int rows = static_cast<int>((kWindow + rowBytes - 1) / rowBytes);
    const std::string before = filterRows(image, alpha, std::max(0, first - rows), first);
    const std::size_t d = std::min(kWindow, before.size());
    const auto* dict = reinterpret_cast<const Bytef*>(before.data() + before.size() - d);
    if (deflateSetDictionary(&z, dict, static_cast<uInt>(d)) != Z_OK) {
      deflateEnd(&z);
      return;
    }
  }
  // Out in 64 KiB pieces: a buffer of deflateBound() would be zero-filled and paged in for nothing.
  z.next_in = reinterpret_cast<Bytef*>(raw.data());
  z.avail_in = static_cast<uInt>(raw.size());
  int rc = Z_OK;
  do {
    const std::size_t at = s.deflated.size();
    s.deflated.resize(at + 65536);
    z.next_out = reinterpret_cast<Bytef*>(s.deflated.data() + at);
    z.avail_out = 65536;
    rc = deflate(&z, final ? Z_FINISH : Z_SYNC_FLUSH);
    s.deflated.resize(s.deflated.size() - z.avail_out);
  } while (rc == Z_OK && (z.avail_in > 0 || z.avail_out == 0));
  s.ok = final ? rc == Z_STREAM_END : (rc == Z_OK && z.avail_in == 0);
  deflateEnd(&z);
}

/// Runs job(i) for i in [0, count) on up to `threads` threads (this one included).
template <typename Job>
void parallelFor(int count, Job job) {
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int i = next++; i < count; i = next++) job(i);
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

int stripCount(const QImage& image) { return (image.height() + kStripRows - 1) / kStripRows; }

void encodeStrip(const QImage& image, bool alpha, int i, Strip& s) {
  const int h = image.height();
  encodeStrip(image, alpha, i * kStripRows, std::min(h, (i + 1) * kStripRows),
              i == stripCount(image) - 1, s);
}

std::string compress(const QImage& image, bool alpha) {
  std::vector<Strip> strips(static_cast<std::size_t>(stripCount(image)));
  parallelFor(stripCount(image),
              [&](int i) { encodeStrip(image, alpha, i, strips[static_cast<std::size_t>(i)]); });
  return assemble(strips);
}

/// The file around the zlib stream of the image data (libpng writes the chunks).
QByteArray pngFile(const QImage& image, bool alpha, const std::string& idat, int dotsPerMeter);

}  // namespace

QByteArray encodePng(const QImage& source, int dotsPerMeter) {
  if (source.isNull()) return {};
  const bool alpha = source.hasAlphaChannel();
  // Straight alpha, as PNG stores it (a premultiplied render is converted exactly as Qt would).
  const QImage image = source.convertToFormat(alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
  if (image.isNull()) return {};
  const std::string idat = compress(image, alpha);
  if (idat.empty()) return {};
  return pngFile(image, alpha, idat, dotsPerMeter);
}

namespace {

QByteArray pngFile(const QImage& image, bool alpha, const std::string& idat, int dotsPerMeter) {
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

  explicit State(const QImage& im) : image(im), strips(static_cast<std::size_t>(stripCount(im))) {}

  /// Takes the next strip whose rows are all drawn (waiting for one when `wait`); -1: none.
  int take(bool wait) {
    std::unique_lock lock(mutex);
    for (;;) {
      const int count = static_cast<int>(strips.size());
      if (next < count && std::min(image.height(), (next + 1) * kStripRows) <= rowsReady) {
        return next++;
      }
      if (next >= count || stop || !wait) return -1;
      wake.wait(lock);
    }
  }
  void work(bool wait) {
    for (int i = take(wait); i >= 0; i = take(wait)) {
      encodeStrip(image, false, i, strips[static_cast<std::size_t>(i)]);
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

QByteArray PngWhileDrawing::finish(int dotsPerMeter) {
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
  return pngFile(m_state->image, false, idat, dotsPerMeter);
}

}  // namespace ui
