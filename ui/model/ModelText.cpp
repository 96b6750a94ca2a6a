// The model's refusals and names in the reader's language: core's English templates through
// Qt's translations (core/model/messages.cpp marks them for lupdate).
#include <QCoreApplication>

#include "core/model/ids.hpp"
#include "ui/model/CurveIds.hpp"
#include "ui/model/Formulas.hpp"
#include "ui/model/ModelText.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QString describe(const gelu::model::ModelError& e) {
  using gelu::model::Frame;
  QString what = QCoreApplication::translate(gelu::model::messageContext(e.code),
                                             gelu::model::messageTemplate(e.code));
  for (std::size_t i = 0; i < e.args.size(); ++i) {
    const bool word = (e.translatedArgs >> i & 1u) != 0;
    what = what.arg(word ? QCoreApplication::translate("SceneFile", e.args[i].c_str())
                         : fromUtf8(e.args[i]));
  }
  switch (e.frame) {
    case Frame::Field:
      return QCoreApplication::translate("SceneFile", gelu::model::fieldFrameTemplate())
          .arg(fromUtf8(e.path), what);
    case Frame::Path:
      return e.path.empty() ? what : fromUtf8(e.path) + ": " + what;
    case Frame::None:
      break;
  }
  return what;
}

QStringList activationIds(const gelu::FunctionLibrary& library) {
  return toQt(gelu::model::activationIds(library));
}

QStringList functionIds(const gelu::FunctionLibrary& library) {
  return toQt(gelu::model::functionIds(library));
}

QList<CurvePreset> curvePresets() {
  QList<CurvePreset> out;
  for (const auto& p : gelu::model::curvePresets()) {
    out << CurvePreset{fromUtf8(p.id), QCoreApplication::translate("CurveIds", p.name),
                       toQt(p.curves)};
  }
  return out;
}

QList<CurveGroup> curveGroups(const gelu::FunctionLibrary& library) {
  QList<CurveGroup> out;
  for (const auto& g : gelu::model::curveGroups(library)) {
    out << CurveGroup{QCoreApplication::translate("CurveIds", g.name), toQt(g.curves)};
  }
  return out;
}

QString formulaProblem(const FormulaDef& def, const std::vector<FormulaDef>& others) {
  const auto why = gelu::model::checkFormula(def, others);
  if (!why) return {};
  gelu::model::ModelError e = *why;
  e.frame = gelu::model::Frame::None;
  // The part as the editor labels it: its name box is "Name".
  const char* part = e.path == "id"           ? QT_TRANSLATE_NOOP("Formulas", "name")
                     : e.path == "expression" ? QT_TRANSLATE_NOOP("Formulas", "expression")
                     : e.path == "colour"     ? QT_TRANSLATE_NOOP("Formulas", "colour")
                     : e.path == "parameters" ? QT_TRANSLATE_NOOP("Formulas", "parameters")
                                              : QT_TRANSLATE_NOOP("Formulas", "style");
  return QCoreApplication::translate("Formulas", "%1: %2")
      .arg(QCoreApplication::translate("Formulas", part), describe(e));
}

}  // namespace ui
