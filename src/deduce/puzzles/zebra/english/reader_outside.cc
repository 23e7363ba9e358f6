// Sentences outside the riddle's list of clues (reader.h). People print
// the clues as items, numbered or bulleted, and talk around them: a recipe
// blog's greeting, a newsletter's other news, a letter's thanks. Such a
// sentence is still read where it can be (`The oldest runner finished
// last` after the list is a clue); where it cannot, it is taken for a word
// to the reader and shown so in the translation, never dropped unseen.
// (Dropping a sentence can only let more grids through, so a clue taken
// for talk shows as several solutions, never as a wrong answer.)
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace deduce::puzzles::zebra::english {

std::pair<int, int> clue_list_lines(const std::vector<Sentence>& clues) {
  // (A newsletter's `* Mat cleaning spray ...` after its `~` clues is
  // talk around them.)
  std::map<char32_t, int> count;
  for (const Sentence& c : clues)
    if (c.mark != 0) ++count[c.mark];
  char32_t mark = 0;
  int most = 0;
  for (const auto& [m, n] : count)
    if (n > most) std::tie(mark, most) = std::pair(m, n);
  if (most < 3) return {0, 0};
  int first = 0, last = 0;
  for (const Sentence& c : clues)
    if (c.mark == mark) {
      first = first == 0 ? c.line : std::min(first, c.line);
      last = std::max(last, c.line);
    }
  return {first, last};
}

bool Reader::outside_clue_list(const Sentence& s) const {
  if (s.question) return false;
  const auto [first, last] = clue_list_lines(clues_);
  return first != 0 && (s.line < first || s.line > last);
}

}  // namespace deduce::puzzles::zebra::english
