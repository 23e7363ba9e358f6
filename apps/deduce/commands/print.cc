// deduce print: the answer printed under each puzzle must be its only
// solution, since a printed puzzle with several answers cannot be solved as
// printed: print searches for two solutions and hands the first to the print
// writer, which refuses a puzzle with none or several, naming how many
// (writers/print_writer.cc). --any-solution accepts any one of several.
//
// A river crossing asks for a crossing in the fewest moves (or at the least
// cost): every optimal crossing answers it, so one of several is printed,
// saying how many there are (most classic crossings have two or more, as
// wolf, goat and cabbage does).
#include <algorithm>

#include "commands/command.h"
#include "tables.h"

namespace deduce::apps {
namespace {

// The most nodes spent counting the solutions of a puzzle print refuses, only
// to name their number: past it the message says "at least N".
constexpr std::uint64_t kCountNodes = 1'000'000;

// The first of at most two solutions to `sink`: unique, several or undecided.
PuzzleResult first_of_two(Family& family, std::size_t i, const Work& work,
                          const SolutionSink& sink) {
  Request two = work.request;
  two.all = false;
  two.count = false;
  two.limit = 2;
  bool given = false;
  PuzzleResult o = family.list(i, Work{two, work.limits}, [&](const Solution& s) {
    if (!given) sink(s);
    given = true;
  });
  // The limit of two is print's own, not the user's: it stopped nothing.
  if (o.stop == Stop::kSolutionLimit) {
    o.stop = Stop::kNone;
    o.stop_detail.clear();
  }
  return o;
}

// How many solutions a puzzle with several has, within kCountNodes more
// nodes and the limits left: o.count, "at least" when the count was cut.
void count_them(Family& family, std::size_t i, const Work& work, PuzzleResult& o) {
  Request all = work.request;
  all.count = true;
  all.limit = 0;
  budget::Limits limits = work.limits;
  limits.node_limit =
      limits.node_limit == 0 ? kCountNodes : std::min(limits.node_limit, kCountNodes);
  const PuzzleResult c = family.count(i, Work{all, limits});
  if (c.count.value >= o.count.value) o.count = c.count;
  // Ctrl-C during the count stops the run, as anywhere else.
  if (c.stop == Stop::kInterrupted) {
    o.stop = c.stop;
    o.stop_detail = c.stop_detail;
  }
}

}  // namespace

PuzzleResult print_command(Family& family, std::size_t i, const Work& work,
                           const SolutionSink& sink) {
  const Request& r = work.request;
  // A river crossing's solve finds an optimal crossing and counts the
  // optimal ones; with --any-solution (Request::first) solve takes the
  // first solution and does not look for a second.
  if (prints_one_of_several(r, family.puzzles()[i].kind)) return family.solve(i, work, sink);
  PuzzleResult o = first_of_two(family, i, work, sink);
  if (o.uniqueness == Uniqueness::kSeveral) count_them(family, i, work, o);
  return o;
}

io::ExitCode print_exit(const PuzzleResult& o, bool several_accepted) {
  if (o.stop == Stop::kInterrupted && o.status != Status::kStopped) return io::ExitCode::kLimit;
  // Without several accepted, the rule of check: 0 only for exactly one.
  return several_accepted ? solve_exit(o) : check_exit(o);
}

}  // namespace deduce::apps
