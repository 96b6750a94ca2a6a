// The one file-writing and file-reading path (core/io): what each kind of target becomes, and
// that no failure loses the old file or leaves a temporary one behind.
#include "core/io.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

namespace fs = std::filesystem;
using gelu::io::Error;

namespace {

/// A fresh directory per test, removed afterwards.
class ScratchDir {
 public:
  ScratchDir() {
    std::string tmpl = (fs::temp_directory_path() / "io_test-XXXXXX").string();
    m_path = ::mkdtemp(tmpl.data());
  }
  ~ScratchDir() {
    std::error_code ignored;
    fs::remove_all(m_path, ignored);
  }
  std::string operator/(const std::string& name) const { return m_path + "/" + name; }
  /// Every entry, hidden ones included.
  std::vector<std::string> entries() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(m_path)) out.push_back(e.path().filename());
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  std::string m_path;
};

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void put(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

}  // namespace

TEST(FileWriter, NewAndExistingRegularFilesAreReplacedWholeKeepingTheirMode) {
  ScratchDir dir;
  ASSERT_FALSE(gelu::io::writeFile(dir / "new.csv", "a,b\n"));
  EXPECT_EQ(slurp(dir / "new.csv"), "a,b\n");
  put(dir / "old.csv", "old");
  ::chmod((dir / "old.csv").c_str(), 0640);
  ASSERT_FALSE(gelu::io::writeFile(dir / "old.csv", "new"));
  EXPECT_EQ(slurp(dir / "old.csv"), "new");
  struct stat st {};
  ASSERT_EQ(::stat((dir / "old.csv").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640U);
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"new.csv", "old.csv"}));  // no temporary
}

TEST(FileWriter, NothingAppearsBeforeCommitAndAnAbandonedWriteLeavesNothing) {
  ScratchDir dir;
  put(dir / "t.csv", "old");
  {
    gelu::io::FileWriter w;
    ASSERT_FALSE(w.open(dir / "t.csv"));
    ASSERT_FALSE(w.write(std::string(3 << 20, 'x')));  // past the buffer: bytes on disk
    EXPECT_EQ(slurp(dir / "t.csv"), "old");
  }  // destroyed without commit
  EXPECT_EQ(slurp(dir / "t.csv"), "old");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"t.csv"});
}

// A file of a set: finished (every byte on disk) but not in place until commit(); dropped
// after finish(), it leaves nothing.
TEST(FileWriter, AFinishedWriteAppearsOnlyAtCommit) {
  ScratchDir dir;
  put(dir / "a.mp4", "old a");
  put(dir / "b.mp4", "old b");
  {
    gelu::io::FileWriter a;
    ASSERT_FALSE(a.open(dir / "a.mp4"));
    ASSERT_FALSE(a.write("new a"));
    ASSERT_FALSE(a.finish());
    EXPECT_EQ(slurp(dir / "a.mp4"), "old a");
  }  // the set failed at b: a is dropped
  EXPECT_EQ(slurp(dir / "a.mp4"), "old a");
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"a.mp4", "b.mp4"}));
  gelu::io::FileWriter a;
  ASSERT_FALSE(a.open(dir / "a.mp4"));
  ASSERT_FALSE(a.write("new a"));
  ASSERT_FALSE(a.finish());
  ASSERT_FALSE(a.commit());
  EXPECT_EQ(slurp(dir / "a.mp4"), "new a");
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"a.mp4", "b.mp4"}));
}

// Regression: `render -o x.png` with x.png a symlink replaced the link instead of its target.
TEST(FileWriter, ASymlinkIsFollowedAndKept) {
  ScratchDir dir;
  put(dir / "real.png", "old");
  fs::create_symlink("real.png", dir / "link.png");
  ASSERT_FALSE(gelu::io::writeFile(dir / "link.png", "new"));
  EXPECT_TRUE(fs::is_symlink(dir / "link.png"));
  EXPECT_EQ(slurp(dir / "real.png"), "new");
  // A dangling link creates its target.
  fs::create_symlink("later.csv", dir / "dangling");
  ASSERT_FALSE(gelu::io::writeFile(dir / "dangling", "made"));
  EXPECT_TRUE(fs::is_symlink(dir / "dangling"));
  EXPECT_EQ(slurp(dir / "later.csv"), "made");
}

// Regression: `--output dev-null-copy` (a character device) became a 55-byte regular file.
TEST(FileWriter, ADeviceIsWrittenThroughNotReplaced) {
  ScratchDir dir;
  fs::create_symlink("/dev/null", dir / "sink");
  ASSERT_FALSE(gelu::io::writeFile(dir / "sink", "discarded"));
  EXPECT_TRUE(fs::is_symlink(dir / "sink"));
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  if (::geteuid() == 0) {  // mknod needs root: then the device node itself is the target
    ASSERT_EQ(::mknod((dir / "null-copy").c_str(), S_IFCHR | 0666, makedev(1, 3)), 0);
    ASSERT_FALSE(gelu::io::writeFile(dir / "null-copy", "discarded"));
    EXPECT_TRUE(fs::is_character_file(dir / "null-copy"));
  }
}

TEST(FileWriter, AFifoIsStreamed) {
  ScratchDir dir;
  ASSERT_EQ(::mkfifo((dir / "fifo").c_str(), 0600), 0);
  // Nobody reads it: without a wait notice (the window) refused at once, saying why.
  const auto alone = gelu::io::writeFile(dir / "fifo", "x");
  ASSERT_TRUE(alone);
  EXPECT_EQ(alone->kind, Error::Kind::Io);
  EXPECT_NE(alone->message.find("no process is reading this FIFO"), std::string::npos);
  // With a notice (the commands): the wait is announced, then the reader gets everything.
  std::string notice;
  gelu::io::setWaitNotice([&](const std::string& text) { notice = text; });
  std::string received;
  std::thread reader([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    received = slurp(dir / "fifo");
  });
  const std::string big(200000, 'y');  // larger than a pipe's buffer: must stream
  const auto error = gelu::io::writeFile(dir / "fifo", big);
  reader.join();
  gelu::io::setWaitNotice(nullptr);
  EXPECT_FALSE(error);
  EXPECT_EQ(received, big);
  EXPECT_NE(notice.find("waiting for a process to read the FIFO"), std::string::npos) << notice;
  EXPECT_TRUE(fs::is_fifo(dir / "fifo"));
}

// Regression (issue 51, item 4): File ▸ Open deck… on a FIFO with no writer blocked the window's
// thread for good; `render --deck FIFO` blocked without a word.
TEST(ReadFile, AFifoIsRefusedAtOnceWithoutANoticeAndAnnouncedWithOne) {
  ScratchDir dir;
  ASSERT_EQ(::mkfifo((dir / "fifo").c_str(), 0600), 0);
  std::string text;
  const auto alone = gelu::io::readFile(dir / "fifo", 1 << 20, &text);
  ASSERT_TRUE(alone);
  EXPECT_EQ(alone->kind, Error::Kind::Usage);
  EXPECT_NE(alone->message.find("is a FIFO, not a file"), std::string::npos) << alone->message;
  std::string notice;
  gelu::io::setWaitNotice([&](const std::string& n) { notice = n; });
  std::thread writer([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::ofstream(dir / "fifo") << "written";
  });
  const auto error = gelu::io::readFile(dir / "fifo", 1 << 20, &text);
  writer.join();
  gelu::io::setWaitNotice(nullptr);
  EXPECT_FALSE(error);
  EXPECT_EQ(text, "written");
  EXPECT_NE(notice.find("waiting for a process to write to the FIFO"), std::string::npos) << notice;
}

// A FIFO whose writer opens it and writes nothing for a while is announced too (it waited
// silently), and its text is then read whole.
TEST(ReadFile, AFifoWhoseWriterWritesNothingYetIsAnnounced) {
  ScratchDir dir;
  ASSERT_EQ(::mkfifo((dir / "fifo").c_str(), 0600), 0);
  std::vector<std::string> notices;
  std::mutex lock;
  gelu::io::setWaitNotice([&](const std::string& n) {
    const std::lock_guard hold(lock);
    notices.push_back(n);
  });
  struct Reset {
    ~Reset() { gelu::io::setWaitNotice(nullptr); }
  } reset;
  // The writer is there before the reader (opened beside a reader of its own, closed again).
  const int held = ::open((dir / "fifo").c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(held, 0);
  const int out = ::open((dir / "fifo").c_str(), O_WRONLY);
  ASSERT_GE(out, 0);
  ::close(held);
  bool announced = false;
  std::thread writer([&] {
    // Written once the reader has said what it waits for (the notice comes first), or after a
    // deadline far past the notice's 2 s, so that a reader that never says it fails, not hangs.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (std::chrono::steady_clock::now() < deadline) {
      {
        const std::lock_guard hold(lock);
        if (!notices.empty() &&
            notices.back().find("to have something to read") != std::string::npos) {
          announced = true;
          break;
        }
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_EQ(::write(out, "late", 4), 4);
    ::close(out);
  });
  std::string text;
  const auto error = gelu::io::readFile(dir / "fifo", 1 << 20, &text);
  writer.join();
  EXPECT_TRUE(announced);
  EXPECT_FALSE(error);
  EXPECT_EQ(text, "late");
}

// A reader may stop early: what it has read is kept, and nothing more is read.
TEST(ReadFile, AnImplausibleStartStopsTheReading) {
  std::string text;
  gelu::io::setWaitNotice([](const std::string&) {});
  const auto error = gelu::io::readFile(
      "/dev/zero", 1 << 30, &text, {},
      [](std::string_view read, std::size_t piece) { return read.find('\0', piece) == read.npos; });
  gelu::io::setWaitNotice(nullptr);
  EXPECT_FALSE(error);
  EXPECT_GT(text.size(), 0u);
  EXPECT_LE(text.size(), std::size_t{1} << 16);
}

TEST(ReadFile, ACharacterDeviceIsNoFileForTheWindow) {
  std::string text;
  const auto error = gelu::io::readFile("/dev/zero", 1 << 20, &text);
  ASSERT_TRUE(error);
  EXPECT_NE(error->message.find("is a character device, not a file"), std::string::npos)
      << error->message;
}

TEST(FileWriter, AUnixSocketIsWrittenThroughAConnection) {
  ScratchDir dir;
  const std::string path = dir / "sock";
  const int server = ::socket(AF_UNIX, SOCK_STREAM, 0);
  ASSERT_GE(server, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path.c_str());
  ASSERT_EQ(::bind(server, reinterpret_cast<const sockaddr*>(&addr), sizeof addr), 0);
  ASSERT_EQ(::listen(server, 1), 0);
  std::string received;
  std::thread reader([&] {
    const int c = ::accept(server, nullptr, nullptr);
    char buf[4096];
    ssize_t n = 0;
    while ((n = ::read(c, buf, sizeof buf)) > 0) received.append(buf, static_cast<std::size_t>(n));
    ::close(c);
  });
  const auto error = gelu::io::writeFile(path, "x,gelu\n1,0.84\n");
  reader.join();
  ::close(server);
  EXPECT_FALSE(error) << (error ? error->message : "");
  EXPECT_EQ(received, "x,gelu\n1,0.84\n");
  EXPECT_TRUE(fs::is_socket(path));
}

TEST(FileWriter, DevStdoutWritesToDescriptorOne) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(fds[1], 1);
    ::close(fds[0]);
    ::close(fds[1]);
    ::_exit(gelu::io::writeFile("/dev/stdout", "through the pipe\n") ? 1 : 0);
  }
  ::close(fds[1]);
  std::string got(100, '\0');
  const ssize_t n = ::read(fds[0], got.data(), got.size());
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(got.substr(0, static_cast<std::size_t>(std::max<ssize_t>(n, 0))), "through the pipe\n");
}

TEST(FileWriter, BadTargetsAreUsageErrorsAndLoopsAreIoErrors) {
  ScratchDir dir;
  fs::create_directory(dir / "sub");
  for (const std::string& bad : {dir / "sub", dir / "sub/", dir / "missing/x.csv", std::string()}) {
    const auto e = gelu::io::writeFile(bad, "x");
    ASSERT_TRUE(e) << bad;
    EXPECT_EQ(e->kind, Error::Kind::Usage) << bad;
  }
  fs::create_symlink("loop-b", dir / "loop-a");
  fs::create_symlink("loop-a", dir / "loop-b");
  const auto loop = gelu::io::writeFile(dir / "loop-a", "x");
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->kind, Error::Kind::Io);
  EXPECT_NE(loop->message.find("Too many levels of symbolic links"), std::string::npos)
      << loop->message;
}

// Regression: a file in /proc (which takes no new file, with ENOENT) was said to be missing.
TEST(FileWriter, AFolderThatTakesNoNewFileIsNamed) {
  const auto e = gelu::io::writeFile("/proc/gelu-explorer-test.csv", "x");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->kind, Error::Kind::Io);
  EXPECT_NE(e->message.find("its folder '/proc' takes no new file"), std::string::npos)
      << e->message;
}

// Regression: with the disk full the old file was left empty and the command exited 0.
// RLIMIT_FSIZE stands in for a full disk without root: with SIGXFSZ ignored, write() fails
// with EFBIG in the child.
TEST(FileWriter, AFailedWriteKeepsTheOldFileAndLeavesNoTemporary) {
  ScratchDir dir;
  put(dir / "t.csv", "old content");
  const std::string path = dir / "t.csv";
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::close(fds[0]);
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    const auto e = gelu::io::writeFile(path, std::string(100000, 'z'));
    const std::string text = e ? e->message : "no error";
    (void)!::write(fds[1], text.data(), text.size());
    ::_exit(e && e->kind == Error::Kind::Io ? 0 : 1);
  }
  ::close(fds[1]);
  std::string message(500, '\0');
  const ssize_t n = ::read(fds[0], message.data(), message.size());
  message.resize(static_cast<std::size_t>(std::max<ssize_t>(n, 0)));
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << message;
  EXPECT_NE(message.find("File too large"), std::string::npos) << message;
  EXPECT_EQ(slurp(path), "old content");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"t.csv"});
}

// Ctrl+C in the middle of a write: the temporary file goes, the old file stays.
TEST(FileWriter, AnInterruptRemovesTheTemporaryFile) {
  ScratchDir dir;
  put(dir / "anim.gif", "old");
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    gelu::io::removeTemporariesOnInterrupt();
    gelu::io::FileWriter w;
    if (w.open(dir / "anim.gif") || w.write(std::string(2 << 20, 'g'))) ::_exit(3);
    std::raise(SIGINT);
    ::_exit(4);  // not reached
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "exit " << WEXITSTATUS(status);
  EXPECT_EQ(WTERMSIG(status), SIGINT);
  EXPECT_EQ(slurp(dir / "anim.gif"), "old");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"anim.gif"});
}

// Runs `body` in a child process as an unprivileged user (nobody, when the tests run as root)
// and returns its exit code.
template <typename Body>
int asUnprivilegedChild(Body body) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(99);
    ::_exit(body());
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 100 + WTERMSIG(status);
}

// Regression: as `nobody`, `table --output d/ro.csv` replaced a root-owned 0444 file by renaming
// over it, which the writable directory allowed.
TEST(FileWriter, AFileTheUserMayNotWriteIsRefusedAndKept) {
  ScratchDir dir;
  ::chmod((dir / "").c_str(), 0777);
  put(dir / "ro.csv", "read-only");
  ::chmod((dir / "ro.csv").c_str(), 0444);
  put(dir / "theirs.csv", "another user's");
  ::chmod((dir / "theirs.csv").c_str(), 0644);
  const bool root = ::geteuid() == 0;
  const int code = asUnprivilegedChild([&] {
    for (const char* name : {"ro.csv", "theirs.csv"}) {
      const auto e = gelu::io::writeFile(dir / name, "replaced");
      // A file we own and may write is "theirs" only when another user owns it.
      if (!root && std::string(name) == "theirs.csv") continue;
      if (!e || e->kind != Error::Kind::Io) return 1;
      if (e->message.find("Permission denied") == std::string::npos) return 2;
    }
    return gelu::io::writeFile(dir / "new.csv", "new") ? 3 : 0;  // the directory is writable
  });
  EXPECT_EQ(code, 0);
  EXPECT_EQ(slurp(dir / "ro.csv"), "read-only");
  if (root) {
    EXPECT_EQ(slurp(dir / "theirs.csv"), "another user's");
  }
  EXPECT_EQ(slurp(dir / "new.csv"), "new");
}

// A hard-linked target keeps its other names: they see the new content.
TEST(FileWriter, AHardLinkedFileIsWrittenInPlaceKeepingItsLinks) {
  ScratchDir dir;
  put(dir / "a.csv", "old content, longer than the new");
  fs::create_hard_link(dir / "a.csv", dir / "b.csv");
  ASSERT_FALSE(gelu::io::writeFile(dir / "a.csv", "new"));
  EXPECT_EQ(slurp(dir / "b.csv"), "new");
  ASSERT_FALSE(gelu::io::writeFile(dir / "b.csv", std::string(3 << 20, 'n')));
  EXPECT_EQ(slurp(dir / "a.csv"), std::string(3 << 20, 'n'));
  EXPECT_EQ(fs::hard_link_count(dir / "a.csv"), 2U);
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{"a.csv", "b.csv"}));
}

// Regression: SIGKILL (or the OOM killer) left a hidden temporary beside the target per run.
TEST(FileWriter, AKilledRunLeavesNoTemporary) {
  ScratchDir dir;
  put(dir / "big.csv", "old");
  for (const bool existing : {true, false}) {
    const std::string name = existing ? "big.csv" : "fresh.csv";
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      gelu::io::FileWriter w;
      if (w.open(dir / name) || w.write(std::string(3 << 20, 'k'))) ::_exit(3);
      std::raise(SIGKILL);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
  }
  EXPECT_EQ(slurp(dir / "big.csv"), "old");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"big.csv"});
}

// Where a temporary had to be named (no O_TMPFILE, or a kill between naming and renaming), the
// next write of the same target removes it, but never a live writer's nor a user's own file.
TEST(FileWriter, StaleTemporariesOfTheTargetAreRemovedLiveOnesKept) {
  ScratchDir dir;
  put(dir / ".t.csv.gelu-Stale1", "left by a killed run");
  put(dir / ".t.csv.gelu-Live22", "another writer's");
  put(dir / ".t.csv.backup", "the user's own");
  put(dir / ".other.csv.gelu-Stale2", "another target's");
  const int live = ::open((dir / ".t.csv.gelu-Live22").c_str(), O_RDONLY);
  ASSERT_EQ(::flock(live, LOCK_EX), 0);
  ASSERT_FALSE(gelu::io::writeFile(dir / "t.csv", "new"));
  EXPECT_EQ(dir.entries(), (std::vector<std::string>{".other.csv.gelu-Stale2", ".t.csv.backup",
                                                     ".t.csv.gelu-Live22", "t.csv"}));
  ::close(live);
}

// Regression: a legal 248–255-byte name could not be written (the temporary's name is longer).
TEST(FileWriter, TheLongestLegalNameIsWrittenNewAndExisting) {
  ScratchDir dir;
  const std::string name = std::string(251, 'n') + ".csv";
  ASSERT_EQ(name.size(), 255U);
  ASSERT_FALSE(gelu::io::writeFile(dir / name, "first")) << "new";
  const auto again = gelu::io::writeFile(dir / name, "second");
  EXPECT_FALSE(again) << again->message;
  EXPECT_EQ(slurp(dir / name), "second");
  EXPECT_EQ(dir.entries(), std::vector<std::string>{name});
}

// Regression: `(echo 1; sleep 1; echo 2; echo 3) | … --x-values -` read only the first piece.
TEST(ReadFile, APipeIsReadToTheEnd) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  std::thread writer([w = fds[1]] {
    for (const char* piece : {"1\n", "2\n", "3\n"}) {
      (void)!::write(w, piece, 2);
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ::close(w);
  });
  std::string got;
  // As the commands read (a wait notice set): a pipe whose writer is there is read without one.
  std::string notice;
  gelu::io::setWaitNotice([&](const std::string& n) { notice = n; });
  const auto e = gelu::io::readFile("/proc/self/fd/" + std::to_string(fds[0]), 1 << 20, &got);
  gelu::io::setWaitNotice(nullptr);
  writer.join();
  ::close(fds[0]);
  EXPECT_FALSE(e);
  EXPECT_EQ(got, "1\n2\n3\n");
  EXPECT_EQ(notice, "");
}

TEST(ReadFile, MissingDirectoryTooLargeAndLoopedInputs) {
  ScratchDir dir;
  std::string got;
  const auto missing = gelu::io::readFile(dir / "none", 100, &got);
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->kind, Error::Kind::Usage);
  EXPECT_NE(missing->message.find("does not exist"), std::string::npos);
  fs::create_directory(dir / "sub");
  const auto directory = gelu::io::readFile(dir / "sub", 100, &got);
  ASSERT_TRUE(directory);
  EXPECT_EQ(directory->kind, Error::Kind::Usage);
  EXPECT_NE(directory->message.find("is a directory"), std::string::npos);
  put(dir / "big", std::string(2048, 'b'));
  const auto big = gelu::io::readFile(dir / "big", 1024, &got);
  ASSERT_TRUE(big);
  EXPECT_EQ(big->kind, Error::Kind::Usage);
  EXPECT_NE(big->message.find("larger than 1 KiB"), std::string::npos) << big->message;
  fs::create_symlink("l2", dir / "l1");
  fs::create_symlink("l1", dir / "l2");
  const auto loop = gelu::io::readFile(dir / "l1", 100, &got);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->kind, Error::Kind::Io);
}

// Only the folder named is made, never the path to it (a mistyped parent was created).
TEST(Folder, OnlyTheFolderItselfIsMade) {
  using State = gelu::io::Folder::State;
  ScratchDir dir;
  const std::string root = fs::path(dir / "").parent_path().string();
  EXPECT_EQ(gelu::io::checkFolder(dir / "new").state, State::ToMake);
  EXPECT_EQ(gelu::io::checkFolder(dir / "new").parent, root);
  // "new/" and "new/." are the folder new, in the scratch folder.
  EXPECT_EQ(gelu::io::checkFolder(dir / "new/").parent, root);
  EXPECT_EQ(gelu::io::checkFolder(dir / "new/.").parent, root);
  const gelu::io::Folder deep = gelu::io::checkFolder(dir / "no/such/new");
  EXPECT_EQ(deep.state, State::ParentMissing);
  EXPECT_EQ(deep.parent, root + "/no/such");
  EXPECT_NE(gelu::io::makeFolder(dir / "no/such/new"), "");
  EXPECT_FALSE(fs::exists(dir / "no"));
  // 'missing/../x' is the system's to walk: through a folder that is not there, nowhere.
  EXPECT_EQ(gelu::io::checkFolder(dir / "missing/../x").state, State::ParentMissing);
  EXPECT_EQ(gelu::io::checkFolder("").state, State::NotAFolder);
  // What the check names is what is made: "new/." makes new.
  const gelu::io::Folder dotted = gelu::io::checkFolder(dir / "new/.");
  EXPECT_EQ(dotted.state, State::ToMake);
  EXPECT_EQ(gelu::io::makeFolder(dotted.path), "");
  EXPECT_EQ(gelu::io::checkFolder(dir / "new").state, State::Exists);
  put(dir / "file", "x");
  EXPECT_EQ(gelu::io::checkFolder(dir / "file").state, State::NotAFolder);
  fs::create_symlink("nowhere", dir / "dangling");
  EXPECT_EQ(gelu::io::checkFolder(dir / "dangling").state, State::NotAFolder);
  EXPECT_NE(gelu::io::makeFolder(dir / "file"), "");  // (a file stands there)
  // A folder inside a file: where it would go is there, and is not a folder.
  const gelu::io::Folder inFile = gelu::io::checkFolder(dir / "file/out");
  EXPECT_EQ(inFile.state, State::ParentMissing);
  EXPECT_TRUE(inFile.parentExists);
  const gelu::io::Folder deeper = gelu::io::checkFolder(dir / "file/sub/out");  // (ENOTDIR)
  EXPECT_EQ(deeper.state, State::ParentMissing);
  EXPECT_TRUE(deeper.parentExists);
  EXPECT_EQ(deeper.parent, root + "/file");
  EXPECT_FALSE(deep.parentExists);
}

// Regression: newlines, escape sequences and NUL bytes reached the terminal in messages.
TEST(Printable, ControlCharactersAndBadUtf8AreEscaped) {
  using gelu::io::printable;
  EXPECT_EQ(printable("gelu\nrelu"), "gelu\\nrelu");
  EXPECT_EQ(printable("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(printable(std::string_view("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("tab\there\r"), "tab\\there\\r");
  EXPECT_EQ(printable("\x7f"), "\\x7f");
  EXPECT_EQ(printable("\xc2\x9b"), "\\u009b");      // C1 CSI
  EXPECT_EQ(printable("\xe2\x80\xa8"), "\\u2028");  // line separator
  EXPECT_EQ(printable("\xff\xfe"), "\\xff\\xfe");   // not UTF-8
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");   // overlong
  EXPECT_EQ(printable("Φ(x) ≈ σ"), "Φ(x) ≈ σ");     // text stays text
  // Regression: the right-to-left override turned "gelu\u202etxt.exe" around on a terminal.
  EXPECT_EQ(printable("a\u202eb"), "a\\u202eb");
  EXPECT_EQ(printable("\ufeffx"), "\\ufeffx");
  EXPECT_EQ(printable("a\u2066b\u200bc\u061c"), "a\\u2066b\\u200bc\\u061c");
  EXPECT_EQ(printable("\u2030 \u2070"), "\u2030 \u2070");  // per mille, superscript 0
  EXPECT_EQ(printable("abcdef", 3), "abc…");
}
