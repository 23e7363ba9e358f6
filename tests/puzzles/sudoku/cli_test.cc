// The command line on Sudoku input: solve, check, counts, JSON, SVG and a
// batch of puzzles a line each, recognised without --kind; the exit codes
// (0 solved, 1 none or invalid, 2 bad input, 3 stopped). print is
// print_test.cc, generate generate_cli_test.cc.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "deduce/puzzles/sudoku/kernel/count_solutions.h"
#include "puzzles/sudoku/kernel/random_grids.h"
#include "testing/run_binary.h"
#include "testing/spawn_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

// A killer ID Tatham's solver grades Basic, killer Advanced (its cages and sums).
const char kKillerBasic[] =
    "zzzc,__aa_a__a__a__a__aaa_____aa____a_____a___a____aaa_aabaaaaaa_aa____a_a__a__a_a__aaa_aaa___"
    "__aa____aaa,10_14_7a15a7_8c11_10a3a14a8_18a21b12_13f8a4_13_8_3_15c13d16a8_17a9_11_13_13a10f16_"
    "3a13a9a14c5a13c";

const char kPaper[] =
    "53..7....\n"
    "6..195...\n"
    ".98....6.\n"
    "8...6...3\n"
    "4..8.3..1\n"
    "7...2...6\n"
    ".6....28.\n"
    "...419..5\n"
    "....8..79\n";

const char kSolved[] =
    "5 3 4 | 6 7 8 | 9 1 2\n"
    "6 7 2 | 1 9 5 | 3 4 8\n"
    "1 9 8 | 3 4 2 | 5 6 7\n"
    "------+-------+------\n"
    "8 5 9 | 7 6 1 | 4 2 3\n"
    "4 2 6 | 8 5 3 | 7 9 1\n"
    "7 1 3 | 9 2 4 | 8 5 6\n"
    "------+-------+------\n"
    "9 6 1 | 5 3 7 | 2 8 4\n"
    "2 8 7 | 4 1 9 | 6 3 5\n"
    "3 4 5 | 2 8 6 | 1 7 9\n";

TEST(SudokuCli, SolvesANewspaperGridWithoutKind) {
  const RunResult r = run_deduce({"solve", "-"}, kPaper);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, std::string(kSolved) + "# unique solution\n");
}

TEST(SudokuCli, SolvesAGameIdAndWritesTheSolvedId) {
  const RunResult r = run_deduce({"solve", "-"}, "2x2:4e2b1e3\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("2x2:"));
  EXPECT_THAT(r.out, HasSubstr("----+----\n"));
}

TEST(SudokuCli, CountsListsAndLimits) {
  EXPECT_EQ(run_deduce({"solve", "--count", "-"}, "2x2:p\n").out, "288\n");
  // 288 grids over the 4! first rows.
  const RunResult all = run_deduce({"solve", "--all", "-"}, "1234............\n");
  EXPECT_EQ(all.exit_code, 0);
  EXPECT_THAT(all.out, HasSubstr("# 12 solutions"));
  const RunResult limit = run_deduce({"solve", "--count", "--limit", "5", "-"}, "3x3:zzzc\n");
  EXPECT_EQ(limit.exit_code, 3);
  EXPECT_THAT(limit.out, StartsWith("at least 5 (stopped: --limit 5)"));
  const RunResult timeout = run_deduce({"solve", "--count", "--timeout", "0.2", "-"}, "3x3:zzzc\n");
  EXPECT_EQ(timeout.exit_code, 3);
  EXPECT_THAT(timeout.out, HasSubstr("(stopped: --timeout 0.2)"));
  const RunResult nodes = run_deduce({"solve", "--all", "--node-limit", "50", "-"}, "3x3:zzzc\n");
  EXPECT_EQ(nodes.exit_code, 3);
}

// Ctrl-C stops a count of every 9x9 grid (6.7e21 of them) at once, with the
// partial count marked as such, exit 3 (docs/output.md, "The contract").
// Runs deduce with `args` and then a file holding `text`, sends it Ctrl-C
// after `wait_ms` and waits for it to end: what it printed, and the seconds
// it took to stop.
struct Interrupted {
  Finished done;
  double after = 0;
};
Interrupted interrupt_after(std::vector<std::string> args, const std::string& text, int wait_ms) {
  const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                     ("sudoku_cli_test_" + std::to_string(::getpid()) + ".sudoku");
  std::ofstream(file) << text;
  args.push_back(file.string());
  SpawnedDeduce run(args);
  std::this_thread::sleep_for(std::chrono::milliseconds(wait_ms));
  run.send(SIGINT);
  const double sent = now_seconds();
  Interrupted i{run.wait(10), 0};
  i.after = now_seconds() - sent;
  std::filesystem::remove(file);
  return i;
}

TEST(SudokuCli, CtrlCStopsACountWithWhatWasDone) {
  const Interrupted i = interrupt_after({"solve", "--count", "--quiet"}, "3x3:zzzc\n", 400);
  EXPECT_EQ(i.done.exit_code, 3) << i.done.err;
  EXPECT_THAT(i.done.out, StartsWith("at least "));
  EXPECT_THAT(i.done.out, HasSubstr("(stopped: an interrupt)"));
  // 0.2 s is the contract; the slack is for a loaded test machine.
  EXPECT_LT(i.after, 0.5);
}

// What a run said of each puzzle (by its number): the result's words and
// counts, the solutions it wrote (solution records and the result's own), as
// a set: the kernel and the model search in different orders.
struct RunAnswers {
  std::map<int, nlohmann::json> results;
  std::map<int, std::set<std::string>> solutions;
  std::set<std::string> solutions_of(int puzzle) const {
    const auto found = solutions.find(puzzle);
    return found == solutions.end() ? std::set<std::string>{} : found->second;
  }
};

RunAnswers answers_of(const std::string& jsonl) {
  RunAnswers a;
  std::istringstream lines(jsonl);
  for (std::string line; std::getline(lines, line);) {
    nlohmann::json record = nlohmann::json::parse(line);
    if (record["record"] == "solution") {
      a.solutions[record["puzzle"]].insert(record["solution"].dump());
    } else if (record["record"] == "result") {
      nlohmann::json kept;
      for (const char* key :
           {"status", "count", "exact", "uniqueness", "stop", "listed", "exit_code"})
        kept[key] = record[key];
      // check's verdict, but its place (the files differ) and the rule's
      // name (a box is a jigsaw's region).
      if (!record["verdict"].is_null()) kept["verdict"] = record["verdict"]["verdict"];
      for (const auto& s : record["solutions"]) a.solutions[record["puzzle"]].insert(s.dump());
      a.results[record["puzzle"]] = kept;
    }
  }
  return a;
}

// The same random 9x9 puzzles as lines (the kernel's) and as .sudoku jigsaw
// puzzles whose regions are the boxes (the model's): every command and mode
// answers the same, solutions, counts, words and exit codes.
TEST(SudokuCli, KernelAndModelAnswerTheSame) {
  namespace kernel = puzzles::sudoku::kernel;
  // 30 puzzles of each answer: none (no given breaks a rule), one, several.
  std::mt19937_64 rng(3737);
  std::vector<kernel::Grid> picked;
  std::array<int, 3> wanted{30, 30, 30};
  while (picked.size() < 90) {
    const kernel::Grid grid = kernel::testing::random_puzzle(rng, static_cast<int>(rng() % 3));
    const std::uint64_t n = kernel::count_solutions(grid).count;
    if (n == 0 && kernel::testing::breaks_a_rule(grid)) continue;
    if (wanted[n]-- > 0) picked.push_back(grid);
  }
  std::string lines, jigsaws;
  for (const kernel::Grid& grid : picked) {
    std::string line;
    for (const std::uint8_t v : grid) line += static_cast<char>(v == 0 ? '.' : '0' + v);
    lines += line + "\n";
    jigsaws += "sudoku 9 jigsaw\n";
    for (int r = 0; r < 9; ++r) jigsaws += line.substr(9 * r, 9) + "\n";
    jigsaws += "regions\n";
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) jigsaws += static_cast<char>('A' + (r / 3) * 3 + c / 3);
      jigsaws += "\n";
    }
    jigsaws += "\n";
  }
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string tag = std::to_string(::getpid());
  const std::filesystem::path line_file = dir / ("sudoku_engines_" + tag + ".txt");
  const std::filesystem::path jigsaw_file = dir / ("sudoku_engines_" + tag + ".sudoku");
  std::ofstream(line_file) << lines;
  std::ofstream(jigsaw_file) << jigsaws;
  const std::vector<std::vector<std::string>> modes = {{"solve"},
                                                       {"solve", "--first"},
                                                       {"solve", "--all", "--limit", "30"},
                                                       {"solve", "--count", "--limit", "500"},
                                                       {"check"}};
  int several = 0, none = 0;
  for (const auto& mode : modes) {
    std::vector<std::string> args = mode;
    args.insert(args.end(), {"--format", "jsonl", "--quiet"});
    std::vector<std::string> kernel_args = args, model_args = args;
    kernel_args.push_back(line_file.string());
    model_args.push_back(jigsaw_file.string());
    const RunResult fast = run_deduce(kernel_args);
    const RunResult model = run_deduce(model_args);
    EXPECT_EQ(fast.exit_code, model.exit_code) << mode[0] << " " << fast.err;
    const RunAnswers a = answers_of(fast.out);
    const RunAnswers b = answers_of(model.out);
    ASSERT_EQ(a.results.size(), 90u);
    EXPECT_EQ(a.results, b.results) << mode.back();
    for (const auto& [puzzle, result] : a.results) {
      const std::set<std::string> mine = a.solutions_of(puzzle), theirs = b.solutions_of(puzzle);
      // --first, solve's first of several and a listing cut at --limit are
      // any of the solutions: as many of them; a whole listing is the same.
      const bool any = mode.size() == 2 ||
                       (mode.size() == 1 && result["uniqueness"] == "several") ||
                       (mode.size() == 4 && mode[1] == "--all" && result["exact"] == false);
      if (any) {
        EXPECT_EQ(mine.size(), theirs.size()) << "puzzle " << puzzle;
      } else {
        EXPECT_EQ(mine, theirs) << "puzzle " << puzzle;
      }
      several += result["uniqueness"] == "several";
      none += result["status"] == "no_solution";
    }
  }
  std::filesystem::remove(line_file);
  std::filesystem::remove(jigsaw_file);
  EXPECT_EQ(several, 4 * 30);  // all but --first, which does not look
  EXPECT_EQ(none, 5 * 30);
}

TEST(SudokuCli, ChecksWithVerdicts) {
  const RunResult ok = run_deduce({"check", "-"}, kPaper);
  EXPECT_EQ(ok.exit_code, 0);
  EXPECT_THAT(ok.out, HasSubstr("unique: exactly one solution; incomplete and valid: 51 of 81"));
  std::string dup = kPaper;
  dup[2] = '5';  // r1c3 = 5, as r1c1
  const RunResult bad = run_deduce({"check", "-"}, dup);
  EXPECT_EQ(bad.exit_code, 1);
  // Located at the second 5 in the file.
  EXPECT_THAT(bad.out, StartsWith("<stdin>:1:3: invalid: incomplete and invalid: the digit 5 "
                                  "appears twice in row 1: at r1c1 and r1c3"));
  const RunResult json = run_deduce({"check", "--format", "json", "-"}, dup);
  const auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["results"][0]["verdict"]["rule"], "row");
  EXPECT_EQ(j["results"][0]["verdict"]["valid"], false);
  // A killer cage whose sum cannot be made.
  const RunResult cage = run_deduce(
      {"check", "--kind", "sudoku", "-"},
      "sudoku 4 killer\n....\n....\n....\n....\ncages\naabb\nccdd\neeff\ngghh\nsums\na=9\n");
  EXPECT_EQ(cage.exit_code, 1);
  EXPECT_THAT(cage.out, HasSubstr("the cage at r1c1 of 2 cells cannot sum to 9"));
}

TEST(SudokuCli, WritesJsonInTheOneSchema) {
  const RunResult r = run_deduce({"solve", "--format", "json", "-"}, kPaper);
  EXPECT_EQ(r.exit_code, 0);
  const auto j = nlohmann::ordered_json::parse(r.out);
  const auto& result = j["results"][0];
  EXPECT_EQ(result["kind"], "sudoku");
  EXPECT_EQ(result["order"], 9);
  EXPECT_EQ(result["boxes"], nlohmann::ordered_json::parse("[3,3]"));
  EXPECT_EQ(result["solutions"][0][0], nlohmann::ordered_json::parse("[5,3,4,6,7,8,9,1,2]"));
  EXPECT_EQ(result["uniqueness"], "unique");
  EXPECT_TRUE(result.contains("verdict"));
}

TEST(SudokuCli, StreamsABatchOfLines) {
  const std::string batch =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
      "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"
      "11...............................................................................\n";
  const RunResult r = run_deduce({"solve", "--format", "jsonl", "-"}, batch);
  EXPECT_EQ(r.exit_code, 1);  // the third breaks a row
  std::istringstream lines(r.out);
  std::vector<nlohmann::json> results;
  for (std::string line; std::getline(lines, line);) {
    const auto record = nlohmann::json::parse(line);
    if (record["record"] == "result") results.push_back(record);
  }
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[0]["uniqueness"], "unique");
  EXPECT_EQ(results[1]["line"], 2);
  EXPECT_EQ(results[2]["status"], "invalid");
  const RunResult check = run_deduce({"check", "-"}, batch);
  EXPECT_THAT(check.out, HasSubstr("<stdin>:3:2: invalid: incomplete and invalid: the digit 1 "
                                   "appears twice in row 1: at r1c1 and r1c2"));
  const RunResult text = run_deduce({"solve", "-"}, batch.substr(0, 82));
  EXPECT_EQ(text.out,
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n"
            "# unique solution\n");
}

TEST(SudokuCli, DrawsPictures) {
  const RunResult r =
      run_deduce({"solve", "--format", "svg", "-"}, "2x2k:p,a_____aaaaa_a_b_,6a5_7_5d7b6a4a\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("<svg"));
  EXPECT_THAT(r.out, HasSubstr("class=\"cage-line\""));
  EXPECT_THAT(r.out, HasSubstr("stroke-dasharray"));
  EXPECT_THAT(r.out, HasSubstr("class=\"region-line\""));
  EXPECT_THAT(r.out, HasSubstr("Sudoku 4\u00d74 killer, solution"));
}

TEST(SudokuCli, BadInputIsOneLineAndExitTwo) {
  const RunResult r = run_deduce({"solve", "-"}, "3x3:zzz\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "<stdin>:1:8: not enough data in the game ID's grid: 78 of 81 cells\n");
  const RunResult q = run_deduce({"solve", "-"}, "3x3q:zzzc\n");
  EXPECT_EQ(q.exit_code, 2);
  EXPECT_THAT(q.err, StartsWith("<stdin>:1:4: unexpected `q`"));
}

// grade, explain and hint with Solo's ladder (grade_test.cc has the
// agreement with his grades): his grade names, the killer sub-grade, the
// steps in words, the next step from entered cells or the wrong entries.
TEST(SudokuCli, GradesExplainsAndHints) {
  const RunResult g = run_deduce({"grade", "-"}, kPaper);
  EXPECT_EQ(g.exit_code, 0) << g.err;
  EXPECT_EQ(g.out, "<stdin>:1:1: trivial (box_single 51)\n");
  const RunResult j = run_deduce({"grade", "--format", "json", "-"}, "2x3:a2b5c6d4c3_2c4d4c5b1a\n");
  const auto doc = nlohmann::json::parse(j.out);
  const auto& x = doc["results"][0]["explained"];
  EXPECT_EQ(x["grade"], "unreasonable");
  EXPECT_EQ(x["level"], 5);
  EXPECT_TRUE(x["steps"].empty());
  const RunResult k = run_deduce({"grade", "-"}, "3x3k:" + std::string(kKillerBasic) + "\n");
  EXPECT_THAT(k.out, HasSubstr(": basic, killer advanced (")) << k.err;
  const RunResult e = run_deduce({"explain", "-"}, kPaper);
  EXPECT_EQ(e.exit_code, 0);
  EXPECT_THAT(e.out, StartsWith(" 1. r1c6 = 8: 8 can go nowhere else in box 2\n"));
  EXPECT_THAT(e.out, HasSubstr("grade: trivial (box_single 51)"));
  const RunResult h = run_deduce({"hint", "-"}, kPaper);
  EXPECT_EQ(h.out, "hint: r1c6 = 8: 8 can go nowhere else in box 2\n");
}

// explain --format svg: a frame a step, over the candidates before it.
TEST(SudokuCli, DrawsEachStepOverItsCandidates) {
  const RunResult r =
      run_deduce({"explain", "--format", "svg", "-"}, "2x3:a2b5c6d4c3_2c4d4c5b1a\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("<g class=\"frame\" data-step=\"1\">"));
  EXPECT_THAT(
      r.out, HasSubstr("class=\"placed\" x=\"30\" y=\"73.3\" data-cell=\"r2c1\" data-value=\"5\""));
  EXPECT_THAT(r.out, HasSubstr("class=\"strike\""));
  EXPECT_THAT(r.out, HasSubstr("class=\"candidate\""));
  EXPECT_THAT(r.out, HasSubstr("class=\"premise\""));
}

TEST(SudokuCli, HintsFromEnteredCellsOrNamesTheWrongOnes) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string pid = std::to_string(::getpid());
  const std::filesystem::path puzzle = dir / ("sudoku_hint_" + pid + ".sudoku");
  const std::filesystem::path good = dir / ("sudoku_hint_good_" + pid + ".txt");
  const std::filesystem::path bad = dir / ("sudoku_hint_bad_" + pid + ".txt");
  std::ofstream(puzzle) << kPaper;
  std::string entered = kPaper;
  entered[2] = '4';  // r1c3 = 4, the solution's
  std::ofstream(good) << entered;
  entered[2] = '9';  // 9 is in box 1 already
  std::ofstream(bad) << entered;
  const RunResult r = run_deduce({"hint", "--entered", good.string(), puzzle.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, StartsWith("hint: "));
  const RunResult w = run_deduce({"hint", "--entered", bad.string(), puzzle.string()});
  EXPECT_EQ(w.exit_code, 1) << w.err;
  EXPECT_THAT(w.out, HasSubstr("r1c3 = 9 is wrong: the digit 9 appears twice in box 1"));
  const RunResult svg =
      run_deduce({"hint", "--format", "svg", "--entered", bad.string(), puzzle.string()});
  EXPECT_THAT(svg.out, HasSubstr("class=\"wrong\""));
  EXPECT_THAT(svg.out, HasSubstr("data-cell=\"r1c3\" data-value=\"9\""));
  EXPECT_THAT(svg.out, HasSubstr("wrong entry: r1c3 = 9"));
  for (const auto& f : {puzzle, good, bad}) std::filesystem::remove(f);
}

TEST(SudokuCli, LimitsStopTheLadderWithWhatWasDone) {
  const RunResult r =
      run_deduce({"grade", "--node-limit", "5", "-"}, "2x3:a2b5c6d4c3_2c4d4c5b1a\n");
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_THAT(r.out, HasSubstr(": at least "));
  EXPECT_THAT(r.out, HasSubstr("(stopped: --node-limit 5)"));
  // Ctrl-C in a long file of puzzles: the ones graded, then partial, exit 3.
  std::ifstream in(source_path("bench/data/sudoku/solo/3x3du.txt"));
  const std::string ids((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string many;
  for (int k = 0; k < 1000; ++k) many += ids;
  const Interrupted i = interrupt_after({"grade"}, many, 700);
  EXPECT_EQ(i.done.exit_code, 3) << i.done.err;
  EXPECT_THAT(i.done.out, HasSubstr(": unreasonable ("));
  EXPECT_THAT(i.done.out, HasSubstr("(stopped: an interrupt"));
  EXPECT_LT(i.after, 0.5);
}

// A kind whose search runs on one thread refuses --threads and --unordered
// in its own words: a Sudoku's and a river crossing's reason is the same
// and true of both.
TEST(SudokuCli, ThreadsAreRefusedWithATrueReason) {
  const RunResult threads = run_deduce({"solve", "--threads", "2", "-"}, kPaper);
  EXPECT_EQ(threads.exit_code, 2);
  EXPECT_THAT(threads.err, HasSubstr("--threads does not apply to a Sudoku puzzle: its search "
                                     "runs on one thread"));
  const RunResult unordered = run_deduce({"solve", "--all", "--unordered", "-"}, kPaper);
  EXPECT_EQ(unordered.exit_code, 2);
  EXPECT_THAT(unordered.err, HasSubstr("--unordered does not apply to a Sudoku puzzle: its "
                                       "solutions are listed by one search on one thread"));
  for (const RunResult& r : {threads, unordered}) {
    EXPECT_EQ(r.err.find("river"), std::string::npos) << r.err;
  }
  const RunResult river =
      run_deduce({"solve", "--threads", "2", source_path("examples/bridge_torch.river")});
  EXPECT_EQ(river.exit_code, 2);
  EXPECT_THAT(river.err, HasSubstr("--threads does not apply to a river crossing: its search "
                                   "runs on one thread"));
}

}  // namespace
}  // namespace deduce::testing
