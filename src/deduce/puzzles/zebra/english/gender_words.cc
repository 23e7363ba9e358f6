// Gender words read through the people's titles (gender_words.h).
#include "deduce/puzzles/zebra/english/gender_words.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {

Sex sex_of_title(std::string_view value) {
  const std::vector<Word> w = cut_words(value);
  if (w.size() < 2) return Sex::kUnknown;
  std::string t;
  for (char c : w[0].text) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::string_view m : {"mr", "sir", "lord", "master"})
    if (t == m) return Sex::kMan;
  for (std::string_view f : {"mrs", "ms", "miss", "dame", "lady", "mme", "mlle", "madam", "madame"})
    if (t == f) return Sex::kWoman;
  return Sex::kUnknown;
}

namespace {

Sex sex_of_word(const std::string& stem) {
  if (stem == "man" || stem == "gentleman") return Sex::kMan;
  if (stem == "woman" || stem == "lady") return Sex::kWoman;
  return Sex::kUnknown;
}

}  // namespace

int titled_people(const std::vector<CategoryText>& categories) {
  int people = -1;
  for (std::size_t c = 0; c < categories.size(); ++c) {
    bool man = false, woman = false;
    for (const std::string& v : categories[c].values) {
      man = man || sex_of_title(v) == Sex::kMan;
      woman = woman || sex_of_title(v) == Sex::kWoman;
    }
    if (man && woman) {
      if (people >= 0) return -1;
      people = static_cast<int>(c);
    }
  }
  return people;
}

std::size_t titled_names(const std::vector<std::string>& values) {
  return static_cast<std::size_t>(std::count_if(values.begin(), values.end(), [](const auto& v) {
    const std::vector<Word> w = cut_words(v);
    return w.size() >= 2 && personal_title(w[0].stem);
  }));
}

namespace {

// The sex a plural word of people tells (`men`, `ladies`), or none.
Sex sex_of_group(const Word& w) {
  std::string lower;
  for (char c : w.text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "men" || lower == "gentlemen") return Sex::kMan;
  if (lower == "women" || lower == "ladies") return Sex::kWoman;
  return Sex::kUnknown;
}

// `value is A or B` of the titled people of `said` sex, or nullopt where
// the titles tell none or all.
std::optional<std::string> one_of_sex(const ValueRef& value, Sex said,
                                      const std::vector<CategoryText>& categories, int people,
                                      const std::function<std::string(ValueRef)>& value_text) {
  std::vector<std::string> may;
  const std::vector<std::string>& all = categories[people].values;
  for (std::size_t k = 0; k < all.size(); ++k)
    if (sex_of_title(all[k]) == said || sex_of_title(all[k]) == Sex::kUnknown)
      may.push_back(value_text(ValueRef{people, static_cast<int>(k)}));
  if (may.empty() || may.size() == all.size()) return std::nullopt;
  std::string out = value_text(value) + " is " + may[0];
  for (std::size_t k = 1; k < may.size(); ++k) out += " or " + may[k];
  // `A is B` wants two: one left is said twice.
  if (may.size() == 1) out += " or " + may[0];
  return out;
}

}  // namespace

std::optional<std::string> gender_statement(
    const std::vector<Word>& words, const SentenceValues& values,
    const std::vector<CategoryText>& categories, int people,
    const std::function<std::string(ValueRef)>& value_text) {
  if (people < 0) return std::nullopt;
  // `The Cape Triangular went to one of the two men`: the one value the
  // sentence names (not a person) is one of theirs.
  for (std::size_t i = 3; i < words.size(); ++i) {
    const Sex said = sex_of_group(words[i]);
    if (said == Sex::kUnknown || values.covered(i)) continue;
    std::size_t the = i - 1;
    if (number_word(words[the].stem) >= 2) --the;
    if (the < 2 || words[the].stem != "the" || words[the - 1].stem != "of" ||
        words[the - 2].stem != "one")
      return std::nullopt;
    const std::vector<ValueRef> named = values.mentioned();
    if (named.size() != 1 || named[0].category == people ||
        named[0].category >= static_cast<int>(categories.size()))
      return std::nullopt;
    return one_of_sex(named[0], said, categories, people, value_text);
  }
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Sex said = sex_of_word(words[i].stem);
    const std::string& before = words[i - 1].stem;
    if (said == Sex::kUnknown || values.covered(i) ||
        (before != "the" && before != "a" && before != "an"))
      continue;
    // The value the phrase holds: the first one named after the word.
    for (std::size_t j = i + 1; j < words.size() && j <= i + 5; ++j) {
      if (!values.covered(j)) continue;
      const std::vector<ValueRef> at = values.at_word(j);
      if (at.size() != 1 || at[0].category == people ||
          at[0].category >= static_cast<int>(categories.size()))
        return std::nullopt;
      return one_of_sex(at[0], said, categories, people, value_text);
    }
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<std::string> sex_group(const std::vector<Word>& words, const SentenceValues& values) {
  static constexpr std::string_view kGroups[] = {"women",     "men",   "ladies",
                                                 "gentlemen", "girls", "boys"};
  for (std::size_t i = 2; i < words.size(); ++i) {
    if (values.covered(i) || words[i - 1].stem != "the" || words[i - 2].stem != "of") continue;
    std::string lower;
    for (char c : words[i].text)
      lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (std::find(std::begin(kGroups), std::end(kGroups), lower) != std::end(kGroups)) return lower;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
