// What a comparative measures (numeric_choice.h): `oldest` an age or a
// date, `heaviest` a weight, `cheapest` money, `longer` a length or a span
// of time. A list whose measure the sentence's word rules out gives way to
// one it fits; so does a list a word of its line chose.
#include "deduce/puzzles/zebra/english/numeric_choice.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <set>
#include <string>

namespace deduce::puzzles::zebra::english {

// The comparatives and what each measures: the sentence's comparative
// tells what it measures where several lists are left (`oldest` an age or
// a date, `heaviest` a weight, `cheapest` money).
const std::vector<NumericChoice::Cue>& NumericChoice::cues() {
  static const std::vector<Cue> kCues = {
      {{"old", "older", "oldest", "young", "younger", "youngest", "age", "aged", "newer", "newest"},
       {"year", "old", "age", "aged", "week"},
       true},
      {{"heavy", "heavier", "heaviest", "light", "lighter", "lightest", "weigh", "weighed",
        "outweighed"},
       {"pound", "lb", "kg", "kilo", "ounce", "oz", "gram", "g", "ton", "stone"},
       false},
      {{"cheap", "cheaper", "cheapest", "dear", "dearer", "dearest", "expensive", "cost", "paid",
        "price", "pricier", "priciest"},
       {"money"},
       false},
      {{"long",    "longer",   "longest",   "short",     "shorter",  "shortest",  "tall",
        "taller",  "tallest",  "far",       "farther",   "farthest", "further",   "furthest",
        "wide",    "wider",    "widest",    "narrow",    "narrower", "narrowest", "thick",
        "thicker", "thickest", "thin",      "thinner",   "thinnest", "deep",      "deeper",
        "deepest", "shallow",  "shallower", "shallowest"},
       {"mile", "km",     "kilometre", "kilometer", "metre", "meter", "foot",   "feet", "ft",
        "inch", "yard",   "cm",        "mm",        "m",     "page",  "minute", "min",  "hour",
        "hr",   "second", "night",     "day",       "week",  "month", "year"},
       false},
      // A jump or a throw is a length (`didn't jump as high as the girl
      // from Kestrel` of clearances in cm and school years).
      {{"jump", "jumped", "jumping", "leapt", "leaped", "cleared", "vaulted", "threw", "throw",
        "thrown"},
       {"mile", "km", "kilometre", "kilometer", "metre", "meter", "foot", "feet", "ft", "inch",
        "yard", "cm", "mm", "m"},
       false},
      // Rain is measured in millimetres or inches (`the wettest month`,
      // `drier than Dunmere` of rainfall in mm and ages).
      {{"wet", "wetter", "wettest", "dry", "drier", "dryer", "driest", "rain", "rainfall",
        "rainier", "rainiest"},
       {"mm", "millimetre", "millimeter", "cm", "inch", "rain", "rainfall"},
       false},
      {{"hot", "hotter", "hottest", "warm", "warmer", "warmest", "cool", "cooler", "coolest",
        "cold", "colder", "coldest", "temperature"},
       {"degree"},
       false},
      // Speed is time taken (`Ian was slower than the runner with the dog`
      // of times and ages).
      {{"fast", "faster", "fastest", "quick", "quicker", "quickest", "slow", "slower", "slowest"},
       {"minute", "min", "second", "sec", "hour", "hr", "time", "day", "week", "month"},
       false},
      // A score is counted in goals, points or runs (`has scored two more
      // than Vidmar` of shirt numbers and league goals).
      {{"score", "scored", "scoring", "scorer", "outscored", "tally"},
       {"goal", "point", "run", "score", "try", "basket", "wicket", "pin", "mark"},
       false},
      // Places in a contest (`finished last`, `placed 2nd`): ordinals.
      {{"finish", "finished", "placed", "came", "ranked", "rank"}, {"ordinal"}, false},
      {{"early", "earlier", "earliest", "late", "later", "latest", "before", "after", "sooner",
        "first", "last", "when"},
       {},
       true},
  };
  return kCues;
}

bool NumericChoice::said(const Cue& cue) const {
  for (std::size_t i = 0; i < words_.size(); ++i)
    for (std::string_view c : cue.words)
      if (!own_[i] && words_[i].stem == c) return true;
  return false;
}

bool NumericChoice::fits(const Cue& cue, const NumericCategory& n) {
  // Ranks along a measure (stated_orders.h) fit that measure's cue alone.
  if (!n.ranked_by.empty()) return n.ranked_by == cue.words.front();
  // Old and young are of years (`the oldest car`), not of days in
  // a year (`the earliest birthday`).
  const bool age_cue = cue.words.front() == "old";
  // (Spans of time are long, `twice as long` of years of service; never
  // points in time, the years things were built.)
  if (cue.words.front() == "long" && n.time_point && n.time_scale != 1) return false;
  // (Nor ages: `the shortest entry` of beards in cm and lads in years
  // old is never the youngest.)
  const auto unit = [&](std::string_view u) {
    return std::find(n.units.begin(), n.units.end(), u) != n.units.end();
  };
  if (cue.words.front() == "long" && (unit("old") || unit("aged") || unit("age"))) return false;
  bool ok = cue.time_point && n.time_point && (!age_cue || n.calendar == "year") &&
            (cue.units.empty() || std::none_of(n.units.begin(), n.units.end(),
                                               [](const std::string& u) { return u == "money"; }));
  // (Speed is time taken: days, weeks and months of work are quick or
  // slow, days of the week are not.)
  const bool spans_only = cue.words.front() == "fast" && n.time_point;
  for (const std::string& u : n.units)
    for (std::string_view cu : cue.units)
      ok = ok || (u == cu && (!age_cue || n.calendar.empty() || n.calendar == "year") &&
                  !(spans_only && (cu == "day" || cu == "week" || cu == "month")));
  // (A score's list is named by what it counts, `league_goal` of `4, 6, 9
  // and 13 league goals`, where its numbers have no unit of their own:
  // never a list named `point` by `ended at a different point: 22 moves,
  // ...`.)
  if (cue.words.front() == "score" && n.units.empty())
    for (std::size_t from = 0; from <= n.name.size();) {
      const std::size_t to = std::min(n.name.find('_', from), n.name.size());
      const std::string_view part = std::string_view(n.name).substr(from, to - from);
      ok = ok || std::find(cue.units.begin(), cue.units.end(), part) != cue.units.end();
      from = to + 1;
    }
  // A race is finished in a time as well as a place.
  if (cue.words.front() == "finish") ok = ok || n.time_scale != 0;
  if (cue.units.size() == 1 && cue.units[0] == "money")
    ok = ok || std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
  return ok;
}

void NumericChoice::by_measure() {
  const std::vector<Word>& words = words_;
  const std::vector<CategoryText>& categories = categories_;
  const std::vector<NumericCategory>& pool = pool_;
  const std::vector<bool>& own = own_;
  const std::vector<Cue>& kCues = cues();
  std::vector<NumericCategory>& out = out_;
  // `wears a lower number than`: where some lists are numbered things
  // (`plot 3`, `#7`, or a list headed `numbered`), `number` says one of
  // those.
  if (out.empty())
    for (std::size_t i = 0; i < words.size(); ++i)
      if (!own[i] && (words[i].stem == "number" || words[i].stem == "numbered"))
        for (const NumericCategory& n : pool)
          if ((std::find(n.units.begin(), n.units.end(), "numbered") != n.units.end() ||
               n.name.ends_with("_numbered") || n.name.ends_with("_number") ||
               std::any_of(categories.begin(), categories.end(),
                           [&](const CategoryText& t) {
                             return t.name == n.name && t.values.front().starts_with("#");
                           })) &&
              std::find_if(out.begin(), out.end(),
                           [&](const NumericCategory& o) { return o.name == n.name; }) == out.end())
            out.push_back(n);
  if (out.empty()) out = pool;
  // A word that says what it measures (`older`, `heavier`, `cheaper`,
  // `longer`) is never read over a list whose unit is another (`Bo's dog
  // is older than the rat` where only prices are numbers).
  for (const Cue& cue : kCues) {
    // (A score's words choose a list of goals or points, below, but rule
    // none out: `finished fifteen short of` is of scores.)
    if (cue.units.empty() || cue.words.front() == "finish" || cue.words.front() == "score" ||
        !said(cue))
      continue;
    const bool money_cue = cue.units.front() == "money";
    std::erase_if(out, [&](const NumericCategory& n) {
      const bool money = std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
      // Nor is a place in an order (`first`, `2nd`) old, heavy, long or
      // cheap: `The shortest piece` is never the first.
      // (But `two rounds longer` of `the third round, fifth round, ...`
      // says the rounds' own noun.)
      if (std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end() &&
          std::none_of(n.units.begin(), n.units.end(), [&](const std::string& u) {
            return u != "ordinal" && std::any_of(words.begin(), words.end(),
                                                 [&](const Word& w) { return w.stem == u; });
          }))
        return true;
      // Money is never old, heavy or long; nor is an age, a weight or a
      // length cheap.
      // Nor is a list measured in another unit heavy or long (`rings a
      // heavier bell` of years of ringing).
      // (Years are long, though: `ringing four years longer`.)
      // (Nor is a point in time long: `has lasted longer` of the years
      // things were made is no later year.)
      // (Durations written as clock times, `6:40`, are long.)
      if (cue.words.front() == "long" && n.time_point && n.time_scale != 1) return true;
      // (Nor is a count of things old: `how old is Ollie?` of ages said
      // bare beside `3, 5, 9 and 14 times`.)
      if (cue.words.front() == "old" && !n.time_point && n.time_scale == 0 && !n.units.empty() &&
          !fits(cue, n) && std::none_of(n.units.begin(), n.units.end(), [](const std::string& u) {
            return u == "year" || u == "years" || u == "month" || u == "day" || u == "money";
          }))
        return true;
      // (Nor is a list whose unit another measure's word fits: `the
      // heaviest` is never of seconds, `older` never of kilograms.)
      if (!money_cue && !money && !n.units.empty() && !fits(cue, n) &&
          std::any_of(kCues.begin(), kCues.end(), [&](const Cue& other) {
            return &other != &cue && !other.units.empty() && other.units.front() != "money" &&
                   other.words.front() != "finish" && other.words.front() != "score" &&
                   fits(other, n);
          }))
        return true;
      if (!money_cue)
        return money || (cue.words.front() == "heavy" && !fits(cue, n) && !n.units.empty() &&
                         !n.time_point && n.time_scale == 0 &&
                         std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
                           return u == "year" || u == "years" || u == "age" || u == "aged" ||
                                  u == "old" || u == "point" || u == "vote";
                         }));
      // (`3 pounds` may be money.)
      if (std::find(n.units.begin(), n.units.end(), "pound") != n.units.end()) return false;
      for (const Cue& other : kCues)
        if (!other.units.empty() && other.units.front() != "money" &&
            other.words.front() != "finish" && other.words.front() != "score" &&
            !other.time_point && fits(other, n))
          return true;
      return false;
    });
  }
  // A jump or a throw is measured in its length and nothing else (`didn't
  // jump as high as` of clearances and school years).
  for (const Cue& cue : kCues)
    if (cue.words.front() == "jump" && said(cue) &&
        std::any_of(out.begin(), out.end(), [&](const NumericCategory& n) { return fits(cue, n); }))
      std::erase_if(out, [&](const NumericCategory& n) { return !fits(cue, n); });
  // `Bridge Street comes before the Corn Exchange` where the stops are put
  // in an order (`the first, second, third and fourth stops`): coming
  // before is that order's, never a year's.
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& verb = words[i].stem;
    if ((verb != "come" && verb != "comes" && verb != "came" && verb != "coming") ||
        (words[i + 1].stem != "before" && words[i + 1].stem != "after"))
      continue;
    std::vector<NumericCategory> ordered;
    for (const NumericCategory& n : pool)
      if (std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end())
        ordered.push_back(n);
    if (!ordered.empty()) out = std::move(ordered);
    break;
  }
  // `the smallest snowman`, `bigger`: a size, never a day, a date, a time
  // or a place in an order.
  static const std::set<std::string> kSizes = {"small",   "smaller", "smallest", "big",
                                               "bigger",  "biggest", "large",    "larger",
                                               "largest", "little",  "tiny",     "huge"};
  if (out.size() > 1 && std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return kSizes.count(w.stem) != 0 && !own[static_cast<std::size_t>(&w - words.data())];
      })) {
    std::vector<NumericCategory> sized = out;
    std::erase_if(sized, [](const NumericCategory& n) {
      return n.time_point || std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end();
    });
    // Of several, a length or a weight (`the smallest snowman` of heights
    // and votes is the shortest).
    if (sized.size() > 1) {
      std::vector<NumericCategory> measured;
      for (const NumericCategory& n : sized)
        if (fits(kCues[1], n) || fits(kCues[3], n)) measured.push_back(n);
      if (!measured.empty()) sized = std::move(measured);
    }
    if (!sized.empty()) out = std::move(sized);
  }
  // The lists a line's verb chose (`played`) that the measure rules out
  // give way to one it fits (`played by someone older than Adele` is of
  // ages, though the order's line says `played`); so do those a line's
  // noun chose that the measure does not fit (`The pilot's episode is
  // shorter` is of lengths, though the months' line says `episode`).
  for (const Cue& cue : kCues) {
    if (out.empty() || cue.units.empty() || cue.words.front() == "finish" || !said(cue)) continue;
    const auto fitting = [&](const NumericCategory& n) {
      return fits(cue, n) && std::find(n.units.begin(), n.units.end(), "ordinal") == n.units.end();
    };
    if (std::any_of(out.begin(), out.end(), fitting)) continue;
    std::vector<NumericCategory> measured;
    for (const NumericCategory& n : pool)
      if (fitting(n)) measured.push_back(n);
    if (!measured.empty()) out = std::move(measured);
  }
  prefer_ages();
  if (out.empty())
    for (const Cue& cue : kCues) {
      if (cue.units.empty() || cue.words.front() == "finish" || !said(cue)) continue;
      for (const NumericCategory& n : pool)
        if (fits(cue, n) && std::find(n.units.begin(), n.units.end(), "ordinal") == n.units.end())
          out.push_back(n);
      if (!out.empty()) break;
    }
}

// `Dafydd, the oldest of the five`, `Alun is 11 years older than Cerys`:
// where the people's ages are listed beside the years they did something
// (joined the club in 2009, 2013, ...), a person's being old is their age.
// (Never `the oldest car`, `an older bike`: a thing's age is the year it
// was made, and so is that of a list the sentence names.)
void NumericChoice::prefer_ages() {
  const auto aged = [](const NumericCategory& n) { return has_unit(n, {"old", "aged", "age"}); };
  const auto dated = [](const NumericCategory& n) { return n.time_point && n.calendar == "year"; };
  if (std::none_of(out_.begin(), out_.end(), aged) || std::none_of(out_.begin(), out_.end(), dated))
    return;
  bool of_people = false;
  for (std::size_t i = 0; i < words_.size(); ++i) {
    const std::string& w = words_[i].stem;
    if (own_[i]) continue;
    for (const NumericCategory& n : out_)
      if (dated(n) && named_by(n, w)) return;
    if (w != "old" && w != "older" && w != "oldest" && w != "young" && w != "younger" &&
        w != "youngest")
      continue;
    const std::string next = i + 1 < words_.size() ? words_[i + 1].stem : "";
    if (next.empty() || next == "of" || next == "than" || next == "one" || person_noun(next))
      of_people = true;
    else
      return;
  }
  if (of_people) std::erase_if(out_, [&](const NumericCategory& n) { return !aged(n); });
}

}  // namespace deduce::puzzles::zebra::english
