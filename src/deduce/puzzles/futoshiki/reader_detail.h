// Shared pieces of the Futoshiki readers (parse.cc for the grid format and
// the file, game_id_reader.cc for game IDs): one input line with its place,
// number tokens read without overflow, and messages that name what was found.
// Internal to the readers; use parse.h.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki::detail {

inline bool is_blank(char ch) {
  return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v';
}
inline bool is_digit(char ch) {
  return ch >= '0' && ch <= '9';
}

// How a byte is named in a message: `x` when printable, its code otherwise.
std::string describe(std::string_view line, std::size_t i);

// A run of digits. Numbers are accumulated up to a cap and then only
// skipped, so a line of a million digits neither overflows nor takes more
// than one pass.
struct Number {
  std::int64_t value = 0;  // capped
  std::size_t length = 0;  // digits read
  bool big = false;        // above the cap
};
Number read_number(std::string_view line, std::size_t& i);

// The text of a number token for a message, shortened when very long.
std::string token_text(std::string_view line, std::size_t start, std::size_t length);

// Sizes the arrays of p for order n, every place at p.where.
void init_puzzle(Puzzle& p, int n);

// One line of the input with its place, for locating errors.
struct Line {
  std::string_view text;   // comment and trailing blanks removed
  std::string_view whole;  // from the same start, the comment kept (a seed ID's `#` is in it)
  const std::string* file = nullptr;
  int number = 1;
  int first_column = 1;

  io::SourceLocation at(std::size_t i) const {
    return {*file, number, first_column + static_cast<int>(i)};
  }
  io::TextPlace place(std::size_t i) const { return {number, first_column + static_cast<int>(i)}; }
  [[noreturn]] void fail(std::size_t i, const std::string& what) const {
    throw io::InputError(at(i), what);
  }
  void skip_blanks(std::size_t& i) const {
    while (i < text.size() && is_blank(text[i])) ++i;
  }
};

// A cell, as messages name it. The text is built only when a message is, so
// reading a value allocates nothing.
struct CellName {
  bool game_id = false;  // "the value of cell 7 (row 2, column 2)" vs "value 2 of row 2"
  int row = 0;           // from 0
  int column = 0;        // from 0
  int n = 0;
  std::string text() const;
};

// A cell value token at i (digits, or `.` in the grid format); returns the
// value or throws, naming the cell.
int read_value(const Line& line, std::size_t& i, const ParseOptions& options, const CellName& cell);

// Reads a grid or game-ID header order at i: a number from 1 to kMaxOrder.
int read_order(const Line& line, std::size_t& i);

// A header line is a game ID when its leading number is followed by `:`,
// `d`, or `a` and more; a grid's order line is the number alone (Unequal) or
// the number and `a` (Adjacent).
bool is_game_id(std::string_view t);

// Throws, at its `#`, when line.whole is a random-seed ID such as
// `5dt#12345`: parameters, `#` and a seed, which Tatham's program takes as a
// recipe for generating a puzzle, not as a puzzle.
void reject_seed_id(const Line& line);

// Reads the game ID that makes up `line`.
Puzzle read_game_id(const Line& line, const ParseOptions& options);

}  // namespace deduce::puzzles::futoshiki::detail
