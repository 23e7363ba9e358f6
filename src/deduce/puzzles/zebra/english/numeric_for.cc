// The choice, for one sentence, of the ordered lists a comparison in it may
// be over (numeric_for(), numeric_categories.h), and its first step: the
// pool of lists the sentence's kind of comparison allows (an order in time,
// a count, a span of the calendar, numbered things said as numbered).
// The steps after it are in files of their own (numeric_choice.h).
#include "deduce/puzzles/zebra/english/numeric_choice.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

// Whether a list is an order's numbers by its name (`Batting order: No. 1,
// No. 2, ...`).
bool an_order(const NumericCategory& n) {
  const std::vector<Word> name = cut_words(n.name);
  return n.said_in_order ||
         std::any_of(name.begin(), name.end(), [](const Word& x) { return x.stem == "order"; });
}

// Whether `words` say a deed that measures something other than money or
// an age (`Ann scored more than Bo`, `ate the most`) and no word of money.
bool other_measure_said(std::string_view text, const std::vector<Word>& words,
                        const SentenceValues& values) {
  static const std::set<std::string> kOtherDeeds = {
      "scored", "ate",     "eaten",   "drank",  "ran",     "swam",   "jumped", "caught",
      "read",   "wrote",   "written", "picked", "grew",    "grown",  "lifted", "walked",
      "cycled", "climbed", "sang",    "baked",  "knitted", "slept",  "hit",    "threw",
      "thrown", "kicked",  "spotted", "found",  "planted", "cooked", "rowed",  "skipped"};
  const auto of_money = [](const Word& w) {
    return money_word(w.stem) || w.stem == "sold" || w.stem == "bought" || w.stem == "won" ||
           w.stem == "prize";
  };
  return std::any_of(words.begin(), words.end(),
                     [&](const Word& w) {
                       std::string t(w.text);
                       std::transform(t.begin(), t.end(), t.begin(),
                                      [](unsigned char c) { return std::tolower(c); });
                       return kOtherDeeds.count(t) != 0 &&
                              !values.covered(static_cast<std::size_t>(&w - words.data()));
                     }) &&
         std::none_of(words.begin(), words.end(), of_money) && [&] {
           for (std::size_t at = 0; at < text.size(); ++at)
             if (currency_sign(text, at) != 0) return false;
           return true;
         }();
}

// The numeric categories a comparison in `words` may be over: the one
// there is; of several, those whose line's words the sentence uses
// (`stop`, `price`) or, for one written with `$`, a `$` or a word of
// money_words(); else all (the sentence then reads two ways).
std::vector<NumericCategory> numeric_for(std::string_view text, const std::vector<Word>& words,
                                         const SentenceValues& values,
                                         const std::vector<NumericCategory>& numeric,
                                         const std::vector<CategoryText>& categories) {
  // `the first of the five stations`, `the last of the lockers`: an end of
  // the list the noun names, never of a list of numbers the noun is no
  // word of (carriages 1 to 5 where the stations are named).
  std::vector<NumericCategory> own = numeric;
  for (std::size_t i = 0; i + 3 < words.size(); ++i) {
    if (ordinal_word(words[i].stem) == 0 && words[i].stem != "last") continue;
    if (words[i + 1].stem != "of" || words[i + 2].stem != "the") continue;
    std::size_t k = i + 3;
    if (number_word(words[k].stem) >= 2 && k + 1 < words.size()) ++k;
    const std::string& noun = words[k].stem;
    // (A noun in the plural: never `of the four to come in`.)
    if (values.covered(k) || !std::islower(static_cast<unsigned char>(words[k].text.front())) ||
        words[k].text.size() < 4 || words[k].text.back() != 's' || noun == "them" ||
        noun == "lot" || noun == "day" || noun == "week" || noun == "year" || noun == "month" ||
        noun == "season" || noun == "evening" || noun == "night")
      continue;
    // (Only where the noun is another list's word: `the last of the four
    // babies` or `the first of the four to pass` name the grid's own.)
    const auto word_of = [&](const CategoryText& c) {
      for (const Word& x : cut_words(c.line_words + " " + c.name))
        if (x.stem == noun) return true;
      return false;
    };
    // (Nor of the grid's own things, named by the first list's words or
    // by a noun of people.)
    if ((!categories.empty() && word_of(categories.front())) || person_noun(noun)) continue;
    std::erase_if(own, [&](const NumericCategory& n) { return !named_by(n, noun); });
  }
  return NumericChoice(text, words, values, own, categories).run();
}

NumericChoice::NumericChoice(std::string_view text, const std::vector<Word>& words,
                             const SentenceValues& values,
                             const std::vector<NumericCategory>& numeric,
                             const std::vector<CategoryText>& categories)
    : text_(text), words_(words), values_(values), numeric_(numeric), categories_(categories) {}

std::vector<NumericCategory> NumericChoice::run() {
  if (numeric_.empty()) return numeric_;
  std::vector<NumericCategory> out = [&] {
    if (choose_pool()) return out_;
    read_money();
    read_own_words();
    if (by_money()) return out_;
    by_names();
    by_measure();
    return by_order_words();
  }();
  rule_out(out);
  return out;
}

bool NumericChoice::choose_pool() {
  const std::string_view text = text_;
  const std::vector<Word>& words = words_;
  const SentenceValues& values = values_;
  const std::vector<NumericCategory>& numeric = numeric_;
  // `Victor boards one stop after Ian`: stops are counted along a list of
  // stops or stations, never along carriages numbered 1 to 5.
  if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return (w.stem == "stop" || w.stem == "station") &&
               !values.covered(static_cast<std::size_t>(&w - words.data()));
      })) {
    for (const NumericCategory& n : numeric) {
      const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
      bool said = has_unit(n, {"stop", "station", "halt"});
      for (const Word& x : cut_words(c.name + " " + c.line_words))
        said = said || x.stem == "stop" || x.stem == "station" || x.stem == "halt";
      if (said) out_.push_back(n);
    }
    return true;
  }
  // `came up before`, `arrived later`: an order in time, never of money
  // (`The barometer came up before the writing desk` where only prices
  // are numbers says nothing of prices).
  const bool in_time = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "before" || w.stem == "after" || w.stem == "earlier" || w.stem == "later" ||
           w.stem == "sooner" || w.stem == "earliest" || w.stem == "latest" ||
           w.stem == "preceded" || w.stem == "precede" || w.stem == "precedes";
  });
  // `earlier in the day` is a time of day; `later in the week` a weekday
  // or a date, `in the month` a date, `in the year` a month or a date: the
  // span says which order, whatever else the sentence names.
  // (Read in the text as written: the words read may have left the span
  // out, word_forms.h without_span.)
  const std::string span = span_said(cut_words(text));
  const auto in_span = [&](const NumericCategory& n) {
    if (span == "day") return n.time_point && n.calendar.empty();
    if (span == "week") return n.calendar == "day" || n.calendar == "date";
    if (span == "month") return n.calendar == "date";
    return n.calendar == "month" || n.calendar == "date";  // the year
  };
  // Numbered things (`plot 3`, `Room 12`) are compared only where the
  // sentence says so (`a lower-numbered plot`, `a higher room number`).
  // So are bare labels in time (`Victor boards after Ian` of carriages 1
  // to 5): they say where, not when, unless the sentence names them (`a
  // later carriage`) or they are an order (`Batting order`).
  const auto said_numbered = [&](const NumericCategory& n) {
    if (n.labels && in_time && !an_order(n) &&
        std::none_of(words.begin(), words.end(), [&](const Word& w) {
          return w.stem == "number" || w.stem == "numbered" ||
                 (!values.covered(static_cast<std::size_t>(&w - words.data())) &&
                  named_by(n, w.stem));
        }))
      return false;
    if (std::find(n.units.begin(), n.units.end(), "numbered") == n.units.end()) return true;
    // Decks and floors stand upright: `lower than the kayaker's` of decks
    // 3 to 7 is a lower deck.
    static constexpr std::string_view kStanding[] = {"floor", "storey", "story", "level", "deck"};
    const bool standing = std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
      return std::find(std::begin(kStanding), std::end(kStanding), u) != std::end(kStanding);
    });
    if (standing && std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "higher" || w.stem == "lower" || w.stem == "above" ||
                 w.stem == "below" || w.stem == "highest" || w.stem == "lowest";
        }))
      return true;
    // `day 2, day 3, ...` are times: `earlier`, `the day after` say them;
    // so is an order's `No. 1, No. 2, ...` (`Batting order`: `Ed batted
    // after Aarav`).
    if (in_time && std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
          return u == "day" || u == "week" || u == "night" || u == "month" || u == "year";
        }))
      return true;
    if (in_time && an_order(n)) return true;
    // School years (`Year 7`, `Year 8`, ...): the youngest student is in
    // the lowest, an older one in a higher year.
    if (std::find(n.units.begin(), n.units.end(), "year") != n.units.end() &&
        std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "youngest" || w.stem == "oldest" || w.stem == "younger" ||
                 w.stem == "older";
        }))
      return true;
    // (Or its name: `lowest in the order` of `Batting order: No. 1, ...`.)
    return std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return w.stem == "number" || w.stem == "numbered" || (an_order(n) && named_by(n, w.stem)) ||
             (std::find(n.units.begin(), n.units.end(), w.stem) != n.units.end() &&
              !values.covered(static_cast<std::size_t>(&w - words.data())));
    });
  };
  const auto in_order = [](const NumericCategory& n) {
    return n.time_point || n.time_scale != 0 || n.labels ||
           has_unit(n, {"ordinal", "numbered", "age", "aged", "old", "year", "day", "week", "night",
                        "month", "hour", "minute", "second"});
  };
  // `admitted three more patients`, `fewer hints`: a count of things,
  // never a point in time (a weekday, a month, an hour, a year), unless
  // the sentence says the calendar's unit (`three more days`).
  const bool counts = !in_time && std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "more" || w.stem == "fewer" || w.stem == "less";
  });
  const auto unit_said = [&](const NumericCategory& n) {
    return std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return std::find(n.units.begin(), n.units.end(), w.stem) != n.units.end();
    });
  };
  // `3 more catches than`, `made the most catches`: what is counted, a
  // noun in the plural after the comparison; no age is counted so (ages
  // are counted in years).
  std::string counted;
  for (std::size_t i = 0; i + 1 < words.size() && counted.empty(); ++i)
    if ((words[i].stem == "more" || words[i].stem == "fewer" || words[i].stem == "less" ||
         words[i].stem == "most" || words[i].stem == "fewest" || words[i].stem == "least") &&
        !values.covered(i + 1) && words[i + 1].stem != "than" && words[i + 1].text.size() > 3 &&
        words[i + 1].text.back() == 's' &&
        std::islower(static_cast<unsigned char>(words[i + 1].text.front())))
      counted = words[i + 1].stem;
  const auto not_counted = [&](const NumericCategory& n) {
    return !counted.empty() && has_unit(n, {"age", "aged", "old"}) && counted != "year" &&
           counted != "month" && counted != "week" && counted != "day";
  };
  // `Imani sat somewhere behind Jonas`, `nearer the stage than` where the
  // rows are lettered (`Row C, Row F, ...`): behind and in front are the
  // rows' order, never a price's.
  // (`behind`, `ahead` or `in front` never say a price either, below.)
  const bool behind = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "behind" || w.stem == "ahead" || w.stem == "front";
  });
  const bool placed = behind || std::any_of(words.begin(), words.end(), [](const Word& w) {
                        return w.stem == "nearer" || w.stem == "closer" || w.stem == "further" ||
                               w.stem == "farther";
                      });
  if (placed && !in_time) {
    std::vector<NumericCategory> rows;
    for (const NumericCategory& n : numeric)
      if (has_unit(n, {"numbered"}) && has_unit(n, {"row", "pew", "seat", "bench"}))
        rows.push_back(n);
    if (!rows.empty()) {
      out_ = std::move(rows);
      return true;
    }
  }
  // `Gaz won the tournament`, `Pete didn't win`: winning alone, where a
  // list is of the places the contest gave (`finished 1st, 2nd, ...`), is
  // its first place, never the most of another number (checkouts, 180s).
  {
    // (So is a place said with a contest's verb, `Gaz came 1st`.)
    bool wins = false, measures = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& w = words[i].stem;
      wins = wins || w == "won" || w == "win" || w == "wins" || w == "winner" || w == "champion" ||
             ((w == "came" || w == "come" || w == "finished" || w == "finish" || w == "placed") &&
              i + 1 < words.size() && ordinal_word(words[i + 1].stem) != 0);
      measures = measures ||
                 (std::isdigit(static_cast<unsigned char>(words[i].text.front())) != 0 &&
                  !values.covered(i)) ||
                 amount_of(w) != 0 || superlative_word(w) || w == "more" || w == "less" ||
                 w == "fewer" || w == "than" || w == "most" || w == "least";
    }
    if (wins && !measures) {
      std::vector<NumericCategory> places;
      for (const NumericCategory& n : numeric)
        if (has_unit(n, {"ordinal"}) && n.least == 1) places.push_back(n);
      if (places.size() == 1) {
        out_ = std::move(places);
        return true;
      }
    }
  }
  // `The Arrows were first`, `Holly's team is last`: first and last said
  // alone, with no contest's verb (`came first`, `finished last`, read as
  // the best and the worst), are ends of an order, never the fewest points
  // or the smallest sum.
  static const std::set<std::string> kContest = {
      "came",  "come", "finished", "finish", "placed", "ranked", "won",    "win",    "scored",
      "score", "beat", "than",     "winner", "prize",  "place",  "topped", "bottom", "top"};
  const bool ends_alone =
      std::any_of(words.begin(), words.end(),
                  [&](const Word& w) {
                    return (w.stem == "first" || w.stem == "last") &&
                           !values.covered(static_cast<std::size_t>(&w - words.data()));
                  }) &&
      std::none_of(words.begin(), words.end(), [](const Word& w) {
        return kContest.count(w.stem) != 0 ||
               std::isdigit(static_cast<unsigned char>(w.text.front())) != 0 ||
               amount_of(w.stem) != 0;
      });
  const bool other_deed = other_measure_said(text, words, values);
  // (An age said beside it is still an age: `scored 2 more touches than
  // the oldest fencer`.)
  const bool age_said = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "old" || w.stem == "older" || w.stem == "oldest" || w.stem == "young" ||
           w.stem == "younger" || w.stem == "youngest" || w.stem == "age" || w.stem == "aged";
  });
  // (Nor is a place behind or ahead ever a price: `Imani sat somewhere
  // behind Jonas` where only the tickets' prices are numbers says nothing.)
  std::vector<NumericCategory>& pool = pool_;
  std::vector<NumericCategory> spanned;
  for (const NumericCategory& n : numeric)
    if (((!behind && !other_deed) ||
         std::find(n.units.begin(), n.units.end(), "money") == n.units.end()) &&
        (!counts || !n.time_point || unit_said(n)) && !not_counted(n) &&
        // (Nor of an age: `Ann ate the most` is never the oldest. A deed
        // is done at a time, though: `was read one month before`.)
        (!other_deed || age_said || !has_unit(n, {"age", "aged", "old"})) &&
        (!(in_time || ends_alone) ||
         (std::find(n.units.begin(), n.units.end(), "money") == n.units.end() && in_order(n))) &&
        said_numbered(n)) {
      pool.push_back(n);
      if (!span.empty() && in_span(n)) spanned.push_back(n);
    }
  // (Where no list is of that kind, `earlier in the day` of periods of a
  // school day, the other words choose.)
  if (!spanned.empty()) {
    out_ = std::move(spanned);
    return true;
  }
  return false;
}

}  // namespace deduce::puzzles::zebra::english
