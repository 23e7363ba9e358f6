// The coordinator's book of its workers, shared by the three things rank 0
// hands out (split_count.cc's pieces, analyze_pieces.cc's counts,
// generate_pieces.cc's puzzles): which workers are idle, which task each busy
// one runs (its Key: a piece, a count's place, a puzzle's index), and the
// grace a stop gives the busy ones to send back what they have.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "cluster/workers.h"
#include "deduce/budget/limits.h"
#include "families/family.h"
#include "families/pieces.h"
#include "tables.h"

namespace deduce::apps::cluster {

// After a stop, how long the coordinator waits for the tasks still running
// to reply with their partial results (within the contract's 0.2 s).
inline constexpr double kStopGrace = 0.15;

template <class Key>
class Dispatch {
 public:
  explicit Dispatch(Workers& workers) : workers_(workers) {
    for (int w = workers.size(); w >= 1; --w) idle_.push_back(w);
  }

  bool has_idle() const { return !idle_.empty(); }
  // The worker the next send() goes to (has_idle() must hold).
  int next_idle() const { return idle_.back(); }
  bool busy() const { return !running_.empty(); }
  // The tasks sent and not yet answered, by task id.
  const std::map<std::uint64_t, Key>& running() const { return running_; }

  // Sends `task` to an idle worker (has_idle() must hold).
  void send(const Task& task, Key key) {
    workers_.send(idle_.back(), task);
    idle_.pop_back();
    running_.emplace(task.id, std::move(key));
  }

  // A stop: every busy worker is told, and the grace starts.
  void cancel() {
    stopped_at_ = std::chrono::steady_clock::now();
    stopping_ = true;
    workers_.cancel_all();
  }
  bool grace_over() const {
    return stopping_ &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - stopped_at_).count() >
               kStopGrace;
  }

  // The next reply to a running task, with that task's key (its worker is
  // idle again); nullopt when none came within 20 ms (asleep meanwhile).
  std::optional<std::pair<Reply, Key>> next() {
    std::optional<Reply> reply = workers_.wait(0.02);
    if (!reply) return std::nullopt;
    const auto it = running_.find(reply->id);
    if (it == running_.end()) return std::nullopt;
    std::pair<Reply, Key> out{std::move(*reply), std::move(it->second)};
    running_.erase(it);
    idle_.push_back(out.first.worker);
    return out;
  }

 private:
  Workers& workers_;
  std::vector<int> idle_;
  std::map<std::uint64_t, Key> running_;
  bool stopping_ = false;
  std::chrono::steady_clock::time_point stopped_at_{};
};

// Why a run cut into pieces must stop now, as rank 0 reads its limits
// (an interrupt, the timeout after `elapsed` seconds, the node limit after
// the finished pieces' `nodes`), or kNone. The pieces' own searches stop
// themselves at the limits piece_task() gives them.
inline budget::StopReason run_stop(const budget::Limits& limits, double elapsed,
                                   std::uint64_t nodes) {
  if (budget::g_interrupt_requested.load()) return budget::external_stop_reason();
  if (limits.timeout_seconds > 0 && elapsed >= limits.timeout_seconds)
    return budget::StopReason::kTimeout;
  if (limits.node_limit != 0 && nodes >= limits.node_limit) return budget::StopReason::kNodeLimit;
  return budget::StopReason::kNone;
}

// Piece `sub` of puzzle i of `family` as task `id`, with what is left of
// the run's limits: the rest of the timeout (at least a millisecond), and
// the rest of the node limit shared among `workers` (at least one node).
inline Task piece_task(std::uint64_t id, const Family& family, std::size_t i, const Subproblem& sub,
                       const budget::Limits& limits, double elapsed, std::uint64_t nodes,
                       std::uint64_t workers) {
  Task t;
  t.id = id;
  t.kind = std::string(kind_spec(family.puzzles()[i].kind).name);
  t.name = family.puzzles()[i].file + " (subproblem " + (sub.key.empty() ? "-" : sub.key) + ")";
  t.text = sub.text;
  if (limits.timeout_seconds > 0) t.seconds = std::max(1e-3, limits.timeout_seconds - elapsed);
  if (limits.node_limit != 0) {
    const std::uint64_t left = limits.node_limit - std::min(nodes, limits.node_limit);
    t.node_limit = std::max<std::uint64_t>(1, left / workers);
  }
  return t;
}

// The time a task may take: what is left of the run's deadline (at least a
// millisecond, so that a task sent just before it still has a limit).
inline double seconds_left(const budget::SharedWork& run) {
  return std::max(
      1e-3, std::chrono::duration<double>(run.deadline - std::chrono::steady_clock::now()).count());
}

}  // namespace deduce::apps::cluster
