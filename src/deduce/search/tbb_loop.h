// The parallel searches' one use of oneTBB, a parallel loop, behind a boundary of one C function,
// so that a program can load it on first use instead of at start.
//
// Why: libtbb (and the shared libstdc++ it needs) was loaded by every `deduce` command, though
// only the parallel searches call it: 0.3 to 0.5 ms of each process (docs/benchmarks.md, "Against
// the peers"). `deduce` loads the module libdeduce-parallel.so, built from tbb_loop.cc, the first
// time a parallel search runs (tbb_loop_loaded.cc); the other programs, the tests and the Python
// module link tbb_loop.cc in. Which of the two a program gets is its link's choice (the target
// property DEDUCE_TBB_LOADED, src/deduce/search/CMakeLists.txt); the code above it is the same.
//
// The boundary is C (a function pointer and a context, no std::function, no oneTBB type) so that
// the module and the program need share no C++ object or runtime: `deduce` links libstdc++ and
// libgcc in, the module and libtbb use the shared ones. So no exception may cross it: a job must
// not throw (for_each_index.cc catches a job's exception on its own side and rethrows it after
// the loop).
#pragma once

#include <cstddef>

extern "C" {

// Calls job(context, i) for every i in [0, n), one oneTBB task an index, and returns when every
// call has returned. Outside any loop (`nested` 0) the tasks run in an arena of `threads`
// threads, more than the cores if asked; from inside a job of another loop (`nested` 1) they
// run on the outer loop's threads. `job` must not throw.
__attribute__((visibility("default"))) void deduce_tbb_for_each(int threads, int nested,
                                                                std::size_t n,
                                                                void (*job)(void*, std::size_t),
                                                                void* context);

}  // extern "C"

namespace deduce::search {

struct TbbLoop {
  decltype(&deduce_tbb_for_each) for_each = nullptr;
};

// The entry point, linked in or loaded on the first call (from any thread; the load happens
// once). A program that loads them and cannot find the module throws std::runtime_error saying
// where it looked.
const TbbLoop& tbb_loop();

}  // namespace deduce::search
