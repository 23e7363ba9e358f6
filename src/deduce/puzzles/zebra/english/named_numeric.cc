// The ordered lists a sentence names (numeric_choice.h): by money said, by
// a word of a list's line (`scored` says `Scores`) or by a unit it is
// measured in (`1 kg less` of the one list in kilograms).
#include "deduce/puzzles/zebra/english/numeric_choice.h"

#include <algorithm>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

bool NumericChoice::by_money() {
  const std::vector<CategoryText>& categories = categories_;
  const std::vector<NumericCategory>& pool = pool_;
  std::vector<NumericCategory>& out = out_;
  // Money said (`$1,500 more`) is compared over money only: a list of
  // amounts (`$25`) or one headed by a word of money (`Prices: 25, 30`).
  if (money_) {
    for (const NumericCategory& n : pool) {
      const auto c = std::find_if(categories.begin(), categories.end(),
                                  [&](const CategoryText& t) { return t.name == n.name; });
      bool of_money = std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
      for (const Word& lw : cut_words(c->line_words)) of_money = of_money || money_word(lw.stem);
      if (of_money) out.push_back(n);
    }
    // An amount with its sign (`$5 more`) is money or nothing; a word of
    // money where no list says money (`paid 2 pounds more`, of a list
    // `paying 3 pounds, 5 pounds, ...`) leaves the other words to choose.
    if (!out.empty() || signed_amount_) return true;
    // But never a day or a time (`The Obis paid the most` where the rates
    // were not read and only the days are numbers says nothing).
    std::erase_if(pool_,
                  [](const NumericCategory& n) { return in_time(n) || !n.calendar.empty(); });
  }
  return false;
}

void NumericChoice::by_names() {
  const std::vector<Word>& words = words_;
  const std::vector<CategoryText>& categories = categories_;
  const std::vector<NumericCategory>& pool = pool_;
  const std::vector<bool>& own = own_;
  const std::vector<std::string>& roots = roots_;
  const bool money = money_;
  std::vector<NumericCategory>& out = out_;
  for (const NumericCategory& n : pool) {
    const auto c = std::find_if(categories.begin(), categories.end(),
                                [&](const CategoryText& t) { return t.name == n.name; });
    bool used = money && (c->values.front().starts_with("$") ||
                          c->values.front().starts_with("£") || c->values.front().starts_with("€"));
    // `scored` says `Scores`, `priced` says `Prices`.
    // `scored` and `scoring` are the line's `score`.
    // Not by the words every line has (`the`, `of`, `four`), nor by a
    // value's own words (`The 29-year-old finished ahead of ...` says
    // nothing of years).
    // Nor by a word another list's line says too (`players' ratings` and
    // `The players were`: `player` names whose rating it is), but for the
    // list's own name (`papers` of a list `paper` beside `paper rounds`).
    const auto elsewhere = [&](const std::string& stem) {
      return std::any_of(categories.begin(), categories.end(), [&](const CategoryText& o) {
        if (&o == &*c) return false;
        if (same_root(o.name, stem)) return true;
        for (const Word& ow : cut_words(o.line_words))
          if (ow.stem == stem) return true;
        return false;
      });
    };
    for (const Word& lw : cut_words(c->line_words)) {
      if (used || frame_word(lw.stem) || number_word(lw.stem) != 0 || lw.stem.size() < 3) continue;
      // (The sentence's words' roots are cut once: this runs for every
      // sentence and every ordered list.)
      const std::string line_root = word_root(lw.stem);
      bool said = false;
      for (std::size_t i = 0; i < words.size() && !said; ++i)
        said = !own[i] &&
               (words[i].stem == lw.stem || (line_root.size() >= 3 && roots[i] == line_root));
      if (said && !(elsewhere(lw.stem) && !same_root(c->name, lw.stem))) used = true;
    }
    for (const std::string& u : n.units)
      for (std::size_t i = 0; i < words.size(); ++i) used = used || (!own[i] && words[i].stem == u);
    if (used) out.push_back(n);
  }
  // `picked 1 kg less than the Adeyemi family`: an amount said in a unit
  // one list has is of that list (never the children's numbers, which
  // `family` names). Only a unit of weight, length or volume: `points`
  // may be a rating's (`rated 70 points above`) as well as a score's.
  static const std::set<std::string> kMeasures = {
      "kg",    "kilo", "g",    "gram", "lb",    "ounce", "oz",    "ton",    "tonne",
      "stone", "km",   "m",    "cm",   "mm",    "metre", "meter", "mile",   "foot",
      "feet",  "ft",   "inch", "yard", "litre", "liter", "ml",    "gallon", "pint"};
  for (std::size_t i = 0; i + 1 < words.size() && out.size() > 1; ++i) {
    if (amount_of(words[i].stem) == 0 || !kMeasures.count(words[i + 1].stem)) continue;
    const std::string& unit = words[i + 1].stem;
    std::vector<NumericCategory> kept;
    for (const NumericCategory& n : out)
      if (std::find(n.units.begin(), n.units.end(), unit) != n.units.end()) kept.push_back(n);
    if (!kept.empty()) out = std::move(kept);
  }
}

}  // namespace deduce::puzzles::zebra::english
