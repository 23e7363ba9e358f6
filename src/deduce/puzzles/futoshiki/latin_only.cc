#include "deduce/puzzles/futoshiki/latin_only.h"

#include <algorithm>

#include "deduce/puzzles/latin/row_count.h"
#include "deduce/puzzles/latin/symmetry.h"

namespace deduce::puzzles::futoshiki {

bool has_no_signs(const Puzzle& p) {
  if (p.mode != Mode::kUnequal) return false;
  auto none = [](Relation r) { return r == Relation::kNone; };
  return std::all_of(p.right.begin(), p.right.end(), none) &&
         std::all_of(p.down.begin(), p.down.end(), none);
}

bool row_countable(const Puzzle& p) {
  return has_no_signs(p) && latin::row_countable(p);
}

bool is_free_square(const Puzzle& p) {
  return has_no_signs(p) && latin::is_free_square(p);
}

Puzzle reduced_square(const Puzzle& p) {
  Puzzle r = p;
  latin::reduce(r);
  return r;
}

}  // namespace deduce::puzzles::futoshiki
