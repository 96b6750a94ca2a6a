#include "ui/model/Formulas.hpp"

#include <QCoreApplication>
#include <QRegularExpression>

#include "core/formula.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(Formulas)
};

}  // namespace

QStringList formulaStyles() { return {"auto", "solid", "dash", "dot", "dashdot", "dashdotdot"}; }

QString checkFormula(const FormulaDef& def, const QList<FormulaDef>& others) {
  if (const auto why = gelu::FunctionLibrary::checkFormulaId(def.id.toStdString())) {
    return Text::tr("name: %1").arg(fromUtf8(*why));
  }
  for (const FormulaDef& o : others) {
    if (o.id == def.id) return Text::tr("name: '%1' is defined twice").arg(def.id);
    if ("d" + o.id == def.id || "d" + def.id == o.id) {
      return Text::tr("name: '%1' clashes with '%2' and its derivative").arg(def.id, o.id);
    }
  }
  gelu::FormulaError error;
  if (!gelu::Formula::compile(def.expression.toStdString(), &error)) {
    return Text::tr("expression: %1").arg(fromUtf8(error.text()));
  }
  static const QRegularExpression rgb("^#[0-9a-fA-F]{6}$");
  if (!def.colour.isEmpty() && !rgb.match(def.colour).hasMatch()) {
    return Text::tr("colour: '%1' is not #rrggbb").arg(printable(def.colour, 20));
  }
  if (!formulaStyles().contains(def.style)) {
    return Text::tr("style: '%1' is not one of %2")
        .arg(printable(def.style, 20), formulaStyles().join(", "));
  }
  return {};
}

QList<FormulaDef> validFormulas(const QList<FormulaDef>& defs) {
  QList<FormulaDef> valid;
  for (const FormulaDef& d : defs) {
    if (checkFormula(d, valid).isEmpty()) valid << d;
  }
  return valid;
}

gelu::FunctionLibraryPtr libraryWith(const gelu::FunctionLibrary& base,
                                     const QList<FormulaDef>& defs) {
  std::vector<gelu::FormulaDefinition> list;
  for (const FormulaDef& d : defs) list.push_back({d.id.toStdString(), d.expression.toStdString()});
  gelu::FunctionLibraryPtr out = base.with(list);
  // Valid definitions always make a library; anything else is a caller's bug: keep the built-ins.
  return out ? out : gelu::FunctionLibrary::builtIns();
}

std::optional<FormulaDef> findFormula(const QList<FormulaDef>& defs, const QString& id,
                                      int* index) {
  for (qsizetype i = 0; i < defs.size(); ++i) {
    if (defs[i].id == id || "d" + defs[i].id == id) {
      if (index != nullptr) *index = static_cast<int>(i);
      return defs[i];
    }
  }
  if (index != nullptr) *index = -1;
  return std::nullopt;
}

}  // namespace ui
