// deduce print on Sudoku puzzles of every variant the family reads (boxes
// of r x c, jigsaw, X, killer): one PDF of the puzzles and their answers,
// the puzzles without exactly one solution left off (exit 1), limits that
// stop it marked partial (exit 3), bad input one line at its place (exit 2);
// and the pencil marks --candidates draws on the bare puzzle.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>

#include <unistd.h>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;

// A PDF of this test's own in the temporary folder, removed after.
class PdfFile {
 public:
  explicit PdfFile(const std::string& name)
      : path_((std::filesystem::temp_directory_path() /
               ("deduce-sudoku-" + name + "-" + std::to_string(getpid()) + ".pdf"))
                  .string()) {
    std::filesystem::remove(path_);
  }
  ~PdfFile() { std::filesystem::remove(path_); }
  const std::string& path() const { return path_; }
  bool exists() const { return std::filesystem::exists(path_); }
  // The pages of the PDF: its page objects (cairo writes `/Type /Page`).
  int pages() const {
    const std::string pdf = slurp(path_);
    const std::regex page("/Type\\s*/Page[^s]");
    return static_cast<int>(
        std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), page), std::sregex_iterator()));
  }

 private:
  std::string path_;
};

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}

TEST(SudokuPrint, EveryVariantIsPrintedWithItsAnswers) {
  // 1 newspaper grid, 6 Solo IDs (6x6, jigsaw, X, killer, 12x12, 16x16),
  // 1 killer X: 8 puzzles, 4 a page, then their answers 8 a page.
  PdfFile pdf("variants");
  const RunResult r = run_deduce({"print", "--output", pdf.path(), ex("sudoku_9x9.sudoku"),
                                  ex("sudoku_ids.sudoku"), ex("sudoku_killer_x.sudoku")});
  ASSERT_EQ(r.exit_code, 0) << r.err << " (print needs rsvg-convert: Debian librsvg2-bin)";
  EXPECT_THAT(r.err, HasSubstr("wrote 3 pages (8 puzzles and answers) to " + pdf.path()));
  EXPECT_EQ(slurp(pdf.path()).rfind("%PDF", 0), 0u);
  EXPECT_EQ(pdf.pages(), 3);
  // One a page: 8 pages of puzzles and 4 of answers (two a page).
  const RunResult one = run_deduce({"print", "--per-page", "1", "--paper", "letter", "--output",
                                    pdf.path(), ex("sudoku_ids.sudoku"), ex("sudoku_9x9.sudoku")});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_THAT(one.err, HasSubstr("wrote 11 pages (7 puzzles and answers)"));
  EXPECT_EQ(pdf.pages(), 11);
}

TEST(SudokuPrint, APastedGridPrintsFromStandardInput) {
  PdfFile pdf("stdin");
  const std::string paper =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  const RunResult r = run_deduce({"print", "--output", pdf.path(), "-"}, paper);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr("wrote 2 pages (1 puzzle and answers)"));
  EXPECT_EQ(pdf.pages(), 2);
}

TEST(SudokuPrint, APuzzleWithoutExactlyOneSolutionIsLeftOff) {
  PdfFile pdf("refused");
  // The empty 4x4: 288 completed grids.
  const RunResult several = run_deduce({"print", "--output", pdf.path(), "-"}, "2x2:p\n");
  EXPECT_EQ(several.exit_code, 1) << several.err;
  EXPECT_THAT(several.err, HasSubstr("<stdin>: 288 solutions; print needs a puzzle with exactly "
                                     "one (use --any-solution to print one of them)"));
  EXPECT_THAT(several.err, HasSubstr("no puzzle to print; nothing written"));
  EXPECT_FALSE(pdf.exists());
  // A digit twice in a row: invalid, and the rule named.
  const std::string twice = "11" + std::string(79, '.') + "\n";
  const RunResult broken = run_deduce({"print", "--output", pdf.path(), "-"}, twice);
  EXPECT_EQ(broken.exit_code, 1) << broken.err;
  EXPECT_THAT(broken.err, HasSubstr("<stdin>: invalid (the digit 1 appears twice in row 1"));
  EXPECT_FALSE(pdf.exists());
  // --any-solution prints one of the 288, and a unique one beside it.
  const RunResult any = run_deduce(
      {"print", "--any-solution", "--output", pdf.path(), "-", ex("sudoku_9x9.sudoku")}, "2x2:p\n");
  EXPECT_EQ(any.exit_code, 0) << any.err;
  EXPECT_THAT(any.err, HasSubstr("wrote 2 pages (2 puzzles and answers)"));
}

TEST(SudokuPrint, ALimitMarksThePrintPartial) {
  PdfFile pdf("stopped");
  // Solo's Unreasonable 6x6 (the model) needs 4 nodes, the empty 9x9 (the
  // kernel) more: stopped before their answers, each keeps its page, with a
  // note where its answer would be.
  const RunResult r = run_deduce({"print", "--node-limit", "1", "--output", pdf.path(), "-"},
                                 "2x3:a2b5c6d4c3_2c4d4c5b1a\n");
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_THAT(r.err, HasSubstr("<stdin>: no answer found (stopped: --node-limit 1)"));
  EXPECT_THAT(r.err, HasSubstr("wrote 2 pages (1 puzzle and answers)"));
  const RunResult any = run_deduce(
      {"print", "--any-solution", "--node-limit", "1", "--output", pdf.path(), "-"}, "3x3:zzzc\n");
  EXPECT_EQ(any.exit_code, 3) << any.err;
  EXPECT_THAT(any.err, HasSubstr("no answer found (stopped: --node-limit 1)"));
  // With nodes enough it is printed whole.
  const RunResult whole = run_deduce({"print", "--node-limit", "4", "--output", pdf.path(), "-"},
                                     "2x3:a2b5c6d4c3_2c4d4c5b1a\n");
  EXPECT_EQ(whole.exit_code, 0) << whole.err;
}

// A collection one a line, printed under a --run-timeout it runs past: the
// puzzles after the stop are neither drawn nor laid out, and nothing is
// written (print needs the whole run's time, which is spent).
TEST(SudokuPrint, ACollectionPastItsRunTimeoutIsNotDrawn) {
  PdfFile pdf("collection");
  std::string lines;
  for (int i = 0; i < 2000; ++i)
    lines += "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  const RunResult r =
      run_deduce({"print", "--run-timeout", "1e-6", "--output", pdf.path(), "-"}, lines);
  EXPECT_EQ(r.exit_code, 3) << r.err.substr(0, 500);
  // The collection is not read past the stop: its lines are one note.
  EXPECT_THAT(r.err, HasSubstr("<stdin>:1: not started from line 1 (puzzle 1) on; the rest of the "
                               "file is not read, so how many puzzles it holds is not known "
                               "(stopped: --run-timeout 1e-06)\n"));
  EXPECT_EQ(r.err.find("not printed"), std::string::npos);
  EXPECT_THAT(r.err, HasSubstr("deduce print: stopped before " + pdf.path() +
                               " was made; nothing written (stopped: --run-timeout 1e-06)"));
  EXPECT_EQ(r.err.find("no answer found"), std::string::npos);
  EXPECT_FALSE(pdf.exists());
}

TEST(SudokuPrint, BadInputIsOneLineAtItsPlace) {
  PdfFile pdf("bad");
  const RunResult r = run_deduce({"print", "--output", pdf.path(), "-"}, "3x3:4a5!\n");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_THAT(r.err, HasSubstr("<stdin>:1:8: unexpected `!` in the game ID's grid"));
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_FALSE(pdf.exists());
}

// The digits drawn small in cell `cell` of a picture with candidates.
std::set<int> candidates_of(const std::string& svg, const std::string& cell) {
  std::set<int> digits;
  const std::regex mark("class=\"candidate\"[^>]* data-cell=\"" + cell +
                        "\" data-value=\"(\\d+)\"");
  for (std::sregex_iterator i(svg.begin(), svg.end(), mark), end; i != end; ++i)
    digits.insert(std::stoi((*i)[1].str()));
  return digits;
}

TEST(SudokuPrint, CandidatesAreWhatTheGivensLeave) {
  const RunResult r =
      run_deduce({"check", "--format", "svg", "--candidates", ex("sudoku_9x9.sudoku")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // r1c1 sees 2 and 4 in its row, 7, 3 and 5 in its column, 7 in its box.
  EXPECT_EQ(candidates_of(r.out, "r1c1"), (std::set<int>{1, 6, 8, 9}));
  // r1c4 holds a given: no pencil marks.
  EXPECT_TRUE(candidates_of(r.out, "r1c4").empty());
  EXPECT_THAT(r.out, HasSubstr("<title>Sudoku 9\u00d79, candidates</title>"));
  // On an X puzzle the diagonals rule digits out too: r1c1 of the X ID of
  // sudoku_ids loses 4, which the same grid without X keeps.
  const std::string grid = "a5b9_1d2a7b9b1f7_3_5a2e6c1a8c9e5a7_8_7f2b1b5a4d8_3b6a\n";
  const RunResult x = run_deduce({"check", "--format", "svg", "--candidates", "-"}, "3x3x:" + grid);
  ASSERT_EQ(x.exit_code, 0) << x.err;
  EXPECT_EQ(candidates_of(x.out, "r1c1"), (std::set<int>{3, 6, 7}));
  const RunResult boxes =
      run_deduce({"check", "--format", "svg", "--candidates", "-"}, "3x3:" + grid);
  EXPECT_EQ(candidates_of(boxes.out, "r1c1"), (std::set<int>{3, 4, 6, 7}));
  const RunResult plain = run_deduce({"check", "--format", "svg", ex("sudoku_9x9.sudoku")});
  EXPECT_EQ(plain.out.find("class=\"candidate\""), std::string::npos);
  PdfFile pdf("pencil");
  const RunResult printed =
      run_deduce({"print", "--candidates", "--output", pdf.path(), ex("sudoku_killer_x.sudoku")});
  EXPECT_EQ(printed.exit_code, 0) << printed.err;
}

}  // namespace
}  // namespace deduce::testing
