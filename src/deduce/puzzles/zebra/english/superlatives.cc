// Superlatives that stand for a value (superlatives.h): found in a
// sentence's words, with the end each means, and a superlative said again
// by its value. What one measures is superlative_measures.cc's.
#include "deduce/puzzles/zebra/english/superlatives.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <initializer_list>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The slot a superlative word reads as; "" for none. `first` and `last`
// are left to the ordinals (a position, a place in an ordered list).
std::string_view slot_of(std::string_view stem) {
  // (`fattest` and `fullest`, `emptiest` and `slimmest`: of whatever list
  // is left to measure, a book's pages, a jar's level.)
  // (`wettest` and `driest` of rain, `rainiest` too.)
  static constexpr std::array<std::string_view, 21> kMost = {
      "longest",  "tallest",  "heaviest", "biggest",  "largest", "highest", "priciest",
      "farthest", "furthest", "dearest",  "greatest", "latest",  "hottest", "warmest",
      "widest",   "thickest", "deepest",  "fattest",  "fullest", "wettest", "rainiest"};
  static constexpr std::array<std::string_view, 19> kLeast = {
      "shortest", "lightest",   "smallest", "lowest",   "earliest", "cheapest", "closest",
      "nearest",  "fewest",     "least",    "bottom",   "coolest",  "coldest",  "narrowest",
      "thinnest", "shallowest", "emptiest", "slimmest", "driest"};
  if (std::find(kMost.begin(), kMost.end(), stem) != kMost.end()) return "most";
  if (std::find(kLeast.begin(), kLeast.end(), stem) != kLeast.end()) return "least";
  if (stem == "most") return "most";
  // `the top-ranked player`, `the top prize`: the best, the first of
  // places and the most of prizes (never the 5th place).
  if (stem == "top") return "best";
  if (stem == "oldest") return "oldest";
  if (stem == "youngest" || stem == "newest") return "youngest";
  if (stem == "fastest" || stem == "quickest") return "fastest";
  if (stem == "slowest") return "slowest";
  return "";
}

// The slot of a superlative said of a stretch of time's business (`the
// busiest night`): "most" or "least"; "" for none.
std::string_view business_slot(std::string_view stem) {
  if (stem == "busiest" || stem == "best" || stem == "biggest") return "most";
  if (stem == "quietest" || stem == "slowest" || stem == "worst" || stem == "poorest")
    return "least";
  return "";
}

// The slot of words[i] said of the business of the noun after it (a
// period, `the busiest day`; or, for `busy` and `quiet`, any place: `The
// busiest feeder had 45 visits`, `the quietest stall`); "" for none.
std::string_view business_at(const std::vector<Word>& words, std::size_t i) {
  const std::string_view slot = business_slot(words[i].stem);
  if (slot.empty() || i + 1 >= words.size()) return "";
  const bool busy_place = (words[i].stem == "busiest" || words[i].stem == "quietest") &&
                          std::islower(static_cast<unsigned char>(words[i + 1].text.front()));
  return period_noun(words[i + 1].stem) || busy_place ? slot : "";
}

// The slot a comparative reads as when it is said against all the others
// (`earlier than every other club`, `more than anyone else`); "" for none.
std::string_view comparative_slot(std::string_view stem) {
  static constexpr std::array<std::string_view, 22> kMore = {
      "more",    "greater", "higher",  "later",    "longer",  "taller",  "bigger", "larger",
      "heavier", "dearer",  "pricier", "costlier", "farther", "further", "newer",  "hotter",
      "warmer",  "wider",   "thicker", "deeper",   "fatter",  "fuller"};
  static constexpr std::array<std::string_view, 18> kLess = {
      "less",    "fewer",    "lower",   "earlier",   "shorter", "smaller",
      "lighter", "cheaper",  "closer",  "nearer",    "sooner",  "cooler",
      "colder",  "narrower", "thinner", "shallower", "emptier", "slimmer"};
  if (std::find(kMore.begin(), kMore.end(), stem) != kMore.end())
    return stem == "newer" ? "youngest" : "most";
  if (std::find(kLess.begin(), kLess.end(), stem) != kLess.end()) return "least";
  if (stem == "older") return "oldest";
  if (stem == "younger") return "youngest";
  if (stem == "faster" || stem == "quicker") return "fastest";
  if (stem == "slower") return "slowest";
  return "";
}

// The end of `than` said against all the others at `at` (`than anyone
// else`, `than any other cottage`, `than all the others`, `than the
// rest`), or 0.
std::size_t against_all(const std::vector<Word>& w, std::size_t at,
                        const std::vector<bool>& covered) {
  if (at >= w.size() || w[at].stem != "than") return 0;
  std::size_t k = at + 1;
  const auto is = [&](std::size_t i, std::initializer_list<std::string_view> stems) {
    return i < w.size() && !covered[i] &&
           std::find(stems.begin(), stems.end(), w[i].stem) != stems.end();
  };
  if (is(k, {"anyone", "everyone", "anybody", "everybody"})) {
    ++k;
    if (is(k, {"else"})) ++k;
    return k;
  }
  if (is(k, {"any", "every", "all"})) {
    ++k;
    if (is(k, {"the"})) ++k;
    if (!is(k, {"other", "others"})) return 0;
    ++k;
  } else if (is(k, {"the"}) && is(k + 1, {"others", "rest"})) {
    return k + 2;
  } else {
    return 0;
  }
  // The noun they are (`club`, `cottage`), not a value.
  if (k < w.size() && !covered[k] && w[k].stem != "and" && w[k].stem != "but") ++k;
  return k;
}

// Whether words[i], `top` or `bottom`, is said as `at the top of the
// stairs`: of a thing no list is ranked or stacked by.
bool top_of_place(const std::vector<Word>& w, std::size_t i) {
  if ((w[i].stem != "top" && w[i].stem != "bottom") || i < 2 || i + 3 >= w.size()) return false;
  if (w[i - 1].stem != "the" || w[i - 2].stem != "at" || w[i + 1].stem != "of" ||
      w[i + 2].stem != "the")
    return false;
  static const std::set<std::string, std::less<>> kRanked = {
      "table",   "league",     "ladder",  "leaderboard", "standings", "rankings", "ranking",
      "list",    "pile",       "stack",   "heap",        "class",     "chart",    "charts",
      "board",   "scoreboard", "results", "order",       "field",     "pack",     "tree",
      "pyramid", "building",   "house",   "block",       "tower",     "queue",    "row",
      "column",  "shelf",      "shelves", "scores",      "tally",     "rota",     "bill"};
  return kRanked.count(w[i + 3].stem) == 0 &&
         std::islower(static_cast<unsigned char>(w[i + 3].text.front())) != 0;
}

}  // namespace

std::vector<SuperlativeSpan> find_superlatives(const std::vector<Word>& words,
                                               const std::vector<bool>& covered, bool ends,
                                               bool wins) {
  wins = wins || ends;
  std::vector<SuperlativeSpan> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (covered[i]) continue;
    // `earlier in the week than every other club`: a comparative against
    // all the others is their superlative, and its words tell its kind.
    if (const std::string_view comparative = comparative_slot(words[i].stem);
        !comparative.empty()) {
      for (std::size_t t = i + 1; t < words.size() && t <= i + 4 && !covered[t]; ++t) {
        if (const std::size_t end = against_all(words, t, covered); end != 0) {
          out.push_back({i, end, i, comparative});
          i = end - 1;
          break;
        }
      }
      continue;
    }
    // `Who won the spelling bee?`: the best value, the sentence's end
    // what was won.
    if (wins && (words[i].stem == "won" || words[i].stem == "wins")) {
      std::size_t e = i + 1;
      if (e < words.size() && words[e].stem == "the") {
        ++e;
        while (e < words.size() && e <= i + 5 && !covered[e] && slot_of(words[e].stem).empty() &&
               comparative_slot(words[e].stem).empty())
          ++e;
        if (e == i + 2) e = i + 1;
      }
      if (e == words.size()) {
        out.push_back({i, e, i, "best"});
        break;
      }
      continue;
    }
    // `The winner is a year older than Jaden`: the best of a contest.
    if (wins && (words[i].stem == "winner" || words[i].stem == "champion") && i > 0 &&
        words[i - 1].stem == "the") {
      out.push_back({i - 1, i + 1, i, "best"});
      continue;
    }
    // `had the slowest night`, `the busiest day`, `the best day's takings`:
    // a stretch of time's business, more or less of it.
    if (const std::string_view busy = business_at(words, i); !busy.empty() && !covered[i + 1]) {
      SuperlativeSpan s;
      s.begin = i > 0 && words[i - 1].stem == "the" ? i - 1 : i;
      s.word = i;
      s.end = i + 2;
      s.slot = busy;
      s.business = true;
      // `of the five`, `of the week`.
      if (s.end + 2 < words.size() && words[s.end].stem == "of" && words[s.end + 1].stem == "the" &&
          !covered[s.end + 2])
        s.end += 3;
      out.push_back(s);
      i = s.end - 1;
      continue;
    }
    std::string_view slot = slot_of(words[i].stem);
    if (ends && (words[i].stem == "first" || words[i].stem == "last"))
      slot = words[i].stem == "first" ? "least" : "most";
    if (slot.empty()) continue;
    // `The Log Cabin top` (a quilt top), `the Red Lion bottom`: a noun
    // after a value's name, no end.
    if ((words[i].stem == "top" || words[i].stem == "bottom") && i > 0 && covered[i - 1]) continue;
    // `had a tower on top`: a place on a thing, no end of a list (where
    // `finished bottom`, `bottom of the table` are).
    if (words[i].stem == "top" && i > 0 && words[i - 1].stem == "on") continue;
    // `took the room at the top of the stairs`, `lives at the bottom of the
    // lane`: a place on the way somewhere, no end of a list (where `at the
    // top of the league`, `at the bottom of the pile` are).
    if (top_of_place(words, i)) continue;
    SuperlativeSpan s;
    s.begin = i;
    s.word = i;
    s.end = i + 1;
    // `the most expensive`, `the least costly`: the adjective goes with it.
    if ((words[i].stem == "most" || words[i].stem == "least") && i + 1 < words.size() &&
        !covered[i + 1] && (words[i + 1].stem == "expensive" || words[i + 1].stem == "costly")) {
      slot = words[i].stem == "most" ? "most" : "least";
      s.end = i + 2;
    }
    // `the highest-rated`, `the best-paid`: the word hyphened to it says
    // what it measures.
    if (s.end < words.size() && !covered[s.end]) {
      const std::string_view a = words[s.end - 1].text, b = words[s.end].text;
      if (b.data() == a.data() + a.size() + 1 && a.data()[a.size()] == '-') ++s.end;
    }
    // (`The one who lives furthest away`: `away` is the superlative's.)
    if (s.end < words.size() && !covered[s.end] && words[s.end].stem == "away") ++s.end;
    s.slot = slot;
    // `the second heaviest`, `the third cheapest`.
    if (s.begin > 0 && !covered[s.begin - 1] && ordinal_word(words[s.begin - 1].stem) >= 2 &&
        words[s.begin - 1].stem != "last") {
      s.rank = ordinal_word(words[s.begin - 1].stem);
      --s.begin;
    }
    if (s.begin > 0 && words[s.begin - 1].stem == "the") --s.begin;
    // `the slowest of all`, `the latest of the six picks`, `the youngest
    // dog in the final`: what it is the most of goes with it.
    std::size_t k = s.end;
    // (Never a verb: `The oldest is on the far left` says where.)
    if (k < words.size() && !covered[k] && words[k].stem != "and" && !be_word(words[k].stem) &&
        !verb_word(words[k].stem) && (slot_of(words[k].stem).empty()) && k + 1 < words.size() &&
        (words[k + 1].stem == "in" || words[k + 1].stem == "of" || words[k + 1].stem == "on"))
      ++k;  // the noun it is said of (`dog`, `vehicle`)
    if (k + 1 < words.size() &&
        (words[k].stem == "of" || words[k].stem == "in" || words[k].stem == "on")) {
      std::size_t e = k + 1;
      if (words[e].stem == "all" || words[e].stem == "them") {
        s.end = e + 1;
        // (`of all five`, `of them all`.)
        if (s.end < words.size() && !covered[s.end] &&
            (number_word(words[s.end].stem) >= 2 ||
             (words[e].stem == "them" && words[s.end].stem == "all")))
          ++s.end;
      } else if (words[e].stem == "the") {
        ++e;
        if (e < words.size() && number_word(words[e].stem) != 0) {
          // `of the four`; `of the six picks` where the sentence ends.
          s.end = e + 1;
          if (e + 2 == words.size() && !covered[e + 1]) s.end = e + 2;
        } else if (e < words.size() && !covered[e]) {
          s.end = e + 1;  // `of the group`, `in the final`
        }
      }
    }
    // `The oldest dog is on the far left`: the noun it is said of, as the
    // sentence's subject before its verb, goes with it.
    if (s.end == i + 1 && s.end + 1 < words.size() && !covered[s.end] &&
        std::islower(static_cast<unsigned char>(words[s.end].text.front())) &&
        !be_word(words[s.end].stem) && !verb_word(words[s.end].stem) &&
        slot_of(words[s.end].stem).empty() && words[s.end].text.size() >= 3 &&
        (be_word(words[s.end + 1].stem) || words[s.end + 1].stem == "sits" ||
         words[s.end + 1].stem == "stands" || words[s.end + 1].stem == "sat" ||
         words[s.end + 1].stem == "stood"))
      ++s.end;
    out.push_back(s);
    i = s.end - 1;
  }
  return out;
}

bool business_superlative(const std::vector<Word>& words) {
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (!business_at(words, i).empty()) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english

namespace deduce::puzzles::zebra::english {

std::optional<std::string> superlative_restated(std::string_view text,
                                                const std::vector<Word>& words,
                                                const std::vector<bool>& covered) {
  const auto numeric = [&](std::size_t k) {
    const unsigned char c = static_cast<unsigned char>(words[k].text.front());
    return covered[k] && (std::isdigit(c) || c >= 0x80 || c == '$' || amount_of(words[k].stem));
  };
  for (const SuperlativeSpan& sp : find_superlatives(words, covered, false)) {
    if (sp.business || sp.end >= words.size()) continue;
    // The superlative's noun (`the most catches`, `the top prize`).
    std::size_t j = sp.end;
    // (Never past a comma: `the fewest, just 2 a week`.)
    const auto comma_before = [&](std::size_t k) {
      const std::size_t from = words[k - 1].offset + words[k - 1].text.size();
      return words[k].offset > from &&
             text.substr(from, words[k].offset - from).find(',') != std::string_view::npos;
    };
    for (std::size_t nouns = 0;
         nouns < 2 && j < words.size() && !covered[j] &&
         std::islower(static_cast<unsigned char>(words[j].text.front())) && words[j].stem != "of" &&
         words[j].stem != "than" && !comma_before(j);
         ++nouns)
      ++j;
    if (j >= words.size()) continue;
    const std::size_t gap_from = words[j - 1].offset + words[j - 1].text.size();
    const bool comma =
        text.substr(gap_from, words[j].offset - gap_from).find(',') != std::string_view::npos;
    std::size_t v = j;
    if (words[j].stem == "of" && j + 1 < words.size())
      v = j + 1;
    else if (!comma)
      continue;
    // (`the fewest, just 2 a week`: `just` stresses it.)
    if (comma && v + 1 < words.size() && (words[v].stem == "just" || words[v].stem == "only")) ++v;
    if (!numeric(v)) continue;
    std::size_t e = v;
    while (e < words.size() && covered[e]) ++e;
    // (`2 a week`, `5 per day`: a rate's period, the same for all.)
    if (e + 1 < words.size() &&
        (words[e].stem == "a" || words[e].stem == "per" || words[e].stem == "each" ||
         words[e].stem == "every") &&
        (words[e + 1].stem == "week" || words[e + 1].stem == "day" ||
         words[e + 1].stem == "month" || words[e + 1].stem == "year" ||
         words[e + 1].stem == "hour" || words[e + 1].stem == "night"))
      e += 2;
    // (`eight admissions`: the value's unit.)
    if (e < words.size() && !covered[e] && e == v + 1 && words[e].stem != "and" &&
        std::islower(static_cast<unsigned char>(words[e].text.front())) &&
        text.substr(words[e - 1].offset + words[e - 1].text.size(), 1) == " " &&
        e + 1 < words.size() && text.substr(words[e].offset + words[e].text.size(), 1) == ",")
      ++e;
    // Only where the value ends the phrase: `the most points, 5 more than
    // Bo` compares.
    const std::size_t end = words[e - 1].offset + words[e - 1].text.size();
    const std::string_view after = text.substr(end);
    const bool closes = e == words.size() || after.starts_with(",") || after.starts_with(";") ||
                        after.starts_with(" and ") || after.starts_with(" but ");
    if (!closes) continue;
    std::string out(text.substr(0, words[sp.begin].offset));
    out.append(text.substr(words[v].offset, end - words[v].offset));
    // `the busiest night, eight admissions, was`: the aside's comma goes.
    // (Not the comma before a clause of its own: `, and Cal had ...`.)
    const bool clause = after.starts_with(", and ") || after.starts_with(", but ") ||
                        after.starts_with(", which ") || after.starts_with(", who ") ||
                        after.starts_with(", though ") || after.starts_with(", so ");
    out.append(comma && after.starts_with(",") && !clause ? after.substr(1) : after);
    return out;
  }
  return std::nullopt;
}

bool bare_most(const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || i >= words.size() || words[i - 1].stem != "the") return false;
  if (words[i].stem != "most" && words[i].stem != "least") return false;
  return i + 1 == words.size() ||
         (!words[i + 1].stem.ends_with("ly") && words[i + 1].stem != "recent");
}

std::size_t deed_of_most(const std::vector<Word>& words, std::size_t i) {
  if (!bare_most(words, i) || i < 3 || words[i - 3].stem != "to") return 0;
  return i - 2;
}

bool bare_most(const std::vector<Word>& words) {
  for (std::size_t i = 0; i < words.size(); ++i)
    if (bare_most(words, i)) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
