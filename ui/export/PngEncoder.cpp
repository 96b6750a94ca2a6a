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
#include <string>
#include <thread>
#include <vector>

#include "ui/export/PngRows.hpp"

namespace ui {
namespace {

constexpr int kStripRows = 128;         // fixed, so the bytes do not depend on the threads
constexpr int kLevel = 4;               // zlib's first level with lazy matching (see the header)
constexpr std::size_t kWindow = 32768;  // deflate's window: each strip's preset dictionary
// A filtered row with fewer nonzero bytes than this share of it (a plot's blank between curves,
// a margin) deflates as runs: zlib's RLE strategy, several times faster there than level 4's
// matching and as small; rows of text and curves keep level 4. Measured on the 3200×1800 sheet:
// 18% less time, 1% larger (docs/benchmarks.md).
constexpr std::size_t kRunRowShare = 50;  // 2%

/// Filters image rows one at a time: each row's samples, after the row above them.
class RowFilter {
 public:
  RowFilter(const QImage& image, bool alpha, int first)
      : m_image(image),
        m_alpha(alpha),
        m_n(static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3)),
        m_prev(m_n + png::kSlack, 0),
        m_cur(m_n + png::kSlack),
        m_row(m_n + 1),
        m_y(first) {
    if (first > 0) samples(first - 1, m_prev.data());
  }
  /// The next row filtered, with its filter-type byte first (rowBytes() long).
  const std::uint8_t* next() {
    samples(m_y++, m_cur.data());
    png::filterRow(m_cur.data(), m_prev.data(), m_n, m_alpha ? 4 : 3, m_row.data());
    std::swap(m_prev, m_cur);
    return m_row.data();
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
  std::vector<std::uint8_t> m_prev, m_cur, m_row;
  int m_y;
};

/// One strip of rows as a part of the single zlib stream: deflated with the scanlines before
/// it as the preset dictionary (refiltered here, so strips need not wait for each other) and
/// ended on a byte boundary (sync flush) so the parts join — the pigz scheme. Rows are filtered
/// and deflated one at a time: nothing the size of the strip is allocated.
struct Strip {
  std::string deflated;
  uLong adler = 1;  ///< Adler-32 of the strip's scanlines
  uLong length = 0;
  bool ok = false;
};

/// The last (at most) 32 KiB of scanlines before row `first`: the strip's preset dictionary.
std::vector<std::uint8_t> dictionary(const QImage& image, bool alpha, int first) {
  const std::size_t rowBytes = static_cast<std::size_t>(image.width()) * (alpha ? 4 : 3) + 1;
  const int rows = std::min(first, static_cast<int>((kWindow + rowBytes - 1) / rowBytes));
  RowFilter filter(image, alpha, first - rows);
  std::vector<std::uint8_t> before;
  before.reserve(rowBytes * static_cast<std::size_t>(rows));
  for (int i = 0; i < rows; ++i) {
    const std::uint8_t* row = filter.next();
    before.insert(before.end(), row, row + rowBytes);
  }
  if (before.size() > kWindow) before.erase(before.begin(), before.end() - kWindow);
  return before;
}

/// Feeds `n` bytes to deflate with `flush`, appending what comes out; false on a zlib error.
/// The output goes through `piece` in 64 KiB pieces counted from the start of the strip's output,
/// as when a strip was deflated in one call: when a sync flush ends exactly at the end of a piece,
/// zlib adds an empty block on the next call, so where the pieces end is part of the bytes.
bool feed(z_stream& z, const std::uint8_t* in, std::size_t n, int flush, std::string& out,
          std::vector<Bytef>& piece) {
  z.next_in = const_cast<Bytef*>(in);
  z.avail_in = static_cast<uInt>(n);
  int rc = Z_OK;
  do {
    const std::size_t room = piece.size() - out.size() % piece.size();
    z.next_out = piece.data();
    z.avail_out = static_cast<uInt>(room);
    rc = deflate(&z, flush);
    if (rc == Z_STREAM_ERROR) return false;
    out.append(reinterpret_cast<const char*>(piece.data()), room - z.avail_out);
  } while (z.avail_out == 0);
  return z.avail_in == 0 && (flush != Z_FINISH || rc == Z_STREAM_END);
}

/// Switches deflate's strategy between rows, appending the block it ends; false on a zlib error.
bool setStrategy(z_stream& z, int strategy, std::string& out, std::vector<Bytef>& piece) {
  z.next_in = nullptr;
  z.avail_in = 0;
  for (;;) {  // deflateParams asks again (Z_BUF_ERROR) until the block's end fits the output
    const std::size_t room = piece.size() - out.size() % piece.size();
    z.next_out = piece.data();
    z.avail_out = static_cast<uInt>(room);
    const int rc = deflateParams(&z, kLevel, strategy);
    out.append(reinterpret_cast<const char*>(piece.data()), room - z.avail_out);
    if (rc == Z_OK) return true;
    if (rc != Z_BUF_ERROR) return false;
  }
}

/// Whether a filtered row (its type byte first) is mostly zeros: runs, deflated as runs.
bool mostlyRuns(const std::uint8_t* row, std::size_t rowBytes) {
  std::size_t nonzero = 0;
  for (std::size_t i = 1; i < rowBytes; ++i) nonzero += row[i] != 0 ? 1 : 0;
  return nonzero * kRunRowShare < rowBytes - 1;
}

/// A deflate stream a thread reuses strip after strip (reset, not allocated again: 300 KB of
/// zlib's tables per strip were new memory each time), with the piece its output goes through.
class Deflater {
 public:
  Deflater() { m_ok = deflateInit2(&m_z, kLevel, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK; }
  ~Deflater() {
    if (m_ok) deflateEnd(&m_z);
  }
  Deflater(const Deflater&) = delete;
  Deflater& operator=(const Deflater&) = delete;
  /// The stream, as new: level 4, default strategy, tuned; null when zlib could not start one.
  z_stream* fresh() {
    if (!m_ok || deflateReset(&m_z) != Z_OK ||
        deflateParams(&m_z, kLevel, Z_DEFAULT_STRATEGY) != Z_OK) {
      return nullptr;
    }
    // Level 4's lazy matching with a shorter hash chain and longer lazy and nice lengths:
    // measured on the 3200×1800 sheet, 7% less time and 3% smaller than level 4 itself
    // (docs/benchmarks.md).
    deflateTune(&m_z, 8, 16, 32, 8);
    return &m_z;
  }
  std::vector<Bytef>& piece() { return m_piece; }

 private:
  z_stream m_z{};
  bool m_ok = false;
  std::vector<Bytef> m_piece = std::vector<Bytef>(65536);
};

void encodeStrip(Deflater& deflater, const QImage& image, bool alpha, int first, int last,
                 bool final, Strip& s) {
  z_stream* stream = deflater.fresh();
  if (stream == nullptr) return;
  z_stream& z = *stream;
  std::vector<Bytef>& piece = deflater.piece();
  bool ok = true;
  if (first > 0) {
    const std::vector<std::uint8_t> before = dictionary(image, alpha, first);
    ok = deflateSetDictionary(&z, before.data(), static_cast<uInt>(before.size())) == Z_OK;
  }
  RowFilter filter(image, alpha, first);
  const std::size_t rowBytes = filter.rowBytes();
  std::uint32_t adler = 1;
  int strategy = Z_DEFAULT_STRATEGY;  // the strip's rows choose it alone: bytes for any threads
  for (int y = first; ok && y < last; ++y) {
    const std::uint8_t* row = filter.next();
    adler = png::adler32(adler, row, rowBytes);
    const int wanted = mostlyRuns(row, rowBytes) ? Z_RLE : Z_DEFAULT_STRATEGY;
    if (wanted != strategy) {
      ok = setStrategy(z, wanted, s.deflated, piece);
      strategy = wanted;
      if (!ok) break;
    }
    const int flush = y + 1 < last ? Z_NO_FLUSH : (final ? Z_FINISH : Z_SYNC_FLUSH);
    ok = feed(z, row, rowBytes, flush, s.deflated, piece);
  }
  s.adler = adler;
  s.length = static_cast<uLong>(rowBytes * static_cast<std::size_t>(std::max(0, last - first)));
  s.ok = ok;
}

/// Runs job(deflater, i) for i in [0, count) on up to 8 threads (this one included), each with a
/// deflater of its own.
template <typename Job>
void parallelFor(int count, Job job) {
  std::atomic<int> next{0};
  const auto work = [&] {
    Deflater deflater;
    for (int i = next++; i < count; i = next++) job(deflater, i);
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

void encodeStrip(Deflater& deflater, const QImage& image, bool alpha, int i, Strip& s) {
  const int h = image.height();
  encodeStrip(deflater, image, alpha, i * kStripRows, std::min(h, (i + 1) * kStripRows),
              i == stripCount(image) - 1, s);
}

std::string compress(const QImage& image, bool alpha) {
  std::vector<Strip> strips(static_cast<std::size_t>(stripCount(image)));
  parallelFor(stripCount(image), [&](Deflater& deflater, int i) {
    encodeStrip(deflater, image, alpha, i, strips[static_cast<std::size_t>(i)]);
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
    Deflater deflater;
    for (int i = take(wait); i >= 0; i = take(wait)) {
      encodeStrip(deflater, image, false, i, strips[static_cast<std::size_t>(i)]);
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
