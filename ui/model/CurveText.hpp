#pragma once
/// @file
/// @brief A curve's name and formula as the user reads them: in the user's language where they
/// hold words ("GELU (tanh approx.)", "1 if x &gt; 0, else 0"), as core has them otherwise.
#include <QString>

namespace gelu {
struct FunctionInfo;
struct Params;
}  // namespace gelu

namespace ui {

/// The curve's display name, translated (context "Curves"); a user formula's name as typed.
QString curveName(const gelu::FunctionInfo& f);
/// The curve's rich-text formula, translated where it has words.
QString curveFormula(const gelu::FunctionInfo& f);
/// The curve's definition in TeX (to be typeset), translated where it has words.
QString curveTex(const gelu::FunctionInfo& f);
/// The same formula as plain text ("x if x > 0, else slope·x").
QString curvePlainFormula(const gelu::FunctionInfo& f);
/// The name a legend gives the curve drawn with `p`: its name, and the values of the parameters
/// it reads where they are not PyTorch's defaults ("Swish (β = 2)"; "ELU" at α = 1), so that a
/// figure says which of a family it draws (its formula shows only the symbol).
QString curveLabel(const gelu::FunctionInfo& f, const gelu::Params& p);

}  // namespace ui
