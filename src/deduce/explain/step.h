// The explanation of a puzzle as steps a person can follow: the value types
// every family's ladder of human techniques produces (puzzles/futoshiki/
// explain/, puzzles/zebra/explain/) and the commands explain, hint and grade
// print.
//
// A ladder tries its techniques easiest first; each application is a Step:
// the technique, the facts it used (cells, clues) and what it concludes
// (placements and eliminations), in data and in words. After any progress
// the ladder restarts from the easiest technique, so the hardest technique
// an explanation needs is the puzzle's grade.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::explain {

// One conclusion: `var` takes `value` (a placement) or cannot take it (an
// elimination). var and value are the family's own numbering (Futoshiki:
// cell r * n + c and digit 1..n; logic grids: the entity-category variable
// and position, see the family), with names for people and JSON.
struct Conclusion {
  enum class Kind : std::uint8_t { kPlace, kEliminate };
  Kind kind = Kind::kPlace;
  int var = 0;
  int value = 0;
  std::string var_name;    // "r3c4", "blends"
  std::string value_name;  // "5", "position 2"
};

// A fact the step used: a cell (with the values it could still take), a
// clue (by its label), a relation sign, a line (row, column, category).
struct Premise {
  enum class Kind : std::uint8_t { kCell, kClue, kRelation, kLine, kAssumption };
  Kind kind = Kind::kCell;
  std::string name;       // "r3c4", "clue 10", "r3c4 < r3c5", "row 3"
  std::string detail;     // "{2,5}", "blends next to cat", ""
  std::vector<int> vars;  // the family's variables it refers to (for pictures)
};

struct Step {
  std::string technique;  // the technique's key: "hidden_single", "link_chain", "trial", ...
  int level = 0;          // its rung on the family's grade scale (GradeScale)
  std::vector<Premise> premises;
  std::vector<Conclusion> conclusions;
  std::string text;  // the step in words: "r3c4 = 5: 5 can go nowhere else in row 3"
  // A trial step: the assumption's consequences up to the contradiction, in
  // words, one line each.
  std::vector<std::string> trial;
};

// A family's grades, easiest first (Futoshiki: Tatham's trivial, easy,
// tricky, extreme, recursive), with what each allows, for docs and help.
struct Grade {
  std::string_view name;
  std::string_view meaning;
};
using GradeScale = std::vector<Grade>;

struct TechniqueCount {
  std::string technique;
  int level = 0;
  std::uint64_t count = 0;
};

struct Explanation {
  std::vector<Step> steps;
  bool solved = false;  // the steps reach the solution (every variable placed)
  int grade = 0;        // the highest level of any step (0 for a puzzle given solved)
  std::vector<TechniqueCount> counts;  // per technique used, in ladder order
  // A limit (--timeout, --node-limit, Ctrl-C) stopped the ladder: the steps
  // are the first ones, sound but not all, and grade is the hardest so far
  // (a lower bound on the puzzle's grade).
  bool stopped = false;
  // When the steps prove the puzzle's answers but not its whole solution
  // (a grid with several solutions whose questions have one answer in all
  // of them): those answers in words; else empty.
  std::string proves;
};

// Counts each technique of `steps`, in ladder order (by level, then first use).
std::vector<TechniqueCount> count_techniques(const std::vector<Step>& steps);

}  // namespace deduce::explain
