#include "deduce/puzzles/futoshiki/puzzle_model.h"

#include <exception>

namespace deduce::puzzles::futoshiki {

void sign_pairs(const Puzzle& p, std::vector<std::pair<std::int32_t, std::int32_t>>& out) {
  const int n = p.n;
  auto add = [&out](Relation rel, int a, int b) {
    if (rel == Relation::kLess) out.emplace_back(a, b);
    if (rel == Relation::kGreater) out.emplace_back(b, a);
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n) add(p.right_of(r, c), r * n + c, r * n + c + 1);
      if (r + 1 < n) add(p.below(r, c), r * n + c, (r + 1) * n + c);
    }
  }
}

template <class D>
BasicPuzzleModel<D>::BasicPuzzleModel(int n, const latin::LatinOptions& options)
    : options_(options), latin_(latin::post_latin(store_, n, options)) {
  signs_ = &store_.template post<props::BasicLessNetwork<D>>(latin_.cells);
  // The model's root: the Latin square's first runs (LatinGac's matchings
  // of full lines), once for every puzzle.
  store_.propagate();
}

template <class D>
bool BasicPuzzleModel<D>::fits(const Puzzle& p, const latin::LatinOptions& options) const {
  return p.n == latin_.n && p.mode == Mode::kUnequal && options.kind == options_.kind &&
         options.all_different == options_.all_different;
}

template <class D>
void BasicPuzzleModel<D>::load(const Puzzle& p) {
  while (store_.level() > 0) store_.pop_level();
  pairs_.clear();
  sign_pairs(p, pairs_);
  signs_->set_pairs(store_, pairs_);
  store_.reset_weights();
  store_.push_level();
  store_.wake(*signs_);
  for (std::size_t i = 0; i < p.givens.size(); ++i) {
    if (p.givens[i] != 0 && !store_.assign(latin_.cells[i], p.givens[i] - 1)) store_.fail();
  }
}

template class BasicPuzzleModel<core::Bits>;
template class BasicPuzzleModel<core::WideBits>;

namespace {

// The thread's kept model, and whether a lease holds it.
struct Kept {
  std::unique_ptr<PuzzleModel> model;
  bool lent = false;
};

Kept& kept() {
  thread_local Kept k;
  return k;
}

}  // namespace

ModelLease::ModelLease(const Puzzle& p, const latin::LatinOptions& options)
    : exceptions_(std::uncaught_exceptions()) {
  Kept& k = kept();
  if (p.n < kKeptOrder && !k.lent) {
    if (!k.model || !k.model->fits(p, options)) {
      k.model.reset();
      k.model = std::make_unique<PuzzleModel>(p.n, options);
    }
    k.lent = true;
    kept_ = true;
    model_ = k.model.get();
  } else {
    own_ = std::make_unique<PuzzleModel>(p.n, options);
    model_ = own_.get();
  }
  try {
    model_->load(p);
  } catch (...) {
    if (kept_) {
      k.model.reset();
      k.lent = false;
    }
    throw;
  }
}

ModelLease::~ModelLease() {
  if (!kept_) return;
  Kept& k = kept();
  k.lent = false;
  // The search stopped anywhere: its levels, queues and notes are not undone.
  if (std::uncaught_exceptions() > exceptions_) k.model.reset();
}

}  // namespace deduce::puzzles::futoshiki
