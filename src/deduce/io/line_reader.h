// Reads an input file (or standard input for "-") a few whole lines at a
// time, for a reader that takes a file of many puzzles as it comes (a Sudoku
// collection, one puzzle a line): what it holds is the lines it has not read
// yet, whatever the file's length, and the lines that have come through a
// pipe are handed on without waiting for the rest.
//
// The checks and messages are read_file's: the file is opened by
// open_input, a read error is throw_read_error's, and each piece handed on
// is checked to be UTF-8 (io::require_utf8) and located in the whole file.
// Only a line longer than kMaxInputBytes is refused for its size (a file of
// lines may be longer than read_file takes); read_rest keeps read_file's
// bound on the whole.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace deduce::io {

class LineReader {
 public:
  // Opens `path` (throws InputError as read_file does).
  explicit LineReader(const std::string& path);
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Appends to `text` the whole lines that have come, at least one (or, at
  // the end of the input, its last line without a newline), reading at most
  // a block of kBlockBytes more when none has come yet. False at the end of
  // the input, with nothing appended.
  bool append_lines(std::string& text);

  // Appends the rest of the input to `text`, which holds what this reader
  // handed on before: read_file's text once it is done, refused as
  // read_file refuses an input past kMaxInputBytes.
  void read_rest(std::string& text);

  // From now on, while no line has come (a pipe that has stopped sending),
  // `stopped` is asked every 100 ms at most; once it says so the input
  // ends there, the part of a line that has come dropped. For a file read
  // as it comes, whose work a stop ends (Ctrl-C): what has not come cannot
  // be reported, and waiting for it would outlast the stop.
  void end_when(std::function<bool()> stopped) { stopped_ = std::move(stopped); }
  // Whether the input ended so, before its end.
  bool cut() const { return cut_; }

  // Lines handed on so far (the next piece starts at line lines() + 1).
  int lines() const { return lines_; }

  static constexpr std::size_t kBlockBytes = std::size_t{1} << 16;

 private:
  // Hands on the whole lines of held_ up to byte `end`.
  void hand_on(std::string& text, std::size_t end);
  // Waits until the input can be read; false when stopped_ says to stop.
  bool wait_for_input();

  std::string path_;
  int fd_ = -1;
  std::string held_;  // bytes read after the last whole line handed on
  bool ended_ = false;
  bool cut_ = false;
  int lines_ = 0;
  std::function<bool()> stopped_;
};

}  // namespace deduce::io
