#include "deduce/puzzles/futoshiki/model.h"

#include "deduce/props/constraints.h"
#include "deduce/props/less_network.h"
#include "deduce/puzzles/futoshiki/puzzle_model.h"

namespace deduce::puzzles::futoshiki {

namespace {

// Posts Adjacent mode's relation between cells a (left or upper) and b.
template <class S>
void post_adjacent(S& s, Relation rel, core::VarId a, core::VarId b) {
  switch (rel) {
    case Relation::kLess:
      props::post_less(s, a, b);
      break;
    case Relation::kGreater:
      props::post_less(s, b, a);
      break;
    case Relation::kAdjacent:
      props::post_distance(s, a, b, 1);
      break;
    case Relation::kNone:
      // The absence of a mark is information too.
      props::post_not_distance(s, a, b, 1);
      break;
  }
}

template <class D>
latin::BasicLatinModel<D> post_on(core::BasicStore<D>& s, const Puzzle& p,
                                  const latin::LatinOptions& options) {
  latin::BasicLatinModel<D> m = latin::post_latin(s, p.n, options);
  const int n = p.n;
  if (p.mode == Mode::kUnequal) {
    // The signs: one network (the model puzzle_model.h keeps posts the same).
    std::vector<typename props::BasicLessNetwork<D>::Pair> pairs;
    sign_pairs(p, pairs);
    s.template post<props::BasicLessNetwork<D>>(m.cells).set_pairs(s, pairs);
  } else {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (c + 1 < n) post_adjacent(s, p.right_of(r, c), m.cell(r, c), m.cell(r, c + 1));
        if (r + 1 < n) post_adjacent(s, p.below(r, c), m.cell(r, c), m.cell(r + 1, c));
      }
    }
  }
  // Givens last: every propagator is posted, so the store merges its
  // subscriptions once and each given reaches all of them by notification.
  for (int i = 0; i < n * n; ++i) {
    if (p.givens[i] != 0) props::post_equal_const(s, m.cells[i], p.givens[i] - 1);
  }
  return m;
}

}  // namespace

latin::LatinModel post_futoshiki(core::Store& s, const Puzzle& p,
                                 const latin::LatinOptions& options) {
  return post_on(s, p, options);
}

latin::WideLatinModel post_futoshiki(core::WideStore& s, const Puzzle& p,
                                     const latin::LatinOptions& options) {
  return post_on(s, p, options);
}

}  // namespace deduce::puzzles::futoshiki
