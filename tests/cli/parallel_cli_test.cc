// The parallel searches through the binary: solve --all (in order and
// --unordered), solve --count, check and analyze give the same output on 1
// and 4 threads, for a Futoshiki with many solutions and a logic grid with
// 42. The writers run on the workers' solutions (the sink, under a lock), so
// under make test-tsan this is where a race between a worker and the
// printing would show: a report makes the binary exit 66, and the test fail.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

// The 5x5 of examples/futoshiki_5x5.fut with most of its signs taken away:
// many solutions, and subproblems of uneven size.
const char* const kLoose5 =
    "5\n"
    "0 > 0 | 0 | 0 | 0\n"
    "- - - - - - - - -\n"
    "0 | 0 | 0 | 0 | 0\n"
    "- - - - - - - - v\n"
    "0 | 0 | 1 | 0 | 0\n"
    "- - - - - - - - -\n"
    "0 | 0 | 0 < 0 | 0\n"
    "- - - - - - - - -\n"
    "0 | 0 | 0 < 0 < 0\n";

std::string write_temp(const std::string& name, const std::string& text) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("deduce_parallel_cli_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::filesystem::path p = dir / name;
  std::ofstream(p) << text;
  return p.string();
}

RunResult run_on(std::vector<std::string> args, int threads) {
  args.insert(args.end(), {"--threads", std::to_string(threads)});
  return run_deduce(args);
}

// The solution records of a JSON-lines listing, sorted: an unordered
// listing holds the same ones (the result record carries timings).
std::vector<std::string> sorted_solutions(const std::string& jsonl) {
  std::vector<std::string> v;
  std::istringstream in(jsonl);
  for (std::string l; std::getline(in, l);)
    if (l.find("\"record\":\"solution\"") != std::string::npos) v.push_back(l);
  std::sort(v.begin(), v.end());
  return v;
}

// The text output (no timings in it) and the exit code are the same on 1
// and 4 threads.
void expect_same_on_any_thread_count(const std::vector<std::string>& args, int exit_code = 0) {
  const RunResult one = run_on(args, 1);
  ASSERT_EQ(one.exit_code, exit_code) << one.err;
  ASSERT_FALSE(one.out.empty() && one.err.empty());
  const RunResult four = run_on(args, 4);
  EXPECT_EQ(four.exit_code, exit_code) << four.err;
  EXPECT_EQ(four.out, one.out);
  EXPECT_EQ(four.err, one.err);
}

// --all --unordered on 4 threads lists the same solutions as one thread.
void expect_same_solutions_unordered(const std::string& file, std::size_t count) {
  const RunResult one = run_on({"solve", "--all", "--format", "jsonl", file}, 1);
  const RunResult any = run_on({"solve", "--all", "--unordered", "--format", "jsonl", file}, 4);
  ASSERT_EQ(one.exit_code, 0) << one.err;
  ASSERT_EQ(any.exit_code, 0) << any.err;
  const std::vector<std::string> listed = sorted_solutions(any.out);
  EXPECT_EQ(listed.size(), count);
  EXPECT_EQ(listed, sorted_solutions(one.out));
}

TEST(ParallelCli, FutoshikiListsCountsAndChecksTheSameOnAnyThreadCount) {
  const std::string file = write_temp("loose5.fut", kLoose5);
  expect_same_on_any_thread_count({"solve", "--all", file});
  expect_same_on_any_thread_count({"solve", "--count", file});
  expect_same_on_any_thread_count({"check", file}, 1);  // several solutions
  expect_same_solutions_unordered(file, 126);
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
}

TEST(ParallelCli, LogicGridListsCountsAndAnalysesTheSameOnAnyThreadCount) {
  const std::string loose = source_path("examples/loose.zebra");
  expect_same_on_any_thread_count({"solve", "--all", loose});
  expect_same_on_any_thread_count({"solve", "--count", loose});
  expect_same_on_any_thread_count({"analyze", source_path("examples/einstein.zebra")});
  expect_same_solutions_unordered(loose, 42);
}

}  // namespace
}  // namespace deduce::testing
