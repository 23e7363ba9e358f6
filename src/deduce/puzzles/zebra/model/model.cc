#include "deduce/puzzles/zebra/model/model.h"

#include <algorithm>

#include "deduce/props/constraints.h"
#include "deduce/util/union_find.h"

namespace deduce::puzzles::zebra {

namespace props = deduce::props;

namespace {}  // namespace

Model::Model(core::Store& s, const Puzzle& p, const ModelScope& scope)
    : n_(p.n), categories_(p.num_categories()) {
  const std::size_t values = static_cast<std::size_t>(categories_) * n_;
  auto clue_in_scope = [&](std::size_t i) {
    if (!scope.clue(i)) return false;
    const Statement& st = p.clues[i].statement;
    if (st.kind == StatementKind::kFormula) {
      for (int c : categories_of(st)) {
        if (!scope.category(c)) return false;
      }
      return true;
    }
    // The base statements without allocating: model building is timed.
    const bool uses_b = st.kind != StatementKind::kAt && st.kind != StatementKind::kNotAt;
    const bool uses_c = st.kind == StatementKind::kIsEither || st.kind == StatementKind::kBetween;
    return scope.category(st.a.category) && (!uses_b || scope.category(st.b.category)) &&
           (!uses_c || scope.category(st.c.category));
  };
  // Values that "is" clues make equal share one position variable: no
  // Equal propagator copies every change across, and a class of k values
  // is one variable to branch on, not k (the 12x12 grid has 54 "is"
  // clues: 144 position variables become 90).
  std::vector<int> parent(values);
  for (std::size_t i = 0; i < values; ++i) parent[i] = static_cast<int>(i);
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    const Statement& st = p.clues[i].statement;
    if (st.kind != StatementKind::kIs || !clue_in_scope(i)) continue;
    parent[util::find_root(parent, st.a.category * n_ + st.a.value)] =
        util::find_root(parent, st.b.category * n_ + st.b.value);
  }
  pos_.assign(values, -1);
  at_.assign(values, -1);
  at_read_.assign(categories_, 0);
  for (int c = 0; c < categories_; ++c) {
    if (!scope.category(c)) continue;
    for (int v = 0; v < n_; ++v) {
      const int i = c * n_ + v;
      if (util::find_root(parent, i) != i) continue;
      pos_[i] = s.new_var_range(n_);
      branch_.push_back(pos_[i]);
    }
    for (int q = 0; q < n_; ++q) at_[c * n_ + q] = s.new_var_range(n_);
  }
  for (int c = 0; c < categories_; ++c) {
    if (!scope.category(c)) continue;
    for (int v = 0; v < n_; ++v) pos_[c * n_ + v] = pos_[util::find_root(parent, c * n_ + v)];
  }
  // Two values of one category made equal: no permutation has them in one
  // place.
  for (int c = 0; c < categories_; ++c) {
    if (!scope.category(c)) continue;
    std::vector<core::VarId> xs(pos_.begin() + c * n_, pos_.begin() + (c + 1) * n_);
    std::sort(xs.begin(), xs.end());
    if (std::adjacent_find(xs.begin(), xs.end()) != xs.end()) {
      s.fail();
      return;
    }
  }
  // `positions: none`: the first category names the entities, value i
  // stands for entity i.
  if (p.layout == LayoutKind::kNone && scope.category(0)) {
    for (int v = 0; v < n_; ++v) props::post_equal_const(s, pos_[v], v);
  }
  // Clues first: they are cheap and their unary ones (at, not at) shrink
  // domains before the globals see them. Merged "is" clues post nothing.
  for (std::size_t i = 0; i < p.clues.size(); ++i) {
    if (clue_in_scope(i)) post_clue(s, p.clues[i].statement);
  }
  // The clues' choices are branched on first (see branch_vars()).
  branch_.insert(branch_.begin(), choices_.begin(), choices_.end());
  for (int c = 0; c < categories_; ++c) {
    if (!scope.category(c)) continue;
    std::vector<core::VarId> xs(pos_.begin() + c * n_, pos_.begin() + (c + 1) * n_);
    std::vector<core::VarId> ys(at_.begin() + c * n_, at_.begin() + (c + 1) * n_);
    if (scope.channel_every_category || at_read_[c]) props::post_inverse(s, xs, std::move(ys));
    if (scope.all_different_gac) {
      props::post_all_different(s, std::move(xs));
    } else {
      props::post_permutation(s, std::move(xs), core::first_n(n_));
    }
  }
}

void Model::post_clue(core::Store& s, const Statement& st) {
  const core::VarId a = pos(st.a);
  const core::VarId b = st.kind == StatementKind::kAt || st.kind == StatementKind::kNotAt ||
                                st.kind == StatementKind::kFormula
                            ? -1
                            : pos(st.b);
  switch (st.kind) {
    case StatementKind::kIs:
      props::post_equal(s, a, b);
      break;
    case StatementKind::kIsNot:
      props::post_not_equal(s, a, b);
      break;
    case StatementKind::kIsEither:
      choices_.push_back(s.new_var_range(2));
      props::post_either_equal_choice(s, a, b, pos(st.c), choices_.back());
      break;
    case StatementKind::kAt:
      props::post_equal_const(s, a, st.k);
      break;
    case StatementKind::kNotAt:
      props::post_not_equal_const(s, a, st.k);
      break;
    case StatementKind::kNextTo:
      props::post_distance(s, a, b, 1);
      break;
    case StatementKind::kNotNextTo:
      props::post_not_distance(s, a, b, 1);
      break;
    case StatementKind::kLeftOf:
      props::post_less(s, a, b);
      break;
    case StatementKind::kRightOf:
      props::post_less(s, b, a);
      break;
    case StatementKind::kJustLeftOf:
      props::post_offset_equal(s, a, b, 1);
      break;
    case StatementKind::kJustRightOf:
      props::post_offset_equal(s, b, a, 1);
      break;
    case StatementKind::kBetween:
      props::post_between(s, a, b, pos(st.c));
      break;
    case StatementKind::kAway:
      // A distance of n or more can never hold; Distance handles any k.
      props::post_distance(s, a, b, st.k >= n_ ? n_ : st.k);
      break;
    case StatementKind::kFormula:
      post_formula(s, *st.formula, *st.frame, st.formula);
      break;
  }
}

Positions Model::read(const core::Store& s) const {
  Positions p;
  read_into(s, p);
  return p;
}

void Model::read_into(const core::Store& s, Positions& p) const {
  if (p.size() != static_cast<std::size_t>(categories_)) {
    p.assign(static_cast<std::size_t>(categories_), std::vector<int>(n_, -1));
  }
  for (int c = 0; c < categories_; ++c) {
    int* row = p[c].data();
    const core::VarId* xs = pos_.data() + c * n_;
    for (int v = 0; v < n_; ++v) row[v] = xs[v] >= 0 ? s.value(xs[v]) : -1;
  }
}

}  // namespace deduce::puzzles::zebra
