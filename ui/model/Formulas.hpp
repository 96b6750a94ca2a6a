#pragma once
/// @file
/// @brief A typed formula's refusal as the formula editor shows it: "name: …", "expression: …"
/// (gelu::model::checkFormula, translated).
#include <QString>
#include <vector>

#include "ui/model/SceneState.hpp"

namespace ui {

/// Empty when `def` can be defined beside `others`; else one line naming the part, translated:
/// "name: 'x' is defined twice", "expression: missing ')' at column 7".
QString formulaProblem(const FormulaDef& def, const std::vector<FormulaDef>& others = {});

}  // namespace ui
