#include "deduce/puzzles/zebra/count/analyze.h"

#include <algorithm>
#include <optional>

#include "deduce/budget/deadline.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/search/for_each_index.h"
#include "deduce/search/parallel_search.h"

namespace deduce::puzzles::zebra {
namespace {

class Analyzer {
 public:
  Analyzer(const Puzzle& p, const AnalyzeOptions& o) : p_(p), o_(o), deadline_(o.limits) {}

  Analysis run() {
    const std::size_t m = p_.clues.size();
    all_.assign(m, 1);
    // Uniqueness needs a cap of at least 2 to tell one solution from several.
    count_cap_ = o_.cap == 0 ? 0 : std::max<std::uint64_t>(o_.cap, 2);
    counts(m);
    if (a_.complete && a_.count == 1) {
      for (std::size_t i = 0; i < m; ++i) {
        if (a_.without[i] == 1) a_.redundant.push_back(static_cast<int>(i));
      }
      minimal_set();
    } else if (a_.complete && a_.count == 0) {
      conflict_set();
    }
    // Report the user's cap, not the internal one.
    if (o_.cap != 0) {
      const util::BigCount cap = util::big_from_u64(o_.cap);
      if (a_.count > cap) a_.count = cap;
      for (auto& w : a_.without) {
        if (w > cap) w = cap;
      }
    }
    return std::move(a_);
  }

 private:
  search::SearchOptions options(std::uint64_t solution_limit) {
    search::SearchOptions so;
    so.limits = deadline_.limits_left();
    so.solution_limit = solution_limit;
    return so;
  }

  void note_stop(bool complete, budget::StopReason stop) {
    if (!complete && stop != budget::StopReason::kSolutionLimit && a_.complete) {
      a_.complete = false;
      a_.stop = stop;
    }
  }

  // The count of all clues, then without each clue in turn, kept as the
  // sequential loop keeps them: up to and including the first one a limit
  // stopped. The m + 1 counts are independent: with threads they run at
  // once, and the result is the same. Each count may take the threads too
  // (entailed_count.cc): one that outlasts its first 1,000 nodes hands
  // branches to a thread that has no count left to start, so the last
  // large counts do not leave a thread idle at the end. Under mpiexec
  // (options' count_sets) the workers count them, one count a rank.
  void counts(std::size_t m) {
    std::vector<CountResult> r(m + 1);
    const int threads = search::thread_count(o_.threads);
    auto one = [&](std::size_t k) {
      ModelScope scope;
      scope.clue_on = all_;
      if (k > 0) scope.clue_on[k - 1] = 0;
      r[k] = count(p_, options(count_cap_), scope, {}, threads);
    };
    if (o_.count_sets) {
      std::vector<std::vector<char>> sets(m + 1, all_);
      for (std::size_t k = 1; k <= m; ++k) sets[k][k - 1] = 0;
      r = o_.count_sets(sets, count_cap_, deadline_.limits_left());
      r.resize(m + 1, CountResult{0, false, budget::StopReason::kInterrupted, {}, 0});
    } else if (threads == 1) {
      for (std::size_t k = 0; k <= m && (k == 0 || r[k - 1].complete); ++k) one(k);
    } else {
      search::for_each_index(threads, m + 1, one);
    }
    for (std::size_t k = 0; k <= m && a_.complete; ++k) {
      ++a_.count_calls;
      note_stop(r[k].complete, r[k].stop);
      if (k == 0) {
        a_.count = r[k].count;
      } else {
        a_.without.push_back(r[k].count);
      }
    }
  }

  // Up to two solutions of `clues`; sets found_ to them.
  void solutions_of(const std::vector<char>& clues) {
    ++a_.set_calls;
    found_.clear();
    ModelScope scope;
    scope.clue_on = clues;
    search::SearchResult r = solve(
        p_, options(2),
        [&](const Positions& s) {
          found_.push_back(s);
          return true;
        },
        scope);
    note_stop(r.complete, r.stop);
  }

  std::vector<int> members(const std::vector<char>& set) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < set.size(); ++i) {
      if (set[i]) out.push_back(static_cast<int>(i));
    }
    return out;
  }

  void minimal_set() {
    const std::size_t m = p_.clues.size();
    std::vector<char> set(m, 0);
    for (std::size_t i = 0; i < m; ++i) set[i] = a_.without[i] > 1;
    std::vector<int> added;
    Positions solution;  // read only when the necessary clues are not enough
    for (;;) {
      solutions_of(set);
      if (!a_.complete) return;
      if (found_.size() <= 1) break;
      if (solution.empty()) {
        const std::vector<Positions> second = found_;
        solutions_of(all_);
        if (!a_.complete || found_.size() != 1) return;
        solution = found_[0];
        found_ = second;
      }
      const Positions* other = nullptr;
      for (const Positions& s : found_) {
        if (s != solution) other = &s;
      }
      if (other == nullptr) break;
      // A clue out of the set that the second solution breaks: one exists,
      // since all the clues together admit only `solution`.
      int pick = -1;
      for (std::size_t i = 0; i < m && pick < 0; ++i) {
        if (!set[i] && !holds(p_.clues[i].statement, *other)) pick = static_cast<int>(i);
      }
      if (pick < 0) return;  // cannot happen for a unique puzzle
      set[pick] = 1;
      added.push_back(pick);
    }
    // Added clues may have made earlier additions unnecessary.
    for (auto it = added.rbegin(); it != added.rend() && added.size() > 1; ++it) {
      set[*it] = 0;
      solutions_of(set);
      if (!a_.complete) return;
      if (found_.size() != 1) set[*it] = 1;
    }
    a_.minimal = members(set);
  }

  void conflict_set() {
    std::vector<char> set = all_;
    for (std::size_t i = 0; i < set.size(); ++i) {
      set[i] = 0;
      solutions_of(set);
      if (!a_.complete) return;
      if (!found_.empty()) set[i] = 1;  // needed for the conflict
    }
    a_.conflict = members(set);
  }

  const Puzzle& p_;
  const AnalyzeOptions& o_;
  budget::Deadline deadline_;  // the timeout is for the whole analysis
  std::uint64_t count_cap_ = 0;
  std::vector<char> all_;
  std::vector<Positions> found_;
  Analysis a_;
};

}  // namespace

Analysis analyze(const Puzzle& puzzle, const AnalyzeOptions& options) {
  return Analyzer(puzzle, options).run();
}

}  // namespace deduce::puzzles::zebra
