#pragma once
/// @file
/// @brief What Qt's JSON parser lets pass silently: a key repeated in one object (Qt keeps the
/// last) and an integer literal that no double holds exactly (Qt rounds it); and the reading
/// every JSON document of the program shares (scene files, decks): the size limit, the syntax
/// error's line and column, a top-level object, a file or a ":/" resource.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

#include "ui/model/Text.hpp"

namespace ui {

/// For text that QJsonDocument already accepted: nullopt, or one line naming the field
/// ("field 'monte_carlo.seed': 9007199254740993 is not exactly representable …").
std::optional<QString> checkJsonText(const QByteArray& json);

/// What a JSON value is, as a message says it ("a number", "an array", "null"), translated.
QString jsonKind(const QJsonValue& v);

/// The top-level object of `json` (at most `maxBytes`), checked by checkJsonText; or the
/// one-line reason it is not one ("the file is empty", "not valid JSON at line 3, column 7: …").
std::optional<QString> parseJsonObject(const QByteArray& json, qint64 maxBytes, QJsonObject* out);

/// @brief Why a document could not be read: the message, and whether the system failed (exit 1:
/// no permission, a read error) rather than the name (exit 2: missing, a directory).
struct ReadFailure {
  QString message;
  bool io = false;
};
/// The bytes of `path` (a file, or a ":/" resource; `missing` names a resource that is not
/// there), at most `maxBytes`; messages name the file.
std::optional<ReadFailure> readDocument(const QString& path, qint64 maxBytes, QByteArray* out,
                                        const QString& missing);

/// A document file read (readDocument) and parsed by `parse` (bytes, error → optional), every
/// message naming the file; `ioFailure` tells a system failure (exit 1) from refused content.
template <typename Parse>
auto readAndParse(const QString& path, qint64 maxBytes, const QString& missing, Parse parse,
                  QString* error, bool* ioFailure) -> decltype(parse(QByteArray(), error)) {
  const auto report = [&](const QString& message, bool io) {
    if (error != nullptr) *error = message;
    if (ioFailure != nullptr) *ioFailure = io;
    return decltype(parse(QByteArray(), error))();
  };
  QByteArray data;
  if (const auto failed = readDocument(path, maxBytes, &data, missing)) {
    return report(failed->message, failed->io);
  }
  QString why;
  auto parsed = parse(data, &why);
  if (!parsed) return report(QStringLiteral("'%1': %2").arg(printable(path), why), false);
  return parsed;
}

}  // namespace ui
