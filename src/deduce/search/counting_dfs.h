// Counting search with a cache of subtree counts.
//
// Below a node at a fixpoint, the number of solutions is a function of the
// domains alone; and when every propagator's residual depends only on its
// unfixed variables (Propagator::residual_determined), it is a function of
// the domains of the unfixed variables alone. Different paths often reach
// the same unfixed domains: in a Latin square, filling two rows in either
// order leaves the same columns to complete. So each finished subtree's
// count is stored under that key (fixed variables written as 0, which no
// domain is) and a node whose key is found adds the stored count instead of
// being searched again; this is the caching of #SAT solvers and of AND/OR
// search (Dechter and Mateescu, 2007) applied to CP search nodes.
//
// Counting Latin squares of order 5 visits 322,559 nodes but only 31,140
// distinct keys; order 6 with the first row fixed 2,257,919 and 149,591.
//
// A propagator whose residual is not determined by the unfixed domains
// (not residual_determined(): a ternary "between", a disjunction) adds its
// own words to the key while it is active: the whole domains of its scope,
// fixed values included (a word per scope variable, 0 once it is subsumed;
// no domain is 0). Two nodes with equal keys then have, constraint by
// constraint, the same residual: determined ones by equal unfixed domains,
// the others by equal scope domains, subsumed ones entailed in both; so
// their counts are equal and caching is exact for any model.
//
// Memory stays constant: the cache is a fixed table of slots sized from a
// byte budget (subtree_cache.h), which the threads of a parallel count share.
// The search is the same binary branching as Dfs, as an explicit stack: a
// node's frame holds its key until both of its branches are done, in a ring
// of kKeyRingBytes: the frame that many keys below the deepest loses its key
// and its count is not stored. Keys are a word per variable (four past order
// 64), and a stack of them grew with the depth: the empty order-256 square
// (2 MB a key) took 600 MB in 2 s, and an order-64 count 2 KB a node of
// depth. The deep frames, whose subtrees are small and repeat, keep theirs.
//
// Where the cache would hold fewer than kMinCacheSlots keys (Latin squares
// past order 90 in the default 64 MB), there is no caching: the key, written
// and hashed at every node, cost ten times the node's propagation at order
// 256, for a cache of 16 keys that a search of 65,536 cells never hits.
//
// Sharing (parallel_search.cc): with a WorkPool, when another thread waits
// for work the search gives it its shallowest branch not yet taken (x != v
// of its oldest pending decision, as a path from the root) and skips it when
// it backtracks there, as SharingDfs does. The counts of the frames from the
// root to that decision then miss the given branch, so they are not stored;
// every other frame's count is whole.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/search/dfs.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/subtree_cache.h"
#include "deduce/search/work_pool.h"

namespace deduce::search {

template <class D>
class BasicCountingDfs {
 public:
  using Store = core::BasicStore<D>;
  // Same contract as Dfs. With `shared`, the subtree counts go to that
  // cache (of key_width(store) words, shared with other threads' searches
  // of copies of the same model); without, to a cache of `cache_bytes`.
  BasicCountingDfs(Store& store, std::vector<core::VarId> branch_vars,
                   BasicSearchOptions<D> options, std::size_t cache_bytes = std::size_t{64} << 20,
                   SubtreeCache* shared = nullptr);

  // Words per key of a model: a domain's words per variable, then the
  // scope words of the propagators not residual_determined().
  static std::size_t key_width(const Store& store);

  // With a pool, the count also tells the progress line (budget/progress.h)
  // how much of the whole tree is done, in kShareParts parts: a leaf (a
  // solution, a failure, a cache hit) at depth d from the root is 2^-d of
  // the tree, as if the binary tree were balanced; the leaves of all the
  // threads' branches sum to the whole tree at the end.
  static constexpr std::uint64_t kShareParts = 1024;
  // A branch at `depth` from the root found failed before its search.
  static void add_failed_branch(std::size_t depth);

  SearchResult count() { return count({}, nullptr); }
  // Counts below the current node, which `base` (a path from the root)
  // leads to; with a pool, gives branches to the threads waiting in it (the
  // result counts the branches kept only).
  SearchResult count(const Path& base, WorkPool* pool);

 private:
  struct Frame {
    Decision d;
    std::uint64_t hash;
    std::uint64_t base;  // solutions counted when the node was entered
    bool right;          // exploring the right branch
    bool given;          // the right branch went to another thread
  };
  // Nodes with fewer unfixed variables are not cached.
  static inline std::size_t kMinOpenToCache = 4;
  // The bytes of the open frames' keys (the ring), and the fewest keys a
  // cache must hold for caching to be worth a key a node.
  static constexpr std::size_t kKeyRingBytes = std::size_t{32} << 20;
  static constexpr std::size_t kMinCacheSlots = 128;
  // Writes the key of the current node (at depth frames_.size()) into its
  // ring slot and returns its hash, or 0 when the node is too small to
  // cache or there is no caching.
  std::uint64_t put_key();
  // The ring slot of the key of the frame at `depth`.
  std::uint64_t* key_at(std::size_t depth);
  Decision choose();
  // Gives the right branch of the oldest frame whose right branch is still
  // pending (not the deepest: its right branch is next anyway) to the pool.
  void give_shallowest(const Path& base, WorkPool& pool);

  // A leaf at `depth` from the root is done (only with a pool).
  void leaf(std::size_t depth);

  // Appends the words of one domain to the key at keys_[w..] and the hash.
  void put(std::size_t& w, const D& d, std::uint64_t& h);

  Store& store_;
  BasicBrancher<D> brancher_;
  BasicSearchOptions<D> options_;
  // Propagators that are not residual_determined() everywhere, and where
  // their scope words start in a key.
  std::vector<const core::BasicPropagator<D>*> open_props_;
  // Words per key: a domain's words per store variable, then scope words.
  std::size_t width_;
  std::unique_ptr<SubtreeCache> own_cache_;
  SubtreeCache* cache_;
  // Keys of the open frames: frame i's at slot i % ring_ (ring_ slots of
  // width_ words, allocated as the depth first reaches them). A frame whose
  // slot a deeper node took has hash 0. ring_ == 0: no caching.
  std::size_t ring_ = 0;
  std::vector<std::uint64_t> keys_;
  std::vector<Frame> frames_;
  std::size_t first_open_ = 0;  // no frame below this one has its right branch pending
  std::size_t partial_ = 0;     // frames_[0, partial_) miss a branch given away
  bool report_share_ = false;
  std::uint64_t share_ = 0;  // leaves' share not yet reported, in 2^-kShareBits of the tree
};
using CountingDfs = BasicCountingDfs<core::Bits>;
extern template class BasicCountingDfs<core::Bits>;
extern template class BasicCountingDfs<core::WideBits>;

}  // namespace deduce::search

namespace deduce::search {

// Counts solutions with CountingDfs (the subtree cache is exact for any
// propagators, see above).
template <class D>
SearchResult count_solutions(core::BasicStore<D>& store, std::vector<core::VarId> branch_vars,
                             const BasicSearchOptions<D>& options) {
  BasicCountingDfs<D> counter(store, std::move(branch_vars), options);
  return counter.count();
}

}  // namespace deduce::search
