#include "deduce/sat/portfolio.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <memory>
#include <thread>
#include <utility>

#include "deduce/sat/clause_exchange.h"
#include "deduce/util/rng.h"

namespace deduce::sat {

namespace {

constexpr std::uint64_t kNoAnswer = std::numeric_limits<std::uint64_t>::max();
// A search's place in the race: its clock, then its index (the low bits:
// --threads allows up to 1024; 54 bits of clock are 10^16 propagations).
constexpr int kIndexBits = 10;
constexpr int kMaxSearches = 1 << kIndexBits;

std::uint64_t time_key(std::uint64_t clock, std::size_t index) {
  return (clock << kIndexBits) | index;
}

void add_work(SolverStats& total, const SolverStats& now, const SolverStats& before) {
  total.decisions += now.decisions - before.decisions;
  total.conflicts += now.conflicts - before.conflicts;
  total.propagations += now.propagations - before.propagations;
  total.restarts += now.restarts - before.restarts;
  total.learnt += now.learnt - before.learnt;
  total.reductions += now.reductions - before.reductions;
  total.max_level = std::max(total.max_level, now.max_level);
}

}  // namespace

Portfolio::Portfolio(const Solver& base, int searches, std::uint64_t seed) : seed_(seed) {
  const int n = std::clamp(searches, 1, kMaxSearches);
  solvers_.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) solvers_.push_back(base);
  diversify();
}

void Portfolio::diversify() {
  // Seeds from the caller's seed, the race and the index: the same searches
  // on every run, different ones in every race.
  for (std::size_t i = 1; i < solvers_.size(); ++i) {
    util::SplitMix64 mix(seed_ ^ (races_ << 32) ^ i);
    solvers_[i].diversify(mix.next());
  }
}

void Portfolio::resync() {
  for (std::size_t i = 1; i < solvers_.size(); ++i) solvers_[i] = solvers_[0];
  diversify();
  synced_ = true;
}

bool Portfolio::add_clause(std::span<const Lit> lits) {
  const bool ok = solvers_[0].add_clause(lits);
  if (solvers_.size() > 1) resync();
  return ok;
}

void Portfolio::count_work(const std::vector<SolverStats>& before) {
  for (std::size_t i = 0; i < solvers_.size(); ++i)
    add_work(total_, solvers_[i].stats(), before[i]);
}

Value Portfolio::solve(budget::Budget& budget, std::uint64_t decision_cap) {
  if (!synced_) resync();
  std::vector<SolverStats> before;
  for (const Solver& s : solvers_) before.push_back(s.stats());
  const std::uint64_t decisions = solvers_[0].stats().decisions;
  Value answer = Value::kUndef;
  if (solvers_.size() == 1) {
    // One search on the caller's thread and budget: the one-thread search.
    bool capped = false;
    Solver::Pause cap;
    if (decision_cap != 0) {
      cap = [&](const SolverStats& s) { return capped = s.decisions - decisions >= decision_cap; };
    }
    answer = solvers_[0].solve(budget, cap);
    if (capped) budget.stop(budget::StopReason::kLookBound);
  } else {
    const auto [winner, value] = race(budget, decision_cap);
    if (winner >= 0) {
      std::swap(solvers_[0], solvers_[static_cast<std::size_t>(winner)]);
      std::swap(before[0], before[static_cast<std::size_t>(winner)]);
      answer = value;
    }
    synced_ = false;
  }
  winner_decisions_ = solvers_[0].stats().decisions - before[0].decisions;
  count_work(before);
  ++races_;
  return answer;
}

std::pair<int, Value> Portfolio::race(budget::Budget& budget, std::uint64_t decision_cap) {
  const std::size_t n = solvers_.size();
  budget::SharedWork work;
  budget.hand_over(work);
  std::atomic<std::uint64_t> best{kNoAnswer};
  std::vector<std::uint64_t> key(n, kNoAnswer);
  std::vector<Value> answer(n, Value::kUndef);
  std::vector<std::uint64_t> spent(n, 0);
  std::vector<std::uint8_t> capped(n, 0);
  std::vector<std::exception_ptr> failure(n);
  std::unique_ptr<ClauseExchange> exchange;
  if (share_epoch_ != 0) exchange = std::make_unique<ClauseExchange>(n, share_epoch_);

  auto run = [&](std::size_t i) {
    Solver& solver = solvers_[i];
    std::vector<std::uint32_t> learnt, take;
    try {
      const SolverStats start = solver.stats();
      budget::Limits limits;
      limits.shared = &work;
      budget::Budget own(limits);
      if (exchange) solver.set_export(&learnt);
      const Solver::Pause pause = [&](const SolverStats& s) {
        const std::uint64_t clock = s.propagations - start.propagations;
        // Lost: another search answered earlier in logical time.
        auto lost = [&] { return time_key(clock, i) > best.load(std::memory_order_relaxed); };
        if (lost()) return true;
        if (decision_cap != 0 && s.decisions - start.decisions >= decision_cap) {
          capped[i] = 1;
          return true;
        }
        if (exchange) {
          auto stop = [&] { return lost() || work.stop.load(std::memory_order_relaxed) != 0; };
          if (!exchange->advance(i, clock, learnt, take, stop)) return true;
          solver.import(take);
          take.clear();
        }
        return false;
      };
      answer[i] = solver.solve(own, pause);
      if (answer[i] != Value::kUndef) {
        key[i] = time_key(solver.stats().propagations - start.propagations, i);
        std::uint64_t seen = best.load(std::memory_order_relaxed);
        while (key[i] < seen && !best.compare_exchange_weak(seen, key[i])) {
        }
      }
      own.settle_shared();
      spent[i] = own.spent();
      if (own.stopped()) work.stop_all(own.reason());
    } catch (...) {
      failure[i] = std::current_exception();
      work.stop_all(budget::StopReason::kInterrupted);
    }
    // After the answer is known to the others: searches waiting for this
    // one then see whether they lost before they go on. A search that stops
    // here seals every epoch that ended before its clock; one that stopped
    // because it lost has a clock past the winner's, so the winner and the
    // searches it learns from never miss an epoch it would have sealed, and
    // what they received does not depend on when it stopped.
    solver.set_export(nullptr);
    if (exchange) exchange->finish(i, learnt);
  };
  std::vector<std::thread> threads;
  threads.reserve(n - 1);
  for (std::size_t i = 1; i < n; ++i) threads.emplace_back(run, i);
  run(0);
  for (std::thread& t : threads) t.join();
  for (const std::exception_ptr& e : failure)
    if (e) std::rethrow_exception(e);

  std::uint64_t units = 0;
  for (std::uint64_t s : spent) units += s;
  const auto won = std::min_element(key.begin(), key.end());
  if (*won != kNoAnswer) {
    budget.take_back(units, budget::StopReason::kNone);
    const auto w = static_cast<std::size_t>(won - key.begin());
    return {static_cast<int>(w), answer[w]};
  }
  auto reason = static_cast<budget::StopReason>(work.stop.load());
  if (reason == budget::StopReason::kNone &&
      std::any_of(capped.begin(), capped.end(), [](std::uint8_t c) { return c != 0; }))
    reason = budget::StopReason::kLookBound;
  budget.take_back(units, reason);
  return {-1, Value::kUndef};
}

}  // namespace deduce::sat
