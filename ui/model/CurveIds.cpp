#include "ui/model/CurveIds.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <utility>
#include <vector>

#include "core/activations.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(CurveIds)
};
}  // namespace

QStringList activationIds(const gelu::FunctionLibrary& library) {
  QStringList out;
  for (const auto* f : library.activations()) out << fromUtf8(f->id);
  return out;
}

QStringList functionIds(const gelu::FunctionLibrary& library) {
  QStringList out;
  for (const auto* f : library.all()) out << fromUtf8(f->id);
  return out;
}

QStringList canonicalCurves(const QStringList& ids, const gelu::FunctionLibrary& library) {
  QStringList out;
  for (const QString& id : activationIds(library)) {
    if (ids.contains(id)) out << id;
  }
  return out;
}

QList<CurveGroup> curveGroups(const gelu::FunctionLibrary& library) {
  using gelu::Family;
  // (vectors, not initializer_lists: those would not outlive this initialization)
  const std::pair<QString, std::vector<Family>> groups[] = {
      {QCoreApplication::translate("CurveIds", "GELU family"),
       {Family::Gelu, Family::Approximation}},
      {QCoreApplication::translate("CurveIds", "Smooth"), {Family::Smooth}},
      {QCoreApplication::translate("CurveIds", "Rectifiers"), {Family::Rectifier}},
      {QCoreApplication::translate("CurveIds", "Piecewise"), {Family::Piecewise}},
      {QCoreApplication::translate("CurveIds", "Your formulas"), {Family::User}},
  };
  QList<CurveGroup> out;
  for (const auto& [name, families] : groups) {
    CurveGroup g{name, {}};
    for (const auto* f : library.activations()) {
      if (std::find(families.begin(), families.end(), f->family) != families.end())
        g.curves << fromUtf8(f->id);
    }
    out << g;
  }
  return out;
}

QList<CurvePreset> curvePresets() {
  QStringList smooth;
  for (const auto* f : gelu::builtInActivations()) {
    if (f->family == gelu::Family::Gelu || f->family == gelu::Family::Approximation ||
        f->family == gelu::Family::Smooth) {
      smooth << fromUtf8(f->id);
    }
  }
  const gelu::FunctionLibrary& b = *gelu::FunctionLibrary::builtIns();
  return {
      {"figure1", Text::tr("The paper's Figure 1"), canonicalCurves({"gelu", "relu", "elu"}, b)},
      {"approximations", Text::tr("GELU and its approximations"),
       canonicalCurves({"gelu", "gelu_tanh", "gelu_sigmoid"}, b)},
      {"transformer", Text::tr("Transformer activations"),
       canonicalCurves({"gelu", "silu", "squared_relu", "relu"}, b)},
      {"smooth", Text::tr("All smooth"), smooth},
  };
}

QString checkCurveList(const QStringList& ids, const gelu::FunctionLibrary& library) {
  const QStringList known = activationIds(library);
  QStringList seen;
  for (const QString& id : ids) {
    if (!known.contains(id)) {
      return Text::tr("unknown curve '%1' (known: %2)").arg(printable(id, 40), known.join(','));
    }
    if (seen.contains(id)) return Text::tr("'%1' is listed twice").arg(printable(id, 40));
    seen << id;
  }
  return {};
}

}  // namespace ui
