// A file holds only the figure (issue 46, item 3): no marks or legend entries of panels the
// figure does not contain, a title that can be edited or left out, marks at x that can be left
// out, and a title that claims only what is drawn.
#include <gtest/gtest.h>

#include <qcustomplot.h>

#include <QApplication>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "core/activations.hpp"
#include "core/playback.hpp"
#include "ui/export/Export.hpp"
#include "ui/export/ExportLook.hpp"
#include "ui/export/TextBoxes.hpp"
#include "ui/lecture/BuiltInDeck.hpp"
#include "ui/model/Deck.hpp"
#include "ui/model/Scene.hpp"
#include "ui/model/SceneFile.hpp"
#include "ui/panels/ActivationsPanel.hpp"
#include "ui/panels/FigureLayout.hpp"
#include "ui/panels/PlotPanel.hpp"
#include "ui/panels/Stage.hpp"

namespace {

QString allText(const QList<ui::SheetCell>& cells, const ui::ExportOptions& o) {
  QStringList texts;
  for (const ui::TextBox& b : ui::textBoxes(cells, o)) texts << b.text;
  return texts.join(" | ");
}

ui::ExportOptions options() {
  ui::ExportOptions o;
  o.size = QSize(1600, 900);
  return o;
}

TEST(FigureContent, MarksAndLegendEntriesOnlyOfPanelsInTheFigure) {
  ui::Scene scene;
  scene.simulateTo(1000);
  {
    ui::Stage alone(scene.state(), scene.view(), {"activations"}, 0,
                    ui::Theme::forFigure(ui::ThemeChoice::Light));
    alone.scene().simulateTo(1000);
    const QString text = allText(alone.cells(), options());
    EXPECT_FALSE(text.contains("Monte Carlo mean")) << text.toStdString();
    EXPECT_FALSE(text.contains("neuron output")) << text.toStdString();
  }
  ui::Stage both(scene.state(), scene.view(), {"activations", "monte-carlo", "neuron"}, 3,
                 ui::Theme::forFigure(ui::ThemeChoice::Light));
  both.scene().simulateTo(1000);
  const QString text = allText(both.cells(), options());
  EXPECT_TRUE(text.contains("Monte Carlo mean")) << text.toStdString();
  EXPECT_TRUE(text.contains("neuron output")) << text.toStdString();
}

// The activations beside a panel draw the curves it speaks of, so that nothing it names is
// missing from them: beside the errors panel the approximations it compares (a newcomer's
// Approximations view showed GELU, ReLU and ELU beside the errors of two curves not drawn),
// beside the neuron its activation, on which its output is marked. Alone, or in a lecture,
// only the scene's curves.
TEST(FigureContent, TheActivationsDrawTheCurvesTheirCompanionsSpeakOf) {
  ui::Scene scene;  // GELU, ReLU, ELU; the neuron's activation GELU (tanh)
  ASSERT_EQ(scene.curves(), (QStringList{"gelu", "relu", "elu"}));
  const auto drawn = [](ui::Stage& stage) {
    const auto* panel = qobject_cast<const ui::CurveSetPanel*>(stage.panels().front());
    return panel == nullptr ? QStringList{} : panel->graphIds();
  };
  const auto light = ui::Theme::forFigure(ui::ThemeChoice::Light);
  ui::Stage alone(scene.state(), scene.view(), {"activations"}, 0, light);
  EXPECT_EQ(drawn(alone), (QStringList{"elu", "gelu", "relu"}));
  ui::Stage approximations(scene.state(), scene.view(), {"activations", "errors"}, 0, light);
  EXPECT_EQ(drawn(approximations),
            (QStringList{"elu", "gelu", "gelu_sigmoid", "gelu_tanh", "relu"}));
  EXPECT_TRUE(allText(approximations.cells(), options()).contains("GELU (sigmoid approx.)"));
  // The errors over the activations' x (they stood −4…3 beside −4…4), widened only to hold
  // where the approximations err most (|x| ≈ 2.70).
  const auto xOf = [&](int i) { return approximations.panels().at(i)->plot()->xAxis->range(); };
  EXPECT_EQ(xOf(1), xOf(0));
  approximations.scene().setXRange(-1, 1);
  QCoreApplication::processEvents();
  approximations.panels().at(1)->refresh();
  EXPECT_EQ(xOf(1), QCPRange(-3, 3));
  approximations.scene().setXRange(-4, 3);
  // One approximation shown: the errors panel compares that one, the activations add nothing.
  approximations.scene().setCurveShown("gelu_tanh", true);
  approximations.panels().front()->refresh();
  EXPECT_EQ(drawn(approximations), (QStringList{"elu", "gelu", "gelu_tanh", "relu"}));
  // Under the precision lens the errors panel compares GELU's own evaluations.
  approximations.scene().setCurveShown("gelu_tanh", false);
  approximations.scene().setPrecisionLens(true);
  QCoreApplication::processEvents();
  approximations.panels().front()->refresh();
  EXPECT_EQ(drawn(approximations), (QStringList{"elu", "gelu", "relu"}));

  ui::Stage neuron(scene.state(), scene.view(), {"activations", "neuron"}, 0, light);
  EXPECT_EQ(drawn(neuron), (QStringList{"elu", "gelu", "gelu_tanh", "relu"}));
  ui::NeuronState n = neuron.scene().neuron();
  n.activation = "mish";
  neuron.scene().setNeuron(n);
  QCoreApplication::processEvents();
  EXPECT_EQ(drawn(neuron), (QStringList{"elu", "gelu", "mish", "relu"}));
  // The output is on the curve drawn.
  const QPointF out =
      qobject_cast<const ui::ActivationsPanel*>(neuron.panels().front())->neuronPoint();
  EXPECT_DOUBLE_EQ(out.y(), (*gelu::builtInFunction("mish"))(out.x(), {}));
  // A gated unit's output is not on its activation's curve: no curve added.
  n.gate = "geglu";
  neuron.scene().setNeuron(n);
  QCoreApplication::processEvents();
  EXPECT_EQ(drawn(neuron), (QStringList{"elu", "gelu", "relu"}));
  // A deck step's figure (a handout's page, a step video, the window showing the step): the
  // deck's curves exactly, as the lecture draws them.
  ui::Deck deck = ui::builtInDeck();
  ui::DeckStep step = deck.steps[1];
  step.panels = {"activations", "errors"};
  step.question.reset();
  deck.steps = {step};
  const auto stepStage = ui::deckStepStage(deck, 0, 0, 0, light, 0, false, {});
  ASSERT_NE(stepStage, nullptr);
  QStringList deckCurves = stepStage->scene().curves();
  ASSERT_FALSE(deckCurves.contains("gelu_sigmoid"));
  deckCurves.sort();
  EXPECT_EQ(drawn(*stepStage), deckCurves);
  // Presenting: the deck's curves exactly.
  n.gate = "none";
  neuron.scene().setNeuron(n);
  neuron.panels().front()->setPresentation(true);
  QCoreApplication::processEvents();
  EXPECT_EQ(drawn(neuron), (QStringList{"elu", "gelu", "relu"}));
}

// A companion curve takes a colour family the scene's curves leave free, and the same colour
// in every panel that draws it: the default scene's ReLU is vermillion, and GELU (tanh), orange
// on its own, was drawn orange beside it (one family) in the activations of the approximations
// view, while the errors panel drew it in its own colour whatever the scene showed.
TEST(FigureContent, ACompanionCurveHasAFreeColourAndOneInEveryPanel) {
  ui::Scene scene;  // GELU, ReLU, ELU
  const auto colour = [](const ui::PlotPanel* panel, const QString& name) {
    for (int i = 0; i < panel->plot()->graphCount(); ++i) {
      const QCPGraph* g = panel->plot()->graph(i);
      // (The name, then its formula where the legend has the room.)
      const bool named = g->name() == name || g->name().startsWith(name + "   ");
      if (named && g->visible()) return g->pen().color();
    }
    return QColor();
  };
  for (const auto theme : {ui::ThemeChoice::Light, ui::ThemeChoice::Dark}) {
    const auto look = ui::Theme::forFigure(theme);
    ui::Stage stage(scene.state(), scene.view(), {"activations", "errors"}, 0, look);
    const ui::PlotPanel* activations = stage.panels().at(0);
    const ui::PlotPanel* errors = stage.panels().at(1);
    const QColor relu = colour(activations, "ReLU");
    ASSERT_TRUE(relu.isValid());
    EXPECT_EQ(relu, look.curveColor("relu"));  // a curve of the scene keeps its colour
    for (const QString& name :
         {QString("GELU (tanh approx.)"), QString("GELU (sigmoid approx.)")}) {
      SCOPED_TRACE(name.toStdString());
      const QColor beside = colour(activations, name);
      ASSERT_TRUE(beside.isValid());
      EXPECT_EQ(beside, colour(errors, name));
      for (const QString& id : scene.curves()) {
        const QColor own = look.curveColor(id, {}, scene.curves());
        EXPECT_NE(beside, own) << id.toStdString();
      }
      // Not of GELU's family (blue, sky blue) nor ReLU's (vermillion, orange).
      for (const char* id : {"gelu", "sigmoid", "relu", "gelu_tanh"}) {
        EXPECT_NE(beside, look.curveColor(id)) << id;
      }
    }
    // A curve no panel of the view draws takes no family: the neuron's activation (SiLU, green
    // on its own) is not drawn here, and GELU (tanh) keeps the free family it had.
    const QColor before = colour(activations, "GELU (tanh approx.)");
    ui::NeuronState n = stage.scene().neuron();
    n.activation = "silu";
    stage.scene().setNeuron(n);
    QCoreApplication::processEvents();
    for (ui::PlotPanel* p : stage.panels()) p->refresh();
    EXPECT_EQ(colour(activations, "GELU (tanh approx.)"), before);
    EXPECT_EQ(colour(errors, "GELU (tanh approx.)"), before);
  }
  // Beside the neuron its activation (tanh, vermillion on its own, of ReLU's family) takes a
  // free family, the same in the activations and in the neuron's label; no approximation, not
  // drawn in that view, takes one first.
  ui::Scene withTanh;
  ui::NeuronState n = withTanh.neuron();
  n.activation = "tanh";
  withTanh.setNeuron(n);
  const auto look = ui::Theme::forFigure(ui::ThemeChoice::Light);
  ui::Stage neuron(withTanh.state(), withTanh.view(), {"neuron", "activations"}, 0, look);
  const QColor tanh = colour(neuron.panels().at(1), "Tanh");
  ASSERT_TRUE(tanh.isValid());
  EXPECT_EQ(tanh, look.curveColor("silu"));  // green: the first free family
  EXPECT_EQ(tanh, look.curveColor("tanh", {}, withTanh.curves(), {"tanh"}));
  // The neuron's diagram names its activation in that colour (made readable as text).
  const QCustomPlot* diagram = neuron.panels().at(0)->plot();
  QColor label;
  for (int i = 0; i < diagram->itemCount(); ++i) {
    const auto* text = qobject_cast<const QCPItemText*>(diagram->item(i));
    if (text != nullptr && text->text() == "Tanh") label = text->color();
  }
  EXPECT_EQ(label, look.readable(tanh));
}

TEST(FigureContent, TheTitleCanBeEditedOrLeftOut) {
  ui::Scene scene;
  ui::Stage stage(scene.state(), scene.view(), {"cdf"}, 0,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  ui::ExportOptions o = options();
  EXPECT_TRUE(allText(stage.cells(), o).contains("the probability that the mask keeps"));
  o.title = "Where the coin lands";
  QString text = allText(stage.cells(), o);
  EXPECT_TRUE(text.contains("Where the coin lands")) << text.toStdString();
  EXPECT_FALSE(text.contains("the probability that the mask keeps")) << text.toStdString();
  o.title.clear();
  o.titles = false;
  text = allText(stage.cells(), o);
  EXPECT_FALSE(text.contains("the probability that the mask keeps")) << text.toStdString();
  // Without a title the plot takes its room: it starts higher.
  ui::ExportOptions with = options();
  ui::renderImage(stage.cells(), with);
  const double top = stage.panels().front()->renderedPlotRect().top();
  ui::renderImage(stage.cells(), o);
  EXPECT_LT(stage.panels().front()->renderedPlotRect().top(), top);
  // A title that is not TeX is refused, naming the column.
  o.title = "Broken $\\frac{1}$";
  o.titles = true;
  EXPECT_TRUE(ui::validateOptions(o, ui::ExportFormat::Png).contains("column"));
  o.title = QString(ui::ExportOptions::kMaxTitle + 1, 'a');
  EXPECT_FALSE(ui::validateOptions(o, ui::ExportFormat::Png).isEmpty());
  // Invisible and undecodable characters are refused, not drawn as gaps or replacement glyphs.
  for (const char16_t c : {u'\x1b', u'\x01', u'\uFFFD', u'\u202E', u'\u2028'}) {
    o.title = QStringLiteral("ab") + QChar(c) + QStringLiteral("cd");
    EXPECT_TRUE(ui::validateOptions(o, ui::ExportFormat::Png).contains("column 3"))
        << ui::validateOptions(o, ui::ExportFormat::Png).toStdString();
  }
  // ... counted in characters (one outside the BMP is one), while joiners and direction marks
  // are text: a Persian word with its ZWNJ, an emoji sequence, a mixed-direction title.
  o.title = QString::fromUtf8("\U0001D465\U0001F600 \x1b");
  EXPECT_TRUE(ui::validateOptions(o, ui::ExportFormat::Png).contains("column 4"))
      << ui::validateOptions(o, ui::ExportFormat::Png).toStdString();
  for (const char* ok : {"\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
                         "\U0001F469\u200D\U0001F4BB", "GELU \u2067\u05D2\u2069 \u200F."}) {
    o.title = QString::fromUtf8(ok);
    EXPECT_EQ(ui::validateOptions(o, ui::ExportFormat::Png), QString()) << ok;
  }
  // The file's own title (SVG <title>) is the figure's, as typed.
  o.title = "Where the coin lands";
  const QByteArray svg = ui::renderFile(stage.cells(), o, ui::ExportFormat::Svg);
  EXPECT_TRUE(svg.contains("<title>Where the coin lands</title>")) << svg.left(400).toStdString();
}

// A sheet's heading stands over all its panels, centred, in a band of its own: the panels share
// the height under it, nothing of theirs reaches into it, and it is drawn with or without the
// panels' titles. It names the file (SVG <title>) and is refused as a title is.
TEST(FigureContent, ASheetsHeadingStandsOverItsPanels) {
  ui::Scene scene;
  ui::Stage stage(scene.state(), scene.view(), {"pdf-area", "cdf", "activations", "derivatives"}, 2,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  ui::ExportOptions o = options();
  const QList<ui::SheetCell>& cells = stage.cells();
  EXPECT_EQ(ui::headingHeight(o), 0.0);
  EXPECT_EQ(ui::cellRect(cells.front(), o).top(), 0.0);
  o.heading = "The smooth gate $x\\,\\Phi(x)$";
  const double band = ui::headingHeight(o);
  EXPECT_GT(band, 20.0);
  EXPECT_LT(band, 0.1 * o.size.height());
  for (const bool titles : {true, false}) {
    o.titles = titles;
    const QList<ui::TextBox> boxes = ui::textBoxes(cells, o);
    EXPECT_EQ(ui::layoutProblems(boxes, cells, o), QStringList()) << titles;
    QRectF heading;
    for (const ui::TextBox& b : boxes) {
      if (b.cell < 0) {
        heading = heading.united(b.rect);
      } else {
        EXPECT_GE(b.rect.top(), band - 0.5) << b.text.toStdString();
      }
    }
    ASSERT_FALSE(heading.isNull()) << titles;
    EXPECT_LE(heading.bottom(), band);
    EXPECT_NEAR(heading.center().x(), o.size.width() / 2.0, 2.0);
    EXPECT_EQ(allText(cells, o).contains("the probability that the mask keeps"), titles);
  }
  // The cells share the height under the band: the first row starts there, the last ends at
  // the figure's bottom, and the rows stay as tall as each other.
  double top = o.size.height(), bottom = 0.0;
  for (const ui::SheetCell& c : cells) {
    top = std::min(top, ui::cellRect(c, o).top());
    bottom = std::max(bottom, ui::cellRect(c, o).bottom());
  }
  EXPECT_EQ(top, band);
  EXPECT_EQ(bottom, o.size.height());
  EXPECT_NEAR(ui::cellRect(cells[0], o).height(), ui::cellRect(cells[2], o).height(), 1.0);
  const QByteArray svg = ui::renderFile(cells, o, ui::ExportFormat::Svg);
  EXPECT_TRUE(svg.contains("<title>The smooth gate")) << svg.left(400).toStdString();
  // A heading wider than the figure that cannot break (one formula) is refused, not cut.
  o.heading = "$" + QString("x+").repeated(120) + "x$";
  EXPECT_FALSE(ui::layoutRefusal(cells, o).isEmpty());
  // A heading taller than half a small figure (300 characters at text size 4) keeps the cells
  // the other half, and is refused, not drawn over them.
  ui::ExportOptions small = options();
  small.size = QSize(400, 300);
  small.fontScale = 4;
  small.heading = QString("word ").repeated(60).trimmed();
  EXPECT_EQ(ui::headingHeight(small), 150.0);
  for (const ui::SheetCell& c : cells) EXPECT_GT(ui::cellRect(c, small).height(), 50.0);
  EXPECT_FALSE(ui::layoutRefusal(cells, small).isEmpty());
  // What a title may not hold, a heading may not either: the message says which it is.
  o.heading = QStringLiteral("ab") + QChar(u'\x1b') + QStringLiteral("cd");
  EXPECT_TRUE(ui::validateOptions(o, ui::ExportFormat::Png).startsWith("the heading"))
      << ui::validateOptions(o, ui::ExportFormat::Png).toStdString();
}

// Without the marks at x, nothing drawn depends on x's marks: two x give the same Φ figure
// except for what the curves themselves show (the cdf has no shading).
TEST(FigureContent, TheMarksAtXCanBeLeftOut) {
  ui::Scene scene;
  ui::ExportOptions o = options();
  o.size = QSize(800, 450);
  QImage withMarks[2], without[2];
  int i = 0;
  for (const double x : {0.5, 1.5}) {
    scene.setX(x);
    ui::Stage stage(scene.state(), scene.view(), {"cdf"}, 0,
                    ui::Theme::forFigure(ui::ThemeChoice::Light));
    withMarks[i] = ui::renderImage(stage.cells(), o);
    o.xMarks = false;
    without[i] = ui::renderImage(stage.cells(), o);
    o.xMarks = true;
    ++i;
  }
  EXPECT_NE(withMarks[0], withMarks[1]);
  EXPECT_NE(withMarks[0], without[0]);
  EXPECT_EQ(without[0], without[1]);
}

TEST(FigureContent, TheActivationsTitleClaimsOnlyWhatIsDrawn) {
  ui::Scene scene;
  ui::Stage stage(scene.state(), scene.view(), {"activations"}, 0,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  ui::PlotPanel* p = stage.panels().front();
  stage.scene().setCurves({"gelu", "relu", "elu"});
  EXPECT_FALSE(p->title().contains("approximations")) << p->title().toStdString();
  stage.scene().setCurves({"gelu", "gelu_tanh"});
  EXPECT_EQ(p->title(), "Activations: GELU beside its tanh approximation");
  stage.scene().setCurves({"gelu", "gelu_tanh", "gelu_sigmoid"});
  EXPECT_EQ(p->title(), "Activations: GELU beside its approximations");
  stage.scene().setCurves({"gelu", "gelu_sigmoid", "silu"});
  EXPECT_EQ(p->title(), "Activations: GELU beside its sigmoid approximation and other units");
  stage.scene().setCurves({"gelu", "gelu_tanh", "gelu_sigmoid", "silu"});
  EXPECT_TRUE(p->title().contains("approximations and ReLU-like units"))
      << p->title().toStdString();
}

// A figure carries its scene: a PNG, SVG or PDF exported here opens as the scene it shows
// (a PDF's as an attachment, issue 46, item 4).
TEST(FigureContent, APngSvgOrPdfFigureCarriesItsScene) {
  ui::Scene scene;
  scene.setX(1.25);
  scene.setCurves({"gelu", "silu", "mish"});
  ui::Stage stage(scene.state(), scene.view(), {"pdf-area", "activations"}, 2,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  stage.scene().simulateTo(500);
  QTemporaryDir dir;
  ui::ExportOptions o = options();
  o.size = QSize(1200, 500);
  for (const char* name : {"fig.png", "fig.svg", "fig.pdf"}) {
    SCOPED_TRACE(name);
    const QString path = dir.filePath(name);
    ASSERT_FALSE(ui::exportToFile(stage.cells(), path, o));
    QString error;
    const auto back = ui::readSceneFile(path, &error);
    ASSERT_TRUE(back.has_value()) << error.toStdString();
    EXPECT_EQ(back->model, stage.scene().state());
    EXPECT_EQ(back->samples, 500u);
    EXPECT_EQ(back->view.panels, (std::vector<std::string>{"pdf-area", "activations"}));
  }
  // A PDF whose attachment was damaged, a JPEG or a foreign PNG says so in one line.
  QFile pdf(dir.filePath("fig.pdf"));
  ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
  QByteArray bytes = pdf.readAll();
  pdf.close();
  // (The attachment's stream: its object named by the file specification's /EF.)
  const auto ef = QRegularExpression(R"(/F \(gelu-explorer-scene\.json\)\s*/EF <</F (\d+) 0 R)")
                      .match(QString::fromLatin1(bytes));
  ASSERT_TRUE(ef.hasMatch());
  const qsizetype object = bytes.indexOf("\n" + ef.captured(1).toLatin1() + " 0 obj");
  ASSERT_GT(object, 0);
  const qsizetype stream = bytes.indexOf("stream\n", object);
  ASSERT_GT(stream, 0);
  bytes[stream + 7] = static_cast<char>(bytes[stream + 7] ^ 0x55);  // the zlib header broken
  const QString damaged = dir.filePath("damaged.pdf");
  QFile out(damaged);
  ASSERT_TRUE(out.open(QIODevice::WriteOnly));
  out.write(bytes);
  out.close();
  QString error;
  EXPECT_FALSE(ui::readSceneFile(damaged, &error).has_value());
  EXPECT_TRUE(error.contains("carries no scene")) << error.toStdString();
  EXPECT_FALSE(error.contains('\n'));
  const QString jpeg = dir.filePath("fig.jpg");
  ASSERT_FALSE(ui::exportToFile(stage.cells(), jpeg, o));
  EXPECT_FALSE(ui::readSceneFile(jpeg, &error).has_value());
  EXPECT_TRUE(error.contains("JPEG")) << error.toStdString();
  const QString foreign = dir.filePath("foreign.png");
  QImage(10, 10, QImage::Format_RGB32).save(foreign);
  EXPECT_FALSE(ui::readSceneFile(foreign, &error).has_value());
  EXPECT_TRUE(error.contains("carries no scene")) << error.toStdString();
}

}  // namespace

TEST(FigureContent, AFigureShortOfRoomDropsTheNotesAboveItsPlotFirst) {
  // Notes above and under the plot, in a figure with room for one: the one above goes (the
  // coins before the tally), and the plot starts under the title's padding again.
  QImage device(1, 1, QImage::Format_ARGB32_Premultiplied);
  const ui::Theme theme = ui::Theme::forFigure(ui::ThemeChoice::Light);
  const auto laidOut = [&](double height, const QStringList& above) {
    auto figure = std::make_unique<ui::FigureLayout>(theme, &device, QSizeF(600, height));
    figure->setTitle(QString());
    figure->place(QString(), {"under"}, above);
    return figure;
  };
  // With room for both, the plot starts under the note above: a note's step.
  const double top = laidOut(2000, {})->plotTop();
  const double step = laidOut(2000, {"above"})->plotTop() - top;
  ASSERT_GT(step, 5.0);
  // Room for the plot's seven lines and one note, not two.
  const double least = 7 * QFontMetricsF(theme.font(11), &device).height();
  const double height = std::ceil(top + least + 1.5 * step);
  const auto alone = laidOut(height, {});
  const auto figure = laidOut(height, {"above"});
  EXPECT_EQ(figure->plotTop(), top);                     // the note above dropped
  EXPECT_EQ(figure->plotHeight(), alone->plotHeight());  // the one under kept
  EXPECT_LT(alone->plotHeight(), height - top - 1);
}

TEST(FigureContent, ALectureFiguresCoinsStandAboveItsPlotAsTheLectureShowsThem) {
  // A step video showed the coins and the last draw's test under the plot, where the lecture
  // shows them above it (step 4): a lecture figure sets them there, in the lecture's large
  // coins on a line of their own; the tally stays under the plot. A figure keeps them under.
  ui::Scene scene;
  ui::Stage stage(scene.state(), scene.view(), {"monte-carlo"}, 0,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  stage.scene().simulateTo(30);
  ui::PlotPanel* panel = stage.panels().front();
  for (const bool lecture : {false, true}) {
    ui::ExportOptions o = options();
    o.size = QSize(1280, 720);
    o.lectureRows = lecture;
    const QList<ui::TextBox> boxes = ui::textBoxes(stage.cells(), o);
    const QRectF plot = panel->renderedPlotRect();
    ASSERT_FALSE(plot.isEmpty());
    QRectF coins, test, tally;
    for (const ui::TextBox& b : boxes) {
      if (b.text.contains(QChar(0x25CF)) || b.text.contains(QChar(0x25CB))) coins |= b.rect;
      if (b.text.contains("last:")) test |= b.rect;
      if (b.text.startsWith("n equals")) tally |= b.rect;  // (the tally's count, as read)
    }
    ASSERT_FALSE(coins.isEmpty()) << lecture;
    ASSERT_FALSE(test.isEmpty()) << lecture;
    ASSERT_FALSE(tally.isEmpty()) << lecture;
    EXPECT_GE(tally.top(), plot.bottom()) << lecture;
    if (lecture) {
      EXPECT_LE(coins.bottom(), test.top() + 0.5);  // on a line of its own, above the test
      EXPECT_LE(test.bottom(), plot.top() + 0.5);
    } else {
      EXPECT_GE(coins.top(), plot.bottom());
      EXPECT_GE(test.top(), plot.bottom());
    }
  }
  // The look over, the panel draws a figure again.
  EXPECT_FALSE(panel->lectureFigure());
}

// A Monte Carlo figure's coin row as wide as the figure: it was set for the panel's widget,
// which a figure drawn offscreen (a step video, the command line, a handout) never showed, so
// it held one coin beside the last draw's test.
TEST(FigureContent, AMonteCarloFigureShowsTheCoinsItsWidthHolds) {
  ui::Scene scene;
  ui::Stage stage(scene.state(), scene.view(), {"monte-carlo"}, 0,
                  ui::Theme::forFigure(ui::ThemeChoice::Light));
  stage.scene().simulateTo(30);
  const auto coins = [&](QSize size) {
    ui::ExportOptions o = options();
    o.size = size;
    const QString text = allText(stage.cells(), o);
    return std::make_pair(static_cast<int>(text.count(QChar(0x25CF)) + text.count(QChar(0x25CB))),
                          text);
  };
  const auto [wide, wideText] = coins(QSize(1600, 900));
  EXPECT_EQ(wide, static_cast<int>(gelu::soi::kRecentDraws)) << wideText.toStdString();
  EXPECT_TRUE(wideText.contains("last:")) << wideText.toStdString();
  const auto [narrow, narrowText] = coins(QSize(500, 400));
  EXPECT_GT(narrow, 3) << narrowText.toStdString();
  EXPECT_LT(narrow, wide) << narrowText.toStdString();  // the row never wraps
  EXPECT_TRUE(narrowText.contains("last:")) << narrowText.toStdString();
  // However narrow the figure, its coins stand on one line (the test after them where it fits,
  // else on a line of its own).
  for (int width = 200; width <= 800; width += 7) {
    ui::ExportOptions o = options();
    o.size = QSize(width, 420);
    QList<double> lines;
    for (const ui::TextBox& b : ui::textBoxes(stage.cells(), o)) {
      if (!b.text.contains(QChar(0x25CF)) && !b.text.contains(QChar(0x25CB))) continue;
      if (!lines.isEmpty() && std::abs(b.rect.center().y() - lines.front()) < 2.0) continue;
      lines << b.rect.center().y();
    }
    EXPECT_EQ(lines.size(), 1) << width << " px wide";
  }
}
