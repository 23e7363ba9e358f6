// A Sudoku file read a few lines at a time (parse_some, PuzzleStream) reads
// the puzzles, places and errors that parse_puzzles reads from the whole
// text: cut after any line (inside a grid, a .sudoku file, a killer's sums)
// and through a real file and a pipe, with a bad puzzle told after the
// puzzles before it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "deduce/io/line_reader.h"
#include "deduce/puzzles/sudoku/format.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "deduce/puzzles/sudoku/puzzle_stream.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::sudoku {
namespace {

using ::testing::HasSubstr;

// Every form, mixed: lines, a comment, a game ID, a newspaper grid (the
// last line's puzzle as format_grid prints it: its separators and rule
// lines), a killer X .sudoku file (cages and sums), a jigsaw.
std::string mixed_text() {
  const std::string first =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  const std::string last =
      "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n";
  const Puzzle grid = parse_puzzles(last, "g").front();
  return first + "# a comment\n\n2x3:4a5d3c2_5c4b4c5_6c2d3a1\n" + format_grid(grid, grid.givens) +
         "\n" +
         deduce::testing::slurp(deduce::testing::source_path("examples/sudoku_killer_x.sudoku")) +
         "\n" +
         deduce::testing::slurp(deduce::testing::source_path("examples/sudoku_jigsaw.sudoku")) +
         "\n" + last;
}

void expect_same(const std::vector<Puzzle>& got, const std::vector<Puzzle>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    SCOPED_TRACE("puzzle " + std::to_string(i + 1));
    EXPECT_EQ(got[i].n, want[i].n);
    EXPECT_EQ(got[i].source, want[i].source);
    EXPECT_EQ(got[i].givens, want[i].givens);
    EXPECT_EQ(got[i].region, want[i].region);
    EXPECT_EQ(got[i].x, want[i].x);
    EXPECT_EQ(got[i].cage_of, want[i].cage_of);
    ASSERT_EQ(got[i].cages.size(), want[i].cages.size());
    for (std::size_t c = 0; c < got[i].cages.size(); ++c)
      EXPECT_EQ(got[i].cages[c].sum, want[i].cages[c].sum);
    EXPECT_EQ(got[i].where.line, want[i].where.line);
    EXPECT_EQ(got[i].where.column, want[i].where.column);
    ASSERT_EQ(got[i].places.size(), want[i].places.size());
    for (std::size_t k = 0; k < got[i].places.size(); ++k) {
      EXPECT_EQ(got[i].places[k].line, want[i].places[k].line);
      EXPECT_EQ(got[i].places[k].column, want[i].places[k].column);
    }
  }
}

// The byte offsets just after each line of `text`.
std::vector<std::size_t> line_ends(const std::string& text) {
  std::vector<std::size_t> ends;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') ends.push_back(i + 1);
  return ends;
}

// Reads `text` as a stream would, given its lines up to `cut` first and the
// rest after: the puzzles, and the error that ended the reading if one did.
std::vector<Puzzle> read_in_two(const std::string& text, std::size_t cut,
                                std::optional<io::InputError>& error) {
  PuzzleChunk first = parse_some(std::string_view(text).substr(0, cut), "f", 1, true);
  std::vector<Puzzle> all = std::move(first.puzzles);
  if (first.error) {
    error = first.error;
    return all;
  }
  EXPECT_LE(first.used, cut);
  const std::string rest = text.substr(first.used);
  PuzzleChunk second = parse_some(rest, "f", 1 + first.lines, false);
  for (Puzzle& p : second.puzzles) all.push_back(std::move(p));
  error = second.error;
  return all;
}

TEST(SudokuStream, ReadingInTwoAfterAnyLineReadsWhatTheWholeReads) {
  const std::string text = mixed_text();
  const std::vector<Puzzle> whole = parse_puzzles(text, "f");
  ASSERT_EQ(whole.size(), 6u);
  for (const std::size_t cut : line_ends(text)) {
    SCOPED_TRACE("cut after byte " + std::to_string(cut));
    std::optional<io::InputError> error;
    expect_same(read_in_two(text, cut, error), whole);
    EXPECT_FALSE(error.has_value());
  }
}

TEST(SudokuStream, ABadPuzzleIsToldAtItsPlaceAfterThePuzzlesBeforeIt) {
  // The grid's fourth row cut to 8 cells (line 9), then a line that is
  // never read.
  std::string text = mixed_text();
  std::size_t row = 0;
  for (int i = 0; i < 8; ++i) row = text.find('\n', row) + 1;  // line 9
  text.replace(text.find('\n', row) - 1, 1, " ");
  text += "not a puzzle\n";
  std::string whole_error;
  try {
    parse_puzzles(text, "f");
  } catch (const io::InputError& e) {
    whole_error = e.what();
  }
  ASSERT_THAT(whole_error, HasSubstr("f:9:"));
  for (const std::size_t cut : line_ends(text)) {
    SCOPED_TRACE("cut after byte " + std::to_string(cut));
    std::optional<io::InputError> error;
    const std::vector<Puzzle> got = read_in_two(text, cut, error);
    EXPECT_EQ(got.size(), 2u);  // the line and the game ID before the grid
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(std::string(error->what()), whole_error);
  }
}

// A file written to disk, read through LineReader and PuzzleStream in
// blocks: a collection longer than several blocks, numbered on.
TEST(SudokuStream, ACollectionLongerThanABlockIsReadInPiecesInOrder) {
  const std::string line =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";
  const std::size_t lines = 3 * io::LineReader::kBlockBytes / line.size() + 7;
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("sudoku_stream_test_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream out(path);
    for (std::size_t i = 0; i < lines; ++i) out << line;
    out << "3x3:zzz\n";  // too short: an error at the end
  }
  io::LineReader reader(path.string());
  std::string read;
  ASSERT_TRUE(reader.append_lines(read));
  PuzzleStream stream(reader, read, "f");
  std::size_t seen = 0, calls = 0;
  std::string error;
  try {
    for (std::vector<Puzzle> some = stream.next(2); !some.empty(); some = stream.next()) {
      ++calls;
      for (const Puzzle& p : some) EXPECT_EQ(p.where.line, static_cast<int>(++seen));
    }
  } catch (const io::InputError& e) {
    error = e.what();
  }
  std::filesystem::remove(path);
  EXPECT_EQ(seen, lines);
  EXPECT_GE(calls, 3u);  // in pieces, never whole
  EXPECT_EQ(error, "f:" + std::to_string(lines + 1) +
                       ":8: not enough data in the game ID's grid: 78 of 81 cells");
  EXPECT_EQ(stream.next().size(), 0u);  // the file ends at its error
}

TEST(SudokuStream, AFileWithoutAPuzzleIsToldSoAtItsFirstLine) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("sudoku_stream_empty_" + std::to_string(::getpid()) + ".txt");
  { std::ofstream(path) << "# nothing\n\n"; }
  io::LineReader reader(path.string());
  PuzzleStream stream(reader, "", "f");
  try {
    stream.next(2);
    ADD_FAILURE() << "no error";
  } catch (const io::InputError& e) {
    EXPECT_EQ(e.where().line, 1);
    EXPECT_EQ(e.detail(), kNoPuzzle);
  }
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku
