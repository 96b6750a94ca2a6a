#include "torch_reference.hpp"

#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace reftest {

std::size_t TorchTable::column(const std::string& name) const {
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i] == name) return i;
  }
  throw std::runtime_error("torch table " + dtype + ": no column " + name);
}

TorchTable loadTorch(const std::string& dtype) {
  const std::string path = std::string(GELU_TEST_DATA) + "/torch_gelu_" + dtype + ".bin";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t at = 0;
  const auto line = [&] {
    const std::size_t end = data.find('\n', at);
    if (end == std::string::npos) throw std::runtime_error(path + ": header cut short");
    std::string l = data.substr(at, end - at);
    at = end + 1;
    return l;
  };
  if (line() != "GELU Explorer PyTorch GELU reference 1") {
    throw std::runtime_error(path + ": not a PyTorch GELU reference, version 1");
  }
  TorchTable t;
  t.origin = line();
  std::istringstream header(line());
  std::string word;
  std::size_t rows = 0;
  header >> word >> t.dtype;
  if (word != "dtype" || t.dtype != dtype) throw std::runtime_error(path + ": wrong dtype");
  header >> word >> rows;
  if (word != "rows") throw std::runtime_error(path + ": no row count");
  header >> word;
  if (word != "columns") throw std::runtime_error(path + ": no columns");
  while (header >> word) t.columns.push_back(word);
  const std::size_t width = dtype == "f32" ? 4 : 2;
  if (data.size() - at != rows * t.columns.size() * width) {
    throw std::runtime_error(path + ": the rows do not fill the file");
  }
  t.values.resize(rows * t.columns.size());
  for (std::size_t i = 0; i < t.values.size(); ++i) {
    std::uint32_t v = 0;
    for (std::size_t b = 0; b < width; ++b) {
      v |= static_cast<std::uint32_t>(static_cast<unsigned char>(data[at + i * width + b]))
           << (8 * b);
    }
    t.values[i] = v;
  }
  return t;
}

}  // namespace reftest
