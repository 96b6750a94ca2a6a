#pragma once
// The web edition's page (scripts/build-web.sh) as the commands that hand it out use it:
// export-web writes it with a scene or deck inside, serve sends it to a lecture's followers.
#include <QByteArray>
#include <QString>
#include <string>

namespace cli {

/// The built page, read whole; an IoError saying how to build it when there is none (or when
/// the file found is not the page).
QByteArray webPage(const std::string& command);

/// `page` with `json` (a scene's or a deck's text) in its scene element, `still` (HTML, may be
/// empty) in its <noscript>, and `extra` (HTML, may be empty) just before the scene element.
QByteArray filledWebPage(const QByteArray& page, const std::string& json, const QByteArray& still,
                         const QByteArray& extra = {});

}  // namespace cli
