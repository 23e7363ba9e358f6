#include "deduce/puzzles/zebra/model/shape.h"

#include <utility>
#include <vector>

namespace deduce::puzzles::zebra {

Formula base_formula(StatementKind kind, ValueRef a, ValueRef b, ValueRef c, int k) {
  Formula f;
  f.kind = FormulaKind::kBase;
  f.base_kind = static_cast<int>(kind);
  f.refs = {a};
  if (kind != StatementKind::kAt && kind != StatementKind::kNotAt) f.refs.push_back(b);
  if (kind == StatementKind::kIsEither || kind == StatementKind::kBetween) f.refs.push_back(c);
  f.k = k;
  return f;
}

Statement recognise(Formula f, std::shared_ptr<const Frame> frame) {
  Statement s;
  // A base leaf has its tight propagators on a line (or with no positions);
  // on a circle or a map its distances are the layout's, which only the
  // general propagation reads.
  if (f.kind == FormulaKind::kBase &&
      (frame->layout == LayoutKind::kLine || frame->layout == LayoutKind::kNone)) {
    s.kind = static_cast<StatementKind>(f.base_kind);
    s.a = f.refs[0];
    if (f.refs.size() > 1) s.b = f.refs[1];
    if (f.refs.size() > 2) s.c = f.refs[2];
    s.k = f.k;
  } else {
    s.kind = StatementKind::kFormula;
    bool first = true;
    for_each_ref(
        f,
        [&](ValueRef r) {
          if (first) s.a = r;
          first = false;
        },
        [&](int, ValueRef r) {
          if (first) s.a = r;
          first = false;
        });
  }
  s.formula = std::make_shared<const Formula>(std::move(f));
  s.frame = std::move(frame);
  return s;
}

void give_tree(Statement& s, std::shared_ptr<const Frame> frame) {
  if (s.formula != nullptr) return;
  s.formula = std::make_shared<const Formula>(base_formula(s.kind, s.a, s.b, s.c, s.k));
  s.frame = std::move(frame);
}

}  // namespace deduce::puzzles::zebra
