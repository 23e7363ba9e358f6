// Orders past 64 from the command line: a grid of order 70 is solved,
// counted and checked; the tools whose candidate masks are one word
// (explain, hint, grade, --split, --candidates) refuse it as bad input with
// the reason and its place (exit 2, never a crash); order 257 is refused by
// the reader.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "testing/memory_cap.h"
#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

using ::testing::HasSubstr;

// The cyclic square of order n, (r + c) mod n + 1, with the cells (i, i)
// and (i, i + n/2), (i + n/2, i), (i + n/2, i + n/2) of the first k
// intercalates blank: 2^k completions.
std::string grid(int n, int k) {
  std::string out = std::to_string(n) + "\n";
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      bool blank = false;
      for (int i = 0; i < k; ++i) {
        const int a = 2 * i, b = a + n / 2;
        blank = blank || ((r == a || r == b) && (c == a || c == b));
      }
      if (c > 0) out += " | ";
      out += blank ? "0" : std::to_string((r + c) % n + 1);
    }
    out += "\n";
    if (r + 1 < n) {
      for (int c = 0; c < n; ++c) out += c > 0 ? " - -" : "-";
      out += "\n";
    }
  }
  return out;
}

TEST(WideCli, OrderSeventyIsSolvedCountedAndChecked) {
  const std::string g = grid(70, 3);
  const RunResult solved = run_deduce({"solve", "--first", "-"}, g);
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_THAT(solved.out, HasSubstr("70"));
  const RunResult counted = run_deduce({"solve", "--count", "-"}, g);
  EXPECT_EQ(counted.exit_code, 0) << counted.err;
  EXPECT_EQ(counted.out, "8\n");
  const RunResult checked = run_deduce({"check", "-"}, g);
  EXPECT_EQ(checked.exit_code, 1) << checked.err;  // valid, but not unique
  EXPECT_THAT(checked.out, HasSubstr("several"));
  const RunResult unique = run_deduce({"check", "-"}, grid(70, 0));
  EXPECT_EQ(unique.exit_code, 0) << unique.err;
}

// The empty square of order 256, the README's "any order up to 256": solved
// with the default strategy, several solutions told, under a 1 GB address
// space (it used 600 MB and found nothing in 20 s before the quick
// completion; now some 20 MB). A limit, not a clock: ulimit -v in the shell.
TEST(WideCli, EmptySquareOf256IsSolvedAndSeveralWithinOneGigabyte) {
  std::string g = "256\n";
  for (int r = 0; r < 256; ++r) {
    for (int c = 0; c < 256; ++c) g += c > 0 ? "|0" : "0";
    g += "\n";
    if (r + 1 < 256) {
      for (int c = 0; c < 256; ++c) g += c > 0 ? " - -" : "-";
      g += "\n";
    }
  }
  for (const char* command : {"solve", "check"}) {
    const RunResult r =
        run_program("/bin/sh",
                    {"-c",
                     address_cap("1048576") + "exec \"$0\" " + command + " --timeout 60 " +
                         (kAddressSanitizer ? "--memory 1024 " : "") + "-",
                     DEDUCE_BINARY},
                    g);
    EXPECT_EQ(r.exit_code, std::string(command) == "solve" ? 0 : 1) << command << r.err;
    EXPECT_THAT(r.out, HasSubstr(std::string(command) == "solve" ? "one of at least 2 solutions"
                                                                 : "several"))
        << command;
  }
}

TEST(WideCli, MaskToolsRefuseOrdersPast64WithTheReason) {
  const std::string g = grid(70, 1);
  const std::vector<std::vector<std::string>> refused = {
      {"explain", "-"},
      {"hint", "-"},
      {"grade", "-"},
      {"solve", "--count", "--split", "2", "-"},
      {"print", "--candidates", "-"},
  };
  for (const auto& args : refused) {
    const RunResult r = run_deduce(args, g);
    EXPECT_EQ(r.exit_code, 2) << args.front() << ": " << r.err;
    EXPECT_THAT(r.err, HasSubstr("<stdin>:1:1:")) << args.front();
    EXPECT_THAT(r.err, HasSubstr("works on orders up to 64; this puzzle has order 70"))
        << args.front();
  }
}

TEST(WideCli, OrderAbove256IsBadInput) {
  const RunResult r = run_deduce({"solve", "-"}, "257\n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, HasSubstr("expected an order from 1 to 256, found 257"));
}

}  // namespace
}  // namespace deduce::testing
