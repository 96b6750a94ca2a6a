#pragma once
/// @file
/// @brief What lies over the audience view: a black or white screen, or the picture frozen
/// while the presenter moves on, the ink, and a card of text for the presenter (the keys, the
/// step being typed after G) when there is no console to show it on. Transparent to the mouse
/// while it covers nothing and the pointer is the tool, so the panels stay live (drag x).
#include <QImage>
#include <QPixmap>
#include <QWidget>
#include <optional>

#include "core/model/question.hpp"
#include "ui/panels/Theme.hpp"

class QPainter;

namespace ui {

class Ink;

class AudienceOverlay : public QWidget {
  Q_OBJECT
 public:
  /// End: black, saying the lecture has ended (the next key at its last step).
  enum class Cover { None, Black, White, Frozen, End };

  /// Over `view` (its child, kept at its size and on top), drawing `ink`.
  AudienceOverlay(QWidget* view, Ink& ink, const Theme& theme);

  Cover cover() const { return m_cover; }
  /// Black, white or frozen (the view as it is now, kept); None shows the live view again.
  void setCover(Cover cover);
  /// A card of presenter's text in the middle (empty: none). Rich text.
  void setCard(const QString& html);
  QString card() const { return m_card; }
  /// How to join the room, over the view: `qr` (a QR code, a pixel a module) above `url` and
  /// how many follow. A null `qr` hides it.
  void setJoin(const QImage& qr, const QString& url, int followers);
  bool joinShown() const { return !m_joinQr.isNull(); }
  QString joinText() const { return m_joinText; }
  /// The room's answers to the step's question revealed over the view: every answer over the
  /// true curve (a point question), a histogram (a number), bars (a choice), the right answer
  /// marked. nullopt hides them.
  void setResults(std::optional<gelu::model::ResolvedQuestion> question,
                  const gelu::model::AnswerTally& answers);
  bool resultsShown() const { return m_question.has_value(); }
  /// The results as this overlay paints them, onto `painter` in the view's coordinates (the
  /// console's copy of the view draws them too); nothing when none are shown.
  void paintResultsOn(QPainter& painter) {
    if (m_question) paintResults(painter);
  }
  /// The results' heading and count line, as shown.
  QString resultsText() const { return m_resultsText; }
  /// While the console copies the view: paint nothing (the copy draws the ink itself).
  void setSuppressed(bool suppressed) { m_suppressed = suppressed; }

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;
  void paintEvent(QPaintEvent* e) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void leaveEvent(QEvent* e) override;

 private:
  QPointF fraction(QPointF p) const;
  void paintJoin(QPainter& painter);
  void paintEnd(QPainter& painter) const;
  void paintResults(QPainter& painter);
  /// Mouse events reach the panels below unless something is drawn or covered here.
  void updateMouse();
  Ink& m_ink;
  Theme m_theme;
  Cover m_cover = Cover::None;
  QPixmap m_frozen;
  QString m_card;
  QImage m_joinQr;
  QString m_joinUrl;
  QString m_joinText;  ///< the lines under the code, as shown
  std::optional<gelu::model::ResolvedQuestion> m_question;
  gelu::model::AnswerTally m_answers;
  QString m_resultsText;
  bool m_suppressed = false;
  bool m_grabbing = false;  ///< the frozen picture being taken
};

}  // namespace ui
