#include "core/model/titles.hpp"

namespace gelu::model {

ActivationsTitle activationsTitle(const std::vector<std::string>& drawn) {
  bool gelu = false, tanh = false, sigmoid = false, others = false;
  for (const std::string& id : drawn) {
    if (id == "gelu") {
      gelu = true;
    } else if (id == "gelu_tanh") {
      tanh = true;
    } else if (id == "gelu_sigmoid") {
      sigmoid = true;
    } else {
      others = true;
    }
  }
  using T = ActivationsTitle;
  if (!gelu) return T::Activations;
  if (tanh && sigmoid) return others ? T::GeluApproximationsOthers : T::GeluApproximations;
  if (tanh) return others ? T::GeluTanhOthers : T::GeluTanh;
  if (sigmoid) return others ? T::GeluSigmoidOthers : T::GeluSigmoid;
  return others ? T::GeluOthers : T::Gelu;
}

std::string_view activationsTitleName(ActivationsTitle title) {
  using T = ActivationsTitle;
  switch (title) {
    case T::Activations:
      return "activations";
    case T::Gelu:
      return "gelu";
    case T::GeluOthers:
      return "gelu-others";
    case T::GeluTanh:
      return "gelu-tanh";
    case T::GeluTanhOthers:
      return "gelu-tanh-others";
    case T::GeluSigmoid:
      return "gelu-sigmoid";
    case T::GeluSigmoidOthers:
      return "gelu-sigmoid-others";
    case T::GeluApproximations:
      return "gelu-approximations";
    case T::GeluApproximationsOthers:
      return "gelu-approximations-others";
  }
  return "activations";
}

}  // namespace gelu::model
