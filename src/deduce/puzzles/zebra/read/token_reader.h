// Reading the tokens of one lexed .zebra line: a name, a number, a given
// word or the end of the line at token t, each failing with the token's
// file:line:col and what was expected. Shared by the two passes of parse.cc
// and the statement reader (statement.h).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/read/lexer.h"

namespace deduce::puzzles::zebra::detail {

class TokenReader {
 public:
  explicit TokenReader(std::string file) : file_(std::move(file)) {}

  // Throws io::InputError at token t, or at the end of the line when t is
  // past the last token.
  [[noreturn]] void fail(const Line& l, std::size_t t, const std::string& what) const;

  // Token t between backquotes, or "the end of the line".
  static std::string found(const Line& l, std::size_t t);

  // Whether token t is the name w.
  static bool word(const Line& l, std::size_t t, std::string_view w);

  // "; did you mean ...?" for the name at token t among candidates, or "".
  static std::string suggestion(const Line& l, std::size_t t,
                                const std::vector<std::string>& candidates);

  // The name at token t, else fails with "expected WHAT".
  std::string_view name_at(const Line& l, std::size_t t, const std::string& what) const;

  // The whole number at token t (at most nine digits), else fails.
  int number_at(const Line& l, std::size_t t, const std::string& what) const;

  // Token t must be w; advances t past it.
  void expect_word(const Line& l, std::size_t& t, std::string_view w) const;

  // Token t must be past the last.
  void expect_end(const Line& l, std::size_t t) const;

  // Fails when token t is a `.` that ends the line after a name
  // (`brit is red.`): a full stop written as in prose.
  void check_full_stop(const Line& l, std::size_t t) const;

  // The byte offset where the line's text ends, trailing spaces left out.
  static std::size_t end_offset(const Line& l);

 private:
  std::string file_;
};

}  // namespace deduce::puzzles::zebra::detail
