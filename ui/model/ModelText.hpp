#pragma once
/// @file
/// @brief A model refusal (core/model/error.hpp) as the reader reads it: one line, translated.
#include <QString>

#include "core/model/error.hpp"

namespace ui {

/// The whole message, in the installed language.
QString describe(const gelu::model::ModelError& e);

}  // namespace ui
