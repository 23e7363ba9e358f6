// A river crossing as read from a .river file (format: docs/river.md, "The
// .river format"), with its rules compiled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/puzzles/river/expression.h"

namespace deduce::puzzles::river {

struct Group {
  std::string name;
  std::int64_t count = 0;  // travellers of this group, all starting on the left bank
  int line = 0;            // where it was declared, for messages
};

struct RiverPuzzle {
  std::string file;   // as shown in messages
  std::string title;  // `puzzle:`; may be empty
  int line = 0;       // the `puzzle:` line; 0 when there is none
  std::vector<Group> groups;
  std::int64_t capacity = 0;  // `boat`
  std::vector<int> rowers;    // group indices; empty: anyone rows
  Program forbid;             // over a bank; empty: nothing forbidden
  Program forbid_boat;        // over a load; empty: every load may cross
  Program cost;               // over a load; empty: 1 a crossing
  Program goal;               // over the right bank; empty: everyone across
  bool has_cost = false;
  bool has_goal = false;
  // The rules as written, for the printed puzzle (river/picture.h): each
  // `forbid:`, `forbid boat:`, `cost:` and `goal:` expression, in file order.
  struct RuleText {
    std::string keyword;  // "forbid", "forbid boat", "cost", "goal"
    std::string expression;
  };
  std::vector<RuleText> rule_texts;
  // Where each rule was written (line, column of its expression), for messages
  // about rules that only fail once evaluated (a cost below 1).
  int cost_line = 0, cost_column = 0, boat_line = 0, boat_column = 0;
};

}  // namespace deduce::puzzles::river
