// Reading Futoshiki puzzles: the grid format (`.fut`) and Simon Tatham's
// "Unequal" game IDs, both described in docs/futoshiki.md.
//
// One file may hold several puzzles of either kind, one after another: a line
// that is a bare whole number opens a grid of that order (`Na`: an Adjacent
// grid); a line that starts `N:` (Unequal mode) or `Na:` (Adjacent mode),
// possibly with a difficulty (`5adk:`), is a whole game ID. `#` starts a
// comment to the end of the line and blank lines are ignored everywhere; a
// random-seed ID (`5dt#12345`) is rejected, since it names no puzzle.
//
// Every malformed input throws io::InputError at the exact line and column
// (1-based, in bytes) with what was expected there. The parser never reads
// past the text, never overflows on long numbers (they are capped, then
// reported), and allocates only for puzzles whose order is known to be at most
// kMaxOrder.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

struct ParseOptions {
  // `deduce check` keeps a given above n (e.g. 7 in a 5x5 grid) so that it can
  // give the verdict "incomplete and invalid" with its place; everything else
  // (solve) rejects it as bad input. Numbers above kMaxValueAccepted are bad
  // input either way.
  bool keep_out_of_range = false;
};

// The largest number kept when keep_out_of_range is set.
inline constexpr int kMaxValueAccepted = 999999;

// Reads every puzzle of `text`; `file` names it in messages and locations.
// Throws io::InputError for malformed input, including a text without any
// puzzle.
std::vector<Puzzle> parse_puzzles(std::string_view text, const std::string& file,
                                  const ParseOptions& options = {});

// Reads one game ID (`5:0,0L,...` or `5a:...`) that makes up `line`, which is
// line `line_number` of `file`; columns count from `first_column`.
Puzzle parse_game_id(std::string_view line, const std::string& file, int line_number = 1,
                     int first_column = 1, const ParseOptions& options = {});

}  // namespace deduce::puzzles::futoshiki
