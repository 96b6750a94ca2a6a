// export-web: a scene put into the web edition's page. The page here is a stand-in with the
// built page's two markers (the real page is the web tests', tests/web/page.test.mjs), so these
// run without the web toolchain.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "cli_run.hpp"

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(bytes);
}

const QByteArray kPage =
    "<!doctype html>\n<html><body><noscript><!--gelu-still--></noscript>"
    "<script type=\"application/json\" id=\"gelu-scene\"></script><script>start()</script>"
    "</body></html>\n";

RunOptions withPage(const QString& page) {
  RunOptions o;
  o.setEnv = {{"GELU_WEB_PAGE", page}};
  return o;
}

QByteArray sceneElement(const QByteArray& html) {
  const QByteArray open = "<script type=\"application/json\" id=\"gelu-scene\">";
  const qsizetype start = html.indexOf(open) + open.size();
  return html.mid(start, html.indexOf("</script>", start) - start);
}

TEST(ExportWeb, ThePageCarriesTheSceneAndAStillAndReopensAsIt) {
  QTemporaryDir dir;
  const QString page = dir.filePath("page.html");
  writeAll(page, kPage);
  const QString scene = dir.filePath("s.gelu.json");
  writeAll(scene,
           R"({"format": "gelu-explorer-scene", "version": 1, "x": 1.25,
               "formulas": [{"id": "f", "expression": "x<1 ? x : 1"}], "curves": ["gelu", "f"],
               "monte_carlo": {"seed": 7, "samples": 100}})");
  const QString out = dir.filePath("lecture.html");
  const Result r = run({"export-web", "--scene", scene, "-o", out}, withPage(page));
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  EXPECT_EQ(r.err, "");
  const QByteArray html = readAll(out);
  EXPECT_TRUE(html.contains("<noscript><img alt=")) << html.left(300).toStdString();
  EXPECT_TRUE(html.contains("src=\"data:image/png;base64,iVBORw0KGgo"));
  EXPECT_TRUE(html.endsWith("<script>start()</script></body></html>\n"));
  const QByteArray json = sceneElement(html);
  EXPECT_TRUE(json.contains("\"x\": 1.25"));
  EXPECT_TRUE(json.contains("x\\u003c1 ? x : 1")) << json.toStdString();  // '<' escaped
  EXPECT_FALSE(json.contains('<'));
  // The page opens as its scene: exported again, it carries the same scene.
  const QString again = dir.filePath("again.html");
  const Result r2 = run({"export-web", "--scene", out, "-o", again}, withPage(page));
  ASSERT_EQ(r2.code, 0) << r2.err.toStdString();
  EXPECT_EQ(sceneElement(readAll(again)), json);
  // And render draws from it as from the scene file.
  const Result r3 = run({"render", "--scene", out, "--panel", "cdf", "-o", dir.filePath("c.png")});
  EXPECT_EQ(r3.code, 0) << r3.err.toStdString();
}

TEST(ExportWeb, ADeckGoesInWhole) {
  QTemporaryDir dir;
  const QString page = dir.filePath("page.html");
  writeAll(page, kPage);
  const QString out = dir.filePath("lecture.html");
  const Result r = run({"export-web", "--deck",
                        GELU_SOURCE_DIR "/resources/decks/lecture.gelu-deck.json", "-o", out},
                       withPage(page));
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QByteArray html = readAll(out);
  const QByteArray json = sceneElement(html);
  EXPECT_TRUE(json.contains("\"format\": \"gelu-explorer-deck\"")) << json.left(200).toStdString();
  EXPECT_TRUE(json.contains("Die Normalverteilung"));  // every language the deck has
  EXPECT_FALSE(json.contains('<'));
  EXPECT_TRUE(html.contains("<img alt=\"The first step: The normal distribution\""));
}

TEST(ExportWeb, RefusalsAreOneLineAndLeaveTheOldPage) {
  QTemporaryDir dir;
  const QString page = dir.filePath("page.html");
  writeAll(page, kPage);
  const QString scene = dir.filePath("s.gelu.json");
  writeAll(scene, R"({"format": "gelu-explorer-scene", "version": 1})");
  const QString out = dir.filePath("old.html");
  writeAll(out, "old page\n");
  const auto check = [&](const Result& r, int code, const char* says) {
    EXPECT_EQ(r.code, code) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
    EXPECT_EQ(readAll(out), "old page\n");
  };
  check(run({"export-web", "--scene", scene, "-o", dir.filePath("p.txt")}, withPage(page)), 2,
        "does not end in .html");
  check(run({"export-web", "-o", out}, withPage(page)), 2, "--scene FILE or --deck FILE");
  check(run({"export-web", "--scene", scene, "--deck", scene, "-o", out}, withPage(page)), 2,
        "one of them");
  check(run({"export-web", "--deck", scene, "-o", out}, withPage(page)), 2, "--deck: ");
  // The page is not written over its own input.
  check(run({"export-web", "--scene", out, "-o", out}, withPage(page)), 2,
        "is one of this command's inputs");
  writeAll(dir.filePath("bad.gelu.json"),
           R"({"format": "gelu-explorer-scene", "version": 1, "x": "one"})");
  check(run({"export-web", "--scene", dir.filePath("bad.gelu.json"), "-o", out}, withPage(page)), 2,
        "'x'");
  check(run({"export-web", "--scene", scene, "-o", out}, withPage(dir.filePath("none.html"))), 1,
        "none.html");
  writeAll(dir.filePath("other.html"), "<!doctype html><p>another page</p>\n");
  check(run({"export-web", "--scene", scene, "-o", out}, withPage(dir.filePath("other.html"))), 1,
        "is not the web edition's page");
  // A page that is not a scene's is refused as one, in one line.
  check(run({"export-web", "--scene", dir.filePath("other.html"), "-o", out}, withPage(page)), 2,
        "this web page carries no scene");
}

}  // namespace

namespace {

TEST(Serve, RefusalsAreOneLineBeforeAnythingListens) {
  QTemporaryDir dir;
  const QString page = dir.filePath("page.html");
  writeAll(page, kPage);
  const QString deck = GELU_SOURCE_DIR "/resources/decks/lecture.gelu-deck.json";
  const auto check = [](const Result& r, int code, const char* says) {
    EXPECT_EQ(r.code, code) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    EXPECT_EQ(r.err.count('\n'), 1) << r.err.toStdString();
    EXPECT_EQ(r.out, "");
  };
  check(run({"serve"}, withPage(page)), 2, "--deck FILE is required");
  check(run({"serve", "--deck", deck, "--bind", "example.org"}, withPage(page)), 2,
        "is not an IP address");
  check(run({"serve", "--deck", deck, "--port", "70000"}, withPage(page)), 2, "--port");
  writeAll(dir.filePath("bad.gelu-deck.json"), "{}");
  check(run({"serve", "--deck", dir.filePath("bad.gelu-deck.json")}, withPage(page)), 2,
        "--deck: ");
  check(run({"serve", "--deck", deck}, withPage(dir.filePath("none.html"))), 1, "none.html");
}

}  // namespace
