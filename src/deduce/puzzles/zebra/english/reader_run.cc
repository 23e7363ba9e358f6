// The reader's run (reader.h): run() decides which lists are ordered
// (amounts, times, dates, places in a contest) and which end of one wins,
// then translates (the puzzle's shell and its people: reader_people.cc).
// The reader's setup from the document's first pass is reader.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/numbered_fronts.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

Translation Reader::run() {
  if (n_ == 0) n_ = static_cast<int>(categories_.front().values.size());
  // A magazine's entities are its people: a list of names said after
  // lists of prices or colours in prose still comes first.
  if (magazine_) {
    const auto names = std::find_if(categories_.begin(), categories_.end(), [](const auto& c) {
      return std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
        return !v.empty() && std::isupper(static_cast<unsigned char>(v.front())) &&
               !value_number(v);
      });
    });
    if (names != categories_.end()) std::rotate(categories_.begin(), names, names + 1);
  }
  if (magazine_) {
    numeric_ = find_numeric(categories_);
    {
      std::vector<std::string_view> said;
      for (const Sentence& s : clues_) said.push_back(s.text);
      hours_said_by_clues(numeric_, categories_, said);
    }
    // `on pegs 3, 7, 11, 15 and 19, numbered upwards from the car park`:
    // the list whose numbers the sentence says.
    for (const std::vector<Sentence>* part : {&intro_, &framing_})
      for (const Sentence& s : *part) {
        std::vector<std::string> landmark = numbered_from(s.text);
        if (landmark.empty() || numbered_list_ >= 0) continue;
        const std::vector<Word> w = cut_words(s.text);
        for (NumericCategory& n : numeric_) {
          const std::vector<std::string>& values =
              categories_[static_cast<std::size_t>(n.index)].values;
          const bool listed = std::all_of(values.begin(), values.end(), [&](const std::string& v) {
            return std::any_of(w.begin(), w.end(), [&](const Word& x) { return x.text == v; });
          });
          if (!listed) continue;
          mark_numbered(n, categories_[static_cast<std::size_t>(n.index)]);
          numbered_list_ = n.index;
          numbered_front_ = std::move(landmark);
          break;
        }
      }
  } else {
    // In a row, lists of amounts (`ages 24, 31, 38`, `$5, $10`) are
    // ordered too (`The oldest of the five rents locker 2`); months,
    // weekdays, times and ordinals stay names, as the benchmarks that
    // ask them by name write them.
    std::vector<CategoryText> sorted = categories_;
    for (NumericCategory& n : find_numeric(sorted)) {
      const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
      // (Years too: `Perseverance was built 34 years after Hope`; the
      // benchmarks list none.)
      const bool years = n.calendar == "year";
      // (Months and weekdays where a clue counts them: `The tomatoes were
      // planted three months after the melons`, `two days before`.)
      // (So are times of day: `arrived 15 minutes after the person from
      // IT`.)
      const bool clock = n.time_point && n.calendar.empty() && n.time_scale != 0;
      // (And dates where a clue counts days or weeks: `starts a week after
      // Mr Yates's job` of March 3, March 10, ...)
      const bool dated = n.calendar == "date";
      const bool counted_time = [&] {
        if (n.calendar != "month" && n.calendar != "day" && !clock && !dated) return false;
        const std::string unit = clock ? "minute" : dated ? "day" : n.calendar;
        for (const Sentence& c : clues_) {
          const std::vector<Word> w = cut_words(c.text);
          // (Times of day said earlier or later, `whoever retired
          // earliest`, are compared as times are.)
          if (clock && std::any_of(w.begin(), w.end(), [](const Word& x) {
                return x.stem == "earliest" || x.stem == "latest" || x.stem == "earlier" ||
                       x.stem == "later";
              }))
            return true;
          // (And `the last of the five departures`, `the first appointment`.)
          for (std::size_t i = 0; clock && i < w.size(); ++i)
            if (event_end(w, i) != 0) return true;
          // (So does `the last break` of a list named `break`: its own noun.)
          for (std::size_t i = 0; clock && i + 1 < w.size(); ++i)
            if ((w[i].stem == "first" || w[i].stem == "last" || w[i].stem == "earliest" ||
                 w[i].stem == "latest") &&
                (w[i + 1].stem == n.name || w[i + 1].stem + "s" == n.name))
              return true;
          // (`later in the week than`, `earlier in the week`: weekdays.)
          for (std::size_t i = 0; n.calendar == "day" && i + 3 < w.size(); ++i)
            if ((w[i].stem == "later" || w[i].stem == "earlier") && w[i + 1].stem == "in" &&
                w[i + 2].stem == "the" && w[i + 3].stem == "week")
              return true;
          // (`ends later in the year than`: months, dates.)
          for (std::size_t i = 0; (n.calendar == "month" || dated) && i + 3 < w.size(); ++i)
            if ((w[i].stem == "later" || w[i].stem == "earlier") && w[i + 1].stem == "in" &&
                w[i + 2].stem == "the" && w[i + 3].stem == "year")
              return true;
          for (std::size_t i = 1; i + 1 < w.size(); ++i) {
            // (`a full hour before`, `a whole day after`.)
            const std::size_t c = i >= 2 && (w[i - 1].stem == "full" || w[i - 1].stem == "whole" ||
                                             w[i - 1].stem == "good" || w[i - 1].stem == "clear")
                                      ? i - 1
                                      : i;
            // (Of weekdays, a night, an evening or a morning is a day:
            // `cooked the night after Finn's`.)
            const bool day_part =
                n.calendar == "day" &&
                (w[i].stem == "night" || w[i].stem == "evening" || w[i].stem == "morning");
            if ((w[i].stem == unit || w[i].stem == unit + "s" || day_part ||
                 (clock && (w[i].stem == "hour" || w[i].stem == "hours")) ||
                 (dated && (w[i].stem == "week" || w[i].stem == "fortnight"))) &&
                (w[i + 1].stem == "after" || w[i + 1].stem == "before" ||
                 w[i + 1].stem == "later" || w[i + 1].stem == "earlier") &&
                (number_word(w[c - 1].stem) >= 1 || w[c - 1].stem == "the" ||
                 w[c - 1].stem == "a" || w[c - 1].stem == "an" ||
                 std::isdigit(static_cast<unsigned char>(w[c - 1].text.front()))))
              return true;
          }
        }
        return false;
      }();
      // (And numbered things other than the row's own places: `Year 3,
      // Year 4, ...`, where `the year below` is the one before.)
      const bool numbered =
          !n.labels && std::all_of(c.values.begin(), c.values.end(), [&](const std::string& v) {
            const std::optional<ValueNumber> x = value_number(v);
            return x && x->unit.starts_with("numbered ") &&
                   !std::count(place_nouns_.begin(), place_nouns_.end(), x->unit.substr(9));
          });
      // (And places in a contest, `1st` to `5th`, where a clue counts
      // places or names the winner: `finished one place behind Hattie`.)
      // (The list's line's words are cut once, not once a clue.)
      const std::vector<Word> lw = cut_words(c.line_words);
      const bool ranked =
          std::all_of(c.values.begin(), c.values.end(),
                      [](const std::string& v) {
                        const std::optional<ValueNumber> x = value_number(v);
                        return x && x->unit == "ordinal";
                      }) &&
          std::any_of(clues_.begin(), clues_.end(), [&](const Sentence& clue) {
            const std::vector<Word> w = cut_words(clue.text);
            // (Or says the table the places are in: `ahead of Doug in the
            // standings` of places said `in the standings`.)
            for (std::size_t i = 0; i + 2 < w.size(); ++i)
              if ((w[i].stem == "in" || w[i].stem == "on") && w[i + 1].stem == "the" &&
                  !lw.empty() && lw.back().stem == w[i + 2].stem && !frame_word(w[i + 2].stem))
                return true;
            for (std::size_t i = 0; i < w.size(); ++i) {
              if (w[i].stem == "winner" || w[i].stem == "won") return true;
              if (i + 1 == w.size()) break;
              const std::string& next = w[i + 1].stem;
              if ((w[i].stem == "place" || w[i].stem == "places") &&
                  (next == "behind" || next == "ahead" || next == "above" || next == "below"))
                return true;
              // (`came last`, `finished second`, `came in 3rd`, `finished in
              // the top three`.)
              if ((w[i].stem == "came" || w[i].stem == "finished" || w[i].stem == "placed") &&
                  (next == "last" || ordinal_word(next) != 0 ||
                   (i + 2 < w.size() &&
                    (w[i + 2].stem == "last" || ordinal_word(w[i + 2].stem) != 0))))
                return true;
              if ((w[i].stem == "top" || w[i].stem == "bottom") && number_word(next) >= 2)
                return true;
            }
            return false;
          });
      const bool amounts = years || numbered || counted_time || ranked ||
                           (!n.time_point && !n.labels && n.time_scale == 0 &&
                            std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
                              const std::optional<ValueNumber> x = value_number(v);
                              const std::size_t digit = v.find_first_of("0123456789");
                              // (Or in words: `sixteen, seventeen, ... and
                              // twenty years`.)
                              const std::vector<Word> vw = cut_words(v);
                              const bool spoken = digit == std::string::npos && !vw.empty() &&
                                                  vw.size() <= 3 && number_word(vw[0].stem) >= 1;
                              return x && x->unit != "ordinal" && x->unit != "clock" &&
                                     x->unit != "duration" &&
                                     ((digit != std::string::npos && digit <= 3) || spoken) &&
                                     v.find(':') == std::string::npos;
                            }));
      if (!amounts) continue;
      categories_[static_cast<std::size_t>(n.index)] = sorted[static_cast<std::size_t>(n.index)];
      numeric_.push_back(std::move(n));
    }
  }
  for (const NumericCategory& n : numeric_) ordered_.insert(n.name);
  said_what_wins();
  build_puzzle_shell();
  people_ = titled_people(categories_);
  return translate();
}

// `Lowest score wins!`, `the fewest strokes win`, `The highest total
// wins`: which end of an ordered list wins, said once for the riddle, of
// the one list the sentence names (its unit or its line's words) or of
// the only one there is.
void Reader::said_what_wins() {
  static const std::set<std::string> kLow = {"lowest", "fewest",   "smallest",
                                             "least",  "shortest", "lower"};
  static const std::set<std::string> kHigh = {"highest",  "most",   "largest", "biggest",
                                              "greatest", "higher", "longest"};
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part) {
      const std::vector<Word> w = cut_words(s.text);
      for (std::size_t i = 0; i + 1 < w.size(); ++i) {
        const int way = kLow.count(w[i].stem) ? -1 : kHigh.count(w[i].stem) ? 1 : 0;
        if (way == 0) continue;
        // The verb within three words: `Lowest score wins`, `the lowest
        // total number wins`.
        std::size_t k = i + 1;
        while (k < w.size() && k <= i + 3 && w[k].stem != "win" && w[k].stem != "wins") ++k;
        if (k >= w.size() || k > i + 3) continue;
        std::vector<NumericCategory*> named;
        for (NumericCategory& n : numeric_) {
          bool says = false;
          for (std::size_t j = i + 1; j < k; ++j) {
            says = says || has_unit(n, {w[j].stem}) || stem_of(n.name) == w[j].stem;
            for (const Word& lw :
                 cut_words(categories_[static_cast<std::size_t>(n.index)].line_words))
              says = says || (lw.stem == w[j].stem && !frame_word(lw.stem));
          }
          if (says) named.push_back(&n);
        }
        if (named.empty() && numeric_.size() == 1) named.push_back(&numeric_.front());
        if (named.size() == 1) named.front()->said_wins = way;
      }
    }
}

}  // namespace deduce::puzzles::zebra::english
