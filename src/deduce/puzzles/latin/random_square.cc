#include "deduce/puzzles/latin/random_square.h"

#include <cstdint>
#include <vector>

namespace deduce::puzzles::latin {
namespace {

// The incidence cube: f(r, c, s) is 1 when cell (r, c) holds symbol s. In an
// improper state exactly one entry is -1 (and its three lines each hold two
// 1s); every line of the cube otherwise sums to 1.
class Cube {
 public:
  explicit Cube(int n) : n_(n), f_(static_cast<std::size_t>(n) * n * n, 0) {
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) at(r, c, (r + c) % n) = 1;
  }

  std::int8_t& at(int r, int c, int s) {
    return f_[(static_cast<std::size_t>(r) * n_ + c) * n_ + s];
  }

  // One move of the chain.
  void move(util::Rng& rng) {
    int r, c, s;
    int r1, c1, s1;
    if (!improper_) {
      do {
        r = rng.below(n_);
        c = rng.below(n_);
        s = rng.below(n_);
      } while (at(r, c, s) != 0);
      // The 1s on the three lines through (r, c, s): one each.
      r1 = one_in_column(c, s, rng);
      c1 = one_in_row(r, s, rng);
      s1 = one_in_cell(r, c, rng);
    } else {
      r = ir_, c = ic_, s = is_;
      r1 = one_in_column(c, s, rng);  // two candidates each: one at random
      c1 = one_in_row(r, s, rng);
      s1 = one_in_cell(r, c, rng);
    }
    ++at(r, c, s);
    ++at(r, c1, s1);
    ++at(r1, c, s1);
    ++at(r1, c1, s);
    --at(r, c, s1);
    --at(r, c1, s);
    --at(r1, c, s);
    std::int8_t& last = at(r1, c1, s1);
    --last;
    improper_ = last < 0;
    if (improper_) ir_ = r1, ic_ = c1, is_ = s1;
  }

  bool improper() const { return improper_; }

  Grid grid() {
    Grid g(static_cast<std::size_t>(n_) * n_, 0);
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        for (int s = 0; s < n_; ++s)
          if (at(r, c, s) == 1) g[static_cast<std::size_t>(r) * n_ + c] = s + 1;
    return g;
  }

 private:
  // A 1 on a line: the only one in a proper state, one of the two at random
  // on a line through the improper entry.
  template <class F>
  int pick_one(F f, util::Rng& rng) {
    int found[2] = {-1, -1};
    int k = 0;
    for (int i = 0; i < n_ && k < 2; ++i)
      if (f(i) == 1) found[k++] = i;
    return k == 2 && rng.below(2) == 1 ? found[1] : found[0];
  }
  int one_in_column(int c, int s, util::Rng& rng) {
    return pick_one([&](int r) { return at(r, c, s); }, rng);
  }
  int one_in_row(int r, int s, util::Rng& rng) {
    return pick_one([&](int c) { return at(r, c, s); }, rng);
  }
  int one_in_cell(int r, int c, util::Rng& rng) {
    return pick_one([&](int s) { return at(r, c, s); }, rng);
  }

  int n_;
  std::vector<std::int8_t> f_;
  bool improper_ = false;
  int ir_ = 0, ic_ = 0, is_ = 0;
};

}  // namespace

Grid random_latin_square(int n, util::Rng& rng) {
  Cube cube(n);
  if (n > 1) {
    // Counted in proper states reached, not in moves: the proper states the
    // chain visits form a chain of their own whose stationary distribution is
    // uniform, so its state at a fixed step is a fair draw. Stopping at the
    // first proper state after a fixed number of moves is not: a stopping
    // time that depends on the path favours squares with few intercalates
    // (order 4: those with 12 came out 3.5 times too rarely).
    const std::uint64_t visits = static_cast<std::uint64_t>(kLatinMovesPerCube) * n * n * n;
    for (std::uint64_t proper = 0; proper < visits;) {
      cube.move(rng);
      if (!cube.improper()) ++proper;
    }
  }
  return cube.grid();
}

}  // namespace deduce::puzzles::latin
