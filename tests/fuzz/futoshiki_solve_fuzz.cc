// Fuzz target: read, then solve small puzzles (order <= 6) under a node
// limit, with a Latin-square model picked by the input's length. Every
// solution must satisfy the independent checker of tests/testing/latin_oracle.h
// (called through latin_oracle_shim.h, uninstrumented),
// listing and counting must agree, and when both the engine and the brute-force
// oracle finish, they must agree on the count. This turns the fuzzer into a
// differential tester of propagation and search on odd puzzles.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/core/store.h"
#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/search/counting_dfs.h"
#include "fuzz/fuzz_check.h"
#include "fuzz/latin_oracle_shim.h"

namespace {

namespace fut = deduce::puzzles::futoshiki;
namespace latin = deduce::puzzles::latin;
using deduce::fuzz::require;

constexpr int kMaxOrder = 6;
// Small budgets keep an input near a millisecond under ASan and comparison
// tracing, so the target reaches its 10^7 executions; deep searches are the
// differential tests' job (tests/differential/).
constexpr int kMaxPuzzles = 2;  // a file may hold many; the rest add time, not paths
constexpr std::uint64_t kNodeLimit = 100;
constexpr std::uint64_t kOracleNodes = 1000;

latin::LatinOptions model_for(std::size_t size) {
  static constexpr latin::LatinOptions kModels[] = {
      {latin::LatinModelKind::kCube, true},      {latin::LatinModelKind::kCube, false},
      {latin::LatinModelKind::kPlain, true},     {latin::LatinModelKind::kChannels, true},
      {latin::LatinModelKind::kChannels, false},
  };
  return kModels[size % 5];
}

void solve_and_compare(const fut::Puzzle& p, std::size_t size) {
  deduce::search::SearchOptions options;
  options.limits.node_limit = kNodeLimit;
  const bool use_default = size % 6 == 5;
  const auto model = use_default ? std::nullopt : std::optional(model_for(size));
  std::uint64_t listed = 0;
  const fut::SolveResult all = fut::solve(
      p, options,
      [&](const fut::Grid& g) {
        ++listed;
        require(deduce::fuzz::oracle_accepts(p, g), "engine solution passes the oracle");
        require(fut::is_solution(p, g), "engine solution passes check");
        return true;
      },
      model);
  require(all.search.stats.solutions == listed, "stats count what was listed");
  require(all.search.complete == (all.search.stop == deduce::budget::StopReason::kNone),
          "complete means not stopped");
  require(all.search.stats.nodes <= kNodeLimit, "node limit kept");
  // Count-only mode as solve() runs it, but with a 64 KB subtree cache: the
  // default 64 MB table costs more to map and poison under ASan than the
  // whole search, and a small cache replaces entries more often.
  deduce::core::Store store;
  const latin::LatinModel m =
      fut::post_futoshiki(store, p, model ? *model : fut::default_model(p, true));
  deduce::search::SearchOptions count_options = options;
  count_options.chooser = m.chooser();
  const deduce::search::SearchResult counted =
      store.residuals_determined()
          ? deduce::search::CountingDfs(store, m.branch_vars(), count_options, 64 << 10).count()
          : deduce::search::Dfs(store, m.branch_vars(), count_options).count();
  if (all.search.complete && counted.complete) {
    require(all.search.stats.solutions == counted.stats.solutions, "counting agrees with listing");
  }
  if (!all.search.complete) return;
  const auto oracle = deduce::fuzz::oracle_count(p, kOracleNodes);
  if (oracle.complete) require(oracle.count == listed, "engine count equals the oracle's");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    int solved = 0;
    for (const fut::Puzzle& p : fut::parse_puzzles(text, "fuzz.fut")) {
      if (p.n > kMaxOrder || !fut::check(p).valid) continue;  // solve needs a valid puzzle
      solve_and_compare(p, size);
      if (++solved == kMaxPuzzles) break;
    }
  } catch (const deduce::io::InputError&) {
    // The reader's own target checks the errors.
  }
  return 0;
}
