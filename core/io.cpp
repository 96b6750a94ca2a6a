#include "core/io.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <random>
#include <utility>
#include <vector>

namespace gelu::io {
namespace {

constexpr std::size_t kWriteChunk = 1 << 20;   // flush atomic targets every MiB
constexpr std::size_t kDirectChunk = 1 << 16;  // stream devices and pipes in 64 KiB pieces
constexpr int kMaxSymlinks = 40;               // as the kernel's MAXSYMLINKS

std::string reason(int errnum) { return std::strerror(errnum); }

std::function<void(const std::string&)> g_waitNotice;

// The files a command has read (device and inode), which none of its outputs may replace.
std::mutex g_inputsMutex;
bool g_guardInputs = false;
std::vector<std::pair<dev_t, ino_t>> g_inputs;

void noteInput(const struct stat& st) {
  std::lock_guard lock(g_inputsMutex);
  if (!g_guardInputs) return;
  const auto id = std::pair(st.st_dev, st.st_ino);
  if (std::find(g_inputs.begin(), g_inputs.end(), id) == g_inputs.end()) g_inputs.push_back(id);
}

bool isInput(const struct stat& st) {
  std::lock_guard lock(g_inputsMutex);
  return std::find(g_inputs.begin(), g_inputs.end(), std::pair(st.st_dev, st.st_ino)) !=
         g_inputs.end();
}

std::string quoted(const std::string& path) { return "'" + printable(path) + "'"; }

Error usage(std::string message) { return {Error::Kind::Usage, std::move(message)}; }
Error ioError(std::string message) { return {Error::Kind::Io, std::move(message)}; }

std::string dirName(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string baseName(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A temporary's name: "." + the target's name + ".gelu-" + 6 characters, the target's name cut
// so that the whole fits in NAME_MAX (a legal 255-byte name can still be written). The marker
// keeps a user's ".notes.csv.backup" from ever looking like a stale temporary.
constexpr std::size_t kNameMax = 255;
constexpr std::string_view kTempMarker = ".gelu-";
constexpr std::size_t kTempSuffix = 6;

std::string temporaryStem(const std::string& base) {
  const std::size_t room = kNameMax - 1 - kTempMarker.size() - kTempSuffix;
  return "." + base.substr(0, room) + std::string(kTempMarker);
}

std::string randomSuffix() {
  static constexpr std::string_view kChars =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  thread_local std::mt19937_64 engine{std::random_device{}()};
  std::string out;
  for (std::size_t i = 0; i < kTempSuffix; ++i) out += kChars[engine() % kChars.size()];
  return out;
}

// Temporaries of `base` left in `dir` by a writer that was killed (SIGKILL, the OOM killer):
// every live writer holds an flock on its temporary, which the kernel drops with the process, so
// a temporary whose lock can be taken is stale. A concurrent writer's is never touched.
void removeStaleTemporaries(const std::string& dir, const std::string& base) {
  const std::string stem = temporaryStem(base);
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) return;
  while (const dirent* e = ::readdir(d)) {
    const std::string_view name = e->d_name;
    if (name.size() != stem.size() + kTempSuffix || name.compare(0, stem.size(), stem) != 0) {
      continue;
    }
    const std::string path = dir + "/" + std::string(name);
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) continue;
    struct stat opened {};
    struct stat named {};
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::fstat(fd, &opened) == 0 &&
        S_ISREG(opened.st_mode) && opened.st_uid == ::geteuid() &&
        ::lstat(path.c_str(), &named) == 0 && named.st_ino == opened.st_ino &&
        named.st_dev == opened.st_dev) {
      ::unlink(path.c_str());
    }
    ::close(fd);
  }
  ::closedir(d);
}

/// The descriptor behind /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N, else -1.
int standardDescriptor(const std::string& path) {
  if (path == "/dev/stdout") return 1;
  if (path == "/dev/stderr") return 2;
  for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.size() > prefix.size() && path.compare(0, prefix.size(), prefix) == 0) {
      int n = 0;
      for (std::size_t i = prefix.size(); i < path.size(); ++i) {
        if (path[i] < '0' || path[i] > '9' || n > 1'000'000) return -1;
        n = n * 10 + (path[i] - '0');
      }
      return n;
    }
  }
  return -1;
}

mode_t newFileMode() {
  static const mode_t mask = [] {
    const mode_t m = ::umask(0);
    ::umask(m);
    return m;
  }();
  return 0666 & ~mask;
}

bool writeAll(int fd, const char* data, std::size_t size, int* errnum) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      *errnum = errno;
      return false;
    }
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

/// Copies the whole of `from` (read at offsets from 0, its position untouched) to `to`.
bool copyAll(int from, int to, int* errnum) {
  std::array<char, 1 << 16> buf{};
  for (off_t at = 0;;) {
    const ssize_t n = ::pread(from, buf.data(), buf.size(), at);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      *errnum = errno;
      return false;
    }
    if (n == 0) return true;
    if (!writeAll(to, buf.data(), static_cast<std::size_t>(n), errnum)) return false;
    at += n;
  }
}

// Temporary files of unfinished writers, for the interrupt handler. A fixed table of plain
// buffers: the handler may only use async-signal-safe calls (unlink, signal, raise).
constexpr int kSlots = 32;
struct Slot {
  std::atomic<bool> used{false};
  std::atomic<bool> live{false};
  std::atomic<bool> directory{false};  ///< an empty directory (rmdir), not a file (unlink)
  std::array<char, 4096> path{};
};
std::array<Slot, kSlots> g_slots;

int registerTemporary(const std::string& path, bool directory = false) {
  if (path.size() >= g_slots[0].path.size()) return -1;
  for (int i = 0; i < kSlots; ++i) {
    bool expected = false;
    if (g_slots[i].used.compare_exchange_strong(expected, true)) {
      std::memcpy(g_slots[i].path.data(), path.c_str(), path.size() + 1);
      g_slots[i].directory.store(directory);
      g_slots[i].live.store(true);
      return i;
    }
  }
  return -1;
}

void releaseTemporary(int slot) {
  if (slot < 0) return;
  g_slots[slot].live.store(false);
  g_slots[slot].used.store(false);
}

void removeLiveTemporaries() {
  for (auto& slot : g_slots) {
    if (!slot.live.load()) continue;
    if (slot.directory.load()) {
      ::rmdir(slot.path.data());
    } else {
      ::unlink(slot.path.data());
    }
  }
}

extern "C" void removeTemporariesAndDie(int sig) {
  removeLiveTemporaries();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

std::optional<Error> resolveTarget(const std::string& path, Target* out) {
  if (path.empty()) return usage("the file name is empty");
  if (path.find('\0') != std::string::npos) return usage(quoted(path) + " contains a NUL byte");
  if (const int fd = standardDescriptor(path); fd >= 0) {
    if (::fcntl(fd, F_GETFD) < 0)
      return ioError("cannot write " + quoted(path) + ": " + reason(errno));
    *out = Target{path, TargetKind::Direct, fd};
    return std::nullopt;
  }
  if (path.back() == '/') return usage(quoted(path) + " is a directory");
  std::string p = path;
  for (int hops = 0;; ++hops) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0) {
      if (errno != ENOENT) return ioError("cannot write " + quoted(path) + ": " + reason(errno));
      // A new file (or the missing target of a dangling link): its directory must exist.
      const std::string dir = dirName(p);
      struct stat ds {};
      if (::stat(dir.c_str(), &ds) != 0) {
        if (errno == ENOENT || errno == ENOTDIR) {
          return usage("directory " + quoted(dir) + " does not exist");
        }
        return ioError("cannot write " + quoted(path) + ": " + reason(errno));
      }
      if (!S_ISDIR(ds.st_mode)) return usage("directory " + quoted(dir) + " does not exist");
      *out = Target{p, TargetKind::NewFile, -1};
      return std::nullopt;
    }
    if (S_ISLNK(st.st_mode)) {
      if (hops == kMaxSymlinks) {
        return ioError("cannot write " + quoted(path) + ": " + reason(ELOOP));
      }
      std::array<char, 4096> buf{};
      const ssize_t n = ::readlink(p.c_str(), buf.data(), buf.size() - 1);
      if (n < 0) return ioError("cannot write " + quoted(path) + ": " + reason(errno));
      std::string next(buf.data(), static_cast<std::size_t>(n));
      p = next.front() == '/' ? next : dirName(p) + "/" + next;
      continue;
    }
    if (S_ISDIR(st.st_mode)) return usage(quoted(path) + " is a directory");
    if (isInput(st)) {
      return usage(quoted(path) + " is one of this command's inputs: write to another file");
    }
    // Renaming over a file needs only the directory's permission; a file the user may not
    // write (read-only, or another user's) is refused as a direct write would be.
    if (S_ISREG(st.st_mode) && ::faccessat(AT_FDCWD, p.c_str(), W_OK, AT_EACCESS) != 0) {
      return ioError("cannot write " + quoted(path) + ": " + reason(errno));
    }
    *out = Target{p, S_ISREG(st.st_mode) ? TargetKind::RegularFile : TargetKind::Direct, -1};
    return std::nullopt;
  }
}

FileWriter::~FileWriter() { cancel(); }

Error FileWriter::failure(int errnum) {
  return ioError("cannot write " + quoted(m_userPath) + ": " + reason(errnum));
}

std::optional<Error> FileWriter::open(const std::string& path) {
  cancel();
  m_userPath = path;
  m_committed = false;
  m_buffer.clear();
  if (auto error = resolveTarget(path, &m_target)) return error;
  if (m_target.fd >= 0) {
    m_fd = m_target.fd;
    m_ownsFd = false;
    return std::nullopt;
  }
  if (m_target.kind == TargetKind::Direct) {
    struct stat st {};
    if (::stat(m_target.path.c_str(), &st) == 0 && S_ISSOCK(st.st_mode)) {
      sockaddr_un addr{};
      addr.sun_family = AF_UNIX;
      if (m_target.path.size() >= sizeof addr.sun_path) return failure(ENAMETOOLONG);
      std::memcpy(addr.sun_path, m_target.path.c_str(), m_target.path.size() + 1);
      m_fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
      if (m_fd < 0) return failure(errno);
      m_ownsFd = true;
      if (::connect(m_fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) != 0) {
        const int e = errno;
        cancel();
        return failure(e);
      }
      return std::nullopt;
    }
    // Non-blocking first: a FIFO that nobody reads would block the open without a word.
    m_fd = ::open(m_target.path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (m_fd < 0 && errno == ENXIO) {
      if (!g_waitNotice) {
        return ioError("cannot write " + quoted(path) +
                       ": no process is reading this FIFO (start its reader first)");
      }
      g_waitNotice("waiting for a process to read the FIFO " + quoted(path) + " …");
      m_fd = ::open(m_target.path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    }
    if (m_fd < 0) return failure(errno);
    m_ownsFd = true;
    if (const int flags = ::fcntl(m_fd, F_GETFL); flags >= 0) {
      ::fcntl(m_fd, F_SETFL, flags & ~O_NONBLOCK);  // writes wait for the reader as usual
    }
    return std::nullopt;
  }
  const std::string dir = dirName(m_target.path);
  removeStaleTemporaries(dir, baseName(m_target.path));
  // An unnamed file where the filesystem has them: a killed run leaves nothing behind. It is
  // named only at commit (linkat through /proc/self/fd).
  m_fd = ::access("/proc/self/fd", X_OK) == 0
             ? ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, newFileMode())
             : -1;
  if (m_fd < 0) {
    std::string temp = dir + "/" + temporaryStem(baseName(m_target.path)) + "XXXXXX";
    m_fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (m_fd < 0) {
      const int e = errno;
      // The file is written beside its target and renamed over it: the folder must take a new
      // file (/proc and /sys say ENOENT, which named the target as missing).
      if (e != ENOENT && e != EACCES && e != EPERM && e != EROFS) return failure(e);
      return ioError("cannot write " + quoted(path) + ": its folder " + quoted(dir) +
                     " takes no new file (" + reason(e) + ")");
    }
    m_tempPath = temp;
    m_registry = registerTemporary(m_tempPath);
  }
  m_ownsFd = true;
  ::flock(m_fd, LOCK_EX);  // marks the temporary as live (see removeStaleTemporaries)
  struct stat old {};
  if (m_target.kind == TargetKind::RegularFile && ::stat(m_target.path.c_str(), &old) == 0) {
    // Keep the old file's permissions (and owner, where allowed) across the replacement.
    if (::fchown(m_fd, old.st_uid, old.st_gid) != 0) {
      // Not the owner: the new file is ours, as with any editor that saves by renaming.
    }
    ::fchmod(m_fd, old.st_mode & 07777);
  } else {
    ::fchmod(m_fd, newFileMode());
  }
  return std::nullopt;
}

int FileWriter::seekableDescriptor(Error* error) {
  if (m_fd < 0) {
    if (error != nullptr) *error = failure(EBADF);
    return -1;
  }
  if (m_target.kind != TargetKind::Direct) {
    if (auto e = flushBuffer()) {
      if (error != nullptr) *error = *e;
      return -1;
    }
    return m_fd;
  }
  if (m_scratchFd >= 0) return m_scratchFd;
  const char* tmp = std::getenv("TMPDIR");
  const std::string dir = tmp != nullptr && *tmp != '\0' ? tmp : "/tmp";
  m_scratchFd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (m_scratchFd < 0) {
    std::string name = dir + "/.gelu-explorer-XXXXXX";
    m_scratchFd = ::mkostemp(name.data(), O_CLOEXEC);
    if (m_scratchFd >= 0) ::unlink(name.c_str());
  }
  if (m_scratchFd < 0 && error != nullptr) {
    *error = ioError("cannot make a temporary file in " + quoted(dir) + ": " + reason(errno));
  }
  return m_scratchFd;
}

std::optional<Error> FileWriter::flushBuffer() {
  int errnum = 0;
  if (!m_buffer.empty() && !writeAll(m_fd, m_buffer.data(), m_buffer.size(), &errnum)) {
    return failure(errnum);
  }
  m_buffer.clear();
  return std::nullopt;
}

std::optional<Error> FileWriter::write(std::string_view bytes) {
  if (m_fd < 0) return failure(EBADF);
  m_buffer.append(bytes);
  const bool direct = m_target.kind == TargetKind::Direct;
  if (m_buffer.size() >= (direct ? kDirectChunk : kWriteChunk)) return flushBuffer();
  return std::nullopt;
}

std::optional<Error> FileWriter::finish() {
  if (m_fd < 0) return failure(EBADF);
  if (auto error = flushBuffer()) return error;
  if (m_target.kind != TargetKind::Direct && m_scratchFd < 0 && ::fsync(m_fd) != 0) {
    return failure(errno);
  }
  return std::nullopt;
}

std::optional<Error> FileWriter::commit() {
  if (m_fd < 0) return failure(EBADF);
  if (auto error = flushBuffer()) return error;
  if (m_scratchFd >= 0) {  // a muxed file for a pipe or device: now streamed to it
    int errnum = 0;
    if (!copyAll(m_scratchFd, m_fd, &errnum)) return failure(errnum);
    ::close(m_scratchFd);
    m_scratchFd = -1;
  }
  if (m_target.kind == TargetKind::Direct) {
    if (m_ownsFd && ::close(m_fd) != 0 && errno != EINTR) {
      const int e = errno;
      m_fd = -1;
      return failure(e);
    }
    m_fd = -1;
    m_committed = true;
    return std::nullopt;
  }
  if (::fsync(m_fd) != 0) return failure(errno);
  struct stat target {};
  if (::stat(m_target.path.c_str(), &target) == 0 && isInput(target)) {
    // Read after this writer opened: still never replaced.
    const Error e =
        usage(quoted(m_userPath) + " is one of this command's inputs: write to another file");
    cancel();
    return e;
  }
  const bool linked =
      ::stat(m_target.path.c_str(), &target) == 0 && S_ISREG(target.st_mode) && target.st_nlink > 1;
  if (auto error = linked ? copyIntoLinkedTarget() : moveIntoPlace()) return error;
  cancel();  // closes the descriptor (an unnamed file vanishes with it)
  m_committed = true;
  // Make the rename itself durable; a failure here cannot lose the file any more.
  const int dirFd = ::open(dirName(m_target.path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
  return std::nullopt;
}

std::optional<Error> FileWriter::moveIntoPlace() {
  if (m_tempPath.empty()) {
    const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
    // A new file appears complete under its name in one step; an existing one is replaced by
    // naming the temporary and renaming it over the target.
    if (m_target.kind == TargetKind::NewFile &&
        ::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, m_target.path.c_str(), AT_SYMLINK_FOLLOW) == 0) {
      return std::nullopt;
    }
    const std::string stem = dirName(m_target.path) + "/" + temporaryStem(baseName(m_target.path));
    for (int attempt = 0;; ++attempt) {
      std::string name = stem + randomSuffix();
      if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
        m_tempPath = std::move(name);
        m_registry = registerTemporary(m_tempPath);
        break;
      }
      if (errno != EEXIST || attempt == 100) return failure(errno);
    }
  }
  if (::rename(m_tempPath.c_str(), m_target.path.c_str()) != 0) return failure(errno);
  releaseTemporary(m_registry);
  m_registry = -1;
  m_tempPath.clear();
  return std::nullopt;
}

// A target with other names (hard links) keeps them: its bytes are replaced in place, from the
// complete temporary. The room for a longer file is reserved first, so a full disk refuses the
// write before the target is touched.
std::optional<Error> FileWriter::copyIntoLinkedTarget() {
  struct stat st {};
  if (::fstat(m_fd, &st) != 0) return failure(errno);
  const off_t size = st.st_size;
  const int out = ::open(m_target.path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
  if (out < 0) return failure(errno);
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{out};
  if (size > 0 && ::fallocate(out, FALLOC_FL_KEEP_SIZE, 0, size) != 0 && errno != EOPNOTSUPP) {
    return failure(errno);
  }
  int errnum = 0;
  if (!copyAll(m_fd, out, &errnum)) return failure(errnum);
  if (::ftruncate(out, size) != 0 || ::fsync(out) != 0) return failure(errno);
  return std::nullopt;
}

void FileWriter::cancel() noexcept {
  if (m_scratchFd >= 0) ::close(m_scratchFd);
  m_scratchFd = -1;
  if (m_fd >= 0 && m_ownsFd) ::close(m_fd);
  m_fd = -1;
  m_ownsFd = false;
  if (!m_tempPath.empty()) ::unlink(m_tempPath.c_str());
  m_tempPath.clear();
  releaseTemporary(m_registry);
  m_registry = -1;
  m_buffer.clear();
}

std::optional<Error> writeFile(const std::string& path, std::string_view bytes) {
  FileWriter w;
  if (auto error = w.open(path)) return error;
  if (auto error = w.write(bytes)) return error;
  return w.commit();
}

namespace {

/// What a path that is not an ordinary file is, for a message.
std::string kindOf(const struct stat& st) {
  if (S_ISFIFO(st.st_mode)) return "a FIFO";
  if (S_ISCHR(st.st_mode)) return "a character device";
  if (S_ISBLK(st.st_mode)) return "a block device";
  if (S_ISSOCK(st.st_mode)) return "a socket";
  return "a special file";
}

/// Why the window refuses what may wait for ever: a FIFO or device by its kind; a /proc file
/// such as /proc/kmsg, which stat calls regular, by what it does.
std::string notOrdinary(const std::string& name, const struct stat& st) {
  if (S_ISREG(st.st_mode))
    return name + " has nothing to read yet and would wait; open a saved file";
  return name + " is " + kindOf(st) + ", not a file";
}

/// Whether `fd` is an anonymous pipe (a shell's `<(…)` through /dev/fd), not a named FIFO.
bool anonymousPipe(int fd) {
  struct statfs fs {};
  constexpr long kPipefsMagic = 0x50495045;  // linux/magic.h
  return ::fstatfs(fd, &fs) == 0 && static_cast<long>(fs.f_type) == kPipefsMagic;
}

/// Waits until `fd` has something to read (or its end); false on an error other than EINTR.
bool waitReadable(int fd) {
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    const int n = ::poll(&p, 1, -1);
    if (n >= 0) return true;
    if (errno != EINTR) return false;
  }
}

/// Whether `fd` has something to read (or its end) within `ms` milliseconds.
bool readableWithin(int fd, int ms) {
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    const int n = ::poll(&p, 1, ms);
    if (n >= 0) return n > 0;
    if (errno != EINTR) return true;  // the wait that follows says what failed
  }
}

}  // namespace

std::optional<Error> readFile(const std::string& path, std::size_t maxBytes, std::string* out,
                              std::string_view label,
                              const std::function<bool(std::string_view, std::size_t)>& plausible) {
  const std::string name = label.empty() ? quoted(path) : std::string(label);
  int fd = 0;
  bool owns = false;
  if (path != "-") {
    // Non-blocking: a FIFO with no writer (or /proc/kmsg) would otherwise block the open or the
    // first read without a word — for good in the window.
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
      if (errno == ENOENT) return usage(name + " does not exist");
      return ioError("cannot read " + name + ": " + reason(errno));
    }
    owns = true;
  }
  struct Closer {
    int fd;
    bool owns;
    ~Closer() {
      if (owns) ::close(fd);
    }
  } closer{fd, owns};
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) return usage(name + " is a directory");
  if (S_ISREG(st.st_mode)) noteInput(st);
  if (owns && !S_ISREG(st.st_mode) && !g_waitNotice) {
    // The window reads only ordinary files: anything else may wait for ever.
    return usage(notOrdinary(name, st));
  }
  out->clear();
  bool announced = false;
  bool first = true;
  std::array<char, 1 << 16> buf{};
  for (;;) {
    ssize_t n = ::read(fd, buf.data(), buf.size());
    if (n == 0 && first && owns && S_ISFIFO(st.st_mode) && !anonymousPipe(fd)) {
      // A named FIFO opened (without blocking) before any writer reads as empty: wait for one,
      // saying so. poll() wakes when it writes or leaves; this descriptor stays open, so a
      // writer that comes, writes and goes at once loses nothing. (A pipe with a writer has
      // data or says EAGAIN; an anonymous pipe's end is its end.)
      g_waitNotice("waiting for a process to write to the FIFO " + quoted(path) + " …");
      if (!waitReadable(fd)) return ioError("cannot read " + name + ": " + reason(errno));
      n = ::read(fd, buf.data(), buf.size());
    }
    first = false;
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {
        // A device or a /proc file with nothing yet (stdin may be non-blocking too).
        if (owns && !g_waitNotice) {
          out->clear();
          return usage(notOrdinary(name, st));
        }
        // A pipe's writer is there and mostly writes at once; one that has written nothing
        // for a couple of seconds is announced, as a device with nothing yet is at once.
        if (!announced && g_waitNotice && (!S_ISFIFO(st.st_mode) || !readableWithin(fd, 2000))) {
          g_waitNotice("waiting for " + name + " to have something to read …");
          announced = true;
        }
        if (!waitReadable(fd)) return ioError("cannot read " + name + ": " + reason(errno));
        continue;
      }
      return ioError("cannot read " + name + ": " + reason(errno));
    }
    if (n == 0) break;
    if (out->size() + static_cast<std::size_t>(n) > maxBytes) {
      const std::string limit = maxBytes % (1 << 20) == 0 ? std::to_string(maxBytes >> 20) + " MiB"
                                                          : std::to_string(maxBytes >> 10) + " KiB";
      out->clear();
      return usage(name + " is larger than " + limit);
    }
    out->append(buf.data(), static_cast<std::size_t>(n));
    if (plausible && !plausible(*out, out->size() - static_cast<std::size_t>(n))) break;
  }
  return std::nullopt;
}

void setWaitNotice(std::function<void(const std::string&)> notice) {
  g_waitNotice = std::move(notice);
}

std::function<void(const std::string&)> waitNotice() { return g_waitNotice; }

void guardInputs() {
  std::lock_guard lock(g_inputsMutex);
  g_guardInputs = true;
}

bool noteInputFile(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  noteInput(st);
  return true;
}

int removeDirectoryOnInterrupt(const std::string& path) { return registerTemporary(path, true); }

void forgetOnInterrupt(int token) { releaseTemporary(token); }

void removeTemporariesAndExit(int code) {
  removeLiveTemporaries();
  std::fflush(stderr);
  ::_exit(code);
}

void removeTemporariesOnInterrupt() {
  for (const int sig : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction action {};
    if (::sigaction(sig, nullptr, &action) == 0 && action.sa_handler == SIG_IGN) continue;
    action = {};
    action.sa_handler = removeTemporariesAndDie;
    sigemptyset(&action.sa_mask);
    ::sigaction(sig, &action, nullptr);
  }
}

Folder checkFolder(const std::string& path) {
  Folder out;
  // Trailing '/' and '/.' name the folder itself ("site/", "site/." are site). '..' is left to
  // the system, which resolves it through links as it walks (a textual clean would not).
  std::string trimmed = path;
  for (;;) {
    if (trimmed.size() > 1 && trimmed.back() == '/') {
      trimmed.pop_back();
    } else if (trimmed.size() > 2 && trimmed.ends_with("/.")) {
      trimmed.resize(trimmed.size() - 2);
    } else {
      break;
    }
  }
  out.path = trimmed;
  if (trimmed.empty() || trimmed == "." || trimmed == "/") {
    out.state = trimmed.empty() ? Folder::State::NotAFolder : Folder::State::Exists;
    return out;
  }
  const std::size_t slash = trimmed.rfind('/');
  std::string parent = slash == std::string::npos ? std::string(".")
                       : slash == 0               ? std::string("/")
                                                  : trimmed.substr(0, slash);
  if (parent.front() != '/') {
    std::string cwd(4096, '\0');
    if (::getcwd(cwd.data(), cwd.size()) != nullptr) {
      const std::string base = cwd.c_str();
      parent = parent == "." ? base : base + "/" + parent;
    }
  }
  out.parent = parent;
  struct stat st {};
  if (::stat(trimmed.c_str(), &st) == 0) {
    out.state = S_ISDIR(st.st_mode) ? Folder::State::Exists : Folder::State::NotAFolder;
  } else if (::lstat(trimmed.c_str(), &st) == 0) {
    out.state = Folder::State::NotAFolder;  // a dangling link: making it would follow the link
  } else {
    bool parentThere = ::stat(out.parent.c_str(), &st) == 0;
    const bool folder = parentThere && S_ISDIR(st.st_mode);
    if (!parentThere && errno == ENOTDIR) {
      // A file stands on the way further up ("page.html/sub/out"): that is the one named.
      for (std::string up = out.parent;;) {
        const std::size_t cut = up.rfind('/');
        if (cut == std::string::npos || cut == 0) break;
        up.resize(cut);
        if (::stat(up.c_str(), &st) == 0) {
          if (!S_ISDIR(st.st_mode)) {
            out.parent = up;
            parentThere = true;
          }
          break;
        }
      }
    }
    out.state = folder ? Folder::State::ToMake : Folder::State::ParentMissing;
    out.parentExists = parentThere;
  }
  return out;
}

std::string makeFolder(const std::string& path) {
  if (::mkdir(path.c_str(), 0777) == 0) return {};
  const int error = errno;  // (read at once: the next call may change it)
  struct stat st {};
  if (error == EEXIST && ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return {};
  return std::strerror(error);
}

}  // namespace gelu::io
