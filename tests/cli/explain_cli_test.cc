// explain, hint and grade through the binary: the steps in words and as
// data, the grade, the next step from entered cells, wrong entries named,
// and puzzles without exactly one solution reported instead of explained.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using nlohmann::json;

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}
bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(ExplainCli, EinsteinIsExplainedStepByStepCitingClues) {
  const RunResult r = run_deduce({"explain", ex("einstein.zebra")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, " 1. clue 8: milk is at 3\n")) << r.out;
  EXPECT_TRUE(has(r.out, "grade: ")) << r.out;
  EXPECT_FALSE(has(r.out, "suppose")) << "the riddle needs no trial step:\n" << r.out;
}

TEST(ExplainCli, JsonStepsMatchTheTextAndTheGrade) {
  const RunResult t = run_deduce({"explain", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(t.exit_code, 0) << t.err;
  const json r =
      json::parse(run_deduce({"explain", "--format", "json", ex("futoshiki_5x5.fut")}).out);
  const json& x = r["results"][0]["explained"];
  ASSERT_TRUE(x.is_object());
  EXPECT_TRUE(x["solved"].get<bool>());
  std::size_t lines = 0;
  std::istringstream in(t.out);
  std::string line;
  while (std::getline(in, line))
    if (line.find(". ") != std::string::npos &&
        std::isdigit(static_cast<unsigned char>(line[line.find_first_not_of(' ')])))
      ++lines;
  EXPECT_EQ(lines, x["steps"].size());
  EXPECT_TRUE(has(t.out, "grade: " + x["grade"].get<std::string>())) << t.out;
  for (const json& s : x["steps"]) {
    EXPECT_FALSE(s["conclusions"].empty()) << s;
    EXPECT_FALSE(s["text"].get<std::string>().empty());
  }
}

TEST(ExplainCli, APuzzleWithoutExactlyOneSolutionIsNotExplained) {
  const RunResult several = run_deduce({"explain", ex("loose.zebra")});
  EXPECT_EQ(several.exit_code, 1);
  EXPECT_TRUE(has(several.out, "# not explained: at least 2 solutions")) << several.out;
  const RunResult none = run_deduce({"explain", ex("errors/no_solution.fut")});
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_TRUE(has(none.out, "# not explained: no solution")) << none.out;
  const RunResult graded = run_deduce({"grade", ex("latin2.fut")});
  EXPECT_EQ(graded.exit_code, 1);
  EXPECT_TRUE(has(graded.out, "not graded: at least 2 solutions")) << graded.out;
}

TEST(HintCli, TheNextStepOfAPuzzleAndOfEnteredCells) {
  const RunResult z = run_deduce({"hint", ex("einstein.zebra")});
  EXPECT_EQ(z.exit_code, 0);
  EXPECT_EQ(z.out, "hint: clue 8: milk is at 3\n");
  const RunResult f =
      run_deduce({"hint", "--entered", ex("hint/entered_5x5.fut"), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(f.exit_code, 0) << f.err;
  EXPECT_TRUE(f.out.starts_with("hint: ")) << f.out;
}

TEST(HintCli, AWrongEntryIsNamedWithTheReason) {
  const RunResult f =
      run_deduce({"hint", "--entered", ex("errors/wrong_entry.fut"), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(f.exit_code, 1);
  EXPECT_TRUE(has(f.out, "r2c2 = 4 is wrong: ")) << f.out;
  EXPECT_FALSE(has(f.out, "hint: ")) << f.out;
  const RunResult z = run_deduce({"hint", ex("errors/wrong_clue.zebra")});
  EXPECT_EQ(z.exit_code, 1);
  EXPECT_TRUE(
      has(z.out, "clues 9 and e1: they cannot all hold (9: norwegian at 1; e1: norwegian at 2)"))
      << z.out;
}

TEST(GradeCli, OneLinePerPuzzleWithTheTechniqueCounts) {
  const RunResult r = run_deduce({"grade", ex("futoshiki_ids.txt")});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  std::istringstream in(r.out);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    EXPECT_TRUE(has(line, "futoshiki_ids.txt:")) << line;
    ++n;
  }
  EXPECT_EQ(n, 7);
}

TEST(ExplainCli, OptionsAndKindsThatDoNotApplyAreRefused) {
  EXPECT_EQ(run_deduce({"explain", ex("bridge_torch.river")}).exit_code, 2);
  EXPECT_EQ(
      run_deduce({"hint", "--entered", ex("hint/entered_5x5.fut"), ex("einstein.zebra")}).exit_code,
      2);
  EXPECT_EQ(run_deduce({"grade", "--all", ex("einstein.zebra")}).exit_code, 2);
  const RunResult bad =
      run_deduce({"hint", "--entered", ex("latin2.fut"), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(has(bad.err, "expected one grid of the same order")) << bad.err;
}

// hint names the puzzle's grade, the one grade gives, not its step's level.
TEST(HintCli, TheHintsGradeIsThePuzzlesGrade) {
  for (const char* name : {"futoshiki_9x9.fut", "zebra_10x10.zebra", "einstein.zebra"}) {
    const json h = json::parse(run_deduce({"hint", "--format", "json", ex(name)}).out);
    const json g = json::parse(run_deduce({"grade", "--format", "json", ex(name)}).out);
    const json& hx = h["results"][0]["explained"];
    const json& gx = g["results"][0]["explained"];
    EXPECT_EQ(hx["grade"], gx["grade"]) << name;
    EXPECT_EQ(hx["level"], gx["level"]) << name;
    EXPECT_TRUE(hx["hint"].is_object()) << name;
  }
  const json h = json::parse(run_deduce({"hint", "--format", "json", ex("futoshiki_9x9.fut")}).out);
  EXPECT_EQ(h["results"][0]["explained"]["grade"], "recursive");
}

// The nodes of the uniqueness proof every explanation starts with (the
// search of check on one thread), so that a node limit can fall past it.
std::uint64_t proof_nodes(const std::string& file) {
  const json c = json::parse(run_deduce({"check", "--threads", "1", "--format", "json", file}).out);
  return c["results"][0]["stats"]["nodes"].get<std::uint64_t>();
}

TEST(ExplainCli, ANodeLimitStopsTheExplanationWithTheStepsFoundSoFar) {
  for (const char* name : {"zebra_10x10.zebra", "futoshiki_9x9.fut"}) {
    const std::string limit = std::to_string(proof_nodes(ex(name)) + 60);
    const RunResult t = run_deduce({"explain", "--node-limit", limit, ex(name)});
    EXPECT_EQ(t.exit_code, 3) << name << "\n" << t.out << t.err;
    EXPECT_TRUE(has(t.out, " 1. ")) << t.out;
    EXPECT_TRUE(has(t.out, "(stopped: --node-limit " + limit + ")")) << t.out;
    EXPECT_TRUE(has(t.out, "grade: at least ")) << t.out;
    const RunResult g = run_deduce({"grade", "--node-limit", limit, ex(name)});
    EXPECT_EQ(g.exit_code, 3) << g.out;
    EXPECT_TRUE(has(g.out, ": at least ")) << g.out;
    EXPECT_TRUE(has(g.out, "(stopped: --node-limit " + limit + ")")) << g.out;
    const json j = json::parse(
        run_deduce({"explain", "--format", "json", "--node-limit", limit, ex(name)}).out);
    const json& r = j["results"][0];
    EXPECT_EQ(r["stop"], "node_limit") << name;
    EXPECT_EQ(r["exit_code"], 3);
    EXPECT_EQ(r["uniqueness"], "unique");
    EXPECT_FALSE(r["explained"]["solved"].get<bool>());
    EXPECT_FALSE(r["explained"]["steps"].empty());
  }
}

TEST(ExplainCli, TheLargestExampleIsExplainedAndGraded) {
  const RunResult g = run_deduce({"grade", "--timeout", "60", ex("zebra_13x13.zebra")});
  EXPECT_EQ(g.exit_code, 0) << g.out << g.err;
  EXPECT_TRUE(has(g.out, ": fiendish (")) << g.out;
  const RunResult h = run_deduce({"hint", ex("zebra_13x13.zebra")});
  EXPECT_EQ(h.exit_code, 0) << h.out << h.err;
  EXPECT_TRUE(h.out.starts_with("hint: ")) << h.out;
}

}  // namespace
}  // namespace deduce::testing
