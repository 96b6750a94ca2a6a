#include "ui/room/QrCode.hpp"

#include <qrencode.h>

#include <memory>

namespace ui {

QImage qrCode(const QByteArray& text) {
  constexpr int kQuiet = 4;  // modules of light margin (ISO/IEC 18004)
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString8bit(text.constData(), 0, QR_ECLEVEL_M), &QRcode_free);
  if (!code) return {};
  const int n = code->width;
  QImage image(n + 2 * kQuiet, n + 2 * kQuiet, QImage::Format_Grayscale8);
  if (image.isNull()) return {};
  image.fill(255);
  for (int y = 0; y < n; ++y) {
    uchar* row = image.scanLine(y + kQuiet);
    for (int x = 0; x < n; ++x) {
      // Bit 0 of each module's byte: dark.
      if ((code->data[y * n + x] & 1) != 0) row[x + kQuiet] = 0;
    }
  }
  return image;
}

}  // namespace ui
