#include "deduce/puzzles/latin/explain/board.h"

namespace deduce::puzzles::latin::ladder {

Board::Board(const Square& square, const Grid& entered)
    : n_(square.n),
      full_(square.n >= 64 ? ~Mask{0} : (Mask{1} << square.n) - 1),
      cand_(static_cast<std::size_t>(square.n * square.n), full_),
      value_(static_cast<std::size_t>(square.n * square.n), 0) {
  for (int cell = 0; cell < n_ * n_; ++cell) {
    int v = square.givens[cell];
    if (v == 0 && !entered.empty()) v = entered[cell];
    if (v < 0 || v > n_) {
      broken_ = true;
    } else if (v != 0) {
      place(cell, v);
    }
  }
}

void Board::place(int cell, int v) {
  const Mask b = bit_of(v);
  if ((cand_[cell] & b) == 0 || value_[cell] != 0) broken_ = true;
  if (value_[cell] != 0) return;
  value_[cell] = v;
  cand_[cell] = b;
  ++placed_;
  const int r = row_of(cell), c = col_of(cell);
  for (int i = 0; i < n_; ++i) {
    if (i != c) eliminate(at(r, i), b);
    if (i != r) eliminate(at(i, c), b);
  }
}

bool Board::eliminate(int cell, Mask values) {
  const Mask before = cand_[cell];
  const Mask after = before & ~values;
  if (after == before) return false;
  cand_[cell] = after;
  if (after == 0) broken_ = true;
  return true;
}

std::string cell_name(const Board& board, int cell) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "r" + std::string.
  std::string name = "r";
  name += std::to_string(board.row_of(cell) + 1);
  name += 'c';
  name += std::to_string(board.col_of(cell) + 1);
  return name;
}

std::string line_name(const Board& board, int line) {
  return line < board.n() ? "row " + std::to_string(line + 1)
                          : "column " + std::to_string(line - board.n() + 1);
}

std::string set_text(Mask values) {
  std::string s = "{";
  for (Mask m = values; m != 0; m &= m - 1) {
    if (s.size() > 1) s += ',';
    s += std::to_string(lowest_value(m));
  }
  return s + "}";
}

namespace {

std::string joined_list(Mask values, const char* last_joint) {
  std::string s;
  const int count = popcount(values);
  int i = 0;
  for (Mask m = values; m != 0; m &= m - 1, ++i) {
    if (i > 0) s += i + 1 == count ? last_joint : ", ";
    s += std::to_string(lowest_value(m));
  }
  return s;
}

}  // namespace

std::string or_list(Mask values) {
  return joined_list(values, " or ");
}
std::string and_list(Mask values) {
  return joined_list(values, " and ");
}

std::string lines_contradiction_text(const Board& board) {
  const int n = board.n();
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (board.candidates(cell) == 0) return cell_name(board, cell) + " has no value left";
  }
  for (int line = 0; line < 2 * n; ++line) {
    Mask seen = 0;
    for (int i = 0; i < n; ++i) seen |= board.candidates(board.line_cell(line, i));
    if (seen != board.full()) {
      return std::to_string(lowest_value(board.full() & ~seen)) + " has no place left in " +
             line_name(board, line);
    }
  }
  return "";
}

std::string contradiction_text(const Board& board) {
  std::string text = lines_contradiction_text(board);
  return text.empty() ? kSubsetContradiction : text;
}

}  // namespace deduce::puzzles::latin::ladder
