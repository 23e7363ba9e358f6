// Look-ups over cut words (words.h): a phrase found, replaced or said again
// in other words, a text's words as spoken, and the kinds of word the
// reader asks about (containers, personal titles, greetings, words about
// the puzzle itself).
#include "deduce/puzzles/zebra/english/words.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <set>

namespace deduce::puzzles::zebra::english {

std::size_t find_words(const std::vector<Word>& words, std::string_view phrase) {
  const std::vector<Word> want = cut_words(phrase);
  for (std::size_t i = 0; !want.empty() && i + want.size() <= words.size(); ++i) {
    bool same = true;
    for (std::size_t k = 0; k < want.size() && same; ++k) same = words[i + k].stem == want[k].stem;
    if (same) return i;
  }
  return words.size();
}

std::string replace_words(std::string_view text, const std::vector<Word>& words, std::size_t begin,
                          std::size_t end, std::string_view with) {
  const Word& last = words[end - 1];
  return std::string(text.substr(0, words[begin].offset)) + std::string(with) +
         std::string(text.substr(last.offset + last.text.size()));
}

bool list_named_by(std::string_view name, std::string_view noun) {
  return name == noun ||
         (name.size() == noun.size() + 1 && name.starts_with(noun) && name.back() == 's');
}

bool container_noun(std::string_view stem) {
  static constexpr std::string_view kContainers[] = {
      "pair", "set", "box", "bag", "bunch", "bottle", "jar", "packet", "pot", "tin", "bar", "cup",
      "glass", "piece", "plate", "bowl", "basket", "kit", "pack", "tray", "slice", "carton",
      "crate", "sack", "loaf", "bouquet", "jug",
      // (And what gathers writing or pictures: `a book of poems`, `an album
      // of photographs`.)
      "book", "album", "collection", "volume", "anthology"};
  return std::find(std::begin(kContainers), std::end(kContainers), stem) != std::end(kContainers);
}

bool personal_title(std::string_view word) {
  static constexpr std::string_view kTitles[] = {
      "mr", "mrs", "ms", "miss", "dr", "prof", "sir", "dame", "lady", "lord", "rev", "capt", "mme",
      "mlle",
      // A family's (`Aunt Maud`, `Grandpa Walter`).
      "aunt", "auntie", "aunty", "uncle", "cousin", "grandpa", "grandma", "gran", "granny",
      "grandad", "nan", "nana"};
  return std::find(std::begin(kTitles), std::end(kTitles), word) != std::end(kTitles);
}

bool about_the_puzzle(const std::vector<Word>& words,
                      const std::function<bool(const std::string&)>& listed) {
  static const std::set<std::string> kNouns = {"answer", "solution", "hint",
                                               "prize",  "entry",    "deadline"};
  if (words.empty()) return false;
  const std::string& first = words[0].stem;
  if (first == "happy" || first == "enjoy" || first == "congratulation" ||
      (first == "good" && words.size() > 1 && words[1].stem == "luck") ||
      (first == "have" && words.size() > 1 && words[1].stem == "fun"))
    return true;
  for (std::size_t i = 0; i < words.size() && i < 3; ++i)
    if (kNouns.count(words[i].stem) && !listed(words[i].stem)) return true;
  return false;
}

bool greeting_word(const std::string& stem) {
  static const std::set<std::string> kGreetings = {
      "hi",     "hello",  "hey",   "hiya",    "dear", "greeting", "welcome", "howdy",
      "cheers", "thanks", "thank", "regards", "love", "yours",    "ta"};
  return kGreetings.count(stem) != 0;
}

std::size_t spoken_words(std::string_view text) {
  // (A title in quotes is one name, whatever its words: `"Stop! Or My Mom
  // Will Shoot"`.)
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (text.size() >= 2 && text.front() == '"' && text.back() == '"' &&
      text.find('"', 1) == text.size() - 1)
    return 1;
  std::size_t hyphens = 0;
  for (std::size_t i = 1; i + 1 < text.size(); ++i)
    if (text[i] == '-' && std::isalpha(static_cast<unsigned char>(text[i - 1])) &&
        std::isalpha(static_cast<unsigned char>(text[i + 1])))
      ++hyphens;
  // (Nor is `of the` a word of its own: `a watercolour of the Wye
  // valley` says three, a thing and what it is of.)
  const std::vector<Word> w = cut_words(text);
  std::size_t all = w.size();
  for (std::size_t i = 1; i + 1 < w.size(); ++i)
    if (w[i].stem == "of" && all > 1) {
      --all;
      if (w[i + 1].stem == "the" || w[i + 1].stem == "a" || w[i + 1].stem == "an") --all;
    }
  return all > hyphens ? all - hyphens : all;
}

std::optional<std::string> say_again(std::string_view text, std::span<const SaidAs> table,
                                     const std::function<std::string(std::string_view)>& fill) {
  const std::vector<Word> words = cut_words(text);
  for (const auto& [said, as] : table) {
    const std::size_t i = find_words(words, said);
    if (i == words.size()) continue;
    const std::string with = fill(as);
    const std::size_t from =
        i > 0 && words[i - 1].stem == "somewhere" && with.starts_with("somewhere") ? i - 1 : i;
    return replace_words(text, words, from, i + cut_words(said).size(), with);
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
