#include "deduce/puzzles/futoshiki/format.h"

#include <algorithm>
#include <charconv>

#include "deduce/puzzles/futoshiki/grid_symbols.h"

namespace deduce::puzzles::futoshiki {
namespace {

int digits(int v) {
  int d = 1;
  while (v >= 10) {
    v /= 10;
    ++d;
  }
  return d;
}

// Writes into a string made at the largest size the text can take, then
// cut to what was written: no capacity check a character. push_back a
// character and a std::to_chars a cell were most of writing a solution.
class TextBuffer {
 public:
  TextBuffer(std::string& out, std::size_t most) : out_(out) {
    out_.resize(most);
    w_ = out_.data();
  }
  void put(char ch) { *w_++ = ch; }
  // v right-aligned in `width` characters.
  void number(int v, int width) {
    if (v >= 0 && v <= 9) {
      for (int k = 1; k < width; ++k) *w_++ = ' ';
      *w_++ = static_cast<char>('0' + v);
      return;
    }
    char digits[16];
    const char* end = std::to_chars(digits, digits + sizeof digits, v).ptr;
    for (auto k = end - digits; k < width; ++k) *w_++ = ' ';
    for (const char* d = digits; d != end; ++d) *w_++ = *d;
  }
  // `symbol` right-aligned in `width` characters.
  void symbol(char ch, int width) {
    for (int k = 1; k < width; ++k) *w_++ = ' ';
    *w_++ = ch;
  }
  void finish() { out_.resize(static_cast<std::size_t>(w_ - out_.data())); }

 private:
  std::string& out_;
  char* w_;
};

// The most characters a value of a puzzle of order n takes: n's own digits,
// or those of the out-of-range values a reader may keep (parse.h) and a minus.
std::size_t value_room(int n) {
  return static_cast<std::size_t>(std::max(digits(n), 11));
}

}  // namespace

std::string format_grid(const Puzzle& puzzle) {
  return format_grid(puzzle, puzzle.givens);
}

std::string format_grid(const Puzzle& p, const Grid& values) {
  const int n = p.n;
  const bool spaced = n > 9;
  const int width = spaced ? digits(n) : 1;
  const auto cells = static_cast<std::size_t>(n) * n;
  std::string out;
  // The order line; a row's values, each with a separator of up to 3
  // characters; a relation row's symbols, as wide and as separated.
  TextBuffer b(out, 16 + cells * (value_room(n) + 3) + cells * (width + 3) + 2 * n);
  b.number(n, 0);
  if (p.mode == Mode::kAdjacent) b.put('a');
  b.put('\n');
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c > 0) {
        if (spaced) b.put(' ');
        b.put(grid_symbol(p.right_of(r, c - 1), true));
        if (spaced) b.put(' ');
      }
      b.number(values[static_cast<std::size_t>(r) * n + c], width);
    }
    b.put('\n');
    if (r + 1 == n) break;
    for (int c = 0; c < n; ++c) {
      if (c > 0) {
        if (spaced) b.put(' ');
        b.put('-');
        if (spaced) b.put(' ');
      }
      b.symbol(grid_symbol(p.below(r, c), false), width);
    }
    b.put('\n');
  }
  b.finish();
  return out;
}

std::string format_game_id(const Puzzle& puzzle) {
  return format_game_id(puzzle, puzzle.givens);
}

std::string format_game_id(const Puzzle& p, const Grid& values) {
  const int n = p.n;
  const bool adjacent = p.mode == Mode::kAdjacent;
  std::string out;
  // The parameters; a cell is its digits, up to four flags and a comma.
  TextBuffer b(out, 16 + static_cast<std::size_t>(n) * n * (value_room(n) + 5));
  b.number(n, 0);
  if (adjacent) b.put('a');
  if (p.difficulty != Difficulty::kNone) {
    b.put('d');
    b.put(difficulty_letter(p.difficulty));
  }
  b.put(':');
  // A cell carries the flag towards a neighbour it is greater than (Unequal
  // mode) or adjacent to (Adjacent mode); a pair's relation is stored on its
  // left (upper) cell, so the flags towards the right and down read it as
  // kGreater, those towards the left and up as kLess.
  const Relation ahead = adjacent ? Relation::kAdjacent : Relation::kGreater;
  const Relation behind = adjacent ? Relation::kAdjacent : Relation::kLess;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      b.number(values[static_cast<std::size_t>(r) * n + c], 0);
      // Tatham's order: U, R, D, L.
      if (r > 0 && p.below(r - 1, c) == behind) b.put('U');
      if (c + 1 < n && p.right_of(r, c) == ahead) b.put('R');
      if (r + 1 < n && p.below(r, c) == ahead) b.put('D');
      if (c > 0 && p.right_of(r, c - 1) == behind) b.put('L');
      b.put(',');
    }
  }
  b.finish();
  return out;
}

}  // namespace deduce::puzzles::futoshiki
