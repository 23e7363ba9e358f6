// Runs independent jobs 0..n-1 on a number of threads (oneTBB tasks) and
// hands their data over to the caller in a way ThreadSanitizer can see.
//
// Every parallel search (parallel_search.cc) and the per-clue counts of
// zebra's analyze run through this one loop. oneTBB does join its tasks
// before tbb::parallel_for returns, but that join happens inside Debian's
// libtbb, which is not built with ThreadSanitizer: to the sanitizer a
// result written by a worker and read by the caller after the join looks
// like a data race. So the loop makes both hand-overs explicit with
// atomics, which are correct C++ of their own and visible to the sanitizer:
//  - caller to jobs: the caller's writes before the call are published by a
//    release store that each job loads with acquire before it starts;
//  - jobs to caller: each job ends with a release increment of a counter
//    that the caller loads with acquire after the join (the increments form
//    one release sequence, so that load sees every job's writes).
// The cost is two atomic operations a job (a job is a whole subproblem's
// search, never a node). The suppressions left for oneTBB's own objects
// are in tests/tsan.supp; nothing here relies on oneTBB's internals.
#pragma once

#include <cstddef>
#include <functional>

namespace deduce::search {

// Calls job(i) once for every i in [0, n) on `threads` threads (at least
// 1; more than the cores is allowed) and returns when every call has
// returned. One task an index, so that idle threads steal single jobs.
// Jobs may run in any order and at once: each must write only its own
// slots (or shared atomics, or under a lock). After the return, everything
// each job wrote is visible to the caller. An exception thrown by a job is
// rethrown here (oneTBB cancels the jobs not yet started). Called from
// inside a job of another for_each_index, the jobs run on the outer loop's
// threads (`threads` is then the outer loop's), so that a thread with no
// outer job left takes inner ones.
void for_each_index(int threads, std::size_t n, const std::function<void(std::size_t)>& job);

// Calls job(i) once for every i in [0, threads), each on a thread of its own, all started at once
// (jobs that feed each other work, like zebra's shared count, need every thread from the start),
// and returns when every call has returned; an exception thrown by a job is rethrown here. Outside
// any oneTBB loop these are plain threads: job 0 runs on the caller at once and the others as soon
// as the system runs them (0.05 to 3.3 ms later on a two-core virtual machine whose other core
// was idle), where a oneTBB loop took 1.1 ms to start its first job and its second thread joined
// 0.1 to 8 ms later (a count of 40 ms felt it). Inside a job of for_each_index the jobs run as
// for_each_index's, on the outer loop's threads.
void for_each_thread(int threads, const std::function<void(std::size_t)>& job);

// True on a thread that is running a job of for_each_index.
bool inside_parallel_job();

}  // namespace deduce::search
