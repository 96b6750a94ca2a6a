#include "ui/export/SlideHeader.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "core/model/presentation.hpp"
#include "ui/export/TextBlock.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Text.hpp"
#include "ui/typeset/MathText.hpp"

namespace ui {
namespace {

// The share of the frame the texts may take: the lecture keeps 60% for its plots when panels
// are shown; a video frame has no footer and its panels need their room as much.
constexpr double kShare = 0.45;

}  // namespace

double slideMargin(QSize frame) {
  return std::round(kLectureSideMargin * std::min(1.0, frame.height() / 720.0));
}

SlideHeader::SlideHeader(SlideTexts texts, const Theme& theme, QSize frame, double canvasScale,
                         double largest)
    : m_texts(std::move(texts)), m_theme(theme) {
  if (m_texts.empty()) return;
  m_margin = slideMargin(frame);  // (the panels' too)
  m_gap = 0.012 * frame.height();
  m_width = frame.width() - 2 * m_margin;
  // A video is shown at whatever size the slide has: a smaller frame is the 1080p one with fewer
  // pixels, its type scaled with its height.
  m_points = canvasScale * std::min(1.0, frame.height() / 1080.0);
  // Measured with the live formula at a representative x (its digits keep their width).
  const double room = kShare * frame.height();
  double factor = std::min(1.0, largest);
  layOut(factor, 0.5, 0.0, 1.0);
  for (int i = 0; i < 8 && m_height > room && factor > kLectureSmallestText; ++i) {
    factor = std::max(kLectureSmallestText, factor * std::max(0.9, room / m_height) * 0.99);
    layOut(factor, 0.5, 0.0, 1.0);
  }
  const int deepest = gelu::model::deepestFormulaCut(toStd(m_texts.formulas));
  while (m_height > room && m_from < deepest) {
    ++m_from;
    layOut(factor, 0.5, 0.0, 1.0);
  }
  // A caption too long for its share even so: smaller type rather than no room for the plots.
  for (int i = 0; i < 8 && m_height > room && factor > 0.5; ++i) {
    factor = std::max(0.5, factor * std::max(0.8, room / m_height) * 0.99);
    layOut(factor, 0.5, 0.0, 1.0);
  }
}

QString SlideHeader::formulaHtml(double x, double mu, double sigma) const {
  std::vector<std::string> lines = toStd(m_texts.formulas);
  if (!m_texts.liveTemplate.empty() && !lines.empty()) {
    lines.front() = liveFormulaAt(m_texts.liveTemplate, x, mu, sigma).toStdString();
  }
  QString html;
  for (const std::string& f : gelu::model::displayFormulas(lines, m_from)) {
    html += "$$" + QString::fromStdString(f) + "$$";
  }
  return html;
}

void SlideHeader::layOut(double factor, double x, double mu, double sigma) {
  m_factor = factor;
  m_caption = m_texts.caption.isEmpty()
                  ? nullptr
                  : textBlock(keepFormulasWhole(typeset::escapedAroundMath(m_texts.caption)),
                              m_width, m_theme, kLectureCaptionPoints * m_points * factor, true);
  m_shownFormulas = formulaHtml(x, mu, sigma);
  m_formulas = m_shownFormulas.isEmpty() ? nullptr
                                         : textBlock(m_shownFormulas, m_width, m_theme,
                                                     kLectureFormulaPoints * m_points * factor);
  m_height = m_gap;
  if (m_caption) m_height += m_caption->size().height() + m_gap;
  if (m_formulas) m_height += m_formulas->size().height() + m_gap;
}

void SlideHeader::paint(QPainter& p, double x, double mu, double sigma) {
  if (m_texts.empty()) return;
  if (!m_texts.liveTemplate.empty()) {
    const QString html = formulaHtml(x, mu, sigma);
    if (html != m_shownFormulas) {
      m_shownFormulas = html;
      m_formulas = textBlock(html, m_width, m_theme, kLectureFormulaPoints * m_points * m_factor);
    }
  }
  double y = m_gap;
  for (QTextDocument* doc : {m_caption.get(), m_formulas.get()}) {
    if (doc == nullptr) continue;
    p.save();
    p.translate(m_margin, y);
    doc->drawContents(&p);
    p.restore();
    y += doc->size().height() + m_gap;
  }
}

}  // namespace ui
