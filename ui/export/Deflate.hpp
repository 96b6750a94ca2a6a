#pragma once
/// @file
/// @brief A raw deflate encoder (RFC 1951) for filtered PNG scanlines: the PNG encoder's strips.
///
/// Plain C++ over bytes, made for what an exported plot filters to: mostly the zeros of flat
/// areas (96% of the sheet's filtered bytes). Runs of a repeated byte are found 16 bytes at a
/// time and coded as matches at distance one, without hashing each byte they pass (zlib hashes
/// every byte); the other bytes — text, curves, edges — go through a hash-chain matcher with one
/// step of lazy evaluation. Each block carries its own Huffman codes, limited to 15 bits.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ui::deflate {

/// The farthest back a match may reach: deflate's window.
inline constexpr std::size_t kWindow = 32768;

/// The tables compress() works in, kept by a caller that compresses part after part (a thread's
/// strips) so that their memory is reused. Nothing in them carries over from a call to the next.
struct Workspace {
  std::vector<std::int32_t> head, prev;  ///< the hash chains: their newest places, their links
  std::vector<std::uint32_t> tokens;     ///< a block's literals and matches
};

/// Appends to `out` the raw deflate blocks of `data[start, end)`, with `data[0, start)` as the
/// history its matches may reach back into (at most the last kWindow bytes: a preset dictionary,
/// or the bytes a previous part of the same stream ended with). The blocks end on a byte boundary:
/// with the final block when `final`, else with an empty stored block (zlib's sync flush), so that
/// parts made separately join into one stream. The bytes depend only on the arguments.
void compress(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
              std::string& out, Workspace& work);
/// The same, with tables of its own.
void compress(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
              std::string& out);

namespace detail {
/// Huffman code lengths of at most `limit` bits for the frequencies `freq[0, n)`, into `len`: a
/// complete code (Kraft's sum exactly one) in which every used symbol and at least two symbols
/// have a length. Needs 2 ≤ n ≤ 2^limit (else `len` is left alone). Exposed for the tests.
void codeLengths(const std::uint32_t* freq, int n, int limit, std::uint8_t* len);
}  // namespace detail

}  // namespace ui::deflate
