#pragma once
/// @file
/// @brief Files in and out by the project's one set of rules (no Qt, POSIX).
///
/// Writing: a regular file or a new path is written atomically — a temporary file in the same
/// directory (unnamed, O_TMPFILE, where the filesystem has it), every write checked, fsync,
/// link or rename — so the target appears complete or not at all and an old file survives any
/// failure; a killed run leaves no temporary (or, without O_TMPFILE, the next write of the same
/// target removes it). An existing file the user may not write is refused (Io), as a direct
/// write would be, although the directory would allow a rename. A file with other hard links is
/// overwritten in place from the complete temporary, so its other names see the new content.
/// A symbolic link is followed to its target, which is written that way, and the link is kept. A
/// character or block device, a FIFO, a socket and /dev/stdout (/dev/stderr, /dev/fd/N) are written
/// directly, streaming. A directory is refused.
///
/// Reading: to the end of the input (a pipe delivers in pieces), under a size cap.
///
/// Errors carry a kind: Usage when the path names something that cannot be what is needed (an
/// input that does not exist or is a directory; an output that is a directory or whose
/// directory does not exist), checked before any work; Io when the system refuses or fails an
/// operation (permission, a symlink loop, a read or write error, a full disk), with the system's
/// reason. Paths in messages are escaped (see printable()).

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace gelu::io {

/// @brief A failed file operation: its kind decides the exit code (Usage 2, Io 1).
struct Error {
  enum class Kind { Usage, Io };
  Kind kind = Kind::Io;
  std::string message;  ///< one line, untrusted parts escaped
};

/// @brief Untrusted text as it may appear in a one-line message: control characters (C0, DEL,
/// C1, U+2028/9), invisible format characters (bidirectional overrides and isolates, zero-width
/// characters, U+FEFF) and invalid UTF-8 bytes escaped as \n, \t, \xHH or \uHHHH; longer than
/// `maxChars` code points is cut with "…".
std::string printable(std::string_view text, std::size_t maxChars = 200);

/// @brief How a path will be written (see the file comment).
enum class TargetKind { NewFile, RegularFile, Direct };

/// @brief Where a write to `path` goes, checked before any work: the final path after
/// following symbolic links, and whether it is written atomically or directly.
struct Target {
  std::string path;  ///< after symlinks; for /dev/stdout and friends, the original text
  TargetKind kind = TargetKind::NewFile;
  int fd = -1;  ///< ≥ 0 for /dev/stdout, /dev/stderr, /dev/fd/N: write to this descriptor
};

/// @brief Resolves and checks a target for writing; nullopt-free: returns the Error instead.
std::optional<Error> resolveTarget(const std::string& path, Target* out);

/// @brief A file being written by the rules above. Nothing is visible at the target until
/// commit() succeeds; destroying an uncommitted writer removes its temporary file.
class FileWriter {
 public:
  FileWriter() = default;
  ~FileWriter();
  FileWriter(const FileWriter&) = delete;
  FileWriter& operator=(const FileWriter&) = delete;

  /// @brief Checks the target and creates the temporary file (or opens the device).
  std::optional<Error> open(const std::string& path);
  /// @brief For a writer that seeks and rereads (a muxer): a descriptor open for reading and
  /// writing at any offset (pread/pwrite) — the temporary file itself, or for a direct target
  /// (a pipe, a device, standard output) an unnamed scratch file in the temporary directory,
  /// copied to the target at commit(). Valid after open() until commit() or cancel(); not to
  /// be mixed with write(). -1 with `error` set when no scratch file can be made.
  int seekableDescriptor(Error* error);
  /// @brief Appends bytes (buffered; errors surface here or at commit()).
  std::optional<Error> write(std::string_view bytes);
  /// @brief Flushes and fsyncs the temporary file, not yet in place: what can fail for want of
  /// room fails here, so that files written as one set are all finished before any is renamed.
  std::optional<Error> finish();
  /// @brief Flushes, fsyncs and renames into place (or flushes a direct target).
  std::optional<Error> commit();
  /// @brief Gives up: the temporary file is removed, the target untouched.
  void cancel() noexcept;
  /// @brief The path as the user gave it.
  const std::string& path() const { return m_userPath; }

 private:
  std::optional<Error> flushBuffer();
  std::optional<Error> moveIntoPlace();
  std::optional<Error> copyIntoLinkedTarget();
  Error failure(int errnum);

  std::string m_userPath;
  Target m_target;
  std::string m_tempPath;
  std::string m_buffer;
  int m_fd = -1;
  int m_scratchFd = -1;  // a direct target's seekable stand-in
  bool m_ownsFd = false;
  bool m_committed = false;
  int m_registry = -1;  // slot in the interrupt-cleanup table
};

/// @brief Writes `bytes` to `path` with a FileWriter.
std::optional<Error> writeFile(const std::string& path, std::string_view bytes);

/// @brief Reads a whole file ("-" for standard input) to the end, refusing more than
/// `maxBytes` (Usage). `label` names the input in messages (defaults to the path). `plausible`,
/// when set, sees what has been read after each piece (and where that piece begins): false
/// stops the reading there, with no error (the caller's parser says what is wrong with it) —
/// /dev/zero is not read for 64 MiB.
std::optional<Error> readFile(
    const std::string& path, std::size_t maxBytes, std::string* out, std::string_view label = {},
    const std::function<bool(std::string_view read, std::size_t piece)>& plausible = {});

/// @brief Writing to a FIFO that no process reads waits for a reader. With a notice set (the
/// commands print it), the wait is announced and then happens; without one (the window, which
/// must not hang), the write is refused at once (Io) with that reason.
/// Reading a FIFO with no writer, or a device or /proc file with nothing to read yet, is the
/// same: announced and waited for with a notice, refused at once (Usage) without one.
void setWaitNotice(std::function<void(const std::string&)> notice);
/// @brief The notice set (empty when none), to restore after replacing it for a while.
std::function<void(const std::string&)> waitNotice();

/// @brief Installs SIGINT/SIGTERM/SIGHUP handlers that remove every temporary file of an
/// unfinished FileWriter and then die of the signal as usual: Ctrl+C leaves no partial file.
void removeTemporariesOnInterrupt();
/// @brief Removes them as those handlers do and ends the process with `code` at once (no
/// destructor runs): for a failure after which the process could only hang.
[[noreturn]] void removeTemporariesAndExit(int code);
/// @brief From now on (a command), every regular file readFile() reads is an input that no
/// FileWriter of the process may replace: `render --deck d.json --handout d.json` is refused
/// (Usage) instead of turning the deck into a PDF — through other names and links too (the
/// device and inode are compared). The window, which saves over what it opened, does not call it.
void guardInputs();
/// @brief Marks a file read by other means as an input (after guardInputs()); false when it is
/// not a regular file.
bool noteInputFile(const std::string& path);

/// @brief A directory the run made and removes itself soon (empty by then): the handlers above
/// remove it too. Returns a token for forgetOnInterrupt() (−1 when the table is full).
int removeDirectoryOnInterrupt(const std::string& path);
void forgetOnInterrupt(int token);

/// @brief A folder that outputs go into (step videos, a web folder): only the folder itself is
/// ever made, never the path to it, so a mistyped parent is said rather than created.
struct Folder {
  enum class State {
    Exists,         ///< a folder (or a link to one) already
    NotAFolder,     ///< something else stands there
    ParentMissing,  ///< it does not exist, nor does a folder it would go in (`parent` names
                    ///< where it would go, `parentExists` whether something else stands there)
    ToMake,         ///< absent, in a folder that exists
  };
  State state = State::ToMake;
  std::string path;    ///< the folder's path without trailing '/' or '/.' (what makeFolder takes)
  std::string parent;  ///< the folder it goes in, absolute ("site/" and "site/." go in the
                       ///< working directory; ".." is the system's, through links as it goes)
  bool parentExists = true;  ///< (ParentMissing: a file, say, stands where the folder would go)
};
/// @brief Where `path` stands as an output folder (relative to the working directory). An empty
/// path is NotAFolder.
Folder checkFolder(const std::string& path);
/// @brief Makes the folder `path` (not its parents): empty on success, else the system's reason.
std::string makeFolder(const std::string& path);

}  // namespace gelu::io
