#include "ui/panels/PlotNames.hpp"

#include <qcustomplot.h>

#include <algorithm>
#include <climits>
#include <cmath>

#include "ui/model/Text.hpp"
#include "ui/panels/AxisFit.hpp"
#include "ui/panels/Theme.hpp"
#include "ui/panels/qcp/MathPlotItems.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {

double PlotNames::textHeight(const QString& text, const QFont& font) {
  if (typeset::containsMath(text)) return typeset::MathText(text, font).size().height();
  return QFontMetricsF(font).lineSpacing() * static_cast<double>(text.count('\n') + 1);
}

void PlotNames::clear() {
  m_items.clear();
  m_rects.clear();
  m_texts.clear();
  m_shorter.clear();
}

QCPItemText* PlotNames::above(QCustomPlot& plot, QCPAxisRect* rect, const Theme& theme) {
  auto* t = new MathItemText(&plot);  // a name's $…$ typeset
  t->setClipToAxisRect(false);
  t->position->setAxisRect(rect);
  t->position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
  t->position->setType(QCPItemPosition::ptAxisRectRatio);
  t->position->setCoords(0.0, 0.0);
  t->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
  t->setTextAlignment(Qt::AlignLeft);
  t->setPadding(QMargins(0, 0, 0, static_cast<int>(std::lround(3 * theme.fontScale))));
  return t;
}

void PlotNames::add(QCustomPlot& plot, QCPAxisRect* rect, const QString& text, const Theme& theme,
                    const QString& shorter) {
  QCPItemText* t = above(plot, rect, theme);
  t->setFont(theme.font(11, true));
  t->setColor(theme.foreground);
  m_texts << keepFormulasWhole(text);
  m_shorter << (shorter.isEmpty() ? QString() : keepFormulasWhole(shorter));
  t->setText(m_texts.back());
  m_items << t;
  m_rects << rect;
}

namespace {

/// The width a name above `rect` may take: over its plot and on to the next plot right of it in
/// the same row (to that one's outer rect, where its axis label's padding begins), less a gap.
/// Only its plot's width with nothing right of it (the panel's edge is not the name's), or while
/// the legend stands in a column beside a plot (moveLegendBeside()): that column may stand
/// between two plots of a row, and a name run on would cross it.
int nameRoom(const QCPAxisRect& rect, int gap) {
  if (legendIsBeside(*rect.parentPlot())) return rect.width();
  const QRect outer = rect.outerRect();
  int next = INT_MAX;
  for (const QCPAxisRect* other : rect.parentPlot()->axisRects()) {
    if (other == &rect || !other->visible() || other->layout() == nullptr) continue;
    const QRect o = other->outerRect();
    if (o.top() < outer.bottom() && o.bottom() > outer.top() && o.left() >= rect.right()) {
      next = std::min(next, o.left());
    }
  }
  return next == INT_MAX ? rect.width() : std::max(rect.width(), next - gap - rect.left());
}

}  // namespace

QString PlotNames::broken(qsizetype i, int room) const {
  const QFont font = m_items[i]->font();
  const QString text = wrapLines(m_texts[i], font, room);
  if (!m_shorter[i].isEmpty()) {
    const QString shorter = wrapLines(m_shorter[i], font, room);
    if (shorter.count('\n') < text.count('\n')) return shorter;
  }
  return text;
}

QString PlotNames::shape() const {
  QString all;
  for (qsizetype i = 0; i < m_items.size(); ++i) {
    if (m_items[i] == nullptr) continue;
    // Each number as one 0, whatever its digits: a run's epoch (0 to 419) and an accuracy
    // (40.0 % to 100.0 %) that gained a digit made another shape, and the training's maps and
    // losses changed places as its run played.
    const QString text = m_texts[i] + '\t' + m_shorter[i];
    QString plain;
    for (const QChar c : text) {
      if (!c.isDigit()) {
        plain += c;
      } else if (plain.isEmpty() || plain.back() != '0') {
        plain += '0';
      }
    }
    all += plain + '\t' + m_items[i]->font().toString() + '\n';
  }
  return all;
}

int PlotNames::heightAt(qsizetype i, int room) const {
  const QCPItemText* name = m_items[i];
  if (name == nullptr) return 0;
  return static_cast<int>(std::ceil(textHeight(broken(i, std::max(room, 60)), name->font()))) +
         name->padding().bottom() + 2;
}

bool PlotNames::fit() {
  bool changed = false;
  QList<int> needs(m_items.size(), 0);
  const auto sameRow = [this](qsizetype i, qsizetype j) {
    const QRect a = m_rects[i]->outerRect(), b = m_rects[j]->outerRect();
    return a.height() > 0 && a.top() == b.top() && a.bottom() == b.bottom();
  };
  QList<QString> texts(m_items.size());
  QList<int> rooms(m_items.size(), 0);
  for (qsizetype i = 0; i < m_items.size(); ++i) {
    if (m_items[i] == nullptr) continue;
    const QFont font = m_items[i]->font();
    // (Beyond the gap the next plot's axis padding and label: that label is centred on the
    // plot's height, well below the names.)
    const int gap = static_cast<int>(std::lround(0.3 * QFontMetricsF(font).averageCharWidth()));
    rooms[i] = std::max(nameRoom(*m_rects[i], gap), 60);
    texts[i] = broken(i, rooms[i]);
  }
  // The names of a row say it alike: one said shorter, so are its neighbours that can be in no
  // more lines.
  for (qsizetype i = 0; i < m_items.size(); ++i) {
    if (m_items[i] == nullptr || m_shorter[i].isEmpty()) continue;
    const QString shorter = wrapLines(m_shorter[i], m_items[i]->font(), rooms[i]);
    if (texts[i] == shorter || shorter.count('\n') > texts[i].count('\n')) continue;
    for (qsizetype j = 0; j < m_items.size(); ++j) {
      if (j == i || m_items[j] == nullptr || m_shorter[j].isEmpty() || !sameRow(i, j)) continue;
      if (texts[j] == wrapLines(m_shorter[j], m_items[j]->font(), rooms[j])) {
        texts[i] = shorter;
        break;
      }
    }
  }
  for (qsizetype i = 0; i < m_items.size(); ++i) {
    QCPItemText* name = m_items[i];
    if (name == nullptr) continue;
    const QFont font = name->font();
    const QString& text = texts[i];
    if (text != name->text()) {
      name->setText(text);
      changed = true;
    }
    needs[i] = static_cast<int>(std::ceil(textHeight(text, font))) + name->padding().bottom() + 2;
  }
  // The plots of a row share their top: each keeps the room its row's tallest name takes (the
  // propagation panel's variance map stood 17 px above the variance by layer, whose name took
  // two lines beside its one). A row is the rects laid out at one top and bottom.
  for (qsizetype i = 0; i < m_items.size(); ++i) {
    if (m_items[i] == nullptr) continue;
    int need = needs[i];
    for (qsizetype j = 0; j < m_items.size(); ++j) {
      if (m_items[j] == nullptr) continue;  // (its rect may be gone with it)
      if (sameRow(i, j)) need = std::max(need, needs[j]);
    }
    QMargins m = m_rects[i]->minimumMargins();
    if (m.top() < need) {
      m.setTop(need);
      m_rects[i]->setMinimumMargins(m);
      changed = true;
    }
  }
  return changed;
}

}  // namespace ui
