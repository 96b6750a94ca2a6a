#include "ui/model/CurveIds.hpp"

#include "core/activations.hpp"
#include "ui/model/Text.hpp"

namespace ui {

QStringList activationIds() {
  static const QStringList ids = [] {
    QStringList out;
    for (const auto* f : gelu::activationFunctions()) out << fromUtf8(f->id);
    return out;
  }();
  return ids;
}

QStringList functionIds() {
  static const QStringList ids = [] {
    QStringList out;
    for (const auto& f : gelu::functions()) out << fromUtf8(f.id);
    return out;
  }();
  return ids;
}

QStringList canonicalCurves(const QStringList& ids) {
  QStringList out;
  for (const QString& id : activationIds()) {
    if (ids.contains(id)) out << id;
  }
  return out;
}

QString checkCurveList(const QStringList& ids) {
  const QStringList known = activationIds();
  QStringList seen;
  for (const QString& id : ids) {
    if (!known.contains(id)) {
      return QString("unknown curve '%1' (known: %2)").arg(printable(id, 40), known.join(','));
    }
    if (seen.contains(id)) return QString("'%1' is listed twice").arg(printable(id, 40));
    seen << id;
  }
  return {};
}

}  // namespace ui
