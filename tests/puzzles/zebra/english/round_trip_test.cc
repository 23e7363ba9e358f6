// Generated logic grids written in English in each style read back to the
// same puzzle: the same positions, categories and values, and each clue
// the same statement (compared as the .zebra format writes it). The
// puzzles take turns over three statement sets: every kind English has
// (the writers' table, generate/phrasings.h), the base kinds, and a set
// where the published ones (at an end, in the middle) are frequent. The
// unit run takes 3,334 puzzles (10,002 texts, about 9 s), the short form of
// the sanitizer pass an eighth (testing/instances.h); DEDUCE_ROUND_TRIP=N
// takes N, and the ctest `zebra_english_round_trip_soak` (label soak, run by
// `make soak`, not by `make test`) takes 100,000.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/english/write_english.h"
#include "deduce/puzzles/zebra/generate/generate.h"
#include "deduce/puzzles/zebra/generate/phrasings.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra::english {
namespace {

namespace zgen = generate;

int how_many() {
  const char* n = std::getenv("DEDUCE_ROUND_TRIP");
  return n != nullptr ? std::max(1, std::atoi(n))
                      : static_cast<int>(deduce::testing::instance_count(3334));
}

std::string clue_text(const Puzzle& p, const Clue& c) {
  return zgen::statement_text(p, c.statement, static_cast<zgen::DrawKind>(c.statement.kind));
}

TEST(EnglishRoundTrip, GeneratedPuzzlesReadBackIdentical) {
  using K = zgen::DrawKind;
  std::vector<K> base;
  for (int k = 0; k <= static_cast<int>(K::kAway); ++k) base.push_back(static_cast<K>(k));
  const std::vector<std::vector<K>> sets = {
      zgen::english_kinds(),
      base,
      {K::kAtEnd, K::kInMiddle, K::kIs, K::kIsNot, K::kNextTo, K::kLeftOf, K::kNotAt},
  };
  zgen::Options o;
  const int n = how_many();
  int checked = 0;
  int published = 0;  // clues of the published kinds read back
  std::vector<int> drawn(zgen::statement_kind_names().size(), 0);  // clues read back, per kind
  for (int i = 0; i < n; ++i) {
    o.positions = 3 + i % 4;
    o.categories = 3 + (i / 4) % 4;
    o.kinds = sets[static_cast<std::size_t>(i % 3)];
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
      for (std::size_t k = 0; k < p.clues.size(); ++k) {
        EXPECT_EQ(clue_text(back, back.clues[k]), clue_text(p, p.clues[k])) << text;
        // The words too: a published kind reads back as the same kind
        // (`x 2 left of y`, not a statement that happens to agree).
        EXPECT_EQ(back.clues[k].text, p.clues[k].text) << text;
        published += p.clues[k].statement.kind == StatementKind::kFormula ? 1 : 0;
        if (const auto kind = zgen::drawn_kind(p, p.clues[k]))
          ++drawn[static_cast<std::size_t>(*kind)];
      }
      EXPECT_EQ(back.asks.size(), p.asks.size());
      ++checked;
    }
  }
  EXPECT_EQ(checked, 3 * n);
  // The published kinds were drawn, not only allowed.
  if (n >= 30) {
    EXPECT_GT(published, 0);
  }
  // Every kind English says was drawn and read back, in a full run.
  if (n >= 1000) {
    for (const zgen::DrawKind kind : zgen::english_kinds())
      EXPECT_GT(drawn[static_cast<std::size_t>(kind)], 0) << zgen::statement_kind_name(kind);
  }
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english
