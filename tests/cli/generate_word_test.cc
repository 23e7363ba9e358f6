// generate keeps its word (issue 25): what it writes reads back as that
// many puzzles, river crossings are drawn over their whole range without
// repeats and their comment counts the optimal crossings as `check` does,
// and --timeout, --node-limit and Ctrl-C stop it with the puzzles made so
// far (exit 3) instead of reporting that none was found.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "command_line.h"
#include "deduce/budget/limits.h"
#include "run.h"
#include "testing/run_binary.h"

namespace deduce {
namespace {

using testing::run_deduce;

std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(GenerateWord, EveryFamilysOutputReadsBackAsThatManyPuzzles) {
  for (const std::string kind : {"zebra", "river", "futoshiki"}) {
    const auto made = run_deduce({"generate", kind, "--count", "3", "--seed", "2"});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    const std::string path =
        write_temp("three." + std::string(kind == "futoshiki" ? "fut" : kind), made.out);
    const auto checked = run_deduce({"check", path});
    ASSERT_EQ(lines_of(checked.out).size(), 3u) << kind << ":\n" << checked.out << checked.err;
    if (kind != "river") {
      EXPECT_EQ(count_of(checked.out, ": unique:"), 3) << checked.out;
    }
    const auto solved = run_deduce({"solve", path});
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    for (int k = 1; k <= 3; ++k)
      EXPECT_EQ(count_of(solved.out, "(puzzle " + std::to_string(k) + ")"), 1) << solved.out;
  }
}

TEST(GenerateWord, SeveralZebrasWithCommentsBetweenAndErrorLines) {
  const std::string two =
      "puzzle: One\ncategory name: ann bob\ncategory pet: cat dog\n1: ann is cat\n"
      "\n# between\n\npuzzle: Two\ncategory name: cy di\ncategory pet: ant bee\n1: cy is bee\n";
  const auto solved = run_deduce({"solve", write_temp("two.zebra", two)});
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_NE(solved.out.find("two.zebra:1 (puzzle 1)"), std::string::npos) << solved.out;
  EXPECT_NE(solved.out.find("two.zebra:8 (puzzle 2)"), std::string::npos) << solved.out;
  const auto bad = run_deduce({"check", write_temp("bad.zebra", two + "2: cy is dog\n")});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.zebra:12:"), std::string::npos) << bad.err;
}

TEST(GenerateWord, SeveralRiversWithCommentsBetweenAndErrorLines) {
  const std::string two =
      "puzzle: Farm\ngroup farmer 1\ngroup goat 1\nboat 2\nrowers: farmer\n"
      "\n# the classic\npuzzle: Monks\ngroup monk 3\ngroup monster 3\nboat 2\n"
      "forbid: monk > 0 and monster > monk\n";
  const auto checked = run_deduce({"check", write_temp("two.river", two)});
  EXPECT_EQ(checked.exit_code, 1) << checked.err;  // the second has several
  EXPECT_NE(checked.out.find("two.river:1:1: unique"), std::string::npos) << checked.out;
  EXPECT_NE(checked.out.find("two.river:8:1: several: 4 optimal"), std::string::npos)
      << checked.out;
  const auto bad = run_deduce({"check", write_temp("bad.river", two + "boat 3\n")});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.river:13:1: duplicate `boat`"), std::string::npos) << bad.err;
}

// The comment's count of optimal crossings, and check's, of each puzzle.
TEST(GenerateWord, RiversVaryDoNotRepeatAndCountAsCheckDoes) {
  std::set<std::string> sizes, boats;
  for (int seed = 1; seed <= 12; ++seed) {
    const auto r = run_deduce({"generate", "river", "--seed", std::to_string(seed)});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex("group monk (\\d+)\\n")));
    sizes.insert(m[1]);
    ASSERT_TRUE(std::regex_search(r.out, m, std::regex("boat (\\d+)\\n")));
    boats.insert(m[1]);
  }
  EXPECT_GE(sizes.size(), 5u);
  EXPECT_GE(boats.size(), 2u);
  for (const std::string family : {"monks", "couples", "predators"}) {
    const auto r =
        run_deduce({"generate", "river", "--river-family", family, "--count", "8", "--seed", "1"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    std::set<std::string> bodies;
    std::vector<std::string> counted;
    std::string body;
    for (const std::string& l : lines_of(r.out + "\n")) {
      std::smatch m;
      if (std::regex_match(l, m, std::regex("# (\\d+) optimal crossings? of (\\d+) crossings.*")))
        counted.push_back(
            (m[1] == "1" ? std::string("unique: exactly one") : "several: " + m[1].str()) +
            " optimal solution" + (m[1] == "1" ? "" : "s") + " (length " + m[2].str() + ",");
      if (l.empty()) {
        if (!body.empty()) bodies.insert(body);
        body.clear();
      } else if (l[0] != '#') {
        body += l + "\n";
      }
    }
    EXPECT_EQ(bodies.size(), 8u) << family << ":\n" << r.out;
    const auto checked = run_deduce({"check", write_temp(family + ".river", r.out)});
    const auto verdicts = lines_of(checked.out);
    ASSERT_EQ(verdicts.size(), 8u) << checked.out << checked.err;
    ASSERT_EQ(counted.size(), 8u) << r.out;
    for (std::size_t i = 0; i < 8; ++i) {
      EXPECT_NE(verdicts[i].find(counted[i]), std::string::npos)
          << verdicts[i] << " vs " << counted[i];
      EXPECT_EQ(verdicts[i].find("(length 1,"), std::string::npos) << "a single crossing";
    }
  }
}

#if defined(__SANITIZE_ADDRESS__)
// Under AddressSanitizer the first puzzle alone takes about 0.3 s: mapping
// the shadow of each count's subtree cache is system time.
constexpr const char* kGenerateTimeout = "1.5";
#else
constexpr const char* kGenerateTimeout = "0.3";
#endif

TEST(GenerateWord, TimeoutStopsWithThePuzzlesMadeSoFar) {
  const auto r = run_deduce({"generate", "zebra", "--positions", "4", "--categories", "4",
                             "--count", "100000", "--timeout", kGenerateTimeout, "--seed", "3"});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.err, m,
                                std::regex(std::string("made (\\d+) of 100000 puzzles \\(stopped: "
                                                       "--timeout ") +
                                           kGenerateTimeout + "\\)")))
      << r.err;
  const int made = std::stoi(m[1]);
  EXPECT_GT(made, 0);
  EXPECT_EQ(count_of(r.out, "\npuzzle: "), made);
  {
    const auto checked = run_deduce({"check", write_temp("cut.zebra", r.out)});
    EXPECT_EQ(static_cast<int>(lines_of(checked.out).size()), made);
    EXPECT_EQ(count_of(checked.out, ": unique:"), made);
  }
  const auto json = run_deduce({"generate", "zebra", "--positions", "16", "--categories", "16",
                                "--count", "2", "--timeout", "0.2", "--format", "json"});
  EXPECT_EQ(json.exit_code, 3) << json.err;
  EXPECT_NE(json.out.find("\"stop\":\"timeout\",\"exit_code\":3}"), std::string::npos) << json.out;
}

TEST(GenerateWord, NodeLimitStopsEachPuzzleAlike) {
  const auto r = run_deduce({"generate", "zebra", "--count", "3", "--node-limit", "5"});
  EXPECT_EQ(r.exit_code, 3) << r.err;
  EXPECT_NE(r.err.find("made 0 of 3 puzzles (stopped: --node-limit 5)"), std::string::npos)
      << r.err;
  const auto jsonl =
      run_deduce({"generate", "river", "--count", "3", "--node-limit", "1", "--format", "jsonl"});
  EXPECT_EQ(jsonl.exit_code, 3) << jsonl.err;
  EXPECT_NE(jsonl.out.find("{\"record\":\"stop\",\"stop\":\"node_limit\",\"exit_code\":3}"),
            std::string::npos)
      << jsonl.out;
}

// Ctrl-C as the handler leaves it: the flag set. In process, so the flag is
// the run's own.
TEST(GenerateWord, InterruptIsAStopNotNothingFound) {
  for (const std::string kind : {"zebra", "river", "futoshiki"}) {
    std::ostringstream out, err;
    const apps::ParsedLine line =
        apps::parse_command_line({"generate", kind, "--count", "3"}, out, err);
    ASSERT_TRUE(line.request) << err.str();
    budget::g_interrupt_requested.store(true);
    const int code = apps::run(*line.request, out, err);
    budget::g_interrupt_requested.store(false);
    EXPECT_EQ(code, 3) << kind << ": " << err.str();
    EXPECT_NE(err.str().find("made 0 of 3 puzzles (stopped: an interrupt)"), std::string::npos)
        << err.str();
    EXPECT_EQ(err.str().find("found"), std::string::npos) << err.str();
    EXPECT_EQ(out.str(), "");
  }
}

}  // namespace
}  // namespace deduce
