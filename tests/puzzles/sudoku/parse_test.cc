// The Sudoku readers: newspaper grids with their separators, one-line
// collections, .sudoku files with jigsaw regions and killer cages (written
// by format_file and read back the same), and errors at file:line:col.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include "deduce/puzzles/sudoku/format.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "testing/instances.h"

namespace deduce::puzzles::sudoku {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

const char kNewspaper[] =
    "5 3 . | . 7 . | . . .\n"
    "6 . . | 1 9 5 | . . .\n"
    ". 9 8 | . . . | . 6 .\n"
    "------+-------+------\n"
    "8 . . | . 6 . | . . 3\n"
    "4 . . | 8 . 3 | . . 1\n"
    "7 . . | . 2 . | . . 6\n"
    "------+-------+------\n"
    ". 6 . | . . . | 2 8 .\n"
    ". . . | 4 1 9 | . . 5\n"
    ". . . | . 8 . | . 7 9\n";

TEST(SudokuParse, ReadsANewspaperGrid) {
  const std::vector<Puzzle> ps = parse_puzzles(kNewspaper, "n.txt");
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_EQ(ps[0].n, 9);
  EXPECT_EQ(ps[0].source, Source::kGrid);
  EXPECT_EQ(format_line(ps[0], ps[0].givens),
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
  // format_grid writes it back as it was printed.
  EXPECT_EQ(format_grid(ps[0], ps[0].givens), kNewspaper);
}

TEST(SudokuParse, ReadsACollectionOneLineEach) {
  const std::string text =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
      "\n"
      "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"
      "1.3.....2.4.....\n";  // a 4x4
  const std::vector<Puzzle> ps = parse_puzzles(text, "c.txt");
  ASSERT_EQ(ps.size(), 3u);
  EXPECT_EQ(ps[1].where.line, 3);
  EXPECT_EQ(ps[1].source, Source::kLine);
  EXPECT_EQ(ps[2].n, 4);
  EXPECT_EQ(ps[2].box_rows, 2);
  EXPECT_EQ(format_line(ps[1], ps[1].givens), text.substr(83, 81));
}

TEST(SudokuParse, LinesOfOrdersPastNineWriteDigitsAsLetters) {
  const Puzzle p = read_game_id(
      "4x4:a9_4b6_3_13d5_16c13a2c11b9a3a12_6a7a5_1_16a9a6e4a10_1_6b2_8_16d9_11a3_15b9b14c8_7a2_13_"
      "2f15_7_14_1_9b6_8a4b6a11d5a12e7_8c13_12b15_1a5_4a13_8b1_3c16_12e10a5d2a14b4a7_16b11_8_10_12_"
      "5f3_14_12a1_4c8b11b13_10a2_15d10_1_16b9_3_5a6e12a11a5_4_10a14a5_11a16a4b10c1a8c9_14d2_3_8b4_"
      "7a",
      {"f", 1, 1});
  const std::string line = format_line(p, p.givens);
  ASSERT_EQ(line.size(), 256u);
  EXPECT_EQ(line.substr(0, 8), ".94..63D");  // 13 is D
  const std::vector<Puzzle> back = parse_puzzles(line + "\n", "l.txt");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0].n, 16);
  EXPECT_EQ(back[0].givens, p.givens);
}

TEST(SudokuParse, SudokuFilesRoundTripEveryVariant) {
  // A killer X jigsaw from Solo, written as a .sudoku file and read back.
  const Puzzle p = read_game_id(
      "9jxk:zzzc,cbb__b_a__a___aa____a_b_a_c__ab__b_b_addfa__ae__bcbaad_abb_bn_,a__ba__aaa_aa___"
      "aa____a____a___________a_____a____aa_a_aaaaa__ba__aaa__b_____a_____aaa_aaa__a_aa_a_aa,"
      "16a13_13_14b8a9_11c5a8c11a11a10_12_8_11_14a6a11d11a21_17a11_9a9_7c8a3_15b13c13b9b9a14a13_"
      "15a10a7e",
      {"f", 1, 1});
  const std::string file = format_file(p, p.givens);
  EXPECT_THAT(file, StartsWith("sudoku 9 jigsaw x killer\n"));
  const std::vector<Puzzle> back = parse_puzzles(file, "k.sudoku");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(format_game_id(back[0]), format_game_id(p));
  // Boxes 3x4 with givens past 9.
  const Puzzle q = read_game_id(
      "3x4:3_5a9b12g8a4_5d3a7b6b3_9b2g2b8_4_6b9_10c3_7c4b7a8c10a3_8a7c4a11b2c3_7c6_1b11_1_10b2g11b5"
      "_3b10b7a2d10_8a3g6b5a12_11",
      {"f", 1, 1});
  EXPECT_EQ(format_game_id(parse_puzzles(format_file(q, q.givens), "q.sudoku")[0]),
            format_game_id(q));
}

TEST(SudokuParse, ReadsAHandWrittenKillerFile) {
  const std::string text =
      "# a 4x4 killer\n"
      "sudoku 4 killer\n"
      ". . | . .\n"
      ". . | . .\n"
      "----+----\n"
      ". . | . .\n"
      ". . | . .\n"
      "cages\n"
      "aabb\n"
      "ccdd\n"
      "eeff\n"
      "gghh\n"
      "sums\n"
      "a=3 b=7, c=7 d=3\n"
      "e=5 f=5 g=5 h=5\n";
  const std::vector<Puzzle> ps = parse_puzzles(text, "k.sudoku");
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_TRUE(ps[0].killer);
  ASSERT_EQ(ps[0].cages.size(), 8u);
  EXPECT_EQ(ps[0].cages[1].sum, 7);
  EXPECT_EQ(ps[0].cages[1].cells, (std::vector<int>{2, 3}));
  EXPECT_EQ(ps[0].where.line, 2);
}

void expect_bad(const std::string& text, const std::string& where, const std::string& words) {
  try {
    parse_puzzles(text, "bad.txt");
    ADD_FAILURE() << text << " was read";
  } catch (const io::InputError& e) {
    EXPECT_THAT(e.what(), StartsWith("bad.txt:" + where + ": ")) << text;
    EXPECT_THAT(e.what(), HasSubstr(words)) << text;
  }
}

TEST(SudokuParse, ErrorsNameTheirPlace) {
  std::string short_row = kNewspaper;
  short_row.replace(short_row.find(". 9 8"), 5, "9 8");
  expect_bad(short_row, "3:20", "expected 9 cells in row 3 (the order is 9), found 8");
  std::string letter = kNewspaper;
  letter[2] = '?';
  expect_bad(letter, "1:3", "unexpected `?`");
  expect_bad("53..7....\n", "2:1", "expected row 2 of the grid");
  expect_bad("5 3 . . 7\n", "1:1", "a row of 5 cells");
  expect_bad(std::string(80, '.') + "\n", "1:81",
             "a line of 80 cells: a puzzle on one line has 16, 36, 64, 81");
  expect_bad("sudoku 9 jigsw\n", "1:10", "did you mean `jigsaw`?");
  expect_bad("sudoku 9 boxes 2x3\n", "1:16", "expected the boxes' shape as ROWSxCOLUMNS");
  expect_bad("sudoku 7\n", "1:8", "order 7 has no boxes");
  expect_bad("sudoku 4 jigsaw\n....\n....\n....\n....\n", "6:1", "expected `regions`");
  expect_bad("sudoku 4 jigsaw\n....\n....\n....\n....\nregions\naabb\naabb\nccdd\nccd\n", "10:4",
             "expected 4 labels in row 4 of the regions, found 3");
  expect_bad("sudoku 4 killer\n....\n....\n....\n....\ncages\naabb\nccdd\neeff\ngghh\nsums\nz=3\n",
             "12:1", "no cage is labelled `z`");
  expect_bad("sudoku 4\n5...\n....\n....\n....\n", "2:1", "the digit 5 is out of range");
  expect_bad("\n# nothing\n", "1:1", "expected a Sudoku");
}

// Mutated inputs of every form: each is read into puzzles that keep the
// reader's invariants (puzzle.h) or refused with an InputError, never
// anything else.
TEST(SudokuParse, MutatedInputsAreReadWholeOrRefused) {
  const std::vector<std::string> seeds = {
      kNewspaper,
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
      "2x3xk:zj,a_____________a____aa_aba_aa__aa_aa_aa_ba_,9a9_6_8_9_8_6f6_9_5a4d9_7_7a7c7a10b\n",
      "6j:d2a3c6e1_3_6_1e5c2a6d,_f_a__d_b_fba__b_a_ba__aa_ab\n",
      "sudoku 4 jigsaw x killer\n....\n....\n....\n....\nregions\naabb\naabb\nccdd\nccdd\n"
      "cages\naabb\nccdd\neeff\ngghh\nsums\na=3 b=7 c=7 d=3\n",
  };
  const std::string alphabet = "0123456789abjkxyz_,:.|-+ \nA#=";
  const std::uint64_t seed = testing::family_seed(37, 5);
  std::mt19937_64 rng(seed);
  int read = 0;
  for (std::uint64_t t = 0; t < testing::instance_count(4000); ++t) {
    std::string text = seeds[t % seeds.size()];
    for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
      const std::size_t at = rng() % (text.size() + 1);
      const char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          if (at < text.size()) text[at] = c;
          break;
        case 1:
          text.insert(at, 1, c);
          break;
        default:
          if (at < text.size()) text.erase(at, 1);
      }
    }
    try {
      for (const Puzzle& p : parse_puzzles(text, "m.txt")) {
        ++read;
        ASSERT_GE(p.n, 2) << text;
        ASSERT_LE(p.n, kMaxOrder) << text;
        ASSERT_EQ(p.givens.size(), static_cast<std::size_t>(p.cells())) << text;
        std::vector<int> size(static_cast<std::size_t>(p.n), 0);
        for (const int g : p.region) {
          ASSERT_TRUE(g >= 0 && g < p.n) << text;
          ++size[g];
        }
        for (const int s : size) EXPECT_EQ(s, p.n) << text;
        for (const int v : p.givens) EXPECT_TRUE(v >= 0 && v <= p.n) << text;
        if (p.killer) {
          ASSERT_EQ(p.cage_of.size(), static_cast<std::size_t>(p.cells())) << text;
          for (const Cage& c : p.cages) EXPECT_LE(c.cells.size(), static_cast<std::size_t>(p.n));
        }
      }
    } catch (const io::InputError&) {
    }
  }
  EXPECT_GT(read, 0);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku
