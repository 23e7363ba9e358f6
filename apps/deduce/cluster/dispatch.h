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

// The time a task may take: what is left of the run's deadline (at least a
// millisecond, so that a task sent just before it still has a limit).
inline double seconds_left(const budget::SharedWork& run) {
  return std::max(
      1e-3, std::chrono::duration<double>(run.deadline - std::chrono::steady_clock::now()).count());
}

}  // namespace deduce::apps::cluster
