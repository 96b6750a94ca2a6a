#pragma once
/// @file
/// @brief The scene's plain values as the desktop names them: core's model (core/model/state.hpp,
/// limits.hpp), one definition for every front end, seen from namespace ui.
#include "core/model/limits.hpp"
#include "core/model/state.hpp"

namespace ui {

namespace limits = gelu::limits;
using gelu::model::FormulaDef;
using gelu::model::ModelState;
using gelu::model::NeuronState;
using gelu::model::NumberFormatState;
using gelu::model::PropagationState;
using gelu::model::SceneFileData;
using gelu::model::ThemeChoice;
using gelu::model::TrainingState;
using gelu::model::ViewState;

}  // namespace ui
