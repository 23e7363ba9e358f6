#include "deduce/puzzles/latin/row_count.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace deduce::puzzles::latin {
namespace {

using u128 = unsigned __int128;
constexpr int kMaxRowOrder = 8;

class RowCounter {
 public:
  RowCounter(const Square& p, const budget::Limits& limits) : p_(p), n_(p.n), budget_(limits) {
    // later_[r][c]: symbols given in column c at rows r and below (bits).
    later_.assign(static_cast<std::size_t>(n_ + 1) * n_, 0);
    for (int r = n_ - 1; r >= 0; --r)
      for (int c = 0; c < n_; ++c) {
        const int g = p.given(r, c);
        later_[r * n_ + c] = later_[(r + 1) * n_ + c] | (g ? 1u << (g - 1) : 0u);
      }
  }

  RowCount run() {
    RowCount out;
    std::array<std::uint8_t, kMaxRowOrder> used{};
    // A given twice in a line makes no square; the rows' check finds most,
    // and the column masks find the rest as no row fits.
    const u128 total = count_from(0, used);
    out.complete = !stopped_;
    out.stop = budget_.reason();
    {  // a stopped count keeps what it finished: a lower bound
      const std::uint64_t hi = static_cast<std::uint64_t>(total >> 64);
      const std::uint64_t lo = static_cast<std::uint64_t>(total);
      out.count = util::big_from_u64(hi);
      out.count <<= 64;
      out.count += util::big_from_u64(lo);
    }
    out.states = budget_.spent() - (stopped_ ? 1 : 0);  // the unit refused is not a state
    out.hits = hits_;
    out.seconds = budget_.elapsed_seconds();
    return out;
  }

 private:
  // The key of row r's state: the column masks, with the masks of the
  // columns that have no given from row r on sorted into those columns'
  // places (they are interchangeable); r picks the table.
  std::uint64_t key(int r, const std::array<std::uint8_t, kMaxRowOrder>& used) const {
    std::array<std::uint8_t, kMaxRowOrder> free{};
    int k = 0;
    for (int c = 0; c < n_; ++c)
      if (later_[r * n_ + c] == 0) free[k++] = used[c];
    for (int i = 1; i < k; ++i)  // insertion sort: at most eight masks
      for (int j = i; j > 0 && free[j - 1] > free[j]; --j) std::swap(free[j - 1], free[j]);
    std::uint64_t h = 0;
    for (int c = 0, j = 0; c < n_; ++c)
      h = (h << 8) | (later_[r * n_ + c] == 0 ? free[j++] : used[c]);
    return h;
  }

  u128 count_from(int r, const std::array<std::uint8_t, kMaxRowOrder>& used) {
    if (r == n_) return 1;
    if (stopped_) return 0;
    // Memo per row: the key's word holds the masks, r picks the table.
    std::uint64_t k = 0;
    if (r > 0) {
      k = key(r, used);
      auto it = memo_[r].find(k);
      if (it != memo_[r].end()) {
        ++hits_;
        return it->second;
      }
    }
    if (budget_.spend()) {
      stopped_ = true;
      return 0;
    }
    u128 total = 0;
    std::array<std::uint8_t, kMaxRowOrder> next = used;
    std::uint8_t row_given = 0;
    for (int c = 0; c < n_; ++c)
      if (const int g = p_.given(r, c)) row_given |= static_cast<std::uint8_t>(1u << (g - 1));
    fill(r, 0, row_given, next, total);
    if (r > 0 && !stopped_) memo_[r].emplace(k, total);
    return total;
  }

  // Places row r's symbols from column c on; `row` holds those placed.
  void fill(int r, int c, std::uint8_t row, std::array<std::uint8_t, kMaxRowOrder>& next,
            u128& total) {
    if (c == n_) {
      total += count_from(r + 1, next);
      return;
    }
    const std::uint8_t before = next[c];
    if (const int g = p_.given(r, c)) {
      const std::uint8_t b = static_cast<std::uint8_t>(1u << (g - 1));
      if (before & b) return;
      next[c] = static_cast<std::uint8_t>(before | b);
      fill(r, c + 1, row, next, total);
      next[c] = before;
      return;
    }
    // Not in the row, not above in the column, not given below in it.
    const unsigned all = (1u << n_) - 1;
    unsigned options = all & ~row & ~before & ~later_[(r + 1) * n_ + c];
    while (options != 0 && !stopped_) {
      const unsigned b = options & (0u - options);
      options ^= b;
      next[c] = static_cast<std::uint8_t>(before | b);
      fill(r, c + 1, static_cast<std::uint8_t>(row | b), next, total);
    }
    next[c] = before;
  }

  const Square& p_;
  int n_;
  budget::Budget budget_;
  std::vector<unsigned> later_;
  std::array<std::unordered_map<std::uint64_t, u128>, kMaxRowOrder> memo_;
  std::uint64_t hits_ = 0;
  bool stopped_ = false;
};

}  // namespace

bool row_countable(const Square& square) {
  return square.n >= 1 && square.n <= kMaxRowOrder;
}

RowCount row_count(const Square& square, const budget::Limits& limits) {
  return RowCounter(square, limits).run();
}

}  // namespace deduce::puzzles::latin
