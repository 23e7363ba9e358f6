// A superlative said with the amount that makes it so
// (superlative_amounts.h).
#include "deduce/puzzles/zebra/english/superlative_amounts.h"

#include <algorithm>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> superlative_with_amount(std::string_view text, const Lexicon& lexicon,
                                                   const std::vector<CategoryText>& categories) {
  // (Only those that say which end without a measure of their own: `the
  // oldest` may be an age or a year.)
  static const std::set<std::string> kLargest = {"biggest", "largest", "highest", "greatest",
                                                 "most"};
  static const std::set<std::string> kLeast = {"smallest", "lowest", "fewest", "least"};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 3 < w.size(); ++i) {
    if (w[i].stem != "the" || (w[i - 1].stem != "was" && w[i - 1].stem != "is")) continue;
    const std::string said = lower(w[i + 1].text);
    const bool largest = kLargest.count(said) != 0;
    if (!largest && kLeast.count(said) == 0) continue;
    // (`of the lot`, `of the five`, `of all`, `of them`, `of the bunch`.)
    std::size_t k = i + 2;
    if (k < w.size() && w[k].stem == "of") {
      ++k;
      if (k < w.size() && w[k].stem == "the") ++k;
      if (k < w.size() && (w[k].stem == "lot" || w[k].stem == "all" || w[k].stem == "them" ||
                           w[k].stem == "bunch" || number_word(w[k].stem) >= 2))
        ++k;
      else
        continue;
    }
    // Then `, with` or `, at` and the amount, to the end.
    if (k >= w.size() || (w[k].stem != "with" && w[k].stem != "at") ||
        text.substr(w[k - 1].offset + w[k - 1].text.size(),
                    w[k].offset - w[k - 1].offset - w[k - 1].text.size())
                .find(',') == std::string_view::npos)
      continue;
    const std::vector<Word> amount(w.begin() + static_cast<std::ptrdiff_t>(k) + 1, w.end());
    if (amount.empty()) continue;
    const SentenceValues values(lexicon, amount);
    const std::vector<ValueRef> named = values.mentioned();
    if (named.size() != 1 || !values.covered(0)) continue;
    const CategoryText& c = categories[static_cast<std::size_t>(named[0].category)];
    std::vector<double> numbers;
    for (const std::string& v : c.values) {
      const std::optional<ValueNumber> x = value_number(v);
      if (!x) break;
      numbers.push_back(x->number);
    }
    if (numbers.size() != c.values.size() || numbers.empty()) continue;
    const double own = numbers[static_cast<std::size_t>(named[0].value)];
    const double end = largest ? *std::max_element(numbers.begin(), numbers.end())
                               : *std::min_element(numbers.begin(), numbers.end());
    if (own != end) return std::nullopt;
    return std::string(text.substr(0, w[i - 1].offset)) + "had " +
           std::string(text.substr(amount.front().offset));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
