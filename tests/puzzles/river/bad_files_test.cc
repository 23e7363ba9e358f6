// Every malformed file under tests/bad/river must be refused with exit 2 and
// a `file:line:col: message` on stderr, never a crash or a hang; where
// tests/bad/river/expected_locations.txt names the spot, it must be that one,
// and where it gives text, the message must hold it.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "testing/expected_places.h"
#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

TEST(RiverBadFiles, EachGivesExitTwoAndALocatedMessage) {
  const std::string dir = source_path("tests/bad/river");
  const auto locations = read_expected_places(dir + "/expected_locations.txt");
  const auto messages = read_expected_messages(dir + "/expected_locations.txt");
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".river") continue;
    ++files;
    const std::string path = entry.path().string();
    const std::string name = entry.path().filename().string();
    SCOPED_TRACE(name);
    for (const char* command : {"solve", "check"}) {
      const RunResult r = run_deduce({command, path});
      EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
      EXPECT_TRUE(r.out.empty()) << r.out;
      // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on
      // chains of std::string temporaries.
      std::string pattern = "^";
      pattern.append(std::regex_replace(path, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)"));
      pattern.append(R"(:(\d+):(\d+): \S.*\n$)");
      const std::regex located(pattern);
      std::smatch m;
      ASSERT_TRUE(std::regex_match(r.err, m, located)) << r.err;
      auto it = locations.find(name);
      if (it != locations.end()) {
        std::string where = m[1].str();
        where.push_back(':');
        where.append(m[2].str());
        EXPECT_EQ(where, it->second) << r.err;
      }
      auto text = messages.find(name);
      if (text != messages.end()) {
        EXPECT_NE(r.err.find(text->second, path.size()), std::string::npos) << r.err;
      }
    }
  }
  EXPECT_GE(files, 50);
  EXPECT_GE(locations.size(), 50u);
  EXPECT_GE(messages.size(), 10u);
}

}  // namespace
}  // namespace deduce::testing
