// Posting the published-puzzle statements (formula.h) on the model: the
// simple ones on the propagators of src/deduce/props, the rest on a
// SupportTable whose test is the formula's own evaluation (formula.cc), so
// the propagator and the brute-force meaning cannot disagree.
#include <algorithm>

#include "deduce/props/constraints.h"
#include "deduce/props/element_at.h"
#include "deduce/props/support_table.h"
#include "deduce/puzzles/zebra/model/model.h"

namespace deduce::puzzles::zebra {

namespace props = deduce::props;

namespace {

// Tuples a SupportTable enumerates before it waits: 2^14 keeps a run under
// about 0.1 ms, and covers every statement over two or three values of a
// grid of up to 16 (all base statements on a circle or map: two values).
constexpr std::uint64_t kSupportLimit = 1U << 14;

// A formula read on a tuple of the model's variables.
class FormulaTest final : public props::TupleTest, private Access {
 public:
  FormulaTest(std::shared_ptr<const Formula> root, const Formula& f, const Frame& frame,
              std::vector<std::pair<int, int>> pos_slots,
              std::vector<std::pair<int, int>> number_slots, int n)
      : root_(std::move(root)),
        f_(f),
        frame_(frame),
        pos_slots_(std::move(pos_slots)),
        number_slots_(std::move(number_slots)),
        n_(n) {}

  bool holds(const int* values) const override {
    values_ = values;
    return evaluate(f_, frame_, *this);
  }

 private:
  int pos(ValueRef r) const override {
    const int key = r.category * n_ + r.value;
    for (const auto& [k, slot] : pos_slots_) {
      if (k == key) return values_[slot];
    }
    return 0;
  }
  Num number(int category, ValueRef r) const override {
    if (r.category == category) return frame_.numbers[category][r.value];
    const int key = (category * kMaxCategoriesKey + r.category) * n_ + r.value;
    for (const auto& [k, slot] : number_slots_) {
      if (k == key) return frame_.numbers[category][values_[slot]];
    }
    return {};
  }

 public:
  static constexpr int kMaxCategoriesKey = 1024;

 private:
  std::shared_ptr<const Formula> root_;  // keeps f_ alive
  const Formula& f_;
  const Frame& frame_;
  std::vector<std::pair<int, int>> pos_slots_, number_slots_;  // (key, tuple index)
  int n_;
  mutable const int* values_ = nullptr;
};

}  // namespace

core::VarId Model::number_var(core::Store& s, int category, ValueRef r) {
  const int key = (category * FormulaTest::kMaxCategoriesKey + r.category) * n_ + r.value;
  for (const auto& [k, var] : number_vars_) {
    if (k == key) return var;
  }
  const core::VarId z = s.new_var_range(n_);
  std::vector<core::VarId> ys(at_.begin() + category * n_, at_.begin() + (category + 1) * n_);
  s.post<props::ElementAt>(pos(r), std::move(ys), z);
  at_read_[category] = 1;  // its at variables need the channel
  number_vars_.emplace_back(key, z);
  return z;
}

void Model::post_formula(core::Store& s, const Formula& f, const Frame& frame,
                         const std::shared_ptr<const Formula>& root) {
  const bool line = frame.layout == LayoutKind::kLine;
  switch (f.kind) {
    case FormulaKind::kAll:
      for (const Formula& c : f.children) post_formula(s, c, frame, root);
      return;
    case FormulaKind::kAtOneOf:
      if (!s.restrict(pos(f.refs[0]), f.positions)) s.fail();
      return;
    case FormulaKind::kNeither:
      props::post_not_equal(s, pos(f.refs[2]), pos(f.refs[0]));
      props::post_not_equal(s, pos(f.refs[2]), pos(f.refs[1]));
      return;
    case FormulaKind::kDifferent:
      for (std::size_t i = 0; i < f.refs.size(); ++i) {
        for (std::size_t j = i + 1; j < f.refs.size(); ++j) {
          props::post_not_equal(s, pos(f.refs[i]), pos(f.refs[j]));
        }
      }
      return;
    case FormulaKind::kOffset:
      if (line) {
        props::post_offset_equal(s, pos(f.refs[0]), pos(f.refs[1]), f.k);
        return;
      }
      break;
    case FormulaKind::kLessEq:
      if (line) {
        props::post_less(s, pos(f.refs[0]), pos(f.refs[1]), -1);
        return;
      }
      break;
    default:
      break;
  }
  // Everything else: a SupportTable over the distinct variables read.
  std::vector<core::VarId> xs;
  std::vector<std::pair<int, int>> pos_slots, number_slots;
  auto slot_of = [&](core::VarId x) {
    const auto it = std::find(xs.begin(), xs.end(), x);
    if (it != xs.end()) return static_cast<int>(it - xs.begin());
    xs.push_back(x);
    return static_cast<int>(xs.size()) - 1;
  };
  for_each_ref(
      f, [&](ValueRef r) { pos_slots.emplace_back(r.category * n_ + r.value, slot_of(pos(r))); },
      [&](int category, ValueRef r) {
        if (r.category == category) return;  // a constant
        number_slots.emplace_back(
            (category * FormulaTest::kMaxCategoriesKey + r.category) * n_ + r.value,
            slot_of(number_var(s, category, r)));
      });
  auto test = std::make_unique<FormulaTest>(root, f, frame, std::move(pos_slots),
                                            std::move(number_slots), n_);
  if (xs.empty()) {
    if (!test->holds(nullptr)) s.fail();
    return;
  }
  s.post<props::SupportTable>(std::move(xs), std::move(test), kSupportLimit);
}

}  // namespace deduce::puzzles::zebra
