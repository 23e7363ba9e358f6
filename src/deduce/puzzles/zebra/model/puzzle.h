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
#include <memory>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/model/formula.h"

namespace deduce::puzzles::zebra {

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
  // The published-puzzle statements (formula.h): every published statement, and a base one on a
  // circle or a map, whose meaning is `formula` read with `frame`.
  kFormula,
};

struct Statement {
  StatementKind kind = StatementKind::kIs;
  ValueRef a, b, c;  // b, c only where the kind uses them
  int k = 0;         // the position of at / not at (0-based), the distance of away
  // kFormula only: a is the first value it names (for code that wants one).
  std::shared_ptr<const Formula> formula;
  std::shared_ptr<const Frame> frame;
};

// The categories a statement reads (positions and numbers), each once.
std::vector<int> categories_of(const Statement& s);

struct Clue {
  std::string label;
  Statement statement;
  int line = 0;
  std::string text;  // the statement as written, for messages
  // The sentence of an English riddle it was read from (read_english.h),
  // which explanations cite; empty for a .zebra file.
  std::string sentence;
};

enum class AskKind : std::uint8_t {
  kCategoryOf,  // `ask: CATEGORY of VALUE`
  kPositionOf,  // `ask: position of VALUE`
  kCategoryAt,  // `ask: CATEGORY at k`
};

struct Ask {
  int category = 0;  // the category asked for (not kPositionOf)
  ValueRef of;       // at the position of this value (not kCategoryAt)
  int line = 0;
  // An English riddle's question it reads (1-based; 0 in .zebra): a phrase
  // naming two values asks the question of each (english/read_english.h).
  int question = 0;
  AskKind kind = AskKind::kCategoryOf;
  int at = 0;  // kCategoryAt: the position, 0-based
};

struct Category {
  std::string name;
  std::vector<std::string> values;
  bool ordered = false;  // `ordered NAME: ...`: values are increasing numbers (frame->numbers)
  // The values as an English riddle writes them (`Wednesday`, `$2,800`),
  // in which its questions are answered; empty for a .zebra file.
  std::vector<std::string> written;
};

// A sentence of an English riddle that was not read: it stands outside
// the riddle's list of clues and is taken for a word to the reader
// (docs/english.md). Every command that answers says so.
struct UnreadSentence {
  int line = 0;
  int column = 0;
  std::string text;
};

struct Puzzle {
  std::string file;
  std::string title;
  int line = 0;                           // the `puzzle:` line; 0 when there is none
  int n = 0;                              // positions
  LayoutKind layout = LayoutKind::kLine;  // kNone: `positions: none`
  // The layout's distances and the ordered categories' numbers (formula.h);
  // shared with every kFormula statement.
  std::shared_ptr<const Frame> frame;
  std::vector<Category> categories;
  std::vector<Clue> clues;
  std::vector<Ask> asks;
  std::vector<UnreadSentence> unread;  // an English riddle's, else empty

  int num_categories() const { return static_cast<int>(categories.size()); }
  const std::string& value_name(ValueRef r) const { return categories[r.category].values[r.value]; }
  // As the riddle writes it (Category::written), else its name.
  const std::string& value_written(ValueRef r) const {
    const Category& c = categories[r.category];
    return c.written.empty() ? c.values[r.value] : c.written[r.value];
  }
};

// Whether a clue or a question of `p` says anything of where a value is in
// the row (at, next to, left of, a distance, an order of places, `position
// of`), and not only which values go together or how their numbers
// compare: where none does, every permutation of the places is a solution.
bool reads_positions(const Puzzle& p);

// A solution: positions[category][value] in 0..n-1.
using Positions = std::vector<std::vector<int>>;

// Whether `s` holds under `p`: its tree (model/shape.h) read by evaluate()
// (formula.h), the one evaluator of a clue on a full assignment.
bool holds(const Statement& s, const Positions& p);

// The values of each category by position: table[category][position].
std::vector<std::vector<int>> by_position(const Positions& p);

// The answer to `ask`: the value index of ask.category at ask.of's position
// (or at ask.at); for kPositionOf, the 0-based position of ask.of.
int answer(const Ask& ask, const Positions& p);

// The answer in words: the value as written (Category::written) or named,
// or the 1-based position.
std::string answer_text(const Puzzle& puzzle, const Ask& ask, int answer);

}  // namespace deduce::puzzles::zebra
