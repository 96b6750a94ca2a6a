// libFuzzer target for the PNG encoder's deflate (ui/export/Deflate): any bytes, cut into a
// history and a part, are deflated with that history and inflated back by zlib to exactly the
// part; a part that is not final must end on the byte boundary where a next part can join.
#include <zlib.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "ui/export/Deflate.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return 0;
  const bool final = (data[0] & 1) != 0;
  const std::uint8_t* bytes = data + 3;
  const std::size_t n = size - 3;
  const std::size_t cut = n == 0 ? 0 : (static_cast<std::size_t>(data[1]) << 8 | data[2]) % (n + 1);
  std::string out;
  ui::deflate::compress(bytes, cut, n, final, out);
  if (!final) {
    if (out.size() < 4 || std::memcmp(out.data() + out.size() - 4, "\x00\x00\xff\xff", 4) != 0) {
      std::abort();
    }
    ui::deflate::compress(bytes, n, n, true, out);  // an empty final part joins it
  }
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) return 0;
  if (cut > 0) {  // the history, as the stream's earlier parts would have given it
    const std::size_t from = cut > ui::deflate::kWindow ? cut - ui::deflate::kWindow : 0;
    if (inflateSetDictionary(&z, bytes + from, static_cast<uInt>(cut - from)) != Z_OK) std::abort();
  }
  std::vector<std::uint8_t> back(n - cut + 1);
  z.next_in = reinterpret_cast<Bytef*>(out.data());
  z.avail_in = static_cast<uInt>(out.size());
  z.next_out = back.data();
  z.avail_out = static_cast<uInt>(back.size());
  const int rc = inflate(&z, Z_FINISH);
  const bool same = rc == Z_STREAM_END && z.avail_in == 0 && z.total_out == n - cut &&
                    std::memcmp(back.data(), bytes + cut, n - cut) == 0;
  inflateEnd(&z);
  if (!same) std::abort();
  return 0;
}
