// Comparisons and their margins said in plainer words: rewrites that
// said_plainly() (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). `a kilo less` (1 kilo), `Nobody got round quicker
// than the runner on the Yellow course` (that runner, than anyone else),
// `beat her, but only by 4 points` and `weighed more than the leek by 3 kg`
// (the margin where the comparison says it).
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

// `Bernard used a kilo less clay than Fran`, `a metre further along`:
// one of a measure, said with `a`, before a word that compares.
std::optional<std::string> one_measure(std::string_view text, const std::vector<Word>& words,
                                       bool /*magazine*/) {
  static const std::set<std::string> kMeasures = {
      "kilo",   "kilogram", "kg",    "pound", "lb",   "ounce", "gram",  "stone", "ton",
      "metre",  "meter",    "mile",  "foot",  "inch", "yard",  "litre", "liter", "pint",
      "gallon", "dollar",   "point", "mark",  "goal", "vote",  "lap",   "length"};
  static const std::set<std::string> kCompare = {
      "less",   "more",  "fewer",   "heavier", "lighter", "longer", "shorter", "taller",
      "higher", "lower", "further", "farther", "cheaper", "dearer", "bigger",  "smaller"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 0; i + 2 < w.size(); ++i)
    // (Not after an amount: `paid €4 a kilo less` is per kilo.)
    if ((w[i].text == "a" || w[i].text == "an") && kMeasures.count(w[i + 1].stem) &&
        kCompare.count(w[i + 2].stem) &&
        (i == 0 || std::none_of(w[i - 1].text.begin(), w[i - 1].text.end(), [](char c) {
           return std::isdigit(static_cast<unsigned char>(c));
         })))
      return std::string(text.substr(0, w[i].offset)) + "1" +
             std::string(text.substr(w[i].offset + w[i].text.size()));
  return std::nullopt;
}

// `Dennis is four miles further out than Ray` of distances flown: `out`
// says the way of the distance only (in a magazine grid; in a row it is a
// place, queue_words.h and named_ends.h).
std::optional<std::string> further_out(std::string_view text, const std::vector<Word>& words,
                                       bool magazine) {
  if (!magazine) return std::nullopt;
  for (std::size_t i = 0; i + 2 < words.size(); ++i)
    if ((words[i].stem == "further" || words[i].stem == "farther") && words[i + 1].stem == "out" &&
        words[i + 2].stem == "than")
      return std::string(text.substr(0, words[i + 1].offset)) +
             std::string(text.substr(words[i + 2].offset));
  return std::nullopt;
}

// `Miss Hughes types 15 words a minute faster than Mrs Oakes`: a rate's
// margin said with its span is more of the rate (`15 more words than`), as
// the list's values say it (`45 words a minute`); `3 litres a day more`
// is `3 litres more`.
std::optional<std::string> rate_before_comparative(std::string_view text,
                                                   const std::vector<Word>& words,
                                                   bool /*magazine*/) {
  static const std::set<std::string> kSpans = {"second", "minute", "hour", "day",
                                               "week",   "month",  "year"};
  // (Comparatives only: `0.25 of an hour after` is a time.)
  static const std::set<std::string> kRateComparatives = {
      "faster", "quicker", "slower", "more",    "less",   "fewer",   "higher",
      "lower",  "greater", "bigger", "smaller", "larger", "heavier", "lighter"};
  const std::vector<Word>& w = words;
  for (std::size_t i = 0; i + 4 < w.size(); ++i)
    // (An amount, never an ordinal: `the one who finished 1st is a year
    // older`.)
    if (std::all_of(
            w[i].text.begin(), w[i].text.end(),
            [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; }) &&
        std::isalpha(static_cast<unsigned char>(w[i + 1].text.front())) &&
        !be_word(w[i + 1].stem) &&
        (w[i + 2].text == "a" || w[i + 2].text == "an" || w[i + 2].stem == "per") &&
        kSpans.count(w[i + 3].stem) && kRateComparatives.count(w[i + 4].stem) != 0) {
      // (A rate is faster by more of it: `15 more words than`.)
      const std::string& c = w[i + 4].stem;
      const bool faster = c == "faster" || c == "quicker";
      if (faster || c == "slower")
        return std::string(text.substr(0, w[i + 1].offset)) + (faster ? "more " : "fewer ") +
               std::string(w[i + 1].text) +
               std::string(text.substr(w[i + 4].offset + w[i + 4].text.size()));
      return std::string(text.substr(0, w[i + 2].offset)) +
             std::string(text.substr(w[i + 4].offset));
    }
  return std::nullopt;
}

// `Nobody got round quicker than the runner on the Yellow course`: that
// runner got round quicker than anyone else (the opener alone, then a
// verb and one comparative before `than`).
std::optional<std::string> nobody_faster(std::string_view text, const std::vector<Word>& words,
                                         bool /*magazine*/) {
  const std::vector<Word>& w = words;
  // (`Nothing went cheaper than the Toby jug` too: of things.)
  const std::size_t from =
      !w.empty() && (w[0].stem == "nobody" || w[0].stem == "noone" || w[0].stem == "nothing") ? 1
      : w.size() > 1 && w[0].stem == "no" && w[1].stem == "one"                               ? 2
                                                                                              : 0;
  static const std::set<std::string> kNoComparison = {"than", "not", "no", "and", "but", "or"};
  std::size_t than = from;
  while (than < w.size() && than < from + 6 && !kNoComparison.count(w[than].stem)) ++than;
  if (from > 0 && w[0].offset == 0 && than > from + 1 && than + 1 < w.size() &&
      w[than].stem == "than" &&
      (w[than - 1].text.ends_with("er") || w[than - 1].stem == "more" ||
       w[than - 1].stem == "less") &&
      std::none_of(w.begin() + static_cast<std::ptrdiff_t>(than) + 1, w.end(),
                   [](const Word& x) { return x.stem == "and" || x.stem == "but"; }))
    return std::string(text.substr(w[than + 1].offset)) + " " +
           std::string(text.substr(w[from].offset, w[than].offset - w[from].offset)) +
           "than anyone else";
  return std::nullopt;
}

// `The Quizzly Bears beat Agatha Quiztie, but only by 4 points`: the
// margin said after a comma, closing the sentence, is the comparison's
// own (`beat Agatha Quiztie by 4 points`).
std::optional<std::string> margin_after_comma(std::string_view text,
                                              const std::vector<Word>& /*words*/,
                                              bool /*magazine*/) {
  for (std::string_view margin :
       {", but only by ", ", but just by ", ", though only by ", ", but by ", ", by "}) {
    const std::size_t at = text.find(margin);
    if (at == std::string_view::npos) continue;
    const std::vector<Word> rest = cut_words(text.substr(at + margin.size()));
    if (!rest.empty() && rest.size() <= 3 &&
        (std::isdigit(static_cast<unsigned char>(rest[0].text.front())) ||
         number_word(rest[0].stem) >= 1 || rest[0].stem == "a" || rest[0].stem == "one") &&
        text.find(',', at + margin.size()) == std::string_view::npos)
      return std::string(text.substr(0, at)) + " by " +
             std::string(text.substr(at + margin.size()));
  }
  return std::nullopt;
}

// `Reg's entry weighed more than the leek by 3 kg`: the margin said after
// a comparison's other side goes before its comparative (`weighed 3 kg
// more than the leek`).
std::optional<std::string> margin_before_comparative(std::string_view text,
                                                     const std::vector<Word>& words,
                                                     bool /*magazine*/) {
  if (const std::size_t by = text.rfind(" by "); by != std::string_view::npos) {
    const std::vector<Word> rest = cut_words(text.substr(by + 4));
    const bool amount =
        !rest.empty() && rest.size() <= 3 &&
        (std::isdigit(static_cast<unsigned char>(rest[0].text.front())) ||
         number_word(rest[0].stem) >= 1 || rest[0].stem == "a" || rest[0].stem == "an");
    std::size_t than = 0;
    for (std::size_t i = 1; i < words.size() && words[i].offset < by; ++i)
      if (words[i].stem == "than") than = i;
    if (amount && than > 1 && text.find(',', words[than].offset) == std::string_view::npos) {
      const Word& comparative = words[than - 1];
      return std::string(text.substr(0, comparative.offset)) + std::string(text.substr(by + 4)) +
             " " + std::string(text.substr(comparative.offset, by - comparative.offset));
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
