#pragma once
/// @file
/// @brief A QR code (libqrencode) of a join address, for the audience screen.
#include <QByteArray>
#include <QImage>

namespace ui {

/// `text` as a QR code, one pixel a module, dark on light with the standard's four-module quiet
/// zone all round (error correction level M: a projector's glare may cost some modules). Null
/// when it cannot be encoded (too long for any version).
QImage qrCode(const QByteArray& text);

}  // namespace ui
