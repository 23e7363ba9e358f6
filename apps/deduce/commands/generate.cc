// deduce generate KIND: new puzzles from a seed. Puzzle i is made from its
// own random stream, util::stream_seed(seed, i), by the family's generator
// (families/generator.h) on one of T threads; the results are written in
// index order as soon as each is ready, so the output is the same byte for
// byte for every T and on every machine.
//
// Each puzzle goes to the writers like a puzzle read from a file: the
// generator gives its text, its view, its only solution and the result (for
// JSON, with the grade's explanation), so nothing is read back or solved
// again, and json, jsonl, svg and pdf have the shapes of solve's and
// explain's outputs; text and id output are the puzzle's file and game ID.
// No statistics: timings would differ run after run.
#include "commands/generate.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

#include "commands/command.h"
#include "commands/placement.h"
#include "deduce/budget/limits.h"
#include "deduce/budget/progress.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/search/parallel_search.h"
#include "deduce/util/rng.h"
#include "families/search_outcome.h"
#include "progress_line.h"
#include "tables.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

// The limits of puzzle i's work: the run's deadline (--timeout) and Ctrl-C,
// and --node-limit for this puzzle alone, so that which puzzles are made
// under a node limit does not depend on the threads.
class PuzzleWork {
 public:
  PuzzleWork(const budget::SharedWork& run, std::uint64_t node_limit) {
    // A node limit makes every search settle with the shared work at each
    // node instead of every budget::Budget::kClockStride nodes: the nodes of
    // a 16x16 grid's count with many clues take up to 10 ms, so the stride
    // alone missed a timeout by a second. Without --node-limit, one that is
    // never reached (a clock reading a node costs 2% on 5x5 grids).
    work_.node_limit = node_limit != 0 ? node_limit : std::numeric_limits<std::uint64_t>::max();
    work_.has_deadline = run.has_deadline;
    work_.deadline = run.deadline;
    // The call's own stop (a Python StopToken, a stopped HTTP request): this
    // is made on a worker thread, whose t_stop_token is not the call's, so
    // without it only a puzzle's end saw the stop (a 16x16 grid: minutes).
    work_.token = run.token;
  }
  budget::Limits limits() { return {0, 0, &work_}; }

 private:
  budget::SharedWork work_;
};

// Makes the puzzles on `threads` threads and hands each, in index order, to
// `take` on the calling thread. A puzzle stopped by a limit (or Ctrl-C), in
// the making or in `take` (which returns why), ends the run: it and every
// later one are dropped, those before it written. Returns how many were
// handed over and why the run stopped, if it did.
template <class Take>
std::pair<std::uint64_t, budget::StopReason> make_in_order(const Request& r, const Generator& g,
                                                           unsigned threads,
                                                           budget::SharedWork& run, Take take) {
  const std::uint64_t count = r.generate.count;
  // A ring of results: workers run at most this far ahead of the writer.
  std::vector<std::optional<Generated>> ready(static_cast<std::size_t>(
      std::min<std::uint64_t>(count, std::max<std::uint64_t>(64, 8 * std::uint64_t{threads}))));
  std::mutex m;
  std::condition_variable done, room;
  std::atomic<std::uint64_t> next{0};
  std::uint64_t written = 0;  // guarded by m
  std::uint64_t end = count;  // guarded by m: lowered to the first index given up
  budget::StopReason why = budget::StopReason::kNone;  // guarded by m
  auto slot = [&](std::uint64_t i) -> std::optional<Generated>& { return ready[i % ready.size()]; };
  auto give_up = [&](std::uint64_t i, budget::StopReason reason) {
    if (i < end) end = i, why = reason;
  };
  auto work = [&] {
    for (;;) {
      const std::uint64_t i = next.fetch_add(1);
      if (i >= count) return;
      {
        std::unique_lock lock(m);
        room.wait(lock, [&] { return i < written + ready.size() || i >= end; });
        if (i >= end) return;
        if (const budget::StopReason stop = run.poll(); stop != budget::StopReason::kNone) {
          give_up(i, stop);
          lock.unlock();
          done.notify_all();
          room.notify_all();
          return;
        }
      }
      PuzzleWork puzzle(run, r.limits.node_limit);
      Generated made = g.make(r, i, util::stream_seed(r.generate.seed, i), puzzle.limits());
      {
        std::lock_guard lock(m);
        if (made.stop != budget::StopReason::kNone)
          give_up(i, made.stop);
        else
          slot(i) = std::move(made);
      }
      done.notify_all();
      room.notify_all();
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  std::uint64_t i = 0;
  for (; i < count; ++i) {
    Generated made;
    {
      std::unique_lock lock(m);
      done.wait(lock, [&] { return slot(i).has_value() || i >= end; });
      if (!slot(i).has_value()) break;
      made = std::move(*slot(i));
      slot(i).reset();
      ++written;
    }
    room.notify_all();
    budget::StopReason stop = budget::StopReason::kNone;
    try {
      stop = take(i, made);
    } catch (...) {
      // A writer that throws (the Python module's closed stream, a failed
      // allocation) ends the run as a stop does; the workers are joined
      // before the exception goes on, as a joinable thread must not die.
      run.stop_all(budget::StopReason::kInterrupted);
      {
        std::lock_guard lock(m);
        give_up(i, budget::StopReason::kInterrupted);
      }
      room.notify_all();
      for (std::thread& t : pool) t.join();
      throw;
    }
    if (stop != budget::StopReason::kNone) {
      std::lock_guard lock(m);
      give_up(i, stop);
      break;
    }
  }
  room.notify_all();
  for (std::thread& t : pool) t.join();
  std::lock_guard lock(m);
  return {i, why};
}

// The puzzle without its comment lines: what two puzzles of a run must not
// share (the comments name the puzzle's index).
std::string without_comments(const std::string& text) {
  std::string body;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t eol = text.find('\n', at);
    eol = eol == std::string::npos ? text.size() : eol + 1;
    if (text[at] != '#') body.append(text, at, eol - at);
    at = eol;
  }
  return body;
}

// Remakes puzzle i, on the writer's thread, from further streams of its own
// while it repeats an earlier puzzle of the run: the same seed and options
// give the same run on every machine and with any --threads.
class Distinct {
 public:
  static constexpr int kRedraws = 64;

  // Returns the failure or the stop in `made` when a redraw ends that way.
  void settle(const Request& r, const Generator& g, std::uint64_t i, budget::SharedWork& run,
              Generated& made) {
    for (int redraw = 1; made.failure.empty() && made.stop == budget::StopReason::kNone; ++redraw) {
      if (seen_.insert(without_comments(made.text)).second) return;
      if (redraw > kRedraws) {
        made.text.clear();
        made.failure = "every one of " + std::to_string(kRedraws) +
                       " draws repeated an earlier puzzle of this run (these options allow few "
                       "different puzzles)";
        return;
      }
      PuzzleWork puzzle(run, r.limits.node_limit);
      made = g.make(r, i,
                    util::stream_seed(util::stream_seed(r.generate.seed, i),
                                      static_cast<std::uint64_t>(redraw)),
                    puzzle.limits());
    }
  }

 private:
  std::unordered_set<std::string> seen_;
};

// Hands a puzzle made to the writer, as the run hands a puzzle read from a
// file: its view, its solution, and the result the generator knows.
io::ExitCode write_made(const Request& r, const KindSpec& kind, std::uint64_t i, Generated& made,
                        Writer& writer) {
  PuzzleInfo info;
  info.kind = kind.id;
  info.file = "generated";
  info.index = static_cast<int>(i + 1);
  info.in_file = static_cast<int>(std::min<std::uint64_t>(r.generate.count, 1u << 30));
  info.where = {info.file, 1, 1};
  info.title = made.title;
  info.view = made.view.get();
  writer.begin_puzzle(info);
  if (made.solution) writer.solution(info, *made.solution);
  PuzzleResult o = std::move(made.result);
  o.generated = GeneratedInfo{r.generate.seed, i, made.text, made.grade};
  const io::ExitCode code = solve_exit(o);
  writer.end_puzzle(info, o, io::code(code));
  return code;
}

}  // namespace

int run_generate(const Request& r, std::ostream& out, std::ostream& err, ProgressLine& progress,
                 Writer* given, Placement* place) {
  const KindSpec& kind = kind_spec(*r.kind);
  const Generator& g = kind.generator;
  unsigned threads = r.generate.threads;
  // (The cores this process may run on, as `solve --threads 0` counts them.)
  if (threads == 0) threads = static_cast<unsigned>(search::thread_count(0));
  threads = static_cast<unsigned>(std::min<std::uint64_t>(threads, r.generate.count));

  // The run's clock, for what --run-timeout leaves the PDF.
  const budget::Deadline run_clock(budget::Limits{0, r.run_timeout_seconds});
  std::unique_ptr<Writer> writer;
  if (r.format == Format::kJson || r.format == Format::kJsonl)
    writer = make_json_writer(r, out, err);
  else if (r.format == Format::kSvg)
    writer = make_svg_writer(r, out, err);
  else if (r.format == Format::kPdf)
    writer = make_print_writer(r, run_clock, err);
  else  // text and id: the puzzle's file or game ID
    writer = make_text_writer(r, false, out, err);
  // The caller's writer (a call in process keeps records), beside the
  // format's or alone where JSON is made of the records.
  if (given != nullptr)
    writer = tee(writes_text_beside_records(r) ? std::move(writer) : nullptr, *given);
  writer->begin();

  io::ExitCode exit = io::ExitCode::kSolved;
  budget::g_progress.begin_task(r.generate.count, "puzzles");
  budget::SharedWork run;
  run.limit(budget::Limits{0, r.limits.timeout_seconds});
  Distinct distinct;
  const auto take = [&](std::uint64_t i, Generated& made) -> budget::StopReason {
    budget::g_progress.part_done();
    progress.clear();
    distinct.settle(r, g, i, run, made);
    if (made.stop != budget::StopReason::kNone) return made.stop;
    if (!made.failure.empty()) {
      err << "deduce generate: puzzle " << (i + 1) << ": " << made.failure << "\n";
      exit = io::worse(exit, io::ExitCode::kNoSolution);
      return budget::StopReason::kNone;
    }
    exit = io::worse(exit, write_made(r, kind, i, made, *writer));
    return budget::StopReason::kNone;
  };
  // Made elsewhere when the placement takes them (under mpiexec, by the
  // other ranks), else here on the threads.
  std::optional<MadeCount> elsewhere;
  if (place != nullptr) elsewhere = place->generate(r, run, take);
  const auto [made_count, stop] = elsewhere ? *elsewhere : make_in_order(r, g, threads, run, take);
  if (stop != budget::StopReason::kNone) {
    const Stop why = stop_of(stop);
    err << "deduce generate: made " << made_count << " of " << r.generate.count
        << " puzzles (stopped: " << stop_words(why, r) << ")\n";
    writer->stopped(why);
    exit = io::worse(exit, io::ExitCode::kLimit);
  }
  const int code = writer->end(io::code(exit));
  out.flush();
  return code;
}

}  // namespace deduce::apps
