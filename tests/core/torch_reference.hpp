#pragma once
// Reads PyTorch's GELU results in tests/data/torch_gelu_f32.bin and torch_gelu_bf16.bin (made by
// scripts/make_torch_reference.py, which describes the format): three header lines, then rows of
// little-endian bit patterns.
#include <cstdint>
#include <string>
#include <vector>

namespace reftest {

struct TorchTable {
  std::string origin;                 ///< the second header line: where PyTorch ran
  std::string dtype;                  ///< "f32" or "bf16"
  std::vector<std::string> columns;   ///< x, dy, then <op>.<path>
  std::vector<std::uint32_t> values;  ///< row after row
  std::size_t rows() const { return columns.empty() ? 0 : values.size() / columns.size(); }
  std::size_t column(const std::string& name) const;  ///< throws if missing
  std::uint32_t at(std::size_t row, std::size_t column) const {
    return values[row * columns.size() + column];
  }
};

/// Loads tests/data/torch_gelu_<dtype>.bin; throws std::runtime_error if missing or malformed.
TorchTable loadTorch(const std::string& dtype);

}  // namespace reftest
