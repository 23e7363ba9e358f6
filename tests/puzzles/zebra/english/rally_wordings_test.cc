// A car club's results as a newsletter words them: cars named by a part
// of their make and model (`the TR7` and `the Triumph` of `Triumph TR7`),
// the drivers after `driven by` as the people a question asks for (never
// the cars, though both are lists of capitalised names), `The oldest car
// came home last` (the last place, not the latest year), and a gap said as
// what lies between two values (gaps_between.h). The riddle is ours, one
// solution (counted below, and by a brute force).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "puzzles/zebra/english/english_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::english {
namespace {

using ::testing::HasSubstr;
using testing_english::zebra_of;

const std::string kRally =
    "Four cars ran in the vintage class: a Ford Escort, a Triumph TR7, a Lotus Elan and a Jaguar "
    "XJ6, driven by Pat, Quin, Rhys and Sue. The cars were built in 1965, 1969, 1973 and 1977, "
    "and they finished first, second, third and fourth.\n\n"
    "1. The oldest car came home last.\n"
    "2. There are eight years between the Elan and the TR7, the Triumph being the younger.\n"
    "3. Pat drove the XJ6.\n"
    "4. The Escort finished one place ahead of Quin.\n"
    "5. There are eight years between the Escort and the Jaguar.\n"
    "6. Rhys came first.\n"
    "7. Sue's car is newer than the Elan.\n"
    "8. The Jaguar finished second.\n"
    "9. The Escort is older than the Jaguar.\n\n"
    "Who drove the Escort? Who finished fourth?\n";

TEST(EnglishRallyWordings, ModelsByTheirPartsAndGapsBetween) {
  const std::string z = zebra_of(kRally);
  EXPECT_THAT(z, HasSubstr("\n1: car_built.1965 is finished.4\n"));
  EXPECT_THAT(z, HasSubstr("\n2: car_built(Triumph_TR7) = car_built(Lotus_Elan) + 8\n"));
  EXPECT_THAT(z, HasSubstr("\n3: Pat is Jaguar_XJ6\n"));
  EXPECT_THAT(z, HasSubstr("\n5: any of: car_built(Jaguar_XJ6) = car_built(Ford_Escort) + 8; "
                           "car_built(Ford_Escort) = car_built(Jaguar_XJ6) + 8\n"));
  // `Who` asks the drivers: the cars' list has a model's letters and
  // digits, no one's name.
  EXPECT_THAT(z, HasSubstr("ask: driven of Ford_Escort\n"));
  EXPECT_THAT(z, HasSubstr("ask: driven of finished.4\n"));
  const testing::RunResult r =
      testing::run_deduce({"solve", "--count", "--kind", "text", "-"}, kRally);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "1\n");
  const testing::RunResult a =
      testing::run_deduce({"solve", "--format", "answer", "--kind", "text", "-"}, kRally);
  EXPECT_THAT(a.out, HasSubstr("Sue"));
  EXPECT_THAT(a.out, HasSubstr("Quin"));
}

TEST(EnglishRallyWordings, AGapWhoseRestNamesNeitherIsNotRead) {
  // The rest must name one of the two: the Escort is neither the Elan nor
  // the TR7, so the sentence is refused, never read as some gap.
  std::string riddle = kRally;
  riddle.replace(riddle.find("the Triumph being the younger"), 29, "the Escort being the younger");
  EXPECT_THAT(testing_english::error_of(riddle),
              HasSubstr("could not read this clue: \"There are eight years between the Elan"));
}

TEST(EnglishRallyWordings, ABookOfPoemsIsNoBareBook) {
  // `a book of poems` is that book, whole (it had been listed as `book`,
  // so that `her book` named it); `her book` is then whichever she read.
  const std::string library =
      "The books were a cookery book, a thriller, an atlas and a book of poems; the readers were "
      "Al, Bo, Cy and Di, and they read on Monday, Tuesday, Wednesday and Thursday.\n\n"
      "1. Al read the thriller.\n"
      "2. Bo read her book on Tuesday.\n"
      "3. Cy read the cookery book on Monday.\n"
      "4. Di did not read the atlas.\n"
      "5. The thriller was read on Thursday.\n\n"
      "Who read the book of poems?\n";
  const std::string z = zebra_of(library);
  EXPECT_THAT(z, HasSubstr("category book: cookery_book thriller atlas book_of_poems\n"));
  EXPECT_THAT(z, HasSubstr("\n2: Bo is day.2\n"));
  EXPECT_THAT(z, HasSubstr("ask: reader of book_of_poems\n"));
}

}  // namespace
}  // namespace deduce::puzzles::zebra::english
