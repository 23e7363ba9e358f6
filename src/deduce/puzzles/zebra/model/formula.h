// The published-puzzle statements of the .zebra format (docs/zebra.md):
// position sets, one-way and negated relations, `neither`, `A and B are C
// and D`, `different:`, arithmetic over ordered numeric categories and the
// combinators `not:`, `any of:`, `exactly k of:`, `all of:`, as a tree.
//
// A Formula is read once by the parser and evaluated on any assignment that
// can give the position of a value and the number of an ordered category
// that goes with a value (an Access). The same evaluation serves the
// brute-force check of a solution (holds() in puzzle.h), the model's support
// propagator (model_formula.cc) and the explanation's "one clue" technique,
// so a statement means one thing everywhere.
//
// The base statements (puzzle.h) are trees of the same nodes (shape.h),
// read with the puzzle's layout: on a circle `next to` and `just left of`
// wrap round and `k away` is the shorter way; on a map (EDGES) `next to` is
// an edge and `k away` the shortest path.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace deduce::puzzles::zebra {

inline constexpr int kMaxPositions = 64;

struct ValueRef {
  int category = 0;
  int value = 0;
  bool operator==(const ValueRef&) const = default;
};

// A number as written: value / 10^scale (`4.99` is 499 / 10^2).
struct Num {
  std::int64_t value = 0;
  int scale = 0;
};
int compare(Num a, Num b);  // -1, 0, 1
Num add(Num a, Num b);
Num sub(Num a, Num b);
Num mul(Num a, Num b);
// The number a value name spells (`1946`, `4.99`, `-3`), if it is one.
bool parse_num(const std::string& text, Num& out);

enum class LayoutKind : std::uint8_t { kLine, kCircle, kEdges, kNone };

// What evaluation needs of the puzzle beyond the assignment.
struct Frame {
  int n = 0;
  LayoutKind layout = LayoutKind::kLine;
  std::vector<int> dist;  // kEdges: shortest path between positions (n * n), -1 unreachable
  // numbers[c][v]: the number of value v of ordered category c (empty when not ordered).
  std::vector<std::vector<Num>> numbers;
  // The distance used by `next to` and `k away` (-1: not connected).
  int distance(int a, int b) const;
};

enum class CmpOp : std::uint8_t { kEq, kNe, kLt, kGt, kLe, kGe };

struct Expr {
  enum class Kind : std::uint8_t { kConst, kPos, kNumber, kAdd, kSub, kMul, kNeg };
  Kind kind = Kind::kConst;
  Num c;                   // kConst
  int category = -1;       // kNumber: the ordered category
  int ref = -1;            // kPos, kNumber: index into Formula::refs
  int lhs = -1, rhs = -1;  // operands: indices into Formula::exprs
};

enum class FormulaKind : std::uint8_t {
  kIsOneOf,    // pos(refs[0]) is one of pos(refs[1..])
  kAtOneOf,    // pos(refs[0]) is in `positions` (a bit per 0-based position)
  kOffset,     // pos(refs[0]) + k == pos(refs[1]) (mod n on a circle)
  kOrder,      // pos(refs[0]) op pos(refs[1]): before or after on the line
  kDistance,   // frame.distance(pos(refs[0]), pos(refs[1])) op k: the layout's distance
  kNotOffset,  // pos(refs[0]) + k != pos(refs[1]) (mod n on a circle)
  kLessEq,     // pos(refs[0]) <= pos(refs[1])
  kNeither,    // pos(refs[2]) differs from pos(refs[0]) and pos(refs[1])
  kPairs,      // {pos(refs[0]), pos(refs[1])} == {pos(refs[2]), pos(refs[3])}, refs 0, 1 apart
  kDifferent,  // pairwise different positions
  kCompare,    // exprs[lhs] op exprs[rhs]
  kNot,        // children[0] is false
  kAny,        // at least one child holds
  kExactly,    // exactly k children hold
  kAll,        // every child holds
};

// One node; children and expressions are owned by the node.
struct Formula {
  FormulaKind kind = FormulaKind::kAll;
  std::vector<ValueRef> refs;  // the values the node names (not its children's)
  int k = 0;  // kOffset, kNotOffset: the offset; kDistance: the distance; kExactly: the count
  std::uint64_t positions = 0;    // kAtOneOf
  CmpOp op = CmpOp::kEq;          // kCompare, kOrder, kDistance
  int lhs = -1, rhs = -1;         // kCompare: roots in exprs
  std::vector<Expr> exprs;        // kCompare
  std::vector<Formula> children;  // kNot, kAny, kExactly, kAll
};

// Reads an assignment: the 0-based position of a value, and the number of
// ordered category c that goes with a value.
class Access {
 public:
  virtual ~Access() = default;
  virtual int pos(ValueRef r) const = 0;
  virtual Num number(int category, ValueRef r) const = 0;
};

bool evaluate(const Formula& f, const Frame& frame, const Access& access);

// Calls fn(ref) for every value the formula reads a position of, and
// fn_number(category, ref) for every NAME(A) (children included).
void for_each_ref(const Formula& f, const std::function<void(ValueRef)>& fn,
                  const std::function<void(int, ValueRef)>& fn_number);

// The formula in words close to the file's ("leo's year is germany's year + 2").
std::string describe(const Formula& f, const std::vector<std::string>& category_names,
                     const std::function<std::string(ValueRef)>& value_name);

}  // namespace deduce::puzzles::zebra
