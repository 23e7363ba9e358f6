// Superlatives that stand for values, in a sentence the reader reads
// (reader.h): each replaced by the value it means (superlatives.h finds them
// and tells their measure), the category told by the sentence's own words.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

// A sentence whose superlatives stand for values (superlatives.h: `The
// newest car cost the most`), read again with each replaced by the value
// it means. Its own words tell its category (`newest`: years), else the
// words around it (`cost the most`: money); where they leave two, the one another superlative of
// the sentence took is not it (one thing has no two values of a category). nullopt when a
// category stays unclear or the sentence then does not read as one statement.
std::optional<std::string> Reader::read_superlatives(const Sentence& s,
                                                     const std::vector<Word>& words,
                                                     const SentenceValues& values,
                                                     const Lexicon& lexicon,
                                                     std::span<const Phrase> phrases) const {
  if (numeric_.empty()) return std::nullopt;
  const std::vector<bool> covered = values.covered_words();
  // `first` and `last` are ends of an ordered list where no positions
  // are (`The longest book was read first`); with positions, places.
  // (In a row whose places are no contest's, a contest's list of numbers
  // says who won: `The winning team sat at table 1` of scores.)
  const bool wins = std::any_of(numeric_.begin(), numeric_.end(),
                                [](const NumericCategory& n) { return contested(n); });
  const std::vector<SuperlativeSpan> spans = find_superlatives(words, covered, magazine_, wins);
  if (spans.empty() || spans.size() > 2) return std::nullopt;
  // `the longest-serving member`: a length of time up to now, said of a
  // point in time (the year one joined).
  const auto serving = [&](const SuperlativeSpan& sp) {
    const std::size_t after = sp.word + 1;
    return after < words.size() &&
           (words[after].stem == "serving" || words[after].stem == "standing" ||
            words[after].stem == "established" || words[after].stem == "running");
  };
  // Money said where no list is of money (`paid the most` where only the
  // days are numbers): no amount that says no measure of its own (`the
  // most`, `the highest`; not an end, `first`) names a value.
  const auto of_money = [](const std::vector<Word>& ws, const std::vector<bool>* skip) {
    for (std::size_t i = 0; i < ws.size(); ++i)
      if (money_word(ws[i].stem) && !(skip && (*skip)[i])) return true;
    return false;
  };
  if (std::any_of(spans.begin(), spans.end(),
                  [&](const SuperlativeSpan& sp) {
                    const std::string& said = words[sp.word].stem;
                    return generic_superlative(said) && said != "first" && said != "last" &&
                           said != "won" && said != "wins" && said != "top" && said != "bottom";
                  }) &&
      of_money(words, &covered) &&
      std::none_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
        return has_unit(n, {"money"}) ||
               of_money(cut_words(categories_[static_cast<std::size_t>(n.index)].line_words),
                        nullptr);
      }))
    return std::nullopt;
  std::vector<std::vector<NumericCategory>> options;
  for (const SuperlativeSpan& sp : spans) {
    // In a row, nearness is a place in it (`the one nearest the harbour
    // wall`, `further out than any other boat`), never a length.
    static const std::set<std::string> kNear = {"nearest", "closest", "farthest", "furthest",
                                                "further", "farther", "nearer",   "closer"};
    if (!magazine_ && kNear.count(words[sp.word].stem)) return std::nullopt;
    // Its own words first (`newest` is a year's), then those around it.
    const std::vector<Word> own(words.begin() + static_cast<std::ptrdiff_t>(sp.begin),
                                words.begin() + static_cast<std::ptrdiff_t>(sp.end));
    options.push_back(
        numeric_for(s.text, own, SentenceValues(lexicon, own), numeric_, categories_));
    // `the peg furthest from the river`: nearness to a landmark is a
    // length only of lengths (`lives furthest from the school` of miles);
    // of other numbers it says nothing (a hall's rows counted from the
    // stage are read before, hall_rows.h), never the largest by a guess.
    if (kNear.count(words[sp.word].stem)) {
      std::size_t k = sp.end;
      if (k < words.size() && (words[k].stem == "from" || words[k].stem == "to")) ++k;
      if (k < words.size() && words[k].stem == "the") ++k;
      if (k > sp.end && k < words.size() && !covered[k])
        std::erase_if(options.back(), [](const NumericCategory& n) {
          return std::none_of(n.units.begin(), n.units.end(),
                              [](const std::string& u) { return length_unit(u); });
        });
      if (options.back().empty()) return std::nullopt;
    }
    // `The oldest car came home last`: first and last with a contest's
    // verb are its places, where a list is of them (`finished first,
    // second, ...`), never the latest year.
    if (words[sp.word].stem == "first" || words[sp.word].stem == "last") {
      static const std::set<std::string> kPlaced = {"came",   "come",  "finished", "finish",
                                                    "placed", "ended", "crossed",  "home"};
      std::vector<NumericCategory> places;
      for (const NumericCategory& n : numeric_)
        if (has_unit(n, {"ordinal"}) && n.least == 1) places.push_back(n);
      if (places.size() == 1 && std::any_of(words.begin(), words.end(), [](const Word& x) {
            return kPlaced.count(x.stem) != 0;
          })) {
        options.back() = std::move(places);
        continue;
      }
    }
    // `boards at the first station` where the carriages are numbered 1
    // to 5: bare labels are ends only of their own noun (`the first
    // carriage`), never of another's.
    if ((words[sp.word].stem == "first" || words[sp.word].stem == "last") &&
        sp.end < words.size() && !covered[sp.end] &&
        std::islower(static_cast<unsigned char>(words[sp.end].text.front()))) {
      const std::string& noun = words[sp.end].stem;
      // (Nor of an amount, a size or a span of time, which has no order
      // of its own: `Who ran the first leg?` of relay splits in seconds.)
      // (A noun straight after it: never `finished first, in just an
      // hour`.)
      static const std::set<std::string> kNotNouns = {
          "in",   "at",  "on",    "of",   "to",    "with", "and", "or", "but",  "for",   "by",
          "from", "one", "place", "time", "thing", "off",  "out", "up", "home", "again", "too"};
      const bool noun_next =
          words[sp.end].offset == words[sp.end - 1].offset + words[sp.end - 1].text.size() + 1 &&
          kNotNouns.count(noun) == 0 && !person_noun(noun);
      std::erase_if(options.back(), [&](const NumericCategory& n) {
        return (n.labels ||
                (noun_next && !n.time_point && !has_unit(n, {"ordinal"}) && !an_order(n))) &&
               !named_by(n, noun);
      });
      if (options.back().empty()) return std::nullopt;
    }
    // `had the slowest night`: of what a night's business is told by,
    // where one list is that.
    if (sp.business) {
      options.back().clear();
      for (const NumericCategory& n : numeric_)
        if (business_measure(n)) options.back().push_back(n);
      if (options.back().size() != 1) return std::nullopt;
      continue;
    }
    // No one wins by an age, a date or a label (contested()): `the
    // winner` of ages and places is the first place.
    if (sp.slot == "best")
      std::erase_if(options.back(), [](const NumericCategory& n) { return !contested(n); });
    // `the fastest`, `the slowest` are said of what is timed or a speed
    // only (`The Rolling Pin had the slowest night` of takings is no
    // smallest sum, nor a largest one).
    if (sp.slot == "fastest" || sp.slot == "slowest") {
      std::erase_if(options.back(), [](const NumericCategory& n) {
        return n.time_scale == 0 && !speed(n) && !n.time_point &&
               !has_unit(n, {"minute", "second", "hour", "min", "sec", "day", "week"});
      });
      if (options.back().empty()) return std::nullopt;
    }
    // A length is no point in time (`the longest delay` of departures at
    // 08:10, ... and delays in minutes), but for `the longest-serving`.
    const std::string& said = words[sp.word].stem;
    if ((said == "longest" || said == "shortest") && !serving(sp) && options.back().size() > 1)
      std::erase_if(options.back(), [](const NumericCategory& n) { return n.time_point; });
    // `the longest-serving member` is of the points in time only (the
    // years joined), never the longest layout.
    // (Or, where no list is of points in time, of the years served, `3,
    // 7, 12 and 20 years with the orchestra`.)
    if (serving(sp)) {
      options.back().clear();
      for (const NumericCategory& n : numeric_)
        if (n.time_point) options.back().push_back(n);
      if (options.back().empty())
        for (const NumericCategory& n : numeric_)
          if (has_unit(n, {"year"})) options.back().push_back(n);
      if (options.back().empty()) return std::nullopt;
    }
    if (options.back().size() == 1) continue;
    // A superlative that says what it measures (`oldest`, `heaviest`) and
    // fits several categories is not read by the words around it; the
    // other superlative may take one of them (`The heaviest contestant
    // lost the most weight`: the most is of the weights lost, so the
    // heaviest is of the others), else it stays unread.
    if (!generic_superlative(words[sp.word].stem)) {
      if (options.back().empty()) return std::nullopt;
      continue;
    }
    options.pop_back();
    // The words next to it first (`at the start lost the most weight`:
    // `lost`), then two each side.
    const auto near_by = [&](std::size_t reach) {
      std::vector<Word> near;
      const std::size_t from = sp.begin >= reach ? sp.begin - reach : 0;
      const std::size_t to = std::min(words.size(), sp.end + reach);
      for (std::size_t j = from; j < to; ++j) {
        const bool other = std::any_of(spans.begin(), spans.end(), [&](const SuperlativeSpan& o) {
          return &o != &sp && j >= o.begin && j < o.end;
        });
        if (!other) near.push_back(words[j]);
      }
      return numeric_for(s.text, near, SentenceValues(lexicon, near), numeric_, categories_);
    };
    std::vector<NumericCategory> next_to = near_by(1);
    options.push_back(next_to.size() == 1 ? std::move(next_to) : near_by(2));
  }
  // `Ann ate the most`: never of money or an age, whatever the
  // superlative's own words chose.
  // (Only a superlative that says no measure of its own: `The youngest
  // pupil jumped the furthest` keeps its age.)
  if (other_measure_said(s.text, words, values))
    for (std::size_t k = 0; k < spans.size() && k < options.size(); ++k)
      if (generic_superlative(words[spans[k].word].stem))
        std::erase_if(options[k], [](const NumericCategory& n) {
          return has_unit(n, {"money", "age", "aged", "old"});
        });
  // `Ann grumbled the most` of the days they came: a bare `the most` is
  // an amount, and a point in time is none (`latest` is its word; `the
  // most recently` is one).
  for (std::size_t k = 0; k < spans.size() && k < options.size(); ++k) {
    const SuperlativeSpan& sp = spans[k];
    const bool bare = sp.end == sp.word + 1 && bare_most(words, sp.word);
    if (bare) std::erase_if(options[k], [](const NumericCategory& n) { return n.time_point; });
    // `Tolu will be the one to complain the most` of sums paid.
    if (const std::size_t v = deed_of_most(words, sp.word); bare && v != 0)
      std::erase_if(options[k],
                    [&](const NumericCategory& n) { return !deed_measures(n, words[v], lexicon); });
  }
  // No one wins by an age, a date or a label (contested()).
  for (std::size_t k = 0; k < spans.size(); ++k)
    if (spans[k].slot == "best")
      std::erase_if(options[k], [](const NumericCategory& n) { return !contested(n); });
  // `first` and `last` are ends of an order, and a price is none: `Bo was
  // first` where the only numbers are what each paid says nothing of it.
  // Money comes first only as a prize (`came first` of winnings).
  for (std::size_t k = 0; k < spans.size(); ++k) {
    const std::string& end_word = words[spans[k].word].stem;
    if (end_word != "first" && end_word != "last") continue;
    std::erase_if(options[k],
                  [&](const NumericCategory& n) { return has_unit(n, {"money"}) && !n.won; });
  }
  std::vector<int> chosen(spans.size(), -1);
  for (int round = 0; round < 2; ++round)
    for (std::size_t k = 0; k < spans.size(); ++k) {
      std::vector<int> left;
      for (const NumericCategory& n : options[k])
        if (std::none_of(chosen.begin(), chosen.end(), [&](int c) { return c == n.index; }))
          left.push_back(static_cast<int>(&n - options[k].data()));
      if (chosen[k] < 0 && left.size() == 1) chosen[k] = options[k][left[0]].index;
    }
  // `The longest episode went out the month after the shortest one`: the
  // two ends of one list are two things.
  if (spans.size() == 2 && chosen[0] >= 0 && chosen[1] < 0 && options[1].size() == 1 &&
      options[1][0].index == chosen[0] && spans[0].slot != spans[1].slot &&
      means_largest(spans[0].slot, options[1][0]) != means_largest(spans[1].slot, options[1][0]))
    chosen[1] = chosen[0];
  // Each value as the list writes it (`$11,000`, `2 years old`), or its
  // number alone where that is what reads (`580 miles long`).
  for (const bool as_written : {true, false}) {
    std::string text;
    std::size_t at = 0;
    for (std::size_t k = 0; k < spans.size(); ++k) {
      const auto n = std::find_if(options[k].begin(), options[k].end(),
                                  [&](const NumericCategory& o) { return o.index == chosen[k]; });
      if (n == options[k].end()) return std::nullopt;
      // No one wins by an age or a date (superlatives.h, contested()).
      if (spans[k].slot == "best" && !contested(*n)) return std::nullopt;
      const CategoryText& c = categories_[static_cast<std::size_t>(n->index)];
      const std::size_t rank = static_cast<std::size_t>(spans[k].rank);
      if (rank > c.values.size()) return std::nullopt;
      // `came last` of a contest is the worst (the fewest points), `came
      // first` the best; of an order, the last and first.
      bool largest = means_largest(spans[k].slot, *n);
      const std::string& end_word = words[spans[k].word].stem;
      if ((end_word == "first" || end_word == "last") && contested(*n) &&
          std::any_of(words.begin(), words.end(), [](const Word& x) {
            return x.stem == "came" || x.stem == "finished" || x.stem == "placed" ||
                   x.stem == "ranked";
          }))
        largest = means_largest("best", *n) == (end_word == "first");
      // `lowest in the order`, `the highest placed`: of an order or places
      // won, high is near the front (No. 1, 1st), low near the back;
      // never where the numbers are said (`the lowest number`).
      if (const std::optional<bool> height = order_height(words, *n))
        largest = *height;
      else if ((end_word == "lowest" || end_word == "highest") && has_unit(*n, {"ordinal"}) &&
               !numbers_said(words))
        largest = end_word == "lowest";
      // `the longest-serving member` of the years they joined is the
      // earliest; a length of a point in time says nothing else.
      if (n->time_point && (end_word == "longest" || end_word == "shortest")) {
        if (!serving(spans[k])) return std::nullopt;
        largest = end_word == "shortest";
      }
      const std::size_t v = largest ? c.values.size() - rank : rank - 1;
      const Word& first = words[spans[k].begin];
      const Word& last = words[spans[k].end - 1];
      text += s.text.substr(at, first.offset - at);
      text += as_written ? c.values[v] : c.names[v];
      at = last.offset + last.text.size();
    }
    text += s.text.substr(at);
    Sentence plain = s;
    plain.text = text;
    try {
      bool two = false;
      const std::vector<std::string> st = read(plain, lexicon, phrases, two, false, false);
      // A superlative's value compared over its own category (`The
      // longest trip left the day before ...` as `trip(trip.580) = ...`)
      // is a comparison read over the wrong category: no reading.
      for (const int c : chosen) {
        const std::string& name = categories_[static_cast<std::size_t>(c)].name;
        if (st.size() == 1 && st[0].find(name + "(" + name + ".") != std::string::npos)
          return std::nullopt;
      }
      if (st.size() == 1 && !two) return st[0];
    } catch (const io::InputError&) {
    }
  }
  return std::nullopt;
}

bool Reader::deed_measures(const NumericCategory& n, const Word& deed,
                           const Lexicon& lexicon) const {
  return lexicon.category_word(n.index, deed.stem) || money_word(deed.stem) ||
         std::find(n.units.begin(), n.units.end(), deed.stem) != n.units.end();
}

}  // namespace deduce::puzzles::zebra::english
