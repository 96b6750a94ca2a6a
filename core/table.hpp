#pragma once
/// @file
/// @brief Function values as CSV — the format of `gelu-explorer table` and of the window's
/// File ▸ Export data: a header `x,<id>,…`, then one row per x, every number shortest round-trip.

#include <functional>
#include <string>
#include <vector>

#include "core/activations.hpp"
#include "core/dtype.hpp"

namespace gelu {

/// @brief Writes the CSV table of `functions` at `xs` to `sink`, in chunks of about 1 MiB.
void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, const std::function<void(const std::string&)>& sink);

/// @brief The table in a number format (dtype.hpp): each x rounded to it (the x column shows the
/// rounded value), each function evaluated at it and its value rounded once to the format; with a
/// PyTorch kernel (float32 or bfloat16) the gelu and gelu_tanh columns are PyTorch's forward and
/// dgelu and dgelu_tanh its gelu_backward with a gradient of 1, bit for bit.
void writeTable(const std::vector<const FunctionInfo*>& functions, const std::vector<double>& xs,
                const Params& params, dtype::DType type, dtype::Kernel kernel,
                const std::function<void(const std::string&)>& sink);

/// @brief The whole CSV table as one string (for small tables).
std::string tableCsv(const std::vector<const FunctionInfo*>& functions,
                     const std::vector<double>& xs, const Params& params = {});

}  // namespace gelu
