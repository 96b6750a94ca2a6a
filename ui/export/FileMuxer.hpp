#pragma once
/// @file
/// @brief An FFmpeg muxer that writes into an open file descriptor — the safe writer's
/// temporary file (core/io.hpp: FileWriter::seekableDescriptor), seekable and readable again
/// (MP4's moov-first pass rereads what it wrote) — so an animation of any length is muxed on
/// disk, not in memory, and a failed or cancelled one leaves nothing at the target.

#include <string>

struct AVFormatContext;
struct AVDictionary;

namespace ui {

class FileMuxer {
 public:
  FileMuxer() = default;
  ~FileMuxer();
  FileMuxer(const FileMuxer&) = delete;
  FileMuxer& operator=(const FileMuxer&) = delete;

  /// Prepares FFmpeg's muxer `name` (mp4, webm, gif, webp, apng) writing to `fd` (not owned,
  /// positioned reads and writes only); a reason when it cannot.
  std::string open(const char* name, int fd);
  AVFormatContext* format() const { return m_format; }
  /// Writes the header with the muxer's options (those used are taken out of `options`).
  std::string writeHeader(AVDictionary** options);
  /// Writes the trailer; the file is then complete in the descriptor.
  std::string finish();

 private:
  AVFormatContext* m_format = nullptr;
  int m_fd = -1;
  bool m_headerWritten = false;
};

}  // namespace ui
