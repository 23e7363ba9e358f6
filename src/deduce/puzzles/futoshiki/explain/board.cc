#include "deduce/puzzles/futoshiki/explain/board.h"

#include "deduce/puzzles/futoshiki/explain/technique.h"

#include <cstdlib>
#include <utility>

namespace deduce::puzzles::futoshiki::ladder {

Board::Board(const Puzzle& puzzle, const Grid& entered)
    : latin::ladder::Board(puzzle, entered),
      mode_(puzzle.mode),
      right_(puzzle.right),
      down_(puzzle.down) {
  const int n = puzzle.n;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
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
      if (c + 1 < n) add(at(r, c + 1), puzzle.right_of(r, c));
      if (r + 1 < n) add(at(r + 1, c), puzzle.below(r, c));
    }
  }
}

bool Board::relations_hold() const {
  for (const Link& l : links_) {
    const int g = value(l.greater), s = value(l.lesser);
    if (g != 0 && s != 0 && g <= s) return false;
  }
  for (const NeighbourPair& p : pairs_) {
    const int a = value(p.a), b = value(p.b);
    if (a == 0 || b == 0) continue;
    if ((std::abs(a - b) == 1) != p.adjacent) return false;
  }
  return true;
}

Relation Board::relation(int a, int b) const {
  if (a > b) std::swap(a, b);
  if (b == a + 1) return right_[row_of(a) * (n() - 1) + col_of(a)];
  return down_[a];
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

void add_relation(deduce::explain::Step& step, const Board& board, int a, int b) {
  using deduce::explain::Premise;
  step.premises.push_back(
      {Premise::Kind::kRelation, relation_text(board, a, b), "", {a < b ? a : b, a < b ? b : a}});
}

}  // namespace deduce::puzzles::futoshiki::ladder
