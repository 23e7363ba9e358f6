#include "deduce/puzzles/futoshiki/format.h"

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

// Appends v right-aligned in width. Through a buffer on the stack: a
// std::to_string a cell was most of writing a solution.
void append_number(std::string& out, int v, int width) {
  char buf[16];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  for (auto k = end - buf; k < width; ++k) out.push_back(' ');
  out.append(buf, end);
}

void append_symbol(std::string& out, char symbol, int width) {
  for (int k = 1; k < width; ++k) out.push_back(' ');
  out.push_back(symbol);
}

}  // namespace

std::string format_grid(const Puzzle& puzzle) {
  return format_grid(puzzle, puzzle.givens);
}

std::string format_grid(const Puzzle& p, const Grid& values) {
  const int n = p.n;
  const bool spaced = n > 9;
  const int width = spaced ? digits(n) : 1;
  std::string out;
  // 2n - 1 lines of n tokens, each with its separator (up to 3 bytes spaced).
  out.reserve(static_cast<std::size_t>(2 * n) * (static_cast<std::size_t>(n) * (width + 3) + 1) +
              8);
  append_number(out, n, 0);
  out += p.mode == Mode::kAdjacent ? "a\n" : "\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c > 0) {
        if (spaced) out.push_back(' ');
        out.push_back(grid_symbol(p.right_of(r, c - 1), true));
        if (spaced) out.push_back(' ');
      }
      append_number(out, values[static_cast<std::size_t>(r) * n + c], width);
    }
    out.push_back('\n');
    if (r + 1 == n) break;
    for (int c = 0; c < n; ++c) {
      if (c > 0) out += spaced ? " - " : "-";
      append_symbol(out, grid_symbol(p.below(r, c), false), width);
    }
    out.push_back('\n');
  }
  return out;
}

std::string format_game_id(const Puzzle& puzzle) {
  return format_game_id(puzzle, puzzle.givens);
}

std::string format_game_id(const Puzzle& p, const Grid& values) {
  const int n = p.n;
  const bool adjacent = p.mode == Mode::kAdjacent;
  std::string out;
  // A cell is its digits, up to four flags and a comma.
  out.reserve(static_cast<std::size_t>(n) * n * (digits(n) + 5) + 8);
  append_number(out, n, 0);
  if (adjacent) out.push_back('a');
  if (p.difficulty != Difficulty::kNone) {
    out.push_back('d');
    out.push_back(difficulty_letter(p.difficulty));
  }
  out.push_back(':');
  // Does cell (r, c) carry the flag towards (r + dr, c + dc)?
  auto flag = [&](int r, int c, int dr, int dc) {
    int r2 = r + dr, c2 = c + dc;
    if (r2 < 0 || c2 < 0 || r2 >= n || c2 >= n) return false;
    // The relation is stored on the left (upper) cell of the pair.
    bool forward = dr + dc > 0;
    Relation rel = dr == 0 ? p.right_of(r, forward ? c : c2) : p.below(forward ? r : r2, c);
    if (adjacent) return rel == Relation::kAdjacent;
    return rel == (forward ? Relation::kGreater : Relation::kLess);
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      append_number(out, values[static_cast<std::size_t>(r) * n + c], 0);
      // Tatham's order: U, R, D, L.
      if (flag(r, c, -1, 0)) out.push_back('U');
      if (flag(r, c, 0, 1)) out.push_back('R');
      if (flag(r, c, 1, 0)) out.push_back('D');
      if (flag(r, c, 0, -1)) out.push_back('L');
      out.push_back(',');
    }
  }
  return out;
}

}  // namespace deduce::puzzles::futoshiki
