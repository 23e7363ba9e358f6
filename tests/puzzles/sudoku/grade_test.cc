// Solo's ladder (puzzles/sudoku/explain): the grade of each of the 430 Solo
// IDs of bench/data/sudoku/solo (every grade, boxes 2x3, 3x3 and 3x4, jigsaw,
// X and killer, with Tatham's own solver's grade and killer sub-grade in
// grades.tsv) equals his; every technique of the ladder is used on them;
// every explanation is sound (each placement is the solution's digit, no
// elimination rules the solution's digit out), reaches the solution, and
// its steps' conclusions alone replay to it; hint's step is explain's first;
// each technique says what it found in its own words.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "deduce/puzzles/sudoku/explain/board.h"
#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/explain/ladder_table.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::sudoku {
namespace {

struct Graded {
  std::string grade;   // Tatham's: "Trivial" ... "Unreasonable"
  std::string killer;  // his killer sub-grade, "" for a puzzle without cages
  std::string id;
};

std::vector<Graded> solo_grades() {
  std::ifstream in(testing::source_path("bench/data/sudoku/solo/grades.tsv"));
  std::vector<Graded> out;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> f;
    std::istringstream s(line);
    for (std::string part; std::getline(s, part, '\t');) f.push_back(part);
    if (f.size() == 2) out.push_back({f[0], "", f[1]});
    if (f.size() == 3) out.push_back({f[0], f[1], f[2]});
  }
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

Grid only_solution(const Puzzle& p) {
  std::vector<Grid> found;
  search::SearchOptions so;
  so.solution_limit = 2;
  solve(p, so, [&](const Grid& g) {
    found.push_back(g);
    return true;
  });
  return found.size() == 1 ? found.front() : Grid{};
}

// The measured agreement with Tatham's grades on the 430: all of them (and
// on 272 fresh IDs made apart from them, docs/sudoku.md). A broken
// technique changes the grade of some of them.
TEST(SoloGrades, EqualTathamsOnTheBenchIds) {
  const std::vector<Graded> ids = solo_grades();
  ASSERT_EQ(ids.size(), 430u);
  const auto& scale = grade_scale();
  const auto& killer_scale = killer_grade_scale();
  int agree = 0;
  std::map<std::string, int> per_grade;
  for (const Graded& g : ids) {
    const Puzzle p = read_game_id(g.id, {"ids", 1, 1});
    const SoloGrade ours = grade(p);
    ASSERT_LT(ours.grade, static_cast<int>(scale.size())) << g.id;
    std::string got(scale[static_cast<std::size_t>(ours.grade)].name);
    std::string want = lower(g.grade);
    if (p.killer) {
      got += std::string(", killer ") +
             std::string(killer_scale[static_cast<std::size_t>(ours.killer)].name);
      want += ", killer " + lower(g.killer);
    }
    EXPECT_EQ(got, want) << g.id;
    agree += got == want;
    ++per_grade[want];
  }
  EXPECT_GE(agree, 430);
  EXPECT_GE(per_grade.size(), 6u);
}

TEST(SoloGrades, ExplanationsAreSoundAndUseEveryTechnique) {
  std::set<std::string> used;
  for (const Graded& g : solo_grades()) {
    const Puzzle p = read_game_id(g.id, {"ids", 1, 1});
    const Grid solution = only_solution(p);
    ASSERT_FALSE(solution.empty()) << g.id;
    const Explained x = explain(p, solution);
    const deduce::explain::Explanation& e = x.explanation;
    ASSERT_TRUE(e.solved) << g.id;
    const SoloGrade solo = grade(p);
    EXPECT_EQ(e.grade, solo.grade) << g.id;
    EXPECT_EQ(x.killer, solo.killer) << g.id;
    ladder::Board replay(p, p.givens);
    int hardest = 0;
    for (const deduce::explain::Step& s : e.steps) {
      used.insert(s.technique);
      hardest = std::max(hardest, s.level);
      EXPECT_FALSE(s.text.empty()) << g.id << " " << s.technique;
      for (const deduce::explain::Conclusion& c : s.conclusions) {
        if (c.kind == deduce::explain::Conclusion::Kind::kPlace) {
          ASSERT_EQ(c.value, solution[c.var]) << g.id << ": " << s.text;
        } else {
          ASSERT_NE(c.value, solution[c.var]) << g.id << ": " << s.text;
        }
      }
      ladder::apply_conclusions(replay, s);
    }
    EXPECT_TRUE(replay.solved() && !replay.broken()) << g.id;
    EXPECT_EQ(replay.grid(), solution) << g.id;
    // Below Unreasonable the steps' hardest level is the grade.
    if (e.grade < ladder::kUnreasonable) {
      EXPECT_EQ(hardest, e.grade) << g.id;
    }
    // hint from the givens is the explanation's first step.
    const std::optional<deduce::explain::Step> first = next_step(p, p.givens, solution);
    ASSERT_TRUE(first.has_value()) << g.id;
    EXPECT_EQ(first->text, e.steps.front().text) << g.id;
  }
  for (const ladder::TechniqueEntry& t : ladder::kTechniques)
    EXPECT_TRUE(used.count(t.key)) << t.key;
  EXPECT_TRUE(used.count("guess"));
}

// Each technique's first step over the 430 says what it found in its own
// words (a pattern a technique's step text keeps).
TEST(SoloGrades, EachTechniqueSaysWhatItFound) {
  const std::map<std::string, std::string> words = {
      {"box_single", R"(^r\dc\d = \d: \d can go nowhere else in (box \d|the region of r\dc\d)$)"},
      {"line_single", R"(^r\dc\d = \d: \d can go nowhere else in (row|column|the [\\/] diagonal))"},
      {"naked_single", R"(^r\dc\d = \d: every other digit is ruled out there$)"},
      {"intersection", R"(^\d in .+ can only go in r\dc\d.*, inside .+, so r\dc\d is not \d)"},
      {"subset", R"(^in .+, .+ can only go in r\dc\d.+, so r\dc\d is not)"},
      {"fish", R"(^\d in columns? .+ can only go in rows? .+, so r\dc\d is not \d)"},
      {"forcing_chain",
       R"(^if r\dc\d is not \d: r\dc\d=\d -> .+ is \d, and r\dc\d, seeing both, is not \d$)"},
      {"cage_digits", R"(^the digits of a cage differ, so r\dc\d is not \d)"},
      {"cage_single",
       R"(^r\dc\d = \d: it is all that is left of the cage at r\dc\d, which needs \d)"},
      {"cage_remainder",
       R"(^r\dc\d = \d: (row|column|box) \d sums to 45, and its filled cells and whole cages leave \d for it alone)"},
      {"cage_minmax", R"(^r\dc\d is not .+ \(.+ must sum to \d+\))"},
      {"cage_combinations",
       R"( sums to \d+ with \d digits: only \{[\d,]+\} fit its cells, so r\dc\d is not)"},
      {"guess",
       R"(^r\dc\d = \d: no technique applies, so guess: of its candidates \{[\d,]+\} only \d leads to a solution$)"},
  };
  std::map<std::string, std::string> first;
  for (const Graded& g : solo_grades()) {
    const Puzzle p = read_game_id(g.id, {"ids", 1, 1});
    for (const deduce::explain::Step& s : explain(p, only_solution(p)).explanation.steps)
      first.emplace(s.technique, s.text);
  }
  for (const auto& [key, pattern] : words) {
    ASSERT_TRUE(first.count(key)) << key;
    EXPECT_TRUE(std::regex_search(first[key], std::regex(pattern))) << key << ": " << first[key];
  }
}

// A budget stops the grade and the explanation: what was reached, marked.
TEST(SoloGrades, ABudgetStopsThem) {
  const Puzzle p = read_game_id(solo_grades().back().id, {"ids", 1, 1});
  budget::Limits limits;
  limits.node_limit = 1;
  budget::Budget b(limits);
  const SoloGrade g = grade(p, &b);
  EXPECT_TRUE(g.stopped);
  budget::Budget b2(limits);
  ExplainOptions options;
  options.budget = &b2;
  const deduce::explain::Explanation e = explain(p, only_solution(p), options).explanation;
  EXPECT_TRUE(e.stopped);
  EXPECT_FALSE(e.solved);
}

}  // namespace
}  // namespace deduce::puzzles::sudoku
