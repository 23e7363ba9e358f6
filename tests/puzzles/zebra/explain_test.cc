// The logic-grid explanation of the classic riddle (examples/einstein.zebra)
// and of hand-made puzzles, one technique each.
#include <gtest/gtest.h>

#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/parse.h"
#include "explain_check.h"

namespace deduce::puzzles::zebra {
namespace {

TEST(ExplainEinstein, Print) {
  const Puzzle p = testing::load_example("examples/einstein.zebra");
  const auto e = explain::explain(p);
  for (std::size_t i = 0; i < e.steps.size(); ++i)
    std::printf("%zu. [%s] %s\n", i + 1, e.steps[i].technique.c_str(), e.steps[i].text.c_str());
  EXPECT_TRUE(e.solved);
}

}  // namespace
}  // namespace deduce::puzzles::zebra
namespace deduce::puzzles::zebra {
TEST(ExplainEinstein, Counts) {
  for (const char* f : {"examples/zebra_life_1962.zebra", "examples/zebra_8x8.zebra",
                        "examples/zebra_10x10.zebra"}) {
    const Puzzle p = testing::load_example(f);
    const auto e = explain::explain(p);
    for (auto& c : e.counts) std::printf("%s %s %d\n", f, c.technique.c_str(), (int)c.count);
  }
}
}  // namespace deduce::puzzles::zebra
