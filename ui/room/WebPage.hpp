#pragma once
/// @file
/// @brief The web edition's page (scripts/build-web.sh) as the program hands it out: export-web
/// writes it with a scene or deck inside, the room sends it to a lecture's followers.
#include <QByteArray>
#include <QString>
#include <string>

namespace ui {

/// The built page, read whole. Null with a one-line `error` (saying how to build it) when there
/// is none or the file found is not the page; `ioFailure` then says whether reading it failed.
/// `who` starts the line ("export-web", "serve", "Share with the room").
QByteArray readWebPage(const QString& who, QString* error, bool* ioFailure = nullptr);

/// `page` with `json` (a scene's or a deck's text) in its scene element, `still` (HTML, may be
/// empty) in its <noscript>, and `extra` (HTML, may be empty) just before the scene element.
QByteArray filledWebPage(const QByteArray& page, const std::string& json, const QByteArray& still,
                         const QByteArray& extra = {});

/// @brief The page in three files, for a folder of pages that share the engine (a course web
/// site, export-web --folder): the page with its inline style and script replaced by
/// `<link rel="stylesheet" href="…">` and `<script src="…">`, and those two files. Each file is
/// named by its content (`gelu-explorer.<12 hex digits of its SHA-256>.js`, `.css`), so a page is
/// never served with another build's engine, not by a folder half rewritten nor by a cache that
/// kept an older page's engine under the same name.
/// Classic scripts and style sheets load from file:// too.
struct SplitWebPage {
  QByteArray page;
  QByteArray script;
  QByteArray style;
  QString scriptFile;
  QString styleFile;
};
/// Whether `name` is the name of an engine file of a split page (this build's or another's, or
/// the unversioned `gelu-explorer.js`/`.css` of earlier versions).
bool isWebEngineFile(const QString& name);
/// Null `page` when `page` is not laid out as the build makes it (one <style> in its head, one
/// plain <script> last in its body).
SplitWebPage splitWebPage(const QByteArray& page);

}  // namespace ui
