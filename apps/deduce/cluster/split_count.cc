#include "cluster/split_count.h"

#include <chrono>
#include <deque>
#include <map>
#include <memory>

#include "cluster/checkpoint.h"
#include "cluster/dispatch.h"
#include "cluster/workers.h"
#include "deduce/budget/limits.h"
#include "families/pieces.h"
#include "families/search_outcome.h"
#include "tables.h"

namespace deduce::apps::cluster {
namespace {

using Clock = std::chrono::steady_clock;

// How long the coordinator waits for the workers' partial counts after a
// stop: within the contract's 0.2 s.

class SplitCount {
 public:
  SplitCount(Family& family, Pieces& pieces, std::size_t i, const Work& work,
             std::vector<Subproblem> first)
      : first_(std::move(first)),
        family_(family),
        pieces_(pieces),
        i_(i),
        work_(work),
        r_(work.request),
        workers_(g_workers),
        start_(Clock::now()) {}

  PuzzleResult run() {
    const std::vector<Subproblem>& first = first_;
    std::string all;
    for (const Subproblem& s : first) all += s.text;
    puzzle_ = fingerprint(all);
    if (!r_.checkpoint.empty()) {
      finished_ = read_records(r_.checkpoint, puzzle_);
      checkpoint_ = std::make_unique<RecordFile>(r_.checkpoint);
    }
    if (!r_.log_subproblems.empty()) log_ = std::make_unique<RecordFile>(r_.log_subproblems);
    const bool root_leaf = first.size() == 1 && first[0].key.empty();
    if (finished_.done.count("")) {
      add_finished("");
    } else if (root_leaf) {
      pending_.push_back({first[0], true});
    } else {
      if (!finished_.cut.count("")) record_cut("");
      for (const Subproblem& s : first) resume(s);
    }
    if (finished_.cut.empty() && finished_.done.empty()) cut_to(target());
    if (workers_ == nullptr)
      count_here();
    else
      count_on_workers();
    return result();
  }

 private:
  struct Node {
    Subproblem sub;
    bool leaf = false;  // nothing left to decide: cannot be cut
  };

  std::size_t worker_count() const { return workers_ ? workers_->size() : 1; }
  std::size_t target() const {
    return r_.subproblems != 0 ? r_.subproblems : kPiecesPerWorker * worker_count();
  }

  void add_finished(const std::string& key) {
    total_ += finished_.done[key];
    ++resumed_;
  }

  // A rerun walks the cuts it recorded down to what is missing.
  void resume(const Subproblem& s) {
    if (finished_.done.count(s.key)) return add_finished(s.key);
    if (!finished_.cut.count(s.key)) return pending_.push_back({s});
    for (Subproblem& c : children_of(s.key)) resume(c);
  }

  std::vector<Subproblem> children_of(const std::string& key) {
    std::optional<std::vector<Subproblem>> c = pieces_.cut(i_, key);
    return c ? std::move(*c) : std::vector<Subproblem>{};
  }

  void record_cut(const std::string& key) {
    ++cuts_;
    if (checkpoint_) checkpoint_->cut(puzzle_, key);
    if (log_) log_->cut(puzzle_, key);
  }

  // Cuts the first node that can be cut into its children, in its place.
  // False when none can.
  bool cut_one(std::size_t from = 0) {
    for (std::size_t k = from; k < pending_.size(); ++k) {
      if (pending_[k].leaf) continue;
      const std::vector<Subproblem> children = children_of(pending_[k].sub.key);
      if (children.size() == 1 && children[0].key == pending_[k].sub.key) {
        pending_[k].leaf = true;
        continue;
      }
      record_cut(pending_[k].sub.key);
      pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(k));
      std::size_t at = k;
      for (const Subproblem& c : children)
        pending_.insert(pending_.begin() + static_cast<std::ptrdiff_t>(at++), Node{c});
      return true;
    }
    return false;
  }

  // Breadth first, as far as `n` subproblems: a node cut puts its children
  // at the back, so every branch is cut to about the same depth.
  void cut_to(std::size_t n) {
    std::size_t tried = 0;
    while (pending_.size() < n && tried < pending_.size()) {
      Node front = std::move(pending_.front());
      pending_.pop_front();
      std::vector<Subproblem> children;
      if (!front.leaf) children = children_of(front.sub.key);
      if (front.leaf || (children.size() == 1 && children[0].key == front.sub.key)) {
        front.leaf = true;
        pending_.push_back(std::move(front));
        ++tried;
        continue;
      }
      tried = 0;
      record_cut(front.sub.key);
      for (Subproblem& c : children) pending_.push_back({std::move(c)});
    }
  }

  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

  // Why the count must stop now, or kNone.
  Stop stop_now() const { return stop_of(run_stop(work_.limits, elapsed(), nodes_)); }

  Task task_for(const Node& n) {
    Task t =
        piece_task(next_id_++, family_, i_, n.sub, work_.limits, elapsed(), nodes_, worker_count());
    // A piece that can still be cut stops at its slice, to be cut again.
    if (r_.slice_seconds > 0 && !n.leaf)
      t.seconds = t.seconds > 0 ? std::min(t.seconds, r_.slice_seconds) : r_.slice_seconds;
    return t;
  }

  // A subproblem stopped by its --slice, not by the count's own limits,
  // is cut: its pieces go first, and what it counted is dropped.
  bool recut(const Reply& reply, Node n) {
    if (r_.slice_seconds <= 0 || n.leaf || static_cast<Stop>(reply.stop) != Stop::kTimeout ||
        stop_now() != Stop::kNone)
      return false;
    ++recuts_;
    dropped_seconds_ += reply.seconds;
    std::vector<Subproblem> children = children_of(n.sub.key);
    if (children.size() == 1 && children[0].key == n.sub.key) {
      n.leaf = true;
      pending_.push_front(std::move(n));
      return true;
    }
    record_cut(n.sub.key);
    for (auto c = children.rbegin(); c != children.rend(); ++c) pending_.push_front({*c});
    return true;
  }

  void take(const Reply& reply, const Node& n) {
    const std::string& key = n.sub.key;
    if (!reply.error.empty()) {
      if (error_.empty()) error_ = "worker " + std::to_string(reply.worker) + ": " + reply.error;
      return;
    }
    nodes_ += reply.nodes;
    worker_cpu_[reply.worker] = reply.cpu_seconds;
    if (!reply.exact && recut(reply, n)) return;
    total_ += util::BigCount(reply.count, 10);
    if (!reply.exact) {
      exact_ = false;
      if (stop_ == Stop::kNone) stop_ = static_cast<Stop>(reply.stop);
      return;
    }
    ++counted_;
    if (checkpoint_)
      checkpoint_->done(puzzle_, key, reply.count, reply.nodes, reply.seconds, reply.task_cpu,
                        reply.worker);
    if (log_)
      log_->done(puzzle_, key, reply.count, reply.nodes, reply.seconds, reply.task_cpu,
                 reply.worker);
  }

  // No workers: this process counts each subproblem, in order.
  void count_here() {
    while (!pending_.empty()) {
      if (const Stop s = stop_now(); s != Stop::kNone) {
        stop_ = s;
        break;
      }
      const Node n = std::move(pending_.front());
      pending_.pop_front();
      take(count_task(r_, task_for(n)), n);
      if (!exact_ || !error_.empty()) break;
    }
  }

  // Where worker w (1..workers) takes its next piece: at its own share of
  // the pieces left, in their order, w - 1 workers' shares from the front.
  // The pieces are in the search's order, so a worker gets neighbours in the
  // tree, whose subtrees its kept cache (count_cache.h) more often holds.
  std::size_t place_of(int w) const {
    return pending_.size() * static_cast<std::size_t>(w - 1) / worker_count();
  }

  // Rank 0: hands a subproblem to each worker that is free, cutting the
  // next one first while fewer are left than there are workers; waits
  // (asleep) for replies.
  void count_on_workers() {
    Dispatch<Node> tasks(*workers_);  // a task's key: its subproblem
    bool stopping = false;
    while (true) {
      if (!stopping) {
        Stop s = stop_now();
        if (s == Stop::kNone && (!exact_ || !error_.empty()))
          s = stop_ == Stop::kNone ? Stop::kInterrupted : stop_;
        if (s != Stop::kNone) {
          if (stop_ == Stop::kNone) stop_ = s;
          stopping = true;
          tasks.cancel();
        }
      }
      while (!stopping && tasks.has_idle() && !pending_.empty()) {
        if (pending_.size() < worker_count()) cut_one();
        const auto at = pending_.begin() + static_cast<std::ptrdiff_t>(place_of(tasks.next_idle()));
        Node n = std::move(*at);
        pending_.erase(at);
        const Task t = task_for(n);
        tasks.send(t, std::move(n));
      }
      if (!tasks.busy()) break;
      if (tasks.grace_over()) {
        exact_ = false;
        break;
      }
      const auto answered = tasks.next();
      if (answered) take(answered->first, answered->second);
    }
  }

  PuzzleResult result() {
    PuzzleResult o;
    const bool complete = pending_.empty() && exact_ && error_.empty() && stop_ == Stop::kNone;
    o.stop = complete ? Stop::kNone : (stop_ == Stop::kNone ? Stop::kInterrupted : stop_);
    o.stop_detail = stop_words(o.stop, r_);
    if (!error_.empty()) o.stop_detail = error_ + "; the count is partial";
    o.count = {total_, complete, Counted::kSolutions};
    settle_count(o);
    double worker_cpu = 0;
    for (const auto& [w, cpu] : worker_cpu_) worker_cpu += cpu;
    o.stats = {{"nodes", nodes_},
               {"subproblems", counted_},
               {"subproblems_resumed", resumed_},
               {"cuts", cuts_},
               {"recuts", recuts_},
               {"dropped_seconds", dropped_seconds_},
               {"workers", static_cast<std::uint64_t>(workers_ ? workers_->size() : 0)},
               {"coordinator_cpu_seconds", process_cpu_seconds()},
               {"worker_cpu_seconds", worker_cpu}};
    return o;
  }

  std::vector<Subproblem> first_;  // the puzzle's own cut
  Family& family_;
  Pieces& pieces_;
  std::size_t i_;
  const Work& work_;
  const Request& r_;
  Workers* workers_;
  Clock::time_point start_;
  std::string puzzle_;
  Finished finished_;
  std::unique_ptr<RecordFile> checkpoint_, log_;
  std::deque<Node> pending_;
  util::BigCount total_ = 0;
  bool exact_ = true;
  Stop stop_ = Stop::kNone;
  std::string error_;
  std::uint64_t nodes_ = 0, counted_ = 0, resumed_ = 0, cuts_ = 0, next_id_ = 1;
  std::uint64_t recuts_ = 0;    // subproblems stopped by --slice and cut
  double dropped_seconds_ = 0;  // the time they had counted, dropped
  std::map<int, double> worker_cpu_;
};

}  // namespace

bool cuts_count(const Request& r) {
  return r.count && r.split < 0 &&
         (g_workers != nullptr || !r.checkpoint.empty() || !r.log_subproblems.empty() ||
          r.subproblems != 0 || r.slice_seconds > 0);
}

std::optional<PuzzleResult> count_by_subproblems(Family& family, std::size_t i, const Work& work) {
  Pieces* pieces = pieces_of(family, family.puzzles()[i].kind);
  if (pieces == nullptr) return std::nullopt;
  std::optional<std::vector<Subproblem>> first = pieces->cut(i, "");
  if (!first) return std::nullopt;
  return SplitCount(family, *pieces, i, work, std::move(*first)).run();
}

}  // namespace deduce::apps::cluster
