// A thread's spare trail blocks (trail.h): a trail that is destroyed hands
// its blocks here, and the next trail made on the same thread takes them
// instead of allocating.
//
// Why: every search makes a store, and every store's two trails allocate a
// block of 64 KB each on their first push and free both with the store. Two
// blocks freed at once leave more than glibc's trim threshold (128 KB) free
// at the top of the heap, so free() gave the memory back to the kernel
// (brk), and the next puzzle's store took it back, page by page: 363 brk
// calls and about 100 page faults for a file of 100 Tatham 9x9 puzzles,
// whose process took 9.7 ms against 8.3 ms with them kept here
// (docs/benchmarks.md), where the blocks of one store serve the next.
//
// Invariants: at most kKept blocks a thread and element type are held; they
// are freed when the thread ends. A block handed back after that (a store
// destroyed later in the thread's exit, or a static one at the process's
// end) is freed at once.
#pragma once

#include <cstddef>
#include <memory>

namespace deduce::core {

template <class T, std::size_t kSize>
class SpareBlocks {
 public:
  // Enough for the stores of one search and the few a parallel search's
  // thread holds at a time; more would only be held memory.
  static constexpr int kKept = 4;

  // A block of kSize entries, uninitialised: a spare one, else a new one.
  static T* take() {
    if (!ended_) {
      Held& h = held();
      if (h.count > 0) return h.blocks[--h.count];
    }
    return std::make_unique_for_overwrite<T[]>(kSize).release();
  }

  // Takes `block` (from take()) back; freed when kKept are held already.
  static void give(T* block) {
    if (!ended_) {
      Held& h = held();
      if (h.count < kKept) {
        h.blocks[h.count++] = block;
        return;
      }
    }
    delete[] block;
  }

  // Frees a block through give(): the deleter of a trail's blocks.
  struct Giver {
    void operator()(T* block) const { give(block); }
  };

 private:
  struct Held {
    T* blocks[kKept] = {};
    int count = 0;
    ~Held() {
      ended_ = true;
      for (int i = 0; i < count; ++i) delete[] blocks[i];
    }
  };
  static Held& held() {
    thread_local Held h;
    return h;
  }
  // Set when this thread's Held is destroyed; trivially destructible, so it
  // can still be read after that.
  static thread_local bool ended_;
};

template <class T, std::size_t kSize>
thread_local bool SpareBlocks<T, kSize>::ended_ = false;

}  // namespace deduce::core
