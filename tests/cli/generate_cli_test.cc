// deduce generate through the binary: the same seed gives the same bytes
// with 1 and 2 threads and run after run; what it writes reads back (grids,
// game IDs, JSON) and has one solution and the grade asked for by deduce's
// own check and grade commands; options that do not apply are refused with
// exit 2 and a message that says why.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using nlohmann::json;

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

RunResult gen(std::vector<std::string> args) {
  args.insert(args.begin(), {"generate", "futoshiki"});
  return run_deduce(args);
}

TEST(GenerateCli, SameSeedSameBytesForAnyThreadCount) {
  for (const std::string format : {"text", "id", "json", "jsonl"}) {
    const std::vector<std::string> base = {"--order", "6",      "--grade", "extreme",  "--count",
                                           "6",       "--seed", "42",      "--format", format};
    std::vector<std::string> one = base, two = base;
    one.insert(one.end(), {"--threads", "1"});
    two.insert(two.end(), {"--threads", "2"});
    const RunResult a = gen(one), b = gen(two), c = gen(two);
    ASSERT_EQ(a.exit_code, 0) << a.err;
    EXPECT_FALSE(a.out.empty());
    EXPECT_EQ(a.out, b.out) << format;
    EXPECT_EQ(b.out, c.out) << format;
  }
  EXPECT_NE(gen({"--seed", "1", "--format", "id"}).out, gen({"--seed", "2", "--format", "id"}).out);
}

TEST(GenerateCli, PuzzleIDependsOnlyOnSeedAndI) {
  const std::vector<std::string> five = output_lines(gen({"--count", "5", "--format", "id"}).out);
  const std::vector<std::string> two = output_lines(gen({"--count", "2", "--format", "id"}).out);
  ASSERT_EQ(five.size(), 5u);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[0], five[0]);
  EXPECT_EQ(two[1], five[1]);
}

TEST(GenerateCli, GameIdsReadBackUniqueAndGradedAsAsked) {
  for (const std::string grade : {"trivial", "easy", "tricky", "extreme", "recursive"}) {
    const RunResult r = gen({"--order", "7", "--grade", grade, "--count", "3", "--format", "id"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<std::string> ids = output_lines(r.out);
    ASSERT_EQ(ids.size(), 3u);
    const std::string letters = "tekxr";
    const std::vector<std::string> grades = {"trivial", "easy", "tricky", "extreme", "recursive"};
    const std::size_t level =
        static_cast<std::size_t>(std::find(grades.begin(), grades.end(), grade) - grades.begin());
    for (const std::string& id : ids)
      EXPECT_EQ(id.substr(0, 4), "7d" + letters.substr(level, 1) + ":");
    const RunResult check = run_deduce({"check", "-"}, r.out);
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    const RunResult graded = run_deduce({"grade", "-"}, r.out);
    EXPECT_EQ(graded.exit_code, 0) << graded.err;
    for (const std::string& l : output_lines(graded.out))
      EXPECT_TRUE(has(l, ": " + grade + " ")) << l;
  }
}

TEST(GenerateCli, TextOutputIsTheGridFormatAndSolvesUniquely) {
  const RunResult r = gen({"--order", "5", "--count", "3", "--adjacent", "--grade", "easy"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 3), "5a\n");
  const RunResult check = run_deduce({"check", "--kind", "futoshiki", "-"}, r.out);
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_EQ(output_lines(check.out).size(), 3u) << check.out;
}

TEST(GenerateCli, JsonCarriesPuzzleSolutionGradeAndSteps) {
  const RunResult r = gen({"--order", "6", "--grade", "extreme", "--format", "json", "--explain"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["command"], "generate");
  const json& res = j["results"][0];
  EXPECT_EQ(res["uniqueness"], "unique");
  EXPECT_EQ(res["solutions"].size(), 1u);
  EXPECT_EQ(res["explained"]["grade"], "extreme");
  EXPECT_FALSE(res["explained"]["steps"].empty());
  EXPECT_EQ(res["generated"]["grade"], "extreme");
  EXPECT_EQ(res["generated"]["seed"], 1);
  EXPECT_EQ(res["generated"]["id"].get<std::string>().substr(0, 4), "6dx:");
  EXPECT_TRUE(res["stats"].empty()) << "timings would make runs differ";
  // Without --explain: the grade and counts, no steps.
  const json k = json::parse(gen({"--order", "6", "--grade", "extreme", "--format", "json"}).out);
  EXPECT_TRUE(k["results"][0]["explained"]["steps"].empty());
  EXPECT_EQ(k["results"][0]["explained"]["grade"], "extreme");
}

TEST(GenerateCli, LatinSquaresHaveTheHoles) {
  const RunResult r = gen({"--latin", "--order", "6", "--holes", "14", "--format", "json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json res = json::parse(r.out)["results"][0];
  EXPECT_EQ(res["uniqueness"], "unique");
  EXPECT_TRUE(res["generated"]["grade"].is_null());
  const std::string text = res["generated"]["text"];
  EXPECT_EQ(std::count(text.begin(), text.end(), '0'), 14) << text;
  EXPECT_FALSE(has(text, "<") || has(text, ">") || has(text, "^") || has(text, "v"));
}

TEST(GenerateCli, PicturesAndSheets) {
  const RunResult svg = gen({"--format", "svg", "--count", "2"});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  EXPECT_TRUE(has(svg.out, "<svg")) << svg.out.substr(0, 200);
  const RunResult pdf = gen({"--format", "pdf"});
  EXPECT_EQ(pdf.exit_code, 2);
  EXPECT_TRUE(has(pdf.err, "--format pdf needs --output FILE")) << pdf.err;
}

struct Refusal {
  std::vector<std::string> args;
  std::string says;
};

TEST(GenerateCli, RefusesWhatDoesNotApply) {
  const std::vector<Refusal> cases = {
      {{"generate"}, "expected the KIND"},
      {{"generate", "futoshik"}, "did you mean `futoshiki`?"},
      {{"generate", "futoshiki", "zebra"}, "expected one KIND"},
      {{"generate", "futoshiki", "--positions", "5"}, "--positions does not apply"},
      {{"generate", "futoshiki", "--boat", "2"}, "--boat does not apply"},
      {{"generate", "river", "--order", "5"}, "--order does not apply"},
      {{"generate", "river", "--grade", "easy"}, "--grade does not apply"},
      {{"generate", "zebra", "--format", "id"}, "only Futoshiki"},
      {{"generate", "futoshiki", "--grade", "hard"}, "trivial|easy|tricky|extreme|recursive"},
      {{"generate", "futoshiki", "--latin", "--grade", "easy"}, "--grade does not go with --latin"},
      {{"generate", "futoshiki", "--latin", "--adjacent"}, "--adjacent does not go with --latin"},
      {{"generate", "futoshiki", "--holes", "3"}, "--holes goes with --latin"},
      {{"generate", "futoshiki", "--latin", "--order", "4", "--holes", "16"}, "--holes expects"},
      {{"generate", "futoshiki", "--order", "3"}, "--order expects 4 to 64"},
      {{"generate", "futoshiki", "--order", "65"}, "--order expects 4 to 64"},
      {{"generate", "futoshiki", "--count", "0"}, "--count expects"},
      {{"generate", "futoshiki", "--count"}, "--count needs a value"},
      {{"generate", "futoshiki", "--seed", "x"}, "--seed expects"},
      {{"generate", "futoshiki", "--explain"}, "--explain goes with --format json"},
      {{"generate", "futoshiki", "--output", "x.pdf"}, "go with --format pdf"},
      {{"generate", "futoshiki", "--first"}, "--first does not apply to `deduce generate`"},
      {{"solve", "--seed", "3", "x.fut"}, "--seed does not apply to `deduce solve`"},
  };
  for (const Refusal& c : cases) {
    const RunResult r = run_deduce(c.args);
    EXPECT_EQ(r.exit_code, 2) << c.says;
    EXPECT_TRUE(has(r.err, c.says)) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
  }
}

TEST(GenerateCli, HelpListsTheOptions) {
  const RunResult r = run_deduce({"help", "generate"});
  EXPECT_EQ(r.exit_code, 0);
  for (const char* o : {"--seed S", "--count N", "--threads T", "--grade", "--order N",
                        "--adjacent", "--latin", "--holes H", "--explain", "--format"})
    EXPECT_TRUE(has(r.out, o)) << o;
  EXPECT_TRUE(has(run_deduce({"--help"}).out, "generate"));
}

}  // namespace
}  // namespace deduce::testing
