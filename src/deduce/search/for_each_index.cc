#include "deduce/search/for_each_index.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "deduce/search/tbb_loop.h"

namespace deduce::search {

namespace {

// Jobs of for_each_index running on this thread (more than one when a thread waiting in an inner
// loop takes an outer job). oneTBB's own this_task_arena::current_thread_index() cannot tell: a
// thread that has once run a loop stays attached to an arena after it returns.
thread_local int jobs_running = 0;

struct RunningJob {
  RunningJob() { ++jobs_running; }
  ~RunningJob() { --jobs_running; }
  RunningJob(const RunningJob&) = delete;
  RunningJob& operator=(const RunningJob&) = delete;
};

}  // namespace

void for_each_index(int threads, std::size_t n, const std::function<void(std::size_t)>& job) {
  std::atomic<std::size_t> finished{0};
  // The first exception thrown by a job, rethrown here once every job has returned; the jobs not
  // yet started by then do not run, as oneTBB cancels them. No exception crosses tbb_loop.h's
  // boundary: libtbb and the module may use a C++ runtime other than the caller's (deduce links
  // libstdc++ in, apps/deduce/CMakeLists.txt), so none unwinds through their frames.
  std::exception_ptr error;
  std::mutex error_mutex;
  std::atomic<bool> failed{false};
  std::atomic<bool> posted{false};
  auto body = [&](std::size_t i) {
    [[maybe_unused]] const bool seen = posted.load(std::memory_order_acquire);
    assert(seen);
    if (!failed.load(std::memory_order_relaxed)) {
      const RunningJob running;
      try {
        job(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        failed.store(true, std::memory_order_relaxed);
      }
    }
    finished.fetch_add(1, std::memory_order_release);
  };
  // Stored last before the jobs start: every write the caller made before
  // this call (the counters' and the error's initial values too) happens
  // before any job that loads it.
  posted.store(true, std::memory_order_release);
  // oneTBB's loop, linked in or loaded on first use (tbb_loop.h); called from a job of an outer
  // loop, it runs these jobs on the outer loop's threads.
  tbb_loop().for_each(
      threads, inside_parallel_job() ? 1 : 0, n,
      [](void* context, std::size_t i) { (*static_cast<decltype(body)*>(context))(i); }, &body);
  // Every job has returned (parallel_for joined them); this load reads the
  // last increment, which carries every job's writes (and the error) to the caller.
  [[maybe_unused]] const std::size_t all = finished.load(std::memory_order_acquire);
  assert(all == n);
  if (error) std::rethrow_exception(error);
}

bool inside_parallel_job() {
  return jobs_running > 0;
}

void for_each_thread(int threads, const std::function<void(std::size_t)>& job) {
  const std::size_t n = static_cast<std::size_t>(std::max(threads, 1));
  if (inside_parallel_job()) {
    for_each_index(threads, n, job);
    return;
  }
  // The first exception thrown by a job; the others are dropped (as oneTBB does).
  std::exception_ptr error;
  std::mutex error_mutex;
  auto guarded = [&](std::size_t i) {
    try {
      job(i);
    } catch (...) {
      const std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
    }
  };
  // Starting a thread and joining it order the caller's writes before the job and the job's
  // before the caller's next reads: no further hand-over is needed.
  std::vector<std::thread> others;
  others.reserve(n - 1);
  for (std::size_t i = 1; i < n; ++i) others.emplace_back(guarded, i);
  guarded(0);
  for (std::thread& t : others) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace deduce::search
