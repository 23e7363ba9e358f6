// Two people around a verb no table knows (people_around.h).
#include "deduce/puzzles/zebra/english/people_around.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

namespace deduce::puzzles::zebra::english {
namespace {}  // namespace

// The nouns of one who has or does something, said after what it is (`the
// tea drinker`, `the Fiat driver`, `the cat owner`).
bool doer_noun(const std::string& stem) {
  static const std::set<std::string> kDoers = {
      "drinker", "owner",  "keeper", "lover",  "fan",     "smoker",   "player", "driver",
      "rider",   "reader", "eater",  "grower", "breeder", "wearer",   "buyer",  "seller",
      "maker",   "user",   "holder", "winner", "fancier", "supporter"};
  return kDoers.count(stem) != 0;
}

std::optional<std::string> doers_as_values(std::string_view text, const SentenceValues& values,
                                           const std::vector<Word>& words) {
  // Only where the two are compared (`than`, `as long as`), which never
  // says they are one: `Ann married the tea drinker` is no `Ann is tea`.
  const auto count = [&](std::string_view stem) {
    return std::count_if(words.begin(), words.end(), [&](const Word& w) { return w.stem == stem; });
  };
  if (count("than") == 0 && count("as") < 2) return std::nullopt;
  std::string out;
  std::size_t from = 0;
  for (std::size_t j = 1; j < words.size(); ++j)
    if (values.covered(j - 1) && !values.covered(j) && doer_noun(words[j].stem) &&
        words[j].stem != "winner") {
      out.append(text.substr(from, words[j - 1].offset + words[j - 1].text.size() - from));
      from = words[j].offset + words[j].text.size();
    }
  if (from == 0) return std::nullopt;
  return out.append(text.substr(from));
}

namespace {

// The nouns of a person said before what they have (`the owner of`, `the
// person with`, `the man who`).
bool person_noun(const std::string& stem) {
  static const std::set<std::string> kPeople = {
      "person", "man", "woman",  "lady",   "gentleman", "girl", "boy",    "child",  "kid",   "guy",
      "owner",  "one", "keeper", "player", "fan",       "chap", "fellow", "friend", "people"};
  return kPeople.count(stem) != 0;
}

bool ties(const std::string& stem) {
  return stem == "of" || stem == "with" || stem == "who" || stem == "whose" || stem == "that" ||
         stem == "in" || stem == "wearing";
}

// Whether words[from, to) say a person by what they have or do.
bool said_as_person(const std::vector<Word>& words, const SentenceValues& values, std::size_t from,
                    std::size_t to) {
  for (std::size_t j = from; j < to; ++j) {
    // `the tea drinker`: a value, then its doer.
    if (j > from && values.covered(j - 1) && !values.covered(j) && doer_noun(words[j].stem))
      return true;
    // `the owner of the cat`: a person's noun, its tie, then (soon) a value.
    if (!values.covered(j) && person_noun(words[j].stem) && j + 1 < to && ties(words[j + 1].stem))
      for (std::size_t k = j + 2; k < to && k <= j + 5; ++k)
        if (values.covered(k)) return true;
  }
  return false;
}

}  // namespace

bool people_around(const std::vector<Word>& words, const SentenceValues& values, std::size_t i) {
  if (values.covered(i)) return false;
  // After: a person said by what they have or do, up to the next verb's
  // clause (the sentence's end, or a joint).
  std::size_t end = i + 1;
  while (end < words.size() && words[end].stem != "and" && words[end].stem != "but") ++end;
  if (!said_as_person(words, values, i + 1, end)) return false;
  // Before: a name (a value written with a capital, not after `the`), or
  // a person said so too.
  for (std::size_t j = 0; j < i; ++j)
    if (values.covered(j) && std::isupper(static_cast<unsigned char>(words[j].text.front())) &&
        (j == 0 || words[j - 1].stem != "the"))
      return true;
  return said_as_person(words, values, 0, i);
}

bool tie_word(const std::string& stem) {
  static const std::set<std::string> kTies = {
      "sister", "brother",   "mother",     "father",        "mum",         "mom",
      "dad",    "son",       "daughter",   "husband",       "wife",        "partner",
      "friend", "boyfriend", "girlfriend", "cousin",        "aunt",        "uncle",
      "niece",  "nephew",    "grandson",   "granddaughter", "grandmother", "grandfather",
      "boss",   "colleague", "fiance",     "fiancee",       "twin",        "sibling",
      "child",  "children",  "kid",        "spouse",        "flatmate",    "roommate"};
  return kTies.count(stem) != 0;
}

bool relative_of(std::string_view text, const std::vector<Word>& words,
                 const SentenceValues& values, std::size_t i) {
  // (Of a value, or of one a value names: `the cat owner's friend`.)
  if (i == 0 || values.covered(i) || !tie_word(words[i].stem) ||
      !(values.covered(i - 1) ||
        (i >= 2 && values.covered(i - 2) &&
         (doer_noun(words[i - 1].stem) || person_noun(words[i - 1].stem)))))
    return false;
  // (The possessive is cut from the word: it is read in the text.)
  const std::size_t end = words[i - 1].offset + words[i - 1].text.size();
  const std::string_view after = text.substr(std::min(end, text.size()));
  return after.starts_with("'s") || after.starts_with("\u2019s") || after.starts_with("'") ||
         words[i - 1].text.ends_with("s'");
}

}  // namespace deduce::puzzles::zebra::english
