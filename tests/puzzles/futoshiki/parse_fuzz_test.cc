// Random damage to valid inputs: the reader either returns puzzles that are
// well formed or throws InputError at a place inside the text. It never
// crashes, never reads past the end, and never gives a half-built puzzle.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"

namespace deduce::puzzles::futoshiki {
namespace {

const char* const kSeeds[] = {
    "5\n0>0|0|0|0\n------^-v\n0|0|0|0|0\n--------v\n0>0|1|0|0\nv-v------\n0|0|0<0|0\n"
    "---------\n0|0|0<0<0\n",
    "# c\n3\n1 < 2 | 3\n- - - - ^\n. | . | .\n- - - - -\n3 | 1 | 2\n",
    "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,\n",
    "3a:0R,1L,0,0D,0,0,0U,0,0,\n4:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n",
};

int lines_of(const std::string& s) {
  int lines = 1;
  for (char c : s) lines += c == '\n';
  return lines;
}

void expect_well_formed(const Puzzle& p) {
  ASSERT_GE(p.n, 1);
  ASSERT_LE(p.n, kMaxOrder);
  const std::size_t n = static_cast<std::size_t>(p.n);
  ASSERT_EQ(p.givens.size(), n * n);
  ASSERT_EQ(p.right.size(), n * (n - 1));
  ASSERT_EQ(p.down.size(), (n - 1) * n);
  ASSERT_EQ(p.cell_where.size(), n * n);
  for (int v : p.givens) ASSERT_TRUE(v >= 0 && v <= p.n);
}

TEST(FutoshikiParseFuzz, DamagedInputsAreReadOrRejectedWithAPlace) {
  std::mt19937 rng(31337);
  const std::string alphabet = "0123456789|<>-^v.#:,aUDLR \n\t\r\x01\xff";
  int accepted = 0, rejected = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text = kSeeds[rng() % 4];
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      std::size_t at = rng() % (text.size() + 1);
      char ch = alphabet[rng() % alphabet.size()];
      switch (rng() % 4) {
        case 0:
          if (at < text.size()) text[at] = ch;
          break;
        case 1:
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), ch);
          break;
        case 2:
          if (at < text.size()) text.erase(at, 1);
          break;
        default:
          text.resize(at);
          break;  // truncate
      }
    }
    try {
      auto ps = parse_puzzles(text, "fuzz");
      ASSERT_FALSE(ps.empty());
      for (const Puzzle& p : ps) {
        expect_well_formed(p);
        // What was read writes and reads back the same.
        Puzzle again = parse_game_id(format_game_id(p), "x");
        ASSERT_EQ(again.givens, p.givens);
        ASSERT_EQ(again.right, p.right);
        ASSERT_EQ(again.down, p.down);
      }
      ++accepted;
    } catch (const io::InputError& e) {
      ASSERT_GE(e.where().line, 1);
      ASSERT_LE(e.where().line, lines_of(text)) << e.what();
      ASSERT_GE(e.where().column, 1);
      ASSERT_EQ(e.detail().rfind("expected ", 0), 0u) << e.what();
      ++rejected;
    }
  }
  EXPECT_GT(accepted, 500);
  EXPECT_GT(rejected, 5000);
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
