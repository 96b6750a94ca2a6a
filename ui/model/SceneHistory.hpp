#pragma once
/// @file
/// @brief Undo/redo of every Scene change. Each change is recorded as the model before and after;
/// consecutive changes of the same kind merge into one step while a mouse button stays down or
/// when they follow each other quickly (a slider drag, a held arrow key), so one drag is one undo.
#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include "ui/model/SceneState.hpp"

class QUndoStack;

namespace ui {

class Scene;

class SceneHistory : public QObject {
  Q_OBJECT
 public:
  explicit SceneHistory(Scene& scene, QObject* parent = nullptr);
  QUndoStack* stack() const { return m_stack; }
  /// Changes closer together than this (ms) merge; a held mouse button merges regardless.
  void setMergeWindow(int ms) { m_mergeWindow = ms; }
  int mergeWindow() const { return m_mergeWindow; }
  /// Applies `s` as one undo step named `text` (opening a scene, a lecture step).
  void applyAsStep(const ModelState& s, const QString& text);
  /// While paused, changes are not recorded (the baseline follows the Scene).
  void setPaused(bool paused);

  /// Used by the commands.
  void restore(const ModelState& s);
  qint64 now() const { return m_clock.elapsed(); }

 private:
  void record(int kind, const QString& text);
  Scene& m_scene;
  QUndoStack* m_stack = nullptr;
  ModelState m_last;
  bool m_applying = false;
  bool m_paused = false;
  int m_mergeWindow = 600;
  QElapsedTimer m_clock;
};

}  // namespace ui
