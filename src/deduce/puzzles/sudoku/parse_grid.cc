// The forms of cells in the Sudoku reader (parser.h): a puzzle on one line
// (16 to 625 cells), and grids of rows, with separators or without, their
// numbers apart by blanks from order 10 on.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

#include "deduce/puzzles/sudoku/parser.h"

namespace deduce::puzzles::sudoku::parsing {
namespace {

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+' || c == '=' || c == '\r';
}

// char_digit of every character, looked up: a batch of 49,151 lines read
// 81 cells each, and the tests in char_digit, mispredicted on the random
// mix of digits and dots, were a third of the reading.
constexpr std::array<signed char, 256> make_cell_digits() {
  std::array<signed char, 256> t{};
  for (int c = 0; c < 256; ++c) t[c] = static_cast<signed char>(char_digit(static_cast<char>(c)));
  return t;
}
constexpr std::array<signed char, 256> kCellDigit = make_cell_digits();

// The cells of a row as (digit, column), or the column of the first
// character that is no cell. Orders past 9 may write their numbers apart
// by blanks (`10 . 3 12`); otherwise each character is a cell.
struct Row {
  std::vector<std::pair<int, int>> cells;  // digit, 1-based column
  int bad_column = 0;                      // 0: none
};

Row read_row(const Line& line, bool numbers) {
  Row row;
  const std::string_view s = line.text;
  row.cells.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    const int column = line.indent + static_cast<int>(i) + 1;
    if (is_separator(c)) {
      ++i;
      continue;
    }
    if (numbers && std::isdigit(static_cast<unsigned char>(c))) {
      int v = 0;
      std::size_t j = i;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j])) && v < 1000)
        v = v * 10 + (s[j++] - '0');
      row.cells.push_back({v, column});
      i = j;
      continue;
    }
    const int d = kCellDigit[static_cast<unsigned char>(c)];
    if (d < 0) {
      row.bad_column = column;
      return row;
    }
    row.cells.push_back({d, column});
    ++i;
  }
  return row;
}

bool has_boxes(int n) {
  return default_boxes(n).rows > 0;
}

// The order of a one-line puzzle of `cells` cells, or 0.
int line_order(std::size_t cells) {
  for (int n = 4; n <= 25; ++n)
    if (static_cast<std::size_t>(n * n) == cells && has_boxes(n)) return n;
  return 0;
}

}  // namespace

bool rule_line(std::string_view s) {
  return std::all_of(s.begin(), s.end(), is_separator);
}

// One puzzle a line, or the first row of a grid.
Puzzle Parser::grid_or_line() {
  const Line& first = lines_[at_];
  const Row row = read_row(first, false);
  if (row.bad_column != 0)
    fail(first, row.bad_column - first.indent,
         fmt::format("unexpected `{}`: expected a cell (1-9, A-Z from 10, `.` or `0` for an "
                     "empty one), a Solo game ID or `sudoku N`",
                     first.text[static_cast<std::size_t>(row.bad_column - first.indent - 1)]));
  if (const int n = line_order(row.cells.size()); n > 0) {
    Puzzle p = plain(n, first);
    p.source = Source::kLine;
    // A line of cells alone places cell k at the puzzle's column + k: no
    // places kept (a collection of 49,151 puzzles would keep 32 MB of them).
    const bool dense = row.cells.size() == first.text.size();
    for (std::size_t k = 0; k < row.cells.size(); ++k) given(p, first, row.cells[k], k, !dense);
    ++at_;
    return p;
  }
  const int n = static_cast<int>(row.cells.size());
  if (n >= 10 && first.text.find_first_of(" \t") != std::string_view::npos)
    return numbered_grid(first);
  if (n >= 10)
    fail(first, static_cast<int>(first.text.size()) + 1,
         fmt::format("a line of {} cells: a puzzle on one line has 16, 36, 64, 81, 144, 256 or "
                     "625 cells (81 for a 9x9), a grid's row 4, 6, 8 or 9",
                     n));
  if (n < 4 || !has_boxes(n))
    fail(first, 1,
         fmt::format("a row of {} cells: expected a Sudoku grid of 4, 6, 8 or 9 cells a row, "
                     "or a line of 16, 36, 64, 81, 144, 256 or 625 cells",
                     n));
  Puzzle p = plain(n, first);
  p.source = Source::kGrid;
  read_grid(p, false);
  return p;
}

// A grid of order 10 and up written with numbers (`10 . 3 12`).
Puzzle Parser::numbered_grid(const Line& first) {
  const Row row = read_row(first, true);
  const int n = static_cast<int>(row.cells.size());
  if (!has_boxes(n) || n > kMaxOrder)
    fail(first, 1,
         fmt::format("a row of {} cells: an order without boxes (say `sudoku {} "
                     "jigsaw` and give its regions)",
                     n, n));
  Puzzle p = plain(n, first);
  p.source = Source::kGrid;
  read_grid(p, true);
  return p;
}

Puzzle Parser::plain(int n, const Line& first) const {
  Puzzle p;
  p.n = n;
  const BoxShape b = default_boxes(n);
  p.box_rows = b.rows;
  p.box_cols = b.cols;
  set_boxes(p);
  p.givens.assign(static_cast<std::size_t>(n * n), 0);
  p.where = place(first, 1);
  return p;
}

void Parser::given(Puzzle& p, const Line& l, std::pair<int, int> cell, std::size_t k,
                   bool keep_place) const {
  if (keep_place) {
    if (p.places.empty()) p.places.resize(static_cast<std::size_t>(p.cells()));
    p.places[k] = {l.number, cell.second};
  }
  if (cell.first > p.n)
    fail(l, cell.second - l.indent,
         fmt::format("the digit {} is out of range: a Sudoku of order {} has 1 to {}", cell.first,
                     p.n, p.n));
  p.givens[k] = cell.first;
}

// n rows of n cells from the current line on.
void Parser::read_grid(Puzzle& p, bool numbers) {
  for (int r = 0; r < p.n; ++r) {
    const Line* l = next_row();
    if (l == nullptr) {
      need_more();
      const Line& last = lines_[std::min(at_, lines_.size()) - 1];
      throw io::InputError(
          {file_, at_ < lines_.size() ? lines_[at_].number : last.number + 1, 1},
          fmt::format("expected row {} of the grid ({} rows of {} cells)", r + 1, p.n, p.n));
    }
    const Row row = read_row(*l, numbers);
    if (row.bad_column != 0)
      fail(*l, row.bad_column - l->indent,
           "expected a cell (1-9, A-Z from 10, `.` or `0` for an empty one) or a separator");
    if (static_cast<int>(row.cells.size()) != p.n)
      fail(*l, static_cast<int>(l->text.size()) + 1,
           fmt::format("expected {} cells in row {} (the order is {}), found {}", p.n, r + 1, p.n,
                       row.cells.size()));
    for (int c = 0; c < p.n; ++c) given(p, *l, row.cells[c], static_cast<std::size_t>(r * p.n + c));
    ++at_;
  }
}

}  // namespace deduce::puzzles::sudoku::parsing
