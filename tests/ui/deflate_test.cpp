// The PNG encoder's deflate (ui/export/Deflate): every output inflated by zlib back to exactly
// its input, for runs around the longest match, incompressible bytes, a window overrun, skewed
// literals, and parts that join into one stream with history between them; and the Huffman code
// lengths, complete and within their limit where Huffman's tree is deeper.
#include <gtest/gtest.h>
#include <zlib.h>

#include <QRandomGenerator>
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ui/export/Deflate.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

/// zlib's inflate of a raw deflate stream (32 KiB window); empty with a message on an error.
Bytes inflateRaw(const std::string& deflated, std::size_t expected, std::string* error) {
  Bytes out(expected + 1);
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) {
    *error = "inflateInit2";
    return {};
  }
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(deflated.data()));
  z.avail_in = static_cast<uInt>(deflated.size());
  z.next_out = out.data();
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = inflate(&z, Z_FINISH);
  if (rc != Z_STREAM_END) {
    *error = "inflate: " + std::to_string(rc) + (z.msg != nullptr ? std::string(" ") + z.msg : "");
  } else if (z.avail_in != 0) {
    *error = std::to_string(z.avail_in) + " bytes after the final block";
  }
  out.resize(z.total_out);
  inflateEnd(&z);
  return out;
}

std::string compressAll(const Bytes& data) {
  std::string out;
  ui::deflate::compress(data.data(), 0, data.size(), true, out);
  return out;
}

void expectRoundTrip(const Bytes& data, const char* what) {
  const std::string deflated = compressAll(data);
  std::string error;
  const Bytes back = inflateRaw(deflated, data.size(), &error);
  EXPECT_EQ(error, "") << what;
  EXPECT_TRUE(back == data) << what << ": " << back.size() << " bytes back of " << data.size();
  EXPECT_EQ(compressAll(data), deflated) << what << ": not deterministic";
}

Bytes randomBytes(QRandomGenerator& rng, std::size_t n, unsigned alphabet = 256) {
  Bytes b(n);
  for (auto& v : b) v = static_cast<std::uint8_t>(rng.bounded(alphabet));
  return b;
}

/// Filtered scanlines as a plot gives them: zero rows and rows of zeros with islands (a curve's
/// pixels, a glyph repeated along the row and down the rows).
Bytes plotLike(QRandomGenerator& rng, std::size_t rows, std::size_t rowBytes) {
  Bytes b;
  const Bytes glyph = randomBytes(rng, 24);
  for (std::size_t y = 0; y < rows; ++y) {
    Bytes row(rowBytes, 0);
    row[0] = static_cast<std::uint8_t>(rng.bounded(3u));  // the filter type
    if (y % 7 != 0) {
      for (std::size_t x = 1 + rng.bounded(40u); x + glyph.size() < rowBytes;
           x += 60 + rng.bounded(200u)) {
        if (rng.bounded(3u) == 0) {
          std::copy(glyph.begin(), glyph.end(), row.begin() + static_cast<std::ptrdiff_t>(x));
        } else {
          row[x] = static_cast<std::uint8_t>(rng.bounded(256u));
        }
      }
    }
    b.insert(b.end(), row.begin(), row.end());
  }
  return b;
}

TEST(Deflate, InflatesBackToTheInput) {
  QRandomGenerator rng(11);
  expectRoundTrip({}, "empty");
  expectRoundTrip({42}, "one byte");
  expectRoundTrip({0, 0}, "two zeros");
  expectRoundTrip({7, 7, 7}, "three of a byte");
  // Runs around the longest match (258) and its remainders of one and two bytes.
  for (const std::size_t n : {4u, 258u, 259u, 260u, 261u, 262u, 516u, 517u, 518u, 100000u}) {
    expectRoundTrip(Bytes(n, 0), ("zeros " + std::to_string(n)).c_str());
  }
  expectRoundTrip(randomBytes(rng, 70000), "incompressible");
  expectRoundTrip(randomBytes(rng, 70000, 4), "four symbols");
  expectRoundTrip(plotLike(rng, 300, 9601), "plot-like rows");
  // A run that begins after different bytes, one that ends the data, bytes after a long run.
  Bytes mixed = randomBytes(rng, 1000);
  mixed.insert(mixed.end(), 5000, 0xff);
  mixed.push_back(1);
  mixed.insert(mixed.end(), 3, 0);
  expectRoundTrip(mixed, "mixed");
}

TEST(Deflate, CompressesPlotRowsAndReachesNoFartherThanTheWindow) {
  QRandomGenerator rng(5);
  const Bytes rows = plotLike(rng, 400, 9601);
  EXPECT_LT(compressAll(rows).size(), rows.size() / 40) << "plot-like rows hardly compressed";
  // A block repeated 40000 bytes later: beyond deflate's 32 KiB window, so it cannot be a match
  // (zlib refuses a distance too far back); repeated within the window, it costs next to nothing.
  const Bytes block = randomBytes(rng, 20000);
  Bytes far = block;
  const Bytes gap = randomBytes(rng, 20000);
  far.insert(far.end(), gap.begin(), gap.end());
  far.insert(far.end(), block.begin(), block.end());
  expectRoundTrip(far, "repeat beyond the window");
  Bytes near = block;
  near.insert(near.end(), block.begin(), block.end());
  expectRoundTrip(near, "repeat within the window");
  EXPECT_LT(compressAll(near).size(), compressAll(block).size() + 400);
}

/// Kraft's sum of the lengths, in units of 2^-limit, and the longest length.
std::pair<std::uint64_t, int> kraft(const std::vector<std::uint8_t>& len, int limit) {
  std::uint64_t sum = 0;
  int longest = 0;
  for (const std::uint8_t l : len) {
    if (l > 0 && l <= limit) sum += std::uint64_t{1} << (limit - l);
    longest = std::max<int>(longest, l);
  }
  return {sum, longest};
}

TEST(Deflate, CodeLengthsAreCompleteCodesWithinTheLimit) {
  // Frequencies in the Fibonacci sequence make Huffman's tree as deep as there are symbols: 29
  // levels for the literal/length code, 18 for the code length code's 19 symbols. The limiter
  // must cut them to 15 and 7 bits and leave a complete code (inflate refuses any other).
  QRandomGenerator rng(17);
  for (const auto& [n, limit] : {std::pair{286, 15}, std::pair{30, 15}, std::pair{19, 7}}) {
    for (int trial = 0; trial < 40; ++trial) {
      std::vector<std::uint32_t> freq(static_cast<std::size_t>(n), 0);
      if (trial == 0) {  // Fibonacci over the first 30 symbols (or all of them)
        std::uint32_t a = 1, b = 1;
        for (int s = 0; s < std::min(n, 30); ++s) {
          freq[static_cast<std::size_t>(s)] = a;
          const std::uint32_t c = a + b;
          a = b;
          b = c;
        }
      } else if (trial == 1) {
        freq[5] = 1000;  // one symbol used: two get a code
      } else {
        for (auto& f : freq)
          f = rng.bounded(3u) == 0 ? 0 : rng.bounded(1u, 1u << rng.bounded(1u, 20u));
      }
      std::vector<std::uint8_t> len(static_cast<std::size_t>(n));
      ui::deflate::detail::codeLengths(freq.data(), n, limit, len.data());
      const auto [sum, longest] = kraft(len, limit);
      EXPECT_EQ(sum, std::uint64_t{1} << limit) << n << " symbols, trial " << trial;
      EXPECT_LE(longest, limit) << n << " symbols, trial " << trial;
      int coded = 0;
      for (int s = 0; s < n; ++s) {
        if (freq[static_cast<std::size_t>(s)] > 0) {
          EXPECT_GT(len[static_cast<std::size_t>(s)], 0) << "symbol " << s << " used but not coded";
        }
        coded += len[static_cast<std::size_t>(s)] > 0 ? 1 : 0;
      }
      EXPECT_GE(coded, 2);
    }
  }
}

TEST(Deflate, SkewedLiteralsRoundTrip) {
  // Literal frequencies in the Fibonacci sequence, shuffled so that they stay literals.
  QRandomGenerator rng(3);
  Bytes data;
  std::uint32_t a = 1, b = 1;
  for (int symbol = 0; symbol < 25; ++symbol) {
    data.insert(data.end(), a, static_cast<std::uint8_t>(symbol * 10));
    const std::uint32_t c = a + b;
    a = b;
    b = c;
  }
  for (std::size_t i = data.size() - 1; i > 0; --i) {
    std::swap(data[i], data[rng.bounded(static_cast<quint32>(i + 1))]);
  }
  expectRoundTrip(data, "Fibonacci frequencies");
}

TEST(Deflate, PartsWithHistoryJoinIntoOneStream) {
  QRandomGenerator rng(9);
  const Bytes data = plotLike(rng, 200, 3001);
  // Three parts, each with the bytes before it as history (as the PNG's strips are made on
  // separate threads), the last one final.
  const std::size_t cuts[] = {0, 140000, 400000, data.size()};
  std::string stream;
  for (int i = 0; i < 3; ++i) {
    const std::size_t from = cuts[i] > ui::deflate::kWindow ? cuts[i] - ui::deflate::kWindow : 0;
    std::string part;
    ui::deflate::compress(data.data() + from, cuts[i] - from, cuts[i + 1] - from, i == 2, part);
    if (i < 2) {
      ASSERT_GE(part.size(), 4u);
      EXPECT_EQ(part.substr(part.size() - 4), std::string("\x00\x00\xff\xff", 4))
          << "a part that is not final ends with a sync flush's empty stored block";
    }
    stream += part;
  }
  std::string error;
  EXPECT_TRUE(inflateRaw(stream, data.size(), &error) == data) << error;
  EXPECT_EQ(error, "");
  // The history is used: random bytes repeating those before them are long matches.
  const Bytes once = randomBytes(rng, 20000);
  Bytes twice = once;
  twice.insert(twice.end(), once.begin(), once.end());
  std::string repeat;
  ui::deflate::compress(twice.data(), 20000, 40000, true, repeat);
  std::string alone;
  ui::deflate::compress(twice.data() + 20000, 0, 20000, true, alone);
  EXPECT_LT(repeat.size() * 20, alone.size())
      << repeat.size() << " bytes, without history " << alone.size();
  // An empty part: only the flush (or, final, an empty final block).
  std::string empty;
  ui::deflate::compress(data.data(), 10, 10, false, empty);
  std::string last;
  ui::deflate::compress(data.data(), 10, 10, true, last);
  std::string error2;
  EXPECT_TRUE(inflateRaw(empty + last, 0, &error2).empty());
  EXPECT_EQ(error2, "");
}

TEST(Deflate, RandomMixesRoundTrip) {
  QRandomGenerator rng(1234);
  for (int trial = 0; trial < 60; ++trial) {
    Bytes data;
    const int pieces = static_cast<int>(rng.bounded(1u, 12u));
    for (int p = 0; p < pieces; ++p) {
      const std::size_t n = rng.bounded(1u, 3000u);
      switch (rng.bounded(4u)) {
        case 0:
          data.insert(data.end(), n, static_cast<std::uint8_t>(rng.bounded(256u)));
          break;
        case 1: {
          const Bytes r = randomBytes(rng, n, rng.bounded(2u, 257u));
          data.insert(data.end(), r.begin(), r.end());
          break;
        }
        case 2:
          if (!data.empty()) {  // a copy of something earlier
            const std::size_t at = rng.bounded(static_cast<quint32>(data.size()));
            const Bytes copy(
                data.begin() + static_cast<std::ptrdiff_t>(at),
                data.begin() + static_cast<std::ptrdiff_t>(std::min(data.size(), at + n)));
            data.insert(data.end(), copy.begin(), copy.end());
          }
          break;
        default: {
          const Bytes r = plotLike(rng, 1 + n / 500, 500);
          data.insert(data.end(), r.begin(), r.end());
        }
      }
    }
    expectRoundTrip(data, ("trial " + std::to_string(trial)).c_str());
  }
}

}  // namespace
