#pragma once
/// @file
/// @brief A model state as a scene holds it: every number within limits.hpp (a non-finite one
/// keeps the current value), unknown ids replaced, curves in the library's order. What the
/// desktop's Scene and the web edition do to every state they are given.
#include "core/function_library.hpp"
#include "core/model/state.hpp"

namespace gelu::model {

/// `s` sanitised against `library` (the one `s`'s formulas make), with `current` giving the
/// values that replace what cannot stand.
ModelState sanitized(const ModelState& s, const ModelState& current,
                     const FunctionLibrary& library);

}  // namespace gelu::model
