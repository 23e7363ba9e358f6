// oneTBB's parallel loop behind tbb_loop.h's C boundary: the only file that includes oneTBB.
// Built twice: into libdeduce-parallel.so, which `deduce` loads on first use, and into the
// static library that the other programs link (src/deduce/search/CMakeLists.txt), for which
// tbb_loop() below hands out the function itself (in the module it is hidden and unused;
// tbb_loop_loaded.cc has `deduce`'s).
#include "deduce/search/tbb_loop.h"

#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

extern "C" {

void deduce_tbb_for_each(int threads, int nested, std::size_t n, void (*job)(void*, std::size_t),
                         void* context) {
  auto loop = [&] {
    tbb::parallel_for(
        tbb::blocked_range<std::size_t>(0, n, 1),
        [&](const tbb::blocked_range<std::size_t>& r) {
          for (std::size_t i = r.begin(); i != r.end(); ++i) job(context, i);
        },
        tbb::simple_partitioner());
  };
  if (nested != 0) {
    // Called from a job of an outer loop: its threads run these jobs too,
    // so a thread with no outer job left helps here instead of idling.
    loop();
    return;
  }
  // TBB caps its workers at the cores unless told otherwise: --threads 4 on
  // two cores gets four threads, as asked.
  tbb::global_control allow(tbb::global_control::max_allowed_parallelism,
                            static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  arena.execute(loop);
}

}  // extern "C"

namespace deduce::search {

const TbbLoop& tbb_loop() {
  static const TbbLoop linked{&deduce_tbb_for_each};
  return linked;
}

}  // namespace deduce::search
