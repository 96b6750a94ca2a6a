// Loads the encoder module (libgelu-encoders.so) on first use: beside the program as installed
// (../lib/gelu-explorer/plugins/ from bin/, also the build tree's layout), else, for a program in
// the build tree (the tests), where the build put it. An installed program never loads a build
// tree's module: without the gelu-explorer-animation package it says so.
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
    bool inBuildTree = true;
    if (QCoreApplication::instance() != nullptr) {
      const QString dir = QCoreApplication::applicationDirPath();
      candidates << QDir(dir).filePath("../lib/gelu-explorer/plugins/libgelu-encoders.so");
      const QString build = QDir(QStringLiteral(GELU_BUILD_DIR)).canonicalPath();
      inBuildTree = !build.isEmpty() && QDir(dir).canonicalPath().startsWith(build + '/');
    }
    if (inBuildTree) candidates << QStringLiteral(GELU_ENCODERS_BUILD_PATH);
    for (const QString& path : candidates) {
      if (!QFileInfo::exists(path)) continue;
      void* handle = ::dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_LOCAL);
      if (handle == nullptr) {
        failure = std::string(
                      "cannot load the animation encoders (reinstall the "
                      "gelu-explorer-animation package): ") +
                  ::dlerror();
        continue;
      }
      create = reinterpret_cast<Create>(::dlsym(handle, "gelu_create_encoder"));
      if (create != nullptr) return;
      failure = "the animation encoders' module has no entry point";
    }
    if (failure.empty()) {
      failure =
          "animations need the animation encoders: install the gelu-explorer-animation package";
    }
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

std::string AnimationEncoder::unavailable() {
  std::string why;
  loadModule(&why);
  return why;
}

}  // namespace ui
