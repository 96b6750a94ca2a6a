#pragma once
// The instructions of a compiled Formula (internal to core: formula.cpp, formula_eval.cpp).
namespace gelu::detail::formula_ops {

// The program's operations: muparser's built-in operators, then one per function.
enum Op : int {
  kPushX,
  kPushValue,
  kAdd,
  kSub,
  kMul,
  kDiv,
  kPow,
  kLess,
  kLessEq,
  kGreater,
  kGreaterEq,
  kEqual,
  kNotEqual,
  kAnd,
  kOr,
  kIf,
  kElse,
  kEndIf,
  // functions of one argument
  kNeg,
  kPlus,
  kExp,
  kLog,
  kLog1p,
  kExpm1,
  kLog2,
  kLog10,
  kSqrt,
  kAbs,
  kSign,
  kSin,
  kCos,
  kTan,
  kAtan,
  kSinh,
  kCosh,
  kTanh,
  kErf,
  kErfc,
  kPhi,
  kPhiPdf,
  kSigmoid,
  kSoftplus,
  kGelu,
  kRelu,
  // of two
  kMin,
  kMax,
};

}  // namespace gelu::detail::formula_ops
