// Values found by their words (lexicon.h).
#include "deduce/puzzles/zebra/english/lexicon.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"

namespace deduce::puzzles::zebra::english {
namespace {

// The other spellings of an amount's unit: `700 sq ft` as `700 square
// feet` and `700 square foot`, `3 pounds` as `3 lbs`. Only after a
// number, so that `min` or `m` in a name is never a unit.
std::vector<std::vector<std::string>> unit_spellings(const std::vector<std::string>& own) {
  static const std::vector<std::vector<std::string>> kSame = {{"sq", "square"},
                                                              {"ft", "foot", "feet"},
                                                              {"lb", "lbs", "pound"},
                                                              {"kg", "kilo", "kilogram"},
                                                              {"km", "kilometre", "kilometer"},
                                                              {"m", "metre", "meter"},
                                                              {"cm", "centimetre", "centimeter"},
                                                              {"min", "minute"},
                                                              {"hr", "hrs", "hour"},
                                                              {"sec", "second"},
                                                              {"oz", "ounce"},
                                                              {"yd", "yard"},
                                                              {"mi", "mile"},
                                                              {"g", "gram"},
                                                              {"ml", "millilitre", "milliliter"},
                                                              {"l", "litre", "liter"}};
  std::vector<std::vector<std::string>> out;
  if (own.size() < 2 || !std::isdigit(static_cast<unsigned char>(own[0].front()))) return out;
  // Each unit word in turn takes each other spelling of its group.
  std::vector<std::vector<std::string>> forms = {own};
  for (std::size_t k = 1; k < own.size(); ++k) {
    const auto group = std::find_if(kSame.begin(), kSame.end(), [&](const auto& g) {
      return std::find(g.begin(), g.end(), own[k]) != g.end();
    });
    if (group == kSame.end()) return out;  // a word that is no unit: no amount
    std::vector<std::vector<std::string>> next;
    for (const std::vector<std::string>& f : forms)
      for (const std::string& spelling : *group) {
        std::vector<std::string> g = f;
        g[k] = spelling;
        next.push_back(std::move(g));
      }
    forms = std::move(next);
  }
  for (std::vector<std::string>& f : forms)
    if (f != own) out.push_back(std::move(f));
  return out;
}

std::vector<std::string> stem_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.push_back(w.stem);
  return out;
}

std::vector<std::string> written_list(std::string_view text) {
  std::vector<std::string> out;
  for (const Word& w : cut_words(text)) out.emplace_back(w.text);
  return out;
}

// `f150` as `f 150`: a text may write a model `F-150` where its list
// writes `f150` (and the other way round), and a hyphen cuts words.
// Empty when no word mixes letters and digits.
std::vector<std::string> split_at_digits(const std::vector<std::string>& stems) {
  std::vector<std::string> out;
  bool split = false;
  for (const std::string& s : stems) {
    std::size_t start = 0;
    for (std::size_t i = 1; i < s.size(); ++i) {
      const bool digit = std::isdigit(static_cast<unsigned char>(s[i])) != 0;
      if (digit != (std::isdigit(static_cast<unsigned char>(s[i - 1])) != 0)) {
        out.push_back(s.substr(start, i - start));
        start = i;
        split = true;
      }
    }
    out.push_back(s.substr(start));
  }
  return split ? out : std::vector<std::string>{};
}

// `paint` for `painting`, `swim` for `swimming`: a hobby named by its
// verb (`the person who paints as a hobby`). Empty unless the value is
// one word ending in -ing.
std::vector<std::string> verb_of(const std::vector<std::string>& stems) {
  if (stems.size() != 1 || stems[0].size() < 6 || !stems[0].ends_with("ing")) return {};
  std::string verb = stems[0].substr(0, stems[0].size() - 3);
  if (verb.size() >= 2 && verb.back() == verb[verb.size() - 2]) verb.pop_back();
  return {verb};
}

// The adjectives a place's name may take (`malta`: `maltese`; `tonga`:
// `tongan`; `ceylon`: `ceylonese`; `italy`: `italian`; `brazil`:
// `brazilian`), as stems.
std::vector<std::string> place_adjectives(const std::string& name) {
  std::vector<std::string> out;
  const std::string cut = name.substr(0, name.size() - 1);
  const char last = name.back();
  if (last == 'a')
    out = {name + "n", cut + "ese", cut + "ian"};
  else if (last == 'y')
    out = {cut + "ian"};
  else if (last == 'o')
    out = {cut + "an"};
  else if (last == 'e')
    out = {name + "an", cut + "ian"};
  else
    out = {name + "ese", name + "ian", name + "er"};
  return out;
}

// `gardener` for `gardening`, `painter` for `painting`, `knitter` for
// `knitting`, `horseback rider` for `horseback riding`, `wine taster` for
// `wine tasting`: the one who does it.
std::vector<std::string> doer_of(const std::vector<std::string>& stems) {
  if (stems.empty() || stems.size() > 3 || stems.back().size() < 6 ||
      !stems.back().ends_with("ing"))
    return {};
  std::vector<std::string> out = stems;
  out.back() = stems.back().substr(0, stems.back().size() - 3) + "er";
  return out;
}

// Who practises a value in lower case, by `-ist` or `-er`: `memoir`
// gives `memoirist`, `guitar` `guitarist`, `piano` `pianist`, `cello`
// `cellist`, `poetry` `poet`, `drum` `drummer`: each a word of its own.
std::vector<std::string> practitioner_of(const std::vector<std::string>& stems,
                                         const std::string& written) {
  if (stems.size() != 1 || stems[0].size() < 4 || written.empty() ||
      !std::islower(static_cast<unsigned char>(written.front())))
    return {};
  const std::string& s = stems[0];
  if (s.ends_with("o") || s.ends_with("a")) return {s.substr(0, s.size() - 1) + "ist"};
  // `poetry` gives `poet`, `chemistry` `chemist`.
  if (s.ends_with("ry") && s.size() >= 6) return {s.substr(0, s.size() - 2)};
  // `flute` gives `flutist`; `trumpet` `trumpeter`, `drum` `drummer`.
  if (s.ends_with("e") && s.size() >= 5) return {s.substr(0, s.size() - 1) + "ist"};
  if (s.ends_with("y") || s.ends_with("e") || s.ends_with("ist")) return {};
  std::vector<std::string> out = {s + "ist", s + "er"};
  const auto vowel = [](char c) {
    return std::string_view("aeiou").find(c) != std::string_view::npos;
  };
  if (s.size() <= 4 && !vowel(s.back()) && vowel(s[s.size() - 2]) && !vowel(s[s.size() - 3]))
    out.push_back(s + s.back() + "er");
  return out;
}

// The stems the phrase table's templates are made of (`left`, `next`,
// `first`, `paid`): a value is never named by one of them alone.
const std::unordered_set<std::string>& template_stems() {
  static const std::unordered_set<std::string> kStems = [] {
    std::unordered_set<std::string> out;
    for (const auto& table : {relation_phrases(), question_phrases()})
      for (const Phrase& p : table)
        for (const Word& w : cut_words(p.words))
          if (!w.text.starts_with("{")) out.insert(w.stem);
    return out;
  }();
  return kStems;
}

}  // namespace

void Lexicon::add_telling_words(const std::vector<CategoryText>& categories, int people) {
  // `the harbour` is `a harbour scene`, `the clock` `the carriage clock`:
  // a common noun phrase of several words is named by one of its words
  // that no other value holds, that no line, filler or template uses and
  // that says something (four letters or more). A proper name keeps its
  // words together (`Mill Lane` is never `the mill`).
  std::unordered_map<std::string, int> holders;
  for (const CategoryText& c : categories)
    for (const std::string& v : c.values) {
      const std::vector<std::string> own = stem_list(v);
      for (const std::string& st : std::set<std::string>(own.begin(), own.end())) ++holders[st];
    }
  // People's full names (`Lenny Farraday`) are said by a first name or a
  // surname alone (`Gus spent more than Lenny`) where no other value holds
  // it; not past a title (`Mr Lindqvist` is read through its title).
  // (Every name of the list two words, a first name and a surname.)
  const auto full_names = [&](const CategoryText& c) {
    return std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
      const std::vector<Word> w = cut_words(v);
      return w.size() == 2 && std::isupper(static_cast<unsigned char>(w[0].text.front())) &&
             std::isupper(static_cast<unsigned char>(w[1].text.front()));
    });
  };
  if (people >= 0 && static_cast<std::size_t>(people) < categories.size() &&
      full_names(categories[people]))
    for (std::size_t v = 0; v < categories[people].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[people].values[v]);
      if (personal_title(words[0].stem)) continue;
      for (const Word& w : words)
        if (w.stem.size() >= 2 && holders[w.stem] == 1 && !fillers_.count(w.stem) &&
            !template_stems().count(w.stem))
          entries_.push_back({{w.stem}, {}, {people, static_cast<int>(v)}});
    }
  for (std::size_t c = 0; c < categories.size(); ++c)
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[c].values[v]);
      if (words.size() < 2 || std::any_of(words.begin(), words.end(), [](const Word& w) {
            return !std::islower(static_cast<unsigned char>(w.text.front()));
          }))
        continue;
      for (const Word& w : words)
        if (w.stem.size() >= 4 && holders[w.stem] == 1 && !fillers_.count(w.stem) &&
            !place_nouns_.count(w.stem) && !template_stems().count(w.stem) && !frame_word(w.stem) &&
            !verb_word(w.stem) && amount_of(w.stem) == 0 && number_word(w.stem) == 0 &&
            ordinal_word(w.stem) == 0)
          entries_.push_back({{w.stem}, {}, {static_cast<int>(c), static_cast<int>(v)}, true});
    }
  // `Ffion shoots for neither Hereford nor Malvern` of the clubs `Hereford
  // Bowmen`, `Malvern Longbows`, ...: a proper name of several words (not
  // the people's) is named by a word of it that no other value holds, said
  // with its capital (`the archers` is never `Ludlow Archers`).
  // (So are people's where not all are full names: `the Reverend` and
  // `Doyle` of `Gladys, Pete, Reverend Doyle and the Murphy twins`.)
  for (std::size_t c = 0; c < categories.size(); ++c) {
    if (static_cast<int>(c) == people && full_names(categories[c])) continue;
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[c].values[v]);
      if (words.size() < 2 || words.size() > 3 ||
          std::any_of(words.begin(), words.end(), [](const Word& w) {
            return !std::isupper(static_cast<unsigned char>(w.text.front()));
          }))
        continue;
      for (const Word& w : words)
        if (w.stem.size() >= 4 && holders[w.stem] == 1 && !fillers_.count(w.stem) &&
            !place_nouns_.count(w.stem) && !template_stems().count(w.stem) && !frame_word(w.stem) &&
            !personal_title(w.stem) && amount_of(w.stem) == 0 && number_word(w.stem) == 0 &&
            ordinal_word(w.stem) == 0) {
          Entry e{{w.stem}, {}, {static_cast<int>(c), static_cast<int>(v)}, true};
          e.capital = true;
          entries_.push_back(std::move(e));
        }
    }
  }
}

Lexicon::Lexicon(const std::vector<CategoryText>& categories, int n,
                 const std::vector<std::string>& extra_fillers,
                 const std::vector<std::string>& place_nouns, int people)
    : n_(n) {
  for (std::string_view f : filler_words()) fillers_.insert(std::string(f));
  fillers_.insert(extra_fillers.begin(), extra_fillers.end());
  place_nouns_ = {"position", "house", "place", "spot"};
  // `at number 3` of a row of houses.
  if (n > 0) place_nouns_.insert("number");
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
      // does not make `The sweet peas were cheaper` say a price).
      if (!frame_word(w.stem) && !verb_word(w.stem) && number_word(w.stem) == 0 &&
          !kPrepositions.count(w.stem) && w.stem != "not" && w.stem != "was" && w.stem != "were" &&
          w.stem != "been" && w.stem != "be")
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
      for (const std::string& doer : practitioner_of(own, categories[c].values[v]))
        entries_.push_back({{stem_of(doer)}, {}, ref});
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
      // is a pronoun).
      const bool acronym = written.size() >= 2 && written.size() <= 5 &&
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
  int only = -1;
  for (int c = 0; c < place_category(); ++c)
    if (category_word(c, stem)) {
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

SentenceValues::SentenceValues(const Lexicon& lexicon, const std::vector<Word>& words)
    : lexicon_(lexicon), words_(words) {
  nonfiller_.assign(words.size() + 1, 0);
  for (std::size_t i = 0; i < words.size(); ++i)
    nonfiller_[i + 1] = nonfiller_[i] + (lexicon.filler(words[i].stem) ? 0 : 1);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::vector<std::size_t>* starting = lexicon.starting_with(words[i].stem);
    if (starting == nullptr) continue;
    for (const std::size_t index : *starting) {
      const Lexicon::Entry& e = lexicon.entries()[index];
      if (i + e.stems.size() > words.size()) continue;
      bool same = true;
      for (std::size_t k = 0; k < e.stems.size() && same; ++k)
        same = words[i + k].stem == e.stems[k];
      if (same && e.capital) same = std::isupper(static_cast<unsigned char>(words[i].text.front()));
      if (same && e.acronym)
        same = std::all_of(words[i].text.begin(), words[i].text.end(), [](char ch) {
          return std::isupper(static_cast<unsigned char>(ch)) != 0;
        });
      if (same && e.part && i > 0 &&
          words[i].offset >= words[i - 1].offset + words[i - 1].text.size()) {
        // (The bytes between the two words, `'s ` of `Mo's firm`, where
        // both views are of one text: a word put in, `just`, is not.)
        const std::size_t gap = words[i].offset - words[i - 1].offset - words[i - 1].text.size();
        const char* end = words[i - 1].text.data() + words[i - 1].text.size();
        if (reinterpret_cast<std::uintptr_t>(end) + gap ==
            reinterpret_cast<std::uintptr_t>(words[i].text.data())) {
          const std::string_view between(end, gap);
          if (between.starts_with("'s") || between.starts_with("\u2019s")) same = false;
        }
      }
      if (same) matches_.push_back({i, i + e.stems.size(), e.ref, e.part});
    }
  }
  // `the jungle scene` where `under the sea scene` is another theme: the
  // noun after a value of its own list is that value's, no second one.
  std::erase_if(matches_, [&](const Match& m) {
    return m.part && std::any_of(matches_.begin(), matches_.end(), [&](const Match& o) {
             return !o.part && o.end == m.begin && o.ref.category == m.ref.category &&
                    o.ref.value != m.ref.value;
           });
  });
  // A value's shorter name inside its whole name (`harbour` in `the
  // harbour scene`) is the same mention, not a second one.
  const auto inside = [](const Match& m, const Match& o) {
    return o.ref == m.ref && o.begin <= m.begin && m.end <= o.end &&
           o.end - o.begin > m.end - m.begin;
  };
  std::vector<Match> whole;
  for (const Match& m : matches_)
    if (std::none_of(matches_.begin(), matches_.end(),
                     [&](const Match& o) { return inside(m, o); }))
      whole.push_back(m);
  matches_ = std::move(whole);
  // `the balloon ride` of `a hot-air balloon ride`: two words of one value
  // side by side, each naming it, are one mention.
  std::stable_sort(matches_.begin(), matches_.end(),
                   [](const Match& x, const Match& y) { return x.begin < y.begin; });
  for (std::size_t k = 0; k + 1 < matches_.size();) {
    Match& a = matches_[k];
    const Match& b = matches_[k + 1];
    if (a.part && b.part && a.ref == b.ref && a.end == b.begin) {
      a.end = b.end;
      matches_.erase(matches_.begin() + static_cast<std::ptrdiff_t>(k) + 1);
    } else {
      ++k;
    }
  }
  add_places();
  std::stable_sort(matches_.begin(), matches_.end(),
                   [](const Match& x, const Match& y) { return x.begin < y.begin; });
}

// `2nd position`, `second house`, `middle house`, `last house`, `house 2`,
// `position 2`: two words naming place k.
void SentenceValues::add_places() {
  const int n = lexicon_.n();
  const int place = lexicon_.place_category();
  for (std::size_t i = 0; i + 1 < words_.size(); ++i) {
    const std::string& w = words_[i].stem;
    const std::string& next = words_[i + 1].stem;
    int k = 0;
    if (lexicon_.place_noun(next)) {
      k = ordinal_word(w);
      if (w == "last" || w == "rightmost") k = n;
      if (w == "leftmost") k = 1;
      if ((w == "middle" || w == "center" || w == "centre") && n % 2 == 1) k = (n + 1) / 2;
    } else if (lexicon_.place_noun(w)) {
      k = number_word(next);
    }
    if (k >= 1 && k <= n) matches_.push_back({i, i + 2, {place, k - 1}});
  }
}

const SentenceValues::Found& SentenceValues::resolve(std::size_t begin, std::size_t end) const {
  const std::size_t w = words_.size() + 1;
  if (memo_.empty()) memo_.resize(w * w);
  std::optional<Found>& slot = memo_[begin * w + end];
  if (!slot) slot = find(begin, end);
  return *slot;
}

SentenceValues::Found SentenceValues::find(std::size_t begin, std::size_t end) const {
  std::vector<Match> fit;
  for (const Match& m : matches_) {
    if (m.begin < begin) continue;
    if (m.begin >= end) break;
    if (m.end > end) continue;
    const std::size_t outside =
        (nonfiller_[m.begin] - nonfiller_[begin]) + (nonfiller_[end] - nonfiller_[m.end]);
    if (outside != 0) continue;
    // A word of another category before the value (`the person whose pet
    // is fish` names no hobby), or after it past a copula: a clause
    // swallowed (`Holly is the person's child is named`). After the value
    // without one, it is the phrase's own (`the grocer's item`).
    bool foreign = false, copula = false;
    for (std::size_t i = begin; i < m.begin && !foreign; ++i)
      foreign = lexicon_.foreign_word(m.ref.category, words_[i].stem);
    for (std::size_t i = m.end; i < end && !foreign; ++i) {
      const std::string& w = words_[i].stem;
      copula = copula || w == "is" || w == "are" || w == "was" || w == "were";
      foreign = copula && lexicon_.foreign_word(m.ref.category, w);
    }
    if (!foreign) fit.push_back(m);
  }
  Found found;
  if (fit.empty()) return found;
  // A match inside another value's words is that value's (`orange` in
  // `orange juice`), and one value matched twice (name and alias) is one.
  std::vector<Match> kept;
  for (const Match& m : fit) {
    const bool inside = std::any_of(fit.begin(), fit.end(), [&](const Match& o) {
      return o.begin <= m.begin && m.end <= o.end && (o.end - o.begin) > (m.end - m.begin);
    });
    const bool seen = std::any_of(kept.begin(), kept.end(), [&](const Match& o) {
      return o.ref.category == m.ref.category && o.ref.value == m.ref.value;
    });
    if (!inside && !seen) kept.push_back(m);
  }
  if (kept.size() > 1) {
    // The value written as its list writes it (`Rose`, not `roses`).
    std::vector<Match> exact;
    for (const Match& m : kept)
      if (written_as_listed(m)) exact.push_back(m);
    if (!exact.empty()) kept = std::move(exact);
  }
  if (kept.size() > 1) {
    // The value whose category's own nouns the phrase uses most (`the
    // orange house`, `red hair`), then the one whose category's line has
    // fewest nouns the phrase leaves out (`favorite color` is `color`,
    // not `hair color`); frame words and verbs are shared by many lines
    // and do not count (Lexicon()).
    std::vector<std::pair<int, int>> score;
    for (const Match& m : kept) {
      std::unordered_set<std::string> used;
      for (std::size_t i = begin; i < end; ++i)
        if ((i < m.begin || i >= m.end) && lexicon_.category_word(m.ref.category, words_[i].stem))
          used.insert(words_[i].stem);
      const int n = static_cast<int>(used.size());
      score.emplace_back(n, n > 0 ? n - lexicon_.category_word_count(m.ref.category) : 0);
    }
    const std::pair<int, int> best = *std::max_element(score.begin(), score.end());
    std::vector<Match> top;
    for (std::size_t k = 0; k < kept.size(); ++k)
      if (score[k] == best) top.push_back(kept[k]);
    kept = std::move(top);
  }
  if (kept.size() > 1) {
    // The value whose category the benchmark names this way.
    std::vector<Match> phrased;
    for (const Match& m : kept)
      if (lexicon_.phrased_as(m.ref.category, words_, begin, m.begin, m.end, end))
        phrased.push_back(m);
    if (!phrased.empty()) kept = std::move(phrased);
  }
  if (kept.size() > 1) {
    for (const Match& m : kept) found.ambiguous.push_back(m.ref);
    return found;
  }
  found.ok = true;
  found.ref = kept.front().ref;
  const Match& m = kept.front();
  found.phrased = lexicon_.phrased_as(m.ref.category, words_, begin, m.begin, m.end, end);
  return found;
}

bool SentenceValues::written_as_listed(const Match& m) const {
  for (const Lexicon::Entry& e : lexicon_.entries()) {
    if (!(e.ref == m.ref) || e.written.size() != m.end - m.begin) continue;
    bool same = true;
    for (std::size_t k = 0; k < e.written.size() && same; ++k)
      same = words_[m.begin + k].text == e.written[k];
    if (same) return true;
  }
  return false;
}

bool SentenceValues::covered(std::size_t i) const {
  return std::any_of(matches_.begin(), matches_.end(),
                     [&](const Match& m) { return m.begin <= i && i < m.end; });
}

std::vector<bool> SentenceValues::covered_words() const {
  std::vector<bool> out(words_.size());
  for (std::size_t i = 0; i < words_.size(); ++i) out[i] = covered(i);
  return out;
}

std::vector<ValueRef> SentenceValues::at_word(std::size_t i) const {
  std::vector<ValueRef> out;
  for (const Match& m : matches_)
    if (m.begin <= i && i < m.end) out.push_back(m.ref);
  return out;
}

std::vector<ValueRef> SentenceValues::mentioned() const {
  std::vector<ValueRef> out;
  for (const Match& m : matches_) {
    const bool seen = std::any_of(out.begin(), out.end(), [&](const ValueRef& r) {
      return r.category == m.ref.category && r.value == m.ref.value;
    });
    if (!seen) out.push_back(m.ref);
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
