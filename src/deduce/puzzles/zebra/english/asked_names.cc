// A question of a thing's name (reader.h): `What is the kitten's name?`
// (`What is the kitten called?`, `What is the name of Kim's pet?`) of
// children who named their pets Rex, Smudge and Tilly asks the one list of
// names given to things, never the children's list (named `name` where
// their line names nothing else) nor the things' kinds (`kitten` is no
// name); where no one list of names is meant, it is refused. Both had been
// answered, wrong.
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "deduce/puzzles/zebra/english/reader.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Living things a riddle names: `the kitten`, `Which dog won?`.
const std::set<std::string>& animal_nouns() {
  static const std::set<std::string> kAnimals = {
      "kitten", "puppy",  "cat",      "dog",      "rabbit", "hamster", "pony",  "horse",  "bird",
      "parrot", "budgie", "tortoise", "goldfish", "guinea", "pig",     "snake", "lizard", "ferret",
      "mouse",  "rat",    "goat",     "lamb",     "donkey", "owl",     "hawk",  "falcon"};
  return kAnimals;
}

// Whether a list's line or name says its values are names (`answer to the
// names of`, `named`, `called`).
bool gives_names(const CategoryText& c) {
  for (const Word& lw : cut_words(c.line_words + " " + c.name))
    if (lw.stem.ends_with("named") || lw.stem == "called" || lw.stem.ends_with("name")) return true;
  return false;
}

}  // namespace

int Reader::named_animals(const std::string& noun) const {
  return animal_nouns().count(noun) ? named_places() : -1;
}

int Reader::named_places() const {
  const int people = category_index(who_);
  int named = -1;
  for (std::size_t c = 0; c < categories_.size(); ++c)
    if (static_cast<int>(c) != people && gives_names(categories_[c])) {
      if (named >= 0) return -1;
      named = static_cast<int>(c);
    }
  return named;
}

std::string Reader::asked_name(const Sentence& s, const std::string& asked) const {
  const std::vector<Word> qw = cut_words(s.text);
  if (std::none_of(qw.begin(), qw.end(),
                   [](const Word& w) { return w.stem == "name" || w.stem == "called"; }))
    return asked;
  const std::size_t of = asked.find(" of ");
  if (of == std::string::npos || asked.find(' ') != of) return asked;
  const int list = category_index(asked.substr(0, of));
  const int people = category_index(who_);
  const int subject = category_of(asked.substr(of + 4));
  if (list < 0 || subject < 0) return asked;
  const auto names = [&](std::size_t c) { return gives_names(categories_[c]); };
  // (A list of names asked is the answer: `nicknamed Big Bertha, ...`.)
  if (list != people && names(static_cast<std::size_t>(list))) return asked;
  int named = -1, lists = 0;
  for (std::size_t c = 0; c < categories_.size(); ++c)
    if (static_cast<int>(c) != people && static_cast<int>(c) != subject && names(c)) {
      named = static_cast<int>(c);
      ++lists;
    }
  // (The people's names asked of a person's own, `What is the name of the
  // pianist?`, where no list names things.)
  if (list == people && lists == 0) return asked;
  // (Of a living thing, `the kitten`, its name; of anything else, where
  // the people's names may be meant too, refused. `may_be_who` reads the
  // list's own words; its values say it too: `a kitten, a rabbit and a
  // puppy`.)
  const auto& values = categories_[static_cast<std::size_t>(subject)].values;
  const bool living = may_be_who(static_cast<std::size_t>(subject), true) ||
                      std::any_of(values.begin(), values.end(), [](const std::string& v) {
                        const std::vector<Word> vw = cut_words(v);
                        return !vw.empty() && animal_nouns().count(vw.back().stem) != 0;
                      });
  if (lists != 1 || (list == people && !living))
    fail(s.line, s.column,
         fmt::format("could not read this question: \"{}\" (it asks the name of {}, and no one "
                     "list of names is that name)",
                     s.text, asked.substr(of + 4)));
  return categories_[static_cast<std::size_t>(named)].name + asked.substr(of);
}

}  // namespace deduce::puzzles::zebra::english
