#include "ui/model/PdfScene.hpp"

#include <zlib.h>

#include <charconv>

#include "core/model/scene_file.hpp"

namespace ui {
namespace {

/// The non-negative integer at `at` (after spaces), moving `at` past it.
std::optional<std::size_t> number(std::string_view s, std::size_t& at) {
  while (at < s.size() && (s[at] == ' ' || s[at] == '\n' || s[at] == '\r')) ++at;
  std::size_t value = 0;
  const auto [end, ec] = std::from_chars(s.data() + at, s.data() + s.size(), value);
  if (ec != std::errc() || end == s.data() + at) return std::nullopt;
  at = static_cast<std::size_t>(end - s.data());
  return value;
}

/// Where object `n`'s body starts ("n 0 obj" at the start of a line), or npos.
std::size_t objectBody(std::string_view pdf, std::size_t n) {
  const std::string header = std::to_string(n) + " 0 obj";
  for (std::size_t at = pdf.find(header); at != std::string_view::npos;
       at = pdf.find(header, at + 1)) {
    if (at == 0 || pdf[at - 1] == '\n' || pdf[at - 1] == '\r') return at + header.size();
  }
  return std::string_view::npos;
}

/// `data` inflated (zlib), refused past `limit` bytes.
std::optional<std::string> inflated(std::string_view data, std::size_t limit) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return std::nullopt;
  std::string out;
  char chunk[16384];
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  int status = Z_OK;
  while (status == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(chunk);
    z.avail_out = sizeof chunk;
    status = inflate(&z, Z_NO_FLUSH);
    if (status != Z_OK && status != Z_STREAM_END) break;
    out.append(chunk, sizeof chunk - z.avail_out);
    if (out.size() > limit) {
      status = Z_MEM_ERROR;
      break;
    }
    if (status == Z_OK && z.avail_in == 0 && z.avail_out != 0) break;  // truncated
  }
  inflateEnd(&z);
  if (status != Z_STREAM_END) return std::nullopt;
  return out;
}

}  // namespace

std::optional<std::string> sceneInPdf(std::string_view pdf) {
  const std::string name = "/F (" + std::string(kPdfSceneFile) + ")";
  const std::size_t spec = pdf.find(name);
  if (spec == std::string_view::npos) return std::nullopt;
  // The embedded file's object, named in the same dictionary.
  const std::size_t dictEnd = pdf.find(">>\nendobj", spec);
  std::size_t ef = pdf.find("/EF <</F ", spec);
  if (ef == std::string_view::npos || dictEnd == std::string_view::npos || ef > dictEnd) {
    return std::nullopt;
  }
  ef += 9;
  const auto file = number(pdf, ef);
  if (!file || pdf.substr(ef, 4) != " 0 R") return std::nullopt;
  const std::size_t body = objectBody(pdf, *file);
  if (body == std::string_view::npos) return std::nullopt;
  const std::size_t stream = pdf.find("stream", body);
  if (stream == std::string_view::npos || stream - body > 512) return std::nullopt;
  const std::string_view dict = pdf.substr(body, stream - body);
  // Its length: a number, or a reference to an object that holds one.
  std::size_t at = dict.find("/Length ");
  if (at == std::string_view::npos) return std::nullopt;
  at += 8;
  auto length = number(dict, at);
  if (length && dict.substr(at, 4) == " 0 R") {
    std::size_t held = objectBody(pdf, *length);
    length = held == std::string_view::npos ? std::nullopt : number(pdf, held);
  }
  std::size_t data = stream + 6;
  if (data < pdf.size() && pdf[data] == '\r') ++data;
  if (data < pdf.size() && pdf[data] == '\n') ++data;
  // Bounded: inside the file, no larger than a scene could compress to.
  if (!length || *length > gelu::model::kMaxSceneBytes || data + *length > pdf.size()) {
    return std::nullopt;
  }
  const std::string_view bytes = pdf.substr(data, *length);
  if (dict.find("/Filter /FlateDecode") == std::string_view::npos) {
    if (dict.find("/Filter") != std::string_view::npos) return std::nullopt;  // another filter
    return std::string(bytes);
  }
  return inflated(bytes, gelu::model::kMaxSceneBytes);
}

}  // namespace ui
