#include "cluster/generate_pieces.h"

#include <chrono>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "cluster/analyze_pieces.h"
#include "cluster/dispatch.h"
#include "cluster/list_pieces.h"
#include "deduce/util/rng.h"
#include "tables.h"

namespace deduce::apps::cluster {
namespace {

// How long rank 0 waits for the pieces in flight after a stop: within the
// contract's 0.2 s.

}  // namespace

bool generates_on_workers(const Request& r) {
  return g_workers != nullptr && !shows_result(r);
}

MadeCount make_on_workers(const Request& r, budget::SharedWork& run, const TakeMade& take) {
  Workers& workers = *g_workers;
  const std::uint64_t count = r.generate.count;
  const std::uint64_t window =
      std::max<std::uint64_t>(64, 8 * static_cast<std::uint64_t>(workers.size()));
  Dispatch<std::uint64_t> tasks(workers);    // a task's key: its puzzle's index
  std::map<std::uint64_t, Generated> ready;  // made, not yet written
  std::uint64_t next = 0, written = 0, end = count, task_id = 1;
  budget::StopReason why = budget::StopReason::kNone;
  auto give_up = [&](std::uint64_t i, budget::StopReason reason) {
    // The first reason stays: the pieces cancelled after it come back as
    // interrupted.
    if (why == budget::StopReason::kNone) {
      why = reason;
      tasks.cancel();
    }
    end = std::min(end, i);
  };
  while (true) {
    while (why == budget::StopReason::kNone && tasks.has_idle() && next < end &&
           next < written + window) {
      if (const budget::StopReason stop = run.poll(); stop != budget::StopReason::kNone) {
        give_up(next, stop);
        break;
      }
      Task t;
      t.id = task_id++;
      t.kind = std::string(kind_spec(*r.kind).name);
      t.name = "generated";
      t.text = std::to_string(next);
      t.node_limit = r.limits.node_limit;
      if (run.has_deadline) t.seconds = seconds_left(run);
      tasks.send(t, next++);
    }
    while (written < end && ready.count(written)) {
      Generated made = std::move(ready[written]);
      ready.erase(written);
      if (const budget::StopReason stop = take(written, made); stop != budget::StopReason::kNone) {
        give_up(written, stop);
        break;
      }
      ++written;
    }
    if (written >= end && !tasks.busy()) break;
    if (tasks.grace_over()) break;
    const auto answered = tasks.next();
    if (!answered) continue;
    const Reply& reply = answered->first;
    const std::uint64_t i = answered->second;
    Generated made;
    if (reply.made.size() == 3) {
      made.text = reply.made[0];
      made.grade = reply.made[1];
      made.failure = reply.made[2];
    }
    if (!reply.error.empty())
      made.failure = "worker " + std::to_string(reply.worker) + ": " + reply.error;
    made.stop = static_cast<budget::StopReason>(reply.stop);
    if (made.stop != budget::StopReason::kNone)
      give_up(i, made.stop);
    else if (i < end)
      ready[i] = std::move(made);
  }
  return {written, why};
}

Reply make_task(const Request& r, const Task& task) {
  Reply reply;
  reply.id = task.id;
  try {
    const Generator& g = kind_spec(*r.kind).generator;
    const std::uint64_t i = std::stoull(task.text);
    // As commands/generate.cc's PuzzleWork: the node limit is this
    // puzzle's, the deadline the run's.
    budget::SharedWork work;
    work.node_limit =
        task.node_limit != 0 ? task.node_limit : std::numeric_limits<std::uint64_t>::max();
    work.has_deadline = task.seconds > 0;
    work.deadline = std::chrono::steady_clock::now() +
                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                        std::chrono::duration<double>(task.seconds));
    const Generated made =
        g.make(r, i, util::stream_seed(r.generate.seed, i), budget::Limits{0, 0, &work});
    reply.made = {made.text, made.grade, made.failure};
    reply.stop = static_cast<std::uint8_t>(made.stop);
  } catch (const std::exception& e) {
    reply.error = e.what();
  }
  return reply;
}

Reply do_task(const Request& request, const Task& task) {
  if (request.command == Command::kAnalyze) return analyze_task(request, task);
  if (lists_solutions(request)) return list_task(request, task);
  return request.command == Command::kGenerate ? make_task(request, task)
                                               : count_task(request, task);
}

}  // namespace deduce::apps::cluster
