// The workers a count cut into subproblems hands its pieces to
// (split_count.h), seen from the coordinator, and the messages both sides
// exchange. Under mpiexec the workers are the other ranks (mpi_workers.h);
// this file knows nothing of MPI, so deduce_cli (and the Python module that
// links it) builds without it, and a plain run never touches MPI.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "request.h"

namespace deduce::apps::cluster {

// A subproblem to count: the puzzle as text in its kind's format, and the
// limits left for it (0: none).
struct Task {
  std::uint64_t id = 0;
  std::string kind;  // the kind table's name: "futoshiki"
  std::string name;  // for messages: "grid.fut (subproblem r1c2=3)"
  double seconds = 0;
  std::uint64_t node_limit = 0;
  std::string text;
};

// What a worker found. `count` is decimal text: counts outgrow 64 bits.
struct Reply {
  std::uint64_t id = 0;
  int worker = 0;
  std::string count = "0";
  bool exact = true;      // false: stopped (a lower bound), see `stop`
  std::uint8_t stop = 0;  // a Stop (result.h)
  std::uint64_t nodes = 0;
  double seconds = 0;      // wall time of the task
  double task_cpu = 0;     // processor time of the task, every thread (getrusage)
  double cpu_seconds = 0;  // the worker process's processor time so far
  // generate: the puzzle made (text, game ID, grade, failure), Generated's.
  std::vector<std::string> made;
  std::string error;  // not empty: the task could not be counted (a bug or a bad subproblem)
};

std::string encode(const Task& t);
Task decode_task(std::string_view bytes);
std::string encode(const Reply& r);
Reply decode_reply(std::string_view bytes);

// Counts a task as one process would count its puzzle (the worker's side),
// with the options of `request` (--threads, --restarts ...).
Reply count_task(const Request& request, const Task& task);
// The worker's side of any task: generate makes puzzle number task.text
// (generate_pieces.h); solve --count counts the piece.
Reply do_task(const Request& request, const Task& task);

// This process's processor time so far, user and system (getrusage).
double process_cpu_seconds();

class Workers {
 public:
  virtual ~Workers() = default;
  // How many workers there are (ranks 1..size()).
  virtual int size() const = 0;
  virtual void send(int worker, const Task& task) = 0;
  // Tells every busy worker to stop its task and reply with what it has.
  virtual void cancel_all() = 0;
  // The next reply, or nullopt when none came within `wait_seconds`. It
  // sleeps while it waits (a back-off up to a millisecond), never spins, so
  // a coordinator sharing a core with a worker takes almost none of it.
  virtual std::optional<Reply> wait(double wait_seconds) = 0;
};

// The workers of this run: set by main() under mpiexec with two ranks or
// more; nullptr otherwise (the one process counts every piece itself).
extern Workers* g_workers;

}  // namespace deduce::apps::cluster
