// Rows whose places carry labels of their own (labelled_rows.h): `the four
// rooms at our end of the hall: 301, 302, 303 and 304. 301 is on the far
// left and they go in order, so 304 is on the far right`, `the three seats
// C4 to C6 ... C4 on the left and C6 on the right`; a place said by its
// position and again by its label; `Which room is Cy in?` answered by the
// label. Riddles of our own, each with one solution (counted below, and
// worked by hand in the comments).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::error_of;
using testing_english::zebra_of;

// Ana is two doors left of Cy: 1 and 3, or 2 and 4. The art major between
// them; the law major at 4 is not Cy, so Ana 1, Cy 3, art at 2 (Di, who is
// not at 4), Ben at 4 (law), Ana music (301), Cy math.
const std::string kDorm =
    "Our RA made a puzzle about the four rooms at our end of the hall: 301, 302, 303 and 304. "
    "301 is on the far left and they go in order, so 304 is on the far right. The four of us are "
    "Ana, Ben, Cy and Di, and we all have different majors (art, law, math and music).\n\n"
    "1. Ana has the room exactly two doors to the left of Cy's.\n"
    "2. The art major lives between Ana and Cy, as in the doors on either side.\n"
    "3. The law major has the room on the far right.\n"
    "4. Di is not in 304.\n"
    "5. The music major's room is 301.\n"
    "6. Cy is not the law major.\n\n"
    "Which room is Cy in? Who studies math?\n"
    "Correct entries go into a draw for a large art print.\n";

// The popcorn in C5; Bo has the crisps, so is not in the middle: Al 2, Bo
// 3, Cy 1 with the nachos.
const std::string kCinema =
    "Three friends (Al, Bo and Cy) booked the three seats C4 to C6. The seats run in order from "
    "left to right, C4 on the left and C6 on the right. Each had a different snack: popcorn, "
    "nachos or crisps.\n\n"
    "The popcorn was in the middle seat, C5. Al sat immediately to the left of Bo. Bo had the "
    "crisps.\n\nWho sat in seat C4? What did Al have?\n";

testing::RunResult answers(const std::string& text) {
  return testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, text);
}

TEST(EnglishLabelledRows, RoomsNumberedFromTheFarLeft) {
  const std::string z = zebra_of(kDorm);
  EXPECT_THAT(z, HasSubstr("positions: 4\nordered room: 301 302 303 304\n"));
  EXPECT_THAT(z, HasSubstr("room1: room.301 at 1\n"));
  EXPECT_THAT(z, HasSubstr("room4: room.304 at 4\n"));
  EXPECT_THAT(z, HasSubstr("\n1: Ana 2 left of Cy\n"));
  // `between ..., as in the doors on either side`: next to both.
  EXPECT_THAT(z, HasSubstr("\n2: all of: art next to Ana; art next to Cy\n"));
  EXPECT_THAT(z, HasSubstr("\n3: law at 4\n"));
  // `Which room`: the room's number, never the place's (which was `3`).
  EXPECT_THAT(z, HasSubstr("ask: room of Cy\n"));
  // A word about the prize after the questions frames, whatever it names.
  EXPECT_THAT(z, HasSubstr("# (a word to the reader: it frames the puzzle)"));
  const testing::RunResult count =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kDorm);
  EXPECT_EQ(count.out, "1\n") << count.err;
  EXPECT_EQ(answers(kDorm).out, "303\nCy\n");
  // The other way round, `304 is on the far left`, the rooms count down.
  std::string back = kDorm;
  back.replace(back.find("301 is on the far left"), 22, "304 is on the far left");
  back.replace(back.find("304 is on the far right"), 23, "301 is on the far right");
  EXPECT_THAT(zebra_of(back), HasSubstr("room1: room.304 at 1\n"));
}

TEST(EnglishLabelledRows, SeatsOfALetterAndANumber) {
  const std::string z = zebra_of(kCinema);
  EXPECT_THAT(z, HasSubstr("positions: 3\n"));
  EXPECT_THAT(z, HasSubstr("category seat: C4 C5 C6\n"));
  // Said twice, by position and label, where the two agree: the label.
  EXPECT_THAT(z, HasSubstr("\n1: popcorn is C5\n"));
  EXPECT_EQ(answers(kCinema).out, "Cy\npopcorn\n");
  // Where they do not, refused: never read as either alone.
  std::string wrong = kCinema;
  wrong.replace(wrong.find("middle seat, C5"), 15, "middle seat, C4");
  EXPECT_THAT(error_of(wrong), HasSubstr("could not read this clue: \"The popcorn was in the "
                                         "middle seat, C4\""));
}

TEST(EnglishLabelledRows, NoRowWithoutBothSides) {
  // The labels said without their sides set no row: a grid.
  std::string grid = kDorm;
  grid.replace(grid.find("301 is on the far left and they go in order, so 304 is on the far "
                         "right. "),
               70, "");
  // (`between` says nothing of a grid, so the clue is refused.)
  EXPECT_THAT(error_of(grid), HasSubstr("r.txt:4:4: could not read this clue: \"The art major "
                                        "lives between Ana and Cy"));
}

TEST(EnglishLabelledRows, AQuestionOfWhereByANounNoListSays) {
  // `Which bench was Dmitri on?` where no list says `bench`: refused, never
  // answered from the list of things brought (it had been `scones`).
  const std::string picnic =
      "We sat on the four benches by the bandstand, numbered 11, 12, 13 and 14. Bench 11 is the "
      "one on the far left as you face the bandstand and they go along in order, so 14 is on "
      "the far right. The four of us were Asha, Ben, Cleo and Dmitri, and everyone brought one "
      "thing: scones, a quiche, strawberries and, of course, a bottle of fizz.\n\n"
      "- Asha sat two benches to the right of Ben.\n- Dmitri brought the scones.\n\n"
      "Which bench was Dmitri on?\n";
  EXPECT_THAT(error_of(picnic), HasSubstr("could not read this question: \"Which bench was "
                                          "Dmitri on\""));
  // (The row is set, `is the one on the far left` said of its first.)
  std::string asked = picnic;
  asked.replace(asked.find("Which bench was Dmitri on?"), 26, "Who brought the quiche?");
  EXPECT_THAT(zebra_of(asked), HasSubstr("positions: 4\n"));
  EXPECT_THAT(zebra_of(asked), HasSubstr(": Asha 2 right of Ben\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english
