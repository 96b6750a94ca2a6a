// Loads the encoder module (libgelu-encoders.so) on first use: beside the program as installed
// (../lib/gelu-explorer/plugins/ from bin/, also the build tree's layout), else where the build put
// it.
#include "ui/export/AnimationEncoder.hpp"

#include <dlfcn.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <mutex>

namespace ui {
namespace {

using Create = AnimationEncoder* (*)(const AnimationEncoder::Settings*, std::string*);

Create loadModule(std::string* why) {
  static std::once_flag once;
  static Create create = nullptr;
  static std::string failure;
  std::call_once(once, [] {
    QStringList candidates;
    if (QCoreApplication::instance() != nullptr) {
      candidates << QDir(QCoreApplication::applicationDirPath())
                        .filePath("../lib/gelu-explorer/plugins/libgelu-encoders.so");
    }
    candidates << QStringLiteral(GELU_ENCODERS_BUILD_PATH);
    for (const QString& path : candidates) {
      if (!QFileInfo::exists(path)) continue;
      void* handle = ::dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_LOCAL);
      if (handle == nullptr) {
        failure = std::string("cannot load the animation encoders: ") + ::dlerror();
        continue;
      }
      create = reinterpret_cast<Create>(::dlsym(handle, "gelu_create_encoder"));
      if (create != nullptr) return;
      failure = "the animation encoders' module has no entry point";
    }
    if (failure.empty()) failure = "the animation encoders (libgelu-encoders.so) are not installed";
  });
  if (create == nullptr && why != nullptr) *why = failure;
  return create;
}

}  // namespace

std::unique_ptr<AnimationEncoder> AnimationEncoder::create(const Settings& settings,
                                                           std::string* error) {
  const Create create = loadModule(error);
  if (create == nullptr) return nullptr;
  return std::unique_ptr<AnimationEncoder>(create(&settings, error));
}

}  // namespace ui
