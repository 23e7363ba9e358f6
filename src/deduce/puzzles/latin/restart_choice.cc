#include "deduce/puzzles/latin/restart_choice.h"

namespace deduce::puzzles::latin {
namespace {

// The best score so far as a fraction size / weight, with reservoir
// sampling over ties.
struct Best {
  std::uint64_t size = 0, weight = 1, ties = 0;
  search::Decision d;
  bool offer(std::uint64_t s, std::uint64_t w, util::SplitMix64& rng) {
    const std::uint64_t lhs = s * weight, rhs = size * w;
    if (d.var < 0 || lhs < rhs) {
      size = s;
      weight = w;
      ties = 1;
      return true;
    }
    return lhs == rhs && rng.below(static_cast<std::uint32_t>(++ties)) == 0;
  }
};

}  // namespace

template <class D>
search::Decision choose_for_restart(const props::BasicLatinSquare<D>& cube,
                                    const std::vector<core::VarId>& cells, int n,
                                    const core::BasicStore<D>& s, util::SplitMix64& rng,
                                    const std::vector<std::uint32_t>& /*weights*/) {
  Best best;
  for (int i = 0; i < n * n; ++i) {
    const D d = s.dom(cells[i]);
    const int k = core::size(d);
    if (k < 2) continue;
    if (best.offer(k, 1, rng))
      best.d = {cells[i], core::nth_value(d, rng.below(static_cast<std::uint32_t>(k)))};
  }
  for (int line = 0; line < n; ++line) {
    for (int v = 0; v < n; ++v) {
      const D& rm = cube.row_places(line, v);
      const int kr = core::size(rm);
      if (kr > 1 && best.offer(kr, 1, rng))
        best.d = {cells[line * n + core::nth_value(rm, rng.below(static_cast<std::uint32_t>(kr)))],
                  v};
      const D& cm = cube.col_places(line, v);
      const int kc = core::size(cm);
      if (kc > 1 && best.offer(kc, 1, rng))
        best.d = {cells[core::nth_value(cm, rng.below(static_cast<std::uint32_t>(kc))) * n + line],
                  v};
    }
  }
  return best.d;
}

template search::Decision choose_for_restart(const props::LatinSquare&,
                                             const std::vector<core::VarId>&, int,
                                             const core::Store&, util::SplitMix64&,
                                             const std::vector<std::uint32_t>&);
template search::Decision choose_for_restart(const props::BasicLatinSquare<core::WideBits>&,
                                             const std::vector<core::VarId>&, int,
                                             const core::WideStore&, util::SplitMix64&,
                                             const std::vector<std::uint32_t>&);

}  // namespace deduce::puzzles::latin
