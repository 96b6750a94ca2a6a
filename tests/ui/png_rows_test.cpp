// The PNG encoder's per-row work (ui/export/PngRows): samples, libpng's filter choice and
// Adler-32, each against a plain reference written from the PNG and zlib specifications, on rows
// of every length around the 16-byte vector width and on the sparse rows of a plot.
#include <gtest/gtest.h>
#include <zlib.h>

#include <QRandomGenerator>
#include <cstdint>
#include <vector>

#include "ui/export/PngRows.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

unsigned cost(std::uint8_t v) { return v < 128 ? v : 256u - v; }

/// PNG's filters and libpng's heuristic, byte by byte.
Bytes referenceFilter(const Bytes& cur, const Bytes& prev, std::size_t bpp) {
  const std::size_t n = cur.size();
  Bytes none(cur), sub(n), up(n);
  unsigned long sums[3] = {0, 0, 0};
  for (std::size_t i = 0; i < n; ++i) {
    sub[i] = static_cast<std::uint8_t>(cur[i] - (i >= bpp ? cur[i - bpp] : 0));
    up[i] = static_cast<std::uint8_t>(cur[i] - prev[i]);
    sums[0] += cost(none[i]);
    sums[1] += cost(sub[i]);
    sums[2] += cost(up[i]);
  }
  int best = 0;
  if (cur == prev) {
    best = 2;
  } else {
    for (int f = 1; f < 3; ++f) {
      if (sums[f] < sums[best]) best = f;
    }
  }
  Bytes out{static_cast<std::uint8_t>(best)};
  const Bytes& chosen = best == 0 ? none : best == 1 ? sub : up;
  out.insert(out.end(), chosen.begin(), chosen.end());
  return out;
}

/// A row like a plot's: mostly zeros (or one value), a few islands, bytes around ±128.
Bytes plotRow(QRandomGenerator& rng, std::size_t n, bool sparse) {
  Bytes row(n, sparse ? 0 : static_cast<std::uint8_t>(rng.bounded(256)));
  const std::uint8_t edge[] = {0x7f, 0x80, 0x81, 0xff, 0x01};
  for (std::size_t i = 0; i < n; ++i) {
    const quint32 r = rng.bounded(100u);
    if (r < 5) row[i] = edge[rng.bounded(5u)];
    if (r >= 5 && r < (sparse ? 10u : 60u)) row[i] = static_cast<std::uint8_t>(rng.bounded(256));
  }
  return row;
}

TEST(PngRows, SamplesAreRgbOrRgbaBytes) {
  QRandomGenerator rng(3);
  for (const int width : {0, 1, 2, 3, 5, 16, 17, 33, 3200}) {
    std::vector<std::uint32_t> pixels(static_cast<std::size_t>(width));
    for (auto& p : pixels) p = rng.generate();
    for (const bool alpha : {false, true}) {
      const std::size_t bpp = alpha ? 4 : 3;
      const std::size_t n = pixels.size() * bpp;
      Bytes out(n + ui::png::kSlack + 4, 0xaa);  // 4 guard bytes past the slack
      ui::png::samples(pixels.data(), width, alpha, out.data());
      for (std::size_t x = 0; x < pixels.size(); ++x) {
        const std::uint32_t p = pixels[x];
        ASSERT_EQ(out[x * bpp + 0], (p >> 16) & 0xff) << width << " R at " << x;
        ASSERT_EQ(out[x * bpp + 1], (p >> 8) & 0xff) << width << " G at " << x;
        ASSERT_EQ(out[x * bpp + 2], p & 0xff) << width << " B at " << x;
        if (alpha) {
          ASSERT_EQ(out[x * bpp + 3], p >> 24) << width << " A at " << x;
        }
      }
      for (std::size_t i = n + ui::png::kSlack; i < out.size(); ++i) {
        ASSERT_EQ(out[i], 0xaa) << "wrote past the slack, width " << width;
      }
    }
  }
}

TEST(PngRows, FilterIsLibpngsChoiceAmongNoneSubUp) {
  QRandomGenerator rng(11);
  int chosen[3] = {0, 0, 0};
  for (const std::size_t bpp : {std::size_t{3}, std::size_t{4}}) {
    for (std::size_t n = 1; n <= 80; ++n) {
      for (int trial = 0; trial < 12; ++trial) {
        const bool sparse = trial % 2 == 0;
        const Bytes prev = plotRow(rng, n, sparse);
        Bytes cur = trial % 6 == 5 ? prev : plotRow(rng, n, sparse);
        if (trial % 6 == 3) {  // Up's case: the row above with a few changes
          cur = prev;
          cur[rng.bounded(static_cast<quint32>(n))] ^= 0x40;
        }
        Bytes out(n + 1);
        ui::png::filterRow(cur.data(), prev.data(), n, bpp, out.data());
        ASSERT_EQ(out, referenceFilter(cur, prev, bpp)) << "n " << n << " bpp " << bpp;
        ++chosen[out[0]];
      }
    }
  }
  for (int f = 0; f < 3; ++f) EXPECT_GT(chosen[f], 50) << "filter " << f << " barely tested";
}

TEST(PngRows, CostsOfLongRowsMatchTheByteSums) {
  QRandomGenerator rng(5);
  for (const std::size_t n : {std::size_t{9600}, std::size_t{12800}, std::size_t{9601}}) {
    const Bytes prev = plotRow(rng, n, true);
    const Bytes cur = plotRow(rng, n, true);
    ui::png::FilterCosts expected;
    for (std::size_t i = 0; i < n; ++i) {
      expected.none += cost(cur[i]);
      expected.sub += cost(static_cast<std::uint8_t>(cur[i] - (i >= 3 ? cur[i - 3] : 0)));
      expected.up += cost(static_cast<std::uint8_t>(cur[i] - prev[i]));
    }
    const auto c = ui::png::filterCosts(cur.data(), prev.data(), n, 3);
    EXPECT_EQ(c.none, expected.none);
    EXPECT_EQ(c.sub, expected.sub);
    EXPECT_EQ(c.up, expected.up);
  }
}

TEST(PngRows, Adler32IsZlibs) {
  QRandomGenerator rng(9);
  const auto zlib = [](std::uint32_t a, const Bytes& d) {
    return static_cast<std::uint32_t>(adler32_z(a, d.data(), d.size()));
  };
  // Every short length, then long runs across zlib's 5552-byte blocks: random, sparse, all
  // zeros, and all 0xff (the largest sums, where an overflow would show).
  for (std::size_t n = 0; n < 100; ++n) {
    const Bytes d = plotRow(rng, n, n % 2 == 0);
    ASSERT_EQ(ui::png::adler32(1, d.data(), n), zlib(1, d)) << n;
  }
  for (const std::size_t n : {std::size_t{5552}, std::size_t{5553}, std::size_t{100003}}) {
    const Bytes zeros(n, 0), ones(n, 0xff), random = plotRow(rng, n, false);
    const Bytes sparse = plotRow(rng, n, true);
    for (const Bytes* d : {&zeros, &ones, &random, &sparse}) {
      EXPECT_EQ(ui::png::adler32(1, d->data(), n), zlib(1, *d)) << n;
      // Continued from a running value, as the encoder does row after row.
      const std::uint32_t start = zlib(1, ones);
      EXPECT_EQ(ui::png::adler32(start, d->data(), n), zlib(start, *d)) << n;
    }
  }
}

}  // namespace
