// Subtree counts kept from one count to the next in one process: a cluster
// worker counts many pieces of one puzzle (apps/deduce/cluster/task.cc),
// and a piece's subtrees are often another's. Each piece counted with an
// empty cache searched 6.78 million nodes on the signed order-6 count where
// the whole count searches 4.89 million.
//
// A subtree count is a function of the node's domains under one model
// (search/counting_dfs.h). Two puzzles have the same model when they have
// the same order, mode and signs: post_futoshiki (model.cc) posts the same
// propagators on the same variables for both, and their givens are domain
// restrictions only, no propagators. So a count stored while counting one
// piece is exact for any other puzzle of that shape, and the cache is
// dropped (a new empty one made) as soon as a puzzle of another shape comes.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/search/subtree_cache.h"

namespace deduce::puzzles::futoshiki {

class CountCache {
 public:
  explicit CountCache(std::size_t bytes = std::size_t{64} << 20) : bytes_(bytes) {}

  // The cache for counting `puzzle` with a model whose keys are `width`
  // words: the one kept when the last puzzle had the same shape, else a new
  // empty one.
  search::SubtreeCache& for_puzzle(const Puzzle& puzzle, std::size_t width);

  // How many times for_puzzle() made a new cache (a puzzle of another shape).
  std::size_t fresh() const { return fresh_; }

 private:
  std::size_t bytes_;
  std::string shape_;  // order, mode and signs of the puzzles the cache is of
  std::unique_ptr<search::SubtreeCache> cache_;
  std::size_t fresh_ = 0;
};

// The shape of a puzzle: everything its model depends on, its givens aside.
std::string model_shape(const Puzzle& puzzle);

}  // namespace deduce::puzzles::futoshiki
