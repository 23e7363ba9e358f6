#include "deduce/io/line_reader.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"
#include "deduce/io/utf8.h"

namespace deduce::io {

LineReader::LineReader(const std::string& path) : path_(path), fd_(open_input(path)) {}

LineReader::~LineReader() {
  if (fd_ != STDIN_FILENO) ::close(fd_);
}

void LineReader::hand_on(std::string& text, std::size_t end) {
  const std::string_view piece(held_.data(), end);
  try {
    require_utf8(piece, display_name(path_));
  } catch (const InputError& e) {
    // Its line within the piece, in the whole file.
    SourceLocation where = e.where();
    where.line += lines_;
    throw InputError(where, e.detail());
  }
  text.append(piece);
  lines_ += static_cast<int>(std::count(piece.begin(), piece.end(), '\n'));
  held_.erase(0, end);
}

bool LineReader::wait_for_input() {
  if (!stopped_) return true;
  for (;;) {
    pollfd p{fd_, POLLIN, 0};
    // EINTR too: Ctrl-C's handler does not restart poll.
    if (::poll(&p, 1, 100) > 0) return true;
    if (stopped_()) return false;
  }
}

bool LineReader::append_lines(std::string& text) {
  char block[kBlockBytes];
  while (!ended_) {
    if (!wait_for_input()) {
      ended_ = cut_ = true;
      held_.clear();  // a line not come whole
      return false;
    }
    const ssize_t got = ::read(fd_, block, sizeof block);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw_read_error(path_, errno);
    }
    if (got == 0) {
      ended_ = true;
      break;
    }
    const std::string_view fresh(block, static_cast<std::size_t>(got));
    const std::size_t before = held_.size();
    held_.append(fresh);
    // The last newline of the block alone: a long line is scanned once.
    if (const std::size_t newline = fresh.rfind('\n'); newline != std::string_view::npos) {
      hand_on(text, before + newline + 1);
      return true;
    }
    if (held_.size() > kMaxInputBytes) throw_read_error(path_, EFBIG);
  }
  if (held_.empty()) return false;
  hand_on(text, held_.size());  // the last line, without its newline
  return true;
}

void LineReader::read_rest(std::string& text) {
  while (append_lines(text))
    if (text.size() > kMaxInputBytes) throw_read_error(path_, EFBIG);
}

}  // namespace deduce::io
