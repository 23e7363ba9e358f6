// Clauses said as a list (word_forms.h): `Jess's cabin number is one higher
// than Rob's, Mo doesn't lead the Foxes or the Owls, and Jess isn't the one
// leading the climbers` is three clauses, the first two set apart by a
// comma alone; said again with semicolons, each is read as a clue of its
// own (reader_clauses.cc).
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> clauses_as_series(std::string_view text, const Lexicon& lexicon) {
  const std::size_t last = text.rfind(", and ");
  if (last == std::string_view::npos) return std::nullopt;
  const std::string_view before = text.substr(0, last);
  const std::size_t comma = before.rfind(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  // Each part a clause: a value opens it (its subject) and a verb or more
  // follows, three words at least; the first part names a value too.
  const auto clause = [&](std::string_view part) {
    const std::vector<Word> w = cut_words(part);
    if (w.size() < 3 || w[0].offset != 0) return false;
    const SentenceValues values(lexicon, w);
    std::size_t k = 0;
    while (k < w.size() && values.covered(k)) ++k;
    return k > 0 && k + 2 <= w.size() && !values.covered(k) &&
           std::islower(static_cast<unsigned char>(w[k].text.front()));
  };
  const std::string_view middle = before.substr(comma + 2);
  const std::string_view first = before.substr(0, comma);
  const std::string_view end = text.substr(last + 6);
  const std::vector<Word> fw = cut_words(first);
  if (!clause(middle) || !clause(end) || fw.size() < 3 ||
      SentenceValues(lexicon, fw).mentioned().empty())
    return std::nullopt;
  // (Never a list of values said after a clause: `Ann owns the cat, the
  // dog, and the fish`; the middle opens with its own subject and verb.)
  return std::string(first) + "; " + std::string(middle) + "; " + std::string(end);
}

}  // namespace deduce::puzzles::zebra::english
