// Every malformed file under tests/bad/river must be refused with exit 2 and
// a `file:line:col: message` on stderr, never a crash or a hang; where
// tests/bad/river/expected_locations.txt names the spot, it must be that one,
// and where it gives text, the message must hold it. In the short form (the
// sanitizer pass) each file runs under one of the two commands, in turn.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <vector>

#include "testing/expected_places.h"
#include "testing/instances.h"
#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

TEST(RiverBadFiles, EachGivesExitTwoAndALocatedMessage) {
  const std::string dir = source_path("tests/bad/river");
  const auto locations = read_expected_places(dir + "/expected_locations.txt");
  const auto messages = read_expected_messages(dir + "/expected_locations.txt");
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".river") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  const int files = static_cast<int>(paths.size());
  const char* const commands[] = {"solve", "check"};
  for (std::size_t file = 0; file < paths.size(); ++file) {
    const std::string path = paths[file].string();
    const std::string name = paths[file].filename().string();
    SCOPED_TRACE(name);
    for (std::size_t c = 0; c < std::size(commands); ++c) {
      if (!sampled_variant(file, c, std::size(commands))) continue;
      const char* command = commands[c];
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
