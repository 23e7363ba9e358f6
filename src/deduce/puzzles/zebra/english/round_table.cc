// Round tables (round_table.h).
#include "deduce/puzzles/zebra/english/round_table.h"

#include <array>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

bool seats_round_a_table(std::string_view sentence) {
  const std::vector<Word> w = cut_words(sentence);
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    const std::string& a = w[i].stem;
    const std::string& b = w[i + 1].stem;
    if ((a == "round" || a == "circular") && b == "table") return true;
    if ((a == "round" || a == "around") && i + 2 < w.size() &&
        (b == "a" || b == "the" || b == "one") && w[i + 2].stem == "table")
      return true;
    // `around a square table, one on each side`, `round the kitchen
    // table`: an adjective between.
    if ((a == "round" || a == "around") && i + 3 < w.size() &&
        (b == "a" || b == "the" || b == "one") && w[i + 3].stem == "table" &&
        (w[i + 2].stem == "square" || w[i + 2].stem == "circular" || w[i + 2].stem == "oval" ||
         w[i + 2].stem == "kitchen" || w[i + 2].stem == "dining" || w[i + 2].stem == "big" ||
         w[i + 2].stem == "small" || w[i + 2].stem == "large"))
      return true;
    if (a == "in" && b == "a" && i + 2 < w.size() && w[i + 2].stem == "circle") return true;
  }
  return false;
}

std::optional<std::string> opposite_as_seats(std::string_view text, int n) {
  if (n < 4 || n % 2 != 0) return std::nullopt;
  static constexpr std::array<std::string_view, 5> kSaid = {
      "directly opposite", "straight opposite", "across the table from", "opposite", "across from"};
  const std::vector<Word> words = cut_words(text);
  for (std::string_view said : kSaid)
    if (const std::size_t i = find_words(words, said); i < words.size())
      return replace_words(text, words, i, i + cut_words(said).size(),
                           std::to_string(n / 2) + " doors away from");
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
