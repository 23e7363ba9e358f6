#include "deduce/puzzles/futoshiki/explain/board.h"

#include <cstdlib>
#include <utility>

namespace deduce::puzzles::futoshiki::ladder {

Board::Board(const Puzzle& puzzle, const Grid& entered)
    : n_(puzzle.n),
      mode_(puzzle.mode),
      full_(puzzle.n >= 64 ? ~Mask{0} : (Mask{1} << puzzle.n) - 1),
      cand_(static_cast<std::size_t>(puzzle.n * puzzle.n), full_),
      value_(static_cast<std::size_t>(puzzle.n * puzzle.n), 0),
      right_(puzzle.right),
      down_(puzzle.down) {
  for (int r = 0; r < n_; ++r) {
    for (int c = 0; c < n_; ++c) {
      const int a = at(r, c);
      const auto add = [&](int b, Relation rel) {
        if (mode_ == Mode::kAdjacent) {
          pairs_.push_back({a, b, rel == Relation::kAdjacent});
        } else if (rel == Relation::kLess) {
          links_.push_back({b, a});
        } else if (rel == Relation::kGreater) {
          links_.push_back({a, b});
        }
      };
      if (c + 1 < n_) add(at(r, c + 1), puzzle.right_of(r, c));
      if (r + 1 < n_) add(at(r + 1, c), puzzle.below(r, c));
    }
  }
  for (int cell = 0; cell < n_ * n_; ++cell) {
    int v = puzzle.givens[cell];
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

bool Board::relations_hold() const {
  for (const Link& l : links_) {
    if (value_[l.greater] != 0 && value_[l.lesser] != 0 && value_[l.greater] <= value_[l.lesser]) {
      return false;
    }
  }
  for (const NeighbourPair& p : pairs_) {
    if (value_[p.a] == 0 || value_[p.b] == 0) continue;
    if ((std::abs(value_[p.a] - value_[p.b]) == 1) != p.adjacent) return false;
  }
  return true;
}

Relation Board::relation(int a, int b) const {
  if (a > b) std::swap(a, b);
  if (b == a + 1) return right_[row_of(a) * (n_ - 1) + col_of(a)];
  return down_[a];
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

std::string relation_text(const Board& board, int a, int b) {
  if (a > b) std::swap(a, b);
  const std::string an = cell_name(board, a), bn = cell_name(board, b);
  switch (board.relation(a, b)) {
    case Relation::kLess:
      return an + " < " + bn;
    case Relation::kGreater:
      return an + " > " + bn;
    case Relation::kAdjacent:
      return an + " and " + bn + " differ by 1";
    case Relation::kNone:
      break;
  }
  return board.mode() == Mode::kAdjacent ? an + " and " + bn + " do not differ by 1"
                                         : an + " and " + bn;
}

}  // namespace deduce::puzzles::futoshiki::ladder
