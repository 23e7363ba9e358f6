// The pencil-mark board the Futoshiki explanation ladder works on: the Latin
// board (latin/explain/board.h: candidates, placed values, lines) plus the
// puzzle's relations in the shapes the sign techniques scan (the signs as
// links greater > lesser, the Adjacent marks as neighbour pairs). The Latin
// techniques take it as the Latin board it is.
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/puzzles/latin/explain/board.h"

namespace deduce::puzzles::futoshiki::ladder {

using latin::ladder::and_list;
using latin::ladder::bit_of;
using latin::ladder::cell_name;
using latin::ladder::highest_value;
using latin::ladder::line_name;
using latin::ladder::lowest_value;
using latin::ladder::Mask;
using latin::ladder::or_list;
using latin::ladder::popcount;
using latin::ladder::set_text;

// A sign: greater > lesser, stored once per sign.
struct Link {
  int greater = 0;
  int lesser = 0;
};

// Two neighbours in Adjacent mode: they differ by exactly 1 when `adjacent`,
// otherwise by anything but 1. Stored once per neighbouring pair.
struct NeighbourPair {
  int a = 0;
  int b = 0;
  bool adjacent = false;
};

class Board : public latin::ladder::Board {
 public:
  // The puzzle's givens placed, plus `entered` (n * n values, 0 for empty; may
  // be empty) as if they were givens.
  explicit Board(const Puzzle& puzzle, const Grid& entered = {});

  Mode mode() const { return mode_; }
  const std::vector<Link>& links() const { return links_; }
  const std::vector<NeighbourPair>& pairs() const { return pairs_; }

  // True when every sign or mark between two placed cells holds; a full grid
  // the singles reached may still break one.
  bool relations_hold() const;

  // The relation between neighbours a and b, seen from the upper or left one.
  Relation relation(int a, int b) const;

 private:
  Mode mode_ = Mode::kUnequal;
  std::vector<Link> links_;
  std::vector<NeighbourPair> pairs_;
  std::vector<Relation> right_;  // as Puzzle::right
  std::vector<Relation> down_;   // as Puzzle::down
};

// The relation of two neighbours as a person writes it, the upper or left
// cell first: "r1c2 < r1c3", "r2c2 > r3c2"; in Adjacent mode
// "r1c1 and r1c2 differ by 1", "r1c1 and r1c2 do not differ by 1".
std::string relation_text(const Board& board, int a, int b);

}  // namespace deduce::puzzles::futoshiki::ladder
