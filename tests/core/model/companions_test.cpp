// The curves a view's panels draw beside the scene's (core/model/companions.hpp): the desktop's
// panels and the web page both ask here.
#include "core/model/companions.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using gelu::model::companionCurves;
using gelu::model::comparedApproximations;
using gelu::model::NeuronState;
using List = std::vector<std::string>;

TEST(Companions, TheErrorsPanelComparesTheApproximationsShownElseBoth) {
  EXPECT_EQ(comparedApproximations({"gelu", "relu"}, false), (List{"gelu_tanh", "gelu_sigmoid"}));
  EXPECT_EQ(comparedApproximations({"gelu", "gelu_sigmoid"}, false), (List{"gelu_sigmoid"}));
  // Under the precision lens it compares GELU's evaluations, no approximation.
  EXPECT_EQ(comparedApproximations({"gelu", "gelu_sigmoid"}, true), List{});
}

TEST(Companions, TheNeuronDrawsItsActivationWhereItsOutputLiesOnIt) {
  const auto& library = *gelu::FunctionLibrary::builtIns();
  NeuronState neuron;
  neuron.activation = "silu";
  const List curves{"gelu", "relu"};
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"neuron", "activations"}),
            List{"silu"});
  // Without the neuron's panel, none; beside the errors panel, its approximations first.
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"activations"}), List{});
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"errors", "neuron"}),
            (List{"gelu_tanh", "gelu_sigmoid", "silu"}));
  // Not twice: the neuron's tanh approximation is one the errors panel compares.
  neuron.activation = "gelu_tanh";
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"errors", "neuron"}),
            (List{"gelu_tanh", "gelu_sigmoid"}));
  // A gated unit's output is not on its activation's curve; Φ and a derivative are no activation.
  neuron.gate = "swiglu";
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"neuron"}), List{});
  neuron.gate = "none";
  for (const char* notAnActivation : {"cdf", "pdf", "dgelu", "no_such_curve"}) {
    neuron.activation = notAnActivation;
    EXPECT_EQ(companionCurves(curves, neuron, false, library, {"neuron"}), List{})
        << notAnActivation;
  }
  // A typed formula is an activation of the library that holds it.
  const std::vector<gelu::FormulaDefinition> defs{{"bump", "x + 0.1*x^2"}};
  const auto withBump = library.with(defs, nullptr);
  ASSERT_NE(withBump, nullptr);
  neuron.activation = "bump";
  EXPECT_EQ(companionCurves(curves, neuron, false, library, {"neuron"}), List{});
  EXPECT_EQ(companionCurves(curves, neuron, false, *withBump, {"neuron"}), List{"bump"});
}

}  // namespace
