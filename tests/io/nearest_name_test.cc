// The "did you mean" rule: which misspellings find their name, and which
// words are too far from every name to be offered one.
#include "deduce/io/nearest_name.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace deduce::io {
namespace {

const std::vector<std::string> kPeople = {"alice", "bob", "carol", "dave", "Müller", "英国人"};

TEST(EditDistance, CountsInsertionsDeletionsSubstitutionsAndSwapsOfCodePoints) {
  EXPECT_EQ(edit_distance("alice", "alice"), 0u);
  EXPECT_EQ(edit_distance("alcie", "alice"), 1u);   // neighbours swapped
  EXPECT_EQ(edit_distance("alic", "alice"), 1u);    // one deleted
  EXPECT_EQ(edit_distance("allice", "alice"), 1u);  // one inserted
  EXPECT_EQ(edit_distance("alise", "alice"), 1u);   // one substituted
  EXPECT_EQ(edit_distance("Müler", "Müller"), 1u);  // ü is one code point, two bytes
  EXPECT_EQ(edit_distance("英人", "英国人"), 1u);
  EXPECT_EQ(edit_distance("", "bob"), 3u);
  EXPECT_EQ(edit_distance("ca", "abc"), 3u);  // optimal string alignment: no edit of a swapped pair
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
}

TEST(NearestName, OffersTheNameOneTypoAway) {
  EXPECT_EQ(nearest_name("alcie", kPeople), "alice");
  EXPECT_EQ(nearest_name("crol", kPeople), "carol");
  EXPECT_EQ(nearest_name("Muller", kPeople), "Müller");
  EXPECT_EQ(nearest_name("英国", kPeople), "英国人");
  EXPECT_EQ(nearest_name("bob", kPeople), "bob");  // an exact name is its own nearest
}

TEST(NearestName, CaseAloneIsNearestOfAll) {
  EXPECT_EQ(nearest_name("IS", {"at", "is"}), "is");
  EXPECT_EQ(nearest_name("Category", {"category", "positions"}), "category");
  EXPECT_EQ(nearest_name("ALICE", kPeople), "alice");
}

TEST(NearestName, ThresholdGrowsWithTheWord) {
  // Up to five code points: one edit.
  EXPECT_EQ(nearest_name("dvae", kPeople), "dave");
  EXPECT_EQ(nearest_name("dxvx", kPeople), std::nullopt);
  // Six to eight: two edits.
  EXPECT_EQ(nearest_name("positons", {"positions"}), "positions");
  EXPECT_EQ(nearest_name("pstions", {"positions"}), "positions");
  EXPECT_EQ(nearest_name("pstons", {"positions"}), std::nullopt);
  // Nine: three.
  EXPECT_EQ(nearest_name("ctgory", {"category"}), "category");
  EXPECT_EQ(nearest_name("nationlty", {"nationality"}), "nationality");
}

TEST(NearestName, ShortWordsNeedTheirOwnLettersAndFarWordsGetNothing) {
  EXPECT_EQ(nearest_name("x", {"y", "z"}), std::nullopt);  // one letter: no substitution
  EXPECT_EQ(nearest_name("ab", {"ac"}), "ac");
  EXPECT_EQ(nearest_name("cow", {"dog", "cat", "fish"}), std::nullopt);
  EXPECT_EQ(nearest_name("", kPeople), std::nullopt);
  EXPECT_EQ(nearest_name("alice", {}), std::nullopt);
}

TEST(NearestName, TiesGoToTheFirstCandidate) {
  EXPECT_EQ(nearest_name("cxt", {"cat", "cut"}), "cat");
  EXPECT_EQ(nearest_name("cxt", {"cut", "cat"}), "cut");
  // A nearer candidate later in the list still wins.
  EXPECT_EQ(nearest_name("lefft", {"lift", "left"}), "left");
}

TEST(NearestName, LongWordsGetNoSuggestionAndCostLittle) {
  const std::string long_word(kMaxSuggestLength + 1, 'a');
  EXPECT_EQ(nearest_name(long_word, {long_word + "b"}), std::nullopt);
  const std::string at_limit(kMaxSuggestLength, 'a');
  EXPECT_EQ(nearest_name(at_limit + "b", {at_limit}), std::nullopt);  // 65 code points
  EXPECT_EQ(nearest_name(at_limit.substr(1) + "b", {at_limit}), at_limit);
  // A 100,000-byte candidate is set aside by its length alone.
  EXPECT_EQ(nearest_name("alice", {std::string(100000, 'a'), "alice"}), "alice");
}

TEST(NearestName, MalformedBytesAreComparedAsThemselves) {
  EXPECT_EQ(nearest_name("bo\xff", {"bob"}), "bob");
  EXPECT_EQ(edit_distance("\xff", "\xfe"), 1u);
  EXPECT_EQ(edit_distance("\xff", "\xff"), 0u);
}

}  // namespace
}  // namespace deduce::io
