// The puzzle's shell that the statements are checked on (reader.h): its
// categories and places, and its people, the list `Who` asks for (who_):
// the list the introduction counts, else names that are no things' names,
// no makes and models, no list said only as `called ...`.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

void Reader::build_puzzle_shell() {
  shell_.n = n_;
  for (const CategoryText& c : categories_) {
    Category cat;
    cat.name = c.name;
    cat.values = c.names;
    shell_.categories.push_back(std::move(cat));
  }
  Category place;
  place.name = "place";
  while (std::any_of(shell_.categories.begin(), shell_.categories.end(),
                     [&](const Category& c) { return c.name == place.name; }))
    place.name += "_";
  for (int k = 1; k <= n_; ++k) place.values.push_back(fmt::format("p{}", k));
  shell_.categories.push_back(std::move(place));
  // (Never an ordered list: `Monday, Tuesday and Wednesday` run together
  // in prose are `names` by their capitals, and no one.)
  // Not `whose last names are Baxter, ...` nor `the boats' names`: the
  // people's other names, or things' names.
  static const std::set<std::string> kOtherNames = {
      "last", "family", "middle", "maiden", "second", "pet",   "stage", "code", "team",
      "boat", "horse",  "dog",    "cat",    "street", "brand", "band",  "ship", "pen"};
  // Nor the names of an `it` (`each grew a pumpkin and gave it a silly
  // name`): no one is an it. Nor things called so (`five dogs called
  // Fly, Meg, ...`; but `four girls called Amy, ...` are people).
  const auto other_names = [&](std::size_t c) {
    const std::vector<Word> line = cut_words(categories_[c].line_words);
    if (line.size() >= 2 && (line.back().stem == "called" || line.back().stem == "named") &&
        !person_noun(line[line.size() - 2].stem) &&
        !person_noun(stem_of(line[line.size() - 2].stem)))
      return true;
    // (`it` before or after: `Each car had a name painted on its side`.)
    const bool it = std::any_of(line.begin(), line.end(),
                                [](const Word& w) { return w.stem == "it" || w.stem == "its"; });
    for (std::size_t i = 0; i < line.size(); ++i)
      if (line[i].stem == "name" && (it || (i > 0 && kOtherNames.count(line[i - 1].stem))))
        return true;
    // (Nor the names given to their things: `We gave our sunflowers names,
    // which are Sunny, Big Bertha, ...`.)
    for (std::size_t i = 2; i < line.size(); ++i)
      if (line[i].stem == "name" &&
          (line[i - 2].stem == "our" || line[i - 2].stem == "their" || line[i - 2].stem == "his" ||
           line[i - 2].stem == "her" || line[i - 2].stem == "its") &&
          !person_noun(line[i - 1].stem) && !person_noun(stem_of(line[i - 1].stem)))
        return true;
    return false;
  };
  // (First the list the introduction counts: `Four pupils at the music
  // school took their exams` over `a different teacher (Mrs Lam, ...)`.)
  for (const Sentence& s : intro_) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 1 < w.size() && who_.empty(); ++i)
      if (number_word(w[i].stem) == n_ && n_ >= 2 && person_noun(w[i + 1].stem))
        for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
          if (names_list(c) && !other_names(c) &&
              same_root(stem_of(categories_[c].name), w[i + 1].stem))
            who_ = categories_[c].name, who_said_ = true;
  }
  // (And the noun they are counted by, a plural within three words of the
  // count: `Four little museum mice live in our building`.)
  // (Only where they open the sentence, and never the places: `There
  // are four houses` counts no one.)
  for (const Sentence& s : intro_) {
    const std::vector<Word> w = cut_words(s.text);
    if (w.size() < 3 || number_word(w[0].stem) != n_ || n_ < 2) continue;
    for (std::size_t k = 1; k < w.size() && k <= 3; ++k) {
      std::string said(w[k].text);
      for (char& c : said) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (!std::islower(static_cast<unsigned char>(w[k].text.front())) || w[k].stem == said)
        continue;
      if (std::find(place_nouns_.begin(), place_nouns_.end(), w[k].stem) == place_nouns_.end())
        people_noun_ = w[k].stem;
      break;
    }
    if (!people_noun_.empty()) break;
  }
  // A list most of whose names have a person's title (`Mrs Pringle,
  // Colonel Ash, Tilly and Mr Okafor`) is of people, whatever another
  // list's line says of names (`Their dogs answer to the names of ...`).
  for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
    const std::size_t titled = titled_names(categories_[c].values);
    if (titled >= 2 && 2 * titled >= categories_[c].values.size()) who_ = categories_[c].name;
  }
  // (Never `Four things have NO NAME on them: a carton of milk, ...`.)
  for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
    const std::vector<Word> line = cut_words(categories_[c].line_words);
    for (std::size_t i = 0; i < line.size(); ++i)
      if (line[i].stem == "name" &&
          !(i > 0 && (line[i - 1].stem == "no" || line[i - 1].stem == "without")) &&
          !other_names(c) && !ordered_.count(categories_[c].name) &&
          !value_number(categories_[c].values.front()))
        who_ = categories_[c].name;
  }
  for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
    for (const Word& w : cut_words(categories_[c].line_words))
      if (w.stem == "nationality") who_ = categories_[c].name;
  for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
    if (categories_[c].name == "nationality") who_ = categories_[c].name;

  // Else the first list of proper names (`Friends: Anna, Bea, ...`):
  // who a question asks for; first one its words say are people (`a
  // different member of the pony club (Hattie, Isla, ...)` over `Five
  // horses - Thunder, Misty, ...`).
  // (A list said only as `called Archie, Bramble, ...` comes after any
  // other: `one bird - a kestrel, ... - called Archie, ...` are birds.)
  const auto called_only = [&](std::size_t c) {
    const std::vector<Word> line = cut_words(categories_[c].line_words);
    return line.size() == 1 && (line[0].stem == "called" || line[0].stem == "named");
  };
  // (Nor, before the last pass, names of makes and models: `an MGB, a
  // Triumph TR6, ...` are cars, a word of letters and digits no one's
  // name, and `driven by Geoff, Marion, ...` the people.)
  const auto models = [&](std::size_t c) {
    for (const std::string& v : categories_[c].values)
      for (const Word& x : cut_words(v))
        if (model_word(x.text)) return true;
    return false;
  };
  for (const int pass : {0, 1, 2}) {
    for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
      bool people = pass > 0;
      for (const Word& w : cut_words(categories_[c].line_words + " " + categories_[c].name))
        people = people || person_noun(w.stem);
      // (Nor, before the last pass, names listed each with `the`: `Five
      // fishing boats - the Kestrel, the Wanderer, ...` are things, and
      // `Their skippers are Gus, Hal, ...` the people.)
      if (people && names_list(c) && !other_names(c) &&
          !(pass == 1 && (called_only(c) || categories_[c].each_with_the || models(c)))) {
        who_ = categories_[c].name;
        who_said_ = pass == 0;
      }
    }
    if (pass == 0) {
      // People said by their trade (`one passenger of a different trade: an
      // architect, a chef, ...`) are who a question asks for, as
      // nationalities are, before a list of names of places (but after one
      // of people's names).
      for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
        bool trade = false, people = false;
        for (const Word& w : cut_words(categories_[c].line_words)) {
          trade = trade || w.stem == "trade" || w.stem == "job" || w.stem == "profession" ||
                  w.stem == "occupation" || w.stem == "career";
          people = people || person_noun(w.stem);
        }
        if (trade && people) who_ = categories_[c].name;
      }
      // Then families and couples by their names (`The families are the
      // Ahmeds, the Bakers, ...`), listed with `the` or not, before any
      // other list of names (`the places were Cornwall, ...`); after a
      // list said to be people (`Kids: Lily, Noah, ...`).
      for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c)
        for (const Word& w : cut_words(categories_[c].line_words + " " + categories_[c].name))
          if ((w.stem == "family" || w.stem == "couple") && names_list(c) && !other_names(c) &&
              who_.empty()) {
            who_ = categories_[c].name;
            who_said_ = true;
          }
    }
  }
  // Names written in lower case (`one kid (tom, ana, raj, lucy)`), where
  // the list's own noun, the last of its name, says they are people
  // (`house_kid`; never `kid_fruit`, the kids' fruits).
  for (std::size_t c = 0; c < categories_.size() && who_.empty(); ++c) {
    const std::string& name = categories_[c].name;
    // (Or the teller's own group: `5 of us went for brunch - jess, tariq,
    // ...`, `three of you got through: bev, ...`.)
    bool group = false;
    for (const Sentence& s : intro_) {
      if (categories_[c].values.empty() ||
          s.text.find(categories_[c].values.front()) == std::string_view::npos)
        continue;
      const std::vector<Word> said = cut_words(s.text);
      for (std::size_t i = 0; i + 2 < said.size(); ++i)
        group = group || (number_word(said[i].stem) >= 2 && said[i + 1].stem == "of" &&
                          (said[i + 2].stem == "us" || said[i + 2].stem == "you"));
    }
    const bool people = group || person_noun(stem_of(name.substr(name.rfind('_') + 1)));
    const auto& vs = categories_[c].values;
    if (people && !ordered_.count(categories_[c].name) &&
        std::all_of(vs.begin(), vs.end(), [](const std::string& v) {
          return cut_words(v).size() == 1 && std::isalpha(static_cast<unsigned char>(v.front()));
        }))
      who_ = categories_[c].name;
  }
}

}  // namespace deduce::puzzles::zebra::english
