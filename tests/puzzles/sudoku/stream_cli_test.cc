// A Sudoku collection through the binary, read as it comes: each line
// answered as it is alone (byte for byte, across the blocks it is read in),
// the first answers written while the rest of a pipe has not come, a bad
// line told at its place after the lines before it, and a stop marked with
// one record for the lines after it, which are not read. No wall clock is
// measured: the pipe's test waits for an answer that a reader of the whole
// file could not give.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "puzzles/sudoku/kernel/random_grids.h"
#include "testing/run_binary.h"
#include "testing/spawn_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

// `count` random 9x9 puzzles one a line: solved grids with up to 50 holes
// (one or a few solutions, quick to count), every seventh with a given
// changed (often none; some break a rule).
std::string random_collection(int count, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::string text;
  for (int i = 0; i < count; ++i) {
    auto grid = puzzles::sudoku::kernel::testing::random_solved_grid(rng);
    std::vector<int> cells(81);
    for (int k = 0; k < 81; ++k) cells[k] = k;
    std::shuffle(cells.begin(), cells.end(), rng);
    const int holes = static_cast<int>(rng() % 51);
    for (int k = 0; k < holes; ++k) grid[cells[k]] = 0;
    if (i % 7 == 6) grid[cells[80]] = static_cast<std::uint8_t>(1 + rng() % 9);
    for (const auto d : grid) text += d == 0 ? '.' : static_cast<char>('0' + d);
    text += '\n';
  }
  return text;
}

std::vector<std::string> stream_lines(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    lines.push_back(text.substr(at, end + 1 - at));
    at = end + 1;
  }
  return lines;
}

// The text output of a batch cut into each puzzle's part, its heading
// (`# <stdin>:LINE (puzzle N)`) and the blank line between parts left out.
std::vector<std::string> parts_of(const std::string& out, bool blank_between) {
  std::vector<std::string> parts;
  for (std::size_t at = 0; at < out.size();) {
    EXPECT_TRUE(out.compare(at, 10, "# <stdin>:") == 0) << out.substr(at, 80);
    const std::size_t body = out.find('\n', at) + 1;
    std::size_t next = out.find("\n# <stdin>:", body);
    next = next == std::string::npos ? out.size() : next + 1;
    std::string part = out.substr(body, next - body);
    if (blank_between && next < out.size()) part.pop_back();  // the blank line
    parts.push_back(part);
    at = next;
  }
  return parts;
}

// 900 lines: longer than a block of the reader (64 KiB, 799 lines), so the
// batch is read in two pieces; the lines near the cut and at both ends are
// each run alone and must be answered the same, byte for byte.
TEST(SudokuStreamCli, EachLineIsAnsweredAsItIsAlone) {
  const std::string text = random_collection(900, 7);
  const std::vector<std::string> lines = stream_lines(text);
  for (const std::vector<std::string>& mode : std::vector<std::vector<std::string>>{
           {"solve"}, {"solve", "--count"}, {"solve", "--limit", "2"}, {"grade"}}) {
    SCOPED_TRACE(mode.back());
    std::vector<std::string> args = mode;
    args.push_back("-");
    const RunResult batch = run_deduce(args, text);
    // 3: --limit 2 stopped a listing of more
    ASSERT_TRUE(batch.exit_code <= 1 || batch.exit_code == 3) << batch.err;
    if (mode[0] == "grade") {  // a line each, named by its place
      const std::vector<std::string> out = output_lines(batch.out);
      ASSERT_EQ(out.size(), lines.size());
      for (const int i : {0, 1, 798, 799, 899}) {
        const RunResult alone = run_deduce(args, lines[i]);
        EXPECT_EQ(out[i],
                  "<stdin>:" + std::to_string(i + 1) + alone.out.substr(9, alone.out.size() - 10));
      }
      continue;
    }
    const std::vector<std::string> parts = parts_of(batch.out, mode.size() != 2);
    ASSERT_EQ(parts.size(), lines.size());
    for (int i = 0; i < 900; i += (i >= 790 && i < 810) || i < 5 || i > 895 ? 1 : 37) {
      // Alone, the line is line 1.
      std::string alone = run_deduce(args, lines[i]).out;
      if (const std::size_t at = alone.find("<stdin>:1:"); at != std::string::npos)
        alone.replace(at, 10, "<stdin>:" + std::to_string(i + 1) + ":");
      EXPECT_EQ(parts[i], alone) << "line " << i + 1;
    }
  }
}

// deduce with its standard input and output on pipes the test holds.
class PipedDeduce {
 public:
  explicit PipedDeduce(const std::vector<std::string>& args) {
    std::signal(SIGPIPE, SIG_IGN);
    int in[2], out[2];
    EXPECT_EQ(::pipe2(in, O_CLOEXEC), 0);
    EXPECT_EQ(::pipe2(out, O_CLOEXEC), 0);
    pid_ = ::fork();
    if (pid_ == 0) {
      ::dup2(in[0], STDIN_FILENO);
      ::dup2(out[1], STDOUT_FILENO);
      const int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, STDERR_FILENO);
      std::vector<std::string> all{DEDUCE_BINARY};
      all.insert(all.end(), args.begin(), args.end());
      std::vector<char*> argv;
      for (std::string& a : all) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execv(DEDUCE_BINARY, argv.data());
      std::_Exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    to_ = in[1];
    from_ = out[0];
  }
  ~PipedDeduce() {
    close_input();
    if (from_ >= 0) ::close(from_);
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }

  void write(const std::string& s) {
    for (std::size_t at = 0; at < s.size();) {
      const ssize_t n = ::write(to_, s.data() + at, s.size() - at);
      ASSERT_GT(n, 0);
      at += static_cast<std::size_t>(n);
    }
  }
  void close_input() {
    if (to_ >= 0) ::close(to_);
    to_ = -1;
  }
  void signal(int s) const { ::kill(pid_, s); }

  // Reads the output until it holds `text`; false when it ends first. A
  // guard of two minutes keeps a broken reader from hanging the suite; it
  // measures nothing.
  bool read_until(const std::string& text) {
    while (out_.find(text) == std::string::npos) {
      pollfd p{from_, POLLIN, 0};
      if (::poll(&p, 1, 120000) <= 0) return false;
      char block[4096];
      const ssize_t n = ::read(from_, block, sizeof block);
      if (n <= 0) return false;
      out_.append(block, static_cast<std::size_t>(n));
    }
    return true;
  }
  // Closes its input, reads its output to the end and returns its exit code.
  int finish() {
    close_input();
    read_until(std::string(1, '\0'));  // to the end
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  }
  const std::string& out() const { return out_; }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  std::string out_;
};

// The first answers come while the pipe holds two lines and stays open: a
// reader of the whole file would wait for its end, which comes only after.
TEST(SudokuStreamCli, TheFirstAnswersComeBeforeThePipeEnds) {
  const std::string text = random_collection(40, 11);
  const std::size_t two = text.find('\n', text.find('\n') + 1) + 1;
  PipedDeduce d({"solve", "-"});
  d.write(text.substr(0, two));
  ASSERT_TRUE(d.read_until("(puzzle 2)\n")) << d.out();
  EXPECT_THAT(d.out(), StartsWith("# <stdin>:1 (puzzle 1)\n"));
  d.write(text.substr(two));
  const int code = d.finish();
  const RunResult whole = run_deduce({"solve", "-"}, text);
  EXPECT_EQ(code, whole.exit_code);
  EXPECT_EQ(d.out(), whole.out);
}

// JSON Lines says the same of a puzzle whether more follow: its first
// record comes with the pipe's first line.
TEST(SudokuStreamCli, TheFirstJsonRecordComesWithTheFirstLine) {
  const std::string text = random_collection(20, 23);
  const std::size_t one = text.find('\n') + 1;
  PipedDeduce d({"solve", "--format", "jsonl", "-"});
  d.write(text.substr(0, one));
  ASSERT_TRUE(d.read_until("\n")) << d.out();
  EXPECT_THAT(d.out(), StartsWith("{\"record\":\"result\",\"file\":\"<stdin>\",\"puzzle\":1,"));
  d.write(text.substr(one));
  EXPECT_EQ(d.finish(), run_deduce({"solve", "--format", "jsonl", "-"}, text).exit_code);
  EXPECT_EQ(output_lines(d.out()).size(), 20u);
}

// Ctrl-C while a line is being counted (the empty grid's count never ends):
// the line before is answered, the count cut, and the lines after it are
// not read: one line says the file was not started from line 3 on; exit 3.
TEST(SudokuStreamCli, CtrlCReportsTheRestOfTheFileInOneLine) {
  std::vector<std::string> lines = stream_lines(random_collection(30, 13));
  lines[1] = std::string(81, '.') + "\n";
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("sudoku_stream_cli_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream file(path);
    for (const std::string& l : lines) file << l;
  }
  SpawnedDeduce d({"solve", "--count", "--quiet", path.string()});
  // Wherever it is then, puzzle 2's count has not ended; the wait only lets
  // it start (a stop before is reported the same way).
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  d.send(SIGINT);
  const Finished f = d.wait();
  std::filesystem::remove(path);
  EXPECT_EQ(f.exit_code, 3) << f.err;
  EXPECT_THAT(f.out, StartsWith("# " + path.string() + ":1 (puzzle 1)\n"));
  // Puzzle 2 is cut, or reported with the rest if the stop came first.
  const std::string rest =
      ": not started from line 3 (puzzle 3) on; the rest of the file is not "
      "read, so how many puzzles it holds is not known (stopped: an "
      "interrupt)\n";
  const std::string rest_at_2 =
      ": not started from line 2 (puzzle 2) on; the rest of the file is "
      "not read, so how many puzzles it holds is not known (stopped: an "
      "interrupt)\n";
  const bool cut = f.out.find(":2 (puzzle 2)\n") != std::string::npos;
  EXPECT_THAT(f.out, HasSubstr("\n# " + path.string() + (cut ? ":3" + rest : ":2" + rest_at_2)));
  EXPECT_TRUE(f.out.ends_with(cut ? rest : rest_at_2)) << f.out;
  EXPECT_EQ(f.out.find(":3 (puzzle 3)"), std::string::npos);  // no line after it reported
  EXPECT_EQ(f.out.find("; not started)"), std::string::npos);
}

// Ctrl-C while a pipe has stopped sending ends the run with what was done:
// the lines that have not come cannot be reported, and are not waited for.
TEST(SudokuStreamCli, CtrlCEndsTheWaitForAPipeThatSendsNoMore) {
  const std::string text = random_collection(2, 29);
  PipedDeduce d({"solve", "--quiet", "-"});
  d.write(text);  // and the pipe stays open
  ASSERT_TRUE(d.read_until("(puzzle 2)\n")) << d.out();
  ASSERT_TRUE(d.read_until("solution")) << d.out();
  d.signal(SIGINT);
  EXPECT_FALSE(d.read_until(std::string(1, '\0')));  // its output ends: it has exited
  EXPECT_EQ(d.finish(), 3) << d.out();
  EXPECT_THAT(d.out(), StartsWith("# <stdin>:1 (puzzle 1)\n"));
  // JSON Lines ends with the stop.
  PipedDeduce j({"solve", "--quiet", "--format", "jsonl", "-"});
  j.write(text);
  ASSERT_TRUE(j.read_until("\"puzzle\":2,")) << j.out();
  ASSERT_TRUE(j.read_until("\n")) << j.out();
  j.signal(SIGINT);
  EXPECT_FALSE(j.read_until(std::string(1, '\0')));
  EXPECT_EQ(j.finish(), 3);
  EXPECT_THAT(j.out(),
              HasSubstr("{\"record\":\"stop\",\"stop\":\"interrupted\",\"exit_code\":3}\n"));
}

TEST(SudokuStreamCli, ABadLineIsToldAfterTheLinesBeforeItAndEndsTheFile) {
  std::string text = random_collection(5, 17);
  const std::size_t third = text.find('\n', text.find('\n', text.find('\n') + 1) + 1) + 1;
  text.insert(third, std::string(80, '.') + "\n");  // line 4: 80 cells
  const RunResult r = run_deduce({"solve", "--format", "jsonl", "-"}, text);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("<stdin>:4:81: a line of 80 cells"));
  EXPECT_EQ(output_lines(r.err).size(), 1u);
  const std::vector<std::string> records = output_lines(r.out);
  ASSERT_EQ(records.size(), 4u);  // three results, then the error
  for (int i = 0; i < 3; ++i) EXPECT_THAT(records[i], StartsWith("{\"record\":\"result\""));
  EXPECT_THAT(records[3], StartsWith("{\"record\":\"error\""));
}

// A spent --run-timeout starts no line: the file, and each file after it in
// the batch, is reported in one record from its first line, text and JSON
// alike, and the rest of it is not read.
TEST(SudokuStreamCli, ARunTimeoutReportsEachFileInOneRecord) {
  const std::string text = random_collection(1000, 19);
  const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                     ("sudoku_stream_rt_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream file(path);
    file << "# a comment first\n" << text;
  }
  const std::string rest =
      " on; the rest of the file is not read, so how many puzzles it holds is not known "
      "(stopped: --run-timeout 1e-09)";
  const RunResult r =
      run_deduce({"solve", "--count", "--run-timeout", "1e-9", "-", path.string()}, text);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(output_lines(r.out),
            (std::vector<std::string>{
                "# <stdin>:1: not started from line 1 (puzzle 1)" + rest,
                "# " + path.string() + ":2: not started from line 2 (puzzle 1)" + rest}));
  const RunResult j =
      run_deduce({"solve", "--run-timeout", "1e-9", "--format", "jsonl", "-", path.string()}, text);
  std::filesystem::remove(path);
  EXPECT_EQ(j.exit_code, 3);
  EXPECT_EQ(output_lines(j.out),
            (std::vector<std::string>{
                R"({"record":"not_started","file":"<stdin>","line":1,"puzzle":1,)"
                R"("stop":"run_timeout","exit_code":3})",
                R"({"record":"not_started","file":")" + path.string() +
                    R"(","line":2,"puzzle":1,"stop":"run_timeout","exit_code":3})"}));
}

}  // namespace
}  // namespace deduce::testing
