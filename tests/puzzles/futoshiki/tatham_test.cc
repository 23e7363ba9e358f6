// Cross-checks with Simon Tatham's own "Unequal" (`sgt-unequal`, Debian
// package sgt-puzzles): his program must load every game ID deduce writes,
// difficulty letters included, and the IDs his generator writes must come
// back from deduce letter for letter. Skipped, saying so, where sgt-unequal
// is not installed (or SGT_UNEQUAL names no program).
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

using ::testing::HasSubstr;

// The program named by SGT_UNEQUAL (as scripts/gen/unequal_ids.sh takes it),
// else sgt-unequal on PATH or in /usr/games, where Debian puts it (often not
// on PATH); "" when there is none.
std::string find_sgt_unequal() {
  if (const char* named = std::getenv("SGT_UNEQUAL"); named != nullptr) {
    return access(named, X_OK) == 0 ? named : "";
  }
  const char* path = std::getenv("PATH");
  std::istringstream dirs(std::string(path != nullptr ? path : "") + ":/usr/games");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    if (dir.empty()) continue;
    const std::string candidate = dir + "/sgt-unequal";
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

// Tatham's `--print` reads game IDs from standard input and prints one page a
// puzzle; an ID it does not accept ends it with `error parsing '<id>'`.
testing::RunResult tatham_load(const std::string& program, const std::vector<std::string>& ids) {
  std::string input;
  for (const std::string& id : ids) input += id + "\n";
  return testing::run_program(program, {"--print", "1x1"}, input);
}

int pages(const std::string& postscript) {
  int count = 0;
  for (std::size_t at = postscript.find("%%Page:"); at != std::string::npos;
       at = postscript.find("%%Page:", at + 1)) {
    ++count;
  }
  return count;
}

std::vector<Puzzle> example_puzzles(const std::string& name) {
  const std::string path = testing::source_path("examples/" + name);
  return parse_puzzles(testing::slurp(path), path);
}

class FutoshikiTatham : public ::testing::Test {
 protected:
  void SetUp() override {
    program_ = find_sgt_unequal();
    if (program_.empty()) {
      GTEST_SKIP() << "sgt-unequal is not installed (Debian package sgt-puzzles) or SGT_UNEQUAL "
                      "names no program, so there is nothing to cross-check against";
    }
  }
  std::string program_;
};

TEST_F(FutoshikiTatham, LoadsEveryGameIdDeduceWritesWithEveryDifficulty) {
  std::vector<std::string> ids;
  for (const char* file :
       {"futoshiki_ids.txt", "futoshiki_5x5.fut", "futoshiki_7x7.fut", "futoshiki_9x9.fut"}) {
    for (Puzzle p : example_puzzles(file)) {
      ids.push_back(format_game_id(p));
      for (char letter : kDifficultyLetters) {
        p.difficulty = difficulty_of_letter(letter);
        ids.push_back(format_game_id(p));
      }
    }
  }
  ASSERT_EQ(ids.size(), 10u * 6u);
  int adjacent_with_difficulty = 0;
  for (const std::string& id : ids) adjacent_with_difficulty += id.find("ad") != std::string::npos;
  EXPECT_EQ(adjacent_with_difficulty, 2 * 5);
  const testing::RunResult r = tatham_load(program_, ids);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(pages(r.out), static_cast<int>(ids.size()));
}

TEST_F(FutoshikiTatham, RejectsWhatDeduceRejectsSoTheLoadCheckCanFail) {
  // A one-sided Adjacent flag: both programs refuse it.
  const std::string id = "3a:0R,0,0,0,0,0,0,0,0,";
  const testing::RunResult r = tatham_load(program_, {id});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_THAT(r.err, HasSubstr("error parsing"));
  EXPECT_THROW(parse_game_id(id, "x"), io::InputError);
}

TEST_F(FutoshikiTatham, GeneratedIdsComeBackLetterForLetter) {
  // Fixed seeds, so the puzzles are the same on every run of one version.
  const std::vector<std::string> params = {"4dt",  "5de",  "5dk",  "6dx",  "5dr",
                                           "5adt", "5ade", "5adk", "6adx", "5adr"};
  std::vector<std::string> with_difficulty;
  for (const std::string& param : params) {
    const testing::RunResult r =
        testing::run_program(program_, {"--generate", "1", param + "#deduce"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_FALSE(r.out.empty());
    const std::string id = r.out.substr(0, r.out.find('\n'));
    SCOPED_TRACE(id);
    const Puzzle p = parse_game_id(id, "generated");
    EXPECT_EQ(p.difficulty, Difficulty::kNone);  // his IDs leave the difficulty out
    EXPECT_EQ(format_game_id(p), id);
    // The same ID with the full parameters in front keeps them.
    const std::string full = param + id.substr(id.find(':'));
    const Puzzle q = parse_game_id(full, "full");
    EXPECT_EQ(q.difficulty, difficulty_of_letter(param.back()));
    EXPECT_EQ(format_game_id(q), full);
    with_difficulty.push_back(format_game_id(q));
  }
  const testing::RunResult loaded = tatham_load(program_, with_difficulty);
  EXPECT_EQ(loaded.exit_code, 0) << loaded.err;
  EXPECT_EQ(pages(loaded.out), static_cast<int>(params.size()));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
