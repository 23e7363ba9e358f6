#include "deduce/io/read_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"

namespace deduce::io {
namespace {

// Reads every byte of the open descriptor `fd`; false on a read error (errno
// set) or when the input passes kMaxInputBytes (errno EFBIG), so that an
// endless device such as /dev/zero ends with a message instead of a hang.
bool read_all(int fd, std::string& text) {
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got == 0) return true;
    if (got < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    text.append(buffer, static_cast<std::size_t>(got));
    if (text.size() > kMaxInputBytes) {
      errno = EFBIG;
      return false;
    }
  }
}

[[noreturn]] void fail(const std::string& path, const std::string& what) {
  throw InputError({display_name(path), 1, 1}, what);
}

std::string too_big() {
  return "the input is larger than " + std::to_string(kMaxInputBytes >> 20) +
         " MiB; no puzzle is that long";
}

}  // namespace

std::string display_name(const std::string& path) {
  return path == "-" ? "<stdin>" : path;
}

// POSIX calls rather than std::ifstream: a stream opens a directory without
// complaint on Linux and then fails with an exception on the first read, and
// it cannot tell "not a regular file" from "unreadable".
int open_input(const std::string& path) {
  if (path == "-") return STDIN_FILENO;
  if (path.empty()) fail(path, "expected a file name, found an empty argument");
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    fail(path, std::string("cannot open file: ") + std::strerror(errno));
  }
  if (S_ISDIR(info.st_mode)) fail(path, "is a directory; expected a puzzle file");
  // FIFOs and character devices (/dev/stdin, process substitution) are read
  // like files; sockets and block devices are not puzzles.
  if (!S_ISREG(info.st_mode) && !S_ISFIFO(info.st_mode) && !S_ISCHR(info.st_mode)) {
    fail(path, "is not a regular file; expected a puzzle file");
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail(path, std::string("cannot open file: ") + std::strerror(errno));
  return fd;
}

std::string read_file(const std::string& path) {
  std::string text;
  const int fd = open_input(path);
  const bool ok = read_all(fd, text);
  const int read_errno = errno;
  if (fd != STDIN_FILENO) ::close(fd);
  if (!ok) throw_read_error(path, read_errno);
  require_utf8(text, display_name(path));
  return text;
}

void throw_read_error(const std::string& path, int error) {
  if (error == EFBIG) fail(path, too_big());
  fail(path, std::string(path == "-" ? "cannot read standard input: " : "cannot read file: ") +
                 std::strerror(error));
}

}  // namespace deduce::io
