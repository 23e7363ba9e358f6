// Matching a sentence against the templates (sentence_reader.h): which
// templates may fit, the numbers a reading must use, and the readings kept.
// The matching itself is template_matcher.h's, the statement a reading
// means statement_fill.h's and the units of amounts amount_units.cc's.
#include "deduce/puzzles/zebra/english/sentence_reader.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <string_view>

#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/statement_fill.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/template_matcher.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether every `N(x)` of a statement compares a value of N itself.
bool self_compared(const std::string& st, const std::string& name) {
  const std::string open = name + "(";
  std::size_t at = st.find(open), count = 0;
  for (; at != std::string::npos; at = st.find(open, at + 1)) {
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(st[at - 1])) || st[at - 1] == '_'))
      continue;
    if (st.compare(at + open.size(), name.size() + 1, name + ".") != 0) return false;
    ++count;
  }
  return count > 0;
}

// What a statement says, so that two readings that say the same are one:
// `all of: A is B; A is C` and `all of: A is C; B is C` both make A, B and
// C one thing (the groups, sorted), as `A is B` and `B is A` do. Any
// other statement is its own text.
std::string meaning_key(const std::string& st) {
  constexpr std::string_view kAll = "all of: ";
  // (`A is B` and `B is A` are one statement: `The first stop is the Red
  // Lion` reads both ways round.)
  if (!st.starts_with(kAll)) {
    const std::size_t is = st.find(" is ");
    const bool identity = is != std::string::npos && st.find(' ') == is &&
                          st.find(' ', is + 4) == std::string::npos && st.substr(is + 4) != "not" &&
                          st.find('(') == std::string::npos;
    return identity ? meaning_key(std::string(kAll) + st) : st;
  }
  std::map<std::string, std::string> parent;
  const auto root = [&](std::string x) {
    while (parent.count(x) && parent[x] != x) x = parent[x];
    return x;
  };
  std::string_view rest = std::string_view(st).substr(kAll.size());
  while (!rest.empty()) {
    const std::size_t semi = rest.find("; ");
    const std::string_view part = rest.substr(0, semi);
    rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 2);
    const std::size_t is = part.find(" is ");
    if (is == std::string_view::npos || part.find(' ', is + 4) != std::string_view::npos ||
        part.substr(0, is).find(' ') != std::string_view::npos)
      return st;
    const std::string a(part.substr(0, is)), b(part.substr(is + 4));
    if (b == "not" || a.find('(') != std::string::npos || b.find('(') != std::string::npos)
      return st;
    parent.emplace(a, a);
    parent.emplace(b, b);
    parent[root(a)] = root(b);
  }
  std::map<std::string, std::vector<std::string>> groups;
  for (const auto& [x, p] : parent) groups[root(x)].push_back(x);
  std::vector<std::string> keys;
  for (auto& [r, members] : groups) {
    std::sort(members.begin(), members.end());
    std::string k;
    for (const std::string& m : members) k += m + "=";
    keys.push_back(k);
  }
  std::sort(keys.begin(), keys.end());
  std::string out = "same:";
  for (const std::string& k : keys) out += " " + k;
  return out;
}

}  // namespace

SentenceReading read_sentence(std::span<const Phrase> phrases, const std::vector<Word>& words,
                              const SentenceValues& values, int n,
                              const std::function<std::string(ValueRef)>& value_text,
                              const std::string& who, const std::vector<NumericCategory>& numeric) {
  SentenceReading out;
  // Readings in which every phrase names one value, and readings in which
  // a phrase names two equally well. A clear reading settles the phrase
  // (`the person's child is named Alice` is the child, where `Alice`
  // alone could be the name too); without one, the clue holds in one of
  // the others (phrase_two_ways).
  // Among clear readings, those whose phrases are most often a
  // benchmark's phrasings of their values: "Alice is the person's child
  // is named Alice" is the name Alice and the child Alice, not the child
  // (`Alice is the person's child is named`) and the name.
  // Readings through a template with `{any}` (a unit word, `2 fewer
  // pounds than`) count only when no template without one reads the
  // sentence (`2 places after` is the step's, not 2 of any unit).
  std::vector<std::string> clear, unclear, clear_any, unclear_any;
  int most_phrased = 0;
  // Compiled first, so every template word has its id.
  const std::vector<std::vector<Piece>>& table = compiled_table(phrases);
  // A number the sentence says outside every value (`one month before`,
  // `$5 less`) must be read: a reading that leaves it in a filler's place
  // is no reading. `one` counts only before a unit (`the one who`, `one
  // of` are no amounts).
  static const std::vector<std::string_view> kUnits = {
      "dollar", "year",  "day",  "minute", "hour",  "week",   "point",    "mile",  "inch",  "pound",
      "month",  "time",  "stop", "step",   "place", "spot",   "position", "night", "foot",  "feet",
      "metre",  "meter", "kilo", "kg",     "lb",    "second", "floor",    "door",  "house", "lap"};
  static const std::vector<std::string_view> kComparatives = {
      "more",   "less",    "fewer",  "higher",  "lower",   "cheaper", "earlier", "later",
      "older",  "younger", "longer", "shorter", "taller",  "heavier", "lighter", "before",
      "after",  "ahead",   "behind", "bigger",  "smaller", "greater", "newer",   "faster",
      "slower", "sooner",  "above",  "below",   "beneath"};
  const auto comparative = [&](std::size_t i) {
    return i < words.size() && std::find(kComparatives.begin(), kComparatives.end(),
                                         words[i].stem) != kComparatives.end();
  };
  int free_numbers = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    // `$75 less than`: a number before a comparative (or its unit and a
    // comparative) is an amount, even where a value is written alike.
    // (Not a number that ends a value's name: `the number 31 is later`.)
    const bool amount_before = amount_of(words[i].stem) != 0 && !ends_name(values, words, i) &&
                               (comparative(i + 1) || (i + 1 < words.size() && comparative(i + 2)));
    if ((values.covered(i) && !amount_before) || amount_of(words[i].stem) == 0) continue;
    // `the one who`, `one of`, `the four`, `all five`: no amounts, unless
    // a unit follows.
    const bool unit_next = i + 1 < words.size() && (std::find(kUnits.begin(), kUnits.end(),
                                                              words[i + 1].stem) != kUnits.end() ||
                                                    metric(words[i + 1].stem) != 0);
    const bool determined = i > 0 && (words[i - 1].stem == "the" || words[i - 1].stem == "all" ||
                                      words[i - 1].stem == "of" || words[i - 1].stem == "these");
    // (`took one more skein than`, `one skein fewer`: `one` before a
    // comparative is one.)
    if ((words[i].stem == "one" || determined) && !unit_next &&
        !(words[i].stem == "one" && !determined &&
          (comparative(i + 1) || (!values.covered(i + 1) && comparative(i + 2)))))
      continue;
    ++free_numbers;
  }
  // `the month after`, `a day before`: one of a unit, an amount too.
  for (std::size_t i = 0; i < words.size(); ++i)
    if (one_unit_at(words, i) && !values.covered(i)) ++free_numbers;
  std::vector<int> ids;
  ids.reserve(words.size());
  for (const Word& w : words) ids.push_back(word_id(w.stem, false));
  // A template whose word is nowhere in the sentence cannot fit it: most
  // are passed over at this look, before any matching.
  // (A flag per word id: the ids are the tables' few thousand words.)
  std::vector<char> present;
  for (const int id : ids)
    if (id >= 0) {
      if (static_cast<std::size_t>(id) >= present.size()) present.resize(id + 1, 0);
      present[static_cast<std::size_t>(id)] = 1;
    }
  const auto fits_words = [&](const std::vector<Piece>& pieces) {
    for (const Piece& p : pieces) {
      if (p.slot != Slot::kWord) continue;
      if (std::none_of(p.words.begin(), p.words.end(), [&](int id) {
            return static_cast<std::size_t>(id) < present.size() &&
                   present[static_cast<std::size_t>(id)] != 0;
          }))
        return false;
    }
    return true;
  };
  for (std::size_t pi = 0; pi < phrases.size(); ++pi) {
    const Phrase& phrase = phrases[pi];
    const std::vector<Piece>& pieces = table[pi];
    if (!fits_words(pieces)) continue;
    Matcher m(pieces, words, ids, values, out);
    // A comparison of numbers (`{N}`) is read over each numeric category
    // the sentence may mean; with none, it is not read at all.
    static constexpr std::string_view kNumericSlots[] = {
        "{N}",      "{most}",    "{best}",  "{worst}",  "{ranked}",   "{top}",     "{bottom}",
        "{podium}", "{not_top}", "{least}", "{oldest}", "{youngest}", "{fastest}", "{slowest}"};
    const bool compares = std::any_of(
        std::begin(kNumericSlots), std::end(kNumericSlots),
        [&](std::string_view slot) { return phrase.zebra.find(slot) != std::string_view::npos; });
    static const std::vector<NumericCategory> kNoCategory = {{}};
    const auto has = [&](std::initializer_list<std::string_view> stems) {
      return std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return std::find(stems.begin(), stems.end(), w.stem) != stems.end();
      });
    };
    const bool contest_end =
        has({"came", "finished", "placed", "ranked"}) && has({"first", "last"});
    // `first` or `last` the sentence's only superlative (`The first to
    // leave paid the least` has another).
    const bool ends_only = has({"first", "last"}) &&
                           !has({"most", "least", "best", "worst", "top", "bottom"}) &&
                           std::none_of(words.begin(), words.end(),
                                        [](const Word& w) { return superlative_word(w.stem); });
    m.run(0, 0, Binding{}, [&](const Binding& b) {
      if (phrase.zebra.find("{who}") != std::string_view::npos && who.empty()) return;
      if (compares && numeric.empty()) {
        out.wants_numbers = true;
        return;
      }
      if (!b.ambiguous && b.phrased < most_phrased) return;
      if (b.numbers_used < free_numbers) return;
      // `Ann is Bo` of two values of one category cannot hold: no reading
      // (`Ann sat with Bo` is no statement that they are one).
      // (Nor as a part of more: `one of: route.12 is route.23; ...`.)
      if (one_is_another(phrase.zebra, b)) return;
      for (const NumericCategory& cat : compares ? numeric : kNoCategory) {
        std::string s = fill(phrase.zebra, b, n, values, value_text, who, cat, out);
        if (s.empty()) continue;
        // `came last` of a contest is its worst, not the end of an order
        // (`{a} last` read as {most}): the contest's templates say it.
        // A price is no end of an order (`Bo was first`, `Cy came first`
        // of what each paid): only money won comes first or last.
        // Nor is it a place in a contest (`came fifth`).
        if (has_unit(cat, {"money"}) && !cat.won &&
            (phrase.zebra.find("{ranked}") != std::string_view::npos ||
             (ends_only && (phrase.zebra.find("{most}") != std::string_view::npos ||
                            phrase.zebra.find("{least}") != std::string_view::npos ||
                            phrase.zebra.find("{best}") != std::string_view::npos ||
                            phrase.zebra.find("{worst}") != std::string_view::npos))))
          continue;
        // `The wasp struck after just two hours` of hours each lasted: at
        // two hours, not later than them. A span of time said after
        // `after` or `before` is no bound of a duration (times of day and
        // dates are: `arrived after 9:30am`).
        if ((phrase.words == "{a} after {b}" || phrase.words == "{a} before {b}") &&
            (b.bound & 2u) != 0 && b.values[1].category == cat.index && !cat.time_point &&
            cat.calendar.empty() &&
            has_unit(cat, {"hour", "minute", "second", "day", "week", "month", "year", "night"}) &&
            !has_unit(cat, {"am", "pm", "oclock", "time"}))
          continue;
        if (contest_end && contested(cat) &&
            (phrase.zebra.find("{most}") != std::string_view::npos ||
             phrase.zebra.find("{least}") != std::string_view::npos))
          continue;
        // Two values compared over their own category (`platform(platform.3)
        // < platform(platform.5)`) say nothing of anyone: no reading.
        // `price(Ann) = price(price.20) + 10` says Ann's.
        if (compares && !cat.name.empty() && self_compared(s, cat.name)) {
          out.trivial.push_back(cat.index);
          continue;
        }
        // `the longest-serving member` of years joined: read by the
        // superlatives (reader_superlatives.cc), never as the latest year.
        // Nor is it the longest of anything else (`Our longest-serving
        // member` of layouts' lengths).
        if ((cat.time_point || has({"serving", "standing", "established"})) &&
            has({"longest", "shortest"}) &&
            (phrase.zebra.find("{most}") != std::string_view::npos ||
             phrase.zebra.find("{least}") != std::string_view::npos))
          continue;
        // `Ann grumbled the most` of the days they came: a bare `the most`
        // is an amount, and a point in time is none (`latest` is its
        // word; `the most recently` is one).
        if (cat.time_point && bare_most(words) &&
            (phrase.zebra.find("{most}") != std::string_view::npos ||
             phrase.zebra.find("{least}") != std::string_view::npos))
          continue;
        if (compares && ranked_by_height(words, cat)) s = turned(s);
        if (!b.ambiguous && b.phrased > most_phrased) {
          clear.clear();
          most_phrased = b.phrased;
        }
        const bool generic = phrase.words.find("{any}") != std::string_view::npos;
        std::vector<std::string>& into =
            generic ? (b.ambiguous ? unclear_any : clear_any) : (b.ambiguous ? unclear : clear);
        const std::string key = meaning_key(s);
        if (std::none_of(into.begin(), into.end(),
                         [&](const std::string& o) { return meaning_key(o) == key; }))
          into.push_back(std::move(s));
      }
    });
  }
  if (clear.empty() && unclear.empty()) {
    clear = std::move(clear_any);
    unclear = std::move(unclear_any);
  }
  out.phrase_two_ways = clear.empty() && unclear.size() > 1;
  out.statements = clear.empty() ? std::move(unclear) : std::move(clear);
  if (out.bad_position != 0) out.statements.clear();
  return out;
}

}  // namespace deduce::puzzles::zebra::english
