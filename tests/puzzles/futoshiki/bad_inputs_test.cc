// Every malformed file under tests/bad/futoshiki/ goes through the binary:
// exit 2, nothing on stdout, and `file:line:col: expected ...` on stderr at the
// place listed in tests/bad/futoshiki/expected.txt (made by
// make_bad_files.py). Nothing may crash or hang.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "testing/expected_places.h"
#include "testing/instances.h"
#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

namespace fs = std::filesystem;

TEST(FutoshikiBadInputs, EachFileExitsTwoWithItsPlace) {
  const auto places = read_expected_places(source_path("tests/bad/futoshiki/expected.txt"));
  ASSERT_GE(places.size(), 50u);
  std::vector<fs::path> paths;
  for (const auto& entry : fs::directory_iterator(source_path("tests/bad/futoshiki"))) {
    const std::string name = entry.path().filename().string();
    if (name != "expected.txt" && name != "make_bad_files.py") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  int seen = 0;
  // In the short form (the sanitizer pass) each file runs under solve or
  // check, in turn.
  for (std::size_t file = 0; file < paths.size(); ++file) {
    const std::string name = paths[file].filename().string();
    ++seen;
    SCOPED_TRACE(name);
    auto it = places.find(name);
    ASSERT_NE(it, places.end()) << "no expected place listed";
    const std::string path = paths[file].string();
    if (sampled_variant(file, 0, 2)) {
      RunResult r = run_deduce({"solve", "--kind", "futoshiki", path});
      EXPECT_EQ(r.exit_code, 2) << r.err;
      EXPECT_TRUE(r.out.empty()) << r.out;
      const std::string prefix = path + ":" + it->second + ": expected ";
      EXPECT_EQ(r.err.rfind(prefix, 0), 0u) << "stderr: " << r.err.substr(0, 300);
      EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one line";
    }
    if (sampled_variant(file, 1, 2)) {
      // check reads the same way (it only keeps values above n).
      RunResult c = run_deduce({"check", "--kind", "futoshiki", path});
      if (name.find("out_of_range") == std::string::npos) {
        EXPECT_EQ(c.exit_code, 2) << c.err;
      } else {
        EXPECT_EQ(c.exit_code, 1) << "check gives a verdict for a value above n";
      }
    }
  }
  EXPECT_EQ(seen, static_cast<int>(places.size()));
}

}  // namespace
}  // namespace deduce::testing
