// `deduce generate sudoku` through the binary: what it writes (grids,
// .sudoku files, Solo game IDs, JSON) reads back, each puzzle unique by
// `deduce solve` and of the grade asked by `deduce grade`; the same seed
// gives the same bytes with 1 and 2 threads; no puzzle repeats; the
// contract (--timeout, --node-limit, Ctrl-C: the puzzles made so far, exit
// 3); killer puzzles as Solo's IDs and .sudoku files, of the grade asked
// with his Advanced killer sub-grade; and what it does not make (killer past
// order 9) or cannot read refused, exit 2.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "testing/run_binary.h"
#include "testing/spawn_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;

RunResult gen(std::vector<std::string> args) {
  args.insert(args.begin(), {"generate", "sudoku"});
  return run_deduce(args);
}

// Every line of `grade`'s output names `grade` alone as the grade.
void expect_graded(const std::string& text, const std::string& grade, std::size_t count) {
  const RunResult g = run_deduce({"grade", "-"}, text);
  ASSERT_EQ(g.exit_code, 0) << g.err;
  const std::vector<std::string> graded = output_lines(g.out);
  ASSERT_EQ(graded.size(), count) << g.out;
  for (const std::string& l : graded) EXPECT_THAT(l, HasSubstr(": " + grade + " (")) << l;
  const RunResult s = run_deduce({"check", "-"}, text);
  EXPECT_EQ(s.exit_code, 0) << s.out << s.err;
  EXPECT_EQ(output_lines(s.out).size(), count);
  for (const std::string& l : output_lines(s.out)) EXPECT_THAT(l, HasSubstr(": unique:")) << l;
}

TEST(SudokuGenerateCli, IdsOfEveryGradeReadBackUniqueAndOfThatGrade) {
  const std::vector<std::string> grades = {"trivial",  "basic",   "intermediate",
                                           "advanced", "extreme", "unreasonable"};
  for (const std::string& grade : grades) {
    const RunResult r = gen({"--grade", grade, "--count", "3", "--format", "id", "--seed", "9"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const std::string& id : output_lines(r.out)) EXPECT_EQ(id.substr(0, 4), "3x3:") << id;
    expect_graded(r.out, grade, 3);
  }
}

TEST(SudokuGenerateCli, SolosParametersGiveTheShapeAndTheGrade) {
  const struct {
    const char* params;
    const char* opening;
    const char* grade;
  } cases[] = {{"2x3db", "2x3:", "basic"},
               {"3x4", "3x4:", "trivial"},
               {"3x3xda", "3x3x:", "advanced"},
               {"9jdi", "9j:", "intermediate"},
               {"3x3adt", "3x3:", "trivial"}};
  for (const auto& c : cases) {
    const RunResult r = gen({"--params", c.params, "--count", "2", "--format", "id"});
    ASSERT_EQ(r.exit_code, 0) << c.params << ": " << r.err;
    for (const std::string& id : output_lines(r.out)) EXPECT_EQ(id.rfind(c.opening, 0), 0u) << id;
    expect_graded(r.out, c.grade, 2);
  }
}

TEST(SudokuGenerateCli, TextReadsBackAsThatManyPuzzles) {
  for (const char* params : {"3x3", "2x3", "3x3x", "9j", "3x4"}) {
    const RunResult r = gen({"--params", params, "--count", "3", "--grade", "basic"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    expect_graded(r.out, "basic", 3);
  }
}

TEST(SudokuGenerateCli, SameSeedSameBytesForAnyThreadCountAndNoRepeats) {
  for (const std::string format : {"text", "id", "jsonl"}) {
    const std::vector<std::string> base = {"--grade", "advanced", "--count",  "8",
                                           "--seed",  "42",       "--format", format};
    std::vector<std::string> one = base, two = base;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const RunResult a = gen(one), b = gen(two);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(a.out, b.out) << format;
  }
  const std::vector<std::string> ids = output_lines(
      gen({"--params", "2x2", "--count", "40", "--format", "id", "--threads", "2"}).out);
  EXPECT_EQ(ids.size(), 40u);
  EXPECT_EQ(std::set<std::string>(ids.begin(), ids.end()).size(), ids.size());
  EXPECT_NE(gen({"--seed", "1", "--format", "id"}).out, gen({"--seed", "2", "--format", "id"}).out);
}

TEST(SudokuGenerateCli, JsonCarriesTheIdTheGradeAndTheSolution) {
  const RunResult r = gen({"--grade", "extreme", "--format", "jsonl", "--count", "2"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  int puzzles = 0;
  for (const std::string& l : output_lines(r.out)) {
    const nlohmann::json j = nlohmann::json::parse(l);
    if (!j.contains("generated")) continue;
    ++puzzles;
    EXPECT_EQ(j["generated"]["grade"], "extreme");
    EXPECT_EQ(j["generated"]["id"].get<std::string>().rfind("3x3:", 0), 0u);
    EXPECT_EQ(j["uniqueness"], "unique");
    EXPECT_EQ(j["explained"]["grade"], "extreme");
    EXPECT_EQ(j["solutions"][0].size(), 9u);
  }
  EXPECT_EQ(puzzles, 2);
}

TEST(SudokuGenerateCli, LimitsStopWithThePuzzlesMadeSoFar) {
  const RunResult t = gen({"--grade", "unreasonable", "--count", "100000", "--timeout", "0.3"});
  EXPECT_EQ(t.exit_code, 3) << t.err;
  EXPECT_THAT(t.err, HasSubstr("of 100000 puzzles (stopped: --timeout 0.3)"));
  const RunResult n = gen({"--grade", "extreme", "--count", "3", "--node-limit", "20"});
  EXPECT_EQ(n.exit_code, 3) << n.err;
  EXPECT_THAT(n.err, HasSubstr("made 0 of 3 puzzles (stopped: --node-limit 20)"));
  const RunResult j =
      gen({"--grade", "extreme", "--count", "2", "--node-limit", "20", "--format", "jsonl"});
  EXPECT_EQ(j.exit_code, 3);
  EXPECT_THAT(j.out, HasSubstr("{\"record\":\"stop\",\"stop\":\"node_limit\",\"exit_code\":3}"));
}

// Ctrl-C in the middle of a run of `params` ends it with the puzzles made so
// far, each of `grade`, exit 3.
void expect_ctrl_c_keeps_what_was_made(const std::string& params, const std::string& grade) {
  SpawnedDeduce run({"generate", "sudoku", "--params", params, "--count", "100000", "--format",
                     "id", "--threads", "1"});
  // Until it has written a puzzle, so that the stop comes in the middle of the run.
  // (Given up after a minute, when the assertion below fails.)
  for (int wait = 0; wait < 3000 && run.stdout_bytes() == 0; ++wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  run.send(SIGINT);
  const Finished done = run.wait();
  EXPECT_EQ(done.exit_code, 3) << done.err;
  EXPECT_THAT(done.err, HasSubstr("of 100000 puzzles (stopped: an interrupt)"));
  const std::vector<std::string> ids = output_lines(done.out);
  ASSERT_FALSE(ids.empty());
  expect_graded(done.out, grade, ids.size());
}

TEST(SudokuGenerateCli, CtrlCStopsWithWhatWasMade) {
  expect_ctrl_c_keeps_what_was_made("3x3de", "extreme");
}

TEST(SudokuGenerateCli, KillerIdsReadBackUniqueOfThatGradeAndTheSameBytesOnTwoThreads) {
  for (const std::string grade : {"basic", "extreme"}) {
    const std::vector<std::string> base = {"--params", "3x3k",   "--grade", grade,      "--count",
                                           "2",        "--seed", "5",       "--format", "id"};
    std::vector<std::string> one = base, two = base;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const RunResult a = gen(one), b = gen(two);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    // Solo's killer IDs: no givens, the cages and their sums.
    for (const std::string& id : output_lines(a.out))
      EXPECT_EQ(id.rfind("3x3k:zzzc,", 0), 0u) << id;
    expect_graded(a.out, grade + ", killer advanced", 2);
  }
  // The .sudoku text (a grid cannot say the cages) reads back; JSON names the killer grade.
  const RunResult t = gen({"--params", "2x3kdb", "--count", "2"});
  ASSERT_EQ(t.exit_code, 0) << t.err;
  EXPECT_THAT(t.out, HasSubstr("cages"));
  expect_graded(t.out, "basic, killer advanced", 2);
  const RunResult j = gen({"--params", "3x3xkdi", "--format", "json"});
  ASSERT_EQ(j.exit_code, 0) << j.err;
  const nlohmann::json doc = nlohmann::json::parse(j.out);
  const nlohmann::json& first = doc["results"][0];
  EXPECT_EQ(first["killer"], true);
  EXPECT_EQ(first["x"], true);
  EXPECT_EQ(first["explained"]["grade"], "intermediate, killer advanced");
  EXPECT_EQ(first["generated"]["grade"], "intermediate, killer advanced");
  EXPECT_EQ(first["uniqueness"], "unique");
}

TEST(SudokuGenerateCli, KillerStopsWithThePuzzlesMadeSoFar) {
  const RunResult n = gen({"--params", "3x3kde", "--count", "3", "--node-limit", "5"});
  EXPECT_EQ(n.exit_code, 3) << n.err;
  EXPECT_THAT(n.err, HasSubstr("made 0 of 3 puzzles (stopped: --node-limit 5)"));
  const RunResult t = gen({"--params", "3x3kde", "--count", "100000", "--timeout", "0.3"});
  EXPECT_EQ(t.exit_code, 3) << t.err;
  EXPECT_THAT(t.err, HasSubstr("of 100000 puzzles (stopped: --timeout 0.3)"));
  expect_ctrl_c_keeps_what_was_made("3x3kdi", "intermediate, killer advanced");
}

TEST(SudokuGenerateCli, RefusesWhatItDoesNotMake) {
  const RunResult k = gen({"--params", "4x4k"});
  EXPECT_EQ(k.exit_code, 2);
  EXPECT_THAT(k.err, HasSubstr("killer Sudoku is generated up to order 9"));
  EXPECT_EQ(std::count(k.err.begin(), k.err.end(), '\n'), 1) << k.err;
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"--params", "3x3kdu"}, {"--params", "3x3k", "--grade", "unreasonable"}}) {
    const RunResult u = gen(args);
    EXPECT_EQ(u.exit_code, 2);
    EXPECT_THAT(u.err, HasSubstr("killer Sudoku of grade unreasonable is not generated"));
    EXPECT_EQ(std::count(u.err.begin(), u.err.end(), '\n'), 1) << u.err;
  }
  const RunResult bad = gen({"--params", "3x3q"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_THAT(bad.err, HasSubstr("--params `3x3q`"));
  const RunResult both = gen({"--params", "3x3de", "--grade", "basic"});
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_THAT(both.err, HasSubstr("say one grade"));
  const RunResult grade = gen({"--grade", "tricky"});
  EXPECT_EQ(grade.exit_code, 2);
  EXPECT_THAT(grade.err, HasSubstr("unreasonable"));
  const RunResult order = gen({"--order", "9"});
  EXPECT_EQ(order.exit_code, 2);
  // A grade the shape cannot reach is a puzzle not made (exit 1), not a usage error.
  const RunResult small = gen({"--params", "2x2", "--grade", "basic"});
  EXPECT_EQ(small.exit_code, 1);
  EXPECT_THAT(small.err, HasSubstr("puzzle 1: no Sudoku 2x2 of grade basic was found"));
}

}  // namespace
}  // namespace deduce::testing
