// Helpers for the tests of the Futoshiki readers and writers: the error a
// text raises with its place, and the comparison of two puzzles by what they
// mean (order, mode, givens, relations; not where they were read).
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/futoshiki/parse.h"

namespace deduce::puzzles::futoshiki::testing_support {

// The error that reading `text` (as the file "f.fut") raises; a test
// failure when it raises none.
inline io::InputError error_of(const std::string& text, const ParseOptions& options = {}) {
  try {
    parse_puzzles(text, "f.fut", options);
  } catch (const io::InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return io::InputError({"", 0, 0}, "none");
}

// The place of an error as "line:column".
inline std::string loc(const io::InputError& e) {
  return std::to_string(e.where().line) + ":" + std::to_string(e.where().column);
}

// Expects reading `text` to fail at `place` ("line:column") with a message
// that holds each of `parts`.
inline void expect_error(const std::string& text, const std::string& place,
                         std::initializer_list<const char*> parts) {
  SCOPED_TRACE(text);
  const io::InputError e = error_of(text);
  EXPECT_EQ(loc(e), place);
  for (const char* part : parts) EXPECT_THAT(e.detail(), ::testing::HasSubstr(part));
}

inline void expect_same_puzzle(const Puzzle& a, const Puzzle& b) {
  EXPECT_EQ(a.n, b.n);
  EXPECT_EQ(a.mode, b.mode);
  EXPECT_EQ(a.givens, b.givens);
  EXPECT_EQ(a.right, b.right);
  EXPECT_EQ(a.down, b.down);
}

}  // namespace deduce::puzzles::futoshiki::testing_support
