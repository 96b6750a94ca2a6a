#include "ui/export/PngRows.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ui::png {
namespace {

inline std::uint32_t swapBytes(std::uint32_t v) { return __builtin_bswap32(v); }

/// |v| of a residual read as a signed byte: libpng's measure of how well a filter did.
inline unsigned cost(std::uint8_t v) { return v < 128 ? v : 256u - v; }

enum Filter : std::uint8_t { kNone = 0, kSub = 1, kUp = 2 };

#if defined(__SSE2__)
/// |d| of 16 signed bytes as unsigned bytes: min(d, −d) taken unsigned (128 stays 128).
inline __m128i absBytes(__m128i d) { return _mm_min_epu8(d, _mm_sub_epi8(_mm_setzero_si128(), d)); }
/// The sum of |d| over 16 bytes, added to the two 64-bit lanes of `acc`.
inline __m128i addCost(__m128i acc, __m128i d) {
  return _mm_add_epi64(acc, _mm_sad_epu8(absBytes(d), _mm_setzero_si128()));
}
inline unsigned long lanes(__m128i acc) {
  std::uint64_t v[2];
  _mm_storeu_si128(reinterpret_cast<__m128i*>(v), acc);
  return static_cast<unsigned long>(v[0] + v[1]);
}
inline __m128i load(const std::uint8_t* p) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
#endif

}  // namespace

void samples(const std::uint32_t* pixels, int width, bool alpha, std::uint8_t* out) {
  if constexpr (std::endian::native == std::endian::little) {
    if (alpha) {  // 0xAARRGGBB → 0xAABBGGRR, stored as R, G, B, A
      for (int x = 0; x < width; ++x, out += 4) {
        const std::uint32_t v = pixels[x];
        const std::uint32_t w = (v & 0xff00ff00u) | ((v >> 16) & 0xffu) | ((v & 0xffu) << 16);
        std::memcpy(out, &w, 4);
      }
      return;
    }
    // 0xAARRGGBB byte-swapped and shifted is 0x00BBGGRR: R, G, B and a byte the next overwrites.
    // Two pixels at a time make one 8-byte store (6 bytes used).
    int x = 0;
    for (; x + 2 <= width; x += 2, out += 6) {
      const std::uint64_t a = swapBytes(pixels[x]) >> 8;
      const std::uint64_t b = swapBytes(pixels[x + 1]) >> 8;
      const std::uint64_t w = a | (b << 24);
      std::memcpy(out, &w, 8);
    }
    if (x < width) {
      const std::uint32_t w = swapBytes(pixels[x]) >> 8;
      std::memcpy(out, &w, 4);
    }
  } else {
    for (int x = 0; x < width; ++x) {
      const std::uint32_t v = pixels[x];
      *out++ = static_cast<std::uint8_t>(v >> 16);
      *out++ = static_cast<std::uint8_t>(v >> 8);
      *out++ = static_cast<std::uint8_t>(v);
      if (alpha) *out++ = static_cast<std::uint8_t>(v >> 24);
    }
  }
}

FilterCosts filterCosts(const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n,
                        std::size_t bpp) {
  FilterCosts c;
  std::size_t i = 0;
  for (; i < std::min(n, bpp); ++i) {  // Sub's left neighbour is 0 for the first pixel
    c.none += cost(cur[i]);
    c.sub += cost(cur[i]);
    c.up += cost(static_cast<std::uint8_t>(cur[i] - prev[i]));
  }
#if defined(__SSE2__)
  __m128i none = _mm_setzero_si128(), sub = none, up = none;
  for (; i + 16 <= n; i += 16) {
    const __m128i v = load(cur + i);
    none = addCost(none, v);
    sub = addCost(sub, _mm_sub_epi8(v, load(cur + i - bpp)));
    up = addCost(up, _mm_sub_epi8(v, load(prev + i)));
  }
  c.none += lanes(none);
  c.sub += lanes(sub);
  c.up += lanes(up);
#endif
  for (; i < n; ++i) {
    c.none += cost(cur[i]);
    c.sub += cost(static_cast<std::uint8_t>(cur[i] - cur[i - bpp]));
    c.up += cost(static_cast<std::uint8_t>(cur[i] - prev[i]));
  }
  return c;
}

void filterRow(const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n, std::size_t bpp,
               std::uint8_t* out) {
  std::uint8_t* residuals = out + 1;
  if (std::memcmp(cur, prev, n) == 0) {  // common in plots (margins, between curves)
    out[0] = kUp;
    std::memset(residuals, 0, n);
    return;
  }
  const FilterCosts c = filterCosts(cur, prev, n, bpp);
  Filter best = kNone;
  unsigned long least = c.none;
  if (c.sub < least) {
    best = kSub;
    least = c.sub;
  }
  if (c.up < least) best = kUp;
  out[0] = best;
  switch (best) {
    case kNone:
      std::memcpy(residuals, cur, n);
      return;
    case kSub: {
      const std::size_t head = std::min(n, bpp);
      std::memcpy(residuals, cur, head);
      for (std::size_t i = head; i < n; ++i) {
        residuals[i] = static_cast<std::uint8_t>(cur[i] - cur[i - bpp]);
      }
      return;
    }
    case kUp:
      for (std::size_t i = 0; i < n; ++i) {
        residuals[i] = static_cast<std::uint8_t>(cur[i] - prev[i]);
      }
      return;
  }
}

std::uint32_t adler32(std::uint32_t adler, const std::uint8_t* data, std::size_t n) {
  constexpr std::uint32_t kBase = 65521;  // the largest prime below 2^16
  constexpr std::size_t kMost = 5552;     // zlib's NMAX: the most bytes before b can overflow
  std::uint32_t a = adler & 0xffffu;
  std::uint32_t b = adler >> 16;
  while (n > 0) {
    const std::size_t len = std::min(n, kMost);
    const std::uint8_t* const end = data + len;
    n -= len;
#if defined(__SSE2__)
    // 16 zero bytes leave a as it is and add a to b sixteen times: the sums bytewise, unchanged.
    for (; end - data >= 16; data += 16) {
      const __m128i zero = _mm_cmpeq_epi8(load(data), _mm_setzero_si128());
      if (_mm_movemask_epi8(zero) == 0xffff) {
        b += 16 * a;
        continue;
      }
      for (int i = 0; i < 16; ++i) {
        a += data[i];
        b += a;
      }
    }
#endif
    for (; data < end; ++data) {
      a += *data;
      b += a;
    }
    a %= kBase;
    b %= kBase;
  }
  return (b << 16) | a;
}

}  // namespace ui::png
