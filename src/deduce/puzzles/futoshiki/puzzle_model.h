// A Futoshiki model that serves one puzzle after another: the Latin square
// of an order and one LessNetwork for the signs are posted once; load()
// gives the network a puzzle's signs and tells its givens at a trail level of
// their own, which the next load() pops.
//
// Why: posting a 9x9 model (81 variables, the Latin square's two
// propagators with 81 subscriptions each, the store's arrays) and freeing it
// was 14% of the instructions of solving a file of 100 Tatham 9x9 Extreme
// puzzles, and most of a puzzle's 135 allocations (docs/benchmarks.md).
// solve() takes the thread's kept model (ModelLease) for each puzzle of its
// order, so a file of puzzles of one order posts one model.
//
// Invariants: the model's root is level 0, where the Latin square alone has
// been propagated (a fixpoint with every cell full); a loaded puzzle lives at
// level 1 until the next load() pops it, and searches push their levels
// above it. Nothing a search does outlives the trail but the propagators'
// scratch (LatinGac's matchings, which any later call repairs) and the
// failure weights, which load() puts back. So a kept model and a new one
// search the same tree with the same propagation, and report the same
// `propagations`: every puzzle, on a kept model or a new one, enters through
// load().
//
// Unequal mode only: Adjacent mode's relations are other propagators,
// posted with a fresh model (post_futoshiki, model.h).
#pragma once

#include <memory>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/less_network.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/puzzles/latin/latin_model.h"

namespace deduce::puzzles::futoshiki {

template <class D>
class BasicPuzzleModel {
 public:
  BasicPuzzleModel(int n, const latin::LatinOptions& options);

  // Whether load() takes p: its order, Unequal mode, the same model options.
  bool fits(const Puzzle& p, const latin::LatinOptions& options) const;
  // Undoes the last puzzle and loads p (fits(p) holds).
  void load(const Puzzle& p);

  core::BasicStore<D>& store() { return store_; }
  const latin::BasicLatinModel<D>& latin() const { return latin_; }

 private:
  core::BasicStore<D> store_;
  latin::LatinOptions options_;
  latin::BasicLatinModel<D> latin_;
  props::BasicLessNetwork<D>* signs_;
  std::vector<typename props::BasicLessNetwork<D>::Pair> pairs_;  // scratch of load()
};
using PuzzleModel = BasicPuzzleModel<core::Bits>;
extern template class BasicPuzzleModel<core::Bits>;
extern template class BasicPuzzleModel<core::WideBits>;

// Appends p's signs as LessNetwork pairs over its cells (index r * n + c).
void sign_pairs(const Puzzle& p, std::vector<std::pair<std::int32_t, std::int32_t>>& out);

// The model for one search of p, loaded: the thread's kept model when the
// order is below kKeptOrder, p fits it and no other lease on the thread holds
// it (a search started from inside another's callback gets a new one);
// otherwise a new model, which becomes the kept one when the order is small
// and none is lent. A search that ends by an exception leaves the store
// where it stopped: the lease then drops the kept model.
// Past kKeptOrder a model is made a puzzle, as before: its search dwarfs the
// posting, and a kept store would hold its deepest trail for the thread's
// life.
class ModelLease {
 public:
  static constexpr int kKeptOrder = 20;

  ModelLease(const Puzzle& p, const latin::LatinOptions& options);
  ~ModelLease();
  ModelLease(const ModelLease&) = delete;
  ModelLease& operator=(const ModelLease&) = delete;

  PuzzleModel& model() { return *model_; }

 private:
  PuzzleModel* model_;
  std::unique_ptr<PuzzleModel> own_;  // a model not kept
  bool kept_ = false;                 // model_ is the thread's kept model
  int exceptions_;                    // std::uncaught_exceptions() when made
};

}  // namespace deduce::puzzles::futoshiki
