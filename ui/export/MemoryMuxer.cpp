#include "ui/export/MemoryMuxer.hpp"

#include <algorithm>
#include <cstring>

extern "C" {
#include <libavformat/avformat.h>
#include <libavutil/mem.h>
}

namespace ui {

struct MemoryMuxer::File {
  std::string bytes;
};

namespace {

constexpr int kBufferSize = 1 << 16;

/// One reader's or writer's position in the file.
struct Cursor {
  MemoryMuxer::File* file = nullptr;
  std::int64_t pos = 0;
};

int readPacket(void* opaque, std::uint8_t* buf, int size) {
  auto* c = static_cast<Cursor*>(opaque);
  const auto total = static_cast<std::int64_t>(c->file->bytes.size());
  if (c->pos >= total) return AVERROR_EOF;
  const int n = static_cast<int>(std::min<std::int64_t>(size, total - c->pos));
  std::memcpy(buf, c->file->bytes.data() + c->pos, static_cast<std::size_t>(n));
  c->pos += n;
  return n;
}

int writePacket(void* opaque, std::uint8_t* buf, int size) {
  auto* c = static_cast<Cursor*>(opaque);
  std::string& bytes = c->file->bytes;
  const auto end = static_cast<std::size_t>(c->pos) + static_cast<std::size_t>(size);
  if (end > bytes.size()) bytes.resize(end);
  std::memcpy(bytes.data() + c->pos, buf, static_cast<std::size_t>(size));
  c->pos += size;
  return size;
}

std::int64_t seekIo(void* opaque, std::int64_t offset, int whence) {
  auto* c = static_cast<Cursor*>(opaque);
  const auto total = static_cast<std::int64_t>(c->file->bytes.size());
  if (whence & AVSEEK_SIZE) return total;
  switch (whence & ~AVSEEK_FORCE) {
    case SEEK_SET:
      break;
    case SEEK_CUR:
      offset += c->pos;
      break;
    case SEEK_END:
      offset += total;
      break;
    default:
      return AVERROR(EINVAL);
  }
  if (offset < 0) return AVERROR(EINVAL);
  c->pos = offset;
  return offset;
}

AVIOContext* openCursor(MemoryMuxer::File* file, bool write) {
  auto* buffer = static_cast<unsigned char*>(av_malloc(kBufferSize));
  if (buffer == nullptr) return nullptr;
  auto* cursor = new Cursor{file, 0};
  AVIOContext* io = avio_alloc_context(buffer, kBufferSize, write ? 1 : 0, cursor, readPacket,
                                       write ? writePacket : nullptr, seekIo);
  if (io == nullptr) {
    av_free(buffer);
    delete cursor;
  }
  return io;
}

void closeCursor(AVIOContext* io) {
  if (io == nullptr) return;
  avio_flush(io);
  delete static_cast<Cursor*>(io->opaque);
  av_freep(&io->buffer);
  avio_context_free(&io);
}

/// The muxer's "open another stream" (MP4's moov-first pass rereads the file): the same memory.
int openAgain(AVFormatContext* s, AVIOContext** pb, const char*, int flags, AVDictionary**) {
  auto* file = static_cast<MemoryMuxer::File*>(s->opaque);
  *pb = openCursor(file, (flags & AVIO_FLAG_WRITE) != 0);
  return *pb != nullptr ? 0 : AVERROR(ENOMEM);
}

int closeAgain(AVFormatContext*, AVIOContext* pb) {
  closeCursor(pb);
  return 0;
}

}  // namespace

MemoryMuxer::MemoryMuxer() : m_file(std::make_unique<File>()) {}

MemoryMuxer::~MemoryMuxer() {
  if (m_format == nullptr) return;
  closeCursor(m_format->pb);
  m_format->pb = nullptr;
  avformat_free_context(m_format);
}

std::string MemoryMuxer::open(const char* name) {
  if (avformat_alloc_output_context2(&m_format, nullptr, name, nullptr) < 0 || !m_format) {
    return std::string("this FFmpeg cannot write ") + name;
  }
  m_format->pb = openCursor(m_file.get(), true);
  if (m_format->pb == nullptr) return "out of memory";
  m_format->flags |= AVFMT_FLAG_CUSTOM_IO | AVFMT_FLAG_BITEXACT;
  m_format->opaque = m_file.get();
  m_format->io_open = openAgain;
  m_format->io_close2 = closeAgain;
  m_format->url = av_strdup("memory");
  return {};
}

std::string MemoryMuxer::writeHeader(AVDictionary** options) {
  const int status = avformat_write_header(m_format, options);
  if (status < 0) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(status, text, sizeof text);
    return std::string("cannot start the file: ") + text;
  }
  m_headerWritten = true;
  return {};
}

std::string MemoryMuxer::finish(std::string* bytes) {
  if (!m_headerWritten) return "the file was never started";
  const int status = av_write_trailer(m_format);
  avio_flush(m_format->pb);
  if (status < 0) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(status, text, sizeof text);
    return std::string("cannot finish the file: ") + text;
  }
  *bytes = std::move(m_file->bytes);
  m_file->bytes.clear();
  return {};
}

}  // namespace ui
