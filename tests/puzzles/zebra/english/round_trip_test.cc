// Generated logic grids written in English in each style read back to the
// same puzzle: the same positions, categories and values, and each clue
// the same statement (compared as the .zebra format writes it). The CI run
// takes 60 puzzles; DEDUCE_ROUND_TRIP=N takes N (the 10,000 of the soak
// run: `DEDUCE_ROUND_TRIP=10000 build/tests/puzzles/zebra/english/zebra_english_test`).
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/english/write_english.h"
#include "deduce/puzzles/zebra/generate/generate.h"
#include "deduce/puzzles/zebra/generate/write.h"

namespace deduce::puzzles::zebra::english {
namespace {

namespace zgen = generate;

int how_many() {
  const char* n = std::getenv("DEDUCE_ROUND_TRIP");
  return n != nullptr ? std::max(1, std::atoi(n)) : 60;
}

std::string clue_text(const Puzzle& p, const Clue& c) {
  return zgen::statement_text(p, c.statement, static_cast<zgen::DrawKind>(c.statement.kind));
}

TEST(EnglishRoundTrip, GeneratedPuzzlesReadBackIdentical) {
  zgen::Options o;
  // The base statements: the published-puzzle ones have no English yet.
  for (int k = 0; k <= static_cast<int>(zgen::DrawKind::kAway); ++k)
    o.kinds.push_back(static_cast<zgen::DrawKind>(k));
  const int n = how_many();
  int checked = 0;
  for (int i = 0; i < n; ++i) {
    o.positions = 3 + i % 4;
    o.categories = 3 + (i / 4) % 4;
    const auto made = zgen::generate_zebra(o, 1000 + static_cast<std::uint64_t>(i));
    ASSERT_TRUE(made.has_value()) << i;
    const Puzzle& p = made->puzzle;
    for (const Style style : {Style::kBbeh, Style::kZebraLogic, Style::kClassic}) {
      const std::string text = write_english(p, style);
      Puzzle back;
      try {
        back = parse_english(text, "generated.txt");
      } catch (const std::exception& e) {
        FAIL() << "puzzle " << i << " style " << static_cast<int>(style) << ": " << e.what() << "\n"
               << text;
      }
      ASSERT_EQ(back.n, p.n);
      ASSERT_EQ(back.categories.size(), p.categories.size()) << text;
      for (std::size_t c = 0; c < p.categories.size(); ++c) {
        EXPECT_EQ(back.categories[c].name, p.categories[c].name) << text;
        EXPECT_EQ(back.categories[c].values, p.categories[c].values) << text;
      }
      ASSERT_EQ(back.clues.size(), p.clues.size()) << text;
      for (std::size_t k = 0; k < p.clues.size(); ++k)
        EXPECT_EQ(clue_text(back, back.clues[k]), clue_text(p, p.clues[k])) << text;
      EXPECT_EQ(back.asks.size(), p.asks.size());
      ++checked;
    }
  }
  EXPECT_EQ(checked, 3 * n);
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english
