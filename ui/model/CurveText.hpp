#pragma once
/// @file
/// @brief A curve's name and formula as the user reads them: in the user's language where they
/// hold words ("GELU (tanh approx.)", "1 if x &gt; 0, else 0"), as core has them otherwise.
#include <QString>

namespace gelu {
struct FunctionInfo;
}

namespace ui {

/// The curve's display name, translated (context "Curves"); a user formula's name as typed.
QString curveName(const gelu::FunctionInfo& f);
/// The curve's rich-text formula, translated where it has words.
QString curveFormula(const gelu::FunctionInfo& f);
/// The curve's definition in TeX (to be typeset), translated where it has words.
QString curveTex(const gelu::FunctionInfo& f);
/// The same formula as plain text ("x if x > 0, else slope·x").
QString curvePlainFormula(const gelu::FunctionInfo& f);

}  // namespace ui
