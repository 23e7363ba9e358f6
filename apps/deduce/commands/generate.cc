// deduce generate KIND: new puzzles from a seed. Puzzle i is made from its
// own random stream, util::stream_seed(seed, i), by the family's generator
// (families/generator.h) on one of T threads; the results are written in
// index order as soon as each is ready, so the output is the same byte for
// byte for every T and on every machine.
//
// text and id output are the generator's own text; json, jsonl, svg and pdf
// read each puzzle back through the kind's loader and solve it (and for
// json, grade or explain it) with the ordinary family code, so that those
// outputs have the same shapes as solve's and explain's. Timings are left
// out of the JSON statistics: they would differ run after run.
#include "commands/generate.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>
#include <vector>

#include "commands/command.h"
#include "deduce/budget/limits.h"
#include "deduce/io/exit_codes.h"
#include "deduce/io/input_error.h"
#include "deduce/util/rng.h"
#include "tables.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

// Makes the puzzles on `threads` threads and hands each, in index order, to
// `take` on the calling thread. Ctrl-C stops the workers from starting new
// puzzles; those begun below the first one given up are still written.
// Returns how many were handed over.
template <class Take>
std::uint64_t make_in_order(const Request& r, const Generator& g, unsigned threads, Take take) {
  const std::uint64_t count = r.generate.count;
  // A ring of results: workers run at most this far ahead of the writer.
  std::vector<std::optional<Generated>> ready(static_cast<std::size_t>(
      std::min<std::uint64_t>(count, std::max<std::uint64_t>(64, 8 * std::uint64_t{threads}))));
  std::mutex m;
  std::condition_variable done, room;
  std::atomic<std::uint64_t> next{0};
  std::uint64_t written = 0;  // guarded by m
  std::uint64_t end = count;  // guarded by m: lowered to the first index given up
  auto slot = [&](std::uint64_t i) -> std::optional<Generated>& { return ready[i % ready.size()]; };
  auto work = [&] {
    for (;;) {
      const std::uint64_t i = next.fetch_add(1);
      if (i >= count) return;
      {
        std::unique_lock lock(m);
        room.wait(lock, [&] { return i < written + ready.size(); });
        if (budget::g_interrupt_requested.load()) {
          end = std::min(end, i);
          lock.unlock();
          done.notify_all();
          return;
        }
      }
      Generated made = g.make(r, i, util::stream_seed(r.generate.seed, i));
      {
        std::lock_guard lock(m);
        slot(i) = std::move(made);
      }
      done.notify_all();
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
    take(i, made);
  }
  for (std::thread& t : pool) t.join();
  return i;
}

// "generated 12/100" on a terminal's stderr, once the run has taken a while.
class Progress {
 public:
  Progress(std::ostream& err, std::uint64_t total)
      : err_(err), total_(total), on_(total > 1 && isatty(STDERR_FILENO) != 0) {}
  void step(std::uint64_t done) {
    if (!on_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - start_ < std::chrono::seconds(2) || now - last_ < std::chrono::milliseconds(200))
      return;
    last_ = now;
    shown_ = true;
    err_ << "\rgenerated " << done << "/" << total_ << std::flush;
  }
  ~Progress() {
    if (shown_) err_ << "\r" << std::string(40, ' ') << "\r" << std::flush;
  }

 private:
  std::ostream& err_;
  std::uint64_t total_;
  bool on_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_ = start_;
};

// Solves (and grades or explains) a generated puzzle with the family code and
// hands it to the writer like a puzzle read from a file.
io::ExitCode write_solved(const Request& r, const KindSpec& kind, std::uint64_t i,
                          const Generated& made, Writer& writer) {
  Request asked = r;
  asked.first = false;
  const std::string file = "generated";
  std::unique_ptr<Family> family;
  try {
    family = kind.load(made.text, file, asked);
  } catch (const io::InputError& e) {
    // The generator wrote a file its own family cannot read: a bug, said plainly.
    writer.failure(
        {file, e.where(),
         "generated puzzle " + std::to_string(i + 1) + " does not read back: " + e.detail()});
    return io::ExitCode::kBadInput;
  }
  PuzzleInfo info = family->puzzles().front();
  info.index = static_cast<int>(i + 1);
  info.in_file = static_cast<int>(std::min<std::uint64_t>(r.generate.count, 1u << 30));
  const Work work{asked, budget::Limits{}};
  writer.begin_puzzle(info);
  Outcome o = family->solve(0, work, [&](const Solution& s) { writer.solution(info, s); });
  const bool graded = r.format == Format::kJson || r.format == Format::kJsonl;
  if (graded && (command_spec(Command::kExplain).kinds & bit(kind.id))) {
    Outcome x = family->explain(0, work, r.generate.explain);
    o.explained = std::move(x.explained);
  }
  o.generated = GeneratedInfo{r.generate.seed, i, made.text, made.id, made.grade};
  o.stats.clear();
  const io::ExitCode code = solve_exit(o);
  writer.end_puzzle(info, o, io::code(code));
  return code;
}

}  // namespace

int run_generate(const Request& r, std::ostream& out, std::ostream& err) {
  const KindSpec& kind = kind_spec(*r.kind);
  const Generator& g = kind.generator;
  if (const std::string why = g.refuse(r); !why.empty()) {
    err << "deduce generate: " << why << "\n";
    return io::code(io::ExitCode::kBadInput);
  }
  unsigned threads = r.generate.threads;
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::uint64_t>(threads, r.generate.count));

  std::unique_ptr<Writer> writer;
  if (r.format == Format::kJson || r.format == Format::kJsonl)
    writer = make_json_writer(r, out, err);
  else if (r.format == Format::kSvg)
    writer = make_svg_writer(r, out, err);
  else if (r.format == Format::kPdf)
    writer = make_print_writer(r, err);
  if (writer) writer->begin();

  io::ExitCode exit = io::ExitCode::kSolved;
  Progress progress(err, r.generate.count);
  const std::uint64_t made_count =
      make_in_order(r, g, threads, [&](std::uint64_t i, const Generated& made) {
        progress.step(i + 1);
        if (!made.failure.empty()) {
          err << "deduce generate: puzzle " << (i + 1) << ": " << made.failure << "\n";
          exit = io::worse(exit, io::ExitCode::kNoSolution);
          return;
        }
        if (writer) {
          exit = io::worse(exit, write_solved(r, kind, i, made, *writer));
        } else if (r.format == Format::kId) {
          out << made.id << "\n";
        } else {
          if (i > 0) out << "\n";
          out << made.text;
        }
      });
  if (made_count < r.generate.count) {
    err << "deduce generate: interrupted after " << made_count << " of " << r.generate.count
        << " puzzles\n";
    exit = io::worse(exit, io::ExitCode::kLimit);
  }
  const int code = writer ? writer->end(io::code(exit)) : io::code(exit);
  out.flush();
  return code;
}

}  // namespace deduce::apps
