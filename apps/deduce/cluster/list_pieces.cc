#include "cluster/list_pieces.h"

#include <algorithm>
#include <chrono>
#include <list>
#include <stdexcept>
#include <string>
#include <vector>

#include "cluster/dispatch.h"
#include "cluster/split_count.h"
#include "commands/command.h"
#include "families/pieces.h"
#include "families/search_outcome.h"
#include "tables.h"

namespace deduce::apps::cluster {
namespace {

using Clock = std::chrono::steady_clock;

// A piece in the writer's order, and what became of it.
struct Slot {
  enum State { kWaiting, kSent, kDone, kStopped };
  Subproblem sub;
  bool leaf = false;  // nothing left to decide: cannot be cut
  State state = kWaiting;
  std::vector<std::string> solutions;  // kDone, kStopped: sent back, not yet written
};
using Slots = std::list<Slot>;

Slot slot_of(Subproblem sub) {
  Slot s;
  s.sub = std::move(sub);
  return s;
}

class PieceListing {
 public:
  PieceListing(Family& family, Pieces& pieces, std::size_t i, const Work& work, Slots slots)
      : family_(family),
        pieces_(pieces),
        i_(i),
        work_(work),
        r_(work.request),
        workers_(*g_workers),
        slots_(std::move(slots)),
        start_(Clock::now()) {}

  // The search run list_solutions() drives: calls found() for each solution
  // in the order written, and says why it stopped.
  search::SearchResult run(const search::SearchOptions& so,
                           const std::function<bool(const std::string&)>& found) {
    limit_ = so.solution_limit;
    found_ = &found;
    cut_to(kPiecesPerWorker * static_cast<std::size_t>(workers_.size()));
    Dispatch<Slots::iterator> tasks(workers_);
    const std::size_t window =
        std::max<std::size_t>(64, 8 * static_cast<std::size_t>(workers_.size()));
    bool stopping = false;
    while (true) {
      if (!stopping && stop_ == budget::StopReason::kNone) stop_ = stop_now();
      if (!stopping && stop_ != budget::StopReason::kNone) {
        stopping = true;
        tasks.cancel();
      }
      while (!stopping && tasks.has_idle()) {
        const auto next = next_waiting(window);
        if (next == slots_.end()) break;
        next->state = Slot::kSent;
        tasks.send(task_for(*next), next);
      }
      if (!tasks.busy()) break;
      if (tasks.grace_over()) break;
      const auto answered = tasks.next();
      if (!answered) continue;
      take(answered->first, answered->second);
    }
    if (stop_ == budget::StopReason::kNone && !error_.empty())
      stop_ = budget::StopReason::kInterrupted;
    search::SearchResult out;
    out.complete = stop_ == budget::StopReason::kNone;
    out.stop = stop_;
    out.stats.nodes = nodes_;
    out.stats.solutions = written_;
    out.stats.seconds = elapsed();
    return out;
  }

  const std::string& error() const { return error_; }

 private:
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

  budget::StopReason stop_now() const { return run_stop(work_.limits, elapsed(), nodes_); }

  // The children of a piece, or nothing when it cannot be cut (a leaf).
  std::vector<Subproblem> children_of(Slot& s) {
    if (s.leaf) return {};
    std::optional<std::vector<Subproblem>> c = pieces_.cut_listing(i_, s.sub.key);
    if (!c || (c->size() == 1 && (*c)[0].key == s.sub.key)) {
      s.leaf = true;
      return {};
    }
    return std::move(*c);
  }

  // Replaces the piece at `at` by its children, in its place (the order
  // stays the search's). False when it cannot be cut.
  bool cut_in_place(Slots::iterator at) {
    std::vector<Subproblem> children = children_of(*at);
    if (at->leaf) return false;
    for (Subproblem& c : children) slots_.insert(at, slot_of(std::move(c)));
    slots_.erase(at);
    return true;
  }

  // Cuts the pieces in turn, each in its place, until there are `n`.
  void cut_to(std::size_t n) {
    bool cut = true;
    while (slots_.size() < n && cut) {
      cut = false;
      for (auto it = slots_.begin(); it != slots_.end() && slots_.size() < n;) {
        const auto next = std::next(it);
        cut = cut_in_place(it) || cut;
        it = next;
      }
    }
  }

  // The first piece not yet sent, within `window` pieces of the writer
  // (unordered: anywhere; what arrives is written at once).
  Slots::iterator next_waiting(std::size_t window) {
    std::size_t k = 0;
    for (auto it = slots_.begin(); it != slots_.end(); ++it, ++k) {
      if (!r_.unordered && k >= window) break;
      if (it->state == Slot::kWaiting) return it;
    }
    return slots_.end();
  }

  Task task_for(const Slot& s) {
    return piece_task(next_id_++, family_, i_, s.sub, work_.limits, elapsed(), nodes_,
                      static_cast<std::uint64_t>(workers_.size()));
  }

  void take(const Reply& reply, Slots::iterator at) {
    if (!reply.error.empty()) {
      if (error_.empty()) error_ = "worker " + std::to_string(reply.worker) + ": " + reply.error;
      // As the count does: the listing stops, written as far as the pieces
      // before this one.
      at->state = Slot::kStopped;
      if (stop_ == budget::StopReason::kNone) stop_ = budget::StopReason::kInterrupted;
      return;
    }
    nodes_ += reply.nodes;
    const Stop stop = static_cast<Stop>(reply.stop);
    if (stop == Stop::kSolutionLimit && !at->leaf && stop_ == budget::StopReason::kNone) {
      // Too many to send back: cut again, its pieces in its place.
      at->state = Slot::kWaiting;
      if (cut_in_place(at)) return;
    }
    at->solutions = reply.made;
    at->state = stop == Stop::kNone ? Slot::kDone : Slot::kStopped;
    if (stop != Stop::kNone && stop_ == budget::StopReason::kNone)
      stop_ = stop == Stop::kInterrupted ? budget::StopReason::kInterrupted
                                         : budget::StopReason::kTimeout;
    if (stop == Stop::kNodeLimit && stop_ == budget::StopReason::kTimeout)
      stop_ = budget::StopReason::kNodeLimit;
    if (r_.unordered) {
      write(*at);
      slots_.erase(at);
    } else {
      flush();
    }
  }

  // Hands the solutions of a piece to the writer, as far as --limit.
  void write(const Slot& s) {
    for (const std::string& text : s.solutions) {
      if (done_writing_) return;
      (*found_)(text);
      ++written_;
      if (limit_ != 0 && written_ >= limit_) {
        done_writing_ = true;
        if (stop_ == budget::StopReason::kNone) stop_ = budget::StopReason::kSolutionLimit;
      }
    }
  }

  // Writes the pieces that are done at the front of the order; a piece
  // stopped there is written as far as it got, and nothing after it.
  void flush() {
    while (!slots_.empty() && !done_writing_) {
      Slot& front = slots_.front();
      if (front.state == Slot::kDone) {
        write(front);
        slots_.pop_front();
      } else if (front.state == Slot::kStopped) {
        write(front);
        done_writing_ = true;
      } else {
        return;
      }
    }
  }

  Family& family_;
  Pieces& pieces_;
  std::size_t i_;
  const Work& work_;
  const Request& r_;
  Workers& workers_;
  Slots slots_;
  Clock::time_point start_;
  const std::function<bool(const std::string&)>* found_ = nullptr;
  std::uint64_t limit_ = 0, written_ = 0, nodes_ = 0, next_id_ = 1;
  bool done_writing_ = false;
  budget::StopReason stop_ = budget::StopReason::kNone;
  std::string error_;
};

}  // namespace

bool lists_solutions(const Request& r) {
  return r.command == Command::kSolve && !r.count && (r.all || r.limit != 0);
}

// --limit 1 or 2 (--first) may find its solutions by restarts or clause
// learning, not in the search's order (futoshiki/solver.h first_search):
// rank 0 finds them alone, as one process does.
bool lists_on_workers(const Request& r) {
  return g_workers != nullptr && lists_solutions(r) && (r.limit == 0 || r.limit > 2);
}

std::optional<PuzzleResult> list_by_pieces(Family& family, std::size_t i, const Work& work,
                                           const SolutionSink& sink) {
  Pieces* pieces = pieces_of(family, family.puzzles()[i].kind);
  if (pieces == nullptr) return std::nullopt;
  std::optional<std::vector<Subproblem>> first = pieces->cut_listing(i, "");
  if (!first) return std::nullopt;
  // No solution, or one (nothing to decide), or a puzzle whose givens break
  // a rule: listed here, with one process's words.
  if (first->empty() || (first->size() == 1 && (*first)[0].key.empty()))
    return family.list(i, work, sink);
  Slots slots;
  for (Subproblem& s : *first) slots.push_back(slot_of(std::move(s)));
  PieceListing listing(family, *pieces, i, work, std::move(slots));
  const SearchRun<std::string> run = [&](const search::SearchOptions& so,
                                         const std::function<bool(const std::string&)>& found) {
    return listing.run(so, found);
  };
  PuzzleResult o = list_solutions<std::string>(
      work, run, [&](const std::string& text) { pieces->take_text(i, text, sink); });
  if (!listing.error().empty()) o.stop_detail = listing.error() + "; the listing is partial";
  o.stats.push_back({"workers", static_cast<std::uint64_t>(g_workers->size())});
  return o;
}

Reply list_task(const Request& request, const Task& task) {
  Reply r;
  r.id = task.id;
  try {
    Request one = request;
    one.all = true;
    one.limit = kPieceSolutions + 1;
    const KindSpec* kind = kind_named(task.kind);
    if (kind == nullptr) throw std::runtime_error("no kind named " + task.kind);
    const std::unique_ptr<Family> family = kind->load(task.text, task.name, one, kind->id);
    Pieces* pieces = pieces_of(*family, kind->id);
    if (pieces == nullptr) throw std::runtime_error("the kind " + task.kind + " makes no pieces");
    budget::Limits limits;
    limits.timeout_seconds = task.seconds;
    limits.node_limit = task.node_limit;
    const PuzzleResult o = pieces->list_text(
        0, Work{one, limits}, [&](std::string text) { r.made.push_back(std::move(text)); });
    r.stop = static_cast<std::uint8_t>(o.stop);
    if (r.made.size() > kPieceSolutions) r.made.clear();
    r.count = std::to_string(r.made.size());
    for (const Stat& s : o.stats)
      if (s.name == "nodes" && std::holds_alternative<std::uint64_t>(s.value))
        r.nodes = std::get<std::uint64_t>(s.value);
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  return r;
}

}  // namespace deduce::apps::cluster
