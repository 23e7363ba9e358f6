// Propagators in isolation: one propagation to fixpoint from fresh domains,
// on sizes given by Args. Stores are built outside the timed region; each
// iteration undoes its work by popping a trail level, as search does.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "deduce/props/constraints.h"

namespace {

using deduce::core::Bits;
using deduce::core::Store;
using deduce::core::VarId;

// Random domains of n variables over 0..n-1, each with about half the values.
std::vector<VarId> random_vars(Store& s, int n, std::uint32_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<VarId> v;
  for (int i = 0; i < n; ++i) {
    Bits d = rng() & deduce::core::first_n(n);
    if (deduce::core::size(d) < 2) d = deduce::core::first_n(n);
    v.push_back(s.new_var(d));
  }
  return v;
}

// Measures: push a level, narrow one variable, propagate, pop.
template <class Post>
void run_step(benchmark::State& state, Post post) {
  const int n = static_cast<int>(state.range(0));
  Store s;
  std::vector<VarId> v = random_vars(s, n, 42);
  post(s, v);
  if (!s.propagate()) {
    state.SkipWithError("model fails at the root");
    return;
  }
  std::size_t k = 0;
  for (auto _ : state) {
    s.push_level();
    const VarId x = v[k++ % v.size()];
    const Bits d = s.dom(x);
    if (deduce::core::size(d) > 1) s.remove(x, deduce::core::min_value(d));
    benchmark::DoNotOptimize(s.propagate());
    s.pop_level();
  }
}

void BM_AllDifferentGac(benchmark::State& state) {
  run_step(state,
           [](Store& s, const std::vector<VarId>& v) { deduce::props::post_all_different(s, v); });
}
BENCHMARK(BM_AllDifferentGac)->Arg(9)->Arg(16)->Arg(32)->Arg(64);

void BM_LessChain(benchmark::State& state) {
  run_step(state, [](Store& s, const std::vector<VarId>& v) {
    for (std::size_t i = 0; i + 1 < v.size(); ++i) deduce::props::post_less(s, v[i], v[i + 1], -8);
  });
}
BENCHMARK(BM_LessChain)->Arg(9)->Arg(64);

void BM_DistanceChain(benchmark::State& state) {
  run_step(state, [](Store& s, const std::vector<VarId>& v) {
    for (std::size_t i = 0; i + 1 < v.size(); ++i)
      deduce::props::post_distance(s, v[i], v[i + 1], 1);
  });
}
BENCHMARK(BM_DistanceChain)->Arg(9)->Arg(64);

void BM_Inverse(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  Store s;
  std::vector<VarId> xs, ys;
  for (int i = 0; i < n; ++i) xs.push_back(s.new_var_range(n));
  for (int i = 0; i < n; ++i) ys.push_back(s.new_var_range(n));
  deduce::props::post_inverse(s, xs, ys);
  s.propagate();
  std::size_t k = 0;
  for (auto _ : state) {
    s.push_level();
    s.assign(xs[k % n], static_cast<int>((k * 7) % n));
    ++k;
    benchmark::DoNotOptimize(s.propagate());
    s.pop_level();
  }
}
BENCHMARK(BM_Inverse)->Arg(9)->Arg(35)->Arg(64);

// Placing one value in an empty Latin square: singles (LatinSquare) and,
// with range(1) set, GAC on every line (LatinGac).
void BM_LatinPlace(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  Store s;
  std::vector<VarId> cells;
  for (int i = 0; i < n * n; ++i) cells.push_back(s.new_var_range(n));
  deduce::props::post_latin_square(s, n, cells);
  if (state.range(1) != 0) deduce::props::post_latin_gac(s, n, cells);
  s.propagate();
  std::size_t k = 0;
  for (auto _ : state) {
    s.push_level();
    s.assign(cells[(k * 13) % (n * n)], static_cast<int>(k % n));
    ++k;
    benchmark::DoNotOptimize(s.propagate());
    s.pop_level();
  }
}
BENCHMARK(BM_LatinPlace)->ArgsProduct({{9, 35}, {0, 1}});

}  // namespace

BENCHMARK_MAIN();
