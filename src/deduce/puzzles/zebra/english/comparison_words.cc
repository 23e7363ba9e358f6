// What a sentence's words say to the choice of the ordered list it compares
// (numeric_choice.h): whether it speaks of money (`$5 more`, `sold for`,
// `How much did ... bring in?`), which of its words are a value's own and so
// say nothing of what is compared (`The 29-year-old finished ahead`), and
// the roots its words are compared by.
#include "deduce/puzzles/zebra/english/numeric_choice.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

void NumericChoice::read_money() {
  const std::string_view text = text_;
  const std::vector<Word>& words = words_;
  const SentenceValues& values = values_;
  // Money is said by an amount that is no value (`$5 more`; `the $55
  // ticket` names a value) or by a word of money.
  bool& money = money_;
  bool& signed_amount = signed_amount_;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::size_t at = words[i].offset;
    const bool sign = currency_sign_before(text, at) != 0;
    // (`$40 less` is an amount though $40 is a value too.)
    const bool compared =
        i + 1 < words.size() && (words[i + 1].stem == "less" || words[i + 1].stem == "more" ||
                                 words[i + 1].stem == "cheaper" || words[i + 1].stem == "dearer" ||
                                 words[i + 1].stem == "higher" || words[i + 1].stem == "lower");
    signed_amount = signed_amount || (sign && (!values.covered(i) || compared));
    money = money || signed_amount;
    // (Not a value's own word: `the Morgan dollar is older` of coins.)
    if (!values.covered(i)) money = money || money_word(words[i].stem);
    // `sold for more than`, `went for the lowest price`: a sale's price.
    if (i > 0 && words[i].stem == "for") {
      const std::string& verb = words[i - 1].stem;
      money = money || verb == "sold" || verb == "sell" || verb == "went" || verb == "go" ||
              verb == "bought" || verb == "auctioned";
      // `asked more for his jars`, `wanted £5 less for it`: a price.
      if (i > 1 && (verb == "more" || verb == "less" || amount_of(verb) != 0)) {
        const std::string& asked = words[i - 2].stem;
        money = money || asked == "asked" || asked == "ask" || asked == "wanted" ||
                asked == "want" || asked == "charged" || asked == "charge";
      }
    }
    // `How much did Dwight's sale bring in?` asks a sum of money.
    // (Not `How much fruit did Agnes use?`: the noun says what is asked.)
    money =
        money ||
        (i > 0 && words[i].stem == "much" && words[i - 1].stem == "how" &&
         (i + 1 == words.size() || words[i + 1].stem == "did" || words[i + 1].stem == "doe" ||
          words[i + 1].stem == "does" || words[i + 1].stem == "do" || words[i + 1].stem == "is" ||
          words[i + 1].stem == "was" || words[i + 1].stem == "were" || words[i + 1].stem == "are" ||
          words[i + 1].stem == "had" || words[i + 1].stem == "has" || values.covered(i + 1)));
  }
}

void NumericChoice::read_own_words() {
  const std::string_view text = text_;
  const std::vector<Word>& words = words_;
  const SentenceValues& values = values_;
  // A value's own words say nothing of what is compared: those it covers,
  // and those hyphened to a number (`The 29-year-old finished ahead`).
  std::vector<bool>& own = own_;
  own.assign(words.size(), false);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const bool hyphened = i > 0 &&
                          words[i - 1].offset + words[i - 1].text.size() + 1 == words[i].offset &&
                          text[words[i].offset - 1] == '-';
    own[i] = values.covered(i) ||
             (hyphened &&
              (own[i - 1] || std::isdigit(static_cast<unsigned char>(words[i - 1].text.front()))));
  }
  // `Last bus of the morning`, `the first act of the evening`: a span of
  // time that an end is of, never a list's word (`Four morning buses`).
  bool& end_of_span = end_of_span_;
  for (std::size_t i = 2; i < words.size(); ++i) {
    static const std::set<std::string> kSpans = {"morning", "afternoon", "evening", "day",
                                                 "night",   "week",      "weekend", "season"};
    if (!kSpans.count(words[i].stem) || words[i - 1].stem != "the" || words[i - 2].stem != "of")
      continue;
    for (std::size_t k = i >= 6 ? i - 6 : 0; k + 2 < i; ++k)
      if (words[k].stem == "first" || words[k].stem == "last" || superlative_word(words[k].stem)) {
        own[i] = true;
        end_of_span = end_of_span || words[k].stem == "first" || words[k].stem == "last";
      }
  }
  // `two fewer coffees a day than Zainab`: the span a rate is per names no
  // list (the weekdays), after an amount.
  for (std::size_t i = 2; i < words.size(); ++i) {
    static const std::set<std::string> kPer = {"day", "week", "night", "month", "year", "hour"};
    if (!kPer.count(words[i].stem) || (words[i - 1].stem != "a" && words[i - 1].stem != "per"))
      continue;
    for (std::size_t k = 0; k + 1 < i; ++k)
      if (amount_of(words[k].stem) != 0 ||
          std::isdigit(static_cast<unsigned char>(words[k].text.front())))
        own[i] = true;
  }
  // `the runner aged 29`: `aged` is the value's; so is a noun just before
  // a number that is a value (`the platform 3 train`).
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (((words[i].stem == "aged" || words[i].stem == "age") ||
         std::isdigit(static_cast<unsigned char>(words[i + 1].text.front()))) &&
        values.covered(i + 1) && !values.covered(i))
      own[i] = true;
  // `less than the 4 year old`, `the 28-litre cow`: a number that is a
  // value, and the unit words of its list after it, pick out who it is,
  // not what is compared.
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (!values.covered(i) || !std::isdigit(static_cast<unsigned char>(words[i].text.front())))
      continue;
    for (const NumericCategory& n : numeric_) {
      const std::vector<std::string>& vs = categories_[static_cast<std::size_t>(n.index)].values;
      if (std::find(vs.begin(), vs.end(), words[i].text) == vs.end()) continue;
      for (std::size_t k = i + 1;
           k < words.size() && !values.covered(k) &&
           std::find(n.units.begin(), n.units.end(), words[k].stem) != n.units.end();
           ++k)
        own[k] = true;
    }
  }
  // `the skater in #7`, `the man with the dog`: the noun of the one a
  // value picks out names whom it is, not what is compared (`skater`
  // says nothing of the jerseys a line says they skate in).
  for (std::size_t i = 0; i + 2 < words.size(); ++i)
    if (!values.covered(i) &&
        (values.covered(i + 2) ||
         (i + 3 < words.size() && values.covered(i + 3) &&
          (words[i + 2].stem == "the" || words[i + 2].stem == "a" || words[i + 2].stem == "an"))) &&
        (words[i + 1].stem == "in" || words[i + 1].stem == "with" ||
         words[i + 1].stem == "wearing") &&
        std::isalpha(static_cast<unsigned char>(words[i].text.front())) && i > 0 &&
        words[i - 1].stem == "the")
      own[i] = true;
  std::vector<std::string>& roots = roots_;
  roots.reserve(words.size());
  // (`outscored` says `scores` as `scored` does, `outsold` the list of
  // what was sold.)
  // (A verb of `out` read as `beat`, out_verbs(), says its own list too:
  // `outpolled` of votes, to poll being to take votes.)
  for (const Word& w : words) {
    std::string stem = w.stem;
    if ((stem == "beat" || stem == "beaten") && w.text.size() >= 7 &&
        lower(w.text).starts_with("out"))
      stem = lower(w.text);
    roots.push_back(word_root(stem.size() >= 7 && stem.starts_with("out")
                                  ? std::string_view(stem).substr(3)
                                  : std::string_view(stem)));
    if (roots.back() == "poll") roots.back() = word_root("votes");
  }
}

}  // namespace deduce::puzzles::zebra::english
