#include "ui/export/Deflate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <queue>
#include <utility>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ui::deflate {
namespace {

constexpr std::size_t kMinMatch = 3;
constexpr std::size_t kMaxMatch = 258;
constexpr int kHashBits = 15;
// zlib's level 4 with deflateTune(8, 16, 32, 8): a chain of at most 8 earlier places, a quarter of
// it once a match of 8 is in hand, no lazy look past a match of 16, a match of 32 taken at once.
// (Longer chains find longer matches farther back, which cost more bits than they save.)
constexpr int kMaxChain = 8;
constexpr std::size_t kGoodMatch = 8;
constexpr std::size_t kLazyMatch = 16;
constexpr std::size_t kNiceMatch = 32;
// Matches longer than this are not hashed inside (as zlib's fast levels): they are runs or long
// repeats whose inner places would only lengthen the chains.
constexpr std::size_t kInsertWithin = 32;
constexpr std::size_t kBlockTokens = 16384;  // zlib's symbol buffer at its default memory level
constexpr std::size_t kPart = std::size_t{1} << 30;  // the most a Matcher takes after the history

constexpr int kLitLenCodes = 286;
constexpr int kDistCodes = 30;
constexpr int kCodeLenCodes = 19;
constexpr int kEndOfBlock = 256;

// RFC 1951 §3.2.5: the length and distance codes' bases and extra bits.
constexpr std::array<std::uint16_t, 29> kLengthBase = {3,  4,  5,  6,   7,   8,   9,   10,  11, 13,
                                                       15, 17, 19, 23,  27,  31,  35,  43,  51, 59,
                                                       67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<std::uint8_t, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                       2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<std::uint16_t, 30> kDistBase = {
    1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<std::uint8_t, 30> kDistExtra = {0, 0, 0,  0,  1,  1,  2,  2,  3,  3,
                                                     4, 4, 5,  5,  6,  6,  7,  7,  8,  8,
                                                     9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order in which the code length code's lengths are sent.
constexpr std::array<std::uint8_t, kCodeLenCodes> kCodeLenOrder = {
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// The length code (0..28, for symbol 257 + it) of each match length 3..258.
constexpr std::array<std::uint8_t, 259> kLengthCode = [] {
  std::array<std::uint8_t, 259> t{};
  for (int c = 0; c < 29; ++c) {
    const int last = c + 1 < 29 ? kLengthBase[c + 1] - 1 : 258;
    for (int len = kLengthBase[c]; len <= last && len <= 258; ++len)
      t[len] = static_cast<std::uint8_t>(c);
  }
  t[258] = 28;  // 258 has a code of its own, not 284's last length
  return t;
}();

int distCode(unsigned dist) {  // 1..32768
  if (dist <= 4) return static_cast<int>(dist) - 1;
  const unsigned d = dist - 1;
  const int b = std::bit_width(d) - 1;  // ≥ 2
  return 2 * b + static_cast<int>((d >> (b - 1)) & 1u);
}

/// A literal (dist 0, the byte in `value`) or a match (`value` its length, `dist` 1..32768),
/// packed into the 32 bits of a Workspace's token.
struct Token {
  std::uint16_t value;
  std::uint16_t dist;
  std::uint32_t packed() const { return value | static_cast<std::uint32_t>(dist) << 16; }
  static Token unpack(std::uint32_t t) {
    return {static_cast<std::uint16_t>(t & 0xffffu), static_cast<std::uint16_t>(t >> 16)};
  }
};

/// Bits written least significant first, as deflate packs them.
class BitWriter {
 public:
  explicit BitWriter(std::string& out) : m_out(out) {}
  void put(std::uint32_t value, int bits) {
    m_acc |= static_cast<std::uint64_t>(value) << m_count;
    m_count += bits;
    if (m_count >= 32) {
      char b[4];
      for (int i = 0; i < 4; ++i) b[i] = static_cast<char>((m_acc >> (8 * i)) & 0xffu);
      m_out.append(b, 4);
      m_acc >>= 32;
      m_count -= 32;
    }
  }
  /// Pads with zero bits to the next byte boundary and writes out what is held.
  void align() {
    while (m_count > 0) {
      m_out.push_back(static_cast<char>(m_acc & 0xffu));
      m_acc >>= 8;
      m_count -= 8;
    }
    m_acc = 0;
    m_count = 0;
  }

 private:
  std::string& m_out;
  std::uint64_t m_acc = 0;
  int m_count = 0;
};

}  // namespace

// At least two symbols get a code (inflaters expect two even when one is used; zlib does the
// same). Ties are broken by symbol, so the lengths depend only on the frequencies.
void detail::codeLengths(const std::uint32_t* freq, int n, int limit, std::uint8_t* len) {
  if (n < 2 || limit < 1 || (1 << std::min(limit, 30)) < n) return;  // no code of n symbols
  std::vector<int> used;
  for (int s = 0; s < n; ++s) {
    if (freq[s] > 0) used.push_back(s);
  }
  std::fill(len, len + n, std::uint8_t{0});
  for (int s = 0; used.size() < 2 && s < n; ++s) {  // at least two codes
    if (freq[s] == 0) used.insert(std::lower_bound(used.begin(), used.end(), s), s);
  }
  // Leaves by frequency, least first (zero frequencies added above count as one).
  std::stable_sort(used.begin(), used.end(), [&](int a, int b) {
    return std::max<std::uint32_t>(freq[a], 1) < std::max<std::uint32_t>(freq[b], 1);
  });
  const int leaves = static_cast<int>(used.size());
  // Huffman's tree: nodes 0..leaves-1 are the leaves in that order, then the inner nodes.
  std::vector<std::uint64_t> weight(static_cast<std::size_t>(2 * leaves));
  std::vector<int> parent(static_cast<std::size_t>(2 * leaves), -1);
  using Item = std::pair<std::uint64_t, int>;  // (weight, node): ties go to the lower node
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  for (int i = 0; i < leaves; ++i) {
    weight[static_cast<std::size_t>(i)] =
        std::max<std::uint32_t>(freq[used[static_cast<std::size_t>(i)]], 1);
    queue.emplace(weight[static_cast<std::size_t>(i)], i);
  }
  int next = leaves;
  while (queue.size() > 1) {
    const auto [wa, a] = queue.top();
    queue.pop();
    const auto [wb, b] = queue.top();
    queue.pop();
    weight[static_cast<std::size_t>(next)] = wa + wb;
    parent[static_cast<std::size_t>(a)] = next;
    parent[static_cast<std::size_t>(b)] = next;
    queue.emplace(wa + wb, next);
    ++next;
  }
  // How many leaves at each depth (deeper than the limit counted at the limit, then mended).
  constexpr int kDeepest = 64;
  std::array<int, kDeepest + 1> count{};
  for (int i = 0; i < leaves; ++i) {
    int depth = 0;
    for (int node = i; parent[static_cast<std::size_t>(node)] >= 0;
         node = parent[static_cast<std::size_t>(node)])
      ++depth;
    ++count[static_cast<std::size_t>(std::min(depth, limit))];
  }
  // Clamped leaves overfill the code; take codes from the limit's level and split shorter
  // ones until the Kraft sum is exactly one (miniz's repair: the lengths stay a complete code).
  std::uint64_t total = 0;
  for (int d = 1; d <= limit; ++d)
    total += static_cast<std::uint64_t>(count[static_cast<std::size_t>(d)]) << (limit - d);
  while (total > (std::uint64_t{1} << limit)) {
    --count[static_cast<std::size_t>(limit)];
    for (int d = limit - 1; d > 0; --d) {
      if (count[static_cast<std::size_t>(d)] > 0) {
        --count[static_cast<std::size_t>(d)];
        count[static_cast<std::size_t>(d + 1)] += 2;
        break;
      }
    }
    --total;
  }
  // The least frequent leaves take the longest codes.
  int i = 0;
  for (int d = limit; d >= 1; --d) {
    for (int k = 0; k < count[static_cast<std::size_t>(d)]; ++k) {
      len[used[static_cast<std::size_t>(i++)]] = static_cast<std::uint8_t>(d);
    }
  }
}

namespace {

/// Canonical codes for `len[0, n)`, bit-reversed for the least-significant-first stream.
void canonicalCodes(const std::uint8_t* len, int n, std::uint16_t* code) {
  std::array<int, 16> count{};
  for (int s = 0; s < n; ++s) ++count[len[s]];
  count[0] = 0;
  std::array<int, 16> next{};
  int c = 0;
  for (int bits = 1; bits < 16; ++bits) {
    c = (c + count[static_cast<std::size_t>(bits - 1)]) << 1;
    next[static_cast<std::size_t>(bits)] = c;
  }
  for (int s = 0; s < n; ++s) {
    const int l = len[s];
    if (l == 0) {
      code[s] = 0;
      continue;
    }
    unsigned v = static_cast<unsigned>(next[static_cast<std::size_t>(l)]++);
    unsigned r = 0;
    for (int b = 0; b < l; ++b, v >>= 1) r = (r << 1) | (v & 1u);
    code[s] = static_cast<std::uint16_t>(r);
  }
}

/// One dynamic-Huffman block of `tokens`, ended by its end-of-block code.
void writeBlock(const std::vector<std::uint32_t>& tokens, bool last, BitWriter& bits) {
  std::array<std::uint32_t, kLitLenCodes> litFreq{};
  std::array<std::uint32_t, kDistCodes> distFreq{};
  for (const std::uint32_t packed : tokens) {
    const Token t = Token::unpack(packed);
    if (t.dist == 0) {
      ++litFreq[t.value];
    } else {
      ++litFreq[257u + kLengthCode[t.value]];
      ++distFreq[static_cast<std::size_t>(distCode(t.dist))];
    }
  }
  litFreq[kEndOfBlock] = 1;
  std::array<std::uint8_t, kLitLenCodes> litLen{};
  std::array<std::uint8_t, kDistCodes> distLen{};
  detail::codeLengths(litFreq.data(), kLitLenCodes, 15, litLen.data());
  detail::codeLengths(distFreq.data(), kDistCodes, 15, distLen.data());
  int hlit = kLitLenCodes;
  while (hlit > 257 && litLen[static_cast<std::size_t>(hlit - 1)] == 0) --hlit;
  int hdist = kDistCodes;
  while (hdist > 1 && distLen[static_cast<std::size_t>(hdist - 1)] == 0) --hdist;

  // The two code lengths' lists as one sequence, run-length coded (codes 16, 17, 18).
  std::vector<std::uint8_t> lengths(litLen.begin(), litLen.begin() + hlit);
  lengths.insert(lengths.end(), distLen.begin(), distLen.begin() + hdist);
  struct Rle {
    std::uint8_t symbol, extra, extraBits;
  };
  std::vector<Rle> rle;
  std::array<std::uint32_t, kCodeLenCodes> clFreq{};
  const auto emit = [&](int symbol, int extra, int extraBits) {
    rle.push_back({static_cast<std::uint8_t>(symbol), static_cast<std::uint8_t>(extra),
                   static_cast<std::uint8_t>(extraBits)});
    ++clFreq[static_cast<std::size_t>(symbol)];
  };
  for (std::size_t i = 0; i < lengths.size();) {
    const std::uint8_t v = lengths[i];
    std::size_t run = 1;
    while (i + run < lengths.size() && lengths[i + run] == v) ++run;
    i += run;
    if (v == 0) {
      for (; run >= 11; run -= std::min<std::size_t>(run, 138)) {
        emit(18, static_cast<int>(std::min<std::size_t>(run, 138) - 11), 7);
      }
      if (run >= 3) {
        emit(17, static_cast<int>(run - 3), 3);
        run = 0;
      }
    } else {
      emit(v, 0, 0);
      --run;
      for (; run >= 3; run -= std::min<std::size_t>(run, 6)) {
        emit(16, static_cast<int>(std::min<std::size_t>(run, 6) - 3), 2);
      }
    }
    for (; run > 0; --run) emit(v, 0, 0);
  }
  std::array<std::uint8_t, kCodeLenCodes> clLen{};
  detail::codeLengths(clFreq.data(), kCodeLenCodes, 7, clLen.data());
  int hclen = kCodeLenCodes;
  while (hclen > 4 && clLen[kCodeLenOrder[static_cast<std::size_t>(hclen - 1)]] == 0) --hclen;

  std::array<std::uint16_t, kLitLenCodes> litCode{};
  std::array<std::uint16_t, kDistCodes> distCodes{};
  std::array<std::uint16_t, kCodeLenCodes> clCode{};
  canonicalCodes(litLen.data(), kLitLenCodes, litCode.data());
  canonicalCodes(distLen.data(), kDistCodes, distCodes.data());
  canonicalCodes(clLen.data(), kCodeLenCodes, clCode.data());

  bits.put(last ? 1 : 0, 1);
  bits.put(2, 2);  // dynamic Huffman codes
  bits.put(static_cast<std::uint32_t>(hlit - 257), 5);
  bits.put(static_cast<std::uint32_t>(hdist - 1), 5);
  bits.put(static_cast<std::uint32_t>(hclen - 4), 4);
  for (int i = 0; i < hclen; ++i) bits.put(clLen[kCodeLenOrder[static_cast<std::size_t>(i)]], 3);
  for (const Rle& r : rle) {
    bits.put(clCode[r.symbol], clLen[r.symbol]);
    if (r.extraBits > 0) bits.put(r.extra, r.extraBits);
  }
  for (const std::uint32_t packed : tokens) {
    const Token t = Token::unpack(packed);
    if (t.dist == 0) {
      bits.put(litCode[t.value], litLen[t.value]);
      continue;
    }
    const int lc = kLengthCode[t.value];
    bits.put(litCode[static_cast<std::size_t>(257 + lc)],
             litLen[static_cast<std::size_t>(257 + lc)]);
    if (kLengthExtra[static_cast<std::size_t>(lc)] > 0) {
      bits.put(t.value - kLengthBase[static_cast<std::size_t>(lc)],
               kLengthExtra[static_cast<std::size_t>(lc)]);
    }
    const int dc = distCode(t.dist);
    bits.put(distCodes[static_cast<std::size_t>(dc)], distLen[static_cast<std::size_t>(dc)]);
    if (kDistExtra[static_cast<std::size_t>(dc)] > 0) {
      bits.put(t.dist - kDistBase[static_cast<std::size_t>(dc)],
               kDistExtra[static_cast<std::size_t>(dc)]);
    }
  }
  bits.put(litCode[kEndOfBlock], litLen[kEndOfBlock]);
}

/// How many bytes from `p` (before `end`) equal `v`.
std::size_t runLength(const std::uint8_t* p, const std::uint8_t* end, std::uint8_t v) {
  const std::uint8_t* q = p;
#if defined(__SSE2__)
  const __m128i splat = _mm_set1_epi8(static_cast<char>(v));
  for (; end - q >= 16; q += 16) {
    const int same = _mm_movemask_epi8(
        _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(q)), splat));
    if (same != 0xffff)
      return static_cast<std::size_t>(q - p) + std::countr_one(static_cast<unsigned>(same));
  }
#endif
  while (q < end && *q == v) ++q;
  return static_cast<std::size_t>(q - p);
}

/// How many bytes from `a` equal those from `b`, at most `most`.
std::size_t matchLength(const std::uint8_t* a, const std::uint8_t* b, std::size_t most) {
  std::size_t n = 0;
  for (; n + 8 <= most; n += 8) {
    std::uint64_t x;
    std::uint64_t y;
    std::memcpy(&x, a + n, 8);
    std::memcpy(&y, b + n, 8);
    if (x != y) {
      if constexpr (std::endian::native == std::endian::little) {
        return n + static_cast<std::size_t>(std::countr_zero(x ^ y) / 8);
      } else {
        break;
      }
    }
  }
  while (n < most && a[n] == b[n]) ++n;
  return n;
}

/// The LZ77 pass of one call: finds the matches and hands the tokens on block by block. Places
/// are 32-bit (compress() gives it at most kPart bytes after the history).
class Matcher {
 public:
  Matcher(const std::uint8_t* data, std::size_t end, Workspace& work)
      : m_data(data), m_end(end), m_head(work.head), m_prev(work.prev), m_tokens(work.tokens) {
    m_head.assign(std::size_t{1} << kHashBits, -1);
    m_prev.assign(kWindow, -1);
    m_tokens.clear();
    m_tokens.reserve(kBlockTokens);
  }

  /// Hashes the places of the history [from, to) that a match may start at.
  void remember(std::size_t from, std::size_t to) {
    for (std::size_t p = from; p < to; ++p) {
      // Inside a run only its first place: the others lengthen the chains for nothing.
      if (p > 0 && p + kMinMatch <= m_end && m_data[p - 1] == m_data[p] &&
          std::memcmp(m_data + p, m_data + p - 1, kMinMatch) == 0) {
        continue;
      }
      insert(p);
    }
  }

  template <typename Flush>
  void run(std::size_t start, Flush flush) {
    std::size_t p = start;
    while (p < m_end) {
      if (p > 0) {
        std::size_t run = runLength(m_data + p, m_data + m_end, m_data[p - 1]);
        if (run >= 3 && run < kMaxMatch) {
          // A match reaching past the run (the same gap and what follows it, a row above).
          const auto [len, dist] = longest(p, run);
          if (len > run) {
            add({static_cast<std::uint16_t>(len), static_cast<std::uint16_t>(dist)}, flush);
            if (len <= kInsertWithin) {
              for (std::size_t q = p; q < p + len; ++q) insert(q);
            } else {
              for (std::size_t q = p + len - 3; q < p + len; ++q) insert(q);
            }
            p += len;
            continue;
          }
        }
        if (run >= 3) {
          const std::size_t runEnd = p + run;
          while (run > 0) {
            std::size_t m = std::min(run, kMaxMatch);
            if (run > kMaxMatch && run - kMaxMatch < 3) m = run - 3;
            add({static_cast<std::uint16_t>(m), 1}, flush);
            run -= m;
          }
          // The places where the run meets what follows it, as matches may start there.
          for (std::size_t q = runEnd >= 3 ? runEnd - 3 : 0; q < runEnd; ++q) insert(q);
          p = runEnd;
          continue;
        }
      }
      // A run starts here: its first byte goes as a literal and the rest as a run at distance
      // one, cheaper than a match from afar (zlib's RLE strategy).
      if (p + 4 <= m_end && runLength(m_data + p + 1, m_data + p + 4, m_data[p]) == 3) {
        add({m_data[p], 0}, flush);
        insert(p);
        ++p;
        continue;
      }
      auto [len, dist] = longest(p, 0);
      if (len >= kMinMatch && len < kLazyMatch && p + 1 < m_end) {
        insert(p);
        const auto [len2, dist2] = longest(p + 1, len);
        if (len2 > len) {  // a longer match a byte on: the byte goes as a literal
          add({m_data[p], 0}, flush);
          ++p;
          len = len2;
          dist = dist2;
        } else {
          add({static_cast<std::uint16_t>(len), static_cast<std::uint16_t>(dist)}, flush);
          if (len <= kInsertWithin) {
            for (std::size_t q = p + 1; q < p + len; ++q) insert(q);
          }
          p += len;
          continue;
        }
      }
      if (len >= kMinMatch) {
        add({static_cast<std::uint16_t>(len), static_cast<std::uint16_t>(dist)}, flush);
        if (len <= kInsertWithin) {
          for (std::size_t q = p; q < p + len; ++q) insert(q);
        }
        p += len;
      } else {
        add({m_data[p], 0}, flush);
        insert(p);
        ++p;
      }
    }
  }

 private:
  static constexpr std::size_t kMask = kWindow - 1;

  /// The first three bytes at `p` hashed (the same on any byte order).
  std::uint32_t hash(std::size_t p) const {
    const std::uint32_t v = m_data[p] | static_cast<std::uint32_t>(m_data[p + 1]) << 8 |
                            static_cast<std::uint32_t>(m_data[p + 2]) << 16;
    return (v * 2654435761u) >> (32 - kHashBits);
  }
  void insert(std::size_t p) {
    if (p + kMinMatch > m_end) return;
    const std::uint32_t h = hash(p);
    m_prev[p & kMask] = m_head[h];
    m_head[h] = static_cast<std::int32_t>(p);
  }
  /// The longest match at `p` longer than `better` (length 0 when none of kMinMatch).
  std::pair<std::size_t, std::size_t> longest(std::size_t p, std::size_t better) const {
    if (p + kMinMatch > m_end) return {0, 0};
    const std::size_t most = std::min(kMaxMatch, m_end - p);
    std::size_t best = std::max(better, kMinMatch - 1);
    if (best >= most) return {0, 0};
    std::size_t bestDist = 0;
    int chain = better >= kGoodMatch ? kMaxChain / 4 : kMaxChain;
    for (std::int32_t c = m_head[hash(p)]; c >= 0 && chain-- > 0;) {
      const auto cand = static_cast<std::size_t>(c);
      if (cand >= p || p - cand > kWindow) break;
      if (m_data[cand + best] == m_data[p + best]) {  // best < most: inside the data
        const std::size_t len = matchLength(m_data + cand, m_data + p, most);
        if (len > best) {
          best = len;
          bestDist = p - cand;
          if (len >= kNiceMatch || len == most) break;
        }
      }
      const std::int32_t next = m_prev[cand & kMask];
      if (next >= c) break;  // the slot was reused by a newer place: the chain ends
      c = next;
    }
    return bestDist == 0 ? std::pair<std::size_t, std::size_t>{0, 0}
                         : std::pair<std::size_t, std::size_t>{best, bestDist};
  }
  template <typename Flush>
  void add(Token t, Flush& flush) {
    m_tokens.push_back(t.packed());
    if (m_tokens.size() == kBlockTokens) {
      flush(m_tokens);
      m_tokens.clear();
    }
  }

 public:
  /// The tokens not yet handed on (the last block's).
  const std::vector<std::uint32_t>& rest() const { return m_tokens; }

 private:
  const std::uint8_t* m_data;
  std::size_t m_end;
  std::vector<std::int32_t>& m_head;
  std::vector<std::int32_t>& m_prev;
  std::vector<std::uint32_t>& m_tokens;
};

/// compress() of at most kPart bytes after at most kWindow of history.
void compressPart(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
                  std::string& out, Workspace& work) {
  BitWriter bits(out);
  Matcher matcher(data, end, work);
  matcher.remember(start > kWindow ? start - kWindow : 0, start);
  matcher.run(start,
              [&](const std::vector<std::uint32_t>& tokens) { writeBlock(tokens, false, bits); });
  if (final || !matcher.rest().empty()) writeBlock(matcher.rest(), final, bits);
  if (!final) {  // an empty stored block: the sync flush's 00 00 ff ff, on a byte boundary
    bits.put(0, 3);
    bits.align();
    out.append("\x00\x00\xff\xff", 4);
  } else {
    bits.align();
  }
}

}  // namespace

void compress(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
              std::string& out, Workspace& work) {
  // The matcher's places are 32-bit: a longer input goes in parts, each after the window before
  // it, joined by sync flushes.
  for (; end - start > kPart; start += kPart) {
    const std::size_t from = start > kWindow ? start - kWindow : 0;
    compressPart(data + from, start - from, start - from + kPart, false, out, work);
  }
  const std::size_t from = start > kWindow ? start - kWindow : 0;
  compressPart(data + from, start - from, end - from, final, out, work);
}

void compress(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
              std::string& out) {
  Workspace work;
  compress(data, start, end, final, out, work);
}

}  // namespace ui::deflate
