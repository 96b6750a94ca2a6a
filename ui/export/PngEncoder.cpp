#include "ui/export/PngEncoder.hpp"

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

namespace ui {
namespace {

constexpr int kStripRows = 64;  // fixed, so the output is the same on any number of threads

void put32(std::string& out, std::uint32_t v) {
  out += static_cast<char>(v >> 24);
  out += static_cast<char>(v >> 16);
  out += static_cast<char>(v >> 8);
  out += static_cast<char>(v);
}

void chunk(std::string& out, const char* type, const std::string& data) {
  put32(out, static_cast<std::uint32_t>(data.size()));
  const std::size_t start = out.size();
  out.append(type, 4);
  out += data;
  const auto* p = reinterpret_cast<const Bytef*>(out.data() + start);
  put32(out, static_cast<std::uint32_t>(crc32(0, p, static_cast<uInt>(out.size() - start))));
}

/// One image row as PNG samples (RGB or straight RGBA).
void samples(const QImage& image, int y, bool alpha, std::uint8_t* out) {
  const auto* px = reinterpret_cast<const QRgb*>(image.constScanLine(y));
  const int w = image.width();
  if (alpha) {
    for (int x = 0; x < w; ++x) {
      const QRgb c = px[x];
      *out++ = static_cast<std::uint8_t>(qRed(c));
      *out++ = static_cast<std::uint8_t>(qGreen(c));
      *out++ = static_cast<std::uint8_t>(qBlue(c));
      *out++ = static_cast<std::uint8_t>(qAlpha(c));
    }
  } else {
    for (int x = 0; x < w; ++x) {
      *out++ = static_cast<std::uint8_t>(qRed(px[x]));
      *out++ = static_cast<std::uint8_t>(qGreen(px[x]));
      *out++ = static_cast<std::uint8_t>(qBlue(px[x]));
    }
  }
}

/// A strip of filtered rows compressed as part of one deflate stream.
struct Strip {
  std::string deflated;
  uLong adler = 1;
  uLong length = 0;
  bool ok = false;
};

void encodeStrip(const QImage& image, bool alpha, int first, int last, bool final, Strip& s) {
  const int bpp = alpha ? 4 : 3;
  const std::size_t rowBytes = static_cast<std::size_t>(image.width()) * bpp;
  std::vector<std::uint8_t> prev(rowBytes, 0), cur(rowBytes);
  std::vector<std::uint8_t> sub(rowBytes + 1), up(rowBytes + 1);
  std::string raw;
  raw.reserve((rowBytes + 1) * static_cast<std::size_t>(last - first));
  if (first > 0) samples(image, first - 1, alpha, prev.data());
  for (int y = first; y < last; ++y) {
    samples(image, y, alpha, cur.data());
    // Sub (1) or Up (2), whichever has the smaller sum of |signed residuals| (libpng's heuristic
    // restricted to the two filters that suit flat-colour plots).
    sub[0] = 1;
    up[0] = 2;
    unsigned long sumSub = 0, sumUp = 0;
    for (std::size_t i = 0; i < rowBytes; ++i) {
      const std::uint8_t left = i >= static_cast<std::size_t>(bpp) ? cur[i - bpp] : 0;
      sub[i + 1] = static_cast<std::uint8_t>(cur[i] - left);
      up[i + 1] = static_cast<std::uint8_t>(cur[i] - prev[i]);
      sumSub +=
          static_cast<unsigned>(std::abs(static_cast<int>(static_cast<std::int8_t>(sub[i + 1]))));
      sumUp +=
          static_cast<unsigned>(std::abs(static_cast<int>(static_cast<std::int8_t>(up[i + 1]))));
    }
    const auto& pick = sumUp < sumSub && y > 0 ? up : sub;
    raw.append(reinterpret_cast<const char*>(pick.data()), pick.size());
    std::swap(prev, cur);
  }
  s.length = static_cast<uLong>(raw.size());
  s.adler = adler32(1, reinterpret_cast<const Bytef*>(raw.data()), static_cast<uInt>(raw.size()));
  z_stream z{};
  if (deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_RLE) != Z_OK) return;
  s.deflated.resize(deflateBound(&z, s.length) + 16);
  z.next_in = reinterpret_cast<Bytef*>(raw.data());
  z.avail_in = static_cast<uInt>(raw.size());
  z.next_out = reinterpret_cast<Bytef*>(s.deflated.data());
  z.avail_out = static_cast<uInt>(s.deflated.size());
  const int rc = deflate(&z, final ? Z_FINISH : Z_SYNC_FLUSH);
  s.ok = final ? rc == Z_STREAM_END : (rc == Z_OK && z.avail_in == 0);
  s.deflated.resize(s.deflated.size() - z.avail_out);
  deflateEnd(&z);
}

}  // namespace

QByteArray encodePng(const QImage& source, int dotsPerMeter) {
  if (source.isNull()) return {};
  const bool alpha = source.hasAlphaChannel();
  // Straight alpha, as PNG stores it (a premultiplied render is converted exactly as Qt would).
  const QImage image = source.convertToFormat(alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
  const int h = image.height();
  const int strips = (h + kStripRows - 1) / kStripRows;
  std::vector<Strip> parts(static_cast<std::size_t>(strips));
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int i = next++; i < strips; i = next++) {
      encodeStrip(image, alpha, i * kStripRows, std::min(h, (i + 1) * kStripRows), i == strips - 1,
                  parts[static_cast<std::size_t>(i)]);
    }
  };
  const int threads =
      std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, std::min(8, strips));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();

  std::string idat = "\x78\x9c";  // zlib header: deflate, 32 KiB window, default level
  uLong adler = 1;
  for (const Strip& s : parts) {
    if (!s.ok) return {};
    idat += s.deflated;
    adler = adler32_combine(adler, s.adler, static_cast<z_off_t>(s.length));
  }
  put32(idat, static_cast<std::uint32_t>(adler));

  std::string out = "\x89PNG\r\n\x1a\n";
  std::string ihdr;
  put32(ihdr, static_cast<std::uint32_t>(image.width()));
  put32(ihdr, static_cast<std::uint32_t>(h));
  ihdr += '\x08';                    // bit depth
  ihdr += alpha ? '\x06' : '\x02';   // RGBA or RGB
  ihdr += std::string("\0\0\0", 3);  // deflate, adaptive filtering, no interlace
  chunk(out, "IHDR", ihdr);
  if (dotsPerMeter > 0) {
    std::string phys;
    put32(phys, static_cast<std::uint32_t>(dotsPerMeter));
    put32(phys, static_cast<std::uint32_t>(dotsPerMeter));
    phys += '\x01';  // per metre
    chunk(out, "pHYs", phys);
  }
  chunk(out, "IDAT", idat);
  chunk(out, "IEND", {});
  return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

}  // namespace ui
