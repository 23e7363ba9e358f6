// Hedges said away before the templates read a sentence (word_forms.h):
// `at some point before`, `some time after` (`some years after`), `somewhere behind` say only
// that the order is not a step, as a bare `before` does; `exactly` before an
// amount and `either`, `too`, `also`, `as well` that end a sentence say
// nothing more. The other words rewritten are word_forms.cc's.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A unit a price or a count is said per (`€4 a kilo`, `£2 per head`).
bool quantity_unit(std::string_view stem) {
  static constexpr std::string_view kUnits[] = {
      "kilo",  "kg",   "gram",   "g",     "pound", "lb",   "ounce",  "oz",     "litre",
      "liter", "pint", "gallon", "metre", "meter", "head", "person", "portion"};
  return std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

}  // namespace

// `at some point before`, `some time after`, `somewhere behind`: a hedge
// says only that the order is not a step, as a bare `before` does.
std::vector<Word> without_hedges(std::vector<Word> words) {
  const auto order = [&](std::size_t i) {
    if (i >= words.size()) return false;
    const std::string& st = words[i].stem;
    return st == "before" || st == "after" || st == "behind" || st == "ahead" || st == "earlier" ||
           st == "later";
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& st = words[i].stem;
    std::size_t len = 0;
    if ((st == "sometime" || st == "somewhat" || st == "somewhere" || st == "anytime") &&
        order(i + 1))
      len = 1;
    // `lost somewhat more than`, `somewhat older than`: a comparison.
    else if (st == "somewhat" && i + 2 < words.size() && words[i + 2].stem == "than" &&
             (words[i + 1].stem == "more" || words[i + 1].stem == "less" ||
              words[i + 1].stem == "fewer" ||
              (words[i + 1].stem.size() > 4 && words[i + 1].stem.ends_with("er"))))
      len = 1;
    // (`some time after`, and in any unit: `some years after`, `some
    // way behind`.)
    else if (st == "some" && i + 2 < words.size() &&
             std::isalpha(static_cast<unsigned char>(words[i + 1].text.front())) && order(i + 2))
      len = 2;
    else if (st == "at" && i + 3 < words.size() && words[i + 1].stem == "some" &&
             (words[i + 2].stem == "time" || words[i + 2].stem == "point") && order(i + 3))
      len = 3;
    // `exactly 85 seconds ahead`: every amount is read exactly (and
    // `exactly halfway along`).
    else if ((st == "exactly" || st == "precisely") && i + 1 < words.size() &&
             (amount_of(words[i + 1].stem) != 0 || words[i + 1].stem == "one" ||
              words[i + 1].stem == "a" || words[i + 1].stem == "an" ||
              words[i + 1].stem == "twice" || words[i + 1].stem == "double" ||
              words[i + 1].stem == "half" || words[i + 1].stem == "halfway" ||
              words[i + 1].stem == "midway"))
      len = 1;
    // `read just one more book than`, `just 2 points behind`: `just` (and
    // `only`) before an amount that a comparison follows is the amount.
    else if ((st == "just" || st == "only") && i + 2 < words.size() &&
             (amount_of(words[i + 1].stem) != 0 || words[i + 1].stem == "one") &&
             std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                         words.begin() + static_cast<std::ptrdiff_t>(std::min(i + 4, words.size())),
                         [](const Word& x) {
                           return x.stem == "more" || x.stem == "less" || x.stem == "fewer" ||
                                  x.stem == "than" || x.stem == "ahead" || x.stem == "behind" ||
                                  x.stem == "after" || x.stem == "before";
                         }))
      len = 1;
    // `beat Tomasz by a full 45 minutes`, `a good two hours`, `a clear 10
    // points`, `a mere 5 votes`: the amount, stressed.
    else if ((st == "a" || st == "an") && i + 2 < words.size() &&
             (words[i + 1].stem == "full" || words[i + 1].stem == "good" ||
              words[i + 1].stem == "clear" || words[i + 1].stem == "mere" ||
              words[i + 1].stem == "whole" || words[i + 1].stem == "massive" ||
              words[i + 1].stem == "whopping") &&
             amount_of(words[i + 2].stem) != 0 && words[i + 2].stem != "one")
      len = 2;
    // (`a full hour after his`, `a good week before`: the unit stays with
    // its `a`.)
    else if ((st == "a" || st == "an") && i + 2 < words.size() &&
             (words[i + 1].stem == "full" || words[i + 1].stem == "good" ||
              words[i + 1].stem == "whole" || words[i + 1].stem == "clear") &&
             measure_unit(words[i + 2].stem)) {
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i + 1));
    }
    // `in just an hour`, `only 6 years old`: the amount is said exactly all
    // the same (never `only one of them`, a count).
    else if ((st == "just" || st == "only") && i + 2 < words.size() &&
             ((amount_of(words[i + 1].stem) != 0 && words[i + 1].stem != "one") ||
              ((words[i + 1].stem == "a" || words[i + 1].stem == "an" ||
                words[i + 1].stem == "one") &&
               measure_unit(words[i + 2].stem))))
      len = 1;
    // `earns £4 a week less than Amy`, `35 miles a week`, `paid €4 a kilo
    // less than Gina`: a rate's `a week`, `a kilo` says how the amount is
    // counted, no amount of its own.
    else if ((st == "a" || st == "an" || st == "per" || st == "each" || st == "every") && i > 0 &&
             i + 1 < words.size() &&
             (time_unit(words[i + 1].stem) || quantity_unit(words[i + 1].stem)) &&
             amount_of(words[i - 1].stem) != 0)
      len = 2;
    // `charged 50p a jar less than`: any noun the amount is per, right
    // before the comparison.
    else if ((st == "a" || st == "per" || st == "each") && i > 0 && i + 2 < words.size() &&
             std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
             (words[i + 2].stem == "less" || words[i + 2].stem == "more" ||
              words[i + 2].stem == "cheaper" || words[i + 2].stem == "dearer") &&
             (amount_of(words[i - 1].stem) != 0 ||
              (i > 1 && amount_of(words[i - 2].stem) != 0 &&
               (words[i - 1].stem == "p" || words[i - 1].stem == "pence" ||
                words[i - 1].stem == "cent" || words[i - 1].stem == "c"))))
      len = 2;
    // `who in turn covered 15 miles more`: `in turn` only links.
    else if (st == "in" && i + 1 < words.size() && words[i + 1].stem == "turn")
      len = 2;
    // `mailed her first letter two months after Noah`: `her first` is the
    // noun's, no order (before an amount or an order word that follows).
    else if (st == "first" && i > 0 &&
             (words[i - 1].stem == "her" || words[i - 1].stem == "his" ||
              words[i - 1].stem == "their" || words[i - 1].stem == "its") &&
             std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end(),
                         [](const Word& w) {
                           return w.stem == "before" || w.stem == "after" || w.stem == "earlier" ||
                                  w.stem == "later";
                         }))
      len = 1;
    // `she didn't make the boat either`, `... too`, `... as well`: the
    // sentence's last words add it to what was said before, no relation
    // (an `either` with its `or` stays).
    else if (i + 1 == words.size() && i >= 2 &&
             ((st == "either" && std::none_of(words.begin(), words.end(),
                                              [](const Word& w) { return w.stem == "or"; })) ||
              st == "too" || st == "also"))
      len = 1;
    else if (st == "as" && i + 2 == words.size() && i >= 2 && words[i + 1].stem == "well")
      len = 2;
    // `a full point more`, `a whole day later`: the amount is one unit.
    else if ((st == "full" || st == "whole") && i > 0 && i + 2 < words.size() &&
             (words[i - 1].stem == "a" || words[i - 1].stem == "an" ||
              words[i - 1].stem == "one") &&
             // (`fewer`, `after`, `later`, `longer`: each ends in `er`.)
             (words[i + 2].stem == "more" || words[i + 2].stem == "less" ||
              words[i + 2].stem == "before" || words[i + 2].stem.ends_with("er")))
      len = 1;
    // `took the longest to eat`: what it took longest at is the riddle's
    // one thing (a verb after `to` that ends the sentence).
    else if (st == "to" && i + 2 == words.size() && i >= 1 && superlative_word(words[i - 1].stem) &&
             std::islower(static_cast<unsigned char>(words[i + 1].text.front())))
      len = 2;
    // `the middle stop of the five`, `the heaviest of the lot`: the set it
    // is said of, at the sentence's end, is the riddle's whole.
    else if (st == "of" && i > 0 && i + 3 == words.size() && words[i + 1].stem == "the" &&
             (number_word(words[i + 2].stem) >= 2 || words[i + 2].stem == "lot" ||
              words[i + 2].stem == "line" || words[i + 2].stem == "row") &&
             std::isalpha(static_cast<unsigned char>(words[i + 2].text.front())))
      len = 3;
    // `cost $25 less to fix than`: what it cost to do goes.
    else if (st == "to" && i > 0 && i + 2 < words.size() && words[i + 2].stem == "than" &&
             (words[i - 1].stem == "less" || words[i - 1].stem == "more" ||
              words[i - 1].stem == "longer" || words[i - 1].stem == "shorter" ||
              words[i - 1].stem == "cheaper" || words[i - 1].stem == "dearer"))
      len = 2;
    // `at the very end`, `the very middle seat`: `very` only stresses.
    else if (st == "very" && i + 1 < words.size() &&
             (words[i + 1].stem == "end" || words[i + 1].stem == "middle" ||
              words[i + 1].stem == "front" || words[i + 1].stem == "back" ||
              words[i + 1].stem == "first" || words[i + 1].stem == "last" ||
              words[i + 1].stem == "top" || words[i + 1].stem == "bottom" ||
              words[i + 1].stem == "start" || words[i + 1].stem == "centre" ||
              words[i + 1].stem == "center"))
      len = 1;
    // `exactly in the middle`, `right at the end`: a place is exact.
    else if ((st == "exactly" || st == "precisely" || st == "bang") && i + 2 < words.size() &&
             (words[i + 1].stem == "in" || words[i + 1].stem == "at" ||
              words[i + 1].stem == "on") &&
             words[i + 2].stem == "the")
      len = 1;
    if (len > 0)
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                  words.begin() + static_cast<std::ptrdiff_t>(i + len));
  }
  return words;
}

}  // namespace deduce::puzzles::zebra::english
