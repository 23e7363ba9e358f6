#include "deduce/puzzles/latin/completion.h"

#include <array>
#include <bit>
#include <cstddef>
#include <stdexcept>

namespace deduce::puzzles::latin {

namespace {

// Lines sit in buckets by count up to kExact, and past it by count in
// steps of kStep: the choice takes a line of the least count exactly when
// lines are nearly full, and one within kStep of the least before. A
// triple's removal then moves a line to another bucket once in kStep
// removals while the line is long: the n^3 removals of an order-256 square
// made 80% of the time (1.5 s) when every count had its bucket. Taking the
// first cell in row-major order while no line was short failed 1,344 times
// on the empty order-100 square; the exact choice, once or twice.
constexpr int kExact = 16;
constexpr int kStep = 8;
int bucket_of(int count) {
  return count <= kExact ? count : kExact + (count - kExact + kStep - 1) / kStep;
}

// The cube, its lines and the trail of one completion search. Lines (the
// exact-cover columns) are numbered: cells r * n + c (their bits: values),
// then row-values n^2 + r * n + v (columns), then column-values
// 2n^2 + c * n + v (rows). A line is "done" once a triple of it is placed;
// done lines leave the buckets but keep their counts, so that losing their
// one triple is still a failure.
class CubeSearch {
 public:
  explicit CubeSearch(const CompletionProblem& p)
      : n_(p.n),
        nn_(p.n * p.n),
        lines_(static_cast<std::size_t>(3 * nn_)),
        head_(static_cast<std::size_t>(bucket_of(p.n) + 1), -1),
        pairs_of_(static_cast<std::size_t>(nn_)),
        queued_(static_cast<std::size_t>(nn_), 0),
        paired_(static_cast<std::size_t>(nn_), 0) {
    if (n_ < 1 || n_ > kMaxSide) throw std::invalid_argument("complete_square: order 1 to 256");
    for (Line& l : lines_) {
      l.count = n_;
      for (int v = 0; v < n_; ++v) l.bits[static_cast<std::size_t>(v >> 6)] |= bit(v);
    }
    for (int e = 3 * nn_ - 1; e >= 0; --e) link(e);
    for (std::size_t k = 0; k < p.less.size(); ++k) {
      for (const int cell : {p.less[k].a, p.less[k].b}) {
        pairs_of_[static_cast<std::size_t>(cell)].push_back(static_cast<int>(k));
        paired_[static_cast<std::size_t>(cell)] = 1;
      }
    }
    // Each triple leaves the cube at most once on a branch: no reallocation.
    trail_.reserve(static_cast<std::size_t>(nn_) * static_cast<std::size_t>(n_));
  }

  Completion run(const CompletionProblem& p, budget::Budget& budget, std::uint64_t max_failures) {
    Completion out;
    for (int cell = 0; cell < nn_ && !conflict_; ++cell) {
      const int g = p.givens[static_cast<std::size_t>(cell)];
      if (g == 0) continue;
      if (!has(cell, g - 1)) {
        conflict_ = true;
      } else {
        place(cell, g - 1);
      }
    }
    for (const auto& [cell, value] : p.excluded) {
      if (!conflict_ && has(cell, value - 1)) remove(cell, value - 1);
    }
    for (int cell = 0; cell < nn_; ++cell) enqueue(cell);
    propagate_less(p);
    while (true) {
      if (conflict_) {
        ++out.failures;
        if (!backtrack(p)) {
          out.status = CompletionStatus::kNone;
          break;
        }
        if (out.failures > max_failures) break;  // kGaveUp
        continue;
      }
      const int chosen = choose();
      if (chosen < 0) {
        out.status = CompletionStatus::kFound;
        out.square.resize(static_cast<std::size_t>(nn_));
        for (int cell = 0; cell < nn_; ++cell)
          out.square[static_cast<std::size_t>(cell)] = first_bit(line(cell)) + 1;
        break;
      }
      if (budget.spend()) {
        out.status = CompletionStatus::kStopped;
        break;
      }
      ++out.decisions;
      const auto [cell, value] = first_triple(chosen);
      frames_.push_back({trail_.size(), cell, value});
      place(cell, value);
      propagate_less(p);
    }
    return out;
  }

 private:
  static constexpr int kMaxSide = 256;
  static constexpr std::size_t kWords = kMaxSide / 64;

  // A line of the cube: its triples left as a bit set and a count, its
  // bucket and place there (unless done), and whether a triple of it is
  // placed. One cache line: a removal touches three of them.
  struct Line {
    std::array<std::uint64_t, kWords> bits{};
    int count = 0;
    int bucket = 0;
    int prev = -1;
    int next = -1;
    int done = 0;
  };
  struct Frame {
    std::size_t mark;  // trail size before the placement
    int cell;
    int value;
  };

  static std::uint64_t bit(int v) { return std::uint64_t{1} << (v & 63); }
  Line& line(int e) { return lines_[static_cast<std::size_t>(e)]; }
  const Line& line(int e) const { return lines_[static_cast<std::size_t>(e)]; }
  bool has(int cell, int v) const {
    return (line(cell).bits[static_cast<std::size_t>(v >> 6)] & bit(v)) != 0;
  }
  int row_line(int r, int v) const { return nn_ + r * n_ + v; }
  int col_line(int c, int v) const { return 2 * nn_ + c * n_ + v; }

  static int first_bit(const Line& l) {
    for (std::size_t w = 0; w < kWords; ++w)
      if (l.bits[w] != 0) return static_cast<int>(w * 64) + std::countr_zero(l.bits[w]);
    return -1;
  }
  static int last_bit(const Line& l) {
    for (std::size_t w = kWords; w-- > 0;)
      if (l.bits[w] != 0) return static_cast<int>(w * 64) + 63 - std::countl_zero(l.bits[w]);
    return -1;
  }

  void link(int e) {
    Line& l = line(e);
    l.bucket = bucket_of(l.count);
    const auto k = static_cast<std::size_t>(l.bucket);
    l.prev = -1;
    l.next = head_[k];
    if (head_[k] >= 0) line(head_[k]).prev = e;
    head_[k] = e;
    if (l.bucket < min_) min_ = l.bucket;
  }
  void unlink(int e) {
    const Line& l = line(e);
    if (l.prev >= 0) {
      line(l.prev).next = l.next;
    } else {
      head_[static_cast<std::size_t>(l.bucket)] = l.next;
    }
    if (l.next >= 0) line(l.next).prev = l.prev;
  }
  // Moves a live line whose count changed to the bucket of its count.
  void rebucket(int e) {
    const Line& l = line(e);
    if (l.done != 0 || bucket_of(l.count) == l.bucket) return;
    unlink(e);
    link(e);
  }

  // Takes bit b out of line e (or puts it back); true when the line is left
  // with no triple.
  bool take(int e, int b) {
    Line& l = line(e);
    l.bits[static_cast<std::size_t>(b >> 6)] &= ~bit(b);
    --l.count;
    rebucket(e);
    return l.count == 0;
  }
  void put_back(int e, int b) {
    Line& l = line(e);
    l.bits[static_cast<std::size_t>(b >> 6)] |= bit(b);
    ++l.count;
    rebucket(e);
  }

  void enqueue(int cell) {
    if (paired_[static_cast<std::size_t>(cell)] == 0 || queued_[cell] != 0) return;
    queued_[cell] = 1;
    queue_.push_back(cell);
  }

  // Takes triple (cell, v) out of the cube.
  void remove(int cell, int v) {
    const int r = cell / n_;
    const int c = cell % n_;
    trail_.push_back(static_cast<std::uint32_t>(cell * n_ + v));
    // Each take must run, so three statements and no short-circuit.
    const bool cell_empty = take(cell, v);
    const bool row_empty = take(row_line(r, v), c);
    const bool col_empty = take(col_line(c, v), r);
    if (cell_empty || row_empty || col_empty) conflict_ = true;
    enqueue(cell);
  }

  void set_done(int e, bool done) {
    line(e).done = done ? 1 : 0;
    if (done) {
      unlink(e);
    } else {
      link(e);
    }
  }

  // Puts v in cell: the three lines through the triple are done, and every
  // other triple on them leaves the cube.
  void place(int cell, int v) {
    const int r = cell / n_;
    const int c = cell % n_;
    for (const int e : {cell, row_line(r, v), col_line(c, v)}) set_done(e, true);
    // The three lines as they are now: removals change them under the loops.
    const std::array<std::uint64_t, kWords> values = line(cell).bits;
    const std::array<std::uint64_t, kWords> cols = line(row_line(r, v)).bits;
    const std::array<std::uint64_t, kWords> rows = line(col_line(c, v)).bits;
    for_each_bit(values, v, [&](int u) { remove(cell, u); });
    for_each_bit(cols, c, [&](int k) { remove(r * n_ + k, v); });
    for_each_bit(rows, r, [&](int k) { remove(k * n_ + c, v); });
  }

  template <class F>
  static void for_each_bit(const std::array<std::uint64_t, kWords>& bits, int skip, F&& f) {
    for (std::size_t w = 0; w < kWords; ++w) {
      for (std::uint64_t x = bits[w]; x != 0; x &= x - 1) {
        const int b = static_cast<int>(w * 64) + std::countr_zero(x);
        if (b != skip) f(b);
      }
    }
  }

  void unplace(int cell, int v) {
    for (const int e : {cell, row_line(cell / n_, v), col_line(cell % n_, v)}) set_done(e, false);
  }

  void undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
      const std::uint32_t t = trail_.back();
      trail_.pop_back();
      const int cell = static_cast<int>(t) / n_;
      const int v = static_cast<int>(t) % n_;
      const int r = cell / n_;
      const int c = cell % n_;
      put_back(cell, v);
      put_back(row_line(r, v), c);
      put_back(col_line(c, v), r);
    }
  }

  // Undoes the latest decision and takes its other branch (the triple left
  // out); false when no decision is left: the tree is exhausted.
  bool backtrack(const CompletionProblem& p) {
    while (!frames_.empty()) {
      const Frame f = frames_.back();
      frames_.pop_back();
      for (const int cell : queue_) queued_[cell] = 0;
      queue_.clear();
      undo_to(f.mark);
      unplace(f.cell, f.value);
      conflict_ = false;
      remove(f.cell, f.value);
      propagate_less(p);
      if (!conflict_) return true;
    }
    return false;
  }

  // Bounds on the "less" pairs of every queued cell, to a fixpoint.
  void propagate_less(const CompletionProblem& p) {
    while (!queue_.empty() && !conflict_) {
      const int cell = queue_.back();
      queue_.pop_back();
      queued_[cell] = 0;
      for (const int k : pairs_of_[static_cast<std::size_t>(cell)]) {
        const LessPair& pair = p.less[static_cast<std::size_t>(k)];
        const int low = first_bit(line(pair.a));
        const int high = last_bit(line(pair.b));
        if (low < 0 || high < 0) return;  // a wiped-out cell: conflict_ is set
        for (int v = 0; v <= low && !conflict_; ++v)
          if (has(pair.b, v)) remove(pair.b, v);
        for (int v = high; v < n_ && !conflict_; ++v)
          if (has(pair.a, v)) remove(pair.a, v);
        if (conflict_) return;
      }
    }
  }

  // The line to branch on: the first of the least bucket, -1 when every
  // line is done.
  int choose() {
    const int top = static_cast<int>(head_.size());
    while (min_ < top && head_[static_cast<std::size_t>(min_)] < 0) ++min_;
    return min_ < top ? head_[static_cast<std::size_t>(min_)] : -1;
  }

  // The first triple (cell, value) left on line e.
  std::pair<int, int> first_triple(int e) const {
    const int b = first_bit(line(e));
    if (e < nn_) return {e, b};
    const bool row = e < 2 * nn_;
    const int k = (e - (row ? nn_ : 2 * nn_)) / n_;
    const int v = (e - (row ? nn_ : 2 * nn_)) % n_;
    return {row ? k * n_ + b : b * n_ + k, v};
  }

  int n_, nn_;
  std::vector<Line> lines_;
  std::vector<int> head_;                   // [bucket]: its first line, or -1
  int min_ = 0;                             // no live line is in a lower bucket
  std::vector<std::vector<int>> pairs_of_;  // [cell]: the "less" pairs it is in
  std::vector<int> queue_;
  std::vector<std::uint8_t> queued_;
  std::vector<std::uint8_t> paired_;  // [cell]: in some "less" pair
  std::vector<std::uint32_t> trail_;  // removed triples, cell * n + v
  std::vector<Frame> frames_;
  bool conflict_ = false;
};

}  // namespace

Completion complete_square(const CompletionProblem& problem, budget::Budget& budget,
                           std::uint64_t max_failures) {
  CubeSearch search(problem);
  return search.run(problem, budget, max_failures);
}

}  // namespace deduce::puzzles::latin
