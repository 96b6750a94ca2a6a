#pragma once
/// @file
/// @brief A formula read aloud, for screen readers: "Phi of x equals one half times open
/// parenthesis …" — names for letters and symbols, "over" for fractions, "squared" and "to the
/// power" for exponents, "sub" for subscripts, in the user's language (context "Spoken").

#include <QString>

#include "ui/typeset/MathList.hpp"

namespace ui::typeset {

QString spokenText(const AtomList& atoms);

}  // namespace ui::typeset
