// The progress line's figures: counts in three digits with a unit, durations
// as a person reads them, and a line that is off draws nothing. Drawing on a
// terminal is tested through a pseudo-terminal in tests/cli/contract_test.py.
#include "progress_line.h"

#include <gtest/gtest.h>

namespace deduce::apps {
namespace {

TEST(ProgressLine, ShortCounts) {
  EXPECT_EQ(short_count(0), "0");
  EXPECT_EQ(short_count(999), "999");
  EXPECT_EQ(short_count(1234), "1.23 k");
  EXPECT_EQ(short_count(56789), "56.8 k");
  EXPECT_EQ(short_count(1234567), "1.23 M");
  EXPECT_EQ(short_count(987654321), "988 M");
  EXPECT_EQ(short_count(2.5e12), "2.50 T");
}

TEST(ProgressLine, ShortDurations) {
  EXPECT_EQ(short_duration(0.42), "0.4 s");
  EXPECT_EQ(short_duration(12.3), "12 s");
  EXPECT_EQ(short_duration(75), "1 min 15 s");
  EXPECT_EQ(short_duration(3725), "1 h 02 min");
}

TEST(ProgressLine, OffDrawsNothingAndEndsAtOnce) {
  ProgressLine line(false, "solve");
  line.set_item("a.fut");
  line.clear();
  SUCCEED();  // no thread was started: nothing to join, nothing written
}

}  // namespace
}  // namespace deduce::apps
