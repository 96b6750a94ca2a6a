// TextLabel: a new text lays the window out again only when the label's size needs change.
#include <gtest/gtest.h>

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QVBoxLayout>
#include <QWidget>

#include "ui/panels/TextLabel.hpp"

namespace {

/// Counts the layout requests a widget receives.
struct LayoutRequests : QObject {
  int count = 0;
  bool eventFilter(QObject*, QEvent* e) override {
    if (e->type() == QEvent::LayoutRequest) ++count;
    return false;
  }
};

class TextLabelTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto* layout = new QVBoxLayout(&panel);
    text = new ui::TextLabel(&panel);
    text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    text->label()->setWordWrap(true);
    text->setText("n = 100   mean = 0.3412");
    layout->addWidget(text);
    layout->addWidget(new QWidget(&panel), 1);
    panel.resize(300, 400);
    panel.show();
    QApplication::processEvents();
    QApplication::processEvents();
    panel.installEventFilter(&requests);
  }
  int lineSpacing() const { return QFontMetrics(text->label()->font()).lineSpacing(); }
  QWidget panel;
  ui::TextLabel* text = nullptr;
  LayoutRequests requests;
};

TEST_F(TextLabelTest, ANewTextOfTheSameHeightAsksForNoLayout) {
  const int height = text->height();
  for (const char* s : {"n = 200   mean = 0.3398", "n = 1,000   mean = 0.34127", "x"}) {
    text->setText(s);
    QApplication::processEvents();
    EXPECT_EQ(text->label()->text(), s);
    EXPECT_EQ(text->label()->geometry(), text->rect());
  }
  EXPECT_EQ(requests.count, 0);
  EXPECT_EQ(text->height(), height);
}

TEST_F(TextLabelTest, ATallerTextIsLaidOutAgain) {
  const int oneLine = text->height();
  text->setText(QString("a few words more ").repeated(12));  // three lines or more at 300 px
  QApplication::processEvents();
  EXPECT_GE(requests.count, 1);
  EXPECT_GE(text->height(), oneLine + 2 * lineSpacing());
  EXPECT_EQ(text->label()->geometry(), text->rect());
  text->setText("short again");
  QApplication::processEvents();
  EXPECT_EQ(text->height(), oneLine);
}

// The layout remembers heights for a few widths: a text of the same height at this width must
// still get its own height at another (narrowed, widened and narrowed again).
TEST_F(TextLabelTest, ATextKeepsItsHeightAtEveryWidth) {
  for (const int w : {400, 120, 400}) {
    panel.resize(w, 400);
    QApplication::processEvents();
  }
  text->setText("n = 10,000   kept 6919 (69.19%)   mean 0.34595");  // one line at 400 px
  QApplication::processEvents();
  panel.resize(120, 400);
  QApplication::processEvents();
  EXPECT_EQ(text->height(), text->heightForWidth(text->width()));
  EXPECT_GE(text->height(), 2 * lineSpacing());
}

TEST_F(TextLabelTest, ALargerFontIsLaidOutAgain) {
  const int oneLine = text->height();
  QFont f = text->font();
  f.setPointSizeF(f.pointSizeF() * 3);
  text->setFont(f);
  QApplication::processEvents();  // the label's request to this widget, then this widget's
  QApplication::processEvents();
  EXPECT_GE(text->height(), 2 * oneLine);
}

TEST_F(TextLabelTest, ATextChangedWhileHiddenIsLaidOutWhenShown) {
  text->hide();
  QApplication::processEvents();
  const int oneLine = text->sizeHint().height();
  text->setText(QString("a few words more ").repeated(12));
  text->show();
  QApplication::processEvents();
  EXPECT_GE(text->height(), oneLine + 2 * lineSpacing());
}

TEST_F(TextLabelTest, AWidthThePolicyIgnoresDoesNotCount) {
  // A longer single line: wider, the same height; the panel's minimum width does not follow.
  text->label()->setWordWrap(false);
  QApplication::processEvents();
  QApplication::processEvents();
  requests.count = 0;
  text->setText(QString("long ").repeated(200));
  QApplication::processEvents();
  EXPECT_EQ(requests.count, 0);
  EXPECT_LT(panel.minimumSizeHint().width(), 300);
}

}  // namespace
