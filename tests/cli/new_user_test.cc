// What a new user hit, each as a test through the built binary: inputs that
// are not puzzle files, partial results that must say so, puzzles with
// several solutions, one meaning of check, options that do not apply, usage
// errors in deduce's own words, several files in one run.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A scratch file with `content`, removed at the end of the test.
class Scratch {
 public:
  explicit Scratch(const std::string& name, const std::string& content = "") {
    path_ =
        (fs::temp_directory_path() / ("deduce-new-user-" + std::to_string(getpid()) + "-" + name))
            .string();
    std::ofstream(path_, std::ios::binary) << content;
  }
  ~Scratch() { fs::remove_all(path_); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// --- riddles found without --kind -----------------------------------------

TEST(RiddleFoundWithoutKind, LinesTypedWithoutStops) {
  // A riddle typed as a chat, one thought a line and no full stop: an
  // English riddle (it had been refused as no known kind).
  Scratch f("typed.txt",
            "ok puzzle time\n"
            "5 tents pitched in a row, numbered 1-5 going left to right\n"
            "campers are Reece, Sophie, Tariq, Una and Vic\n"
            "everyone cooked one thing: sausages, beans, noodles, burgers or porridge\n"
            "1. Reece is in tent 1\n2. Sophie is in tent 2\n3. Tariq is in tent 3\n"
            "4. Una is in tent 4\n5. Reece had sausages\n6. Sophie had the beans\n"
            "7. Tariq had noodles\n8. Una had the burgers\n"
            "who had the porridge\n");
  const RunResult r = run_deduce({"solve", f.path()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(has(r.out, "Vic")) << r.out;
}

// --- inputs that are not puzzle files: exit 2, one line, no crash ---------

TEST(NotAPuzzleFile, ADirectoryIsExitTwoWithOneLine) {
  const RunResult r = run_deduce({"solve", source_path("examples")});
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_TRUE(has(r.err, "is a directory")) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(NotAPuzzleFile, EveryCommandRefusesADirectory) {
  for (const char* cmd : {"solve", "check", "analyze"}) {
    const RunResult r = run_deduce({cmd, "--kind", "zebra", source_path("examples")});
    EXPECT_EQ(r.exit_code, 2) << cmd << ": " << r.err;
    EXPECT_TRUE(has(r.err, "is a directory")) << r.err;
  }
}

TEST(NotAPuzzleFile, AMissingFileNamesTheReason) {
  const RunResult r = run_deduce({"solve", "/nonexistent/deduce.fut"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(has(r.err, "/nonexistent/deduce.fut:1:1: cannot open file")) << r.err;
}

TEST(NotAPuzzleFile, AnUnreadableFileIsExitTwo) {
  Scratch f("unreadable.fut", "2\n0|0\n---\n0|0\n");
  ASSERT_EQ(chmod(f.path().c_str(), 0), 0);
  if (access(f.path().c_str(), R_OK) == 0) {
    GTEST_SKIP() << "running as a user who reads any file (root): the permission cannot be tested";
  }
  const RunResult r = run_deduce({"solve", f.path()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(has(r.err, "cannot open file: Permission denied")) << r.err;
}

TEST(NotAPuzzleFile, EmptyAndBinaryFilesOfEveryKindAreExitTwo) {
  const std::string binary(
      "\x7f"
      "ELF\x02\x01\x01\x00\x00\xff\xfe",
      11);
  for (const std::string ext : {".fut", ".zebra", ".river", ".txt"}) {
    for (const std::string& content : {std::string(), binary}) {
      Scratch f("input" + ext, content);
      const RunResult r = run_deduce({"solve", f.path()});
      EXPECT_EQ(r.exit_code, 2) << ext << " " << r.err;
      EXPECT_TRUE(has(r.err, f.path() + ":")) << r.err;
    }
  }
}

TEST(NotAPuzzleFile, AnEndlessDeviceIsRefusedNotReadForever) {
  const RunResult r = run_deduce({"solve", "--kind", "futoshiki", "/dev/zero"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(has(r.err, "larger than")) << r.err;
}

// --- partial results say so, in every family ------------------------------

TEST(PartialResults, ACountCutByLimitSaysAtLeastInEveryFamily) {
  for (const std::string& file : {ex("latin2.fut"), ex("loose.zebra"), ex("bridge_torch.river")}) {
    const RunResult t = run_deduce({"solve", "--count", "--limit", "2", file});
    EXPECT_EQ(t.exit_code, 3) << file << t.out;
    EXPECT_TRUE(has(t.out, "at least 2 (stopped: --limit 2)")) << file << ": " << t.out;
    const RunResult j = run_deduce({"solve", "--count", "--limit", "2", "--format", "json", file});
    EXPECT_EQ(j.exit_code, 3);
    const json r = json::parse(j.out)["results"][0];
    EXPECT_EQ(r["count"], 2) << file;
    EXPECT_EQ(r["exact"], false) << file;
    EXPECT_EQ(r["stop"], "solution_limit") << file;
  }
}

TEST(PartialResults, ACountCutByANodeLimitSaysAtLeastInEveryFamily) {
  for (const std::string& file : {ex("latin6.fut"), ex("loose.zebra"), ex("bridge_torch.river")}) {
    const RunResult j =
        run_deduce({"solve", "--count", "--node-limit", "3", "--format", "json", file});
    EXPECT_EQ(j.exit_code, 3) << file << j.out << j.err;
    const json r = json::parse(j.out)["results"][0];
    EXPECT_EQ(r["exact"], false) << file;
    EXPECT_EQ(r["stop"], "node_limit") << file;
    const RunResult t = run_deduce({"solve", "--count", "--node-limit", "3", file});
    EXPECT_TRUE(has(t.out, "(stopped: --node-limit 3)")) << file << t.out;
  }
}

TEST(PartialResults, AnExactCountSaysExact) {
  const RunResult j = run_deduce({"solve", "--count", "--format", "json", ex("loose.zebra")});
  EXPECT_EQ(j.exit_code, 0);
  const json r = json::parse(j.out)["results"][0];
  EXPECT_EQ(r["count"], 42);
  EXPECT_EQ(r["exact"], true);
  EXPECT_EQ(r["stop"], "none");
  EXPECT_EQ(run_deduce({"solve", "--count", ex("loose.zebra")}).out, "42\n");
}

TEST(PartialResults, AListingCutByLimitSaysAtLeast) {
  const RunResult t = run_deduce({"solve", "--limit", "3", ex("loose.zebra")});
  EXPECT_EQ(t.exit_code, 3);
  EXPECT_TRUE(has(t.out, "# at least 3 solutions (stopped: --limit 3)")) << t.out;
  const RunResult all = run_deduce({"solve", "--all", ex("latin2.fut")});
  EXPECT_EQ(all.exit_code, 0);
  EXPECT_TRUE(has(all.out, "# 2 solutions\n")) << all.out;
}

// --- uniqueness is looked for, and said --------------------------------------

TEST(Uniqueness, SolveSaysUniqueForAUniquePuzzleInEveryFamily) {
  EXPECT_TRUE(has(run_deduce({"solve", ex("futoshiki_5x5.fut")}).out, "# unique solution\n"));
  EXPECT_TRUE(has(run_deduce({"solve", ex("einstein.zebra")}).out, "# unique solution\n"));
  EXPECT_TRUE(has(run_deduce({"solve", ex("monks_monsters_3_3_3.river")}).out,
                  "# one of 6 optimal solutions\n"));
}

TEST(Uniqueness, SolveSaysOneOfAtLeastTwoAndTheAsksDiffer) {
  const RunResult t = run_deduce({"solve", ex("loose.zebra")});
  EXPECT_EQ(t.exit_code, 0);
  EXPECT_TRUE(has(t.out, "# one of at least 2 solutions\n")) << t.out;
  EXPECT_TRUE(has(t.out, "(differs between solutions; these are all the answers they give)"))
      << t.out;
  const json r = json::parse(run_deduce({"solve", "--format", "json", ex("loose.zebra")}).out);
  const json& res = r["results"][0];
  EXPECT_EQ(res["uniqueness"], "several");
  EXPECT_EQ(res["exact"], false);
  EXPECT_EQ(res["asks"][0]["differs"], true);
  EXPECT_EQ(res["asks"][0]["all_answers"], true);
  // Every answer some solution gives, and no other: the nationality at the
  // fish's position in each of the 42 solutions listed.
  const json all =
      json::parse(run_deduce({"solve", "--all", "--format", "json", ex("loose.zebra")}).out);
  std::set<std::string> owners;
  for (const json& s : all["results"][0]["solutions"]) {
    const json& pets = s["pet"];
    for (std::size_t k = 0; k < pets.size(); ++k)
      if (pets[k] == "fish") owners.insert(s["nationality"][k].get<std::string>());
  }
  EXPECT_EQ(all["results"][0]["count"], 42);
  std::set<std::string> answered;
  for (const json& a : res["asks"][0]["answer"]) answered.insert(a.get<std::string>());
  EXPECT_EQ(answered, owners);
  // A limit that cuts the look short is said.
  const RunResult cut = run_deduce({"solve", "--node-limit", "30", ex("loose.zebra")});
  EXPECT_TRUE(
      has(cut.out, "or others (differs between solutions; the look for the others was cut short)"))
      << cut.out;
}

// Two solutions that agree on the answer do not make it the answer: the
// solutions are looked through until every one is seen (or each question
// has all its values), and an answer is given alone only when all give it.
TEST(Uniqueness, AnAnswerTwoSolutionsShareIsSaidOnlyWhenEverySolutionGivesIt) {
  const Scratch grid("shared_first_answers.zebra",
                     "positions: 3\n"
                     "category nation: brit dane swede\n"
                     "category pet: cat dog fox\n"
                     "category drink: tea milk soda\n"
                     "1: brit is tea\n"
                     "ask: nation of fox\n");
  const RunResult t = run_deduce({"solve", grid.path()});
  EXPECT_EQ(t.exit_code, 0);
  EXPECT_TRUE(has(t.out,
                  "nation of fox: brit, dane or swede (differs between solutions; these "
                  "are all the answers they give)"))
      << t.out;
  // A grid whose solutions all agree says its one answer, proved.
  const Scratch agreed("shared_answer.zebra",
                       "positions: 3\n"
                       "category nation: brit dane swede\n"
                       "category pet: cat dog fox\n"
                       "1: brit is fox\n"
                       "ask: nation of fox\n");
  const RunResult a = run_deduce({"solve", "--format", "json", agreed.path()});
  const json r = json::parse(a.out)["results"][0];
  EXPECT_EQ(r["uniqueness"], "several");
  EXPECT_EQ(r["asks"][0]["answer"], "brit");
  EXPECT_EQ(r["asks"][0]["differs"], false);
  EXPECT_FALSE(r["asks"][0].contains("all_answers"));
}

TEST(Uniqueness, FirstSkipsTheLook) {
  const RunResult t = run_deduce({"solve", "--first", ex("loose.zebra")});
  EXPECT_EQ(t.exit_code, 0);
  EXPECT_TRUE(has(t.out, "others not looked for (--first)")) << t.out;
  const json r = json::parse(
      run_deduce({"solve", "--first", "--format", "json", ex("latin2.fut")}).out)["results"][0];
  EXPECT_EQ(r["uniqueness"], "not_checked");
}

// --- check means the same everywhere -----------------------------------------

TEST(Check, AGridWithNoSolutionFailsCheck) {
  const RunResult r = run_deduce({"check", ex("errors/no_solution.fut")});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_TRUE(has(r.out, "none: no solution; incomplete and valid")) << r.out;
}

TEST(Check, AGridWithTwoSolutionsFailsCheck) {
  const RunResult r = run_deduce({"check", ex("latin2.fut")});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_TRUE(has(r.out, "several: at least 2 solutions")) << r.out;
}

TEST(Check, AnInvalidGridNamesTheRuleAndItsPlace) {
  const RunResult r = run_deduce({"check", ex("errors/dup.fut")});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(r.out, "dup.fut:3:5: invalid: incomplete and invalid: the value 2 appears twice"))
      << r.out;
}

TEST(Check, TheSameRuleForEveryFamily) {
  struct Case {
    std::string file;
    int exit;
    std::string uniqueness;
  };
  for (const Case& c :
       {Case{ex("futoshiki_5x5.fut"), 0, "unique"}, Case{ex("einstein.zebra"), 0, "unique"},
        Case{ex("loose.zebra"), 1, "several"}, Case{ex("latin2.fut"), 1, "several"},
        Case{ex("bridge_torch.river"), 1, "several"},
        Case{ex("monks_monsters_4_4_2.river"), 1, "none"}}) {
    const RunResult r = run_deduce({"check", "--format", "json", c.file});
    EXPECT_EQ(r.exit_code, c.exit) << c.file;
    EXPECT_EQ(json::parse(r.out)["results"][0]["uniqueness"], c.uniqueness) << c.file;
  }
}

// --- options that do not apply are refused, options that apply work --------

TEST(Options, OptimalIsRefusedOutsideRiverCrossings) {
  for (const std::string& file : {ex("futoshiki_5x5.fut"), ex("einstein.zebra")}) {
    const RunResult r = run_deduce({"solve", "--count", "--optimal", file});
    EXPECT_EQ(r.exit_code, 2) << file;
    EXPECT_TRUE(has(r.err, "--optimal does not apply to")) << r.err;
  }
}

TEST(Options, LimitWorksOnRiverSolve) {
  const RunResult r = run_deduce({"solve", "--limit", "2", ex("bridge_torch.river")});
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_TRUE(has(r.out, "solution 2:")) << r.out;
  EXPECT_FALSE(has(r.out, "solution 3:")) << r.out;
}

TEST(Options, StatsTimeoutAndNodeLimitWorkOnCheck) {
  const RunResult s = run_deduce({"check", "--stats", ex("futoshiki_9x9.fut")});
  EXPECT_TRUE(has(s.out, "# stats: nodes ")) << s.out;
  const RunResult n = run_deduce({"check", "--node-limit", "1", ex("latin6.fut")});
  EXPECT_EQ(n.exit_code, 3) << n.out;
  EXPECT_TRUE(has(n.out, "(stopped: --node-limit 1)")) << n.out;
  const RunResult a = run_deduce({"analyze", "--node-limit", "1", ex("einstein.zebra")});
  EXPECT_EQ(a.exit_code, 3) << a.out;
}

TEST(Options, OptionsThatDoNotApplyToACommandAreRefused) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--all", ex("latin2.fut")},
        {"check", "--count", ex("latin2.fut")},
        {"analyze", "--stats", ex("einstein.zebra")},
        {"analyze", "--first", ex("einstein.zebra")},
        {"analyze", "--limit", "1", ex("einstein.zebra")},
        {"solve", "--first", ex("bridge_torch.river")},
        {"solve", "--count", "--optimal", "--limit", "1", ex("bridge_torch.river")},
        {"solve", "--optimal", ex("bridge_torch.river")},
        {"solve", "--stats", "--format", "json", ex("latin2.fut")},
        {"analyze", ex("futoshiki_5x5.fut")},
        {"analyze", ex("bridge_torch.river")}}) {
    const RunResult r = run_deduce(args);
    EXPECT_EQ(r.exit_code, 2) << args[0] << " " << args[1];
    EXPECT_FALSE(r.err.empty());
  }
}

// --- usage errors in deduce's words ------------------------------------------

TEST(Usage, AnUnknownCommandIsNamedWithTheCommands) {
  const RunResult r = run_deduce({"frobnicate"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(
      r.err,
      "deduce: unknown command `frobnicate`; the commands are solve, check, analyze, explain, "
      "hint, grade, print, generate, translate and serve\n");
  EXPECT_TRUE(has(run_deduce({"slove", "x"}).err, "did you mean `solve`?"));
}

TEST(Usage, BadValuesNameTheWordAndTheAcceptedValues) {
  EXPECT_EQ(run_deduce({"solve", "--limit", "0", "x.fut"}).err,
            "deduce solve: --limit expects a whole number from 1 up, found `0`\n");
  EXPECT_EQ(run_deduce({"solve", "--format", "xml", "x.fut"}).err,
            "deduce solve: --format expects text, json, jsonl, svg or answer, found `xml`\n");
  const RunResult one = run_deduce({"solve", "--format", "1", "x.fut"});
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_TRUE(has(one.err, "found `1`"));
  EXPECT_TRUE(has(run_deduce({"solve", "--format", "jsno", "x.fut"}).err, "did you mean `json`?"));
  EXPECT_TRUE(has(run_deduce({"solve", "--limt", "3", "x.fut"}).err,
                  "unknown option `--limt`; did you mean `--limit`?"));
  EXPECT_TRUE(has(run_deduce({"solve", "--timeout", "-1", "x.fut"}).err, "--timeout"));
  EXPECT_TRUE(has(run_deduce({"solve", "x.fut", "--limit"}).err, "--limit needs a value"));
  for (const std::vector<std::string>& a : {std::vector<std::string>{"solve", "--limit", "0", "x"},
                                            {"solve"},
                                            {},
                                            {"--all", "solve", "x"}}) {
    EXPECT_EQ(run_deduce(a).exit_code, 2);
  }
}

TEST(Usage, HelpAndVersionWorkEveryWay) {
  const RunResult help = run_deduce({"help"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_EQ(help.out, run_deduce({"--help"}).out);
  EXPECT_EQ(help.out, run_deduce({"-h"}).out);
  EXPECT_TRUE(has(help.out, "usage: deduce COMMAND"));
  const RunResult solve = run_deduce({"help", "solve"});
  EXPECT_EQ(solve.out, run_deduce({"solve", "--help"}).out);
  EXPECT_TRUE(has(solve.out, "--optimal")) << solve.out;
  EXPECT_FALSE(has(run_deduce({"help", "check"}).out, "--optimal"));
  const RunResult v = run_deduce({"-V"});
  EXPECT_EQ(v.exit_code, 0);
  EXPECT_EQ(v.out, run_deduce({"--version"}).out);
  EXPECT_TRUE(has(v.out, "deduce "));
}

// --- several files in one run ------------------------------------------------

TEST(SeveralFiles, EachIsReportedAndTheExitCodeIsTheWorst) {
  const RunResult r = run_deduce(
      {"solve", ex("futoshiki_5x5.fut"), ex("einstein.zebra"), ex("errors/no_solution.fut")});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(has(r.out, "# " + ex("futoshiki_5x5.fut"))) << r.out;
  EXPECT_TRUE(has(r.out, "nationality of fish: german")) << r.out;
  EXPECT_TRUE(has(r.out, "# no solution")) << r.out;
  const RunResult bad =
      run_deduce({"solve", "--format", "json", ex("einstein.zebra"), source_path("examples")});
  EXPECT_EQ(bad.exit_code, 2);
  const json doc = json::parse(bad.out);
  ASSERT_EQ(doc["results"].size(), 2u);
  EXPECT_EQ(doc["results"][0]["status"], "solved");
  EXPECT_EQ(doc["results"][1]["record"], "error");
  EXPECT_EQ(doc["exit_code"], 2);
}

TEST(SeveralFiles, JsonIsOneDocumentAndJsonlOneObjectALine) {
  const RunResult j = run_deduce({"solve", "--format", "json", ex("futoshiki_ids.txt")});
  const json doc = json::parse(j.out);  // throws if not one document
  EXPECT_EQ(doc["results"].size(), 7u);
  const RunResult l = run_deduce({"solve", "--format", "jsonl", ex("futoshiki_ids.txt")});
  std::istringstream lines(l.out);
  std::string line;
  int n = 0;
  while (std::getline(lines, line)) {
    EXPECT_EQ(json::parse(line)["record"], "result");
    ++n;
  }
  EXPECT_EQ(n, 7);
}

}  // namespace
}  // namespace deduce::testing
