// The store's trails (store.h): stacks of undo entries kept in fixed blocks.
//
// A trail grows with the depth of the search and the changes at each level:
// the empty order-256 Latin square pushes about 100 KB a level, a few hundred
// megabytes in seconds. A std::vector doubling at that size copies what it
// holds into a new buffer while the old one is still mapped, so for a moment
// the process holds both: counting the empty order-128 square under
// `--memory 200` peaked at 326 MB, and the copy of 150 MB took 0.3 s in
// which no node was counted and the clock was not read. Blocks never move:
// growing allocates one more block, and the memory held is the deepest
// level's entries rounded up to a block.
//
// Invariants: entries [0, size()) are those pushed and not popped; blocks
// are kept when the trail shrinks, to be filled again, and handed to the
// thread's spare blocks when it is destroyed (spare_blocks.h), where the
// next store's trail finds them.
#pragma once

#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

#include "deduce/core/spare_blocks.h"

namespace deduce::core {

template <class T>
class Trail {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  // Entries a block: 64 KB of 16-byte entries, small enough that a search
  // of a few nodes (a generator's uniqueness checks) allocates little.
  static constexpr std::size_t kBlockBits = 12;
  static constexpr std::size_t kBlock = std::size_t{1} << kBlockBits;

  std::size_t size() const { return size_; }

  void push_back(const T& e) {
    if (top_ == end_) [[unlikely]]
      next_block();
    *top_++ = e;
    ++size_;
  }

  const T& operator[](std::size_t i) const { return blocks_[i >> kBlockBits][i & (kBlock - 1)]; }

  // Calls undo(e) on the entries from the top down to `n` (exclusive), then
  // drops them.
  template <class F>
  void pop_to(std::size_t n, F&& undo) {
    for (std::size_t i = size_; i > n; --i) undo((*this)[i - 1]);
    resize_down(n);
  }

 private:
  void next_block() {
    const std::size_t b = size_ >> kBlockBits;
    if (b == blocks_.size()) {
      std::unique_ptr<T[], typename Spare::Giver> block(Spare::take());
      blocks_.push_back(std::move(block));
    }
    top_ = blocks_[b].get();
    end_ = top_ + kBlock;
  }

  // Keeps the first n entries (n <= size()).
  void resize_down(std::size_t n) {
    size_ = n;
    const std::size_t b = n >> kBlockBits;
    if (b < blocks_.size()) {
      top_ = blocks_[b].get() + (n & (kBlock - 1));
      end_ = blocks_[b].get() + kBlock;
    } else {
      top_ = end_ = nullptr;  // n ends the last block: the next push moves on
    }
  }

  using Spare = SpareBlocks<T, kBlock>;
  std::vector<std::unique_ptr<T[], typename Spare::Giver>> blocks_;
  T* top_ = nullptr;  // where the next entry goes, in the block of entry size_
  T* end_ = nullptr;  // the end of that block
  std::size_t size_ = 0;
};

}  // namespace deduce::core
