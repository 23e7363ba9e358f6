// Values found by their words (lexicon.h): the lexicon of a puzzle's values,
// their names, fillers and the categories' words and phrasings. The one-word
// names of several-word values are added in telling_words.cc, the other
// forms of a value in value_variants.cc; a sentence's values are found in
// sentence_values.cc.
#include "deduce/puzzles/zebra/english/lexicon.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/value_variants.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"

namespace deduce::puzzles::zebra::english {

namespace {

std::vector<std::string> written_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.emplace_back(w.text);
  return out;
}

}  // namespace

Lexicon::Lexicon(const std::vector<CategoryText>& categories, int n,
                 const std::vector<std::string>& extra_fillers,
                 const std::vector<std::string>& place_nouns, int people)
    : n_(n) {
  for (const CategoryText& c : categories) row_order_.push_back(c.in_row_order);
  // (A list of money has a value in pounds, dollars or euros, `50p, £1,
  // £1.50`, or is all in coins, `20p, 30p`.)
  for (const CategoryText& c : categories) {
    const auto unit = [](const std::string& v) {
      const std::optional<ValueNumber> x = value_number(v);
      return x ? x->unit : std::string();
    };
    money_.push_back(!c.values.empty() &&
                     (std::any_of(c.values.begin(), c.values.end(),
                                  [&](const std::string& v) { return unit(v) == "money"; }) ||
                      std::all_of(c.values.begin(), c.values.end(), [&](const std::string& v) {
                        return coin_unit(unit(v)) || unit(v) == "shilling";
                      })));
  }
  for (std::string_view f : filler_words()) fillers_.insert(std::string(f));
  fillers_.insert(extra_fillers.begin(), extra_fillers.end());
  // (`pitch` too, a caravan's or a tent's, whatever the row is called:
  // `the four hardstandings along the hedge, numbered 1 to 4`, then `Whoever's
  // on pitch 2`.)
  place_nouns_ = {"position", "house", "place", "spot", "pitch"};
  // (Not `house` where a list is named so and the row is of something
  // else: `Each runs for a different house (Ash, Beech, ...)` of lanes,
  // where `Which house is Ciaran in?` asks the list; nor `pitch` of a
  // list of pitches.)
  for (const char* own : {"house", "pitch"})
    if (std::any_of(categories.begin(), categories.end(),
                    [&](const CategoryText& c) { return c.name == own; }) &&
        std::find(place_nouns.begin(), place_nouns.end(), own) == place_nouns.end())
      place_nouns_.erase(own);
  // `at number 3` of a row of houses; but not where a list is of numbers
  // (`they wore the numbers 7, 12, ...`: `What number did Eli wear?`).
  const auto of_numbers = [](const CategoryText& c) {
    for (const Word& w : cut_words(c.name + " " + c.line_words))
      if (w.stem == "number") return true;
    return false;
  };
  if (n > 0 && std::none_of(categories.begin(), categories.end(), of_numbers))
    place_nouns_.insert("number");
  for (const std::string& p : place_nouns) {
    place_nouns_.insert(p);
    fillers_.insert(p);
    // `houseboats` are `boats` too, `beach huts` `huts`.
    static constexpr std::string_view kTails[] = {
        "boat",  "house", "hut", "shelf", "room", "stall", "stand", "space", "seat", "cabin",
        "berth", "stop",  "bay", "yard",  "box",  "mill",  "shop",  "tent",  "pen",  "field"};
    for (std::string_view tail : kTails)
      if (p.size() > tail.size() + 2 && p.ends_with(tail)) {
        place_nouns_.insert(std::string(tail));
        fillers_.insert(std::string(tail));
      }
  }
  for (std::size_t c = 0; c < categories.size(); ++c) {
    names_.push_back(categories[c].name);
    // (Durations: what `What was Una's time?` asks where no list is named
    // `time`.)
    timed_.push_back(!categories[c].values.empty() &&
                     std::all_of(categories[c].values.begin(), categories[c].values.end(),
                                 [](const std::string& v) {
                                   const std::optional<ValueNumber> n = value_number(v);
                                   return n && (n->unit == "minute" || n->unit == "min" ||
                                                n->unit == "second" || n->unit == "sec" ||
                                                n->unit == "duration");
                                 }));
    auto& value_stems = value_stems_.emplace_back();
    for (const std::string& v : categories[c].values) value_stems.push_back(stems(v));
    auto& words = category_words_.emplace_back();
    for (const Word& w : cut_words(categories[c].line_words)) {
      // Nor counts (`each made one quilt`: `one` tells no category), nor
      // prepositions (`at 7.05, 7.20, ...` does not make `the train at
      // platform 2` a time's).
      static const std::set<std::string> kPrepositions = {"at", "on",   "in", "from", "for",
                                                          "by", "with", "to", "of",   "about"};
      // Nor `not` (below), nor `was` and `were` (`The prices were ...`
      // does not make `The sweet peas were cheaper` say a price), nor `do`,
      // which questions say as an auxiliary (`each one did a different
      // piece` does not make `What did Marisol score?` ask a piece).
      static const std::set<std::string> kAuxiliaries = {"not", "was", "were", "been", "be",
                                                         "did", "do",  "does", "doe",  "done"};
      if (!frame_word(w.stem) && !verb_word(w.stem) && number_word(w.stem) == 0 &&
          !kPrepositions.count(w.stem) && !kAuxiliaries.count(w.stem))
        words.insert(w.stem);
      fillers_.insert(w.stem);
    }
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const ValueRef ref{static_cast<int>(c), static_cast<int>(v)};
      std::vector<std::string> own = stem_list(categories[c].values[v]);
      if (own.empty()) continue;
      const std::string joined = stems(categories[c].values[v]);
      // The aliases' stems, cut once.
      static const std::vector<std::pair<std::string, std::vector<std::string>>> kAliases = [] {
        std::vector<std::pair<std::string, std::vector<std::string>>> out;
        for (const Alias& a : value_aliases()) out.emplace_back(stems(a.value), stem_list(a.other));
        return out;
      }();
      for (const auto& [value, other] : kAliases)
        if (value == joined) entries_.push_back({other, {}, ref});
      // `the doctor` of Dr Reeve, where no one else in the list holds that
      // title (`Prof`, `Rev`, `Capt` the same).
      static constexpr std::pair<std::string_view, std::string_view> kCallings[] = {
          {"dr", "doctor"},     {"prof", "professor"}, {"rev", "reverend"},
          {"revd", "reverend"}, {"capt", "captain"},   {"col", "colonel"}};
      for (const auto& [title, calling] : kCallings)
        if (own.size() >= 2 && own[0] == title &&
            std::count_if(categories[c].values.begin(), categories[c].values.end(),
                          [&](const std::string& x) {
                            const std::vector<std::string> st = stem_list(x);
                            return !st.empty() && st[0] == title;
                          }) == 1)
          entries_.push_back({{std::string(calling)}, {}, ref});
      if (v < categories[c].also.size())
        for (const std::string& other : categories[c].also[v])
          if (std::vector<std::string> said = stem_list(other); !said.empty())
            entries_.push_back({std::move(said), {}, ref});
      // A place said `by the font` is `beside the font` and `next to the
      // font` too.
      if (own.size() >= 2 && own[0] == "by") {
        std::vector<std::string> beside = own;
        beside[0] = "beside";
        entries_.push_back({std::move(beside), {}, ref});
        std::vector<std::string> next = own;
        next[0] = "to";
        next.insert(next.begin(), "next");
        entries_.push_back({std::move(next), {}, ref});
      }
      if (std::vector<std::string> split = split_at_digits(own); !split.empty())
        entries_.push_back({std::move(split), {}, ref});
      // A unit written short in the list and out in full in a clue, or
      // the other way (`700 sq ft` is `700 square feet`, `3 lbs` `3
      // pounds`): each spelling of an amount's unit.
      for (std::vector<std::string>& spelt : unit_spellings(own))
        entries_.push_back({std::move(spelt), {}, ref});
      // `plot 11` is also `number 11` (`Whose plot is number 11?`).
      if (own.size() == 2 && std::isalpha(static_cast<unsigned char>(own[0].front())) &&
          std::all_of(own[1].begin(), own[1].end(),
                      [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; }))
        entries_.push_back({{"number", own[1]}, {}, ref});
      for (std::string& mark : marked_by(own)) entries_.push_back({{std::move(mark)}, {}, ref});
      // `at noon` of `12 noon` or `12pm`, `at midnight` of `12am`.
      if (const std::optional<ValueNumber> t = value_number(categories[c].values[v]);
          t && (t->unit == "time" || t->unit == "clock") && (t->number == 720 || t->number == 0))
        for (const char* said : t->number == 720 ? std::vector<const char*>{"noon", "midday"}
                                                 : std::vector<const char*>{"midnight"})
          if (own != std::vector<std::string>{said}) entries_.push_back({{said}, {}, ref});
      // `keeps bees` of `bee-keeping`, `collects stamps` of `stamp
      // collecting`: the doing said as its verb and the thing done.
      {
        std::vector<std::string> parts = own;
        if (parts.size() == 1 && parts[0].find('-') != std::string::npos)
          parts = {parts[0].substr(0, parts[0].find('-')), parts[0].substr(parts[0].find('-') + 1)};
        if (parts.size() == 2 && !parts[0].empty())
          if (std::vector<std::string> verb = verb_of({parts[1]}); !verb.empty())
            entries_.push_back({{verb[0], parts[0]}, {}, ref});
      }
      if (std::vector<std::string> verb = verb_of(own); !verb.empty()) {
        entries_.push_back({std::move(verb), {}, ref});
        // And its past (`Ed neither rowed nor walked`: `rowing`, `walking`;
        // `cycled`, `skated`, `danced`).
        entries_.push_back({{own[0].substr(0, own[0].size() - 3) + "ed"}, {}, ref});
      }
      // A place by its adjective (`the Maltese stamp`, `the Tongan one`,
      // `the Ceylonese`): the common endings, for a name of one word in a
      // list that is not the people's (the first: `Victor` is never
      // `Victorian`).
      if (c > 0 && own.size() == 1 && own[0].size() >= 4 &&
          std::isupper(static_cast<unsigned char>(categories[c].values[v].front())))
        for (std::string& adjective : place_adjectives(own[0]))
          entries_.push_back({{std::move(adjective)}, {}, ref});
      // `Stand A`, `bay C`: a value of one capital letter (`stands A, B, C
      // or D`) is named after its list's noun, since a bare `A` is an
      // article.
      if (const std::string& letter = categories[c].values[v];
          letter.size() == 1 && std::isupper(static_cast<unsigned char>(letter[0]))) {
        std::set<std::string> nouns(words.begin(), words.end());
        nouns.insert(stem_of(names_.back()));
        for (const std::string& noun : nouns) entries_.push_back({{noun, own[0]}, {}, ref});
      }
      // `none` of counts (`none, one, two and three` punctures) is `0`
      // and `zero`.
      if (own.size() == 1 && nought_word(own[0]))
        for (const char* nought : {"0", "zero", "none", "nil"})
          if (own[0] != nought) entries_.push_back({{nought}, {}, ref});
      // `fifth grade` is `the fifth-grader`, `the 2nd grader`.
      if (own.size() == 2 && own[1] == "grade") entries_.push_back({{own[0], "grader"}, {}, ref});
      if (std::vector<std::string> doer = doer_of(own); !doer.empty()) {
        // `cyclist` for `cycling`, `canoeist` for `canoeing`: the other
        // ending of one who does it.
        std::vector<std::string> ist = doer;
        ist.back() = ist.back().substr(0, ist.back().size() - 2) + "ist";
        entries_.push_back({std::move(doer), {}, ref});
        entries_.push_back({std::move(ist), {}, ref});
      }
      // (A thing's name in capitals, as a table's column writes it, `Harp`,
      // is still a thing played: `the harpist`; never a person's name.)
      const std::string thing =
          c > 0 && own.size() == 1 ? lower(categories[c].values[v]) : categories[c].values[v];
      for (const std::string& doer : practitioner_of(own, thing))
        entries_.push_back({{stem_of(doer)}, {}, ref});
      for (const std::string& deed : deed_of(own, categories[c].values[v])) {
        entries_.push_back({{stem_of(deed)}, {}, ref});
        entries_.back().after_who = true;
      }
      // A family by its name in the plural: `the Ferrises`, `the Joneses`
      // (`es` only after s, x, z, ch or sh: `Dan` is never `Danes`).
      const std::string& written = categories[c].values[v];
      const bool sibilant = written.ends_with("s") || written.ends_with("x") ||
                            written.ends_with("z") || written.ends_with("ch") ||
                            written.ends_with("sh");
      if (own.size() == 1 && sibilant && std::isupper(static_cast<unsigned char>(written[0])))
        if (std::string p = stem_of(written + "es"); p != own[0])
          entries_.push_back({{p}, {}, ref});
      // `a pair of roller skates` is `the roller skates` too; `a box of
      // chocolates` `the chocolates`.
      if (own.size() >= 3 && own[1] == "of" && container_noun(own[0]))
        entries_.push_back({std::vector<std::string>(own.begin() + 2, own.end()), {}, ref});
      // `the Pharmacy on Halsted` is `the Pharmacy` too: a name with the
      // place it is at (a capital after `on`, `in` or `at`), where no other
      // value of its list starts so.
      if (own.size() >= 3 && (own[1] == "on" || own[1] == "in" || own[1] == "at")) {
        const std::vector<std::string> parts = written_list(written);
        const bool capitals = parts.size() == own.size() &&
                              std::isupper(static_cast<unsigned char>(parts[0].front())) &&
                              std::isupper(static_cast<unsigned char>(parts[2].front()));
        const bool alone = std::count_if(categories[c].values.begin(), categories[c].values.end(),
                                         [&](const std::string& other) {
                                           const std::vector<Word> o = cut_words(other);
                                           return !o.empty() && o[0].stem == own[0];
                                         }) == 1;
        if (capitals && alone) entries_.push_back({{own[0]}, {}, ref});
      }
      // A family named in the plural (`the Evanses`, `the Patels`) is its
      // name in the singular too (`the Evans family`), where all the
      // list's names are plural.
      const auto plural = [](const std::string& x) {
        return x.size() > 3 && std::isupper(static_cast<unsigned char>(x[0])) && x.ends_with("s") &&
               !x.ends_with("ss");
      };
      if (own.size() == 1 &&
          std::all_of(categories[c].values.begin(), categories[c].values.end(), plural)) {
        const bool es = written.ends_with("ses") || written.ends_with("xes") ||
                        written.ends_with("zes") || written.ends_with("ches") ||
                        written.ends_with("shes");
        const std::string one = stem_of(written.substr(0, written.size() - (es ? 2 : 1)));
        if (one != own[0]) entries_.push_back({{one}, {}, ref});
      }
      // `IT`, `HR`: a name in capitals is named so only in capitals (`it`
      // is a pronoun); so is a capital letter (`on a sheet` is no sheet A).
      const bool acronym = written.size() >= 1 && written.size() <= 5 &&
                           std::all_of(written.begin(), written.end(), [](char ch) {
                             return std::isupper(static_cast<unsigned char>(ch)) != 0;
                           });
      Entry whole{std::move(own), written_list(categories[c].values[v]), ref};
      whole.acronym = acronym;
      entries_.push_back(std::move(whole));
    }
  }
  // `not` is never a filler, whatever a line or an introduction says
  // (`For those who haven't met them: Ollie, ...`: `Ruth isn't at bow`
  // would have read as she is).
  fillers_.erase("not");
  // Nor is `won` where places are a list (1st, 2nd, ...): it says the
  // first (`Mr Quinn won with the Sicilian` had read as only `Mr Quinn is
  // Sicilian`); read as a win, or refused.
  if (std::any_of(categories.begin(), categories.end(), [](const CategoryText& c) {
        return !c.values.empty() &&
               std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
                 const auto n = value_number(v);
                 return n && n->unit == "ordinal";
               });
      }))
    fillers_.erase("won");
  add_telling_words(categories, people);
  for (std::size_t i = 0; i < entries_.size(); ++i)
    by_first_[entries_[i].stems.front()].push_back(i);
  for (const CategoryText& c : categories) {
    auto& mine = phrasings_.emplace_back();
    const std::string line = stems(c.line_words);
    static const std::vector<std::string> kLines = [] {
      std::vector<std::string> out;
      for (const ValuePhrase& vp : value_phrases()) out.push_back(stems(vp.line));
      return out;
    }();
    for (std::size_t k = 0; k < kLines.size(); ++k)
      if (kLines[k] == line) mine.push_back(compile_phrasing(value_phrases()[k].words));
  }
}

int Lexicon::category_named(const std::string& stem) const {
  // British and American spellings name one category.
  const auto spelt = [](std::string w) {
    for (const auto& [uk, us] : {std::pair{"colour", "color"}, std::pair{"favourite", "favorite"},
                                 std::pair{"neighbour", "neighbor"}})
      if (const std::size_t at = w.find(uk); at != std::string::npos) w.replace(at, w.size(), us);
    return w;
  };
  for (std::size_t c = 0; c < names_.size(); ++c) {
    std::string plain;
    for (char ch : names_[c])
      if (ch != '_') plain += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (plain == stem || stem_of(plain) == stem || spelt(stem_of(plain)) == spelt(stem)) {
      // Two lists named by one noun (`The trails are 1.5 km, ...` and
      // `Trails: Fox Den, ...`: `trail` and `trail_2`): `Which trail?`
      // names neither.
      const std::string second = names_[c] + "_2";
      if (std::find(names_.begin(), names_.end(), second) != names_.end()) return -1;
      return static_cast<int>(c);
    }
  }
  // (A list named by the word itself comes first: `kite` before the
  // children's `flew_kite`.)
  for (std::size_t c = 0; c < names_.size(); ++c) {
    // `favourite_colour` is asked as `colour`; not where another list is
    // named by the same words (`flew_kite` and `flew_kite_2`: `Which kind of
    // kite?` names neither).
    const std::size_t us = names_[c].rfind('_');
    if (us != std::string::npos && spelt(stem_of(names_[c].substr(us + 1))) == spelt(stem)) {
      if (std::find(names_.begin(), names_.end(), names_[c] + "_2") != names_.end()) return -1;
      return static_cast<int>(c);
    }
  }
  // `Which boat won?` of `Four keelboats started: ...`: the one list named
  // by a closed compound whose last part is the word (of three letters or
  // more, after three or more).
  {
    int found = -1, count = 0;
    for (std::size_t c = 0; c < names_.size() && stem.size() >= 3; ++c) {
      const std::string whole = stem_of(names_[c]);
      if (names_[c].find('_') == std::string::npos && whole.size() >= stem.size() + 3 &&
          whole.ends_with(stem)) {
        found = static_cast<int>(c);
        ++count;
      }
    }
    if (count == 1) return found;
  }
  // `What was Una's time?` of race times named by their runners: the one
  // list of durations.
  if (stem == "time" && std::count(timed_.begin(), timed_.end(), true) == 1)
    return static_cast<int>(std::find(timed_.begin(), timed_.end(), true) - timed_.begin());
  // `What colour is Misty?` of a list headed `coat`: the category whose
  // values the vocabulary says are colours; else the one category whose
  // line has the word.
  for (const VocabularyCategory& v : vocabulary()) {
    if (std::none_of(v.keywords.begin(), v.keywords.end(),
                     [&](std::string_view k) { return spelt(std::string(k)) == spelt(stem); }))
      continue;
    for (std::size_t c = 0; c < value_stems_.size(); ++c) {
      std::size_t known = 0;
      for (const std::string& vs : value_stems_[c])
        for (std::string_view w : v.values) known += stems(w) == vs ? 1 : 0;
      if (2 * known > value_stems_[c].size()) return static_cast<int>(c);
    }
  }
  // `Which bike did Umar bring in?` of `a BMX, a mountain bike, a road
  // bike and a tandem`: the one list whose values are such things (two or
  // more end in the word), before a line that only says the word (`each
  // bike needed a different repair`).
  int things = -1;
  for (std::size_t c = 0; c < value_stems_.size(); ++c) {
    std::size_t ending = 0;
    // (Not amounts in a unit: `3 times, 5 times` are no kind of time.)
    for (const std::string& vs : value_stems_[c])
      ending += (vs == stem || vs.ends_with(" " + stem)) &&
                        !std::isdigit(static_cast<unsigned char>(vs.front()))
                    ? 1
                    : 0;
    if (ending < 2) continue;
    if (things >= 0) {
      things = -2;
      break;
    }
    things = static_cast<int>(c);
  }
  if (things >= 0) return things;
  // `What was Miss Hart's number?` of lots numbered 4, 9, 15 and 22: the
  // one numbered list, whatever other line says `numbered`.
  if (stem == "number") {
    int numbered = -1;
    for (std::size_t c = 0; c < names_.size(); ++c)
      if (names_[c].ends_with("_numbered") || names_[c].ends_with("_number") ||
          names_[c] == "number" || names_[c] == "numbered")
        numbered = numbered == -1 ? static_cast<int>(c) : -2;
    if (numbered >= 0) return numbered;
  }
  // `In which year was Major Ashby's car built?`: the one list of years
  // (`built in 1929, 1934, ...`), never a list whose line says `last
  // year's Regularity Trial`.
  if (stem == "year") {
    int years = -1;
    for (std::size_t c = 0; c < value_stems_.size(); ++c)
      if (!value_stems_[c].empty() &&
          std::all_of(value_stems_[c].begin(), value_stems_[c].end(), [](const std::string& v) {
            return v.size() == 4 &&
                   std::all_of(
                       v.begin(), v.end(),
                       [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; }) &&
                   (v[0] == '1' || v[0] == '2');
          }))
        years = years == -1 ? static_cast<int>(c) : -2;
    if (years >= 0) return years;
  }
  int only = -1;
  // (Never a list of clock times by a word its line shares with a place:
  // `What car is Dev bringing?` where the times' line says `the Tesco car
  // park`; such a list is asked by a word of time.)
  static const std::set<std::string> kTimeWords = {"time",        "slot",  "hour",    "minute",
                                                   "appointment", "start", "arrival", "departure",
                                                   "session",     "clock", "oclock"};
  const auto clock = [&](int c) {
    const std::vector<std::string>& vs = value_stems_[static_cast<std::size_t>(c)];
    return !vs.empty() && std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
      return v.find(':') != std::string::npos;
    });
  };
  // `Which hat did Lady Dunmore order?` of `a cloche, a fascinator, a
  // picture hat and a pillbox`: the one list holding a thing of that name
  // (one of two words or more) is the list of such things, before a line
  // that only mentions them (`Each hat was wanted for a different
  // occasion`). (A noun: never `up` of `check-up`.)
  int holder = -1;
  for (std::size_t c = 0; c < value_stems_.size() && holder != -2 && stem.size() >= 3 &&
                          !frame_word(stem) && !verb_word(stem);
       ++c)
    for (const std::string& vs : value_stems_[c])
      if (vs.ends_with(" " + stem) && !std::isdigit(static_cast<unsigned char>(vs.front()))) {
        holder = holder == -1 ? static_cast<int>(c) : -2;
        break;
      }
  if (holder >= 0) return holder;
  for (int c = 0; c < place_category(); ++c)
    if (category_word(c, stem) && !(clock(c) && !kTimeWords.count(stem))) {
      if (only >= 0) return -1;
      only = c;
    }
  // `What is Jack drinking?` asks the drink.
  if (only < 0 && stem.size() > 6 && stem.ends_with("ing"))
    return category_named(stem.substr(0, stem.size() - 3));
  return only;
}

bool Lexicon::foreign_word(int category, const std::string& stem) const {
  // The first category's words name the people themselves (`Runners:
  // Ken, Luis`, `the runner from Ashby`), not a thing they have.
  if (place_noun(stem) || category_word(category, stem) || category_word(0, stem)) return false;
  for (int c = 1; c < place_category(); ++c)
    if (category_word(c, stem)) return true;
  return false;
}

Lexicon::Phrasing Lexicon::compile_phrasing(std::string_view words) {
  Phrasing p;
  bool after = false;
  std::size_t i = 0;
  while (i < words.size()) {
    const std::size_t end = std::min(words.find(' ', i), words.size());
    const std::string_view w = words.substr(i, end - i);
    i = end + 1;
    if (w == "{v}") {
      after = true;
      continue;
    }
    std::vector<std::string> either;
    std::size_t j = 0;
    while (j <= w.size()) {
      const std::size_t bar = std::min(w.find('|', j), w.size());
      for (const Word& x : cut_words(w.substr(j, bar - j))) either.push_back(x.stem);
      j = bar + 1;
    }
    (after ? p.after : p.before).push_back(std::move(either));
  }
  return p;
}

bool Lexicon::phrased_as(int category, const std::vector<Word>& words, std::size_t begin,
                         std::size_t m_begin, std::size_t m_end, std::size_t end) const {
  if (category >= place_category()) return false;
  // The templates leave the copula to the phrases (`{a} not {b}` reads
  // "The dog owner is not ..."): it is not part of the phrasing.
  const auto copula = [&](std::size_t i) {
    return words[i].stem == "is" || words[i].stem == "are" || words[i].stem == "was";
  };
  while (begin < m_begin && copula(begin)) ++begin;
  while (end > m_end && copula(end - 1)) --end;
  const auto fits = [&](const std::vector<std::vector<std::string>>& want, std::size_t from,
                        std::size_t to) {
    if (want.size() != to - from) return false;
    for (std::size_t k = 0; k < want.size(); ++k)
      if (std::find(want[k].begin(), want[k].end(), words[from + k].stem) == want[k].end())
        return false;
    return true;
  };
  for (const Phrasing& p : phrasings_[category])
    if (fits(p.before, begin, m_begin) && fits(p.after, m_end, end)) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
