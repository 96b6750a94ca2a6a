#include "ui/model/Formulas.hpp"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <mutex>

#include "core/formula.hpp"
#include "core/user_functions.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(Formulas)
};

struct Applied {
  std::mutex mutex;
  QList<FormulaDef> defs;
};

Applied& applied() {
  static Applied a;
  return a;
}

}  // namespace

QStringList formulaStyles() { return {"auto", "solid", "dash", "dot", "dashdot", "dashdotdot"}; }

QString checkFormula(const FormulaDef& def, const QList<FormulaDef>& others) {
  if (const auto why = gelu::checkFormulaId(def.id.toStdString())) {
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

QList<FormulaDef> applyFormulas(const QList<FormulaDef>& defs) {
  QList<FormulaDef> valid;
  for (const FormulaDef& d : defs) {
    if (checkFormula(d, valid).isEmpty()) valid << d;
  }
  Applied& a = applied();
  const std::lock_guard lock(a.mutex);
  for (const FormulaDef& old : a.defs) {
    const bool kept = std::any_of(valid.begin(), valid.end(),
                                  [&](const FormulaDef& d) { return d.id == old.id; });
    if (!kept) gelu::removeFormula(old.id.toStdString());
  }
  for (const FormulaDef& d : valid) {
    gelu::defineFormula(d.id.toStdString(), d.expression.toStdString());  // checked above
  }
  a.defs = valid;
  return valid;
}

std::optional<FormulaDef> appliedFormula(const QString& id, int* index) {
  Applied& a = applied();
  const std::lock_guard lock(a.mutex);
  for (qsizetype i = 0; i < a.defs.size(); ++i) {
    if (a.defs[i].id == id || "d" + a.defs[i].id == id) {
      if (index != nullptr) *index = static_cast<int>(i);
      return a.defs[i];
    }
  }
  if (index != nullptr) *index = -1;
  return std::nullopt;
}

}  // namespace ui
