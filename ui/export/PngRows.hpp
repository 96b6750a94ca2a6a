#pragma once
/// @file
/// @brief The per-row work of the PNG encoder (PngEncoder.cpp): pixels to PNG samples, libpng's
/// filter choice, and Adler-32. Plain C++ over bytes, vectorized with SSE2 where the compiler
/// targets it (every x86-64), with the same results in scalar code elsewhere.
///
/// An exported plot is mostly flat: 96% of the sheet's "Up" residuals are zero. So the filter
/// heuristic sums |residuals| 16 bytes at a time, and Adler-32 steps over blocks of zeros without
/// touching each byte (zlib's own adler32 took as long as filtering the whole image).

#include <cstddef>
#include <cstdint>

namespace ui::png {

/// Extra bytes the samples() output needs past the row (it stores whole words).
inline constexpr std::size_t kSlack = 8;

/// One row of QRgb pixels (0xAARRGGBB, as Format_RGB32 and Format_ARGB32 hold them) as PNG
/// samples: R, G, B (and A when `alpha`) bytes. `out` holds width·(3 or 4) + kSlack bytes.
void samples(const std::uint32_t* pixels, int width, bool alpha, std::uint8_t* out);

/// The row `cur` of `n` bytes filtered for PNG, after its filter-type byte: out[0] is the type,
/// out[1..n] the residuals. `prev` is the row above (zeros for the first row), `bpp` the bytes
/// per pixel (3 or 4). The filter is libpng's adaptive choice among None, Sub and Up: the least
/// sum of |residual| with residuals read as signed bytes, the earlier filter on a tie; a row equal
/// to the one above is Up (all zeros). (Paeth and Average cost more time than they save bytes on
/// plots: with them the sheet is 3% smaller and takes 1.6 times as long.)
void filterRow(const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n, std::size_t bpp,
               std::uint8_t* out);

/// The three sums filterRow() compares (exposed for the tests).
struct FilterCosts {
  unsigned long none = 0, sub = 0, up = 0;
};
FilterCosts filterCosts(const std::uint8_t* cur, const std::uint8_t* prev, std::size_t n,
                        std::size_t bpp);

/// zlib's Adler-32 of `data` continuing from `adler` (1 to start): the same value as
/// adler32_z(adler, data, n).
std::uint32_t adler32(std::uint32_t adler, const std::uint8_t* data, std::size_t n);

}  // namespace ui::png
