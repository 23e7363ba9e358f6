// A day's or a month's thing said as its owner (dated_possessives.h).
#include "deduce/puzzles/zebra/english/dated_possessives.h"

#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> dated_possessive_as_on(std::string_view text, const Lexicon& lexicon) {
  static const std::set<std::string> kDates = {
      "monday",  "tuesday",   "wednesday", "thursday", "friday",  "saturday", "sunday",
      "january", "february",  "march",     "april",    "may",     "june",     "july",
      "august",  "september", "october",   "november", "december"};
  const std::vector<Word> w = cut_words(text);
  const SentenceValues values(lexicon, w);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    // (`Wednesday's` as written: its capital, then `'s` or `’s`.)
    const std::string_view after = text.substr(w[i].offset + w[i].text.size());
    if (!std::isupper(static_cast<unsigned char>(w[i].text.front())) ||
        !(after.starts_with("'s ") || after.starts_with("\u2019s ")))
      continue;
    const std::string day(w[i].text);
    const Word& noun = w[i + 1];
    // (The day a value of the lists, the noun after it none, in lower case:
    // `Friday's cooks`, never `Friday's Ollie`.)
    if (kDates.count(lower(day)) == 0 || !values.covered(i) || values.covered(i + 1) ||
        !std::islower(static_cast<unsigned char>(noun.text.front())))
      continue;
    const std::size_t from = w[i].offset;
    const std::size_t to = noun.offset + noun.text.size();
    return std::string(text.substr(0, from)) + "the " + std::string(noun.text) + " on " + day +
           std::string(text.substr(to));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
