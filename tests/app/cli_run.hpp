#pragma once
// Running the built gelu-explorer binary as a user would, for the end-to-end tests.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <functional>

QT_BEGIN_NAMESPACE
inline void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }
QT_END_NAMESPACE

namespace {

struct Result {
  int code = -1;  ///< exit code; -1 when the process died of a signal
  QString out;
  QString err;
};

/// How to run: extra environment, a step in the child before exec (limits, signals), stdout
/// sent to a file instead of a pipe.
struct RunOptions {
  QByteArray stdinData;
  QStringList unsetEnv;
  QList<QPair<QString, QString>> setEnv;
  std::function<void()> childSetup;
  QString stdoutFile;
};

inline Result run(const QStringList& args, const RunOptions& o) {
  QProcess p;
  p.setProgram(GELU_EXPLORER_BIN);
  p.setArguments(args);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  if (args.value(0) == "render") {
    // As on a server: no display and no platform chosen; render must pick offscreen itself.
    for (const char* v : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
      env.remove(v);
  } else {
    env.insert("QT_QPA_PLATFORM", "offscreen");
  }
  for (const QString& v : o.unsetEnv) env.remove(v);
  for (const auto& [name, value] : o.setEnv) env.insert(name, value);
  p.setProcessEnvironment(env);
  if (o.childSetup) p.setChildProcessModifier(o.childSetup);
  if (!o.stdoutFile.isEmpty()) p.setStandardOutputFile(o.stdoutFile, QIODevice::Append);
  p.start();
  EXPECT_TRUE(p.waitForStarted());
  if (!o.stdinData.isEmpty()) p.write(o.stdinData);
  p.closeWriteChannel();
  EXPECT_TRUE(p.waitForFinished(60000));
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

inline Result run(const QStringList& args, const QByteArray& stdinData = {}) {
  RunOptions o;
  o.stdinData = stdinData;
  return run(args, o);
}

/// A failure: exit `code`, exactly one line on stderr that starts with "gelu-explorer:" and
/// names `mentions`, nothing on stdout.
inline void expectError(const Result& r, int code, const QStringList& args,
                        const QString& mentions) {
  EXPECT_EQ(r.code, code) << args.join(' ').toStdString();
  EXPECT_TRUE(r.out.isEmpty()) << args.join(' ').toStdString() << ": " << r.out.toStdString();
  EXPECT_TRUE(r.err.startsWith("gelu-explorer:")) << r.err.toStdString();
  EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains(mentions))
      << r.err.toStdString() << " should mention " << mentions.toStdString();
}

/// Bad input: exit 2 (see expectError).
inline void expectUsageError(const QStringList& args, const QString& mentions) {
  expectError(run(args), 2, args, mentions);
}

/// An I/O failure: exit 1 (see expectError).
inline void expectIoError(const QStringList& args, const QString& mentions) {
  expectError(run(args), 1, args, mentions);
}

inline QByteArray fileBytes(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace
