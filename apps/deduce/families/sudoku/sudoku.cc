// Sudoku (Tatham's Solo) as a kind: boxes, jigsaw regions, the X diagonals
// and killer cages, read from Solo game IDs, one-line collections,
// newspaper grids and .sudoku files (puzzles/sudoku), whole (load_sudoku)
// or as they come (sudoku_stream.cc); which files are Sudoku (its claim);
// and its row of the kind table. What each command does with a puzzle is
// sudoku_family.cc's (solved and counted on one thread, graded, explained
// and hinted with Solo's ladder, printed: print needs solve's look for a
// second solution and the view's pictures, nothing of its own); it is made
// as his generator makes them (sudoku_generate.cc).
#include <fmt/format.h>

#include <cctype>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "families/detect_lines.h"
#include "families/explain_outcome.h"
#include "families/family.h"
#include "families/sudoku/sudoku_family.h"
#include "families/sudoku/sudoku_generate.h"
#include "families/sudoku/sudoku_stream.h"

namespace deduce::apps {
namespace {

namespace sdk = puzzles::sudoku;

std::unique_ptr<Family> load_sudoku(const std::string& text, const std::string& file,
                                    const Request& request, Kind self) {
  std::vector<sdk::Puzzle> puzzles = sdk::parse_puzzles(text, file);
  std::optional<sdk::Puzzle> entered =
      read_entered<sdk::Puzzle>(request, puzzles.size(), puzzles.empty() ? 0 : puzzles.front().n,
                                [](const std::string& text, const std::string& name) {
                                  return sdk::parse_puzzles(text, name);
                                });
  return make_sudoku_family(std::move(puzzles), file, std::move(entered), self);
}

// The cells of a line written with digits, `.`, `0` and `_` and box
// separators, or -1 when it has anything else.
int digit_cells(std::string_view line) {
  int cells = 0;
  for (const char c : line) {
    if (c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+' || c == '\r') continue;
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '_')) return -1;
    ++cells;
  }
  return cells;
}

// Whether a line opens as Solo's parameters do (`3x3`, `9j`) and has a
// colon after letters and digits: a game ID, even one with a mistake in its
// parameters, which the reader then names.
bool opens_like_game_id(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0 || i + 1 >= line.size()) return false;
  if (line[i] == 'x' && std::isdigit(static_cast<unsigned char>(line[i + 1]))) {
    i += 1;
  } else if (line[i] != 'j') {
    return false;
  }
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

// A Solo game ID, a `sudoku N` line, a line of 16, 36, 64 or 81 cells, or
// the first row of a grid of 4, 6, 8 or 9 cells (a Futoshiki grid opens with
// its order alone, an Unequal ID with `N:` or `NdX:`): this kind's alone.
int claims_sudoku(std::string_view text) {
  const std::string_view first = first_said_line(text);
  if (first.starts_with("sudoku ") || first == "sudoku" || opens_like_game_id(first)) return 4;
  const int cells = digit_cells(first);
  for (const int n : {4, 6, 8, 9})
    if (cells == n || cells == n * n) return 4;
  return 0;
}

}  // namespace

KindSpec sudoku_kind() {
  KindSpec k;
  k.name = "sudoku";
  k.noun = "a Sudoku puzzle";
  k.files = "a Sudoku grid, line or Solo game ID (.sudoku)";
  k.extensions = {".sudoku"};
  k.claims = claims_sudoku;
  k.load = load_sudoku;
  k.stream = stream_sudoku;
  k.generator = {make_sudoku};
  k.commands = bit(Command::kExplain) | bit(Command::kHint) | bit(Command::kGrade) |
               bit(Command::kPrint) | bit(Command::kGenerate);
  k.options = {OptionId::kFirst, OptionId::kEntered,    OptionId::kCandidates,
               OptionId::kGrade, OptionId::kSoloParams, OptionId::kExplain};
  k.formats = bit(Format::kId);
  k.grades = sdk::grade_scale;
  return k;
}

}  // namespace deduce::apps
