// Agreement of the explanation ladder's grades with Simon Tatham's: every
// game ID in data/tatham_grades.txt was made by his generator for the grade
// it carries (`7dk:` tricky), and grade() must give that grade for at least
// 95% of the puzzles of every (mode, order, grade) cell. An ID marked
// `# fell back` took Tatham's generator its 50 attempts, after which it gives
// up on the grade asked for and returns an easier puzzle: those must grade
// below the grade asked (or at it, for the rare success at the 50th attempt)
// and count apart. The test prints the
// table that docs/explain.md shows:
//   futoshiki_explain_test --gtest_filter='ExplainAgreement.*'
// The data: scripts/gen/explain_grades.sh 30 12 > tests/puzzles/futoshiki/data/tatham_grades.txt
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>

#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

struct Cell {
  int total = 0;
  int agree = 0;
  int fell_back = 0;
  std::map<int, int> got;  // the grades given, for the messages
  std::string misses;      // the first puzzles graded otherwise: index in the cell, grade
};

TEST(ExplainAgreement, GradesAgreeWithTathamsGeneratorInEveryCell) {
  const std::string path = testing::source_path("tests/puzzles/futoshiki/data/tatham_grades.txt");
  std::vector<Puzzle> puzzles;
  std::vector<bool> fell_back;
  std::istringstream lines(testing::slurp(path));
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    if (line.empty() || line[0] == '#') continue;
    const std::size_t hash = line.find(" #");
    fell_back.push_back(hash != std::string::npos &&
                        line.find("fell back", hash) != std::string::npos);
    puzzles.push_back(parse_game_id(line.substr(0, hash), path, line_number));
  }
  ASSERT_GT(puzzles.size(), 1000u);
  // (mode, order, grade) -> counts
  std::map<std::tuple<int, int, int>, Cell> table;
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const Puzzle& p = puzzles[i];
    ASSERT_NE(p.difficulty, Difficulty::kNone);
    const int want = static_cast<int>(p.difficulty) - 1;
    const int got = grade(p);
    Cell& cell = table[{static_cast<int>(p.mode), p.n, want}];
    if (fell_back[i]) {
      ++cell.fell_back;
      EXPECT_LE(got, want) << "line " << p.where.line << ": Tatham's generator fell back from "
                           << want << " to an easier puzzle, graded " << got;
      continue;
    }
    ++cell.total;
    cell.agree += got == want;
    ++cell.got[got];
    if (got != want && cell.misses.size() < 200) {
      cell.misses += " #" + std::to_string(cell.total) + "=" + std::to_string(got);
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  static const char* kNames[] = {"trivial", "easy", "tricky", "extreme", "recursive"};
  std::ostringstream md;
  md << "| mode | order | trivial | easy | tricky | extreme | recursive |\n";
  md << "|------|------:|--------:|-----:|-------:|--------:|----------:|\n";
  for (int mode = 0; mode < 2; ++mode) {
    for (int n = 4; n <= 9; ++n) {
      md << "| " << (mode == 0 ? "Unequal" : "Adjacent") << " | " << n;
      for (int g = 0; g < 5; ++g) {
        const auto it = table.find({mode, n, g});
        if (it == table.end()) {
          md << " | -";
          continue;
        }
        md << " | " << it->second.agree << "/" << it->second.total;
        if (it->second.fell_back > 0) md << " (+" << it->second.fell_back << ")";
      }
      md << " |\n";
    }
  }
  std::cout << md.str() << "(" << puzzles.size() << " puzzles graded in " << seconds << " s)\n";

  for (const auto& [key, cell] : table) {
    const auto [mode, n, want] = key;
    std::string got;
    for (const auto& [g, count] : cell.got)
      got += std::string(" ") + kNames[g] + ":" + std::to_string(count);
    EXPECT_GE(cell.agree * 100, cell.total * 95)
        << (mode == 0 ? "Unequal" : "Adjacent") << " order " << n << " " << kNames[want]
        << ": graded" << got << "; missed (seed index = grade):" << cell.misses;
  }
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
