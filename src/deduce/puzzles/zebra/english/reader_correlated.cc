// Two orders said to go together (reader.h): `The nearer the stage, the
// dearer the seat`, `The older the child, the taller the kite`. Each half
// names an ordered list by its comparative (which list, as a comparison's:
// numeric_categories.h) and a way along it; the two lists then pair off in
// those orders, the first of one with the first of the other, and so on,
// since each holds one value for each of the riddle's things.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <initializer_list>
#include <set>

#include "deduce/puzzles/zebra/english/comparative_words.h"
#include "deduce/puzzles/zebra/english/numeric_categories.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The words of a list written `a|b|c`, and some more.
std::set<std::string> split_words(std::string_view list, std::initializer_list<const char*> more) {
  std::set<std::string> out(more.begin(), more.end());
  for (std::size_t at = 0; at <= list.size();) {
    const std::size_t bar = std::min(list.find('|', at), list.size());
    out.emplace(list.substr(at, bar - at));
    at = bar + 1;
  }
  return out;
}

// +1 where the comparative says more (`dearer`, `older` of ages), -1 where
// it says less (`nearer`, `cheaper`), 0 where it is none: the phrase
// table's comparatives, and those of age and speed.
int way_of(const std::string& stem) {
  static const std::set<std::string> kMore = split_words(DEDUCE_MORE_WORDS, {"older", "faster"});
  static const std::set<std::string> kLess = split_words(DEDUCE_LESS_WORDS, {"younger", "slower"});
  if (kMore.count(stem)) return 1;
  if (kLess.count(stem)) return -1;
  return 0;
}

}  // namespace

std::optional<std::string> Reader::correlated(const Sentence& s, const Lexicon& lexicon) const {
  const std::string_view text = s.text;
  if (!text.starts_with("The ") && !text.starts_with("the ")) return std::nullopt;
  const std::size_t comma = text.find(", the ");
  if (comma == std::string_view::npos || text.find(", the ", comma + 1) != std::string_view::npos)
    return std::nullopt;
  const std::string_view halves[] = {text.substr(4, comma - 4), text.substr(comma + 6)};
  std::vector<ValueRef> order[2];
  int list[2] = {-1, -1};
  for (int h = 0; h < 2; ++h) {
    const std::vector<Word> w = cut_words(halves[h]);
    if (w.empty()) return std::nullopt;
    int way = way_of(w[0].stem);
    if (way == 0) return std::nullopt;
    const SentenceValues values(lexicon, w);
    // (Nothing but the comparative and its noun: no value of a list.)
    for (std::size_t k = 0; k < w.size(); ++k)
      if (values.covered(k)) return std::nullopt;
    const std::vector<NumericCategory> over =
        numeric_for(halves[h], w, values, numeric_, categories_);
    if (over.size() != 1) return std::nullopt;
    const NumericCategory& n = over.front();
    // (Older of years born is the earlier year.)
    if ((w[0].stem == "older" || w[0].stem == "younger") && n.time_point) way = -way;
    list[h] = n.index;
    for (int k = 0; k < n.size; ++k) order[h].push_back({n.index, way > 0 ? k : n.size - 1 - k});
  }
  if (list[0] == list[1] || order[0].size() != order[1].size()) return std::nullopt;
  std::string out = "all of: ";
  for (std::size_t k = 0; k < order[0].size(); ++k)
    out += (k ? "; " : "") + value_text(order[0][k]) + " is " + value_text(order[1][k]);
  return out;
}

}  // namespace deduce::puzzles::zebra::english

#undef DEDUCE_MORE_WORDS
#undef DEDUCE_LESS_WORDS
