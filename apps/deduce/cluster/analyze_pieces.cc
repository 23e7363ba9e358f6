#include "cluster/analyze_pieces.h"

#include <chrono>
#include <stdexcept>
#include <vector>

#include "cluster/dispatch.h"
#include "deduce/budget/limits.h"
#include "deduce/util/big_count.h"
#include "families/family.h"
#include "families/pieces.h"
#include "tables.h"

namespace deduce::apps::cluster {
namespace {

// A task's text: the puzzle's number, its scope (a logic grid's clues on
// and off, '1' and '0'), the cap, then the file as read.
std::string task_text(std::size_t puzzle, const std::string& scope, std::uint64_t cap,
                      const std::string& text) {
  return std::to_string(puzzle) + '\n' + scope + '\n' + std::to_string(cap) + '\n' + text;
}

std::string line_of(std::string_view& rest) {
  const std::size_t end = rest.find('\n');
  if (end == std::string_view::npos) throw std::runtime_error("a cut analyze task");
  std::string line(rest.substr(0, end));
  rest.remove_prefix(end + 1);
  return line;
}

}  // namespace

CountsElsewhere counts_on_workers(const std::string& kind, const std::string& text,
                                  const std::string& file) {
  return [=](std::size_t puzzle, const std::vector<std::string>& sets, std::uint64_t cap,
             const budget::Limits& limits) {
    Workers& workers = *g_workers;
    std::vector<ScopedCount> out(sets.size());
    Dispatch<std::size_t> tasks(workers);  // a task's key: its set
    budget::SharedWork run;
    run.limit(limits);
    std::size_t next = 0;
    budget::StopReason why = budget::StopReason::kNone;
    while (next < sets.size() || tasks.busy()) {
      if (why == budget::StopReason::kNone) {
        if (const budget::StopReason stop = run.poll(); stop != budget::StopReason::kNone) {
          why = stop;
          tasks.cancel();
        }
      }
      while (why == budget::StopReason::kNone && tasks.has_idle() && next < sets.size()) {
        Task t;
        t.id = next + 1;
        t.kind = kind;
        t.name = file;
        t.node_limit = limits.node_limit;
        if (run.has_deadline) t.seconds = seconds_left(run);
        t.text = task_text(puzzle, sets[next], cap, text);
        tasks.send(t, next++);
      }
      if (why != budget::StopReason::kNone && (!tasks.busy() || tasks.grace_over())) break;
      const auto answered = tasks.next();
      if (!answered) continue;
      const Reply& reply = answered->first;
      const std::size_t k = answered->second;
      if (!reply.error.empty())
        throw std::runtime_error("worker " + std::to_string(reply.worker) + ": " + reply.error);
      ScopedCount& r = out[k];
      r.count = util::BigCount(reply.count);
      r.complete = reply.exact;
      r.stop = static_cast<budget::StopReason>(reply.stop);
      // A task that was running when rank 0 stopped the run comes back
      // interrupted by the cancel; its true reason is the run's.
      if (why != budget::StopReason::kNone && !r.complete) r.stop = why;
    }
    // What a stop left uncounted (or in flight past the grace) is not counted.
    const budget::StopReason left =
        why == budget::StopReason::kNone ? budget::StopReason::kInterrupted : why;
    for (const auto& [id, k] : tasks.running()) out[k] = {0, false, left};
    for (std::size_t k = next; k < sets.size(); ++k) out[k] = {0, false, left};
    return out;
  };
}

Reply analyze_task(const Request& request, const Task& task) {
  Reply reply;
  reply.id = task.id;
  const auto start = std::chrono::steady_clock::now();
  try {
    std::string_view rest = task.text;
    const std::size_t puzzle = std::stoull(line_of(rest));
    const std::string on = line_of(rest);
    const std::uint64_t cap = std::stoull(line_of(rest));
    const std::string text(rest);
    // The file read again by its kind's reader, as the run read it.
    const KindSpec* kind = kind_named(task.kind);
    if (kind == nullptr) throw std::runtime_error("no kind `" + task.kind + "`");
    const std::unique_ptr<Family> family = kind->load(text, task.name, request, kind->id);
    if (puzzle >= family->puzzles().size()) throw std::runtime_error("no such puzzle in the file");
    const Work work{request, budget::Limits{task.node_limit, task.seconds}};
    Pieces* pieces = pieces_of(*family, kind->id);
    const std::optional<ScopedCount> r =
        pieces != nullptr ? pieces->count_scoped(puzzle, on, cap, work) : std::nullopt;
    if (!r) throw std::runtime_error("the kind `" + task.kind + "` makes no scoped counts");
    reply.count = util::to_string(r->count);
    reply.exact = r->complete;
    reply.stop = static_cast<std::uint8_t>(r->stop);
  } catch (const std::exception& e) {
    reply.error = e.what();
  }
  reply.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  reply.cpu_seconds = process_cpu_seconds();
  return reply;
}

}  // namespace deduce::apps::cluster
