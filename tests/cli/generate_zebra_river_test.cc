// `deduce generate zebra|river` through the binary: the output does not
// depend on --threads, every puzzle of a run reads back and solves with the
// ordinary commands, and bad options and names files are usage errors
// (exit 2) with a located message.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "testing/run_binary.h"

namespace deduce {
namespace {

using testing::run_deduce;

// The puzzles of a text run: separated by blank lines.
std::vector<std::string> split_puzzles(const std::string& out) {
  std::vector<std::string> puzzles;
  std::size_t start = 0;
  while (start < out.size()) {
    std::size_t end = out.find("\n\n", start);
    if (end == std::string::npos) end = out.size();
    puzzles.push_back(out.substr(start, end - start + 1));
    start = end + 2;
  }
  return puzzles;
}

std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

TEST(GenerateZebraRiverCli, ThreadsDoNotChangeTheOutput) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"generate", "zebra", "--count", "6", "--seed", "17"},
        {"generate", "zebra", "--count", "4", "--grade", "hard", "--positions", "4"},
        {"generate", "zebra", "--count", "4", "--seed", "5", "--statements",
         "is,at,pair,k-right-of,not-left-of,at-end,is-one-of,neither"},
        {"generate", "river", "--count", "6", "--river-family", "predators", "--min-length",
         "9"}}) {
    auto one = args, two = args;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const auto a = run_deduce(one);
    const auto b = run_deduce(two);
    const auto c = run_deduce(two);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_EQ(b.out, c.out);
  }
}

TEST(GenerateZebraRiverCli, GeneratedZebraSolvesUniquely) {
  const auto r =
      run_deduce({"generate", "zebra", "--count", "3", "--grade", "medium", "--seed", "4"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto puzzles = split_puzzles(r.out);
  ASSERT_EQ(puzzles.size(), 3u);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string path = write_temp("gen" + std::to_string(i) + ".zebra", puzzles[i]);
    const auto solved = run_deduce({"solve", "--count", path});
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(solved.out, "1\n");  // exactly one solution, counted
    const auto graded = run_deduce({"explain", path});
    EXPECT_NE(graded.out.find("grade: medium"), std::string::npos) << graded.out;
  }
}

// The published-puzzle statements through the binary: the puzzles read back,
// count one solution and are graded by `explain`; and a list whose
// statements are all unchanged by reading the line backwards finds nothing.
TEST(GenerateZebraRiverCli, GeneratedPublishedStatementsZebraSolvesUniquely) {
  const auto r = run_deduce({"generate", "zebra", "--count", "3", "--seed", "8", "--statements",
                             "is,at-either,k-left-of,not-just-right-of,pair,neither,in-middle"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* words : {" at ", " left of ", " are ", " in the middle"})
    EXPECT_NE(r.out.find(words), std::string::npos) << words << "\n" << r.out;
  const auto puzzles = split_puzzles(r.out);
  ASSERT_EQ(puzzles.size(), 3u);
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const std::string path = write_temp("ext" + std::to_string(i) + ".zebra", puzzles[i]);
    const auto solved = run_deduce({"solve", "--count", path});
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(solved.out, "1\n");
    const auto graded = run_deduce({"explain", path});
    EXPECT_EQ(graded.exit_code, 0) << graded.err;
    EXPECT_NE(graded.out.find("grade: "), std::string::npos) << graded.out;
  }
  const auto none = run_deduce({"generate", "zebra", "--statements", "is,pair"});
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.err.find("no 5x5 logic grid was found"), std::string::npos) << none.err;
}

TEST(GenerateZebraRiverCli, GeneratedRiverSolvesLongEnough) {
  const auto r = run_deduce({"generate", "river", "--river-family", "couples", "--min-length", "11",
                             "--format", "jsonl", "--count", "2"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("\"kind\":\"river\""), std::string::npos);
  const auto text = run_deduce(
      {"generate", "river", "--river-family", "couples", "--min-length", "11", "--seed", "3"});
  const std::string path = write_temp("gen.river", text.out);
  const auto solved = run_deduce({"solve", "--format", "json", path});
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  const auto at = solved.out.find("\"length\":");
  ASSERT_NE(at, std::string::npos);
  EXPECT_GE(std::stoi(solved.out.substr(at + 9)), 11) << solved.out;
}

TEST(GenerateZebraRiverCli, BadOptionsAreUsageErrors) {
  const std::string names =
      write_temp("names.txt", "category name: ann bob\ncategory pet cat dog\n");
  const struct {
    std::vector<std::string> args;
    std::string message;
  } cases[] = {
      {{"generate", "zebra", "--names", names, "--positions", "2", "--categories", "2"},
       names + ":2:14: expected `:` after the category name, found `cat`"},
      {{"generate", "zebra", "--statements", "is,nxt-to"},
       "unknown statement kind `nxt-to`; did you mean `next-to`?"},
      {{"generate", "zebra", "--grade", "tricky"},
       "--grade for zebra expects easy|medium|hard|fiendish"},
      {{"generate", "zebra", "--positions", "40"}, "--positions expects 2 to 16, found 40"},
      {{"generate", "river", "--river-family", "monk"}, "did you mean `monks`?"},
      {{"generate", "river", "--river-family", "predators", "--groups", "1"},
       "--groups for the predators family expects 2 to 16, found 1"},
      {{"generate", "river", "--grade", "easy"}, "river crossings are not graded"},
      {{"generate", "zebra", "--boat", "2"}, "only river crossings have a boat"},
      {{"generate", "zebra", "--style", "classic"},
       "--style goes with --format english, json or jsonl"},
  };
  for (const auto& c : cases) {
    const auto r = run_deduce(c.args);
    EXPECT_EQ(r.exit_code, 2) << c.message;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
  }
}

TEST(GenerateZebraRiverCli, NoPuzzleLongEnoughIsExitOne) {
  const auto r =
      run_deduce({"generate", "river", "--groups", "2", "--boat", "4", "--min-length", "60"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("no monks crossing"), std::string::npos) << r.err;
}

// The published-puzzle kinds in each style: the riddle solves, uniquely,
// when read back as an English text.
TEST(GenerateZebraRiverCli, EnglishWithPublishedKindsReadsBack) {
  for (const std::string kinds :
       {"at-end,in-middle,is,is-not,next-to,left-of",
        "at-either,not-just-left-of,not-just-right-of,not-left-of,not-right-of,k-left-of,"
        "k-right-of,is-one-of,neither,pair"}) {
    for (const std::string style : {"bbeh", "zebralogic", "classic"}) {
      const auto made =
          run_deduce({"generate", "zebra", "--positions", "5", "--categories", "4", "--seed", "3",
                      "--format", "english", "--style", style, "--statements", kinds});
      ASSERT_EQ(made.exit_code, 0) << made.err;
      const std::string path = write_temp("published_" + style + ".riddle", made.out);
      const auto solved = run_deduce({"solve", path});
      EXPECT_EQ(solved.exit_code, 0) << solved.err << made.out;
      EXPECT_NE(solved.out.find("unique"), std::string::npos) << solved.out;
    }
  }
}

}  // namespace
}  // namespace deduce
