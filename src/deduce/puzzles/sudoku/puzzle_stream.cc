#include "deduce/puzzles/sudoku/puzzle_stream.h"

#include <iterator>
#include <utility>

#include "deduce/puzzles/sudoku/parse.h"

namespace deduce::puzzles::sudoku {

PuzzleStream::PuzzleStream(io::LineReader& lines, std::string read, std::string file)
    : lines_(lines), text_(std::move(read)), file_(std::move(file)) {}

std::vector<Puzzle> PuzzleStream::next(std::size_t at_least) {
  std::vector<Puzzle> out;
  while (!error_ && out.size() < at_least) {
    if (!text_.empty()) {
      PuzzleChunk c = parse_some(text_, file_, first_line_, !ended_);
      if (out.empty()) {
        out = std::move(c.puzzles);
      } else {
        out.insert(out.end(), std::make_move_iterator(c.puzzles.begin()),
                   std::make_move_iterator(c.puzzles.end()));
      }
      text_.erase(0, c.used);
      first_line_ += c.lines;
      error_ = std::move(c.error);
      if (error_ || out.size() >= at_least) break;
    }
    if (ended_) break;
    ended_ = !lines_.append_lines(text_);
  }
  count_ += out.size();
  if (!out.empty()) return out;
  if (error_) {
    const io::InputError e = *error_;
    error_.reset();
    text_.clear();
    ended_ = true;
    throw e;
  }
  if (count_ == 0) throw io::InputError({file_, 1, 1}, std::string(kNoPuzzle));
  return out;
}

int PuzzleStream::rest_line() const {
  const bool blank = text_.find_first_not_of(" \t\r\n") == std::string::npos;
  return ended_ && blank && !error_ ? 0 : first_line_;
}

}  // namespace deduce::puzzles::sudoku
