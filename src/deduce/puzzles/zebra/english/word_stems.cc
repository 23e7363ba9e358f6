// The stems of English words (words.h): lower case, without apostrophes, a
// plural said as its singular (`lilies` as `lily`, `shelves` as `shelf`,
// `women` as `woman`), `eldest` as `oldest`; and the stems of a whole text.
// Cutting a text into words is words.cc's.
#include "deduce/puzzles/zebra/english/words.h"

#include <algorithm>
#include <cctype>

namespace deduce::puzzles::zebra::english {

// Words in `-uses` whose singular ends in `-use`.
constexpr std::string_view kNotLatin[] = {"ouses", "auses", "cuses", "fuses", "muses"};

std::string stem_of(std::string_view word) {
  std::string s;
  s.reserve(word.size());
  for (char c : word) {
    if (c == '\'') continue;
    s += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  // `the eldest`, `elder than`: the British words for the oldest, older.
  if (s == "eldest") return "oldest";
  if (s == "elder") return "older";
  // `200yd`, `20 yds`: the yard, as `yards` is.
  if (s == "yd" || s == "yds") return "yard";
  // Short words (`is`, `bus`, `gas`) keep their s: a plural is longer.
  if (s.size() <= 3) return s;
  // `lilies` and `lily`, `smoothies` and `smoothie`: both to `-y`.
  if (s.ends_with("ies") && s.size() >= 5) return s.substr(0, s.size() - 3) + "y";
  if (s.ends_with("ie") && s.size() >= 5) return s.substr(0, s.size() - 2) + "y";
  // `bonuses` and `bonus`, `buses` and `bus`; not `uses`, `houses`,
  // `causes`, `excuses`, `refuses` nor `amuses`.
  if (s.size() >= 5 && s.ends_with("uses") &&
      std::none_of(std::begin(kNotLatin), std::end(kNotLatin),
                   [&](std::string_view e) { return s.ends_with(e); }))
    return s.substr(0, s.size() - 2);
  // `shelves` and `shelf`, `knives` and `knife` (not `serves`, `valves`),
  // and the plurals that change their vowel: `mice`, `geese`, `oxen`.
  static constexpr std::string_view kIrregular[][2] = {
      {"shelves", "shelf"}, {"halves", "half"},  {"wolves", "wolf"}, {"calves", "calf"},
      {"scarves", "scarf"}, {"hooves", "hoof"},  {"loaves", "loaf"}, {"wharves", "wharf"},
      {"thieves", "thief"}, {"knives", "knife"}, {"wives", "wife"},  {"mice", "mouse"},
      {"geese", "goose"},   {"oxen", "ox"}};
  for (const auto& [plural, one] : kIrregular)
    if (s == plural) return std::string(one);
  // `grandchildren` and `grandchild`, `women` and `woman`.
  if (s.ends_with("children")) return s.substr(0, s.size() - 3);
  if (s.ends_with("men") && s.size() >= 5) return s.substr(0, s.size() - 2) + "an";
  for (std::string_view es : {"oes", "ches", "shes", "sses", "xes"})
    if (s.ends_with(es)) return s.substr(0, s.size() - 2);
  if (s.back() == 's' && !s.ends_with("ss") && !s.ends_with("us") && !s.ends_with("is"))
    s.pop_back();
  return s;
}

std::string stems(std::string_view text) {
  std::string out;
  for (const Word& w : cut_words(text)) {
    if (!out.empty()) out += ' ';
    out += w.stem;
  }
  return out;
}

std::string before_apostrophe(std::string_view word) {
  std::string out(word.substr(0, std::min(word.find_first_of("'\xe2"), word.size())));
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string affirmed(std::string_view word) {
  for (std::string_view nt : {std::string_view("n't"), std::string_view("n\u2019t")})
    if (word.size() > nt.size() && word.ends_with(nt)) {
      std::string out(word.substr(0, word.size() - nt.size()));
      std::string low = out;
      for (char& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (low == "wo") return "will";
      if (low == "ca") return "can";
      if (low == "sha") return "shall";
      if (low == "ai") return "is";
      return out;
    }
  return "";
}

}  // namespace deduce::puzzles::zebra::english
