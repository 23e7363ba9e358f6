// The driver of the Sudoku reader (parser.h): the text cut into lines, the
// next puzzle in whichever form its first line says, and the entry points
// of parse.h.
#include <algorithm>
#include <string_view>

#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "deduce/puzzles/sudoku/parser.h"

namespace deduce::puzzles::sudoku {
namespace parsing {

Parser::Parser(std::string_view text, const std::string& file, int first_line, bool more)
    : file_(file), size_(text.size()), more_(more) {
  std::string_view rest = text;
  for (int number = first_line; !rest.empty(); ++number) {
    const std::size_t end = rest.find('\n');
    const std::size_t begin = static_cast<std::size_t>(rest.data() - text.data());
    std::string_view s = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    const std::size_t hash = s.find('#');
    if (hash != std::string_view::npos) s = s.substr(0, hash);
    int indent = 0;
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
      s.remove_prefix(1);
      ++indent;
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
      s.remove_suffix(1);
    lines_.push_back({s, number, indent, begin});
  }
}

std::vector<Puzzle> Parser::run() {
  std::vector<Puzzle> out;
  while (read_one(out)) {
  }
  if (out.empty()) throw io::InputError({file_, 1, 1}, std::string(kNoPuzzle));
  return out;
}

PuzzleChunk Parser::some() {
  PuzzleChunk c;
  std::size_t start = 0;  // the line the puzzle being read starts at
  try {
    for (;;) {
      start = at_;
      if (!read_one(c.puzzles)) break;
    }
  } catch (const NeedMore&) {
    at_ = start;
  } catch (const io::InputError& e) {
    c.error = e;
    at_ = lines_.size();
  }
  if (at_ < lines_.size()) {
    c.lines = lines_[at_].number - lines_.front().number;
    c.used = lines_[at_].begin;
  } else {
    c.lines = static_cast<int>(lines_.size());
    c.used = size_;
  }
  return c;
}

// Reads the next puzzle into `out` (or a rule line); false at the end.
bool Parser::read_one(std::vector<Puzzle>& out) {
  if (next_said()) {
    const Line& l = lines_[at_];
    if (l.text.starts_with("sudoku") &&
        (l.text.size() == 6 || l.text[6] == ' ' || l.text[6] == '\t')) {
      out.push_back(sudoku_file());
    } else if (looks_like_game_id(l.text) || l.text.find(':') != std::string_view::npos) {
      const std::size_t space = l.text.find_first_of(" \t");
      if (space != std::string_view::npos)
        fail(l, static_cast<int>(space) + 1, "unexpected text after the game ID");
      out.push_back(read_game_id(l.text, place(l, 1)));
      ++at_;
    } else if (rule_line(l.text)) {
      ++at_;
    } else {
      out.push_back(grid_or_line());
      // A collection, one puzzle a line: room for a puzzle a line left
      // (49,151 lines grew the vector 17 times, moving and faulting in 19
      // MB; 4% of solving them).
      if (out.size() == 1 && out[0].source == Source::kLine) out.reserve(lines_.size() - at_ + 1);
    }
    return true;
  }
  return false;
}

// Moves to the next line that says something; false at the end.
bool Parser::next_said() {
  while (at_ < lines_.size() && lines_[at_].text.empty()) ++at_;
  return at_ < lines_.size();
}

// The next line that is not a separator rule, or nullptr at the end of
// the file (blank lines end a grid).
const Line* Parser::next_row() {
  while (at_ < lines_.size() && !lines_[at_].text.empty() && rule_line(lines_[at_].text)) ++at_;
  if (at_ >= lines_.size() || lines_[at_].text.empty()) return nullptr;
  return &lines_[at_];
}

// At the end of the lines read inside a puzzle: its lines go on in those
// that follow, when some do.
void Parser::need_more() const {
  if (more_ && at_ >= lines_.size()) throw NeedMore{};
}

}  // namespace parsing

std::vector<Puzzle> parse_puzzles(const std::string& text, const std::string& file) {
  return parsing::Parser(text, file).run();
}

PuzzleChunk parse_some(std::string_view text, const std::string& file, int first_line, bool more) {
  return parsing::Parser(text, file, first_line, more).some();
}

}  // namespace deduce::puzzles::sudoku
