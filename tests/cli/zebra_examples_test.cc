// The logic grids under examples/ and bench/data/zebra/ that carry their
// answer in comments (the Life 1962 puzzle and the unique grids made by
// scripts/gen/zebra_gen.py) go through
// the binary: exactly one solution, the one written down, the written answer
// to each `ask:`; and a generated grid is minimal: without any one of its
// clues it has more than one solution.
//
// The answer comments read `#   CATEGORY  V1 V2 ... VN` (values by position)
// and `#   so: CATEGORY of VALUE is ANSWER`.
//
// The published-style examples (the published-puzzle statements of the format: no positions,
// circles, maps, ordered numbers, combinators, the position and `at` asks) keep their answer
// in a file beside them, examples/NAME.solution: a line `CATEGORY V1 ... VN`
// per category (without positions: in the order of the first category's
// values) and a line `answer A` per `ask:`, in file order.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

struct Written {
  std::string text;
  std::map<std::string, std::vector<std::string>> solution;  // category -> values by position
  std::map<std::string, std::string> answers;                // "CATEGORY of VALUE" -> answer
  std::vector<std::string> clue_lines;                       // `LABEL: STATEMENT` lines
};

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> w;
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

Written read_written(const std::string& path) {
  std::ifstream in(path);
  std::stringstream all;
  all << in.rdbuf();
  Written w;
  w.text = all.str();
  std::vector<std::string> categories;
  std::vector<std::vector<std::string>> comment_rows;
  std::istringstream lines(w.text);
  for (std::string line; std::getline(lines, line);) {
    auto ws = words(line);
    if (ws.empty()) continue;
    if (ws[0] == "#") {
      if (ws.size() == 7 && ws[1] == "so:" && ws[3] == "of" && ws[5] == "is")
        w.answers[ws[2] + " of " + ws[4]] = ws[6];
      else
        comment_rows.push_back(std::vector<std::string>(ws.begin() + 1, ws.end()));
    } else if (ws[0] == "category" && ws.size() > 1) {
      categories.push_back(ws[1].substr(0, ws[1].find(':')));
    } else if (ws[0].back() == ':' && ws[0] != "puzzle:" && ws[0] != "positions:" &&
               ws[0] != "ask:") {
      w.clue_lines.push_back(line);
    }
  }
  for (const auto& row : comment_rows) {
    for (const auto& c : categories)
      if (!row.empty() && row[0] == c)
        w.solution[c] = std::vector<std::string>(row.begin() + 1, row.end());
  }
  return w;
}

// The .zebra files of examples/ and bench/data/zebra/ that write their answer
// down, but for grids of more than 100 clues (the 12x12 takes a second).
std::vector<std::string> examples_with_answers() {
  std::vector<std::string> files;
  for (const char* dir : {"examples", "bench/data/zebra"}) {
    for (const auto& e : std::filesystem::directory_iterator(source_path(dir))) {
      if (e.path().extension() != ".zebra") continue;
      const Written w = read_written(e.path().string());
      if (w.answers.empty() || w.clue_lines.size() > 100) continue;
      files.push_back(e.path().string());
    }
  }
  return files;
}

TEST(ZebraExamples, EachHasExactlyTheWrittenSolutionAndAnswers) {
  const auto files = examples_with_answers();
  EXPECT_GE(files.size(), 6u) << "the Life puzzle, three examples, two benchmark grids";
  for (const auto& path : files) {
    SCOPED_TRACE(path);
    const Written w = read_written(path);
    ASSERT_FALSE(w.solution.empty()) << "no answer table in the comments";
    const RunResult r = run_deduce({"solve", "--limit", "2", "--format", "json", path});
    // Exit 0: the search for a second solution ran to its end without meeting --limit.
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    ASSERT_EQ(doc["results"].size(), 1u);
    const auto& j = doc["results"][0];
    EXPECT_EQ(j["count"], 1) << "unique";
    EXPECT_EQ(j["exact"], true) << "unique";
    EXPECT_EQ(j["stop"], "none");
    ASSERT_EQ(j["solutions"].size(), 1u);
    for (const auto& [category, values] : w.solution) {
      EXPECT_EQ(j["solutions"][0][category].get<std::vector<std::string>>(), values) << category;
    }
    EXPECT_EQ(j["solutions"][0].size(), w.solution.size());
    std::map<std::string, std::string> answers;
    for (const auto& a : j["asks"]) {
      answers[a["category"].get<std::string>() + " of " + a["value"].get<std::string>()] =
          a["answer"];
    }
    EXPECT_EQ(answers, w.answers);
  }
}

TEST(ZebraExamples, GeneratedGridsAreMinimal) {
  int grids = 0;
  for (const auto& path : examples_with_answers()) {
    const Written w = read_written(path);
    if (w.text.find("# made by: scripts/gen/zebra_gen.py") == std::string::npos) continue;
    if (w.clue_lines.size() > 60) continue;  // the larger grids: kept quick
    ++grids;
    SCOPED_TRACE(path);
    for (const auto& clue : w.clue_lines) {
      std::string text = w.text;
      text.erase(text.find(clue + "\n"), clue.size() + 1);
      // Counting stops at the second solution: exit 3 (--limit met, a partial count).
      const RunResult r =
          run_deduce({"solve", "--kind", "zebra", "--count", "--limit", "2", "-"}, text);
      EXPECT_EQ(r.exit_code, 3) << r.err;
      EXPECT_EQ(r.out, "at least 2 (stopped: --limit 2)\n")
          << "still unique without `" << clue << "`";
    }
  }
  EXPECT_GE(grids, 2);
}

struct SolutionFile {
  std::map<std::string, std::vector<std::string>> solution;
  std::vector<std::string> answers;
};

SolutionFile read_solution_file(const std::string& path) {
  std::ifstream in(path);
  SolutionFile f;
  for (std::string line; std::getline(in, line);) {
    auto ws = words(line);
    if (ws.empty() || ws[0][0] == '#') continue;
    if (ws[0] == "answer" && ws.size() == 2)
      f.answers.push_back(ws[1]);
    else
      f.solution[ws[0]] = std::vector<std::string>(ws.begin() + 1, ws.end());
  }
  return f;
}

// An ask's answer as written in a .solution file: a value's name, or a number
// for `ask: position of VALUE`.
std::string answer_text(const nlohmann::json& answer) {
  return answer.is_string() ? answer.get<std::string>() : answer.dump();
}

TEST(ZebraExamples, PublishedStyleExamplesHaveTheirWrittenSolution) {
  int checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(source_path("examples"))) {
    if (e.path().extension() != ".solution") continue;
    auto puzzle = e.path();
    puzzle.replace_extension(".zebra");
    if (!std::filesystem::exists(puzzle)) continue;  // a Futoshiki solution
    ++checked;
    SCOPED_TRACE(puzzle.string());
    const SolutionFile want = read_solution_file(e.path().string());
    ASSERT_FALSE(want.solution.empty());
    const RunResult r = run_deduce({"solve", "--limit", "2", "--format", "json", puzzle.string()});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto doc = nlohmann::json::parse(r.out);
    ASSERT_EQ(doc["results"].size(), 1u);
    const auto& j = doc["results"][0];
    EXPECT_EQ(j["count"], 1) << "unique";
    EXPECT_EQ(j["exact"], true) << "unique";
    ASSERT_EQ(j["solutions"].size(), 1u);
    for (const auto& [category, values] : want.solution) {
      EXPECT_EQ(j["solutions"][0][category].get<std::vector<std::string>>(), values) << category;
    }
    EXPECT_EQ(j["solutions"][0].size(), want.solution.size());
    std::vector<std::string> answers;
    for (const auto& a : j["asks"]) answers.push_back(answer_text(a["answer"]));
    EXPECT_EQ(answers, want.answers);
  }
  EXPECT_GE(checked, 6) << "the published-style examples";
}

}  // namespace
}  // namespace deduce::testing
