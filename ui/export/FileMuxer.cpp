#include "ui/export/FileMuxer.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

extern "C" {
#include <libavformat/avformat.h>
#include <libavutil/mem.h>
}

namespace ui {
namespace {

constexpr int kBufferSize = 1 << 16;

/// One reader's or writer's position in the file (the muxer may open it a second time).
struct Cursor {
  int fd = -1;
  std::int64_t pos = 0;
};

int readPacket(void* opaque, std::uint8_t* buf, int size) {
  auto* c = static_cast<Cursor*>(opaque);
  for (;;) {
    const ssize_t n = ::pread(c->fd, buf, static_cast<std::size_t>(size), c->pos);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return AVERROR(errno);
    if (n == 0) return AVERROR_EOF;
    c->pos += n;
    return static_cast<int>(n);
  }
}

int writePacket(void* opaque, std::uint8_t* buf, int size) {
  auto* c = static_cast<Cursor*>(opaque);
  int done = 0;
  while (done < size) {
    const ssize_t n =
        ::pwrite(c->fd, buf + done, static_cast<std::size_t>(size - done), c->pos + done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return AVERROR(errno);  // a full disk: "No space left on device"
    done += static_cast<int>(n);
  }
  c->pos += size;
  return size;
}

std::int64_t seekIo(void* opaque, std::int64_t offset, int whence) {
  auto* c = static_cast<Cursor*>(opaque);
  struct stat st {};
  if (::fstat(c->fd, &st) != 0) return AVERROR(errno);
  const std::int64_t total = st.st_size;
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

AVIOContext* openCursor(int fd, bool write) {
  auto* buffer = static_cast<unsigned char*>(av_malloc(kBufferSize));
  if (buffer == nullptr) return nullptr;
  auto* cursor = new Cursor{fd, 0};
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

/// The muxer's "open another stream" (MP4's moov-first pass rereads the file): the same file.
int openAgain(AVFormatContext* s, AVIOContext** pb, const char*, int flags, AVDictionary**) {
  const int fd = static_cast<int>(reinterpret_cast<std::intptr_t>(s->opaque));
  *pb = openCursor(fd, (flags & AVIO_FLAG_WRITE) != 0);
  return *pb != nullptr ? 0 : AVERROR(ENOMEM);
}

int closeAgain(AVFormatContext*, AVIOContext* pb) {
  closeCursor(pb);
  return 0;
}

std::string errorText(int status) {
  char text[AV_ERROR_MAX_STRING_SIZE] = {};
  av_strerror(status, text, sizeof text);
  return text;
}

}  // namespace

FileMuxer::~FileMuxer() {
  if (m_format == nullptr) return;
  closeCursor(m_format->pb);
  m_format->pb = nullptr;
  avformat_free_context(m_format);
}

std::string FileMuxer::open(const char* name, int fd) {
  if (avformat_alloc_output_context2(&m_format, nullptr, name, nullptr) < 0 || !m_format) {
    return std::string("this FFmpeg cannot write ") + name;
  }
  m_fd = fd;
  m_format->pb = openCursor(fd, true);
  if (m_format->pb == nullptr) return "out of memory";
  m_format->flags |= AVFMT_FLAG_CUSTOM_IO | AVFMT_FLAG_BITEXACT;
  m_format->opaque = reinterpret_cast<void*>(static_cast<std::intptr_t>(fd));
  m_format->io_open = openAgain;
  m_format->io_close2 = closeAgain;
  m_format->url = av_strdup("file");
  return {};
}

std::string FileMuxer::writeHeader(AVDictionary** options) {
  const int status = avformat_write_header(m_format, options);
  if (status < 0) return "cannot start the file: " + errorText(status);
  m_headerWritten = true;
  return {};
}

std::string FileMuxer::finish() {
  if (!m_headerWritten) return "the file was never started";
  const int status = av_write_trailer(m_format);
  avio_flush(m_format->pb);
  if (status < 0) return "cannot finish the file: " + errorText(status);
  if (m_format->pb->error < 0) return "cannot write the file: " + errorText(m_format->pb->error);
  return {};
}

}  // namespace ui
