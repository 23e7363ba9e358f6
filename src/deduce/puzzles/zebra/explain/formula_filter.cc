#include "deduce/puzzles/zebra/explain/formula_filter.h"

#include <algorithm>

namespace deduce::puzzles::zebra::explain {
namespace {

// One enumeration: positions for the named values, then a NAME value for
// each NAME(A), then the formula on the result.
class Search final : public Access {
 public:
  Search(const State& s, const Statement& st, const std::vector<int>& vars)
      : s_(s), st_(st), vars_(vars), named_(vars.size(), 0) {
    for_each_ref(
        *st.formula, [&](ValueRef r) { note(s.var(r)); },
        [&](int category, ValueRef r) {
          note(s.var(r));
          if (r.category == category) return;
          const int key = category * s.n() * s.puzzle().num_categories() + s.var(r);
          if (std::find(number_keys_.begin(), number_keys_.end(), key) == number_keys_.end()) {
            number_keys_.push_back(key);
            numbers_.push_back({category, s.var(r)});
          }
        });
    position_.assign(vars.size(), -1);
    choice_.assign(numbers_.size(), -1);
    supported_.assign(vars.size(), 0);
  }

  bool too_big() const {
    long product = 1;
    for (std::size_t i = 0; i < vars_.size(); ++i) {
      if (!named_[i]) continue;
      product *= core::size(s_.mask(vars_[i]));
      if (product > kFormulaFilterLimit) return true;
    }
    for (const auto& [category, var] : numbers_) {
      (void)var;
      product *= s_.n();
      if (product > kFormulaFilterLimit * 4) return true;
    }
    return false;
  }

  std::vector<Bits> run() {
    place(0);
    std::vector<Bits> out(vars_.size());
    for (std::size_t i = 0; i < vars_.size(); ++i) {
      out[i] = named_[i] ? supported_[i] : s_.mask(vars_[i]);
    }
    return out;
  }

  int pos(ValueRef r) const override { return position_[slot(s_.var(r))]; }
  Num number(int category, ValueRef r) const override {
    const Frame& frame = *st_.frame;
    if (r.category == category) return frame.numbers[category][r.value];
    const int key = category * s_.n() * s_.puzzle().num_categories() + s_.var(r);
    const auto k = std::find(number_keys_.begin(), number_keys_.end(), key) - number_keys_.begin();
    return frame.numbers[category][choice_[static_cast<std::size_t>(k)]];
  }

 private:
  void note(int var) { named_[slot(var)] = 1; }
  std::size_t slot(int var) const {
    return static_cast<std::size_t>(std::find(vars_.begin(), vars_.end(), var) - vars_.begin());
  }

  // Named value i, and those after it.
  void place(std::size_t i) {
    if (i == vars_.size()) return choose(0);
    if (!named_[i]) return place(i + 1);
    const int c = s_.category_of(vars_[i]);
    for (int p : core::values(s_.mask(vars_[i]))) {
      bool clash = false;  // a value of the same category already there
      for (std::size_t j = 0; j < i; ++j) {
        clash = clash || (named_[j] && position_[j] == p && s_.category_of(vars_[j]) == c);
      }
      if (clash) continue;
      position_[i] = p;
      place(i + 1);
    }
    position_[i] = -1;
  }

  // The NAME value standing with A for NAME(A) number k, and those after.
  void choose(std::size_t k) {
    if (k == numbers_.size()) {
      if (evaluate(*st_.formula, *st_.frame, *this)) {
        for (std::size_t i = 0; i < vars_.size(); ++i) {
          if (named_[i]) supported_[i] |= core::bit(position_[i]);
        }
      }
      return;
    }
    const auto [category, a] = numbers_[k];
    const int where = position_[slot(a)];
    const int n = s_.n();
    for (int w = 0; w < n; ++w) {
      const int wv = category * n + w;
      const std::size_t ws = slot(wv);
      // w must be able to stand at A's position ...
      if (ws < vars_.size() && named_[ws]) {
        if (position_[ws] != where) continue;
      } else if (!core::contains(s_.mask(wv), where)) {
        continue;
      }
      // ... where no other named value of NAME stands, and agree with the
      // choices made for the other NAME(A)s.
      bool clash = false;
      for (std::size_t j = 0; j < vars_.size(); ++j) {
        clash = clash || (named_[j] && vars_[j] != wv && s_.category_of(vars_[j]) == category &&
                          position_[j] == where);
      }
      for (std::size_t j = 0; j < k; ++j) {
        if (numbers_[j].first != category) continue;
        const bool same_place = position_[slot(numbers_[j].second)] == where;
        clash = clash || (same_place != (choice_[j] == w));
      }
      if (clash) continue;
      choice_[k] = w;
      choose(k + 1);
    }
    choice_[k] = -1;
  }

  const State& s_;
  const Statement& st_;
  const std::vector<int>& vars_;
  std::vector<char> named_;  // vars whose position the formula reads
  std::vector<int> number_keys_;
  std::vector<std::pair<int, int>> numbers_;  // (category, var of A) per NAME(A)
  std::vector<int> position_, choice_;
  std::vector<Bits> supported_;
};

}  // namespace

std::vector<int> formula_vars(const State& s, const Statement& st) {
  std::vector<int> out;
  auto add = [&](int v) {
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  };
  for_each_ref(
      *st.formula, [&](ValueRef r) { add(s.var(r)); },
      [&](int category, ValueRef r) {
        add(s.var(r));
        if (r.category == category) return;
        for (int w = 0; w < s.n(); ++w) add(category * s.n() + w);
      });
  return out;
}

std::vector<Bits> formula_filter(const State& s, const Statement& st,
                                 const std::vector<int>& vars) {
  Search search(s, st, vars);
  if (search.too_big()) {
    std::vector<Bits> out;
    for (int v : vars) out.push_back(s.mask(v));
    return out;
  }
  return search.run();
}

}  // namespace deduce::puzzles::zebra::explain
