// A logic-grid ("Zebra", "Einstein") puzzle as read from a .zebra file
// (format: docs/zebra.md, "The .zebra format"): categories of N values each,
// clues relating the positions of values, and `ask:` questions.
//
// Invariants after parse_zebra(): 1 <= n <= 64; every category has exactly n
// distinct values; every reference names an existing category and value; an
// `at` position is 0-based in 0..n-1; a distance k is >= 0. A solution gives
// each value a position so that each category is a permutation.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace deduce::puzzles::zebra {

inline constexpr int kMaxPositions = 64;

struct ValueRef {
  int category = 0;
  int value = 0;
  bool operator==(const ValueRef&) const = default;
};

enum class StatementKind : std::uint8_t {
  kIs,           // pos(a) == pos(b)
  kIsNot,        // pos(a) != pos(b)
  kIsEither,     // pos(a) == pos(b) or pos(a) == pos(c)
  kAt,           // pos(a) == k (0-based)
  kNotAt,        // pos(a) != k (0-based)
  kNextTo,       // |pos(a) - pos(b)| == 1
  kNotNextTo,    // |pos(a) - pos(b)| != 1
  kLeftOf,       // pos(a) < pos(b)
  kRightOf,      // pos(a) > pos(b)
  kJustLeftOf,   // pos(a) + 1 == pos(b)
  kJustRightOf,  // pos(a) == pos(b) + 1
  kBetween,      // pos(b) < pos(a) < pos(c) or pos(c) < pos(a) < pos(b)
  kAway,         // |pos(a) - pos(b)| == k
};

struct Statement {
  StatementKind kind = StatementKind::kIs;
  ValueRef a, b, c;  // b, c only where the kind uses them
  int k = 0;         // the position of at / not at (0-based), the distance of away
};

struct Clue {
  std::string label;
  Statement statement;
  int line = 0;
  std::string text;  // the statement as written, for messages
};

struct Ask {
  int category = 0;  // the category asked for
  ValueRef of;       // at the position of this value
  int line = 0;
};

struct Category {
  std::string name;
  std::vector<std::string> values;
};

struct Puzzle {
  std::string file;
  std::string title;
  int n = 0;  // positions
  std::vector<Category> categories;
  std::vector<Clue> clues;
  std::vector<Ask> asks;

  int num_categories() const { return static_cast<int>(categories.size()); }
  const std::string& value_name(ValueRef r) const { return categories[r.category].values[r.value]; }
};

// A solution: positions[category][value] in 0..n-1.
using Positions = std::vector<std::vector<int>>;

// Whether `s` holds under `p`, read directly from the statement's definition.
bool holds(const Statement& s, const Positions& p);

// The values of each category by position: table[category][position].
std::vector<std::vector<int>> by_position(const Positions& p);

// The answer to `ask`: the value index of ask.category at ask.of's position.
int answer(const Ask& ask, const Positions& p);

}  // namespace deduce::puzzles::zebra
