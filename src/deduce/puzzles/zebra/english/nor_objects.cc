// A second thing denied after `nor` (plain_words.h): `The dog's owner
// wasn't going to the station, nor to the library` denies both, as `wasn't
// going to the station or to the library` says, which the table reads.
// Only where the first clause denies and `nor` is followed by no verb of
// its own: `nor did Jack` and `nor was it Ann` say their subject again
// (reader_clauses.cc reads them).
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> nor_as_or(std::string_view text) {
  const std::size_t at = text.find(", nor ");
  if (at == std::string_view::npos || at == 0) return std::nullopt;
  const std::vector<Word> left = cut_words(text.substr(0, at));
  const std::vector<Word> right = cut_words(text.substr(at + 6));
  // (`n't` is cut off its verb as `not`: words.h.)
  const bool denied = std::any_of(
      left.begin(), left.end(), [](const Word& w) { return w.stem == "not" || w.stem == "never"; });
  static const std::set<std::string> kVerbs = {
      "did",  "do",  "doe",   "does",  "was",  "were", "is",     "are",     "has", "ha",
      "have", "had", "could", "would", "will", "can",  "should", "neither", "nor", "not"};
  if (!denied || right.empty() || right.size() > 6 || kVerbs.count(right[0].stem) != 0)
    return std::nullopt;
  // (No verb later either: `nor the library, which Ann did` says more.)
  if (std::any_of(right.begin(), right.end(),
                  [](const Word& w) { return kVerbs.count(w.stem) != 0 || w.stem == "which"; }))
    return std::nullopt;
  return std::string(text.substr(0, at)).append(" or ").append(text.substr(at + 6));
}

}  // namespace deduce::puzzles::zebra::english
