// The fifth step of choosing the ordered list a comparison is over
// (numeric_choice.h): words that say an order (`first`, `before`), a place
// won (`finished ahead`, `won`), a count (`How many`, `more often`), an age
// (`How old`), an amount (`lower`) or a list's own name narrow the lists
// left, and a comparative that fits one of them alone decides.
#include "deduce/puzzles/zebra/english/numeric_choice.h"

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::vector<NumericCategory> NumericChoice::by_order_words() {
  const std::vector<Word>& words = words_;
  const std::vector<NumericCategory>& numeric = numeric_;
  const std::vector<NumericCategory>& pool = pool_;
  const std::vector<bool>& own = own_;
  const std::vector<std::string>& roots = roots_;
  const bool end_of_span = end_of_span_;
  const std::vector<Cue>& kCues = cues();
  std::vector<NumericCategory>& out = out_;
  // Of several: `first`, `last`, `before` say an order (a time, a place
  // in one, a race's times), never a measure (`Ilse played last` of the pieces' lengths and
  // the order they were played in); `lower` and `higher` say an amount,
  // never a time (`Okafor's offer was lower` of salaries and weekdays).
  // Of several, those `keep` takes, if any.
  const auto keep_only = [&](const auto& keep) {
    if (out.size() <= 1) return;
    std::vector<NumericCategory> kept;
    for (const NumericCategory& n : out)
      if (keep(n)) kept.push_back(n);
    if (!kept.empty()) out = std::move(kept);
  };
  const auto narrowed = [&](std::initializer_list<std::string_view> said_words, const auto& keep) {
    if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
          return !own[static_cast<std::size_t>(&w - words.data())] &&
                 std::find(said_words.begin(), said_words.end(), w.stem) != said_words.end();
        }))
      keep_only(keep);
  };
  // `The Dunmore bus leaves last`, `Last bus of the morning`: an end said
  // of a deed in time or of a span of time is of the one list of times,
  // even where a noun chose another (`Four morning buses: the 12, ...`).
  {
    static const std::set<std::string> kTimed = {
        "leave",   "leaves", "left",   "depart",  "departs", "departed", "arrive", "arrives",
        "arrived", "start",  "starts", "started", "began",   "begin",    "begins"};
    const auto has = [&](const auto& pred) {
      return std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] && pred(w.stem);
      });
    };
    const std::size_t times =
        static_cast<std::size_t>(std::count_if(numeric.begin(), numeric.end(), in_time));
    if (times == 1 && std::none_of(out.begin(), out.end(), in_time) &&
        (end_of_span || has([](const std::string& w) { return kTimed.count(w) != 0; })) &&
        has([](const std::string& w) {
          return w == "first" || w == "last" || w == "earliest" || w == "latest";
        }))
      out = {*std::find_if(numeric.begin(), numeric.end(), in_time)};
  }
  narrowed({"first", "last", "before", "after", "earlier", "later", "earliest", "latest"},
           [](const NumericCategory& n) {
             // (An order's numbers too: `Ed batted after Aarav` of a batting
             // order `No. 1, No. 2, ...` and runs.)
             return in_time(n) ||
                    std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end() ||
                    an_order(n);
           });
  // (Nor is an age, even the only list: `Tamsin finished after Loveday`
  // where the swimmers' times went unread says nothing of ages.)
  if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] &&
               (w.stem == "before" || w.stem == "after" || w.stem == "earlier" ||
                w.stem == "later" || w.stem == "first" || w.stem == "last");
      }))
    std::erase_if(out, [](const NumericCategory& n) {
      return !n.time_point && n.time_scale == 0 && has_unit(n, {"age", "aged", "old"});
    });
  // `earned a higher place`, `two places behind`: a place in an order.
  const auto ordinal = [](const NumericCategory& n) { return has_unit(n, {"ordinal"}); };
  narrowed({"place", "position", "rank", "ranking", "placing"}, ordinal);
  // `finished ahead of`, `beat`: a place won, never a level one is in
  // (`fifth grade`; superlatives.h contested()).
  narrowed({"finish", "finished", "placed", "ahead", "beat", "won", "win", "ranked"},
           [](const NumericCategory& n) { return contested(n); });
  // (`Janet beat Clive` where they teed off at 08:00, 08:10, ... and scored
  // 31, 33, ... points: a time of day is when one started; the scores are
  // what is beaten, or finished ahead in, where both are said.)
  static const std::set<std::string> kContest = {"beat",  "beaten", "finish", "finished", "placed",
                                                 "ahead", "behind", "won",    "win",      "ranked"};
  if (out.size() > 1 &&
      std::any_of(out.begin(), out.end(), [](const NumericCategory& n) { return n.time_point; }) &&
      std::any_of(out.begin(), out.end(), [](const NumericCategory& n) { return !n.time_point; }) &&
      std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] && kContest.count(w.stem) != 0;
      }))
    std::erase_if(out, [](const NumericCategory& n) { return n.time_point; });
  // `Kofi won` where there are places (1st to 4th) and money spent: the
  // first place. (Not `won more than`, `won the most`: an amount won.)
  if (std::none_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "than" || w.stem == "more" || w.stem == "less" || w.stem == "most" ||
               w.stem == "least" || w.stem == "much";
      })) {
    narrowed({"won", "win"}, ordinal);
    // (Even where a noun chose another list: `Ivor's entry didn't win`
    // of entries that weighed 2 kg, 3 kg and 5 kg is no weight.)
    if (std::none_of(out.begin(), out.end(), ordinal) &&
        std::count_if(numeric.begin(), numeric.end(), ordinal) == 1 &&
        std::any_of(words.begin(), words.end(), [&](const Word& w) {
          return !own[static_cast<std::size_t>(&w - words.data())] &&
                 (w.stem == "won" || w.stem == "win");
        }))
      out = {*std::find_if(numeric.begin(), numeric.end(), ordinal)};
  }
  // A list's own name said (`downloaded` of `Downloads`) outweighs a word
  // its line shares with the sentence (`episode`).
  if (out.size() > 1) {
    std::vector<NumericCategory> named;
    for (const NumericCategory& n : out)
      for (const Word& nw : cut_words(n.name))
        if (const std::string name_root = word_root(nw.stem);
            nw.stem.size() >= 3 && !frame_word(nw.stem) &&
            std::any_of(words.begin(), words.end(), [&](const Word& w) {
              const std::size_t i = static_cast<std::size_t>(&w - words.data());
              return !own[i] &&
                     (w.stem == nw.stem || (name_root.size() >= 3 && roots[i] == name_root));
            })) {
          named.push_back(n);
          break;
        }
    if (!named.empty()) out = std::move(named);
  }
  // `How many downloads ...?` counts: never a month, a date or a time.
  narrowed({"many"}, [](const NumericCategory& n) { return !n.time_point; });
  // How often (`has given blood more often than Victor`): the count of a
  // donation or a visit (`their 2nd, 9th, 15th ... donation`), never an age.
  narrowed({"often", "frequently"}, ordinal);
  // `has donated more times than Ruth`, `How many times ...?`: a count.
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i].stem == "time" && !own[i] &&
        (words[i - 1].stem == "more" || words[i - 1].stem == "fewer" ||
         words[i - 1].stem == "most" || words[i - 1].stem == "fewest" ||
         words[i - 1].stem == "many"))
      keep_only(ordinal);
  // `How old is Eifion?` where ages and the years people joined are both
  // listed: the age.
  // So is `Alun is 11 years older than Cerys` (not the years they joined).
  const auto ages = [](const NumericCategory& n) {
    return !n.time_point && has_unit(n, {"age", "aged", "old", "year"});
  };
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i].stem == "old" && words[i - 1].stem == "how") keep_only(ages);
  // (Where the amount's unit chose the years joined alone, the ages still
  // win: `11 years older` is `11 years` of age.)
  bool years_older = false;
  for (std::size_t i = 1; i + 1 < words.size(); ++i)
    years_older = years_older || ((words[i].stem == "year" || words[i].stem == "years") &&
                                  amount_of(words[i - 1].stem) != 0 &&
                                  (words[i + 1].stem == "older" || words[i + 1].stem == "younger"));
  if (years_older) {
    std::vector<NumericCategory> aged;
    for (const NumericCategory& n : pool)
      if (ages(n)) aged.push_back(n);
    if (aged.size() == 1) return aged;
  }
  // (Never a point in time, even where it is the only list: `the highest
  // fell` is no Thursday.)
  if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] &&
               (w.stem == "low" || w.stem == "lower" || w.stem == "lowest" || w.stem == "high" ||
                w.stem == "higher" || w.stem == "highest");
      }))
    std::erase_if(out, [](const NumericCategory& n) { return n.time_point; });
  if (out.size() <= 1) return out;
  for (const Cue& cue : kCues) {
    if (!said(cue)) continue;
    std::vector<NumericCategory> fit;
    for (const NumericCategory& n : out)
      if (fits(cue, n)) fit.push_back(n);
    if (fit.size() == 1) return fit;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
