#pragma once
/// @file
/// @brief What Qt's JSON parser lets pass silently: a key repeated in one object (Qt keeps the
/// last) and an integer literal that no double holds exactly (Qt rounds it).
#include <QByteArray>
#include <QString>
#include <optional>

namespace ui {

/// For text that QJsonDocument already accepted: nullopt, or one line naming the field
/// ("field 'monte_carlo.seed': 9007199254740993 is not exactly representable …").
std::optional<QString> checkJsonText(const QByteArray& json);

}  // namespace ui
