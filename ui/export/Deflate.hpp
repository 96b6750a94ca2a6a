#pragma once
/// @file
/// @brief A raw deflate encoder (RFC 1951) for filtered PNG scanlines: the PNG encoder's strips.
///
/// Plain C++ over bytes. Made for what an exported plot filters to: 96% of the sheet's filtered
/// bytes are the zeros of flat areas. Runs of a repeated byte are found 16 bytes at a time and
/// coded as matches at distance 1 without hashing each byte (zlib hashes every byte it passes,
/// which made deflate three quarters of the PNG's time); the remaining bytes — text, curves,
/// edges — go through a hash-chain matcher with one step of lazy evaluation, as zlib's level 4.
/// Each block carries its own Huffman codes, limited to 15 bits.

#include <cstddef>
#include <cstdint>
#include <string>

namespace ui::deflate {

/// Appends to `out` the raw deflate blocks of `data[start, end)`, with `data[0, start)` as the
/// history its matches may reach back into (at most the last 32 KiB: a preset dictionary, or the
/// bytes a previous part of the same stream ended with). The blocks end on a byte boundary: with
/// the final block when `final`, else with an empty stored block (zlib's sync flush), so that
/// parts made separately join into one stream. The bytes depend only on the arguments.
void compress(const std::uint8_t* data, std::size_t start, std::size_t end, bool final,
              std::string& out);

}  // namespace ui::deflate
