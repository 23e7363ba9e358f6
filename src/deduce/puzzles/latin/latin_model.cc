#include "deduce/puzzles/latin/latin_model.h"

#include <stdexcept>

#include "deduce/props/constraints.h"
#include "deduce/props/latin_square.h"

namespace deduce::puzzles::latin {

using core::VarId;

template <class D>
std::vector<VarId> BasicLatinModel<D>::branch_vars() const {
  std::vector<VarId> vars(cells);
  vars.insert(vars.end(), col_of.begin(), col_of.end());
  vars.insert(vars.end(), row_of.begin(), row_of.end());
  return vars;
}

template <class D>
search::BasicDecisionChooser<D> BasicLatinModel<D>::chooser() const {
  if (cube == nullptr) return {};
  const props::BasicLatinSquare<D>* c = cube;
  return [c](const core::BasicStore<D>& s) {
    const auto ch = c->choose(s);
    return search::Decision{ch.var, ch.value};
  };
}

template struct BasicLatinModel<core::Bits>;
template struct BasicLatinModel<core::WideBits>;

namespace {

template <class D>
BasicLatinModel<D> post_cube(core::BasicStore<D>& s, int n, const LatinOptions& options) {
  BasicLatinModel<D> m;
  m.n = n;
  s.reserve_vars(n * n);
  m.cells.reserve(static_cast<std::size_t>(n) * n);
  for (int i = 0; i < n * n; ++i) m.cells.push_back(s.new_var_range(n));
  // LatinSquare prunes on all three views by itself; LatinGac reads its
  // place masks, so it needs it posted first.
  props::BasicLatinSquare<D>& cube = props::post_latin_square(s, n, m.cells);
  m.cube = &cube;
  if (options.all_different) props::post_latin_gac(s, n, m.cells, &cube);
  return m;
}

}  // namespace

WideLatinModel post_latin(core::WideStore& s, int n, const LatinOptions& options) {
  if (n < 1 || n > core::WideBits::kCapacity)
    throw std::invalid_argument("wide Latin square order out of 1..256");
  if (options.kind != LatinModelKind::kCube)
    throw std::invalid_argument("orders above 64 have the cube model only");
  return post_cube(s, n, options);
}

LatinModel post_latin(core::Store& s, int n, const LatinOptions& options) {
  if (n < 1 || n > core::kMaxValues) throw std::invalid_argument("Latin square order out of 1..64");
  if (options.kind == LatinModelKind::kCube) return post_cube(s, n, options);
  LatinModel m;
  m.n = n;
  for (int i = 0; i < n * n; ++i) m.cells.push_back(s.new_var_range(n));
  auto line = [&](const std::vector<VarId>& vars, int base, int stride) {
    std::vector<VarId> out;
    for (int k = 0; k < n; ++k) out.push_back(vars[base + k * stride]);
    return out;
  };
  const bool channels = options.kind == LatinModelKind::kChannels;
  if (channels) {
    for (int i = 0; i < n * n; ++i) m.col_of.push_back(s.new_var_range(n));
    for (int i = 0; i < n * n; ++i) m.row_of.push_back(s.new_var_range(n));
    for (int r = 0; r < n; ++r)
      props::post_inverse(s, line(m.cells, r * n, 1), line(m.col_of, r * n, 1));
    for (int c = 0; c < n; ++c)
      props::post_inverse(s, line(m.cells, c, n), line(m.row_of, c * n, 1));
    // Value v: col_of[r][v] = c  <=>  row_of[c][v] = r.
    for (int v = 0; v < n; ++v) props::post_inverse(s, line(m.col_of, v, n), line(m.row_of, v, n));
  }
  // The plain model has nothing else to make its lines permutations.
  if (options.all_different || options.kind == LatinModelKind::kPlain) {
    for (int r = 0; r < n; ++r) props::post_all_different(s, line(m.cells, r * n, 1));
    for (int c = 0; c < n; ++c) props::post_all_different(s, line(m.cells, c, n));
    if (channels) {
      for (int v = 0; v < n; ++v) props::post_all_different(s, line(m.col_of, v, n));
    }
  }
  return m;
}

}  // namespace deduce::puzzles::latin
