// Every malformed logic grid under tests/bad/zebra must be refused by
// `deduce solve`, `check` and `analyze` with exit 2, nothing on stdout and exactly one
// `file:line:col: message` line on stderr: never a crash, a hang or a verdict.
// Where tests/bad/zebra/expected.txt names the spot (and text the message
// must hold, such as the unknown value or "did you mean `dog`?"), it must be
// that one. The files are
// made by tests/bad/zebra/make_bad_files.py. In the short form (the sanitizer
// pass) each file runs under one of the three commands, in turn.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <vector>

#include "testing/expected_places.h"
#include "testing/instances.h"
#include "testing/run_binary.h"

namespace deduce::testing {
namespace {

// Reads `PATH:LINE:COL: message\n` (one line, a message that starts with a
// non-space) into "LINE:COL"; false if err has another shape. Parsed by hand:
// std::regex recurses per character and overflows the stack on the message
// about a 100 KB line.
bool located_message(const std::string& err, const std::string& path, std::string& where) {
  if (err.rfind(path + ":", 0) != 0 || err.empty() || err.back() != '\n') return false;
  if (err.find('\n') != err.size() - 1) return false;
  std::size_t i = path.size() + 1;
  where.clear();
  for (int field = 0; field < 2; ++field) {
    const std::size_t digits = i;
    while (i < err.size() && std::isdigit(static_cast<unsigned char>(err[i]))) ++i;
    if (i == digits || i >= err.size() || err[i] != ':') return false;
    where.append(err, digits, i - digits);
    if (field == 0) where.push_back(':');
    ++i;
  }
  return i + 1 < err.size() && err[i] == ' ' &&
         !std::isspace(static_cast<unsigned char>(err[i + 1]));
}

// Runs every .zebra file of `dir`; returns how many there were.
int check_folder(const std::string& dir, const std::map<std::string, std::string>& places,
                 const std::map<std::string, std::string>& messages) {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".zebra") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  const char* const commands[] = {"solve", "check", "analyze"};
  for (std::size_t file = 0; file < paths.size(); ++file) {
    const std::string path = paths[file].string();
    const std::string name = paths[file].filename().string();
    SCOPED_TRACE(name);
    for (std::size_t c = 0; c < std::size(commands); ++c) {
      if (!sampled_variant(file, c, std::size(commands))) continue;
      const char* command = commands[c];
      SCOPED_TRACE(command);
      const RunResult r = run_deduce({command, path});
      EXPECT_EQ(r.exit_code, 2) << r.out.substr(0, 300) << r.err.substr(0, 300);
      EXPECT_TRUE(r.out.empty()) << r.out.substr(0, 300);
      std::string where;
      if (!located_message(r.err, path, where)) {
        ADD_FAILURE() << "not one `file:line:col: message` line: " << r.err.substr(0, 300);
        continue;
      }
      auto it = places.find(name);
      if (it != places.end()) {
        EXPECT_EQ(where, it->second) << r.err;
      }
      auto m = messages.find(name);
      if (m != messages.end()) {
        EXPECT_NE(r.err.find(m->second, path.size()), std::string::npos) << r.err;
      }
    }
  }
  return static_cast<int>(paths.size());
}

TEST(ZebraBadFiles, EachGivesExitTwoAndOneLocatedMessage) {
  const std::string dir = source_path("tests/bad/zebra");
  const auto places = read_expected_places(dir + "/expected.txt");
  const auto messages = read_expected_messages(dir + "/expected.txt");
  EXPECT_GE(check_folder(dir, places, messages), 60);
  EXPECT_GE(places.size(), 10u);
  for (const auto& [name, place] : places) {
    EXPECT_TRUE(std::filesystem::exists(dir + "/" + name)) << name << " listed but missing";
  }
}

}  // namespace
}  // namespace deduce::testing
