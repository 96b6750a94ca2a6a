// What a figure's title may claim (core/model/titles.hpp): the desktop's activations panel and
// the web page both ask here.
#include "core/model/titles.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace {

using gelu::model::activationsTitle;
using T = gelu::model::ActivationsTitle;

TEST(Titles, TheActivationsTitleClaimsOnlyWhatIsDrawn) {
  EXPECT_EQ(activationsTitle({}), T::Activations);
  EXPECT_EQ(activationsTitle({"relu", "gelu_tanh"}), T::Activations);  // GELU itself not drawn
  EXPECT_EQ(activationsTitle({"gelu"}), T::Gelu);
  EXPECT_EQ(activationsTitle({"gelu", "relu", "silu"}), T::GeluOthers);
  // The neuron's view: the tanh approximation alone beside the scene's curves.
  EXPECT_EQ(activationsTitle({"gelu", "relu", "gelu_tanh"}), T::GeluTanhOthers);
  EXPECT_EQ(activationsTitle({"gelu_tanh", "gelu"}), T::GeluTanh);
  EXPECT_EQ(activationsTitle({"gelu", "gelu_sigmoid"}), T::GeluSigmoid);
  EXPECT_EQ(activationsTitle({"gelu", "gelu_sigmoid", "elu"}), T::GeluSigmoidOthers);
  EXPECT_EQ(activationsTitle({"gelu", "gelu_tanh", "gelu_sigmoid"}), T::GeluApproximations);
  EXPECT_EQ(activationsTitle({"relu", "gelu", "gelu_tanh", "gelu_sigmoid"}),
            T::GeluApproximationsOthers);
}

TEST(Titles, EachTitleHasANameOfItsOwn) {
  std::set<std::string> names;
  for (int k = 0; k <= static_cast<int>(T::GeluApproximationsOthers); ++k) {
    names.insert(std::string(gelu::model::activationsTitleName(static_cast<T>(k))));
  }
  EXPECT_EQ(names.size(), static_cast<std::size_t>(T::GeluApproximationsOthers) + 1);
  EXPECT_EQ(gelu::model::activationsTitleName(T::GeluTanhOthers), "gelu-tanh-others");
}

}  // namespace
