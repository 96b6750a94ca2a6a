// export-web: a scene put into the web edition's page. The page here is a stand-in with the
// built page's two markers (the real page is the web tests', tests/web/page.test.mjs), so these
// run without the web toolchain.
#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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
  // The deck whole: its questions with their right answers (the desktop reopens it as it was)…
  EXPECT_TRUE(json.contains("\"answer\": \"Phi(1)\"")) << json.toStdString();
  EXPECT_TRUE(json.contains("\"answer\": \"minimum\""));
  // …or, for a page handed out before the lecture, the questions without what is right.
  const QString handout = dir.filePath("before.html");
  ASSERT_EQ(run({"export-web", "--deck", GELU_SOURCE_DIR "/resources/decks/lecture.gelu-deck.json",
                 "--without-answers", "-o", handout},
                withPage(page))
                .code,
            0);
  const QByteArray before = sceneElement(readAll(handout));
  EXPECT_TRUE(before.contains("\"question\""));
  EXPECT_FALSE(before.contains("\"answer\""));
  EXPECT_TRUE(before.contains("\"notes\""));  // the notes stay (a page's reader may read them)
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
  // (A scene has no questions to leave the answers out of: refused, not ignored.)
  check(run({"export-web", "--scene", scene, "--without-answers", "-o", out}, withPage(page)), 2,
        "--without-answers is for a deck's questions");
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

// Issue 48, item 4: the folder variant for a course web site — a page per scene and deck sharing
// the engine's script and style, an index listing them; refusals in one line, nothing written.
TEST(ExportWeb, AFolderOfPagesSharesTheEngine) {
  QTemporaryDir dir;
  const QString page = dir.filePath("page.html");
  writeAll(page,
           "<!doctype html>\n<html><head><style>body{};</style></head><body><noscript>"
           "<!--gelu-still--></noscript><script type=\"application/json\" id=\"gelu-scene\">"
           "</script><script>start(\"<script>\")</script></body></html>\n");
  QDir().mkpath(dir.filePath("a"));
  QDir().mkpath(dir.filePath("b"));
  const QString one = dir.filePath("a/one.gelu.json");
  const QString two = dir.filePath("b/Two Ways!.gelu.json");
  writeAll(one, R"({"format": "gelu-explorer-scene", "version": 1, "x": 1.5})");
  writeAll(two, R"({"format": "gelu-explorer-scene", "version": 1, "x": -1})");
  const QString site = dir.filePath("site");
  const Result r =
      run({"export-web", "--scene", one, "--scene", two, "--folder", site}, withPage(page));
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  // The engine's files are named by their content (12 hex digits of its SHA-256).
  const auto engine = [](const QByteArray& bytes, const char* suffix) {
    return "gelu-explorer." +
           QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(12) + suffix;
  };
  const QByteArray script = engine("start(\"<script>\")\n", ".js");
  const QByteArray style = engine("body{}\n", ".css");
  EXPECT_EQ(readAll(site + "/" + script), "start(\"<script>\")\n");
  EXPECT_EQ(readAll(site + "/" + style), "body{}\n");
  const QByteArray first = readAll(site + "/one.html");
  EXPECT_TRUE(first.contains("<head><link rel=\"stylesheet\" href=\"" + style + "\"></head>"))
      << first.toStdString();
  EXPECT_TRUE(first.endsWith("<script src=\"" + script + "\"></script></body></html>\n"))
      << first.toStdString();
  EXPECT_TRUE(sceneElement(first).contains("1.5")) << first.toStdString();
  EXPECT_TRUE(sceneElement(readAll(site + "/Two-Ways-.html")).contains("-1"));
  const QByteArray index = readAll(site + "/index.html");
  EXPECT_TRUE(index.contains("<a href=\"one.html\">one</a>")) << index.toStdString();
  EXPECT_TRUE(index.contains("<a href=\"Two-Ways-.html\">Two-Ways-</a>"));
  const auto refused = [&](const QStringList& args, int code, const char* says,
                           const QString& pagePath) {
    const QString target = dir.filePath("none");
    const Result x = run(QStringList{"export-web"} + args, withPage(pagePath));
    EXPECT_EQ(x.code, code) << x.err.toStdString();
    EXPECT_TRUE(x.err.contains(says)) << x.err.toStdString();
    EXPECT_EQ(x.err.count('\n'), 1) << x.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(target));
  };
  const QString none = dir.filePath("none");
  refused({"--scene", one, "--folder", none, "-o", dir.filePath("x.html")}, 2, "not both", page);
  refused({"--folder", none}, 2, "--folder needs a --scene FILE or --deck FILE", page);
  refused({"--scene", one, "--scene", two, "-o", dir.filePath("x.html")}, 2,
          "several with --folder", page);
  refused({"--scene", one, "--scene", one, "--folder", none}, 2,
          "two pages would be named 'one.html'", page);
  refused({"--scene", one, "--folder", page}, 2, "is not a folder", page);
  // A folder in a file: the file is named as what it is (it said the folder did not exist).
  const QByteArray inFile = "--folder: '" + page.toUtf8() + "' is not a folder";
  refused({"--scene", one, "--folder", page + "/out"}, 2, inFile.constData(), page);
  // The folder is made, not the path to it: a mistyped parent is said (it was created).
  const QByteArray missing = "the folder '" + dir.filePath("none").toUtf8() + "' does not exist";
  refused({"--scene", one, "--folder", dir.filePath("none/deeper")}, 2, missing.constData(), page);
  // A trailing '/' names the folder itself, made since its parent exists.
  const Result slash = run(
      {"export-web", "--scene", one, "--folder", dir.filePath("slashed") + "/"}, withPage(page));
  EXPECT_EQ(slash.code, 0) << slash.err.toStdString();
  EXPECT_TRUE(QFileInfo::exists(dir.filePath("slashed/index.html")));
  writeAll(dir.filePath("b/ONE.gelu.json"), R"({"format": "gelu-explorer-scene", "version": 1})");
  refused({"--scene", one, "--scene", dir.filePath("b/ONE.gelu.json"), "--folder", none}, 2,
          "two pages would be named 'ONE.html'", page);
  writeAll(dir.filePath("plain.html"), kPage);  // no <style>: not the build's layout
  refused({"--scene", one, "--folder", none}, 1, "not laid out as the build makes it",
          dir.filePath("plain.html"));
}

// Exporting into a folder again with another build's engine never pairs a page with an engine it
// was not built with: the new engine goes in beside the old one and the pages are replaced. The
// old engine stays for a day (a page read or cached just before still finds it), and while any
// page in the folder or below names it; then the next export removes it. The unversioned
// gelu-explorer.js of earlier versions and other files are left alone.
TEST(ExportWeb, AFolderExportedAgainKeepsEachPageWithItsOwnEngine) {
  QTemporaryDir dir;
  const auto built = [&](const QString& name, const char* script) {
    writeAll(dir.filePath(name),
             QByteArray("<!doctype html>\n<html><head><style>body{};</style></head><body>"
                        "<noscript><!--gelu-still--></noscript><script type=\"application/json\" "
                        "id=\"gelu-scene\"></script><script>") +
                 script + "</script></body></html>\n");
    return dir.filePath(name);
  };
  const QString oldPage = built("old.html", "old()");
  const QString newPage = built("new.html", "renewed()");
  const QString one = dir.filePath("one.gelu.json");
  writeAll(one, R"({"format": "gelu-explorer-scene", "version": 1, "x": 1.5})");
  const QString site = dir.filePath("site");
  ASSERT_EQ(run({"export-web", "--scene", one, "--folder", site}, withPage(oldPage)).code, 0);
  const auto engines = [&] {
    QStringList js = QDir(site).entryList({"gelu-explorer*.js"}, QDir::Files);
    js.sort();
    return js;
  };
  const QStringList before = engines();
  ASSERT_EQ(before.size(), 1) << before.join(' ').toStdString();
  const QString old = before[0];
  writeAll(site + "/gelu-explorer.js", "older()");
  writeAll(site + "/gelu-explorer.notes.js", "not an engine's name");
  const Result r = run({"export-web", "--scene", one, "--folder", site}, withPage(newPage));
  ASSERT_EQ(r.code, 0) << r.err.toStdString();
  const QByteArray page = readAll(site + "/one.html");
  QString current;
  for (const QString& name : engines()) {
    if (name != old && name.size() == old.size()) current = name;
  }
  ASSERT_FALSE(current.isEmpty()) << engines().join(' ').toStdString();
  EXPECT_EQ(readAll(site + "/" + current), "renewed()\n");
  EXPECT_TRUE(page.contains("<script src=\"" + current.toUtf8() + "\">")) << page.toStdString();
  EXPECT_FALSE(page.contains(old.toUtf8()));
  EXPECT_EQ(readAll(site + "/" + old), "old()\n");  // written just now: kept for a day
  EXPECT_EQ(QDir(site).entryList({"gelu-explorer*.css"}, QDir::Files).size(), 1);  // same style
  // Two days on, while a page below the folder still names it, it stays.
  const auto age = [&](const QString& name) {
    QFile f(site + "/" + name);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    ASSERT_TRUE(f.setFileTime(QDateTime::currentDateTimeUtc().addDays(-2),
                              QFileDevice::FileModificationTime));
  };
  age(old);
  age("gelu-explorer.js");
  QDir().mkpath(site + "/week2");
  writeAll(site + "/week2/mine.html", "<script src=\"../" + old.toUtf8() + "\"></script>");
  ASSERT_EQ(run({"export-web", "--scene", one, "--folder", site}, withPage(newPage)).code, 0);
  EXPECT_TRUE(QFileInfo::exists(site + "/" + old));
  // Once no page names it, the next export removes it; the others stay.
  QFile::remove(site + "/week2/mine.html");
  ASSERT_EQ(run({"export-web", "--scene", one, "--folder", site}, withPage(newPage)).code, 0);
  EXPECT_EQ(engines(), (QStringList{current, "gelu-explorer.js", "gelu-explorer.notes.js"}));
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
