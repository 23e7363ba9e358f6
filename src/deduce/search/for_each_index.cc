#include "deduce/search/for_each_index.h"

#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <atomic>
#include <cassert>

namespace deduce::search {

void for_each_index(int threads, std::size_t n, const std::function<void(std::size_t)>& job) {
  std::atomic<std::size_t> finished{0};
  // Stored last before the jobs start: every write the caller made before
  // this call (and the counter's initial value) happens before any job that
  // loads it.
  std::atomic<bool> posted{false};
  posted.store(true, std::memory_order_release);
  auto loop = [&] {
    tbb::parallel_for(
        tbb::blocked_range<std::size_t>(0, n, 1),
        [&](const tbb::blocked_range<std::size_t>& r) {
          for (std::size_t i = r.begin(); i != r.end(); ++i) {
            [[maybe_unused]] const bool seen = posted.load(std::memory_order_acquire);
            assert(seen);
            job(i);
            finished.fetch_add(1, std::memory_order_release);
          }
        },
        tbb::simple_partitioner());
  };
  if (tbb::this_task_arena::current_thread_index() != tbb::task_arena::not_initialized) {
    // Called from a job of an outer loop: its threads run these jobs too,
    // so a thread with no outer job left helps here instead of idling.
    loop();
  } else {
    // TBB caps its workers at the cores unless told otherwise: --threads 4 on
    // two cores gets four threads, as asked.
    tbb::global_control allow(tbb::global_control::max_allowed_parallelism,
                              static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    arena.execute(loop);
  }
  // Every job has returned (parallel_for joined them); this load reads the
  // last increment, which carries every job's writes to the caller.
  [[maybe_unused]] const std::size_t all = finished.load(std::memory_order_acquire);
  assert(all == n);
}

}  // namespace deduce::search
