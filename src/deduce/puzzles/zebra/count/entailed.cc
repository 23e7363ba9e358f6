#include "deduce/puzzles/zebra/count/entailed.h"
#include "deduce/util/union_find.h"

#include <algorithm>
#include <numeric>

namespace deduce::puzzles::zebra {

namespace {

// bit(v) for any v: nothing outside 0..63.
core::Bits safe_bit(int v) {
  return v < 0 || v > 63 ? 0 : core::bit(v);
}

// The values b may take beside a = x for a binary clue: the relation read
// straight from puzzle.h's definitions (line layout: circles and maps are
// formulas).
core::Bits partners(StatementKind kind, int x, int k) {
  switch (kind) {
    case StatementKind::kIsNot:
      return ~safe_bit(x);
    case StatementKind::kNextTo:
      return safe_bit(x - 1) | safe_bit(x + 1);
    case StatementKind::kNotNextTo:
      return ~(safe_bit(x - 1) | safe_bit(x + 1));
    case StatementKind::kLeftOf:
      return core::above(x);
    case StatementKind::kRightOf:
      return core::below(x);
    case StatementKind::kJustLeftOf:
      return safe_bit(x + 1);
    case StatementKind::kJustRightOf:
      return safe_bit(x - 1);
    case StatementKind::kAway:
      return safe_bit(x - k) | safe_bit(x + k);
    default:
      return 0;
  }
}

}  // namespace

EntailedShortcut::EntailedShortcut(const Puzzle& puzzle, const Model& model,
                                   const ModelScope& scope)
    : puzzle_(puzzle), n_(puzzle.n) {
  const int cats = puzzle.num_categories();
  cell_var_.assign(static_cast<std::size_t>(cats) * n_, -1);
  for (int c = 0; c < cats; ++c) {
    if (!scope.category(c)) continue;
    for (int v = 0; v < n_; ++v) cell_var_[c * n_ + v] = model.pos({c, v});
  }
  choices_ = model.choice_vars();
  for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
    if (!scope.clue(i)) continue;
    const Statement& st = puzzle.clues[i].statement;
    const std::vector<int> cs = categories_of(st);
    // The model skips a clue touching a category out of scope.
    if (std::any_of(cs.begin(), cs.end(), [&](int c) { return !scope.category(c); })) continue;
    // "is" merges variables; "at" and "not at" restrict a domain at the root.
    if (st.kind == StatementKind::kIs || st.kind == StatementKind::kAt ||
        st.kind == StatementKind::kNotAt)
      continue;
    Clue c;
    c.kind = st.kind;
    c.k = st.k;
    if (st.kind == StatementKind::kFormula) {
      for (int cat : cs) {
        for (int v = 0; v < n_; ++v) c.reads.push_back(model.pos({cat, v}));
      }
    } else {
      c.a = model.pos(st.a);
      c.b = model.pos(st.b);
      if (st.kind == StatementKind::kIsEither || st.kind == StatementKind::kBetween)
        c.c = model.pos(st.c);
    }
    clues_.push_back(std::move(c));
  }
  // The choice variables are made in clue order, one per "is B or C"; a
  // model that failed while posting has fewer (and is never searched).
  std::size_t next_choice = 0;
  for (Clue& c : clues_) {
    if (c.kind != StatementKind::kIsEither) continue;
    if (next_choice == choices_.size()) {
      usable_ = false;
      break;
    }
    c.choice = choices_[next_choice++];
  }
  parent_.resize(cats);
  used_.assign(cats, 0);
}

bool EntailedShortcut::clue_entailed(const Clue& c, const core::Store& s) const {
  switch (c.kind) {
    case StatementKind::kFormula:
      return std::all_of(c.reads.begin(), c.reads.end(), [&](core::VarId x) { return s.fixed(x); });
    case StatementKind::kIsEither: {
      if (!s.fixed(c.choice)) return false;
      const core::Bits da = s.dom(c.a), db = s.dom(c.b), dc = s.dom(c.c);
      // choice 0: a == b; choice 1: a == c and a != b (either_equal_choice.h).
      if (s.value(c.choice) == 0) return core::is_single(da) && da == db;
      return core::is_single(da) && da == dc && (da & db) == 0;
    }
    case StatementKind::kBetween: {
      const core::Bits dc = s.dom(c.c);
      for (int x : core::values(s.dom(c.a))) {
        for (int y : core::values(s.dom(c.b))) {
          // b < a < c or c < a < b.
          const core::Bits ok = y < x ? core::above(x) : y > x ? core::below(x) : 0;
          if ((dc & ~ok) != 0) return false;
        }
      }
      return true;
    }
    default: {
      const core::Bits db = s.dom(c.b);
      for (int x : core::values(s.dom(c.a))) {
        if ((db & ~partners(c.kind, x, c.k)) != 0) return false;
      }
      return true;
    }
  }
}

bool EntailedShortcut::entailed(const core::Store& s) {
  if (!usable_) return false;
  for (core::VarId x : choices_) {
    if (!s.fixed(x)) return false;
  }
  const std::size_t m = clues_.size();
  for (std::size_t i = 0; i < m; ++i) {
    const std::size_t j = hint_ + i < m ? hint_ + i : hint_ + i - m;
    if (!clue_entailed(clues_[j], s)) {
      hint_ = j;
      return false;
    }
  }
  return true;
}

void EntailedShortcut::collect(const core::Store& s) {
  open_.clear();
  slots_.clear();
  blocks_.clear();
  const int cats = puzzle_.num_categories();
  std::iota(parent_.begin(), parent_.end(), 0);
  // Each open variable once, with the cells it fills (a merged class fills
  // one cell in each of its categories, which joins them into one block).
  for (int cell = 0; cell < cats * n_; ++cell) {
    const core::VarId x = cell_var_[cell];
    if (x < 0 || s.fixed(x)) continue;
    bool seen = false;
    for (const Open& o : open_) seen = seen || o.var == x;
    if (seen) continue;
    Open o{x, s.dom(x), static_cast<std::uint32_t>(slots_.size()), 0};
    for (int other = cell; other < cats * n_; ++other) {
      if (cell_var_[other] != x) continue;
      slots_.push_back(other);
      parent_[util::find_root(parent_, other / n_)] = util::find_root(parent_, cell / n_);
    }
    o.slots_end = static_cast<std::uint32_t>(slots_.size());
    open_.push_back(o);
  }
  // Group the open variables by block; inside one, the merged classes
  // first, then the others by category.
  auto key = [&](const Open& o) {
    const int cat = slots_[o.slots_begin] / n_;
    const int shared = o.slots_end - o.slots_begin > 1 ? 0 : 1;
    return (static_cast<std::int64_t>(util::find_root(parent_, cat)) * 2 + shared) * cats + cat;
  };
  std::stable_sort(open_.begin(), open_.end(),
                   [&](const Open& l, const Open& r) { return key(l) < key(r); });
  for (std::uint32_t i = 0; i < open_.size();) {
    const int root = util::find_root(parent_, slots_[open_[i].slots_begin] / n_);
    std::uint32_t j = i, shared_end = i;
    while (j < open_.size() &&
           util::find_root(parent_, slots_[open_[j].slots_begin] / n_) == root) {
      if (open_[j].slots_end - open_[j].slots_begin > 1) shared_end = j + 1;
      ++j;
    }
    blocks_.push_back({i, j, shared_end});
    i = j;
  }
}

std::uint64_t EntailedShortcut::permanent(const Open* vars, int k, core::Bits taken) {
  if (k == 0) return 1;
  // The positions left to these variables, renumbered 0..m-1.
  core::Bits all = 0;
  for (int i = 0; i < k; ++i) all |= vars[i].dom & ~taken;
  const int m = core::size(all);
  if (m < k) return 0;
  int index[64];
  int next = 0;
  for (int p : core::values(all)) index[p] = next++;
  const std::size_t states = std::size_t{1} << m;
  dp_.assign(states, 0);
  dp_[0] = 1;
  // dp[S]: ways to place the first |S| variables on the positions S.
  std::uint64_t total = 0;
  for (std::size_t set = 0; set < states; ++set) {
    const std::uint64_t ways = dp_[set];
    if (ways == 0) continue;
    const int i = std::popcount(set);
    if (i == k) {
      total += ways;
      continue;
    }
    for (int p : core::values(vars[i].dom & ~taken)) {
      const std::size_t to = set | (std::size_t{1} << index[p]);
      if (to != set) dp_[to] += ways;
    }
  }
  return total;
}

bool EntailedShortcut::count_block(const Block& b, std::uint64_t& out) {
  out = 0;
  // Calls f(category, i, j) on each run open_[i..j) of one category's
  // unmerged variables, after the merged ones, while it returns true.
  auto each_category = [&](auto&& f) {
    for (std::uint32_t i = b.shared_end; i < b.open_end;) {
      const int cat = slots_[open_[i].slots_begin] / n_;
      std::uint32_t j = i;
      while (j < b.open_end && slots_[open_[j].slots_begin] / n_ == cat) ++j;
      if (!f(cat, i, j)) return false;
      i = j;
    }
    return true;
  };
  const bool small = each_category([&](int, std::uint32_t i, std::uint32_t j) {
    return j - i <= static_cast<std::uint32_t>(kMaxDpVars);
  });
  if (!small) return false;
  std::uint64_t steps = 0;
  // Adds the product of the categories' permanents with the merged classes
  // placed as used_ says.
  auto leaf = [&]() {
    std::uint64_t product = 1;
    each_category([&](int cat, std::uint32_t i, std::uint32_t j) {
      steps += std::uint64_t{1} << (j - i);
      product *= permanent(open_.data() + i, static_cast<int>(j - i), used_[cat]);
      return product != 0;
    });
    out += product;
    return true;
  };
  return place(b.open_begin, b.shared_end, steps, leaf);
}

template <class Leaf>
bool EntailedShortcut::place(std::uint32_t begin, std::uint32_t end, std::uint64_t& steps,
                             Leaf&& leaf) {
  std::fill(used_.begin(), used_.end(), 0);
  const std::uint32_t k = end - begin;
  if (k == 0) return leaf(), true;
  free_.resize(k);
  current_.resize(k);
  auto taken = [&](const Open& o) {
    core::Bits u = 0;
    for (std::uint32_t t = o.slots_begin; t < o.slots_end; ++t) u |= used_[slots_[t] / n_];
    return u;
  };
  auto flip = [&](const Open& o, int p) {
    for (std::uint32_t t = o.slots_begin; t < o.slots_end; ++t)
      used_[slots_[t] / n_] ^= core::bit(p);
  };
  // Depth-first over the variables in order, each taking a value free in
  // all its categories; free_[d]: the values of variable d not yet tried.
  std::uint32_t depth = 0;
  free_[0] = open_[begin].dom;
  for (;;) {
    if (++steps > kMaxCountSteps) return false;
    const Open& o = open_[begin + depth];
    if (free_[depth] == 0) {
      if (depth == 0) return true;
      --depth;
      flip(open_[begin + depth], current_[depth]);
      continue;
    }
    const int p = core::min_value(free_[depth]);
    free_[depth] &= free_[depth] - 1;
    current_[depth] = static_cast<std::uint8_t>(p);
    flip(o, p);
    if (depth + 1 == k) {
      if (!leaf()) return false;
      flip(o, p);
      continue;
    }
    ++depth;
    const Open& down = open_[begin + depth];
    free_[depth] = down.dom & ~taken(down);
  }
}

bool EntailedShortcut::count(const core::Store& s, util::BigCount& out) {
  collect(s);
  out = 1;
  for (const Block& b : blocks_) {
    std::uint64_t c = 0;
    if (!count_block(b, c)) return false;
    out *= util::big_from_u64(c);
    if (c == 0) return true;
  }
  return true;
}

bool EntailedShortcut::prepare_listing(const core::Store& s) {
  collect(s);
  rows_.clear();
  for (Block& b : blocks_) {
    b.rows_at = rows_.size();
    std::uint64_t steps = 0, c = 0;
    const std::uint32_t k = b.open_end - b.open_begin;
    const bool done = place(b.open_begin, b.open_end, steps, [&] {
      ++c;
      if (rows_.size() + k > kMaxRowCells) return false;
      rows_.insert(rows_.end(), current_.begin(), current_.begin() + k);
      return true;
    });
    if (!done) return false;
    b.rows = static_cast<std::uint32_t>(c);
    if (c == 0) return true;
  }
  return true;
}

std::uint64_t EntailedShortcut::list(const core::Store& s, Positions& buf,
                                     const std::function<bool(const Positions&)>& on_solution,
                                     const std::function<bool()>& keep_going, bool& stopped) {
  stopped = false;
  for (const Block& b : blocks_) {
    if (b.rows == 0) return 0;
  }
  // The fixed cells, then each block's first row.
  const int cats = puzzle_.num_categories();
  if (buf.size() != static_cast<std::size_t>(cats))
    buf.assign(static_cast<std::size_t>(cats), std::vector<int>(n_, -1));
  for (int cell = 0; cell < cats * n_; ++cell) {
    const core::VarId x = cell_var_[cell];
    buf[cell / n_][cell % n_] = x < 0 ? -1 : core::min_value(s.dom(x));
  }
  targets_.resize(slots_.size());
  for (std::size_t t = 0; t < slots_.size(); ++t)
    targets_[t] = &buf[slots_[t] / n_][slots_[t] % n_];
  cursor_.assign(blocks_.size(), 0);
  auto write = [&](const Block& b, std::uint32_t row) {
    const std::uint32_t k = b.open_end - b.open_begin;
    const std::uint8_t* values = rows_.data() + b.rows_at + std::size_t{row} * k;
    for (std::uint32_t i = 0; i < k; ++i) {
      const Open& o = open_[b.open_begin + i];
      for (std::uint32_t t = o.slots_begin; t < o.slots_end; ++t) *targets_[t] = values[i];
    }
  };
  for (const Block& b : blocks_) write(b, 0);
  std::uint64_t listed = 0;
  const std::size_t last = blocks_.size();
  for (;;) {
    ++listed;
    if (!on_solution(buf) || ((listed & 4095) == 0 && !keep_going())) {
      stopped = true;
      return listed;
    }
    // The odometer: the last block turns fastest.
    std::size_t d = last;
    while (d > 0) {
      --d;
      if (++cursor_[d] < blocks_[d].rows) {
        write(blocks_[d], cursor_[d]);
        break;
      }
      cursor_[d] = 0;
      write(blocks_[d], 0);
      if (d == 0) return listed;
    }
    if (last == 0) return listed;
  }
}

}  // namespace deduce::puzzles::zebra
