// Values an introduction describes by where they are (described_values.h).
#include "deduce/puzzles/zebra/english/described_values.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether the bytes of `text` between two words hold a break of the
// clause: a comma, a semicolon, a colon or a bracket.
bool breaks(std::string_view text, const Word& before, const Word& after) {
  const std::size_t gap = before.offset + before.text.size();
  return text.substr(gap, after.offset - gap).find_first_of(",;:()") != std::string_view::npos;
}

// Whether `text` has `'s` right after word `w` (`room 1's the one`).
bool possessive_after(std::string_view text, const Word& w) {
  const std::string_view rest = text.substr(w.offset + w.text.size());
  return rest.starts_with("'s") || rest.starts_with("\u2019s");
}

}  // namespace

std::vector<DescribedValue> described_values(std::string_view text) {
  static const std::set<std::string> kPlace = {
      "at",   "by",     "nearest", "closest", "next",  "near",     "beside", "on",
      "in",   "under",  "over",    "above",   "below", "opposite", "facing", "overlooking",
      "past", "behind", "inside",  "outside", "off",   "up",       "down"};
  static const std::set<std::string> kEnds = {"and", "but", "while", "whilst", "so", "which"};
  std::vector<DescribedValue> out;
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 2; i + 2 < w.size(); ++i) {
    if (w[i].stem != "one" || w[i - 1].stem != "the") continue;
    // `<noun> <number>` before `'s the one` or `is the one`.
    std::size_t number = i - 2;
    if (!possessive_after(text, w[number])) {
      if (w[number].stem != "is" && w[number].stem != "was" && w[number].stem != "being") continue;
      if (number == 0) continue;
      --number;
    }
    if (number == 0 || !all_digits(w[number].text) ||
        !std::isalpha(static_cast<unsigned char>(w[number - 1].text.front())) ||
        w[number - 1].text.size() < 3)
      continue;
    if (kPlace.count(w[i + 1].stem) == 0) continue;
    std::size_t e = i + 1;
    while (e < w.size() && e < i + 9 && kEnds.count(w[e].stem) == 0 &&
           (e == i + 1 || !breaks(text, w[e - 1], w[e])))
      ++e;
    // (A description that runs past eight words is no short one.)
    if (e == i + 9 || e < i + 3) continue;
    const std::size_t from = w[i + 1].offset;
    const std::size_t to = w[e - 1].offset + w[e - 1].text.size();
    out.push_back({w[number - 1].stem,
                   std::string(w[number - 1].text) + " " + std::string(w[number].text),
                   lower(text.substr(from, to - from))});
  }
  return out;
}

std::optional<std::string> with_described_values(std::string_view text,
                                                 const std::vector<DescribedValue>& described) {
  if (described.empty()) return std::nullopt;
  const std::string low = lower(text);
  for (const DescribedValue& d : described)
    for (const std::string& said :
         {"the " + d.noun + " " + d.description, "the one " + d.description}) {
      const std::size_t at = low.find(said);
      if (at == std::string::npos) continue;
      // (Whole words: never `the one at the top of the stairs'` inside another.)
      const std::size_t end = at + said.size();
      const auto letter = [&](std::size_t k) {
        return std::isalnum(static_cast<unsigned char>(low[k])) != 0;
      };
      if ((at > 0 && letter(at - 1)) || (end < low.size() && letter(end))) continue;
      std::string out(text.substr(0, at));
      out.append(d.value).append(text.substr(end));
      return out;
    }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
