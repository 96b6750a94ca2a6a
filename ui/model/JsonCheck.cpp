#include "ui/model/JsonCheck.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QSet>
#include <vector>

#include "core/io.hpp"
#include "ui/model/Text.hpp"

namespace ui {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(SceneFile)
};

struct Frame {
  bool object = false;
  QString path;  // of the container itself
  QSet<QString> keys;
  QString key;  // current member (objects)
  int index = 0;
  bool expectKey = true;
};

/// A JSON string's body (between its quotes) with its escapes decoded, by Qt's own parser.
QString decodeString(const QByteArray& body) {
  const QJsonDocument doc = QJsonDocument::fromJson("[\"" + body + "\"]");
  return doc.array().isEmpty() ? QString() : doc.array().first().toString();
}

QString join(const QString& prefix, const QString& key) {
  return prefix.isEmpty() ? key : prefix + "." + key;
}

class Scanner {
 public:
  explicit Scanner(const QByteArray& json) : m_s(json) {}

  std::optional<QString> run() {
    while (m_pos < m_s.size()) {
      const char c = m_s[m_pos];
      if (c == '{' || c == '[') {
        Frame f;
        f.object = c == '{';
        f.path = valuePath();
        m_stack.push_back(f);
        ++m_pos;
      } else if (c == '}' || c == ']') {
        if (!m_stack.empty()) m_stack.pop_back();
        ++m_pos;
      } else if (c == ',') {
        if (!m_stack.empty()) {
          Frame& f = m_stack.back();
          if (f.object) {
            f.expectKey = true;
          } else {
            ++f.index;
          }
        }
        ++m_pos;
      } else if (c == ':') {
        if (!m_stack.empty()) m_stack.back().expectKey = false;
        ++m_pos;
      } else if (c == '"') {
        const QString text = readString();
        if (!m_stack.empty() && m_stack.back().object && m_stack.back().expectKey) {
          Frame& f = m_stack.back();
          if (f.keys.contains(text)) {
            return Text::tr("field '%1': appears twice").arg(printable(join(f.path, text), 80));
          }
          f.keys.insert(text);
          f.key = text;
        }
      } else if (c == '-' || (c >= '0' && c <= '9')) {
        if (auto error = checkNumber()) return error;
      } else {
        ++m_pos;  // blanks and the letters of true, false, null
      }
    }
    return std::nullopt;
  }

 private:
  QString valuePath() const {
    if (m_stack.empty()) return {};
    const Frame& f = m_stack.back();
    return f.object ? join(f.path, f.key) : QString("%1[%2]").arg(f.path).arg(f.index);
  }

  QString readString() {
    const qsizetype start = ++m_pos;  // after the quote
    while (m_pos < m_s.size() && m_s[m_pos] != '"') m_pos += m_s[m_pos] == '\\' ? 2 : 1;
    const QByteArray raw = m_s.mid(start, m_pos - start);
    ++m_pos;
    // Escapes decoded, so that "a" and "\u0061" count as the same key.
    return raw.contains('\\') ? decodeString(raw) : QString::fromUtf8(raw);
  }

  std::optional<QString> checkNumber() {
    const qsizetype start = m_pos;
    bool integer = true;
    while (m_pos < m_s.size()) {
      const char c = m_s[m_pos];
      if (c == '.' || c == 'e' || c == 'E') integer = false;
      if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'))
        break;
      ++m_pos;
    }
    if (!integer) return std::nullopt;
    QByteArray digits = m_s.mid(start, m_pos - start);
    if (digits.startsWith('-')) digits.remove(0, 1);
    // Integers up to 2^53 = 9007199254740992 are exact; beyond it only some are.
    constexpr const char* kLimit = "9007199254740992";
    const bool above = digits.size() > 16 || (digits.size() == 16 && digits > kLimit);
    if (!above) return std::nullopt;
    bool ok = false;
    const double d = m_s.mid(start, m_pos - start).toDouble(&ok);
    const QByteArray back = QByteArray::number(d, 'f', 0);
    if (ok && back == m_s.mid(start, m_pos - start)) return std::nullopt;  // e.g. 2^60
    return Text::tr(
               "field '%1': %2 is not exactly representable as a number; write it as a "
               "string of digits")
        .arg(printable(valuePath(), 80), printable(QString::fromLatin1(m_s.mid(start, 40)), 40));
  }

  const QByteArray& m_s;
  qsizetype m_pos = 0;
  std::vector<Frame> m_stack;
};

}  // namespace

std::optional<QString> checkJsonText(const QByteArray& json) { return Scanner(json).run(); }

QString jsonKind(const QJsonValue& v) {
  switch (v.type()) {
    case QJsonValue::Null:
      return Text::tr("null");
    case QJsonValue::Bool:
      return Text::tr("a boolean");
    case QJsonValue::Double:
      return Text::tr("a number");
    case QJsonValue::String:
      return Text::tr("a string");
    case QJsonValue::Array:
      return Text::tr("an array");
    case QJsonValue::Object:
      return Text::tr("an object");
    case QJsonValue::Undefined:
      break;
  }
  return Text::tr("undefined");
}

std::optional<QString> parseJsonObject(const QByteArray& json, qint64 maxBytes, QJsonObject* out) {
  if (json.size() > maxBytes)
    return Text::tr("the file is larger than %1 KiB").arg(maxBytes / 1024);
  if (json.trimmed().isEmpty()) return Text::tr("the file is empty");
  QJsonParseError parse;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
  if (parse.error != QJsonParseError::NoError) {
    const QByteArray before = json.left(parse.offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = parse.offset - (before.lastIndexOf('\n') + 1) + 1;
    return Text::tr("not valid JSON at line %1, column %2: %3")
        .arg(line)
        .arg(column)
        .arg(parse.errorString());
  }
  if (!doc.isObject()) return Text::tr("the top level must be a JSON object");
  if (const auto why = checkJsonText(json)) return why;
  if (out != nullptr) *out = doc.object();
  return std::nullopt;
}

std::optional<ReadFailure> readDocument(const QString& path, qint64 maxBytes, QByteArray* out,
                                        const QString& missing) {
  if (path.startsWith(QLatin1String(":/"))) {  // built into the program (Qt resource)
    QFile resource(path);
    if (!resource.open(QIODevice::ReadOnly)) return ReadFailure{missing, false};
    *out = resource.readAll();
    return std::nullopt;
  }
  std::string data;
  const std::string name = "'" + printable(path).toStdString() + "'";
  if (const auto e = gelu::io::readFile(QFile::encodeName(path).toStdString(),
                                        static_cast<std::size_t>(maxBytes), &data, name)) {
    return ReadFailure{QString::fromStdString(e->message), e->kind == gelu::io::Error::Kind::Io};
  }
  *out = QByteArray::fromStdString(data);
  return std::nullopt;
}

}  // namespace ui
