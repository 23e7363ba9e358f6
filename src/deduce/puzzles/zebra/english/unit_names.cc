// Other names of a list's unit given in brackets (unit_names.h).
#include "deduce/puzzles/zebra/english/unit_names.h"

#include <cctype>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::vector<std::pair<std::string, std::string>> bracketed_unit_names(std::string_view text) {
  std::vector<std::pair<std::string, std::string>> out;
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    // `11 maximums (180s)`: the word after the last number of a list.
    if (!std::isdigit(static_cast<unsigned char>(w[i - 1].text.front())) ||
        !std::islower(static_cast<unsigned char>(w[i].text.front())) || w[i].text.size() < 3)
      continue;
    const std::size_t after = w[i].offset + w[i].text.size();
    const std::size_t open = text.find_first_not_of(' ', after);
    if (open == std::string_view::npos || text[open] != '(') continue;
    const std::size_t close = text.find(')', open);
    if (close == std::string_view::npos) continue;
    const std::string_view inside = text.substr(open + 1, close - open - 1);
    const std::vector<Word> other = cut_words(inside);
    // (One word, the whole of the brackets: never `(180 or more)`.)
    if (other.size() != 1 || other[0].text.size() != inside.size() || other[0].stem == w[i].stem)
      continue;
    out.emplace_back(std::string(other[0].text), std::string(w[i].text));
  }
  return out;
}

std::optional<std::string> with_unit_names(
    std::string_view text, const std::vector<std::pair<std::string, std::string>>& names) {
  if (names.empty()) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  std::string out;
  std::size_t from = 0;
  bool said = false;
  for (const Word& x : w)
    for (const auto& [other, unit] : names)
      if (x.text == other) {
        out.append(text.substr(from, x.offset - from)).append(unit);
        from = x.offset + x.text.size();
        said = true;
        break;
      }
  if (!said) return std::nullopt;
  out.append(text.substr(from));
  return out;
}

}  // namespace deduce::puzzles::zebra::english
