// One-word names of common noun phrases of several words (lexicon.h,
// Lexicon::add_telling_words): `the harbour` for `a harbour scene`, `the
// clock` for `the carriage clock`, where no other value and no template
// word takes the word.
#include "deduce/puzzles/zebra/english/lexicon.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>
#include <tuple>
#include <unordered_set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_variants.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The stems the phrase table's templates are made of (`left`, `next`,
// `first`, `paid`): a value is never named by one of them alone.
const std::unordered_set<std::string>& template_stems() {
  static const std::unordered_set<std::string> kStems = [] {
    std::unordered_set<std::string> out;
    for (const auto& table : {relation_phrases(), question_phrases()})
      for (const Phrase& p : table)
        for (std::string& stem : phrase_stems(p.words)) out.insert(std::move(stem));
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
  for (std::size_t c = 0; c < categories.size(); ++c) {
    // `ham` of `a ham sandwich` where every value is a sandwich: the noun
    // they share says nothing, so the word before it is the name, however
    // short.
    const auto last_stem = [](const std::string& v) {
      const std::vector<std::string> own = stem_list(v);
      return own.size() >= 2 ? own.back() : std::string();
    };
    const std::string shared =
        categories[c].values.size() >= 2 ? last_stem(categories[c].values[0]) : std::string();
    const bool same_noun =
        !shared.empty() &&
        std::all_of(categories[c].values.begin(), categories[c].values.end(),
                    [&](const std::string& v) { return last_stem(v) == shared; });
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[c].values[v]);
      // (A common noun's phrase, opened in lower case, though a word of it
      // is a name: `the BMX` of `a kid's BMX`, `the roadster` of `a big
      // old Dutch roadster`.)
      if (words.size() < 2 || !std::islower(static_cast<unsigned char>(words[0].text.front())) ||
          std::any_of(words.begin(), words.end(), [](const Word& w) {
            return !std::isalpha(static_cast<unsigned char>(w.text.front()));
          }))
        continue;
      // (The last word, the noun, may be short: `eggs` of `dozen eggs`;
      // so may the noun a preposition follows: `dog` of `little dog on a
      // lead`; and the noun a verb's particle follows: `bin` of `putting
      // the bins out`.)
      const auto head = [&](const Word& w) {
        if (&w == &words.back()) return true;
        const std::string& next = (&w + 1)->stem;
        const bool particle =
            &w + 2 == &words.back() + 1 && (next == "out" || next == "up" || next == "away" ||
                                            next == "off" || next == "down" || next == "back");
        return next == "on" || next == "with" || next == "in" || next == "from" || particle;
      };
      for (const Word& w : words)
        if (w.stem.size() >= (head(w) || same_noun ? 3u : 4u) && holders[w.stem] == 1 &&
            !fillers_.count(w.stem) && !place_nouns_.count(w.stem) &&
            !template_stems().count(w.stem) && !frame_word(w.stem) && !verb_word(w.stem) &&
            amount_of(w.stem) == 0 && number_word(w.stem) == 0 && ordinal_word(w.stem) == 0)
          entries_.push_back({{w.stem}, {}, {static_cast<int>(c), static_cast<int>(v)}, true});
      // `Stanley doesn't paint` of `watercolour painting`: the doing said
      // by its verb, where no other value holds it.
      const std::vector<std::string> verb = verb_of({words.back().stem});
      if (!verb.empty() && holders[words.back().stem] == 1 && !template_stems().count(verb[0])) {
        const std::string& ing = words.back().stem;
        entries_.push_back({verb, {}, {static_cast<int>(c), static_cast<int>(v)}, true});
        entries_.push_back({{ing.substr(0, ing.size() - 3) + "ed"},
                            {},
                            {static_cast<int>(c), static_cast<int>(v)},
                            true});
      }
    }
  }
  // `whoever got the oj` of `orange juice`: a common noun phrase of two or
  // three words by its initials, where no other value has them and they
  // are no word the reader knows.
  {
    std::unordered_map<std::string, int> initials_held;
    std::vector<std::tuple<std::string, int, int>> said;
    for (std::size_t c = 0; c < categories.size(); ++c)
      for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
        const std::vector<Word> words = cut_words(categories[c].values[v]);
        if (words.size() < 2 || words.size() > 3) continue;
        std::string initials;
        for (const Word& w : words)
          if (std::isalpha(static_cast<unsigned char>(w.text.front())))
            initials += static_cast<char>(std::tolower(static_cast<unsigned char>(w.text.front())));
        if (initials.size() != words.size()) continue;
        ++initials_held[initials];
        said.emplace_back(initials, static_cast<int>(c), static_cast<int>(v));
      }
    for (const auto& [initials, c, v] : said)
      if (initials_held[initials] == 1 && holders[initials] == 0 && !fillers_.count(initials) &&
          !template_stems().count(initials) && !frame_word(initials) && !verb_word(initials) &&
          number_word(initials) == 0 && !personal_title(initials) && initials != "it" &&
          initials != "am" && initials != "pm")
        entries_.push_back({{initials}, {}, {c, v}, true});
  }
  // `Ffion shoots for neither Hereford nor Malvern` of the clubs `Hereford
  // Bowmen`, `Malvern Longbows`, ...: a proper name of several words (not
  // the people's) is named by a word of it that no other value holds, said
  // with its capital (`the archers` is never `Ludlow Archers`).
  // (So are people's where not all are full names: `the Reverend` and
  // `Doyle` of `Gladys, Pete, Reverend Doyle and the Murphy twins`.)
  // `The BMW is between the Transit and the Mini` of `a Transit van`: a
  // name before a common noun (`Victoria sponge`, `Persian cat`) is named
  // by the name alone too.
  // (A model's letters and digits are no English word however short:
  // `the TR6` of `Triumph TR6`.)
  const auto by_capital = [&](const Word& w, std::size_t shortest, std::size_t c, std::size_t v) {
    if (w.stem.size() < (model_word(w.stem) ? 2 : shortest) || holders[w.stem] != 1 ||
        fillers_.count(w.stem) || place_nouns_.count(w.stem) || template_stems().count(w.stem) ||
        frame_word(w.stem) || personal_title(w.stem) || amount_of(w.stem) != 0 ||
        number_word(w.stem) != 0 || ordinal_word(w.stem) != 0)
      return;
    Entry e{{w.stem}, {}, {static_cast<int>(c), static_cast<int>(v)}, true};
    e.capital = true;
    entries_.push_back(std::move(e));
  };
  const auto upper = [](const Word& w) {
    return std::isupper(static_cast<unsigned char>(w.text.front())) != 0;
  };
  for (std::size_t c = 0; c < categories.size(); ++c) {
    const bool full = static_cast<int>(c) == people && full_names(categories[c]);
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[c].values[v]);
      if (words.size() < 2 || words.size() > 3 || !upper(words[0])) continue;
      // (A model's number is as good as a capital: `the Alvis` of `Alvis
      // Speed 20`.)
      const auto upper_or_number = [&](const Word& w) {
        return upper(w) || std::isdigit(static_cast<unsigned char>(w.text.front())) != 0;
      };
      // (A make in capitals may be short: `the MG` of `MG TC`.)
      const auto capitals = [](const Word& w) {
        return w.text.size() >= 2 && std::all_of(w.text.begin(), w.text.end(), [](char ch) {
                 return std::isupper(static_cast<unsigned char>(ch)) != 0;
               });
      };
      if (std::all_of(words.begin(), words.end(), upper_or_number)) {
        // (A name after a title may be short: `Ray` of `Uncle Ray`.)
        if (!full)
          for (const Word& w : words)
            if (upper(w))
              by_capital(w,
                         (&w != &words[0] && personal_title(words[0].stem)) || capitals(w) ? 2 : 4,
                         c, v);
        // (And by a hyphened part whole: `the E-Type` of `Jaguar E-Type`.)
        const std::string& value = categories[c].values[v];
        for (std::size_t i = 1; i + 1 < words.size() && !full; ++i)
          if (words[i + 1].offset == words[i].offset + words[i].text.size() + 1 &&
              value[words[i + 1].offset - 1] == '-' && holders[words[i + 1].stem] == 1) {
            Entry e{{words[i].stem, words[i + 1].stem},
                    {},
                    {static_cast<int>(c), static_cast<int>(v)},
                    true};
            e.capital = true;
            entries_.push_back(std::move(e));
          }
      } else if (std::none_of(words.begin() + 1, words.end(), upper)) {
        by_capital(words[0], 3, c, v);
        // (And by the noun alone: `the sponge` of `Victoria sponge`; even
        // a filler's, `the vase` of `Chinese vase`, held by no other value.)
        const Word& noun = words.back();
        if (noun.stem.size() >= 4 && holders[noun.stem] == 1 && !place_nouns_.count(noun.stem) &&
            !template_stems().count(noun.stem) && !frame_word(noun.stem) && !verb_word(noun.stem))
          entries_.push_back({{noun.stem}, {}, {static_cast<int>(c), static_cast<int>(v)}, true});
      }
    }
  }
  // A title of three words or more, its small words between capitals
  // (`The Thursday Murder Club`, `Klara and the Sun`, `Lessons in
  // Chemistry`): without its opening `The` (`Thursday Murder Club is
  // earlier`), and by a capitalised word of it no other value holds
  // (`whoever picked Klara`), said with its capital.
  static const std::set<std::string> kSmall = {"the", "a",  "an",  "of", "and", "in",
                                               "on",  "to", "for", "at", "with"};
  for (std::size_t c = 0; c < categories.size(); ++c) {
    if (static_cast<int>(c) == people) continue;
    for (std::size_t v = 0; v < categories[c].values.size(); ++v) {
      const std::vector<Word> words = cut_words(categories[c].values[v]);
      if (words.size() < 3 || words.size() > 6 || !upper(words[0]) ||
          !std::all_of(words.begin(), words.end(),
                       [&](const Word& w) { return upper(w) || kSmall.count(w.stem) != 0; }) ||
          std::count_if(words.begin(), words.end(), upper) < 2)
        continue;
      if (words[0].stem == "the") {
        std::vector<std::string> rest;
        for (std::size_t i = 1; i < words.size(); ++i) rest.push_back(words[i].stem);
        Entry e{std::move(rest), {}, {static_cast<int>(c), static_cast<int>(v)}};
        e.capital = true;
        entries_.push_back(std::move(e));
      }
      // (Names all in capitals of two or three words are named so above.)
      if (words.size() > 3 || !std::all_of(words.begin(), words.end(), upper))
        for (std::size_t i = 0; i < words.size(); ++i)
          if (upper(words[i]) && words[i].stem != "the") by_capital(words[i], 4, c, v);
    }
  }
}

}  // namespace deduce::puzzles::zebra::english
