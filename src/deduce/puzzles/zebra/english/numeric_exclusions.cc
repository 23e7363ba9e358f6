// What a sentence's own words rule out of the lists chosen for it
// (numeric_choice.h, step 6): storeys counted over numbers they do not
// name, taking longer over what is no time, and winning or coming last by
// the number on a plot, a room or a ticket.
#include "deduce/puzzles/zebra/english/numeric_choice.h"

#include <algorithm>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

void NumericChoice::rule_out(std::vector<NumericCategory>& out) const {
  // `sleeps exactly one deck below Dr Sandhu` of cabins 4112, 5230, ...: an
  // amount counted in storeys (decks, floors, levels) is of a list they
  // name, never of other numbers (the cabins, whose deck is only their
  // first digit).
  for (std::size_t i = 0; i + 1 < words_.size(); ++i)
    if (amount_of(words_[i].stem) != 0 && stands_upright(words_[i + 1].stem) &&
        !values_.covered(i + 1))
      std::erase_if(out, [&](const NumericCategory& n) {
        const std::string& storey = words_[i + 1].stem;
        if (named_by(n, storey) || named_by(n, word_root(storey))) return false;
        // (Or by its line's words: `they came from the 2nd, 3rd, 4th and
        // 5th floors`.)
        for (const Word& x : cut_words(categories_[static_cast<std::size_t>(n.index)].line_words))
          if (same_root(x.stem, storey)) return false;
        return true;
      });
  // `Shona took longer than Mei` of needle sizes (a length) and the days
  // each took: taking longer is time, where a list is of time.
  const auto of_time = [](const NumericCategory& n) {
    static const std::set<std::string> kSpans = {"second", "minute", "min",   "hour", "hr",
                                                 "day",    "week",   "month", "year"};
    return in_time(n) || !n.calendar.empty() ||
           std::any_of(n.units.begin(), n.units.end(),
                       [](const std::string& u) { return kSpans.count(u) != 0; });
  };
  for (std::size_t i = 0; i + 1 < words_.size(); ++i) {
    const std::string& took = words_[i].stem;
    const std::string& longer = words_[i + 1].stem;
    if ((took == "took" || took == "take" || took == "takes" || took == "taking") &&
        (longer == "longer" || longer == "longest") && std::any_of(out.begin(), out.end(), of_time))
      std::erase_if(out, [&](const NumericCategory& n) { return !of_time(n); });
  }
  // `Mrs Tully beat Miss Fisk` where the plots are numbered 2, 4, 6 and 8:
  // no one wins by the number on their plot, room or ticket; beating is
  // of what the contest is decided by. (A number said is compared, `The
  // gin was won with a higher number than Bernard's`.)
  // (Nor does anyone come last by it: `came last`, `finished first`.)
  static const std::set<std::string> kBeats = {"beat",   "beaten", "beats",   "won",
                                               "win",    "wins",   "came",    "finished",
                                               "placed", "ranked", "finishes"};
  static const std::set<std::string> kLabelled = {
      "plot",  "room",  "cabin", "house", "seat",   "table",  "locker", "peg",    "pen",
      "stall", "pitch", "berth", "bay",   "lane",   "gate",   "door",   "flat",   "hut",
      "tent",  "bed",   "desk",  "shirt", "ticket", "jersey", "bib",    "kennel", "cage"};
  if (std::any_of(words_.begin(), words_.end(),
                  [](const Word& w) { return kBeats.count(w.stem) != 0; }) &&
      std::none_of(words_.begin(), words_.end(),
                   [](const Word& w) { return w.stem == "number" || w.stem == "numbered"; }))
    std::erase_if(out, [&](const NumericCategory& n) {
      for (const Word& x : cut_words(n.name))
        if (kLabelled.count(x.stem) != 0 || kLabelled.count(word_root(x.stem)) != 0) return true;
      return false;
    });
  // `Shazia has the last break` where the breaks are tea, coffee, lunch
  // ...: the first or last of a list with no order of its own is the
  // first or last in time (`the first train` of departure times), never
  // the end of a count (the most years one has worked).
  for (std::size_t i = 0; i + 1 < words_.size(); ++i) {
    const std::string& end = words_[i].stem;
    if ((end != "first" && end != "last") || values_.covered(i + 1)) continue;
    const std::string& noun = words_[i + 1].stem;
    for (std::size_t c = 0; c < categories_.size(); ++c) {
      const std::vector<Word> name = cut_words(categories_[c].name);
      if (name.size() != 1 || !list_named_by(name[0].stem, noun)) continue;
      if (std::any_of(out.begin(), out.end(),
                      [&](const NumericCategory& n) { return n.index == static_cast<int>(c); }))
        continue;
      // (Or in an order of its own: `the last prize of all to be drawn` of
      // the draw's 1st to 5th.)
      std::erase_if(out, [](const NumericCategory& n) {
        return !n.time_point && n.calendar.empty() && !has_unit(n, {"time", "clock", "ordinal"}) &&
               !an_order(n);
      });
    }
  }
}

}  // namespace deduce::puzzles::zebra::english
