

#include "deduce/puzzles/futoshiki/generate/clue_removal.h"

#include <cstdlib>

namespace deduce::puzzles::futoshiki {
namespace {

Relation relation_of(Mode mode, int a, int b) {
  if (mode == Mode::kAdjacent) return std::abs(a - b) == 1 ? Relation::kAdjacent : Relation::kNone;
  return a < b ? Relation::kLess : Relation::kGreater;
}

}  // namespace

Puzzle full_puzzle(int n, Mode mode, const Grid& solution) {
  Puzzle p;
  p.n = n;
  p.mode = mode;
  p.where = {"generated", 1, 1};
  p.givens = solution;
  p.right.resize(static_cast<std::size_t>(n) * (n - 1));
  p.down.resize(static_cast<std::size_t>(n - 1) * n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c + 1 < n; ++c)
      p.right[r * (n - 1) + c] = relation_of(mode, solution[r * n + c], solution[r * n + c + 1]);
  }
  for (int r = 0; r + 1 < n; ++r) {
    for (int c = 0; c < n; ++c)
      p.down[r * n + c] = relation_of(mode, solution[r * n + c], solution[(r + 1) * n + c]);
  }
  p.cell_where.assign(p.givens.size(), p.where.place());
  p.right_where.assign(p.right.size(), p.where.place());
  p.down_where.assign(p.down.size(), p.where.place());
  return p;
}

std::vector<Clue> removable_clues(const Puzzle& full, bool with_signs, util::Rng& rng) {
  std::vector<Clue> clues;
  for (int i = 0; i < static_cast<int>(full.givens.size()); ++i)
    clues.push_back({Clue::Kind::kGiven, i});
  if (with_signs) {
    for (int i = 0; i < static_cast<int>(full.right.size()); ++i)
      clues.push_back({Clue::Kind::kRight, i});
    for (int i = 0; i < static_cast<int>(full.down.size()); ++i)
      clues.push_back({Clue::Kind::kDown, i});
  }
  rng.shuffle(clues.begin(), clues.end());
  return clues;
}

namespace {

// Takes clue `c` away (on) or puts it back (off) from `full`.
void set_clue(Puzzle& puzzle, const Puzzle& full, const Clue& c, bool on) {
  switch (c.kind) {
    case Clue::Kind::kGiven:
      puzzle.givens[c.index] = on ? full.givens[c.index] : 0;
      break;
    case Clue::Kind::kRight:
      puzzle.right[c.index] = on ? full.right[c.index] : Relation::kNone;
      break;
    case Clue::Kind::kDown:
      puzzle.down[c.index] = on ? full.down[c.index] : Relation::kNone;
      break;
  }
}

}  // namespace

void remove_clues(Puzzle& puzzle, const std::vector<Clue>& order,
                  const std::function<bool(const Puzzle&)>& keeps, int limit) {
  const Puzzle full = puzzle;
  // One clue at a time. Runs of clues tested together cost fewer tests but
  // more time (measured: 9x9 Extreme 25 ms a puzzle against 20 ms): a test
  // on a puzzle rich in clues is cheap whatever it removes, and a run that
  // fails costs a test on a sparse puzzle, the expensive kind.
  int removed = 0;
  for (const Clue& clue : order) {
    if (limit != 0 && removed == limit) return;
    set_clue(puzzle, full, clue, false);
    if (keeps(puzzle))
      ++removed;
    else
      set_clue(puzzle, full, clue, true);
  }
}

}  // namespace deduce::puzzles::futoshiki
