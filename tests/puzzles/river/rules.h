// An independent statement of river-crossing rules, for the tests: written
// with plain C++ lambdas instead of the .river expression compiler, and a
// simulator and solution checker that share no code with the library.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace deduce::testing::river {

using Counts = std::vector<std::int64_t>;  // one entry per group

struct Rules {
  std::vector<std::string> names;
  Counts totals;
  std::int64_t capacity = 0;
  std::vector<int> rowers;                          // empty: anyone
  std::function<bool(const Counts&)> forbid;        // over a bank; null: nothing
  std::function<bool(const Counts&)> forbid_boat;   // over a load; null: nothing
  std::function<std::int64_t(const Counts&)> cost;  // null: 1
  std::function<bool(const Counts&)> goal;          // over the right bank; null: all across

  std::int64_t load_cost(const Counts& load) const { return cost ? cost(load) : 1; }
};

// A state: the left bank and the boat's side.
struct State {
  Counts left;
  bool boat_right = false;
  bool operator<(const State& o) const {
    return left != o.left ? left < o.left : boat_right < o.boat_right;
  }
  bool operator==(const State& o) const = default;
};

State start_state(const Rules& r);
Counts right_bank(const Rules& r, const State& s);
bool is_goal(const Rules& r, const State& s);

// Applies `load` to `s`; returns "" and sets `next` when the move is legal,
// else a description of the broken rule.
std::string apply(const Rules& r, const State& s, const Counts& load, State& next);

// Every load 0 <= k_i <= totals_i with 1 <= sum <= capacity (before rules).
std::vector<Counts> all_loads(const Rules& r);

struct BruteForce {
  std::uint64_t solutions = 0;  // repetition-free, ending at the first goal
  std::int64_t best_length = -1;
  std::int64_t best_cost = -1;
  std::uint64_t optimal = 0;  // solutions of least cost
  bool complete = true;       // false: gave up after max_nodes
};

// Plain depth-first enumeration of every repetition-free solution.
BruteForce brute_force(const Rules& r, std::uint64_t max_nodes = 0);

// The rules of the bundled examples, by file name (examples/NAME.river).
Rules example_rules(const std::string& name);

// Checks a `--format json` solution object ({"steps": [...], "length", "cost"}),
// given as parsed JSON text. Returns "" when every step obeys the rules and the
// end is a goal, else what is wrong.
std::string check_json_solution(const Rules& r, const std::string& json_solution);

// Checks the text solution lines printed by `deduce solve` (from the "start"
// line to the last step): re-reads each move from its words, re-simulates it
// and compares both banks with what was printed.
std::string check_text_solution(const Rules& r, const std::vector<std::string>& lines,
                                std::int64_t* length, std::int64_t* cost);

}  // namespace deduce::testing::river
