// --format svg and deduce print through the binary: one SVG document with a
// picture per solution (or per puzzle), and a PDF of sheets.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>

#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

std::string ex(const std::string& name) {
  return source_path("examples/" + name);
}

std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// A <text> element of class `cls` whose attributes after x and y begin with `attrs`.
bool has_text(const std::string& svg, const std::string& cls, const std::string& attrs) {
  std::string pattern = "<text class=\"";
  pattern += cls;
  pattern += "\" x=\"[^\"]*\" y=\"[^\"]*\" ";
  pattern += attrs;
  return std::regex_search(svg, std::regex(pattern));
}

TEST(SvgCli, SolveDrawsEachSolutionInOneDocument) {
  const RunResult r = run_deduce({"solve", "--all", "--format", "svg", ex("latin2.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("<?xml", 0) == 0 || r.out.rfind("<svg", 0) == 0, true)
      << r.out.substr(0, 80);
  EXPECT_EQ(occurrences(r.out, "</svg>"), 3u) << "the document and one nested picture a solution";
  EXPECT_NE(r.out.find("solution 2"), std::string::npos);
}

TEST(SvgCli, CheckDrawsTheBarePuzzleOfEveryFamily) {
  const RunResult r = run_deduce({"check", "--format", "svg", ex("futoshiki_5x5.fut"),
                                  ex("einstein.zebra"), ex("bridge_torch.river")});
  EXPECT_EQ(r.exit_code, 1) << "bridge and torch has two optimal crossings";
  EXPECT_EQ(occurrences(r.out, "</svg>"), 4u);
  EXPECT_NE(r.out.find("einstein.zebra: Einstein"), std::string::npos);
}

TEST(SvgCli, NothingToDrawIsRefused) {
  EXPECT_EQ(run_deduce({"solve", "--count", "--format", "svg", ex("latin2.fut")}).exit_code, 2);
  EXPECT_EQ(run_deduce({"analyze", "--format", "svg", ex("einstein.zebra")}).exit_code, 2);
  EXPECT_EQ(run_deduce({"grade", "--format", "svg", ex("einstein.zebra")}).exit_code, 2);
}

TEST(SvgCli, ExplainDrawsAFramePerStep) {
  const RunResult text = run_deduce({"explain", ex("futoshiki_5x5.fut")});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::size_t steps = 0;
  for (std::size_t at = 0; at < text.out.size();) {
    std::size_t end = text.out.find('\n', at);
    if (end == std::string::npos) end = text.out.size();
    const std::string line = text.out.substr(at, end - at);
    const std::size_t digits = line.find_first_not_of(' ');
    if (digits != std::string::npos && std::isdigit(static_cast<unsigned char>(line[digits])) &&
        line.find(". ", digits) == line.find_first_not_of("0123456789", digits))
      ++steps;
    at = end + 1;
  }
  ASSERT_GT(steps, 0u);
  const RunResult r = run_deduce({"explain", "--format", "svg", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), steps);
  EXPECT_NE(r.out.find(">1. r1c1 &gt; r1c2"), std::string::npos);
}

TEST(SvgCli, HintDrawsTheOneStep) {
  const RunResult r = run_deduce({"hint", "--format", "svg", ex("einstein.zebra")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 1u);
  EXPECT_EQ(occurrences(r.out, "class=\"placed\""), 1u);
}

TEST(SvgCli, CandidatesDrawPencilMarksOnFutoshikiOnly) {
  const RunResult r =
      run_deduce({"check", "--format", "svg", "--candidates", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"candidates\""), 24u) << "every cell but the given 1";
  EXPECT_EQ(occurrences(run_deduce({"check", "--format", "svg", ex("futoshiki_5x5.fut")}).out,
                        "class=\"candidates\""),
            0u);
  const RunResult text = run_deduce({"check", "--candidates", ex("futoshiki_5x5.fut")});
  EXPECT_EQ(text.exit_code, 2);
  EXPECT_NE(text.err.find("use it with --format svg"), std::string::npos) << text.err;
  const RunResult zebra =
      run_deduce({"check", "--format", "svg", "--candidates", ex("einstein.zebra")});
  EXPECT_EQ(zebra.exit_code, 2);
  EXPECT_NE(zebra.err.find("--candidates does not apply to a logic grid"), std::string::npos)
      << zebra.err;
  EXPECT_EQ(run_deduce({"solve", "--format", "svg", "--candidates", ex("latin2.fut")}).exit_code,
            2);
}

TEST(SvgCli, HintFromEntriesStartsFromThem) {
  const RunResult r = run_deduce({"hint", "--format", "svg", "--entered",
                                  ex("hint/entered_5x5.fut"), ex("futoshiki_5x5.fut")});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 1u);
  EXPECT_TRUE(has_text(r.out, "solved", "data-cell=\"r1c1\"")) << "the entered 3 is drawn";
  EXPECT_TRUE(has_text(r.out, "solved", "data-cell=\"r1c2\""));
}

TEST(SvgCli, HintMarksWrongEntries) {
  const std::string entered = (std::filesystem::temp_directory_path() /
                               ("deduce-entered-" + std::to_string(getpid()) + ".fut"))
                                  .string();
  {
    std::ofstream f(entered);
    f << "5\n3|2|4|0|0\n---------\n0|0|0|0|0\n---------\n0|0|1|0|0\n---------\n"
         "0|0|0|0|0\n---------\n0|0|0|0|0\n";
  }
  const RunResult r =
      run_deduce({"hint", "--format", "svg", "--entered", entered, ex("futoshiki_5x5.fut")});
  std::filesystem::remove(entered);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(occurrences(r.out, "class=\"frame\""), 0u);
  EXPECT_TRUE(has_text(r.out, "wrong", "data-cell=\"r1c3\" data-value=\"4\"")) << r.out;
  EXPECT_NE(r.out.find("wrong entry: r1c3 = 4"), std::string::npos);
}

TEST(PrintCli, WritesOnePdfOfPuzzlesAndAnswers) {
  const std::string pdf = (std::filesystem::temp_directory_path() /
                           ("deduce-print-" + std::to_string(getpid()) + ".pdf"))
                              .string();
  const RunResult r =
      run_deduce({"print", "--per-page", "2", "--output", pdf, ex("futoshiki_5x5.fut"),
                  ex("einstein.zebra"), ex("bridge_torch.river")});
  ASSERT_EQ(r.exit_code, 0) << r.err << " (print needs rsvg-convert: Debian librsvg2-bin)";
  EXPECT_NE(r.err.find("wrote 3 pages (3 puzzles and answers)"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(pdf).rfind("%PDF", 0), 0u);
  std::filesystem::remove(pdf);
}

}  // namespace
}  // namespace deduce::testing
