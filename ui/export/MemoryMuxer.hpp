#pragma once
/// @file
/// @brief An FFmpeg muxer that writes into memory instead of a file, seekable and readable
/// again (MP4's moov-first pass rereads what it wrote), so a finished animation can be written
/// atomically and a failed or cancelled one leaves nothing on disk.

#include <memory>
#include <string>

struct AVFormatContext;
struct AVDictionary;

namespace ui {

class MemoryMuxer {
 public:
  MemoryMuxer();
  ~MemoryMuxer();
  MemoryMuxer(const MemoryMuxer&) = delete;
  MemoryMuxer& operator=(const MemoryMuxer&) = delete;

  /// Prepares FFmpeg's muxer `name` (mp4, webm, gif, webp, apng); a reason when it cannot.
  std::string open(const char* name);
  AVFormatContext* format() const { return m_format; }
  /// Writes the header with the muxer's options (those used are taken out of `options`).
  std::string writeHeader(AVDictionary** options);
  /// Writes the trailer and hands over the file's bytes.
  std::string finish(std::string* bytes);

  struct File;

 private:
  AVFormatContext* m_format = nullptr;
  std::unique_ptr<File> m_file;
  bool m_headerWritten = false;
};

}  // namespace ui
